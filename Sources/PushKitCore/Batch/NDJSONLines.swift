#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Cuts NDJSON bytes, delivered in chunks split anywhere, into lines with bounded
/// memory: it holds the part of one line not yet ended, and none of a line over the limit.
///
/// Lines end at LF; a CR before the LF is dropped. A last line without LF counts; the
/// empty piece after a final LF does not.
struct NDJSONLines {
    private let maxLineBytes: Int
    private var partial: [UInt8] = []
    private var skipping = false
    private var skipped = 0
    private var lineNumber = 0

    init(maxLineBytes: Int) {
        self.maxLineBytes = max(0, maxLineBytes)
    }

    /// Appends to `lines` every line `chunk` ends.
    ///
    /// This runs on the batch's one reading task, the serial part of a batch: a line
    /// that lies whole in the chunk is not copied, but held as a range of the chunk (the
    /// task that validates it copies it out), and line ends are found by the C library's
    /// `memchr`.
    mutating func split(_ chunk: [UInt8], into lines: inout [NDJSONValidator.Line]) {
        chunk.withUnsafeBufferPointer { bytes in
            var start = 0
            while let newline = Self.firstNewline(in: bytes, from: start) {
                if partial.isEmpty, !skipping {
                    lines.append(whole(chunk, start..<newline, in: bytes))
                } else {
                    take(UnsafeBufferPointer(rebasing: bytes[start..<newline]))
                    lines.append(end())
                }
                start = newline + 1
            }
            take(UnsafeBufferPointer(rebasing: bytes[start...]))
        }
    }

    /// The line `chunk[range]` (without its LF), when no part of it came in an earlier
    /// chunk: what ``end(droppingCR:)`` makes of it, held in `chunk` (whose bytes are
    /// `bytes`) rather than copied into `partial`.
    private mutating func whole(
        _ chunk: [UInt8], _ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>
    ) -> NDJSONValidator.Line {
        lineNumber += 1
        // As `take` and `end` count a line over the limit: with its CR when it is more
        // than one byte over, without it otherwise.
        guard range.count <= maxLineBytes + 1 else {
            return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: range.count))
        }
        var end = range.upperBound
        if end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        guard end - range.lowerBound <= maxLineBytes else {
            return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: end - range.lowerBound))
        }
        return NDJSONValidator.Line(number: lineNumber, in: chunk, range.lowerBound..<end)
    }

    /// The index of the first LF in `bytes` at or after `start`: `memchr`, where the C
    /// library is at hand (glibc's compares 32 bytes a vector instruction, fewer
    /// instructions than the loops below; `docs/benchmarks.md` has the figures).
    /// Elsewhere the loops look sixty-four, sixteen, then eight bytes at a time: a byte
    /// of `word ^ 0x0A…` is zero where `word` has an LF, and `(x - 0x01…) & ~x & 0x80…`
    /// sets the top bit of the lowest zero byte of `x` (bytes above it may be set too,
    /// by the borrow, so only the lowest counts).
    static func firstNewline(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = bytes.baseAddress, start < bytes.count else { return nil }
        #if canImport(Glibc) || canImport(Darwin)
            guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        #else
            let raw = UnsafeRawPointer(base)
            var index = start
            // Sixty-four, then sixteen bytes at a time first (vector compares where the
            // machine has them); the word loop below finds the LF in the block that has it.
            let newlines = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
            while index &+ 64 <= bytes.count {
                let found =
                    (raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== newlines)
                    .| (raw.loadUnaligned(fromByteOffset: index &+ 16, as: SIMD16<UInt8>.self) .== newlines)
                    .| (raw.loadUnaligned(fromByteOffset: index &+ 32, as: SIMD16<UInt8>.self) .== newlines)
                    .| (raw.loadUnaligned(fromByteOffset: index &+ 48, as: SIMD16<UInt8>.self) .== newlines)
                if any(found) { break }
                index &+= 64
            }
            while index &+ 16 <= bytes.count {
                if any(raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self) .== newlines) { break }
                index &+= 16
            }
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let x = word ^ 0x0A0A_0A0A_0A0A_0A0A
                let found = (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
            while index < bytes.count {
                if base[index] == UInt8(ascii: "\n") { return index }
                index += 1
            }
            return nil
        #endif
    }

    /// The last line, when the input does not end with LF.
    mutating func finish() -> NDJSONValidator.Line? {
        guard skipping || !partial.isEmpty else { return nil }
        return end(droppingCR: false)
    }

    private mutating func take(_ bytes: UnsafeBufferPointer<UInt8>) {
        if skipping {
            skipped += bytes.count
        } else if partial.count + bytes.count > maxLineBytes + 1 {
            // One byte more than the limit may be the CR before the LF.
            skipping = true
            skipped = partial.count + bytes.count
            partial = []
        } else {
            partial.append(contentsOf: bytes)
        }
    }

    private mutating func end(droppingCR: Bool = true) -> NDJSONValidator.Line {
        lineNumber += 1
        defer {
            partial = []
            skipping = false
            skipped = 0
        }
        if skipping { return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: skipped)) }
        if droppingCR, partial.last == UInt8(ascii: "\r") { partial.removeLast() }
        guard partial.count <= maxLineBytes else {
            return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: partial.count))
        }
        return NDJSONValidator.Line(number: lineNumber, content: .bytes(partial))
    }
}
