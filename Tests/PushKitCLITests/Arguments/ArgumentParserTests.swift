import Testing

@testable import PushKitCLI

private let signature = CommandSignature(
    options: [
        .option("format", value: "format", help: "Format.", allowed: ["text", "json", "github"], default: "text"),
        .flag("strict", help: "Strict."),
        .option("max-bytes", value: "bytes", help: "Limit."),
        .option("route", value: "file", help: "Routes.", repeatable: true),
    ],
    arguments: [ArgumentSpec("path", help: "Paths.", repeating: true)]
)

private func parse(_ line: [String]) throws(ArgumentError) -> ParsedArguments {
    try ArgumentParser(signature).parse(line)
}

struct ArgumentParserTests {
    struct Good: Sendable, CustomTestStringConvertible {
        var line: [String]
        var flags: Set<String> = []
        var values: [String: [String]] = [:]
        var positionals: [String]
        var testDescription: String { line.joined(separator: " ") }
    }

    static let good: [Good] = [
        Good(line: ["a.json"], positionals: ["a.json"]),
        Good(line: ["a.json", "b"], positionals: ["a.json", "b"]),
        Good(line: ["--format", "json", "a"], values: ["format": ["json"]], positionals: ["a"]),
        Good(line: ["--format=github", "a"], values: ["format": ["github"]], positionals: ["a"]),
        Good(line: ["a", "--strict", "b"], flags: ["strict"], positionals: ["a", "b"]),
        Good(line: ["--format", "json", "--format", "text", "a"], values: ["format": ["text"]], positionals: ["a"]),
        Good(line: ["--route", "x", "--route=y", "a"], values: ["route": ["x", "y"]], positionals: ["a"]),
        Good(line: ["-"], positionals: ["-"]),
        Good(line: ["--", "--strict", "-h"], positionals: ["--strict", "-h"]),
        Good(line: ["--strict", "--", "-"], flags: ["strict"], positionals: ["-"]),
        Good(line: ["--max-bytes", "-5", "a"], values: ["max-bytes": ["-5"]], positionals: ["a"]),
        Good(line: ["--max-bytes=", "a"], values: ["max-bytes": [""]], positionals: ["a"]),
        Good(line: ["--route", "-", "a"], values: ["route": ["-"]], positionals: ["a"]),
        Good(line: ["--max-bytes=a=b", "x"], values: ["max-bytes": ["a=b"]], positionals: ["x"]),
    ]

    @Test(arguments: good)
    func accepts(_ example: Good) throws {
        let parsed = try parse(example.line)
        #expect(parsed.flags == example.flags)
        #expect(parsed.values == example.values)
        #expect(parsed.positionals == example.positionals)
        #expect(!parsed.isHelpRequested)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var line: [String]
        var message: String
        var testDescription: String { line.joined(separator: " ") }
    }

    static let bad: [Bad] = [
        Bad(line: [], message: "missing expected argument '<path> ...'"),
        Bad(line: ["--strict"], message: "missing expected argument '<path> ...'"),
        Bad(line: ["--frmat", "json", "a"], message: "unknown option '--frmat'; did you mean '--format'?"),
        Bad(line: ["--frmat=json", "a"], message: "unknown option '--frmat'; did you mean '--format'?"),
        Bad(line: ["--colour", "a"], message: "unknown option '--colour'"),
        Bad(line: ["-x", "a"], message: "unknown option '-x'"),
        Bad(line: ["-5"], message: "unknown option '-5'"),
        Bad(line: ["a", "--format"], message: "missing value for '--format <format>'"),
        Bad(line: ["--format", "--strict", "a"], message: "missing value for '--format <format>'"),
        Bad(
            line: ["--format", "xml", "a"],
            message: "invalid value 'xml' for '--format <format>': expected text, json or github"),
        Bad(
            line: ["--format=", "a"],
            message: "invalid value '' for '--format <format>': expected text, json or github"),
        Bad(line: ["--strict=yes", "a"], message: "'--strict' takes no value"),
        Bad(line: ["--strict=", "a"], message: "'--strict' takes no value"),
        Bad(line: ["--\u{1B}[31m", "a"], message: "unknown option '--\\u{1B}[31m'"),
    ]

    @Test(arguments: bad)
    func rejects(_ example: Bad) {
        #expect {
            _ = try parse(example.line)
        } throws: { error in
            (error as? ArgumentError)?.message == example.message
        }
    }

    @Test func helpWinsAnywhereBeforeDoubleDash() throws {
        #expect(try parse(["--frmat", "x", "-h"]).isHelpRequested)
        #expect(try parse(["a", "--help"]).isHelpRequested)
        #expect(try parse(["--", "--help"]).positionals == ["--help"])
    }

    @Test func singleArgumentSignatures() throws {
        let one = ArgumentParser(
            CommandSignature(arguments: [ArgumentSpec("subcommand", help: "", optional: true)]))
        #expect(try one.parse([]).positionals == [])
        #expect(try one.parse(["validate"]).positionals == ["validate"])
        #expect(throws: ArgumentError.unexpectedArgument("b")) { try one.parse(["a", "b"]) }
        let none = ArgumentParser(CommandSignature())
        #expect(throws: ArgumentError.unexpectedArgument("x")) { try none.parse(["x"]) }
    }

    @Test func integerValues() throws {
        let parsed = try parse(["--max-bytes", "10", "a"])
        #expect(try parsed.integer("max-bytes", in: 1...100, default: 5, signature: signature) == 10)
        #expect(try parse(["a"]).integer("max-bytes", in: 1...100, default: 5, signature: signature) == 5)
        for text in ["0", "101", "-5", "+5", "1e3", "ten", "", "99999999999999999999999"] {
            let values = try parse(["--max-bytes=\(text)", "a"])
            #expect {
                _ = try values.integer("max-bytes", in: 1...100, default: 5, signature: signature)
            } throws: { error in
                (error as? ArgumentError)?.message
                    == "invalid value '\(text)' for '--max-bytes <bytes>': expected a whole number from 1 to 100"
            }
        }
    }

    @Test func suggestions() {
        #expect(closestMatch(to: "valdate", in: ["validate", "rules", "help"]) == "validate")
        #expect(closestMatch(to: "rule", in: ["validate", "rules", "help"]) == "rules")
        #expect(closestMatch(to: "xyz", in: ["validate", "rules", "help"]) == nil)
        #expect(closestMatch(to: "", in: ["validate"]) == nil)
        #expect(disjunction(["a"]) == "a")
        #expect(disjunction(["a", "b"]) == "a or b")
        #expect(disjunction(["a", "b", "c"]) == "a, b or c")
        #expect(disjunction([]) == "")
    }
}
