/// FCM's data message: the envelope an Android payload travels in (`{"message":{"data":...}}`,
/// `{"data":...}`, or the data map itself), whose every value is a string. The document
/// inside is the vendor's (today Synerise's), read on from there.
enum FCMDecoder: VendorDecoder {
    static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> JSONValue? {
        guard root.kind == .object else { return nil }
        return androidEnvelope(root, hasAPS: decoder.rootAPS != nil, pushType: decoder.options.pushType)
    }

    static func decode(_ root: JSONValue, _ envelope: JSONValue, in decoder: inout PayloadDecoder) -> Payload? {
        decoder.facts.platform = .android
        return decodeAndroid(envelope, in: &decoder)
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

    static func decodeAndroid(_ envelope: JSONValue, in decoder: inout PayloadDecoder) -> Payload? {
        for member in envelope.memberSequence where member.value.kind != .string {
            decoder.checker.emit(
                .fcmDataNotString, at: member.value,
                "every value in an FCM data message is a string; \(JSONText.quoted(member.key)) is \(decoder.checker.describe(member.value))"
            )
        }
        guard Synerise.Issuer.isSynerise(envelope, in: &decoder) else { return nil }
        decoder.facts.vendor = .synerise
        decoder.checker.checkTypos(envelope, known: WireKeys.syneriseData.known, owner: "the data message")
        var content: JSONValue?
        var scope = decoder.checker.scope
        let isEncrypted = Checker.isEncrypted(envelope)
        if let value = envelope[member: "content"], !isEncrypted {
            if value.kind == .string {
                (content, scope) = decoder.readEmbedded(value)
            } else if value.kind == .object {
                content = value
            }
        }
        return decoder.checker.decodeSynerise(
            envelope: envelope, content: content, contentScope: scope, platform: .android, aps: nil,
            facts: &decoder.facts, isEncrypted: isEncrypted
        ).map(Payload.synerise)
    }
}
