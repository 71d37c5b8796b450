// Codes and catalogue entries: rules on the keys of any object.

extension Diagnostic.Code {
    /// Keys are read case-sensitively, so a near miss is an unknown key that every reader skips, and what it meant to
    /// set stays unset. A hint, unless the key stands for text or sound the user gets and the object lacks it (`titel`
    /// in aps.alert: no title shows; the alert, badge or sound in aps; an Android notification's title or body; a
    /// carousel item's caption): then the push reaches the user with less, a warning. Rename it as the message suggests.
    public static let payloadPossibleTypo = Self(
        "payload.possible-typo", .info,
        summary:
            "An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says \"did you mean\"; a warning when the key it stands for shows content the object then lacks (titel in aps.alert: the title never shows).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content_available\":1}}",
        passing: #"{"aps":{"alert":"Hi","content-available":1}}"#,
        source:
            "pushkit: a near-miss hint; APNs and every vendor SDK read keys case-sensitively (\(APNsSource.generating): the alert's title, subtitle and body keys; the Synerise SDKs read content.notification and carousel items by key)"
    )
}
