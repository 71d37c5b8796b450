/// The pre-tests ``Checker/checkStrings(_:skipping:)`` makes on the decoded text of each
/// string, telling which strings need a closer look: most never become a `String`. A
/// string without escapes is its own decoded text, read in place; one with escapes is
/// decoded into a scratch buffer first, so `\/`, `\u0040` or `\u003a` hide nothing.
enum StringScan {
    /// Whether the decoded text `bytes[start..<end]` may be a URL with credentials, one
    /// that hides its host, or one over ``URLStrings/maximumLength``: it holds a `:`
    /// (every URL has one after its scheme), and an `@` (user info: credentials and host
    /// confusion need one) or more than ``URLStrings/maximumLength`` bytes. Bytes of
    /// `bytes` outside the text may be read, never used: `bytes` is the enclosing buffer
    /// (the whole document, or the scratch buffer).
    @inline(__always)
    static func mayLink(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start > URLStrings.maximumLength || holds(UInt8(ascii: "@"), bytes, from: start, to: end) else {
            return false
        }
        return holds(UInt8(ascii: ":"), bytes, from: start, to: end)
    }

    /// Whether the decoded text `bytes[start..<end]` may be a link whose host looks like
    /// another (``LookAlikeHost``): it starts with a scheme and a `:` as a WHATWG URL
    /// parser reads it (after leading controls and spaces, tabs and line breaks ignored),
    /// and what follows up to the end of the host (any run of `/` and `\`, then the
    /// authority up to `/`, `\`, `?` or `#`) holds a byte beyond ASCII, a `%` (the parser
    /// decodes the host) or `xn--`. Reads the scheme and the authority only.
    static func mayHaveLookAlikeHost(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        scanAuthority(bytes, from: start, to: end) == .lookAlike
    }

    /// What ``scanAuthority(_:from:to:)`` tells of a text's scheme and authority.
    enum AuthorityScan: Equatable {
        /// ``mayHaveLookAlikeHost(_:from:to:)``.
        case lookAlike
        /// Not that, and no `@` can be in the user info or the host as any reader
        /// delimits them (``WebURL/userInfo``, ``WebURL/apparentHost``): the text has no
        /// scheme, or its authority ends at a `/`, `?` or `#` and holds no `@` and no byte
        /// up to U+0020 (which the parser drops or stops at).
        case noUserInfo
        /// Neither: only an `@` anywhere tells.
        case unsure
    }

    /// The scan of ``mayHaveLookAlikeHost(_:from:to:)``, which also looks for an `@` in
    /// the authority it reads: an `@` after it matters to no finding (the parser's
    /// authority, and the apparent one, end at the first `/`, `?` or `#` after the
    /// scheme's slashes), so most links need no search for one.
    static func scanAuthority(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> AuthorityScan {
        var index = start
        if let base = bytes.baseAddress, end - start >= 8, let prefix = httpPrefix(ByteWord.load(base, at: start)) {
            index += prefix  // `https://` or `http:/`, whatever the case: the scheme loop's answer
        } else {
            // No scheme: a WHATWG URL parser reads none either, so no authority.
            while index < end, bytes[index] <= 0x20 { index += 1 }
            guard index < end, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z")
            else { return .noUserInfo }
            index += 1
            while index < end, bytes[index] != UInt8(ascii: ":") {
                let byte = bytes[index]
                guard RouteText.isSchemeByte(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D else {
                    return .noUserInfo
                }
                index += 1
            }
            guard index < end else { return .noUserInfo }
            index += 1  // past the `:`
        }
        while index < end, bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "\\") { index += 1 }
        // The authority, eight bytes at a time while no word holds a `-`: up to its end
        // (`/`, `\`, `?` or `#`), a `%` or a byte beyond ASCII answers. A `-` (perhaps
        // of `xn--`) sends the rest to the byte loop below, from the authority's start.
        let authority = index
        var unsure = false  // an `@` or a byte up to U+0020 in the authority
        if let base = bytes.baseAddress {
            while index &+ 8 <= end {
                let word = AuthorityWord(ByteWord.load(base, at: index))
                if word.isLookAlike { return .lookAlike }
                if word.hasDash {
                    index = authority
                    unsure = false
                    break
                }
                if word.isUnsure { unsure = true }
                if let offset = word.end {
                    index &+= offset
                    return unsure || bytes[index] == UInt8(ascii: "\\") ? .unsure : .noUserInfo
                }
                index &+= 8
            }
        }
        var dashes = 0  // `-` in a row, for `xn--`
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return unsure ? .unsure : .noUserInfo
            case UInt8(ascii: "\\"): return .unsure  // the apparent host goes on past it
            case UInt8(ascii: "%"), 0x80...: return .lookAlike
            case UInt8(ascii: "-"):
                dashes += 1
                if dashes == 2, index >= 3, bytes[index - 2] | 0x20 == UInt8(ascii: "n"),
                    bytes[index - 3] | 0x20 == UInt8(ascii: "x")
                {
                    return .lookAlike
                }
            case UInt8(ascii: "@"), 0...0x20:
                unsure = true
                dashes = 0
            default: dashes = 0
            }
            index += 1
        }
        return unsure ? .unsure : .noUserInfo
    }

    /// The length of the `https://` (8) or `http:/` (6) that the eight bytes `word`
    /// (the first in the lowest lane) start with, ASCII case ignored; `nil` for any other
    /// start. `| 0x20` lowercases a letter and makes no other byte a lowercase letter.
    @inline(__always)
    static func httpPrefix(_ word: UInt64) -> Int? {
        // "https://" and "http:/" as little-endian words.
        if word | 0x0000_0020_2020_2020 == 0x2F2F_3A73_7074_7468 { return 8 }
        if (word | 0x0000_0000_2020_2020) & 0x0000_FFFF_FFFF_FFFF == 0x0000_2F3A_7074_7468 { return 6 }
        return nil
    }

    /// ``mayLink(_:from:to:)`` or ``mayHaveLookAlikeHost(_:from:to:)``, but for an `@`
    /// that no finding can read (``scanAuthority(_:from:to:)``): both need a `:`, so a
    /// pass eight bytes at a time for it alone turns away most strings; then the length,
    /// the scheme and the authority (short), and only where they cannot tell, an `@`
    /// anywhere.
    @inline(__always)
    static func mayBeLink(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard holds(UInt8(ascii: ":"), bytes, from: start, to: end) else { return false }
        if end - start > URLStrings.maximumLength { return true }
        switch scanAuthority(bytes, from: start, to: end) {
        case .lookAlike: return true
        case .noUserInfo: return false
        case .unsure: return holds(UInt8(ascii: "@"), bytes, from: start, to: end)
        }
    }

    /// For the body as written `bytes[start..<end]` of a string whose escapes decode to
    /// ASCII or to scalars beyond ASCII (``escapesHideNothing(_:from:to:)``), none of them
    /// to `:`, `@`, `%`, `-`, `/`, `\\`, `?` or `#`: `false` only when
    /// ``mayBeLink(_:from:to:)`` is false on its decoded text, which then need not be
    /// decoded. The decoded text is no longer than the body and holds a `:` or an `@`
    /// where the body does; its scheme and authority are read in the body
    /// (``mayHaveLookAlikeHostEscaped(_:from:to:)``).
    static func mayBeLinkEscaped(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard holds(UInt8(ascii: ":"), bytes, from: start, to: end) else { return false }
        if end - start > URLStrings.maximumLength { return true }
        return mayHaveLookAlikeHostEscaped(bytes, from: start, to: end)
            || holds(UInt8(ascii: "@"), bytes, from: start, to: end)
    }

    /// ``mayHaveLookAlikeHost(_:from:to:)`` of the decoded text, read in the body as
    /// written (escapes as for ``mayBeLinkEscaped(_:from:to:)``), `true` where it cannot
    /// tell: a scheme other than `http:` or `https:` is read with every escape let
    /// through (each may be a tab or a line break); in the run of slashes `\/` and `\\`
    /// are a slash; in the authority `\/` and `\\` end it, `\u` (beyond ASCII) answers,
    /// and the other escapes are one byte that neither ends it nor answers, and breaks a
    /// run of `-`. A decoded `xn--` is the same four bytes in the body.
    static func mayHaveLookAlikeHostEscaped(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Bool {
        var index = start
        // `https:` or `http:`, whatever the case, then any bytes (`\/\/` as written, most
        // often): the scheme loop's answer, past the `:`. `| 0x20` lowercases a letter
        // and makes no other byte a lowercase letter.
        let word = end - start >= 8 ? bytes.baseAddress.map { ByteWord.load($0, at: start) } : nil
        if let word, (word | 0x0020_2020_2020) & 0xFFFF_FFFF_FFFF == 0x3A73_7074_7468 {
            index &+= 6
        } else if let word, (word | 0x20_2020_2020) & 0xFF_FFFF_FFFF == 0x3A_7074_7468 {
            index &+= 5
        } else {
            while index < end {
                if bytes[index] <= 0x20 {
                    index += 1
                } else if bytes[index] == UInt8(ascii: "\\") {
                    index += 2
                } else {
                    break
                }
            }
            guard index < end, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z")
            else { return false }
            index += 1
            while index < end, bytes[index] != UInt8(ascii: ":") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                guard RouteText.isSchemeByte(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
                index += 1
            }
            guard index < end else { return false }
            index += 1  // past the `:`
        }
        // A `\` in the body always starts an escape of two bytes (or six, `\u`).
        func escaped(_ index: Int) -> UInt8 { index + 1 < end ? bytes[index + 1] : 0 }
        while index < end {
            if bytes[index] == UInt8(ascii: "/") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "\\"),
                escaped(index) == UInt8(ascii: "/") || escaped(index) == UInt8(ascii: "\\")
            {
                index += 2
            } else {
                break
            }
        }
        // The authority eight bytes at a time, as in ``mayHaveLookAlikeHost(_:from:to:)``,
        // up to its first `\\` (an escape, for the byte loop) or a `-` (from the start).
        let authority = index
        if let base = bytes.baseAddress {
            while index &+ 8 <= end {
                let word = AuthorityWord(ByteWord.load(base, at: index))
                if word.isLookAlike { return true }
                if word.hasDash {
                    index = authority
                    break
                }
                if let offset = word.end {
                    index &+= offset
                    if bytes[index] != UInt8(ascii: "\\") { return false }
                    break
                }
                index &+= 8
            }
        }
        var dashes = 0
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
            case UInt8(ascii: "\\"):
                let next = escaped(index)
                if next == UInt8(ascii: "/") || next == UInt8(ascii: "\\") { return false }
                if next == UInt8(ascii: "u") { return true }
                dashes = 0
                index += 2
                continue
            case UInt8(ascii: "%"), 0x80...: return true
            case UInt8(ascii: "-"):
                dashes += 1
                if dashes == 2, index >= start + 3, bytes[index - 2] | 0x20 == UInt8(ascii: "n"),
                    bytes[index - 3] | 0x20 == UInt8(ascii: "x")
                {
                    return true
                }
            default: dashes = 0
            }
            index += 1
        }
        return false
    }

    /// Whether every escape of the body as written `bytes[start..<end]` decodes to ASCII
    /// without `\u`, or by `\u` (or a pair of them, surrogates) to a scalar beyond ASCII
    /// that no candidate unit holds (``HiddenCharacters/isCandidate(_:)``), U+1F3F4 aside
    /// (the base of emoji tags, which its escape as written is not): then the body
    /// hides nothing from the scans that read it as written (a scalar outside the
    /// candidate units is a base to the hidden-character scanner, as the escape's ASCII
    /// is), and its link pre-test reads it so (``mayBeLinkEscaped(_:from:to:)``). `false`
    /// for any other `\u`, which only the decoded text tells.
    /// Escapes are found eight bytes at a time.
    static func escapesHideNothing(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let backslashes = ByteWord.ones &* UInt64(UInt8(ascii: "\\"))
        var index = start
        while index < end {
            // The next `\\`: the lowest byte the zero-byte test marks is exact (a borrow
            // only marks bytes above a zero byte).
            while index &+ 8 <= end {
                let x = ByteWord.load(base, at: index) ^ backslashes
                let found = (x &- ByteWord.ones) & ~x & ByteWord.highs
                if found != 0 {
                    index &+= found.trailingZeroBitCount >> 3
                    break
                }
                index &+= 8
            }
            while index < end, base[index] != UInt8(ascii: "\\") { index &+= 1 }
            guard index &+ 1 < end else { return index >= end }
            guard base[index &+ 1] == UInt8(ascii: "u") else {
                index &+= 2
                continue
            }
            guard index &+ 5 < end else { return false }
            let value = hexValue(base, at: index &+ 2)
            if value & 0xFC00 == 0xD800 {
                // A pair of surrogates, `\uD83D\uDE42`: one scalar from U+10000, which hides
                // nothing outside the candidate units, but for U+1F3F4: read as written,
                // its escape would not be the base of the emoji tags after it.
                guard index &+ 11 < end, base[index &+ 6] == UInt8(ascii: "\\"),
                    base[index &+ 7] == UInt8(ascii: "u")
                else { return false }
                let low = hexValue(base, at: index &+ 8)
                guard low & 0xFC00 == 0xDC00 else { return false }
                let scalar = 0x10000 &+ (value &- 0xD800) << 10 &+ (low &- 0xDC00)
                if scalar == 0x1F3F4 || HiddenCharacters.isCandidate(scalar) { return false }
                index &+= 12
                continue
            }
            if value < 0x80 || value & 0xF800 == 0xD800 { return false }
            // The UTF-8 lead and second byte's test first: most letters pass it.
            let lead = value < 0x800 ? UInt8(0xC0 | value >> 6) : UInt8(0xE0 | value >> 12)
            let second = UInt8(truncatingIfNeeded: value < 0x800 ? value : value >> 6) & 0x3F
            if HiddenCharacters.secondsAfterLead(lead) >> UInt64(second) & 1 != 0, value >= 0xAD,
                HiddenCharacters.isCandidate(value)
            {
                return false
            }
            index &+= 6
        }
        return true
    }

    /// The value of the four hex digits at `offset` (the reader checked them): `c & 0xF`,
    /// plus 9 for a letter.
    @inline(__always)
    private static func hexValue(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
        var value: UInt32 = 0
        for digit in 0..<4 {
            let byte = base[offset &+ digit]
            value = value << 4 | UInt32((byte & 0x0F) &+ (byte >> 6) &* 9)
        }
        return value
    }

    /// Whether the body `bytes[start..<end]` holds `first` right before `second`, tested
    /// seven pairs at a time (each word overlaps the next by one byte).
    @inline(__always)
    static func holdsPair(
        _ first: UInt8, _ second: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Bool {
        var index = start
        if let base = bytes.baseAddress {
            while index + 8 <= end {
                let word = ByteWord.load(base, at: index)
                // A byte's high bit set when it is `first` and the byte after it `second`.
                if ByteWord.equal(word, first) & (ByteWord.equal(word, second) >> 8) != 0 { return true }
                index += 7
            }
        }
        while index + 1 < end {
            if bytes[index] == first, bytes[index + 1] == second { return true }
            index += 1
        }
        return false
    }

    /// Whether the body `bytes[start..<end]` holds `byte` (not zero), tested eight bytes
    /// at a time: a word XOR `byte` in every lane holds a zero byte exactly when it
    /// holds `byte`, and `(x - 0x01...) & ~x & 0x80...` is not zero exactly when `x`
    /// holds a zero byte (a borrow marks only bytes above a zero byte, so the word as a
    /// whole is answered exactly, in three operations where ``ByteWord/equal(_:_:)``
    /// takes five).
    @inline(__always)
    static func holds(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let pattern = ByteWord.ones &* UInt64(byte)
        return anyWord(bytes, from: start, to: end) { word in
            let x = word ^ pattern
            return (x &- ByteWord.ones) & ~x
        }
    }

    /// Whether the body `bytes[start..<end]` holds a byte from 0x80 up (text beyond ASCII).
    @inline(__always)
    static func holdsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        anyWord(bytes, from: start, to: end) { $0 }
    }

    /// Whether `marks` sets the high bit of some byte of a word of the body
    /// `bytes[start..<end]`, read eight bytes at a time, inside the body only: words from
    /// the start, then the word that ends with the body (it overlaps bytes already read,
    /// which marked nothing). A body shorter than a word is read as the word that ends
    /// with it, the bytes before the body shifted out (zeros shifted in, which `marks`
    /// must never mark: a zero byte is neither a byte being looked for nor beyond ASCII).
    @inline(__always)
    private static func anyWord(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, marks: (UInt64) -> UInt64
    ) -> Bool {
        guard end >= 8 else {
            // A body in the first eight bytes of the buffer: byte by byte.
            for index in start..<end where marks(UInt64(bytes[index])) & 0x80 != 0 { return true }
            return false
        }
        // A buffer of at least `end` bytes has an address; offsets inside it need no
        // overflow test.
        let base = bytes.baseAddress.unsafelyUnwrapped
        let count = end &- start
        if count <= 8 {
            guard count > 0 else { return false }
            return marks(ByteWord.load(base, at: end &- 8) &>> (UInt64(8 &- count) &* 8)) & ByteWord.highs != 0
        }
        var index = start
        while end &- index > 16 {
            let first = marks(ByteWord.load(base, at: index))
            if (first | marks(ByteWord.load(base, at: index &+ 8))) & ByteWord.highs != 0 { return true }
            index &+= 16
        }
        if end &- index > 8 {
            if marks(ByteWord.load(base, at: index)) & ByteWord.highs != 0 { return true }
        }
        return marks(ByteWord.load(base, at: end &- 8)) & ByteWord.highs != 0
    }
}

/// What eight bytes of a link's authority tell the two authority scans
/// (``StringScan/scanAuthority(_:from:to:)`` and ``StringScan/mayHaveLookAlikeHostEscaped(_:from:to:)``),
/// up to the first byte that ends the authority (`/`, `\\`, `?` or `#`), if any.
///
/// ``ByteWord/equal(_:_:)`` and ``ByteWord/below(_:_:)`` for ASCII bytes, their shared
/// parts once a word: `~(x + 0x7F...)` sets the high bit of a byte whose low seven bits
/// `x` are zero (no carry leaves a byte), and only a byte below 0x80 (`ascii`) can be one
/// of the ASCII bytes looked for.
struct AuthorityWord {
    /// The offset of the first byte that ends the authority, if the word holds one.
    var end: Int?
    /// Whether a `%` or a byte beyond ASCII comes before the end: a host to decode.
    var isLookAlike: Bool
    /// Whether a `-` (perhaps of `xn--`) comes before the end: the byte loop decides.
    var hasDash: Bool
    /// Whether an `@` or a byte up to U+0020 comes before the end.
    var isUnsure: Bool

    @inline(__always)
    init(_ word: UInt64) {
        let low = word & ByteWord.lows
        let ascii = ~word & ByteWord.highs
        @inline(__always) func zero(_ x: UInt64) -> UInt64 { ~(x &+ ByteWord.lows) }
        @inline(__always) func each(_ byte: UInt8) -> UInt64 { ByteWord.ones &* UInt64(byte) }
        // `/` (0x2F) and `?` (0x3F) are the bytes whose `| 0x10` is `?`.
        let ends =
            (zero((low | each(0x10)) ^ each(UInt8(ascii: "?"))) | zero(low ^ each(UInt8(ascii: "\\")))
                | zero(low ^ each(UInt8(ascii: "#")))) & ascii
        // The bytes before the first end, if any: all high bits below its own.
        let before = ends == 0 ? ~0 : (UInt64(1) << UInt64(ends.trailingZeroBitCount)) &- 1
        end = ends == 0 ? nil : ends.trailingZeroBitCount >> 3
        isLookAlike = (zero(low ^ each(UInt8(ascii: "%"))) & ascii | word & ByteWord.highs) & before != 0
        hasDash = zero(low ^ each(UInt8(ascii: "-"))) & ascii & before != 0
        // An `@`, or a byte below 0x21: its low seven bits plus 0x5F leave bit 7 clear.
        isUnsure = (zero(low ^ each(UInt8(ascii: "@"))) | ~(low &+ each(0x80 - 0x21))) & ascii & before != 0
    }
}
