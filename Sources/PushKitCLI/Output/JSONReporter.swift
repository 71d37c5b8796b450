import PushKitCore

/// One JSON document:
/// `{"results":[{"source","valid","kind","diagnostics":[{"code","severity","pointer",
/// "line","column","message","summary"}]}],"summary":{"payloads","valid","invalid",
/// "errors","warnings"}}`, keys in that order, streamed result by result.
struct JSONReporter: ValidationReporter {
    private var isFirst = true

    func begin(to output: inout OutputChannel) {
        output.write("{\"results\":[")
    }

    mutating func report(_ result: InputResult, to output: inout OutputChannel) {
        var text = isFirst ? "" : ","
        isFirst = false
        Self.append(result, to: &text)
        output.write(text)
    }

    func finish(_ summary: ValidationSummary, to output: inout OutputChannel) {
        output.write(
            "],\"summary\":{\"payloads\":\(summary.payloads),\"valid\":\(summary.valid),"
                + "\"invalid\":\(summary.invalid),\"errors\":\(summary.errors),\"warnings\":\(summary.warnings)}}\n")
    }

    /// Appends one result object.
    static func append(_ result: InputResult, to text: inout String) {
        text += "{\"source\":"
        text += JSONText.quoted(result.source)
        text += ",\"valid\":\(result.isValid),\"kind\":"
        text += JSONText.quoted(result.kind)
        text += ",\"diagnostics\":["
        for (index, finding) in result.findings.enumerated() {
            if index > 0 { text += "," }
            append(finding, to: &text)
        }
        text += "]}"
    }

    /// Appends one diagnostic object.
    static func append(_ finding: Finding, to text: inout String) {
        text += "{\"code\":"
        text += JSONText.quoted(finding.code)
        text += ",\"severity\":"
        text += JSONText.quoted(finding.severity.rawValue)
        text += ",\"pointer\":"
        text += JSONText.quoted(finding.pointer)
        text += ",\"line\":\(finding.line),\"column\":\(finding.column),\"message\":"
        text += JSONText.quoted(finding.message)
        text += ",\"summary\":"
        text += JSONText.quoted(finding.summary)
        text += "}"
    }
}
