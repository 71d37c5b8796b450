/// A place in the source bytes of a payload.
///
/// `line` is 1-based. `column` is 1-based and counts Unicode scalars on that line,
/// which is what editors expect when they jump to `file:line:column`. `offset` is the
/// 0-based byte offset into the input.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    /// 1-based column, counted in Unicode scalars.
    public var column: Int
    /// 0-based byte offset into the input.
    public var offset: Int

    /// Creates a location from its parts.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of the input.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Orders locations by byte offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}

/// Turns byte offsets into lines and columns in one linear pass.
///
/// Locations are resolved in batches: sorting the offsets first keeps the cost
/// linear in the input even when one long line carries many diagnostics.
package enum SourceLocator {
    /// Resolves each offset in `offsets` against `bytes`. A line ends at LF, CR LF, or a
    /// lone CR; with `lineFeedsOnly` (a line of NDJSON, which only LF ends), only at LF,
    /// and a lone CR is a character of the line, counted in its columns.
    ///
    /// - Returns: one location per offset, in the order given.
    package static func locate<Bytes: Collection<UInt8>>(
        _ offsets: [Int],
        in bytes: Bytes,
        lineFeedsOnly: Bool = false
    ) -> [SourceLocation] where Bytes.Index == Int {
        guard !offsets.isEmpty else { return [] }
        // Runs of eight bytes without a line break, when the bytes are contiguous: their
        // columns counted at once (every byte that is no UTF-8 continuation byte).
        return bytes.withContiguousStorageIfAvailable {
            locate(offsets, in: bytes, base: $0.baseAddress, lineFeedsOnly)
        }
            ?? locate(offsets, in: bytes, base: nil, lineFeedsOnly)
    }

    /// The location of the one byte offset `offset` in `bytes`, as
    /// ``locate(_:in:lineFeedsOnly:)`` gives it, with no list made: a value's place.
    package static func locate(offset: Int, in bytes: [UInt8], lineFeedsOnly: Bool = false) -> SourceLocation {
        bytes.withUnsafeBufferPointer { buffer in
            var walk = Walk(start: buffer.startIndex)
            walk.advance(to: min(max(offset, 0), buffer.count), in: buffer, base: buffer.baseAddress, lineFeedsOnly)
            return walk.location
        }
    }

    /// ``locate(_:in:lineFeedsOnly:)``, reading eight bytes at a time from `base` (the
    /// bytes' contiguous storage, when they have one).
    private static func locate<Bytes: Collection<UInt8>>(
        _ offsets: [Int], in bytes: Bytes, base: UnsafePointer<UInt8>?, _ lineFeedsOnly: Bool
    ) -> [SourceLocation] where Bytes.Index == Int {
        // Offsets mostly come in order: then they are visited as given.
        let inOrder = offsets.indices.dropFirst().allSatisfy { offsets[$0 - 1] <= offsets[$0] }
        let order = inOrder ? nil : offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var result = [SourceLocation](repeating: .start, count: offsets.count)
        var walk = Walk(start: bytes.startIndex)
        let end = bytes.endIndex
        for step in offsets.indices {
            let index = order?[step] ?? step
            let target = min(max(offsets[index], 0), end - bytes.startIndex) + bytes.startIndex
            walk.advance(to: target, in: bytes, base: base, lineFeedsOnly)
            result[index] = walk.location
        }
        return result
    }

    /// A walk over the bytes from their start: the line and column reached at `position`.
    private struct Walk {
        let start: Int
        var line = 1
        var column = 1
        var position: Int

        init(start: Int) {
            self.start = start
            position = start
        }

        /// The location reached, its offset from the bytes' start.
        var location: SourceLocation { SourceLocation(line: line, column: column, offset: position - start) }

        /// Walks on to `target` (not before `position`).
        mutating func advance<Bytes: Collection<UInt8>>(
            to target: Int, in bytes: Bytes, base: UnsafePointer<UInt8>?, _ lineFeedsOnly: Bool
        ) where Bytes.Index == Int {
            let end = bytes.endIndex
            // Each byte walked over, and a step for the offset.
            WorkMeter.charge(max(target - position, 0) + 1)
            while position < target {
                if let base, position + 8 <= target {
                    let word = ByteWord.load(base, at: position - start)
                    if ByteWord.equal(word, UInt8(ascii: "\n")) | ByteWord.equal(word, UInt8(ascii: "\r")) == 0 {
                        // A continuation byte is 0b10xx_xxxx: its high bit set, the next one clear.
                        column += 8 - (word & ~(word << 1) & ByteWord.highs).nonzeroBitCount
                        position += 8
                        continue
                    }
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte == UInt8(ascii: "\r") {
                    // CR LF is one break; a lone CR is a break too.
                    if lineFeedsOnly || (position + 1 < end && bytes[position + 1] == UInt8(ascii: "\n")) {
                        column += 1
                    } else {
                        line += 1
                        column = 1
                    }
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
        }
    }
}
