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
    /// Sources, each sentence checked against Apple's documentation: "Sending notification
    /// requests to APNs" (the `apns-push-type` table: what each type is for); PushKit's
    /// `PKPushType.voIP` (report the call to CallKit quickly so that it alerts the user; an
    /// app that does not is terminated, and one that keeps failing is no longer launched for
    /// VoIP pushes) and `PKPushType.complication` (watchOS 6 and later, sent to the watch,
    /// delivered only while the complication is on the active watch face, 50 a day); File
    /// Provider's "Using push notifications to signal changes" (the system signals the
    /// enumerator of the identifier the push names, as `signalEnumerator(for:)` does, and
    /// also hands the push to the PushKit delegates); Core Location's
    /// `CLLocationPushServiceExtension` (iOS 15 and later: the extension, not the app, gets
    /// the push, and may send the device's location to the server); Push to Talk's
    /// `PTChannelManagerDelegate.incomingPushResult` and `PTPushResult` (the app answers each
    /// push with the active remote participant, whom the system's interface shows, or with
    /// leaving the channel); Device Management's "Sending MDM commands to a device" (the push
    /// makes the device poll the MDM server for commands: not the check-in protocol);
    /// WidgetKit's "Updating widgets with WidgetKit push notifications" (WidgetKit reloads the
    /// timelines as `reloadAllTimelines()` does; `WidgetPushHandler`, iOS 26 and later) and
    /// "Updating controls locally and remotely" (`ControlPushHandler`, iOS 18 and later).
    public var deviceEffect: String? {
        switch self {
        case .voip:
            "Handed to the app's PushKit delegate, which must report the call to CallKit at once, and CallKit "
                + "shows it; an app that does not is terminated, one that keeps failing no longer launched."
        case .complication:
            "Handed to the watchOS app's PushKit delegate to update its complication, only while that "
                + "complication is on the active watch face and at most 50 times a day; nothing is shown."
        case .fileProvider:
            "The system signals the File Provider enumerator of the container the payload names, so the File "
                + "Provider extension reports its changes; the PushKit delegate gets it too; nothing is shown."
        case .location:
            "Launches the app's Location Push Service Extension (iOS 15 and later), which may read the device's "
                + "location and send it to the server; nothing is shown."
        case .mdm:
            "Makes the managed device contact its MDM server and poll it for the commands waiting for it; "
                + "nothing is shown."
        case .pushToTalk:
            "Handed to the app's Push to Talk channel manager, which answers with the active speaker, whom the "
                + "system's Push to Talk interface shows, or by leaving the channel; no notification is shown."
        case .widgets:
            "WidgetKit reloads the timelines of the app's widgets that take push updates, as "
                + "reloadAllTimelines() does (iOS 26 and later); nothing is shown."
        case .controls:
            "The system reloads the app's controls that take push updates (iOS 18 and later); nothing is shown."
        case .alert, .background, .liveActivity: nil
        }
    }

    /// The priority the request should carry: 5 for background pushes, else 10.
    public var defaultPriority: APNsPriority { self == .background ? .consideringDevicePower : .immediately }
}
