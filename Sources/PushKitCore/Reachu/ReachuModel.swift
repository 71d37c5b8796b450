extension Reachu {
    /// A Reachu campaign document: one real-time WebSocket event, or one of the two REST
    /// responses the SDK fetches (`GET /api/campaigns/{id}` and
    /// `GET /api/campaigns/{id}/components`). Not a push: Reachu documents have no `aps`
    /// and no size budget.
    public enum Document: Sendable, Hashable {
        /// A WebSocket event (`type` is one of the four event types).
        case event(Reachu.Event)
        /// `GET /api/campaigns/{id}`: the campaign and its dates.
        case campaign(Reachu.Campaign)
        /// `GET /api/campaigns/{id}/components`: the campaign's components.
        case components(Reachu.Components)

        /// The kind: `reachu.campaign-started`, ..., `reachu.campaign`, `reachu.components`.
        public var kind: PayloadKind {
            switch self {
            case .event(let event): event.kind
            case .campaign: .reachuCampaign
            case .components: .reachuComponents
            }
        }
    }
}

extension Reachu {
    /// A Reachu WebSocket event, by its `type`.
    public enum Event: Sendable, Hashable {
        /// `campaign_started`: the campaign's start date is reached; components show.
        case campaignStarted(Reachu.CampaignStarted)
        /// `campaign_ended`: the campaign's end date is reached; every component hides.
        case campaignEnded(Reachu.CampaignEnded)
        /// `component_status_changed`: a component is activated or deactivated by hand.
        case componentStatusChanged(Reachu.ComponentStatusChange)
        /// `component_config_updated`: a component's configuration is saved again.
        case componentConfigUpdated(Reachu.ComponentConfigUpdate)
        /// `campaign_paused`: the campaign is paused by hand, whatever its dates; the SDK
        /// hides its components (ReachuSwiftSDK `CampaignWebSocketManager`, `CampaignPausedEvent`).
        case campaignPaused(Reachu.CampaignPause)
        /// `campaign_resumed`: a paused campaign resumes; the SDK loads its components again.
        case campaignResumed(Reachu.CampaignPause)

        /// The six `type` values, in this order.
        public static let wireTypes = [
            "campaign_started", "campaign_ended", "component_status_changed", "component_config_updated",
            "campaign_paused", "campaign_resumed",
        ]

        /// The `type` as sent: `campaign_started`, ...
        public var wireType: String {
            switch self {
            case .campaignStarted: "campaign_started"
            case .campaignEnded: "campaign_ended"
            case .componentStatusChanged: "component_status_changed"
            case .componentConfigUpdated: "component_config_updated"
            case .campaignPaused: "campaign_paused"
            case .campaignResumed: "campaign_resumed"
            }
        }

        /// The kind: `reachu.campaign-started`, `reachu.campaign-ended`, ...
        public var kind: PayloadKind {
            switch self {
            case .campaignStarted: .reachuCampaignStarted
            case .campaignEnded: .reachuCampaignEnded
            case .componentStatusChanged: .reachuComponentStatusChanged
            case .componentConfigUpdated: .reachuComponentConfigUpdated
            case .campaignPaused: .reachuCampaignPaused
            case .campaignResumed: .reachuCampaignResumed
            }
        }
    }
}

extension Reachu {
    /// `{"type": "campaign_paused" | "campaign_resumed", "campaignId"}`.
    public struct CampaignPause: Sendable, Hashable {
        /// `campaignId`: the campaign paused or resumed.
        public var campaignID: Int
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates the event.
        public init(campaignID: Int, extra: JSONObject = [:]) {
            self.campaignID = campaignID
            self.extra = extra
        }
    }
}

extension Reachu {
    /// `{"type": "campaign_started", "campaignId", "startDate", "endDate"}`.
    public struct CampaignStarted: Sendable, Hashable {
        /// `campaignId`: the campaign that started (a positive integer).
        public var campaignID: Int
        /// `startDate`, when given (and not `null`).
        public var startDate: ISO8601Timestamp?
        /// `endDate`, when given (and not `null`).
        public var endDate: ISO8601Timestamp?
        /// Members the model does not hold (unknown keys, `null` dates), kept as written.
        public var extra: JSONObject

        /// Creates the event.
        public init(
            campaignID: Int, startDate: ISO8601Timestamp? = nil, endDate: ISO8601Timestamp? = nil,
            extra: JSONObject = [:]
        ) {
            self.campaignID = campaignID
            self.startDate = startDate
            self.endDate = endDate
            self.extra = extra
        }
    }
}

extension Reachu {
    /// `{"type": "campaign_ended", "campaignId", "endDate"}`.
    public struct CampaignEnded: Sendable, Hashable {
        /// `campaignId`: the campaign that ended.
        public var campaignID: Int
        /// `endDate`, when given (and not `null`).
        public var endDate: ISO8601Timestamp?
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates the event.
        public init(campaignID: Int, endDate: ISO8601Timestamp? = nil, extra: JSONObject = [:]) {
            self.campaignID = campaignID
            self.endDate = endDate
            self.extra = extra
        }
    }
}

extension Reachu {
    /// `{"type": "component_status_changed", "data": {componentId, campaignComponentId,
    /// componentType, status, config}}`.
    public struct ComponentStatusChange: Sendable, Hashable {
        /// `data.componentId`: the template component.
        public var componentID: Int
        /// `data.campaignComponentId`: the component within this campaign (the REST
        /// response's `components[].id`); the lifecycle tracks components by it.
        public var campaignComponentID: Int
        /// `data.componentType`, such as `product_banner`.
        public var componentType: String
        /// `data.status`.
        public var status: Reachu.ComponentStatus
        /// `data.config`: the complete configuration, already merged by the server.
        public var config: Reachu.ComponentConfig
        /// Top-level members besides `type` and `data`, kept as written.
        public var extra: JSONObject
        /// Members of `data` the model does not hold, kept as written.
        public var dataExtra: JSONObject

        /// Creates the event.
        public init(
            componentID: Int, campaignComponentID: Int, componentType: String, status: Reachu.ComponentStatus,
            config: Reachu.ComponentConfig, extra: JSONObject = [:], dataExtra: JSONObject = [:]
        ) {
            self.componentID = componentID
            self.campaignComponentID = campaignComponentID
            self.componentType = componentType
            self.status = status
            self.config = config
            self.extra = extra
            self.dataExtra = dataExtra
        }
    }
}

extension Reachu {
    /// `{"type": "component_config_updated", "data": {componentId, campaignComponentId,
    /// componentType, config}}`.
    public struct ComponentConfigUpdate: Sendable, Hashable {
        /// `data.componentId`: the template component.
        public var componentID: Int
        /// `data.campaignComponentId`: the component within this campaign.
        public var campaignComponentID: Int
        /// `data.componentType`.
        public var componentType: String
        /// `data.config`: the new complete configuration.
        public var config: Reachu.ComponentConfig
        /// Top-level members besides `type` and `data`, kept as written.
        public var extra: JSONObject
        /// Members of `data` the model does not hold, kept as written.
        public var dataExtra: JSONObject

        /// Creates the event.
        public init(
            componentID: Int, campaignComponentID: Int, componentType: String, config: Reachu.ComponentConfig,
            extra: JSONObject = [:], dataExtra: JSONObject = [:]
        ) {
            self.componentID = componentID
            self.campaignComponentID = campaignComponentID
            self.componentType = componentType
            self.config = config
            self.extra = extra
            self.dataExtra = dataExtra
        }
    }
}

extension Reachu {
    /// `active` or `inactive`.
    public enum ComponentStatus: String, Sendable, Hashable, CaseIterable {
        /// Shown (while the campaign is active).
        case active
        /// Hidden.
        case inactive
    }
}

extension Reachu {
    /// `GET /api/campaigns/{id}`: `{id, name, startDate, endDate}`.
    public struct Campaign: Sendable, Hashable {
        /// `id`. A campaign id of 0 means no campaign: no restrictions (see ``Reachu/Lifecycle``).
        public var id: Int
        /// `name`, when given.
        public var name: String?
        /// `startDate`, when given (and not `null`).
        public var startDate: ISO8601Timestamp?
        /// `endDate`, when given (and not `null`).
        public var endDate: ISO8601Timestamp?
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates a campaign.
        public init(
            id: Int, name: String? = nil, startDate: ISO8601Timestamp? = nil, endDate: ISO8601Timestamp? = nil,
            extra: JSONObject = [:]
        ) {
            self.id = id
            self.name = name
            self.startDate = startDate
            self.endDate = endDate
            self.extra = extra
        }
    }
}

extension Reachu {
    /// `GET /api/campaigns/{id}/components`: `{"components": [...]}`, or the bare array the
    /// SDK fell back to (ReachuSwiftSDK up to 17c5092).
    public struct Components: Sendable, Hashable {
        /// The components, in order.
        public var components: [Reachu.CampaignComponent]
        /// Members besides `components`, kept as written.
        public var extra: JSONObject
        /// Whether the response was the bare array (written back as one), not the wrapper.
        public var isBareArray: Bool

        /// Creates a response.
        public init(components: [Reachu.CampaignComponent], extra: JSONObject = [:], isBareArray: Bool = false) {
            self.components = components
            self.extra = extra
            self.isBareArray = isBareArray
        }
    }
}

extension Reachu {
    /// One element of a components response: a template component placed in a campaign.
    public struct CampaignComponent: Sendable, Hashable {
        /// `id`: the campaign component id (an event's `campaignComponentId`).
        public var id: Int
        /// `campaignId`.
        public var campaignID: Int
        /// `componentId`: the template's id (`component.id`), a string such as
        /// `"product-banner-template"` (`ComponentResponse.componentId` is a `String` in every
        /// SDK version that decodes this response).
        public var componentID: String
        /// `status`.
        public var status: Reachu.ComponentStatus
        /// `scheduledTime`, when given (and not `null`).
        public var scheduledTime: ISO8601Timestamp?
        /// `endTime`, when given (and not `null`).
        public var endTime: ISO8601Timestamp?
        /// `customConfig`, when given (and not `null`): this campaign's configuration.
        public var customConfig: Reachu.ComponentConfig?
        /// `component`: the template.
        public var component: Reachu.ComponentTemplate
        /// Members the model does not hold (unknown keys, `null` values), kept as written.
        public var extra: JSONObject

        /// Creates a campaign component.
        public init(
            id: Int, campaignID: Int, componentID: String, status: Reachu.ComponentStatus,
            scheduledTime: ISO8601Timestamp? = nil, endTime: ISO8601Timestamp? = nil,
            customConfig: Reachu.ComponentConfig? = nil, component: Reachu.ComponentTemplate, extra: JSONObject = [:]
        ) {
            self.id = id
            self.campaignID = campaignID
            self.componentID = componentID
            self.status = status
            self.scheduledTime = scheduledTime
            self.endTime = endTime
            self.customConfig = customConfig
            self.component = component
            self.extra = extra
        }

        /// The configuration the SDK draws the component with.
        ///
        /// The rule: `customConfig` when it is present and has at least one member;
        /// otherwise `component.config`. The two are never merged key by key: a non-empty
        /// `customConfig` replaces the template's defaults entirely, so a default it leaves
        /// out (a template `backgroundColor`, say) is not used. An absent, `null` or empty
        /// (`{}`) `customConfig` falls back to the template's `config` as a whole.
        public var effectiveConfig: Reachu.ComponentConfig {
            if let customConfig, !customConfig.isEmpty { return customConfig }
            return component.config
        }

        /// Whether ``effectiveConfig`` is `customConfig` (rather than the template's).
        public var usesCustomConfig: Bool {
            guard let customConfig else { return false }
            return !customConfig.isEmpty
        }
    }
}

extension Reachu {
    /// `component`: the template a campaign component is made from.
    public struct ComponentTemplate: Sendable, Hashable {
        /// `id`: the template component id, a string (`ComponentData.id`).
        public var id: String
        /// `type`, such as `product_banner`.
        public var type: String
        /// `name`, when given.
        public var name: String?
        /// `config`: the template's defaults.
        public var config: Reachu.ComponentConfig
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates a template.
        public init(
            id: String, type: String, name: String? = nil, config: Reachu.ComponentConfig, extra: JSONObject = [:]
        ) {
            self.id = id
            self.type = type
            self.name = name
            self.config = config
            self.extra = extra
        }
    }
}

extension Reachu {
    /// The component types the Reachu SDK draws. Clients ignore any other type.
    public enum ComponentType: Sendable {
        /// `product_banner`.
        public static let productBanner = "product_banner"
        /// `product_carousel`.
        public static let productCarousel = "product_carousel"
        /// The types the SDK knows.
        public static let known: Set<String> = [productBanner, productCarousel]
    }
}

extension Reachu {
    /// A component's configuration: typed for `product_banner`, kept as written for any
    /// other type.
    public enum ComponentConfig: Sendable, Hashable {
        /// A `product_banner` configuration.
        case productBanner(Reachu.ProductBanner)
        /// The configuration of another type, kept as written.
        case other(JSONObject)

        /// Whether it has no members at all (`{}`).
        public var isEmpty: Bool {
            switch self {
            case .productBanner(let banner): banner.isEmpty
            case .other(let object): object.isEmpty
            }
        }
    }
}

extension Reachu {
    /// A `product_banner` configuration (every key optional: a template may leave any out).
    public struct ProductBanner: Sendable, Hashable {
        /// `textAlignment`: `left`, `center` or `right`.
        public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
            /// `left`.
            case left
            /// `center`.
            case center
            /// `right`.
            case right
        }

        /// `contentVerticalAlignment`: `top`, `center` or `bottom`.
        public enum VerticalAlignment: String, Sendable, Hashable, CaseIterable {
            /// `top`.
            case top
            /// `center`.
            case center
            /// `bottom`.
            case bottom
        }

        /// The string keys, in their canonical order.
        public static let stringKeys = [
            "productId", "backgroundImageUrl", "title", "subtitle", "ctaText", "ctaLink", "deeplink",
        ]
        /// The colour keys (`#RRGGBB` or `rgba(...)`), in their canonical order.
        public static let colorKeys = [
            "titleColor", "subtitleColor", "buttonBackgroundColor", "buttonTextColor", "backgroundColor",
        ]
        /// The number keys, in their canonical order: `overlayOpacity` (0...1), then sizes (> 0).
        public static let numberKeys = [
            "overlayOpacity", "bannerHeight", "titleFontSize", "subtitleFontSize", "buttonFontSize",
        ]
        /// The alignment keys.
        public static let alignmentKeys = ["textAlignment", "contentVerticalAlignment"]
        /// Every key the model holds.
        public static let keys: Set<String> = Set(stringKeys + colorKeys + numberKeys + alignmentKeys)

        /// Strings by key (`productId`, `title`, `ctaLink`, ...), as written.
        public var strings: [String: String]
        /// Colours by key (`titleColor`, ...), as written; ``CampaignColor`` parses them.
        public var colors: [String: String]
        /// Numbers by key (`overlayOpacity`, `bannerHeight`, `titleFontSize`, ...), lexemes kept.
        public var numbers: [String: JSONNumber]
        /// `textAlignment`.
        public var textAlignment: TextAlignment?
        /// `contentVerticalAlignment`.
        public var contentVerticalAlignment: VerticalAlignment?
        /// Members the model does not hold (unknown keys, values of the wrong type or out
        /// of range), kept as written.
        public var extra: JSONObject

        /// Creates a configuration.
        public init(
            strings: [String: String] = [:], colors: [String: String] = [:], numbers: [String: JSONNumber] = [:],
            textAlignment: TextAlignment? = nil, contentVerticalAlignment: VerticalAlignment? = nil,
            extra: JSONObject = [:]
        ) {
            self.strings = strings
            self.colors = colors
            self.numbers = numbers
            self.textAlignment = textAlignment
            self.contentVerticalAlignment = contentVerticalAlignment
            self.extra = extra
        }

        /// `title`.
        public var title: String? { strings["title"] }
        /// `subtitle`.
        public var subtitle: String? { strings["subtitle"] }
        /// `productId`.
        public var productID: String? { strings["productId"] }
        /// `ctaText`.
        public var ctaText: String? { strings["ctaText"] }
        /// `ctaLink`.
        public var ctaLink: String? { strings["ctaLink"] }
        /// `deeplink`.
        public var deeplink: String? { strings["deeplink"] }
        /// `backgroundImageUrl`.
        public var backgroundImageURL: String? { strings["backgroundImageUrl"] }
        /// `overlayOpacity`, 0...1.
        public var overlayOpacity: Double? { numbers["overlayOpacity"]?.double }
        /// `bannerHeight`, in points.
        public var bannerHeight: Double? { numbers["bannerHeight"]?.double }

        /// The parsed colour of `key` (`titleColor`, `backgroundColor`, ...).
        public func color(_ key: String) -> CampaignColor? {
            colors[key].flatMap(CampaignColor.init)
        }

        /// Whether it has no members at all.
        public var isEmpty: Bool {
            strings.isEmpty && colors.isEmpty && numbers.isEmpty && textAlignment == nil
                && contentVerticalAlignment == nil && extra.isEmpty
        }
    }
}
