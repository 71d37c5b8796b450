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

    /// What the push does on the device when it shows nothing itself: for a push a system
    /// service or PushKit delegate takes, and for a widget or control reload, one sentence;
    /// `nil` for alert, background and liveactivity pushes, whose payload says what they do.
    ///
    /// Sources: Apple, "Sending notification requests to APNs" (the `apns-push-type` table);
    /// "Responding to VoIP Notifications from PushKit" (report the call to CallKit at once);
    /// "Creating a location push service extension"; "Synchronizing files using file provider
    /// extensions" (signalling the enumerator of the changed container); "Push to Talk"
    /// (`PTChannelManagerDelegate.incomingPushResult`); the MDM protocol ("the device
    /// contacts the MDM server"); "Updating widgets with WidgetKit push notifications";
    /// "Updating controls locally and remotely".
    public var deviceEffect: String? {
        switch self {
        case .voip:
            "Handed to the app's PushKit delegate, which must report an incoming call to CallKit at once; "
                + "the system shows nothing of its own."
        case .complication:
            "Handed to the watchOS app's PushKit delegate to update its complications; the system shows nothing."
        case .fileProvider:
            "Tells the app's File Provider extension that the named container changed, so the system "
                + "enumerates its changes; nothing is shown."
        case .location:
            "Wakes the app's location push service extension, which may send the device's location to the "
                + "server; nothing is shown."
        case .mdm:
            "Wakes the device's MDM client to check in with its MDM server for commands; nothing is shown."
        case .pushToTalk:
            "Handed to the Push to Talk framework, which wakes the app to name the channel's active speaker "
                + "(or leave the channel); no notification is shown."
        case .widgets:
            "Asks WidgetKit to reload the timelines of the app's widgets; nothing is shown and the app is not woken."
        case .controls:
            "Asks WidgetKit to reload the app's controls (iOS 18 and later); nothing is shown and the app is not "
                + "woken."
        case .alert, .background, .liveActivity: nil
        }
    }

    /// The priority the request should carry: 5 for background pushes, else 10.
    public var defaultPriority: APNsPriority { self == .background ? .consideringDevicePower : .immediately }
}
