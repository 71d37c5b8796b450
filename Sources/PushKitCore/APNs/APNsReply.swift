// What APNs answers to a push, as data: no transport. A sender hands its HTTP client's status,
// `apns-id` header and body to `APNsReply(status:apnsID:body:)` and gets the typed reason and
// what to do next.
//
// The reasons and statuses are Apple's, from the reason table of "Sending notification requests
// to APNs" (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns,
// "Understand error codes"): the body of a refusal is `{"reason": "..."}`, with `"timestamp"` (in
// milliseconds since 1970) when the status is 410; a development server adds `apns-unique-id`.

/// What a sender does after a reply: nothing, or one of five things.
public enum SendAction: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The service took the push: nothing to do.
    case none
    /// Fix the payload (too large, empty, unreadable); sending it again as it is fails again.
    case fixPayload = "fix-payload"
    /// Fix the request (a header, the path, the method, the topic); sending it again as it
    /// is fails again.
    case fixRequest = "fix-request"
    /// Make a new token (an APNs provider token, FCM's OAuth 2 access token) and send again.
    case refreshToken = "refresh-token"
    /// The key, key id, team id, certificate, project or environment is wrong: no push on
    /// these credentials goes through until they are fixed.
    case checkCredentials = "check-credentials"
    /// The device token is no longer valid (the app was removed, the token is not the
    /// device's): stop sending to it.
    case dropDevice = "drop-device"
    /// Send again later, backing off exponentially (on a new connection when the service
    /// closed this one).
    case retryWithBackoff = "retry-with-backoff"

    /// The raw value: `fix-payload`, `retry-with-backoff`, ...
    public var description: String { rawValue }
}

/// The `reason` of an APNs refusal: every reason Apple documents, or the text of one it
/// has added since.
public enum APNsReason: Sendable, Hashable, CustomStringConvertible {
    // 400
    /// 400: the collapse identifier exceeds the maximum allowed size.
    case badCollapseID
    /// 400: the device token is invalid, or not for this environment.
    case badDeviceToken
    /// 400: the `apns-expiration` value is invalid.
    case badExpirationDate
    /// 400: the `apns-id` value is invalid.
    case badMessageID
    /// 400: the `apns-priority` value is invalid.
    case badPriority
    /// 400: the `apns-topic` value is invalid.
    case badTopic
    /// 400: the device token does not match the topic.
    case deviceTokenNotForTopic
    /// 400: a header was repeated.
    case duplicateHeaders
    /// 400: the connection was idle too long.
    case idleTimeout
    /// 400: the `apns-push-type` value is invalid.
    case invalidPushType
    /// 400: the path has no device token.
    case missingDeviceToken
    /// 400: the request has no `apns-topic` and needs one.
    case missingTopic
    /// 400: the body is empty.
    case payloadEmpty
    /// 400: pushing to this topic is not allowed.
    case topicDisallowed
    // 403
    /// 403: the certificate is invalid.
    case badCertificate
    /// 403: the certificate is for the other environment.
    case badCertificateEnvironment
    /// 403: the provider token is stale: make a new one.
    case expiredProviderToken
    /// 403: the action is not allowed.
    case forbidden
    /// 403: the provider token is invalid, or its signature could not be verified.
    case invalidProviderToken
    /// 403: no certificate and no provider token.
    case missingProviderToken
    /// 403: the key id in the provider token is not related to the key that signed it.
    case unrelatedKeyIDInToken
    /// 403: the key in the provider token is not for this environment.
    case badEnvironmentKeyInToken
    // 404, 405
    /// 404: the path is invalid.
    case badPath
    /// 405: the method is not `POST`.
    case methodNotAllowed
    // 410
    /// 410: the device token has expired.
    case expiredToken
    /// 410: the device token is no longer active for the topic.
    case unregistered
    // 413
    /// 413: the body is too large.
    case payloadTooLarge
    // 429
    /// 429: the provider token was renewed too often.
    case tooManyProviderTokenUpdates
    /// 429: too many requests to the same device token.
    case tooManyRequests
    // 500, 503
    /// 500: an internal server error.
    case internalServerError
    /// 503: the service is unavailable.
    case serviceUnavailable
    /// 503: the APNs server is shutting down.
    case shutdown
    /// A reason not in Apple's table (or none): the text as APNs sent it.
    case unrecognized(String)

    /// Every reason Apple documents, in the order of its table.
    public static let documented: [APNsReason] = [
        .badCollapseID, .badDeviceToken, .badExpirationDate, .badMessageID, .badPriority, .badTopic,
        .deviceTokenNotForTopic, .duplicateHeaders, .idleTimeout, .invalidPushType, .missingDeviceToken,
        .missingTopic, .payloadEmpty, .topicDisallowed, .badCertificate, .badCertificateEnvironment,
        .expiredProviderToken, .forbidden, .invalidProviderToken, .missingProviderToken, .unrelatedKeyIDInToken,
        .badEnvironmentKeyInToken, .badPath, .methodNotAllowed, .expiredToken, .unregistered, .payloadTooLarge,
        .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable, .shutdown,
    ]

    /// Reads the reason APNs sent.
    public init(_ text: String) {
        self = Self.documented.first { $0.text == text } ?? .unrecognized(text)
    }

    /// The reason as APNs writes it: `BadDeviceToken`, `Unregistered`, ...
    public var text: String {
        switch self {
        case .badCollapseID: "BadCollapseId"
        case .badDeviceToken: "BadDeviceToken"
        case .badExpirationDate: "BadExpirationDate"
        case .badMessageID: "BadMessageId"
        case .badPriority: "BadPriority"
        case .badTopic: "BadTopic"
        case .deviceTokenNotForTopic: "DeviceTokenNotForTopic"
        case .duplicateHeaders: "DuplicateHeaders"
        case .idleTimeout: "IdleTimeout"
        case .invalidPushType: "InvalidPushType"
        case .missingDeviceToken: "MissingDeviceToken"
        case .missingTopic: "MissingTopic"
        case .payloadEmpty: "PayloadEmpty"
        case .topicDisallowed: "TopicDisallowed"
        case .badCertificate: "BadCertificate"
        case .badCertificateEnvironment: "BadCertificateEnvironment"
        case .expiredProviderToken: "ExpiredProviderToken"
        case .forbidden: "Forbidden"
        case .invalidProviderToken: "InvalidProviderToken"
        case .missingProviderToken: "MissingProviderToken"
        case .unrelatedKeyIDInToken: "UnrelatedKeyIdInToken"
        case .badEnvironmentKeyInToken: "BadEnvironmentKeyInToken"
        case .badPath: "BadPath"
        case .methodNotAllowed: "MethodNotAllowed"
        case .expiredToken: "ExpiredToken"
        case .unregistered: "Unregistered"
        case .payloadTooLarge: "PayloadTooLarge"
        case .tooManyProviderTokenUpdates: "TooManyProviderTokenUpdates"
        case .tooManyRequests: "TooManyRequests"
        case .internalServerError: "InternalServerError"
        case .serviceUnavailable: "ServiceUnavailable"
        case .shutdown: "Shutdown"
        case .unrecognized(let text): text
        }
    }

    /// The HTTP status Apple's table gives the reason; `nil` for an unrecognised one.
    public var status: Int? {
        switch self {
        case .badCollapseID, .badDeviceToken, .badExpirationDate, .badMessageID, .badPriority, .badTopic,
            .deviceTokenNotForTopic, .duplicateHeaders, .idleTimeout, .invalidPushType, .missingDeviceToken,
            .missingTopic, .payloadEmpty, .topicDisallowed:
            400
        case .badCertificate, .badCertificateEnvironment, .expiredProviderToken, .forbidden, .invalidProviderToken,
            .missingProviderToken, .unrelatedKeyIDInToken, .badEnvironmentKeyInToken:
            403
        case .badPath: 404
        case .methodNotAllowed: 405
        case .expiredToken, .unregistered: 410
        case .payloadTooLarge: 413
        case .tooManyProviderTokenUpdates, .tooManyRequests: 429
        case .internalServerError: 500
        case .serviceUnavailable, .shutdown: 503
        case .unrecognized: nil
        }
    }

    /// What a sender does about it; for an unrecognised reason, what the status calls for
    /// (``APNsReply/action``).
    public var action: SendAction {
        switch self {
        case .expiredProviderToken: .refreshToken
        case .badCertificate, .badCertificateEnvironment, .forbidden, .invalidProviderToken, .missingProviderToken,
            .unrelatedKeyIDInToken, .badEnvironmentKeyInToken, .topicDisallowed:
            .checkCredentials
        case .badDeviceToken, .expiredToken, .unregistered: .dropDevice
        case .idleTimeout, .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable,
            .shutdown:
            .retryWithBackoff
        case .payloadEmpty, .payloadTooLarge: .fixPayload
        case .badCollapseID, .badExpirationDate, .badMessageID, .badPriority, .badTopic, .deviceTokenNotForTopic,
            .duplicateHeaders, .invalidPushType, .missingDeviceToken, .missingTopic, .badPath, .methodNotAllowed,
            .unrecognized:
            .fixRequest
        }
    }

    /// ``text``.
    public var description: String { text }
}

/// What APNs answered to one push: its status, its `apns-id`, and for a refusal the reason,
/// the time the device token was last valid (410) and what to do next.
///
/// ```swift
/// let reply = APNsReply(status: 410, apnsID: id, body: Array(#"{"reason":"Unregistered","timestamp":1700000000000}"#.utf8))
/// reply.reason     // .unregistered
/// reply.timestamp  // 1700000000000 (milliseconds since 1970)
/// reply.action     // .dropDevice
/// ```
public struct APNsReply: Sendable, Hashable {
    /// The HTTP status: 200, or 400, 403, 404, 405, 410, 413, 429, 500, 503.
    public var status: Int
    /// The `apns-id` the reply carried: the request's, or one APNs made up.
    public var apnsID: String?
    /// The `apns-unique-id` the reply carried (the development server only), with which the
    /// push can be looked up in the Push Notifications Console.
    public var uniqueID: String?
    /// Why APNs refused the push; `nil` when it took it (200).
    public var reason: APNsReason?
    /// With 410: when APNs last knew the device token to be valid for the topic, in
    /// milliseconds since 1970.
    public var timestamp: Int64?

    /// Creates a reply from its parts.
    public init(
        status: Int, apnsID: String? = nil, uniqueID: String? = nil, reason: APNsReason? = nil,
        timestamp: Int64? = nil
    ) {
        self.status = status
        self.apnsID = apnsID
        self.uniqueID = uniqueID
        self.reason = reason
        self.timestamp = timestamp
    }

    /// Reads a reply from its status, its `apns-id` and `apns-unique-id` headers and its body
    /// (`{"reason": "...", "timestamp": ...}`, empty for 200). A refusal whose body has no
    /// readable reason has ``APNsReason/unrecognized(_:)`` with an empty text.
    public init(status: Int, apnsID: String? = nil, uniqueID: String? = nil, body: [UInt8]) {
        self.init(status: status, apnsID: apnsID, uniqueID: uniqueID)
        guard status != 200 else { return }
        let root = JSONReader().read(body).document?.root
        reason = APNsReason(root?["reason"]?.string ?? "")
        timestamp = root?["timestamp"]?.number?.int64
    }

    /// Whether APNs took the push (status 200).
    public var isAccepted: Bool { status == 200 }

    /// What the sender does next: nothing for 200; the reason's action; for a reason Apple
    /// does not document, what the status calls for (410: drop the device; 403: check the
    /// credentials; 429 and 5xx: retry with back-off; 413: fix the payload; else fix the request).
    public var action: SendAction {
        if isAccepted { return .none }
        if let reason, reason.status != nil { return reason.action }
        switch status {
        case 410: return .dropDevice
        case 403: return .checkCredentials
        case 413: return .fixPayload
        case 429, 500...599: return .retryWithBackoff
        default: return .fixRequest
        }
    }
}
