/// The FCM HTTP v1 request that sends a message: where it goes and to whom.
///
/// `POST https://fcm.googleapis.com/v1/projects/<project id>/messages:send` with
/// `content-type: application/json; charset=UTF-8` and the body
/// `{"message": {...}, "validate_only": ...}`, which
/// ``Validator/prepare(_:for:fittingByTruncation:)-([UInt8],FCMRequest.Options,_)`` writes
/// and checks: a plain v1 message as given (its target, unless it has none), or an Android
/// Synerise payload's data map in a message. The `authorization: Bearer <OAuth 2 access
/// token>` header is the sender's; the Admin SDKs' own headers (`X-GOOG-API-FORMAT-VERSION`,
/// `X-Firebase-Client`) name their client and are not needed (``headers``).
public struct FCMRequest: Sendable, Hashable {
    /// The Firebase project id, as in `/v1/projects/<project id>/messages:send`.
    public var projectID: String
    /// Whom the message goes to: the body's own target, or the one the options gave a
    /// body without one.
    public var target: FCMMessage.Target

    /// The registration token, when the target is one; empty for a topic, a condition or
    /// an installation id.
    @available(*, deprecated, message: "use target: a message may go to a topic or a condition")
    public var registrationToken: String {
        if case .token(let token) = target { return token }
        return ""
    }

    /// What the request is built from besides the payload.
    public struct Options: Sendable, Hashable {
        /// The Firebase project id.
        public var projectID: String
        /// Whom the message goes to when its body names no one (`token`, `topic` or
        /// `condition` of a job): the body's own target wins, and one that differs from
        /// it is an error (`request.fcm-target-conflict`). `nil`: the body's.
        public var target: FCMMessage.Target?

        /// Creates options for a message to `target`, or to the body's own target when `nil`.
        public init(projectID: String, target: FCMMessage.Target? = nil) {
            self.projectID = projectID
            self.target = target
        }

        /// Creates options for a message to the app instance with this registration token.
        public init(projectID: String, registrationToken: String) {
            self.init(projectID: projectID, target: .token(registrationToken))
        }

        /// The registration token, when the target is one; empty otherwise.
        @available(*, deprecated, message: "use target: a message may go to a topic or a condition")
        public var registrationToken: String {
            get {
                if case .token(let token)? = target { return token }
                return ""
            }
            set { target = .token(newValue) }
        }

        /// Every value FCM would refuse: the project id, then the target. Empty when both
        /// can be sent (a missing target is the body's to give).
        public var problems: [Problem] {
            var problems: [Problem] = []
            if let reason = FCMRequest.projectIDReason(projectID) {
                problems.append(Problem(field: .projectID, value: projectID, reason: reason))
            }
            if let target, let problem = FCMRequest.targetProblem(target) { problems.append(problem) }
            return problems
        }
    }

    /// Checks `options`: every problem found is in the error's diagnostics (code
    /// `request.fcm-target`) and, typed, in its ``PushRejection/fcmProblems``; options
    /// without a target are refused (``Problem/Reason/missing``).
    public init(options: Options) throws(PushRejection) {
        var problems = options.problems
        if options.target == nil {
            problems.append(Problem(field: .target, value: "", reason: .missing))
        }
        guard problems.isEmpty, let target = options.target else {
            throw PushRejection(diagnostics: problems.map(\.diagnostic), fcmProblems: problems)
        }
        self.init(projectID: options.projectID, target: target)
    }

    /// A request whose values are checked already.
    init(projectID: String, target: FCMMessage.Target) {
        self.projectID = projectID
        self.target = target
    }

    /// What FCM would refuse in a target a job gives: an empty value, a token with a space,
    /// a quote or a slash, a topic that is not a bare topic name (the server refuses the
    /// `/topics/` prefix the Admin SDKs strip), a condition FCM cannot read or with more
    /// than five topics (the same reading as the body's `fcm.topic-*` and
    /// `fcm.condition-*` rules).
    static func targetProblem(_ target: FCMMessage.Target) -> Problem? {
        let (field, value) = field(target)
        if value.isEmpty { return Problem(field: field, value: value, reason: .empty) }
        switch target {
        case .token, .fid:
            if let bad = value.unicodeScalars.first(where: { !isTokenScalar($0) }) {
                return Problem(field: field, value: value, reason: .disallowedCharacter(bad))
            }
        case .topic:
            if !FCMDecoder.isTopicName(Substring(value)) {
                return Problem(field: field, value: value, reason: .notTopicName)
            }
        case .condition:
            switch FCMCondition.read(value) {
            case .failure: return Problem(field: field, value: value, reason: .notCondition)
            case .success(let topics) where topics > 5:
                return Problem(field: field, value: value, reason: .tooManyTopics(topics))
            case .success: break
            }
        }
        return nil
    }

    /// A value of the request FCM would refuse: the field, the value and a typed reason.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which value.
        public enum Field: String, Sendable, Hashable, CaseIterable {
            /// The Firebase project id, in the path.
            case projectID = "project id"
            /// The registration token, `message.token`.
            case registrationToken = "registration token"
            /// The topic, `message.topic`.
            case topic
            /// The condition, `message.condition`.
            case condition
            /// The Firebase installation id, `message.fid`.
            case fid = "installation id"
            /// Whom the message goes to, whichever kind of target.
            case target
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
            /// A topic that is not a bare topic name (`[a-zA-Z0-9-_.~%]+`, no `/topics/`).
            case notTopicName
            /// A condition FCM cannot read.
            case notCondition
            /// A condition over more topics than FCM takes (5): how many.
            case tooManyTopics(Int)
            /// Neither the body nor the options name a target.
            case missing
            /// The options name another target than the body's own, which is this one
            /// (`request.fcm-target-conflict`).
            case conflict(body: FCMMessage.Target)
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
            case .notTopicName:
                "the FCM topic \(APNsRequest.Problem.escaped(value)) is not a topic's bare name (letters, digits and "
                    + "- _ . ~ % only, without /topics/); FCM refuses it (400 INVALID_ARGUMENT)"
            case .notCondition:
                "the FCM condition \(APNsRequest.Problem.escaped(value)) cannot be read: write topics as 'name' in "
                    + "topics, joined by && and ||, with ! and parentheses; FCM refuses it (400 INVALID_ARGUMENT)"
            case .tooManyTopics(let count):
                "the FCM condition \(APNsRequest.Problem.escaped(value)) names \(count) topics; FCM takes at most 5 "
                    + "(400 INVALID_ARGUMENT)"
            case .missing:
                "the message goes to no one: give its token, topic or condition in the body's message or in the "
                    + "job's \"fcm\"; FCM refuses a message without a target (400 INVALID_ARGUMENT)"
            case .conflict(let body):
                "the job sends the message to \(field.rawValue) \(APNsRequest.Problem.escaped(value)), but its body names "
                    + "\(FCMRequest.phrase(body)); the body's target wins and is sent only when the job names the same "
                    + "or none: drop the job's target or make them agree"
            }
        }

        /// ``message``.
        public var description: String { message }

        /// The problem as an error diagnostic about the whole request: `request.fcm-target`,
        /// or `request.fcm-target-conflict` for a conflict.
        public var diagnostic: Diagnostic {
            let code: Diagnostic.Code =
                if case .conflict = reason { .requestFCMTargetConflict } else { .requestFCMTarget }
            return Diagnostic(code: code, pointer: .root, location: .start, message: message)
        }
    }

    /// The member of a v1 message that holds `target`, and its value.
    static func member(_ target: FCMMessage.Target) -> (key: String, value: String) {
        switch target {
        case .token(let text): ("token", text)
        case .topic(let text): ("topic", text)
        case .condition(let text): ("condition", text)
        case .fid(let text): ("fid", text)
        }
    }

    /// The field of `target`, and its value.
    static func field(_ target: FCMMessage.Target) -> (field: Problem.Field, value: String) {
        switch target {
        case .token(let text): (.registrationToken, text)
        case .topic(let text): (.topic, text)
        case .condition(let text): (.condition, text)
        case .fid(let text): (.fid, text)
        }
    }

    /// `target` in words, such as `topic "news"`.
    static func phrase(_ target: FCMMessage.Target) -> String {
        let (field, value) = field(target)
        return "\(field.rawValue) \(APNsRequest.Problem.escaped(value))"
    }

    /// `fcm.googleapis.com`.
    public static let host = "fcm.googleapis.com"

    /// `/v1/projects/<project id>/messages:send`.
    public var path: String { "/v1/projects/\(projectID)/messages:send" }

    /// `https://fcm.googleapis.com/v1/projects/<project id>/messages:send`.
    public var url: String { "https://\(Self.host)\(path)" }

    /// `content-type: application/json; charset=UTF-8`: the one header the body needs.
    /// `authorization: Bearer <OAuth 2.0 access token>` is the sender's (the v1 guide,
    /// https://firebase.google.com/docs/cloud-messaging/send/v1-api, sends exactly these
    /// two). The Admin SDKs add `X-GOOG-API-FORMAT-VERSION: 2` and `X-Firebase-Client:
    /// fire-admin-<language>/<version>` (firebase-admin-go `messaging/messaging.go`,
    /// `newFCMClient`; firebase-admin-python `firebase_admin/messaging.py`,
    /// `_MessagingService`), which name their client; pushkit leaves them out.
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
