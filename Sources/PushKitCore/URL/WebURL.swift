/// A link as a WHATWG URL parser (every browser, Android's WebView, and most HTTP
/// clients) reads it, as far as pushkit's checks need: its scheme, and for a link with
/// an authority the user info and the host it really opens.
///
/// References are to the URL Standard, https://url.spec.whatwg.org/ : §4.1 "URL
/// representation" (#special-scheme) and §4.4 "URL parsing" (#concept-basic-url-parser,
/// and the parser states named below). Only what changes where a link goes is
/// followed; the host is kept as written (no IDNA, no IPv4 number forms).
struct WebURL: Sendable {
    /// The input once the parser's preprocessing has run (see ``preprocessed(_:)``).
    let bytes: [UInt8]
    /// The scheme, lowercased (§4.4 "scheme state" lowercases it).
    let scheme: String
    /// Whether the scheme is special (§4.1, #special-scheme: ftp, file, http, https, ws,
    /// wss): those URLs treat `\` as `/` and always have an authority.
    let isSpecial: Bool
    /// The authority as the parser delimits it, `nil` when the URL has none.
    let authority: Range<Int>?
    /// Where the path (then query and fragment) starts.
    let pathStart: Int

    /// The special schemes of §4.1.
    static let specialSchemes: Set<String> = ["ftp", "file", "http", "https", "ws", "wss"]

    /// Reads `text`; `nil` when it has no scheme (a relative reference, a bare key).
    init?(_ text: String) {
        self.init(bytes: Self.preprocessed(text.utf8))
    }

    /// Reads bytes that were already preprocessed.
    init?(bytes: [UInt8]) {
        self.bytes = bytes
        // §4.4 "scheme start state": an ASCII alpha; "scheme state": ASCII alphanumerics,
        // `+`, `-` and `.` up to a `:`. Anything else means no scheme.
        guard let first = bytes.first, RouteText.isLetter(first) else { return nil }
        var index = 1
        while index < bytes.count, RouteText.isSchemeByte(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        scheme = String(decoding: bytes[..<index].map(RouteText.lowercasedASCII), as: UTF8.self)
        isSpecial = Self.specialSchemes.contains(scheme)
        index += 1
        let isSlash = { (byte: UInt8, special: Bool) in
            byte == UInt8(ascii: "/") || (special && byte == UInt8(ascii: "\\"))
        }
        if isSpecial, scheme != "file" {
            // "special authority slashes state" and "special authority ignore slashes
            // state": any run of `/` and `\` (none, one, or many) leads to the authority.
            while index < bytes.count, isSlash(bytes[index], true) { index += 1 }
        } else if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
            // "path or authority state": a non-special URL has an authority only after `//`
            // (`file:` has a host but never user info, and is reported as dangerous anyway).
            index += 2
        } else {
            authority = nil
            pathStart = index
            return
        }
        // "authority state": the authority ends at `/`, `?`, `#`, or, in a special URL, `\`.
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if isSlash(byte, isSpecial) || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            index += 1
        }
        authority = start..<index
        pathStart = index
    }

    /// The user info: the authority before its last `@` ("authority state": each `@`
    /// moves what came before it into the user info), `nil` without an `@`.
    var userInfo: ArraySlice<UInt8>? {
        guard let authority, let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) else { return nil }
        return bytes[authority.lowerBound..<at]
    }

    /// The host and port: the authority after its last `@`.
    var hostAndPort: ArraySlice<UInt8> {
        guard let authority else { return [] }
        let slice = bytes[authority]
        guard let at = slice.lastIndex(of: UInt8(ascii: "@")) else { return slice }
        return bytes[(at + 1)..<authority.upperBound]
    }

    /// The host, lowercased, without the port: what the link opens.
    var host: String {
        let host = RouteText.splitAuthority(hostAndPort).host
        return String(decoding: host.map(RouteText.lowercasedASCII), as: UTF8.self)
    }

    /// The host a reader who does not know the standard's special rules sees: the
    /// authority running to the first `/`, `?` or `#` (RFC 3986 §3.2, where `\` is no
    /// delimiter), after its last `@`. It differs from ``host`` when a `\` ends the
    /// authority of a special URL before an `@`: `https://evil.example\@shop.example.com/`
    /// reads as user info `evil.example\` at `shop.example.com`, and opens `evil.example`.
    var apparentHost: String? {
        guard isSpecial, let authority, authority.upperBound < bytes.count,
            bytes[authority.upperBound] == UInt8(ascii: "\\")
        else { return nil }
        var end = authority.upperBound
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            end += 1
        }
        let naive = bytes[authority.lowerBound..<end]
        guard let at = naive.lastIndex(of: UInt8(ascii: "@")), at > authority.upperBound else { return nil }
        let host = RouteText.splitAuthority(bytes[(at + 1)..<end]).host
        return String(decoding: host.map(RouteText.lowercasedASCII), as: UTF8.self)
    }

    /// The bytes routing compares: for a special URL, `scheme://` then the authority,
    /// and the path with each `\` read as `/` (§4.4 "path state" does so in special URLs),
    /// query and fragment as written. Other URLs as preprocessed.
    var routingBytes: [UInt8] {
        guard isSpecial, let authority else { return bytes }
        var output: [UInt8] = Array(scheme.utf8) + Array("://".utf8)
        output.reserveCapacity(bytes.count + 3)
        output.append(contentsOf: bytes[authority])
        var index = pathStart
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            output.append(byte == UInt8(ascii: "\\") ? UInt8(ascii: "/") : byte)
            index += 1
        }
        output.append(contentsOf: bytes[index...])
        return output
    }

    /// §4.4, basic URL parser, first steps: leading and trailing C0 control or space
    /// (U+0000 to U+0020) removed, then every ASCII tab or newline (U+0009, U+000A,
    /// U+000D) removed wherever it is.
    static func preprocessed(_ utf8: some Collection<UInt8>) -> [UInt8] {
        guard let first = utf8.firstIndex(where: { $0 > 0x20 }) else { return [] }
        var output: [UInt8] = []
        output.reserveCapacity(utf8.count)
        for byte in utf8[first...] where byte != 0x09 && byte != 0x0A && byte != 0x0D { output.append(byte) }
        while let last = output.last, last <= 0x20 { output.removeLast() }
        return output
    }

    /// Whether a link needs ``preprocessed(_:)`` or ``routingBytes``: it holds a byte up
    /// to U+0020 or a backslash. Most links do not, and are read as written.
    static func needsReading(_ utf8: some Sequence<UInt8>) -> Bool {
        utf8.contains { $0 <= 0x20 || $0 == UInt8(ascii: "\\") }
    }
}

/// What a link's authority hides, as ``URLStrings/authorityProblem(_:)`` tells.
enum AuthorityProblem: Equatable, Sendable {
    /// User info before the host: a name or password everyone sees; `opens` is the host.
    case credentials(opens: String)
    /// A `\` ends the authority of a special URL before an `@`: the link looks like
    /// user info at `seems` and opens `opens`.
    case hostConfusion(seems: String, opens: String)
}

/// Characters an SDK or app may trim from the start of a link before opening it: C0
/// controls and space (URL Standard §4.4), and the Unicode spaces and invisible
/// characters that Kotlin's `trim()` (`Char.isWhitespace`) and Swift's
/// `CharacterSet.whitespacesAndNewlines` also remove, with U+200B, U+2060 and U+FEFF.
enum LeadingSpace {
    /// The UTF-8 of the trimmed characters from U+0080 up.
    static let sequences: [[UInt8]] = [
        0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
        0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF,
    ].map { Array(String(Character(Unicode.Scalar(UInt32($0))!)).utf8) }

    enum Match { case whole, prefix, none }

    /// Whether `bytes` is exactly one trimmed character, the start of one, or neither.
    static func match(_ bytes: [UInt8]) -> Match {
        if bytes.count == 1, bytes[0] <= 0x20 { return .whole }
        var isPrefix = false
        for sequence in sequences where sequence.count >= bytes.count && sequence.starts(with: bytes) {
            if sequence.count == bytes.count { return .whole }
            isPrefix = true
        }
        return isPrefix ? .prefix : .none
    }
}

/// HTML character references, as a renderer decodes them in an attribute value (HTML
/// Standard, "character reference state"): decimal and hexadecimal references, with or
/// without the `;`, and the few named ones that can disguise a scheme.
enum CharacterReference {
    /// Named references that turn into a character a scheme can be disguised with.
    static let named: [(name: [UInt8], scalar: Unicode.Scalar)] = [
        ("Tab;", "\t"), ("NewLine;", "\n"), ("colon;", ":"), ("nbsp;", "\u{A0}"), ("NonBreakingSpace;", "\u{A0}"),
    ].map { (Array($0.0.utf8), $0.1) }

    /// The character the reference at `bytes[index]` (an `&`) stands for and its length
    /// in bytes; `nil` when no reference starts there. A numeric reference outside
    /// Unicode, a surrogate or zero is U+FFFD, as in HTML.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar, Int)? {
        var cursor = index + 1
        guard cursor < bytes.count else { return nil }
        if bytes[cursor] == UInt8(ascii: "#") {
            cursor += 1
            let isHex = cursor < bytes.count && bytes[cursor] | 0x20 == UInt8(ascii: "x")
            if isHex { cursor += 1 }
            let digitsStart = cursor
            var value: UInt32 = 0
            while cursor < bytes.count {
                let byte = bytes[cursor]
                let digit: UInt8?
                if isHex {
                    digit = hexDigitValue(byte)
                } else {
                    digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
                }
                guard let digit else { break }
                value = min(value &* (isHex ? 16 : 10) &+ UInt32(digit), 0x11_0000)
                cursor += 1
            }
            guard cursor > digitsStart else { return nil }
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
            let scalar = value == 0 ? nil : Unicode.Scalar(value)
            return (scalar ?? "\u{FFFD}", cursor - index)
        }
        for (name, scalar) in named where bytes.count - cursor >= name.count {
            if name.indices.allSatisfy({ bytes[cursor + $0] == name[$0] }) { return (scalar, 1 + name.count) }
        }
        return nil
    }
}
