/// The JSON that `pushkit validate --format json` writes, from the library: a service that
/// validates in-process can give its users the same objects the command line does.
extension ValidationReport {
    /// The report as one JSON object: `source`, then `line` when there is one (a line of
    /// an NDJSON input), `valid`, `kind` and `diagnostics`, keys in that order, no whitespace.
    public func json(source: String, line: Int? = nil) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(160 + 640 * diagnostics.count)
        appendJSON(source: source, line: line, to: &bytes)
        return bytes
    }

    /// Appends ``json(source:line:)`` to `bytes`.
    public func appendJSON(source: String, line: Int? = nil, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"source":"#.utf8)
        JSONWriter.appendDiagnosticQuoted(source, to: &bytes)
        if let line {
            bytes.append(contentsOf: #","line":"#.utf8)
            bytes.append(contentsOf: String(line).utf8)
        }
        bytes.append(contentsOf: (isValid ? #","valid":true,"kind":"# : #","valid":false,"kind":"#).utf8)
        JSONWriter.appendQuoted(kind.id, to: &bytes)
        bytes.append(contentsOf: #","diagnostics":["#.utf8)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            diagnostic.appendJSON(line: line, to: &bytes)
        }
        bytes.append(contentsOf: "]}".utf8)
    }
}

extension Diagnostic {
    /// Appends the diagnostic as one JSON object: `code`, `severity`, `pointer`, `line`,
    /// `column`, `message`, `summary`, keys in that order (a `prepare` answer's adds
    /// `document` after `pointer`). `line` replaces the location's
    /// line: a payload that is a line of an NDJSON input is placed by that line's number.
    public func appendJSON(line: Int? = nil, to bytes: inout [UInt8]) {
        appendJSON(line: line, document: nil, to: &bytes)
    }

    /// ``appendJSON(line:to:)`` with `document` after `pointer`, when given: the document
    /// the pointer is relative to, as a `prepare` answer says it (`"payload"` or `"line"`).
    func appendJSON(line: Int?, document: PushRejection.Document?, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"{"code":"#.utf8)
        JSONWriter.appendQuoted(code.id, to: &bytes)
        bytes.append(contentsOf: #","severity":"#.utf8)
        JSONWriter.appendQuoted(severity.rawValue, to: &bytes)
        bytes.append(contentsOf: #","pointer":"#.utf8)
        JSONWriter.appendDiagnosticQuoted(pointer.description, to: &bytes)
        if let document {
            bytes.append(contentsOf: (document == .jobLine ? #","document":"line""# : #","document":"payload""#).utf8)
        }
        bytes.append(contentsOf: #","line":"#.utf8)
        bytes.append(contentsOf: String(line ?? location.line).utf8)
        bytes.append(contentsOf: #","column":"#.utf8)
        bytes.append(contentsOf: String(location.column).utf8)
        bytes.append(contentsOf: #","message":"#.utf8)
        JSONWriter.appendDiagnosticQuoted(message, to: &bytes)
        bytes.append(contentsOf: #","summary":"#.utf8)
        JSONWriter.appendQuoted(summary, to: &bytes)
        bytes.append(UInt8(ascii: "}"))
    }
}
