// Codes and catalogue entries: Payload rules.

extension Diagnostic.Code {
    /// APNs needs a dictionary holding `aps`, and FCM's data is a map, so an array or a bare value is refused. Wrap the
    /// content in an object.
    public static let payloadNotObject = Self(
        "payload.not-object", .error,
        summary: "Top-level value is not an object.",
        example: "[\"aps\"]",
        passing: #"{"aps":{"alert":"Hi"}}"#,
        source: "\(APNsSource.generating) (the payload is a JSON dictionary); FCM HTTP v1 (data is a map)")
}

extension RuleCatalogue {
    static let payload: [Diagnostic.Code] = [
        .payloadNotObject,
        .payloadPossibleTypo,
        .payloadUnmodelledKind,
        .payloadTooManyDiagnostics,
    ]
}
