// What FCM's HTTP v1 API answers to a message, as data: no transport.
//
// The error codes are Firebase's `ErrorCode` of the v1 API
// (https://firebase.google.com/docs/reference/fcm/rest/v1/ErrorCode): a refusal's body is a
// google.rpc error, `{"error": {"code": 404, "message": "...", "status": "NOT_FOUND",
// "details": [{"@type": "type.googleapis.com/google.firebase.fcm.v1.FcmError", "errorCode":
// "UNREGISTERED"}]}}`; a success is `{"name": "projects/<id>/messages/<message id>"}`. 429 and
// 503 may carry `Retry-After`.

/// FCM v1's `errorCode`: every code Firebase documents, or the text of one it has added since.
public enum FCMErrorCode: Sendable, Hashable, CustomStringConvertible {
    /// No more is known about the error.
    case unspecifiedError
    /// 400: a request parameter was invalid (the message, or the registration token).
    case invalidArgument
    /// 404: the app instance was unregistered from FCM: the token is no longer valid.
    case unregistered
    /// 403: the authenticated sender id differs from the registration token's.
    case senderIDMismatch
    /// 429: the sending limit was exceeded (the project, the device or the topic).
    case quotaExceeded
    /// 503: the server is overloaded.
    case unavailable
    /// 500: an unknown internal error.
    case `internal`
    /// 401: the APNs certificate or web push auth key configured in Firebase was invalid or missing.
    case thirdPartyAuthError
    /// A code not in Firebase's list: the text as FCM sent it.
    case unrecognized(String)

    /// Every code Firebase documents.
    public static let documented: [FCMErrorCode] = [
        .unspecifiedError, .invalidArgument, .unregistered, .senderIDMismatch, .quotaExceeded, .unavailable,
        .internal, .thirdPartyAuthError,
    ]

    /// Reads the code FCM sent.
    public init(_ text: String) {
        self = Self.documented.first { $0.text == text } ?? .unrecognized(text)
    }

    /// The code as FCM writes it: `UNREGISTERED`, `QUOTA_EXCEEDED`, ...
    public var text: String {
        switch self {
        case .unspecifiedError: "UNSPECIFIED_ERROR"
        case .invalidArgument: "INVALID_ARGUMENT"
        case .unregistered: "UNREGISTERED"
        case .senderIDMismatch: "SENDER_ID_MISMATCH"
        case .quotaExceeded: "QUOTA_EXCEEDED"
        case .unavailable: "UNAVAILABLE"
        case .internal: "INTERNAL"
        case .thirdPartyAuthError: "THIRD_PARTY_AUTH_ERROR"
        case .unrecognized(let text): text
        }
    }

    /// The HTTP status Firebase gives the code; `nil` for `UNSPECIFIED_ERROR` and an
    /// unrecognised one.
    public var status: Int? {
        switch self {
        case .invalidArgument: 400
        case .thirdPartyAuthError: 401
        case .senderIDMismatch: 403
        case .unregistered: 404
        case .quotaExceeded: 429
        case .internal: 500
        case .unavailable: 503
        case .unspecifiedError, .unrecognized: nil
        }
    }

    /// What a sender does about it; `nil` when the code alone does not say
    /// (``FCMReply/action`` then goes by the status).
    public var action: SendAction? {
        switch self {
        case .invalidArgument: .fixRequest
        case .unregistered: .dropDevice
        case .senderIDMismatch, .thirdPartyAuthError: .checkCredentials
        case .quotaExceeded, .unavailable, .internal: .retryWithBackoff
        case .unspecifiedError, .unrecognized: nil
        }
    }

    /// ``text``.
    public var description: String { text }
}

/// What FCM's HTTP v1 API answered to one message: its status, the message's name on
/// success, and for a refusal the error code, the google.rpc status and message, the
/// `Retry-After` delay and what to do next.
///
/// ```swift
/// let reply = FCMReply(status: 404, body: body)  // {"error": {..., "details": [{..., "errorCode": "UNREGISTERED"}]}}
/// reply.errorCode  // .unregistered
/// reply.action     // .dropDevice
/// ```
public struct FCMReply: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// On success, the message's name: `projects/<id>/messages/<message id>`.
    public var name: String?
    /// The FCM error code of a refusal (`details[].errorCode`); `nil` when the body has none.
    public var errorCode: FCMErrorCode?
    /// The google.rpc status of a refusal (`error.status`): `NOT_FOUND`, `UNAUTHENTICATED`, ...
    public var rpcStatus: String?
    /// The refusal's message (`error.message`).
    public var message: String?
    /// The `Retry-After` delay in seconds, when the reply had one as a number of seconds.
    public var retryAfterSeconds: Int?

    /// Creates a reply from its parts.
    public init(
        status: Int, name: String? = nil, errorCode: FCMErrorCode? = nil, rpcStatus: String? = nil,
        message: String? = nil, retryAfterSeconds: Int? = nil
    ) {
        self.status = status
        self.name = name
        self.errorCode = errorCode
        self.rpcStatus = rpcStatus
        self.message = message
        self.retryAfterSeconds = retryAfterSeconds
    }

    /// Reads a reply from its status, its `Retry-After` header (seconds; an HTTP date is not
    /// read) and its body.
    public init(status: Int, retryAfter: String? = nil, body: [UInt8]) {
        self.init(status: status)
        retryAfterSeconds = retryAfter.flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil }
        guard let root = JSONReader().read(body).document?.root else { return }
        if status == 200 {
            name = root["name"]?.string
            return
        }
        guard let error = root["error"] else { return }
        rpcStatus = error["status"]?.string
        message = error["message"]?.string
        for detail in error["details"]?.elements ?? [] {
            if let code = detail["errorCode"]?.string {
                errorCode = FCMErrorCode(code)
                break
            }
        }
    }

    /// Whether FCM took the message (status 200).
    public var isAccepted: Bool { status == 200 }

    /// What the sender does next: nothing for 200; the error code's action; else what the
    /// status calls for (401 without a code: the OAuth 2 access token expired, refresh it;
    /// 403, and 404 without `UNREGISTERED` (no such project): check the credentials, never
    /// dropping a device on a guess; 429 and 5xx: retry with back-off,
    /// after ``retryAfterSeconds`` when given; else fix the request).
    public var action: SendAction {
        if isAccepted { return .none }
        if let action = errorCode?.action { return action }
        switch status {
        case 401: return .refreshToken
        case 403, 404: return .checkCredentials
        case 429, 500...599: return .retryWithBackoff
        default: return .fixRequest
        }
    }
}
