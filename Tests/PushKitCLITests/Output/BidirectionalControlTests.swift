import Foundation
import PushKitCLI
import PushKitCore
import Testing

/// Bidirectional controls from a payload never reach the terminal raw (issue 39 item 3):
/// diagnostics and the text output show the embeddings, overrides and isolates (U+202A to
/// U+202E, U+2066 to U+2069) as escapes, and quoted payload text the marks (U+200E, U+200F,
/// U+061C) too; JSON diagnostics write them as `\u` escapes. The bytes `render --format json`
/// and `prepare` write for sending keep them as they are.
@Suite struct BidirectionalControlTests {
    static let controls: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}",
    ]

    /// The controls in `text`, as code points.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { controls.contains($0) }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Every control, in a value a message quotes, in a key (so in a pointer), and in a link.
    static let payload: String = {
        let all = String(String.UnicodeScalarView(controls))
        return
            #"{"aps":{"alert":{"title":"Invoice \#(all)gpj.exe","body":"b"},"interruption-level":"activ\#(all)e","#
            + #""category":"CAT\#(all)"},"k\#(all)ey":"v","url":"https://ex\#(all)ample.com/"}"#
    }()

    @Test func validateWritesNoneRawInAnyFormat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("payload.json", Self.payload)
        for format in ["text", "github", "json"] {
            let run = runInProcess(["validate", "--format", format, path])
            #expect([0, 1].contains(run.status))
            #expect(Self.raw(run.stdout + run.stderr) == [], "validate --format \(format): \(run.stdout)")
        }
        let batch = runInProcess(["validate", "--ndjson", "-"], stdin: Array((Self.payload + "\n").utf8))
        #expect(Self.raw(batch.stdout + batch.stderr) == [])
        // The JSON diagnostics name the controls as \u escapes: reading them back gives them.
        let json = runInProcess(["validate", "--format", "json", path])
        #expect(json.stdout.contains(#"\u202E"#) && json.stdout.contains(#"\u2066"#))
        #expect(json.stdout.contains("/k" + #"\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069"#))
    }

    @Test func classifyRouteAndReplayWriteNoneRaw() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = try directory.write("payload.json", Self.payload)
        let all = String(String.UnicodeScalarView(Self.controls))
        let routes = try directory.write(
            "routes.json", #"{"routes":[{"name":"product","pattern":"myapp://product/{id}"}]}"#)
        for arguments in [
            ["classify", path], ["route", "--routes", routes, "myapp://pro\(all)duct/1", "myapp://product/\(all)"],
        ] {
            let run = runInProcess(arguments)
            #expect(Self.raw(run.stdout + run.stderr) == [], "\(arguments[0]): \(run.stdout) \(run.stderr)")
        }
        let campaign = try directory.write(
            "campaign.json", #"{"id":10,"name":"Sale\#(all)","startDate":"2024-12-25T10:00:00Z"}"#)
        let components = try directory.write("components.json", #"{"components":[]}"#)
        let events = try directory.write(
            "events.ndjson",
            #"{"type":"campaign_started","campaignId":10,"name":"\#(all)"}"# + "\n" + #"{"type":"x\#(all)"}"# + "\n"
                + #"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":15,"componentType":"product\#(all)","status":"active","config":{"title":"T\#(all)"}}}"#
                + "\n")
        let replay = runInProcess([
            "replay", "--campaign", campaign, "--components", components, "--now", "2024-12-26T00:00:00Z", events,
        ])
        // A component type is shown unquoted ("shows product 15"): the embeddings, overrides
        // and isolates escaped there too, the marks only where quoted.
        let formatting = Self.raw(replay.stdout + replay.stderr).filter { !["U+200E", "U+200F", "U+61C"].contains($0) }
        #expect(formatting == [], "replay: \(replay.stdout) \(replay.stderr)")
        #expect(replay.stdout.contains(#"(clients ignore the type "product\u202A"#))
    }

    @Test func renderShowsNoneRawButWritesThePayloadsBytes() throws {
        let run = runInProcess(["render", "-"], stdin: Array(Self.payload.utf8))
        #expect(Self.raw(run.stdout + run.stderr) == [], "\(run.stdout) \(run.stderr)")
        // The diagnostics on standard error with a sending format; the bytes as they are.
        let json = runInProcess(["render", "--format", "json", "-"], stdin: Array(Self.payload.utf8))
        #expect(Self.raw(json.stderr) == [])
        #expect(json.stdout.contains("Invoice " + String(String.UnicodeScalarView(Self.controls)) + "gpj.exe"))
    }

    @Test func prepareSendsTheBodyAsGiven() throws {
        let job =
            #"{"apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"},"payload":{"aps":{"alert":"Invoice \#u{202E}gpj.exe"}}}"#
        let run = runInProcess(["prepare", "--ndjson", "-"], stdin: Array((job + "\n").utf8))
        let line = try #require(JSONReader().read(Array(run.stdout.utf8)).document?.root)
        let body = try #require(line["body"]?.string)
        #expect(Self.raw(body) == ["U+202E"], "\(run.stdout)")
    }
}
