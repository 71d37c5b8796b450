/// The objects of a Crobox promotions response and their wire keys, as both SDKs decode
/// them (crobox/crobox-sdk-ios `Sources/Crobox/domain/model/` CodingKeys and
/// crobox/crobox-sdk-android `@SerializedName`): the wire keys are not the SDKs' property
/// names that seed 002 lists (`sid` is `sessionId`, `pid` is `visitorId`, `experiments`
/// is `campaigns`, a content's `id` is `messageId`).
extension WireKeys {
    /// The response: `context`, then `promotions`.
    static let croboxResponse = WireKeys(["context", "promotions"])
    /// `context`: the session, the visitor, the group name and the experiments.
    static let croboxContext = WireKeys(["sid", "pid", "groupName", "experiments"])
    /// An experiment of `context.experiments` (a campaign and the visitor's variant).
    static let croboxExperiment = WireKeys(["id", "name", "variantId", "variantName", "control"])
    /// A promotion; `experimentId` and `parameters` are sent, and neither SDK reads them.
    static let croboxPromotion = WireKeys(
        ["id", "productId", "campaignId", "variantId", "content"], kept: ["experimentId", "parameters"])
    /// A promotion's `content`: the message id, the component and its config.
    static let croboxContent = WireKeys(["id", "component", "config"])
}
