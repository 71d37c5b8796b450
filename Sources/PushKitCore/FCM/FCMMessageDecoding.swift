// Reading an FCM v1 request and its `Message` field by field, as the server's JSON mapping
// reads them (FCMWireKeys.swift), then the checks the server, the platforms and the Admin SDKs
// make of the values (FCMRules.swift says which is which).

/// The fields of one FCM object that were given, well typed and not `null`, by their
/// snake_case names.
struct FCMFields {
    /// Every member read, in order: the field's name, the key it was given under, and its
    /// value when it is well typed and not `null`.
    private(set) var members: [(name: String, key: String, value: JSONValue?)] = []

    /// The fields with a value, in order.
    var values: [(name: String, value: JSONValue)] {
        members.compactMap { member in member.value.map { (member.name, $0) } }
    }

    subscript(name: String) -> JSONValue? {
        members.last { $0.name == name }?.value
    }

    /// The key an earlier member gave the field `name` under, when it was another.
    func otherKey(of name: String, than key: String) -> String? {
        members.first { $0.name == name && $0.key != key }?.key
    }

    mutating func add(_ name: String, key: String, _ value: JSONValue?) {
        members.append((name, key, value))
    }
}

extension FCMDecoder {
    /// What the walk of a message learnt, for its model, its kind and the checks that
    /// span fields.
    struct MessageFacts {
        var hasNotification = false
        var hasData = false
        var hasAPNsAlert = false
    }

    /// Decodes a v1 message (`message` inside the request `root`, or `root` itself).
    static func decodeMessage(
        _ root: JSONValue, _ message: JSONValue, isRequest: Bool, in context: inout DecodingContext
    ) -> Payload? {
        var validateOnly: Bool?
        if isRequest {
            let request = readObject(root, .request, in: &context.checker)
            validateOnly = request?["validate_only"]?.bool
        }
        guard let fields = readObject(message, .message, in: &context.checker) else {
            context.facts.vendor = .fcm
            context.facts.kind = .fcmData
            return nil
        }
        checkTargets(message, fields, in: &context.checker)
        var facts = MessageFacts()
        let data = fields["data"]
        if let data {
            facts.hasData = data.count > 0
            checkDataKeys(data, in: &context.checker)
        }
        if let notification = fields["notification"] {
            let notificationFields = readObject(notification, .notification, in: &context.checker)
            facts.hasNotification = true
            if let image = notificationFields?["image"] { checkImageURL(image, in: &context.checker) }
        }
        if let options = fields["fcm_options"] { checkFCMOptions(options, .fcmOptions("fcm_options"), in: &context) }
        var android: FCMMessage.AndroidNotification?
        if let value = fields["android"] { android = checkAndroid(value, facts: &facts, in: &context) }
        if let value = fields["webpush"] { checkWebpush(value, message: fields, facts: &facts, in: &context) }
        var aps: APS?
        if let value = fields["apns"] { aps = checkAPNs(value, data: data, facts: &facts, in: &context) }
        // A data map whose issuer is Synerise is Synerise's Android payload, held to the size
        // limit as it always was (its whole body, PayloadDecoder.checkBudget).
        if let data, Synerise.Issuer(data).namesSynerise {
            return decodeSynerise(data, in: &context)
        }
        checkSize(message, fields, android: fields["android"], in: &context.checker)
        context.facts.vendor = .fcm
        // A notification is shown whether the message names it for every platform or only in
        // its apns override's alert (an iOS-only notification is not a data message).
        let showsNotification = facts.hasNotification || facts.hasAPNsAlert
        context.facts.kind =
            showsNotification ? (facts.hasData ? .fcmNotificationData : .fcmNotification) : .fcmData
        // A message whose only content is its apns override (a background push, an alert or a
        // Live Activity through FCM) is shaped for iOS: Android and the web get nothing of it
        // (the v1 reference's Message: ApnsConfig holds the options of APNs alone, as
        // AndroidConfig and WebpushConfig hold Android's and Webpush's; firebase-admin-node's
        // ApnsConfig likewise).
        if fields["apns"] != nil, !facts.hasData, !facts.hasNotification, fields["android"] == nil,
            fields["webpush"] == nil
        {
            context.facts.platform = .ios
        }
        var model = FCMMessage(
            document: root, isRequest: isRequest, validateOnly: validateOnly, target: target(of: fields))
        if let notification = fields["notification"] {
            model.title = notification[member: "title"]?.string
            model.body = notification[member: "body"]?.string
            model.image = notification[member: "image"]?.string
        }
        model.android = android
        model.aps = aps
        for (key, feature) in [("android", "android"), ("apns", "apns"), ("webpush", "webpush")]
        where fields[key] != nil {
            context.facts.features.insert(feature)
        }
        if model.image != nil || android?.image != nil { context.facts.features.insert(.image) }
        return .fcm(model)
    }

    /// The message's target, as given.
    static func target(of fields: FCMFields) -> FCMMessage.Target? {
        if let text = fields["token"]?.string { return .token(text) }
        if let text = fields["topic"]?.string { return .topic(text) }
        if let text = fields["condition"]?.string { return .condition(text) }
        if let text = fields["fid"]?.string { return .fid(text) }
        return nil
    }

    // MARK: Reading objects

    /// Reads `value` as the object `schema`: reports a value that is no object, an unknown
    /// field, a field given under both its names, and a value of the wrong type; gives the
    /// fields that can be read.
    static func readObject(_ value: JSONValue, _ schema: FCMObjectSchema, in checker: inout Checker) -> FCMFields? {
        guard value.kind == .object else {
            checker.emit(
                .fcmInvalidType, at: value,
                "FCM's \(schema.name) is an object, not \(checker.describe(value)); the server answers 400 INVALID_ARGUMENT"
            )
            return nil
        }
        var fields = FCMFields()
        for member in value.memberSequence {
            let key = member.key
            guard let field = schema.field(named: key) else {
                var message =
                    "FCM's \(schema.name) has no field \(JSONText.quoted(key)): the server refuses the request "
                    + "(400 INVALID_ARGUMENT, \"Unknown name\")"
                if let suggestion = schema.nearMiss(key) {
                    message += "; did you mean \(JSONText.quoted(suggestion))?"
                }
                checker.emit(.fcmUnknownField, at: member.keyValue, message)
                continue
            }
            if let earlier = fields.otherKey(of: field.name, than: key) {
                checker.emit(
                    .fcmFieldTwice, at: member.keyValue,
                    "\(JSONText.quoted(key)) and \(JSONText.quoted(earlier)) are the same field of FCM's "
                        + "\(schema.name); the server refuses a field given twice (400 INVALID_ARGUMENT)")
            }
            let isRead = !member.value.isNull && checkValue(member.value, field, owner: schema.name, in: &checker)
            fields.add(field.name, key: key, isRead ? member.value : nil)
        }
        return fields
    }

    /// Whether `value` is what `field` holds; reports it otherwise.
    static func checkValue(_ value: JSONValue, _ field: FCMField, owner: String, in checker: inout Checker) -> Bool {
        let name = "\(owner).\(field.name)"
        func wrongType(_ expected: String) -> Bool {
            checker.emit(
                .fcmInvalidType, at: value,
                "FCM's \(name) is \(expected), not \(checker.describe(value)); the server answers 400 INVALID_ARGUMENT")
            return false
        }
        switch field.type {
        case .string: return value.kind == .string || wrongType("a string")
        case .bool: return value.kind == .boolean || wrongType("true or false")
        case .number: return value.kind == .number || wrongType("a number")
        case .structure, .object: return value.kind == .object || wrongType("an object")
        case .int32:
            return FCMValues.int32(value) != nil || wrongType("an integer from -2147483648 to 2147483647")
        case .duration:
            return checkDuration(value, name: name, in: &checker)
        case .timestamp:
            guard value.kind == .string, let text = value.string, ISO8601Timestamp(text) != nil else {
                checker.emit(
                    .fcmInvalidTimestamp, at: value,
                    "FCM's \(name) is an RFC 3339 time such as \"2024-05-01T10:00:00Z\", not \(checker.describe(value)); the server answers 400 INVALID_ARGUMENT"
                )
                return false
            }
            return true
        case .enumeration(let names):
            guard FCMValues.enumCase(value, names) != nil else {
                checker.emit(
                    .fcmInvalidEnum, at: value,
                    "FCM's \(name) is one of \(names.map { JSONText.quoted($0) }.joined(separator: ", ")), not \(checker.describe(value)); the server answers 400 INVALID_ARGUMENT"
                )
                return false
            }
            return true
        case .stringMap:
            guard value.kind == .object else { return wrongType("an object of strings") }
            checkStringMap(value, name: "\(name) map", in: &checker)
            return true
        case .strings:
            guard value.kind == .array else { return wrongType("an array of strings") }
            var valid = true
            for element in value.elementSequence where element.kind != .string {
                checker.emit(
                    .fcmInvalidType, at: element,
                    "every element of FCM's \(name) is a string, not \(checker.describe(element)); the server answers 400 INVALID_ARGUMENT"
                )
                valid = false
            }
            return valid
        case .durations:
            guard value.kind == .array else { return wrongType("an array of durations such as \"0.5s\"") }
            var valid = true
            for element in value.elementSequence where !checkDuration(element, name: name, in: &checker) {
                valid = false
            }
            return valid
        }
    }

    /// Whether `value` is a Duration (`"3.5s"`); reports it otherwise, and a negative one.
    static func checkDuration(_ value: JSONValue, name: String, in checker: inout Checker) -> Bool {
        guard value.kind == .string, let text = value.string, let duration = FCMValues.duration(text) else {
            checker.emit(
                .fcmInvalidDuration, at: value,
                "FCM's \(name) is a duration in seconds written as a string ending in \"s\", such as \"3.5s\" or \"86400s\", not \(checker.describe(value)); the server answers 400 INVALID_ARGUMENT"
            )
            return false
        }
        if duration.isNegative {
            checker.emit(
                .fcmNegativeDuration, at: value,
                "FCM's \(name) is negative (\(text)); the Admin SDKs refuse a negative duration")
        }
        return true
    }
}

/// Readers of the scalar forms of proto3's JSON mapping, each linear in its text and
/// free of traps on extreme values.
enum FCMValues {
    /// An int32: a JSON integer, or a string of one (an optional `-` and 1 to 10 digits).
    static func int32(_ value: JSONValue) -> Int32? {
        switch value.kind {
        case .number:
            guard let number = value.number?.int64 else { return nil }
            return Int32(exactly: number)
        case .string:
            guard let text = value.string else { return nil }
            var bytes = Substring(text).utf8[...]
            let negative = bytes.first == UInt8(ascii: "-")
            if negative { bytes = bytes.dropFirst() }
            guard !bytes.isEmpty, bytes.count <= 10 else { return nil }
            var total: Int64 = 0
            for byte in bytes {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                total = total * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return Int32(exactly: negative ? -total : total)
        default:
            return nil
        }
    }

    /// The index of the enum name `value` holds (any case), or of its number.
    static func enumCase(_ value: JSONValue, _ names: [String]) -> Int? {
        switch value.kind {
        case .string:
            guard let text = value.string else { return nil }
            let upper = text.uppercased()
            return names.firstIndex(of: upper)
        case .number:
            guard let number = value.number?.int64, number >= 0, number < names.count else { return nil }
            return Int(number)
        default:
            return nil
        }
    }

    /// A Duration: an optional `-`, 1 to 12 digits of seconds (at most 315,576,000,000, as
    /// `google.protobuf.Duration` allows), an optional `.` and 1 to 9 digits, then `s`.
    struct Duration {
        var isNegative: Bool
        var seconds: Int64
        var nanoseconds: Int64
    }

    static func duration(_ text: String) -> Duration? {
        var bytes = Substring(text).utf8[...]
        guard bytes.last == UInt8(ascii: "s") else { return nil }
        bytes = bytes.dropLast()
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        let whole = bytes.prefix(while: isDigit)
        guard !whole.isEmpty, whole.count <= 12 else { return nil }
        var seconds: Int64 = 0
        for byte in whole { seconds = seconds * 10 + Int64(byte - UInt8(ascii: "0")) }
        guard seconds <= 315_576_000_000 else { return nil }
        var rest = bytes.dropFirst(whole.count)
        var nanoseconds: Int64 = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            guard !rest.isEmpty, rest.count <= 9, rest.allSatisfy(isDigit) else { return nil }
            for byte in rest { nanoseconds = nanoseconds * 10 + Int64(byte - UInt8(ascii: "0")) }
            for _ in rest.count..<9 { nanoseconds *= 10 }
            rest = rest.dropFirst(rest.count)
        }
        guard rest.isEmpty else { return nil }
        return Duration(
            isNegative: negative && (seconds > 0 || nanoseconds > 0), seconds: seconds, nanoseconds: nanoseconds)
    }
}
