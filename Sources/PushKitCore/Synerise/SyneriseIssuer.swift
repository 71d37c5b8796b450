extension Synerise {
    /// How an envelope's `issuer` names Synerise.
    enum Issuer {
        /// It does not (or there is no string `issuer`).
        case none
        /// `"Synerise"`, exactly.
        case exact
        /// A near miss of it (`value`, reading `text`), which the SDK ignores.
        case nearMiss(value: JSONValue, text: String)

        /// Whether the payload is Synerise's, exactly or by a near miss.
        var namesSynerise: Bool {
            if case .none = self { return false }
            return true
        }
    }

}

extension Synerise.Issuer {
    /// Whether the payload is Synerise's: `issuer` is `Synerise`, or a near miss of it
    /// (reported, since the SDK then ignores the payload).
    static func isSynerise(_ envelope: JSONValue, in checker: inout Checker) -> Bool {
        let issuer = Self(envelope)
        issuer.reportNearMiss(in: &checker)
        return issuer.namesSynerise
    }

    /// How `issuer` names Synerise (without reporting).
    init(_ envelope: JSONValue) {
        guard let value = envelope[member: "issuer"], value.kind == .string else {
            self = .none
            return
        }
        // The exact spelling, the common case, needs no folding and no string: compared
        // over the bytes.
        if value.isText("Synerise") {
            self = .exact
            return
        }
        let text = value.string ?? ""
        self = KeySpelling.fold(text) == Self.foldedSynerise ? .nearMiss(value: value, text: text) : .none
    }

    /// Reports an issuer that names Synerise only nearly.
    func reportNearMiss(in checker: inout Checker) {
        guard case .nearMiss(let value, let text) = self else { return }
        checker.emit(
            .syneriseIssuerCase, at: value,
            "issuer must be exactly \"Synerise\", not \(JSONText.quoted(text)); the SDK ignores the payload otherwise"
        )
    }

    /// `KeySpelling.fold("Synerise")`, worked out once.
    private static let foldedSynerise = KeySpelling.fold("Synerise")
}
