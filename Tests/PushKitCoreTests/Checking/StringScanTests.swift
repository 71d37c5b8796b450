import PushKitTestSupport
import Testing

@testable import PushKitCore

/// `Checker.checkStrings` pre-tests each string with one word-at-a-time pass
/// (`StringScan`). These tests pin that pass, its byte tests (`ByteWord`) and the whole
/// check to the original byte-by-byte pre-tests, kept below as references.
@Suite struct StringScanTests {
    // MARK: Byte words

    @Test func byteWordTestsAreExactForEveryByteInEveryLane() {
        var random = SplitMix64(seed: 0xB17E)
        let targets: [UInt8] = [0x00, 0x20, 0x23, 0x3A, 0x3F, 0x40, 0x5C, 0x7F, 0x80, 0xE1, 0xFF]
        for byte in UInt8.min...UInt8.max {
            for lane in 0..<8 {
                // The other lanes random: a borrow or carry from them must not matter.
                var word = random.next()
                word = (word & ~(UInt64(0xFF) << (lane * 8))) | (UInt64(byte) << (lane * 8))
                func lit(_ result: UInt64) -> Bool { (result >> (lane * 8)) & 0xFF == 0x80 }
                func clear(_ result: UInt64) -> Bool { (result >> (lane * 8)) & 0xFF == 0 }
                for target in targets {
                    let equal = ByteWord.equal(word, target)
                    #expect(byte == target ? lit(equal) : clear(equal), "equal \(byte) \(target) lane \(lane)")
                    #expect(equal & ~ByteWord.highs == 0)
                    if target >= 0x80 {
                        let atLeast = ByteWord.atLeast(word, target)
                        #expect(byte >= target ? lit(atLeast) : clear(atLeast), "atLeast \(byte) \(target)")
                        #expect(atLeast & ~ByteWord.highs == 0)
                    }
                    if target >= 0x01, target <= 0x80 {
                        let below = ByteWord.below(word, target)
                        #expect(byte < target ? lit(below) : clear(below), "below \(byte) \(target)")
                        #expect(below & ~ByteWord.highs == 0)
                    }
                }
            }
        }
    }

    @Test func loadReadsTheFirstByteIntoTheLowestLane() {
        let bytes: [UInt8] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
        bytes.withUnsafeBufferPointer { buffer in
            #expect(ByteWord.load(buffer.baseAddress!, at: 1) == 0x0908_0706_0504_0302)
        }
    }

    // MARK: The scan

    @Test func scanExamples() {
        func mayLink(_ body: String) -> Bool {
            let bytes = Array(body.utf8)
            return bytes.withUnsafeBufferPointer { StringScan.mayLink($0, from: 0, to: bytes.count) }
        }
        #expect(!mayLink(""))
        #expect(!mayLink("plain ascii text that is long enough"))
        #expect(!mayLink("https://example.com/a"))
        #expect(mayLink("https://user@example.com/a"))
        #expect(mayLink("https://example.com/@ab"))
        #expect(mayLink("https://u:p@x"))  // `@` among the last two bytes counts
        #expect(mayLink("https:u@"))
        #expect(mayLink("https:\\user@example.com"))  // decoded `\`: no `://` needed
        #expect(!mayLink("user@example.com"))  // no `:`, no scheme
        #expect(mayLink("https://" + String(repeating: "a", count: 2041)))
        #expect(!mayLink("https://" + String(repeating: "a", count: 2040)))
        #expect(!mayLink("\u{E9}t\u{E9} \u{65E5}\u{672C} \u{1F642} \u{2014}"))
    }

    /// The combined pre-test lets through what the two scans it stands for let through,
    /// but for texts whose only `@` lies past the authority, which no check reads: each of
    /// those has no finding when checked in full.
    @Test func mayBeLinkPassesEveryFinding() {
        var random = SplitMix64(seed: 0x11CE)
        let pieces = [
            "https", "http", ":", "//", "/", "\\", "@", "%", "-", "--", "xn", "XN", "a", "b.c", " ", "?", "#", "\u{E9}",
            "\u{65E5}", "example", "\t", "1", "user:pw@", "u@", "myapp", "ftp", "file", "mailto:", "https://",
            "HTTP://", "\n", "\r", "\u{1}", "shop.example.org",
        ]
        var narrowed = 0
        for round in 0..<40_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...10, using: &random) { text += pieces.randomElement(using: &random)! }
            let body = Array(text.utf8)
            let buffer = body + Array(repeating: UInt8(ascii: "-"), count: Int.random(in: 0...9, using: &random))
            buffer.withUnsafeBufferPointer { bytes in
                let twoScans =
                    StringScan.mayLink(bytes, from: 0, to: body.count)
                    || StringScan.mayHaveLookAlikeHost(bytes, from: 0, to: body.count)
                let combined = StringScan.mayBeLink(bytes, from: 0, to: body.count)
                #expect(!combined || twoScans, "round \(round): \(text)")
                if twoScans, !combined {
                    narrowed += 1
                    #expect(!Self.hasLinkFinding(text), "round \(round): \(text)")
                }
                #expect(
                    StringScan.holdsPair(UInt8(ascii: "-"), UInt8(ascii: "-"), bytes, from: 0, to: body.count)
                        == text.contains("--"), "round \(round): \(text)")
            }
        }
        #expect(narrowed > 500)
    }

    /// Whether the full link checks of `checkStrings` find anything in `text`.
    static func hasLinkFinding(_ text: String) -> Bool {
        if let report = LookAlikeHost.report(text), report.finding != nil { return true }
        guard URLStrings.isLink(text) else { return false }
        return URLStrings.authorityProblem(text) != nil || text.unicodeScalars.count > URLStrings.maximumLength
    }

    /// The pre-test on the body as written of a string whose escapes hide nothing
    /// (`escapesHideNothing`: no `\u`, or `\u` beyond ASCII outside the candidate
    /// units) never turns away a body whose decoded text the exact pre-test lets through;
    /// and it turns away the common escaped link (`https:\/\/host\/path`).
    @Test func escapedBodyPreTestPassesEveryDecodedCandidate() {
        var random = SplitMix64(seed: 0xE5C4)
        let pieces = [
            "https", "http", "ht", "tps", ":", "\\/", "/", "\\\\", "@", "%", "-", "--", "xn", "XN", "x", "n", "a",
            "b.c", " ", "?", "#", "\u{E9}", "\\t", "\\n", "\\r", "\\b", "\\f", "\\\"", "example", "1", "+",
            "\\u00e9", "\\u015B", "\\u7fbd", "https:\\/\\/", "HTTP:", "\\/\\/",
        ]
        var decodedCandidates = 0
        for round in 0..<60_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
            if Int.random(in: 0..<200, using: &random) == 0 { text += String(repeating: "a", count: 2050) }
            let body = Array(text.utf8)
            let decoded = body.withUnsafeBufferPointer { JSONText.unescape($0) }
            let buffer = body + Array(repeating: UInt8(ascii: "@"), count: Int.random(in: 0...9, using: &random))
            let (hidesNothing, mayBe) = buffer.withUnsafeBufferPointer {
                (
                    StringScan.escapesHideNothing($0, from: 0, to: body.count),
                    StringScan.mayBeLinkEscaped($0, from: 0, to: body.count)
                )
            }
            #expect(hidesNothing, "round \(round): \(text)")
            let exact = decoded.withUnsafeBufferPointer { StringScan.mayBeLink($0, from: 0, to: decoded.count) }
            if exact {
                decodedCandidates += 1
                #expect(mayBe, "round \(round): \(text)")
            }
        }
        #expect(decodedCandidates > 1000)
        for link in [#"https:\/\/cdn.example.com\/kategorie\/jacken"#, #"HTTP:\/\/m.example.net\/a\"b\"?c=d#e"#] {
            let body = Array(link.utf8)
            #expect(!body.withUnsafeBufferPointer { StringScan.mayBeLinkEscaped($0, from: 0, to: body.count) })
        }
    }

    /// Which escapes hide nothing from the scans of the body as written.
    @Test func escapesThatHideNothing() {
        func hidesNothing(_ body: String) -> Bool {
            let bytes = Array(body.utf8)
            return bytes.withUnsafeBufferPointer { StringScan.escapesHideNothing($0, from: 0, to: bytes.count) }
        }
        for body in [
            #"plain"#, #"a\/b\"c\\d\n"#, #"Derni\u00e8re \u00e0 -50 %"#, #"\u221230% \u7fbd\u7ed2"#,
            #"x\\u0041"#, #"\u00AC"#, String(repeating: "a", count: 20) + #"\u00e9"#, #"\ud83d\ude42"#,
            #"\uD83D\uDE42 \ud83c\udf81"#,
        ] {
            #expect(hidesNothing(body), "\(body)")
        }
        for body in [
            #"\u0041"#, #"\u003a"#, #"\u00ad"#, #"\u200B"#, #"\udb40\udc67"#, #"\uFE0F"#,
            String(repeating: "a", count: 20) + #"\u2060"#, #"\u00e9\u0040"#, #"\ud83c\udff4"#, #"\ud83dx"#,
            #"\ude42"#, #"\ud83d\u0041"#, #"\ud834\udd73"#,
        ] {
            #expect(!hidesNothing(body), "\(body)")
        }
    }

    /// `escapesHideNothing`, which finds backslashes a word at a time and reads a pair of
    /// surrogates as one scalar, answers as a walk over the escapes one by one does,
    /// whatever bytes lie around the body.
    @Test func escapesHideNothingMatchesTheEscapeWalk() {
        func reference(_ body: [UInt8]) -> Bool {
            var index = 0
            while index < body.count {
                guard body[index] == UInt8(ascii: "\\") else {
                    index += 1
                    continue
                }
                guard body[index + 1] == UInt8(ascii: "u") else {
                    index += 2
                    continue
                }
                func hex(_ at: Int) -> UInt32 {
                    UInt32(String(decoding: body[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16)!
                }
                var value = hex(index)
                if (0xD800...0xDBFF).contains(value), index + 11 < body.count, body[index + 6] == UInt8(ascii: "\\"),
                    body[index + 7] == UInt8(ascii: "u"), (0xDC00...0xDFFF).contains(hex(index + 6))
                {
                    value = 0x10000 + (value - 0xD800) * 0x400 + hex(index + 6) - 0xDC00
                    if value == 0x1F3F4 { return false }
                    index += 6
                }
                if value < 0x80 || (0xD800...0xDFFF).contains(value)
                    || (value >= 0xAD && HiddenCharacters.isCandidate(value))
                {
                    return false
                }
                index += 6
            }
            return true
        }
        var random = SplitMix64(seed: 0xE5CA)
        let pieces = [
            "a", "u", "u0041", "uuuu", "\\\\", "\\/", "\\\"", "\\n", "\\u0041", "\\u00e9", "\\u00E9", "\\u00ad",
            "\\u200B", "\\ud83d\\ude42", "\\u7fbd", "\\u221A", "\\\\u0041", "\\\\\\u00e9", "\\\\\\\\u0041",
            "\\ud83d", "\\ude42", "\\ud83c\\udff4", "\\udb40\\udc67", "\\ud834\\udd73", "\\uD83C\\uDF81",
            "\u{E9}", "\u{200B}", "x", "https:\\/\\/",
        ]
        let noise: [[UInt8]] = [[0x5C], [0x75], [0x5C, 0x75], [0x61]]
        for round in 0..<40_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...16, using: &random) { text += pieces.randomElement(using: &random)! }
            let body = Array(text.utf8)
            var before: [UInt8] = []
            var after: [UInt8] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) { before += noise.randomElement(using: &random)! }
            for _ in 0..<Int.random(in: 0...9, using: &random) { after += noise.randomElement(using: &random)! }
            let buffer = before + body + after
            let found = buffer.withUnsafeBufferPointer {
                StringScan.escapesHideNothing($0, from: before.count, to: before.count + body.count)
            }
            #expect(found == reference(body), "round \(round): \(text)")
        }
    }

    /// The look-alike host pre-test, which reads the authority eight bytes at a time,
    /// answers as a plain byte loop over it does.
    @Test func lookAlikeHostScanMatchesTheByteLoop() {
        func reference(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
            var index = start
            while index < end, bytes[index] <= 0x20 { index += 1 }
            guard index < end, (bytes[index] | 0x20) >= UInt8(ascii: "a"), (bytes[index] | 0x20) <= UInt8(ascii: "z")
            else { return false }
            index += 1
            while index < end, bytes[index] != UInt8(ascii: ":") {
                let byte = bytes[index]
                guard RouteText.isSchemeByte(byte) || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return false }
                index += 1
            }
            index += 1
            while index < end, bytes[index] == UInt8(ascii: "/") || bytes[index] == UInt8(ascii: "\\") { index += 1 }
            var dashes = 0
            while index < end {
                switch bytes[index] {
                case UInt8(ascii: "/"), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "#"): return false
                case UInt8(ascii: "%"), 0x80...: return true
                case UInt8(ascii: "-"):
                    dashes += 1
                    if dashes == 2, index >= 3, bytes[index - 2] | 0x20 == UInt8(ascii: "n"),
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
        var random = SplitMix64(seed: 0x4057)
        let pieces = [
            "https:", "http://", "x:", "//", "/", "\\", "?", "#", "%", "-", "--", "xn", "XN", "x", "n", "shop", ".",
            "example", "com", "\u{E9}", "\u{FF0E}", " ", "\t", "@", ":", "a1b2c3d4e5", "https://", "HTTPS://", "hTtP:/",
            "http:\\", "https:\\\\", "httpx://",
        ]
        for round in 0..<40_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
            let body = Array(text.utf8)
            let before = Array(repeating: UInt8(ascii: "x"), count: Int.random(in: 0...3, using: &random))
            let buffer =
                before + body + Array(repeating: UInt8(ascii: "%"), count: Int.random(in: 0...9, using: &random))
            buffer.withUnsafeBufferPointer { bytes in
                let range = (before.count, before.count + body.count)
                #expect(
                    StringScan.mayHaveLookAlikeHost(bytes, from: range.0, to: range.1)
                        == reference(bytes, from: range.0, to: range.1), "round \(round): \(text)")
            }
        }
    }

    /// Strings with escapes are decoded into scratch memory on the stack, and into the
    /// heap past 512 bytes: a short one, a long one, then a short one again, each with
    /// its own finding, are all read whole.
    @Test func escapedStringsShortLongShort() throws {
        let long = "https://user:secret\\u0040evil.example/" + String(repeating: "a\\/", count: 300)
        let source =
            #"{"a":"https://u:p\u0040one.example/","b":""# + long
            + #"","c":"x\u200By","d":"https://u:p\u0040two.example/"}"#
        let document = try #require(JSONReader().read(Array(source.utf8)).document)
        var checker = Checker()
        checker.checkStrings(document)
        let found = checker.sink.pending.map { "\($0.code.id) \($0.pointer)" }
        #expect(
            found.sorted() == [
                "text.hidden-character /c", "url.credentials /a", "url.credentials /b", "url.credentials /d",
            ])
    }

    /// The examples of issue 25: escapes that hid a URL from the scan of the raw bytes.
    @Test func escapesHideNoURL() throws {
        let links = [
            #"https:\/\/user:secret@evil.example/x"#, #"https://user:secret\u0040evil.example/x"#,
            #"https\u003a//user:secret@evil.example/x"#, #"https\u003A\u002F\u002Fuser:secret@evil.example/x"#,
            #"https://u:p@x"#, #"https:\\user:pw@host"#, #"https:\\\\user:pw@host"#,
            // A tab in the slashes, an `@` after a backslash in a non-special URL: the
            // authority the pre-test reads ends early, so it looks for an `@` anywhere.
            #"https:/\t/user:secret@evil.example/x"#, #"myapp://a\\@b.example/"#, #"https://u:p@x\n"#,
        ]
        for link in links {
            let source = #"{"k":""# + link + #""}"#
            let document = try #require(JSONReader().read(Array(source.utf8)).document)
            var checker = Checker()
            checker.checkStrings(document)
            #expect(checker.sink.pending.map(\.code) == [.urlCredentials], "\(link)")
        }
        let confusion = #"{"k":"https:\/\/evil.example\\@shop.example.com/"}"#
        let document = try #require(JSONReader().read(Array(confusion.utf8)).document)
        var checker = Checker()
        checker.checkStrings(document)
        #expect(checker.sink.pending.map(\.code) == [.urlHostConfusion])
        // Empty user info is no credential (the parser keeps none), and text is no URL.
        for text in [
            #"https://@example.com/"#, #"https://:@example.com/"#, #"Email: help@example.com"#, #"mailto:a@b.c"#,
        ] {
            let source = #"{"k":""# + text + #""}"#
            let document = try #require(JSONReader().read(Array(source.utf8)).document)
            var checker = Checker()
            checker.checkStrings(document)
            #expect(checker.sink.pending.isEmpty, "\(text)")
        }
    }

    @Test func scanMatchesTheReferencesOnGeneratedBodies() {
        var random = SplitMix64(seed: 0x5CA7)
        for round in 0..<30_000 {
            let body = Self.generatedBody(&random)
            // The body inside a larger buffer whose other bytes must not count.
            var before: [UInt8] = []
            var after: [UInt8] = []
            for _ in 0..<Int.random(in: 0...9, using: &random) { before += Self.noise.randomElement(using: &random)! }
            for _ in 0..<Int.random(in: 0...20, using: &random) { after += Self.noise.randomElement(using: &random)! }
            let buffer = before + body + after
            let result = buffer.withUnsafeBufferPointer {
                StringScan.mayLink($0, from: before.count, to: before.count + body.count)
            }
            let nonASCII = buffer.withUnsafeBufferPointer {
                StringScan.holdsNonASCII($0, from: before.count, to: before.count + body.count)
            }
            let mayLink = body.withUnsafeBufferPointer { referenceMayNeedCheck($0) }
            #expect(result == mayLink, "round \(round): \(body)")
            #expect(nonASCII == body.contains { $0 >= 0x80 }, "round \(round): \(body)")
        }
    }

    // MARK: The whole check

    @Test func checkStringsMatchesTheReferenceOnGeneratedDocuments() throws {
        var random = SplitMix64(seed: 0xD0C5)
        for round in 0..<2000 {
            var members: [String] = []
            for member in 0..<Int.random(in: 1...6, using: &random) {
                let key = "k\(member)" + Self.generatedSource(&random, pieces: 3)
                let values = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                    // Plain ASCII now and then, which the check reads on the reader's word.
                    let isPlain = Int.random(in: 0..<3, using: &random) == 0
                    let body =
                        isPlain
                        ? Self.generatedPlainSource(&random, pieces: 12) : Self.generatedSource(&random, pieces: 12)
                    return "\"" + body + "\""
                }
                let value = values.count == 1 ? values[0] : "[" + values.joined(separator: ",") + "]"
                members.append("\"\(key)\":\(value)")
            }
            let source = "{" + members.joined(separator: ",") + "}"
            let document = try #require(JSONReader().read(Array(source.utf8)).document, "\(source)")
            var checker = Checker()
            var reference = Checker()
            checker.checkStrings(document)
            reference.referenceCheckStrings(document)
            let found = checker.sink.pending.map { "\($0.code) \($0.pointer) \($0.offset) \($0.message)" }
            let expected = reference.sink.pending.map { "\($0.code) \($0.pointer) \($0.offset) \($0.message)" }
            #expect(found == expected, "round \(round): \(source)")
        }
    }

    // MARK: Generated input

    /// Pieces of raw string bodies: trigger bytes alone and in every pre-tested sequence
    /// (whole, cut short, off by one), escapes, and plain text.
    private static let bodyPieces: [[UInt8]] =
        [
            [0xE1, 0xA0, 0x8E], [0xE1, 0xA0, 0x8F], [0xE1, 0xA0], [0xE1],
            [0xE2, 0x80, 0x8B], [0xE2, 0x80, 0x8A], [0xE2, 0x80, 0xAA], [0xE2, 0x80, 0xAE], [0xE2, 0x80, 0xAF],
            [0xE2, 0x80, 0xA9], [0xE2, 0x81, 0xA0], [0xE2, 0x81, 0xA9], [0xE2, 0x81, 0xAA], [0xE2, 0x81], [0xE2],
            [0xEF, 0xBB, 0xBF], [0xEF, 0xBB, 0xBE], [0xEF, 0xBB], [0xEF], [0xE0], [0xFF], [0xC3, 0xA9],
            [0xF0, 0x9F, 0x99, 0x82],
        ] + textPieces.map { Array($0.utf8) }

    /// Escapes (whole, cut short, in the wrong case) and text, for raw bodies.
    private static let textPieces: [String] = [
        "\\", "\\\\", "\\u", "\\u2", "\\u20", "\\u2028", "\\u202E", "\\u180e", "\\u18", "\\uFEFF", "\\ufe",
        "\\uFF", "\\U2028", "\\/", "\\\"", "@", ":", "://", ":/", "/", "//", "https", "a", "bc", " ", "user@", "u",
        "@A",
        "\\]", ":;", "@@A", "\\\\]", "\\u0040", "\\u003a",
    ]

    /// Bytes around a body in the scanned buffer.
    private static let noise: [[UInt8]] = [[0x22], [0x5C], [0x40], [0x3A], [0x2F], [0xE2], [0x80], [0x61]]

    /// Raw body bytes: up to 30 pieces, and now and then a run long enough to pass the
    /// URL length limit.
    static func generatedBody(_ random: inout SplitMix64) -> [UInt8] {
        var body: [UInt8] = []
        for _ in 0..<Int.random(in: 0...30, using: &random) {
            body += bodyPieces.randomElement(using: &random)!
        }
        if Int.random(in: 0..<50, using: &random) == 0 {
            body.insert(contentsOf: Array(repeating: UInt8(ascii: "a"), count: 2040), at: body.count / 2)
        }
        return body
    }

    /// Pieces of valid JSON string source: escapes of reported and other characters,
    /// the raw characters, URL parts, text.
    private static let sourcePieces: [String] = [
        "a", "text ", "https", "://", ":\\/\\/", "@", ":", "/", "\\\\", "\\\"", "\\/", "\\u2028", "\\u202E", "\\u202e",
        "\\u180E", "\\uFEFF", "\\ufeff", "\\u2019", "\\u0040", "\\u003a", "\\u003A", "\\u002F", "https:\\\\",
        "u:p@x", "\\\\@", "\\u00e9", "\\u1234", "\\n", "\\t", "\\ud83d\\ude42", "\u{202E}",
        "\u{200B}", "\u{2060}", "\u{180E}", "\u{FEFF}", "\u{200D}", "\u{2028}", "\u{E9}", "\u{65E5}\u{672C}",
        "\u{1F642}", "user:pw@", "www.example.com", "https://user:pw@example.com/a", "\u{AD}", "\u{34F}",
        "\u{3164}", "\u{FE0F}", "\u{2764}", "\u{1F3F4}", "\u{E0067}", "\u{E0062}", "\u{E007F}", "\u{E0041}",
        "\u{600}", "\\u00ad", "\\ufe0f", "\\udb40\\udc67", "\\udb40\\udc7f", "https://\u{440}\u{430}\u{443}l.com",
        "xn--l-7sba6dbr", "XN--", "%C2%AD", "\u{2044}", "\u{3002}", ".", "?", "#", "http:", "\u{1F642}.com/",
        "https:\\/\\/", "ht\\tps:", "\\\"https://", "--", "-", "%", "\u{2022}", "\u{2014}", "\u{1F3F4}",
        "\\u00e9", "\\u7FBD", "x\\n--", "\\u00ade", "\\ud83c\\udff4",
        String(repeating: "b", count: 700),
    ]

    /// JSON string source of up to `pieces` pieces.
    /// Plain ASCII text without escapes, rich in URL parts: a scheme first, often.
    static func generatedPlainSource(_ random: inout SplitMix64, pieces: Int) -> String {
        let plainPieces = [
            "https", "://", "user@", "@", ":", "/", "//", "a", "bc", " ", "%", "u", "x-y", "1", ".", "?q=", "#",
            "xn--l-7sba6dbr", "xn--", "-", "%C2%AD",
        ]
        var source = Int.random(in: 0..<2, using: &random) == 0 ? "https://" : ""
        for _ in 0..<Int.random(in: 0...pieces, using: &random) {
            source += plainPieces.randomElement(using: &random)!
        }
        if Int.random(in: 0..<40, using: &random) == 0 { source += String(repeating: "a", count: 2050) }
        return source
    }

    /// The reader's `hasNonASCII` flag, which lets the check skip plain ASCII strings,
    /// is set exactly on the strings (keys too) whose body holds a byte from 0x80 up.
    @Test func theReaderMarksExactlyTheStringsBeyondASCII() throws {
        var random = SplitMix64(seed: 0xA5C1)
        var read = 0
        for round in 0..<1000 {
            let bodies = (0..<4).map { _ in
                Int.random(in: 0..<2, using: &random) == 0
                    ? Array(Self.generatedPlainSource(&random, pieces: 6).utf8) : Self.generatedBody(&random)
            }
            var source = Array("{\"".utf8) + bodies[0] + Array("\":[\"".utf8) + bodies[1]
            source += Array("\",\"".utf8) + bodies[2] + Array("\"],\"k\":\"".utf8) + bodies[3] + Array("\"}".utf8)
            guard let document = JSONReader().read(source).document else { continue }  // a body broke the JSON
            read += 1
            for node in document.nodes where node.kind == .string {
                let body = source[Int(node.start + 1)..<Int(node.end - 1)]
                #expect(
                    (node.flags & JSONNode.hasNonASCII != 0) == body.contains { $0 >= 0x80 },
                    "round \(round): \(String(decoding: body, as: UTF8.self))")
            }
        }
        // Rounds whose bodies broke the JSON check nothing: most must not.
        #expect(read >= 500, "\(read) of 1000 rounds read")
    }

    static func generatedSource(_ random: inout SplitMix64, pieces: Int) -> String {
        var source = ""
        for _ in 0..<Int.random(in: 0...pieces, using: &random) {
            source += sourcePieces.randomElement(using: &random)!
        }
        return source
    }
}

// MARK: References: the original pre-tests and check

private func referenceMayNeedCheck(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.contains(UInt8(ascii: ":"))
        && (bytes.contains(UInt8(ascii: "@")) || bytes.count > URLStrings.maximumLength)
}

extension Checker {
    /// `checkStrings(_:)` as its definition reads: every string decoded, no pre-test.
    fileprivate mutating func referenceCheckStrings(_ document: JSONDocument) {
        let nodes = document.nodes
        func place(_ index: Int) -> JSONValue {
            JSONValue(document: document, index: (nodes[index].flags & JSONNode.isKey != 0) ? index + 1 : index)
        }
        var links: [(index: Int, text: String)] = []
        for index in nodes.indices where nodes[index].kind == .string {
            let text = JSONValue(document: document, index: index).string!
            let isKey = nodes[index].flags & JSONNode.isKey != 0
            if let scalar = HiddenCharacters.first(in: text) {
                let message =
                    "\(isKey ? "the key" : "this text") contains \(HiddenCharacters.describe(scalar)), which changes what is shown without being seen (spoofing); remove it"
                // A key's character at the key, with its member's pointer.
                if isKey {
                    emit(.textHiddenCharacter, atKeyOf: place(index), message)
                } else {
                    emit(.textHiddenCharacter, at: place(index), message)
                }
            }
            if !isKey { links.append((index, text)) }
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
}
