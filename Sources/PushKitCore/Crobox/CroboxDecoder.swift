extension KeyDomain {
    static let crobox = KeyDomain(invalidType: .croboxInvalidType, missingKey: .croboxMissingKey)
}

extension Crobox.Decoder {
    static let colorKeys = ["fontColor", "backgroundColor", "borderColor"]
    /// The SDKs' property names that seed 002 lists, and the wire keys they decode from.
    static let modelNames: [(model: String, wire: String)] = [
        ("sessionId", "sid"), ("visitorId", "pid"), ("campaigns", "experiments"),
    ]

    /// Whether `root` is a Crobox promotions response: no `aps`, and a `promotions`
    /// member or a `context` object with `pid`, `sid` or `experiments` (or, written with
    /// the SDK's property names, `sessionId`, `visitorId` or `campaigns`).
    /// `hasAPS`, when the caller looked `aps` up already: whether `root` has one.
    static func isResponse(_ root: JSONValue, hasAPS: Bool? = nil) -> Bool {
        guard root.kind == .object, !(hasAPS ?? (root[member: "aps"] != nil)) else { return false }
        if root[member: "promotions"] != nil { return true }
        guard let context = root[member: "context"], context.kind == .object else { return false }
        return context[member: "pid"] != nil || context[member: "sid"] != nil || context[member: "experiments"] != nil
            || context[member: "sessionId"] != nil || context[member: "visitorId"] != nil
            || context[member: "campaigns"] != nil
    }

    /// Checks a Crobox promotions response and models it.
    static func promotions(_ root: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Crobox
        .Promotions?
    {
        facts.vendor = .crobox
        facts.kind = .croboxPromotions
        checker.checkTypos(root, known: WireKeys.croboxResponse.known, owner: "the response")
        let contextValue = checker.object(root, "context", .crobox, required: true, owner: "the response")
        var context: Crobox.Context?
        var listed: [Int: Crobox.Campaign]?
        if let contextValue {
            let campaigns: [Crobox.Campaign]?
            (context, campaigns) = Self.promotionContext(contextValue, in: &checker)
            listed = campaigns.map { list in
                Dictionary(list.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        var promotions: [Crobox.Promotion] = []
        var complete = true
        if root[member: "promotions"] == nil {
            // crobox-sdk-ios PromotionResponse defaults a missing list to []; the Android
            // SDK (Gson) leaves null in a non-null List, which fails where the app iterates.
            checker.emit(
                .croboxMissingKey, .warning, at: root,
                "the response has no \"promotions\": iOS reads none, and an Android app that iterates them fails on null"
            )
        } else if let list = checker.array(root, "promotions", .crobox, owner: "the response") {
            for element in list.elementSequence {
                guard checker.expect(element, .object, "a promotion", .crobox) != nil,
                    let promotion = Self.promotion(element, campaigns: listed, in: &checker)
                else {
                    complete = false
                    continue
                }
                if let badge = promotion.badge {
                    switch badge {
                    case .text: facts.features.insert("text-badge")
                    case .image: facts.features.insert("image-badge")
                    case .secondaryMessaging: facts.features.insert("secondary-messaging")
                    }
                }
                promotions.append(promotion)
            }
        } else {
            complete = false
        }
        guard let context, complete else { return nil }
        return Crobox.Promotions(
            context: context, promotions: promotions,
            extra: JSONObject(root, excluding: WireKeys.croboxResponse.modelled))
    }

    // MARK: Context

    /// Reads the context; the campaigns come back apart, for the promotions' checks, even
    /// when another member of the context has an error (`nil` when the list is unreadable).
    private static func promotionContext(_ value: JSONValue, in checker: inout Checker) -> (
        Crobox.Context?, [Crobox.Campaign]?
    ) {
        let owner = "context"
        checker.checkTypos(value, known: WireKeys.croboxContext.known, owner: owner)
        for (model, wire) in Self.modelNames {
            guard let member = value[model], value[wire] == nil else { continue }
            checker.emit(
                .croboxMissingKey, at: member,
                "\(JSONText.quoted(model)) is the SDK's property name; the wire key both SDKs decode is \(JSONText.quoted(wire))"
            )
        }
        // crobox-sdk-ios PromotionContext: sid and pid are required UUIDs (the decoder
        // throws otherwise and the whole response is lost); groupName is optional and may
        // be null; experiments defaults to [] (Android: a null list).
        let session = Self.uuid(value, "sid", owner: owner, consequence: "iOS fails the whole response", in: &checker)
        let visitor = Self.uuid(value, "pid", owner: owner, consequence: "iOS fails the whole response", in: &checker)
        let groupValue = value[member: "groupName"]
        let groupName = groupValue?.isNull == true ? nil : checker.string(value, "groupName", .crobox, owner: owner)
        var campaigns: [Crobox.Campaign] = []
        var complete = true
        var readable = false  // every campaign read, for the promotions' checks
        if value[member: "experiments"] == nil {
            if value["campaigns"] == nil {
                checker.emit(
                    .croboxMissingKey, .warning, at: value,
                    "context has no \"experiments\": iOS reads none, and an Android app that iterates them fails on null"
                )
            }
        } else if let list = checker.array(value, "experiments", .crobox, owner: owner) {
            readable = true
            for element in list.elementSequence {
                guard checker.expect(element, .object, "an experiment", .crobox) != nil,
                    let campaign = Self.campaign(element, in: &checker)
                else {
                    complete = false
                    readable = false
                    continue
                }
                campaigns.append(campaign)
            }
        } else {
            complete = false
        }
        guard let session, let visitor, complete else { return (nil, readable ? campaigns : nil) }
        var modeled: Set<String> = ["sid", "pid", "experiments"]
        if groupName != nil { modeled.insert("groupName") }
        let context = Crobox.Context(
            sessionID: session, visitorID: visitor, groupName: groupName?.0, campaigns: campaigns,
            extra: JSONObject(value, excluding: modeled))
        return (context, campaigns)
    }

    private static func campaign(_ value: JSONValue, in checker: inout Checker) -> Crobox.Campaign? {
        let owner = "the campaign"
        checker.checkTypos(value, known: WireKeys.croboxExperiment.known, owner: owner)
        let id = Self.id(value, "id", owner: owner, in: &checker)
        let name = checker.string(value, "name", .crobox, required: true, owner: owner)
        let variant = Self.id(value, "variantId", owner: owner, in: &checker)
        let variantName = checker.string(value, "variantName", .crobox, required: true, owner: owner)
        let control = checker.bool(value, "control", .crobox, required: true, owner: owner)
        guard let id, let name, let variant, let variantName, let control else { return nil }
        return Crobox.Campaign(
            id: id, name: name.0, variantID: variant, variantName: variantName.0, control: control,
            extra: JSONObject(value, excluding: WireKeys.croboxExperiment.modelled))
    }

    // MARK: Promotions

    /// Reads a promotion; `campaigns` is `nil` when the context could not be read (the
    /// campaign of each promotion is then not checked).
    private static func promotion(
        _ value: JSONValue, campaigns: [Int: Crobox.Campaign]?, in checker: inout Checker
    ) -> Crobox.Promotion? {
        let owner = "the promotion"
        checker.checkTypos(value, known: WireKeys.croboxPromotion.known, owner: owner)
        let id = Self.uuid(
            value, "id", owner: owner,
            consequence: "iOS drops every promotion of the response, and Android fails the call", in: &checker)
        let product = checker.string(value, "productId", .crobox, owner: owner)
        let campaignID = Self.id(value, "campaignId", owner: owner, in: &checker)
        let variantID = Self.id(value, "variantId", owner: owner, in: &checker)
        if let campaigns, let campaignID, let campaignValue = value[member: "campaignId"] {
            if let campaign = campaigns[campaignID] {
                if let variantID, variantID != campaign.variantID, let variantValue = value[member: "variantId"] {
                    checker.emit(
                        .croboxVariantMismatch, at: variantValue,
                        "variantId \(variantID) is not the variant \(campaign.variantID) context.experiments gives campaign \(campaignID) for this visitor (neither SDK compares them)"
                    )
                }
            } else {
                let listed = campaigns.keys.sorted().map(String.init).joined(separator: ", ")
                checker.emit(
                    .croboxUnknownCampaign, at: campaignValue,
                    "campaignId \(campaignID) is not in context.experiments"
                        + (listed.isEmpty ? ", which is empty" : " (\(listed))")
                        + "; neither SDK checks it, but reports cannot attribute the promotion to an experiment")
            }
        }
        var content: Crobox.PromotionContent?
        var contentComplete = true
        if let contentValue = value[member: "content"], !contentValue.isNull {
            if checker.expect(contentValue, .object, "\"content\"", .crobox) != nil {
                content = Self.content(contentValue, in: &checker)
            }
            contentComplete = content != nil
        }
        guard let id, let campaignID, let variantID, contentComplete else { return nil }
        var modeled: Set<String> = ["id", "campaignId", "variantId"]
        if product != nil { modeled.insert("productId") }
        if content != nil { modeled.insert("content") }
        return Crobox.Promotion(
            id: id, productID: product?.0, campaignID: campaignID, variantID: variantID, content: content,
            extra: JSONObject(value, excluding: modeled))
    }

    private static func content(_ value: JSONValue, in checker: inout Checker) -> Crobox.PromotionContent? {
        let owner = "content"
        checker.checkTypos(value, known: WireKeys.croboxContent.known, owner: owner)
        if let model = value[member: "messageId"], value[member: "id"] == nil {
            checker.emit(
                .croboxMissingKey, at: model,
                "\"messageId\" is the SDK's property name; the wire key both SDKs decode is \"id\"")
        }
        // crobox-sdk-ios PromotionContent: id ?? "" (Android: null); the badge still shows.
        let message = value[member: "id"] == nil ? nil : checker.string(value, "id", .crobox, owner: owner)
        if value[member: "id"] == nil, value[member: "messageId"] == nil {
            checker.emit(
                .croboxMissingKey, .warning, at: value,
                "content has no \"id\": the badge still shows, but its message is not attributed")
        }
        let component = checker.string(value, "component", .crobox, required: true, owner: owner)
        var config: [String: String] = [:]
        let configValue = checker.object(value, "config", .crobox, required: true, owner: owner)
        var configComplete = configValue != nil
        if let configValue {
            for member in configValue.memberSequence {
                guard let text = member.value.string else {
                    checker.emit(
                        .croboxInvalidType, at: member.value,
                        "config values are strings, not \(checker.describe(member.value)); crobox-sdk-ios 1.0.33 then reads the whole config as empty, so no badge shows"
                    )
                    configComplete = false
                    continue
                }
                config[member.key] = text
            }
            Self.checkConfig(configValue, component: component?.0, valueOf: component?.1, in: &checker)
        }
        guard let component, configComplete else { return nil }
        var modelled: Set<String> = ["component", "config"]
        if message != nil { modelled.insert("id") }
        return Crobox.PromotionContent(
            messageID: message?.0, component: component.0, config: config,
            extra: JSONObject(value, excluding: modelled))
    }

    /// The badge keys of a config: the component's required keys, colours, the image URL.
    private static func checkConfig(
        _ config: JSONValue, component: String?, valueOf componentValue: JSONValue?, in checker: inout Checker
    ) {
        if let component, let componentValue {
            if Crobox.Badge.components.contains(component) {
                let missing = Crobox.Badge.requiredKeys(of: component).filter { config[$0]?.string == nil }
                if !missing.isEmpty {
                    checker.emit(
                        .croboxBadgeIncomplete, at: config,
                        "a \(component) config needs \(missing.map(JSONText.quoted).joined(separator: " and ")): without \(missing.count == 1 ? "it" : "them") there is no badge to show"
                    )
                }
            } else {
                let hint = KeySpelling.nearMiss(component, in: Crobox.Badge.components)
                checker.emit(
                    .croboxCustomComponent, at: componentValue,
                    "component \(JSONText.quoted(component)) is not one the SDK derives a badge from; the app must read its config itself"
                        + (hint.map { "; did you mean \(JSONText.quoted($0))?" } ?? ""))
            }
        }
        for key in Self.colorKeys {
            guard let member = config[key], let text = member.string else { continue }
            guard let color = CampaignColor(text) else {
                checker.emit(
                    .croboxColor, at: member,
                    "\(key) \(JSONText.quoted(text)) is not a colour the SDKs read (#RRGGBB, #AARRGGBB or rgba(r, g, b, a)): the badge shows in the app's default colour (a seven-digit #RRGGBBA is black on iOS)"
                )
                continue
            }
            if color.form == .hexWithAlpha {
                checker.emit(
                    .croboxColorARGB, at: member,
                    "\(key) \(JSONText.quoted(text)) has eight hex digits: the SDK reads them alpha first (#AARRGGBB), not as CSS #RRGGBBAA"
                )
            }
        }
        if let member = config[member: "image"], let text = member.string, let scheme = LinkCheck.dangerousScheme(text)
        {
            checker.emit(.urlDangerousScheme, at: member, "image uses the \(scheme): scheme; use an https URL")
        }
    }

    // MARK: Values

    /// A required integer id (`id`, `variantId`, `campaignId`).
    private static func id(_ object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker) -> Int? {
        guard let value = checker.member(object, key, .crobox, required: true, owner: owner) else { return nil }
        if let id = value.number?.int { return id }
        let digits = value.string.map { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } } ?? false
        checker.emit(
            .croboxIDType, at: value,
            "\(checker.quotedKey(key)) must be an integer, not \(checker.describe(value))"
                + (digits ? "; crobox-sdk-ios 1.0.33 reads a quoted id as 0, so write the number without quotes" : ""))
        return nil
    }

    /// A required UUID string (`sid`, `pid`, a promotion's `id`); `consequence` says what
    /// the SDKs do when it is not one.
    private static func uuid(
        _ object: JSONValue, _ key: StaticString, owner: String, consequence: String, in checker: inout Checker
    ) -> String? {
        guard let (text, value) = checker.string(object, key, .crobox, required: true, owner: owner) else { return nil }
        guard UUIDText.isUUID(text) else {
            checker.emit(.croboxUUID, at: value, "\(key) \(JSONText.quoted(text)) is not a UUID: \(consequence)")
            return nil
        }
        return text
    }
}
