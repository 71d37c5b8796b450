/// The metadata of the HTTP/2 request that sends a payload to APNs: where it goes and
/// the `apns-*` headers, derived from the payload and checked.
///
/// ```swift
/// let payload = Payload.apns(.alert(title: "Sale", body: "50% off"))
/// let request = try APNsRequest(
///     for: payload,
///     options: .init(bundleID: "com.example.shop", deviceToken: "a1b2c3d4", environment: .sandbox))
/// request.url       // https://api.sandbox.push.apple.com/3/device/a1b2c3d4
/// request.headers   // apns-push-type: alert, apns-priority: 10, apns-topic: com.example.shop
/// ```
///
/// The push type comes from the payload (`alert`, `background` or `liveactivity`) unless
/// ``Options/pushType`` names one the payload cannot tell (`voip`, `complication`, ...);
/// the topic is the bundle id plus that push type's suffix (``APNsPushType/topicSuffix``).
public struct APNsRequest: Sendable, Hashable {
    /// `apns-push-type`.
    public var pushType: APNsPushType
    /// `apns-priority`.
    public var priority: APNsPriority
    /// `apns-topic`: the bundle id plus the push type's suffix; `nil` without a bundle id
    /// (certificate-based connections may leave it out).
    public var topic: String?
    /// `apns-expiration`.
    public var expiration: Expiration
    /// `apns-collapse-id`.
    public var collapseID: String?
    /// `apns-id`: the request's UUID, which APNs echoes back (and makes up when absent).
    public var apnsID: String?
    /// The device token, hexadecimal.
    public var deviceToken: String?
    /// Production or sandbox.
    public var environment: Environment
    /// The app and channel of a broadcast (iOS 18): when set, the request goes to
    /// `/4/broadcasts/apps/<bundle id>` with `apns-channel-id` instead of to a device
    /// (``APNsBroadcast``); `nil` for a push to one device.
    public var broadcast: APNsBroadcast? = nil

    /// Creates request metadata as given, unchecked; ``init(for:options:)`` derives and checks it.
    public init(
        pushType: APNsPushType, priority: APNsPriority? = nil, topic: String? = nil,
        expiration: Expiration = .absent, collapseID: String? = nil, apnsID: String? = nil,
        deviceToken: String? = nil, environment: Environment = .production
    ) {
        self.pushType = pushType
        self.priority = priority ?? pushType.defaultPriority
        self.topic = topic
        self.expiration = expiration
        self.collapseID = collapseID
        self.apnsID = apnsID
        self.deviceToken = deviceToken
        self.environment = environment
    }

    /// The APNs servers.
    public enum Environment: String, Sendable, Hashable, CaseIterable {
        /// `api.push.apple.com`: apps from the App Store, TestFlight and ad hoc builds.
        case production
        /// `api.sandbox.push.apple.com`: development builds.
        case sandbox

        /// The host name.
        public var host: String { hostLiteral.description }

        /// The host name as a literal, whose bytes a writer copies with no `String` made
        /// (`prepare --ndjson`'s answers).
        var hostLiteral: StaticString {
            switch self {
            case .production: "api.push.apple.com"
            case .sandbox: "api.sandbox.push.apple.com"
            }
        }
    }

    /// `apns-expiration`, in its three states.
    public enum Expiration: Sendable, Hashable {
        /// No header: APNs stores the push and retries for up to 30 days.
        case absent
        /// `0`: APNs tries once and does not store the push.
        case immediately
        /// A UNIX time (seconds since 1970): APNs retries until then.
        case at(Int64)

        /// Reads `0`, a UNIX time in seconds, or an ISO 8601 date and time
        /// (`2030-01-01T00:00:00Z`); `nil` for anything else.
        public init?(_ text: String) {
            if text == "0" {
                self = .immediately
            } else if let seconds = Int64(text), seconds > 0, text.first != "+" {
                self = .at(seconds)
            } else if let time = ISO8601Timestamp(text), time.secondsSince1970 > 0 {
                self = .at(time.secondsSince1970)
            } else {
                return nil
            }
        }

        /// The header value; `nil` when the header is left out.
        public var headerValue: String? {
            switch self {
            case .absent: nil
            case .immediately: "0"
            case .at(let seconds): String(seconds)
            }
        }
    }

    /// One request header.
    public typealias Header = HTTPHeader

    /// What the request is built from besides the payload.
    public struct Options: Sendable, Hashable {
        /// The app's bundle id: the topic, before the push type's suffix.
        public var bundleID: String?
        /// The device token, hexadecimal.
        public var deviceToken: String?
        /// Production or sandbox.
        public var environment: Environment
        /// The push type, when the payload cannot tell it (`voip`, `complication`, ...);
        /// `nil` derives it from the payload.
        public var pushType: APNsPushType?
        /// The priority; `nil` takes the push type's default (5 for background, else 10).
        public var priority: APNsPriority?
        /// The expiration.
        public var expiration: Expiration
        /// The collapse id: at most 64 bytes, no control characters
        /// (``APNsRequest/Problem/check(_:as:)`` has every rule).
        public var collapseID: String?
        /// The `apns-id`, a UUID (`123e4567-e89b-12d3-a456-426614174000`); `nil` lets APNs make one.
        /// A broadcast sends it as `apns-request-id`.
        public var apnsID: String?
        /// The broadcast channel (iOS 18) to send on instead of a device token: the request
        /// becomes a broadcast (``init(bundleID:channel:environment:priority:expiration:apnsID:)``).
        public var channel: APNsChannel? = nil

        /// Creates options.
        public init(
            bundleID: String? = nil, deviceToken: String? = nil, environment: Environment = .production,
            pushType: APNsPushType? = nil, priority: APNsPriority? = nil, expiration: Expiration = .absent,
            collapseID: String? = nil, apnsID: String? = nil
        ) {
            self.bundleID = bundleID
            self.deviceToken = deviceToken
            self.environment = environment
            self.pushType = pushType
            self.priority = priority
            self.expiration = expiration
            self.collapseID = collapseID
            self.apnsID = apnsID
        }
    }

    /// The longest `apns-collapse-id`, in bytes.
    public static let maximumCollapseIDBytes = 64

    /// Derives the request for `payload` and checks it; every problem found is in the
    /// error's diagnostics (codes `request.*`, `apns.push-type-mismatch`,
    /// `apns.priority-mismatch`).
    ///
    /// This checks the request, not the payload: to check both and get the bytes to send,
    /// use ``Validator/prepare(_:for:fittingByTruncation:)-(Payload,APNsRequest.Options,_)``.
    public init(for payload: Payload, options: Options = Options()) throws(PushRejection) {
        try self.init(for: payload, options: options, classifiedAs: nil)
    }

    /// ``init(for:options:)``, the payload's push type being `classified` when the
    /// validator classified it (`Classification/pushType`): the type `validate` compares the
    /// given one with, which knows what the typed model does not hold (a Live Activity push
    /// missing a key the model needs is still one). `nil` derives it from the model.
    init(for payload: Payload, options: Options, classifiedAs classified: APNsPushType?) throws(PushRejection) {
        var problems: [Diagnostic] = []
        func report(_ code: Diagnostic.Code, _ message: String) {
            problems.append(Diagnostic(code: code, pointer: .root, location: .start, message: message))
        }

        guard let aps = payload.aps else {
            switch payload {
            case .syneriseWalkthrough:
                report(.requestNotAPNs, "a walkthrough is a document the Synerise SDK fetches, not a push")
            case .synerise(let synerise) where synerise.platform == .android:
                report(.requestNotAPNs, "an Android payload is sent through FCM, not APNs")
            default:
                report(.requestNotAPNs, "the payload has no \"aps\", so APNs cannot deliver it")
            }
            let headerProblems = options.headerProblems
            throw PushRejection(
                diagnostics: problems + headerProblems.map(\.diagnostic), headerProblems: headerProblems)
        }

        if let channel = options.channel {
            self = try Self.broadcast(aps, on: channel, options: options)
            return
        }
        let derived: APNsPushType = classified ?? (aps.liveActivity != nil ? .liveActivity : aps.pushType)
        var pushType = derived
        if let given = options.pushType {
            if [.alert, .background, .liveActivity].contains(given), given != derived {
                report(
                    .apnsPushTypeMismatch,
                    "the push type \(given.rawValue) contradicts the payload, which needs apns-push-type "
                        + "\(derived.rawValue); APNs delays or drops mismatched pushes")
            }
            pushType = given
        }

        let priority = options.priority ?? pushType.defaultPriority
        if priority == .immediately, pushType == .background {
            report(
                .apnsPriorityMismatch,
                "a background push must be sent with apns-priority 5, not 10; APNs rejects or throttles it")
        }

        // Every header value, checked in the one place every caller shares.
        let headerProblems = options.headerProblems
        problems += headerProblems.map(\.diagnostic)
        let topic = options.bundleID.map { pushType.topic(forBundleID: $0) }

        guard problems.isEmpty else {
            throw PushRejection(diagnostics: problems, headerProblems: headerProblems)
        }
        self.init(
            pushType: pushType, priority: priority, topic: topic, expiration: options.expiration,
            collapseID: options.collapseID, apnsID: options.apnsID, deviceToken: options.deviceToken,
            environment: options.environment)
    }

    /// `/3/device/<token>`, or a broadcast's `/4/broadcasts/apps/<bundle id>`; `nil` without
    /// a device token or a broadcast.
    public var path: String? { broadcast?.path ?? deviceToken.map { "/3/device/\($0)" } }

    /// `https://<host>` and ``path``; `nil` without a device token or a broadcast.
    public var url: String? { path.map { "https://\(environment.host)\($0)" } }

    /// The `apns-*` headers, in the order `apns-push-type`, `apns-priority`, `apns-topic`,
    /// `apns-expiration`, `apns-collapse-id`, `apns-id` (each only when it has a value); a
    /// broadcast's are ``broadcastHeaders``.
    public var headers: [Header] {
        if broadcast != nil { return broadcastHeaders }
        var headers: [Header] = []
        forEachDeviceHeader { name, value in headers.append(Header(name.description, value)) }
        return headers
    }

    /// Calls `body` with each header of a push to a device (``headers`` without a
    /// broadcast), in order, its name a literal: the headers with no list of them made, as
    /// `prepare --ndjson` writes them into its answers.
    func forEachDeviceHeader(_ body: (StaticString, String) -> Void) {
        body("apns-push-type", pushType.rawValue)
        body("apns-priority", priority.headerValue)
        if let topic { body("apns-topic", topic) }
        if let expiration = expiration.headerValue { body("apns-expiration", expiration) }
        if let collapseID { body("apns-collapse-id", collapseID) }
        if let apnsID { body("apns-id", apnsID) }
    }

    /// Why `token` is not a device token, or `nil` when it is one: hexadecimal digits,
    /// an even number of them, any length (``APNsRequest/Problem/check(_:as:)``).
    public static func deviceTokenProblem(_ token: String) -> String? {
        APNsRequest.Problem.check(token, as: .deviceToken)?.message
    }

    /// Why `bundleID` is not a bundle id, or `nil` when it is one: letters, digits, `-`
    /// and `.`, in dot-separated parts none of which is empty (``APNsRequest/Problem/check(_:as:)``).
    public static func bundleIDProblem(_ bundleID: String) -> String? {
        APNsRequest.Problem.check(bundleID, as: .bundleID)?.message
    }
}

/// The error of building an ``APNsRequest``: the same type as the rejection of
/// ``Validator/prepare(_:for:fittingByTruncation:)-([UInt8],APNsRequest.Options,_)``, which
/// carries every problem of the payload and the request.
@available(*, deprecated, renamed: "PushRejection")
public typealias APNsRequestError = PushRejection

extension APNsPushType {
    /// What `apns-topic` adds to the bundle id for this push type: `.voip`,
    /// `.complication`, `.pushkit.fileprovider`, `.location-query`,
    /// `.push-type.liveactivity`, `.voip-ptt`, `.push-type.widgets`, `.push-type.controls`; nothing for
    /// `alert`, `background` and `mdm`.
    public var topicSuffix: String {
        switch self {
        case .alert, .background, .mdm: ""
        case .voip: ".voip"
        case .complication: ".complication"
        case .fileProvider: ".pushkit.fileprovider"
        case .location: ".location-query"
        case .liveActivity: ".push-type.liveactivity"
        case .pushToTalk: ".voip-ptt"
        case .widgets: ".push-type.widgets"
        case .controls: ".push-type.controls"
        }
    }

    /// The `apns-topic` for `bundleID`: the bundle id and the suffix, which is not added
    /// twice when the bundle id already ends with it.
    public func topic(forBundleID bundleID: String) -> String {
        let suffix = topicSuffix
        // alert, background and mdm (most pushes) have none: no search for it.
        return suffix.isEmpty || bundleID.hasSuffix(suffix) ? bundleID : bundleID + suffix
    }
}
