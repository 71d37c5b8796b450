/// A diagnostic whose place is still a byte offset.
///
/// Checks record pending diagnostics as they go; lines and columns are worked out
/// once at the end, in one pass over the input (see ``SourceLocator``).
struct PendingDiagnostic: Sendable {
    var code: Diagnostic.Code
    var severity: Severity?
    var pointer: JSONPointer
    var offset: Int
    var message: String
}

/// Collects the diagnostics of one run.
struct DiagnosticSink: Sendable {
    private(set) var pending: [PendingDiagnostic] = []

    var isEmpty: Bool { pending.isEmpty }

    mutating func emit(
        _ code: Diagnostic.Code,
        _ severity: Severity? = nil,
        at pointer: JSONPointer,
        offset: Int,
        _ message: String
    ) {
        pending.append(
            PendingDiagnostic(code: code, severity: severity, pointer: pointer, offset: offset, message: message))
    }

    mutating func append(contentsOf other: [PendingDiagnostic]) {
        pending.append(contentsOf: other)
    }

    /// Whether any pending diagnostic is an error.
    var hasErrors: Bool {
        pending.contains { ($0.severity ?? $0.code.rule?.severity ?? .error) == .error }
    }

    /// Resolves offsets against `bytes` and returns the diagnostics sorted by place.
    func resolved(in bytes: [UInt8]) -> [Diagnostic] {
        let locations = SourceLocator.locate(pending.map(\.offset), in: bytes)
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(pending.count)
        for (item, location) in zip(pending, locations) {
            diagnostics.append(
                Diagnostic(
                    code: item.code, severity: item.severity, pointer: item.pointer, location: location,
                    message: item.message))
        }
        // Stable: diagnostics at one place keep the order the checks found them in.
        return diagnostics.enumerated().sorted {
            ($0.element.location.offset, $0.offset) < ($1.element.location.offset, $1.offset)
        }.map(\.element)
    }
}
