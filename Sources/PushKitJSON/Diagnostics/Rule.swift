/// A catalogue entry: one rule pushkit checks, with its code, default severity,
/// a one-line summary, an example that triggers it and one that does not, and the
/// source it rests on.
///
/// Each rule is declared once, as a ``Diagnostic/Code`` beside the check that fires it;
/// a `Rule` is the read-only view of that declaration. The declaration's doc comment
/// is the rule's documentation: why it matters and how to fix what it finds
/// (`docs/rules.md` gathers them).
///
/// Severity follows one policy: ``Severity/error`` only when APNs or FCM refuses the
/// request, or the current vendor SDK drops, throws on or misreads the payload, or what
/// the payload's kind exists for never reaches the user (the image of rich media, the
/// carousel, the in-app message, the deep link of a deep-link action, the Live Activity
/// start or update); ``Severity/warning`` when it works degraded (it reaches the user
/// with less), or only on some SDK versions; ``Severity/info`` for hints.
public struct Rule: Sendable, Hashable {
    /// The stable code diagnostics of this rule carry.
    public let code: Diagnostic.Code
    private let declaration: RuleDeclaration

    package init(declaration: RuleDeclaration, code: Diagnostic.Code) {
        self.declaration = declaration
        self.code = code
    }

    /// The severity a diagnostic of this rule has unless a check says otherwise.
    public var severity: Severity { declaration.severity }
    /// One line saying what the rule checks.
    public var summary: String { declaration.summary }
    /// A small input that triggers the rule: a whole payload when ``exampleIsPayload``
    /// is `true`, otherwise a description of the input (a route manifest for the
    /// `routes.*` rules).
    public var example: String { declaration.example }
    /// Whether ``example`` and ``passingExample`` are complete payloads: ``example``
    /// produces this rule's code and ``passingExample`` does not. When `false`, both
    /// describe an input (or, for the `routes.*` rules, are route manifests).
    public var exampleIsPayload: Bool { declaration.exampleIsPayload }
    /// An input close to ``example`` that does not produce this rule's code, usually
    /// the smallest fix of it: a payload when ``exampleIsPayload`` is `true`, otherwise
    /// a description in the same form as ``example``.
    public var passingExample: String { declaration.passing }
    /// What the rule rests on: the vendor SDK file (repository, path, commit) or the
    /// Apple or Google page whose behaviour it reports; for pushkit's own checks (JSON
    /// syntax, input limits), the standard or the reason. `nil` while not yet recorded.
    public var source: String? { declaration.source }
    /// The SDK versions the rule applies to, where versions matter (`"iOS SDK >= 4.4.0"`).
    public var versions: String? { declaration.versions }

    /// Two rules are equal when their codes are.
    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.code == rhs.code }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }
}
