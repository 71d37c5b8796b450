import PushKitCore
import Testing

/// A table from `(name, pattern)` pairs; traps in the test on a bad pattern.
func table(_ routes: [(String, String)]) throws -> RouteTable {
    RouteTable(try routes.map { try RouteTable.Route(name: $0.0, pattern: $0.1) })
}

@Suite struct RouteMatchingTests {
    // MARK: Basics

    @Test func syneriseQueryRoute() throws {
        let routes = try table([("product", "syne://product?sku={sku}")])
        let match = try #require(routes.match("syne://product?sku=1"))
        #expect(match.route.name == "product")
        #expect(match["sku"] == "1")
        #expect(match.position == 0)
        #expect(routes.match("syne://product") == nil, "a required query item is missing")
        #expect(routes.match("syne://products?sku=1") == nil)
        #expect(routes.match("other://product?sku=1") == nil)
    }

    /// Issue 20: a link with many query items against many query routes once cost
    /// routes × items (each route scanned the link's items for its key).
    @Test func manyQueryItemsAgainstManyQueryRoutes() throws {
        let routes = try table((0..<2_000).map { ("r\($0)", "myapp://x?k\($0)={v}") })
        let items = (0..<20_000).map { "a\($0 % 7)=1" } + ["k1999=found", "k1999=later"]
        let match = try #require(routes.match("myapp://x?" + items.joined(separator: "&")))
        #expect(match.route.name == "r1999")
        #expect(match["v"] == "found", "the first item of a key counts")
        #expect(routes.match("myapp://x?" + Array(repeating: "a", count: 20_000).joined(separator: "&")) == nil)
    }

    /// Issue 20: `.` and `..` are path steps a URL parser resolves away, never an id; a
    /// longer run of dots, or dots with more, is a value like any other. Issue 25: they
    /// are resolved before matching, as the WHATWG URL parser resolves them, so
    /// `myapp://product/../reviews` is `myapp://product/reviews`.
    @Test func dotSegmentsAreNoParameterValues() throws {
        let routes = try table([
            ("product", "myapp://product/{id}"), ("reviews", "myapp://product/{id}/reviews"),
            ("shop", "https://shop.example.com/p/{id}"),
        ])
        let links = [
            "myapp://product/..", "myapp://product/.", "myapp://product/%2e%2e", "myapp://product/%2E",
            "https://shop.example.com/p/..", "https://shop.example.com/p/../",
        ]
        for link in links {
            #expect(routes.match(link) == nil, "\(link)")
            #expect(routes.matchByScanning(link) == nil, "\(link)")
        }
        for link in ["myapp://product/../reviews", "myapp://product/./reviews", "myapp://product/%2E%2e/reviews"] {
            #expect(routes.match(link)?.parameters == ["id": "reviews"], "\(link)")
            #expect(routes.matchByScanning(link)?.parameters == ["id": "reviews"], "\(link)")
        }
        #expect(routes.match("myapp://product/...")?["id"] == "...")
        #expect(routes.match("myapp://product/.a")?["id"] == ".a")
        #expect(routes.match("myapp://product/..b/reviews")?.route.name == "reviews")
        let literal = try table([("up", "myapp://a/../b")])
        #expect(literal.match("myapp://a/../b")?.route.name == "up", "a literal segment matches as written")
    }

    @Test func pathParameters() throws {
        let routes = try table([
            ("product", "myapp://product/{id}"), ("reviews", "myapp://product/{id}/reviews/{page}"),
        ])
        #expect(routes.match("myapp://product/42")?.parameters == ["id": "42"])
        #expect(routes.match("myapp://product/42/reviews/3")?.parameters == ["id": "42", "page": "3"])
        #expect(routes.match("myapp://product") == nil)
        #expect(routes.match("myapp://product/42/reviews") == nil)
        #expect(routes.match("myapp://product/42/extra/3/4") == nil)
    }

    @Test func universalLinks() throws {
        let routes = try table([("product", "https://shop.example.com/p/{id}")])
        #expect(routes.match("https://shop.example.com/p/A-1")?["id"] == "A-1")
        #expect(routes.match("http://shop.example.com/p/A-1") == nil, "the scheme is part of the route")
        #expect(routes.match("https://www.shop.example.com/p/A-1") == nil)
        #expect(routes.match("https://shop.example.com/P/A-1") == nil, "the path is case-sensitive")
    }

    @Test func fragmentsAreIgnored() throws {
        let routes = try table([("product", "myapp://product/{id}")])
        #expect(routes.match("myapp://product/42#reviews")?["id"] == "42")
    }

    @Test func bareKeys() throws {
        let routes = try table([("key", "deep_linking_key"), ("wallet", "coupon_wallet")])
        #expect(routes.match("deep_linking_key")?.route.name == "key")
        #expect(routes.match("coupon_wallet")?.parameters == [:])
        #expect(routes.match("DEEP_LINKING_KEY") == nil, "keys are case-sensitive")
        #expect(routes.match("deep_linking_key/") == nil)
        #expect(routes.match("") == nil)
        let uriRoutes = try table([("product", "myapp://deep_linking_key")])
        #expect(uriRoutes.match("deep_linking_key") == nil, "a key never matches a URI route")
    }

    // MARK: Case, slashes, encoding

    @Test func schemeAndHostAreCaseInsensitive() throws {
        let routes = try table([("product", "MyApp://Product.Example/{id}")])
        #expect(routes.match("myapp://product.example/x")?["id"] == "x")
        #expect(routes.match("MYAPP://PRODUCT.EXAMPLE/X")?["id"] == "X", "parameters keep their case")
        let synerise = try table([("product", "syne://product?sku={sku}")])
        #expect(synerise.match("SYNE://PRODUCT?sku=1")?["sku"] == "1")
        #expect(synerise.match("syne://product?SKU=1") == nil, "query keys are case-sensitive")
    }

    @Test func trailingSlashIsTolerated() throws {
        let routes = try table([("product", "myapp://product/{id}"), ("home", "myapp://home/")])
        #expect(routes.match("myapp://product/42/")?["id"] == "42")
        #expect(routes.match("myapp://home")?.route.name == "home")
        #expect(routes.match("myapp://home/")?.route.name == "home")
        #expect(routes.match("myapp://home/?x=1")?.route.name == "home")
        #expect(routes.match("myapp://product/42//") == nil, "only one trailing slash is dropped")
        let synerise = try table([("product", "syne://product?sku={sku}")])
        #expect(synerise.match("syne://product/?sku=9")?["sku"] == "9")
    }

    @Test func parametersArePercentDecoded() throws {
        let routes = try table([("search", "myapp://search/{term}?sort={sort}")])
        let match = try #require(routes.match("myapp://search/caf%C3%A9%20cr%C3%A8me?sort=price%2Bdate"))
        #expect(match["term"] == "café crème")
        #expect(match["sort"] == "price+date")
        #expect(routes.match("myapp://search/a%2Fb?sort=x")?["term"] == "a/b", "%2F stays inside its segment")
        #expect(routes.match("myapp://search/a+b?sort=x")?["term"] == "a+b", "+ is not a space")
        #expect(routes.match("myapp://search/100%?sort=%zz")?.parameters == ["term": "100%", "sort": "%zz"])
        #expect(routes.match("myapp://search/%FF?sort=x")?["term"] == "\u{FFFD}")
    }

    @Test func literalsArePercentDecodedOnBothSides() throws {
        let routes = try table([
            ("cafe", "myapp://menu/caf%C3%A9"), ("space", "myapp://menu/a b".replacing(" ", with: "%20")),
        ])
        #expect(routes.match("myapp://menu/café")?.route.name == "cafe")
        #expect(routes.match("myapp://menu/caf%c3%a9")?.route.name == "cafe")
        #expect(routes.match("myapp://menu/a%20b")?.route.name == "space")
    }

    // MARK: Query items

    @Test func queryOrderDoesNotMatter() throws {
        let routes = try table([("product", "syne://product?sku={sku}&color={color}")])
        #expect(routes.match("syne://product?color=red&sku=1")?.parameters == ["sku": "1", "color": "red"])
        #expect(routes.match("syne://product?sku=1&color=red")?.parameters == ["sku": "1", "color": "red"])
    }

    @Test func missingAndExtraQueryItems() throws {
        let routes = try table([("product", "syne://product?sku={sku}&color={color}")])
        #expect(routes.match("syne://product?sku=1") == nil, "color is missing")
        #expect(routes.match("syne://product?sku=1&color=") == nil, "a parameter never captures an empty value")
        #expect(routes.match("syne://product?sku=1&color") == nil)
        let extra = try #require(routes.match("syne://product?utm_source=push&sku=1&x&&color=red&sku=2"))
        #expect(extra.parameters == ["sku": "1", "color": "red"], "extra items are ignored; the first of a key counts")
    }

    @Test func literalQueryValues() throws {
        let routes = try table([("by-price", "myapp://list?sort=price"), ("any", "myapp://list?sort={order}")])
        #expect(routes.match("myapp://list?sort=price")?.route.name == "by-price")
        #expect(routes.match("myapp://list?sort=date")?.route.name == "any")
        #expect(routes.match("myapp://list?sort=PRICE")?.route.name == "any", "query values are case-sensitive")
    }

    // MARK: Hosts and ports

    @Test func idnHostsMatchTheirPunycode() throws {
        let routes = try table([("menu", "https://xn--caf-dma.example/menu/{id}"), ("city", "myapp://München/{id}")])
        #expect(routes.match("https://café.example/menu/1")?["id"] == "1")
        #expect(routes.match("https://CAFÉ.example/menu/2")?["id"] == "2")
        #expect(routes.match("https://XN--CAF-DMA.EXAMPLE/menu/3")?["id"] == "3")
        #expect(routes.match("https://caf%C3%A9.example/menu/4")?["id"] == "4")
        #expect(routes.match("myapp://xn--mnchen-3ya/5")?["id"] == "5")
        #expect(routes.match("myapp://münchen/6")?["id"] == "6")
        #expect(routes.match("https://cafe.example/menu/1") == nil)
    }

    @Test func ports() throws {
        let routes = try table([
            ("web", "https://shop.example.com/p/{id}"), ("dev", "https://shop.example.com:8443/p/{id}"),
            ("app", "myapp://local:8080/x"),
        ])
        #expect(routes.match("https://shop.example.com:443/p/1")?.route.name == "web", "the default port is implied")
        #expect(routes.match("https://shop.example.com:0443/p/1")?.route.name == "web")
        #expect(routes.match("https://shop.example.com:8443/p/1")?.route.name == "dev")
        #expect(routes.match("https://shop.example.com:9000/p/1") == nil)
        #expect(routes.match("myapp://local:8080/x")?.route.name == "app")
        #expect(routes.match("myapp://local/x") == nil)
        #expect(routes.match("myapp://local:80/x") == nil, "only http(s) and ws(s) have default ports")
        #expect(routes.match("https://user:secret@shop.example.com/p/1")?.route.name == "web", "user info is ignored")
    }

    @Test func ipv6Hosts() throws {
        let routes = try table([("local", "http://[::1]:8080/p/{id}")])
        #expect(routes.match("http://[::1]:8080/p/7")?["id"] == "7")
        #expect(routes.match("http://[::1]/p/7") == nil)
    }

    // MARK: Precedence

    @Test func moreLiteralSegmentsWin() throws {
        let app = try table([
            ("any", "myapp://app/product/{id}"), ("new", "myapp://app/product/new"), ("two", "myapp://app/{s}/{id}"),
        ])
        #expect(app.match("myapp://app/product/new")?.route.name == "new")
        #expect(app.match("myapp://app/product/7")?.route.name == "any")
        #expect(app.match("myapp://app/article/7")?.route.name == "two")
    }

    @Test func literalCountBeatsFirstDifference() throws {
        // {x}/b/c has two literals; a/{x}/{y} has one, though its first segment is literal.
        let routes = try table([("first-literal", "myapp://h/a/{x}/{y}"), ("more-literals", "myapp://h/{x}/b/c")])
        #expect(routes.match("myapp://h/a/b/c")?.route.name == "more-literals")
        #expect(routes.match("myapp://h/a/b/d")?.route.name == "first-literal")
    }

    @Test func literalWinsAtTheFirstDifferingSegment() throws {
        let routes = try table([("late", "myapp://h/{x}/b"), ("early", "myapp://h/a/{y}")])
        #expect(routes.match("myapp://h/a/b")?.route.name == "early")
        #expect(routes.match("myapp://h/a/b")?.parameters == ["y": "b"])
        #expect(routes.match("myapp://h/z/b")?.route.name == "late")
    }

    @Test func moreQueryItemsWin() throws {
        let routes = try table([
            ("plain", "syne://product"), ("sku", "syne://product?sku={sku}"),
            ("sku-color", "syne://product?color={color}&sku={sku}"),
        ])
        #expect(routes.match("syne://product")?.route.name == "plain")
        #expect(routes.match("syne://product?sku=1")?.route.name == "sku")
        #expect(routes.match("syne://product?sku=1&color=red")?.route.name == "sku-color")
        #expect(routes.match("syne://product?color=red")?.route.name == "plain")
    }

    @Test func listingOrderBreaksTies() throws {
        let routes = try table([("first", "myapp://p/{id}"), ("second", "myapp://p/{sku}")])
        #expect(routes.match("myapp://p/1")?.route.name == "first")
        #expect(routes.match("myapp://p/1")?.parameters == ["id": "1"])
        let keys = try table([("first", "wallet"), ("second", "wallet")])
        #expect(keys.match("wallet")?.route.name == "first")
    }

    @Test func pathSpecificityComesBeforeQuerySpecificity() throws {
        let routes = try table([("query", "myapp://p/{id}?tab={tab}&sort={sort}"), ("path", "myapp://p/new")])
        #expect(routes.match("myapp://p/new?tab=a&sort=b")?.route.name == "path")
    }

    @Test func orderedParameters() throws {
        let routes = try table([("r", "myapp://a/{z}/{a}?m={m}")])
        let match = try #require(routes.match("myapp://a/1/2?m=3"))
        #expect(match.orderedParameters.map(\.name) == ["z", "a", "m"])
        #expect(match.orderedParameters.map(\.value) == ["1", "2", "3"])
    }

    // MARK: Actions

    @Test func matchingActions() throws {
        let routes = try table([("product", "syne://product?sku={sku}"), ("web", "https://www.example.com")])
        let deepLink = PayloadAction(
            source: .notification, pointer: .root, kind: .deepLink, target: "syne://product?sku=1")
        let openURL = PayloadAction(
            source: .notification, pointer: .root, kind: .openURL, target: "https://www.example.com")
        let openApp = PayloadAction(source: .notification, pointer: .root, kind: .openApp, target: nil)
        #expect(routes.match(deepLink)?.route.name == "product")
        #expect(routes.match(openURL) == nil, "open-url actions are not routed")
        #expect(routes.match(openApp) == nil)
        #expect(routes.unmatched([deepLink, openURL, openApp, .link("syne://nowhere")]) == [.link("syne://nowhere")])
    }

    // MARK: The index agrees with a scan

    @Test func indexAgreesWithScanning() throws {
        let patterns = [
            "myapp://h/{a}", "myapp://h/a", "myapp://h/a/{b}", "myapp://h/{a}/b", "myapp://h/{a}/{b}", "myapp://h/a/b",
            "myapp://h/a/b?q={q}", "myapp://h/{a}/b?q=1", "myapp://h/{a}/{b}?q={q}&r={r}", "myapp://h",
            "myapp://h?q={q}",
            "myapp://h/b/{a}/c", "myapp://h/{x}/{y}/c", "myapp://h/a/{y}/{z}", "myapp://H/a/b", "other://h/a", "key",
        ]
        let routes = try table(patterns.enumerated().map { ("r\($0.offset)", $0.element) })
        let segments = ["a", "b", "c", "A", "%61"]
        let queries = ["", "?q=1", "?q=2", "?r=1&q=1", "?q=", "?q=1&r=2&s=3"]
        var links: [String] = ["key", "other://h/a", "myapp://h", "myapp://h/"]
        for first in segments {
            for query in queries {
                links.append("myapp://h/\(first)\(query)")
                for second in segments {
                    links.append("myapp://h/\(first)/\(second)\(query)")
                    for third in segments.prefix(3) { links.append("myapp://h/\(first)/\(second)/\(third)\(query)") }
                }
            }
        }
        for link in links {
            #expect(routes.match(link) == routes.matchByScanning(link), "\(link)")
        }
    }

    // MARK: Robustness

    @Test func hostileLinksNeverTrap() throws {
        let routes = try table([
            ("a", "myapp://h/{a}/{b}?q={q}"), ("b", "myapp://h/a/b"), ("c", "https://shop.example.com/p/{id}"),
            ("k", "key"),
        ])
        let hostile = [
            "", ":", "://", "a://", "a:///", "a://@", "a://[", "a://[::1", "a://:", "a://h:",
            "a://h:99999999999999999999",
            "myapp://h/%", "myapp://h/%%%", "myapp://h/a/b?%=%&=&&==", "myapp://h/a/b#%", "\u{0}", "myapp://\u{0}/a",
            "https://\u{1F600}.example/p/1", "https://" + String(repeating: "é", count: 10_000) + "/p/1",
            "myapp://h/" + String(repeating: "a/", count: 10_000),
            "myapp://h?" + String(repeating: "q=1&", count: 10_000),
            "https://xn--/p/1", "https://-.-/p/1", "https://\u{10FFFF}\u{80}/p/1",
        ]
        for link in hostile {
            #expect(routes.match(link) == routes.matchByScanning(link), "\(link.prefix(40))")
        }
    }

    @Test func randomLinksAgreeWithScanning() throws {
        let routes = try table([
            ("a", "myapp://h/{a}"), ("b", "myapp://h/a/{b}?q={q}"), ("c", "myapp://h/{x}/b"), ("d", "myapp://H:8/a/b"),
            ("e", "myapp://h/a/b?q=1"), ("f", "myapp://h"), ("g", "key"), ("h", "https://h/{p}/{q}/{r}"),
        ])
        // A fixed linear congruential generator: the same links on every run.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        let alphabet = Array("ab/?&=#%:1HhQq@[]é ".unicodeScalars)
        let prefixes = ["myapp://h", "myapp://H:8", "https://h", "MYAPP://h:08", "", "key"]
        for _ in 0..<3_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var link = prefixes[Int(state >> 33) % prefixes.count]
            let length = Int(state >> 40) % 12
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                link.unicodeScalars.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            #expect(routes.match(link) == routes.matchByScanning(link), "\(link)")
        }
    }

    @Test func hostileManifestsNeverTrap() throws {
        let deep = "myapp://h/{p}" + String(repeating: "/x", count: 20_000)
        let many = (0..<2_000).map { ("q\($0)", "myapp://h/p?v=\($0)") }
        let routes = try table([("deep", deep)] + many)
        let link = "myapp://h/1" + String(repeating: "/x", count: 20_000)
        #expect(routes.match(link)?.route.name == "deep")
        #expect(routes.match("myapp://h/p?v=1999")?.route.name == "q1999")
        #expect(routes.match("myapp://h/p?v=2000") == nil)
        #expect(routes.match("myapp://h/p?v=7") == routes.matchByScanning("myapp://h/p?v=7"))
    }
}
