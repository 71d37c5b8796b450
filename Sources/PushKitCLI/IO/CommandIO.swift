/// Everything a command talks to besides the file system: its output and error
/// streams, its standard input and its environment.
///
/// The process uses ``standard``; a test builds one with memory channels, runs a
/// command in process and reads back what it wrote.
public struct CommandIO: Sendable {
    /// Standard output: results.
    public var stdout: OutputChannel
    /// Standard error: usage errors and hints.
    public var stderr: OutputChannel
    /// Standard input, read for the path `-`.
    public var stdin: InputChannel
    /// The environment (`NO_COLOR`, `TERM`).
    public var environment: EnvironmentVariables

    /// Creates a set of channels.
    public init(
        stdout: OutputChannel = .memory(),
        stderr: OutputChannel = .memory(),
        stdin: InputChannel = .bytes([]),
        environment: EnvironmentVariables = EnvironmentVariables([:])
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.environment = environment
    }

    /// The process's own standard streams and environment.
    public static func standard() -> CommandIO {
        CommandIO(
            stdout: .fileDescriptor(1),
            stderr: .fileDescriptor(2),
            stdin: .fileDescriptor(0),
            environment: .process
        )
    }

    /// Writes a line to standard error, after flushing standard output so that the
    /// two stay in order on a terminal.
    mutating func writeError(_ line: String) {
        stdout.flush()
        stderr.writeLine(line)
        stderr.flush()
    }

    /// Flushes both output channels.
    mutating func flush() {
        stdout.flush()
        stderr.flush()
    }
}
