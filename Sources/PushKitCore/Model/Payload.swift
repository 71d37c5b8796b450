/// A typed payload: every kind pushkit understands, by vendor.
///
/// The pushed payloads are held inline (each is one copy-on-write box, or `aps` and a
/// view), so a validation allocates no box for the enum; the documents that are not
/// pushes, larger and rarer, are boxed.
public enum Payload: Sendable, Hashable {
    /// A plain APNs payload with no vendor layer: `aps` and the app's own keys.
    case apns(APNsPayload)
    /// A Synerise push, iOS or Android.
    case synerise(SynerisePayload)
    /// A Synerise walkthrough document (fetched by the SDK, not pushed).
    indirect case syneriseWalkthrough(Synerise.Walkthrough)
    /// A Cordial push (iOS).
    case cordial(CordialPayload)
    /// A plain FCM HTTP v1 message (any platform), without a vendor layer in its data. Boxed,
    /// as the documents that are not pushes are: held inline its fields made every payload larger.
    indirect case fcm(FCMMessage)
    /// A Reachu campaign document: a WebSocket event or a REST response (not a push).
    indirect case reachu(Reachu.Document)
    /// A Crobox promotions response (not a push).
    indirect case crobox(Crobox.Promotions)
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

extension Payload {
    /// Whether the payload is a push, sent through APNs or FCM and held to their size
    /// limit; `false` for the documents the SDK fetches or receives otherwise (a Synerise
    /// walkthrough, a Reachu campaign document, a Crobox promotions response), which
    /// have no push size limit.
    public var isPush: Bool {
        switch self {
        case .apns, .synerise, .cordial, .fcm: true
        case .syneriseWalkthrough, .reachu, .crobox: false
        }
    }

    /// The `aps` dictionary, whichever vendor's payload carries it: a plain APNs payload,
    /// a Cordial push or an iOS Synerise push; `nil` for an Android payload, for an FCM message
    /// (whose `apns` block FCM sends on: ``FCMMessage/aps``) and for the documents that are not
    /// pushes. Setting it on a payload that has no place for it
    /// does nothing.
    public var aps: APS? {
        get {
            switch self {
            case .apns(let payload): payload.aps
            case .synerise(let payload): payload.aps
            case .cordial(let payload): payload.aps
            case .fcm, .syneriseWalkthrough, .reachu, .crobox: nil
            }
        }
        set {
            switch self {
            case .apns(var payload):
                guard let newValue else { return }
                payload.aps = newValue
                self = .apns(payload)
            case .synerise(var payload):
                payload.aps = newValue
                self = .synerise(payload)
            case .cordial(var payload):
                payload.aps = newValue
                self = .cordial(payload)
            case .fcm, .syneriseWalkthrough, .reachu, .crobox:
                break
            }
        }
    }
}
