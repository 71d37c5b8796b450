/// Builders for every Synerise kind: the iOS form by default, the Android (FCM) form
/// with `platform: .android`. Each sets the `aps` flags its kind needs (`mutable-content`
/// and the extension's category for rich media, `content-available` for silent kinds).
///
/// ```swift
/// let campaign = Synerise.Campaign(variantID: 3, hashID: "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11")
/// let push = SynerisePayload.simplePush(
///     campaign: campaign, title: "Spring sale", body: "50% off until Sunday",
///     action: .deepLink(.uri("shop://sale")),
///     buttons: [Synerise.SimplePush.Button(identifier: "shop", text: "Shop now", action: .openURL("https://example.com"))],
///     richMedia: .singleImage(url: "https://cdn.example.com/sale.jpg"))
/// let android = SynerisePayload.simplePush(
///     campaign: campaign, title: "Spring sale", body: "50% off until Sunday",
///     platform: .android, fcmWrapper: .message(members: ["token": "fcm-registration-token"]))
/// ```
extension SynerisePayload {
    /// A simple push: a visible notification with an optional tap action, buttons and
    /// rich media.
    ///
    /// On iOS the title and body go to `aps.alert`; rich media adds `mutable-content: 1`
    /// and the Synerise extension's category. On Android they go to
    /// `content.notification`, and a single image becomes its `icon` (the big picture).
    public static func simplePush(
        campaign: Synerise.Campaign, title: String? = nil, body: String, action: Synerise.Action? = nil,
        buttons: [Synerise.SimplePush.Button] = [], richMedia: Synerise.RichMedia? = nil, sound: String? = nil,
        platform: Platform = .ios, androidPriority: Synerise.SimplePush.AndroidPriority? = nil,
        messageType: MessageType = .dynamicContent, fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        var push = Synerise.SimplePush(
            campaign: campaign, notification: Synerise.SimplePush.Notification(action: action), buttons: buttons,
            richMedia: richMedia)
        var aps: APS?
        switch platform {
        case .ios:
            var visible = APS.alert(title: title, body: body)
            if let sound { visible.sound = .named(sound) }
            if let richMedia { visible = visible.mutableContent().category(richMedia.category) }
            aps = visible
        case .android:
            push.notification.title = title
            push.notification.body = body
            push.notification.sound = sound
            push.notification.priority = androidPriority
            if case .singleImage(let url) = richMedia {
                push.notification.icon = url
                push.richMedia = nil
            }
        }
        return SynerisePayload(
            platform: platform, aps: aps, messageType: messageType, content: .simplePush(push),
            fcmWrapper: fcmWrapper)
    }

    /// A template banner, delivered silently; `trigger` shows it when the app tracks an
    /// event with that label (else at once).
    public static func templateBanner(
        campaign: Synerise.Campaign, page: Synerise.Page, trigger: String? = nil,
        autoDisappear: Synerise.TemplateBanner.AutoDisappear? = nil,
        notification: Synerise.TemplateBanner.BannerNotification? = nil, platform: Platform = .ios,
        messageType: MessageType = .dynamicContent, fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        silent(
            .templateBanner(
                Synerise.TemplateBanner(
                    campaign: campaign, page: page, trigger: trigger, autoDisappear: autoDisappear,
                    notification: notification)),
            platform: platform, messageType: messageType, fcmWrapper: fcmWrapper)
    }

    /// A mandatory upgrade: a banner whose close button is disabled and whose only
    /// action opens `storeURL` (an App Store, Play Store or website URL).
    public static func mandatoryUpgrade(
        campaign: Synerise.Campaign, header: String, description: String, buttonText: String, storeURL: String,
        colors: Synerise.Page.Palette = Synerise.Page.Palette(), platform: Platform = .ios,
        fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        let page = Synerise.Page.colorAsBackground(
            header: Synerise.Page.Text(text: header, color: colors.text, alpha: 1, size: 24),
            description: Synerise.Page.Text(text: description, color: colors.text, alpha: 1, size: 16),
            background: Synerise.Page.Fill(color: colors.background, alpha: 1),
            button: .enabled(text: buttonText, color: colors.button, textColor: colors.buttonText),
            closeButton: .hidden, action: .openURL(storeURL))
        return templateBanner(campaign: campaign, page: page, platform: platform, fcmWrapper: fcmWrapper)
    }

    /// A silent command handed to the host app.
    public static func silentCommand(
        className: String, methodName: String, parameters: [Synerise.SilentCommand.Parameter] = [],
        platform: Platform = .ios,
        messageType: MessageType = .dynamicContent, fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        silent(
            .silentCommand(
                Synerise.SilentCommand(className: className, methodName: methodName, parameters: parameters)),
            platform: platform, messageType: messageType, fcmWrapper: fcmWrapper)
    }

    /// A command the Synerise SDK runs itself (`GET_LOCATION`, `SIGN_OUT`).
    public static func sdkCommand(
        _ command: Synerise.SDKCommand, platform: Platform = .ios, messageType: MessageType = .dynamicContent,
        fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        silent(.silentSDKCommand(command), platform: platform, messageType: messageType, fcmWrapper: fcmWrapper)
    }

    /// An `in-app-test` push (iOS); its content shape is not public and is written as given.
    public static func inAppTest(content: JSONObject, messageType: MessageType = .dynamicContent) -> SynerisePayload {
        silent(.inAppTest(.object(content)), platform: .ios, messageType: messageType, fcmWrapper: .bare)
    }

    /// An encrypted push: the encrypted `content` and its key, as the Synerise backend
    /// produced them (pushkit does not encrypt). On iOS, `alert` is what shows when
    /// the app cannot decrypt it; `failureText` is `content-encryption-failure`.
    public static func encrypted(
        contentType: String, encryptedContent: String, key: String, failureText: String? = nil, alert: APS? = nil,
        platform: Platform = .ios, messageType: MessageType = .dynamicContent,
        fcmWrapper: Synerise.FCMWrapper = .bare
    ) -> SynerisePayload {
        var extra: JSONObject = ["content-encryption": "true", "content-encryption-key": .string(key)]
        if let failureText { extra["content-encryption-failure"] = .string(failureText) }
        extra["content"] = .string(encryptedContent)
        let aps = platform == .ios ? (alert ?? APS.background()) : nil
        return SynerisePayload(
            platform: platform, aps: aps, messageType: messageType, content: .encrypted(contentType: contentType),
            extra: extra, fcmWrapper: fcmWrapper)
    }

    private static func silent(
        _ content: Content, platform: Platform, messageType: MessageType, fcmWrapper: Synerise.FCMWrapper
    ) -> SynerisePayload {
        SynerisePayload(
            platform: platform, aps: platform == .ios ? .background() : nil, messageType: messageType,
            content: content, fcmWrapper: fcmWrapper)
    }
}

extension Synerise.Page {
    /// The colours of a generated page, as `#RRGGBB`.
    public struct Palette: Sendable, Hashable {
        /// The background.
        public var background: String
        /// The header and description.
        public var text: String
        /// The button.
        public var button: String
        /// The button's text.
        public var buttonText: String

        /// Creates a palette; the defaults are black on white with a blue button.
        public init(
            background: String = "#FFFFFF", text: String = "#000000", button: String = "#0A84FF",
            buttonText: String = "#FFFFFF"
        ) {
            self.background = background
            self.text = text
            self.button = button
            self.buttonText = buttonText
        }
    }

    /// A `color_as_background` page: header and description on a colour.
    public static func colorAsBackground(
        header: Text, description: Text, background: Fill, button: PageButton = .disabled,
        closeButton: CloseButton = .right, action: Synerise.Action = .openApp, index: Int? = nil
    ) -> Synerise.Page {
        Synerise.Page(
            index: index, layout: .colorAsBackground(header: header, description: description), background: background,
            button: button, closeButton: closeButton, action: action)
    }

    /// An `image_as_background` page: one image, no text.
    public static func imageAsBackground(
        imageURL: String, background: Fill = Fill(color: "#000000", alpha: 1), button: PageButton = .disabled,
        closeButton: CloseButton = .right, action: Synerise.Action = .openApp, index: Int? = nil
    ) -> Synerise.Page {
        Synerise.Page(
            index: index, layout: .imageAsBackground(imageURL: imageURL), background: background, button: button,
            closeButton: closeButton, action: action)
    }

    /// An `image_with_text_atop` page (`textBelow: true`: `image_with_text_below`).
    public static func imageWithText(
        imageURL: String, header: Text, description: Text, textBelow: Bool = false,
        background: Fill = Fill(color: "#FFFFFF", alpha: 1), button: PageButton = .disabled,
        closeButton: CloseButton = .right, action: Synerise.Action = .openApp, index: Int? = nil
    ) -> Synerise.Page {
        let layout: Layout =
            textBelow
            ? .imageWithTextBelow(imageURL: imageURL, header: header, description: description)
            : .imageWithTextAtop(imageURL: imageURL, header: header, description: description)
        return Synerise.Page(
            index: index, layout: layout, background: background, button: button, closeButton: closeButton,
            action: action)
    }
}

extension Synerise.Page.PageButton {
    /// No button.
    public static let disabled = Synerise.Page.PageButton(isEnabled: false)

    /// An enabled button: its text and colours (`#RRGGBB`), and its corner radius.
    public static func enabled(
        text: String, color: String, textColor: String, cornerRadius: Double = 8
    ) -> Synerise.Page.PageButton {
        Synerise.Page.PageButton(
            isEnabled: true, color: color, text: text, textColor: textColor, cornerRadius: cornerRadius)
    }
}

extension Synerise.Page.CloseButton {
    /// A close button on the right.
    public static let right = Synerise.Page.CloseButton(isEnabled: true, alignment: .right)
    /// A close button on the left.
    public static let left = Synerise.Page.CloseButton(isEnabled: true, alignment: .left)
    /// No close button (a mandatory upgrade).
    public static let hidden = Synerise.Page.CloseButton(isEnabled: false, alignment: .right)
}
