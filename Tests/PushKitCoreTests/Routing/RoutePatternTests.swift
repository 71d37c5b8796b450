import Testing

@testable import PushKitCore

@Suite struct RoutePatternTests {
    @Test func parameterNamesInOrder() throws {
        #expect(try RoutePattern("syne://product?sku={sku}").parameterNames == ["sku"])
        #expect(try RoutePattern("myapp://a/{x}/b/{y}?z={z}&w=1").parameterNames == ["x", "y", "z"])
        #expect(try RoutePattern("https://shop.example.com/p/new").parameterNames == [])
        #expect(try RoutePattern("deep_linking_key").isKey)
        #expect(try !RoutePattern("syne://checkout").isKey)
        #expect(try RoutePattern("syne://checkout").description == "syne://checkout")
    }

    @Test(arguments: [
        ("", "empty"),
        ("myapp://product/ {id}", "spaces"),
        ("myapp://product/id-{id}", "of its own"),
        ("myapp://product/{id}x", "of its own"),
        ("myapp://product/{}", "not a parameter"),
        ("myapp://product/{1d}", "not a parameter"),
        ("myapp://product/{i-d}", "not a parameter"),
        ("myapp://{host}/x", "host cannot be a parameter"),
        ("{scheme}://x/y", "scheme"),
        ("myapp://x/{id}/{id}", "appears twice"),
        ("myapp://x/{id}?id={id}", "appears twice"),
        ("myapp://x?sku={a}&sku={b}", "appears twice"),
        ("myapp://x?a=1&b={b}&c=2&a=3", "the query key \"a\" appears twice"),
        ("myapp://x?{key}=1", "query key cannot be a parameter"),
        ("myapp://x?sku", "needs a value"),
        ("myapp://x?=1", "needs a key"),
        ("myapp://x?sku=id-{id}", "of its own"),
        ("myapp://x/a#top", "fragment"),
        ("myapp://x:80a/a", "port"),
        ("myapp://x/a//b", "empty segment"),
        ("key_{id}", "bare key"),
    ])
    func invalidPatterns(_ text: String, _ phrase: String) {
        #expect(throws: RoutePatternError.self) { try RoutePattern(text) }
        do {
            _ = try RoutePattern(text)
        } catch {
            #expect(error.message.contains(phrase), "\(text): \(error.message)")
        }
    }

    @Test func shapesIgnoreParameterNamesCaseAndSlashes() throws {
        #expect(try RoutePattern("myapp://p/{id}").shape == RoutePattern("MYAPP://P/{sku}/").shape)
        #expect(try RoutePattern("syne://p?b={b}&a={a}").shape == RoutePattern("syne://p?a={x}&b={y}").shape)
        #expect(try RoutePattern("https://h:443/x").shape == RoutePattern("https://h/x").shape)
        #expect(try RoutePattern("myapp://p/{id}").shape != RoutePattern("myapp://p/id").shape)
        #expect(try RoutePattern("myapp://p?s=1").shape != RoutePattern("myapp://p?s={s}").shape)
        #expect(try RoutePattern("a/b").shape != RoutePattern("a%2Fb").shape)
    }

    @Test func punycode() {
        let encode = { (text: String) in Punycode.encode(text.unicodeScalars.map(\.value)) }
        #expect(encode("café") == "caf-dma")
        #expect(encode("münchen") == "mnchen-3ya")
        #expect(encode("bücher") == "bcher-kva")
        #expect(encode("例え") == "r8jz45g")
        #expect(encode("ü") == "tda")
        #expect(encode("\u{10FFFF}") != nil)
        #expect(RouteText.normalizedHost(Array("Bücher.Example".utf8)[...]) == "xn--bcher-kva.example")
        #expect(RouteText.normalizedHost(Array("WWW.EXAMPLE.COM".utf8)[...]) == "www.example.com")
    }
}
