/// Every rule pushkit can report, with a summary and an example each.
///
/// `pushkit rules` prints it. A test validates every example and checks that it
/// produces its rule's code, so the catalogue cannot drift from the checks.
///
/// Every rule's severity follows one policy (see ``Rule``): an error when APNs or FCM
/// refuses the request, the SDK versions in use drop, throw on or misread the payload, or
/// what the payload's kind exists for (rich media's image, the carousel, the in-app
/// message, a deep-link action's link, the Live Activity start or update) never reaches
/// the user; a warning when it reaches the user with less, or works only on some SDK
/// versions in use; info for hints.
public enum RuleCatalogue: Sendable {
    /// All rules, sorted by code.
    public static let all: [Rule] = domains.joined().compactMap(\.rule).sorted { $0.code < $1.code }

    /// The codes of each domain, in the order they are checked.
    static let domains: [[Diagnostic.Code]] = [
        input, Diagnostic.Code.jsonRules, payload, apns, fcm, url, synerise, cordial, routing, sending, broadcast,
        text, urlStrings, reachu, crobox, app,
    ]

    /// The codes of the rules whose declarations give `versions:`, the ones ``SDKJudge``
    /// judges against SDK versions, in catalogue order. Listed here, so that a run that
    /// judges a diagnostic makes these declarations alone: finding them in ``domains``
    /// made every rule's (about 0.54 M instructions). `SDKBoundRulesTests` checks that it is
    /// exactly the rules with `versions:`.
    static let sdkBound: [Diagnostic.Code] = [
        .apnsCriticalWithoutSound,
        .syneriseBannerDeprecated, .synerisePageType, .syneriseColor, .syneriseAlphaRange, .syneriseSize,
        .syneriseCornerRadius, .syneriseButtonIncomplete, .syneriseCloseButtonAlignment,
        .syneriseAutoDisappearTimeout, .syneriseTriggerWhitespace, .syneriseWalkthroughPages,
        .synerisePageIndexDuplicate,
        .cordialLegacyMcID, .cordialLegacyDeepLink, .cordialDeepLinkURL, .cordialLegacyInApp,
        .croboxIDType,
    ]

    private static let byID: [String: Rule] = Dictionary(
        all.map { ($0.code.id, $0) },
        uniquingKeysWith: { first, _ in first }
    )

    /// The rule with the given code identifier, if any.
    public static func rule(for id: String) -> Rule? { byID[id] }
}

extension Diagnostic.Code {
    /// Looks up a code by its identifier; `nil` when the catalogue has no such rule.
    public init?(id: String) {
        guard let rule = RuleCatalogue.rule(for: id) else { return nil }
        self = rule.code
    }
}
