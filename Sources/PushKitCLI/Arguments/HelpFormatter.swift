/// Everything help shows about a command.
struct CommandConfiguration: Sendable {
    /// The subcommand's name, `validate`; empty for the root command.
    var name: String
    /// One line saying what the command does.
    var abstract: String
    /// Paragraphs shown after the overview, if any.
    var discussion: String
    /// What the command accepts.
    var signature: CommandSignature
    /// Extra titled sections after the options, such as `EXIT STATUS`.
    var sections: [HelpSection]

    init(
        name: String,
        abstract: String,
        discussion: String = "",
        signature: CommandSignature = CommandSignature(),
        sections: [HelpSection] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.signature = signature
        self.sections = sections
    }

    /// `pushkit validate`: the words that run the command.
    var commandPath: String { name.isEmpty ? PushKitCommand.name : "\(PushKitCommand.name) \(name)" }
}

/// A titled list of labels and their explanations.
struct HelpSection: Sendable {
    /// The heading, printed in capitals with a colon.
    var title: String
    /// Rows of label and text.
    var rows: [(label: String, text: String)]

    init(_ title: String, rows: [(label: String, text: String)]) {
        self.title = title
        self.rows = rows
    }
}

/// Renders help in the layout of swift-argument-parser: `OVERVIEW:`, `USAGE:`,
/// `ARGUMENTS:`, `OPTIONS:`, `SUBCOMMANDS:`, with labels indented by 2 and their text
/// starting at column 27.
struct HelpFormatter: Sendable {
    /// The width text is wrapped to.
    var width = 80
    static let indent = 2
    static let labelColumn = 26

    /// `<prefix>pushkit validate [--format <format>] [--strict] <path> ...`, wrapped with a
    /// hanging indent as wide as `prefix` (`USAGE: ` in help, `Usage: ` after an error).
    func usage(
        _ configuration: CommandConfiguration,
        subcommands: [CommandConfiguration] = [],
        prefix: String = "USAGE: "
    ) -> String {
        var words = [configuration.commandPath]
        for option in configuration.signature.options {
            words.append(option.isRepeatable ? "[\(option.label) ...]" : "[\(option.label)]")
        }
        for argument in configuration.signature.arguments {
            words.append(argument.isOptional ? "[\(argument.label)]" : argument.label)
        }
        if !subcommands.isEmpty { words.append("<subcommand>") }
        return wrap(prefix + words.joined(separator: " "), indent: prefix.count, firstIndent: 0)
    }

    /// The whole help text, ending with a line feed.
    func help(_ configuration: CommandConfiguration, subcommands: [CommandConfiguration] = []) -> String {
        var blocks: [String] = []
        blocks.append(wrap("OVERVIEW: \(configuration.abstract)", indent: 0))
        if !configuration.discussion.isEmpty {
            blocks.append(
                configuration.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { wrap(String($0), indent: 0) }.joined(separator: "\n"))
        }
        blocks.append(usage(configuration, subcommands: subcommands))
        let signature = configuration.signature
        if !signature.arguments.isEmpty {
            blocks.append(section("ARGUMENTS", rows: signature.arguments.map { ($0.label, $0.help) }))
        }
        var optionRows = signature.options.map { option in
            var text = option.help
            if let defaultValue = option.defaultValue { text += " (default: \(defaultValue))" }
            return (option.label, text)
        }
        if configuration.name.isEmpty { optionRows.append(("--version", "Show the version.")) }
        optionRows.append(("-h, --help", "Show help information."))
        blocks.append(section("OPTIONS", rows: optionRows))
        for extra in configuration.sections {
            blocks.append(section(extra.title, rows: extra.rows))
        }
        if !subcommands.isEmpty {
            blocks.append(section("SUBCOMMANDS", rows: subcommands.map { ($0.name, $0.abstract) }))
            blocks.append("  See '\(configuration.commandPath) help <subcommand>' for detailed help.")
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    private func section(_ title: String, rows: [(label: String, text: String)]) -> String {
        var lines = ["\(title.uppercased()):"]
        for row in rows {
            let label = String(repeating: " ", count: Self.indent) + row.label
            if row.text.isEmpty {
                lines.append(label)
            } else if label.count < Self.labelColumn {
                let text = wrap(row.text, indent: Self.labelColumn)
                lines.append(label + text.dropFirst(label.count))
            } else {
                lines.append(label)
                lines.append(wrap(row.text, indent: Self.labelColumn))
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Wraps `text` at spaces to ``width``: every line indented by `indent` spaces, the
    /// first by `firstIndent` (default `indent`). A word longer than a line stays whole.
    func wrap(_ text: String, indent: Int, firstIndent: Int? = nil) -> String {
        var lines: [String] = []
        var line = String(repeating: " ", count: firstIndent ?? indent)
        var lineHasWord = false
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if lineHasWord && line.count + 1 + word.count > width {
                lines.append(line)
                line = String(repeating: " ", count: indent)
                lineHasWord = false
            }
            if lineHasWord { line += " " }
            line += word
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
