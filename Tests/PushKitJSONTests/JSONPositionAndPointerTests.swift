import PushKitJSON
import PushKitTestSupport
import Testing

@Suite("JSON source positions")
struct JSONPositionTests {
    private func location(of pointer: JSONPointer, in text: String) throws -> String {
        let document = try #require(JSONDocument.read(text).document)
        let value = try #require(document.value(at: pointer))
        return value.location.description
    }

    @Test("values know their line and column")
    func valueLocations() throws {
        let text = """
            {
              "aps": {
                "alert": "hi",
                "badge": [1,
                  2]
              }
            }
            """
        #expect(try location(of: "", in: text) == "1:1")
        #expect(try location(of: "/aps", in: text) == "2:10")
        #expect(try location(of: "/aps/alert", in: text) == "3:14")
        #expect(try location(of: "/aps/badge", in: text) == "4:14")
        #expect(try location(of: "/aps/badge/0", in: text) == "4:15")
        #expect(try location(of: "/aps/badge/1", in: text) == "5:7")
    }

    @Test("columns count Unicode scalars, not bytes or characters")
    func scalarColumns() {
        // é is 2 bytes, 😀 is 4 bytes, e + U+0301 is one character of two scalars.
        let cases: [(String, Int)] = [
            ("{\"\u{E9}\": x}", 7),
            ("[\"\u{1F600}\", x]", 7),
            ("[\"e\u{301}\", x]", 8),
            ("[\"\u{4E2D}\u{6587}\",\tx]", 8),
        ]
        for (text, column) in cases {
            let diagnostic = JSONDocument.read(text).diagnostics.first
            #expect(diagnostic?.location.line == 1, "\(text)")
            #expect(diagnostic?.location.column == column, "\(text)")
        }
    }

    @Test("LF, CRLF and a lone CR each end a line")
    func lineBreaks() {
        let cases: [(String, String)] = [
            ("{\n\"a\": x}", "2:6"),
            ("{\r\n\"a\": x}", "2:6"),
            ("{\r\"a\": x}", "2:6"),
            ("\n\n\n  x", "4:3"),
            ("\r\n\r\n x", "3:2"),
            ("[\"\u{E9}\",\n\"\u{1F600}\", x]", "2:6"),
        ]
        for (text, expected) in cases {
            #expect(JSONDocument.read(text).diagnostics.first?.location.description == expected, "\(text)")
        }
    }

    @Test("a diagnostic's offset is the byte where its problem starts")
    func offsets() throws {
        let text = "{\"\u{E9}\": 01}"
        let diagnostic = try #require(JSONDocument.read(text).diagnostics.first)
        #expect(diagnostic.location.offset == 7)
        #expect(diagnostic.location == PushKitJSON.SourceLocation(line: 1, column: 7, offset: 7))
        #expect(diagnostic.description.hasPrefix("1:7: error: "))
        #expect(diagnostic.description.hasSuffix(" [json.invalid-number]"))
    }

    @Test("a document resolves any byte offset, clamped to the input")
    func documentLocations() throws {
        let document = try #require(JSONDocument.read("[\n \"\u{E9}\",\r\n 1]").document)
        #expect(document.location(ofOffset: 0).description == "1:1")
        #expect(document.location(ofOffset: 2).description == "2:1")
        #expect(document.location(ofOffset: 8).description == "2:6")
        #expect(document.location(ofOffset: 9).description == "2:7")
        #expect(document.location(ofOffset: 10).description == "3:1")
        let end = document.bytes.count
        #expect(document.location(ofOffset: end).offset == end)
        #expect(document.location(ofOffset: end + 100).offset == end)
        #expect(document.location(ofOffset: -5) == .start)
        let batch = document.locations(ofOffsets: [10, 0, 2])
        #expect(batch.map(\.description) == ["3:1", "1:1", "2:1"])
    }

    /// Contiguous bytes, read eight at a time, give the locations that a byte-by-byte
    /// walk of the same bytes (a collection without contiguous storage) gives.
    @Test func contiguousBytesLocateAsAByteWalkDoes() {
        var random = SplitMix64(seed: 0x10CA7E)
        let pieces: [[UInt8]] = [
            Array("abcdefgh".utf8), Array("x".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("\u{E9}".utf8),
            Array("\u{65E5}\u{672C}".utf8), Array("\u{1F642}".utf8), Array("0123456789abcdef".utf8),
        ]
        for round in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &random) { bytes += pieces.randomElement(using: &random)! }
            let offsets = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                Int.random(in: -1...(bytes.count + 1), using: &random)
            }
            for lineFeedsOnly in [false, true] {
                let fast = SourceLocator.locate(offsets, in: bytes, lineFeedsOnly: lineFeedsOnly)
                let walked = SourceLocator.locate(offsets, in: bytes.lazy.map { $0 }, lineFeedsOnly: lineFeedsOnly)
                #expect(fast == walked, "round \(round): \(bytes) at \(offsets)")
                let slice = ([0x0A, 0x41] + bytes)[2...]
                #expect(SourceLocator.locate(offsets, in: slice, lineFeedsOnly: lineFeedsOnly) == fast)
            }
        }
    }
}

@Suite("JSON Pointer")
struct JSONPointerTests {
    @Test("parses and escapes tokens (RFC 6901)")
    func parsing() throws {
        let cases: [(String, [String])] = [
            ("", []),
            ("/", [""]),
            ("//", ["", ""]),
            ("/aps/alert/title", ["aps", "alert", "title"]),
            ("/a~1b", ["a/b"]),
            ("/m~0n", ["m~n"]),
            ("/~01", ["~1"]),
            ("/~10", ["/0"]),
            ("/content/buttons/0", ["content", "buttons", "0"]),
            ("/ ", [" "]),
            ("/\u{E9}", ["\u{E9}"]),
        ]
        for (text, tokens) in cases {
            let pointer = try #require(JSONPointer(text), "\(text)")
            #expect(pointer.tokens == tokens)
            #expect(pointer.description == text)
            #expect(JSONPointer(tokens: tokens) == pointer)
        }
    }

    @Test("rejects text that is not a pointer", arguments: ["a", "aps/alert", "/~", "/a~", "/~2", "/a~b", "#/a"])
    func invalid(_ text: String) {
        #expect(JSONPointer(text) == nil)
    }

    @Test("builds pointers step by step")
    func building() {
        let pointer = JSONPointer.root.appending("content").appending("buttons").appending(1).appending("a/b~c")
        #expect(pointer.description == "/content/buttons/1/a~1b~0c")
        #expect(pointer.tokens == ["content", "buttons", "1", "a/b~c"])
        #expect(pointer.parent.description == "/content/buttons/1")
        #expect(JSONPointer.root.parent == .root)
        #expect(JSONPointer.root.description == "")
        let literal: JSONPointer = "/content/buttons/1/a~1b~0c"
        #expect(literal == pointer)
    }

    /// The example document of RFC 6901, section 5, written out here.
    private static let rfcExample = #"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#

    @Test(
        "resolves the RFC 6901 examples",
        arguments: [
            ("/", "0"), ("/a~1b", "1"), ("/c%d", "2"), ("/e^f", "3"), ("/g|h", "4"), (#"/i\j"#, "5"),
            (#"/k"l"#, "6"), ("/ ", "7"), ("/m~0n", "8"), ("/foo/0", #""bar""#), ("/foo/1", #""baz""#),
            ("/foo", #"["bar", "baz"]"#),
        ])
    func rfcExamples(_ pointer: String, _ sourceText: String) throws {
        let document = try #require(JSONDocument.read(Self.rfcExample).document)
        let parsed = try #require(JSONPointer(pointer))
        let value = try #require(document.value(at: parsed))
        #expect(value.sourceText == sourceText)
        #expect(value.pointer.description == pointer)
    }

    @Test(
        "array tokens are plain indexes; anything else resolves to nothing",
        arguments: [
            "/foo/01", "/foo/-", "/foo/2", "/foo/-1", "/foo/+1", "/foo/-0", "/foo/ 1", "/foo/0/x", "/x", "/a~1b/c",
        ])
    func unresolvable(_ pointer: String) throws {
        let document = try #require(JSONDocument.read(Self.rfcExample).document)
        let parsed = try #require(JSONPointer(pointer))
        #expect(document.value(at: parsed) == nil)
    }

    @Test("resolves relative to any value")
    func relative() throws {
        let document = try #require(JSONDocument.read(#"{"a":{"b":[{"c":true}]}}"#).document)
        let a = try #require(document.value(at: "/a"))
        #expect(a.value(at: "/b/0/c")?.bool == true)
        #expect(a.value(at: "")?.span == a.span)
        #expect(a.value(at: "/b/0/c")?.pointer.description == "/a/b/0/c")
    }

    @Test("every value's pointer leads back to it")
    func roundTrip() throws {
        let text = #"""
            {"aps": {"alert": {"title": "t", "loc-args": ["x", "y", ["z"]]}},
             "a/b": {"m~n": [0, {"": null, "~1": 1}]}, "esc\u0061ped": [[], {}], "é": {"😀": 1}}
            """#
        let result = JSONDocument.read(text)
        let document = try #require(result.document)
        #expect(result.isValid)
        for value in ReaderTestSupport.allValues(document) {
            let resolved = try #require(document.value(at: value.pointer), "\(value.pointer)")
            #expect(resolved.span == value.span, "\(value.pointer)")
            #expect(JSONPointer(value.pointer.description) == value.pointer)
        }
        #expect(document.value(at: "/escaped/1")?.kind == .object)
        #expect(document.value(at: "/a~1b/m~0n/1/~01")?.number?.int == 1)
        #expect(document.value(at: "/\u{E9}/\u{1F600}")?.number?.int == 1)
    }

    @Test("a key's pointer is the pointer of its member")
    func keyPointers() throws {
        let document = try #require(JSONDocument.read(#"{"a":{"x":"y"},"b":1,"c":[{"d":2}]}"#).document)
        for value in ReaderTestSupport.allValues(document) where value.kind == .object {
            for member in value.members {
                #expect(member.keyValue.pointer == member.value.pointer)
                #expect(member.keyValue.kind == .string)
            }
        }
        #expect(document.root.members.map(\.keyValue.pointer.description) == ["/a", "/b", "/c"])
    }

    @Test("with duplicate keys, both members' pointers resolve to the last")
    func duplicatePointers() throws {
        let document = try #require(JSONDocument.read(#"{"a":1,"a":2}"#).document)
        let members = document.root.members
        #expect(members[0].value.pointer.description == "/a")
        #expect(members[1].value.pointer.description == "/a")
        #expect(document.value(at: "/a")?.number?.int == 2)
    }

    @Test("diagnostics carry the pointer of the value concerned")
    func diagnosticPointers() {
        let text = #"{"aps": {"alert": {"loc-args": ["ok", "\q"]}}, "a/b": [01], "m~n": {"x": "\uDC00"}}"#
        let pointers = JSONDocument.read(text).diagnostics.map(\.pointer.description)
        #expect(pointers == ["/aps/alert/loc-args/1", "/a~1b/0", "/m~0n/x"])
    }
}
