import PushKitCore

/// Reads a stream one line at a time with bounded memory: it holds one buffer (1 MiB,
/// or a little more than the longest line it accepts), whatever the stream's size.
///
/// Lines end at LF; a CR before the LF is dropped. A last line without LF counts; the
/// empty piece after a final LF does not. A line longer than `maxLineBytes` is not
/// held: its bytes are skipped and it is reported as ``Line/tooLong(number:length:)``.
struct LineReader {
    /// One line of the stream.
    enum Line: Sendable, Equatable {
        /// A line and its bytes (without the line ending).
        case text(number: Int, bytes: [UInt8])
        /// A line over the limit, with its length in bytes.
        case tooLong(number: Int, length: Int)
    }

    private enum Source {
        case descriptor(Int32)
        case bytes([UInt8], offset: Int)
    }

    private var source: Source
    private let maxLineBytes: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var scanFrom = 0
    private var atEnd = false
    private var skipping = false
    private var skipped = 0
    /// The lines returned so far.
    private(set) var lineNumber = 0
    /// The error number of a failed read, if one failed; the stream ends there.
    private(set) var failure: Int32?

    /// Reads from a file descriptor.
    init(descriptor: Int32, maxLineBytes: Int) {
        self.init(source: .descriptor(descriptor), maxLineBytes: maxLineBytes)
    }

    /// Reads from bytes in memory.
    init(bytes: [UInt8], maxLineBytes: Int) {
        self.init(source: .bytes(bytes, offset: 0), maxLineBytes: maxLineBytes)
    }

    private init(source: Source, maxLineBytes: Int) {
        self.source = source
        self.maxLineBytes = max(0, maxLineBytes)
        buffer = [UInt8](repeating: 0, count: 1 << 20)
    }

    /// The next line, or `nil` at the end of the stream.
    mutating func next() -> Line? {
        while true {
            if let newline = firstNewline() {
                lineNumber += 1
                defer {
                    start = newline + 1
                    scanFrom = start
                }
                if skipping {
                    skipping = false
                    return .tooLong(number: lineNumber, length: skipped + newline - start)
                }
                var stop = newline
                if stop > start, buffer[stop - 1] == UInt8(ascii: "\r") { stop -= 1 }
                guard stop - start <= maxLineBytes else { return .tooLong(number: lineNumber, length: stop - start) }
                return .text(number: lineNumber, bytes: Array(buffer[start..<stop]))
            }
            // No line end in the buffer: drop what a too-long line has, then read more.
            if skipping || end - start > maxLineBytes + 1 {
                if !skipping {
                    skipping = true
                    skipped = 0
                }
                skipped += end - start
                start = end
            }
            if atEnd { return finish() }
            refill()
        }
    }

    private mutating func finish() -> Line? {
        if skipping {
            skipping = false
            lineNumber += 1
            return .tooLong(number: lineNumber, length: skipped)
        }
        guard start < end else { return nil }
        lineNumber += 1
        defer { start = end }
        guard end - start <= maxLineBytes else { return .tooLong(number: lineNumber, length: end - start) }
        return .text(number: lineNumber, bytes: Array(buffer[start..<end]))
    }

    /// The index of the first LF at or after `scanFrom`, found by the C library's
    /// `memchr` (word at a time), or `nil` with `scanFrom` moved to `end`.
    private mutating func firstNewline() -> Int? {
        let from = scanFrom
        let count = end - from
        let found: Int? =
            count <= 0
            ? nil
            : buffer.withUnsafeBytes { bytes in
                SystemCalls.firstIndex(of: UInt8(ascii: "\n"), in: UnsafeRawBufferPointer(rebasing: bytes[from..<end]))
                    .map { from + $0 }
            }
        if found == nil { scanFrom = end }
        return found
    }

    /// Moves the unread bytes to the front, grows the buffer for a long line, and reads.
    private mutating func refill() {
        if start > 0 {
            let count = end - start
            if count > 0 {
                buffer.withUnsafeMutableBufferPointer { pointer in
                    let base = pointer.baseAddress!
                    base.update(from: base + start, count: count)
                }
            }
            scanFrom -= start
            end = count
            start = 0
        }
        if end == buffer.count {
            buffer.append(contentsOf: repeatElement(0, count: buffer.count))
        }
        let capacity = buffer.count - end
        switch source {
        case .bytes(let bytes, let offset):
            let count = min(capacity, bytes.count - offset)
            buffer.replaceSubrange(end..<(end + count), with: bytes[offset..<(offset + count)])
            end += count
            source = .bytes(bytes, offset: offset + count)
            if offset + count == bytes.count { atEnd = true }
        case .descriptor(let descriptor):
            switch buffer.withUnsafeMutableBytes({ SystemCalls.read(descriptor, into: .init(rebasing: $0[end...])) }) {
            case .success(let count) where count > 0:
                end += count
            case .success:
                atEnd = true
            case .failure(let error):
                failure = error.code
                atEnd = true
            }
        }
    }
}
