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
}
