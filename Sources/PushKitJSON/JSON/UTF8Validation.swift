/// Strict UTF-8 (RFC 3629, Unicode table 3-7): no overlong forms, no encoded
/// surrogates, nothing above U+10FFFF, no truncated sequences.
package enum UTF8Validation {
    /// The length of the valid sequence that starts at `index`, or 0 when the bytes
    /// there are not valid UTF-8.
    @inline(__always)
    package static func sequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let remaining = bytes.count - index
        @inline(__always) func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            offset < remaining && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }

    /// The length of the valid sequence that starts at `index` of `text`, or 0 when the
    /// bytes there are not valid UTF-8: ``sequenceLength(_:at:)`` for memory in which
    /// the three bytes after `index` are readable (the reader's copy of its input,
    /// padded with zeros), so no byte needs a bound of its own. A zero is no
    /// continuation byte, so a sequence cut short by the end of the input is invalid.
    @inline(__always)
    package static func sequenceLength(_ text: UnsafePointer<UInt8>, at index: Int) -> Int {
        // In bounds: `index + 3` is readable (the caller's promise).
        let lead = text[index]
        // Offsets step with wrapping arithmetic: `index + 3` is an offset of the reader's
        // copy, far from `Int.max`, and a checked step is a branch of its own.
        @inline(__always) func continuation(_ offset: Int) -> Bool { text[index &+ offset] & 0xC0 == 0x80 }
        if lead < 0x80 { return 1 }
        if lead < 0xE0 {
            return lead >= 0xC2 && continuation(1) ? 2 : 0
        }
        let second = text[index &+ 1]
        if lead < 0xF0 {
            let valid =
                switch lead {
                case 0xE0: second >= 0xA0 && second <= 0xBF
                case 0xED: second >= 0x80 && second <= 0x9F
                default: second & 0xC0 == 0x80
                }
            return valid && continuation(2) ? 3 : 0
        }
        let valid =
            switch lead {
            case 0xF0: second >= 0x90 && second <= 0xBF
            case 0xF1...0xF3: second & 0xC0 == 0x80
            case 0xF4: second >= 0x80 && second <= 0x8F
            default: false
            }
        return valid && continuation(2) && continuation(3) ? 4 : 0
    }

    /// How many bytes the invalid sequence at `index` spans, so that one broken
    /// character gets one diagnostic: the byte there and the continuation bytes
    /// (0x80 to 0xBF) right after it, up to the length its lead byte announces (up to
    /// four bytes for a run of stray continuation bytes or a byte that leads nothing).
    package static func invalidSequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let limit: Int
        switch bytes[index] {
        case 0xC0...0xDF: limit = 2
        case 0xE0...0xEF: limit = 3
        default: limit = 4
        }
        var length = 1
        while length < limit, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 {
            length += 1
        }
        return length
    }

    /// Says what is wrong with the invalid sequence at `index`.
    package static func problem(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> String {
        let lead = bytes[index]
        let shown = "byte 0x\(hex(lead, digits: 2))"
        let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
        let fix = "; save the text as UTF-8"
        switch lead {
        case 0x80...0xBF:
            return "invalid UTF-8: \(shown) is a continuation byte without a lead byte\(fix)"
        case 0xC0, 0xC1:
            return "invalid UTF-8: \(shown) starts an overlong encoding\(fix)"
        case 0xE0 where next.map { (0x80...0x9F).contains($0) } ?? false,
            0xF0 where next.map { (0x80...0x8F).contains($0) } ?? false:
            return "invalid UTF-8: overlong encoding starting with \(shown)\(fix)"
        case 0xED where next.map { (0xA0...0xBF).contains($0) } ?? false:
            return "invalid UTF-8: a UTF-16 surrogate (U+D800 to U+DFFF) encoded in UTF-8\(fix)"
        case 0xF4 where next.map { (0x90...0xBF).contains($0) } ?? false, 0xF5...0xFF:
            return "invalid UTF-8: \(shown) starts a sequence above U+10FFFF\(fix)"
        default:
            return "invalid UTF-8: the sequence starting with \(shown) is truncated\(fix)"
        }
    }
}
