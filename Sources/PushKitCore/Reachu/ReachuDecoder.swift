extension KeyDomain {
    static let reachu = KeyDomain(invalidType: .reachuInvalidType, missingKey: .reachuMissingKey)
}

extension Reachu.Decoder {
    static let campaignStartedKeys: Set<String> = ["type", "campaignId", "startDate", "endDate"]
    static let campaignEndedKeys: Set<String> = ["type", "campaignId", "endDate"]
    static let componentEventKeys: Set<String> = ["type", "data"]
    static let statusDataKeys: Set<String> = [
        "componentId", "campaignComponentId", "componentType", "status", "config",
    ]
    static let configDataKeys: Set<String> = ["componentId", "campaignComponentId", "componentType", "config"]
    static let statusTopLevelKeys: Set<String> = [
        "type", "campaignId", "componentId", "status", "component", "broadcastId", "matchId",
    ]
    static let configTopLevelKeys: Set<String> = ["type", "campaignId", "componentId", "component"]
    static let campaignKeys: Set<String> = [
        "id", "name", "startDate", "endDate", "isPaused", "campaignLogo", "broadcastContext", "matchContext",
    ]
    static let componentKeys: Set<String> = [
        "id", "campaignId", "componentId", "status", "scheduledTime", "endTime", "customConfig", "component",
        "broadcastContext", "matchContext",
    ]
    /// VioSwiftSDK's `Component` (`init(from:)`): the items of its v2 components response.
    static let vioComponentKeys: Set<String> = [
        "id", "type", "name", "config", "status", "locationId", "sponsorId", "campaignComponentId",
        "broadcastContext", "matchContext",
    ]
    /// VioSwiftSDK's `BroadcastValidationResult`.
    static let vioBroadcastValidationKeys: Set<String> = [
        "hasEngagement", "broadcastId", "broadcastName", "status", "campaignId", "websocketChannel",
    ]
    static let templateKeys: Set<String> = ["id", "type", "name", "config"]

    /// Whether `root` is a Reachu document, recognised by its shape (it has no `aps` and
    /// no `issuer`):
    ///
    /// - an event: `type` is one of the four event types or a near miss of one, or the
    ///   document has an event's members (`campaignId`, or `data` with
    ///   `campaignComponentId` or `componentType`);
    /// - a components response: a `components` member;
    /// - a campaign: `id` with `name`, `startDate`, `endDate`, `isPaused`, `campaignLogo`,
    ///   `broadcastContext` or `matchContext`, and no `type`;
    /// - VioSwiftSDK's broadcast validation result: a `hasEngagement` member;
    /// - a bare array of components (``arrayForm(_:)``): the active components
    ///   response, or the older components endpoint's array.
    ///
    /// `hasAPS`, when the caller looked `aps` up already: whether `root` has one.
    static func isDocument(_ root: JSONValue, hasAPS: Bool? = nil) -> Bool {
        if root.kind == .array { return arrayForm(root) != nil }
        guard root.kind == .object, !(hasAPS ?? (root[member: "aps"] != nil)), root[member: "issuer"] == nil else {
            return false
        }
        if root[member: "hasEngagement"] != nil { return true }
        if unmodelledKind(root) != nil || isEventShape(root) { return true }
        if let type = root[member: "type"] {
            guard let text = type.string else { return false }
            return Reachu.Event.wireTypes.contains(text) || vioEventTypes.contains(text)
                || KeySpelling.nearMiss(text, in: eventTypes) != nil
        }
        if root[member: "components"] != nil { return true }
        guard root[member: "id"] != nil else { return false }
        for key: StaticString in [
            "name", "startDate", "endDate", "isPaused", "campaignLogo", "broadcastContext", "matchContext",
        ] where root[member: key] != nil {
            return true
        }
        return false
    }

    /// The two bare arrays of Reachu components, told apart by their first element.
    enum ArrayForm {
        /// `GET /api/campaigns/{id}/active-components` (`[ActiveComponentResponse]`): items
        /// with `componentId` and `config` at their top level.
        case activeComponents
        /// `GET /api/campaigns/{id}/components` as a bare array (`[ComponentResponse]`, the
        /// fallback ReachuSwiftSDK tried after the `{"components": [...]}` wrapper, up to
        /// 17c5092): items with `id`, `campaignId`, `componentId`, `status` and `component`.
        case components
    }

    /// Which bare Reachu array `root` is, by its first element; `nil` when it is none.
    static func arrayForm(_ root: JSONValue) -> ArrayForm? {
        guard let first = root[0], first.kind == .object else { return nil }
        if first[member: "component"] != nil || first[member: "campaignId"] != nil { return .components }
        if first[member: "componentId"] != nil {
            return first[member: "config"] != nil ? .activeComponents : .components
        }
        return nil
    }

    static let eventTypes = Set(Reachu.Event.wireTypes)

    /// The events the SDK's successor, VioSwiftSDK, also handles on the same socket
    /// (Sources/VioCore/Managers/CampaignWebSocketManager.swift at 052e13bd): pushkit
    /// recognises them and checks what their decoding needs, but does not model them.
    /// The placement events are VioSwiftSDK's (CampaignModels.swift at 07e5669e:
    /// `PlacementStatusChangedEvent`, `PlacementConfigUpdatedEvent`,
    /// `PlacementActivationSwappedEvent`), which its placement-era socket manager decodes.
    static let vioEventTypes: Set<String> = [
        "config:updated", "lineup_show", "cart_intent", "ping", "placement_status_changed",
        "placement_config_updated", "placement_activation_swapped",
    ]

    static func isEventShape(_ root: JSONValue) -> Bool {
        if root[member: "campaignId"] != nil { return true }
        guard let data = root[member: "data"], data.kind == .object else { return false }
        return data[member: "campaignComponentId"] != nil || data[member: "componentType"] != nil
    }

    /// A Reachu document pushkit recognises but does not model, in words: the campaign
    /// discovery response (`{"campaigns": [{"campaignId", ...}]}`, `CampaignsDiscoveryResponse`)
    /// and the SDK configuration response (`{"campaignId", "campaigns": {"webSocketBaseURL",
    /// ...}}`, `SDKConfigResponse`) of ReachuSwiftSDK `CampaignModels.swift`.
    ///
    /// It also recognises the offers response (`{"campaignId", "offers": [...]}`, `OffersResponse`)
    /// and the active components response of `OfferBannerModels.swift`
    /// (`GET /api/campaigns/{id}/active-components`), a bare array of
    /// `ActiveComponentResponse` objects (`componentId`, `type`, `name`, `config`, `status`).
    static func unmodelledKind(_ root: JSONValue) -> String? {
        if root.kind == .array {
            guard arrayForm(root) == .activeComponents else { return nil }
            return "active components response (GET /api/campaigns/{id}/active-components, a bare array)"
        }
        if let offers = root[member: "offers"], offers.kind == .array, root[member: "campaignId"] != nil {
            return "offers response (GET /v1/offers)"
        }
        guard let campaigns = root[member: "campaigns"] else { return nil }
        if campaigns.kind == .array, campaigns.count == 0 || campaigns[0]?[member: "campaignId"] != nil {
            return "campaign discovery response (GET /v1/sdk/campaigns)"
        }
        if campaigns.kind == .object, root[member: "campaignId"] != nil {
            return "SDK configuration response"
        }
        return nil
    }

    /// Checks a Reachu document (see ``isDocument(_:)``) and models it.
    static func document(_ root: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Reachu.Document? {
        facts.vendor = .reachu
        if let what = Self.unmodelledKind(root) {
            Self.checkUnmodelledLinks(root, in: &checker)
            if root.kind == .array { Self.checkActiveComponents(root, in: &checker) }
            checker.emit(
                .payloadUnmodelledKind, at: root,
                "this is Reachu's \(what), which pushkit does not model: only its JSON, its strings and its links are checked"
            )
            return nil
        }
        if root.kind == .array {
            facts.kind = .reachuComponents
            return Self.components(root, in: &checker).map(Reachu.Document.components)
        }
        if root[member: "hasEngagement"] != nil {
            Self.checkVioBroadcastValidation(root, in: &checker)
            return nil
        }
        if root[member: "type"] == nil, root[member: "components"] != nil, root[member: "campaignId"] != nil {
            facts.kind = .reachuComponents
            Self.checkVioComponents(root, in: &checker)
            return nil
        }
        if root[member: "type"] != nil || Self.isEventShape(root) {
            return Self.event(root, facts: &facts, in: &checker).map(Reachu.Document.event)
        }
        if root[member: "components"] != nil {
            facts.kind = .reachuComponents
            return Self.components(root, in: &checker).map(Reachu.Document.components)
        }
        facts.kind = .reachuCampaign
        return Self.campaign(root, in: &checker).map(Reachu.Document.campaign)
    }

    // MARK: REST

    /// A campaign as `Campaign.init(from:)` reads it (ReachuSwiftSDK CampaignModels.swift at
    /// 0efa85a, from 4c78d73 on; VioSwiftSDK's is the same): `id` an Int; `startDate`,
    /// `endDate` and `campaignLogo` strings; `isPaused` a Bool or a string ("true" in any
    /// case means paused, any other string not paused); any other `isPaused` is read as
    /// absent, so a campaign meant to be paused shows. ReachuSwiftSDK fetched it from
    /// `GET /api/campaigns/:id` up to 17c5092; at 0efa85a it reads it only from its cache.
    static func campaign(_ root: JSONValue, in checker: inout Checker) -> Reachu.Campaign? {
        let owner = "the campaign"
        checker.checkTypos(root, known: Self.campaignKeys, owner: owner)
        let id = Self.id(root, "id", required: true, owner: owner, in: &checker)
        let name = checker.string(root, "name", .reachu, owner: owner)
        let start = Self.date(root, "startDate", in: &checker)
        let end = Self.date(root, "endDate", in: &checker)
        Self.checkOrder(start, end, first: "startDate", second: "endDate", in: &checker)
        if let logo = root[member: "campaignLogo"], !logo.isNull {
            _ = checker.expect(logo, .string, "\"campaignLogo\"", .reachu)
        }
        if let paused = root[member: "isPaused"], !paused.isNull, paused.kind != .boolean {
            if let text = paused.string {
                let folded = text.lowercased()
                if folded != "true" && folded != "false" {
                    checker.emit(
                        .reachuInvalidType, .warning, at: paused,
                        "isPaused \(JSONText.quoted(text)) is read as false (only \"true\", in any case, means paused); write true or false"
                    )
                }
            } else {
                checker.emit(
                    .reachuInvalidType, at: paused,
                    "isPaused must be true or false, not \(checker.describe(paused)): Campaign.init(from:) reads it as absent, so the campaign is not paused"
                )
            }
        }
        guard let id else { return nil }
        var modeled: Set<String> = ["id"]
        if name != nil { modeled.insert("name") }
        if start != nil { modeled.insert("startDate") }
        if end != nil { modeled.insert("endDate") }
        return Reachu.Campaign(
            id: id.0, name: name?.0, startDate: start?.0, endDate: end?.0, extra: JSONObject(root, excluding: modeled))
    }

    /// The components response: `{"components": [...]}`, or the bare array ReachuSwiftSDK
    /// tried next (CampaignManager.swift at 17c5092). Every item goes through a throwing map,
    /// so one item the SDK cannot read loses the whole response.
    static func components(_ root: JSONValue, in checker: inout Checker) -> Reachu.Components? {
        let owner = "the response"
        let list: JSONValue
        if root.kind == .array {
            list = root
        } else {
            checker.checkTypos(root, known: ["components"], owner: owner)
            guard let wrapped = checker.array(root, "components", .reachu, required: true, owner: owner) else {
                return nil
            }
            list = wrapped
        }
        var components: [Reachu.CampaignComponent] = []
        var complete = true
        var ids: [Int: Int] = [:]
        var activeByType: [String: (id: Int?, position: Int)] = [:]
        for (position, element) in list.elementSequence.enumerated() {
            guard checker.expect(element, .object, "a component", .reachu) != nil else {
                complete = false
                continue
            }
            if let idValue = element[member: "id"], let id = idValue.number?.int {
                if let first = ids[id] {
                    checker.emit(
                        .reachuDuplicateID, at: idValue,
                        "component id \(id) is also the id of components[\(first)]; events name components by this id, so one of them cannot be told apart"
                    )
                } else {
                    ids[id] = position
                }
            }
            let component = Self.campaignComponent(element, in: &checker)
            if let type = element[member: "component"]?[member: "type"]?.string,
                let statusValue = element[member: "status"],
                statusValue.string == Reachu.ComponentStatus.active.rawValue
            {
                let id = element[member: "id"]?.number?.int
                if let first = activeByType[type] {
                    let firstName = first.id.map { "component \($0)" } ?? "components[\(first.position)]"
                    checker.emit(
                        .reachuDuplicateActiveType, at: statusValue,
                        "\(firstName) is already an active \(type); only one component of a type is active at a time, and the SDK shows the first"
                    )
                } else {
                    activeByType[type] = (id, position)
                }
            }
            if let component { components.append(component) } else { complete = false }
        }
        guard complete else { return nil }
        guard root.kind == .object else { return Reachu.Components(components: components, isBareArray: true) }
        return Reachu.Components(components: components, extra: JSONObject(root, excluding: ["components"]))
    }

    static func campaignComponent(_ element: JSONValue, in checker: inout Checker) -> Reachu.CampaignComponent? {
        let owner = "the component"
        checker.checkTypos(element, known: Self.componentKeys, owner: owner)
        let id = Self.id(element, "id", required: true, owner: owner, in: &checker)
        let campaignID = Self.id(element, "campaignId", required: true, owner: owner, in: &checker)
        // ComponentResponse.componentId is a String in every SDK version that has it (from
        // cea2e14): a number throws, and the whole response with it.
        let componentID = checker.string(element, "componentId", .reachu, required: true, owner: owner)
        let status = Self.status(element, in: &checker)
        let scheduled = Self.date(element, "scheduledTime", in: &checker)
        let end = Self.date(element, "endTime", in: &checker)
        Self.checkOrder(scheduled, end, first: "scheduledTime", second: "endTime", in: &checker)
        var template: Reachu.ComponentTemplate?
        var templateConfig: JSONValue?
        if let value = checker.object(element, "component", .reachu, required: true, owner: owner) {
            (template, templateConfig) = Self.template(value, in: &checker)
        }
        let type = element[member: "component"]?[member: "type"]?.string
        var customConfig: Reachu.ComponentConfig?
        if let value = element[member: "customConfig"], !value.isNull,
            let object = checker.expect(value, .object, "\"customConfig\"", .reachu)
        {
            Self.checkNoNullInConfig(object, in: &checker)
            let config = Self.config(object, type: type, in: &checker)
            customConfig = config
            if !config.isEmpty, let templateConfig {
                // One set of the keys given, so that this stays linear in both configs.
                var given = Set<String>()
                object.forEachMember { key, _ in given.insert(key) }
                let missing = templateConfig.members.map(\.key).filter { !given.contains($0) }
                if !missing.isEmpty {
                    checker.emit(
                        .reachuCustomConfigReplacesDefaults, at: object,
                        "customConfig replaces the template's config as a whole (they are not merged), so the template's \(missing.map(JSONText.quoted).joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") not used"
                    )
                }
            }
        }
        if let componentID, let template, componentID.0 != template.id {
            checker.emit(
                .reachuComponentIDMismatch, at: componentID.1,
                "componentId \(JSONText.quoted(componentID.0)) differs from component.id \(JSONText.quoted(template.id)); both name the template component"
            )
        }
        guard let id, let campaignID, let componentID, let status, let template else { return nil }
        var modeled: Set<String> = ["id", "campaignId", "componentId", "status", "component"]
        if scheduled != nil { modeled.insert("scheduledTime") }
        if end != nil { modeled.insert("endTime") }
        if customConfig != nil { modeled.insert("customConfig") }
        return Reachu.CampaignComponent(
            id: id.0, campaignID: campaignID.0, componentID: componentID.0, status: status, scheduledTime: scheduled?.0,
            endTime: end?.0, customConfig: customConfig, component: template,
            extra: JSONObject(element, excluding: modeled))
    }

    /// `component` of a components response item: `ComponentResponse.ComponentData`, whose
    /// `id`, `type`, `name` (strings) and `config` are all required.
    static func template(_ value: JSONValue, in checker: inout Checker) -> (
        Reachu.ComponentTemplate?, JSONValue?
    ) {
        let owner = "component"
        checker.checkTypos(value, known: Self.templateKeys, owner: owner)
        let id = checker.string(value, "id", .reachu, required: true, owner: owner)
        let type = checker.string(value, "type", .reachu, required: true, owner: owner)
        if let (text, typeValue) = type { Self.checkComponentType(text, typeValue, in: &checker) }
        let name = checker.string(value, "name", .reachu, required: true, owner: owner)
        let configValue = checker.object(value, "config", .reachu, required: true, owner: owner)
        if let configValue { Self.checkNoNullInConfig(configValue, in: &checker) }
        let config = configValue.map { Self.config($0, type: type?.0, in: &checker) }
        guard let id, let type, name != nil, let config else { return (nil, configValue) }
        var modeled: Set<String> = ["id", "type", "config"]
        if name != nil { modeled.insert("name") }
        let template = Reachu.ComponentTemplate(
            id: id.0, type: type.0, name: name?.0, config: config, extra: JSONObject(value, excluding: modeled))
        return (template, configValue)
    }

    // MARK: Configuration

    /// Reads a component configuration: typed and checked for `product_banner`, kept as
    /// written for any other type.
    static func config(_ value: JSONValue, type: String?, in checker: inout Checker) -> Reachu.ComponentConfig {
        guard type == Reachu.ComponentType.productBanner else {
            Self.checkConfigLinks(value, in: &checker)
            return .other(JSONObject(value))
        }
        return .productBanner(Self.productBanner(value, in: &checker))
    }

    /// The members of any component config that the SDK loads as an image or opens as a
    /// link: the URL keys of `ComponentConfig.CodingKeys` (OfferBannerModels.swift), which
    /// every config type draws from (banner, offer_banner, countdown, ...).
    static let configLinkKeys: [StaticString] = [
        "imageUrl", "logoUrl", "backgroundImageUrl", "ctaLink", "deeplinkUrl", "deeplink",
    ]

    /// The links of the REST responses pushkit does not model, which the SDK still shows
    /// and opens: the config of each active component (`ActiveComponentResponse`), offer
    /// (`OfferResponse`) and discovered component (`ComponentDiscoveryItem`), and each
    /// `campaignLogo` (CampaignModels.swift, OfferBannerModels.swift).
    static func checkUnmodelledLinks(_ root: JSONValue, in checker: inout Checker) {
        func logo(_ owner: JSONValue) {
            guard let member = owner[member: "campaignLogo"], let text = member.string,
                let scheme = LinkCheck.dangerousScheme(text)
            else { return }
            checker.emit(.urlDangerousScheme, at: member, "campaignLogo uses the \(scheme): scheme; use an https URL")
        }
        if root.kind == .array {
            for element in root.elementSequence {
                element[member: "config"].map { Self.checkConfigLinks($0, in: &checker) }
            }
            return
        }
        logo(root)
        // `elementSequence` of anything but an array is empty.
        for offer in (root[member: "offers"] ?? root).elementSequence {
            offer[member: "config"].map { Self.checkConfigLinks($0, in: &checker) }
        }
        for campaign in (root[member: "campaigns"] ?? root).elementSequence {
            logo(campaign)
            for component in (campaign[member: "components"] ?? campaign).elementSequence {
                component[member: "config"].map { Self.checkConfigLinks($0, in: &checker) }
            }
        }
    }

    /// A dangerous scheme in a link member of a config that pushkit does not model
    /// (`product_banner` checks its own, in ``Self.productBanner(_:, in: &checker)``).
    static func checkConfigLinks(_ config: JSONValue, in checker: inout Checker) {
        guard config.kind == .object else { return }
        for key in Self.configLinkKeys {
            guard let member = config[member: key], let text = member.string,
                let scheme = LinkCheck.dangerousScheme(text)
            else { continue }
            checker.emit(
                .urlDangerousScheme, at: member, "\(key) uses the \(scheme): scheme; use an https URL or an app link")
        }
    }

    static func productBanner(_ value: JSONValue, in checker: inout Checker) -> Reachu.ProductBanner {
        checker.checkTypos(value, known: Reachu.ProductBanner.keys, owner: "the product_banner config")
        var banner = Reachu.ProductBanner()
        var modeled: Set<String> = []
        for key in Reachu.ProductBanner.stringKeys {
            guard let member = value[key], !member.isNull,
                let text = checker.expect(member, .string, JSONText.quoted(key), .reachu)?.string
            else { continue }
            if key != "productId", key != "title", key != "subtitle", key != "ctaText",
                let scheme = LinkCheck.dangerousScheme(text)
            {
                checker.emit(
                    .urlDangerousScheme, at: member,
                    "\(key) uses the \(scheme): scheme; use an https URL or an app link")
                continue
            }
            banner.strings[key] = text
            modeled.insert(key)
        }
        // RProductBanner.swift (ReachuUI) falls back on what it cannot read: a colour it cannot
        // parse is the theme's, an alignment the leading/bottom one (compared lowercased),
        // sizes are clamped to its ranges. So these are warnings: the banner still shows.
        for key in Reachu.ProductBanner.colorKeys {
            guard let member = value[key], !member.isNull,
                let text = checker.expect(member, .string, JSONText.quoted(key), .reachu)?.string
            else { continue }
            guard Self.bannerReadsColor(text, rgba: key == "backgroundColor") else {
                checker.emit(
                    .reachuColor, at: member,
                    "\(key) \(JSONText.quoted(text)) is not a colour the SDK reads, so it uses the theme's; write #RRGGBB or #RRGGBBAA"
                        + (key == "backgroundColor" ? " or rgba(r, g, b, a)" : ""))
                continue
            }
            banner.colors[key] = text
            modeled.insert(key)
        }
        for key in Reachu.ProductBanner.numberKeys {
            guard let member = value[key], !member.isNull,
                let number = checker.expect(member, .number, JSONText.quoted(key), .reachu)?.number
            else { continue }
            if key == "overlayOpacity" {
                guard number.double >= 0, number.double <= 1 else {
                    checker.emit(
                        .reachuOpacity, at: member,
                        "overlayOpacity must be from 0 to 1, not \(number.lexeme); SwiftUI clamps it to \(number.double < 0 ? 0 : 1)"
                    )
                    continue
                }
            } else {
                // ProductBannerConfig declares the sizes Int: a fraction throws, and the
                // SDK drops the whole component.
                guard number.double.rounded() == number.double, number.double.isFinite else {
                    checker.emit(
                        .reachuInvalidType, at: member,
                        "\(key) must be a whole number, not \(number.lexeme): the SDK decodes it as Int, fails, and drops the component"
                    )
                    continue
                }
                if !(number.double > 0) {
                    checker.emit(
                        .reachuSize, at: member,
                        "\(key) must be a size above 0, not \(number.lexeme); the SDK clamps it to its smallest size")
                    continue
                }
            }
            banner.numbers[key] = number
            modeled.insert(key)
        }
        if let member = value[member: "textAlignment"], !member.isNull,
            let text = checker.expect(member, .string, "\"textAlignment\"", .reachu)?.string
        {
            if let alignment = Reachu.ProductBanner.TextAlignment(rawValue: text.lowercased()) {
                banner.textAlignment = alignment
                modeled.insert("textAlignment")
            } else {
                checker.emit(
                    .reachuAlignment, at: member,
                    "textAlignment \(JSONText.quoted(text)) is not one of left, center, right; the SDK aligns the text left"
                )
            }
        }
        if let member = value[member: "contentVerticalAlignment"], !member.isNull,
            let text = checker.expect(member, .string, "\"contentVerticalAlignment\"", .reachu)?.string
        {
            if let alignment = Reachu.ProductBanner.VerticalAlignment(rawValue: text.lowercased()) {
                banner.contentVerticalAlignment = alignment
                modeled.insert("contentVerticalAlignment")
            } else {
                checker.emit(
                    .reachuAlignment, at: member,
                    "contentVerticalAlignment \(JSONText.quoted(text)) is not one of top, center, bottom; the SDK puts the content at the bottom"
                )
            }
        }
        banner.extra = JSONObject(value, excluding: modeled)
        return banner
    }

    // MARK: Values

    /// Whether RProductBanner reads `text` as a colour: six or eight hex digits, with or
    /// without `#` (eight are RRGGBBAA), and for `backgroundColor` also `rgba(...)`/`rgb(...)`
    /// with three or four numbers.
    static func bannerReadsColor(_ text: String, rgba: Bool) -> Bool {
        var bytes = Substring(text).utf8.drop { $0 == 0x20 }
        while bytes.last == 0x20 { bytes = bytes.dropLast() }
        if rgba, let inside = Self.rgbaInside(Array(bytes)) {
            let parts = inside.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
            return parts.count >= 3
                && parts.prefix(3).allSatisfy { part in
                    let trimmed = String(decoding: part, as: UTF8.self).filter { $0 != " " }
                    return !trimmed.isEmpty && Double(trimmed) != nil
                }
        }
        if bytes.first == UInt8(ascii: "#") { bytes = bytes.dropFirst() }
        return (bytes.count == 6 || bytes.count == 8) && bytes.allSatisfy { CampaignColor.hexValue($0) != nil }
    }

    static func rgbaInside(_ bytes: [UInt8]) -> ArraySlice<UInt8>? {
        guard bytes.last == UInt8(ascii: ")") else { return nil }
        for prefix in ["rgba(", "rgb("] where bytes.starts(with: prefix.utf8) {
            return bytes[prefix.utf8.count..<(bytes.count - 1)]
        }
        return nil
    }

    /// A positive integer id. A number that is not a whole number is reported and
    /// dropped; 0 and negative ids are reported but kept (0 means "no campaign").
    static func id(
        _ object: JSONValue, _ key: StaticString, required: Bool, owner: String, in checker: inout Checker
    ) -> (Int, JSONValue)? {
        guard let value = checker.member(object, key, .reachu, required: required, owner: owner) else { return nil }
        guard let number = value.number else {
            checker.emit(
                .reachuInvalidType, at: value,
                "\(checker.quotedKey(key)) must be a positive integer, not \(checker.describe(value))")
            return nil
        }
        guard let id = number.int else {
            checker.emit(
                .reachuID, at: value, "\(checker.quotedKey(key)) must be a positive integer, not \(number.lexeme)")
            return nil
        }
        if id <= 0 {
            checker.emit(
                .reachuID, at: value,
                "\(checker.quotedKey(key)) must be a positive integer, not \(number.lexeme)"
                    + (id == 0 ? " (a campaign id of 0 means no campaign at all)" : ""))
        }
        return (id, value)
    }

    /// An ISO 8601 date member; `null` or absent is no date.
    static func date(_ object: JSONValue, _ key: String, in checker: inout Checker) -> (
        ISO8601Timestamp, JSONValue
    )? {
        guard let value = object[key], !value.isNull,
            let text = checker.expect(value, .string, JSONText.quoted(key), .reachu)?.string
        else { return nil }
        guard let time = ISO8601Timestamp(text) else {
            checker.emit(
                .reachuDateFormat, at: value,
                "\(key) \(JSONText.quoted(text)) is not an ISO 8601 date and time such as 2024-12-25T10:00:00Z; the SDK cannot read it and acts as if there were no \(key)"
            )
            return nil
        }
        return (time, value)
    }

    static func checkOrder(
        _ first: (ISO8601Timestamp, JSONValue)?, _ second: (ISO8601Timestamp, JSONValue)?, first firstKey: String,
        second secondKey: String, in checker: inout Checker
    ) {
        guard let first, let second, !(first.0 < second.0) else { return }
        checker.emit(
            .reachuDateOrder, at: second.1,
            "\(secondKey) \(second.0.text) is not after \(firstKey) \(first.0.text); the \(firstKey == "startDate" ? "campaign" : "component") would never be active"
        )
    }

    static func status(_ object: JSONValue, in checker: inout Checker) -> Reachu.ComponentStatus? {
        guard let (text, value) = checker.string(object, "status", .reachu, required: true, owner: "the component")
        else {
            return nil
        }
        if let status = Reachu.ComponentStatus(rawValue: text) { return status }
        checker.emit(.reachuStatus, at: value, "status \(JSONText.quoted(text)) is not \"active\" or \"inactive\"")
        return nil
    }

    static func checkComponentType(_ type: String, _ value: JSONValue, in checker: inout Checker) {
        guard !Reachu.ComponentType.known.contains(type) else { return }
        let hint = KeySpelling.nearMiss(type, in: Reachu.ComponentType.known)
        checker.emit(
            .reachuUnknownComponentType, at: value,
            "component type \(JSONText.quoted(type)) is not one the SDK draws (product_banner, product_carousel); clients ignore it"
                + (hint.map { "; did you mean \(JSONText.quoted($0))?" } ?? ""))
    }
}
