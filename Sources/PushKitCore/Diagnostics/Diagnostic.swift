/// One finding about a payload: what is wrong, where, and what to do.
///
/// A diagnostic is a plain value. Its ``code`` is stable across releases and is the
/// thing to match on; the ``message`` is written for people and may change.
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
    /// The stable identifier of the rule that fired, such as `json.duplicate-key`.
    public var code: Code
    /// How serious this finding is.
    public var severity: Severity
    /// The JSON Pointer (RFC 6901) of the value concerned; `""` is the whole document.
    public var pointer: JSONPointer
    /// Where the value concerned starts in the input.
    public var location: SourceLocation
    /// What is wrong and what to do about it.
    public var message: String

    /// Creates a diagnostic.
    public init(
        code: Code,
        severity: Severity? = nil,
        pointer: JSONPointer,
        location: SourceLocation,
        message: String
    ) {
        self.code = code
        self.severity = severity ?? code.rule?.severity ?? .error
        self.pointer = pointer
        self.location = location
        self.message = message
    }

    /// The one-line summary of the rule that fired, from the ``RuleCatalogue``.
    public var summary: String { code.rule?.summary ?? "" }

    /// `line:column: severity: message [code]`.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(code)]"
    }
}

extension Diagnostic {
    /// The stable identifier of a diagnostic's rule.
    ///
    /// Codes are dotted strings grouped by domain (`json.`, `apns.`, `synerise.`, ...).
    /// `Code` is a struct, not an enum, so that new codes never break a caller's
    /// `switch`: match the ones you care about and keep a `default`.
    public struct Code: Sendable, Hashable, Comparable, CustomStringConvertible {
        /// The dotted identifier, such as `json.duplicate-key`.
        public let id: String

        /// Only the library mints codes; each has an entry in the ``RuleCatalogue``.
        init(_ id: String) {
            self.id = id
        }

        /// Looks up a code by its identifier; `nil` when the catalogue has no such rule.
        public init?(id: String) {
            guard RuleCatalogue.rule(for: id) != nil else { return nil }
            self.id = id
        }

        /// The catalogue entry for this code.
        public var rule: Rule? { RuleCatalogue.rule(for: id) }

        /// The dotted identifier.
        public var description: String { id }

        /// Orders codes by identifier.
        public static func < (lhs: Code, rhs: Code) -> Bool { lhs.id < rhs.id }
    }
}
