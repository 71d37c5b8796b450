import Foundation
import PushKitCLI
import Testing

/// `--app`, `--sdk` and `--attributes-type` on `validate`, `classify`, `route` and `render`,
/// with the profiles of `Payloads/app/`.
struct AppOptionsTests {
    /// `Payloads/`, relative to this file.
    static let payloads = RouteTests.repository.appendingPathComponent("Payloads").path
    static let match = payloads + "/app/match/app.json"
    static let shop = payloads + "/app/shop/app.json"

    static func path(_ relative: String) -> String { payloads + "/" + relative }

    // MARK: validate

    @Test func validateChecksEachPayloadAgainstTheApp() {
        let valid = runInProcess(["validate", "--strict", "--app", Self.match, Self.path("app/match/payloads")])
        #expect(valid.status == 0, "\(valid.stdout)\(valid.stderr)")
        let invalid = runInProcess([
            "validate", "--app", Self.match, "--attributes-type", "MatchAttributes",
            Self.path("invalid/app/match/update-kickoff-unix-time.json"),
        ])
        #expect(invalid.status == 1)
        #expect(invalid.stdout.contains("send 788990400 [app.activity-date-unix]"))
        // The same payload without the app draws no app rule.
        #expect(runInProcess(["validate", Self.path("invalid/app/match/update-kickoff-unix-time.json")]).status == 0)
    }

    @Test func aBrokenProfileStopsTheRunBeforeAnyPayloadIsRead() {
        let run = runInProcess([
            "validate", "--app", Self.path("app/broken/unknown-type-name.json"), "/no/such/payload.json",
        ])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains(
                "app/broken/unknown-type-name.json:4:50: error: \"MatchPhase\" is neither a Swift type pushkit knows"))
        #expect(run.stderr.contains("[profile.unknown-type]"))
        #expect(!run.stderr.contains("no/such/payload"))
        let strings = runInProcess([
            "validate", "--app", Self.path("app/broken/strings-file-with-error.json"), Self.path("app/match/payloads"),
        ])
        #expect(strings.status == 2)
        #expect(
            strings.stderr.contains("app/broken/Broken.strings:4:1: error: expected ; after the value of \"GOAL_BODY\"")
        )
        let missing = runInProcess(["validate", "--app", "/no/such/app.json", Self.path("app/match/payloads")])
        #expect(missing.status == 2)
        #expect(missing.stdout.isEmpty)
    }

    @Test func sdkVersionsJudgeTheRulesThatDependOnThem() {
        let legacy = Self.path("invalid/cordial/alert/ios-legacy-mcid-only.json")
        let inUse = runInProcess(["validate", legacy])
        #expect(inUse.status == 0)
        #expect(inUse.stdout.contains("warning: "))
        #expect(
            inUse.stdout.contains(
                "of the SDK versions in use, cordial-ios 3.1.5 reads it and cordial-ios 4.5.0 does not"))
        let current = runInProcess(["validate", "--sdk", "cordial-ios@4.5.0", legacy])
        #expect(current.status == 1)
        #expect(current.stdout.contains("the app's cordial-ios 4.5.0 does not read it [cordial.legacy-mcid]"))
        let old = runInProcess(["validate", "--strict", "--sdk", "cordial-ios@3.1.5", legacy])
        #expect(old.status == 0, "\(old.stdout)")
        // --sdk overrides the profile's version of the same SDK.
        let banner = Self.path("app/shop-legacy/payloads/ios-banner.json")
        #expect(
            runInProcess(["validate", "--strict", "--app", Self.shop, "--sdk", "synerise-ios@4.24.4", banner]).status
                == 0)
        #expect(runInProcess(["validate", "--app", Self.shop, banner]).status == 1)
    }

    @Test(arguments: [
        ["--sdk", "synerise@5.0.0"], ["--sdk", "synerise-ios"], ["--sdk", "synerise-ios@5.x"], ["--sdk", "apns-ios@1"],
        ["--attributes-type", "MatchAttributes"],
    ])
    func badOptionsAreUsageErrors(_ options: [String]) {
        let run = runInProcess(["validate"] + options + [Self.path("app/match/payloads")])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
    }

    @Test func anUndeclaredAttributesTypeIsAUsageError() {
        let run = runInProcess([
            "validate", "--app", Self.match, "--attributes-type", "Match", Self.path("app/match/payloads"),
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("it declares MatchAttributes, GateQueueAttributes"))
    }

    @Test func ndjsonLinesAreCheckedAgainstTheApp() throws {
        let line = try String(
            contentsOfFile: Self.path("invalid/app/match/alert-too-few-arguments.json"), encoding: .utf8
        )
        .split(separator: "\n").joined()
        let run = runInProcess(["validate", "--ndjson", "--app", Self.match, "-"], stdin: Array((line + "\n").utf8))
        #expect(run.status == 1)
        #expect(run.stdout.contains("[app.string-missing-arguments]"))
    }

    // MARK: classify, route, render

    @Test func classifyNamesTheTopicAndTheLiveActivityType() {
        let run = runInProcess([
            "classify", "--app", Self.match, Self.path("app/match/payloads/gate-queue-update.json"),
        ])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasSuffix(
                "apns.liveactivity (apns, ios, push type liveactivity, priority 10, silent, topic com.example.match.push-type.liveactivity, Live Activity GateQueueAttributes)\n"
            ))
        let json = runInProcess([
            "classify", "--format", "json", "--app", Self.match, Self.path("app/match/payloads/goal-alert.json"),
        ])
        #expect(json.stdout.hasSuffix(#""topic":"com.example.match","liveActivityType":null}"# + "\n"))
        // Without --app, the JSON is as it was.
        #expect(
            !runInProcess(["classify", "--format", "json", Self.path("app/match/payloads/goal-alert.json")]).stdout
                .contains("topic"))
    }

    @Test func routeTakesTheProfilesRoutes() {
        let run = runInProcess(["route", "--app", Self.shop, Self.path("app/shop/payloads/ios-order-shipped.json")])
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("notification deep-link \"syne://checkout\" -> checkout\n"))
        let none = runInProcess(["route", "--app", Self.match, "syne://checkout"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("has no routes"))
        #expect(runInProcess(["route", "syne://checkout"]).status == 2)
    }

    @Test func renderShowsTheAppsStringsAndTakesItsBundleID() {
        let text = runInProcess([
            "render", "--width", "60", "--app", Self.shop, Self.path("app/shop/payloads/ios-order-shipped.json"),
        ])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Order A-1042 is on its way"))
        #expect(text.stdout.contains("DHL delivers it tomorrow. Track order A-1042"))
        let simulator = runInProcess([
            "render", "--format", "apns", "--app", Self.shop, Self.path("app/shop/payloads/ios-order-shipped.json"),
        ])
        #expect(simulator.status == 0, "\(simulator.stderr)")
        #expect(simulator.stdout.hasPrefix(#"{"Simulator Target Bundle":"com.example.shop","#))
        let refused = runInProcess([
            "render", "--app", Self.match, Self.path("invalid/app/match/alert-unknown-title-key.json"),
        ])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("[app.string-unknown-key]"))
        let noBundle = runInProcess([
            "render", "--format", "apns", "--sdk", "synerise-ios@5.10.1",
            Self.path("app/shop/payloads/ios-order-shipped.json"),
        ])
        #expect(noBundle.status == 2)
    }

    @Test func helpListsTheOptionsOnEveryCommand() {
        for command in ["validate", "classify", "route", "render"] {
            let run = runInProcess(["help", command])
            #expect(run.stdout.contains("--app <file>"), "\(command)")
            #expect(run.stdout.contains("--sdk <vendor-platform@version>"), "\(command)")
            #expect(run.stdout.contains("--attributes-type <name>"), "\(command)")
        }
    }
}
