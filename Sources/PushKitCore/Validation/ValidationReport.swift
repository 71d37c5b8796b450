/// Everything pushkit found about one payload.
public struct ValidationReport: Sendable {
    // The stored properties are declared in this order, and the public initialisers live
    // in an extension, so that the memberwise initialiser, `init(diagnostics:classification:
    // payload:document:)`, exists for ``Validator`` and matches no public call: a report
    // made by an explicit initialiser was built in a temporary and copied whole into the
    // result (a retain per field, then a release per field), about 500 instructions a
    // validation (Benchmarks/instructions.sh).

    /// Every diagnostic, in source order.
    public var diagnostics: [Diagnostic]
    /// What the payload is and how it must be sent.
    public var classification: Classification
    /// The typed payload, when every part the model needs could be read.
    public var payload: Payload?
    /// The document the payload was read from; `nil` when the input is not JSON.
    public var document: JSONDocument?
}

extension ValidationReport {
    /// Creates a report.
    public init(
        classification: Classification, payload: Payload? = nil, diagnostics: [Diagnostic],
        document: JSONDocument? = nil
    ) {
        self.init(diagnostics: diagnostics, classification: classification, payload: payload, document: document)
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
