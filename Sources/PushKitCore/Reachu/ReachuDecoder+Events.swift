// Reachu's WebSocket events and the Vio SDK's.

extension Reachu.Decoder {
    static func event(_ root: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Reachu.Event? {
        let owner = "the event"
        guard let (type, typeValue) = checker.string(root, "type", .reachu, required: true, owner: owner) else {
            return nil
        }
        switch type {
        case "campaign_started":
            facts.kind = .reachuCampaignStarted
            checker.checkTypos(root, known: Self.campaignStartedKeys, owner: owner)
            let id = Self.id(root, "campaignId", required: true, owner: owner, in: &checker)
            let start = Self.date(root, "startDate", in: &checker)
            let end = Self.date(root, "endDate", in: &checker)
            Self.checkOrder(start, end, first: "startDate", second: "endDate", in: &checker)
            guard let id else { return nil }
            let modeled =
                ["type", "campaignId"] + (start != nil ? ["startDate"] : []) + (end != nil ? ["endDate"] : [])
            return .campaignStarted(
                Reachu.CampaignStarted(
                    campaignID: id.0, startDate: start?.0, endDate: end?.0,
                    extra: JSONObject(root, excluding: Set(modeled))))
        case "campaign_ended":
            facts.kind = .reachuCampaignEnded
            checker.checkTypos(root, known: Self.campaignEndedKeys, owner: owner)
            let id = Self.id(root, "campaignId", required: true, owner: owner, in: &checker)
            let end = Self.date(root, "endDate", in: &checker)
            guard let id else { return nil }
            let modeled = ["type", "campaignId"] + (end != nil ? ["endDate"] : [])
            return .campaignEnded(
                Reachu.CampaignEnded(
                    campaignID: id.0, endDate: end?.0, extra: JSONObject(root, excluding: Set(modeled)))
            )
        case "campaign_paused", "campaign_resumed":
            // ReachuSwiftSDK CampaignWebSocketManager decodes both as {type, campaignId: Int}.
            let isPaused = type == "campaign_paused"
            facts.kind = isPaused ? .reachuCampaignPaused : .reachuCampaignResumed
            checker.checkTypos(root, known: ["type", "campaignId"], owner: owner)
            guard let id = Self.id(root, "campaignId", required: true, owner: owner, in: &checker) else { return nil }
            let pause = Reachu.CampaignPause(
                campaignID: id.0, extra: JSONObject(root, excluding: ["type", "campaignId"]))
            return isPaused ? .campaignPaused(pause) : .campaignResumed(pause)
        case "component_status_changed", "component_config_updated":
            let isStatus = type == "component_status_changed"
            facts.kind = isStatus ? .reachuComponentStatusChanged : .reachuComponentConfigUpdated
            if root[member: "data"] == nil, root[member: "component"] != nil {
                // The SDK decodes this form as the same event (the kind is that event's),
                // but pushkit does not model it.
                Self.checkComponentEventTopLevelForm(root, type: type, isStatus: isStatus, in: &checker)
                return nil
            }
            checker.checkTypos(root, known: Self.componentEventKeys, owner: owner)
            // ComponentConfigUpdatedEvent decodes `component` before `data` (CampaignModels.swift):
            // with both, the app shows the top-level component, whose config is checked too.
            if !isStatus, let component = root[member: "component"], component.kind == .object {
                Self.checkTopLevelComponent(component, in: &checker)
            }
            guard let data = checker.object(root, "data", .reachu, required: true, owner: owner) else { return nil }
            let dataKeys = isStatus ? Self.statusDataKeys : Self.configDataKeys
            checker.checkTypos(data, known: dataKeys, owner: "data")
            let componentID = Self.id(data, "componentId", required: true, owner: "data", in: &checker)
            let campaignComponentID = Self.id(data, "campaignComponentId", required: true, owner: "data", in: &checker)
            let componentType = checker.string(data, "componentType", .reachu, required: true, owner: "data")
            if let (text, value) = componentType { Self.checkComponentType(text, value, in: &checker) }
            let status = isStatus ? Self.status(data, in: &checker) : nil
            let configValue = checker.object(data, "config", .reachu, required: true, owner: "data")
            let config = configValue.map { Self.config($0, type: componentType?.0, in: &checker) }
            guard let componentID, let campaignComponentID, let componentType, let config else { return nil }
            let extra = JSONObject(root, excluding: Self.componentEventKeys)
            let dataExtra = JSONObject(data, excluding: dataKeys)
            if isStatus {
                guard let status else { return nil }
                return .componentStatusChanged(
                    Reachu.ComponentStatusChange(
                        componentID: componentID.0, campaignComponentID: campaignComponentID.0,
                        componentType: componentType.0, status: status, config: config, extra: extra,
                        dataExtra: dataExtra))
            }
            return .componentConfigUpdated(
                Reachu.ComponentConfigUpdate(
                    componentID: componentID.0, campaignComponentID: campaignComponentID.0,
                    componentType: componentType.0, config: config, extra: extra, dataExtra: dataExtra))
        case _ where Self.vioEventTypes.contains(type):
            Self.checkVioEvent(root, type: type, in: &checker)
            return nil
        default:
            let hint = KeySpelling.nearMiss(type, in: Self.eventTypes)
            checker.emit(
                .reachuEventType, at: typeValue,
                "unknown event type \(JSONText.quoted(type))"
                    + (hint.map { "; did you mean \(JSONText.quoted($0))?" }
                        ?? "; Reachu sends \(Reachu.Event.wireTypes.joined(separator: ", "))")
                    + " (clients ignore other events)")
            return nil
        }
    }

    /// A VioSwiftSDK event (``vioEventTypes``). `config:updated` needs an Int `campaignId`
    /// and a `sections` array of strings (else the SDK logs "Invalid config:updated event
    /// format" and ignores it); `lineup_show` needs a number `videoTimestamp`
    /// (`LineupShowEvent`); `cart_intent` has only optional members (`CartIntentEvent`).
    static func checkVioEvent(_ root: JSONValue, type: String, in checker: inout Checker) {
        let owner = "the event"
        switch type {
        case "config:updated":
            _ = Self.id(root, "campaignId", required: true, owner: owner, in: &checker)
            if let sections = checker.array(root, "sections", .reachu, required: true, owner: owner) {
                for section in sections.elementSequence { _ = checker.expect(section, .string, "a section", .reachu) }
            }
        case "lineup_show":
            if let value = checker.member(root, "videoTimestamp", .reachu, required: true, owner: owner) {
                _ = checker.expect(value, .number, "\"videoTimestamp\"", .reachu)
            }
        case "cart_intent":
            _ = checker.string(root, "productName", .reachu, owner: owner)
            _ = checker.string(root, "productId", .reachu, owner: owner)
            if root[member: "campaignId"] != nil {
                _ = Self.id(root, "campaignId", required: false, owner: owner, in: &checker)
            }
        case "placement_status_changed", "placement_config_updated", "placement_activation_swapped":
            // Synthesized Codable: a missing or mistyped required member throws, and the
            // socket manager logs the error and drops the event.
            Self.optionalString(root, "module", owner: owner, in: &checker)
            Self.optionalString(root, "serverTimestamp", owner: owner, in: &checker)
            _ = checker.integer(root, "campaignId", .reachu, required: true, owner: owner)
            _ = checker.integer(root, "appPlacementId", .reachu, required: true, owner: owner)
            switch type {
            case "placement_status_changed":
                _ = checker.integer(root, "campaignComponentId", .reachu, required: true, owner: owner)
                _ = checker.string(root, "status", .reachu, required: true, owner: owner)
            case "placement_config_updated":
                _ = checker.integer(root, "campaignComponentId", .reachu, required: true, owner: owner)
                _ = checker.bool(root, "productIdsChanged", .reachu, required: true, owner: owner)
                if let config = root[member: "customConfig"], !config.isNull {
                    if let object = checker.expect(config, .object, "\"customConfig\"", .reachu) {
                        Self.checkNoNullInConfig(object, in: &checker)
                    }
                }
            default:
                _ = checker.integer(root, "fromCampaignComponentId", .reachu, required: true, owner: owner)
                _ = checker.integer(root, "toCampaignComponentId", .reachu, required: true, owner: owner)
                for key: StaticString in ["fromSponsorId", "toSponsorId"] where root[member: key]?.isNull == false {
                    _ = checker.integer(root, key, .reachu, owner: owner)
                }
                if let component = checker.object(root, "newComponent", .reachu, required: true, owner: owner) {
                    _ = checker.integer(component, "id", .reachu, required: true, owner: "newComponent")
                    _ = checker.string(component, "status", .reachu, required: true, owner: "newComponent")
                }
            }
        default:
            break
        }
        checker.emit(
            .payloadUnmodelledKind, at: root,
            "this is a \(JSONText.quoted(type)) event, which VioSwiftSDK (Reachu's successor) handles and pushkit does not model; pushkit checks the members its decoding needs"
        )
    }

    /// The component events' form without `data`: `campaignId`, a string `componentId`
    /// and the whole `component` at the top level (the status event adds `status`).
    /// ReachuSwiftSDK still decodes it: `ComponentStatusChangedEvent.toComponent()` falls
    /// back to it when `data` is absent, and `ComponentConfigUpdatedEvent` prefers it
    /// (CampaignModels.swift at 0efa85a). pushkit checks what the SDK's decoding needs
    /// (a missing or mistyped one throws, and the SDK drops the event) and the component's
    /// config as it checks the `data` form's (links, colours, sizes), and does not model
    /// the rest.
    static func checkComponentEventTopLevelForm(
        _ root: JSONValue, type: String, isStatus: Bool, in checker: inout Checker
    ) {
        let owner = "the event"
        checker.checkTypos(root, known: isStatus ? Self.statusTopLevelKeys : Self.configTopLevelKeys, owner: owner)
        _ = Self.id(root, "campaignId", required: false, owner: owner, in: &checker)
        _ = checker.string(root, "componentId", .reachu, owner: owner)
        if isStatus { _ = Self.status(root, in: &checker) }
        if let component = checker.object(root, "component", .reachu, required: true, owner: owner) {
            Self.checkTopLevelComponent(component, in: &checker)
        }
        checker.emit(
            .payloadUnmodelledKind, at: root,
            "this is the form of Reachu's \(type) event with the component at the top level (no data), which the SDK still handles; pushkit checks the members the SDK needs and the config as in the data form, and does not model it"
        )
    }

    /// The `component` of an event's top-level form: the members the SDK's decoding needs,
    /// and its config with every check the `data` form's config gets (the SDK decodes both
    /// into the same `ComponentConfig`, and shows and opens what they hold alike).
    static func checkTopLevelComponent(_ component: JSONValue, in checker: inout Checker) {
        _ = checker.string(component, "id", .reachu, required: true, owner: "component")
        let type = checker.string(component, "type", .reachu, required: true, owner: "component")
        _ = checker.string(component, "name", .reachu, required: true, owner: "component")
        if let config = checker.object(component, "config", .reachu, required: true, owner: "component") {
            _ = Self.config(config, type: type?.0, in: &checker)
        }
    }
}
