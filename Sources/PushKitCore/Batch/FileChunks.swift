// The one file of PushKitCore that calls the C library: `read(2)` on a descriptor the caller
// opened. The import is internal, so that no client sees the C library through PushKitCore.
#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// The bytes of a file descriptor (a file, a pipe, standard input), in chunks as read: the
/// input ``NDJSONValidator`` takes.
///
/// ```swift
/// // Every job on standard input, prepared in order.
/// for try await job in NDJSONValidator(jobs: 4).jobResults(of: FileChunks.standardInput) {
///     print(job.number, job.isReady)
/// }
/// ```
///
/// Each ``AsyncIterator/next()`` is one blocking `read(2)` of up to ``chunkBytes`` bytes on
/// the thread that iterates (retried when a signal interrupts it), so iterate on a task that
/// may block: the batch reads its input on the task that iterates the results, apart from
/// the tasks that validate. The descriptor stays open: it is the caller's to close. A failed
/// read throws ``ReadError`` with its `errno`; the results of the lines read before it come
/// first (``NDJSONValidator/results(of:)``).
public struct FileChunks: AsyncSequence, Sendable {
    /// A chunk of bytes, as read.
    public typealias Element = [UInt8]

    /// The descriptor read from.
    public var descriptor: Int32
    /// The most bytes one read asks for: 64 KiB by default, what a pipe holds and under the
    /// size from which the C library's allocator maps and unmaps memory for each chunk.
    public var chunkBytes: Int

    /// Chunks of `descriptor`, each at most `chunkBytes` bytes (at least 1).
    public init(descriptor: Int32, chunkBytes: Int = 64 << 10) {
        self.descriptor = descriptor
        self.chunkBytes = Swift.max(1, chunkBytes)
    }

    /// Chunks of standard input (descriptor 0).
    public static var standardInput: FileChunks { FileChunks(descriptor: 0) }

    /// A read that failed.
    public struct ReadError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The `errno` of the failed read (`EBADF`, `EIO`, `EISDIR`, ...).
        public var code: Int32

        /// Creates an error.
        public init(code: Int32) {
            self.code = code
        }

        /// `read failed: errno N`.
        public var description: String { "read failed: errno \(code)" }
    }

    /// Starts reading.
    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(descriptor: descriptor, chunkBytes: chunkBytes)
    }

    /// Reads the chunks, one `read(2)` each.
    public struct AsyncIterator: AsyncIteratorProtocol, Sendable {
        let descriptor: Int32
        let chunkBytes: Int
        var isDone = false

        /// The next chunk; `nil` at the end of the input (and after a failed read).
        public mutating func next() async throws -> [UInt8]? {
            guard !isDone else { return nil }
            var failure: Int32 = 0
            let descriptor = descriptor
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkBytes) { buffer, count in
                while true {
                    let read = systemRead(descriptor, buffer.baseAddress!, buffer.count)
                    if read < 0, errno == EINTR { continue }
                    if read < 0 { failure = errno }
                    count = Swift.max(0, read)
                    return
                }
            }
            if failure != 0 {
                isDone = true
                throw ReadError(code: failure)
            }
            guard !chunk.isEmpty else {
                isDone = true
                return nil
            }
            return chunk
        }
    }
}

/// `read(2)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
