// The channels of broadcast pushes (iOS 18): the requests that create, read, list and delete
// them, and what APNs answers, as data (no transport). From Apple's "Sending channel management
// requests to APNs"
// (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns):
//
// - hosts: api-manage-broadcast.push.apple.com:2196 (production) and
//   api-manage-broadcast.sandbox.push.apple.com:2195 (development); a channel belongs to one;
// - create: POST /1/apps/<bundleId>/channels, body {"message-storage-policy": 0 or 1,
//   "push-type": "LiveActivity"}; 201, the new id in apns-channel-id, empty body;
// - read: GET /1/apps/<bundleId>/channels with apns-channel-id; 200, body
//   {"message-storage-policy": ..., "push-type": ...};
// - delete: DELETE /1/apps/<bundleId>/channels with apns-channel-id; 204;
// - list: GET /1/apps/<bundleId>/all-channels; 200, body {"channels": [ids]} (the page also
//   says the body is empty: an empty body is read as no channels);
// - every request may carry apns-request-id (a canonical UUID), which the reply echoes or APNs
//   makes up; authorization is the provider token, left to the sender.
//
// A refusal is {"reason": ...} with a status, from "Handling error responses from Apple Push
// Notification service" (APNsBroadcastReason), as for a broadcast push.

/// A request that manages a broadcast channel: its method, host, port, path, headers and
/// body, checked. Add `authorization: bearer <provider token>` and send it over HTTP/2.
///
/// ```swift
/// let create = try APNsChannelRequest(.create(.mostRecentMessageStored), bundleID: "com.example.scores")
/// create.method   // POST
/// create.url      // https://api-manage-broadcast.push.apple.com:2196/1/apps/com.example.scores/channels
/// String(decoding: create.body, as: UTF8.self)
///                 // {"message-storage-policy":1,"push-type":"LiveActivity"}
/// ```
public struct APNsChannelRequest: Sendable, Hashable {
    /// What the request does.
    public enum Operation: Sendable, Hashable {
        /// Creates a channel with this storage policy, which cannot change later; APNs
        /// chooses its id. An app keeps at most 10,000 channels an environment.
        case create(APNsChannel.StoragePolicy)
        /// Reads the storage policy and push type of a channel.
        case read(channelID: String)
        /// Lists the ids of every channel of the app.
        case list
        /// Deletes a channel for good: its id is never used again, though APNs may still
        /// deliver the pushes it stored.
        case delete(channelID: String)

        /// The channel the operation names, when it names one.
        public var channelID: String? {
            switch self {
            case .read(let id), .delete(let id): id
            case .create, .list: nil
            }
        }
    }

    /// What the request does.
    public var operation: Operation
    /// The app's bundle id, in the path.
    public var bundleID: String
    /// Production or development; a channel exists in one only.
    public var environment: APNsRequest.Environment
    /// `apns-request-id`, a UUID; `nil` lets APNs make one.
    public var requestID: String?

    /// The request, checked: the bundle id (without a push type suffix), the channel id
    /// (base64) and the request id (a UUID); every problem is in the rejection.
    public init(
        _ operation: Operation, bundleID: String, environment: APNsRequest.Environment = .production,
        requestID: String? = nil
    ) throws(PushRejection) {
        var headerProblems: [APNsRequest.Problem] = []
        for (value, field) in [
            (bundleID, APNsRequest.Problem.Field.bundleID), (operation.channelID, .channelID), (requestID, .requestID),
        ] {
            if let value, let problem = APNsRequest.Problem.check(value, as: field) { headerProblems.append(problem) }
        }
        var diagnostics = headerProblems.map(\.diagnostic)
        if let suffix = APNsBroadcast.pushTypeSuffix(of: bundleID) {
            diagnostics.append(
                Diagnostic(
                    code: .broadcastBundleID, pointer: .root, location: .start,
                    message: "the bundle id of a channel request has no push type suffix (\(suffix)); "
                        + "give the app's bundle id"))
        }
        guard diagnostics.isEmpty else {
            throw PushRejection(diagnostics: diagnostics, headerProblems: headerProblems)
        }
        self.operation = operation
        self.bundleID = bundleID
        self.environment = environment
        self.requestID = requestID
    }

    /// `POST` (create), `GET` (read, list) or `DELETE` (delete).
    public var method: String {
        switch operation {
        case .create: "POST"
        case .read, .list: "GET"
        case .delete: "DELETE"
        }
    }

    /// The host: `api-manage-broadcast.push.apple.com` or
    /// `api-manage-broadcast.sandbox.push.apple.com`.
    public var host: String { environment.channelManagementHost }

    /// The port: 2196 in production, 2195 in development.
    public var port: Int { environment.channelManagementPort }

    /// `/1/apps/<bundle id>/channels`, or `/1/apps/<bundle id>/all-channels` to list.
    public var path: String {
        if case .list = operation { return "/1/apps/\(bundleID)/all-channels" }
        return "/1/apps/\(bundleID)/channels"
    }

    /// `https://<host>:<port><path>`.
    public var url: String { "https://\(host):\(port)\(path)" }

    /// Every header but `authorization`: `apns-request-id` when given, then `apns-channel-id`
    /// for a read or a delete.
    public var headers: [HTTPHeader] {
        var headers: [HTTPHeader] = []
        if let requestID { headers.append(HTTPHeader("apns-request-id", requestID)) }
        if let channelID = operation.channelID { headers.append(HTTPHeader("apns-channel-id", channelID)) }
        return headers
    }

    /// The body: `{"message-storage-policy":<0 or 1>,"push-type":"LiveActivity"}` to create,
    /// else empty.
    public var body: [UInt8] {
        guard case .create(let policy) = operation else { return [] }
        return Array(#"{"message-storage-policy":\#(policy.rawValue),"push-type":"LiveActivity"}"#.utf8)
    }
}

extension APNsRequest.Environment {
    /// The host of channel-management requests: `api-manage-broadcast.push.apple.com` or
    /// `api-manage-broadcast.sandbox.push.apple.com`.
    public var channelManagementHost: String {
        switch self {
        case .production: "api-manage-broadcast.push.apple.com"
        case .sandbox: "api-manage-broadcast.sandbox.push.apple.com"
        }
    }

    /// The port of channel-management requests: 2196 in production, 2195 in development.
    public var channelManagementPort: Int {
        switch self {
        case .production: 2196
        case .sandbox: 2195
        }
    }
}

/// What APNs answered to a channel-management request: the status, the request id, and
/// what the reply says for the operation asked.
///
/// ```swift
/// let reply = APNsChannelReply(
///     to: .create(.noMessageStored), status: 201, requestID: id, channelID: "dHN0LXNyY2gtY2hubA==", body: [])
/// reply.outcome   // .created(channelID: "dHN0LXNyY2gtY2hubA==")
/// ```
public struct APNsChannelReply: Sendable, Hashable {
    /// What the reply says.
    public enum Outcome: Sendable, Hashable {
        /// 201 to a create: the new channel's id (`apns-channel-id`).
        case created(channelID: String)
        /// 200 to a read: the channel's storage policy (`nil` for a value Apple does not
        /// document) and push type (`LiveActivity`).
        case channel(storagePolicy: APNsChannel.StoragePolicy?, pushType: String?)
        /// 200 to a list: the ids of the app's channels.
        case channels([String])
        /// 204 to a delete.
        case deleted
        /// A refusal: the reason in the body (``APNsBroadcastReason/unrecognized(_:)`` with an
        /// empty text when the body has none).
        case refused(APNsBroadcastReason)
        /// A success status that does not carry what Apple documents for the operation (a
        /// create without `apns-channel-id`, a body that is not the documented object).
        case unexpected
    }

    /// The HTTP status.
    public var status: Int
    /// `apns-request-id`: the request's, or one APNs made up.
    public var requestID: String?
    /// What the reply says.
    public var outcome: Outcome

    /// Creates a reply from its parts.
    public init(status: Int, requestID: String? = nil, outcome: Outcome) {
        self.status = status
        self.requestID = requestID
        self.outcome = outcome
    }

    /// Reads the reply to `operation` from its status, its `apns-request-id` and
    /// `apns-channel-id` headers and its body.
    public init(
        to operation: APNsChannelRequest.Operation, status: Int, requestID: String? = nil, channelID: String? = nil,
        body: [UInt8]
    ) {
        self.status = status
        self.requestID = requestID
        let root = body.isEmpty ? nil : JSONReader().read(body).document?.root
        switch (operation, status) {
        case (.create, 201):
            outcome = channelID.map { .created(channelID: $0) } ?? .unexpected
        case (.read, 200):
            guard let root, root.kind == .object else {
                outcome = .unexpected
                return
            }
            let policy = root["message-storage-policy"]?.number?.int.flatMap(APNsChannel.StoragePolicy.init)
            outcome = .channel(storagePolicy: policy, pushType: root["push-type"]?.string)
        case (.list, 200):
            guard let root else {
                outcome = .channels([])
                return
            }
            guard let list = root["channels"], list.kind == .array else {
                outcome = .unexpected
                return
            }
            outcome = .channels(list.elements.compactMap(\.string))
        case (.delete, 204):
            outcome = .deleted
        case (_, 200...299):
            outcome = .unexpected
        default:
            outcome = .refused(APNsBroadcastReason(root?["reason"]?.string ?? ""))
        }
    }
}

/// What APNs answered to a broadcast push: 200 with `apns-request-id` and `apns-unique-id`,
/// or a refusal with its reason.
///
/// ```swift
/// let reply = APNsBroadcastReply(status: 400, body: Array(#"{"reason":"ChannelNotRegistered"}"#.utf8))
/// reply.reason   // .channelNotRegistered
/// ```
public struct APNsBroadcastReply: Sendable, Hashable {
    /// The HTTP status: 200, or 400, 403, 404, 405, 413, 429, 500, 503.
    public var status: Int
    /// `apns-request-id`: the request's, or one APNs made up.
    public var requestID: String?
    /// `apns-unique-id`: APNs' id of the message, to quote to Apple.
    public var uniqueID: String?
    /// Why APNs refused the broadcast; `nil` when it took it (200).
    public var reason: APNsBroadcastReason?

    /// Creates a reply from its parts.
    public init(status: Int, requestID: String? = nil, uniqueID: String? = nil, reason: APNsBroadcastReason? = nil) {
        self.status = status
        self.requestID = requestID
        self.uniqueID = uniqueID
        self.reason = reason
    }

    /// Reads a reply from its status, its `apns-request-id` and `apns-unique-id` headers and
    /// its body (`{"reason": ...}`, empty for 200).
    public init(status: Int, requestID: String? = nil, uniqueID: String? = nil, body: [UInt8]) {
        self.init(status: status, requestID: requestID, uniqueID: uniqueID)
        guard status != 200 else { return }
        let root = JSONReader().read(body).document?.root
        reason = APNsBroadcastReason(root?["reason"]?.string ?? "")
    }

    /// Whether APNs took the broadcast (status 200).
    public var isAccepted: Bool { status == 200 }
}

/// The `reason` of a refused broadcast or channel request: every reason of Apple's table for
/// them ("Handling error responses from Apple Push Notification service"), or the text of
/// one it has added since.
public enum APNsBroadcastReason: Sendable, Hashable, CustomStringConvertible {
    /// 400: broadcast is not enabled for the app.
    case featureNotEnabled
    /// 400: no `apns-channel-id`.
    case missingChannelID
    /// 400: the `apns-channel-id` is not base64, or too long.
    case badChannelID
    /// 400: no channel has this id.
    case channelNotRegistered
    /// 400: the request body has an attribute APNs does not know.
    case badRequestParams
    /// 400: the request body is not JSON.
    case badRequestPayload
    /// 400: no payload.
    case payloadEmpty
    /// 400: the request id is not a UUID.
    case badMessageID
    /// 400: no `apns-push-type`.
    case missingPushType
    /// 400: a push type other than `LiveActivity`.
    case invalidPushType
    /// 400: the app has as many channels as it may.
    case cannotCreateChannelConfig
    /// 400: the expiration is not a UNIX time, or not 0 on a No Message Stored channel.
    case badExpirationDate
    /// 400: the bundle id carries a push type suffix.
    case topicDisallowed
    /// 400: the `apns-priority` is not 10, 5 or 1.
    case badPriority
    /// 403: the certificate is invalid.
    case badCertificate
    /// 403: the certificate is for the other environment.
    case badCertificateEnvironment
    /// 403: the token or certificate is not for the bundle id in the path.
    case topicMismatch
    /// 403: no certificate and no provider token.
    case missingProviderToken
    /// 403: the provider token has expired: make a new one.
    case expiredProviderToken
    /// 403: the provider token is invalid.
    case invalidProviderToken
    /// 404: the method or path is wrong.
    case badPath
    /// 405: the method is not allowed.
    case methodNotAllowed
    /// 413: the payload is over 5120 bytes.
    case payloadTooLarge
    /// 429: too many requests.
    case tooManyRequests
    /// 429: the provider token was renewed more often than every 20 minutes.
    case tooManyProviderTokenUpdates
    /// 500: an internal server error.
    case internalServerError
    /// 503: the service is unavailable (`Service Unavailable`, with its space, as Apple's
    /// table writes it).
    case serviceUnavailable
    /// 503: the server is shutting down.
    case shutdown
    /// A reason not in Apple's table (or none): the text as APNs sent it.
    case unrecognized(String)

    /// Every reason of Apple's table, in its order.
    public static let documented: [APNsBroadcastReason] = [
        .featureNotEnabled, .missingChannelID, .badChannelID, .channelNotRegistered, .badRequestParams,
        .badRequestPayload, .payloadEmpty, .badMessageID, .missingPushType, .invalidPushType,
        .cannotCreateChannelConfig, .badExpirationDate, .topicDisallowed, .badPriority, .badCertificate,
        .badCertificateEnvironment, .topicMismatch, .missingProviderToken, .expiredProviderToken,
        .invalidProviderToken, .badPath, .methodNotAllowed, .payloadTooLarge, .tooManyRequests,
        .tooManyProviderTokenUpdates, .internalServerError, .serviceUnavailable, .shutdown,
    ]

    /// Reads the reason APNs sent.
    public init(_ text: String) {
        self = Self.documented.first { $0.text == text } ?? .unrecognized(text)
    }

    /// The reason as APNs writes it: `BadChannelId`, `ChannelNotRegistered`, ...
    public var text: String {
        switch self {
        case .featureNotEnabled: "FeatureNotEnabled"
        case .missingChannelID: "MissingChannelId"
        case .badChannelID: "BadChannelId"
        case .channelNotRegistered: "ChannelNotRegistered"
        case .badRequestParams: "BadRequestParams"
        case .badRequestPayload: "BadRequestPayload"
        case .payloadEmpty: "PayloadEmpty"
        case .badMessageID: "BadMessageId"
        case .missingPushType: "MissingPushType"
        case .invalidPushType: "InvalidPushType"
        case .cannotCreateChannelConfig: "CannotCreateChannelConfig"
        case .badExpirationDate: "BadExpirationDate"
        case .topicDisallowed: "TopicDisallowed"
        case .badPriority: "BadPriority"
        case .badCertificate: "BadCertificate"
        case .badCertificateEnvironment: "BadCertificateEnvironment"
        case .topicMismatch: "TopicMismatch"
        case .missingProviderToken: "MissingProviderToken"
        case .expiredProviderToken: "ExpiredProviderToken"
        case .invalidProviderToken: "InvalidProviderToken"
        case .badPath: "BadPath"
        case .methodNotAllowed: "MethodNotAllowed"
        case .payloadTooLarge: "PayloadTooLarge"
        case .tooManyRequests: "TooManyRequests"
        case .tooManyProviderTokenUpdates: "TooManyProviderTokenUpdates"
        case .internalServerError: "InternalServerError"
        case .serviceUnavailable: "Service Unavailable"
        case .shutdown: "Shutdown"
        case .unrecognized(let text): text
        }
    }

    /// The HTTP status Apple's table gives the reason; `nil` for an unrecognised one.
    public var status: Int? {
        switch self {
        case .featureNotEnabled, .missingChannelID, .badChannelID, .channelNotRegistered, .badRequestParams,
            .badRequestPayload, .payloadEmpty, .badMessageID, .missingPushType, .invalidPushType,
            .cannotCreateChannelConfig, .badExpirationDate, .topicDisallowed, .badPriority:
            400
        case .badCertificate, .badCertificateEnvironment, .topicMismatch, .missingProviderToken,
            .expiredProviderToken, .invalidProviderToken:
            403
        case .badPath: 404
        case .methodNotAllowed: 405
        case .payloadTooLarge: 413
        case .tooManyRequests, .tooManyProviderTokenUpdates: 429
        case .internalServerError: 500
        case .serviceUnavailable, .shutdown: 503
        case .unrecognized: nil
        }
    }

    /// ``text``.
    public var description: String { text }
}
