extension KeyDomain {
    static let synerise = KeyDomain(invalidType: .syneriseInvalidType, missingKey: .syneriseMissingKey)
}

extension Synerise {
    /// Synerise's envelope and content, reached from ``APNsDecoder`` (iOS) and ``FCMDecoder``
    /// (Android): the simple push, rich media, banners, walkthroughs and silent commands, and
    /// their rules. Static functions that report through the shared ``Checker``.
    enum Decoder {}
}

extension Synerise.Decoder {
    static let encryptionKeys = ["content-encryption", "content-encryption-key", "content-encryption-failure"]
    /// The envelope keys an encrypted payload's model reads; the rest (the encryption
    /// members and the encrypted `content`) is kept as written in ``SynerisePayload/extra``.
    static let encryptedModeledKeys: [String] = ["aps", "issuer", "message-type", "content-type"]

    /// What an encrypted payload keeps unread: the encryption members and `content` (in
    /// that order, the canonical one), then the unknown keys in their order, and a
    /// `content-type` that is no string (the model holds none) among them as written.
    static func encryptedExtra(_ envelope: JSONValue) -> JSONObject {
        let unread = encryptionKeys + ["content"]
        var extra = JSONObject()
        for key in unread { extra[key] = envelope[key].map(JSONTree.init) }
        let modelled =
            envelope[member: "content-type"].map { $0.kind == .string } ?? true
            ? encryptedModeledKeys : encryptedModeledKeys.filter { $0 != "content-type" }
        extra.members += JSONObject(envelope, excluding: modelled + unread).members
        return extra
    }

    /// ``isEncrypted(_:)`` of an envelope whose keys `keys` holds (``JSONValue/memberIndex()``):
    /// when no key has the bit of one of the three encryption keys (most payloads), none of
    /// them is there, and the members are not walked.
    static func isEncrypted(_ envelope: JSONValue, keys: MemberIndex) -> Bool {
        guard
            keys.mayHave("content-encryption") || keys.mayHave("content-encryption-key")
                || keys.mayHave("content-encryption-failure")
        else { return false }
        return isEncrypted(envelope)
    }

    /// Whether `envelope` has one of ``encryptionKeys``, the same as looking each up,
    /// in one pass over its keys.
    static func isEncrypted(_ envelope: JSONValue) -> Bool {
        envelope.hasKey { key in
            // Every encryption key is at least "content-encryption" long (18 bytes).
            guard key.count >= 18 else { return false }
            return JSONValue.bytesEqual("content-encryption", key)
                || JSONValue.bytesEqual("content-encryption-key", key)
                || JSONValue.bytesEqual("content-encryption-failure", key)
        }
    }

    /// The members of an `action` object the model has no place for.
    static func actionExtra(_ value: JSONValue?) -> JSONObject {
        guard let value, value.kind == .object else { return JSONObject() }
        return JSONObject(value, excluding: WireKeys.action.modelled)
    }

    /// How the Android data map `envelope` sits in its document: bare, under `data`, or
    /// under `message.data`, with the wrapper's other members.
    ///
    /// Told by the look-ups that found it (``FCMDecoder/androidEnvelope(_:hasAPS:pushType:)``),
    /// not by its pointer: a pointer is a `String` for each of its tokens.
    static func fcmWrapper(of envelope: JSONValue) -> Synerise.FCMWrapper {
        // The root itself, or a value the look-ups below cannot find: bare.
        guard envelope.index != 0 else { return .bare }
        let root = envelope.document.root
        if root[member: "data"]?.index == envelope.index {
            return .data(siblings: JSONObject(root, excluding: ["data"]))
        }
        guard let message = root[member: "message"], message[member: "data"]?.index == envelope.index else {
            return .bare
        }
        return .message(
            members: JSONObject(message, excluding: ["data"]), siblings: JSONObject(root, excluding: ["message"]))
    }

    /// Checks a Synerise push whose top level (iOS) or data map (Android) is `envelope`
    /// and whose content, already read, is `content` (`nil` when it could not be read).
    ///
    /// `isEncrypted` is ``isEncrypted(_:)`` of `envelope` when the caller has told it
    /// already (a walk of the envelope's keys), `nil` to have it told here.
    static func payload(
        envelope: JSONValue, content: JSONValue?, contentScope: Scope, platform: Platform, aps: APS?,
        facts: inout PayloadFacts, isEncrypted: Bool? = nil, in checker: inout Checker
    ) -> SynerisePayload? {
        let messageType = Self.messageType(envelope, in: &checker)
        let contentTypeValue = checker.member(
            envelope, "content-type", .synerise, required: false, owner: "the payload")
        if isEncrypted ?? Self.isEncrypted(envelope) {
            let marker = Self.encryptionKeys.lazy.compactMap { envelope[$0] }.first!
            checker.emit(.syneriseEncrypted, at: marker, "an encrypted push: its content is not read or checked")
            facts.kind = .syneriseEncrypted
            return messageType.map {
                SynerisePayload(
                    platform: platform, aps: aps, messageType: $0,
                    content: .encrypted(contentType: contentTypeValue?.string),
                    extra: Self.encryptedExtra(envelope),
                    fcmWrapper: platform == .android ? Self.fcmWrapper(of: envelope) : .bare)
            }
        }
        guard let contentTypeValue else {
            checker.emit(.syneriseMissingKey, at: envelope, "the payload is missing the required key \"content-type\"")
            return nil
        }
        guard checker.expect(contentTypeValue, .string, "\"content-type\"", .synerise) != nil else { return nil }
        let known = ["simple-push", "template-banner", "silent-command", "silent-sdk-command", "in-app-test"]
        // Compared over the bytes (the content types are ASCII): a known one is then its
        // literal, and only an unknown one is made into a string.
        guard let knownIndex = Self.contentTypes.firstIndex(where: { contentTypeValue.isText($0) }) else {
            let contentType = contentTypeValue.string ?? ""
            let hint = KeySpelling.nearMiss(contentType, in: Set(known))
            checker.emit(
                .syneriseContentType, at: contentTypeValue,
                "unknown content-type \(JSONText.quoted(contentType))"
                    + (hint.map { "; did you mean \(JSONText.quoted($0))?" }
                        ?? "; Synerise sends simple-push, template-banner, silent-command, silent-sdk-command or in-app-test")
            )
            return nil
        }
        let contentType = known[knownIndex]
        if contentType == "in-app-test" {
            facts.kind = .syneriseInAppTest
            checker.emit(
                .syneriseInAppTest, at: contentTypeValue,
                "in-app-test is accepted; its content shape is not public, so the content is not checked")
            return messageType.map {
                SynerisePayload(
                    platform: platform, aps: aps, messageType: $0, content: .inAppTest(content.map(JSONTree.init)),
                    extra: JSONObject(envelope, excluding: WireKeys.syneriseEnvelope.modelled),
                    fcmWrapper: platform == .android ? Self.fcmWrapper(of: envelope) : .bare)
            }
        }
        guard let content else {
            if envelope[member: "content"] == nil {
                checker.emit(.syneriseMissingKey, at: envelope, "the payload is missing the required key \"content\"")
            }
            return nil
        }
        let decoded: SynerisePayload.Content? = checker.within(contentScope) { checker in
            guard checker.expect(content, .object, "\"content\"", .synerise) != nil else { return nil }
            switch contentType {
            case "simple-push":
                facts.kind = .syneriseSimplePush
                return Self.simplePush(content, platform: platform, aps: aps, facts: &facts, in: &checker)
                    .map(SynerisePayload.Content.simplePush)
            case "template-banner":
                facts.kind = .syneriseTemplateBanner
                return Self.banner(content, facts: &facts, in: &checker).map(SynerisePayload.Content.templateBanner)
            case "silent-command":
                facts.kind = .syneriseSilentCommand
                return Self.command(content, in: &checker).map(SynerisePayload.Content.silentCommand)
            default:
                facts.kind = .syneriseSilentSDKCommand
                return Self.sdkCommand(content, in: &checker).map(SynerisePayload.Content.silentSDKCommand)
            }
        }
        if contentType == "template-banner" {
            checker.emit(
                .syneriseBannerDeprecated, at: contentTypeValue,
                "template banners were removed in Android SDK 6 and iOS SDK 5 in favour of in-app messages: only apps on older SDKs show this one"
            )
        }
        if platform == .ios, contentType != "simple-push", aps?.contentAvailable != true,
            let apsValue = envelope[member: "aps"],
            apsValue.kind == .object
        {
            let flag = apsValue[member: "content-available"]
            checker.emit(
                .syneriseNeedsContentAvailable, at: flag ?? apsValue,
                "a \(contentType) is delivered silently and needs \"content-available\": 1 in aps, or the app never receives it"
            )
        }
        guard let messageType, let decoded else { return nil }
        var contentExtra = JSONObject()
        if case .silentSDKCommand = decoded {
            contentExtra = JSONObject(content, excluding: ["class_name", "method_name"])
        }
        return SynerisePayload(
            platform: platform, aps: aps, messageType: messageType, content: decoded,
            extra: JSONObject(envelope, excluding: WireKeys.syneriseEnvelope.modelled), contentExtra: contentExtra,
            fcmWrapper: platform == .android ? Self.fcmWrapper(of: envelope) : .bare)
    }

    /// The `content-type` values the SDKs know, as static strings to compare bytes with.
    private static let contentTypes: [StaticString] = [
        "simple-push", "template-banner", "silent-command", "silent-sdk-command", "in-app-test",
    ]

    private static func messageType(_ envelope: JSONValue, in checker: inout Checker) -> SynerisePayload.MessageType? {
        guard let text = checker.modelText(envelope, "message-type", .synerise, required: true, owner: "the payload"),
            let value = text.value
        else { return nil }
        // Compared over the bytes (the values are ASCII); a string only for a message.
        if value.isText("dynamic-content") { return .dynamicContent }
        if value.isText("static-content") { return .staticContent }
        checker.emit(
            .syneriseMessageType, at: value,
            "unknown message-type \(JSONText.quoted(text.string)); use dynamic-content or static-content")
        return nil
    }

    // MARK: Campaign

    static func campaign(_ parent: some MemberLookup, owner: String, in checker: inout Checker) -> Synerise.Campaign? {
        guard let value = checker.object(parent, "campaign", .synerise, required: true, owner: owner) else {
            return nil
        }
        // Its keys, read in the typo check's walk, rule out most absent ones at once.
        let members = checker.checkingTypos(in: value, known: WireKeys.campaign.known, owner: "campaign")
        let variant = checker.integer(members, "variant_id", .synerise, required: true, owner: "campaign")?.0
        // The texts are kept as views of the document, made into strings only when read.
        let hash = checker.modelText(members, "hash_id", .synerise, required: true, owner: "campaign")
        if let hash, !hash.withUTF8(UUIDText.isUUID), let hashValue = members[member: "hash_id"] {
            checker.emit(
                .syneriseHashIDFormat, at: hashValue,
                "campaign.hash_id \(JSONText.quoted(hash.string)) is not a UUID: the SDK sends it unchanged as the campaign of every event it tracks for this push, so a placeholder credits them to no campaign"
            )
        }
        let type = checker.modelText(members, "type", .synerise, owner: "campaign")
        let title = checker.modelText(members, "title", .synerise, owner: "campaign")
        let journey = checker.modelText(members, "journeyId", .synerise, owner: "campaign")
        let test = checker.bool(members, "testDelivery", .synerise, owner: "campaign")
        guard let variant, let hash else { return nil }
        return Synerise.Campaign(
            variantID: variant, hashID: hash, type: type, title: title, journeyID: journey, testDelivery: test,
            extra: JSONObject(value, excluding: WireKeys.campaign.modelled))
    }

    // MARK: Action

    static let actionTypes: Set<String> = ["OPEN_URL", "DEEP_LINKING", "OPEN_APP"]

    /// Reads an action object. Its type is compared and its link checked over the bytes of
    /// the document; the link stays a view of it in the model (``Synerise/HeldAction``),
    /// and a string is made only for a message.
    static func action(_ value: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Synerise.HeldAction?
    {
        guard value.kind == .object else {
            _ = checker.expect(value, .object, "\"action\"", .synerise)
            return nil
        }
        // An action has two or three members: its two keys are found by walking them,
        // which costs less than the typo walk's index (the look-ups of present keys). When
        // they are its only members (most actions), no key is unknown and the typo walk
        // would report nothing, so it is not made; otherwise it reports first, as it always has.
        let typeMember = value[member: "type"]
        let itemValue = value[member: "item"]
        if value.count != (typeMember == nil ? 0 : 1) + (itemValue == nil ? 0 : 1) {
            checker.checkTypos(value, known: WireKeys.action.known, owner: "action")
        }
        // `type` is required and a string, reported as ``Checker/modelText(_:_:_:required:owner:)``
        // reports it, on the member looked up above.
        guard let typeValue = typeMember else {
            checker.emit(KeyDomain.synerise.missingKey, at: value, "the action is missing the required key \"type\"")
            return nil
        }
        guard typeValue.kind == .string else {
            _ = checker.expect(typeValue, .string, "\"type\"", .synerise)
            return nil
        }
        let item = itemValue.flatMap { checker.expect($0, .string, "\"item\"", .synerise) }.map(ModelText.init(view:))
        let actionType = Self.actionType(typeValue)
        let isOpenURL = actionType == .openURL
        let isOpenApp = actionType == .openApp
        let isDeepLink = actionType == .deepLinking
        // The item's bytes are read once for every check the type needs: an item written
        // with escapes (`https:\/\/...`) is decoded once, not once for each check.
        let scan = item?.withUTF8 { bytes in
            let isURI = isDeepLink && LinkCheck.isURI(bytes)
            return (
                scheme: LinkCheck.dangerousScheme(bytes),
                httpPrefix: isOpenURL ? LinkCheck.absoluteHTTPPrefix(bytes) : 0, isURI: isURI,
                hasSpace: isDeepLink && !isURI && bytes.contains(where: { $0 <= 0x20 })
            )
        }
        if let itemValue, let scheme = scan?.scheme {
            checker.emit(
                .urlDangerousScheme, at: itemValue,
                "\(scheme): URLs run code or read local data; never send them in an action")
            return nil
        }
        if isOpenApp {
            if let itemValue {
                checker.emit(.syneriseActionUnexpectedItem, at: itemValue, "OPEN_APP ignores \"item\"; remove it")
            }
            facts.features.insert(.openApp)
            return .openApp
        } else if isOpenURL || isDeepLink {
            let type = isOpenURL ? "OPEN_URL" : "DEEP_LINKING"
            guard let item, let scan, !item.isEmpty else {
                if let itemValue, itemValue.kind == .string {
                    checker.emit(.syneriseActionMissingItem, at: itemValue, "\(type) needs a non-empty \"item\"")
                } else if itemValue == nil {
                    checker.emit(
                        .syneriseActionMissingItem, at: value,
                        "\(type) needs an \"item\" (\(isOpenURL ? "the URL to open" : "the deep link"))")
                }
                return nil
            }
            if isOpenURL {
                // The SDKs hand OPEN_URL to the system (UIApplication.open on iOS): an
                // absolute URL of another scheme still opens whatever app claims it, while
                // one without a scheme opens nothing.
                if scan.httpPrefix == 0 {
                    let item = item.string
                    let opens =
                        LinkCheck.effectiveScheme(item) != nil
                        && !item.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F })
                    guard opens else {
                        checker.emit(
                            .syneriseOpenURLScheme, at: itemValue!,
                            "OPEN_URL needs an absolute URL, not \(JSONText.quoted(item)): without a scheme the system opens nothing"
                        )
                        return nil
                    }
                    checker.emit(
                        .syneriseOpenURLScheme, .warning, at: itemValue!,
                        "OPEN_URL is for web links: \(JSONText.quoted(item)) opens only where an app claims its scheme; use DEEP_LINKING for links into the app"
                    )
                }
                facts.features.insert(.openURL)
                return .openURL(item)
            }
            facts.features.insert(.deepLink)
            if scan.isURI { return .deepLinkURI(item) }
            if scan.hasSpace {
                checker.emit(
                    .urlInvalid, at: itemValue!,
                    "the deep link \(JSONText.quoted(item.string)) contains spaces or control characters")
                return nil
            }
            return .deepLinkKey(item)
        } else {
            let type = typeValue.string ?? ""
            if let fix = KeySpelling.nearMiss(type, in: Self.actionTypes) {
                checker.emit(
                    .syneriseActionMisspelled, at: typeValue,
                    "unknown action type \(JSONText.quoted(type)); write \(JSONText.quoted(fix))")
            } else {
                checker.emit(
                    .syneriseActionType, at: typeValue,
                    "unknown action type \(JSONText.quoted(type)); use OPEN_URL, DEEP_LINKING or OPEN_APP")
            }
            return nil
        }
    }

    /// The action types the SDKs know, and any other text.
    enum ActionType {
        case openURL, openApp, deepLinking, other
    }

    /// The action type the string `value` names, compared as ``JSONValue/isText(_:)``
    /// compares: a type written without escapes (every one the SDKs send) is told on
    /// its bytes by its length and a word or two, not one byte at a time for each type.
    static func actionType(_ value: JSONValue) -> ActionType {
        let node = value.node
        guard node.kind == .string, node.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 else {
            if value.isText("OPEN_URL") { return .openURL }
            if value.isText("OPEN_APP") { return .openApp }
            return value.isText("DEEP_LINKING") ? .deepLinking : .other
        }
        let body = value.document.body(of: node)
        guard let base = body.baseAddress else { return .other }
        @inline(__always) func same(_ literal: StaticString, at offset: Int) -> Bool {
            ByteWord.load(base, at: offset) == ByteWord.load(literal.utf8Start, at: offset)
        }
        switch body.count {
        case 8: return same("OPEN_URL", at: 0) ? .openURL : same("OPEN_APP", at: 0) ? .openApp : .other
        case 12: return same("DEEP_LINKING", at: 0) && same("DEEP_LINKING", at: 4) ? .deepLinking : .other
        default: return .other
        }
    }

    // MARK: URLs

    /// Checks a Synerise image URL: absolute, https (``Checker/checkHTTPSImageURL(_:_:)``), and a
    /// format Synerise recommends.
    static func checkImageURL(_ value: JSONValue, _ text: String, in checker: inout Checker) {
        guard checker.checkHTTPSImageURL(value, text) else { return }
        // A `.jpg`, `.jpeg` or `.png` URL (most) is told on the bytes, no extension made.
        if LinkCheck.withUTF8(text, LinkCheck.hasJPEGOrPNGExtension) { return }
        Self.checkImageFormat(value, LinkCheck.pathExtension(text), in: &checker)
    }

    /// ``checkImageURL(_:_:in:)`` over a model text's bytes in place: the text is made into
    /// a string only for a message.
    static func checkImageURL(_ value: JSONValue, _ text: ModelText, in checker: inout Checker) {
        guard checker.checkHTTPSImageURL(value, text) else { return }
        if text.withUTF8(LinkCheck.hasJPEGOrPNGExtension) { return }
        Self.checkImageFormat(value, text.withUTF8(LinkCheck.pathExtension), in: &checker)
    }

    /// The format half of ``checkImageURL(_:_:in:)``: `ext` is the URL's path extension.
    private static func checkImageFormat(_ value: JSONValue, _ ext: String?, in checker: inout Checker) {
        // The iOS SDK keeps a downloaded image only when the response's MIME type is
        // image/jpeg or image/png: the URL's extension does not decide, so a URL without
        // one is only a hint, and an extension naming another format is a warning.
        guard let ext else {
            checker.emit(
                .syneriseImageFormat, .info, at: value,
                "this image URL has no file extension: the SDK shows it only if the server answers with image/jpeg or image/png"
            )
            return
        }
        if ext != "jpg" && ext != "jpeg" && ext != "png" {
            checker.emit(
                .syneriseImageFormat, at: value,
                "the SDK shows JPEG and PNG images only; this URL ends in .\(ext)")
        }
    }
}
