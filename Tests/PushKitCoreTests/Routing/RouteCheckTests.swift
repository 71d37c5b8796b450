import PushKitFixtures
import Testing

@testable import PushKitCore

@Suite struct RouteCheckTests {
    private func validate(_ text: String, routes: RouteTable) -> ValidationReport {
        Validator(options: Validator.Options(routes: routes)).validate(text)
    }

    private let buttons = #"""
        {"aps": {"alert": {"title": "T", "body": "B"}},
         "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
         "content": {"campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},
           "notification": {"action": {"type": "DEEP_LINKING", "item": "syne://product?sku=1"}},
           "buttons": [
             {"identifier": "a", "text": "A", "action": {"type": "OPEN_URL", "item": "https://www.example.com"}},
             {"identifier": "b", "text": "B", "action": {"type": "DEEP_LINKING", "item": "syne://nowhere"}},
             {"identifier": "c", "text": "C", "action": {"type": "DEEP_LINKING", "item": "wallet"}}]}}
        """#

    @Test func unmatchedDeepLinksAreErrorsAtTheirItem() throws {
        let routes = try table([("product", "syne://product?sku={sku}")])
        let report = validate(buttons, routes: routes)
        let unmatched = report.diagnostics.filter { $0.code == .routeUnmatched }
        #expect(unmatched.map(\.pointer) == ["/content/buttons/1/action/item", "/content/buttons/2/action/item"])
        #expect(unmatched.allSatisfy { $0.severity == .error })
        #expect(unmatched.first?.location.line == 7)
        #expect(unmatched.first?.location.column == 82)
        #expect(unmatched.first?.message.contains("\"syne://nowhere\"") == true)
        #expect(unmatched.first?.message.contains("routes for syne://nowhere") == false)
        #expect(unmatched.last?.message.contains("deep key") == true)
        #expect(!report.isValid)
    }

    @Test func matchedDeepLinksAreFine() throws {
        let routes = try table([("product", "syne://product?sku={sku}"), ("x", "syne://nowhere"), ("w", "wallet")])
        #expect(validate(buttons, routes: routes).diagnostics.isEmpty)
        #expect(Validator().validate(buttons).diagnostics.isEmpty, "no routes, no route check")
    }

    @Test func hintNamesTheRoutesOfTheHost() throws {
        let routes = try table([("product", "syne://product?sku={sku}")])
        let report = validate(buttons.replacing("syne://nowhere", with: "syne://product?id=2"), routes: routes)
        let message = try #require(report.diagnostics.first { $0.code == .routeUnmatched }).message
        #expect(message.contains("routes for syne://product: \"syne://product?sku={sku}\""))
    }

    /// Issue 25 item 8: dot segments are resolved as the WHATWG URL parser resolves them,
    /// `%2e` forms included; `%2F` is no separator.
    @Test(arguments: [
        ("https://shop.example.com/./p/1", ["p", "1"]), ("https://shop.example.com/x/../p/1", ["p", "1"]),
        ("https://shop.example.com/%2e/p/%2E%2e/p/1", ["p", "1"]), ("https://shop.example.com/x/.%2E/p/1", ["p", "1"]),
        ("https://shop.example.com/x/%2e./p/1", ["p", "1"]), ("https://shop.example.com/../../p/1", ["p", "1"]),
        ("https://shop.example.com/p/1/..", ["p"]), ("https://shop.example.com/p/1/.", ["p", "1"]),
        ("https://shop.example.com/p\\..\\1", ["1"]), ("myapp://product/%2E%2E%2Fadmin", ["../admin"]),
        ("myapp://product/...", ["..."]), ("myapp://product/%2e%2e%2e", ["..."]),
        ("myapp://product/..?a=1#..", []), ("myapp://a/x//b", ["x", "", "b"]),
    ])
    func dotSegmentsAreResolved(_ link: String, _ segments: [String]) throws {
        #expect(try #require(RouteLink(link)).segments == segments)
    }

    @Test func linksThatResolveToARouteMatchIt() throws {
        let routes = try table([("product", "https://shop.example.com/p/{id}")])
        for link in [
            "https://shop.example.com/./p/1", "https://shop.example.com/x/../p/1", "https://shop.example.com/p/%2e/1",
        ] {
            #expect(routes.match(link)?.parameters == ["id": "1"], "\(link)")
            #expect(routes.matchByScanning(link)?.parameters == ["id": "1"], "\(link)")
        }
    }

    /// A path parameter filled with a traversal is reported; the link still matches.
    @Test func aTraversalInAPathParameterIsAnError() throws {
        let routes = try table([("product", "myapp://product/{id}"), ("search", "myapp://search?q={q}")])
        for (link, value) in [("myapp://product/%2E%2E%2Fadmin", "../admin"), ("myapp://product/a%2fb", "a/b")] {
            let report = validate(buttons.replacing("syne://nowhere", with: link), routes: routes)
            let found = report.diagnostics.filter { $0.code == .routeParameterTraversal }
            #expect(found.map(\.pointer) == ["/content/buttons/1/action/item"], "\(link)")
            #expect(found.first?.severity == .error)
            #expect(
                found.first?.message.contains("fills {id} of the route \"product\" with \(JSONText.quoted(value))")
                    == true)
        }
        for link in ["myapp://product/42", "myapp://product/caf%C3%A9", "myapp://search?q=%2E%2E%2Fdocs"] {
            let report = validate(buttons.replacing("syne://nowhere", with: link), routes: routes)
            #expect(!report.diagnostics.contains { $0.code == .routeParameterTraversal }, "\(link)")
        }
    }

    @Test func androidContentIsLocatedInsideTheString() throws {
        let text = #"""
            {"data": {"issuer": "Synerise", "message-type": "static-content", "content-type": "simple-push",
              "content": "{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\"},\"notification\":{\"title\":\"t\",\"body\":\"b\",\"action\":{\"type\":\"DEEP_LINKING\",\"item\":\"syne://nowhere\"}}}"}}
            """#
        let report = validate(text, routes: try table([("product", "syne://product?sku={sku}")]))
        let diagnostic = try #require(report.diagnostics.first { $0.code == .routeUnmatched })
        #expect(diagnostic.pointer == "/data/content/notification/action/item")
        let offset = diagnostic.location.offset
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[offset..<(offset + 2)], as: UTF8.self) == "\\\"", "at the escaped opening quote")
        #expect(String(decoding: bytes[(offset + 2)..<(offset + 7)], as: UTF8.self) == "syne:")
    }

    /// Issue 20: many unmatched links in one Android `content` once cost a read of the
    /// whole string each (and a walk from the first button each); they are placed by one
    /// read, and each still lands on its own link's escaped quote.
    @Test func manyLinksInsideAndroidContentAreEachLocated() throws {
        let count = 300
        let buttons = (0..<count).map {
            #"{\"identifier\":\"b\#($0)\",\"text\":\"B\",\"action\":{\"type\":\"DEEP_LINKING\",\"item\":\"myapp://x/\#($0)\"}}"#
        }
        let text =
            #"{"data": {"issuer": "Synerise", "message-type": "static-content", "content-type": "simple-push", "content": "{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\"},\"notification\":{\"title\":\"t\",\"body\":\"b\"},\"buttons\":["#
            + buttons.joined(separator: ",") + #"]}"}}"#
        let report = validate(text, routes: try table([("product", "myapp://product/{id}")]))
        let unmatched = report.diagnostics.filter { $0.code == .routeUnmatched }
        #expect(unmatched.count == count)
        let bytes = Array(text.utf8)
        for (index, diagnostic) in unmatched.enumerated() {
            #expect(diagnostic.pointer.description == "/data/content/buttons/\(index)/action/item")
            let offset = diagnostic.location.offset
            let found = String(decoding: bytes[offset..<min(bytes.count, offset + 16)], as: UTF8.self)
            #expect(found.hasPrefix(#"\"myapp://x/\#(index)\"#), "\(index): \(found)")
        }
    }

    /// Unmatched links count toward the cap on diagnostics like any others.
    @Test func unmatchedLinksAreCapped() throws {
        let buttons = (0..<40).map {
            #"{"identifier": "b\#($0)", "text": "B", "action": {"type": "DEEP_LINKING", "item": "myapp://x"}}"#
        }
        let text = #"""
            {"aps": {"alert": {"title": "T", "body": "B"}},
             "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
             "content": {"campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},
               "notification": {"action": {"type": "OPEN_APP"}}, "buttons": [
            """# + buttons.joined(separator: ",") + "]}}"
        let options = Validator.Options(routes: try table([("product", "myapp://product/{id}")]), maxDiagnostics: 10)
        let report = Validator(options: options).validate(text)
        let unmatched = report.diagnostics.filter { $0.code == .routeUnmatched }
        #expect(unmatched.count <= 10)
        #expect(unmatched.first?.pointer.description == "/content/buttons/0/action/item")
        let more = try #require(report.diagnostics.first { $0.code == .payloadTooManyDiagnostics })
        #expect(more.severity == .error)
    }

    @Test func cordialFallbackIsMentioned() throws {
        let text = #"""
            {"aps": {"alert": "Hi"}, "mcID": "0:1:2",
             "deepLink": {"url": "myapp://nowhere", "fallbackUrl": "https://shop.example.com"}}
            """#
        let report = validate(text, routes: try table([("product", "myapp://product/{id}")]))
        let diagnostic = try #require(report.diagnostics.first { $0.code == .routeUnmatched })
        #expect(diagnostic.pointer == "/deepLink/url")
        #expect(diagnostic.message.contains("fallback \"https://shop.example.com\""))
    }

    @Test func everySyneriseAndCordialFixtureMatchesTheExampleManifest() throws {
        let manifest = try RouteExamples.manifest().manifest
        let validator = Validator(options: Validator.Options(routes: RouteTable(manifest)))
        for path in Fixtures.files(under: "synerise") + Fixtures.files(under: "cordial") {
            let report = validator.validate(try Fixtures.bytes(path))
            let unmatched = report.diagnostics.filter { $0.code == .routeUnmatched }
            #expect(unmatched.isEmpty, "\(path): \(unmatched.map(\.message))")
        }
    }

    @Test func anEmptyTableLeavesEveryDeepLinkUnmatched() throws {
        let bytes = try Fixtures.bytes("synerise/simple-push/ios-seed-buttons.json")
        let report = Validator(options: Validator.Options(routes: RouteTable([]))).validate(bytes)
        #expect(report.diagnostics.map(\.code) == [.routeUnmatched])
        #expect(report.diagnostics.first?.pointer == "/content/buttons/1/action/item")
    }
}
