import PushKitCore
import PushKitFixtures
import Testing

/// Every payload kind built in Swift, encoded, and validated without a problem.
@Suite struct BuilderTests {
    static let campaign = Synerise.Campaign(
        variantID: 3, hashID: "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11", type: "Simple push", title: "Spring")
    static let page = Synerise.Page.colorAsBackground(
        header: Synerise.Page.Text(text: "Spring sale", color: "#000000", alpha: 1, size: 24),
        description: Synerise.Page.Text(text: "50% off", color: "#333333", alpha: 0.8, size: 16),
        background: Synerise.Page.Fill(color: "#FFFFFF", alpha: 1),
        button: .enabled(text: "Shop", color: "#0A84FF", textColor: "#FFFFFF"), action: .openURL("https://example.com"))

    /// The payload encoded, validated: the kind it is, with no warning or error.
    static func check(
        _ payload: Payload, is kind: PayloadKind, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let bytes = payload.encoded()
        let report = Validator().validate(bytes)
        let problems = report.diagnostics.filter(Fixtures.isProblem)
        #expect(
            problems.isEmpty,
            "\(String(decoding: bytes, as: UTF8.self)): \(problems.map { "\($0.code) \($0.message)" })",
            sourceLocation: sourceLocation)
        #expect(report.kind == kind, "\(String(decoding: bytes, as: UTF8.self))", sourceLocation: sourceLocation)
        #expect(
            report.payload == payload, "the builder made a value the decoder reads differently",
            sourceLocation: sourceLocation)
    }

    @Test func apnsKinds() {
        let alert = APNsPayload(
            aps: .alert(title: "Spring sale", body: "50% off until Sunday").badge(1).sound("default").threadID("sales"),
            custom: ["deal": "spring-24", "discount": 50])
        #expect(
            String(decoding: Payload.apns(alert).encoded(), as: UTF8.self)
                == #"{"aps":{"alert":{"title":"Spring sale","body":"50% off until Sunday"},"badge":1,"#
                + #""sound":"default","thread-id":"sales"},"deal":"spring-24","discount":50}"#)
        Self.check(.apns(alert), is: .apnsAlert)
        Self.check(.apns(.alert(body: "Just the body")), is: .apnsAlert)
        Self.check(
            .apns(
                APNsPayload(
                    aps: .alert(title: "Glucose low", body: "3.1 mmol/L").criticalSound(volume: 0.9)
                        .relevanceScore(0.75).mutableContent().category("READING").targetContentID("w1")
                        .filterCriteria("health"))),
            is: .apnsAlert)
        Self.check(
            .apns(
                APNsPayload(aps: .alert(body: "Quiet").interruptionLevel(.passive)).custom("nested", ["a": [1, 2.5]])),
            is: .apnsAlert)
        Self.check(.apns(.background(custom: ["sync": "inbox"])), is: .apnsBackground)
        Self.check(
            .apns(
                APNsPayload(
                    aps: .liveActivity(
                        .update, timestamp: 1_700_000_000, contentState: ["status": "on the way", "eta": 12],
                        staleDate: 1_700_000_900))),
            is: .apnsLiveActivity)
        Self.check(.apns(APNsPayload(aps: .liveActivity(.end, timestamp: 1_700_000_000))), is: .apnsLiveActivity)
        Self.check(
            .apns(
                APNsPayload(
                    aps: .startLiveActivity(
                        attributesType: "DeliveryAttributes", attributes: ["order": "1042"],
                        contentState: ["status": "preparing"], timestamp: 1_700_000_000, alertTitle: "Order confirmed",
                        alertBody: "We are on it"))),
            is: .apnsLiveActivity)
    }

    @Test func syneriseSimplePushAndRichMedia() {
        let buttons = [
            Synerise.SimplePush.Button(identifier: "shop", text: "Shop", action: .openURL("https://example.com/sale")),
            Synerise.SimplePush.Button(identifier: "later", text: "Later", action: .openApp),
        ]
        Self.check(
            .synerise(
                .simplePush(
                    campaign: Self.campaign, title: "Spring sale", body: "50% off",
                    action: .deepLink(.uri("shop://sale")),
                    buttons: buttons, sound: "default")),
            is: .syneriseSimplePush)
        Self.check(
            .synerise(
                .simplePush(
                    campaign: Self.campaign, title: "Spring sale", body: "50% off",
                    richMedia: .singleImage(url: "https://cdn.example.com/sale.jpg"))),
            is: .syneriseRichMediaSingleImage)
        let carousel = Synerise.RichMedia.Carousel(
            orientation: .landscape,
            items: [
                .init(image: "https://cdn.example.com/1.jpg", caption: "One", url: "https://example.com/1"),
                .init(image: "https://cdn.example.com/2.png", caption: "Two", subcaption: "Second"),
            ])
        Self.check(
            .synerise(.simplePush(campaign: Self.campaign, body: "Swipe", richMedia: .carousel(carousel))),
            is: .syneriseRichMediaCarousel)
        for wrapper in [Synerise.FCMWrapper.bare, .data(), .message(members: ["token": "fcm-token"])] {
            Self.check(
                .synerise(
                    .simplePush(
                        campaign: Self.campaign, title: "Nowości", body: "Sprawdź — łódź",
                        action: .deepLink(.key("deep_linking_key")), buttons: buttons,
                        richMedia: .singleImage(url: "https://cdn.example.com/new.jpg"), sound: "default",
                        platform: .android, androidPriority: .high, fcmWrapper: wrapper)),
                is: .syneriseSimplePush)
        }
    }

    @Test func syneriseBannersWalkthroughsAndCommands() {
        Self.check(
            .synerise(
                .templateBanner(
                    campaign: Self.campaign, page: Self.page, trigger: "cart.abandoned",
                    autoDisappear: .init(isEnabled: true, timeout: 10),
                    notification: .init(title: "Sale", body: "Open the app"))),
            is: .syneriseTemplateBanner)
        Self.check(
            .synerise(.templateBanner(campaign: Self.campaign, page: Self.page, platform: .android)),
            is: .syneriseTemplateBanner)
        Self.check(
            .synerise(
                .mandatoryUpgrade(
                    campaign: Self.campaign, header: "Update required",
                    description: "This version is no longer supported",
                    buttonText: "Update", storeURL: "https://apps.apple.com/app/id123456789")),
            is: .syneriseMandatoryUpgrade)
        let text = Synerise.Page.Text(text: "Welcome", color: "#111111", alpha: 1, size: 20)
        let walkthrough = Synerise.Walkthrough(
            id: "0b8f5a52-8a64-4b8e-9d0e-2f5b1c7d9e01", isLoopEnabled: false, areIndicatorsVisible: true,
            campaign: Self.campaign,
            pages: [
                Synerise.Page.colorAsBackground(
                    header: text, description: text, background: .init(color: "#FFFFFF", alpha: 1), index: 0),
                Synerise.Page.imageAsBackground(
                    imageURL: "https://cdn.example.com/w1.jpg", closeButton: .left, index: 1),
                Synerise.Page.imageWithText(
                    imageURL: "https://cdn.example.com/w2.png", header: text, description: text, index: 2),
                Synerise.Page.imageWithText(
                    imageURL: "https://cdn.example.com/w3.png", header: text, description: text, textBelow: true,
                    button: .enabled(text: "Start", color: "#000000", textColor: "#FFFFFF", cornerRadius: 0), index: 3),
            ])
        Self.check(.syneriseWalkthrough(walkthrough), is: .syneriseWalkthrough)
        let parameters: [Synerise.SilentCommand.Parameter] = [
            .init(className: "java.lang.String", value: "dark_mode", position: 0),
            .init(className: "java.util.Map", value: ["rollout": "beta", "regions": ["PL", "DE"]], position: 1),
        ]
        for platform in Synerise.Platform.allCases {
            Self.check(
                .synerise(
                    .silentCommand(
                        className: "com.example.Flags", methodName: "apply", parameters: parameters, platform: platform)
                ),
                is: .syneriseSilentCommand)
            Self.check(.synerise(.sdkCommand(.signOut, platform: platform)), is: .syneriseSilentSDKCommand)
        }
        Self.check(.synerise(.inAppTest(content: ["preview": "テスト"])), is: .syneriseInAppTest)
        Self.check(
            .synerise(
                .encrypted(
                    contentType: "simple-push", encryptedContent: "q2Vx9mJ0c2pPZ0lU", key: "mF3kQ8v2Zr0pY1xL=",
                    failureText: "Could not decrypt", alert: APS.alert(title: "New message", body: "Open the app"))),
            is: .syneriseEncrypted)
        Self.check(
            .synerise(
                .encrypted(
                    contentType: "silent-command", encryptedContent: "q2Vx9mJ0", key: "mF3k=", platform: .android,
                    fcmWrapper: .message(members: ["token": "t"]))),
            is: .syneriseEncrypted)
    }

    @Test func cordialKinds() {
        let mcID = "7:6183f1b2a3c4d5e6f7a8b9c0:20"
        Self.check(
            .cordial(.alert(mcID: mcID, title: "Back in stock", body: "Your size is back")), is: .cordialAlert)
        Self.check(
            .cordial(
                .alert(
                    mcID: mcID, body: "New in", deepLink: Cordial.DeepLink(url: "https://shop.example.com/p/1"),
                    imageURL: "https://cdn.example.com/p/1.jpg")),
            is: .cordialImage)
        Self.check(
            .cordial(
                .carousel(
                    mcID: mcID, title: "Picked for you", body: "Swipe",
                    items: [
                        .init(imageURL: "https://cdn.example.com/1.jpg", deepLink: "https://shop.example.com/p/1"),
                        .init(imageURL: "https://cdn.example.com/2.jpg", deepLink: "https://shop.example.com/p/2"),
                    ])),
            is: .cordialCarousel)
        Self.check(
            .cordial(.inAppMessage(mcID: mcID, Cordial.InAppMessage(type: .bannerUp, left: 10, right: 10))),
            is: .cordialInApp)
        Self.check(.cordial(.inbox(mcID: mcID)), is: .cordialInbox)
    }
}
