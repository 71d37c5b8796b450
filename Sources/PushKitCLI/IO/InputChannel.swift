/// Where `-` (standard input) is read from: a file descriptor of the process, or bytes
/// given in memory (for tests).
public enum InputChannel: Sendable, Hashable {
    /// A file descriptor of this process, such as 0.
    case fileDescriptor(Int32)
    /// Fixed bytes.
    case bytes([UInt8])

    /// Reads everything, refusing to hold more than `maxBytes` bytes.
    func readAll(maxBytes: Int) -> FileSystem.ReadOutcome {
        switch self {
        case .bytes(let bytes):
            return bytes.count > maxBytes ? .tooLarge(size: bytes.count) : .contents(bytes)
        case .fileDescriptor(let descriptor):
            return FileSystem.read(descriptor: descriptor, maxBytes: maxBytes)
        }
    }
}
