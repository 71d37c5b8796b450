import Foundation
import PushKitCore
import Testing

@testable import PushKitCLI

struct ValidateNDJSONTests {
    static let input =
        [
            Sample.valid, "", "{bad", #"{"aps": {"content-available": 1}}"#, #"{"aps": {"alert": "x", "badge": "1"}}"#,
        ].joined(separator: "\n") + "\n"

    @Test func everyLineGetsOneResultInOrder() {
        let run = runInProcess(["validate", "--ndjson", "-"], stdin: Array(Self.input.utf8))
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "<stdin>:1: valid apns.alert",
                "<stdin>:2:1: error: the input is empty; expected a JSON value [json.empty]",
                "<stdin>:3:2: error: key 'bad' is not quoted; write \"bad\" [json.unquoted-key]",
                "<stdin>:4: valid apns.background",
                "<stdin>:5:33: error: badge must be an integer, not a string: write 1, not \"1\" [apns.badge-not-integer]",
            ])
        #expect(run.stderr == "5 payloads: 2 valid, 3 invalid; 3 errors, 0 warnings\n")
    }

    @Test(arguments: [1, 2, 3])
    func jsonIsOneObjectPerLineWhateverTheJobs(_ jobs: Int) throws {
        // Enough lines for several workers and more than one batch.
        let count = Validate.batchLines + 100
        let text = (0..<count).map { $0 % 7 == 3 ? "[1,]" : Sample.valid }.joined(separator: "\n")
        let run = runInProcess(
            ["validate", "--ndjson", "--jobs", "\(jobs)", "--format", "json", "-"], stdin: Array(text.utf8))
        #expect(run.status == 1)
        let lines = run.lines
        #expect(lines.count == count)
        for (index, line) in lines.enumerated() {
            let object = try #require(try parseJSON(line) as? [String: Any])
            #expect(object["line"] as? Int == index + 1)
            #expect(object["valid"] as? Bool == (index % 7 != 3))
        }
        #expect(run.stderr.hasPrefix("\(count) payloads: "))
    }

    /// Many batches through the built executable's pipeline (reader, validating threads,
    /// writer): every line, empty and broken ones included, comes back exactly once, in
    /// input order, with its own line number.
    @Test(arguments: [1, 2])
    func manyBatchesComeBackOnceEachInOrder(_ jobs: Int) throws {
        let count = Validate.batchLines * 3 + 1234
        /// Line `number`'s payload and whether it is valid: some empty, some broken.
        func line(_ number: Int) -> (text: String, isValid: Bool) {
            if number % 11 == 0 { return ("", false) }
            if number % 7 == 3 { return ("{bad", false) }
            if number % 13 == 5 { return ("[1,]", false) }
            return (Sample.valid, true)
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write(
            "many.ndjson", (1...count).map { line($0).text }.joined(separator: "\n") + "\n")
        let run = try Executable.run(["validate", "--ndjson", "--jobs", "\(jobs)", "--format", "json", file])
        #expect(run.status == 1)
        let lines = run.lines
        #expect(lines.count == count)
        for (index, text) in lines.enumerated() {
            let object = try #require(try parseJSON(text) as? [String: Any])
            #expect(object["line"] as? Int == index + 1)
            #expect(object["valid"] as? Bool == line(index + 1).isValid)
        }
        let valid = (1...count).count { line($0).isValid }
        #expect(run.stderr.hasPrefix("\(count) payloads: \(valid) valid, \(count - valid) invalid; "))
    }

    /// A line that draws `count` diagnostics, one per element of `loc-args`.
    static func noisyLine(_ count: Int) -> String {
        #"{"aps":{"alert":{"loc-key":"K","loc-args":["# + Array(repeating: "1", count: count).joined(separator: ",")
            + "]}}}"
    }

    /// The command formats each result on the library's tasks, with a budget of output
    /// bytes: every line once, in order, as formatted one at a time.
    @Test(arguments: [1, 2])
    func resultsFormattedOnTheLibrarysTasksComeInOrder(_ jobs: Int) async throws {
        let arguments = try ArgumentParser(Validate.configuration.signature).parse(
            ["--ndjson", "--jobs", "\(jobs)", "--format", "json", "-"])
        let command = try Validate(arguments)
        let style = TerminalStyle(enabled: false)
        let text = (1...200).map { $0 % 3 == 0 ? Sample.valid : Self.noisyLine(40) }.joined(separator: "\n")
        let batch = NDJSONValidator(jobs: jobs, batchLines: 64)
        let one = command.result(
            for: NDJSONValidator.Result(number: 1, report: Validator().validate(Array(Self.noisyLine(40).utf8))),
            source: "s", style: style)
        var outputs: [[UInt8]] = []
        let results = batch.results(of: NDJSONInput(bytes: Array(text.utf8)), budget: 20 * one.output.count) {
            let line = command.result(for: $0, source: "s", style: style)
            return (line, line.output.count)
        }
        for try await result in results { outputs.append(result.output) }
        #expect(outputs.count == 200)
        #expect(outputs[0] == one.output)
        for (index, output) in outputs.enumerated() {
            let report = Validator().validate(Array((index % 3 == 2 ? Sample.valid : Self.noisyLine(40)).utf8))
            let expected = command.result(
                for: NDJSONValidator.Result(number: index + 1, report: report), source: "s", style: style)
            #expect(output == expected.output)
        }
    }

    /// Lines that each draw many diagnostics, many parts a batch: every line once, in order.
    @Test(arguments: [1, 2])
    func noisyLinesComeBackOnceEachInOrder(_ jobs: Int) throws {
        // About 0.5 MB of json output a line, so a batch is several parts.
        let count = 40
        let text = (1...count).map { $0 % 5 == 0 ? Sample.valid : Self.noisyLine(1100) }.joined(separator: "\n")
        let run = runInProcess(
            ["validate", "--ndjson", "--jobs", "\(jobs)", "--format", "json", "-"], stdin: Array(text.utf8))
        #expect(run.status == 1)
        let lines = run.lines
        #expect(lines.count == count)
        #expect(run.stdout.utf8.count > 2 * Validate.partBytes)
        for (index, line) in lines.enumerated() {
            let object = try #require(try parseJSON(line) as? [String: Any])
            #expect(object["line"] as? Int == index + 1)
            #expect(object["valid"] as? Bool == ((index + 1) % 5 == 0))
        }
        #expect(run.stderr.hasPrefix("\(count) payloads: 8 valid, 32 invalid; "))
    }

    @Test func aLineOverTheLimitIsRefusedAndTheRunGoesOn() {
        let text = Sample.valid + "\n" + String(repeating: " ", count: 50) + Sample.valid + "\n" + Sample.valid
        let run = runInProcess(["validate", "--ndjson", "--max-bytes", "40", "-"], stdin: Array(text.utf8))
        #expect(run.status == 1)
        #expect(
            run.lines == [
                "<stdin>:1: valid apns.alert",
                "<stdin>:2:1: error: the input is 77 bytes, over the limit of 40 bytes; raise the limit (--max-bytes) "
                    + "only for input you trust [json.too-large]",
                "<stdin>:3: valid apns.alert",
            ])
    }

    @Test func fileAndUsageErrors() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("batch.ndjson", Sample.valid + "\n" + Sample.valid + "\n")
        let run = runInProcess(["validate", "--ndjson", "--format", "github", file])
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "2 payloads: 2 valid, 0 invalid; 0 errors, 0 warnings\n")
        let missing = runInProcess(["validate", "--ndjson", "/no/such.ndjson"])
        #expect(missing.status == 2)
        #expect(missing.stdout.hasSuffix("[input.not-found]\n"))
        let two = runInProcess(["validate", "--ndjson", file, file])
        #expect(two.status == 2)
        #expect(two.stderr.hasPrefix("Error: --ndjson reads one FILE or '-', not 2 paths\n"))
        #expect(runInProcess(["validate", "--ndjson", "--jobs", "0", file]).status == 2)
    }

    @Test func aFolderIsAUsageErrorNotZeroPayloads() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("a.json", Sample.valid)
        for format in ValidationFormat.allCases {
            let run = runInProcess(["validate", "--ndjson", "--format", format.rawValue, directory.path])
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(
                run.stderr
                    == "Error: --ndjson reads one file, or '-' for standard input, not a folder: '\(directory.path)'; "
                    + "leave out --ndjson to validate every *.json file below it\n")
        }
    }

    @Test func aFileThatCannotBeOpenedIsOneResultInEachFormat() throws {
        let json = runInProcess(["validate", "--ndjson", "--format", "json", "/no/such.ndjson"])
        #expect(json.status == 2)
        #expect(json.lines.count == 1)
        let object = try #require(try parseJSON(json.stdout) as? [String: Any])
        #expect(object["source"] as? String == "/no/such.ndjson")
        #expect(object["line"] as? Int == 1)
        #expect(object["valid"] as? Bool == false)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "input.not-found")
        #expect(json.stderr == "1 payload: 0 valid, 1 invalid; 1 error, 0 warnings\n")
        let github = runInProcess(["validate", "--ndjson", "--format", "github", "/no/such.ndjson"])
        #expect(github.stdout.hasPrefix("::error file=/no/such.ndjson,line=1,col=1,title=input.not-found::"))
    }

    /// Runs `validate --ndjson -` in process on a pipe that holds `text` and then fails:
    /// its write end stays open and the read end does not wait, so the read after the
    /// data fails with EAGAIN, as a read error part way through a stream would.
    private func runOnFailingPipe(_ text: String, format: ValidationFormat) throws -> RunOutput {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        try FileHandle(fileDescriptor: ends[1], closeOnDealloc: false).write(contentsOf: Data(text.utf8))
        try #require(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        var io = CommandIO(stdin: .fileDescriptor(ends[0]))
        let status = PushKitCommand.run(["validate", "--ndjson", "--format", format.rawValue, "-"], io: &io)
        return RunOutput(status: status, stdout: io.stdout.capturedText, stderr: io.stderr.capturedText)
    }

    @Test func aReadFailurePartWayIsAResultInEveryFormat() throws {
        let text = Sample.valid + "\n" + "{bad\n"
        let json = try runOnFailingPipe(text, format: .json)
        #expect(json.status == 2)
        let lines = json.lines
        #expect(lines.count == 3)
        let last = try #require(try parseJSON(lines.last ?? "") as? [String: Any])
        #expect(last["source"] as? String == "<stdin>")
        #expect(last["line"] as? Int == 3)
        #expect(last["valid"] as? Bool == false)
        #expect(last["kind"] as? String == "unknown")
        let diagnostic = try #require((last["diagnostics"] as? [[String: Any]])?.first)
        #expect(diagnostic["code"] as? String == "input.unreadable")
        #expect(diagnostic["line"] as? Int == 3)
        #expect(diagnostic["message"] as? String == "reading stopped after 2 lines: resource temporarily unavailable")
        #expect(json.stderr == "3 payloads: 1 valid, 2 invalid; 2 errors, 0 warnings\n")

        let plain = try runOnFailingPipe(text, format: .text)
        #expect(plain.status == 2)
        #expect(
            plain.lines.last
                == "<stdin>:3:1: error: reading stopped after 2 lines: resource temporarily unavailable [input.unreadable]"
        )
        #expect(plain.stderr == "3 payloads: 1 valid, 2 invalid; 2 errors, 0 warnings\n")

        let github = try runOnFailingPipe(text, format: .github)
        #expect(
            github.lines.last
                == "::error file=<stdin>,line=3,col=1,title=input.unreadable::reading stopped after 2 lines: "
                + "resource temporarily unavailable")
    }

    @Test func closedOutputEndsTheRunQuietly() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("many.ndjson", String(repeating: Sample.valid + "\n", count: 20_000))
        let run = try Executable.runWithClosedOutput(["validate", "--ndjson", file])
        #expect(run.exited)
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
    }
}
