import Foundation
import Testing

/// Runs the built `pushkit` executable and checks its standard output, standard error
/// and exit status. Paths are relative to the temporary folder the tests write into.
@Suite(.serialized)
struct EndToEndTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("good.json", Sample.valid)
        try directory.write("bad.json", Sample.trailingComma)
        try directory.write("two.json", Sample.twoProblems)
        try directory.write("tree/b.json", Sample.valid)
        try directory.write("tree/a/z.json", Sample.trailingComma)
        try directory.write("tree/a.json", Sample.valid)
        try directory.write("tree/.hidden/x.json", Sample.trailingComma)
        try directory.write("tree/notes.txt", "not a payload")
        try directory.makeDirectory("empty")
    }

    private func pushkit(
        _ arguments: String...,
        stdin: String = "",
        environment: [String: String] = [:]
    ) throws -> RunOutput {
        try Executable.run(arguments, in: directory.url, stdin: Array(stdin.utf8), environment: environment)
    }

    @Test func validFile() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "good.json")
        #expect(run.status == 0)
        #expect(run.stdout == "1 payload: 1 valid, 0 invalid; 0 errors, 0 warnings\n")
        #expect(run.stderr == "")
    }

    @Test func invalidJSONFile() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "bad.json")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                bad.json:1:12: error: trailing comma before '}'; remove the comma [json.trailing-comma]
                1 payload: 0 valid, 1 invalid; 1 error, 0 warnings

                """)
        #expect(run.stderr == "")
    }

    @Test func jsonFormat() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "--format", "json", "good.json", "two.json", "missing.json")
        #expect(run.status == 2)
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix(#"{"results":[{"source":"good.json","valid":true,"kind":"apns.alert","#))
        #expect(run.stdout.hasSuffix("}\n"))
        #expect(run.stdout.split(separator: "\n").count == 1)
        let document = try #require(try parseJSON(run.stdout) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["source"] as? String } == ["good.json", "two.json", "missing.json"])
        #expect(results.map { $0["valid"] as? Bool } == [true, false, false])
        #expect(results.map { $0["kind"] as? String } == ["apns.alert", "apns.alert", "unknown"])
        let diagnostics = try #require(results[1]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["json.duplicate-key", "json.invalid-number"])
        #expect(diagnostics.map { $0["pointer"] as? String } == ["/aps", "/aps/badge"])
        #expect(diagnostics.map { $0["line"] as? Int } == [2, 2])
        #expect(diagnostics.map { $0["column"] as? Int } == [2, 19])
        for diagnostic in diagnostics {
            #expect(diagnostic["severity"] as? String == "error")
            #expect((diagnostic["message"] as? String)?.isEmpty == false)
            #expect((diagnostic["summary"] as? String)?.isEmpty == false)
        }
        let missing = try #require(results[2]["diagnostics"] as? [[String: Any]])
        #expect(missing.map { $0["code"] as? String } == ["input.not-found"])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary == ["payloads": 3, "valid": 1, "invalid": 2, "errors": 3, "warnings": 0, "skipped": 0])
        // The keys come in the documented order.
        let keyOrder = [
            "\"source\"", "\"valid\"", "\"kind\"", "\"diagnostics\"", "\"code\"", "\"severity\"",
            "\"pointer\"", "\"line\"", "\"column\"", "\"message\"", "\"summary\"", "\"payloads\"", "\"invalid\"",
            "\"errors\"", "\"warnings\"", "\"skipped\"",
        ]
        var position = run.stdout.startIndex
        for key in keyOrder {
            let found = try #require(run.stdout.range(of: key, range: position..<run.stdout.endIndex), "\(key)")
            position = found.upperBound
        }
    }

    @Test func githubFormat() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "--format=github", "bad.json", "good.json")
        #expect(run.status == 1)
        #expect(
            run.stdout == """
                ::error file=bad.json,line=1,col=12,title=json.trailing-comma::trailing comma before '}'; remove the comma
                2 payloads: 1 valid, 1 invalid; 1 error, 0 warnings

                """)
    }

    @Test func directoryWalkOrder() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "--format", "json", "tree")
        #expect(run.status == 1)
        let document = try #require(try parseJSON(run.stdout) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["source"] as? String } == ["tree/a.json", "tree/a/z.json", "tree/b.json"])
    }

    @Test func standardInput() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "-", stdin: Sample.trailingComma)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<stdin>:1:12: error: trailing comma before '}'"))
        let good = try pushkit("validate", "good.json", "-", stdin: Sample.valid)
        #expect(good.status == 0)
        #expect(good.stdout == "2 payloads: 2 valid, 0 invalid; 0 errors, 0 warnings\n")
    }

    @Test func missingFileStillPrintsEveryResult() throws {
        defer { directory.remove() }
        let run = try pushkit("validate", "missing.json", "bad.json", "empty")
        #expect(run.status == 2)
        #expect(
            run.stdout == """
                missing.json:1:1: error: cannot open 'missing.json': no such file or directory [input.not-found]
                bad.json:1:12: error: trailing comma before '}'; remove the comma [json.trailing-comma]
                empty:1:1: error: the folder holds no *.json file [input.no-json]
                3 payloads: 0 valid, 3 invalid; 3 errors, 0 warnings

                """)
        #expect(run.stderr == "")
    }

    @Test func strict() throws {
        defer { directory.remove() }
        #expect(try pushkit("validate", "--strict", "good.json").status == 0)
        #expect(try pushkit("validate", "--strict", "bad.json").status == 1)
    }

    @Test func maxBytesRefusal() throws {
        defer { directory.remove() }
        let size = Sample.valid.utf8.count
        let run = try pushkit("validate", "--max-bytes", "8", "good.json")
        #expect(run.status == 1)
        #expect(
            run.stdout.hasPrefix(
                "good.json:1:1: error: the input is \(size) bytes, over the limit of 8 bytes; "
                    + "raise the limit (--max-bytes) only for input you trust [json.too-large]\n"))
        #expect(try pushkit("validate", "--max-bytes", "\(size)", "good.json").status == 0)
    }

    @Test func helpAndVersion() throws {
        defer { directory.remove() }
        let help = try pushkit("--help")
        #expect(help.status == 0)
        #expect(help.stdout.hasPrefix("OVERVIEW: "))
        #expect(help.stdout.contains("\nSUBCOMMANDS:\n  validate "))
        #expect(help.stderr == "")
        let helpValidate = try pushkit("help", "validate")
        #expect(helpValidate.status == 0)
        #expect(helpValidate.stdout.contains("USAGE: pushkit validate [--format <format>]"))
        #expect(try pushkit("validate", "--help").stdout == helpValidate.stdout)
        let version = try pushkit("--version")
        #expect(version.status == 0)
        #expect(version.stdout == "pushkit 0.1.0\n")
    }

    @Test func unknownFlagAndCommand() throws {
        defer { directory.remove() }
        let flag = try pushkit("validate", "--strictt", "good.json")
        #expect(flag.status == 2)
        #expect(flag.stdout == "")
        #expect(
            flag.stderr == """
                Error: unknown option '--strictt'; did you mean '--strict'?
                Usage: pushkit validate [--format <format>] [--strict] [--max-bytes <bytes>]
                       [--ndjson] [--jobs <n>] [--max-diagnostics <n>] [--push-type <type>]
                       [--priority <priority>] [--channel-id <base64>] [--now <time>] [--routes
                       <file>] [--app <file>] [--sdk <vendor-platform@version> ...]
                       [--attributes-type <name>] <path> ...
                  See 'pushkit validate --help' for more information.

                """)
        let command = try pushkit("lint")
        #expect(command.status == 2)
        #expect(command.stderr.hasPrefix("Error: unknown command 'lint'\n"))
        #expect(command.stderr.contains("See 'pushkit --help'"))
        let missing = try pushkit("validate")
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("Error: missing expected argument '<path> ...'\n"))
    }

    @Test func noColorOnAPipe() throws {
        defer { directory.remove() }
        // Standard output is a pipe here, so there is never colour, set or not.
        let run = try pushkit("validate", "bad.json", environment: ["TERM": "xterm-256color"])
        #expect(!run.stdout.contains("\u{1B}["))
        let noColor = try pushkit("validate", "bad.json", environment: ["NO_COLOR": "1"])
        #expect(noColor.stdout == run.stdout)
    }

    /// Runs pushkit on a pseudo-terminal with util-linux `script`, where there is one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func colourOnATerminalUnlessNoColor() throws {
        defer { directory.remove() }
        let url = try #require(Executable.url)
        func onTerminal(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", "'\(url.path)' validate bad.json", "/dev/null"]
            process.currentDirectoryURL = directory.url
            var variables = ProcessInfo.processInfo.environment
            variables["NO_COLOR"] = nil
            variables["TERM"] = "xterm-256color"
            for (name, value) in environment { variables[name] = value }
            process.environment = variables
            let output = Pipe()
            process.standardOutput = output
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let coloured = try onTerminal([:])
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let plain = try onTerminal(["NO_COLOR": ""])
        #expect(plain.contains("bad.json:1:12: error: trailing comma"))
        #expect(!plain.contains("\u{1B}["))
    }

    @Test func closedPipeEndsQuietly() throws {
        defer { directory.remove() }
        let run = try Executable.runWithClosedOutput(["rules"])
        #expect(run.exited)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }
}
