import PushKitCore

/// Reports built straight from typed payloads, so that every text field can hold
/// hostile text the validator would never let through.
enum HostilePreview {
    /// Text that breaks out of element content, attributes and the style sheet if it is
    /// not escaped, with a terminal escape and a bidirectional override besides.
    static func text(_ field: String) -> String {
        "</style><script>alert('\(field)')</script>\"onerror=\"x(1)\" <img src=x onerror=y> & \u{1B}[2J\u{202E}\(field)"
    }

    /// URLs no preview may link or load.
    static let badURLs = [
        "javascript:alert(1)", "JaVaScRiPt:alert(2)", " javascript:alert(3)", "data:text/html,<script>x</script>",
        "https://x.example/\"onerror=\"z", "vbscript:msgbox", "//evil.example/x.png", "https://",
        // Look-alike hosts (issue 25): shown, never linked.
        "https://xn--l-7sba6dbr.com/login", "https://shop.example.com\u{2044}evil.com/login",
        "https://\u{440}\u{430}\u{443}\u{440}\u{430}l.com/", "https://shop\u{3002}example.com/",
    ]

    static func report(_ payload: Payload, kind: PayloadKind = .unknown) -> ValidationReport {
        ValidationReport(classification: Classification(kind: kind), payload: payload, diagnostics: [])
    }

    static func page(_ tag: String, layout: Int) -> Synerise.Page {
        let header = Synerise.Page.Text(text: text(tag + "-header"), color: "#FFF;}</style>", alpha: .nan, size: 1e300)
        let description = Synerise.Page.Text(
            text: text(tag + "-description"), color: "red;background:url(javascript:x)", alpha: -3, size: -1)
        let image = layout == 1 ? badURLs[0] : "https://cdn.example.com/" + text(tag + "-image")
        let layouts: [Synerise.Page.Layout] = [
            .colorAsBackground(header: header, description: description),
            .imageAsBackground(imageURL: image),
            .imageWithTextAtop(imageURL: image, header: header, description: description),
            .imageWithTextBelow(imageURL: badURLs[3], header: header, description: description),
        ]
        return Synerise.Page(
            index: layout, layout: layouts[layout % 4], background: Synerise.Page.Fill(color: "#12345\"", alpha: 2),
            button: Synerise.Page.PageButton(
                isEnabled: true, color: "expression(alert(1))", text: text(tag + "-button"),
                textColor: "#ABCDEF\"onload=\"x", cornerRadius: .infinity),
            closeButton: Synerise.Page.CloseButton(isEnabled: layout != 2, alignment: .center),
            action: layout == 0 ? .openURL(badURLs[1]) : .deepLink(.uri(text(tag + "-deeplink"))))
    }

    /// One report per kind of preview, every text field hostile.
    static var reports: [ValidationReport] {
        let alert = APS.Alert.structured(
            APS.StructuredAlert(
                title: text("title"), subtitle: text("subtitle"), body: text("body"), launchImage: text("launch"),
                titleLocalization: .init(key: text("title-loc"), arguments: [text("title-arg")]),
                subtitleLocalization: nil, bodyLocalization: .init(key: text("body-loc"), arguments: [text("body-arg")])
            ))
        let aps = APS(
            alert: alert, badge: 3, sound: .critical(name: text("sound"), volume: .nan), threadID: text("thread"),
            category: text("category"), contentAvailable: true, mutableContent: true,
            targetContentID: text("target"), interruptionLevel: .timeSensitive, relevanceScore: .infinity,
            filterCriteria: text("filter"))
        let campaign = Synerise.Campaign(
            variantID: 1, hashID: text("hash"), type: text("type"), title: text("campaign"))
        let carousel = Synerise.RichMedia.Carousel(
            orientation: .portrait,
            items: [
                .init(
                    image: badURLs[0], caption: text("caption"), subcaption: text("subcaption"), url: badURLs[1]),
                .init(image: "https://cdn.example.com/" + text("item-image"), url: "https://x.example/" + text("item")),
            ])
        let push = Synerise.SimplePush(
            campaign: campaign,
            notification: .init(
                title: text("android-title"), body: text("android-body"), sound: text("android-sound"),
                icon: badURLs[2], action: .deepLink(.key(text("key")))),
            buttons: [
                .init(identifier: text("id"), text: text("button-1"), action: .openURL(badURLs[4])),
                .init(identifier: "b", text: text("button-2"), action: .deepLink(.uri(badURLs[5]))),
            ],
            richMedia: .carousel(carousel))
        var android = push
        android.richMedia = .singleImage(url: badURLs[6])
        let banner = Synerise.TemplateBanner(
            campaign: campaign, page: page("banner", layout: 0), trigger: text("trigger"),
            autoDisappear: .init(isEnabled: true, timeout: 5),
            notification: .init(title: text("banner-title"), body: text("banner-body")))
        let walkthrough = Synerise.Walkthrough(
            id: text("walkthrough"), isLoopEnabled: true, areIndicatorsVisible: true, campaign: campaign,
            pages: (0..<4).map { page("page\($0)", layout: $0) })
        let command = Synerise.SilentCommand(
            className: text("class"), methodName: text("method"),
            parameters: [
                .init(className: text("parameter"), value: .string(text("value")), position: 0),
                .init(
                    className: "java.util.Map",
                    value: .object([text("member"): .array([.string(text("element")), .null])]), position: 1),
            ])
        let cordial = CordialPayload(
            aps: aps, mcID: text("mcid"),
            deepLink: Cordial.DeepLink(url: text("cordial-url"), vanityURL: badURLs[0], fallbackURL: badURLs[7]),
            media: .carousel(
                Cordial.Carousel(
                    items: [.init(imageURL: badURLs[3], deepLink: text("cordial-item"))], imageURL: badURLs[0])),
            inAppMessage: Cordial.InAppMessage(type: .bannerUp, expiration: .unreadable(text("expiry"))),
            inbox: Cordial.Inbox())
        return [
            report(.apns(APNsPayload(aps: aps, custom: [text("custom"): .string(text("custom-value"))]))),
            report(.apns(APNsPayload(aps: APS(contentAvailable: true), custom: [text("silent-key"): .null]))),
            report(
                .apns(
                    APNsPayload(
                        aps: APS(
                            alert: .text(text("live-alert")),
                            liveActivity: APS.LiveActivity(
                                timestamp: 1, event: .start, contentState: .object([text("state"): .bool(true)]),
                                staleDate: 2, dismissalDate: 3, attributesType: text("attributes")))))),
            report(
                .synerise(
                    SynerisePayload(platform: .ios, aps: aps, messageType: .dynamicContent, content: .simplePush(push)))
            ),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .android, aps: nil, messageType: .dynamicContent, content: .simplePush(android)))),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .ios, aps: aps, messageType: .staticContent, content: .templateBanner(banner)))),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .android, aps: nil, messageType: .staticContent, content: .templateBanner(banner)))),
            report(.syneriseWalkthrough(walkthrough)),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .ios, aps: APS(contentAvailable: true), messageType: .dynamicContent,
                        content: .silentCommand(command)))),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .ios, aps: aps, messageType: .dynamicContent, content: .silentSDKCommand(.signOut)))),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .ios, aps: aps, messageType: .dynamicContent,
                        content: .encrypted(contentType: text("ct"))))),
            report(
                .synerise(
                    SynerisePayload(
                        platform: .ios, aps: aps, messageType: .dynamicContent, content: .inAppTest(.string(text("t"))))
                )),
            report(.cordial(cordial)),
            report(
                .cordial(
                    CordialPayload(aps: APS(contentAvailable: true), mcID: text("only-mcid"), inbox: Cordial.Inbox()))),
        ]
    }
}
