/// Whether a text is a UUID in its canonical form (8-4-4-4-12 hex digits, either case), as
/// the SDKs that parse one read it (Synerise's campaign and action ids, Crobox's session
/// and promotion ids), as `UUID(uuidString:)` takes it (a Live Activity's `UUID` attribute
/// read by `JSONDecoder`) and as APNs takes an `apns-id` or `apns-request-id`: the one
/// test for all of them.
enum UUIDText {
    /// Whether `text` is a UUID.
    static func isUUID(_ text: String) -> Bool {
        var text = text
        // Read over the contiguous UTF-8, without the generic enumerated iteration.
        return text.withUTF8(isUUID)
    }

    /// Whether `bytes` are a UUID: 36 bytes, hex digits and dashes at 8, 13, 18 and 23.
    ///
    /// Eight bytes at a time: the four dashes tested, and made `0` in the two words that
    /// hold them, then every byte of five words (0, 8, 16, 24 and the last eight) tested
    /// for a hex digit by two ranges at once (``isHexWord(_:)``), not one call a byte.
    static func isUUID(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36, let base = bytes.baseAddress else { return false }
        let dash = UInt8(ascii: "-")
        guard base[8] == dash, base[13] == dash, base[18] == dash, base[23] == dash else { return false }
        // Lanes 0 and 5 of the word at 8, lanes 2 and 7 of the word at 16, are the dashes:
        // `-` (0x2D) XOR 0x1D is `0` (0x30).
        let second = ByteWord.load(base, at: 8) ^ 0x0000_1D00_0000_001D
        let third = ByteWord.load(base, at: 16) ^ 0x1D00_0000_001D_0000
        return isHexWord(ByteWord.load(base, at: 0)) && isHexWord(second) && isHexWord(third)
            && isHexWord(ByteWord.load(base, at: 24)) && isHexWord(ByteWord.load(base, at: 28))
    }

    /// Whether every byte of `word` is an ASCII hex digit, either case. For bytes below
    /// 0x80 (the high bits tested first), `x + (0x7F - n)` sets a byte's high bit exactly
    /// when `x > n`, with no carry into the next byte.
    @inline(__always)
    static func isHexWord(_ word: UInt64) -> Bool {
        guard word & ByteWord.highs == 0 else { return false }
        @inline(__always) func above(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &+ ByteWord.ones &* (0x7F - n)) }
        let digit = above(word, 0x2F) & ~above(word, 0x39)
        let lower = word | ByteWord.ones &* 0x20
        let letter = above(lower, 0x60) & ~above(lower, 0x66)
        return (digit | letter) & ByteWord.highs == ByteWord.highs
    }

    /// ``isUUID(_:)`` a byte at a time: what it stands for (the tests compare the two).
    static func isUUIDByBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 36 else { return false }
        for index in 0..<bytes.count {
            let byte = bytes[index]
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if hexDigitValue(byte) == nil {
                return false
            }
        }
        return true
    }
}
