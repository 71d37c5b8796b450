/// Everything pushkit found about one payload.
public struct ValidationReport: Sendable {
    /// What the payload is and how it must be sent.
    public var classification: Classification
    /// The typed payload, when every part the model needs could be read.
    public var payload: Payload?
    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]
    /// The document the payload was read from; `nil` when the input is not JSON.
    public var document: JSONDocument?

    /// Creates a report.
    public init(
        classification: Classification, payload: Payload? = nil, diagnostics: [Diagnostic],
        document: JSONDocument? = nil
    ) {
        self.classification = classification
        self.payload = payload
        self.diagnostics = diagnostics
        self.document = document
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

    /// Every action the payload carries (``Payload/actions``), with pointers into the
    /// document it was read from; empty without a typed payload.
    public var actions: [PayloadAction] {
        guard let payload else { return [] }
        guard let document else { return payload.actions }
        return payload.actions(locatedIn: document)
    }
}
