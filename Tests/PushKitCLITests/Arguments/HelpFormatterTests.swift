import Testing

@testable import PushKitCLI

struct HelpFormatterTests {
    @Test func wrapsAtWordsWithAHangingIndent() {
        let formatter = HelpFormatter(width: 20)
        #expect(formatter.wrap("one two three four five", indent: 2) == "  one two three four\n  five")
        #expect(formatter.wrap("averyveryverylongwordindeed x", indent: 0) == "averyveryverylongwordindeed\nx")
        #expect(formatter.wrap("", indent: 3) == "   ")
        #expect(formatter.wrap("a  b", indent: 0) == "a b")
    }

    @Test func rootHelpHasTheArgumentParserLayout() {
        let expected = """
            OVERVIEW: Check push payloads: APNs, Synerise, Cordial, Reachu, Crobox.

            USAGE: pushkit <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              validate                Check payloads and report every problem.
              prepare                 Turn push jobs into the requests to send.
              classify                Say what each payload is and how it must be sent.
              render                  Preview a payload, or write it out for sending.
              route                   Show the route each deep link of a payload hits.
              replay                  Rehearse a Reachu campaign, event by event.
              rules                   List every rule pushkit checks, with examples.
              app                     Read Live Activity types from Swift into a profile.
              help                    Show help for a subcommand.

              See 'pushkit help <subcommand>' for detailed help.

            """
        #expect(PushKitCommand.rootHelp() == expected)
    }

    @Test func subcommandHelpListsArgumentsOptionsAndDefaults() {
        let help = HelpFormatter().help(Validate.configuration)
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "OVERVIEW: Check payloads and report every problem.")
        #expect(lines.contains("USAGE: pushkit validate [--format <format>] [--strict] [--max-bytes <bytes>]"))
        #expect(lines.contains("       [--ndjson] [--jobs <n>] [--max-diagnostics <n>] [--push-type <type>]"))
        #expect(lines.contains("       [--priority <priority>] [--channel-id <base64>] [--now <time>] [--routes"))
        #expect(lines.contains("       <file>] [--app <file>] [--sdk <vendor-platform@version> ...]"))
        #expect(lines.contains("       [--attributes-type <name>] <path> ..."))
        #expect(lines.contains("ARGUMENTS:"))
        #expect(lines.contains("OPTIONS:"))
        #expect(lines.contains("  --format <format>       Output format: text, json or github. (default: text)"))
        #expect(lines.contains("  --strict                Fail (exit 1) on warnings too."))
        #expect(lines.contains("  -h, --help              Show help information."))
        #expect(lines.contains("EXIT STATUS:"))
        #expect(!lines.contains("SUBCOMMANDS:"))
        #expect(!help.contains("--version"))
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test func aLabelWiderThanTheColumnPutsItsTextBelow() {
        let configuration = CommandConfiguration(
            name: "x", abstract: "X.",
            signature: CommandSignature(options: [
                .option("a-very-long-option-name", value: "value", help: "Explained.")
            ]))
        let help = HelpFormatter().help(configuration)
        #expect(help.contains("  --a-very-long-option-name <value>\n                          Explained.\n"))
    }
}
