import PushKitCLI
import PushKitCore
import Testing

struct RulesTests {
    @Test func textListsEveryRuleWithItsExamples() throws {
        let run = runInProcess(["rules"])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let extra = RuleCatalogue.all.reduce(0) { $0 + ($1.source == nil ? 0 : 1) + ($1.versions == nil ? 0 : 1) }
        #expect(run.lines.count == RuleCatalogue.all.count * 3 + extra)
        for rule in RuleCatalogue.all {
            #expect(run.lines.contains { $0.hasPrefix(rule.code.id + " ") && $0.hasSuffix(rule.summary) })
        }
        #expect(run.lines.contains("    example: {\"aps\": {} // note\\n}"))
        #expect(run.lines.contains("    passes: {\"aps\": {}\\n}"))
        #expect(run.lines.contains("    example: (empty input)"))
        #expect(run.lines.contains("    example, described: a file of 2 MiB with the default --max-bytes"))
        #expect(run.lines.contains("    passes, described: a payload of 4 KiB with the default --max-bytes"))
        // Each rule's lines: summary, example, passing example, then source and versions.
        let comment = try #require(run.lines.firstIndex { $0.hasPrefix("json.comment ") })
        #expect(run.lines[comment + 2] == "    passes: {\"aps\": {}\\n}")
        #expect(!run.stdout.contains("\u{1B}["))
        let critical = try #require(RuleCatalogue.rule(for: "apns.critical-without-sound"))
        #expect(run.lines.contains("    source: " + (critical.source ?? "")))
        #expect(run.lines.contains("    versions: " + (critical.versions ?? "")))
    }

    @Test func columnsLineUp() throws {
        let run = runInProcess(["rules"])
        let width = try #require(RuleCatalogue.all.map(\.code.id.count).max()) + 2
        let code = "json.trailing-comma"
        let padding = String(repeating: " ", count: width - code.count)
        #expect(run.lines.contains(code + padding + "error   A comma before a closing ] or }."))
        for line in run.lines where !line.hasPrefix("    ") {
            let severity = line.dropFirst(width).prefix(8)
            #expect(["error   ", "warning ", "info    "].contains(String(severity)), "\(line)")
        }
    }

    @Test func colourOnATerminalOnly() {
        #expect(runInProcess(["rules"], terminal: true).stdout.contains("\u{1B}[1m"))
        #expect(!runInProcess(["rules"], environment: ["NO_COLOR": ""], terminal: true).stdout.contains("\u{1B}["))
    }

    @Test func json() throws {
        let run = runInProcess(["rules", "--format", "json"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("{\"rules\":[{\"code\":"))
        #expect(run.stdout.hasSuffix("]}\n"))
        #expect(run.stdout.contains(#"{"code":"json.empty","severity":"error","#))
        let parsed = try parseJSON(run.stdout)
        let rules = try #require((parsed as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalogue.all.count)
        for (entry, rule) in zip(rules, RuleCatalogue.all) {
            #expect(entry["code"] as? String == rule.code.id)
            #expect(entry["severity"] as? String == rule.severity.rawValue)
            #expect(entry["summary"] as? String == rule.summary)
            #expect(entry["example"] as? String == rule.example)
            #expect(entry["exampleIsPayload"] as? Bool == rule.exampleIsPayload)
            #expect(entry["passing"] as? String == rule.passingExample)
        }
        #expect(run.stdout.contains(#""example":"","exampleIsPayload":true,"passing":"{\"aps\":{\"alert\":\"Hi\"}}","#))
    }

    @Test func badFormat() {
        let run = runInProcess(["rules", "--format", "github"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: invalid value 'github' for '--format <format>': expected text or json\n"
                    + "Usage: pushkit rules [--format <format>]\n"))
    }
}
