import PushKitCore

/// One JSON document:
/// `{"results":[{"source","valid","kind","diagnostics":[{"code","severity","pointer",
/// "line","column","message","summary"}]}],"summary":{"payloads","valid","invalid",
/// "errors","warnings","skipped"}}`, keys in that order, streamed result by result; an input
/// a folder walk skipped is `{"source","valid":null,"skipped":REASON,"kind":"unknown","diagnostics":[]}`.
struct JSONReporter: ValidationReporter {
    private var isFirst = true

    func begin(to output: inout OutputChannel) {
        output.write("{\"results\":[")
    }

    mutating func report(_ result: InputResult, to output: inout OutputChannel) {
        var bytes: [UInt8] = []
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        Self.append(result, to: &bytes)
        output.write(bytes)
    }

    func finish(_ summary: ValidationSummary, to output: inout OutputChannel) {
        output.write(
            "],\"summary\":{\"payloads\":\(summary.payloads),\"valid\":\(summary.valid),"
                + "\"invalid\":\(summary.invalid),\"errors\":\(summary.errors),\"warnings\":\(summary.warnings),"
                + "\"skipped\":\(summary.skipped)}}\n")
    }

    /// Appends one result object.
    static func append(_ result: InputResult, to bytes: inout [UInt8]) {
        if let reason = result.skipped {
            bytes.append(literal: "{\"source\":")
            JSONWriter.appendDiagnosticQuoted(result.source, to: &bytes)
            bytes.append(literal: ",\"valid\":null,\"skipped\":")
            JSONWriter.appendDiagnosticQuoted(reason, to: &bytes)
            bytes.append(literal: ",\"kind\":")
            JSONWriter.appendQuoted(result.kind, to: &bytes)
            bytes.append(literal: ",\"diagnostics\":[]}")
            return
        }
        appendResult(
            source: result.source, line: nil, isValid: result.isValid, kind: result.kind, findings: result.findings,
            to: &bytes)
    }

    /// Appends one result object: `source`, then `line` when there is one (a line of an
    /// NDJSON input), `valid`, `kind` and the diagnostics. Built as bytes: a `String`
    /// grown piece by piece costs several times as much, and the output wants bytes.
    static func appendResult(
        source: String, line: Int?, isValid: Bool, kind: String, findings: [Finding], to bytes: inout [UInt8]
    ) {
        bytes.append(literal: "{\"source\":")
        JSONWriter.appendDiagnosticQuoted(source, to: &bytes)
        if let line {
            bytes.append(literal: ",\"line\":")
            bytes.append(contentsOf: String(line).utf8)
        }
        bytes.append(literal: isValid ? ",\"valid\":true,\"kind\":" : ",\"valid\":false,\"kind\":")
        JSONWriter.appendQuoted(kind, to: &bytes)
        bytes.append(literal: ",\"diagnostics\":[")
        for (index, finding) in findings.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(finding, to: &bytes)
        }
        bytes.append(literal: "]}")
    }

    /// Appends one diagnostic object.
    static func append(_ finding: Finding, to bytes: inout [UInt8]) {
        bytes.append(literal: "{\"code\":")
        JSONWriter.appendQuoted(finding.code, to: &bytes)
        bytes.append(literal: ",\"severity\":")
        JSONWriter.appendQuoted(finding.severity.rawValue, to: &bytes)
        bytes.append(literal: ",\"pointer\":")
        JSONWriter.appendDiagnosticQuoted(finding.pointer, to: &bytes)
        bytes.append(literal: ",\"line\":")
        bytes.append(contentsOf: String(finding.line).utf8)
        bytes.append(literal: ",\"column\":")
        bytes.append(contentsOf: String(finding.column).utf8)
        bytes.append(literal: ",\"message\":")
        JSONWriter.appendDiagnosticQuoted(finding.message, to: &bytes)
        bytes.append(literal: ",\"summary\":")
        JSONWriter.appendQuoted(finding.summary, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}
