/// A Synerise push (iOS or Android), as the Synerise SDKs read it.
public struct SynerisePayload: Sendable, Hashable {
    /// The fields, in one copy-on-write box: a copy of a `SynerisePayload` is one retain
    /// rather than one per field.
    private struct Fields: Sendable, Hashable {
        var platform: Platform
        var aps: APS?
        var messageType: MessageType
        var content: Content
        var extra: JSONObject
        var contentExtra: JSONObject
        var fcmWrapper: Synerise.FCMWrapper
    }

    private var storage: CopyOnWrite<Fields>

    /// The platform the payload is shaped for.
    public var platform: Platform {
        get { storage.fields.platform }
        _modify { yield &storage.fields.platform }
    }
    /// The `aps` dictionary (iOS only).
    public var aps: APS? {
        get { storage.fields.aps }
        _modify { yield &storage.fields.aps }
    }
    /// `message-type`.
    public var messageType: MessageType {
        get { storage.fields.messageType }
        _modify { yield &storage.fields.messageType }
    }
    /// The content, by `content-type`.
    public var content: Content {
        get { storage.fields.content }
        _modify { yield &storage.fields.content }
    }
    /// Top-level keys (iOS) or data-map keys (Android) pushkit does not model, kept as written.
    ///
    /// For an ``Content/encrypted(contentType:)`` payload this also holds the encryption
    /// members and the encrypted `content`, which pushkit does not read.
    public var extra: JSONObject {
        get { storage.fields.extra }
        _modify { yield &storage.fields.extra }
    }
    /// Members of `content` that the content's model has no place for, kept as written:
    /// a ``Content/silentSDKCommand(_:)`` keeps `method_parameters` and any other key here.
    /// Empty for the other kinds, whose models keep their own unknown members.
    public var contentExtra: JSONObject {
        get { storage.fields.contentExtra }
        _modify { yield &storage.fields.contentExtra }
    }
    /// How an Android payload is wrapped for FCM; ``Synerise/FCMWrapper/bare`` on iOS.
    public var fcmWrapper: Synerise.FCMWrapper {
        get { storage.fields.fcmWrapper }
        _modify { yield &storage.fields.fcmWrapper }
    }

    /// Creates a payload.
    public init(
        platform: Platform, aps: APS?, messageType: MessageType, content: Content, extra: JSONObject = JSONObject(),
        contentExtra: JSONObject = JSONObject(), fcmWrapper: Synerise.FCMWrapper = .bare
    ) {
        storage = CopyOnWrite(
            Fields(
                platform: platform, aps: aps, messageType: messageType, content: content, extra: extra,
                contentExtra: contentExtra, fcmWrapper: fcmWrapper))
    }

    /// `message-type`: no behaviour differs between the two.
    public enum MessageType: String, Sendable, Hashable, CaseIterable {
        /// `dynamic-content`.
        case dynamicContent = "dynamic-content"
        /// `static-content`.
        case staticContent = "static-content"
    }

    /// The content of a push, one case per `content-type`. The common kinds are one
    /// copy-on-write box each and held inline; the rare larger ones are boxed.
    public enum Content: Sendable, Hashable {
        /// `simple-push`, with or without rich media.
        case simplePush(Synerise.SimplePush)
        /// `template-banner` (a mandatory upgrade is one of these).
        case templateBanner(Synerise.TemplateBanner)
        /// `silent-command`: handed to the host app.
        indirect case silentCommand(Synerise.SilentCommand)
        /// `silent-sdk-command`: run by the SDK.
        case silentSDKCommand(Synerise.SDKCommand)
        /// `in-app-test`: its content shape is not public and is kept as written.
        indirect case inAppTest(JSONTree?)
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
        case data(siblings: JSONObject = JSONObject())
        /// `{"message": {"data": {...}}}` (HTTP v1); `members` are the other members of
        /// `message` (`token`, `notification`, `android`, ...), `siblings` those beside `message`.
        case message(members: JSONObject = JSONObject(), siblings: JSONObject = JSONObject())
    }

    /// A campaign reference: which campaign and variant sent the push.
    public struct Campaign: Sendable, Hashable {
        /// The fields, in one copy-on-write box: a copy of a `Campaign` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            var variantID: Int
            // The texts stay views of the document until read (``ModelText``).
            var hashID: ModelText
            var type: ModelText?
            var title: ModelText?
            var journeyID: ModelText?
            var testDelivery: Bool?
            var extra: JSONObject
        }

        private var storage: InlineFields<Fields>

        /// `variant_id`.
        public var variantID: Int {
            get { storage.fields.variantID }
            _modify { yield &storage.fields.variantID }
        }
        /// `hash_id`: a UUID in practice.
        public var hashID: String {
            get { storage.fields.hashID.string }
            set { storage.fields.hashID = ModelText(newValue) }
        }
        /// `type`: free text.
        public var type: String? {
            get { storage.fields.type?.string }
            set { storage.fields.type = newValue.map(ModelText.init) }
        }
        /// `title`: free text.
        public var title: String? {
            get { storage.fields.title?.string }
            set { storage.fields.title = newValue.map(ModelText.init) }
        }
        /// `journeyId`.
        public var journeyID: String? {
            get { storage.fields.journeyID?.string }
            set { storage.fields.journeyID = newValue.map(ModelText.init) }
        }
        /// `testDelivery`.
        public var testDelivery: Bool? {
            get { storage.fields.testDelivery }
            _modify { yield &storage.fields.testDelivery }
        }
        /// Other members, kept as written.
        public var extra: JSONObject {
            get { storage.fields.extra }
            _modify { yield &storage.fields.extra }
        }

        /// Creates a campaign reference.
        public init(
            variantID: Int, hashID: String, type: String? = nil, title: String? = nil, journeyID: String? = nil,
            testDelivery: Bool? = nil, extra: JSONObject = JSONObject()
        ) {
            storage = InlineFields(
                Fields(
                    variantID: variantID, hashID: ModelText(hashID), type: type.map(ModelText.init),
                    title: title.map(ModelText.init), journeyID: journeyID.map(ModelText.init),
                    testDelivery: testDelivery, extra: extra))
        }

        /// A campaign whose texts are views of the document, decoded when read.
        init(
            variantID: Int, hashID: ModelText, type: ModelText?, title: ModelText?, journeyID: ModelText?,
            testDelivery: Bool?, extra: JSONObject
        ) {
            storage = InlineFields(
                Fields(
                    variantID: variantID, hashID: hashID, type: type, title: title, journeyID: journeyID,
                    testDelivery: testDelivery, extra: extra))
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

    /// An ``Action`` as the model holds it: its URL or deep link a view of the document
    /// until read (``ModelText``), so a validation makes no string of it.
    ///
    /// Equal and hashed as the action it stands for.
    enum HeldAction: Sendable, Hashable {
        case openApp
        case openURL(ModelText)
        case deepLinkURI(ModelText)
        case deepLinkKey(ModelText)

        init(_ action: Action) {
            switch action {
            case .openApp: self = .openApp
            case .openURL(let url): self = .openURL(ModelText(url))
            case .deepLink(.uri(let uri)): self = .deepLinkURI(ModelText(uri))
            case .deepLink(.key(let key)): self = .deepLinkKey(ModelText(key))
            }
        }

        /// The action, its text made into a string.
        var action: Action {
            switch self {
            case .openApp: .openApp
            case .openURL(let url): .openURL(url.string)
            case .deepLinkURI(let uri): .deepLink(.uri(uri.string))
            case .deepLinkKey(let key): .deepLink(.key(key.string))
            }
        }

        /// Whether this is an `OPEN_URL` action, told without making its URL a string.
        var isOpenURL: Bool {
            if case .openURL = self { return true }
            return false
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
        /// The fields, in one copy-on-write box: a copy of a `SimplePush` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            var campaign: Campaign
            var notification: Notification
            var buttons: [Button]
            var richMedia: RichMedia?
            var richMediaExtra: JSONObject
            var singleImageExtra: JSONObject
            var extra: JSONObject
        }

        private var storage: CopyOnWrite<Fields>

        /// `campaign`.
        public var campaign: Campaign {
            get { storage.fields.campaign }
            _modify { yield &storage.fields.campaign }
        }
        /// `notification`: on Android the visible part; on iOS the tap action.
        public var notification: Notification {
            get { storage.fields.notification }
            _modify { yield &storage.fields.notification }
        }
        /// `buttons`.
        public var buttons: [Button] {
            get { storage.fields.buttons }
            _modify { yield &storage.fields.buttons }
        }
        /// `rich-media` (iOS).
        public var richMedia: RichMedia? {
            get { storage.fields.richMedia }
            _modify { yield &storage.fields.richMedia }
        }
        /// Members of the `rich-media` object besides `type`, `single-image` and `carousel`, kept as written.
        public var richMediaExtra: JSONObject {
            get { storage.fields.richMediaExtra }
            _modify { yield &storage.fields.richMediaExtra }
        }
        /// Members of the `single-image` object besides `image`, kept as written.
        public var singleImageExtra: JSONObject {
            get { storage.fields.singleImageExtra }
            _modify { yield &storage.fields.singleImageExtra }
        }
        /// Members of `content` pushkit does not model, kept as written, and an empty
        /// `buttons` (``buttons`` is empty whether it is there or not).
        public var extra: JSONObject {
            get { storage.fields.extra }
            _modify { yield &storage.fields.extra }
        }

        /// Creates a simple push.
        public init(
            campaign: Campaign, notification: Notification = Notification(), buttons: [Button] = [],
            richMedia: RichMedia? = nil, richMediaExtra: JSONObject = JSONObject(),
            singleImageExtra: JSONObject = JSONObject(),
            extra: JSONObject = JSONObject()
        ) {
            storage = CopyOnWrite(
                Fields(
                    campaign: campaign, notification: notification, buttons: buttons, richMedia: richMedia,
                    richMediaExtra: richMediaExtra, singleImageExtra: singleImageExtra, extra: extra))
        }

        /// `content.notification`.
        public struct Notification: Sendable, Hashable {
            /// The fields, in one copy-on-write box: a copy of a `Notification` is one retain
            /// rather than one per field.
            private struct Fields: Sendable, Hashable {
                // The texts and the icon stay views of the document until read (``ModelText``).
                var title: ModelText?
                var body: ModelText?
                var sound: ModelText?
                var icon: ModelText?
                var priority: AndroidPriority?
                var action: HeldAction?
                var actionExtra: JSONObject
                var extra: JSONObject
            }

            private var storage: InlineFields<Fields>

            /// `title` (Android).
            public var title: String? {
                get { storage.fields.title?.string }
                set { storage.fields.title = newValue.map(ModelText.init) }
            }
            /// `body` (Android).
            public var body: String? {
                get { storage.fields.body?.string }
                set { storage.fields.body = newValue.map(ModelText.init) }
            }
            /// `sound` (Android).
            public var sound: String? {
                get { storage.fields.sound?.string }
                set { storage.fields.sound = newValue.map(ModelText.init) }
            }
            /// `icon` (Android): the big picture's URL, despite the name.
            public var icon: String? {
                get { storage.fields.icon?.string }
                set { storage.fields.icon = newValue.map(ModelText.init) }
            }
            /// `priority` (Android).
            public var priority: AndroidPriority? {
                get { storage.fields.priority }
                _modify { yield &storage.fields.priority }
            }
            /// `action`: absent means open the app.
            public var action: Action? {
                get { storage.fields.action?.action }
                set { storage.fields.action = newValue.map(HeldAction.init) }
            }
            /// ``action`` as held: the decoder sets it with its link a view of the document.
            var heldAction: HeldAction? {
                get { storage.fields.action }
                _modify { yield &storage.fields.action }
            }
            /// Members of the `action` object besides `type` and `item`, kept as written.
            public var actionExtra: JSONObject {
                get { storage.fields.actionExtra }
                _modify { yield &storage.fields.actionExtra }
            }
            /// Other members, kept as written.
            public var extra: JSONObject {
                get { storage.fields.extra }
                _modify { yield &storage.fields.extra }
            }

            /// Creates the notification part.
            public init(
                title: String? = nil, body: String? = nil, sound: String? = nil, icon: String? = nil,
                priority: AndroidPriority? = nil, action: Action? = nil, actionExtra: JSONObject = JSONObject(),
                extra: JSONObject = JSONObject()
            ) {
                storage = InlineFields(
                    Fields(
                        title: title.map(ModelText.init), body: body.map(ModelText.init),
                        sound: sound.map(ModelText.init),
                        icon: icon.map(ModelText.init), priority: priority, action: action.map(HeldAction.init),
                        actionExtra: actionExtra,
                        extra: extra))
            }

            /// ``title``, ``body`` and ``icon`` as held: the decoder sets them to views of the
            /// document.
            var titleText: ModelText? {
                get { storage.fields.title }
                _modify { yield &storage.fields.title }
            }
            var bodyText: ModelText? {
                get { storage.fields.body }
                _modify { yield &storage.fields.body }
            }
            var iconText: ModelText? {
                get { storage.fields.icon }
                _modify { yield &storage.fields.icon }
            }
            var soundText: ModelText? {
                get { storage.fields.sound }
                _modify { yield &storage.fields.sound }
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
            public var identifier: String {
                get { identifierText.string }
                set { identifierText = ModelText(newValue) }
            }
            /// `text`.
            public var text: String {
                get { textText.string }
                set { textText = ModelText(newValue) }
            }
            /// `action`.
            public var action: Action {
                get { heldAction.action }
                set { heldAction = HeldAction(newValue) }
            }
            /// Members of the `action` object besides `type` and `item`, kept as written.
            public var actionExtra: JSONObject
            /// Other members, kept as written.
            public var extra: JSONObject

            /// ``identifier``, ``text`` and ``action`` as held: the decoder sets them to views
            /// of the document.
            var identifierText: ModelText
            var textText: ModelText
            var heldAction: HeldAction

            /// Creates a button.
            public init(
                identifier: String, text: String, action: Action, actionExtra: JSONObject = JSONObject(),
                extra: JSONObject = JSONObject()
            ) {
                self.init(
                    identifierText: ModelText(identifier), textText: ModelText(text), heldAction: HeldAction(action),
                    actionExtra: actionExtra, extra: extra)
            }

            /// Creates a button from the texts and action as held.
            init(
                identifierText: ModelText, textText: ModelText, heldAction: HeldAction, actionExtra: JSONObject,
                extra: JSONObject
            ) {
                self.identifierText = identifierText
                self.textText = textText
                self.heldAction = heldAction
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
            public init(orientation: Orientation, items: [Item], extra: JSONObject = JSONObject()) {
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
                // The texts stay views of the document until read (``ModelText``).
                private var imageText: ModelText
                private var captionText: ModelText?
                private var subcaptionText: ModelText?
                private var urlText: ModelText?

                /// `image`: required.
                public var image: String {
                    get { imageText.string }
                    set { imageText = ModelText(newValue) }
                }
                /// `caption`.
                public var caption: String? {
                    get { captionText?.string }
                    set { captionText = newValue.map(ModelText.init) }
                }
                /// `subcaption`.
                public var subcaption: String? {
                    get { subcaptionText?.string }
                    set { subcaptionText = newValue.map(ModelText.init) }
                }
                /// `url`: opened when the item is chosen.
                public var url: String? {
                    get { urlText?.string }
                    set { urlText = newValue.map(ModelText.init) }
                }
                /// Other members, kept as written.
                public var extra: JSONObject

                /// Creates an item.
                public init(
                    image: String, caption: String? = nil, subcaption: String? = nil, url: String? = nil,
                    extra: JSONObject = JSONObject()
                ) {
                    self.init(
                        image: ModelText(image), caption: caption.map(ModelText.init),
                        subcaption: subcaption.map(ModelText.init), url: url.map(ModelText.init), extra: extra)
                }

                /// An item whose texts are views of the document, decoded when read.
                init(image: ModelText, caption: ModelText?, subcaption: ModelText?, url: ModelText?, extra: JSONObject)
                {
                    imageText = image
                    captionText = caption
                    subcaptionText = subcaption
                    urlText = url
                    self.extra = extra
                }
            }
        }
    }
}
