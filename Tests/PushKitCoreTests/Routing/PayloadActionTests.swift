import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// The value a pointer designates, following it into JSON held in strings (Android's `content`).
func resolve(_ pointer: JSONPointer, in document: JSONDocument) -> JSONValue? {
    var value = document.root
    for token in pointer.tokens {
        if value.kind == .string, let inner = JSONDocument.read(value.string ?? "").document { value = inner.root }
        guard let next = value.value(at: JSONPointer(tokens: [token])) else { return nil }
        value = next
    }
    return value
}

private func located(_ text: String) throws -> [PayloadAction] {
    let bytes = Array(text.utf8)
    let payload = try #require(Validator().validate(bytes).payload)
    let document = try #require(JSONReader().read(bytes).document)
    return payload.actions(locatedIn: document)
}

@Suite struct PayloadActionTests {
    static let synerise = Fixtures.files(under: "synerise")

    @Test func thereAreSyneriseFixtures() {
        #expect(Self.synerise.count >= 50)
    }

    /// Every action of every Synerise fixture sits where its pointers say.
    @Test(arguments: synerise)
    func everyFixtureActionIsWhereItsPointerSays(_ path: String) throws {
        let bytes = try Fixtures.bytes(path)
        let payload = try #require(Validator().validate(bytes).payload)
        let document = try #require(JSONReader().read(bytes).document)
        let actions = payload.actions(locatedIn: document)
        for action in actions {
            let value = try #require(resolve(action.pointer, in: document), "\(action.pointer)")
            if let target = action.target {
                #expect(resolve(action.targetPointer, in: document)?.string == target, "\(action.targetPointer)")
            } else {
                #expect(action.kind == .openApp)
                #expect(value.kind == .object)
                #expect(value["type"]?.string == "OPEN_APP" || action.pointer.tokens.last == "notification")
            }
            if value.kind == .object, let type = value["type"]?.string {
                let kinds: [String: PayloadAction.Kind] = [
                    "OPEN_APP": .openApp, "OPEN_URL": .openURL, "DEEP_LINKING": .deepLink,
                ]
                #expect(kinds[type] == action.kind)
            }
        }
        switch Fixtures.folderKind(path) {
        case "synerise.simple-push", "synerise.rich-media.single-image", "synerise.rich-media.carousel":
            #expect(actions.first?.source == .notification)
            #expect(actions.filter { $0.source == .notification }.count == 1)
        case "synerise.template-banner", "synerise.mandatory-upgrade":
            #expect(actions.map(\.source) == [.bannerPage])
            if Fixtures.folderKind(path) == "synerise.mandatory-upgrade" { #expect(actions.first?.kind == .openURL) }
        case "synerise.walkthrough":
            #expect(actions.count == resolve("/pages", in: document)?.count)
        default:
            #expect(actions.isEmpty, "silent, encrypted and in-app-test pushes carry no action")
        }
        // Unlocated pointers differ only by the envelope.
        let plain = payload.actions
        #expect(plain.map(\.target) == actions.map(\.target))
        #expect(plain.map(\.kind) == actions.map(\.kind))
    }

    /// Every action of every valid fixture pushkit models, of any vendor, sits where its
    /// pointers say (a fixture without a model, a service push's own keys, has no actions).
    @Test(arguments: Fixtures.modelled)
    func everyValidFixtureLocatesItsActions(_ path: String) throws {
        let bytes = try Fixtures.bytes(path)
        let payload = try #require(Validator(options: try Fixtures.options(path)).validate(bytes).payload)
        let document = try #require(JSONReader().read(bytes).document)
        for action in payload.actions(locatedIn: document) {
            #expect(resolve(action.pointer, in: document) != nil, "\(action.pointer)")
            if let target = action.target {
                #expect(resolve(action.targetPointer, in: document)?.string == target, "\(action.targetPointer)")
            }
        }
    }

    @Test func seedButtons() throws {
        let bytes = try Fixtures.bytes("synerise/simple-push/ios-seed-buttons.json")
        let actions = try #require(Validator().validate(bytes).payload).actions
        #expect(
            actions.map(\.source.description) == ["notification", "button:button1", "button:button2", "button:button3"])
        #expect(actions.map(\.kind) == [.openApp, .openURL, .deepLink, .openApp])
        #expect(actions.map(\.target) == [nil, "https://www.example.com", "syne://product?sku=1", nil])
        #expect(actions[2].pointer == "/content/buttons/1/action")
        #expect(actions[2].targetPointer == "/content/buttons/1/action/item")
        #expect(actions[3].targetPointer == "/content/buttons/2/action")
        #expect(actions[1].source == .button(identifier: "button1", index: 0))
    }

    @Test func notificationWithoutActionOpensTheApp() throws {
        let bytes = try Fixtures.bytes("synerise/simple-push/ios-empty-notification.json")
        let actions = try #require(Validator().validate(bytes).payload).actions
        #expect(
            actions == [
                PayloadAction(source: .notification, pointer: "/content/notification", kind: .openApp, target: nil)
            ])
    }

    @Test func androidEnvelopesAreLocated() throws {
        let v1 = try Fixtures.bytes("synerise/simple-push/android-fcm-v1-deeplink-key.json")
        let payload = try #require(Validator().validate(v1).payload)
        #expect(payload.actions.map(\.targetPointer) == ["/content/notification/action/item"])
        let document = try #require(JSONReader().read(v1).document)
        #expect(
            payload.actions(locatedIn: document).map(\.targetPointer) == [
                "/message/data/content/notification/action/item"
            ])
        #expect(payload.actions.map(\.target) == ["deep_linking_key"])

        let data = try located(
            #"{"data": {"issuer": "Synerise", "message-type": "static-content", "content-type": "simple-push", "content": "{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\"},\"notification\":{\"title\":\"t\",\"body\":\"b\"}}"}}"#
        )
        #expect(data.map(\.pointer) == ["/data/content/notification"])
    }

    @Test func carouselItems() throws {
        let actions = try located(
            #"""
            {"aps": {"alert": {"title": "T", "body": "B"}, "mutable-content": 1, "category": "synerise.notifications.category.carousel"},
             "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
             "content": {"campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},
               "notification": {"action": {"type": "DEEP_LINKING", "item": "wishlist"}},
               "rich-media": {"type": "carousel", "carousel": {"orientation": "PORTRAIT", "items": [
                 {"image": "https://cdn.example.com/1.jpg", "url": "https://www.example.com/1"},
                 {"image": "https://cdn.example.com/2.jpg"},
                 {"image": "https://cdn.example.com/3.jpg", "url": "syne://product?sku=3"}]}}}}
            """#)
        #expect(actions.map(\.source) == [.notification, .carouselItem(index: 0), .carouselItem(index: 2)])
        #expect(actions.map(\.kind) == [.deepLink, .openURL, .deepLink])
        #expect(actions[2].pointer == "/content/rich-media/carousel/items/2/url")
        #expect(actions[2].targetPointer == actions[2].pointer)
    }

    @Test func walkthroughPagesTheSDKDropsAreSkipped() throws {
        let page = { (action: String) in
            ##"{"index": 0, "type": "image_as_background", "background": {"color": "#FFFFFF", "alpha": 1}, "button": {"is_enabled": false}, "close_button": {"is_enabled": true, "alignment": "right"}, "image": {"url": "https://cdn.example.com/1.jpg"}, "action": "##
                + action + "}"
        }
        let text =
            #"{"id": "w1", "type": "walkthrough", "pages": ["#
            + page(#"{"type": "OPEN_APP"}"#) + ", 7, "
            + page(#"{"type": "NOPE"}"#) + ", "
            + page(#"{"type": "DEEP_LINKING", "item": "syne://favourites"}"#) + "]}"
        let bytes = Array(text.utf8)
        let payload = try #require(Validator().validate(bytes).payload)
        #expect(payload.actions.map(\.pointer) == ["/pages/0/action", "/pages/1/action"])
        let document = try #require(JSONReader().read(bytes).document)
        let actions = payload.actions(locatedIn: document)
        #expect(actions.map(\.pointer) == ["/pages/0/action", "/pages/3/action"])
        #expect(actions.map(\.source) == [.walkthroughPage(index: 0), .walkthroughPage(index: 3)])
        #expect(resolve(actions[1].targetPointer, in: document)?.string == "syne://favourites")
    }

    @Test func plainAPNs() throws {
        let alert = try located(#"{"aps": {"alert": "Hi"}}"#)
        #expect(alert == [PayloadAction(source: .notification, pointer: "/aps", kind: .openApp, target: nil)])
        #expect(try located(#"{"aps": {"content-available": 1}}"#).isEmpty)
    }

    @Test func cordialDeepLinkAndCarousel() throws {
        let text = #"""
            {"aps": {"alert": {"title": "T", "body": "B"}, "category": "carouselNotificationCategory", "mutable-content": 1},
             "mcID": "0:1:2",
             "deepLink": {"url": "https://shop.example.com/p/1", "vanityUrl": "https://e.example.com/x", "fallbackUrl": "https://shop.example.com"},
             "carousel": [
               {"imageURL": "https://cdn.example.com/1.jpg", "deepLink": "https://shop.example.com/p/2"},
               {"imageURL": "https://cdn.example.com/2.jpg", "deepLink": {"url": "x"}},
               {"imageURL": "https://cdn.example.com/3.jpg", "deepLink": "myapp://product/3"}]}
            """#
        let bytes = Array(text.utf8)
        let payload = try #require(Validator().validate(bytes).payload)
        let document = try #require(JSONReader().read(bytes).document)
        let actions = payload.actions(locatedIn: document)
        #expect(actions.map(\.source) == [.notification, .carouselItem(index: 0), .carouselItem(index: 2)])
        #expect(actions.allSatisfy { $0.kind == .deepLink })
        #expect(
            actions.map(\.target) == [
                "https://shop.example.com/p/1", "https://shop.example.com/p/2", "myapp://product/3",
            ])
        #expect(actions[0].pointer == "/deepLink")
        #expect(actions[0].targetPointer == "/deepLink/url")
        #expect(actions[0].vanityURL == "https://e.example.com/x")
        #expect(actions[0].fallbackURL == "https://shop.example.com")
        #expect(actions[2].pointer == "/carousel/2/deepLink")
        #expect(payload.actions[2].pointer == "/carousel/1/deepLink", "unlocated: the place among the kept items")
    }

    @Test func cordialWithoutDeepLinkOpensTheApp() throws {
        let actions = try located(#"{"aps": {"alert": "Hi"}, "mcID": "0:1:2"}"#)
        #expect(actions == [PayloadAction(source: .notification, pointer: "/aps", kind: .openApp, target: nil)])
    }

    @Test func sourceNames() {
        let sources: [PayloadAction.Source] = [
            .notification, .button(identifier: "buy", index: 1), .carouselItem(index: 2), .bannerPage,
            .walkthroughPage(index: 3), .argument,
        ]
        #expect(
            sources.map(\.description) == [
                "notification", "button:buy", "carousel-item:2", "banner-page", "walkthrough-page:3", "argument",
            ])
        #expect(PayloadAction.Kind.allCases.map(\.description) == ["open-app", "open-url", "deep-link"])
        #expect(PayloadAction.link("x") == PayloadAction(source: .argument, pointer: "", kind: .deepLink, target: "x"))
    }
}
