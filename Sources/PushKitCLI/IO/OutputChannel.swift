/// Where a command writes: a file descriptor of the process, or memory (for tests).
///
/// A channel buffers what it is given and writes it in large pieces. When a write fails
/// the channel closes: further writes are dropped and ``isClosed`` tells the command to
/// stop early. The reader going away (`EPIPE`, as in `pushkit rules | head -1`) is the
/// quiet end of a run; any other error (`ENOSPC` on a full disk, `EBADF` on a closed
/// descriptor) is kept in ``failure`` for the command line to report.
public struct OutputChannel: Sendable {
    /// Where the bytes go.
    public enum Destination: Sendable, Hashable {
        /// A file descriptor of this process, such as 1 for standard output.
        case fileDescriptor(Int32)
        /// Memory; read the bytes back with ``captured``.
        case memory
    }

    /// Where the bytes go.
    public let destination: Destination
    /// Whether the destination is a terminal; decides colour and progress output.
    public let isTerminal: Bool
    /// Everything written so far, for a ``Destination/memory`` channel.
    public private(set) var captured: [UInt8] = []
    /// Whether a write failed (the reader went away, or an error); later writes are dropped.
    public private(set) var isClosed = false
    /// The error number of the write that closed the channel, unless it was `EPIPE`.
    public private(set) var failure: Int32?

    private var pending: [UInt8] = []
    private static let flushThreshold = 64 * 1024

    /// Creates a channel.
    public init(destination: Destination, isTerminal: Bool) {
        self.destination = destination
        self.isTerminal = isTerminal
    }

    /// A channel on a file descriptor of this process; asks the system whether it is a terminal.
    public static func fileDescriptor(_ descriptor: Int32) -> OutputChannel {
        OutputChannel(destination: .fileDescriptor(descriptor), isTerminal: SystemCalls.isTerminal(descriptor))
    }

    /// A channel that keeps what is written in memory.
    public static func memory(isTerminal: Bool = false) -> OutputChannel {
        OutputChannel(destination: .memory, isTerminal: isTerminal)
    }

    /// What was written to a memory channel, as text (invalid UTF-8 repaired).
    public var capturedText: String { String(decoding: captured, as: UTF8.self) }

    /// Writes `text`.
    public mutating func write(_ text: String) {
        write(bytes: text.utf8)
    }

    /// Writes `bytes`, as they are.
    public mutating func write(_ bytes: [UInt8]) {
        write(bytes: bytes)
    }

    private mutating func write(bytes: some Collection<UInt8>) {
        guard !isClosed else { return }
        switch destination {
        case .memory:
            captured.append(contentsOf: bytes)
        case .fileDescriptor:
            pending.append(contentsOf: bytes)
            if pending.count >= Self.flushThreshold { flush() }
        }
    }

    /// Writes `text` and a line feed.
    public mutating func writeLine(_ text: String) {
        write(text)
        write("\n")
    }

    /// Hands everything buffered to the system.
    public mutating func flush() {
        guard case .fileDescriptor(let descriptor) = destination, !pending.isEmpty else { return }
        defer { pending.removeAll(keepingCapacity: true) }
        guard !isClosed else { return }
        let error = pending.withUnsafeBytes { SystemCalls.write($0, to: descriptor) }
        guard let error else { return }
        isClosed = true
        if error.code != SystemCalls.brokenPipe { failure = error.code }
    }
}
