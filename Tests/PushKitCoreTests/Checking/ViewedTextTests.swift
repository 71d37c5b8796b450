import Testing

@testable import PushKitCore

/// Model fields kept as views of the document (`ModelText`) are checked over their bytes in
/// place; a value written with escapes is checked, and read back, as the text it decodes
/// to, which is what the device sees.
@Suite struct ViewedTextTests {
    private let campaign = #""campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"}"#

    /// A Synerise carousel of one item whose members are `item`, with an Android-style
    /// notification of members `notification`.
    private func synerise(item: String, notification: String = "") -> String {
        #"""
        {"aps": {"alert": {"title": "Hi", "body": "Sale"}, "mutable-content": 1, "category": "synerise.notifications.category.carousel"},
         "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
         "content": {\#(campaign), "notification": {\#(notification)},
          "rich-media": {"type": "carousel", "carousel": {"orientation": "PORTRAIT", "items": [{\#(item)}]}}}}
        """#
    }

    private func codes(_ text: String) -> [String] {
        Validator().validate(text).diagnostics.map { "\($0.code) \($0.severity) \($0.pointer)" }
    }

    private func simplePush(_ text: String) -> Synerise.SimplePush? {
        guard case .synerise(let payload) = Validator().validate(text).payload,
            case .simplePush(let push) = payload.content
        else { return nil }
        return push
    }

    @Test func syneriseCarouselItemIsCheckedAndReadAsItsDecodedText() throws {
        // `\/` decodes to `/`: the path's extension is .gif once decoded.
        let gif = synerise(item: #""image": "https:\/\/cdn.example.com\/a.gif", "url": "https:\/\/example.com\/1""#)
        #expect(codes(gif) == ["synerise.image-format warning /content/rich-media/carousel/items/0/image"])
        // `\u0073` decodes to `s`: a dangerous scheme once decoded, as bytes it is none.
        let script = synerise(item: #""image": "https://cdn.example.com/a.jpg", "url": "java\u0073cript:alert(1)""#)
        #expect(codes(script) == ["url.dangerous-scheme error /content/rich-media/carousel/items/0/url"])
        let plain = synerise(item: #""image": "http\u003a//cdn.example.com/a.png", "caption": "caf\u00e9""#)
        #expect(codes(plain) == ["url.not-https warning /content/rich-media/carousel/items/0/image"])
        let push = try #require(simplePush(plain))
        guard case .carousel(let carousel) = push.richMedia else {
            Issue.record("expected a carousel")
            return
        }
        #expect(carousel.items.map(\.image) == ["http://cdn.example.com/a.png"])
        #expect(carousel.items.map(\.caption) == ["café"])
        #expect(carousel.items.map(\.url) == [nil])
    }

    @Test func syneriseNotificationTextsAreReadAsTheirDecodedText() throws {
        let text = synerise(
            item: #""image": "https://cdn.example.com/a.jpg""#,
            notification: #""title": "Sale \u2013 today", "body": "50%", "icon": "https:\/\/cdn.example.com\/i.webp""#)
        #expect(codes(text) == ["synerise.image-format warning /content/notification/icon"])
        let push = try #require(simplePush(text))
        #expect(push.notification.title == "Sale – today")
        #expect(push.notification.body == "50%")
        #expect(push.notification.icon == "https://cdn.example.com/i.webp")
    }

    @Test func cordialCarouselItemIsCheckedAndReadAsItsDecodedText() throws {
        let text = #"""
            {"aps": {"alert": "Hi", "category": "carouselNotificationCategory"}, "mcID": "m",
             "carousel": [{"imageURL": "https:\/\/cdn.example.com\/1.jpg", "deepLink": "https:\/\/example.com\/1"},
                          {"imageURL": "http\u003a//cdn.example.com/2.jpg", "deepLink": "\u006aavascript:alert(1)"}]}
            """#
        #expect(
            codes(text) == [
                "url.not-https warning /carousel/1/imageURL", "url.dangerous-scheme error /carousel/1/deepLink",
            ])
        guard case .cordial(let payload) = Validator().validate(text).payload,
            case .carousel(let carousel) = payload.media
        else {
            Issue.record("expected a Cordial carousel")
            return
        }
        #expect(carousel.items.map(\.imageURL) == ["https://cdn.example.com/1.jpg", "http://cdn.example.com/2.jpg"])
        #expect(carousel.items.map(\.deepLink) == ["https://example.com/1", "javascript:alert(1)"])
    }

    /// A Synerise silent command of content type `type` whose `content` is `content`.
    private func command(_ type: String, _ content: String) -> String {
        #"{"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "\#(type)", "content": \#(content)}"#
    }

    @Test func silentCommandNamesAreComparedAndReadAsTheirDecodedText() throws {
        // `\u0072` decodes to `r`: the SDK's own class once decoded.
        let sdk = command(
            "silent-sdk-command",
            #"{"class_name": "com.synerise.sdk.injector.Injecto\u0072", "method_name": "SIGN_OUT"}"#)
        #expect(codes(sdk) == [])
        guard case .synerise(let payload) = Validator().validate(sdk).payload else {
            Issue.record("expected a Synerise payload")
            return
        }
        #expect(payload.content == .silentSDKCommand(.signOut))
        let other = command(
            "silent-sdk-command",
            #"{"class_name": "com.synerise.sdk.injector.Injecto\u0072s", "method_name": "SIGN_OUT"}"#)
        #expect(codes(other) == ["synerise.sdk-command error /content/class_name"])
        let custom = command(
            "silent-command",
            #"{"class_name": "com.example.Handle\u0072", "method_name": "\u0072efresh", "method_parameters": [{"class_name": "java.lang.Strin\u0067", "value": "a", "position": 0}]}"#
        )
        #expect(codes(custom) == [])
        guard case .synerise(let decoded) = Validator().validate(custom).payload,
            case .silentCommand(let silent) = decoded.content
        else {
            Issue.record("expected a silent command")
            return
        }
        #expect(silent.className == "com.example.Handler")
        #expect(silent.methodName == "refresh")
        #expect(silent.parameters.map(\.className) == ["java.lang.String"])
        let empty = command("silent-command", #"{"class_name": "", "method_name": "refresh"}"#)
        #expect(codes(empty) == ["synerise.command-name error /content/class_name"])
    }
}
