import Foundation
import Synchronization

/// Runs the built `pushkit` executable, as a user would.
enum Executable {
    /// The built `pushkit`: `PUSHKIT_EXECUTABLE` when set, else the one beside this test
    /// bundle in the build products folder (`swift test` builds it, with or without
    /// `--scratch-path`).
    static let url: URL? = locate()

    private static func locate() -> URL? {
        let fileManager = FileManager.default
        if let override = ProcessInfo.processInfo.environment["PUSHKIT_EXECUTABLE"] {
            return URL(fileURLWithPath: override)
        }
        var starts: [URL] = []
        if let executable = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            starts.append(URL(fileURLWithPath: executable))
        }
        starts.append(Bundle.main.bundleURL)
        starts.append(contentsOf: Bundle.allBundles.map(\.bundleURL))
        if let first = CommandLine.arguments.first {
            starts.append(URL(fileURLWithPath: first))
        }
        for start in starts {
            // The products folder holds both `pushkitPackageTests.xctest` and `pushkit`;
            // on Darwin the test binary sits a few levels inside its bundle.
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("pushkit")
                var isDirectory: ObjCBool = false
                if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    fileManager.isExecutableFile(atPath: candidate.path)
                {
                    return candidate
                }
                directory = directory.deletingLastPathComponent()
            }
        }
        return nil
    }

    /// Runs `pushkit` with `arguments` while nobody reads its standard output, so its
    /// first write gets EPIPE, as after `| head -1`. Returns how it ended and what it
    /// wrote to standard error.
    static func runWithClosedOutput(_ arguments: [String]) throws -> (exited: Bool, status: Int32, stderr: Data) {
        guard let url else { throw Failure(description: "no executable") }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try output.fileHandleForReading.close()
        try process.run()
        try output.fileHandleForWriting.close()
        let message = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationReason == .exit, process.terminationStatus, message)
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `pushkit` with `arguments` in `directory`, feeding it `stdin`; its standard
    /// output goes to the file at `outputPath` (such as `/dev/full`) when one is given,
    /// else it is read back.
    static func run(
        _ arguments: [String],
        in directory: URL? = nil,
        stdin: [UInt8] = [],
        environment: [String: String] = [:],
        outputPath: String? = nil
    ) throws -> RunOutput {
        guard let url else {
            throw Failure(description: "the built pushkit executable was not found; set PUSHKIT_EXECUTABLE")
        }
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var variables = ProcessInfo.processInfo.environment
        variables["NO_COLOR"] = nil
        for (name, value) in environment { variables[name] = value }
        process.environment = variables
        let input = Pipe()
        let output = Pipe()
        let error = Pipe()
        process.standardInput = input
        process.standardError = error
        var pipes = [error]
        let outputData = ReadBox()
        let errorData = ReadBox()
        var boxes = [errorData]
        if let outputPath {
            guard let file = FileHandle(forWritingAtPath: outputPath) else {
                throw Failure(description: "cannot open \(outputPath)")
            }
            process.standardOutput = file
        } else {
            process.standardOutput = output
            pipes.append(output)
            boxes.append(outputData)
        }
        try process.run()
        // Read both streams on their own threads so that neither pipe fills up and blocks.
        let group = DispatchGroup()
        for (pipe, box) in zip(pipes, boxes) {
            group.enter()
            DispatchQueue.global().async {
                box.set(pipe.fileHandleForReading.readDataToEndOfFile())
                group.leave()
            }
        }
        if !stdin.isEmpty {
            try? input.fileHandleForWriting.write(contentsOf: Data(stdin))
        }
        try? input.fileHandleForWriting.close()
        group.wait()
        process.waitUntilExit()
        return RunOutput(
            status: process.terminationStatus,
            stdout: String(decoding: outputData.get(), as: UTF8.self),
            stderr: String(decoding: errorData.get(), as: UTF8.self))
    }
}

/// A value handed from a reading thread.
private final class ReadBox: Sendable {
    private let data = Mutex(Data())

    func set(_ value: Data) {
        data.withLock { $0 = value }
    }

    func get() -> Data {
        data.withLock { $0 }
    }
}
