import Foundation
import PushKitCore
import PushKitFixtures
import Testing

enum RouteExamples {
    /// `Payloads/routes.json`, the documented example manifest.
    static let manifestURL = Fixtures.root.appendingPathComponent("routes.json")

    static func manifest() throws -> RouteManifest.ReadResult {
        RouteManifest.read(Array(try Data(contentsOf: manifestURL)))
    }
}

@Suite struct RouteManifestTests {
    private func codes(_ text: String) -> [String] {
        RouteManifest.read(text).diagnostics.map { "\($0.code) \($0.pointer)" }
    }

    @Test func readsRoutesInOrder() {
        let result = RouteManifest.read(
            """
            {"$schema": "routes.schema.json", "description": "shop",
             "routes": [
               {"name": "product", "pattern": "syne://product?sku={sku}", "description": "A product"},
               {"name": "wallet", "pattern": "coupon_wallet"}
             ]}
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.isValid)
        #expect(result.manifest.routes.map(\.name) == ["product", "wallet"])
        #expect(result.manifest.routes.first?.summary == "A product")
        #expect(result.manifest.routes.last?.pattern.isKey == true)
    }

    @Test func theExampleManifestIsClean() throws {
        let result = try RouteExamples.manifest()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.manifest.routes.count >= 15)
    }

    @Test func syntaxErrorsAreJSONDiagnostics() {
        let result = RouteManifest.read("{\"routes\": [}")
        #expect(!result.isValid)
        #expect(result.diagnostics.allSatisfy { $0.code.id.hasPrefix("json.") })
        #expect(result.manifest.routes.isEmpty)
    }

    @Test func structuralErrors() {
        #expect(codes("[]") == ["routes.invalid-type "])
        #expect(codes("{}") == ["routes.missing-key "])
        #expect(codes("{\"routes\": {}}") == ["routes.invalid-type /routes"])
        #expect(codes("{\"routes\": []}") == ["routes.empty /routes"])
        #expect(codes("{\"routes\": [1]}") == ["routes.invalid-type /routes/0"])
        #expect(codes("{\"routes\": [{\"name\": \"a\"}]}") == ["routes.missing-key /routes/0"])
        #expect(codes("{\"routes\": [{\"pattern\": \"a\"}]}") == ["routes.missing-key /routes/0"])
        #expect(codes("{\"routes\": [{\"name\": 1, \"pattern\": \"a\"}]}") == ["routes.invalid-type /routes/0/name"])
        #expect(
            codes("{\"routes\": [{\"name\": \"a\", \"pattern\": true}]}") == ["routes.invalid-type /routes/0/pattern"])
        #expect(
            codes("{\"routes\": [{\"name\": \"a\", \"pattern\": \"a\", \"description\": 2}]}")
                == ["routes.invalid-type /routes/0/description"])
        #expect(
            codes("{\"$schema\": 1, \"routes\": [{\"name\": \"a\", \"pattern\": \"a\"}]}") == [
                "routes.invalid-type /$schema"
            ])
    }

    @Test func unknownKeysAreWarningsWithSuggestions() throws {
        let result = RouteManifest.read(
            "{\"route\": [], \"routes\": [{\"name\": \"a\", \"patern\": \"x\", \"pattern\": \"syne://a\", \"colour\": 1}]}"
        )
        #expect(result.isValid)
        #expect(result.manifest.routes.count == 1)
        let messages = result.diagnostics.map(\.message)
        #expect(result.diagnostics.map(\.code) == [.routesUnknownKey, .routesUnknownKey, .routesUnknownKey])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(messages[0].contains("did you mean \"routes\""))
        #expect(messages[1].contains("did you mean \"pattern\""))
        #expect(messages[2].contains("known keys"))
        #expect(result.diagnostics.map(\.pointer.description) == ["/route", "/routes/0/patern", "/routes/0/colour"])
    }

    @Test func namesMustBeUniqueAndNotEmpty() {
        let result = RouteManifest.read(
            """
            {"routes": [{"name": "a", "pattern": "syne://a"}, {"name": "a", "pattern": "syne://b"},
                        {"name": "", "pattern": "syne://c"}]}
            """)
        #expect(result.diagnostics.map(\.code) == [.routesDuplicateName, .routesInvalidName])
        #expect(result.diagnostics.map(\.pointer) == ["/routes/1/name", "/routes/2/name"])
        #expect(result.diagnostics.first?.message.contains("route 0") == true)
        #expect(result.manifest.routes.map(\.pattern.text) == ["syne://a"])
    }

    @Test func badPatternsAreReportedWithTheReason() {
        let result = RouteManifest.read("{\"routes\": [{\"name\": \"p\", \"pattern\": \"myapp://p/id-{id}\"}]}")
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.code == .routesInvalidPattern)
        #expect(diagnostic?.pointer == "/routes/0/pattern")
        #expect(diagnostic?.location.line == 1)
        #expect(diagnostic?.location.column == 38)
        #expect(diagnostic?.message.contains("/{id}") == true)
        #expect(result.manifest.routes.isEmpty)
    }

    @Test func shadowedPatternsAreWarnings() {
        let result = RouteManifest.read(
            """
            {"routes": [{"name": "a", "pattern": "myapp://p/{id}"}, {"name": "b", "pattern": "MYAPP://p/{sku}/"},
                        {"name": "c", "pattern": "myapp://p/new"}]}
            """)
        #expect(result.isValid)
        #expect(result.diagnostics.map(\.code) == [.routesDuplicatePattern])
        #expect(result.diagnostics.first?.pointer == "/routes/1/pattern")
        #expect(result.manifest.routes.count == 3, "the shadowed route is kept; it never wins")
    }

    /// Each `routes.*` catalogue example is a manifest that produces its code.
    @Test(arguments: RuleCatalogue.all.filter { $0.code.id.hasPrefix("routes.") })
    func catalogueExampleTriggersItsRule(_ rule: Rule) {
        #expect(!rule.exampleIsPayload)
        let result = RouteManifest.read(rule.example)
        #expect(
            result.diagnostics.contains { $0.code == rule.code && $0.severity == rule.severity },
            "\(result.diagnostics)")
    }

    /// Each `routes.*` passing example is the manifest fixed: it reads without the code,
    /// and without errors.
    @Test(arguments: RuleCatalogue.all.filter { $0.code.id.hasPrefix("routes.") })
    func cataloguePassingExampleDoesNotTriggerItsRule(_ rule: Rule) {
        let result = RouteManifest.read(rule.passingExample)
        #expect(!result.diagnostics.contains { $0.code == rule.code }, "\(result.diagnostics)")
        #expect(result.isValid, "\(result.diagnostics)")
        #expect(!result.manifest.routes.isEmpty)
    }

    @Test func theRulesAreInTheCatalogue() {
        for code: Diagnostic.Code in [
            .routeUnmatched, .routeParameterTraversal, .routesInvalidType, .routesMissingKey, .routesUnknownKey,
            .routesInvalidName,
            .routesDuplicateName, .routesInvalidPattern, .routesDuplicatePattern, .routesEmpty,
        ] {
            #expect(code.rule != nil, "\(code)")
        }
    }

    @Test func tablesFromManifestsCompareByRoutes() throws {
        let manifest = try RouteExamples.manifest().manifest
        #expect(RouteTable(manifest) == RouteTable(manifest.routes))
        #expect(RouteTable(manifest) != RouteTable(Array(manifest.routes.dropLast())))
    }
}
