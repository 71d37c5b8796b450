// The SDK's other documents: the active components, the Vio broadcast validation and components.

extension Reachu.Decoder {
    /// An optional string member as `decodeIfPresent(String.self, ...)` reads it: absent
    /// or `null` is nil; any other type throws, and the document is lost.
    static func optionalString(_ object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker) {
        guard let value = object[member: key], !value.isNull else { return }
        let name = checker.quotedKey(key)
        _ = checker.expect(value, .string, name, .reachu)
    }

    /// A `null` anywhere inside a component config read as `[String: AnyCodable]`
    /// (ReachuSwiftSDK CampaignModels.swift at 0efa85a, `AnyCodable.init(from:)`): it decodes
    /// a Bool, number, string, array or object and throws on anything else, so the config,
    /// and the response or event that carries it, is lost. The walk keeps its own stack.
    static func checkNoNullInConfig(_ config: JSONValue, in checker: inout Checker) {
        var pending: [JSONValue] = [config]
        while let value = pending.popLast() {
            switch value.kind {
            case .object: pending.append(contentsOf: value.members.map(\.value).reversed())
            case .array: pending.append(contentsOf: Array(value.elementSequence).reversed())
            case .null:
                checker.emit(
                    .reachuInvalidType, at: value,
                    "null inside a component config: the SDK reads config values as AnyCodable, which cannot hold null, so the whole document fails to decode; leave the key out instead"
                )
            default: break
            }
        }
    }

    /// The active components response (`[ActiveComponentResponse]`, OfferBannerModels.swift
    /// at 0efa85a): every item needs `componentId`, `type`, `name` and `status` strings and a
    /// `config` object; one that lacks them fails the whole array.
    static func checkActiveComponents(_ root: JSONValue, in checker: inout Checker) {
        let owner = "the active component"
        for element in root.elementSequence {
            guard checker.expect(element, .object, "an active component", .reachu) != nil else { continue }
            _ = checker.string(element, "componentId", .reachu, required: true, owner: owner)
            _ = checker.string(element, "type", .reachu, required: true, owner: owner)
            _ = checker.string(element, "name", .reachu, required: true, owner: owner)
            _ = checker.string(element, "status", .reachu, required: true, owner: owner)
            if let config = checker.object(element, "config", .reachu, required: true, owner: owner) {
                Self.checkNoNullInConfig(config, in: &checker)
            }
            Self.optionalString(element, "activatedAt", owner: owner, in: &checker)
        }
    }

    /// VioSwiftSDK's broadcast validation result (`BroadcastValidationResult`,
    /// CampaignModels.swift at 07e5669e; `GET /v1/sdk/broadcast?contentId=&country=`,
    /// BroadcastValidationService.swift at 5e59bcf4): `hasEngagement` a Bool, required;
    /// `campaignId` an Int; `broadcastId`, `broadcastName`, `status` and `websocketChannel`
    /// strings. Any decoding error makes the service answer `hasEngagement: false`, so
    /// the broadcast's engagement never shows.
    static func checkVioBroadcastValidation(_ root: JSONValue, in checker: inout Checker) {
        let owner = "the broadcast validation result"
        checker.checkTypos(root, known: Self.vioBroadcastValidationKeys, owner: owner)
        _ = checker.bool(root, "hasEngagement", .reachu, required: true, owner: owner)
        if let id = root[member: "campaignId"], !id.isNull {
            _ = checker.integer(root, "campaignId", .reachu, owner: owner)
        }
        for key: StaticString in ["broadcastId", "broadcastName", "status", "websocketChannel"] {
            Self.optionalString(root, key, owner: owner, in: &checker)
        }
        checker.emit(
            .payloadUnmodelledKind, at: root,
            "this is VioSwiftSDK's broadcast validation result (GET /v1/sdk/broadcast), which pushkit does not model; pushkit checks the members its decoding needs"
        )
    }

    /// VioSwiftSDK's v2 components response (`GET /v2/mobile/campaigns/:id/components`,
    /// its CampaignManager's `Envelope {campaignId: Int, components: [Component]}`): the
    /// items are flat `Component`s (`id`, `type`, `name` strings and a `config` object;
    /// `status`, `locationId` strings, `sponsorId`, `campaignComponentId` Ints), with no
    /// per-item `campaignId`, `componentId` or nested `component`. A failure is logged and
    /// the components are not applied.
    static func checkVioComponents(_ root: JSONValue, in checker: inout Checker) {
        let owner = "the response"
        checker.checkTypos(root, known: ["campaignId", "components"], owner: owner)
        _ = checker.integer(root, "campaignId", .reachu, required: true, owner: owner)
        if let list = checker.array(root, "components", .reachu, required: true, owner: owner) {
            for element in list.elementSequence {
                guard checker.expect(element, .object, "a component", .reachu) != nil else { continue }
                let itemOwner = "the component"
                checker.checkTypos(element, known: Self.vioComponentKeys, owner: itemOwner)
                _ = checker.string(element, "id", .reachu, required: true, owner: itemOwner)
                if let (type, typeValue) = checker.string(element, "type", .reachu, required: true, owner: itemOwner) {
                    Self.checkComponentType(type, typeValue, in: &checker)
                }
                _ = checker.string(element, "name", .reachu, required: true, owner: itemOwner)
                if let config = checker.object(element, "config", .reachu, required: true, owner: itemOwner) {
                    Self.checkNoNullInConfig(config, in: &checker)
                }
                Self.optionalString(element, "status", owner: itemOwner, in: &checker)
                Self.optionalString(element, "locationId", owner: itemOwner, in: &checker)
                for key: StaticString in ["sponsorId", "campaignComponentId"]
                where element[member: key]?.isNull == false {
                    _ = checker.integer(element, key, .reachu, owner: itemOwner)
                }
            }
        }
        checker.emit(
            .payloadUnmodelledKind, at: root,
            "this is VioSwiftSDK's v2 components response (GET /v2/mobile/campaigns/:id/components: campaignId and flat components), which pushkit checks and does not model"
        )
    }
}
