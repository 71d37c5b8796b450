import PushKitJSON
import PushKitTestSupport
import Testing

/// Damaged input of every kind: the reader must end, never trap, and report
/// consistent diagnostics and trees (see ``ReaderTestSupport/checkInvariants``).
@Suite("JSON reader robustness")
struct JSONReaderRobustnessTests {
    static let corpus: [String] = [
        #"""
        {"aps": {"alert": {"title": "Sale \u00e9", "body": "50% off \uD83C\uDF89"}, "badge": 3,
         "sound": "default", "relevance-score": 0.75}, "k": [true, false, null, -1.5e-3, "", {}, []]}
        """#,
        "{\"a\u{E9}\": [\"\u{1F600}\", \"x\\ty\", 0, 10, -0.0, 1E+2], \"\": {\"a\": \"\\/\", \"b\": [[[]]]}}",
        #"[{"a":1,"a":2,"b":"\q","c":01,"d":"\uD800"},"tail"]"#,
    ]

    /// Bytes that change the meaning of JSON text when they appear somewhere new.
    static let specialBytes: [UInt8] =
        Array("\"\\{}[],:/ 0-+.eE'tn".utf8) + [0x00, 0x0A, 0x80, 0xBF, 0xC3, 0xED, 0xF4, 0xFF]

    private func check(_ bytes: [UInt8]) -> JSONReader.Result {
        let result = JSONDocument.read(bytes)
        ReaderTestSupport.checkInvariants(of: result, for: bytes)
        return result
    }

    @Test("every proper prefix is rejected, without a tree", arguments: corpus)
    func truncations(_ text: String) {
        let bytes = Array(text.utf8)
        for length in 0..<bytes.count {
            let result = check(Array(bytes[..<length]))
            #expect(!result.isValid, "prefix of \(length) bytes")
            #expect(result.document == nil, "prefix of \(length) bytes")
        }
    }

    @Test("deleting any one byte", arguments: corpus)
    func deletions(_ text: String) {
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            var damaged = bytes
            damaged.remove(at: index)
            _ = check(damaged)
        }
    }

    @Test("replacing any byte with a special byte", arguments: corpus)
    func replacements(_ text: String) {
        let bytes = Array(text.utf8)
        for index in bytes.indices {
            for special in Self.specialBytes where special != bytes[index] {
                var damaged = bytes
                damaged[index] = special
                _ = check(damaged)
            }
        }
    }

    @Test("inserting a special byte anywhere", arguments: corpus)
    func insertions(_ text: String) {
        let bytes = Array(text.utf8)
        for index in 0...bytes.count {
            for special in Self.specialBytes {
                var damaged = bytes
                damaged.insert(special, at: index)
                _ = check(damaged)
            }
        }
    }

    @Test("random sequences of JSON fragments")
    func randomFragments() {
        let fragments = [
            "{", "}", "[", "]", ",", ":", "\"", "\"a\"", "\\", "\\u", "D83D", "DC00", "\\n", "0", "01", "-", "1.",
            "e", "+", "true", "fals", "null", "NaN", " ", "\n", "\r", "//", "/*", "'", "\u{201C}", "\u{E9}", "\u{FEFF}",
        ]
        let rawBytes: [[UInt8]] = [[0xC0], [0xED, 0xA0], [0xF4, 0x90], [0x80], [0xE2, 0x82], [0x00], [0x1F]]
        var generator = SplitMix64(seed: 0x5EED_F00D)
        for _ in 0..<3_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 24) {
                let pick = Int(generator.next() % UInt64(fragments.count + rawBytes.count))
                bytes += pick < fragments.count ? Array(fragments[pick].utf8) : rawBytes[pick - fragments.count]
            }
            _ = check(bytes)
        }
    }

    @Test("arbitrary bytes")
    func arbitraryBytes() {
        var generator = SplitMix64(seed: 2)
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 40)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            _ = check(bytes)
        }
    }

    @Test("reads from many tasks at once agree")
    func concurrentReads() async {
        let inputs = Self.corpus.map { Array($0.utf8) }
        let expected = inputs.map { JSONDocument.read($0).diagnostics }
        await withTaskGroup(of: Bool.self) { group in
            for round in 0..<32 {
                let index = round % inputs.count
                let input = inputs[index]
                let wanted = expected[index]
                group.addTask { JSONDocument.read(input).diagnostics == wanted }
            }
            for await agrees in group {
                #expect(agrees)
            }
        }
    }
}
