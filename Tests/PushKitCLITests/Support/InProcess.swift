import PushKitCLI

/// What one in-process run of the command line produced.
struct RunOutput: Sendable {
    var status: Int32
    var stdout: String
    var stderr: String

    /// The standard output's lines, without the empty one after the last line feed.
    var lines: [String] {
        var lines = stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// Runs `arguments` in process with memory channels.
func runInProcess(
    _ arguments: [String],
    stdin: [UInt8] = [],
    environment: [String: String] = [:],
    terminal: Bool = false
) -> RunOutput {
    var io = CommandIO(
        stdout: .memory(isTerminal: terminal),
        stderr: .memory(isTerminal: terminal),
        stdin: .bytes(stdin),
        environment: EnvironmentVariables(environment)
    )
    let status = PushKitCommand.run(arguments, io: &io)
    return RunOutput(status: status, stdout: io.stdout.capturedText, stderr: io.stderr.capturedText)
}
