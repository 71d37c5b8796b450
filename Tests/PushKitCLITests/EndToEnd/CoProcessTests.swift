import Foundation
import Synchronization
import Testing

/// `prepare --ndjson -` and `validate --ndjson -` driven as a co-process: a job written
/// with standard input left open is answered without waiting for more, and SIGTERM ends
/// the run after answering the lines read, each answer whole.
///
/// No timing is asserted: each test waits for an answer that, without promptness, would
/// only come once standard input closes, which the test does only after the answer (or
/// after a generous 10 s, as a failure).
@Suite(.serialized) struct CoProcessTests {
    static let job =
        #"{"id":"a","apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"},"payload":{"aps":{"alert":"Hi"}}}"#

    /// A running `pushkit` with pipes on its standard input and output.
    final class CoProcess: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        private let lines = Mutex<(text: [UInt8], ended: Bool)>(([], false))
        private let arrived = DispatchSemaphore(value: 0)

        init(_ arguments: [String]) throws {
            guard let url = Executable.url else { throw Executable.Failure(description: "no executable") }
            process.executableURL = url
            process.arguments = arguments
            process.standardInput = input
            process.standardOutput = output
            process.standardError = error
            // No other child (the tests run in parallel) may inherit the write end of this
            // one's input, which would keep it from ever seeing the end.
            for pipe in [input, output, error] {
                for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
                    _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
                }
            }
            try process.run()
            let handle = output.fileHandleForReading
            Thread.detachNewThread { [self] in
                while true {
                    let data = handle.availableData
                    lines.withLock {
                        $0.text += data
                        if data.isEmpty { $0.ended = true }
                    }
                    arrived.signal()
                    if data.isEmpty { return }
                }
            }
        }

        func write(_ text: String) throws {
            try input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        }

        /// The output once it holds `count` lines, or what it holds after `timeout`.
        func waitForLines(_ count: Int, timeout: Double = 10) -> [String] {
            let deadline = DispatchTime.now() + timeout
            while true {
                let (text, ended) = lines.withLock { ($0.text, $0.ended) }
                let found = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
                if found.count >= count || ended || arrived.wait(timeout: deadline) == .timedOut {
                    return found.map { String(decoding: $0, as: UTF8.self) }
                }
            }
        }

        /// Closes standard input and waits for the end: the status and all of standard output.
        func finish(closing: Bool = true) throws -> (status: Int32, stdout: String, stderr: String) {
            if closing { try input.fileHandleForWriting.close() }
            let stderr = error.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            _ = waitForLines(Int.max, timeout: 10)
            let stdout = lines.withLock { $0.text }
            return (
                process.terminationStatus, String(decoding: stdout, as: UTF8.self),
                String(decoding: stderr, as: UTF8.self)
            )
        }
    }

    @Test(arguments: [["prepare", "--ndjson", "-"], ["prepare", "--ndjson", "-", "--jobs", "1"]])
    func aJobIsAnsweredWithStandardInputOpen(_ arguments: [String]) throws {
        let run = try CoProcess(arguments)
        try run.write(Self.job + "\n")
        let first = run.waitForLines(1)
        #expect(first.count == 1 && first.first?.contains(#""id":"a","status":"ready""#) == true, "\(first)")
        try run.write(Self.job.replacing(#""a""#, with: #""b""#) + "\n")
        let second = run.waitForLines(2)
        #expect(second.count == 2 && second.last?.contains(#""id":"b""#) == true, "\(second)")
        let end = try run.finish()
        #expect(end.status == 0)
        #expect(end.stderr == "2 jobs: 2 ready, 0 rejected\n")
    }

    @Test func aPayloadIsValidatedWithStandardInputOpen() throws {
        let run = try CoProcess(["validate", "--ndjson", "-", "--format", "json"])
        try run.write(#"{"aps":{"alert":"Hi"}}"# + "\n")
        let first = run.waitForLines(1)
        #expect(first.count == 1 && first.first?.contains(#""valid":true"#) == true, "\(first)")
        #expect(try run.finish().status == 0)
    }

    /// SIGTERM (and SIGINT) ends the input: the lines read are answered, the part of a line
    /// not ended is not, the output ends with a whole line, and the status is 128 + 15.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalDrainsTheLinesRead(_ signal: Int32) throws {
        let run = try CoProcess(["prepare", "--ndjson", "-"])
        try run.write(Self.job + "\n" + Self.job + "\n" + #"{"id":"cut","apns":"#)
        #expect(run.waitForLines(2).count == 2)
        kill(run.process.processIdentifier, signal)
        let end = try run.finish(closing: false)
        #expect(end.status == 128 + signal)
        #expect(end.stdout.hasSuffix("}\n"))
        #expect(end.stdout.split(separator: "\n").count == 2)
        #expect(end.stderr.contains("2 jobs: 2 ready, 0 rejected\n"), "\(end.stderr)")
        #expect(end.stderr.contains("stopped by \(signal == SIGINT ? "SIGINT" : "SIGTERM")"), "\(end.stderr)")
        try? run.input.fileHandleForWriting.close()
    }
}
