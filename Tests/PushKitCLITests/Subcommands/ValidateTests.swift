import Foundation
import Testing

@testable import PushKitCLI

struct ValidateTests {
    @Test func validFileGivesOnlyTheSummary() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("good.json", Sample.valid)
        let run = runInProcess(["validate", file])
        #expect(run.status == 0)
        #expect(run.stdout == "1 payload: 1 valid, 0 invalid; 0 errors, 0 warnings\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func invalidFileGivesCompilerStyleLines() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("two.json", Sample.twoProblems)
        let run = runInProcess(["validate", file])
        #expect(run.status == 1)
        #expect(run.lines.count == 3)
        #expect(run.lines[0].hasPrefix("\(file):2:2: error: "))
        #expect(run.lines[0].hasSuffix(" [json.duplicate-key]"))
        #expect(run.lines[1].hasPrefix("\(file):2:19: error: "))
        #expect(run.lines[1].hasSuffix(" [json.invalid-number]"))
        #expect(run.lines[2] == "1 payload: 0 valid, 1 invalid; 2 errors, 0 warnings")
    }

    @Test func standardInputIsNamed() {
        let run = runInProcess(["validate", "-"], stdin: Array(Sample.trailingComma.utf8))
        #expect(run.status == 1)
        #expect(run.lines.first?.hasPrefix("<stdin>:1:12: error: ") == true)
        let empty = runInProcess(["validate", "-"])
        #expect(empty.lines.first?.hasSuffix("[json.empty]") == true)
    }

    /// Issue 25 item 6: pointers and messages carry C1 controls and U+2028 escaped, in every
    /// format, and the JSON stays valid.
    @Test func everyFormatEscapesC1ControlsAndSeparators() throws {
        let hostile =
            "{\"aps\":{\"alert\":\"x\",\"badge\":\"5\u{85}\u{2028}\"},\"k\u{85}\u{9B}\u{2028}\":\"a\u{200B}\"}"
        for format in ["text", "json", "github"] {
            let run = runInProcess(["validate", "--format", format, "-"], stdin: Array(hostile.utf8))
            #expect(run.status == 1)
            #expect(
                !run.stdout.unicodeScalars.contains {
                    (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
                },
                "\(format): \(run.stdout)")
            if format == "json" {
                let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
                let diagnostics = (object?["results"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]
                #expect(diagnostics?.contains { $0["pointer"] as? String == "/k\u{85}\u{9B}\u{2028}" } == true)
                #expect(run.stdout.contains(#""pointer":"/k\u0085\u009B\u2028""#))
            }
        }
    }

    @Test func standardInputOnlyOnce() {
        let run = runInProcess(["validate", "-", "-"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: '-' (standard input) can be given only once\n"))
    }

    @Test func maxBytesRefusesBeforeReading() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("big.json", Sample.valid)
        let size = Sample.valid.utf8.count
        let run = runInProcess(["validate", "--max-bytes", "10", file])
        #expect(run.status == 1)
        #expect(
            run.lines.first
                == "\(file):1:1: error: the input is \(size) bytes, over the limit of 10 bytes; raise the limit "
                + "(--max-bytes) only for input you trust [json.too-large]")
        #expect(runInProcess(["validate", "--max-bytes=\(size)", file]).status == 0)
        let piped = runInProcess(["validate", "--max-bytes", "10", "-"], stdin: Array(Sample.valid.utf8))
        #expect(piped.lines.first?.contains("the input is \(size) bytes, over the limit of 10 bytes") == true)
    }

    @Test(arguments: ["0", "-1", "abc", "4294967295"])
    func maxBytesOutOfRange(_ value: String) {
        let run = runInProcess(["validate", "--max-bytes", value, "x.json"])
        #expect(run.status == 2)
        #expect(
            run.stderr.hasPrefix(
                "Error: invalid value '\(value)' for '--max-bytes <bytes>': expected a whole number from 1 to 4294967294\n"
            ))
    }

    @Test func missingFileStillReportsTheOthers() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("good.json", Sample.valid)
        let missing = directory.path + "/missing.json"
        let run = runInProcess(["validate", missing, good])
        #expect(run.status == 2)
        #expect(
            run.lines == [
                "\(missing):1:1: error: cannot open '\(missing)': no such file or directory [input.not-found]",
                "2 payloads: 1 valid, 1 invalid; 1 error, 0 warnings",
            ])
    }

    @Test func unreadableWinsOverInvalid() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = try directory.write("bad.json", Sample.trailingComma)
        #expect(runInProcess(["validate", bad, directory.path + "/nope"]).status == 2)
        #expect(runInProcess(["validate", bad]).status == 1)
    }

    @Test func folderWithoutJSON() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("notes.txt", "hello")
        try directory.write(".hidden.json", Sample.valid)
        let run = runInProcess(["validate", directory.path])
        #expect(run.status == 2)
        #expect(
            run.lines.first == "\(directory.path):1:1: error: the folder holds no *.json file [input.no-json]")
    }

    @Test(.enabled(if: getuid() != 0, "root reads every file"))
    func permissionDenied() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("secret.json", Sample.valid)
        chmod(file, 0)
        let run = runInProcess(["validate", "--format", "json", file])
        #expect(run.status == 2)
        #expect(run.stdout.contains(#""code":"input.unreadable""#))
        #expect(run.stdout.contains("permission denied"))
    }

    @Test func strictTurnsWarningsIntoFailure() throws {
        var summary = ValidationSummary()
        summary.add(
            InputResult(
                source: "a", kind: "unknown",
                findings: [
                    Finding(
                        code: "x.y", severity: .warning, pointer: "", line: 1, column: 1, message: "m", summary: "s")
                ], wasRead: true))
        #expect(summary.exitStatus(strict: false) == 0)
        #expect(summary.exitStatus(strict: true) == 1)
        #expect(summary.sentence == "1 payload: 1 valid, 0 invalid; 0 errors, 1 warning")
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("good.json", Sample.valid)
        #expect(runInProcess(["validate", "--strict", good]).status == 0)
        let bad = try directory.write("bad.json", Sample.trailingComma)
        #expect(runInProcess(["validate", "--strict", bad]).status == 1)
    }

    @Test func colourOnATerminalUnlessNoColor() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let bad = try directory.write("bad.json", Sample.trailingComma)
        let coloured = runInProcess(["validate", bad], terminal: true)
        #expect(coloured.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let plain = runInProcess(["validate", bad], environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!plain.stdout.contains("\u{1B}["))
        let dumb = runInProcess(["validate", bad], environment: ["TERM": "dumb"], terminal: true)
        #expect(!dumb.stdout.contains("\u{1B}["))
        #expect(!runInProcess(["validate", bad]).stdout.contains("\u{1B}["))
    }

    @Test func directoryWalkOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        for name in ["b.json", "a/z.json", "a.json", "a/b/c.json", "B.json", ".git/x.json", "a/.hidden/y.json"] {
            try directory.write(name, Sample.trailingComma)
        }
        try directory.write("a/readme.md", "#")
        let run = runInProcess(["validate", "--format", "github", directory.path + "/"])
        let files = run.lines.dropLast().map { line in
            String(line.split(separator: ",")[0].dropFirst("::error file=".count))
        }
        let root = directory.path.replacingOccurrences(of: ":", with: "%3A") + "/"
        #expect(files == ["B.json", "a.json", "a/b/c.json", "a/z.json", "b.json"].map { root + $0 })
    }

    @Test func argumentsKeepTheirOrder() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let b = try directory.write("b.json", Sample.trailingComma)
        let a = try directory.write("a.json", Sample.trailingComma)
        let run = runInProcess(["validate", b, a])
        #expect(run.lines[0].hasPrefix(b))
        #expect(run.lines[1].hasPrefix(a))
    }

    @Test func pushTypeAndPriorityReachTheValidator() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let background = try directory.write("background.json", #"{"aps": {"content-available": 1}}"#)
        #expect(runInProcess(["validate", background]).status == 0)
        #expect(runInProcess(["validate", "--push-type", "background", "--priority", "5", background]).status == 0)
        let priority = runInProcess(["validate", "--priority=10", background])
        #expect(priority.status == 1)
        #expect(priority.stdout.contains("[apns.priority-mismatch]"))
        let pushType = runInProcess(["validate", "--push-type", "alert", background])
        #expect(pushType.status == 1)
        #expect(pushType.stdout.contains("[apns.push-type-mismatch]"))
    }

    @Test func pushTypeAndPriorityValues() {
        let priority = runInProcess(["validate", "--priority", "7", "x.json"])
        #expect(priority.status == 2)
        #expect(
            priority.stderr.hasPrefix("Error: invalid value '7' for '--priority <priority>': expected 10, 5 or 1\n"))
        let pushType = runInProcess(["validate", "--push-type", "VOIP", "x.json"])
        #expect(pushType.status == 2)
        #expect(
            pushType.stderr.hasPrefix(
                "Error: invalid value 'VOIP' for '--push-type <type>': expected alert, background, liveactivity, voip, "
            ))
    }
}
