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

        /// Every value FCM would refuse: the project id, then the registration token. Empty
        /// when both can be sent.
        public var problems: [Problem] {
            var problems: [Problem] = []
            if let reason = FCMRequest.projectIDReason(projectID) {
                problems.append(Problem(field: .projectID, value: projectID, reason: reason))
            }
            if registrationToken.isEmpty {
                problems.append(Problem(field: .registrationToken, value: registrationToken, reason: .empty))
            } else if let bad = registrationToken.unicodeScalars.first(where: { !FCMRequest.isTokenScalar($0) }) {
                problems.append(
                    Problem(field: .registrationToken, value: registrationToken, reason: .disallowedCharacter(bad)))
            }
            return problems
        }
    }

    /// Checks `options`: every problem found is in the error's diagnostics (code
    /// `request.fcm-target`) and, typed, in its ``PushRejection/fcmProblems``.
    public init(options: Options) throws(PushRejection) {
        let problems = options.problems
        guard problems.isEmpty else {
            throw PushRejection(diagnostics: problems.map(\.diagnostic), fcmProblems: problems)
        }
        projectID = options.projectID
        registrationToken = options.registrationToken
    }

    /// A value of the request FCM would refuse: the field, the value and a typed reason.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which value.
        public enum Field: String, Sendable, Hashable, CaseIterable {
            /// The Firebase project id, in the path.
            case projectID = "project id"
            /// The registration token, `message.token`.
            case registrationToken = "registration token"
        }

        /// What is wrong with a value.
        public enum Reason: Sendable, Hashable {
            /// The value is empty.
            case empty
            /// The value holds a character it cannot have (a space, a slash, a quote, a
            /// control character, ...): the first one.
            case disallowedCharacter(Unicode.Scalar)
            /// A project id that is not 6 to 30 lowercase letters, digits and hyphens, starting
            /// with a letter and not ending with a hyphen (after a `domain:` prefix, if any).
            case notProjectID
        }

        /// The field.
        public var field: Field
        /// The value, as given.
        public var value: String
        /// What is wrong with it.
        public var reason: Reason

        /// Creates a problem.
        public init(field: Field, value: String, reason: Reason) {
            self.field = field
            self.value = value
            self.reason = reason
        }

        /// The sentence a diagnostic says.
        public var message: String {
            switch reason {
            case .empty:
                "the FCM \(field.rawValue) is empty"
            case .disallowedCharacter:
                "the FCM \(field.rawValue) \(APNsRequest.Problem.escaped(value)) has characters it cannot have "
                    + "(spaces, slashes, control characters, ...)"
            case .notProjectID:
                "the FCM project id \(APNsRequest.Problem.escaped(value)) is not a Google Cloud project id "
                    + "(6 to 30 lowercase letters, digits and hyphens, starting with a letter, not ending with a "
                    + "hyphen); FCM answers 404 or 403 to a project that does not exist"
            }
        }

        /// ``message``.
        public var description: String { message }

        /// The problem as an error diagnostic (`request.fcm-target`) about the whole request.
        public var diagnostic: Diagnostic {
            Diagnostic(code: .requestFCMTarget, pointer: .root, location: .start, message: message)
        }
    }

    /// `fcm.googleapis.com`.
    public static let host = "fcm.googleapis.com"

    /// `/v1/projects/<project id>/messages:send`.
    public var path: String { "/v1/projects/\(projectID)/messages:send" }

    /// `https://fcm.googleapis.com/v1/projects/<project id>/messages:send`.
    public var url: String { "https://\(Self.host)\(path)" }

    /// `content-type: application/json; charset=UTF-8`.
    public var headers: [HTTPHeader] { [HTTPHeader("content-type", "application/json; charset=UTF-8")] }

    /// Why `text` is not a project id FCM can have, or `nil`: Google Cloud's project ids are
    /// 6 to 30 lowercase letters, digits and hyphens, start with a letter and do not end with
    /// a hyphen; a domain-scoped project is `example.com:project` (letters, digits, `-`, `.`
    /// before the colon).
    static func projectIDReason(_ text: String) -> Problem.Reason? {
        if text.isEmpty { return .empty }
        if let bad = text.unicodeScalars.first(where: { !isProjectIDScalar($0) }) {
            return .disallowedCharacter(bad)
        }
        let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        // A domain before the colon, if any, and the id after it.
        guard parts.count <= 2, let id = parts.last, parts.count == 1 || !parts[0].isEmpty else { return .notProjectID }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard (6...30).contains(id.count), let first = id.first, let last = id.last, isLower(first),
            last != UInt8(ascii: "-"), id.allSatisfy({ isLower($0) || isDigit($0) || $0 == UInt8(ascii: "-") })
        else { return .notProjectID }
        return nil
    }

    /// Letters, digits, `-`, `.` and `:` (a domain-scoped project is `example.com:project`).
    private static func isProjectIDScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", ":": true
        default: false
        }
    }

    /// Printable ASCII but for spaces, quotes and slashes (tokens are base64url with `:`).
    static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "/" && scalar != "\\"
    }
}
