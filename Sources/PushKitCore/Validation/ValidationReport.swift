/// Everything pushkit found about one payload.
public struct ValidationReport: Sendable {
    /// What the payload is.
    public var kind: PayloadKind
    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(kind: PayloadKind, diagnostics: [Diagnostic]) {
        self.kind = kind
        self.diagnostics = diagnostics
    }

    /// The number of diagnostics of severity `error`.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of diagnostics of severity `warning`.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether the payload has no error (warnings and remarks allowed).
    public var isValid: Bool { errorCount == 0 }
}
