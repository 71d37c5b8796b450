extension JSONTree {
    /// The canonical tree of a Synerise push: the iOS payload, or the Android data map
    /// inside its FCM wrapper with `content` written into a string.
    public init(_ payload: SynerisePayload) {
        var envelope = ObjectBuilder(.syneriseEnvelope)
        if payload.platform == .ios, let aps = payload.aps { envelope.add("aps", JSONTree(aps)) }
        envelope.add("issuer", "Synerise")
        envelope.add("message-type", payload.messageType.rawValue)
        envelope.add("content-type", payload.content.wireContentType)
        // An encrypted payload keeps its encryption members and its `content` in `extra`.
        for key in ["content-encryption", "content-encryption-key", "content-encryption-failure", "content"] {
            envelope.add(key, payload.extra[key])
        }
        if let content = Self.content(of: payload) {
            if payload.platform == .android, !content.isString {
                envelope.add("content", content.jsonText)  // an FCM data value is a string
            } else {
                envelope.add("content", content)
            }
        }
        envelope.add(contentsOf: payload.extra)
        guard payload.platform == .android else {
            self = envelope.tree
            return
        }
        switch payload.fcmWrapper {
        case .bare:
            self = envelope.tree
        case .data(let siblings):
            var outer = ObjectBuilder(.fcmLegacy)
            for key in WireKeys.fcmLegacy.modelled where key != "data" { outer.add(key, siblings[key]) }
            outer.add("data", envelope.tree)
            outer.add(contentsOf: siblings)
            self = outer.tree
        case .message(let members, let siblings):
            var message = ObjectBuilder(.fcmMessage)
            for key in WireKeys.fcmMessage.modelled where key != "data" { message.add(key, members[key]) }
            message.add("data", envelope.tree)
            message.add(contentsOf: members)
            var outer = ObjectBuilder()
            outer.add("message", message.tree)
            outer.add(contentsOf: siblings)
            self = outer.tree
        }
    }

    /// The content object (or the in-app-test content as kept); `nil` when encrypted.
    private static func content(of payload: SynerisePayload) -> JSONTree? {
        var object = ObjectBuilder()
        switch payload.content {
        case .simplePush(let push):
            object.add("campaign", JSONTree(push.campaign))
            object.add("notification", JSONTree(push.notification))
            if !push.buttons.isEmpty { object.add("buttons", .array(push.buttons.map(JSONTree.init))) }
            if let media = push.richMedia {
                var richMedia = ObjectBuilder(.richMedia)
                switch media {
                case .singleImage(let url):
                    richMedia.add("type", "single-image")
                    var image = ObjectBuilder(.singleImage)
                    image.add("image", url)
                    image.add(contentsOf: push.singleImageExtra)
                    richMedia.add("single-image", image.tree)
                case .carousel(let carousel):
                    richMedia.add("type", "carousel")
                    var body = ObjectBuilder(.carousel)
                    body.add("orientation", carousel.orientation.rawValue)
                    body.add("items", .array(carousel.items.map(JSONTree.init)))
                    body.add(contentsOf: carousel.extra)
                    richMedia.add("carousel", body.tree)
                }
                richMedia.add(contentsOf: push.richMediaExtra)
                object.add("rich-media", richMedia.tree)
            }
            object.add(contentsOf: push.extra)
        case .templateBanner(let banner):
            object.add("campaign", JSONTree(banner.campaign))
            object.add("page", JSONTree(banner.page))
            object.add("trigger", banner.trigger)
            if let auto = banner.autoDisappear {
                var member = ObjectBuilder(.autoDisappear)
                member.add("is_enabled", auto.isEnabled)
                member.add("timeout", auto.timeout)
                member.add(contentsOf: auto.extra)
                object.add("auto_disappear", member.tree)
            }
            if let notification = banner.notification {
                var member = ObjectBuilder(.bannerNotification)
                member.add("title", notification.title)
                member.add("body", notification.body)
                member.add(contentsOf: notification.extra)
                object.add("notification", member.tree)
            }
            object.add(contentsOf: banner.extra)
        case .silentCommand(let command):
            object.add("class_name", command.className)
            object.add("method_name", command.methodName)
            if !command.parameters.isEmpty {
                object.add(
                    "method_parameters",
                    .array(
                        command.parameters.map { parameter in
                            var member = ObjectBuilder(.methodParameter)
                            member.add("class_name", parameter.className)
                            member.add("value", parameter.value)
                            member.add("position", parameter.position)
                            member.add(contentsOf: parameter.extra)
                            return member.tree
                        }))
            }
            object.add(contentsOf: command.extra)
        case .silentSDKCommand(let command):
            object.add("class_name", Synerise.SDKCommand.className)
            object.add("method_name", command.rawValue)
        case .inAppTest(let content):
            guard case .object(let members)? = content else { return content }
            object.add(contentsOf: members)
        case .encrypted:
            return nil
        }
        object.add(contentsOf: payload.contentExtra)
        return object.tree
    }

    /// The canonical tree of a campaign reference.
    public init(_ campaign: Synerise.Campaign) {
        var object = ObjectBuilder(.campaign)
        object.add("variant_id", campaign.variantID)
        object.add("hash_id", campaign.hashID)
        object.add("type", campaign.type)
        object.add("title", campaign.title)
        object.add("journeyId", campaign.journeyID)
        object.add("testDelivery", campaign.testDelivery)
        object.add(contentsOf: campaign.extra)
        self = object.tree
    }

    /// The canonical tree of an action, with the other members of its object.
    public init(_ action: Synerise.Action, extra: JSONObject = JSONObject()) {
        var object = ObjectBuilder(.action)
        object.add("type", action.wireType)
        switch action {
        case .openApp: break
        case .openURL(let url): object.add("item", url)
        case .deepLink(let link): object.add("item", link.text)
        }
        object.add(contentsOf: extra)
        self = object.tree
    }

    /// The canonical tree of a simple push's `notification`.
    public init(_ notification: Synerise.SimplePush.Notification) {
        var object = ObjectBuilder(.notification)
        object.add("title", notification.title)
        object.add("body", notification.body)
        object.add("sound", notification.sound)
        object.add("icon", notification.icon)
        object.add("priority", notification.priority?.rawValue)
        object.add("action", notification.action.map { JSONTree($0, extra: notification.actionExtra) })
        object.add(contentsOf: notification.extra)
        self = object.tree
    }

    /// The canonical tree of a notification button.
    public init(_ button: Synerise.SimplePush.Button) {
        var object = ObjectBuilder(.button)
        object.add("identifier", button.identifier)
        object.add("text", button.text)
        object.add("action", JSONTree(button.action, extra: button.actionExtra))
        object.add(contentsOf: button.extra)
        self = object.tree
    }

    /// The canonical tree of a carousel item.
    public init(_ item: Synerise.RichMedia.Carousel.Item) {
        var object = ObjectBuilder(.carouselItem)
        object.add("caption", item.caption)
        object.add("subcaption", item.subcaption)
        object.add("image", item.image)
        object.add("url", item.url)
        object.add(contentsOf: item.extra)
        self = object.tree
    }

    /// The canonical tree of a banner or walkthrough page.
    public init(_ page: Synerise.Page) {
        var object = ObjectBuilder(.page)
        object.add("index", page.index)
        object.add("type", page.layout.wireType)
        var background = ObjectBuilder(.pageBackground)
        background.add("color", page.background.color)
        background.add("alpha", page.background.alphaNumber)
        background.add(contentsOf: page.background.extra)
        object.add("background", background.tree)
        let imageURL: String?
        switch page.layout {
        case .colorAsBackground(let header, let description):
            imageURL = nil
            object.add("header", JSONTree(header))
            object.add("description", JSONTree(description))
        case .imageAsBackground(let url):
            imageURL = url
        case .imageWithTextAtop(let url, let header, let description),
            .imageWithTextBelow(let url, let header, let description):
            imageURL = url
            object.add("header", JSONTree(header))
            object.add("description", JSONTree(description))
        }
        var button = ObjectBuilder(.pageButton)
        button.add("is_enabled", page.button.isEnabled)
        button.add("color", page.button.color)
        button.add("text", page.button.text)
        button.add("text_color", page.button.textColor)
        button.add("corner_radius", page.button.cornerRadiusNumber)
        button.add(contentsOf: page.button.extra)
        object.add("button", button.tree)
        var close = ObjectBuilder(.closeButton)
        close.add("is_enabled", page.closeButton.isEnabled)
        close.add("alignment", page.closeButton.unknownAlignment ?? page.closeButton.alignment.rawValue)
        close.add(contentsOf: page.closeButton.extra)
        object.add("close_button", close.tree)
        object.add("action", JSONTree(page.action, extra: page.actionExtra))
        if let imageURL {
            var image = ObjectBuilder(.pageImage)
            image.add("url", imageURL)
            image.add(contentsOf: page.imageExtra)
            object.add("image", image.tree)
        }
        object.add(contentsOf: page.extra)
        self = object.tree
    }

    /// The canonical tree of a page's `header` or `description`.
    public init(_ text: Synerise.Page.Text) {
        var object = ObjectBuilder(.pageText)
        object.add("text", text.text)
        object.add("color", text.color)
        object.add("alpha", text.alphaNumber)
        object.add("size", text.sizeNumber)
        object.add(contentsOf: text.extra)
        self = object.tree
    }

    /// The canonical tree of a walkthrough document.
    public init(_ walkthrough: Synerise.Walkthrough) {
        var object = ObjectBuilder(.walkthrough)
        object.add("id", walkthrough.id)
        object.add("type", "walkthrough")
        object.add("is_loop_enabled", walkthrough.isLoopEnabled)
        object.add("are_indicators_visible", walkthrough.areIndicatorsVisible)
        object.add("campaign", walkthrough.campaign.map(JSONTree.init))
        object.add("pages", .array(walkthrough.pages.map(JSONTree.init)))
        object.add(contentsOf: walkthrough.extra)
        self = object.tree
    }
}

extension JSONTree {
    fileprivate var isString: Bool {
        if case .string = self { return true }
        return false
    }
}

extension SynerisePayload.Content {
    /// The wire value of `content-type`; `nil` for an encrypted push that did not say.
    public var wireContentType: String? {
        switch self {
        case .simplePush: "simple-push"
        case .templateBanner: "template-banner"
        case .silentCommand: "silent-command"
        case .silentSDKCommand: "silent-sdk-command"
        case .inAppTest: "in-app-test"
        case .encrypted(let contentType): contentType
        }
    }
}
