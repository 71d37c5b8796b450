import PushKitCore
import PushKitFixtures
import Testing

private enum Screen: Hashable, Sendable {
    case home
    case browser(String)
    case product(String)
    case wallet
    case notFound(String)
}

@Suite struct ActionRouterTests {
    private func router() throws -> ActionRouter<Screen> {
        var builder = ActionRouter<Screen>.Builder(
            openApp: { .home }, openURL: { .browser($0) }, fallback: { .notFound($0.target ?? "") })
        try builder.route("product", "myapp://product/{id}") { .product($0["id"] ?? "") }
        try builder.route("synerise-product", "syne://product?sku={sku}") { .product($0["sku"] ?? "") }
        try builder.route("universal", "https://shop.example.com/p/{id}") { .product("web-" + ($0["id"] ?? "")) }
        try builder.route("wallet", "coupon_wallet") { _ in .wallet }
        return builder.build()
    }

    @Test func routesEveryKindOfAction() throws {
        let router = try router()
        let bytes = try Fixtures.bytes("synerise/simple-push/ios-seed-buttons.json")
        let actions = try #require(Validator().validate(bytes).payload).actions
        #expect(actions.map(router.route) == [.home, .browser("https://www.example.com"), .product("1"), .home])
    }

    @Test func linksAndFallback() throws {
        let router = try router()
        #expect(router.route(link: "MYAPP://product/a%20b/") == .product("a b"))
        #expect(router.route(link: "https://shop.example.com/p/9") == .product("web-9"))
        #expect(router.route(link: "coupon_wallet") == .wallet)
        #expect(router.route(link: "myapp://nowhere") == .notFound("myapp://nowhere"))
        #expect(router.route(link: "") == .notFound(""))
        #expect(
            router.route(PayloadAction(source: .notification, pointer: "", kind: .deepLink, target: nil))
                == .notFound(""))
        #expect(router.table.routes.map(\.name) == ["product", "synerise-product", "universal", "wallet"])
    }

    @Test func badPatternsThrow() {
        var builder = ActionRouter<Screen>.Builder(
            openApp: { .home }, openURL: { .browser($0) }, fallback: { _ in .home })
        #expect(throws: RoutePatternError.self) { try builder.route("bad", "myapp://p/x{id}") { _ in .home } }
    }

    @Test func oneHandlerForAManifest() throws {
        let manifest = try RouteExamples.manifest().manifest
        let router = ActionRouter<String>(
            table: RouteTable(manifest), openApp: { "app" }, openURL: { "url \($0)" },
            deepLink: { match in "\(match.route.name) \(match.orderedParameters.map { "\($0.name)=\($0.value)" })" },
            fallback: { "fallback \($0.target ?? "")" })
        #expect(router.route(link: "syne://product?sku=7") == "product [\"sku=7\"]")
        #expect(router.route(link: "https://shop.example.com/p/new") == "shop-new []")
        #expect(router.route(link: "https://shop.example.com/p/old") == "shop-product [\"id=old\"]")
        #expect(router.route(link: "myapp://product/1/reviews") == "app-product-reviews [\"id=1\"]")
        #expect(router.route(link: "wishlist") == "wishlist []")
        #expect(router.route(link: "syne://nowhere") == "fallback syne://nowhere")
    }

    @Test func routersAreSendable() async throws {
        let router = try router()
        let results = await withTaskGroup(of: Screen.self) { group in
            for index in 0..<8 { group.addTask { router.route(link: "myapp://product/\(index)") } }
            var all: Set<Screen> = []
            for await screen in group { all.insert(screen) }
            return all
        }
        #expect(results.count == 8)
    }
}
