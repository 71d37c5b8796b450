/// The `apns-push-type` header values.
public enum APNsPushType: String, Sendable, Hashable, CaseIterable {
    /// Shows an alert, plays a sound or badges the icon.
    case alert
    /// Wakes the app with `content-available: 1` and nothing visible.
    case background
    /// Updates a Live Activity.
    case liveActivity = "liveactivity"
    /// A VoIP call (PushKit); the body may be up to 5120 bytes.
    case voip
    /// A watch complication update.
    case complication
    /// A File Provider change.
    case fileProvider = "fileprovider"
    /// A location query.
    case location
    /// Device management.
    case mdm
    /// A Push to Talk message.
    case pushToTalk = "pushtotalk"
    /// A widget reload (`{"aps": {"content-changed": true}}`).
    case widgets
    /// A control reload, iOS 18 and later (`{"aps": {"content-changed": true}}`).
    case controls

    /// The largest body APNs accepts for this push type, in bytes.
    public var maximumPayloadBytes: Int { self == .voip ? 5120 : 4096 }

    /// Whether APNs hands the payload to a system service or a PushKit delegate rather
    /// than showing it: `aps` is optional, and nothing in it needs to be visible.
    public var isDeliveredToService: Bool {
        switch self {
        case .voip, .complication, .fileProvider, .location, .mdm, .pushToTalk: true
        case .alert, .background, .liveActivity, .widgets, .controls: false
        }
    }

    /// The priority the request should carry: 5 for background pushes, else 10.
    public var defaultPriority: APNsPriority { self == .background ? .consideringDevicePower : .immediately }
}
