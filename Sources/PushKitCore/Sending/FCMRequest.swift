/// The FCM HTTP v1 request that sends an Android payload: where it goes and to whom.
///
/// The body is the payload's data map inside `{"message": {"token": ..., "data": {...}}}`,
/// which ``Validator/prepare(_:for:fittingByTruncation:)-([UInt8],FCMRequest.Options,_)``
/// writes and checks. The `authorization: Bearer <OAuth 2 token>` header is the sender's.
public struct FCMRequest: Sendable, Hashable {
    /// The Firebase project id, as in `/v1/projects/<project id>/messages:send`.
    public var projectID: String
    /// The registration token of the app instance the message goes to.
    public var registrationToken: String

    /// What the request is built from besides the payload.
    public struct Options: Sendable, Hashable {
        /// The Firebase project id.
        public var projectID: String
        /// The registration token of the app instance the message goes to.
        public var registrationToken: String

        /// Creates options.
        public init(projectID: String, registrationToken: String) {
            self.projectID = projectID
            self.registrationToken = registrationToken
        }
    }

    /// Checks `options`: every problem found is in the error's diagnostics (code
    /// `request.fcm-target`).
    public init(options: Options) throws(PushRejection) {
        var problems: [Diagnostic] = []
        for (text, what, isAllowed) in [
            (options.projectID, "project id", Self.isProjectIDByte),
            (options.registrationToken, "registration token", Self.isTokenByte),
        ] {
            let problem: String? =
                if text.isEmpty {
                    "the FCM \(what) is empty"
                } else if !text.utf8.allSatisfy(isAllowed) {
                    "the FCM \(what) \(JSONText.quoted(text)) has characters it cannot have "
                        + "(spaces, slashes, control characters, ...)"
                } else {
                    nil
                }
            if let problem {
                problems.append(
                    Diagnostic(code: .requestFCMTarget, pointer: .root, location: .start, message: problem))
            }
        }
        guard problems.isEmpty else { throw PushRejection(diagnostics: problems) }
        projectID = options.projectID
        registrationToken = options.registrationToken
    }

    /// `fcm.googleapis.com`.
    public static let host = "fcm.googleapis.com"

    /// `/v1/projects/<project id>/messages:send`.
    public var path: String { "/v1/projects/\(projectID)/messages:send" }

    /// `https://fcm.googleapis.com/v1/projects/<project id>/messages:send`.
    public var url: String { "https://\(Self.host)\(path)" }

    /// `content-type: application/json; charset=UTF-8`.
    public var headers: [HTTPHeader] { [HTTPHeader("content-type", "application/json; charset=UTF-8")] }

    /// Letters, digits, `-`, `.` and `:` (a domain-scoped project is `example.com:project`).
    private static func isProjectIDByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// Printable ASCII but for spaces, quotes and slashes (tokens are base64url with `:`).
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "/")
            && byte != UInt8(ascii: "\\")
    }
}
