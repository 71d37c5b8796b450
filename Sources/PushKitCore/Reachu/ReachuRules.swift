// Codes and catalogue entries: Reachu campaign documents (WebSocket events, REST responses).

extension Diagnostic.Code {
    /// The SDK cannot decode the document and drops it, so the campaign or component does not change (a components item
    /// without `component`, a broadcast validation result without `hasEngagement`, a placement event without its ids).
    /// Add the key the message names.
    public static let reachuMissingKey = Self(
        "reachu.missing-key", .error,
        summary: "A required Reachu key is missing (message names the key).",
        example: "{\"type\":\"campaign_ended\",\"endDate\":\"2024-12-31T23:59:59Z\"}",
        passing: #"{"type":"campaign_ended","campaignId":10,"endDate":"2024-12-31T23:59:59Z"}"#,
        source:
            "\(Reachu.Source.models) (the events, ComponentResponse and its ComponentData, Component); \(Reachu.Source.legacyModels) (ComponentResponse, fetched by CampaignManager.swift); OfferBannerModels.swift (ActiveComponentResponse); \(Reachu.Source.vioModels) (BroadcastValidationResult, Component, the placement events); \(Reachu.Source.vioManager) (the v2 components envelope)"
    )
    /// Decoding fails on a value of another type and the whole document is dropped (a components item's `componentId`
    /// and `component.id` are strings). A campaign's `isPaused` of another type is read as absent, so a campaign meant
    /// paused shows; a string other than "true" or "false" is read as false, a warning. Send the type the SDK's model
    /// declares: campaignId 10, not "10".
    public static let reachuInvalidType = Self(
        "reachu.invalid-type", .error,
        summary:
            "A Reachu key has the wrong JSON type (componentId and component.id of a components item are strings; a campaign's isPaused a boolean or the string \"true\"/\"false\", another string a warning; no null inside a component config, which AnyCodable cannot decode).",
        example: "{\"type\":\"campaign_ended\",\"campaignId\":\"10\"}",
        passing: #"{"type":"campaign_ended","campaignId":10}"#,
        source:
            "\(Reachu.Source.models) (Campaign.init(from:) isPaused, ComponentResponse.componentId: String, AnyCodable.init(from:)); \(Reachu.Source.legacyModels); \(Reachu.Source.vioModels) (BroadcastValidationResult, Component, the placement events)"
    )
    /// The SDK skips events it does not know, so the change never reaches the app. Spell the type exactly as the SDK
    /// does.
    public static let reachuEventType = Self(
        "reachu.event-type", .error,
        summary:
            "An event type that is not campaign_started, campaign_ended, campaign_paused, campaign_resumed, component_status_changed or component_config_updated, nor one VioSwiftSDK adds (config:updated, lineup_show, cart_intent, ping, placement_status_changed, placement_config_updated, placement_activation_swapped).",
        example: "{\"type\":\"campaign_start\",\"campaignId\":10}",
        passing: #"{"type":"campaign_started","campaignId":10}"#,
        source:
            "\(Reachu.Source.sdk) Sources/ReachuCore/Managers/CampaignWebSocketManager.swift (the event types it decodes); VioSwiftSDK@052e13bd Sources/VioCore/Managers/CampaignWebSocketManager.swift adds config:updated, lineup_show, cart_intent and ping; \(Reachu.Source.vioModels) (PlacementStatusChangedEvent, PlacementConfigUpdatedEvent, PlacementActivationSwappedEvent, which the placement-era socket manager decodes)"
    )
    /// The date does not decode, and the campaign's schedule is lost. Write it as 2024-12-25T10:00:00Z, in UTC.
    public static let reachuDateFormat = Self(
        "reachu.date-format", .error,
        summary: "A date that is not ISO 8601 (2024-12-25T10:00:00Z).",
        example: "{\"id\":10,\"name\":\"Holiday Sale\",\"startDate\":\"25/12/2024 10:00\"}",
        passing: #"{"id":10,"name":"Holiday Sale","startDate":"2024-12-25T10:00:00Z"}"#, source: Reachu.Source.models)
    /// The campaign is over before it starts, so it is never active. Correct the date that is wrong.
    public static let reachuDateOrder = Self(
        "reachu.date-order", .error,
        summary: "An end date not after its start date (endDate/startDate, endTime/scheduledTime).",
        example:
            "{\"id\":10,\"name\":\"Holiday Sale\",\"startDate\":\"2024-12-31T10:00:00Z\",\"endDate\":\"2024-12-25T10:00:00Z\"}",
        passing:
            #"{"id":10,"name":"Holiday Sale","startDate":"2024-12-25T10:00:00Z","endDate":"2024-12-31T10:00:00Z"}"#,
        source: Reachu.Source.manager)
    /// Reachu's ids are positive integers, so this one points at no campaign or component. Send the id the campaign or
    /// component has.
    public static let reachuID = Self(
        "reachu.id", .error,
        summary: "An id that is not a positive integer (0, negative, fractional).",
        example: "{\"type\":\"campaign_ended\",\"campaignId\":-3}",
        passing: #"{"type":"campaign_ended","campaignId":3}"#, source: Reachu.Source.models)
    /// The SDK keys components by id, so one hides the other. Give each component its own id, or drop the duplicate.
    public static let reachuDuplicateID = Self(
        "reachu.duplicate-id", .error,
        summary: "Two components with the same id in one components response.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":\"8\",\"status\":\"active\",\(reachuTemplate)},{\"id\":15,\"campaignId\":10,\"componentId\":\"8\",\"status\":\"inactive\",\(reachuTemplate)}]}",
        passing:
            ##"{"components":[{"id":15,"campaignId":10,"componentId":"8","status":"active","component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}},{"id":16,"campaignId":10,"componentId":"8","status":"inactive","component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}}]}"##,
        source: Reachu.Source.manager)
    /// The component is neither shown nor hidden as meant. Send `active` or `inactive`.
    public static let reachuStatus = Self(
        "reachu.status", .error,
        summary: "A component status other than active or inactive.",
        example:
            "{\"type\":\"component_status_changed\",\"data\":{\"componentId\":8,\"campaignComponentId\":15,\"componentType\":\"product_banner\",\"status\":\"enabled\",\"config\":{}}}",
        passing:
            #"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":15,"componentType":"product_banner","status":"active","config":{}}}"#,
        source: Reachu.Source.manager)
    /// Apps on this SDK draw nothing for the component. Use one of the two types, or make sure the apps in use can draw
    /// this one.
    public static let reachuUnknownComponentType = Self(
        "reachu.unknown-component-type", .info,
        summary:
            "A component type the SDK does not draw (not product_banner or product_carousel): clients ignore it.",
        example:
            "{\"type\":\"component_config_updated\",\"data\":{\"componentId\":9,\"campaignComponentId\":16,\"componentType\":\"countdown\",\"config\":{}}}",
        passing:
            #"{"type":"component_config_updated","data":{"componentId":9,"campaignComponentId":16,"componentType":"product_carousel","config":{}}}"#,
        source: Reachu.Source.models)
    /// The banner is drawn in the theme's colour instead of the campaign's. Write the colour in full: #FFFFFF, not
    /// #FFF.
    public static let reachuColor = Self(
        "reachu.color", .warning,
        summary:
            "A product_banner colour the SDK cannot read (hex of 6 or 8 digits, # optional; rgba() for backgroundColor only): it uses the theme's colour.",
        example: reachuBanner("\"titleColor\":\"#FFF\""), passing: reachuBanner(##""titleColor":"#FFFFFF""##),
        source: Reachu.Source.banner)
    /// The text or the banner comes out at the smallest size instead of the one meant. Give a size in points.
    public static let reachuSize = Self(
        "reachu.size", .warning,
        summary:
            "A product_banner font size or bannerHeight that is not above 0: the SDK clamps it to its smallest size.",
        example: reachuBanner("\"titleFontSize\":0"), passing: reachuBanner(#""titleFontSize":16"#),
        source: Reachu.Source.banner)
    /// Opacity is a fraction, so 30 (meant as 30%) becomes fully opaque. Write 0.3.
    public static let reachuOpacity = Self(
        "reachu.opacity", .warning,
        summary: "A product_banner overlayOpacity outside 0...1: SwiftUI clamps it.",
        example: reachuBanner("\"overlayOpacity\":30"), passing: reachuBanner(#""overlayOpacity":0.3"#),
        source: Reachu.Source.banner)
    /// The text is placed at the SDK's default instead of where it was meant. Use left, center or right across, top,
    /// center or bottom down.
    public static let reachuAlignment = Self(
        "reachu.alignment", .warning,
        summary:
            "A product_banner textAlignment or contentVerticalAlignment that is not a known value (in any case): the SDK uses left / bottom.",
        example: reachuBanner("\"textAlignment\":\"middle\""), passing: reachuBanner(#""textAlignment":"center""#),
        source: Reachu.Source.banner)
    /// The SDK shows one component of a type at a time, so which one appears is arbitrary. Deactivate all but one.
    public static let reachuDuplicateActiveType = Self(
        "reachu.duplicate-active-type", .error,
        summary: "More than one active component of one type in a components response.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":\"8\",\"status\":\"active\",\(reachuTemplate)},{\"id\":16,\"campaignId\":10,\"componentId\":\"8\",\"status\":\"active\",\(reachuTemplate)}]}",
        passing:
            ##"{"components":[{"id":15,"campaignId":10,"componentId":"8","status":"active","component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}},{"id":16,"campaignId":10,"componentId":"8","status":"inactive","component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}}]}"##,
        source: Reachu.Source.manager)
    /// An app that looks the component up by one id does not find it under the other. Send the same id in both places.
    public static let reachuComponentIDMismatch = Self(
        "reachu.component-id-mismatch", .warning,
        summary: "A component's componentId differs from its component.id.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":\"9\",\"status\":\"active\",\(reachuTemplate)}]}",
        passing:
            ##"{"components":[{"id":15,"campaignId":10,"componentId":"8","status":"active","component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}}]}"##,
        source: Reachu.Source.models)
    /// Keys missing from `customConfig` are not taken from the template, so the component loses them. Start from the
    /// template's config and change only what differs.
    public static let reachuCustomConfigReplacesDefaults = Self(
        "reachu.custom-config-replaces-defaults", .info,
        summary: "A customConfig leaves out template keys: it replaces component.config as a whole.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":\"8\",\"status\":\"active\",\"customConfig\":{\"title\":\"Sale\"},\(reachuTemplate)}]}",
        passing:
            ##"{"components":[{"id":15,"campaignId":10,"componentId":"8","status":"active","customConfig":{"titleColor":"#FFFFFF","title":"Sale"},"component":{"id":"8","type":"product_banner","name":"Product Banner","config":{"titleColor":"#FFFFFF"}}}]}"##,
        source: Reachu.Source.models)
    /// pushkit recognised the vendor but does not model the document, so a clean report says that the JSON is well
    /// formed and the keys the SDK's decoder needs are there, no more. Check the rest against the vendor's SDK.
    public static let payloadUnmodelledKind = Self(
        "payload.unmodelled-kind", .info,
        summary:
            "A document that is clearly one vendor's, of a form pushkit does not model (Reachu's discovery, SDK configuration, offers or active-components response; the top-level form of its component events, kind the event's; VioSwiftSDK's broadcast validation result, v2 components response and socket events): only what the SDK's decoding needs is checked.",
        example: "{\"campaigns\":[{\"campaignId\":28,\"isActive\":true}]}",
        passing: #"{"id":28,"name":"Holiday Sale"}"#,
        source:
            "\(Reachu.Source.models) (CampaignsDiscoveryResponse, SDKConfigResponse, OffersResponse, the top-level form of the component events) and OfferBannerModels.swift (ActiveComponentResponse); \(Reachu.Source.vioModels) (BroadcastValidationResult, Component, the placement events); \(Reachu.Source.vioManager)"
    )
}

extension Reachu {
    /// Where the Reachu rules come from: ReachuSwiftSDK at 0efa85a.
    enum Source {
        static let sdk = "github:ReachuDevteam/ReachuSwiftSDK@0efa85a9dd27ec26ce3c4fa351363328bfb7c253"
        static let models = "\(sdk) Sources/ReachuCore/Models/CampaignModels.swift"
        static let manager = "\(sdk) Sources/ReachuCore/Managers/CampaignManager.swift"
        static let banner =
            "\(sdk) Sources/ReachuCore/Models/OfferBannerModels.swift (ProductBannerConfig) and Sources/ReachuUI/Components/RProductBanner.swift"
        /// The last commit with the `/api/campaigns/...` fetches (the campaign, the components
        /// wrapper and its bare-array fallback), replaced in 49b7d28.
        static let legacySDK = "github:ReachuDevteam/ReachuSwiftSDK@17c50925770f7348e90a740375070a96c4bf4f49"
        static let legacyModels =
            "\(legacySDK) Sources/ReachuCore/Models/CampaignModels.swift and Sources/ReachuCore/Managers/CampaignManager.swift"
        /// VioSwiftSDK, Reachu's successor (no snapshot of its head could be had: the newest
        /// stored version of each file).
        static let vioModels =
            "github:vio-live/VioSwiftSDK@07e5669e80c8baea58515d5b58f78d62bf67ff0a Sources/VioCore/Models/CampaignModels.swift"
        static let vioManager =
            "github:vio-live/VioSwiftSDK Sources/VioCore/Managers/CampaignManager.swift (v2: fetchAndApplyCampaignComponentsIfPossible, GET /v2/mobile/campaigns/:id/components)"
    }
}

extension Diagnostic.Code {
    fileprivate static let reachuTemplate =
        "\"component\":{\"id\":\"8\",\"type\":\"product_banner\",\"name\":\"Product Banner\",\"config\":{\"titleColor\":\"#FFFFFF\"}}"

    fileprivate static func reachuBanner(_ config: String) -> String {
        "{\"type\":\"component_config_updated\",\"data\":{\"componentId\":8,\"campaignComponentId\":15,\"componentType\":\"product_banner\",\"config\":{\(config)}}}"
    }
}

extension RuleCatalogue {
    static let reachu: [Diagnostic.Code] = [
        .reachuMissingKey,
        .reachuInvalidType,
        .reachuEventType,
        .reachuDateFormat,
        .reachuDateOrder,
        .reachuID,
        .reachuDuplicateID,
        .reachuStatus,
        .reachuUnknownComponentType,
        .reachuColor,
        .reachuSize,
        .reachuOpacity,
        .reachuAlignment,
        .reachuDuplicateActiveType,
        .reachuComponentIDMismatch,
        .reachuCustomConfigReplacesDefaults,
    ]
}
