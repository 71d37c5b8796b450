import Foundation
import PushKitAppReader
import PushKitCore
import PushKitPreview

/// Issue 20's hostile shapes at 10 KB, 100 KB and 1 MB: one input per shape and size,
/// timed in process, printed as nanoseconds per byte with the ratio of the largest
/// size's cost per byte to the smallest's. A cost linear in the input keeps the ratio
/// near 1 (the small input pays some fixed costs, so it may fall below 1); a quadratic
/// path shows a ratio near 100.
///
/// Each shape once hung pushkit (or is its sibling): one diagnostic per array element
/// with the pointer found by counting siblings, links with many query items against many
/// query routes, many links in an embedded document, and a replay that looked its
/// components up one by one.
enum ScalingBenchmark {
    /// The input sizes, in bytes.
    static let sizes = [10_000, 100_000, 1_000_000]
    /// The sizes of the `pushkit app` shapes: Swift files are read whole, and issue 39's
    /// quadratic run of `#` took 3.8 s at 100 KB, so these start there and go to 2 MB.
    static let swiftSizes = [100_000, 1_000_000, 2_000_000]

    /// One hostile shape: a name, what it runs, and how to build an input of about `size` bytes.
    struct Shape {
        var name: String
        var command: String
        /// The sizes it runs at: ``ScalingBenchmark/sizes`` unless given.
        var sizes = ScalingBenchmark.sizes
        /// Builds the work for an input of about `size` bytes: the bytes it takes, and the
        /// work itself (returning a number, so that the optimiser keeps it).
        var make: (_ size: Int) -> (bytes: Int, run: () -> Int)
    }

    struct Result {
        var shape: Shape
        /// Per size: the bytes of the input and the best time of one run, in seconds.
        var runs: [(bytes: Int, seconds: Double)]

        var nanosecondsPerByte: [Double] { runs.map { $0.seconds * 1e9 / Double($0.bytes) } }
        /// Cost per byte at the largest size over cost per byte at the smallest.
        var ratio: Double { nanosecondsPerByte.last! / nanosecondsPerByte.first! }
    }

    /// Runs every shape whose name contains `filter` (all when `nil`), prints a table and,
    /// when `output` is given, writes the numbers there as JSON.
    static func run(seconds: Double, filter: String?, output: String?) {
        let chosen = shapes.filter { filter == nil || $0.name.contains(filter!) }
        say("scaling: \(chosen.count) shapes at " + sizes.map { "\($0 / 1000) KB" }.joined(separator: ", "))
        say("  time per byte of the best run; ratio = ns/byte at 1 MB over ns/byte at 10 KB (flat: about 1)")
        say("  (the pushkit app shapes at " + swiftSizes.map { "\($0 / 1000) KB" }.joined(separator: ", ") + ")")
        say("")
        say(
            pad("shape", 44) + pad("command", 20) + sizes.map { pad("ns/B \($0 / 1000)K", 12, right: true) }.joined()
                + pad("ratio", 8, right: true))
        var results: [Result] = []
        for shape in chosen {
            var runs: [(bytes: Int, seconds: Double)] = []
            for size in shape.sizes {
                let work = shape.make(size)
                runs.append((work.bytes, best(seconds: seconds, work.run)))
            }
            let result = Result(shape: shape, runs: runs)
            results.append(result)
            say(
                pad(shape.name, 44) + pad(shape.command, 20)
                    + result.nanosecondsPerByte.map { pad(format($0, 2), 12, right: true) }.joined()
                    + pad(format(result.ratio, 2) + "x", 8, right: true))
        }
        if let output { write(results, to: output) }
    }

    /// The best time of `work` over runs lasting about `seconds` in all (at least 3 runs,
    /// after one warm-up run).
    static func best(seconds: Double, _ work: () -> Int) -> Double {
        let clock = ContinuousClock()
        var checksum = work()
        var best = Double.infinity
        var total = 0.0
        var runs = 0
        while runs < 3 || total < seconds {
            let start = clock.now
            checksum &+= work()
            let elapsed = start.duration(to: clock.now)
            let time = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            best = min(best, time)
            total += time
            runs += 1
            // A shape far from linear must not hold the benchmark for minutes.
            if time > 5 { break }
        }
        if checksum == Int.min { say("") }
        return best
    }

    static func write(_ results: [Result], to path: String) {
        var text = "{\n  \"date\": \"\(ISO8601DateFormatter().string(from: Date()))\",\n"
        text += "  \"sizes\": [\(sizes.map(String.init).joined(separator: ", "))],\n"
        text += "  \"note\": \"pushkit-benchmarks --scaling: ns per byte of the best run at each size; "
        text += "ratio is ns/byte at the largest size over the smallest (linear: about 1)\",\n"
        text += "  \"shapes\": [\n"
        text += results.map { result in
            let bytes = result.runs.map { String($0.bytes) }.joined(separator: ", ")
            let perByte = result.nanosecondsPerByte.map { format($0, 3) }.joined(separator: ", ")
            return "    {\"shape\": \"\(result.shape.name)\", \"command\": \"\(result.shape.command)\", "
                + "\"bytes\": [\(bytes)], \"nsPerByte\": [\(perByte)], \"ratio\": \(format(result.ratio, 2))}"
        }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            FileHandle.standardError.write(Data("pushkit-benchmarks: cannot write \(path)\n".utf8))
            exit(2)
        }
        say("\nwrote \(path)")
    }

    /// Writes a line at once (unbuffered), so that progress shows through a pipe.
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    // MARK: The shapes

    /// `prefix` + `item` repeated (joined by `separator`) + `suffix`, about `size` bytes.
    static func repeated(_ prefix: String, _ item: String, _ suffix: String, size: Int, separator: String = ",")
        -> String
    {
        let count = max(1, (size - prefix.utf8.count - suffix.utf8.count) / (item.utf8.count + separator.utf8.count))
        return prefix + Array(repeating: item, count: count).joined(separator: separator) + suffix
    }

    static func locArgs(_ item: String, size: Int) -> [UInt8] {
        Array(repeated(#"{"aps":{"alert":{"loc-key":"K","loc-args":["#, item, "]}}}", size: size).utf8)
    }

    /// A Synerise iOS simple push whose `buttons` are `buttons` (JSON text without brackets).
    static func syneriseIOS(buttons: String) -> String {
        #"{"aps":{"alert":{"title":"t","body":"b"},"category":"synerise.buttons"},"issuer":"Synerise","#
            + #""message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"#
            + #""variant_id":1,"hash_id":"544ee6c0-9d72-585e-bcef-f3c8ed1a6adb","type":"Simple push","#
            + #""title":"x"},"notification":{"action":{"type":"OPEN_APP"}},"buttons":["# + buttons + "]}}"
    }

    static let button = #"{"identifier":"b","text":"B","action":{"type":"DEEP_LINKING","item":"myapp://x"}}"#

    /// A button whose deep link is `link`.
    static func button(link: String) -> String {
        #"{"identifier":"b","text":"B","action":{"type":"DEEP_LINKING","item":""# + link + #""}}"#
    }

    /// The example app's routes (Payloads/routes.json), none of which matches `myapp://x`.
    static let appRoutes: RouteTable = {
        let patterns = [
            "syne://product?sku={sku}", "syne://category?id={id}", "syne://checkout", "exampleshop://cart",
            "myapp://product/{id}", "myapp://product/{id}/reviews", "https://shop.example.com/p/{id}",
        ]
        return RouteTable(
            patterns.enumerated().map { try! RouteTable.Route(name: "r\($0.offset)", pattern: $0.element) })
    }()

    static func validate(_ bytes: [UInt8], routes: RouteTable? = nil) -> (bytes: Int, run: () -> Int) {
        let validator = Validator(options: Validator.Options(routes: routes))
        return (bytes.count, { validator.validate(bytes).diagnostics.count })
    }

    /// A one-page Synerise walkthrough whose header and button texts are `header` and
    /// `button` (JSON string bodies, escapes and all). Walkthroughs have no 4 KB limit.
    static func walkthrough(header: String, button: String) -> [UInt8] {
        let page =
            ##"{"index":0,"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"##
            + ##""header":{"text":""## + header + ##"","color":"#1A1A1A","alpha":1,"size":28},"##
            + ##""description":{"text":"d","color":"#555555","alpha":0.9,"size":16},"##
            + ##""button":{"is_enabled":true,"color":"#E4002B","text":""## + button
            + ##"","text_color":"#FFFFFF","corner_radius":8},"##
            + ##""close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}"##
        return Array(
            (#"{"id":"37127c97-23e0-5f2c-9da1-c8eb7fe1abb6","type":"walkthrough","is_loop_enabled":false,"#
                + #""are_indicators_visible":true,"campaign":{"variant_id":1,"#
                + #""hash_id":"5e56d7ce-21dc-5043-9900-2e2492edb84d","type":"Walkthrough","title":"Onboarding"},"#
                + #""pages":["# + page + "]}").utf8)
    }

    /// Renders `bytes` as text (80 columns) or HTML, validation included.
    static func render(_ bytes: [UInt8], html: Bool) -> (bytes: Int, run: () -> Int) {
        let validator = Validator()
        let text = TextPreview(width: 80, appName: "App", useColor: false)
        let page = HTMLPreview(appName: "App")
        return (
            bytes.count,
            {
                let report = validator.validate(bytes)
                return html ? page.render(report, title: "t").utf8.count : text.render(report).utf8.count
            }
        )
    }

    /// A `pushkit app` shape: `AppProfile.readSwift` (the lexer, the declarations, the
    /// profile) on one Swift file of about `size` bytes, at ``swiftSizes``.
    static func swift(_ name: String, _ make: @escaping (_ size: Int) -> String) -> Shape {
        Shape(name: "Swift: " + name, command: "app", sizes: swiftSizes) { size in
            let file = AppProfile.SwiftFile(name: "f.swift", bytes: Array(make(size).utf8))
            return (file.bytes.count, { AppProfile.readSwift([file]).notes.count })
        }
    }

    /// A Live Activity type with a nested content state and an enum, about 400 bytes: a
    /// file of many reads each with its types (each declared again: a note apiece).
    static let activity = """
        struct MatchAttributes: ActivityAttributes {
            public struct ContentState: Codable, Hashable {
                var homeScore: Int
                var awayScore: Int
                var minute: Int?
                var phase: Phase
                var goals: [Goal]
            }
            enum Phase: String, Codable { case firstHalf, halfTime, secondHalf }
            struct Goal: Codable, Hashable { var player: String; var minute: Int }
            var home: String
            var away: String
            /* a comment with "quotes" and #"raw"# text */
            static let name = #"Match "live""#
        }
        """

    static var shapes: [Shape] {
        [
            Shape(name: "loc-args of numbers", command: "validate") { size in
                validate(locArgs("1", size: size))
            },
            Shape(name: "loc-args of U+200B strings", command: "validate") { size in
                validate(locArgs(#""\u200b""#, size: size))
            },
            Shape(name: "loc-args of URLs with credentials", command: "validate") { size in
                validate(locArgs(#""https://u:p@a.example/""#, size: size))
            },
            Shape(name: "loc-args of U+200B strings", command: "render (text)") { size in
                let bytes = locArgs(#""\u200b""#, size: size)
                let validator = Validator()
                let preview = TextPreview(width: 80, appName: "App", useColor: false)
                return (bytes.count, { preview.render(validator.validate(bytes)).utf8.count })
            },
            // Issue 25: a walkthrough header of newlines (each a line of the drawing, each `\n`
            // in the facts) and a button of U+0085 U+001B pairs (each shown as an escape).
            Shape(name: "walkthrough header of newlines", command: "render (text)") { size in
                render(
                    walkthrough(header: String(repeating: "\\n", count: (size - 700) / 2), button: "Next"), html: false)
            },
            Shape(name: "walkthrough header of newlines", command: "render (html)") { size in
                render(
                    walkthrough(header: String(repeating: "\\n", count: (size - 700) / 2), button: "Next"), html: true)
            },
            Shape(name: "walkthrough button of U+0085 U+001B", command: "render (text)") { size in
                render(
                    walkthrough(header: "H", button: String(repeating: "\\u0085\\u001b", count: (size - 700) / 12)),
                    html: false)
            },
            Shape(name: "walkthrough button of U+0085 U+001B", command: "render (html)") { size in
                render(
                    walkthrough(header: "H", button: String(repeating: "\\u0085\\u001b", count: (size - 700) / 12)),
                    html: true)
            },
            Shape(name: "NDJSON, 10 lines of loc-args numbers", command: "validate --ndjson") { size in
                let line = locArgs("1", size: size / 10)
                let lines = (1...10).map { NDJSONValidator.Line(number: $0, content: .bytes(line)) }
                let validator = NDJSONValidator()
                return (
                    line.count * 10 + 10, { lines.reduce(0) { $0 &+ validator.validate($1).report.diagnostics.count } }
                )
            },
            Shape(name: "button link myapp://x?a&a&...", command: "validate --routes") { size in
                let link = repeated("myapp://x?", "a", "", size: size - 400, separator: "&")
                return validate(Array(syneriseIOS(buttons: button(link: link)).utf8), routes: appRoutes)
            },
            Shape(name: "unmatched deep-link buttons", command: "validate --routes") { size in
                validate(
                    Array(syneriseIOS(buttons: repeated("", button, "", size: size - 400)).utf8), routes: appRoutes)
            },
            Shape(name: "custom keys beside aps", command: "validate") { size in
                // Each key is kept in the model's extra members and written back by the size
                // check's encoder, one member at a time.
                let members = (0..<max(1, (size - 40) / 16)).map { #""key\#($0)":\#($0)"# }
                return validate(Array((#"{"aps":{"alert":"Hi"},"# + members.joined(separator: ",") + "}").utf8))
            },
            Shape(name: "custom keys in aps", command: "validate") { size in
                let members = (0..<max(1, (size - 40) / 16)).map { #""key\#($0)":\#($0)"# }
                return validate(Array((#"{"aps":{"alert":"Hi","# + members.joined(separator: ",") + "}}").utf8))
            },
            Shape(name: "buttons with distinct identifiers", command: "validate") { size in
                // Each identifier is looked up among the ones before it (duplicates are warned).
                let count = (size - 400) / 90
                let buttons = (0..<count).map {
                    #"{"identifier":"b\#($0)","text":"B","action":{"type":"DEEP_LINKING","item":"myapp://x"}}"#
                }
                return validate(Array(syneriseIOS(buttons: buttons.joined(separator: ",")).utf8))
            },
            Shape(name: "route pattern of many query items", command: "route (manifest)") { size in
                // A manifest's pattern `myapp://x?k0={v0}&k1={v1}&...`: each key is checked
                // against the ones before it.
                let pattern =
                    "myapp://x?" + (0..<(size / 14)).map { "k\($0)={v\($0)}" }.joined(separator: "&")
                return (pattern.utf8.count, { (try? RoutePattern(pattern))?.parameterNames.count ?? -1 })
            },
            Shape(name: "unmatched buttons in Android content", command: "validate --routes") { size in
                let content =
                    #"{"campaign":{"variant_id":1,"hash_id":"0fbd4720-f24e-5a21-acd3-b05e696c47c9","type":"Simple push","#
                    + #""title":"x"},"notification":{"title":"t","body":"b","action":{"type":"OPEN_APP"}},"buttons":["#
                    + repeated("", button, "", size: size * 85 / 100) + "]}"
                let text =
                    #"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"#
                    + JSONText.quoted(content) + "}}"
                return validate(Array(text.utf8), routes: appRoutes)
            },
            Shape(name: "query routes x link query items", command: "route") { size in
                // size/50 routes `myapp://x?qN={v}`, and a link of about `size` bytes of items.
                let routes = RouteTable(
                    (0..<(size / 50)).map { try! RouteTable.Route(name: "r\($0)", pattern: "myapp://x?q\($0)={v}") })
                let link = "myapp://x?" + (0..<(size / 9)).map { "q\($0)=1" }.joined(separator: "&")
                return (size / 50 * 30 + link.utf8.count, { routes.match(link)?.position ?? -1 })
            },
            swift("run of #") { Self.repeated("", "#", "", size: $0, separator: "") },
            swift("runs of # before a quote") {
                Self.repeated("", String(repeating: "#", count: 999), "", size: $0, separator: "\"")
            },
            swift("nested comments opened") { Self.repeated("", "/*", "", size: $0, separator: "") },
            swift("raw string of near-closings") {
                String(repeating: "#", count: 64) + "\""
                    + Self.repeated("", "\"" + String(repeating: "#", count: 63), "", size: $0, separator: "")
            },
            swift("strings not closed on their line") {
                Self.repeated("", "let s = \"a\\\"b", "", size: $0, separator: "\n")
            },
            swift("backslashes, quotes, slashes, stars") {
                Self.repeated("", #"\\\"//**/*"#, "", size: $0, separator: "\n")
            },
            swift("ActivityAttributes types") { Self.repeated("", Self.activity, "", size: $0, separator: "\n") },
            Shape(name: "components x events", command: "replay") { size in
                // size/260 components of distinct types (about 130 bytes each), and as many
                // events activating them in reverse order (each found by id, each hiding the
                // last one shown).
                let count = size / 260
                let components = (1...count).map { id in
                    #"{"id":\#(id),"campaignId":11,"componentId":"8","status":"inactive","customConfig":{},"#
                        + #""component":{"id":"8","type":"t\#(id)","name":"T","config":{}}}"#
                }
                let componentsText = #"{"components":["# + components.joined(separator: ",") + "]}"
                let events = (0..<count).map { index in
                    Array(
                        (#"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":\#(count - index),"#
                            + #""componentType":"product_banner","status":"active","config":{}}}"#).utf8)
                }
                let report = Validator().validate(componentsText)
                guard case .reachu(.components(let parsed))? = report.payload else {
                    fatalError(
                        "scaling: the components response does not read: \(report.diagnostics.first?.message ?? "")")
                }
                let lifecycle = Reachu.Lifecycle(campaign: Reachu.Campaign(id: 11, name: "x"), components: parsed)
                let bytes = componentsText.utf8.count + events.reduce(0) { $0 + $1.count + 1 }
                return (
                    bytes,
                    {
                        var replay = Reachu.Replay(lifecycle: lifecycle, now: 1_735_214_400)
                        var shown = 0
                        for (line, event) in events.enumerated() {
                            shown &+= replay.apply(line: line + 1, bytes: event).visible.count
                        }
                        return shown
                    }
                )
            },
        ]
    }
}
