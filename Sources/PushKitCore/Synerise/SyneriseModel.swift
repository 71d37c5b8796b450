/// A Synerise push (iOS or Android), as the Synerise SDKs read it.
public struct SynerisePayload: Sendable, Hashable {
    /// The platform the payload is shaped for.
    public var platform: Synerise.Platform
    /// The `aps` dictionary (iOS only).
    public var aps: APS?
    /// `message-type`.
    public var messageType: MessageType
    /// The content, by `content-type`.
    public var content: Content
    /// Top-level keys (iOS) or data-map keys (Android) pushkit does not model, kept as written.
    ///
    /// For an ``Content/encrypted(contentType:)`` payload this also holds the encryption
    /// members and the encrypted `content`, which pushkit does not read.
    public var extra: JSONObject
    /// Members of `content` that the content's model has no place for, kept as written:
    /// a ``Content/silentSDKCommand(_:)`` keeps `method_parameters` and any other key here.
    /// Empty for the other kinds, whose models keep their own unknown members.
    public var contentExtra: JSONObject
    /// How an Android payload is wrapped for FCM; ``Synerise/FCMWrapper/bare`` on iOS.
    public var fcmWrapper: Synerise.FCMWrapper

    /// Creates a payload.
    public init(
        platform: Synerise.Platform, aps: APS?, messageType: MessageType, content: Content, extra: JSONObject = [:],
        contentExtra: JSONObject = [:], fcmWrapper: Synerise.FCMWrapper = .bare
    ) {
        self.platform = platform
        self.aps = aps
        self.messageType = messageType
        self.content = content
        self.extra = extra
        self.contentExtra = contentExtra
        self.fcmWrapper = fcmWrapper
    }

    /// `message-type`: no behaviour differs between the two.
    public enum MessageType: String, Sendable, Hashable, CaseIterable {
        /// `dynamic-content`.
        case dynamicContent = "dynamic-content"
        /// `static-content`.
        case staticContent = "static-content"
    }

    /// The content of a push, one case per `content-type`.
    public indirect enum Content: Sendable, Hashable {
        /// `simple-push`, with or without rich media.
        case simplePush(Synerise.SimplePush)
        /// `template-banner` (a mandatory upgrade is one of these).
        case templateBanner(Synerise.TemplateBanner)
        /// `silent-command`: handed to the host app.
        case silentCommand(Synerise.SilentCommand)
        /// `silent-sdk-command`: run by the SDK.
        case silentSDKCommand(Synerise.SDKCommand)
        /// `in-app-test`: its content shape is not public and is kept as written.
        case inAppTest(JSONTree?)
        /// An encrypted push: the content cannot be read without the app's key.
        case encrypted(contentType: String?)
    }
}

/// Synerise's payload parts: the content kinds, campaign, actions, pages and commands that
/// ``SynerisePayload`` carries. A namespace: it has no cases.
public enum Synerise: Sendable {}

extension Synerise {
    /// How an Android (FCM) payload wraps its data map, with the wrapper's other members,
    /// so that it can be written back as it came.
    public enum FCMWrapper: Sendable, Hashable {
        /// The bare data map: `{"issuer": ..., "content": "..."}`.
        case bare
        /// `{"data": {...}}` (the legacy HTTP API); `siblings` are the other members of the
        /// outer object (`to`, `priority`, ...).
        case data(siblings: JSONObject = [:])
        /// `{"message": {"data": {...}}}` (HTTP v1); `members` are the other members of
        /// `message` (`token`, `notification`, `android`, ...), `siblings` those beside `message`.
        case message(members: JSONObject = [:], siblings: JSONObject = [:])
    }

    /// The device platform a payload is shaped for.
    public enum Platform: String, Sendable, Hashable, CaseIterable {
        /// APNs: `aps` plus vendor keys.
        case ios
        /// FCM data message: every value a string.
        case android
    }

    /// A campaign reference: which campaign and variant sent the push.
    public struct Campaign: Sendable, Hashable {
        /// `variant_id`.
        public var variantID: Int
        /// `hash_id`: a UUID in practice.
        public var hashID: String
        /// `type`: free text.
        public var type: String?
        /// `title`: free text.
        public var title: String?
        /// `journeyId`.
        public var journeyID: String?
        /// `testDelivery`.
        public var testDelivery: Bool?
        /// Other members, kept as written.
        public var extra: JSONObject

        /// Creates a campaign reference.
        public init(
            variantID: Int, hashID: String, type: String? = nil, title: String? = nil, journeyID: String? = nil,
            testDelivery: Bool? = nil, extra: JSONObject = [:]
        ) {
            self.variantID = variantID
            self.hashID = hashID
            self.type = type
            self.title = title
            self.journeyID = journeyID
            self.testDelivery = testDelivery
            self.extra = extra
        }
    }

    /// What happens when the user taps: a notification, a button, a banner.
    public enum Action: Sendable, Hashable {
        /// `OPEN_APP`.
        case openApp
        /// `OPEN_URL`: an absolute http or https URL, opened in the browser.
        case openURL(String)
        /// `DEEP_LINKING`: handled inside the app.
        case deepLink(DeepLink)

        /// The wire value of `type`.
        public var wireType: String {
            switch self {
            case .openApp: "OPEN_APP"
            case .openURL: "OPEN_URL"
            case .deepLink: "DEEP_LINKING"
            }
        }
    }

    /// The target of a `DEEP_LINKING` action.
    public enum DeepLink: Sendable, Hashable {
        /// A URI with a scheme, such as `syne://product?sku=1`.
        case uri(String)
        /// A bare key, such as `deep_linking_key` (Android uses it as an Intent action).
        case key(String)

        /// The text as written.
        public var text: String {
            switch self {
            case .uri(let text), .key(let text): text
            }
        }
    }

    /// `content-type: simple-push`.
    public struct SimplePush: Sendable, Hashable {
        /// `campaign`.
        public var campaign: Campaign
        /// `notification`: on Android the visible part; on iOS the tap action.
        public var notification: Notification
        /// `buttons`.
        public var buttons: [Button]
        /// `rich-media` (iOS).
        public var richMedia: RichMedia?
        /// Members of the `rich-media` object besides `type`, `single-image` and `carousel`, kept as written.
        public var richMediaExtra: JSONObject
        /// Members of the `single-image` object besides `image`, kept as written.
        public var singleImageExtra: JSONObject
        /// Members of `content` pushkit does not model, kept as written.
        public var extra: JSONObject

        /// Creates a simple push.
        public init(
            campaign: Campaign, notification: Notification = Notification(), buttons: [Button] = [],
            richMedia: RichMedia? = nil, richMediaExtra: JSONObject = [:], singleImageExtra: JSONObject = [:],
            extra: JSONObject = [:]
        ) {
            self.campaign = campaign
            self.notification = notification
            self.buttons = buttons
            self.richMedia = richMedia
            self.richMediaExtra = richMediaExtra
            self.singleImageExtra = singleImageExtra
            self.extra = extra
        }

        /// `content.notification`.
        public struct Notification: Sendable, Hashable {
            /// `title` (Android).
            public var title: String?
            /// `body` (Android).
            public var body: String?
            /// `sound` (Android).
            public var sound: String?
            /// `icon` (Android): the big picture's URL, despite the name.
            public var icon: String?
            /// `priority` (Android).
            public var priority: AndroidPriority?
            /// `action`: absent means open the app.
            public var action: Action?
            /// Members of the `action` object besides `type` and `item`, kept as written.
            public var actionExtra: JSONObject
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates the notification part.
            public init(
                title: String? = nil, body: String? = nil, sound: String? = nil, icon: String? = nil,
                priority: AndroidPriority? = nil, action: Action? = nil, actionExtra: JSONObject = [:],
                extra: JSONObject = [:]
            ) {
                self.title = title
                self.body = body
                self.sound = sound
                self.icon = icon
                self.priority = priority
                self.action = action
                self.actionExtra = actionExtra
                self.extra = extra
            }
        }

        /// `content.notification.priority` on Android (case-sensitive).
        public enum AndroidPriority: String, Sendable, Hashable, CaseIterable {
            /// `NORMAL`.
            case normal = "NORMAL"
            /// `HIGH`.
            case high = "HIGH"
        }

        /// One notification button.
        public struct Button: Sendable, Hashable {
            /// `identifier`.
            public var identifier: String
            /// `text`.
            public var text: String
            /// `action`.
            public var action: Action
            /// Members of the `action` object besides `type` and `item`, kept as written.
            public var actionExtra: JSONObject
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates a button.
            public init(
                identifier: String, text: String, action: Action, actionExtra: JSONObject = [:], extra: JSONObject = [:]
            ) {
                self.identifier = identifier
                self.text = text
                self.action = action
                self.actionExtra = actionExtra
                self.extra = extra
            }
        }
    }

    /// `content.rich-media`: drawn by the Synerise notification extensions.
    public enum RichMedia: Sendable, Hashable {
        /// One image.
        case singleImage(url: String)
        /// A swipeable carousel.
        case carousel(Carousel)

        /// The `aps.category` the matching extension listens for.
        public var category: String {
            switch self {
            case .singleImage: "synerise.notifications.category.single-media"
            case .carousel: "synerise.notifications.category.carousel"
            }
        }

        /// A carousel.
        public struct Carousel: Sendable, Hashable {
            /// `orientation`.
            public var orientation: Orientation
            /// `items`.
            public var items: [Item]
            /// Other members of the `carousel` object, kept as written.
            public var extra: JSONObject

            /// Creates a carousel.
            public init(orientation: Orientation, items: [Item], extra: JSONObject = [:]) {
                self.orientation = orientation
                self.items = items
                self.extra = extra
            }

            /// `orientation`.
            public enum Orientation: String, Sendable, Hashable, CaseIterable {
                /// `PORTRAIT`.
                case portrait = "PORTRAIT"
                /// `LANDSCAPE`.
                case landscape = "LANDSCAPE"
            }

            /// One carousel item.
            public struct Item: Sendable, Hashable {
                /// `image`: required.
                public var image: String
                /// `caption`.
                public var caption: String?
                /// `subcaption`.
                public var subcaption: String?
                /// `url`: opened when the item is chosen.
                public var url: String?
                /// Other members, kept as written.
                public var extra: JSONObject

                /// Creates an item.
                public init(
                    image: String, caption: String? = nil, subcaption: String? = nil, url: String? = nil,
                    extra: JSONObject = [:]
                ) {
                    self.image = image
                    self.caption = caption
                    self.subcaption = subcaption
                    self.url = url
                    self.extra = extra
                }
            }
        }
    }
}
