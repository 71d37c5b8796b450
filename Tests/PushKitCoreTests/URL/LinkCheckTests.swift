import PushKitTestSupport
import Testing

@testable import PushKitCore

/// `LinkCheck` answers on UTF-8 bytes, with fast scans for the common shapes. These
/// tests pin its answers to the original String-based algorithms, kept below as
/// references, on hand-picked edge cases and on many generated strings.
@Suite struct LinkCheckTests {
    // MARK: Examples

    @Test func effectiveSchemeExamples() {
        #expect(LinkCheck.effectiveScheme("https://example.com") == "https")
        #expect(LinkCheck.effectiveScheme("HTTPS://example.com") == "https")
        #expect(LinkCheck.effectiveScheme(" \u{1}java\tscript:alert(1)") == "javascript")
        #expect(LinkCheck.effectiveScheme("%6aavascript:x") == "javascript")
        #expect(LinkCheck.effectiveScheme("java%73cript%3aalert(1)") == "javascript")
        #expect(LinkCheck.effectiveScheme("my-app+v1.2:open") == "my-app+v1.2")
        #expect(LinkCheck.effectiveScheme(":x") == nil)
        #expect(LinkCheck.effectiveScheme("1a:x") == nil)
        #expect(LinkCheck.effectiveScheme("a b:x") == nil)
        #expect(LinkCheck.effectiveScheme("") == nil)
        #expect(LinkCheck.effectiveScheme("no scheme here") == nil)
        // Only the first 65 bytes kept count.
        let letters = String(repeating: "a", count: 64)
        #expect(LinkCheck.effectiveScheme(letters + ":x") == letters)
        #expect(LinkCheck.effectiveScheme(String(repeating: "a", count: 65) + ":x") == nil)
        #expect(LinkCheck.effectiveScheme("\t" + String(repeating: "a", count: 64) + ":x") != nil)
    }

    @Test func dangerousSchemeExamples() {
        #expect(LinkCheck.dangerousScheme("JavaScript:alert(1)") == "javascript")
        #expect(LinkCheck.dangerousScheme("  data:text/html,hi") == "data")
        #expect(LinkCheck.dangerousScheme("FILE:///etc/passwd") == "file")
        #expect(LinkCheck.dangerousScheme("vbscript:x") == "vbscript")
        #expect(LinkCheck.dangerousScheme("j%61vascript:x") == "javascript")
        #expect(LinkCheck.dangerousScheme("http://example.com") == nil)
        #expect(LinkCheck.dangerousScheme("dat:x") == nil)
        #expect(LinkCheck.dangerousScheme("javascripts:x") == nil)
        #expect(Set(LinkCheck.dangerousSchemeNames.map { $0.description }) == LinkCheck.dangerousSchemes)
        #expect(LinkCheck.dangerousSchemes == ["javascript", "data", "file", "vbscript"])
    }

    @Test func absoluteHTTPExamples() {
        #expect(LinkCheck.isAbsoluteHTTP("https://example.com/a.png", httpsOnly: true))
        #expect(LinkCheck.isAbsoluteHTTP("HTTPS://user@example.com"))
        #expect(LinkCheck.isAbsoluteHTTP("http://example.com"))
        #expect(!LinkCheck.isAbsoluteHTTP("http://example.com", httpsOnly: true))
        #expect(!LinkCheck.isAbsoluteHTTP("https://"))
        #expect(!LinkCheck.isAbsoluteHTTP("https:///path"))
        #expect(!LinkCheck.isAbsoluteHTTP("https://user@/path"))
        #expect(!LinkCheck.isAbsoluteHTTP("https://:443/path"))
        #expect(!LinkCheck.isAbsoluteHTTP("https://exa mple.com"))
        #expect(!LinkCheck.isAbsoluteHTTP("https://example.com/\u{7F}"))
        #expect(!LinkCheck.isAbsoluteHTTP(" https://example.com"))
        #expect(!LinkCheck.isAbsoluteHTTP("ftp://example.com"))
    }

    @Test func pathExtensionExamples() {
        #expect(LinkCheck.pathExtension("https://cdn.example.com/img/a.PNG") == "png")
        #expect(LinkCheck.pathExtension("https://cdn.example.com/img/a.jpg?size=2.5#x.gif") == "jpg")
        #expect(LinkCheck.pathExtension("https://cdn.example.com/img.d/a") == nil)
        #expect(LinkCheck.pathExtension("https://cdn.example.com/a.") == "")
        #expect(LinkCheck.pathExtension("a.png") == nil)
        #expect(LinkCheck.pathExtension("") == nil)
        #expect(LinkCheck.pathExtension("?/x.png") == "png")
        #expect(LinkCheck.pathExtension("#?/x.png") == nil)
        #expect(LinkCheck.pathExtension("??#/x.Png") == "png")
        #expect(LinkCheck.pathExtension("https://h/\u{E9}t\u{E9}.J\u{C9}PG") == "j\u{E9}pg")
        // A combining mark makes `?` part of another character: it splits nothing.
        #expect(LinkCheck.pathExtension("https://h/a.png?\u{301}/b.gif") == "gif")
        #expect(LinkCheck.pathExtension("https://h/a.png#\u{301}/b.gif") == "gif")
    }

    @Test func uriAndSeparatorExamples() {
        #expect(LinkCheck.isURI("app://wishlist"))
        #expect(LinkCheck.isURI(" \tapp://x"))
        #expect(!LinkCheck.isURI("://x"))
        #expect(!LinkCheck.isURI("1app://x"))
        #expect(!LinkCheck.isURI("app:/x"))
        #expect(LinkCheck.separatorOffset("ab://c://") == 2)
        #expect(LinkCheck.separatorOffset(":/") == nil)
        #expect(LinkCheck.separatorOffset("") == nil)
    }

    // MARK: Against the references

    @Test func matchesTheReferencesOnGeneratedStrings() {
        var random = SplitMix64(seed: 0x11C4_EC4B)
        for round in 0..<20_000 {
            let text = Self.generatedLink(&random)
            let context = "round \(round): \(String(reflecting: text))"
            #expect(LinkCheck.effectiveScheme(text) == referenceEffectiveScheme(text), "\(context)")
            #expect(LinkCheck.dangerousScheme(text) == referenceDangerousScheme(text), "\(context)")
            #expect(LinkCheck.isURI(text) == referenceIsURI(text), "\(context)")
            #expect(LinkCheck.separatorOffset(text) == referenceSeparatorOffset(text), "\(context)")
            #expect(LinkCheck.isAbsoluteHTTP(text) == referenceIsAbsoluteHTTP(text), "\(context)")
            #expect(
                LinkCheck.isAbsoluteHTTP(text, httpsOnly: true) == referenceIsAbsoluteHTTP(text, httpsOnly: true),
                "\(context)")
            #expect(LinkCheck.pathExtension(text) == referencePathExtension(text), "\(context)")
        }
    }

    @Test func imageURLDiagnosticsMatchTheReference() throws {
        var random = SplitMix64(seed: 0x1A6E)
        let document = try #require(JSONReader().read(Array(#"{"image":"x"}"#.utf8)).document)
        let value = try #require(document.root["image"])
        var texts = [
            "https://cdn.example.com/a.png", "http://cdn.example.com/a.png", "javascript:alert(1)",
            " JaVa%73cript:x", "cdn.example.com/a.png", "https://", "HTTP://user:pw@host/a", "",
        ]
        for _ in 0..<3000 { texts.append(Self.generatedLink(&random)) }
        for text in texts {
            var checker = Checker()
            var reference = Checker()
            let absolute = checker.checkHTTPSImageURL(value, text)
            let expected = reference.referenceCheckHTTPSImageURL(value, text)
            #expect(absolute == expected, "\(String(reflecting: text))")
            #expect(
                checker.sink.pending.map { "\($0.code) \($0.message)" }
                    == reference.sink.pending.map { "\($0.code) \($0.message)" }, "\(String(reflecting: text))")
        }
    }

    // MARK: Generated input

    /// Pieces of links, ordinary and not: schemes in any case, escapes (valid, cut short,
    /// not hex), spaces and controls, the URL delimiters, non-ASCII text, combining marks
    /// and other marks that join characters, and a long run (past the 65-byte window).
    private static let pieces: [String] = [
        "http", "https", "HTTP", "HtTpS", "javascript", "JavaScript", "data", "file", "vbscript", "VBScript", "app",
        "my-app+x.y", "1abc", ":", "://", ":/", "//", "/", "?", "#", ".", "@", "%", "%3a", "%3A", "%6a", "%4A", "%2",
        "%zz", "%09", "%20", "%2F", " ", "\t", "\n", "\r", "\r\n", "\u{0}", "\u{1F}", "\u{7F}", "a", "b", "x",
        "png", "JPG", ".jpeg", ".PnG", "\u{E9}", "\u{C9}", "e\u{301}", "\u{301}", "\u{200B}", "\u{202E}",
        "\u{65E5}\u{672C}", "\u{1F642}", "\u{1F469}\u{200D}\u{1F467}", "\u{600}", "\u{212A}", "\u{37E}", "\u{130}",
        "user:pass@", "www.example.com", "example.com", "-", "+", "_", ":443", "?q=1.5", "#frag.gif",
        String(repeating: "a", count: 40), "\u{FEFF}", "\\", "&", "&#x09;", "&#9", "&Tab;", "&colon;", "&#106;",
        "&#x6A", "&nbsp;", "&amp;", "&#0;", "\u{A0}", "\u{3000}", "%C2%A0", "%26%23x09;", "%0a", "&#x2", "\u{2003}",
    ]

    /// A link-like string of up to 14 pieces; half start with a scheme and `://`.
    static func generatedLink(_ random: inout SplitMix64) -> String {
        var text = ""
        if Bool.random(using: &random) {
            text += [
                "https://", "http://", "HTTPS://", "javascript:", " \tdata:", "app://", "%68ttps://",
                "jav&#x09;ascript:", "hTtP://", "https:", "http:", "HTTP:/", "https://user@shop.example.org",
                "http://shop.example.org?", "https://a@b@shop.example.org\\x",
            ]
            .randomElement(using: &random)!
        }
        for _ in 0..<Int.random(in: 0...14, using: &random) {
            text += pieces.randomElement(using: &random)!
        }
        return text
    }
}

// MARK: References: the original algorithms

private func referenceEffectiveScheme(_ text: String) -> String? {
    var bytes: [UInt8] = []
    var started = false
    for byte in text.utf8 {
        if !started, byte <= 0x20 { continue }
        started = true
        if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        bytes.append(byte)
        if bytes.count > 64 { break }
    }
    bytes = referencePercentDecoded(bytes)
    return referenceScheme(before: bytes)
}

/// The lower-cased scheme before the first colon, if the bytes there are a scheme.
private func referenceScheme(before bytes: [UInt8]) -> String? {
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
    let scheme = bytes[..<colon]
    guard let first = scheme.first, referenceIsLetter(first),
        scheme.allSatisfy({
            referenceIsLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        })
    else { return nil }
    return String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self)
}

private func referenceDangerousScheme(_ text: String) -> String? {
    let dangerous: Set<String> = ["javascript", "data", "file", "vbscript"]
    guard let scheme = referenceDisguisedScheme(text), dangerous.contains(scheme) else { return nil }
    return scheme
}

/// The scheme once character references and percent-escapes are decoded, tabs and line
/// breaks removed and leading spaces (C0, and the Unicode ones SDKs trim) dropped, over
/// the whole text, as long as a round changes something (three at most).
private func referenceDisguisedScheme(_ text: String) -> String? {
    var bytes = Array(text.utf8)
    for _ in 0..<3 {
        let next = referenceDecodeOnce(bytes)
        if next == bytes { break }
        bytes = next
    }
    return referenceScheme(before: bytes)
}

private func referenceDecodeOnce(_ bytes: [UInt8]) -> [UInt8] {
    var decoded: [UInt8] = []
    var index = 0
    while index < bytes.count {
        if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
            let high = hexDigitValue(bytes[index + 1]), let low = hexDigitValue(bytes[index + 2])
        {
            decoded.append(high << 4 | low)
            index += 3
        } else if bytes[index] == UInt8(ascii: "&"), let (scalar, length) = referenceCharacterReference(bytes, index) {
            decoded += Array(String(Character(scalar)).utf8)
            index += length
        } else {
            decoded.append(bytes[index])
            index += 1
        }
    }
    decoded.removeAll { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    // Leading spaces, scalar by scalar (invalid UTF-8 stops it).
    let spaces: Set<UInt32> = [
        0x85, 0xA0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200A,
        0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x2060, 0x3000, 0xFEFF,
    ]
    while true {
        if let first = decoded.first, first <= 0x20 {
            decoded.removeFirst()
            continue
        }
        let prefix = Array(decoded.prefix(3))
        if let space = spaces.first(where: { scalar in
            let utf8 = Array(String(Character(Unicode.Scalar(scalar)!)).utf8)
            return prefix.starts(with: utf8)
        }) {
            decoded.removeFirst(String(Character(Unicode.Scalar(space)!)).utf8.count)
            continue
        }
        return decoded
    }
}

private func referenceCharacterReference(_ bytes: [UInt8], _ index: Int) -> (Unicode.Scalar, Int)? {
    let rest = String(decoding: bytes[(index + 1)...].prefix(40), as: UTF8.self)
    for (name, scalar) in [
        ("Tab;", "\t"), ("NewLine;", "\n"), ("colon;", ":"), ("nbsp;", "\u{A0}"), ("NonBreakingSpace;", "\u{A0}"),
    ] as [(String, Unicode.Scalar)] where rest.hasPrefix(name) {
        return (scalar, 1 + name.utf8.count)
    }
    guard rest.hasPrefix("#") else { return nil }
    let isHex = rest.dropFirst().first.map { $0 == "x" || $0 == "X" } ?? false
    var cursor = index + 2 + (isHex ? 1 : 0)
    let start = cursor
    var value = 0
    while cursor < bytes.count, let digit = isHex ? hexDigitValue(bytes[cursor]) : decimalValue(bytes[cursor]) {
        value = min(value * (isHex ? 16 : 10) + Int(digit), 0x11_0000)
        cursor += 1
    }
    guard cursor > start else { return nil }
    if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ";") { cursor += 1 }
    let scalar = value == 0 ? nil : Unicode.Scalar(UInt32(value))
    return (scalar ?? "\u{FFFD}", cursor - index)
}

private func decimalValue(_ byte: UInt8) -> UInt8? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : nil
}

private func referenceIsAbsoluteHTTP(_ text: String, httpsOnly: Bool = false) -> Bool {
    let utf8 = Array(text.utf8)
    guard !utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
    let lower = String(decoding: utf8.prefix(8).map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }, as: UTF8.self)
    let rest: ArraySlice<UInt8>
    if lower.hasPrefix("https://") {
        rest = utf8[8...]
    } else if !httpsOnly, lower.hasPrefix("http://") {
        rest = utf8[7...]
    } else {
        return false
    }
    let authority = rest.prefix {
        $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") && $0 != UInt8(ascii: "\\")
    }
    let host = authority.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false).last ?? []
    return !host.isEmpty && host.first != UInt8(ascii: ":")
}

private func referenceIsURI(_ text: String) -> Bool {
    guard let separator = referenceSeparatorOffset(text), separator > 0 else { return false }
    return referenceEffectiveScheme(text) != nil
}

private func referenceSeparatorOffset(_ text: String) -> Int? {
    var utf8 = text.utf8.makeIterator()
    var offset = 0
    var previous: (UInt8, UInt8) = (0, 0)
    while let byte = utf8.next() {
        if byte == UInt8(ascii: "/"), previous == (UInt8(ascii: ":"), UInt8(ascii: "/")) { return offset - 2 }
        previous = (previous.1, byte)
        offset += 1
    }
    return nil
}

private func referencePathExtension(_ text: String) -> String? {
    let path = text.split(separator: "?", maxSplits: 1).first?.split(separator: "#", maxSplits: 1).first ?? ""
    guard let slash = path.lastIndex(of: "/") else { return nil }
    let name = path[path.index(after: slash)...]
    guard let dot = name.lastIndex(of: ".") else { return nil }
    return String(name[name.index(after: dot)...]).lowercased()
}

private func referenceIsLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func referencePercentDecoded(_ bytes: [UInt8]) -> [UInt8] {
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

extension Checker {
    /// The original `checkHTTPSImageURL(_:_:)`.
    fileprivate mutating func referenceCheckHTTPSImageURL(_ value: JSONValue, _ text: String) -> Bool {
        if let scheme = referenceDangerousScheme(text) {
            emit(.urlDangerousScheme, at: value, "\(scheme): URLs are never loaded as images; use an https URL")
            return false
        }
        if referenceIsAbsoluteHTTP(text, httpsOnly: true) { return true }
        if referenceIsAbsoluteHTTP(text) {
            emit(.urlNotHTTPS, at: value, "App Transport Security blocks plain http images; use https")
            return true
        }
        emit(.urlInvalid, at: value, "\(JSONText.quoted(text)) is not an absolute https URL")
        return false
    }
}
