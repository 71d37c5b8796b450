// Codes and catalogue entries: Payload rules.

extension Diagnostic.Code {
    /// Top-level value is not an object.
    public static let payloadNotObject = Self(
        "payload.not-object", .error,
        summary: "Top-level value is not an object.",
        example: "[\"aps\"]",
        source: "\(APNsSource.generating) (the payload is a JSON dictionary); FCM HTTP v1 (data is a map)")
    /// An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says "did you mean".
    public static let payloadPossibleTypo = Self(
        "payload.possible-typo", .info,
        summary:
            "An unknown key that is a near-miss of a known key (content_available, mutableContent, Issuer, hash-id), message says \"did you mean\".",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content_available\":1}}",
        source: "pushkit: a near-miss hint; APNs and every vendor SDK read keys case-sensitively")
    /// A document that is clearly one vendor's, of a kind pushkit does not model: kind unknown, only its JSON checked.
    public static let payloadUnmodelledKind = Self(
        "payload.unmodelled-kind", .info,
        summary:
            "A document that is clearly one vendor's, of a kind pushkit does not model (Reachu's discovery, SDK configuration, offers or active-components response, the top-level form of its component events): kind unknown, only its JSON is checked.",
        example: "{\"campaigns\":[{\"campaignId\":28,\"isActive\":true}]}",
        source:
            "\(Reachu.Source.models) (CampaignsDiscoveryResponse, SDKConfigResponse, OffersResponse, the top-level form of the component events) and OfferBannerModels.swift (ActiveComponentResponse)"
    )

}

extension RuleCatalogue {
    static let payload: [Diagnostic.Code] = [
        .payloadNotObject,
        .payloadPossibleTypo,
        .payloadUnmodelledKind,
        .payloadTooManyDiagnostics,
    ]
}
