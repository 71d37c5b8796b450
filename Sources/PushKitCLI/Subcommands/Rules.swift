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
    /// the example below.
    static func text(_ rule: Rule, codeWidth: Int, style: TerminalStyle) -> String {
        let code = rule.code.id
        let padding = String(repeating: " ", count: max(1, codeWidth - code.count))
        let severity = rule.severity.rawValue
        let severityPadding = String(repeating: " ", count: 8 - severity.count)
        let example: String
        if !rule.exampleIsPayload {
            example = "example, described: \(rule.example.printable)"
        } else if rule.example.isEmpty {
            example = "example: (empty input)"
        } else {
            example = "example: \(rule.example.printable)"
        }
        var text = "\(style.bold(code))\(padding)\(severity)\(severityPadding)\(rule.summary.printable)\n"
        text += "    \(example)\n"
        if let source = rule.source { text += "    source: \(source.printable)\n" }
        if let versions = rule.versions { text += "    versions: \(versions.printable)\n" }
        return text
    }

    /// `{"rules":[{"code","severity","summary","example","exampleIsPayload","source","versions"}]}`;
    /// `source` and `versions` are `null` where not recorded.
    static func json(_ rules: [Rule]) -> String {
        var text = "{\"rules\":["
        for (index, rule) in rules.enumerated() {
            if index > 0 { text += "," }
            text += "{\"code\":" + JSONText.quoted(rule.code.id)
            text += ",\"severity\":" + JSONText.quoted(rule.severity.rawValue)
            text += ",\"summary\":" + JSONText.quoted(rule.summary)
            text += ",\"example\":" + JSONText.quoted(rule.example)
            text += ",\"exampleIsPayload\":\(rule.exampleIsPayload)"
            text += ",\"source\":" + (rule.source.map(JSONText.quoted) ?? "null")
            text += ",\"versions\":" + (rule.versions.map(JSONText.quoted) ?? "null") + "}"
        }
        text += "]}\n"
        return text
    }
}
