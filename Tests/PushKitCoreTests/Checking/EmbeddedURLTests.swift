import PushKitCore
import Testing

/// Issue #20, items 5 and 6: the URL and string checks look inside a Synerise Android
/// `content` string, and every disguise of a scheme in a `DEEP_LINKING` item is caught.
@Suite struct EmbeddedURLTests {
    /// An Android data message whose notification action is `type` with `item`.
    static func android(_ type: String, _ item: String) -> [UInt8] {
        let inner =
            #"{"campaign":{"variant_id":1,"hash_id":"0fbd4720-f24e-5a21-acd3-b05e696c47c9","type":"Simple push","title":"T"},"notification":{"title":"Hello","body":"Body","action":{"type":""#
            + type + #"","item":"# + JSONText.quoted(item) + "}}}"
        return Array(
            (#"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"#
                + JSONText.quoted(inner) + "}}").utf8)
    }

    static let item: JSONPointer = "/data/content/notification/action/item"

    static func routes() throws -> RouteTable {
        RouteTable([
            try RouteTable.Route(name: "shop-product", pattern: "https://shop.example.com/p/{id}"),
            try RouteTable.Route(name: "app-product", pattern: "myapp://product/{id}"),
        ])
    }

    @Test func aBackslashLinkInContentIsReportedAndDoesNotRouteToTheShop() throws {
        let validator = Validator(options: Validator.Options(routes: try Self.routes()))
        let report = validator.validate(Self.android("DEEP_LINKING", "https://evil.example\\@shop.example.com/p/1"))
        let found = report.diagnostics.map { "\($0.code) \($0.pointer)" }
        #expect(found.contains("url.host-confusion \(Self.item)"))
        #expect(found.contains("route.unmatched \(Self.item)"))
        #expect(report.diagnostics.first { $0.code == .routeUnmatched }?.message.contains("evil.example") == true)
        #expect(try Self.routes().match("https://evil.example\\@shop.example.com/p/1") == nil)
    }

    @Test(arguments: [
        ("url.credentials", "https://promo:secret@shop.example.com/p/1"),
        ("text.hidden-character", "https://shop.example.com/p/\u{200B}1"),
        ("text.hidden-character", "https://shop.example.com/p/\u{202E}1"),
        ("url.too-long", "https://shop.example.com/p/1?" + String(repeating: "a", count: 2100)),
    ])
    func theStringChecksLookInsideContent(_ code: String, _ link: String) {
        let report = Validator().validate(Self.android("OPEN_URL", link))
        #expect(report.diagnostics.map { "\($0.code) \($0.pointer)" }.contains("\(code) \(Self.item)"))
        // Once, at the inner pointer: not again at the content string.
        #expect(!report.diagnostics.contains { $0.code.description == code && $0.pointer == "/data/content" })
    }

    @Test(arguments: [
        "java%09script:alert(1)", "%0ajavascript:alert(1)", "jav&#x09;ascript:alert(1)", "\u{A0}javascript:alert(1)",
    ])
    func disguisedSchemesInADeepLinkAreErrors(_ item: String) {
        let report = Validator().validate(Self.android("DEEP_LINKING", item))
        let found = report.diagnostics.map { "\($0.code) \($0.pointer) \($0.severity)" }
        #expect(found == ["url.dangerous-scheme \(Self.item) error"], "\(String(reflecting: item))")
    }

    @Test(arguments: [
        ("DEEP_LINKING", "myapp://product/1"), ("OPEN_URL", "https://shop.example.com/p/1?q=red%20shoes&size=42"),
        ("OPEN_URL", "https://shop.example.com/p/1?a=1&amp;b=2"), ("DEEP_LINKING", "https://shop.example.com/p/1"),
    ])
    func ordinaryLinksStayClean(_ type: String, _ item: String) throws {
        let validator = Validator(options: Validator.Options(routes: try Self.routes()))
        let report = validator.validate(Self.android(type, item))
        #expect(report.diagnostics.isEmpty, "\(item): \(report.diagnostics.map(\.message))")
    }
}
