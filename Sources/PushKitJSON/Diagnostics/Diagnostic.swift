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
        self.severity = severity ?? code.defaultSeverity
        self.pointer = pointer
        self.location = location
        self.message = message
    }

    /// The one-line summary of the rule that fired, from the ``RuleCatalogue``.
    public var summary: String { code.declaration.summary }

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
        /// The rule's one declaration, shared by every diagnostic that carries the code.
        package let declaration: RuleDeclaration

        /// The dotted identifier, such as `json.duplicate-key`.
        public var id: String { declaration.id }

        /// Declares a rule in one place beside the check that fires it: its code, default
        /// severity, summary (what it catches), an example that triggers it and one that
        /// does not, its source and the SDK versions it concerns. The doc comment of the
        /// declaration says why the rule matters and how to fix what it finds, in other
        /// words than the summary. Only the library declares rules.
        package init(
            _ id: String,
            _ severity: Severity,
            summary: String,
            example: String,
            exampleIsPayload: Bool = true,
            passing: String,
            source: String? = nil,
            versions: String? = nil
        ) {
            declaration = RuleDeclaration(
                id: id, severity: severity, summary: summary, example: example,
                exampleIsPayload: exampleIsPayload, passing: passing, source: source, versions: versions)
        }

        /// The severity a diagnostic of this code has unless its check says otherwise.
        public var defaultSeverity: Severity { declaration.severity }

        /// The catalogue entry for this code.
        public var rule: Rule? { Rule(declaration: declaration, code: self) }

        /// The dotted identifier.
        public var description: String { id }

        /// Two codes are equal when they are the same rule.
        public static func == (lhs: Code, rhs: Code) -> Bool {
            lhs.declaration === rhs.declaration || lhs.id == rhs.id
        }

        /// Hashes the identifier.
        public func hash(into hasher: inout Hasher) { hasher.combine(id) }

        /// Orders codes by identifier.
        public static func < (lhs: Code, rhs: Code) -> Bool { lhs.id < rhs.id }
    }
}

/// What one rule declares, stored once and referenced by every ``Diagnostic/Code`` of it.
package final class RuleDeclaration: Sendable {
    package let id: String
    package let severity: Severity
    package let summary: String
    package let example: String
    package let exampleIsPayload: Bool
    package let passing: String
    package let source: String?
    package let versions: String?

    package init(
        id: String, severity: Severity, summary: String, example: String, exampleIsPayload: Bool,
        passing: String, source: String?, versions: String?
    ) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.example = example
        self.exampleIsPayload = exampleIsPayload
        self.passing = passing
        self.source = source
        self.versions = versions
    }
}
