import PushKitJSON
import PushKitTestSupport
import Testing

@Suite("JSON reader rejects")
struct JSONReaderRejectionTests {
    @Test("reports exactly the expected diagnostics", arguments: RejectionCase.all)
    func rejects(_ rejection: RejectionCase) {
        let result = JSONReader(options: rejection.options).read(rejection.bytes)
        #expect(ReaderTestSupport.summary(result) == rejection.expected)
        #expect(!result.isValid)
        #expect((result.document != nil) == rejection.readsToEnd)
        ReaderTestSupport.checkInvariants(of: result, for: rejection.bytes)
    }

    @Test("a byte order mark is named in the message")
    func byteOrderMarkMessage() throws {
        let result = JSONDocument.read([0xEF, 0xBB, 0xBF] + Array(#"{"aps":{}}"#.utf8))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.code == .jsonByteOrderMark)
        #expect(diagnostic.message.lowercased().contains("byte order mark"))
        #expect(result.diagnostics.count == 1)
    }

    @Test("messages say what is wrong and what to write instead")
    func messagesSuggestFixes() {
        func message(_ text: String) -> String { JSONDocument.read(text).diagnostics.first?.message ?? "" }
        #expect(message("[01.5]").contains("1.5"))
        #expect(message("[-007]").contains("-7"))
        #expect(message("[007e2]").contains("7e2"))
        #expect(message("[01.]").contains("write 1.0"))
        #expect(message("[1.e5]").contains("1e5 or 1.0e5"))
        #expect(message("[1.]").contains("1.0"))
        #expect(message("[.5]").contains("0.5"))
        #expect(message("{aps: 1}").contains("\"aps\""))
        #expect(message("[\"a\tb\"]").contains("\\t"))
        #expect(message("[\"\u{1}\"]").contains("\\u0001"))
        #expect(message(#"["\q"]"#).contains("\\q"))
        #expect(message(#"{"a":1,"a":2}"#).contains("\"a\""))
        #expect(message("[1,]").contains("remove"))
    }

    @Test("invalid UTF-8 messages name the problem")
    func utf8Messages() {
        func message(_ bytes: [UInt8]) -> String {
            JSONDocument.read(Array(#"[""#.utf8) + bytes + Array(#""]"#.utf8)).diagnostics.first?.message ?? ""
        }
        #expect(message([0xC0, 0xAF]).contains("overlong"))
        #expect(message([0xE0, 0x80, 0xAF]).contains("overlong"))
        #expect(message([0xED, 0xA0, 0x80]).contains("surrogate"))
        #expect(message([0xF4, 0x90, 0x80, 0x80]).contains("U+10FFFF"))
        #expect(message([0xE2, 0x82]).contains("truncated"))
        #expect(message([0xF4, 0xC0]).contains("truncated"))
        #expect(message([0x80]).contains("continuation"))
    }
}
