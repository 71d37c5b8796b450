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
        appendResult(
            source: result.source, line: nil, isValid: result.isValid, kind: result.kind, findings: result.findings,
            to: &text)
    }

    /// Appends one result object: `source`, then `line` when there is one (a line of an
    /// NDJSON input), `valid`, `kind` and the diagnostics, each string quoted in place.
    static func appendResult(
        source: String, line: Int?, isValid: Bool, kind: String, findings: [Finding], to text: inout String
    ) {
        text += "{\"source\":"
        appendString(source, to: &text)
        if let line {
            text += ",\"line\":"
            text += String(line)
        }
        text += isValid ? ",\"valid\":true,\"kind\":" : ",\"valid\":false,\"kind\":"
        appendString(kind, to: &text)
        text += ",\"diagnostics\":["
        for (index, finding) in findings.enumerated() {
            if index > 0 { text += "," }
            append(finding, to: &text)
        }
        text += "]}"
    }

    /// Appends one diagnostic object.
    static func append(_ finding: Finding, to text: inout String) {
        text += "{\"code\":"
        appendString(finding.code, to: &text)
        text += ",\"severity\":"
        appendString(finding.severity.rawValue, to: &text)
        text += ",\"pointer\":"
        appendString(finding.pointer, to: &text)
        text += ",\"line\":"
        text += String(finding.line)
        text += ",\"column\":"
        text += String(finding.column)
        text += ",\"message\":"
        appendString(finding.message, to: &text)
        text += ",\"summary\":"
        appendString(finding.summary, to: &text)
        text += "}"
    }

    /// Appends `string` as a JSON string, quotes and escapes included, without building
    /// it apart first.
    static func appendString(_ string: String, to text: inout String) {
        text += "\""
        JSONText.appendQuoted(string, to: &text)
        text += "\""
    }
}
