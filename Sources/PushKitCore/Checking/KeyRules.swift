// Codes and catalogue entries: rules on the keys of any object.

extension Diagnostic.Code {
    /// Keys are read case-sensitively, so a near miss is an unknown key that every reader skips, and what it meant to
    /// set stays unset. Rename it as the message suggests.
    public static let payloadPossibleTypo = Self(
        "payload.possible-typo", .info,
        summary:
            "An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says \"did you mean\".",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content_available\":1}}",
        passing: #"{"aps":{"alert":"Hi","content-available":1}}"#,
        source: "pushkit: a near-miss hint; APNs and every vendor SDK read keys case-sensitively")
}
