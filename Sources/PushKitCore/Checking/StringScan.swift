/// What pushkit checks in any URL-shaped string, wherever it sits in a payload.
enum URLStrings {
    /// Longer links are cut by some browsers, consoles and logs.
    static let maximumLength = 2048

    /// Whether `text` is a link whose checks apply: `scheme://...` (``LinkCheck/isURI(_:)``),
    /// or a URL with an authority as a WHATWG URL parser reads it, which a special scheme
    /// has after any run of `/` and `\`, or none (`https:\user:pw@host`).
    static func isLink(_ text: String) -> Bool {
        LinkCheck.isURI(text) || WebURL(text)?.authority != nil
    }

    /// The message of `url.look-alike-host` for `finding` in the host of `report`.
    static func lookAlikeMessage(_ report: LookAlikeHost.Report, _ finding: LookAlikeHost.Finding) -> String {
        let ascii = RouteText.normalizedHost(ArraySlice(report.decoded.utf8))
        let shown = JSONText.quoted(report.decoded) + (ascii != report.decoded ? " (\(ascii))" : "")
        switch finding {
        case .mixedScripts(let label, let scripts):
            return
                "this URL's host \(shown) mixes \(scripts.joined(separator: " and ")) letters in the label \(JSONText.quoted(label)), so it reads as another name than the site it opens (a homograph); write each label in one script"
        case .separatorLookAlike(let scalar):
            let looksLike =
                [0x0701, 0x0702, 0xA4F8, 0xA60E, 0x10A50].contains(scalar.value) ? "a full stop" : "a slash"
            return
                "this URL's host \(shown) holds \(HiddenCharacters.describe(scalar)), which looks like \(looksLike) but is part of the name: the link opens another site than it seems to; write the host in ASCII"
        case .mappedAway(let scalar):
            let does = LookAlikeHost.mappedDots.contains(scalar.value) ? "reads as a full stop" : "drops"
            // The host as written, its invisible characters and bidirectional controls
            // (the three marks too: it is quoted payload text) shown as escapes.
            var written = ""
            for scalar in report.host.unicodeScalars {
                if HiddenCharacters.isInvisible(scalar) || JSONText.isBidirectionalControl(scalar) {
                    written += "\\u{\(hex(scalar.value, digits: 2))}"
                } else {
                    written.unicodeScalars.append(scalar)
                }
            }
            return
                "this URL's host \"\(written)\" holds \(HiddenCharacters.describe(scalar)), which a browser \(does), opening \(shown); every check, allowlist and log that compares the name as written sees another one: write it as the browser reads it"
        }
    }

    /// What the authority of `text` hides, read as a WHATWG URL parser reads it
    /// (``WebURL``): user info (`url.credentials`), or a `\` that ends the authority of
    /// an http(s) link before an `@`, so that the link opens another host than the one
    /// it seems to name (`url.host-confusion`). `nil` for a link without either.
    static func authorityProblem(_ text: String) -> AuthorityProblem? {
        guard let url = WebURL(text), url.authority != nil else { return nil }
        if let seems = url.apparentHost, seems != url.host {
            return .hostConfusion(seems: seems, opens: url.host)
        }
        // `https://@host` and `https://:@host` carry an empty user name and password: the
        // parser keeps none (URL Standard §4.4 "authority state").
        if let userInfo = url.userInfo, !userInfo.isEmpty, !userInfo.elementsEqual([UInt8(ascii: ":")]) {
            return .credentials(opens: url.host)
        }
        return nil
    }
}

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
                let word = ByteWord.load(base, at: index)
                // ``ByteWord/equal(_:_:)`` and ``ByteWord/below(_:_:)`` for ASCII bytes,
                // their shared parts once a word: `~(x + 0x7F...)` sets the high bit of a
                // byte whose low seven bits `x` are zero (no carry leaves a byte), and only
                // a byte below 0x80 (`ascii`) can be one of the ASCII bytes looked for.
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
                if (zero(low ^ each(UInt8(ascii: "%"))) & ascii | word & ByteWord.highs) & before != 0 {
                    return .lookAlike
                }
                if zero(low ^ each(UInt8(ascii: "-"))) & ascii & before != 0 {
                    index = authority
                    unsure = false
                    break
                }
                // An `@`, or a byte below 0x21: its low seven bits plus 0x5F leave bit 7 clear.
                if (zero(low ^ each(UInt8(ascii: "@"))) | ~(low &+ each(0x80 - 0x21))) & ascii & before != 0 {
                    unsure = true
                }
                if ends != 0 {
                    index &+= ends.trailingZeroBitCount >> 3
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
                let word = ByteWord.load(base, at: index)
                // The tests of ``scanAuthority(_:from:to:)``, their shared parts once a word.
                let low = word & ByteWord.lows
                let ascii = ~word & ByteWord.highs
                @inline(__always) func zero(_ x: UInt64) -> UInt64 { ~(x &+ ByteWord.lows) }
                @inline(__always) func each(_ byte: UInt8) -> UInt64 { ByteWord.ones &* UInt64(byte) }
                let ends =
                    (zero((low | each(0x10)) ^ each(UInt8(ascii: "?"))) | zero(low ^ each(UInt8(ascii: "\\")))
                        | zero(low ^ each(UInt8(ascii: "#")))) & ascii
                let before = ends == 0 ? ~0 : (UInt64(1) << UInt64(ends.trailingZeroBitCount)) &- 1
                if (zero(low ^ each(UInt8(ascii: "%"))) & ascii | word & ByteWord.highs) & before != 0 { return true }
                if zero(low ^ each(UInt8(ascii: "-"))) & ascii & before != 0 {
                    index = authority
                    break
                }
                if ends != 0 {
                    index &+= ends.trailingZeroBitCount >> 3
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

extension Checker {
    /// One pass over every string of `document` (keys too): hidden characters, and URLs
    /// that carry credentials, hide their host or are too long. Each string is judged by
    /// its decoded text, as the device reads it, and reported once per rule. The strings
    /// at the node indices `skipping` (strings read as documents, whose own strings are
    /// checked instead) are left out.
    ///
    /// Plain ASCII (the reader's flags say so) is scanned in place for a `:`, and only a
    /// string with one for the rest of the link pre-test; other text without `\u`
    /// escapes is scanned in place for hidden characters too (see ``HiddenCharacters``);
    /// a string with `\u` escapes, or one whose body may be a link, is decoded into one
    /// scratch buffer and scanned there. A `String` is made only for a string that may
    /// be a link.
    mutating func checkStrings(_ document: JSONDocument, skipping: [Int] = []) {
        let nodes = document.nodes
        var hidden: [(index: Int, scalar: Unicode.Scalar)] = []
        var links: [(index: Int, text: String)] = []
        // The decoded text of the string with escapes at hand: one buffer for the whole
        // document, on the stack unless a string needs more.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { stack in
            var scratch = JSONText.Scratch(stack: stack)
            Self.findCandidates(document, skipping: skipping, scratch: &scratch, hidden: &hidden, links: &links)
        }
        guard !hidden.isEmpty || !links.isEmpty else { return }
        // A key is reported at its member, whose pointer names the key.
        func place(_ index: Int) -> JSONValue {
            JSONValue(document: document, index: (nodes[index].flags & JSONNode.isKey != 0) ? index + 1 : index)
        }
        for (index, scalar) in hidden {
            let isKey = nodes[index].flags & JSONNode.isKey != 0
            let message =
                "\(isKey ? "the key" : "this text") contains \(HiddenCharacters.describe(scalar)), which changes what is shown without being seen (spoofing); remove it"
            // A key's character is placed at the key, with the member's pointer.
            if isKey {
                emit(.textHiddenCharacter, atKeyOf: place(index), message)
            } else {
                emit(.textHiddenCharacter, at: place(index), message)
            }
        }
        for (index, text) in links {
            if let report = LookAlikeHost.report(text), let finding = report.finding {
                emit(
                    .urlLookAlikeHost, finding.opensAnotherSite ? nil : .warning, at: place(index),
                    URLStrings.lookAlikeMessage(report, finding))
            }
            guard URLStrings.isLink(text) else { continue }
            switch URLStrings.authorityProblem(text) {
            case .credentials:
                emit(
                    .urlCredentials, at: place(index),
                    "this URL carries a user name or password; everyone who sees the push, and every log on the way, sees them"
                )
            case .hostConfusion(let seems, let opens):
                emit(
                    .urlHostConfusion, at: place(index),
                    "this URL seems to open \(JSONText.quoted(seems)), but a browser (the WHATWG URL parser, Android's too) reads the backslash as a slash and opens \(JSONText.quoted(opens)); write the link without the backslash"
                )
            case nil:
                break
            }
            let length = text.unicodeScalars.count
            if length > URLStrings.maximumLength {
                emit(
                    .urlTooLong, at: place(index),
                    "this URL is \(length) characters; some browsers, consoles and logs cut links over \(URLStrings.maximumLength)"
                )
            }
        }
    }

    /// The strings of `document` that hold a hidden character, and those that may be
    /// links, for ``checkStrings(_:skipping:)``: the pre-tests, string by string, with
    /// `scratch` for the decoded text of strings with `\u` escapes. Other strings are
    /// read as written: plain ASCII holds no hidden character, and other escapes decode
    /// to ASCII, which hides nothing from either scan (``HiddenCharacters/first(inUTF8:from:to:)``,
    /// ``StringScan/mayBeLinkEscaped(_:from:to:nonASCII:)``).
    private static func findCandidates(
        _ document: JSONDocument, skipping: [Int], scratch: inout JSONText.Scratch,
        hidden: inout [(index: Int, scalar: Unicode.Scalar)], links: inout [(index: Int, text: String)]
    ) {
        let nodes = document.nodes
        let bytes = document.text
        let skips = !skipping.isEmpty
        let shapes = JSONNode.hasEscapes | JSONNode.hasNonASCII | JSONNode.hasInvalidUTF8
        // Offsets and indices come from the reader, inside the document: wrapping
        // arithmetic, which needs no overflow test.
        var next = 0
        while next < nodes.count {
            var index = next
            next &+= 1
            var node = nodes[index]
            guard node.kind == .string else { continue }
            if node.flags & (JSONNode.isKey | shapes) == JSONNode.isKey {
                // A key in plain ASCII as written (most strings): no hidden character, no
                // link. Its value is the next node (a key is never the last), read here.
                index = next
                next &+= 1
                node = nodes[index]
                guard node.kind == .string else { continue }
            }
            let shape = node.flags & shapes
            let isKey = node.flags & JSONNode.isKey != 0
            if skips, skipping.contains(index) { continue }
            let start = Int(truncatingIfNeeded: node.start &+ 1)
            let end = Int(truncatingIfNeeded: node.end &- 1)
            if shape == 0 {
                // A value in plain ASCII as written: no hidden character.
                guard StringScan.mayBeLink(bytes, from: start, to: end) else { continue }
                links.append(
                    (index, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                continue
            }
            if shape & JSONNode.hasInvalidUTF8 != 0 {
                // Rare: read as the device would, with U+FFFD for the bad bytes.
                let text = JSONValue.decodedString(node, in: document)
                if let scalar = HiddenCharacters.first(in: text) { hidden.append((index, scalar)) }
                if !isKey, text.utf8.contains(UInt8(ascii: ":")) { links.append((index, text)) }
                continue
            }
            let nonASCII = shape & JSONNode.hasNonASCII != 0
            if shape & JSONNode.hasEscapes == 0 {
                // Text beyond ASCII, its own decoded text.
                if let scalar = HiddenCharacters.first(inUTF8: bytes, from: start, to: end) {
                    hidden.append((index, scalar))
                }
                guard !isKey, StringScan.mayBeLink(bytes, from: start, to: end) else { continue }
                links.append(
                    (index, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                continue
            }
            if StringScan.escapesHideNothing(bytes, from: start, to: end) {
                // Escapes that decode to ASCII, or beyond ASCII outside the candidate
                // units: both scans read the body as written, and only a body that may
                // be a link is decoded, for the exact pre-test.
                if nonASCII, let scalar = HiddenCharacters.first(inUTF8: bytes, from: start, to: end) {
                    hidden.append((index, scalar))
                }
                guard !isKey, StringScan.mayBeLinkEscaped(bytes, from: start, to: end) else { continue }
                let (buffer, count) = scratch.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                guard StringScan.mayBeLink(buffer, from: 0, to: count) else { continue }
                links.append((index, String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)))
                continue
            }
            // Other `\u` escapes: the scans read the decoded text, which the device sees.
            let (buffer, count) = scratch.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if StringScan.holdsNonASCII(buffer, from: 0, to: count),
                let scalar = HiddenCharacters.first(inUTF8: buffer, from: 0, to: count)
            {
                hidden.append((index, scalar))
            }
            guard !isKey, StringScan.mayBeLink(buffer, from: 0, to: count) else { continue }
            links.append((index, String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)))
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
