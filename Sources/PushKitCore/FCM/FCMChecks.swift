// The checks of an FCM v1 message's values, beyond their JSON types: the target, the data
// keys, the platform blocks and the size. Each rule's declaration (FCMRules.swift) gives its
// source.

extension FCMDecoder {
    // MARK: Target

    /// Exactly one target, none of them empty; a topic without `/topics/`, in the topic
    /// alphabet; a condition FCM can parse, with at most five topics. A message without
    /// any target is a body whose target the sender adds (``Validator/prepare``), not reported.
    static func checkTargets(_ message: JSONValue, _ fields: FCMFields, in checker: inout Checker) {
        var names = ""
        var second: JSONValue?
        var count = 0
        for name in FCMObjectSchema.targets {
            guard let value = fields[name] else { continue }
            count += 1
            names += count == 1 ? name : ", " + name
            if count == 2 { second = value }
            if value.string?.isEmpty == true {
                checker.emit(
                    .fcmTargetEmpty, at: value,
                    "the message's \(name) is empty; FCM refuses it (400 INVALID_ARGUMENT) and the Admin SDKs do not send it"
                )
            }
        }
        if let second {
            checker.emit(
                .fcmTargetMultiple, at: second,
                "a message has exactly one target, and this one has \(names); "
                    + "FCM refuses it (400 INVALID_ARGUMENT); send one message per target")
        }
        if let topic = fields["topic"], let text = topic.string, !text.isEmpty { checkTopic(topic, text, in: &checker) }
        if let condition = fields["condition"], let text = condition.string, !text.isEmpty {
            checkCondition(condition, text, in: &checker)
        }
    }

    /// A topic name: `[a-zA-Z0-9-_.~%]+`, without the `/topics/` prefix.
    static func checkTopic(_ value: JSONValue, _ text: String, in checker: inout Checker) {
        if text.hasPrefix("/topics/") {
            let bare = String(text.dropFirst("/topics/".count))
            checker.emit(
                .fcmTopicPrefix, at: value,
                "the v1 API takes the topic's bare name: write \(JSONText.quoted(bare)), not \(JSONText.quoted(text)); "
                    + "the server refuses the prefix (400 INVALID_ARGUMENT), which only the Admin SDKs strip")
            if !bare.isEmpty, !isTopicName(Substring(bare)) { reportTopicName(value, bare, in: &checker) }
        } else if !isTopicName(Substring(text)) {
            reportTopicName(value, text, in: &checker)
        }
    }

    private static func reportTopicName(_ value: JSONValue, _ text: String, in checker: inout Checker) {
        checker.emit(
            .fcmTopicInvalid, at: value,
            "the topic \(JSONText.quoted(text)) has characters a topic name cannot have (letters, digits and - _ . ~ % only); FCM refuses it (400 INVALID_ARGUMENT)"
        )
    }

    /// Whether `text` is a topic name: one or more of `a-z A-Z 0-9 - _ . ~ %`.
    static func isTopicName(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
                    UInt8(ascii: "~"), UInt8(ascii: "%"):
                    true
                default: false
                }
            }
    }

    /// A condition: quoted topic names each followed by `in topics`, joined by `&&` and `||`,
    /// negated by `!`, grouped by parentheses; at most five topics. Read in one pass with a
    /// depth count, so any input is linear and no nesting recurses.
    static func checkCondition(_ value: JSONValue, _ text: String, in checker: inout Checker) {
        switch FCMCondition.read(text) {
        case .failure(let problem):
            checker.emit(
                .fcmConditionInvalid, at: value,
                "the condition \(JSONText.quoted(text)) cannot be read: \(problem); write topics as 'name' in topics, "
                    + "joined by && and ||, with ! and parentheses; FCM refuses it (400 INVALID_ARGUMENT)")
        case .success(let topics) where topics > 5:
            checker.emit(
                .fcmConditionTopics, at: value,
                "the condition names \(topics) topics; FCM takes at most 5 in one condition (400 INVALID_ARGUMENT); split the audience over several messages"
            )
        case .success:
            break
        }
    }

    // MARK: Data

    /// No key FCM reserves: `from`, `message_type`, and any key starting with `google.` or
    /// `gcm.notification.` (the current reference).
    static func checkDataKeys(_ data: JSONValue, in checker: inout Checker) {
        // Most maps have no reserved key: told over the keys' bytes, without a string each.
        guard data.hasKey(where: isReservedDataKey) else { return }
        for member in data.memberSequence {
            let key = member.key
            guard Array(key.utf8).withUnsafeBufferPointer(isReservedDataKey) else { continue }
            checker.emit(
                .fcmDataReservedKey, at: member.keyValue,
                "\(JSONText.quoted(key)) is a key FCM reserves in data (from, message_type, google.*, gcm.notification.*); the server refuses the message (400 INVALID_ARGUMENT): rename it"
            )
        }
    }

    /// `from`, `message_type`, or a key starting with `google.` or `gcm.notification.`.
    static func isReservedDataKey(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        func starts(_ prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard key.count >= count else { return false }
            return prefix.withUTF8Buffer { wanted in zip(wanted, key).allSatisfy { $0 == $1 } }
        }
        switch key.count {
        case 4: return starts("from")
        case 12: return starts("message_type") || starts("google.")
        default: return starts("google.") || starts("gcm.notification.")
        }
    }

    // MARK: Options

    /// An image URL the Admin SDKs accept: an absolute URL with a scheme.
    static func checkImageURL(_ value: JSONValue, in checker: inout Checker) {
        guard let text = value.string, !text.isEmpty else { return }
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
            text[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }),
            !text.contains(" ")
        else {
            checker.emit(
                .fcmImageURL, at: value,
                "the image \(JSONText.quoted(text)) is not an absolute URL (https://...); the device cannot download it and the Admin SDKs refuse it"
            )
            return
        }
    }

    /// `fcm_options` of the message or of a platform: its analytics label.
    static func checkFCMOptions(_ value: JSONValue, _ schema: FCMObjectSchema, in context: inout DecodingContext) {
        guard let fields = readObject(value, schema, in: &context.checker) else { return }
        if let label = fields["analytics_label"] { checkAnalyticsLabel(label, in: &context.checker) }
    }

    /// `^[a-zA-Z0-9-_.~%]{1,50}$`.
    static func checkAnalyticsLabel(_ value: JSONValue, in checker: inout Checker) {
        guard let text = value.string else { return }
        let count = text.utf8.count
        guard count < 1 || count > 50 || !isTopicName(Substring(text)) else { return }
        checker.emit(
            .fcmAnalyticsLabel, at: value,
            "the analytics label \(JSONText.quoted(text)) is not 1 to 50 letters, digits and - _ . ~ %; FCM refuses it (400 INVALID_ARGUMENT)"
        )
    }

    // MARK: Android

    /// `android`: its fields, its data keys, its notification.
    static func checkAndroid(
        _ value: JSONValue, facts: inout MessageFacts, in context: inout DecodingContext
    ) -> FCMMessage.AndroidNotification? {
        guard let fields = readObject(value, .android, in: &context.checker) else { return nil }
        if let data = fields["data"] {
            facts.hasData = facts.hasData || data.count > 0
            checkDataKeys(data, in: &context.checker)
        }
        if let options = fields["fcm_options"] {
            checkFCMOptions(options, .fcmOptions("android.fcm_options"), in: &context)
        }
        guard let notification = fields["notification"],
            let inner = readObject(notification, .androidNotification, in: &context.checker)
        else { return nil }
        facts.hasNotification = true
        if let color = inner["color"], let text = color.string, !isColor(text, alpha: false) {
            context.checker.emit(
                .fcmColor, at: color,
                "the notification colour \(JSONText.quoted(text)) is not #rrggbb; the Admin SDKs refuse it and Android shows the default colour"
            )
        }
        for (args, key) in [("title_loc_args", "title_loc_key"), ("body_loc_args", "body_loc_key")] {
            if let list = inner[args], list.count > 0, inner[key]?.string?.isEmpty ?? true {
                context.checker.emit(
                    .fcmLocArgsWithoutKey, at: list,
                    "android.notification.\(args) without \(key): the arguments fill nothing and the Admin SDKs refuse it; add \(key)"
                )
            }
        }
        if let image = inner["image"] { checkImageURL(image, in: &context.checker) }
        if let light = inner["light_settings"] { checkLightSettings(light, in: &context.checker) }
        return FCMMessage.AndroidNotification(
            title: inner["title"]?.string, body: inner["body"]?.string, image: inner["image"]?.string,
            icon: inner["icon"]?.string, color: inner["color"]?.string, channelID: inner["channel_id"]?.string)
    }

    /// `#rrggbb`, or `#rrggbbaa` with `alpha`.
    static func isColor(_ text: String, alpha: Bool) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count == 7 || (alpha && bytes.count == 9) else { return false }
        return bytes.dropFirst().allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
                UInt8(ascii: "A")...UInt8(ascii: "F"):
                true
            default: false
            }
        }
    }

    /// `light_settings`: its colour and both durations are required; each channel from 0 to 1.
    static func checkLightSettings(_ value: JSONValue, in checker: inout Checker) {
        guard let fields = readObject(value, .lightSettings, in: &checker) else { return }
        let missing = ["color", "light_on_duration", "light_off_duration"].filter { fields[$0] == nil }
        if !missing.isEmpty {
            checker.emit(
                .fcmLightSettings, at: value,
                "light_settings needs \(missing.joined(separator: ", ")) (the reference marks color, light_on_duration and light_off_duration required); FCM refuses it (400 INVALID_ARGUMENT)"
            )
        }
        guard let color = fields["color"], let channels = readObject(color, .color, in: &checker) else { return }
        for (name, channel) in channels.values {
            guard let number = channel.number?.double, !(0...1).contains(number) else { continue }
            checker.emit(
                .fcmLightSettings, at: channel,
                "light_settings.color.\(name) is \(channel.number?.lexeme ?? ""); each channel is from 0 to 1 (write #rrggbb's 255 as 1)"
            )
        }
    }

    // MARK: Web push

    /// `webpush`: its data keys, its notification's direction, a link that is https, and
    /// the size of what the browser is sent. `message` is the message's fields, whose data
    /// and notification the web push carries when it has none of its own.
    static func checkWebpush(
        _ value: JSONValue, message: FCMFields, facts: inout MessageFacts, in context: inout DecodingContext
    ) {
        guard let fields = readObject(value, .webpush, in: &context.checker) else { return }
        checkWebpushSize(
            value, data: fields["data"] ?? message["data"],
            notification: fields["notification"] ?? message["notification"], in: &context.checker)
        if let data = fields["data"] {
            facts.hasData = facts.hasData || data.count > 0
            checkDataKeys(data, in: &context.checker)
        }
        if let notification = fields["notification"] {
            facts.hasNotification = true
            if let direction = notification[member: "dir"], !["auto", "ltr", "rtl"].contains(direction.string ?? "") {
                context.checker.emit(
                    .fcmWebpushDirection, at: direction,
                    "webpush.notification.dir is \"auto\", \"ltr\" or \"rtl\", not \(context.checker.describe(direction)); the browser ignores it and the Admin SDKs refuse it"
                )
            }
        }
        guard let options = fields["fcm_options"],
            let inner = readObject(options, FCMObjectSchema.webpushOptions, in: &context.checker)
        else { return }
        if let label = inner["analytics_label"] { checkAnalyticsLabel(label, in: &context.checker) }
        if let link = inner["link"], let text = link.string, !text.lowercased().hasPrefix("https://") {
            context.checker.emit(
                .fcmWebpushLink, at: link,
                "webpush.fcm_options.link \(JSONText.quoted(text)) is not an https URL; FCM requires HTTPS for it (400 INVALID_ARGUMENT)"
            )
        }
    }

    // MARK: Size

    /// What a browser is sent through FCM against Web Push's limit: a push service need not
    /// take more than 4,096 bytes of encrypted body (RFC 8030 7.2), which leaves 3,993
    /// bytes of plain text under aes128gcm (RFC 8291 4: 86 bytes of header, 16 of tag, 1 of
    /// padding). FCM sends the data map (`"key":"value",` each) and the notification as
    /// JSON, inside keys of its own: what pushkit counts is the least the browser is sent.
    static func checkWebpushSize(
        _ webpush: JSONValue, data: JSONValue?, notification: JSONValue?, in checker: inout Checker
    ) {
        let limit = 3993
        var total = 0
        if let data, data.kind == .object {
            for member in data.memberSequence {
                total += member.key.utf8.count + (member.value.string?.utf8.count ?? 0) + 6
            }
        }
        if let notification, notification.kind == .object {
            // Its span bounds its plain form from above: most notifications need no count.
            guard total + notification.span.count > limit else { return }
            total += JSONWriter().bytes(JSONTree(notification)).count
        }
        guard total > limit else { return }
        checker.emit(
            .fcmWebpushTooLarge, at: webpush,
            "the web push is at least \(total) bytes before encryption (data keys and values, the notification as JSON), \(total - limit) over the 3,993 bytes a 4,096-byte encrypted Web Push message holds; the push service refuses it (413) and the browser never shows it"
        )
    }

    /// The message's payload against FCM's 4,096 bytes: the keys and values of the data
    /// map (Android's own map when it has one, as it replaces the message's) and the texts
    /// of the notification and of Android's notification, in UTF-8.
    static func checkSize(_ message: JSONValue, _ fields: FCMFields, android: JSONValue?, in checker: inout Checker) {
        var total = 0
        let data = android?[member: "data"] ?? fields["data"]
        if let data, data.kind == .object {
            for member in data.memberSequence {
                total += member.key.utf8.count + (member.value.string?.utf8.count ?? 0)
            }
        }
        for notification in [fields["notification"], android?[member: "notification"]] {
            guard let notification, notification.kind == .object else { continue }
            for member in notification.memberSequence {
                total += member.value.string?.utf8.count ?? 0
            }
        }
        guard total > 4096 else { return }
        checker.emit(
            .fcmMessageTooLarge, at: fields["data"] ?? fields["notification"] ?? android ?? message,
            "the message's payload is \(total) bytes (data keys and values, notification texts), \(total - 4096) over FCM's limit of 4,096; FCM refuses it (400 INVALID_ARGUMENT, \"Message is too big\")"
        )
    }
}

extension FCMObjectSchema {
    /// `WebpushFcmOptions`.
    static var webpushOptions: FCMObjectSchema {
        guard case .object(let schema)? = webpush.field(named: "fcm_options")?.type else { return fcmOptions("") }
        return schema
    }

    /// `ApnsFcmOptions`.
    static var apnsOptions: FCMObjectSchema {
        guard case .object(let schema)? = apns.field(named: "fcm_options")?.type else { return fcmOptions("") }
        return schema
    }
}

/// FCM's condition syntax, read in one pass.
enum FCMCondition {
    /// The number of topics `text` names, or what is wrong with it.
    static func read(_ text: String) -> Result<Int, Problem> {
        let bytes = Array(text.utf8)
        var index = 0
        var depth = 0
        var topics = 0
        var expectsOperand = true
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        func word(_ expected: StaticString) -> Bool {
            let count = expected.utf8CodeUnitCount
            guard index + count <= bytes.count else { return false }
            let matches = expected.withUTF8Buffer { Array($0) == Array(bytes[index..<(index + count)]) }
            if matches { index += count }
            return matches
        }
        while true {
            skipSpaces()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if expectsOperand {
                switch byte {
                case UInt8(ascii: "!"):
                    index += 1
                case UInt8(ascii: "("):
                    depth += 1
                    index += 1
                case UInt8(ascii: "'"), UInt8(ascii: "\""):
                    index += 1
                    let start = index
                    while index < bytes.count, bytes[index] != byte { index += 1 }
                    guard index < bytes.count else { return .failure(.init("a quote is not closed")) }
                    let name = String(decoding: bytes[start..<index], as: UTF8.self)
                    guard FCMDecoder.isTopicName(Substring(name)) else {
                        return .failure(.init("\(JSONText.quoted(name)) is not a topic name"))
                    }
                    index += 1
                    topics += 1
                    skipSpaces()
                    guard word("in") else { return .failure(.init("a topic is not followed by `in topics`")) }
                    skipSpaces()
                    guard word("topics") else { return .failure(.init("a topic is not followed by `in topics`")) }
                    expectsOperand = false
                default:
                    return .failure(.init("a quoted topic, ! or ( is expected at byte \(index + 1)"))
                }
            } else {
                if byte == UInt8(ascii: ")") {
                    guard depth > 0 else { return .failure(.init("a ) closes nothing")) }
                    depth -= 1
                    index += 1
                } else if word("&&") || word("||") {
                    expectsOperand = true
                } else {
                    return .failure(.init("&&, || or ) is expected at byte \(index + 1)"))
                }
            }
        }
        if expectsOperand { return .failure(.init(topics == 0 ? "it names no topic" : "it ends with an operator")) }
        if depth > 0 { return .failure(.init("a ( is not closed")) }
        return .success(topics)
    }

    /// What is wrong with a condition.
    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
