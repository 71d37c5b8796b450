/// Word-at-a-time byte tests (SWAR): eight bytes read as one `UInt64`, the first in its
/// lowest byte, tested at once. Each test returns a word in which a byte's high bit is
/// set exactly when that byte passes, all other bits clear: no carry or borrow crosses
/// from one byte into the next, so there are no false positives, and the offset of the
/// first passing byte is `trailingZeroBitCount / 8`.
///
/// Every member is `@inlinable`: PushKitCore's scans call them in their inner loops, and
/// across a module boundary a call that is not inlined costs more than the test.
@usableFromInline package enum ByteWord: Sendable {
    /// 0x01 in every byte.
    @inlinable package static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// 0x7F in every byte.
    @inlinable package static var lows: UInt64 { 0x7F7F_7F7F_7F7F_7F7F }
    /// 0x80 in every byte.
    @inlinable package static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// The eight bytes at `offset` from `base` (which must all be readable).
    @inlinable @inline(__always)
    package static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
    }

    /// The bytes equal to `byte`.
    @inlinable @inline(__always)
    package static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (ones &* UInt64(byte))
        return ~(((difference & lows) &+ lows) | difference) & highs
    }

    /// The bytes at or above `threshold`, which is at least 0x80: their high bit is set,
    /// and adding `0x100 - threshold` to their low seven bits sets bit 7.
    @inlinable @inline(__always)
    package static func atLeast(_ word: UInt64, _ threshold: UInt8) -> UInt64 {
        ((word & lows) &+ ones &* (0x100 - UInt64(threshold))) & word & highs
    }

    /// The bytes below `threshold`, which is at most 0x80: their high bit is clear, and
    /// adding `0x80 - threshold` to their low seven bits leaves bit 7 clear.
    @inlinable @inline(__always)
    package static func below(_ word: UInt64, _ threshold: UInt8) -> UInt64 {
        ~((word & lows) &+ ones &* (0x80 - UInt64(threshold))) & ~word & highs
    }
}

extension ByteWord {
    /// Whether the `count` bytes at `a` and at `b` are the same, compared eight (or
    /// four) bytes at a time: keys are short, and a byte loop spends most of its time on
    /// its own bounds. Only the `count` bytes at each pointer are read: the last word
    /// overlaps the one before it rather than reading past the end.
    @inlinable @inline(__always)
    package static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        if count >= 8 {
            var offset = 0
            while offset &+ 8 < count {
                if load(a, at: offset) != load(b, at: offset) { return false }
                offset &+= 8
            }
            return load(a, at: count &- 8) == load(b, at: count &- 8)
        }
        if count >= 4 {
            return load32(a, at: 0) == load32(b, at: 0) && load32(a, at: count &- 4) == load32(b, at: count &- 4)
        }
        var offset = 0
        while offset < count {
            if a[offset] != b[offset] { return false }
            offset &+= 1
        }
        return true
    }

    /// The four bytes at `offset` from `base` (which must all be readable).
    @inlinable @inline(__always)
    package static func load32(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
        UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self)
    }
}
