import PushKitJSON
import Testing

@Suite("JSON reader limits")
struct JSONReaderLimitTests {
    private static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test("defaults: depth 64, size 1 MiB")
    func defaults() {
        let options = JSONReader.Options()
        #expect(options.maxDepth == 64)
        #expect(options.maxBytes == 1 << 20)
        #expect(JSONReader.Options.defaultMaxDepth == 64)
        #expect(JSONReader.Options.defaultMaxBytes == 1_048_576)
        #expect(JSONReader().options == options)
    }

    @Test("64 levels are read, 65 are too deep")
    func depthLimit() throws {
        #expect(JSONDocument.read(Self.nested(64)).isValid)
        let result = JSONDocument.read(Self.nested(65))
        #expect(result.document == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.code == .jsonTooDeep)
        #expect(diagnostic.location.description == "1:65")
        #expect(diagnostic.pointer.tokens == Array(repeating: "0", count: 64))
        #expect(diagnostic.message.contains("64"))
    }

    @Test("objects and arrays count alike towards the depth")
    func mixedDepth() {
        let open = String(repeating: #"{"a":["#, count: 32)
        let close = String(repeating: "]}", count: 32)
        #expect(JSONDocument.read(open + close).isValid)
        let deeper = JSONDocument.read(open + "{}" + close)
        #expect(deeper.diagnostics.map(\.code) == [.jsonTooDeep])
        #expect(deeper.diagnostics.first?.pointer.tokens.count == 64)
    }

    @Test("a custom depth limit; values below 1 count as 1")
    func customDepth() {
        let one = JSONReader(options: JSONReader.Options(maxDepth: 1))
        #expect(one.read(Array("[]".utf8)).isValid)
        #expect(one.read(Array("1".utf8)).isValid)
        #expect(one.read(Array("[[]]".utf8)).diagnostics.map(\.code) == [.jsonTooDeep])
        #expect(JSONReader.Options(maxDepth: 0).maxDepth == 1)
        #expect(JSONReader.Options(maxDepth: -5).maxDepth == 1)
        let ten = JSONReader(options: JSONReader.Options(maxDepth: 10))
        #expect(ten.read(Array(Self.nested(10).utf8)).isValid)
        #expect(ten.read(Array(Self.nested(11).utf8)).diagnostics.map(\.code) == [.jsonTooDeep])
    }

    @Test("deep nesting under a raised limit never overflows the stack")
    func veryDeep() throws {
        let depth = 100_000
        let reader = JSONReader(options: JSONReader.Options(maxDepth: 200_000))
        let result = reader.read(Array(Self.nested(depth).utf8))
        #expect(result.isValid)
        let document = try #require(result.document)
        #expect(document.valueCount == depth)
        var deepest = document.root
        while let next = deepest[0] { deepest = next }
        #expect(deepest.pointer.tokens.count == depth - 1)
        #expect(document.value(at: deepest.pointer)?.span == deepest.span)

        // One diagnostic 100 000 levels down: its pointer is built in linear time.
        let open = Array(String(repeating: "[", count: depth).utf8)
        var outcome: JSONReader.Result?
        let elapsed = ContinuousClock().measure { outcome = reader.read(open) }
        #expect(elapsed < .seconds(30))
        let unclosed = try #require(outcome)
        #expect(unclosed.diagnostics.map(\.code) == [.jsonUnexpectedEnd])
        #expect(unclosed.diagnostics.first?.pointer.tokens.count == depth - 1)

        let tooDeep = JSONDocument.read(Array(repeating: UInt8(ascii: "["), count: 1 << 20))
        #expect(tooDeep.diagnostics.map(\.code) == [.jsonTooDeep])
    }

    @Test("the size limit is checked before parsing, to the byte")
    func sizeLimit() throws {
        let text = #"{"aps":{"alert":"hi"}}"#
        let size = text.utf8.count
        #expect(JSONReader(options: JSONReader.Options(maxBytes: size)).read(Array(text.utf8)).isValid)
        let over = JSONReader(options: JSONReader.Options(maxBytes: size - 1)).read(Array(text.utf8))
        #expect(over.document == nil)
        let diagnostic = try #require(over.diagnostics.first)
        #expect(over.diagnostics.count == 1)
        #expect(diagnostic.code == .jsonTooLarge)
        #expect(diagnostic.location == .start)
        #expect(diagnostic.pointer == .root)
        #expect(diagnostic.message.contains("\(size)") && diagnostic.message.contains("\(size - 1)"))
    }

    @Test("the default size limit: 1 MiB is read, one byte more is not")
    func defaultSizeLimit() {
        let body = String(repeating: "a", count: (1 << 20) - 2)
        #expect(JSONDocument.read("\"" + body + "\"").isValid)
        #expect(JSONDocument.read("\"" + body + "a\"").diagnostics.map(\.code) == [.jsonTooLarge])
    }

    @Test("size limits out of range are clamped")
    func sizeClamping() {
        #expect(JSONReader.Options(maxBytes: -1).maxBytes == 0)
        #expect(JSONReader.Options(maxBytes: Int.max).maxBytes == JSONReader.Options.largestMaxBytes)
        let zero = JSONReader(options: JSONReader.Options(maxBytes: 0))
        #expect(zero.read([]).diagnostics.map(\.code) == [.jsonEmpty])
        #expect(zero.read(Array("1".utf8)).diagnostics.map(\.code) == [.jsonTooLarge])
    }
}

/// Cost stays linear in the input. Each input here is at most 1 MiB and would take
/// minutes if any step were quadratic; the bounds leave room for a slow debug build
/// on a busy machine.
@Suite("JSON reader cost", .serialized)
struct JSONReaderCostTests {
    private static let bound = Duration.seconds(30)

    private func timed(_ text: String, options: JSONReader.Options = JSONReader.Options()) -> (
        JSONReader.Result, Duration
    ) {
        let bytes = Array(text.utf8)
        let clock = ContinuousClock()
        var result: JSONReader.Result?
        let elapsed = clock.measure { result = JSONReader(options: options).read(bytes) }
        return (result!, elapsed)
    }

    @Test("many diagnostics under a long key")
    func longKeyManyDiagnostics() {
        let count = 200_000
        let key = String(repeating: "k", count: 600_000)
        let text = "{\"" + key + "\":\"" + String(repeating: "\\q", count: count) + "\"}"
        let (result, elapsed) = timed(text)
        #expect(result.diagnostics.count == count)
        #expect(result.diagnostics.last?.pointer.tokens.first?.utf8.count == 600_000)
        #expect(elapsed < Self.bound)
    }

    @Test("many diagnostics at the depth limit")
    func deepDiagnostics() {
        let count = 200_000
        let open = String(repeating: #"{"key":["#, count: 32)
        let text = open + "\"" + String(repeating: "\\q", count: count) + "\"" + String(repeating: "]}", count: 32)
        let (result, elapsed) = timed(text)
        #expect(result.diagnostics.count == count)
        #expect(result.diagnostics.first?.pointer.tokens.count == 64)
        #expect(elapsed < Self.bound)
    }

    @Test("many duplicate keys")
    func manyDuplicates() {
        let text = "{" + String(repeating: #""a":1,"#, count: 170_000) + #""a":1}"#
        let (result, elapsed) = timed(text)
        #expect(result.diagnostics.count == 170_000)
        #expect(result.document?.root.count == 170_001)
        #expect(elapsed < Self.bound)
    }

    @Test("many distinct keys, and long keys alike but for their end")
    func manyKeys() {
        let wide = "{" + (0..<80_000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}"
        let (wideResult, wideElapsed) = timed(wide)
        #expect(wideResult.isValid)
        #expect(wideElapsed < Self.bound)

        let prefix = String(repeating: "p", count: 20_000)
        let similar = "{" + (0..<40).map { "\"\(prefix)\($0)\":1" }.joined(separator: ",") + "}"
        let (similarResult, similarElapsed) = timed(similar)
        #expect(similarResult.isValid)
        #expect(similarElapsed < Self.bound)
    }

    @Test("long strings, numbers and arrays")
    func longValues() {
        let cases = [
            "\"" + String(repeating: "\\n\\u00e9", count: 80_000) + "\"",
            "\"" + String(repeating: "\u{1F600}", count: 250_000) + "\"",
            "[" + String(repeating: "1.5e3,", count: 170_000) + "0]",
            String(repeating: "9", count: 1_000_000),
        ]
        for text in cases {
            let (result, elapsed) = timed(text)
            #expect(result.isValid)
            #expect(elapsed < Self.bound)
        }
    }
}
