// Codes and catalogue entries: Reachu campaign documents (WebSocket events, REST responses).

extension Diagnostic.Code {
    /// A required Reachu key is missing (message names the key).
    public static let reachuMissingKey = Self(
        "reachu.missing-key", .error,
        summary: "A required Reachu key is missing (message names the key).",
        example: "{\"type\":\"campaign_ended\",\"endDate\":\"2024-12-31T23:59:59Z\"}", source: Reachu.Source.models)
    /// A Reachu key has the wrong JSON type.
    public static let reachuInvalidType = Self(
        "reachu.invalid-type", .error,
        summary: "A Reachu key has the wrong JSON type.",
        example: "{\"type\":\"campaign_ended\",\"campaignId\":\"10\"}", source: Reachu.Source.models)
    /// An event type that is not campaign_started, campaign_ended, component_status_changed or component_config_updated.
    public static let reachuEventType = Self(
        "reachu.event-type", .error,
        summary:
            "An event type that is not campaign_started, campaign_ended, component_status_changed or component_config_updated.",
        example: "{\"type\":\"campaign_start\",\"campaignId\":10}",
        source:
            "\(Reachu.Source.sdk) Sources/ReachuCore/Managers/CampaignWebSocketManager.swift (the event types it decodes); VioSwiftSDK@052e13bd Sources/VioCore/Managers/CampaignWebSocketManager.swift adds config:updated, lineup_show, cart_intent and ping"
    )
    /// A date that is not ISO 8601 (2024-12-25T10:00:00Z).
    public static let reachuDateFormat = Self(
        "reachu.date-format", .error,
        summary: "A date that is not ISO 8601 (2024-12-25T10:00:00Z).",
        example: "{\"id\":10,\"name\":\"Holiday Sale\",\"startDate\":\"25/12/2024 10:00\"}",
        source: Reachu.Source.models)
    /// An end date not after its start date (endDate/startDate, endTime/scheduledTime).
    public static let reachuDateOrder = Self(
        "reachu.date-order", .error,
        summary: "An end date not after its start date (endDate/startDate, endTime/scheduledTime).",
        example:
            "{\"id\":10,\"name\":\"Holiday Sale\",\"startDate\":\"2024-12-31T10:00:00Z\",\"endDate\":\"2024-12-25T10:00:00Z\"}",
        source: Reachu.Source.manager)
    /// An id that is not a positive integer (0, negative, fractional).
    public static let reachuID = Self(
        "reachu.id", .error,
        summary: "An id that is not a positive integer (0, negative, fractional).",
        example: "{\"type\":\"campaign_ended\",\"campaignId\":-3}", source: Reachu.Source.models)
    /// Two components with the same id in one components response.
    public static let reachuDuplicateID = Self(
        "reachu.duplicate-id", .error,
        summary: "Two components with the same id in one components response.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":8,\"status\":\"active\",\(reachuTemplate)},{\"id\":15,\"campaignId\":10,\"componentId\":8,\"status\":\"inactive\",\(reachuTemplate)}]}",
        source: Reachu.Source.manager)
    /// A component status other than active or inactive.
    public static let reachuStatus = Self(
        "reachu.status", .error,
        summary: "A component status other than active or inactive.",
        example:
            "{\"type\":\"component_status_changed\",\"data\":{\"componentId\":8,\"campaignComponentId\":15,\"componentType\":\"product_banner\",\"status\":\"enabled\",\"config\":{}}}",
        source: Reachu.Source.manager)
    /// A component type the SDK does not draw (not product_banner or product_carousel): clients ignore it.
    public static let reachuUnknownComponentType = Self(
        "reachu.unknown-component-type", .info,
        summary:
            "A component type the SDK does not draw (not product_banner or product_carousel): clients ignore it.",
        example:
            "{\"type\":\"component_config_updated\",\"data\":{\"componentId\":9,\"campaignComponentId\":16,\"componentType\":\"countdown\",\"config\":{}}}",
        source: Reachu.Source.models)
    /// A product_banner colour that is not #RRGGBB or rgba(r, g, b, a).
    public static let reachuColor = Self(
        "reachu.color", .warning,
        summary:
            "A product_banner colour the SDK cannot read (hex of 6 or 8 digits, # optional; rgba() for backgroundColor only): it uses the theme's colour.",
        example: reachuBanner("\"titleColor\":\"#FFF\""), source: Reachu.Source.banner)
    /// A product_banner font size or bannerHeight that is not above 0.
    public static let reachuSize = Self(
        "reachu.size", .warning,
        summary:
            "A product_banner font size or bannerHeight that is not above 0: the SDK clamps it to its smallest size.",
        example: reachuBanner("\"titleFontSize\":0"), source: Reachu.Source.banner)
    /// A product_banner overlayOpacity outside 0...1.
    public static let reachuOpacity = Self(
        "reachu.opacity", .warning,
        summary: "A product_banner overlayOpacity outside 0...1: SwiftUI clamps it.",
        example: reachuBanner("\"overlayOpacity\":30"), source: Reachu.Source.banner)
    /// A product_banner textAlignment or contentVerticalAlignment that is not a known value.
    public static let reachuAlignment = Self(
        "reachu.alignment", .warning,
        summary:
            "A product_banner textAlignment or contentVerticalAlignment that is not a known value (in any case): the SDK uses left / bottom.",
        example: reachuBanner("\"textAlignment\":\"middle\""), source: Reachu.Source.banner)
    /// More than one active component of one type in a components response.
    public static let reachuDuplicateActiveType = Self(
        "reachu.duplicate-active-type", .error,
        summary: "More than one active component of one type in a components response.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":8,\"status\":\"active\",\(reachuTemplate)},{\"id\":16,\"campaignId\":10,\"componentId\":8,\"status\":\"active\",\(reachuTemplate)}]}",
        source: Reachu.Source.manager)
    /// A component's componentId differs from its component.id.
    public static let reachuComponentIDMismatch = Self(
        "reachu.component-id-mismatch", .warning,
        summary: "A component's componentId differs from its component.id.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":9,\"status\":\"active\",\(reachuTemplate)}]}",
        source: Reachu.Source.models)
    /// A customConfig leaves out template keys: it replaces component.config as a whole.
    public static let reachuCustomConfigReplacesDefaults = Self(
        "reachu.custom-config-replaces-defaults", .info,
        summary: "A customConfig leaves out template keys: it replaces component.config as a whole.",
        example:
            "{\"components\":[{\"id\":15,\"campaignId\":10,\"componentId\":8,\"status\":\"active\",\"customConfig\":{\"title\":\"Sale\"},\(reachuTemplate)}]}",
        source: Reachu.Source.models)
    /// A document that is clearly one vendor's, of a kind pushkit does not model: kind unknown, only its JSON checked.
    public static let payloadUnmodelledKind = Self(
        "payload.unmodelled-kind", .info,
        summary:
            "A document that is clearly one vendor's, of a kind pushkit does not model (Reachu's discovery, SDK configuration, offers or active-components response, the top-level form of its component events): kind unknown, only its JSON is checked.",
        example: "{\"campaigns\":[{\"campaignId\":28,\"isActive\":true}]}",
        source:
            "\(Reachu.Source.models) (CampaignsDiscoveryResponse, SDKConfigResponse, OffersResponse, the top-level form of the component events) and OfferBannerModels.swift (ActiveComponentResponse)"
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
    }
}

extension Diagnostic.Code {
    fileprivate static let reachuTemplate =
        "\"component\":{\"id\":8,\"type\":\"product_banner\",\"name\":\"Product Banner\",\"config\":{\"titleColor\":\"#FFFFFF\"}}"

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
