/// A typed payload: every kind pushkit understands, by vendor.
public indirect enum Payload: Sendable, Hashable {
    /// A plain APNs payload with no vendor layer: `aps` and the app's own keys.
    case apns(APNsPayload)
    /// A Synerise push, iOS or Android.
    case synerise(SynerisePayload)
    /// A Synerise walkthrough document (fetched by the SDK, not pushed).
    case syneriseWalkthrough(Synerise.Walkthrough)
    /// A Cordial push (iOS).
    case cordial(CordialPayload)
    /// A Reachu campaign document: a WebSocket event or a REST response (not a push).
    case reachu(ReachuDocument)
    /// A Crobox promotions response (not a push).
    case crobox(CroboxPromotions)
}

/// An APNs payload without a vendor layer.
public struct APNsPayload: Sendable, Hashable {
    /// `aps`.
    public var aps: APS
    /// The app's own keys beside `aps`, kept as written.
    public var custom: JSONObject

    /// Creates a payload.
    public init(aps: APS, custom: JSONObject = [:]) {
        self.aps = aps
        self.custom = custom
    }
}
