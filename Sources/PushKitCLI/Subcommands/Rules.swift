import PushKitCore

/// `pushkit rules [--format text|json]`: the catalogue of every rule.
struct Rules: Subcommand {
    static let configuration = CommandConfiguration(
        name: "rules",
        abstract: "List every rule pushkit checks, with examples.",
        signature: CommandSignature(options: [
            .option(
                "format", value: "format", help: "Output format: text or json.", allowed: ["text", "json"],
                default: "text")
        ])
    )

    var isJSON: Bool

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        isJSON = arguments.value("format") == "json"
    }

    func run(_ io: inout CommandIO) -> Int32 {
        let rules = RuleCatalogue.all
        if isJSON {
            io.stdout.write(Self.json(rules))
        } else {
            let style = TerminalStyle(for: io.stdout, environment: io.environment)
            let codeWidth = (rules.map(\.code.id.count).max() ?? 0) + 2
            for rule in rules {
                if io.stdout.isClosed { break }
                io.stdout.write(Self.text(rule, codeWidth: codeWidth, style: style))
            }
        }
        return ExitStatus.success
    }

    /// A rule as text: the code (padded to `codeWidth`), severity and summary on one line,
    /// the example that triggers it and the one that passes below.
    static func text(_ rule: Rule, codeWidth: Int, style: TerminalStyle) -> String {
        let code = rule.code.id
        let padding = String(repeating: " ", count: max(1, codeWidth - code.count))
        let severity = rule.severity.rawValue
        let severityPadding = String(repeating: " ", count: 8 - severity.count)
        func line(_ label: String, _ input: String) -> String {
            if !rule.exampleIsPayload { return "    \(label), described: \(input.printable)\n" }
            return "    \(label): \(input.isEmpty ? "(empty input)" : input.printable)\n"
        }
        var text = "\(style.bold(code))\(padding)\(severity)\(severityPadding)\(rule.summary.printable)\n"
        text += line("example", rule.example)
        text += line("passes", rule.passingExample)
        if let source = rule.source { text += "    source: \(source.printable)\n" }
        if let versions = rule.versions { text += "    versions: \(versions.printable)\n" }
        return text
    }

    /// `{"rules":[{"code","severity","summary","example","exampleIsPayload","passing","source","versions"}]}`:
    /// `passing` is the input nearest `example` that does not trigger the rule (a payload
    /// when `exampleIsPayload`); `source` and `versions` are `null` where not recorded.
    static func json(_ rules: [Rule]) -> String {
        var text = "{\"rules\":["
        for (index, rule) in rules.enumerated() {
            if index > 0 { text += "," }
            text += "{\"code\":" + JSONText.quoted(rule.code.id)
            text += ",\"severity\":" + JSONText.quoted(rule.severity.rawValue)
            text += ",\"summary\":" + JSONText.quoted(rule.summary)
            text += ",\"example\":" + JSONText.quoted(rule.example)
            text += ",\"exampleIsPayload\":\(rule.exampleIsPayload)"
            text += ",\"passing\":" + JSONText.quoted(rule.passingExample)
            text += ",\"source\":" + (rule.source.map(JSONText.quoted) ?? "null")
            text += ",\"versions\":" + (rule.versions.map(JSONText.quoted) ?? "null") + "}"
        }
        text += "]}\n"
        return text
    }
}
