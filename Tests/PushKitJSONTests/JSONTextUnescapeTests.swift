import PushKitJSON
import PushKitTestSupport
import Testing

/// `JSONText.unescape` writes in place and copies the runs between escapes whole; these
/// tests hold it to a byte-by-byte decoding written from RFC 8259 section 7.
@Suite struct JSONTextUnescapeTests {
    /// The plain decoding: one byte or one escape at a time. Bad escapes become U+FFFD
    /// (a `\u` without four digits, a lone surrogate); an unknown letter stands for itself.
    static func reference(_ body: [UInt8]) -> [UInt8] { referenceWithOffsets(body).bytes }

    /// ``reference(_:)``, with the offset in `body` of every output byte (each byte an
    /// escape writes at the escape's backslash) and, last, `body.count`.
    static func referenceWithOffsets(_ body: [UInt8]) -> (bytes: [UInt8], offsets: [Int]) {
        var output: [UInt8] = []
        var offsets: [Int] = []
        var index = 0
        var source = 0
        func quad(_ at: Int) -> UInt32? {
            guard at + 4 <= body.count else { return nil }
            var value: UInt32 = 0
            for byte in body[at..<(at + 4)] {
                guard let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            return value
        }
        func put(_ value: UInt32) { output += Array(String(Unicode.Scalar(value) ?? "\u{FFFD}").utf8) }
        while index < body.count {
            offsets += repeatElement(source, count: output.count - offsets.count)
            source = index
            guard body[index] == UInt8(ascii: "\\"), index + 1 < body.count else {
                output.append(body[index])
                index += 1
                continue
            }
            let letter = body[index + 1]
            index += 2
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13,
                UInt8(ascii: "t"): 9,
            ]
            if let byte = simple[letter] {
                output.append(byte)
            } else if letter == UInt8(ascii: "u") {
                guard let high = quad(index) else {
                    put(0xFFFD)
                    continue
                }
                index += 4
                if high >= 0xD800, high <= 0xDBFF {
                    if index + 6 <= body.count, body[index] == UInt8(ascii: "\\"), body[index + 1] == UInt8(ascii: "u"),
                        let low = quad(index + 2), low >= 0xDC00, low <= 0xDFFF
                    {
                        put(0x10000 + (high - 0xD800) * 0x400 + (low - 0xDC00))
                        index += 6
                    } else {
                        put(0xFFFD)
                    }
                } else {
                    put(high >= 0xDC00 && high <= 0xDFFF ? 0xFFFD : high)
                }
            } else {
                output.append(letter)
            }
        }
        offsets += repeatElement(source, count: output.count - offsets.count)
        offsets.append(body.count)
        return (output, offsets)
    }

    static func unescape(_ body: [UInt8]) -> [UInt8] {
        body.withUnsafeBufferPointer { JSONText.unescape($0) }
    }

    @Test func examples() {
        let cases: [(String, String)] = [
            ("", ""), ("plain", "plain"), (#"https:\/\/example.com\/a"#, "https://example.com/a"),
            (#"\"q\" \\ \b\f\n\r\t"#, "\"q\" \\ \u{08}\u{0C}\n\r\t"), (#"\u00e9\u20AC"#, "é€"),
            (#"\ud83d\ude00!"#, "😀!"), (#"\ud83d"#, "\u{FFFD}"), (#"\ude00x"#, "\u{FFFD}x"), (#"\u12"#, "\u{FFFD}12"),
            (#"\u"#, "\u{FFFD}"), (#"end\"#, #"end\"#), (#"\x"#, "x"), ("zażółć \\/ 😀", "zażółć / 😀"),
        ]
        for (body, expected) in cases {
            #expect(Self.unescape(Array(body.utf8)) == Array(expected.utf8), "\(body)")
            let string = Array(body.utf8).withUnsafeBufferPointer { JSONText.unescapedString($0) }
            #expect(string == expected, "\(body)")
        }
    }

    /// Random bodies rich in escapes, bad ones included, and in multi-byte UTF-8; the
    /// worst case for room (every escape a bare `\u`) among them.
    @Test func randomBodiesDecodeAsTheReferenceDoes() {
        var random = SplitMix64(seed: 3)
        let pieces: [[UInt8]] = [
            Array(#"\"#.utf8), Array(#"\\"#.utf8), Array(#"\/"#.utf8), Array(#"\n"#.utf8), Array(#"\u"#.utf8),
            Array(#"\u00e9"#.utf8), Array(#"\uD83D"#.utf8), Array(#"\uDE00"#.utf8), Array(#"\u12"#.utf8),
            Array("a".utf8), Array("é".utf8), Array("😀".utf8), Array("0".utf8), Array("D".utf8), [0xFF],
        ]
        for round in 0..<3000 {
            var body: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &random) {
                body += round % 10 == 0 ? Array(#"\u"#.utf8) : pieces.randomElement(using: &random)!
            }
            let decoded = Self.unescape(body)
            #expect(decoded == Self.reference(body), "\(body)")
            let string = body.withUnsafeBufferPointer { JSONText.unescapedString($0) }
            #expect(string == String(decoding: decoded, as: UTF8.self))
        }
    }
}
