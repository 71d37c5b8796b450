// Codes and catalogue entries: Payload rules.

extension Diagnostic.Code {
    /// Top-level value is not an object.
    public static let payloadNotObject = Self("payload.not-object")
    /// An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says "did you mean".
    public static let payloadPossibleTypo = Self("payload.possible-typo")
}

extension Rule {
    static let payload: [Rule] = [
        Rule(
            .payloadNotObject, .error, summary: "Top-level value is not an object.",
            example: "[\"aps\"]"),
        Rule(
            .payloadPossibleTypo, .info,
            summary:
                "An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says \"did you mean\".",
            example: "{\"aps\":{\"alert\":\"Hi\",\"content_available\":1}}"),
    ]
}
