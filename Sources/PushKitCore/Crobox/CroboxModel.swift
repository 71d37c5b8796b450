extension Crobox {
    /// A Crobox promotions response: what the Crobox SDK returns for a placeholder and a
    /// list of products. Not a push: it has no `aps` and no size budget.
    ///
    /// `{context: {sessionId, visitorId, groupName?, campaigns: [...]}, promotions: [...]}`.
    public struct Promotions: Sendable, Hashable {
        /// `context`: the visitor, the session and the campaigns running for them.
        public var context: Crobox.Context
        /// `promotions`, in order.
        public var promotions: [Crobox.Promotion]
        /// Members besides `context` and `promotions`, kept as written.
        public var extra: JSONObject

        /// Creates a response.
        public init(context: Crobox.Context, promotions: [Crobox.Promotion], extra: JSONObject = [:]) {
            self.context = context
            self.promotions = promotions
            self.extra = extra
        }

        /// The campaign of `promotion`, when the context lists it.
        public func campaign(of promotion: Crobox.Promotion) -> Crobox.Campaign? {
            context.campaigns.first { $0.id == promotion.campaignID }
        }
    }
}

extension Crobox {
    /// `context`.
    public struct Context: Sendable, Hashable {
        /// `sessionId`: a UUID.
        public var sessionID: String
        /// `visitorId`: a UUID.
        public var visitorID: String
        /// `groupName`: the campaign and variant names, combined.
        public var groupName: String?
        /// `campaigns`: the campaigns running for this visitor.
        public var campaigns: [Crobox.Campaign]
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates a context.
        public init(
            sessionID: String, visitorID: String, groupName: String? = nil, campaigns: [Crobox.Campaign],
            extra: JSONObject = [:]
        ) {
            self.sessionID = sessionID
            self.visitorID = visitorID
            self.groupName = groupName
            self.campaigns = campaigns
            self.extra = extra
        }
    }
}

extension Crobox {
    /// One element of `context.campaigns`.
    public struct Campaign: Sendable, Hashable {
        /// `id`: an integer; every promotion's `campaignId` names one of these.
        public var id: Int
        /// `name`.
        public var name: String
        /// `variantId`: the variant this visitor is in.
        public var variantID: Int
        /// `variantName`.
        public var variantName: String
        /// `control`: whether the variant is the control group.
        public var control: Bool
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates a campaign.
        public init(id: Int, name: String, variantID: Int, variantName: String, control: Bool, extra: JSONObject = [:])
        {
            self.id = id
            self.name = name
            self.variantID = variantID
            self.variantName = variantName
            self.control = control
            self.extra = extra
        }
    }
}

extension Crobox {
    /// One element of `promotions`.
    public struct Promotion: Sendable, Hashable {
        /// `id`: a UUID.
        public var id: String
        /// `productId`, when the promotion was asked for a product.
        public var productID: String?
        /// `campaignId`: the campaign in `context.campaigns`.
        public var campaignID: Int
        /// `variantId`.
        public var variantID: Int
        /// `content`, when the promotion shows something.
        public var content: Crobox.PromotionContent?
        /// Members the model does not hold (unknown keys, a `null` content), kept as written.
        public var extra: JSONObject

        /// Creates a promotion.
        public init(
            id: String, productID: String? = nil, campaignID: Int, variantID: Int,
            content: Crobox.PromotionContent? = nil,
            extra: JSONObject = [:]
        ) {
            self.id = id
            self.productID = productID
            self.campaignID = campaignID
            self.variantID = variantID
            self.content = content
            self.extra = extra
        }

        /// The badge the SDK derives from the content, if any (see ``Crobox/Badge``).
        public var badge: Crobox.Badge? {
            content.flatMap { Crobox.Badge(component: $0.component, config: $0.config) }
        }
    }
}

extension Crobox {
    /// `content`: what the promotion shows.
    public struct PromotionContent: Sendable, Hashable {
        /// `id` (the SDKs' `messageId`): the message of the campaign assigned to this
        /// promotion; `nil` when the response has none (the badge still shows).
        public var messageID: String?
        /// `component`: the component's name, such as `mob-app-text-badge.tsx`.
        public var component: String
        /// `config`: the visual configuration, string to string.
        public var config: [String: String]
        /// Members the model does not hold, kept as written.
        public var extra: JSONObject

        /// Creates content.
        public init(messageID: String?, component: String, config: [String: String], extra: JSONObject = [:]) {
            self.messageID = messageID
            self.component = component
            self.config = config
            self.extra = extra
        }
    }
}

extension Crobox {
    /// What a promotion's content shows, as the Crobox SDK derives it.
    ///
    /// The derivation: the content's `component` name picks the kind, and the config's
    /// pre-defined keys fill it in.
    ///
    /// - `mob-app-text-badge.tsx`: a text badge, from `text`, with optional `fontColor`,
    ///   `backgroundColor` and `borderColor`;
    /// - `mob-app-image-badge.tsx`: an image badge, from `image` with optional `altText`;
    /// - `mob-app-secondary-messaging.tsx`: secondary messaging, from `text` and an optional `fontColor`.
    ///
    /// Any other component, or a config without the required keys, yields no badge: the
    /// app must read such a config itself (`crobox.custom-component`,
    /// `crobox.badge-incomplete`).
    public enum Badge: Sendable, Hashable {
        /// A text badge.
        case text(Crobox.TextBadge)
        /// An image badge.
        case image(Crobox.ImageBadge)
        /// A line of secondary messaging.
        case secondaryMessaging(Crobox.SecondaryMessaging)

        /// The component name of a text badge.
        public static let textBadgeComponent = "mob-app-text-badge.tsx"
        /// The component name of an image badge.
        public static let imageBadgeComponent = "mob-app-image-badge.tsx"
        /// The component name of secondary messaging.
        public static let secondaryMessagingComponent = "mob-app-secondary-messaging.tsx"
        /// The three component names the SDK derives a badge from.
        public static let components: Set<String> = [
            textBadgeComponent, imageBadgeComponent, secondaryMessagingComponent,
        ]

        /// The config keys each badge component needs.
        public static func requiredKeys(of component: String) -> [String] {
            switch component {
            case imageBadgeComponent: ["image"]
            case textBadgeComponent, secondaryMessagingComponent: ["text"]
            default: []
            }
        }

        /// Derives the badge of `component` from `config`; `nil` for another component or
        /// missing keys.
        public init?(component: String, config: [String: String]) {
            switch component {
            case Self.textBadgeComponent:
                guard let text = config["text"] else { return nil }
                self = .text(
                    Crobox.TextBadge(
                        text: text, fontColor: config["fontColor"], backgroundColor: config["backgroundColor"],
                        borderColor: config["borderColor"]))
            case Self.imageBadgeComponent:
                guard let image = config["image"] else { return nil }
                self = .image(Crobox.ImageBadge(image: image, altText: config["altText"]))
            case Self.secondaryMessagingComponent:
                guard let text = config["text"] else { return nil }
                self = .secondaryMessaging(Crobox.SecondaryMessaging(text: text, fontColor: config["fontColor"]))
            default:
                return nil
            }
        }
    }
}

extension Crobox {
    /// A text badge: text in a colour, on an optional background, with an optional border.
    public struct TextBadge: Sendable, Hashable {
        /// `text`.
        public var text: String
        /// `fontColor`; without it the app's default colour.
        public var fontColor: String?
        /// `backgroundColor`.
        public var backgroundColor: String?
        /// `borderColor`.
        public var borderColor: String?

        /// Creates a text badge.
        public init(text: String, fontColor: String? = nil, backgroundColor: String? = nil, borderColor: String? = nil)
        {
            self.text = text
            self.fontColor = fontColor
            self.backgroundColor = backgroundColor
            self.borderColor = borderColor
        }
    }
}

extension Crobox {
    /// An image badge.
    public struct ImageBadge: Sendable, Hashable {
        /// `image`: the image URL (Crobox serves protocol-relative ones, `//cdn...`).
        public var image: String
        /// `altText`.
        public var altText: String?

        /// Creates an image badge.
        public init(image: String, altText: String? = nil) {
            self.image = image
            self.altText = altText
        }
    }
}

extension Crobox {
    /// A line of secondary messaging under the product.
    public struct SecondaryMessaging: Sendable, Hashable {
        /// `text`.
        public var text: String
        /// `fontColor`; without it the app's default colour.
        public var fontColor: String?

        /// Creates secondary messaging.
        public init(text: String, fontColor: String? = nil) {
            self.text = text
            self.fontColor = fontColor
        }
    }
}
