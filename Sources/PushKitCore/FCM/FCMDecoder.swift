/// FCM's documents: an HTTP v1 request body (`{"message": ..., "validate_only": ...}`), a bare
/// v1 `Message` (`{"data": {...}}` alone is one, a data message), the data map Synerise's
/// Android payload travels in (`{"data": ...}` or the map itself, whose every value is a
/// string), and the legacy HTTP API's bodies, refused.
///
/// A data map whose issuer is Synerise is Synerise's, read on by the Synerise checks; the
/// message around it is checked as FCM checks it.
enum FCMDecoder: VendorDecoder {
    /// What recognising a document found.
    enum Claim {
        /// The Android data map itself or under `data`: Synerise's Android forms.
        case dataMap(JSONValue)
        /// An HTTP v1 `Message`: the request's `message`, or the document itself.
        case message(JSONValue, isRequest: Bool)
        /// A legacy HTTP API body (`to`, `registration_ids`), with its data map if any.
        case legacy(JSONValue?)
    }

    static func claim(_ root: JSONValue, in context: DecodingContext) -> Claim? {
        // An apns-push-type given by the sender says the document is an APNs body, whatever
        // its keys; so does a top-level `aps`.
        guard root.kind == .object, !context.hasAPS, context.options.pushType == nil else { return nil }
        let keys = context.rootKeys
        if keys.mayHave("message"), let message = keys.member(of: root, "message") {
            return .message(message, isRequest: true)
        }
        if keys.mayHave("to") || keys.mayHave("registration_ids"),
            keys.member(of: root, "to") != nil || keys.member(of: root, "registration_ids") != nil
        {
            return .legacy(keys.member(of: root, "data").flatMap { $0.kind == .object ? $0 : nil })
        }
        if isBareMessage(root, keys: keys) { return .message(root, isRequest: false) }
        if keys.mayHave("data"), let data = keys.member(of: root, "data"), data.kind == .object {
            // `{"data": {...}}` is a bare v1 `Message` with data alone (the reference's Message:
            // every field optional but the target, which a sender adds) unless its issuer names
            // Synerise, whose Android payload it then is; with a member no Message has beside
            // `data`, it is neither, and stays the data map it always was.
            if !Synerise.Issuer(data).namesSynerise, isMessageFields(root) { return .message(root, isRequest: false) }
            return .dataMap(data)
        }
        if keys.mayHave("issuer"), keys.mayHave("content"), root[member: "issuer"] != nil,
            root[member: "content"]?.kind == .string
        {
            return .dataMap(root)
        }
        return nil
    }

    /// Whether `root` is a bare v1 `Message`: it has a target, or a platform block, or
    /// `notification` or `fcm_options` as objects, by their own keys.
    static func isBareMessage(_ root: JSONValue, keys: MemberIndex) -> Bool {
        for key: StaticString in ["token", "topic", "condition", "fid"] where keys.mayHave(key) {
            if keys.member(of: root, key)?.kind == .string { return true }
        }
        for key: StaticString in ["android", "webpush", "apns", "fcm_options", "fcmOptions", "notification"]
        where keys.mayHave(key) {
            if keys.member(of: root, key)?.kind == .object { return true }
        }
        return false
    }

    /// Whether every member of the object `root` is a field of a v1 `Message`, under either
    /// of its names.
    static func isMessageFields(_ root: JSONValue) -> Bool {
        root.memberSequence.allSatisfy { FCMObjectSchema.message.field(named: $0.key) != nil }
    }

    static func decode(_ root: JSONValue, _ claim: Claim, in context: inout DecodingContext) -> Payload? {
        context.facts.platform = .android
        switch claim {
        case .dataMap(let envelope):
            // Sent as the data of a v1 message (prepare writes it in), the map is refused for a
            // key FCM reserves, as the same map in a message is.
            checkDataKeys(envelope, in: &context.checker)
            return decodeAndroid(envelope, in: &context)
        case .legacy(let data):
            let place = root[member: "to"] ?? root[member: "registration_ids"] ?? root
            context.checker.emit(
                .fcmLegacyAPI, at: place,
                "the legacy FCM HTTP API (fcm.googleapis.com/fcm/send, with \"to\" or \"registration_ids\") was "
                    + "switched off in July 2024 and refuses every request; send each token its own HTTP v1 request "
                    + "to https://fcm.googleapis.com/v1/projects/PROJECT/messages:send with the body "
                    + "{\"message\": {\"token\": ..., \"data\": {...}}} (a topic as \"topic\", a condition as "
                    + "\"condition\")")
            context.facts.vendor = .fcm
            context.facts.kind = .fcmLegacy
            guard let data else { return nil }
            return decodeAndroid(data, in: &context)
        case .message(let message, let isRequest):
            return decodeMessage(root, message, isRequest: isRequest, in: &context)
        }
    }

    /// ``androidEnvelope(_:hasAPS:pushType:)``'s data map, as recognised before the v1
    /// message was: kept for the callers that look the map up without a context.
    static func androidEnvelope(_ root: JSONValue, hasAPS: Bool, pushType: APNsPushType?) -> JSONValue? {
        guard !hasAPS, pushType == nil else { return nil }
        if let data = root[member: "message"]?[member: "data"], data.kind == .object { return data }
        if let data = root[member: "data"], data.kind == .object { return data }
        if root[member: "issuer"] != nil, root[member: "content"]?.kind == .string { return root }
        return nil
    }

    /// Checks that every value of the data map `envelope` is a string and, when its issuer
    /// is Synerise, decodes it as Synerise's Android payload.
    static func decodeAndroid(_ envelope: JSONValue, in context: inout DecodingContext) -> Payload? {
        checkStringMap(envelope, name: "data message", in: &context.checker)
        return decodeSynerise(envelope, in: &context)
    }

    /// The Synerise payload in the data map `envelope`, when its issuer is Synerise.
    static func decodeSynerise(_ envelope: JSONValue, in context: inout DecodingContext) -> Payload? {
        guard Synerise.Issuer.isSynerise(envelope, in: &context.checker) else { return nil }
        context.facts.vendor = .synerise
        context.checker.checkTypos(envelope, known: WireKeys.syneriseData.known, owner: "the data message")
        var content: JSONValue?
        var scope = context.checker.scope
        let isEncrypted = Synerise.Decoder.isEncrypted(envelope)
        if let value = envelope[member: "content"], !isEncrypted {
            if value.kind == .string {
                (content, scope) = context.readEmbedded(value)
            } else if value.kind == .object {
                content = value
            }
        }
        return Synerise.Decoder.payload(
            envelope: envelope, content: content, contentScope: scope, platform: .android, aps: nil,
            facts: &context.facts, isEncrypted: isEncrypted, in: &context.checker
        ).map(Payload.synerise)
    }

    /// Reports every value of the string map `map` that is not a string.
    static func checkStringMap(_ map: JSONValue, name: String, in checker: inout Checker) {
        for member in map.memberSequence where member.value.kind != .string {
            checker.emit(
                .fcmDataNotString, at: member.value,
                "every value in an FCM \(name) is a string; \(JSONText.quoted(member.key)) is \(checker.describe(member.value))"
            )
        }
    }
}
