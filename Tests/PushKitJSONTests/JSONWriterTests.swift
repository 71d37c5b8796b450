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
}
