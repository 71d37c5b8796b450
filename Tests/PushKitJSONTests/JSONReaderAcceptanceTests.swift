import PushKitJSON
import PushKitTestSupport
import Testing

@Suite("JSON reader accepts")
struct JSONReaderAcceptanceTests {
    @Test("valid JSON reads without diagnostics", arguments: AcceptanceCase.all)
    func accepts(_ acceptance: AcceptanceCase) throws {
        let result = JSONDocument.read(acceptance.bytes)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.isValid)
        let document = try #require(result.document)
        #expect(document.root.kind == acceptance.kind)
        #expect(document.root.pointer == .root)
        ReaderTestSupport.checkInvariants(of: result, for: acceptance.bytes)
    }

    @Test("literal types are kept apart")
    func literalTypes() throws {
        let document = try #require(
            JSONDocument.read(#"{"t":true,"one":1,"s5":"5","n5":5,"f":false,"zero":0,"null":null,"empty":""}"#)
                .document)
        let root = document.root
        let t = try #require(root["t"])
        #expect(t.kind == .boolean && t.bool == true && t.number == nil && t.string == nil)
        let one = try #require(root["one"])
        #expect(one.kind == .number && one.bool == nil && one.number?.int == 1)
        let s5 = try #require(root["s5"])
        #expect(s5.kind == .string && s5.string == "5" && s5.number == nil)
        let n5 = try #require(root["n5"])
        #expect(n5.kind == .number && n5.string == nil && n5.number?.int == 5)
        let f = try #require(root["f"])
        #expect(f.bool == false && f.number == nil)
        #expect(root["zero"]?.bool == nil)
        let null = try #require(root["null"])
        #expect(null.kind == .null && null.isNull && null.string == nil && null.bool == nil)
        #expect(root["empty"]?.string == "" && root["empty"]?.isNull == false)
        #expect(root["missing"] == nil)
        #expect(root.isNull == false && root.string == nil && root.number == nil)
    }

    @Test(
        "numbers keep their lexeme and give exact integers when they can",
        arguments: [
            ("0", true, Int64?(0), 0.0),
            ("-0", true, 0, -0.0),
            ("42", true, 42, 42),
            ("-42", true, -42, -42),
            ("1.0", false, nil, 1),
            ("1e0", false, nil, 1),
            ("1E2", false, nil, 100),
            ("2.5e-3", false, nil, 0.0025),
            ("9223372036854775807", true, Int64.max, 0x1p63),
            ("-9223372036854775808", true, Int64.min, -0x1p63),
            ("9223372036854775808", true, nil, 0x1p63),
            ("-9223372036854775809", true, nil, -0x1p63),
            // 18 digits are summed unchecked, 19 and more checked digit by digit.
            ("999999999999999999", true, 999_999_999_999_999_999, 1e18),
            ("-999999999999999999", true, -999_999_999_999_999_999, -1e18),
            ("1000000000000000000", true, 1_000_000_000_000_000_000, 1e18),
            ("-1000000000000000000", true, -1_000_000_000_000_000_000, -1e18),
            ("99999999999999999999", true, nil, 1e20),
            ("1e400", false, nil, .infinity),
            ("-1e400", false, nil, -.infinity),
            ("0.1", false, nil, 0.1),
        ] as [(String, Bool, Int64?, Double)])
    func numbers(_ lexeme: String, _ isInteger: Bool, _ int64: Int64?, _ double: Double) throws {
        let number = try #require(JSONDocument.read("[\(lexeme)]").document?.root[0]?.number)
        #expect(number.lexeme == lexeme)
        #expect(number.description == lexeme)
        #expect(number.isInteger == isInteger)
        #expect(number.int64 == int64)
        #expect(number.int == int64.map { Int($0) })
        #expect(number.double == double)
        #expect(number.double.sign == double.sign)
    }

    @Test("strings decode escapes, surrogate pairs and raw UTF-8")
    func stringDecoding() throws {
        let text = #"["\"\\\/\b\f\n\r\t", "\u0041\u00e9\u20AC", "\uD83D\uDE00", "h\u00e9llo", "\u0000", "é😀", "a\/b"]"#
        let root = try #require(JSONDocument.read(text).document?.root)
        #expect(root[0]?.string == "\"\\/\u{8}\u{C}\n\r\t")
        #expect(root[1]?.string == "A\u{E9}\u{20AC}")
        #expect(root[2]?.string == "\u{1F600}")
        #expect(root[3]?.string == "h\u{E9}llo")
        #expect(root[4]?.string == "\u{0}")
        #expect(root[5]?.string == "\u{E9}\u{1F600}")
        #expect(root[6]?.string == "a/b")
        #expect(root[6]?.sourceText == #""a\/b""#)
    }

    @Test("escapes just outside the surrogates are accepted")
    func escapesAroundSurrogates() throws {
        let result = JSONDocument.read(#"["\uD7FF\ue000", "\u07ff"]"#)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.document?.root)
        #expect(root[0]?.string == "\u{D7FF}\u{E000}")
        #expect(root[1]?.string == "\u{7FF}")
    }

    @Test("strings with rejected escapes still decode, with U+FFFD for broken surrogates")
    func lenientDecodingAfterErrors() throws {
        let result = JSONDocument.read(#"["\uD83D", "\uDE00x", "a\qb", "\u12"]"#)
        #expect(!result.isValid)
        let root = try #require(result.document?.root)
        #expect(root[0]?.string == "\u{FFFD}")
        #expect(root[1]?.string == "\u{FFFD}x")
        #expect(root[2]?.string == "aqb")
        #expect(root[3]?.string?.hasPrefix("\u{FFFD}") == true)
    }

    @Test("objects keep duplicates in source order; lookup by key reads the last")
    func duplicateMembers() throws {
        let result = JSONDocument.read(#"{"a":1,"b":2,"a":3,"\u0061":4}"#)
        #expect(result.diagnostics.map(\.code) == [.jsonDuplicateKey, .jsonDuplicateKey])
        let root = try #require(result.document?.root)
        #expect(root.count == 4)
        #expect(root.members.map(\.key) == ["a", "b", "a", "a"])
        #expect(root.members.map { $0.value.number?.int } == [1, 2, 3, 4])
        #expect(root.members.map(\.keyValue.sourceText) == [#""a""#, #""b""#, #""a""#, #""\u0061""#])
        #expect(root["a"]?.number?.int == 4)
        #expect(root["b"]?.number?.int == 2)
    }

    @Test("arrays: elements, count and index lookup")
    func arrays() throws {
        let root = try #require(JSONDocument.read(#"[10, [20, 21], {"x": 30}, "40"]"#).document?.root)
        #expect(root.count == 4)
        #expect(root.elements.map(\.kind) == [.number, .array, .object, .string])
        #expect(root[1]?[1]?.number?.int == 21)
        #expect(root[2]?["x"]?.number?.int == 30)
        #expect(root[3]?.string == "40")
        #expect(root[4] == nil && root[-1] == nil)
        #expect(root["x"] == nil)
        #expect(root.members.isEmpty)
        #expect(root[2]?.elements.isEmpty == true)
        #expect(root[0]?.count == 0 && root[0]?.elements.isEmpty == true)
    }

    @Test("spans and source text cover exactly the value")
    func spans() throws {
        let text = #" { "a" : [ 1 , "x\ny" ] , "b" : -2.5e3 } "#
        let document = try #require(JSONDocument.read(text).document)
        let root = document.root
        #expect(root.sourceText == #"{ "a" : [ 1 , "x\ny" ] , "b" : -2.5e3 }"#)
        #expect(root.span == 1..<(text.utf8.count - 1))
        #expect(root["a"]?.sourceText == #"[ 1 , "x\ny" ]"#)
        #expect(root["a"]?[1]?.sourceText == #""x\ny""#)
        #expect(root["b"]?.sourceText == "-2.5e3")
        #expect(root.members[0].keyValue.sourceText == #""a""#)
        #expect(document.valueCount == 7)
    }

    @Test("a document is shared across tasks")
    func sendable() async throws {
        let document = try #require(JSONDocument.read(#"{"aps":{"badge":7}}"#).document)
        let badge = await Task.detached { document.value(at: "/aps/badge")?.number?.int }.value
        #expect(badge == 7)
    }
}
