import PushKitCore

/// What APNs answered to one push.
enum APNsReply: Sendable, Hashable {
    /// 200: APNs took the push. `apnsID` is the `apns-id` it answered with (the request's,
    /// or one it made up).
    case accepted(apnsID: String?)
    /// Any other status: APNs refused the push, and says why.
    case rejected(APNsError)

    /// Reads a reply from its status, its `apns-id` header and its body
    /// (`{"reason": "...", "timestamp": ...}`, empty for 200).
    init(status: Int, apnsID: String?, body: [UInt8]) {
        if status == 200 {
            self = .accepted(apnsID: apnsID)
            return
        }
        let fields = ReplyBody(body)
        self = .rejected(
            APNsError(
                status: status, reason: fields.reason.map(APNsReason.init) ?? .unrecognized(""), apnsID: apnsID,
                timestamp: fields.timestamp))
    }
}

/// APNs refused a push: the HTTP status and the `reason` of the reply's body.
struct APNsError: Error, Sendable, Hashable {
    /// The HTTP status: 400, 403, 404, 405, 410, 413, 429, 500 or 503.
    var status: Int
    /// Why.
    var reason: APNsReason
    /// The reply's `apns-id`.
    var apnsID: String?
    /// With 410: when APNs last knew the device token to be valid, milliseconds since 1970.
    var timestamp: Int64?

    /// What the sender does next: the reason's action, or the status's when APNs gave a
    /// reason this sender does not know.
    var action: APNsReason.Action {
        if case .unrecognized = reason {
            switch status {
            case 410: return .forgetDeviceToken
            case 403: return .checkCredentials
            case 429, 500...599: return .retryLater
            default: return .fixRequest
            }
        }
        return reason.action
    }
}

/// The `reason` in an APNs error reply, as Apple documents them.
enum APNsReason: Sendable, Hashable {
    // 400
    case badCollapseID, badDeviceToken, badExpirationDate, badMessageID, badPriority, badTopic
    case deviceTokenNotForTopic, duplicateHeaders, idleTimeout, invalidPushType, missingDeviceToken
    case missingTopic, payloadEmpty, topicDisallowed
    // 403
    case badCertificate, badCertificateEnvironment, expiredProviderToken, forbidden
    case invalidProviderToken, missingProviderToken, unrelatedKeyIDInToken, badEnvironmentKeyInToken
    // 404, 405
    case badPath, methodNotAllowed
    // 410
    case expiredToken, unregistered
    // 413
    case payloadTooLarge
    // 429
    case tooManyProviderTokenUpdates, tooManyRequests
    // 500, 503
    case internalServerError, serviceUnavailable, shutdown
    /// A reason this sender does not know (or none): the text as APNs sent it.
    case unrecognized(String)

    /// Every reason this sender knows, for reading them.
    static let known: [APNsReason] = [
        .badCollapseID, .badDeviceToken, .badExpirationDate, .badMessageID, .badPriority, .badTopic,
        .deviceTokenNotForTopic, .duplicateHeaders, .idleTimeout, .invalidPushType, .missingDeviceToken,
        .missingTopic, .payloadEmpty, .topicDisallowed, .badCertificate, .badCertificateEnvironment,
        .expiredProviderToken, .forbidden, .invalidProviderToken, .missingProviderToken, .unrelatedKeyIDInToken,
        .badEnvironmentKeyInToken, .badPath, .methodNotAllowed, .expiredToken, .unregistered, .payloadTooLarge,
        .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable, .shutdown,
    ]

    /// Reads the reason APNs sent.
    init(_ text: String) {
        self = Self.known.first { $0.text == text } ?? .unrecognized(text)
    }

    /// The reason as APNs writes it.
    var text: String {
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

    /// What a sender does about a refused push.
    enum Action: String, Sendable, Hashable {
        /// Change the request or the payload; sending it again as it is fails again.
        case fixRequest = "fix-request"
        /// Make a new provider token and send again.
        case refreshProviderToken = "refresh-provider-token"
        /// The key, key id, team id, topic or environment is wrong: no push on these
        /// credentials goes through until they are fixed.
        case checkCredentials = "check-credentials"
        /// The device token is no longer valid for the topic: stop sending to it.
        case forgetDeviceToken = "forget-device-token"
        /// Send again later, on a new connection when APNs closed this one, backing off.
        case retryLater = "retry-later"
    }

    /// What a sender does about it.
    var action: Action {
        switch self {
        case .expiredProviderToken: .refreshProviderToken
        case .badCertificate, .badCertificateEnvironment, .forbidden, .invalidProviderToken, .missingProviderToken,
            .unrelatedKeyIDInToken, .badEnvironmentKeyInToken, .topicDisallowed:
            .checkCredentials
        case .badDeviceToken, .expiredToken, .unregistered: .forgetDeviceToken
        case .idleTimeout, .tooManyProviderTokenUpdates, .tooManyRequests, .internalServerError, .serviceUnavailable,
            .shutdown:
            .retryLater
        case .badCollapseID, .badExpirationDate, .badMessageID, .badPriority, .badTopic, .deviceTokenNotForTopic,
            .duplicateHeaders, .invalidPushType, .missingDeviceToken, .missingTopic, .payloadEmpty, .badPath,
            .methodNotAllowed, .payloadTooLarge, .unrecognized:
            .fixRequest
        }
    }
}

/// The two members of an error reply's body, read with PushKitCore's JSON reader.
private struct ReplyBody {
    var reason: String?
    var timestamp: Int64?

    init(_ body: [UInt8]) {
        guard let root = JSONReader().read(body).document?.root else { return }
        reason = root["reason"]?.string
        timestamp = root["timestamp"]?.number?.int64
    }
}
