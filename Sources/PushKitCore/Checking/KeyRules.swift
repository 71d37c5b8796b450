// Codes and catalogue entries: rules on the keys of any object.

extension Diagnostic.Code {
    /// An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says "did you mean".
    public static let payloadPossibleTypo = Self(
        "payload.possible-typo", .info,
        summary:
            "An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says \"did you mean\".",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content_available\":1}}",
        source: "pushkit: a near-miss hint; APNs and every vendor SDK read keys case-sensitively")
}
