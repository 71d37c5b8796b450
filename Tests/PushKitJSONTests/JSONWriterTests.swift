import PushKitJSON
import PushKitTestSupport
import Testing

/// `JSONWriter.appendQuoted` copies the runs between escapes whole; these tests hold it
/// to `JSONText.quoted`, which escapes scalar by scalar, and to the reader.
@Suite struct JSONWriterTests {
    private func quoted(_ text: String) -> String {
        var output: [UInt8] = [UInt8(ascii: "x")]
        JSONWriter.appendQuoted(text, to: &output)
        #expect(output.first == UInt8(ascii: "x"), "appends, keeping what is there")
        // The same bytes from the text's UTF-8, as a body is quoted.
        var fromBytes: [UInt8] = [UInt8(ascii: "x")]
        JSONWriter.appendQuoted(utf8: Array(text.utf8), to: &fromBytes)
        #expect(fromBytes == output, "\(Array(text.utf8))")
        return String(decoding: output.dropFirst(), as: UTF8.self)
    }

    @Test(
        "escapes quotes, backslashes, control characters (C1 too) and U+2028, U+2029, nothing else",
        arguments: [
            ("", #""""#),
            ("plain", #""plain""#),
            (#"a"b\c"#, #""a\"b\\c""#),
            ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
            ("\u{00}\u{1F}\u{7F}", "\"\\u0000\\u001F\u{7F}\""),
            ("é 🙂 /", "\"é 🙂 /\""),
            // Issue 25: C1 controls and the separators, never raw (U+009B starts a control sequence).
            ("a\u{80}\u{85}\u{9B}[31m\u{9F}\u{A0}b", "\"a\\u0080\\u0085\\u009B[31m\\u009F\u{A0}b\""),
            ("\u{2027}\u{2028}\u{2029}\u{202A}", "\"\u{2027}\\u2028\\u2029\u{202A}\""),
            ("\"", #""\"""#),
            ("end\\", #""end\\""#),
            // Runs of eight bytes and more, with escapes on either side of a word's edge.
            ("abcdefgh", #""abcdefgh""#),
            ("abcdefg\"hijklmnopq\n", #""abcdefg\"hijklmnopq\n""#),
            ("0123456\u{85}89abcdef\u{2028}", "\"0123456\\u008589abcdef\\u2028\""),
        ])
    func pinned(text: String, expected: String) {
        #expect(quoted(text) == expected)
        #expect(JSONWriter.quotedLength(text) == expected.utf8.count)
    }

    @Test func randomTextMatchesTheScalarByScalarQuoting() throws {
        var random = SplitMix64(seed: 7)
        let pieces = [
            "a", "bc", "\"", "\\", "\n", "\u{01}", "\u{1F}", "é", "🙂", "/", " ", "\u{7F}", "\u{2028}", "\u{2029}",
            "\u{85}", "\u{9B}", "\u{A0}", "\u{C2}", "\u{2020}", "\u{20AC}", "\u{2800}",
        ]
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...40, using: &random) { text += pieces.randomElement(using: &random)! }
            let written = quoted(text)
            #expect(written == JSONText.quoted(text), "\(Array(text.utf8))")
            #expect(JSONWriter.quotedLength(text) == written.utf8.count)
            let read = try #require(JSONReader().read(Array(written.utf8)).document)
            #expect(read.root.string == text)
            #expect(
                !written.unicodeScalars.contains {
                    (0x80...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}"
                })
        }
    }

    /// The marks a word may hold, each as text: the escaped ones (a quote, a backslash, the
    /// controls with a short escape and without, a C1 control, the separators) and the ones
    /// copied as they are that share a lead byte with them (C2 A0, E2 80 A0, E2 82 AC), with
    /// multi-byte text of two, three and four bytes.
    private static let marks = [
        "\"", "\\", "\n", "\u{08}", "\u{0C}", "\u{00}", "\u{1F}", "\u{85}", "\u{9F}", "\u{2028}", "\u{2029}",
        "\u{A0}", "\u{2020}", "\u{20AC}", "é", "🙂", "\u{7F}",
    ]

    @Test func oneMarkAtEveryByteOfAWord() {
        // Every mark at every offset of the first two words, with 0 to 9 bytes after it:
        // escapes that end inside the word, at its end, and reach into the next word or
        // into the last bytes, read one at a time.
        for mark in Self.marks {
            for before in 0..<16 {
                for after in 0..<10 {
                    let text = String(repeating: "a", count: before) + mark + String(repeating: "z", count: after)
                    #expect(quoted(text) == JSONText.quoted(text), "\(Array(text.utf8))")
                }
            }
        }
    }

    @Test func twoMarksAtEveryPairOfOffsets() {
        for first in Self.marks {
            for second in Self.marks {
                for before in 0..<9 {
                    for between in 0..<9 {
                        let text =
                            String(repeating: "a", count: before) + first + String(repeating: "b", count: between)
                            + second + "tail"
                        #expect(quoted(text) == JSONText.quoted(text), "\(Array(text.utf8))")
                    }
                }
            }
        }
    }

    @Test(
        "words whose every byte is a mark",
        arguments: [
            #""\"\"\"\"\\\\\\\\""#, "\n\n\n\n\n\n\n\n\n", "\u{01}\u{02}\u{03}\u{04}\u{05}\u{06}\u{07}\u{0B}\u{0E}",
            "\u{85}\u{85}\u{85}\u{85}\u{85}", "\u{2028}\u{2029}\u{2028}\u{2029}\u{2028}",
            "\"\n\u{01}\\\u{85}\t\u{2028}\r\"x",
            "\u{A0}\u{A0}\u{A0}\u{A0}\u{A0}\u{2020}\u{2020}\u{2020}",
        ])
    func everyByteAMark(text: String) {
        for before in 0..<8 {
            let text = String(repeating: "a", count: before) + text + text
            #expect(quoted(text) == JSONText.quoted(text), "\(Array(text.utf8))")
        }
    }

    @Test func randomLongTextMatchesTheScalarByScalarQuoting() throws {
        // Long texts, several marks to a word, as a payload body is (its quotes about one
        // byte in nine).
        var random = SplitMix64(seed: 11)
        let pieces = Self.marks + ["abc", "d", "ef", "ghijklmnop", "q", "\u{2800}", "\u{C2}"]
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...200, using: &random) { text += pieces.randomElement(using: &random)! }
            let written = quoted(text)
            #expect(written == JSONText.quoted(text), "\(Array(text.utf8))")
            let read = try #require(JSONReader().read(Array(written.utf8)).document)
            #expect(read.root.string == text)
        }
    }

    /// The escape of `bytes` one byte at a time, as ``JSONWriter/appendQuoted(utf8:to:)``
    /// documents it: a C1 control, U+2028 or U+2029 is escaped only when its bytes are all
    /// there; any other byte that is not a quote, a backslash or a control is copied.
    private static func escapedByteByByte(_ bytes: [UInt8]) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        func unicode(_ value: Int) -> [UInt8] {
            [
                UInt8(ascii: "\\"), UInt8(ascii: "u"), hex[value >> 12], hex[(value >> 8) & 15], hex[(value >> 4) & 15],
                hex[value & 15],
            ]
        }
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            let afterNext = index + 2 < bytes.count ? bytes[index + 2] : nil
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), byte]
            case 0x08: output += Array(#"\b"#.utf8)
            case 0x09: output += Array(#"\t"#.utf8)
            case 0x0A: output += Array(#"\n"#.utf8)
            case 0x0C: output += Array(#"\f"#.utf8)
            case 0x0D: output += Array(#"\r"#.utf8)
            case 0x00..<0x20: output += unicode(Int(byte))
            case 0xC2 where next.map { (0x80...0x9F).contains($0) } == true:
                output += unicode(Int(next!))
                index += 1
            case 0xE2 where next == 0x80 && (afterNext == 0xA8 || afterNext == 0xA9):
                output += unicode(0x2000 | Int(afterNext! & 0x3F))
                index += 2
            default: output.append(byte)
            }
            index += 1
        }
        return output
    }

    @Test func bytesThatAreNotUTF8AreEscapedByteByByte() {
        // Lead bytes without their continuation (at a word's end, at the text's end), and
        // continuations without a lead: what the bytes writer does with bytes no String holds.
        var random = SplitMix64(seed: 13)
        let alphabet: [UInt8] = [
            0xC2, 0xE2, 0x80, 0x85, 0x9F, 0xA0, 0xA8, 0xA9, 0xFF, 0x22, 0x5C, 0x0A, 0x01, 0x1F, 0x20, 0x61, 0x7F,
        ]
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...40, using: &random)).map { _ in
                alphabet.randomElement(using: &random)!
            }
            var output: [UInt8] = []
            JSONWriter.appendQuoted(utf8: bytes, to: &output)
            #expect(output == [UInt8(ascii: "\"")] + Self.escapedByteByByte(bytes) + [UInt8(ascii: "\"")], "\(bytes)")
            var part: [UInt8] = [1]
            bytes.withUnsafeBufferPointer { JSONWriter.appendEscaped(utf8: $0, to: &part) }
            #expect(part == [1] + Self.escapedByteByByte(bytes), "\(bytes)")
        }
    }

    /// `JSONWriter.isPlain`, which lets a writer of short texts copy them with no escaping
    /// pass, tests eight bytes at a time: every byte value at every offset of texts from 1
    /// to 20 bytes long (the short loop, one word, a last word that overlaps the one before
    /// it) is plain exactly when it is printable ASCII but the quote and the backslash, and
    /// a plain text is exactly what the quoting writer copies as it is.
    @Test func plainTextIsWhatTheWriterCopiesAsItIs() {
        for length in 1...20 {
            for offset in 0..<length {
                for value in 0...255 {
                    let byte = UInt8(value)
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[offset] = byte
                    let expected =
                        (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                    let plain = bytes.withUnsafeBufferPointer(JSONWriter.isPlain)
                    #expect(plain == expected, "\(bytes)")
                    var output: [UInt8] = []
                    JSONWriter.appendQuoted(utf8: bytes, to: &output)
                    let copied = output == [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
                    #expect(!plain || copied, "\(bytes)")
                }
            }
        }
        #expect([UInt8]().withUnsafeBufferPointer(JSONWriter.isPlain))
    }
}
