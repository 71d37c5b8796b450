/// What pushkit can tell about a URL string without a URL type.
///
/// Every test reads the string's UTF-8 in place (a native string is not copied) and
/// answers the common shapes (an ASCII link without escapes, tabs or leading spaces)
/// with one forward scan and no allocation. The rare shapes are handed to the general
/// algorithm, which defines the answer; the fast scans only ever return what it would.
enum LinkCheck {
    /// The schemes of ``dangerousSchemes``, lowercased, as raw bytes to compare with.
    static let dangerousSchemeNames: [StaticString] = ["javascript", "data", "file", "vbscript"]

    /// Schemes that run code or read local data wherever a link is opened.
    static let dangerousSchemes: Set<String> = Set(dangerousSchemeNames.map { $0.description })

    /// Runs `body` on the UTF-8 of `text`: in place when the string is contiguous (every
    /// native Swift string is), else on a copy.
    @inline(__always)
    static func withUTF8<Result>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    // MARK: Schemes

    /// The scheme of `text` as a browser would see it: leading spaces and control
    /// characters dropped, tabs and line breaks inside removed, percent-escapes
    /// decoded, lowercased. `nil` when there is no scheme.
    static func effectiveScheme(_ text: String) -> String? {
        withUTF8(text) { bytes in
            switch scanScheme(bytes) {
            case .notFound: return nil
            case .found(let length): return asciiLowercased(UnsafeBufferPointer(rebasing: bytes[..<length]))
            case .undecided: return generalEffectiveScheme(bytes)
            }
        }
    }

    /// The dangerous scheme `text` uses, if any.
    static func dangerousScheme(_ text: String) -> String? {
        withUTF8(text) { dangerousScheme($0) }
    }

    /// The dangerous scheme the UTF-8 `bytes` use, if any: ``effectiveScheme(_:)`` looked
    /// up in ``dangerousSchemes``, without building a string for a scheme that is not.
    static func dangerousScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch scanScheme(bytes) {
        case .notFound:
            return nil
        case .found(let length):
            // Only 4, 8 and 10 bytes long: most schemes (https, http, app names) fail on
            // the length or the first byte.
            for name in dangerousSchemeNames where name.utf8CodeUnitCount == length {
                let expected = name.utf8Start
                var index = 0
                // `| 0x20` lowercases every byte a scheme may hold (letters, digits, `+-.`).
                while index < length, bytes[index] | 0x20 == expected[index] { index += 1 }
                if index == length { return name.description }
            }
            return nil
        case .undecided:
            guard let scheme = disguisedScheme(bytes), dangerousSchemes.contains(scheme) else { return nil }
            return scheme
        }
    }

    /// Whether `text` has the shape `scheme://...` with a valid scheme.
    static func isURI(_ text: String) -> Bool {
        withUTF8(text) { isURI($0) }
    }

    /// Whether the UTF-8 `bytes` have the shape `scheme://...` with a valid scheme.
    static func isURI(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let separator = separatorOffset(bytes), separator > 0 else { return false }
        switch scanScheme(bytes) {
        case .notFound: return false
        case .found: return true
        case .undecided: return generalEffectiveScheme(bytes) != nil
        }
    }

    /// The UTF-8 offset of the first `://` in `text`, found by a plain byte scan.
    static func separatorOffset(_ text: String) -> Int? {
        withUTF8(text) { separatorOffset($0) }
    }

    /// The offset of the first `://` in `bytes`.
    static func separatorOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard bytes.count >= 3 else { return nil }
        var index = 0
        while index < bytes.count - 2 {
            if bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The scheme of `bytes` when a forward scan can tell: `found(length)` when it is
    /// the first `length` bytes as written (``asciiLowercased(_:)`` lowercases it, as
    /// ``generalEffectiveScheme(_:)`` would), `notFound` when there is none, and
    /// `undecided` for a leading space, control character, `&` or non-ASCII byte, or a
    /// percent sign, `&`, tab or line break before the first `:`, which only the general
    /// algorithms (``generalEffectiveScheme(_:)``, ``disguisedScheme(_:)``) handle.
    ///
    /// Without those, the general algorithm keeps the first 65 bytes unchanged before the
    /// first `:` (decoding escapes after it cannot move it), so its scheme is those bytes
    /// when they are a letter and then scheme bytes, and there is none otherwise.
    private static func scanScheme(_ bytes: UnsafeBufferPointer<UInt8>) -> ScanResult<Int> {
        guard let first = bytes.first else { return .notFound }
        if first <= 0x20 || first == UInt8(ascii: "%") || first == UInt8(ascii: "&") || first >= 0x80 {
            return .undecided
        }
        guard isLetter(first) else { return .notFound }
        if let base = bytes.baseAddress, bytes.count >= 8 {
            // `https:` and `http:`, any case, as one word (`| 0x20` on the letters).
            let word = ByteWord.load(base, at: 0)
            if (word | 0x20_2020_2020) & 0xFFFF_FFFF_FFFF == 0x3A73_7074_7468 { return .found(5) }
            if (word | 0x2020_2020) & 0xFF_FFFF_FFFF == 0x3A_7074_7468 { return .found(4) }
        }
        let limit = min(bytes.count, 65)
        var index = 1
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: ":") { return .found(index) }
            if !isSchemeByte(byte) {
                let mayChange =
                    byte == UInt8(ascii: "%") || byte == UInt8(ascii: "&") || byte == 0x09 || byte == 0x0A
                    || byte == 0x0D
                return mayChange ? .undecided : .notFound
            }
            index += 1
        }
        return .notFound
    }

    /// ``effectiveScheme(_:)`` in general: keeps at most 65 bytes once leading bytes up
    /// to U+0020 are dropped (tabs and line breaks inside dropped too), decodes
    /// percent-escapes, and reads the scheme before the first `:`.
    private static func generalEffectiveScheme(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var bytes: [UInt8] = []
        var started = false
        for byte in utf8 {
            if !started, byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            bytes.append(byte)
            if bytes.count > 64 { break }
        }
        bytes = percentDecoded(bytes)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isLetter(first), scheme.allSatisfy(isSchemeByte) else { return nil }
        return String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self)
    }

    /// The scheme of `utf8` once every decoding a link may go through on its way to be
    /// opened has run, each as often as it changes something (three rounds at most):
    /// - HTML character references (`&#x09;`, `&#9;`, `&Tab;`, `&NewLine;`, `&colon;`,
    ///   `&nbsp;`), which an HTML in-app message or a WebView decodes in an attribute
    ///   before the URL parser runs (HTML Standard, "character reference state");
    /// - percent-escapes, which an app or SDK that decodes its deep links undoes;
    /// - the URL parser's own preprocessing (URL Standard §4.4, basic URL parser): tabs
    ///   and newlines removed anywhere, leading C0 control or space dropped;
    /// - leading Unicode spaces and invisible characters (U+00A0, U+2000 to U+200B,
    ///   U+3000, U+FEFF, ...), which Kotlin's `trim()` and Swift's `.whitespaces` trim.
    ///
    /// No scheme holds `&`, `%`, a space or a control character, so a link that decodes to
    /// `javascript:` this way is disguised on purpose, whichever consumer decodes it:
    /// `java%09script:`, `%0ajavascript:`, `jav&#x09;ascript:`, U+00A0 `javascript:`.
    static func disguisedScheme(_ utf8: UnsafeBufferPointer<UInt8>) -> String? {
        var bytes = decodedPrefix(utf8)
        for _ in 0..<2 where bytes.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "&") }) {
            let next = bytes.withUnsafeBufferPointer { decodedPrefix($0) }
            if next == bytes { break }
            bytes = next
        }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isLetter(first), scheme.allSatisfy(isSchemeByte) else { return nil }
        return String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self)
    }

    /// The most bytes ``decodedPrefix(_:)`` keeps: far more than any dangerous scheme
    /// needs, however it was escaped.
    private static let decodedPrefixLimit = 256

    /// One round of ``disguisedScheme(_:)``: `utf8` with character references and
    /// percent-escapes decoded, tabs and newlines removed and leading spaces dropped, up
    /// to its first `:` or ``decodedPrefixLimit`` bytes. Linear in the bytes read.
    private static func decodedPrefix(_ utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        var started = false
        var index = 0
        func append(_ byte: UInt8) {
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { return }
            output.append(byte)
            guard !started else { return }
            switch LeadingSpace.match(output) {
            case .whole: output.removeAll(keepingCapacity: true)
            case .prefix: break
            case .none: started = true
            }
        }
        while index < utf8.count, output.count < decodedPrefixLimit {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexDigitValue(utf8[index + 1]),
                let low = hexDigitValue(utf8[index + 2])
            {
                append(high << 4 | low)
                index += 3
            } else if byte == UInt8(ascii: "&"), let (scalar, length) = CharacterReference.decode(utf8, at: index) {
                for unit in String(Character(scalar)).utf8 { append(unit) }
                index += length
            } else {
                append(byte)
                index += 1
            }
            if started, output.last == UInt8(ascii: ":") { break }
        }
        return output
    }

    // MARK: http and https

    /// Whether `text` is an absolute `http` or `https` URL with a host and no spaces.
    static func isAbsoluteHTTP(_ text: String, httpsOnly: Bool = false) -> Bool {
        let prefix = withUTF8(text) { absoluteHTTPPrefix($0) }
        return prefix == 8 || (!httpsOnly && prefix == 7)
    }

    /// The length of the `https://` (8) or `http://` (7) prefix, matched without regard
    /// to ASCII case, when `bytes` is an absolute URL with a host and no byte up to U+0020
    /// or U+007F; 0 otherwise. The host is what follows the last `@` of the authority (the
    /// bytes up to the first `/`, `?`, `#` or `\`); it must not be empty or start with `:`.
    static func absoluteHTTPPrefix(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard !containsSpaceOrControl(bytes) else { return 0 }
        let prefix: Int
        if let base = bytes.baseAddress, bytes.count >= 8 {
            // Both prefixes as one word, `| 0x20` on the letters (see `startsWithLowercased`).
            let word = ByteWord.load(base, at: 0)
            if word | 0x0000_0020_2020_2020 == 0x2F2F_3A73_7074_7468 {
                prefix = 8
            } else if (word | 0x2020_2020) & 0x00FF_FFFF_FFFF_FFFF == 0x002F_2F3A_7074_7468 {
                prefix = 7
            } else {
                return 0
            }
        } else if startsWithLowercased(bytes, "https://") {
            prefix = 8
        } else if startsWithLowercased(bytes, "http://") {
            prefix = 7
        } else {
            return 0
        }
        var host = prefix
        var index = prefix
        // URL Standard §4.4 "authority state": in a special URL `\` ends the authority as
        // `/` does, and the host follows the last `@` before it. Eight bytes at a time,
        // then byte by byte.
        if let base = bytes.baseAddress {
            while index + 8 <= bytes.count {
                let word = ByteWord.load(base, at: index)
                let ends =
                    ByteWord.equal(word, UInt8(ascii: "/")) | ByteWord.equal(word, UInt8(ascii: "?"))
                    | ByteWord.equal(word, UInt8(ascii: "#")) | ByteWord.equal(word, UInt8(ascii: "\\"))
                // The bytes before the first end, if any: all high bits below its own.
                let before = ends == 0 ? ~0 : (UInt64(1) << UInt64(ends.trailingZeroBitCount)) &- 1
                let ats = ByteWord.equal(word, UInt8(ascii: "@")) & before
                if ats != 0 { host = index + (63 - ats.leadingZeroBitCount) >> 3 + 1 }
                if ends != 0 {
                    index += ends.trailingZeroBitCount >> 3
                    return host < index && bytes[host] != UInt8(ascii: ":") ? prefix : 0
                }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
                || byte == UInt8(ascii: "\\")
            {
                break
            }
            if byte == UInt8(ascii: "@") { host = index + 1 }
            index += 1
        }
        return host < index && bytes[host] != UInt8(ascii: ":") ? prefix : 0
    }

    /// Whether `bytes` holds a byte up to U+0020 (space and controls) or U+007F: whole
    /// words, then the word that ends with `bytes` (it overlaps bytes already read).
    private static func containsSpaceOrControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= 8 else {
            return bytes.contains { $0 <= 0x20 || $0 == 0x7F }
        }
        // Whether the word holds a byte below 0x21 or 0x7F, for the word as a whole (the
        // borrow of `x - n...` sets a high bit above a byte below `n`, and only there
        // when no lower byte is below `n`): three operations a test where the byte masks
        // of ``ByteWord/below(_:_:)`` and ``ByteWord/equal(_:_:)`` take five each.
        @inline(__always) func marks(_ word: UInt64) -> Bool {
            let del = word ^ (ByteWord.ones &* 0x7F)
            return ((word &- ByteWord.ones &* 0x21) & ~word | (del &- ByteWord.ones) & ~del) & ByteWord.highs != 0
        }
        var index = 0
        while index + 8 < bytes.count {
            if marks(ByteWord.load(base, at: index)) { return true }
            index += 8
        }
        return marks(ByteWord.load(base, at: bytes.count - 8))
    }

    /// Whether `bytes` starts with `prefix` (lowercase ASCII) once ASCII uppercase letters
    /// are lowercased.
    @inline(__always)
    private static func startsWithLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let expected = prefix.utf8Start
        for index in 0..<count {
            let byte = bytes[index]
            let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
            if lower != expected[index] { return false }
        }
        return true
    }

    // MARK: Paths

    /// The lowercased path extension of a URL, query and fragment ignored.
    static func pathExtension(_ text: String) -> String? {
        withUTF8(text) { bytes in
            switch scanPathExtension(bytes) {
            case .notFound: return nil
            case .found(let range): return asciiLowercased(UnsafeBufferPointer(rebasing: bytes[range]))
            case .undecided: return generalPathExtension(text)
            }
        }
    }

    /// ``pathExtension(_:)`` of the text whose UTF-8 is `bytes` (valid UTF-8).
    static func pathExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        switch scanPathExtension(bytes) {
        case .notFound: return nil
        case .found(let range): return asciiLowercased(UnsafeBufferPointer(rebasing: bytes[range]))
        case .undecided: return generalPathExtension(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// Whether the path extension of `bytes` (valid UTF-8), as ``pathExtension(_:)``
    /// reads it, is `jpg`, `jpeg` or `png` in any case, told on the bytes: no string is
    /// made for it. `false` also when the scan cannot tell (the caller then asks
    /// ``pathExtension(_:)``).
    static func hasJPEGOrPNGExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .found(let range) = scanPathExtension(bytes) else { return false }
        let ext = UnsafeBufferPointer(rebasing: bytes[range])
        return equalsLowercased(ext, "jpg") || equalsLowercased(ext, "png") || equalsLowercased(ext, "jpeg")
    }

    /// Whether `bytes` are `literal` (lowercase ASCII) once ASCII uppercase letters are
    /// lowercased.
    @inline(__always)
    private static func equalsLowercased(_ bytes: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        bytes.count == literal.utf8CodeUnitCount && startsWithLowercased(bytes, literal)
    }

    /// The byte range of the path extension of `bytes` when a scan can tell: in ASCII,
    /// characters are bytes (a CR LF pair, the only multi-byte cluster, holds none of
    /// `?#/.`), so the path is the bytes before the first `?` or `#`. `undecided` when
    /// the text starts with `?` or `#` (the general split skips empty pieces), or when
    /// a non-ASCII byte comes before the end of the path or just after it (a combining
    /// mark would make `?` or `#` part of another character).
    private static func scanPathExtension(_ bytes: UnsafeBufferPointer<UInt8>) -> ScanResult<Range<Int>> {
        guard let base = bytes.baseAddress, let first = bytes.first else { return .notFound }
        if first == UInt8(ascii: "?") || first == UInt8(ascii: "#") { return .undecided }
        let count = bytes.count
        var end = 0
        // The first `?`, `#` or non-ASCII byte, eight bytes at a time, then byte by byte.
        while end + 8 <= count {
            let word = ByteWord.load(base, at: end)
            let stops =
                ByteWord.equal(word, UInt8(ascii: "?")) | ByteWord.equal(word, UInt8(ascii: "#"))
                | (word & ByteWord.highs)
            if stops != 0 {
                end += stops.trailingZeroBitCount >> 3
                break
            }
            end += 8
        }
        while end < count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") || byte >= 0x80 { break }
            end += 1
        }
        if end < count {
            if bytes[end] >= 0x80 { return .undecided }
            if end + 1 < count, bytes[end + 1] >= 0x80 { return .undecided }
        }
        // The last `.` after the last `/`, found from the end of the path.
        var index = end
        var dot: Int?
        while index > 0 {
            index -= 1
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") { return dot.map { .found(($0 + 1)..<end) } ?? .notFound }
            if byte == UInt8(ascii: "."), dot == nil { dot = index }
        }
        return .notFound
    }

    /// ``pathExtension(_:)`` in general, on characters: the first non-empty piece before
    /// a `?`, its first non-empty piece before a `#`, the name after its last `/`, and
    /// what follows the name's last `.`, lowercased.
    private static func generalPathExtension(_ text: String) -> String? {
        let path = text.split(separator: "?", maxSplits: 1).first?.split(separator: "#", maxSplits: 1).first ?? ""
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    // MARK: Bytes

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    /// A byte a scheme may hold: an ASCII letter or digit, `+`, `-` or `.`.
    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// `bytes`, ASCII text, with its uppercase letters lowercased; no copy when there are
    /// none (a short result is stored inline in the string).
    private static func asciiLowercased(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexDigitValue(bytes[index + 1]), let low = hexDigitValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }
}

/// What a fast scan found: a value, nothing, or a case that only the general
/// algorithm decides.
private enum ScanResult<Value> {
    case found(Value)
    case notFound
    case undecided
}
