import Foundation
import Testing

/// The built `pushkit` under faults a shell can cause: inputs it may not read, names
/// that are not UTF-8, standard input closed. Each gets a clear message and its exit code.
struct FaultTests {
    /// Runs `script` with `sh -c`, `$0` being the built pushkit.
    private func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        guard let url = Executable.url else { throw Executable.Failure(description: "no executable") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, url.path]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func aFileNameThatIsNotUTF8IsReadAndShownRepaired() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The name's bytes are c a f 0xE9 . j s o n: Latin-1, not UTF-8.
        let run = try shell(
            "cd '\(directory.path)' && printf '%s' '\(Sample.valid)' > \"$(printf 'caf\\351.json')\" && "
                + "\"$0\" validate --format json .")
        #expect(run.status == 0)
        let object = try #require(try parseJSON(run.stdout) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["source"] as? String == "./caf\u{FFFD}.json")
        #expect(results.first?["valid"] as? Bool == true)
    }

    @Test func closedStandardInputIsAnUnreadableInput() throws {
        let run = try shell("\"$0\" validate - <&-")
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("<stdin>:1:1: error: cannot read '<stdin>': "))
        #expect(run.stdout.contains("[input.unreadable]"))
    }

    @Test func aFileThatMayNotBeReadIsAnUnreadableInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("secret.json", Sample.valid)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        // Root reads anything: run as nobody when the tests run as root.
        let runAs =
            getuid() == 0 ? "su nobody -s /bin/sh -c '\"$0\" validate \(file)' \"$0\"" : "\"$0\" validate \(file)"
        let run = try shell(runAs)
        #expect(run.status == 2)
        #expect(run.stdout.contains("[input.unreadable]") || run.stdout.contains("[input.not-found]"))
        #expect(run.stdout.hasSuffix("1 payload: 0 valid, 1 invalid; 1 error, 0 warnings\n"))
    }

    /// The results of `validate --format json` as (source, code of the first diagnostic).
    private func results(_ stdout: String) throws -> [(source: String, code: String?)] {
        let object = try #require(try parseJSON(stdout) as? [String: Any])
        let results = try #require(object["results"] as? [[String: Any]])
        return results.map { result in
            let diagnostics = result["diagnostics"] as? [[String: Any]] ?? []
            return (result["source"] as? String ?? "", diagnostics.first?["code"] as? String)
        }
    }

    @Test func aFIFOASocketAndADeviceInAFolderAreUnreadableInputsNotOpened() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("ok.json", Sample.valid)
        try directory.makeFIFO("pipe.json")
        try directory.makeSocket("socket.json")
        try directory.link("null.json", to: "/dev/null")
        // Opening pipe.json would wait for a writer for ever; the run ends, so it was not opened.
        let run = try shell("cd '\(directory.path)' && \"$0\" validate --format json .")
        #expect(run.status == 2)
        let found = try results(run.stdout)
        #expect(found.map(\.source) == ["./null.json", "./ok.json", "./pipe.json", "./socket.json"])
        #expect(found.map(\.code) == ["input.unreadable", nil, "input.unreadable", "input.unreadable"])
        let text = try shell("cd '\(directory.path)' && \"$0\" validate .")
        #expect(
            text.stdout.contains(
                "./pipe.json:1:1: error: cannot read './pipe.json': it is a FIFO (named pipe), not a regular file; "
                    + "a folder walk opens only regular files [input.unreadable]"))
        #expect(text.stdout.contains("./socket.json:1:1: error: cannot read './socket.json': it is a socket"))
        #expect(text.stdout.contains("./null.json:1:1: error: cannot read './null.json': it is a character device"))
        #expect(text.stdout.hasSuffix("4 payloads: 1 valid, 3 invalid; 3 errors, 0 warnings\n"))
        let classify = try shell("cd '\(directory.path)' && \"$0\" classify .")
        #expect(classify.status == 2)
        #expect(classify.stderr.contains("./pipe.json:1:1: error: cannot read './pipe.json': it is a FIFO"))
    }

    @Test func aFolderThatCannotBeEnteredIsAnUnreadableInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("tree/locked/p.json", Sample.valid)
        let locked = directory.path + "/tree/locked"
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked) }
        // Root enters any folder: run as nobody when the tests run as root.
        let command = "\"$0\" validate \(directory.path)/tree"
        let run = try shell(getuid() == 0 ? "su nobody -s /bin/sh -c '\(command)' \"$0\"" : command)
        #expect(run.status == 2)
        #expect(
            run.stdout == "\(locked):1:1: error: cannot read '\(locked)': permission denied [input.unreadable]\n"
                + "1 payload: 0 valid, 1 invalid; 1 error, 0 warnings\n")
        // Nothing was readable, but the folder is not said to hold no JSON file.
        #expect(!run.stdout.contains("input.no-json"))
    }

    @Test func aFolderDeeperThanPathMaxIsAnUnreadableInput() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("tree/ok.json", Sample.valid)
        try directory.makeDeepTree("tree/deep", levels: 21)
        let run = try Executable.run(["validate", "--format", "json", directory.path + "/tree"])
        #expect(run.status == 2)
        let found = try results(run.stdout)
        #expect(found.count == 2)
        #expect(found.first?.source.hasPrefix(directory.path + "/tree/deep/") == true)
        #expect(found.first?.code == "input.unreadable")
        #expect(found.last?.source == directory.path + "/tree/ok.json")
        #expect(found.last?.code == nil)
        #expect(run.stdout.contains("file name too long"))
    }

    @Test func aFullDiskIsReportedOnceAndExits2() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("ok.json", Sample.valid)
        let batch = try directory.write("batch.ndjson", Sample.valid + "\n" + Sample.valid + "\n")
        // Over the channel's 64 KiB buffer, so that the failure comes part way through.
        let large = try directory.write("large.ndjson", String(repeating: Sample.valid + "\n", count: 5000))
        let message = "pushkit: error: cannot write to standard output: no space left on device\n"
        for arguments in [
            ["render", "--format", "json", file], ["validate", "--format", "json", file],
            ["validate", "--ndjson", batch], ["validate", "--ndjson", "--format", "json", large],
            ["classify", file], ["rules"],
        ] {
            let run = try Executable.run(arguments, outputPath: "/dev/full")
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr == message, "\(arguments)")
        }
    }

    @Test func aClosedStandardOutputIsReportedAndExits2() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("ok.json", Sample.valid)
        let batch = try directory.write("batch.ndjson", Sample.valid + "\n")
        for command in ["validate \(file)", "validate --ndjson \(batch)", "render --format json \(file)"] {
            let run = try shell("\"$0\" \(command) >&-")
            #expect(run.status == 2, "\(command)")
            #expect(
                run.stderr == "pushkit: error: cannot write to standard output: bad file descriptor\n", "\(command)")
        }
    }

    @Test func aReaderThatGoesAwayStaysQuiet() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("ok.json", Sample.valid)
        let run = try Executable.runWithClosedOutput(["render", "--format", "json", file])
        #expect(run.exited)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }

    /// Whether `text` holds a C0 control other than LF, DEL or a C1 control.
    private func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func controlCharactersInFileNamesAreEscapedInEveryFormat() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // A name with an OSC 8 hyperlink, a bell and a C1 CSI; a payload with an error, so
        // that github output has an annotation to write.
        let name = "\u{1B}]8;;https:x.example\u{1B}\\a\u{07}\u{9B}31m.json"
        try directory.write(name, Sample.trailingComma)
        for format in ["text", "github"] {
            let run = try Executable.run(["validate", "--format", format, directory.path])
            #expect(run.status == 1, "\(format)")
            #expect(!hasControls(run.stdout), "\(format): \(run.stdout)")
        }
        let github = try Executable.run(["validate", "--format", "github", directory.path])
        #expect(github.stdout.contains("/\\u{1B}]8;;https%3Ax.example\\u{1B}\\a\\u{7}\\u{9B}31m.json,line=1"))
        // JSON escapes C0 controls (ESC is \u001B); DEL and C1 are ordinary characters in JSON.
        let json = try Executable.run(["validate", "--format", "json", directory.path])
        #expect(json.status == 1)
        #expect(!json.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(json.stdout.contains("\\u001B]8;;https:x.example\\u001B\\\\a\\u0007"))
        let classify = try Executable.run(["classify", directory.path])
        #expect(!hasControls(classify.stdout + classify.stderr))
    }

    @Test func usageErrorsEscapeTheArgumentsTheyEcho() throws {
        let hostile = "x\u{1B}]8;;https://x.example\u{07}y\u{9B}2J"
        let shown = "x\\u{1B}]8;;https://x.example\\u{7}y\\u{9B}2J"
        for arguments in [
            [hostile], ["--" + hostile], ["validate", "--" + hostile, "a.json"],
            ["validate", "--format", hostile, "a.json"], ["validate", "--now", hostile, "a.json"],
            ["replay", "--campaign", "c.json", "--components", "c.json", "--now", hostile, "a.json"],
            ["validate", "--max-bytes", hostile, "a.json"],
            ["help", hostile], ["rules", hostile],
        ] {
            let run = try Executable.run(arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.hasPrefix("Error: "), "\(arguments)")
            #expect(run.stderr.contains(shown), "\(arguments): \(run.stderr)")
            #expect(!hasControls(run.stderr), "\(arguments)")
        }
    }
}
