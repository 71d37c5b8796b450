/// A catalogue entry: one rule pushkit checks, with its code, default severity,
/// a one-line summary, an example that triggers it, and the source it rests on.
///
/// Severity follows one policy: ``Severity/error`` only when APNs or FCM refuses the
/// request, or the current vendor SDK drops, throws on or misreads the payload;
/// ``Severity/warning`` when it works degraded, or only on some SDK versions;
/// ``Severity/info`` for hints.
public struct Rule: Sendable, Hashable {
    /// The stable code diagnostics of this rule carry.
    public let code: Diagnostic.Code
    /// The severity a diagnostic of this rule has unless a check says otherwise.
    public let severity: Severity
    /// One line saying what the rule checks.
    public let summary: String
    /// A small input that triggers the rule: a whole payload when ``exampleIsPayload``
    /// is `true`, otherwise a description of the input.
    public let example: String
    /// Whether ``example`` is a complete payload that produces this rule's code.
    public let exampleIsPayload: Bool
    /// What the rule rests on: the vendor SDK file (repository, path, commit) or the
    /// Apple or Google page whose behaviour it reports; for pushkit's own checks (JSON
    /// syntax, input limits), the standard or the reason. `nil` while not yet recorded.
    public let source: String?
    /// The SDK versions the rule applies to, where versions matter (`"iOS SDK >= 4.4.0"`).
    public let versions: String?

    init(
        _ code: Diagnostic.Code,
        _ severity: Severity,
        summary: String,
        example: String,
        exampleIsPayload: Bool = true,
        source: String? = nil,
        versions: String? = nil
    ) {
        self.code = code
        self.severity = severity
        self.summary = summary
        self.example = example
        self.exampleIsPayload = exampleIsPayload
        self.source = source
        self.versions = versions
    }
}

/// Every rule pushkit can report, with a summary and an example each.
///
/// `pushkit rules` prints it. A test validates every example and checks that it
/// produces its rule's code, so the catalogue cannot drift from the checks.
public enum RuleCatalogue: Sendable {
    /// All rules, sorted by code.
    public static let all: [Rule] = domains.flatMap { $0 }.sorted { $0.code < $1.code }

    /// The rule lists of each domain, in the order they are checked.
    static let domains: [[Rule]] = [
        Rule.input, Rule.json, Rule.payload, Rule.apns, Rule.fcm, Rule.url, Rule.synerise, Rule.cordial, Rule.routing,
        Rule.sending, Rule.text, Rule.urlStrings, Rule.reachu, Rule.crobox,
    ]

    private static let byID: [String: Rule] = Dictionary(
        all.map { ($0.code.id, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The rule with the given code identifier, if any.
    public static func rule(for id: String) -> Rule? { byID[id] }
}
