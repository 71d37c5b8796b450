import Testing

@testable import PushKitCore

/// The one URL checker: links read as the WHATWG URL Standard reads them, every disguise
/// of a dangerous scheme caught, and ordinary links left alone.
@Suite struct WebURLTests {
    // MARK: Disguised schemes

    @Test(arguments: [
        "java%09script:alert(1)", "%0ajavascript:alert(1)", "jav&#x09;ascript:alert(1)", "\u{A0}javascript:alert(1)",
        "jav&#9;ascript:alert(1)", "jav&Tab;ascript:alert(1)", "javascript&colon;alert(1)", "java&NewLine;script:x",
        "&#106;avascript:x", "&#x6A;avascript:x", "&nbsp;javascript:x", "%C2%A0javascript:x", "\u{3000}javascript:x",
        "\u{FEFF}javascript:x", "\u{200B}javascript:x", "%26%23x09;javascript:x", "java%0d%0ascript:x",
        " \t\njavascript:x", "JaVaScRiPt:x", "ja&#x09;vascript:x",
        String(repeating: "&Tab;", count: 100) + "javascript:x",
    ])
    func disguisedJavascriptIsCaught(_ link: String) {
        #expect(LinkCheck.dangerousScheme(link) == "javascript", "\(String(reflecting: link))")
    }

    @Test func otherDangerousSchemesInDisguise() {
        #expect(LinkCheck.dangerousScheme("d&#x61;ta:text/html,x") == "data")
        #expect(LinkCheck.dangerousScheme("\u{A0}file:///etc/passwd") == "file")
        #expect(LinkCheck.dangerousScheme("vb%09script:x") == "vbscript")
    }

    @Test(arguments: [
        "https://shop.example.com/search?q=red%20shoes&size=42", "https://shop.example.com/a?x=1&amp;y=2",
        "https://shop.example.com/a?x=1&#38;y=2", "myapp://product/1", "syne://product?sku=1", "mailto:a@example.com",
        "https://shop.example.com/p/1#javascript:x", "https://shop.example.com/?next=javascript:x",
        "https://example.com/%6Aavascript:x", "tel:+48123456789", "deep_linking_key", "Learn javascript: the basics",
        "&amp;", "%", "&#", "&#x;", "jav ascript:x",
    ])
    func benignLinksAreNotDangerous(_ link: String) {
        #expect(LinkCheck.dangerousScheme(link) == nil, "\(String(reflecting: link))")
    }

    @Test func numericReferencesFollowHTML() {
        // Without `;` the digits run on: `&#x09a` is U+009A, so no javascript: here.
        #expect(LinkCheck.dangerousScheme("jav&#x09ascript:x") == nil)
        #expect(LinkCheck.dangerousScheme("jav&#x09;ascript:x") == "javascript")
        #expect(LinkCheck.dangerousScheme("jav&#0;ascript:x") == nil)  // U+FFFD
        #expect(LinkCheck.dangerousScheme("jav&#99999999999;ascript:x") == nil)
    }

    // MARK: The WHATWG reading

    @Test func preprocessingTrimsC0AndSpaceAndRemovesTabsAndNewlines() {
        #expect(
            WebURL.preprocessed(Array(" \u{1}ht\ttp\ns://a\r.example \u{0}".utf8)) == Array("https://a.example".utf8))
        #expect(WebURL.preprocessed(Array("  ".utf8)) == [])
        // U+00A0 is no C0 control or space: the standard keeps it.
        #expect(WebURL.preprocessed(Array("\u{A0}x".utf8)) == Array("\u{A0}x".utf8))
    }

    @Test func backslashEndsTheAuthorityOfSpecialURLsOnly() throws {
        let tricked = try #require(WebURL("https://evil.example\\@shop.example.com/p/1"))
        #expect(tricked.isSpecial)
        #expect(tricked.host == "evil.example")
        #expect(tricked.userInfo == nil)
        #expect(tricked.apparentHost == "shop.example.com")
        let app = try #require(WebURL("myapp://evil.example\\@shop.example.com/p/1"))
        #expect(!app.isSpecial)
        #expect(app.host == "shop.example.com")
        #expect(app.apparentHost == nil)
    }

    @Test func slashesAfterASpecialSchemeAreAnyRunOfSlashAndBackslash() throws {
        for link in [
            "https:evil.example/p", "https:/evil.example/p", "https:\\\\evil.example/p", "https:///evil.example/p",
        ] {
            let url = try #require(WebURL(link))
            #expect(url.host == "evil.example", "\(link)")
        }
        #expect(WebURL("myapp:/x")?.authority == nil)
        #expect(WebURL("mailto:a@example.com")?.authority == nil)
    }

    @Test func userInfoIsBeforeTheLastAt() throws {
        let url = try #require(WebURL("https://a@b@shop.example.com:8443/x"))
        #expect(url.userInfo.map { String(decoding: $0, as: UTF8.self) } == "a@b")
        #expect(url.host == "shop.example.com")
        #expect(WebURL("https://shop.example.com/p?u=a@b")?.userInfo == nil)
        #expect(WebURL("https://shop.example.com#a@b")?.userInfo == nil)
        #expect(WebURL("https://shop.example.com\\a@b")?.userInfo == nil)
    }

    @Test func authorityProblems() {
        #expect(
            URLStrings.authorityProblem("https://evil.example\\@shop.example.com/p/1")
                == .hostConfusion(seems: "shop.example.com", opens: "evil.example"))
        #expect(
            URLStrings.authorityProblem("HTTPS://EVIL.example\\\\@shop.example.com")
                == .hostConfusion(seems: "shop.example.com", opens: "evil.example"))
        #expect(
            URLStrings.authorityProblem("https://user:pw@shop.example.com/") == .credentials(opens: "shop.example.com"))
        #expect(URLStrings.authorityProblem("https://shop.example.com\\@shop.example.com/") == nil)
        #expect(URLStrings.authorityProblem("myapp://user@product/1") == .credentials(opens: "product"))
        // Benign: a backslash in the path, an @ in the path, query or fragment, no authority.
        for link in [
            "https://shop.example.com\\p\\1", "https://shop.example.com/p/@1", "https://shop.example.com/?a=b@c",
            "https://shop.example.com/#@x", "mailto:a@example.com", "myapp://product/1",
            "https://shop.example.com/a\\@b",
        ] {
            #expect(URLStrings.authorityProblem(link) == nil, "\(link)")
        }
    }

    // MARK: Routing

    @Test func routingUsesTheHostTheParserSees() throws {
        let table = RouteTable([
            try RouteTable.Route(name: "shop-product", pattern: "https://shop.example.com/p/{id}"),
            try RouteTable.Route(name: "app-product", pattern: "myapp://product/{id}"),
        ])
        #expect(table.match("https://evil.example\\@shop.example.com/p/1") == nil)
        #expect(table.match("https://shop.example.com/p/1")?.route.name == "shop-product")
        #expect(table.match("https:\\\\shop.example.com\\p\\2")?.route.name == "shop-product")
        #expect(table.match(" https://shop.exa\tmple.com/p/3\n")?.route.name == "shop-product")
        #expect(table.match("myapp://product/1")?.route.name == "app-product")
        #expect(RouteLink("https://evil.example\\@shop.example.com/p/1")?.hostKey == "https://evil.example")
        // In a query, a backslash stays a backslash.
        #expect(RouteLink("https://shop.example.com/p/1?next=a\\b")?.query.first?.value == "a\\b")
    }
}
