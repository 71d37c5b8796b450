import PushKitFixtures
import Testing

@testable import PushKitCore
@testable import PushKitPreview

/// Crobox promotions drawn: the badges per product, as lines and as HTML.
@Suite struct CroboxBadgeTextTests {
    struct NotCrobox: Error {}

    static func promotions(_ path: String) throws -> Crobox.Promotions {
        guard case .crobox(let response)? = try Fixtures.validate(path).payload else { throw NotCrobox() }
        return response
    }

    @Test func linesGroupBadgesByProduct() throws {
        let response = try Self.promotions("crobox/promotions/badges-per-product.json")
        #expect(
            Crobox.BadgeText.lines(response) == [
                #"product "P1": text badge "Best seller" (font #FFFFFF, background #0E1111, border rgba(255, 255, 255, 0.4)) [campaign "Best sellers", variant "Crobox"]"#,
                #"product "P2": image badge "//cdn.crobox.io/content/xlrc9t/Image.png" (alt "Best seller") [campaign "Best sellers", variant "Crobox"]"#,
                #"product "P2": secondary messaging "Only 3 left" (font #B00020) [campaign "Low stock", variant "Crobox"]"#,
            ])
        let control = try Self.promotions("crobox/promotions/control-group-without-content.json")
        #expect(
            Crobox.BadgeText.lines(control) == [
                #"product "P1": no content [campaign "Best sellers", variant "Control", control group]"#,
                #"no product: no content [campaign "Best sellers", variant "Control", control group]"#,
            ])
        let custom = try Self.promotions("crobox/promotions/custom-component.json")
        #expect(
            Crobox.BadgeText.lines(custom).first?.hasPrefix(
                #"product "Product1": no badge: component "component1.tsx" (the app reads its config: "Text1_color", "Text1_text")"#
            ) == true)
        #expect(
            Crobox.BadgeText.lines(try Self.promotions("crobox/promotions/no-promotions.json")) == ["no promotions"])
    }

    @Test func htmlShowsEachBadge() throws {
        let html = Crobox.BadgeText.html(try Self.promotions("crobox/promotions/badges-per-product.json"))
        #expect(
            html == """
                <section class="crobox-badges">
                <ul>
                <li class="crobox-product"><span class="crobox-product-id">P1</span> <span class="crobox-text-badge" style="color:#FFFFFF;background-color:#0E1111;border:1px solid rgba(255,255,255,0.4)">Best seller</span></li>
                <li class="crobox-product"><span class="crobox-product-id">P2</span> <img class="crobox-image-badge" src="//cdn.crobox.io/content/xlrc9t/Image.png" alt="Best seller"> <span class="crobox-secondary-messaging" style="color:#B00020">Only 3 left</span></li>
                </ul>
                </section>

                """)
    }

    @Test func htmlEscapesEverythingFromThePayload() {
        let hostile = Crobox.Promotions(
            context: Crobox.Context(sessionID: "s", visitorID: "v", campaigns: []),
            promotions: [
                Crobox.Promotion(
                    id: "1", productID: "<P&1>", campaignID: 1, variantID: 1,
                    content: Crobox.PromotionContent(
                        messageID: "m", component: Crobox.Badge.textBadgeComponent,
                        config: [
                            "text": "<script>alert('x')</script>", "fontColor": "red;background:url(x)",
                            "backgroundColor": "#80FF0000",
                        ])),
                Crobox.Promotion(
                    id: "2", productID: "P2", campaignID: 1, variantID: 1,
                    content: Crobox.PromotionContent(
                        messageID: "m", component: Crobox.Badge.imageBadgeComponent,
                        config: ["image": "javascript:alert(1)", "altText": "\"><img>"])),
                Crobox.Promotion(
                    id: "3", productID: "P3", campaignID: 1, variantID: 1,
                    content: Crobox.PromotionContent(
                        messageID: "m", component: Crobox.Badge.imageBadgeComponent,
                        config: ["image": "https://cdn.example/a.png\" onerror=\"x"])),
            ])
        let html = Crobox.BadgeText.html(hostile)
        #expect(!html.contains("<script>"))
        #expect(!html.contains("<img>"))
        #expect(!html.contains("javascript:alert(1)\""))
        #expect(!html.contains("onerror=\""))
        #expect(!html.contains("red;"))
        #expect(html.contains("&lt;P&amp;1&gt;"))
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
        #expect(html.contains("style=\"background-color:rgba(255,0,0,0.5019607843137255)\""))
        #expect(html.contains("<span class=\"crobox-image-badge crobox-unlinked\">javascript:alert(1)</span>"))
        #expect(Crobox.BadgeText.escape("a\u{202E}b\n") == "a\\u{202E}b\\n")
    }

    @Test(arguments: [
        ("https://cdn.example/a.png", true), ("HTTP://cdn.example/a.png", true), ("//cdn.crobox.io/x.png", true),
        ("///x.png", false), ("javascript:alert(1)", false), ("data:image/png;base64,AA", false),
        ("https://cdn.example/a b.png", false), ("https://", false), ("/relative.png", false),
    ])
    func imagesAreLinkedOnlyWhenSafe(_ url: String, _ linked: Bool) {
        #expect((Crobox.BadgeText.linkableImage(url) != nil) == linked)
    }
}
