// The file of PushKitCore that makes system calls (`read(2)`, `fcntl(2)`, `poll(2)`) on a
// descriptor the caller opened; NDJSONLines.swift takes only `memchr` from the C library. The
// import is internal, so that no client sees the C library through PushKitCore. PushKitCLI
// has its own, in IO/SystemCalls.swift: a target cannot take it from another without a re-export.
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

    /// A descriptor that, once readable, ends the input with ``Interrupted``: the read end
    /// of a pipe that a signal handler writes to, say (`pushkit` drains SIGTERM and SIGINT
    /// that way). -1, the default, for none.
    package var interruption: Int32 = -1

    /// Chunks of `descriptor`, each at most `chunkBytes` bytes (at least 1).
    public init(descriptor: Int32, chunkBytes: Int = 64 << 10) {
        self.descriptor = descriptor
        self.chunkBytes = Swift.max(1, chunkBytes)
    }

    /// The input was ended by ``interruption``: the chunks read before it are all there is.
    package struct Interrupted: Error, Sendable, Hashable {}

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
        AsyncIterator(descriptor: descriptor, chunkBytes: chunkBytes, interruption: interruption)
    }

    /// Reads the chunks, one `read(2)` each.
    public struct AsyncIterator: AsyncIteratorProtocol, ChunkReadiness, Sendable {
        let descriptor: Int32
        let chunkBytes: Int
        let interruption: Int32
        var isDone = false

        /// The next chunk; `nil` at the end of the input (and after a failed read).
        ///
        /// A chunk holds what one read gave, in an array sized to it: a read that gives
        /// much less than ``FileChunks/chunkBytes`` (a producer that writes a line at a
        /// time) is copied into an array of its own size, so that the lines held in it keep
        /// no more memory alive than their bytes, whatever the producer's write pattern.
        public mutating func next() async throws -> [UInt8]? {
            guard !isDone else { return nil }
            // A descriptor that does not block (O_NONBLOCK) is read at once, as it asks.
            if interruption >= 0, fcntl(descriptor, F_GETFL) & O_NONBLOCK == 0,
                Self.wait(for: descriptor, or: interruption)
            {
                isDone = true
                throw Interrupted()
            }
            var failure: Int32 = 0
            let descriptor = descriptor
            var chunk = [UInt8](unsafeUninitializedCapacity: chunkBytes) { buffer, count in
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
            if chunk.count < chunkBytes / 2 {
                // A copy of its own size (`Array(chunk[...])` would keep the storage).
                chunk = chunk.withUnsafeBufferPointer { read in
                    [UInt8](unsafeUninitializedCapacity: read.count) { buffer, count in
                        count = buffer.initialize(fromContentsOf: read)
                    }
                }
            }
            return chunk
        }

        /// Whether ``next()`` would return at once: bytes, the end of the input or an
        /// interruption are at hand (`poll(2)` with no wait; a regular file always is).
        public var isChunkReady: Bool {
            if isDone { return true }
            var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
            if interruption >= 0 { watched.append(pollfd(fd: interruption, events: Int16(POLLIN), revents: 0)) }
            return watched.withUnsafeMutableBufferPointer { poll($0.baseAddress, nfds_t($0.count), 0) } != 0
        }

        /// Waits until `descriptor` or `interruption` is readable (or hung up, or in error);
        /// `true` when `interruption` is.
        private static func wait(for descriptor: Int32, or interruption: Int32) -> Bool {
            var watched = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: interruption, events: Int16(POLLIN), revents: 0),
            ]
            while true {
                let ready = watched.withUnsafeMutableBufferPointer { poll($0.baseAddress, 2, -1) }
                if ready < 0, errno == EINTR { continue }
                // A failed poll leaves it to the read to say what is wrong.
                return ready > 0 && watched[1].revents != 0
            }
        }
    }
}

/// An input's iterator that can say, without waiting, whether its next chunk is at hand.
///
/// ``NDJSONValidator`` gives the results of the lines read so far, rather than wait to
/// fill a batch, once its input's iterator says no chunk is at hand: a co-process that
/// writes a job and waits for its answer gets it as soon as the job is validated.
/// ``FileChunks`` is one; with an input whose iterator is not, a batch is read whole
/// (``NDJSONValidator/batchLines`` lines, ``NDJSONValidator/batchBytes`` bytes, or the
/// input's end) before it is validated.
public protocol ChunkReadiness {
    /// Whether the next `next()` returns at once (a chunk, the end, or an error).
    var isChunkReady: Bool { get }
}

/// `read(2)`, the one definition of the package.
package func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
        Musl.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
