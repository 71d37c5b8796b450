extension KeyDomain {
    static let cordial = KeyDomain(invalidType: .cordialInvalidType, missingKey: .cordialInvalidType)
}

extension Cordial {
    /// Cordial's keys on top of an APNs payload, reached from ``APNsDecoder`` when the
    /// payload has Cordial's markers: the deep link, media, in-app message and inbox, and
    /// their rules. Static functions that report through the shared ``Checker``.
    enum Decoder {}
}

extension Cordial.Decoder {
    // MARK: Recognition

    /// Whether a top-level object is meant as a Cordial push.
    ///
    /// The SDK itself recognises a push by a top-level **string** `mcID`. pushkit also
    /// recognises the payloads that try to be Cordial's and fail, so that it can say why:
    /// an `mcID` of another type or case (`mcId`), the legacy
    /// `system.messageAttribution.mcID` or `system.deepLink`, a `system.iam` or
    /// `system.inbox` trigger, the legacy top-level `in-app` form, or the Cordial
    /// carousel category.
    ///
    /// `aps` is `root`'s `aps`, if any; `keys` is the ``MemberIndex`` of `root` and
    /// `apsKeys` that of `aps` (an empty index without one): the markers a payload lacks
    /// (most payloads lack all of them) are ruled out by their bits, without walking the
    /// top level or `aps` for each.
    static func hasMarkers(_ root: JSONValue, aps: JSONValue?, keys: MemberIndex, apsKeys: MemberIndex) -> Bool {
        guard root.kind == .object else { return false }
        if keys.mayHave(ignoringCase: "mcid"),
            root.hasKey(where: { JSONValue.equalsIgnoringASCIICase($0, "mcid") })
        {
            return true
        }
        if keys.member(of: root, "in-app") != nil { return true }
        if let system = keys.member(of: root, "system"), system.kind == .object,
            system[member: "iam"] != nil || system[member: "inbox"] != nil || system[member: "deepLink"] != nil
                || system[member: "messageAttribution"]?[member: "mcID"] != nil
        {
            return true
        }
        guard let aps else { return false }
        return apsKeys.member(of: aps, "category")?.string == Cordial.Carousel.category
    }

    /// Whether the payload carries a silent Cordial trigger (`system.iam` or
    /// `system.inbox` object): such a push legitimately combines `content-available: 1`
    /// with an alert, so that the app is woken to fetch the message while the alert shows.
    static func hasTrigger(_ root: JSONValue) -> Bool {
        guard let system = root[member: "system"] else { return false }
        return system[member: "iam"]?.kind == .object || system[member: "inbox"]?.kind == .object
    }

    // MARK: Payload

    /// Checks a Cordial push whose top level is `root` and whose `aps`, already
    /// decoded, is `aps`; `now` (seconds since 1970) is the clock for expiry, if any.
    ///
    /// Returns the typed payload (members it does not model kept in its `extra` parts),
    /// or `nil` when there is no top-level string `mcID` (the SDK then does not treat the
    /// push as Cordial's).
    static func payload(_ root: JSONValue, aps: APS?, now: Int64?, facts: inout PayloadFacts, in checker: inout Checker)
        -> CordialPayload?
    {
        facts.vendor = .cordial
        // The legacy in-app keys are known beside a top-level `in-app`: asked only of the
        // few unknown keys that could be reported.
        let keys = Self.checkKeys(root, known: WireKeys.cordial.known, owner: "the payload", in: &checker) { key in
            WireKeys.cordialLegacyInApp.known.contains(key) && root[member: "in-app"] != nil
        }
        // Every later look-up on the top level reads the index that walk made.
        let top = TypoCheckedObject(root, walked: keys)
        let hasLegacyInApp = top[member: "in-app"] != nil
        let mcID = Self.mcID(top, in: &checker)
        if let mcID, mcID.isEmpty, let value = top[member: "mcID"] {
            // An empty string still passes the SDK's `as? String`: the push is Cordial's and
            // the tap and later events are attributed to "" (PushNotificationHelper.swift);
            // an in-app message or inbox is fetched by mcID, so nothing can be.
            let system = top[member: "system"]
            let fetches = system?[member: "iam"] != nil || system?[member: "inbox"] != nil
            checker.emit(
                .cordialMcIDEmpty, fetches ? .error : .warning, at: value,
                "mcID is empty: the push counts as Cordial's, but "
                    + (fetches
                        ? "no in-app message or inbox message can be fetched by an empty id"
                        : "every event is attributed to an empty message id"))
        }

        // system: the silent triggers and the legacy keys.
        var inAppMessage: Cordial.InAppMessage?
        var inbox: Cordial.Inbox?
        var systemExtra = JSONObject()
        var hasTriggerKey = false
        // The keys modelled, bits of ``modelled`` (`aps` and `mcID` to start with):
        // a mask set by hand, not a search of the list by each key's string.
        var modelled: UInt64 = 0b11
        if let system = top[member: "system"], checker.expect(system, .object, "\"system\"", .cordial) != nil {
            modelled |= 1 << 2  // system
            let systemKeys = TypoCheckedObject(
                system,
                walked: Self.checkKeys(
                    system, known: WireKeys.cordialSystem.known, ignored: WireKeys.cordialLegacySystem.known,
                    owner: "system", in: &checker))
            if let value = systemKeys[member: "iam"] {
                hasTriggerKey = true
                inAppMessage = Self.inAppMessage(value, now: now, in: &checker)
            }
            if let value = systemKeys[member: "inbox"] {
                hasTriggerKey = true
                inbox = Self.inbox(value, in: &checker)
            }
            if let legacy = systemKeys[member: "deepLink"], top[member: "deepLink"] == nil {
                checker.emit(
                    .cordialLegacyDeepLink, at: legacy,
                    "system.deepLink is ignored since SDK 4.4.0; move the object to a top-level \"deepLink\"")
            }
            var systemModelled: UInt64 = 0  // bits of ``systemModelled``
            if inAppMessage != nil { systemModelled |= 1 << 0 }
            if inbox != nil { systemModelled |= 1 << 1 }
            systemExtra = JSONObject(system, excluding: SelectedKeys(Self.systemModelled, mask: systemModelled))
            // A `system` the model holds nothing of (`{}`) stays in `extra` as written.
            if systemModelled == 0, systemExtra.isEmpty { modelled &= ~(1 << 2) }
        }
        if hasLegacyInApp, let legacy = top[member: "in-app"], !hasTriggerKey {
            // Cordial iOS SDK: read by 0.4.x only; commit 922cee04 (2020-06-18) removed it,
            // and since then only system.iam triggers an in-app message, so nothing is fetched.
            checker.emit(
                .cordialLegacyInApp, at: legacy,
                "the top-level \"in-app\" form is read by no SDK since mid-2020, so no in-app message is fetched; send \"system\": {\"iam\": {...}} with \"content-available\": 1 instead"
            )
        }

        let deepLink = top[member: "deepLink"].flatMap { Self.deepLink($0, in: &checker) }
        let media = Self.media(top, in: &checker)
        if deepLink != nil { modelled |= 1 << 3 }
        switch media {
        case .none: break
        case .image: modelled |= 1 << 4  // imageURL
        case .carousel(let carousel):
            modelled |= 1 << 5  // carousel
            if carousel.imageURL != nil { modelled |= 1 << 4 }
        }
        Self.checkRequirements(
            top, aps: aps, media: media, hasTrigger: inAppMessage != nil || inbox != nil, in: &checker)

        let apsValue = top[member: "aps"]
        if let aps, apsValue?.kind == .object, aps.contentAvailable, !aps.isVisible, !hasTriggerKey, !hasLegacyInApp {
            checker.emit(
                .cordialNoEffect, at: root,
                "a silent Cordial push needs \"system\": {\"iam\": {...}} or \"system\": {\"inbox\": {}}; without either the SDK does nothing with it"
            )
        }

        facts.kind = Self.kind(
            visible: aps?.isVisible == true, media: media, inAppMessage: inAppMessage != nil, inbox: inbox != nil)
        if deepLink != nil { facts.features.insert(.deepLink) }
        switch media {
        case .none: break
        case .image: facts.features.insert(.image)
        case .carousel(let carousel):
            facts.features.insert(.carousel)
            if carousel.imageURL != nil { facts.features.insert(.image) }
        }
        if inAppMessage != nil { facts.features.insert(.inApp) }
        if inbox != nil { facts.features.insert(.inbox) }

        guard let mcID else { return nil }
        if aps == nil { modelled &= ~1 }
        return CordialPayload(
            aps: aps, mcID: mcID, deepLink: deepLink, media: media, inAppMessage: inAppMessage, inbox: inbox,
            systemExtra: systemExtra,
            // A bit is set only for a key that is there: as many bits as members means every
            // member is a modelled key, each once, and the empty object holds no view.
            extra: modelled.nonzeroBitCount == root.count
                ? JSONObject() : JSONObject(root, excluding: SelectedKeys(Self.modelled, mask: modelled)))
    }

    /// The top-level keys the Cordial model may hold, and those of `system`: what it
    /// modelled is chosen from these (``SelectedKeys``), so no list is made per payload;
    /// the decoders set their bits by position (the order matters).
    private static let modelled = ["aps", "mcID", "system", "deepLink", "imageURL", "carousel"]
    private static let systemModelled = ["iam", "inbox"]
    private static let deepLinkModelled = ["url", "vanityUrl", "fallbackUrl"]

    /// The primary kind of a Cordial push.
    ///
    /// A visible push (alert, badge or sound) is `cordial.carousel` when it has a
    /// carousel, else `cordial.image` when it has an image, else `cordial.alert`: what
    /// the user sees comes first. A silent push is `cordial.in-app` when it triggers an
    /// in-app message (`system.iam`: the pre-2020 top-level form triggers nothing), else
    /// `cordial.inbox` when it triggers the inbox, else `unknown`. The other parts are
    /// listed in the classification's features.
    static func kind(visible: Bool, media: Cordial.Media, inAppMessage: Bool, inbox: Bool) -> PayloadKind {
        if visible {
            switch media {
            case .carousel: return .cordialCarousel
            case .image: return .cordialImage
            case .none: return .cordialAlert
            }
        }
        if inAppMessage { return .cordialInApp }
        if inbox { return .cordialInbox }
        return .unknown
    }

    // MARK: mcID

    /// The top-level string `mcID`, kept as a view of the document (``ModelText``).
    private static func mcID(_ top: TypoCheckedObject, in checker: inout Checker) -> ModelText? {
        let root = top.object
        if let value = top[member: "mcID"] {
            if value.kind == .string { return ModelText(view: value) }
            checker.emit(
                .cordialMcIDType, at: value,
                "\"mcID\" must be a string, not \(checker.describe(value)); the SDK does not recognise the push as Cordial's otherwise"
            )
            return nil
        }
        // A case slip (`mcId`) is reported by the key check.
        if root.members.contains(where: { $0.key.lowercased() == "mcid" }) { return nil }
        if let legacy = top[member: "system"]?[member: "messageAttribution"]?[member: "mcID"] {
            checker.emit(
                .cordialLegacyMcID, at: legacy,
                "mcID only at system.messageAttribution.mcID is ignored since SDK 4.4.0; write it as a top-level string \"mcID\""
            )
            return nil
        }
        checker.emit(
            .cordialMcIDMissing, at: root,
            "a Cordial push needs a top-level string \"mcID\"; without it the SDK does not recognise the push, and cannot fetch in-app or inbox content"
        )
        return nil
    }

    // MARK: Deep link

    private static func deepLink(_ value: JSONValue, in checker: inout Checker) -> Cordial.DeepLink? {
        switch value.kind {
        case .object:
            let object = TypoCheckedObject(
                value,
                walked: Self.checkKeys(value, known: WireKeys.cordialDeepLink.known, owner: "deepLink", in: &checker))
            var link = Cordial.DeepLink()
            link.urlText = Self.link(object, "url", in: &checker)
            link.vanityURLText = Self.link(object, "vanityUrl", in: &checker)
            link.fallbackURLText = Self.link(object, "fallbackUrl", in: &checker)
            var modelled: UInt64 = 0  // bits of ``deepLinkModelled``
            if link.urlText != nil { modelled |= 1 << 0 }
            if link.vanityURLText != nil { modelled |= 1 << 1 }
            if link.fallbackURLText != nil { modelled |= 1 << 2 }
            link.extra =
                modelled.nonzeroBitCount == value.count
                ? JSONObject()
                : JSONObject(value, excluding: SelectedKeys(Self.deepLinkModelled, mask: modelled))
            return link
        case .string:
            checker.emit(
                .cordialLegacyDeepLink, at: value,
                "a deepLink written as a string is ignored since SDK 4.4.2; write the object {\"url\": ..., \"vanityUrl\": ..., \"fallbackUrl\": ...}"
            )
            return nil
        default:
            checker.emit(
                .cordialInvalidType, at: value,
                "\"deepLink\" must be an object {\"url\", \"vanityUrl\", \"fallbackUrl\"}, not \(checker.describe(value))"
            )
            return nil
        }
    }

    /// The link `key` of `object`, checked, kept as a view of the document (``ModelText``):
    /// the checks read its bytes in place.
    private static func link(_ object: TypoCheckedObject, _ key: StaticString, in checker: inout Checker) -> ModelText?
    {
        guard let text = checker.modelText(object, key, .cordial, owner: "deepLink"), let value = text.value else {
            return nil
        }
        // The link's bytes read once (a link written with escapes is decoded once) for the
        // link check and for the bytes below.
        let (shape, found) = text.withUTF8 { bytes in
            // The SDK builds the link with URL(string:) (Helper/PushNotificationParserDeepLinks.swift),
            // which before iOS 17 returns nil for characters a URL must percent-encode.
            (Checker.linkShape(bytes), bytes.first(where: Self.needsPercentEncoding))
        }
        checker.reportLink(value, text, shape)
        if let byte = found {
            let shown =
                byte == UInt8(ascii: " ")
                ? "a space" : byte >= 0x80 ? "non-ASCII text" : JSONText.quoted(String(UnicodeScalar(byte)))
            checker.emit(
                .cordialDeepLinkURL, at: value,
                "deepLink.\(key) holds \(shown), which URL(string:) refuses before iOS 17: the tap opens nothing there; percent-encode it"
            )
        }
        return text
    }

    /// Bytes a URL must percent-encode that `URL(string:)` refused before iOS 17: the
    /// controls, space and DEL, every byte from 0x80 up, and `"` `<` `>` `\\` `^` `` ` ``
    /// `{` `|` `}`.
    ///
    /// Two masks of the ASCII bytes (0 to 63, 64 to 127) and one shift, not a switch over
    /// ranges (about 2 instructions a byte less than the switch's comparisons, which cost
    /// 320 instructions a payload on the benchmark's corpus), nor a search of a string's
    /// UTF-8 per byte (which cost about 330 instructions a byte of each link).
    @inline(__always)
    static func needsPercentEncoding(_ byte: UInt8) -> Bool {
        // Bit `b` of the first for byte `b` below 64: 0x00 to 0x20, `"`, `<`, `>`; bit
        // `b - 64` of the second for byte `b` from 64 to 127: `\\`, `^`, `` ` ``, `{`, `|`,
        // `}`, DEL. Literals, not static lets, so that no byte asks for a lazy global.
        let mask: UInt64 = byte & 0x40 == 0 ? 0x5000_0005_FFFF_FFFF : 0xB800_0001_5000_0000
        return byte >= 0x80 || mask >> UInt64(byte & 0x3F) & 1 != 0
    }

    // MARK: Media

    private static func media(_ root: TypoCheckedObject, in checker: inout Checker) -> Cordial.Media {
        var imageURL: String?
        if let (text, value) = checker.string(root, "imageURL", .cordial, owner: "the payload") {
            checker.checkHTTPSImageURL(value, text)
            imageURL = text
        }
        guard let list = checker.array(root, "carousel", .cordial, owner: "the payload") else {
            return imageURL.map { .image(url: $0) } ?? .none
        }
        var items: [Cordial.Carousel.Item] = []
        items.reserveCapacity(list.count)
        for element in list.elementSequence {
            if let item = Self.carouselItem(element, in: &checker) { items.append(item) }
        }
        if items.count < 2 {
            checker.emit(
                .cordialCarouselTooFew, at: list,
                "the carousel has \(items.count) usable item\(items.count == 1 ? "" : "s"); its swipe buttons need at least 2"
            )
        }
        return .carousel(Cordial.Carousel(items: items, imageURL: imageURL))
    }

    /// One carousel item, or `nil` when the SDK drops it (each reason reported).
    static func carouselItem(_ element: JSONValue, in checker: inout Checker) -> Cordial.Carousel.Item? {
        guard element.kind == .object else {
            checker.emit(
                .cordialCarouselItem, at: element,
                "a carousel item must be an object {\"imageURL\", \"deepLink\"}, not \(checker.describe(element)); the SDK drops it"
            )
            return nil
        }
        Self.checkKeys(element, known: WireKeys.cordialCarouselItem.known, owner: "the carousel item", in: &checker)
        var dropped = false
        for member in element.memberSequence where member.value.kind != .string {
            let hint =
                member.key == "deepLink" && member.value.kind == .object
                ? "; an item's deepLink is a plain URL string, not the object form" : ""
            checker.emit(
                .cordialCarouselItem, at: member.value,
                "carousel item value \(JSONText.quoted(member.key)) is \(checker.describe(member.value)); every value of an item must be a string, or the SDK silently drops the item\(hint)"
            )
            dropped = true
        }
        // Each link kept as a view of the document, made into a string only when read; the
        // checks read its bytes in place. Looked up once, for the required keys' test too.
        let image = element[member: "imageURL"]
        let link = element[member: "deepLink"]
        // The two required keys, each tested on its look-up above.
        if image == nil {
            checker.emit(
                .cordialCarouselItem, at: element,
                "the carousel item is missing \"imageURL\"; the SDK silently drops the item")
            dropped = true
        }
        if link == nil {
            checker.emit(
                .cordialCarouselItem, at: element,
                "the carousel item is missing \"deepLink\"; the SDK silently drops the item")
            dropped = true
        }
        let imageURL = image.flatMap { $0.kind == .string ? ModelText(view: $0) : nil }
        let deepLink = link.flatMap { $0.kind == .string ? ModelText(view: $0) : nil }
        if let image, let imageURL { checker.checkHTTPSImageURL(image, imageURL) }
        if let link, let deepLink { checker.checkLink(link, deepLink) }
        guard !dropped, let imageURL, let deepLink else { return nil }
        return Cordial.Carousel.Item(
            imageURL: imageURL, deepLink: deepLink,
            extra: JSONObject(element, excluding: WireKeys.cordialCarouselItem.known))
    }

    // MARK: What the extensions and triggers need

    private static func checkRequirements(
        _ root: TypoCheckedObject, aps: APS?, media: Cordial.Media, hasTrigger: Bool, in checker: inout Checker
    ) {
        guard let apsValue = root[member: "aps"], apsValue.kind == .object else { return }
        let hasImage: Bool
        let hasCarousel: Bool
        switch media {
        case .none: (hasImage, hasCarousel) = (false, false)
        case .image: (hasImage, hasCarousel) = (true, false)
        case .carousel(let carousel): (hasImage, hasCarousel) = (carousel.imageURL != nil, true)
        }
        if hasImage, aps?.mutableContent != true {
            checker.emit(
                .cordialImageMutableContent, at: apsValue[member: "mutable-content"] ?? apsValue,
                "imageURL needs \"mutable-content\": 1 in aps, or the notification service extension never runs and the image never shows"
            )
        }
        if hasCarousel, aps?.category != Cordial.Carousel.category {
            let categoryValue = apsValue[member: "category"]
            checker.emit(
                .cordialCarouselCategory, at: categoryValue ?? apsValue,
                "a carousel needs \"category\": \"\(Cordial.Carousel.category)\" in aps"
                    + (categoryValue?.string.map { ", not \(JSONText.quoted($0))" } ?? "")
                    + ", or the content extension never draws it")
        }
        if hasImage || hasCarousel, apsValue[member: "alert"] == nil,
            let mediaValue = root[member: "carousel"] ?? root[member: "imageURL"]
        {
            // An image or carousel push exists for its media: without a trigger beside it
            // nothing it was sent for reaches the user (an error); a silent in-app or inbox
            // trigger still does its work (a warning).
            checker.emit(
                .cordialMediaWithoutAlert, hasTrigger ? nil : .error, at: mediaValue,
                "iOS runs notification extensions only for pushes with an alert; without \"alert\" in aps the \(hasCarousel ? "carousel" : "image") never shows"
            )
        }
        if hasTrigger, aps?.contentAvailable != true {
            checker.emit(
                .cordialNeedsContentAvailable, at: apsValue[member: "content-available"] ?? apsValue,
                "system.iam and system.inbox are silent triggers and need \"content-available\": 1 in aps, or the app is not woken to fetch the message"
            )
        }
    }

    // MARK: Keys

    /// Reports unknown members of a Cordial `object`: a known key in another case
    /// (`vanityURL`, `mcId`, `imageUrl`) is an error, since the SDK reads keys
    /// case-sensitively and the value is silently lost; other near misses are typos.
    /// A key in `ignored` is not reported. Returns where the object's keys sit
    /// (``MemberIndex``), read in the same walk.
    @discardableResult
    static func checkKeys(
        _ object: JSONValue, known: KeySet, ignored: KeySet = .empty, owner: String, in checker: inout Checker
    ) -> MemberIndex {
        Self.checkKeys(object, known: known, owner: owner, in: &checker) { ignored.contains($0) }
    }

    /// ``checkKeys(_:known:ignored:owner:in:)``, with `isIgnored` asked of each unknown
    /// key that could be reported (the rare ones: a key no known key is near by its
    /// length, written in ASCII, is passed over on its bytes, never made a `String`).
    private static func checkKeys(
        _ object: JSONValue, known: KeySet, owner: String, in checker: inout Checker, isIgnored: (String) -> Bool
    ) -> MemberIndex {
        // A key can only be reported when it is a known key in another case or a near
        // miss: told on its bytes, so that a payload's own keys (`tracking`) are never
        // made strings, lowercased and folded.
        let mayMatter = { (bytes: UnsafeBufferPointer<UInt8>) in
            KeySpelling.maybeCaseSlipOrNearMiss(bytes, of: known)
        }
        return object.indexingMembers(notIn: known, where: mayMatter) { key, value in
            guard !isIgnored(key) else { return }
            // The least known key equal to this one once lowercased. Lowercasing keeps the
            // length of ASCII text: an ASCII key no known key is as long as has none.
            var match: String?
            if !key.utf8.allSatisfy({ $0 < 0x80 }) || known.hasKey(ofLength: key.utf8.count) {
                let lowered = key.lowercased()
                for index in known.keys.indices where known.lowercasedKeys[index] == lowered {
                    let candidate = known.keys[index]
                    if match.map({ candidate < $0 }) ?? true { match = candidate }
                }
            }
            if let match, object[match] == nil {
                checker.emit(
                    .cordialKeyCase, atKeyOf: value,
                    "\(owner) has \(JSONText.quoted(key)), but the SDK reads \(JSONText.quoted(match)) (case-sensitive) and ignores this key; write \(JSONText.quoted(match))"
                )
            } else if let suggestion = KeySpelling.nearMiss(key, in: known) {
                checker.emit(
                    .payloadPossibleTypo, atKeyOf: value,
                    "unknown key \(JSONText.quoted(key)) in \(owner) is ignored; did you mean \(JSONText.quoted(suggestion))?"
                )
            }
        }
    }
}
