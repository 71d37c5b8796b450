import PushKitCore
import PushKitFixtures
import Testing

/// Crobox promotions: the typed response and badge derivation (the badges per product,
/// drawn by PushKitPreview, are `CroboxBadgeTextTests`).
@Suite struct CroboxTests {
    static func promotions(_ path: String) throws -> Crobox.Promotions {
        let report = Validator().validate(try Fixtures.bytes(path))
        guard case .crobox(let response)? = report.payload else {
            Issue.record("\(path): \(report.kind)")
            throw ReachuModelTests.FixtureMissing()
        }
        return response
    }

    @Test func responseIsTyped() throws {
        let response = try Self.promotions("crobox/promotions/badges-per-product.json")
        #expect(response.context.sessionID == "1dc4fe32-b2ce-4a84-a85f-50af738226f9")
        #expect(response.context.visitorID == "722d78a6-ada6-4e03-b903-2f6869185912")
        #expect(response.context.groupName == "Best sellers : Crobox + Low stock : Crobox")
        #expect(
            response.context.campaigns == [
                Crobox.Campaign(id: 1, name: "Best sellers", variantID: 1, variantName: "Crobox", control: false),
                Crobox.Campaign(id: 2, name: "Low stock", variantID: 3, variantName: "Crobox", control: false),
            ])
        #expect(response.promotions.map(\.productID) == ["P1", "P2", "P2"])
        #expect(response.promotions.map(\.campaignID) == [1, 1, 2])
        #expect(response.promotions[0].content?.messageID == "dd737bf6-0223-48e8-b102-b680265219ef")
        #expect(response.campaign(of: response.promotions[2])?.name == "Low stock")
    }

    @Test func badgesAreDerivedByComponent() throws {
        let response = try Self.promotions("crobox/promotions/badges-per-product.json")
        #expect(
            response.promotions.map(\.badge) == [
                .text(
                    Crobox.TextBadge(
                        text: "Best seller", fontColor: "#FFFFFF", backgroundColor: "#0E1111",
                        borderColor: "rgba(255, 255, 255, 0.4)")),
                .image(Crobox.ImageBadge(image: "//cdn.crobox.io/content/xlrc9t/Image.png", altText: "Best seller")),
                .secondaryMessaging(Crobox.SecondaryMessaging(text: "Only 3 left", fontColor: "#B00020")),
            ])
        let classification = Validator().validate(try Fixtures.bytes("crobox/promotions/badges-per-product.json"))
            .classification
        #expect(classification.vendor == "crobox")
        #expect(classification.features == ["image-badge", "secondary-messaging", "text-badge"])
    }

    @Test(arguments: [
        ("mob-app-text-badge.tsx", ["text": "A"], true),  // fontColor is optional in both SDKs
        ("mob-app-text-badge.tsx", ["text": "A", "fontColor": "#000000"], true),
        ("mob-app-secondary-messaging.tsx", ["fontColor": "#000000"], false),
        ("mob-app-image-badge.tsx", ["altText": "A"], false),
        ("mob-app-image-badge.tsx", ["image": "//cdn/x.png"], true),
        ("component1.tsx", ["text": "A", "fontColor": "#000000", "image": "//cdn/x.png"], false),
    ])
    func derivationNeedsTheComponentAndItsKeys(_ component: String, _ config: [String: String], _ hasBadge: Bool) {
        #expect((Crobox.Badge(component: component, config: config) != nil) == hasBadge)
    }
}
