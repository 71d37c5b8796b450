// Broadcast push notifications (iOS 18 and iPadOS 18 and later): one request to APNs updates or
// ends the Live Activity of every device subscribed to a channel. What the request is and what
// APNs refuses, from Apple's pages:
//
// - "Sending broadcast push notification requests to APNs"
//   (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns):
//   the hosts are those of a push to a device (api.push.apple.com, api.sandbox.push.apple.com);
//   `POST /4/broadcasts/apps/<bundle ID>`; `apns-channel-id` ("a base64-encoded string"),
//   `apns-expiration`, `apns-priority` (10, 5 or 1) and `apns-push-type` (liveactivity) are
//   required, `apns-request-id` (a UUID) optional; there is no `apns-topic` and no
//   `apns-collapse-id`. "Providing a nonzero expiration for a channel created with the No
//   Message Stored storage policy results in message rejection." The payload "is limited to a
//   maximum size of 5 KB (5,120 bytes)". A success is 200 with `apns-request-id` and
//   `apns-unique-id`.
// - "Handling error responses from Apple Push Notification service"
//   (https://developer.apple.com/documentation/usernotifications/handling-error-responses-from-apns):
//   BadChannelId, InvalidPushType ("The only allowed value is LiveActivity"), BadExpirationDate
//   ("For channels with a No Messages Stored storage policy, you can only specify a 0 expiration
//   value"), TopicDisallowed ("Ensure that no push type suffix is added to the bundle ID").
// - "Starting and updating Live Activities with ActivityKit push notifications"
//   (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications):
//   "You can't use broadcast push notifications to start a Live Activity"; pushes on a channel
//   "update and end Live Activities".
//
// Apple spells the push type three ways (`Liveactivity` in the header table, `liveactivity` in
// its samples and the ActivityKit article, `LiveActivity` in InvalidPushType); pushkit sends
// `liveactivity`, as Apple's samples do.

/// A broadcast channel: the id APNs gave when the channel was created, and, when the caller
/// knows it, the storage policy it was created with.
///
/// ```swift
/// let channel = APNsChannel(id: "dHN0LXNyY2gtY2hubA==", storagePolicy: .noMessageStored)
/// ```
public struct APNsChannel: Sendable, Hashable {
    /// What APNs keeps of a channel's pushes for a device that is offline: set when the
    /// channel is created, never changed after.
    public enum StoragePolicy: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// `0`, No Message Stored: APNs tries each push once; `apns-expiration` must be 0. It
        /// allows a higher publishing budget, for frequent updates.
        case noMessageStored = 0
        /// `1`, Most Recent Message Stored: APNs keeps the latest push, for at most 8 hours
        /// (or until its `apns-expiration`).
        case mostRecentMessageStored = 1

        /// `0` or `1`, as the channel requests and replies write it.
        public var description: String { String(rawValue) }
    }

    /// The channel id: base64, as APNs gave it in `apns-channel-id`; its length is not fixed.
    public var id: String
    /// The storage policy the channel was created with, when known: with
    /// ``StoragePolicy/noMessageStored``, a nonzero expiration is refused before sending.
    public var storagePolicy: StoragePolicy?

    /// A channel.
    public init(id: String, storagePolicy: StoragePolicy? = nil) {
        self.id = id
        self.storagePolicy = storagePolicy
    }

    /// Why `id` is not a channel id, or `nil` when it is one: base64 with its padding
    /// (``APNsRequest/Problem/check(_:as:)`` with ``APNsRequest/Problem/Field/channelID``).
    public static func idProblem(_ id: String) -> String? {
        APNsRequest.Problem.check(id, as: .channelID)?.message
    }

    /// Whether `bytes` are base64 as RFC 4648 section 4 writes it: the standard alphabet,
    /// a multiple of four characters, at most two `=` at the end only. Linear in the length.
    static func isBase64(_ bytes: [UInt8]) -> Bool {
        guard !bytes.isEmpty, bytes.count.isMultiple(of: 4) else { return false }
        let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
        guard padding <= 2 else { return false }
        return bytes.dropLast(padding).allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                true
            default: false
            }
        }
    }
}

/// Where a broadcast goes: the app (in the path) and the channel (in `apns-channel-id`).
///
/// ``APNsRequest/broadcast`` holds it; ``APNsRequest/init(for:options:)`` makes it from
/// options with a ``APNsRequest/Options/channel``.
public struct APNsBroadcast: Sendable, Hashable {
    /// The app's bundle id, without a push type suffix.
    public var bundleID: String
    /// The channel.
    public var channel: APNsChannel

    /// The largest body APNs accepts on a channel, in bytes (a push to a device takes 4096).
    public static let maximumPayloadBytes = 5120

    /// A broadcast to `channel` for the app `bundleID`.
    public init(bundleID: String, channel: APNsChannel) {
        self.bundleID = bundleID
        self.channel = channel
    }

    /// `/4/broadcasts/apps/<bundle id>`.
    public var path: String { "/4/broadcasts/apps/\(bundleID)" }
}

extension APNsRequest.Options {
    /// Options for a broadcast on `channel` (iOS 18): the request goes to
    /// `/4/broadcasts/apps/<bundle id>` with `apns-channel-id`, push type `liveactivity`,
    /// and `apns-expiration` 0 unless `expiration` says otherwise.
    ///
    /// ```swift
    /// let options = APNsRequest.Options(
    ///     bundleID: "com.example.scores", channel: APNsChannel(id: "dHN0LXNyY2gtY2hubA==", storagePolicy: .noMessageStored))
    /// let push = try Validator().prepare(bytes, for: options)
    /// // POST https://api.push.apple.com/4/broadcasts/apps/com.example.scores
    /// ```
    public init(
        bundleID: String?, channel: APNsChannel, environment: APNsRequest.Environment = .production,
        priority: APNsPriority? = nil, expiration: APNsRequest.Expiration = .absent, apnsID: String? = nil
    ) {
        self.init(
            bundleID: bundleID, environment: environment, priority: priority, expiration: expiration, apnsID: apnsID)
        self.channel = channel
    }

    /// Every problem these options have as a broadcast, whatever the payload; empty without a
    /// ``channel``. The request goes to one device token or one channel (`broadcast.channel-id`),
    /// its path needs a bundle id without a push type suffix (`broadcast.bundle-id`), its push
    /// type is `liveactivity` (`broadcast.push-type`), it has no `apns-collapse-id`
    /// (`broadcast.collapse-id`), and a No Message Stored channel takes only expiration 0
    /// (`broadcast.expiration`). The form of each value is ``headerProblems``' concern.
    public var broadcastProblems: [Diagnostic] {
        guard let channel else { return [] }
        var problems: [Diagnostic] = []
        func report(_ code: Diagnostic.Code, _ message: String) {
            problems.append(Diagnostic(code: code, pointer: .root, location: .start, message: message))
        }
        if deviceToken != nil {
            report(
                .broadcastChannelID,
                "a request goes to one device token or one channel, not both; a broadcast has no device token")
        }
        if let bundleID {
            if let suffix = APNsBroadcast.pushTypeSuffix(of: bundleID) {
                report(
                    .broadcastBundleID,
                    "the bundle id of a broadcast has no push type suffix (\(suffix)): APNs refuses it "
                        + "(TopicDisallowed); give the app's bundle id")
            }
        } else {
            report(
                .broadcastBundleID,
                "a broadcast goes to /4/broadcasts/apps/<bundle id>: give the app's bundle id")
        }
        if let pushType, pushType != .liveActivity {
            report(
                .broadcastPushType,
                "a broadcast is sent as apns-push-type liveactivity, not \(pushType.rawValue) (InvalidPushType)")
        }
        if let collapseID {
            report(
                .broadcastCollapseID,
                "a broadcast has no apns-collapse-id (\(APNsRequest.Problem.escaped(collapseID)) given); "
                    + "the channel's storage policy decides what APNs keeps: leave it out")
        }
        if channel.storagePolicy == .noMessageStored, case .at(let seconds) = expiration {
            report(
                .broadcastExpiration,
                "apns-expiration \(seconds) on a No Message Stored channel: APNs refuses any expiration but 0 "
                    + "there (BadExpirationDate); send 0 (.immediately), or use a Most Recent Message Stored channel")
        }
        return problems
    }
}

extension APNsBroadcast {
    /// The push type suffix `bundleID` ends with (`.push-type.liveactivity`, ...), which
    /// the path of a broadcast must not carry; `nil` when it has none. Only the
    /// `.push-type.` suffixes count: `.voip` or `.complication` may end a real bundle id.
    static func pushTypeSuffix(of bundleID: String) -> String? {
        APNsPushType.allCases.map(\.topicSuffix).first { suffix in
            suffix.hasPrefix(".push-type.") && bundleID.hasSuffix(suffix)
        }
    }
}

extension APNsRequest {
    /// The request for a broadcast of `aps` on `channel`, or every problem: the payload is a
    /// Live Activity update or end (`broadcast.push-type`, `broadcast.start`), and the options
    /// are sound (``Options/headerProblems``, ``Options/broadcastProblems``).
    static func broadcast(_ aps: APS, on channel: APNsChannel, options: Options) throws(PushRejection) -> APNsRequest {
        var problems: [Diagnostic] = []
        func report(_ code: Diagnostic.Code, _ message: String) {
            problems.append(Diagnostic(code: code, pointer: .root, location: .start, message: message))
        }
        if let liveActivity = aps.liveActivity {
            if liveActivity.event == .start {
                report(.broadcastStart, APNsBroadcast.startMessage)
            }
        } else {
            report(.broadcastPushType, APNsBroadcast.notLiveActivityMessage)
        }
        let headerProblems = options.headerProblems
        let found = Set(problems.map(\.code))
        problems += options.broadcastProblems.filter { !found.contains($0.code) }
        problems += headerProblems.map(\.diagnostic)
        guard problems.isEmpty, let bundleID = options.bundleID else {
            throw PushRejection(diagnostics: problems, headerProblems: headerProblems)
        }
        // apns-expiration is required on a channel: 0 (try once) unless told otherwise, which
        // every storage policy takes.
        let expiration = options.expiration == .absent ? .immediately : options.expiration
        var request = APNsRequest(
            pushType: .liveActivity, priority: options.priority ?? .immediately, expiration: expiration,
            apnsID: options.apnsID, environment: options.environment)
        request.broadcast = APNsBroadcast(bundleID: bundleID, channel: channel)
        return request
    }

    /// A broadcast's headers, in the order `apns-push-type`, `apns-priority`,
    /// `apns-channel-id`, `apns-expiration` (0 when none was given: the header is required),
    /// `apns-request-id` (when given); no `apns-topic` and no `apns-collapse-id`. Empty for a
    /// push to a device.
    public var broadcastHeaders: [Header] {
        guard let broadcast else { return [] }
        var headers = [
            Header("apns-push-type", pushType.rawValue), Header("apns-priority", priority.headerValue),
            Header("apns-channel-id", broadcast.channel.id),
            Header("apns-expiration", expiration.headerValue ?? "0"),
        ]
        if let apnsID { headers.append(Header("apns-request-id", apnsID)) }
        return headers
    }

    /// The largest body APNs accepts for this request: 5120 bytes on a channel, else the push
    /// type's limit (``APNsPushType/maximumPayloadBytes``).
    public var maximumPayloadBytes: Int {
        broadcast == nil ? pushType.maximumPayloadBytes : APNsBroadcast.maximumPayloadBytes
    }
}

extension APNsBroadcast {
    static let startMessage =
        "a broadcast cannot start a Live Activity (event \"start\"): channels update and end Live Activities; "
        + "send the start to a device's push-to-start token, with \"input-push-channel\" to subscribe it"
    static let notLiveActivityMessage =
        "a channel carries Live Activity updates and ends only: this payload has no \"event\" and "
        + "\"content-state\"; send it to each device token instead"
}

extension Validator.Options {
    /// The most bytes a push may take as sent with these options (`apns.payload-too-large`):
    /// 5120 on a channel or for `voip`, else 4096.
    public var payloadLimit: Int {
        isBroadcast ? APNsBroadcast.maximumPayloadBytes : SizeBudget.limit(for: pushType)
    }
}

extension Validator {
    /// This validator, checking against the request's push type, priority and channel.
    func sending(_ request: APNsRequest.Options) -> Validator {
        // Most jobs give neither: then this validator itself, with no copy of its options made.
        if options.pushType == request.pushType, options.priority == request.priority,
            options.isBroadcast == (request.channel != nil)
        {
            return self
        }
        var options = options
        options.pushType = request.pushType
        options.priority = request.priority
        options.isBroadcast = request.channel != nil
        return Validator(options: options)
    }
}

extension APNsDecoder {
    /// The checks of a payload sent on a channel (``Validator/Options/isBroadcast``), in
    /// place of the push type and priority checks of a push to a device: the push type is
    /// `liveactivity` and the payload a Live Activity update or end.
    func checkBroadcast(_ root: JSONValue, in context: inout DecodingContext) {
        guard context.facts.platform == .ios, context.facts.vendor != .fcm else { return }
        let place = apsValue ?? root
        if let given = context.options.pushType, given != .liveActivity {
            context.checker.emit(
                .broadcastPushType, at: place,
                "a broadcast is sent as apns-push-type liveactivity, not \(given.rawValue) (InvalidPushType)")
        } else if !isLiveActivity {
            context.checker.emit(.broadcastPushType, at: place, APNsBroadcast.notLiveActivityMessage)
        }
        if let event = apsValue?[member: "event"], event.string == APS.LiveActivity.Event.start.rawValue {
            context.checker.emit(.broadcastStart, at: event, APNsBroadcast.startMessage)
        }
    }
}
