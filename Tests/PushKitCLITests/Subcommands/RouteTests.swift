import Foundation
import Testing

@testable import PushKitCLI

struct RouteTests {
    static let manifest = """
        {"routes": [
          {"name": "product", "pattern": "syne://product?sku={sku}"},
          {"name": "app-product", "pattern": "myapp://product/{id}"},
          {"name": "new", "pattern": "myapp://product/new"},
          {"name": "wallet", "pattern": "coupon_wallet"}
        ]}
        """

    static let buttons = #"""
        {"aps": {"alert": {"title": "T", "body": "B"}},
         "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push",
         "content": {"campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},
           "notification": {},
           "buttons": [
             {"identifier": "web", "text": "W", "action": {"type": "OPEN_URL", "item": "https://www.example.com"}},
             {"identifier": "buy", "text": "B", "action": {"type": "DEEP_LINKING", "item": "syne://product?sku=A%201"}},
             {"identifier": "lost", "text": "L", "action": {"type": "DEEP_LINKING", "item": "syne://nowhere"}}]}}
        """#

    /// The repository's `Payloads/routes.json` and `Payloads/`.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    // MARK: route

    @Test func aLinkArgumentGivesOneArgumentAction() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let run = runInProcess(["route", "--routes", routes, "--format", "json", "MYAPP://product/a%2Fb/"])
        #expect(run.status == 0)
        #expect(
            run.stdout
                == #"{"actions":[{"source":"argument","pointer":"","type":"deep-link","target":"MYAPP://product/a%2Fb/","route":"app-product","parameters":{"id":"a/b"}}]}"#
                + "\n")
        #expect(run.stderr.isEmpty)
        let text = runInProcess(["route", "--routes", routes, "myapp://product/new"])
        #expect(text.stdout == "argument deep-link \"myapp://product/new\" -> new\n")
    }

    @Test func bareKeysGoThroughLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let run = runInProcess(["route", "--routes", routes, "--link", "coupon_wallet", "--link", "nothing"])
        #expect(run.status == 1, "one link hits no route")
        #expect(
            run.lines == [
                "argument deep-link \"coupon_wallet\" -> wallet", "argument deep-link \"nothing\" -> no route",
            ])
        let mixed = runInProcess(["route", "--routes", routes, "--link", "coupon_wallet", "syne://product?sku=2"])
        #expect(mixed.status == 0)
        #expect(
            mixed.lines == [
                "argument deep-link \"syne://product?sku=2\" -> product (sku=\"2\")",
                "argument deep-link \"coupon_wallet\" -> wallet",
            ])
    }

    @Test func payloadActionsAsJSON() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let payload = try directory.write("push.json", Self.buttons)
        let run = runInProcess(["route", "--routes", routes, "--format", "json", payload])
        #expect(run.status == 1, "syne://nowhere hits no route")
        let object = try #require(try parseJSON(run.stdout) as? [String: Any])
        #expect(object["input"] as? String == payload)
        let actions = try #require(object["actions"] as? [[String: Any]])
        #expect(actions.map { $0["source"] as? String } == ["notification", "button:web", "button:buy", "button:lost"])
        #expect(
            actions.map { $0["pointer"] as? String } == [
                "/content/notification", "/content/buttons/0/action", "/content/buttons/1/action",
                "/content/buttons/2/action",
            ])
        #expect(actions.map { $0["type"] as? String } == ["open-app", "open-url", "deep-link", "deep-link"])
        #expect(actions[0]["target"] is NSNull)
        #expect(actions[2]["target"] as? String == "syne://product?sku=A%201")
        #expect(actions[2]["route"] as? String == "product")
        #expect(actions[2]["parameters"] as? [String: String] == ["sku": "A 1"])
        #expect(actions[3]["route"] is NSNull)
        #expect(actions[3]["parameters"] as? [String: String] == [:])
        #expect(actions.allSatisfy { Set($0.keys) == ["source", "pointer", "type", "target", "route", "parameters"] })
    }

    @Test func payloadActionsAsText() throws {
        let both = runInProcess(["route", "--routes", "-", "-"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("standard input"))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let text = runInProcess(["route", "--routes", routes, "-"], stdin: Array(Self.buttons.utf8))
        #expect(text.status == 1)
        #expect(
            text.lines == [
                "<stdin>: /content/notification: notification open-app",
                "<stdin>: /content/buttons/0/action: button:web open-url \"https://www.example.com\"",
                "<stdin>: /content/buttons/1/action: button:buy deep-link \"syne://product?sku=A%201\" -> product (sku=\"A 1\")",
                "<stdin>: /content/buttons/2/action: button:lost deep-link \"syne://nowhere\" -> no route",
            ])
    }

    @Test func everyFixtureRoutesWithTheExampleManifest() {
        let routes = Self.repository.appendingPathComponent("Payloads/routes.json").path
        let payloads = Self.repository.appendingPathComponent("Payloads/synerise").path
        let run = runInProcess(["route", "--routes", routes, "--format", "json", payloads])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.lines.count >= 50)
        #expect(run.stdout.contains(#""route":"product","parameters":{"sku":"1"}"#))
    }

    @Test func payloadsWithErrorsAndBadInputs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let broken = try directory.write("broken.json", Sample.trailingComma)
        let run = runInProcess(["route", "--routes", routes, broken])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("[json.trailing-comma]"))
        #expect(run.stderr.contains("its actions cannot be listed"))
        let missing = runInProcess(["route", "--routes", routes, "/no/such/payload.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[input.not-found]"))
        let silent = try directory.write("silent.json", #"{"aps": {"content-available": 1}}"#)
        let none = runInProcess(["route", "--routes", routes, silent])
        #expect(none.status == 0)
        #expect(none.stdout == "\(silent): no actions\n")
    }

    @Test func manifestProblemsExit2() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = runInProcess(["route", "--routes", "/no/such/routes.json", "myapp://x"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("[input.not-found]"))
        let bad = try directory.write("bad.json", #"{"routes": [{"name": "p", "pattern": "myapp://p/id-{id}"}]}"#)
        let invalid = runInProcess(["route", "--routes", bad, "myapp://p/1"])
        #expect(invalid.status == 2)
        #expect(invalid.stdout.isEmpty)
        #expect(invalid.stderr.contains("\(bad):1:38: error: the pattern"))
        #expect(invalid.stderr.contains("[routes.invalid-pattern]"))
        let warned = try directory.write(
            "warned.json", #"{"routes": [{"name": "p", "pattern": "myapp://p/{id}", "note": 1}]}"#)
        let warning = runInProcess(["route", "--routes", warned, "myapp://p/1"])
        #expect(warning.status == 0)
        #expect(warning.stderr.contains("[routes.unknown-key]"))
        #expect(warning.stdout == "argument deep-link \"myapp://p/1\" -> p (id=\"1\")\n")
    }

    @Test func usageErrors() {
        let noRoutes = runInProcess(["route", "myapp://x"])
        #expect(noRoutes.status == 2)
        #expect(noRoutes.stderr.contains("--routes <file> is required"))
        let nothing = runInProcess(["route", "--routes", "r.json"])
        #expect(nothing.status == 2)
        #expect(nothing.stderr.contains("give a link"))
        let help = runInProcess(["route", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--routes <file>"))
        #expect(runInProcess(["--help"]).stdout.contains("route"))
    }

    // MARK: validate --routes

    @Test func validateReportsUnmatchedDeepLinks() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let routes = try directory.write("routes.json", Self.manifest)
        let payload = try directory.write("push.json", Self.buttons)
        let plain = runInProcess(["validate", payload])
        #expect(plain.status == 0, "without --routes, deep links are not checked")
        let run = runInProcess(["validate", "--routes", routes, payload])
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "\(payload):8:85: error: no route matches the deep link \"syne://nowhere\"; no route has the scheme "
                    + "and host syne://nowhere; add a route for it to the manifest, or fix the link [route.unmatched]",
                "1 payload: 0 valid, 1 invalid; 1 error, 0 warnings",
            ])
        let json = runInProcess(["validate", "--routes", routes, "--format", "json", payload])
        let object = try #require(try parseJSON(json.stdout) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        let diagnostics = try #require(results.first?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["route.unmatched"])
        #expect(diagnostics.map { $0["pointer"] as? String } == ["/content/buttons/2/action/item"])
    }

    @Test func validateWithTheExampleManifestPassesEveryFixture() {
        let routes = Self.repository.appendingPathComponent("Payloads/routes.json").path
        let synerise = Self.repository.appendingPathComponent("Payloads/synerise").path
        let cordial = Self.repository.appendingPathComponent("Payloads/cordial").path
        let run = runInProcess(["validate", "--routes", routes, synerise, cordial])
        #expect(run.status == 0, "\(run.stdout)")
    }

    @Test func validateWithABadManifestExits2() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let payload = try directory.write("push.json", Self.buttons)
        let missing = runInProcess(["validate", "--routes", "/no/such/routes.json", payload])
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr.contains("[input.not-found]"))
        let broken = try directory.write("routes.json", #"{"routes": [}"#)
        let invalid = runInProcess(["validate", "--routes", broken, payload])
        #expect(invalid.status == 2)
        #expect(invalid.stderr.contains("[json."))
        let stdin = runInProcess(["validate", "--routes", "-", "-"])
        #expect(stdin.status == 2)
    }

    @Test func linkDetection() {
        #expect(Route.isLink("syne://product?sku=1"))
        #expect(Route.isLink("https://shop.example.com/p/1"))
        #expect(!Route.isLink("payload.json"))
        #expect(!Route.isLink("./a://b"))
        #expect(!Route.isLink("-"))
        #expect(!Route.isLink("c:\\payload.json"))
    }
}
