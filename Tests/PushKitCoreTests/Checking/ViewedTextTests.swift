import PushKitCore
import Testing

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

    /// A Synerise simple push with the notification members `notification` and the
    /// buttons `buttons`.
    private func buttons(_ buttons: String, notification: String = #""action": {"type": "OPEN_APP"}"#) -> String {
        #"""
        {"aps": {"alert": {"title": "Hi", "body": "Sale"}}, "issuer": "Synerise", "message-type": "dynamic-content",
         "content-type": "simple-push", "content": {\#(campaign), "notification": {\#(notification)}, "buttons": [\#(buttons)]}}
        """#
    }

    @Test func syneriseActionsAreCheckedAndReadAsTheirDecodedText() throws {
        // `\u0044` decodes to `D`: DEEP_LINKING once decoded; the link a URI once decoded.
        let text = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "\u0044EEP_LINKING", "item": "app:\/\/product?id=1"}}"#,
            notification: #""action": {"type": "OPEN_URL", "item": "https:\/\/example.com\/sale"}"#)
        #expect(codes(text) == [])
        let push = try #require(simplePush(text))
        #expect(push.notification.action == .openURL("https://example.com/sale"))
        #expect(push.buttons.map(\.action) == [.deepLink(.uri("app://product?id=1"))])
        // A bare key once decoded; a key with a space decoded from `\u0020` is refused.
        let key = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "DEEP_LINKING", "item": "sale\u005fkey"}}"#)
        #expect(try #require(simplePush(key)).buttons.map(\.action) == [.deepLink(.key("sale_key"))])
        let spaced = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "DEEP_LINKING", "item": "a\u0020b"}}"#)
        #expect(codes(spaced) == ["url.invalid error /content/buttons/0/action/item"])
        // `\u0068` decodes to `h`: an absolute https URL; `\u003a` makes `:` a scheme's end.
        let url = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_URL", "item": "\u0068ttps://example.com"}}"#)
        #expect(codes(url) == [])
        let scheme = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_URL", "item": "myapp\u003a//x"}}"#)
        #expect(codes(scheme) == ["synerise.open-url-scheme warning /content/buttons/0/action/item"])
        // A type that differs from a known one only once decoded is unknown.
        let lower = buttons(#"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_\u0061PP"}}"#)
        #expect(codes(lower) == ["synerise.action-misspelled error /content/buttons/0/action/type"])
        let empty = buttons(#"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_URL", "item": ""}}"#)
        #expect(codes(empty) == ["synerise.action-missing-item error /content/buttons/0/action/item"])
    }

    @Test func syneriseButtonIdentifiersAreComparedAsText() throws {
        func button(_ id: String) -> String {
            #"{"identifier": "\#(id)", "text": "Go", "action": {"type": "OPEN_APP"}}"#
        }
        let duplicate = "synerise.button-duplicate-identifier warning /content/buttons/1/identifier"
        // The same text written with and without an escape, and canonically equivalent
        // spellings (é as one scalar and as e with a combining accent), are one identifier.
        #expect(codes(buttons(button("buy") + ", " + button(#"b\u0075y"#))).contains(duplicate))
        #expect(codes(buttons(button(#"caf\u00e9"#) + ", " + button(#"cafe\u0301"#))).contains(duplicate))
        #expect(!codes(buttons(button("buy") + ", " + button("Buy"))).contains(duplicate))
        let push = try #require(simplePush(buttons(button(#"b\u0075y"#))))
        #expect(push.buttons.map(\.identifier) == ["buy"])
        #expect(push.buttons.map(\.text) == ["Go"])
    }

    @Test func syneriseNotificationSoundAndPriorityAreReadAsTheirDecodedText() throws {
        let high = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_APP"}}"#,
            notification: #""sound": "ding\u002ewav", "priority": "HIG\u0048""#)
        #expect(codes(high) == [])
        let push = try #require(simplePush(high))
        #expect(push.notification.sound == "ding.wav")
        #expect(push.notification.priority == .high)
        let lower = buttons(
            #"{"identifier": "a", "text": "Go", "action": {"type": "OPEN_APP"}}"#, notification: #""priority": "high""#)
        #expect(codes(lower) == ["synerise.android-priority error /content/notification/priority"])
    }

    @Test func apsTextsAreReadAsTheirDecodedText() throws {
        let text = #"""
            {"aps": {"alert": "Hi", "thread-id": "t\u0031", "category": "c\u0061t", "target-content-id": "w",
             "filter-criteria": "work", "interruption-level": "time-\u0073ensitive", "badge": 3}}
            """#
        #expect(codes(text) == [])
        let aps = try #require(Validator().validate(text).payload?.aps)
        #expect(aps.threadID == "t1")
        #expect(aps.category == "cat")
        #expect(aps.targetContentID == "w")
        #expect(aps.filterCriteria == "work")
        #expect(aps.interruptionLevel == .timeSensitive)
        #expect(aps.badge == 3)
        #expect(
            aps
                == APS(
                    alert: .text("Hi"), badge: 3, threadID: "t1", category: "cat", targetContentID: "w",
                    interruptionLevel: .timeSensitive, filterCriteria: "work"))
        let unknown = #"{"aps": {"alert": "Hi", "interruption-level": "Critical"}}"#
        #expect(codes(unknown) == ["apns.interruption-level warning /aps/interruption-level"])
    }

    @Test func integersAreReadFromTheirLexemes() throws {
        func badge(_ written: String) -> (Int?, [String]) {
            let report = Validator().validate(#"{"aps": {"alert": "Hi", "badge": \#(written)}}"#)
            return (report.payload?.aps?.badge, report.diagnostics.map { "\($0.code)" })
        }
        #expect(badge("0") == (0, []))
        #expect(badge("-0") == (0, []))
        #expect(badge("9223372036854775807") == (Int.max, []))
        #expect(badge("9223372036854775808").0 == nil)
        #expect(badge("9223372036854775808").1 == ["apns.badge-not-integer"])
        #expect(badge("-1").1 == ["apns.badge-negative"])
        #expect(badge("1.0").1 == ["apns.badge-not-integer"])
        #expect(badge("1e2").1 == ["apns.badge-not-integer"])
        let flag = Validator().validate(#"{"aps": {"content-available": 1.0}}"#)
        #expect(flag.diagnostics.map { "\($0.code)" }.contains("apns.flag-type"))
        let zero = Validator().validate(#"{"aps": {"alert": "Hi", "content-available": -0}}"#)
        #expect(zero.diagnostics.map { "\($0.code)" } == ["apns.flag-zero"])
    }

    @Test func apsSoundAndLocalizationAreReadAsTheirDecodedText() throws {
        let text = #"""
            {"aps": {"alert": {"loc-key": "PROMO_\u0042ODY", "loc-args": ["Ann", 7, "B\u006fb"], "title-loc-key": ""},
             "sound": "chime\u002ecaf"}}
            """#
        #expect(codes(text) == ["apns.invalid-type error /aps/alert/loc-args/1"])
        let aps = try #require(Validator().validate(text).payload?.aps)
        #expect(aps.sound == .named("chime.caf"))
        guard case .structured(let alert) = aps.alert else {
            Issue.record("expected a structured alert")
            return
        }
        #expect(alert.bodyLocalization == .init(key: "PROMO_BODY", arguments: ["Ann", "Bob"]))
        #expect(alert.bodyLocalization?.arguments == ["Ann", "Bob"])
        #expect(alert.titleLocalization?.key == "")
        #expect(aps == APS(alert: .structured(alert), sound: .named("chime.caf")))
        // An empty key shows nothing: the alert is empty without the body's key.
        let empty = #"{"aps": {"alert": {"title-loc-key": "", "loc-key": ""}, "sound": "default"}}"#
        #expect(codes(empty).contains("apns.alert-empty warning /aps/alert"))
        let critical = #"{"aps": {"alert": "Hi", "sound": {"critical": 1, "name": "alarm.caf", "volume": 1}}}"#
        let report = Validator().validate(critical)
        #expect(report.payload?.aps?.sound == .critical(name: "alarm.caf", volume: 1))
        #expect(report.classification.features.contains("critical"))
    }

    @Test func synerisePageTextsAreReadAsTheirDecodedText() throws {
        let text = #"""
            {"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "static-content", "content-type": "template-banner",
             "content": {\#(campaign), "page": {"index": 0, "type": "color_as_background",
              "background": {"color": "#FFFFFF", "alpha": 1},
              "header": {"text": "Sale \u2013 now", "color": "#000000", "alpha": 1, "size": 20},
              "description": {"text": "All week", "color": "#000000", "alpha": 1, "size": 14},
              "button": {"is_enabled": true, "color": "#000000", "text": "G\u006f", "text_color": "#FFFFFF"},
              "close_button": {"is_enabled": true, "alignment": "right"}, "action": {"type": "OPEN_APP"}}}}
            """#
        guard case .synerise(let payload) = Validator().validate(text).payload,
            case .templateBanner(let banner) = payload.content,
            case .colorAsBackground(let header, let description) = banner.page.layout
        else {
            Issue.record("expected a colour banner")
            return
        }
        #expect(header.text == "Sale – now")
        #expect(description.text == "All week")
        #expect(banner.page.button.text == "Go")
        #expect(banner.page.action == .openApp)
        #expect(payload.messageType == .staticContent)
    }

    @Test func syneriseRichMediaTypeAndOrientationAreComparedAsTheirDecodedText() throws {
        // `\u0073` decodes to `s`, `\u0054` to `T`: a portrait carousel once decoded, which
        // needs the carousel's category (the push has the single image's).
        let text = #"""
            {"aps": {"alert": {"title": "Hi", "body": "Sale"}, "mutable-content": 1, "category": "synerise.notifications.category.single-media"},
             "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
             "content": {\#(campaign), "notification": {},
              "rich-media": {"type": "carou\u0073el", "carousel": {"orientation": "PORTRAI\u0054", "items": [{"image": "https://cdn.example.com/a.jpg"}]}}}}
            """#
        #expect(codes(text) == ["synerise.rich-media-category warning /aps/category"])
        let push = try #require(simplePush(text))
        guard case .carousel(let carousel) = push.richMedia else {
            Issue.record("expected a carousel")
            return
        }
        #expect(carousel.orientation == .portrait)
        let lower = synerise(item: #""image": "https://cdn.example.com/a.jpg""#)
            .replacingOccurrences(of: "PORTRAIT", with: "portrait")
        #expect(codes(lower) == ["synerise.carousel-orientation error /content/rich-media/carousel/orientation"])
    }
}
