/// The objects of a Synerise push or walkthrough and their keys (SPEC §2; the Synerise
/// iOS and Android SDKs' payload models).
extension WireKeys {
    /// The envelope of an iOS push (top level): the Android data map has the same keys
    /// but `aps` (``syneriseData``). An encrypted payload keeps its encryption members
    /// and `content` as written.
    static let syneriseEnvelope = WireKeys([
        "aps", "issuer", "message-type", "content-type", "content-encryption", "content-encryption-key",
        "content-encryption-failure", "content",
    ])
    /// The envelope of an Android (FCM) data message.
    static let syneriseData = WireKeys(syneriseEnvelope.modelled.filter { $0 != "aps" })
    /// The legacy FCM request (`{"to": ..., "data": {...}}`).
    static let fcmLegacy = WireKeys(["to", "registration_ids", "condition", "data"])
    /// The FCM HTTP v1 `message` object.
    static let fcmMessage = WireKeys(["token", "topic", "condition", "data"])

    /// `campaign`.
    static let campaign = WireKeys(["variant_id", "hash_id", "type", "title", "journeyId", "testDelivery"])
    /// An action: `{type, item}`.
    static let action = WireKeys(["type", "item"])
    /// Simple-push `content`.
    static let simplePush = WireKeys(["campaign", "notification", "buttons", "rich-media"])
    /// `content.notification` of a simple push.
    static let notification = WireKeys(["title", "body", "sound", "icon", "priority", "action"])
    /// A notification button.
    static let button = WireKeys(["identifier", "text", "action"])
    /// `rich-media`.
    static let richMedia = WireKeys(["type", "single-image", "carousel"])
    /// `rich-media.single-image`.
    static let singleImage = WireKeys(["image"])
    /// `rich-media.carousel`.
    static let carousel = WireKeys(["orientation", "items"])
    /// A carousel item.
    static let carouselItem = WireKeys(["caption", "subcaption", "image", "url"])
    /// Silent-command `content`.
    static let command = WireKeys(["class_name", "method_name", "method_parameters"])
    /// A silent command's method parameter.
    static let methodParameter = WireKeys(["class_name", "value", "position"])

    /// Template-banner `content`.
    static let templateBanner = WireKeys(["campaign", "page", "trigger", "auto_disappear", "notification"])
    /// A banner's `auto_disappear`.
    static let autoDisappear = WireKeys(["is_enabled", "timeout"])
    /// A banner's `notification`.
    static let bannerNotification = WireKeys(["title", "body"])
    /// A walkthrough document.
    static let walkthrough = WireKeys([
        "id", "type", "is_loop_enabled", "are_indicators_visible", "campaign", "pages",
    ])
    /// A banner or walkthrough page.
    static let page = WireKeys([
        "index", "type", "background", "header", "description", "button", "close_button", "action", "image",
    ])
    /// A page's `background`.
    static let pageBackground = WireKeys(["color", "alpha"])
    /// A page's `header` and `description`.
    static let pageText = WireKeys(["text", "color", "alpha", "size"])
    /// A page's `button`.
    static let pageButton = WireKeys(["is_enabled", "color", "text", "text_color", "corner_radius"])
    /// A page's `close_button`.
    static let closeButton = WireKeys(["is_enabled", "alignment"])
    /// A page's `image`.
    static let pageImage = WireKeys(["url"])
}

extension ShownKeys {
    /// The text of an Android notification (`content.notification`; on iOS the text is
    /// aps.alert's): a misspelt key is a warning.
    static let androidNotification: Table = [
        "title": "the title never shows", "body": "the body never shows",
    ]
    /// A carousel item's texts.
    static let carouselItem: Table = [
        "caption": "the caption never shows", "subcaption": "the subcaption never shows",
    ]
}
