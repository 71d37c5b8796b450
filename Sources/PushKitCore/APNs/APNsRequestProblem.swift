// The one place where the values an APNs request carries in its headers and its path are
// checked: `APNsRequest(for:options:)` (and so `Validator.prepare`) and every `pushkit render`
// format call it, so a value is refused the same way wherever it is given.
//
// The rules are Apple's, from "Sending notification requests to APNs"
// (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns):
// - apns-collapse-id: "The value of this key must not exceed 64 bytes."
// - apns-id: "a canonical UUID", "32 lowercase hexadecimal digits, displayed in five groups
//   separated by hyphens in the form 8-4-4-4-12" (APNs reads upper case too; both are accepted).
// - apns-expiration: 0, or a UNIX epoch date in seconds.
// - apns-priority: 10, 5 or 1 (an `APNsPriority`, so no other value can be written); 5 for a
//   background push, as "Pushing background updates to your App" requires.
// - apns-topic: the bundle id, plus `.voip`, `.complication`, `.pushkit.fileprovider`,
//   `.push-type.liveactivity`, `.location-query`, ... for the push types that need one
//   (`APNsPushType.topicSuffix`). A bundle id holds letters, digits, '-' and '.' only.
// - The device token: hexadecimal; 64 digits today, but Apple warns that the length may change,
//   so any whole number of bytes is accepted.
// - apns-channel-id (a broadcast, "Sending broadcast push notification requests to APNs"): "a
//   base64-encoded string" (BadChannelId: "isn't properly encoded"); "don't make assumptions on
//   the channel ID size" ("Sending channel management requests to APNs"), so any length is accepted.
// - apns-request-id (a broadcast or channel request): a canonical UUID, as apns-id.
// Beyond Apple's page, no header value may hold a control character (C0, DEL or C1): a line
// break ends an HTTP/1.1 header and starts another one (header injection through a curl
// command line), and HTTP/2 refuses NUL, CR and LF (RFC 9113, section 8.2.1), which also forbids
// a value that begins or ends with a space.

extension APNsRequest {
    /// Why a value cannot be sent in an APNs request: the field, the value and a typed reason.
    ///
    /// ``check(_:as:)`` is the one check of every header value; ``APNsRequest/Options/headerProblems``
    /// applies it to every value of a request's options.
    ///
    /// ```swift
    /// let problem = APNsRequest.Problem.check("a\r\nx-evil: 1", as: .collapseID)
    /// problem?.reason   // .controlCharacter("\r")
    /// problem?.message  // apns-collapse-id "a\r\nx-evil: 1" has a control character (U+000D), ...
    /// ```
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// A value an APNs request carries in a header or in its path, which
        /// ``APNsRequest/Problem/check(_:as:)`` checks.
        public enum Field: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
            /// The app's bundle id, which `apns-topic` is built from.
            case bundleID = "bundle id"
            /// `apns-topic`: the bundle id and the push type's suffix.
            case topic = "apns-topic"
            /// The device token, in the path `/3/device/<token>`.
            case deviceToken = "device token"
            /// `apns-collapse-id`.
            case collapseID = "apns-collapse-id"
            /// `apns-id`.
            case apnsID = "apns-id"
            /// `apns-expiration`.
            case expiration = "apns-expiration"
            /// `apns-channel-id`: the broadcast channel, base64 (``APNsChannel``).
            case channelID = "apns-channel-id"
            /// `apns-request-id`: a broadcast's or channel request's UUID.
            case requestID = "apns-request-id"

            /// The diagnostic code of a problem with this field.
            public var code: Diagnostic.Code {
                switch self {
                case .bundleID, .topic: .requestBundleID
                case .deviceToken: .requestDeviceToken
                case .collapseID: .requestCollapseID
                case .apnsID, .requestID: .requestAPNsID
                case .expiration: .requestExpiration
                case .channelID: .broadcastChannelID
                }
            }

            /// How a sentence names the field: `the bundle id`, `apns-collapse-id`, ...
            public var description: String {
                switch self {
                case .bundleID, .deviceToken: "the \(rawValue)"
                default: rawValue
                }
            }
        }

        /// What is wrong with a value.
        public enum Reason: Sendable, Hashable {
            /// The value is absent and APNs needs it: the bundle id (for `apns-topic`, which APNs
            /// requires of a connection that authenticates with a provider token: `MissingTopic`)
            /// or the device token (`MissingDeviceToken`).
            case missing
            /// The value is empty.
            case empty
            /// The value holds this control character (C0, DEL or C1), the first one.
            case controlCharacter(Unicode.Scalar)
            /// The value begins or ends with a space.
            case surroundingSpace
            /// The value is longer than APNs accepts.
            case tooLong(bytes: Int, maximum: Int)
            /// A device token written with spaces or angle brackets, as `NSData` prints it.
            case spacesOrAngleBrackets
            /// A device token that is not hexadecimal digits.
            case notHexadecimal
            /// A device token with an odd number of hexadecimal digits.
            case oddLength(digits: Int)
            /// An `apns-id` that is not a UUID in its 8-4-4-4-12 form.
            case notUUID
            /// A bundle id or topic with a character other than letters, digits, `-` and `.`.
            case notBundleIDCharacters
            /// A bundle id or topic that begins or ends with a dot.
            case dotAtEnd
            /// A bundle id or topic with two dots in a row.
            case emptyPart
            /// An `apns-expiration` written as something else than an integer.
            case notInteger
            /// An `apns-expiration` that is not a UNIX time after 1970 (nor 0).
            case notAfter1970(seconds: Int64)
            /// A channel id that is not base64 (`A`-`Z`, `a`-`z`, `0`-`9`, `+`, `/`, padded
            /// with `=` to a multiple of four characters).
            case notBase64
        }

        /// The field the value is for.
        public var field: APNsRequest.Problem.Field
        /// The value, as given.
        public var value: String
        /// What is wrong with it.
        public var reason: Reason

        /// Creates a problem.
        public init(field: APNsRequest.Problem.Field, value: String, reason: Reason) {
            self.field = field
            self.value = value
            self.reason = reason
        }

        /// The problem with `value` as the value of `field`, or `nil` when APNs takes it.
        public static func check(_ value: String, as field: APNsRequest.Problem.Field) -> APNsRequest
            .Problem?
        {
            // The UTF-8 read in place (a native string's always can be): a sound value costs
            // one pass over its bytes, and no copy.
            let found: Reason? =
                value.utf8.withContiguousStorageIfAvailable { Self.reason(value, $0, as: field) }
                ?? Array(value.utf8).withUnsafeBufferPointer { Self.reason(value, $0, as: field) }
            return found.map { APNsRequest.Problem(field: field, value: value, reason: $0) }
        }

        /// What is wrong with `value`, whose UTF-8 is `bytes`, as the value of `field`.
        private static func reason(_ value: String, _ bytes: UnsafeBufferPointer<UInt8>, as field: Field) -> Reason? {
            guard !bytes.isEmpty else { return .empty }
            // Printable ASCII holds no control character: the scalars are walked only when
            // some byte is not.
            if !bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }),
                let control = value.unicodeScalars.first(where: \.isControlCharacter)
            {
                return .controlCharacter(control)
            }
            if bytes.first == UInt8(ascii: " ") || bytes.last == UInt8(ascii: " ") {
                return .surroundingSpace
            }
            return switch field {
            case .bundleID, .topic: bundleIDReason(bytes)
            case .deviceToken: deviceTokenReason(bytes)
            case .collapseID:
                bytes.count > APNsRequest.maximumCollapseIDBytes
                    ? .tooLong(bytes: bytes.count, maximum: APNsRequest.maximumCollapseIDBytes) : nil
            case .apnsID, .requestID: UUIDText.isUUID(bytes) ? nil : .notUUID
            case .expiration: expirationReason(value)
            case .channelID: APNsChannel.isBase64(Array(bytes)) ? nil : .notBase64
            }
        }

        /// The problem with `expiration`, or `nil` when APNs takes it: `.at` needs a time after 1970.
        public static func check(_ expiration: APNsRequest.Expiration) -> APNsRequest.Problem? {
            guard case .at(let seconds) = expiration, seconds <= 0 else { return nil }
            return APNsRequest.Problem(
                field: .expiration, value: String(seconds), reason: .notAfter1970(seconds: seconds))
        }

        /// What is wrong, without the value: `apns-collapse-id has a control character (U+000D),
        /// which no header value may hold`. For a command line that shows the value itself.
        public var explanation: String { "\(field) \(detail)" }

        /// The sentence a diagnostic says: the field, the value (escaped: no control character is
        /// written as itself) and what is wrong.
        public var message: String {
            switch reason {
            case .missing, .empty, .tooLong, .oddLength: explanation
            case .notAfter1970(let seconds): "\(field) \(seconds) \(detail)"
            default: "\(field) \(Self.escaped(value)) \(detail)"
            }
        }

        /// What is wrong, after the field's name (and its value).
        private var detail: String {
            switch reason {
            case .missing:
                switch field {
                case .bundleID, .topic:
                    "is missing: APNs refuses a request without apns-topic when the connection authenticates "
                        + "with a provider token (MissingTopic); give the app's bundle id"
                case .deviceToken:
                    "is missing: a push goes to /3/device/<device token> (MissingDeviceToken)"
                default:
                    "is missing"
                }
            case .empty:
                field == .collapseID ? "is empty; leave it out instead" : "is empty"
            case .controlCharacter(let scalar):
                "has a control character (\(Self.codePoint(scalar))), which no header value may hold"
            case .surroundingSpace:
                "begins or ends with a space, which HTTP/2 does not allow in a header value"
            case .tooLong(let bytes, let maximum):
                "is \(bytes) bytes; APNs accepts at most \(maximum)"
            case .spacesOrAngleBrackets:
                "has spaces or angle brackets; send the hexadecimal digits only"
            case .notHexadecimal:
                "is not hexadecimal"
            case .oddLength(let digits):
                "has \(digits) hexadecimal digits; a token is whole bytes, an even number of digits"
            case .notUUID:
                "is not a UUID (8-4-4-4-12 hexadecimal digits, such as 123e4567-e89b-12d3-a456-426614174000)"
            case .notBundleIDCharacters:
                "may hold only letters, digits, '-' and '.'"
            case .dotAtEnd:
                "begins or ends with a dot"
            case .emptyPart:
                "has an empty part between dots"
            case .notInteger:
                "is neither 0 nor a UNIX time in seconds"
            case .notAfter1970:
                "is not a UNIX time after 1970; use .immediately (0) to try once"
            case .notBase64:
                "is not base64 ('A'-'Z', 'a'-'z', '0'-'9', '+', '/', padded with '=' to a multiple of 4 characters); "
                    + "send the channel id as APNs gave it"
            }
        }

        /// The problem as an error diagnostic about the whole request: a missing bundle id or
        /// topic is `request.missing-topic`, any other problem the field's ``APNsRequest/Problem/Field/code``.
        public var diagnostic: Diagnostic {
            let code: Diagnostic.Code =
                reason == .missing && (field == .bundleID || field == .topic)
                ? .requestMissingTopic : field.code
            return Diagnostic(code: code, pointer: .root, location: .start, message: message)
        }

        /// ``message``.
        public var description: String { message }

        // MARK: Rules

        // Each rule one pass over the bytes, its tests inlined: they run on every push prepared.

        private static func bundleIDReason(_ bytes: UnsafeBufferPointer<UInt8>) -> Reason? {
            var twoDots = false
            var previous: UInt8 = 0
            for byte in bytes {
                // A letter of either case (bit 5 folded in), a digit, '-' or '.'.
                let isAllowed =
                    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
                guard isAllowed else { return .notBundleIDCharacters }
                if byte == UInt8(ascii: "."), previous == UInt8(ascii: ".") { twoDots = true }
                previous = byte
            }
            if bytes.first == UInt8(ascii: ".") || bytes.last == UInt8(ascii: ".") { return .dotAtEnd }
            return twoDots ? .emptyPart : nil
        }

        private static func deviceTokenReason(_ bytes: UnsafeBufferPointer<UInt8>) -> Reason? {
            // A hexadecimal digit: 0-9, or a-f of either case (bit 5 folded in).
            let isHexDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 6
            }
            guard bytes.allSatisfy(isHexDigit) else {
                let isSpaceOrAngleBracket = bytes.contains {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                }
                return isSpaceOrAngleBracket ? .spacesOrAngleBrackets : .notHexadecimal
            }
            guard bytes.count.isMultiple(of: 2) else { return .oddLength(digits: bytes.count) }
            return nil
        }

        private static func expirationReason(_ text: String) -> Reason? {
            guard let seconds = Int64(text), text.first != "+" else { return .notInteger }
            return seconds < 0 ? .notAfter1970(seconds: seconds) : nil
        }

        /// `U+000D`.
        private static func codePoint(_ scalar: Unicode.Scalar) -> String {
            let digits = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// `value` in double quotes, with `"` and `\` escaped and every control character (C1 too)
        /// written as an escape, so that a message never carries one.
        static func escaped(_ value: String) -> String {
            // Printable ASCII but the quote and the backslash is written as it is: a long
            // token or topic costs no walk over its scalars.
            if value.utf8.withContiguousStorageIfAvailable(JSONWriter.isPlain) == true { return "\"" + value + "\"" }
            var output = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": output += "\\\""
                case "\\": output += "\\\\"
                default:
                    if let escape = scalar.printableEscape {
                        output += escape
                    } else {
                        output.unicodeScalars.append(scalar)
                    }
                }
            }
            return output + "\""
        }
    }
}

/// The problems of an APNs request's values, by their old name.
@available(*, deprecated, renamed: "APNsRequest.Problem")
public typealias APNsHeaderProblem = APNsRequest.Problem

/// The values an APNs request carries in its headers and path, by their old name.
@available(*, deprecated, renamed: "APNsRequest.Problem.Field")
public typealias APNsRequestField = APNsRequest.Problem.Field

extension APNsRequest.Options {
    /// The values a push cannot be sent without and these options lack: the bundle id
    /// (`apns-topic`: APNs answers `MissingTopic` to a request without it on a connection that
    /// authenticates with a provider token, and a certificate with one topic gains nothing
    /// from leaving it out) and the device token (`MissingDeviceToken`), in that order, each
    /// with the reason ``APNsRequest/Problem/Reason/missing``.
    ///
    /// ``Validator/prepare(_:for:fittingByTruncation:)-([UInt8],APNsRequest.Options,_)``
    /// refuses options with one, besides every ``headerProblems`` problem; ``APNsRequest``
    /// alone does not, so that a request can be written out before its target is known.
    public var missingValues: [APNsRequest.Problem] {
        var problems: [APNsRequest.Problem] = []
        if bundleID == nil, channel == nil {
            problems.append(APNsRequest.Problem(field: .bundleID, value: "", reason: .missing))
        }
        if deviceToken == nil, channel == nil {
            problems.append(APNsRequest.Problem(field: .deviceToken, value: "", reason: .missing))
        }
        return problems
    }

    /// Every problem with the values these options put in the request's headers and path,
    /// whatever the payload: the bundle id, the device token, the channel id, the collapse id,
    /// the `apns-id` (a broadcast's `apns-request-id`) and the expiration, in that order. Empty
    /// when every value can be sent.
    ///
    /// ``APNsRequest/init(for:options:)`` and so ``Validator`` refuse options with a problem;
    /// check them here first to refuse them before any payload is read.
    public var headerProblems: [APNsRequest.Problem] {
        var problems: [APNsRequest.Problem] = []
        // Each value in turn, with no list of them made: this runs for every push prepared.
        func check(_ value: String?, as field: APNsRequest.Problem.Field) {
            if let value, let problem = APNsRequest.Problem.check(value, as: field) { problems.append(problem) }
        }
        check(bundleID, as: .bundleID)
        check(deviceToken, as: .deviceToken)
        check(channel?.id, as: .channelID)
        check(collapseID, as: .collapseID)
        check(apnsID, as: channel == nil ? .apnsID : .requestID)
        if let problem = APNsRequest.Problem.check(expiration) { problems.append(problem) }
        return problems
    }
}

extension APNsRequest {
    /// Every problem with this request's header values and device token: empty for a request
    /// ``init(for:options:)`` made, maybe not for one made with the unchecked memberwise
    /// initializer.
    public var headerProblems: [APNsRequest.Problem] {
        var problems: [APNsRequest.Problem] = []
        for (value, field) in [
            (topic, APNsRequest.Problem.Field.topic), (broadcast?.bundleID, .bundleID),
            (deviceToken, .deviceToken),
            (broadcast?.channel.id, .channelID), (collapseID, .collapseID),
            (apnsID, broadcast == nil ? .apnsID : .requestID),
        ] {
            if let value, let problem = APNsRequest.Problem.check(value, as: field) {
                problems.append(problem)
            }
        }
        if let problem = APNsRequest.Problem.check(expiration) { problems.append(problem) }
        return problems
    }
}
