// Codes and catalogue entries: Payload rules.

extension Diagnostic.Code {
    /// Top-level value is not an object.
    public static let payloadNotObject = Self(
        "payload.not-object", .error,
        summary: "Top-level value is not an object.",
        example: "[\"aps\"]",
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
