/// Everything pushkit found about one payload.
public struct ValidationReport: Sendable {
    /// What the payload is and how it must be sent.
    public var classification: Classification
    /// The typed payload, when every part the model needs could be read.
    public var payload: Payload?
    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]

    /// Creates a report.
    public init(classification: Classification, payload: Payload? = nil, diagnostics: [Diagnostic]) {
        self.classification = classification
        self.payload = payload
        self.diagnostics = diagnostics
    }

    /// Creates a report for input known only by its kind, such as an input that could
    /// not be read at all.
    public init(kind: PayloadKind, diagnostics: [Diagnostic]) {
        self.init(classification: Classification(kind: kind), diagnostics: diagnostics)
    }

    /// What the payload is (`classification.kind`).
    public var kind: PayloadKind { classification.kind }
    /// The number of diagnostics of severity `error`.
    public var errorCount: Int { diagnostics.count { $0.severity == .error } }
    /// The number of diagnostics of severity `warning`.
    public var warningCount: Int { diagnostics.count { $0.severity == .warning } }
    /// Whether the payload has no error (warnings and remarks allowed).
    public var isValid: Bool { errorCount == 0 }
}
