extension ByteWord {
    /// Whether the `count` bytes at `a` and at `b` are the same, compared eight (or
    /// four) bytes at a time: keys are short, and a byte loop spends most of its time on
    /// its own bounds. Only the `count` bytes at each pointer are read: the last word
    /// overlaps the one before it rather than reading past the end.
    @inline(__always)
    static func sameBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
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
    @inline(__always)
    static func load32(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
        UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self)
    }
}
