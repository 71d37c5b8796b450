/// The objects of a Cordial push and their keys (SPEC §3; the Cordial iOS SDK 4.5).
extension WireKeys {
    /// The top level: every Cordial key is a sibling of `aps`.
    static let cordial = WireKeys(["aps", "mcID", "deepLink", "imageURL", "carousel", "system"])
    /// `system`: the silent in-app and inbox triggers.
    static let cordialSystem = WireKeys(["iam", "inbox"])
    /// Keys of `system` that older SDKs read (reported when they stand alone).
    static let cordialLegacySystem = WireKeys(["messageAttribution", "deepLink"])
    /// `system.iam`; `top`, `bottom` and `height` are no longer read by SDK 4.5.
    static let cordialInAppMessage = WireKeys([
        "type", "displayType", "inactiveSessionDisplay", "expirationTime", "left", "right",
    ])
    /// Keys of `system.iam` older SDKs read and 4.5 ignores.
    static let cordialRetiredInAppMessage = WireKeys(["top", "bottom", "height"])
    /// ``cordialRetiredInAppMessage``'s keys in the order they are reported (sorted once, not
    /// on every in-app message).
    static let cordialRetiredInAppReportOrder = cordialRetiredInAppMessage.known.sorted()
    /// The pre-2020 in-app form: `"in-app": true` with the in-app keys at the top level.
    static let cordialLegacyInApp = WireKeys(
        cordialInAppMessage.modelled + cordialRetiredInAppMessage.modelled + ["in-app"])
    /// `deepLink` in its object form, exactly as the SDK reads it (`vanityUrl`, lower-case `rl`).
    static let cordialDeepLink = WireKeys(["url", "vanityUrl", "fallbackUrl"])
    /// A carousel item.
    static let cordialCarouselItem = WireKeys(["imageURL", "deepLink"])
}
