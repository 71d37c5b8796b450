/// FCM's data message: the envelope an Android payload travels in (`{"message":{"data":...}}`,
/// `{"data":...}`, or the data map itself), whose every value is a string. The document
/// inside is the vendor's (today Synerise's), read on from there.
enum FCMDecoder: VendorDecoder {
    static func claim(_ root: JSONValue, in context: DecodingContext) -> JSONValue? {
        guard root.kind == .object else { return nil }
        return androidEnvelope(root, hasAPS: context.hasAPS, pushType: context.options.pushType)
    }

    static func decode(_ root: JSONValue, _ envelope: JSONValue, in context: inout DecodingContext) -> Payload? {
        context.facts.platform = .android
        return decodeAndroid(envelope, in: &context)
    }

    /// The FCM data map, when the document is an Android (FCM) payload; `hasAPS` is
    /// whether `root` has an `aps` key.
    static func androidEnvelope(_ root: JSONValue, hasAPS: Bool, pushType: APNsPushType?) -> JSONValue? {
        // An apns-push-type given by the sender says the document is an APNs body, whatever
        // its keys: a top-level `data` is then the app's own key, not an FCM data map.
        guard !hasAPS, pushType == nil else { return nil }
        if let data = root[member: "message"]?[member: "data"], data.kind == .object { return data }
        if let data = root[member: "data"], data.kind == .object { return data }
        if root[member: "issuer"] != nil, root[member: "content"]?.kind == .string { return root }
        return nil
    }

    static func decodeAndroid(_ envelope: JSONValue, in context: inout DecodingContext) -> Payload? {
        for member in envelope.memberSequence where member.value.kind != .string {
            context.checker.emit(
                .fcmDataNotString, at: member.value,
                "every value in an FCM data message is a string; \(JSONText.quoted(member.key)) is \(context.checker.describe(member.value))"
            )
        }
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
}
