import Foundation
import PushKitCLI
import Testing

/// Every number of every bundled payload, one at a time, made an extreme value (`Int64.min`,
/// `Int64.max` and one past each, ±2^53, `-0`, ±1e308, fractions), and every date written
/// as text made the first or the last instant ISO 8601 writes, through every command that
/// reads payloads, in single and NDJSON mode and against the clocks `--now` can give (issue
/// 39 item 1): each run ends with an exit status of 0, 1 or 2 and output, never a trap. A
/// trap in one NDJSON line would lose the whole batch (docs/security.md).
@Suite struct ExtremeNumberTests {
    static let payloads = RouteTests.repository.appendingPathComponent("Payloads")

    static let numbers = [
        "-9223372036854775808", "9223372036854775807", "-9223372036854775809", "9223372036854775808",
        "9007199254740992", "-9007199254740992", "-0", "1e308", "-1e308", "0.5", "-1.5", "1e-320",
    ]
    static let dates = ["0000-01-01T00:00:00.000+23:59", "9999-12-31T23:59:59.999999999-23:59"]
    static let clocks = ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z", "2026-01-01T00:00:00Z"]

    /// The bundled payloads a command reads (not the invalid, adversarial or published
    /// ones), each with the spans of its numbers and of its ISO 8601 date strings.
    struct Source {
        var path: String
        var text: [UInt8]
        var numbers: [Range<Int>]
        var dates: [Range<Int>]

        /// The text with `span` replaced by `replacement`, on one line.
        func replacing(_ span: Range<Int>, with replacement: String) -> String {
            var bytes = Array(text[..<span.lowerBound]) + Array(replacement.utf8) + Array(text[span.upperBound...])
            // Outside strings a line break is white space; inside one it cannot appear raw.
            for index in bytes.indices where bytes[index] == 0x0A || bytes[index] == 0x0D { bytes[index] = 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }

        /// Every variant: each number made each extreme, each date string each extreme.
        var variants: [String] {
            numbers.flatMap { span in ExtremeNumberTests.numbers.map { replacing(span, with: $0) } }
                + dates.flatMap { span in ExtremeNumberTests.dates.map { replacing(span, with: $0) } }
        }
    }

    static let sources: [Source] = {
        let skipped: Set<String> = ["invalid", "adversarial", "published"]
        let enumerator = FileManager.default.enumerator(at: payloads, includingPropertiesForKeys: nil)
        var sources: [Source] = []
        var seen: Set<String> = []
        while let url = enumerator?.nextObject() as? URL {
            let relative = url.path.dropFirst(payloads.path.count + 1)
            guard url.pathExtension == "json", !skipped.contains(String(relative.prefix { $0 != "/" })),
                !relative.hasSuffix("app.json"), !relative.hasPrefix("app/broken"), !relative.hasPrefix("routes"),
                let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            let text = Array(data)
            var (numbers, dates) = spans(text)
            // One site for each key of each kind: the fixtures of a kind repeat their keys,
            // and each variant costs a run of every command.
            let kind = relative.split(separator: "/").dropLast().joined(separator: "/")
            numbers = numbers.filter { seen.insert(kind + " " + key(before: $0, in: text)).inserted }
            dates = dates.filter { seen.insert(kind + " " + key(before: $0, in: text)).inserted }
            if !numbers.isEmpty || !dates.isEmpty {
                sources.append(Source(path: String(relative), text: text, numbers: numbers, dates: dates))
            }
        }
        return sources.sorted { $0.path < $1.path }
    }()

    /// The key of the member whose value (or element of whose value) `span` is: the
    /// last string followed by a colon before it.
    static func key(before span: Range<Int>, in text: [UInt8]) -> String {
        var index = span.lowerBound - 1
        while index > 0, text[index] != UInt8(ascii: ":") { index -= 1 }
        var end = index - 1
        while end > 0, text[end] != UInt8(ascii: "\"") { end -= 1 }
        var start = end - 1
        while start > 0, text[start] != UInt8(ascii: "\"") { start -= 1 }
        return start < end ? String(decoding: text[start..<end], as: UTF8.self) : ""
    }

    /// The spans of the numbers outside strings, and of the strings' bodies that are ISO 8601
    /// dates and times (`2024-12-25T10:00:00Z`).
    static func spans(_ text: [UInt8]) -> (numbers: [Range<Int>], dates: [Range<Int>]) {
        var numbers: [Range<Int>] = []
        var dates: [Range<Int>] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < text.count, text[end] != UInt8(ascii: "\"") { end += text[end] == 0x5C ? 2 : 1 }
                let body = index + 1..<min(end, text.count)
                let isDate =
                    body.count >= 20 && text[body.lowerBound + 4] == UInt8(ascii: "-")
                    && text[body.lowerBound + 10] == UInt8(ascii: "T")
                    && text[body.lowerBound..<body.lowerBound + 4].allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
                if isDate { dates.append(body) }
                index = end + 1
            } else if byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39) {
                var end = index + 1
                while end < text.count, "+-.eE0123456789".utf8.contains(text[end]) { end += 1 }
                numbers.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        return (numbers, dates)
    }

    /// Writes every variant of every source into one folder and one NDJSON file.
    static func corpus(in directory: TemporaryDirectory) throws -> (folder: String, ndjson: String, count: Int) {
        var lines: [String] = []
        for source in sources {
            for (offset, variant) in source.variants.enumerated() {
                let name = source.path.replacingOccurrences(of: "/", with: "_")
                try directory.write("variants/\(offset)-\(name)", variant)
                lines.append(variant)
            }
        }
        let ndjson = try directory.write("variants.ndjson", lines.joined(separator: "\n") + "\n")
        return (directory.url.appendingPathComponent("variants").path, ndjson, lines.count)
    }

    @Test func theCorpusHasEveryKindsNumbersAndDates() {
        let kinds = Set(Self.sources.map { $0.path.split(separator: "/").prefix(2).joined(separator: "/") })
        #expect(kinds.count >= 25, "\(kinds.sorted())")
        #expect(Self.sources.reduce(0) { $0 + $1.numbers.count } >= 100)
        #expect(Self.sources.reduce(0) { $0 + $1.dates.count } >= 5)
        // Each date, duration and size of a Live Activity is among them.
        let liveActivity = Self.sources.filter { $0.path.hasPrefix("apns/liveactivity") }.map {
            String(decoding: $0.text, as: UTF8.self)
        }
        for key in ["\"timestamp\"", "\"stale-date\"", "\"dismissal-date\"", "\"relevance-score\""] {
            #expect(liveActivity.contains { $0.contains(key) }, "\(key)")
        }
    }

    @Test func validateAndClassifyEndNormallyOnEveryVariantAtEveryClock() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (folder, ndjson, count) = try Self.corpus(in: directory)
        for clock in Self.clocks {
            let run = runInProcess(["validate", "--now", clock, folder])
            #expect(run.status == 1, "validate --now \(clock): \(run.stderr)")
            let batch = runInProcess([
                "validate", "--ndjson", "--jobs", "2", "--now", clock, "--format", "json", ndjson,
            ])
            #expect(batch.status == 1, "\(batch.stderr)")
            // One result a line: none lost.
            #expect(batch.lines.count == count, "validate --ndjson --now \(clock)")
            let app = RouteTests.repository.appendingPathComponent("Payloads/app/match/app.json").path
            let withApp = runInProcess(["validate", "--app", app, "--now", clock, "--ndjson", ndjson])
            #expect(withApp.status == 1, "\(withApp.stderr)")
        }
        for format in ["json", "github"] {
            let run = runInProcess(["validate", "--format", format, folder])
            #expect(run.status == 1, "validate --format \(format): \(run.stderr)")
        }
        let classified = runInProcess(["classify", "--format", "json", folder])
        #expect([0, 1].contains(classified.status), "\(classified.stderr)")
        #expect(classified.lines.count == count)
        let routes = Self.payloads.appendingPathComponent("routes.json").path
        let routed = runInProcess(["route", "--routes", routes, "--format", "json", folder])
        #expect([0, 1].contains(routed.status), "\(routed.stderr)")
    }

    @Test func renderEndsNormallyOnEveryVariant() throws {
        for source in Self.sources {
            for variant in source.variants {
                for format in ["text"] {
                    let run = runInProcess(["render", "--format", format, "-"], stdin: Array(variant.utf8))
                    #expect([0, 1, 2].contains(run.status), "\(source.path) \(format)")
                    #expect(!run.stdout.isEmpty || !run.stderr.isEmpty)
                }
            }
        }
        // The HTML preview and the sending formats on the Live Activities, the dates' home.
        for source in Self.sources where source.path.hasPrefix("apns/liveactivity") {
            for variant in source.variants {
                for format in [
                    ["html"], ["json"], ["curl", "--bundle-id", "com.example", "--device-token", "a1b2c3d4"],
                ] {
                    let run = runInProcess(["render", "--format"] + format + ["-"], stdin: Array(variant.utf8))
                    #expect([0, 1, 2].contains(run.status), "\(source.path) \(format[0])")
                }
            }
        }
    }

    @Test func replayEndsNormallyOnEveryVariantOfItsEventsAndDocuments() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let reachu = Self.sources.filter { $0.path.hasPrefix("reachu/") }
        let events = reachu.filter {
            !$0.path.hasPrefix("reachu/campaign/") && !$0.path.hasPrefix("reachu/components/")
        }
        .flatMap(\.variants)
        let eventsPath = try directory.write("events.ndjson", events.joined(separator: "\n") + "\n")
        let campaign = Self.payloads.appendingPathComponent("reachu/campaign/seed.json").path
        let components = Self.payloads.appendingPathComponent("reachu/components/seed.json").path
        for clock in Self.clocks {
            for format in ["text", "json"] {
                let run = runInProcess([
                    "replay", "--campaign", campaign, "--components", components, "--now", clock, "--format", format,
                    eventsPath,
                ])
                #expect([0, 1].contains(run.status), "replay --now \(clock): \(run.stderr)")
                #expect(!run.stdout.isEmpty)
            }
        }
        // The campaign and the components documents themselves, each variant.
        for source in reachu
        where source.path.hasPrefix("reachu/campaign/") || source.path.hasPrefix("reachu/components/") {
            let isCampaign = source.path.hasPrefix("reachu/campaign/")
            for variant in source.variants {
                let file = try directory.write("document.json", variant)
                let run = runInProcess([
                    "replay", "--campaign", isCampaign ? file : campaign, "--components",
                    isCampaign ? components : file,
                    "--now", "2026-01-01T00:00:00Z", eventsPath,
                ])
                #expect([0, 1, 2].contains(run.status), "\(source.path): \(run.stderr)")
            }
        }
    }

    @Test func prepareEndsNormallyOnEveryVariantAndEveryExtremeRequestField() throws {
        let apns = #""apns":{"deviceToken":"a1b2c3d4e5f60718","bundleId":"com.example.shop""#
        var jobs = Self.sources.filter { $0.path.hasPrefix("apns/") }.flatMap(\.variants).map {
            "{\(apns)},\"payload\":\($0)}"
        }
        for number in Self.numbers {
            for key in ["expiration", "priority"] {
                jobs.append("{\(apns),\"\(key)\":\(number)},\"payload\":{\"aps\":{\"alert\":\"Hi\"}}}")
            }
        }
        let text = jobs.joined(separator: "\n") + "\n"
        for arguments in [["prepare", "--ndjson", "-"], ["prepare", "--ndjson", "--jobs", "2", "-"]] {
            let run = runInProcess(arguments, stdin: Array(text.utf8))
            #expect([0, 1].contains(run.status), "\(arguments): \(run.stderr)")
            #expect(run.lines.count == jobs.count, "\(arguments): one answer a job")
        }
    }
}
