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

        let tooDeep = JSONDocument.read(Array(repeating: UInt8(ascii: "["), count: 1 << 20))
        #expect(tooDeep.diagnostics.map(\.code) == [.jsonTooDeep])
    }

    @Test(
        "one diagnostic 10,000 levels down: its pointer is built in work linear in the depth",
        .enabled(if: WorkMeter.isCounting))
    func deepDiagnosticPointer() {
        let reader = JSONReader(options: JSONReader.Options(maxDepth: 200_000))
        JSONReaderCostTests.expectLinear("unclosed arrays", sizes: 2_500, 10_000, reader: reader) { depth in
            String(repeating: "[", count: depth)
        } check: { result, depth in
            #expect(result.diagnostics.map(\.code) == [.jsonUnexpectedEnd])
            #expect(result.diagnostics.first?.pointer.tokens.count == depth - 1)
        }
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

/// Cost stays linear in the input, counted rather than timed: in a debug build the reader
/// charges its work to `WorkMeter` (its one forward pass as the input's length; besides it
/// every key compared or copied by the duplicate check, every pointer token copied for a
/// diagnostic, the walk that places the diagnostics), and each hostile shape is read at two
/// sizes, the second four times the first. Linear work takes about as many units per input
/// byte at both sizes; a quadratic step takes four times as many at the larger. The sizes
/// are small enough for a quadratic step to fail here in seconds, not hang the run.
@Suite("JSON reader cost", .enabled(if: WorkMeter.isCounting))
struct JSONReaderCostTests {
    /// Reads `shape(size)` at both sizes (each result looked at by `check`) and expects the
    /// work per input byte at the larger no more than 1.5 times that at the smaller.
    static func expectLinear(
        _ name: String, sizes small: Int, _ large: Int, reader: JSONReader = JSONReader(),
        _ shape: (Int) -> String, check: (JSONReader.Result, Int) -> Void
    ) {
        var perByte: [Double] = []
        for size in [small, large] {
            let bytes = Array(shape(size).utf8)
            let (result, units) = WorkMeter.measure { reader.read(bytes) }
            check(result, size)
            // The forward pass alone is the input's length: the meter counted.
            #expect(units >= bytes.count, "\(name): \(units) units for \(bytes.count) bytes")
            perByte.append(Double(units) / Double(bytes.count))
        }
        #expect(
            perByte[1] <= perByte[0] * 1.5,
            "\(name): \(perByte[0]) units a byte at size \(small), \(perByte[1]) at size \(large)")
    }

    @Test("many diagnostics under a long key")
    func longKeyManyDiagnostics() {
        // At the larger size 10,000 diagnostics under a key of 30,000 bytes.
        Self.expectLinear("escapes under a long key", sizes: 2_500, 10_000) { count in
            "{\"" + String(repeating: "k", count: 3 * count) + "\":\"" + String(repeating: "\\q", count: count) + "\"}"
        } check: { result, count in
            #expect(result.diagnostics.count == count)
            #expect(result.diagnostics.last?.pointer.tokens.first?.utf8.count == 3 * count)
        }
    }

    @Test("many diagnostics at the depth limit")
    func deepDiagnostics() {
        let open = String(repeating: #"{"key":["#, count: 32)
        let close = String(repeating: "]}", count: 32)
        Self.expectLinear("escapes 64 levels down", sizes: 2_500, 10_000) { count in
            open + "\"" + String(repeating: "\\q", count: count) + "\"" + close
        } check: { result, count in
            #expect(result.diagnostics.count == count)
            #expect(result.diagnostics.first?.pointer.tokens.count == 64)
        }
    }

    @Test("many duplicate keys")
    func manyDuplicates() {
        Self.expectLinear("duplicate keys", sizes: 2_000, 8_000) { count in
            "{" + String(repeating: #""a":1,"#, count: count) + #""a":1}"#
        } check: { result, count in
            #expect(result.diagnostics.count == count)
            #expect(result.document?.root.count == count + 1)
        }
    }

    @Test("many distinct keys, and long keys alike but for their end")
    func manyKeys() {
        Self.expectLinear("distinct keys", sizes: 2_000, 8_000) { count in
            "{" + (0..<count).map { "\"k\($0)\":1" }.joined(separator: ",") + "}"
        } check: { result, count in
            #expect(result.isValid && result.document?.root.count == count)
        }
        // Each key is compared byte by byte with the ones before it of its length, up to the
        // object's pairwise limit: 10 keys are all compared pairwise, 40 go on in a set.
        let prefix = String(repeating: "p", count: 20_000)
        Self.expectLinear("keys alike but for their end", sizes: 10, 40) { count in
            "{" + (0..<count).map { "\"\(prefix)\($0)\":1" }.joined(separator: ",") + "}"
        } check: { result, count in
            #expect(result.isValid && result.document?.root.count == count)
        }
    }

    @Test("long strings, numbers and arrays: the forward pass alone")
    func longValues() {
        let shapes: [(String, (Int) -> String)] = [
            ("escapes", { "\"" + String(repeating: "\\n\\u00e9", count: $0 / 10) + "\"" }),
            ("emoji", { "\"" + String(repeating: "\u{1F600}", count: $0 / 4) + "\"" }),
            ("numbers", { "[" + String(repeating: "1.5e3,", count: $0 / 6) + "0]" }),
            ("digits", { String(repeating: "9", count: $0) }),
        ]
        for (name, shape) in shapes {
            Self.expectLinear(name, sizes: 25_000, 100_000, shape) { result, _ in
                #expect(result.isValid, "\(name)")
            }
            // Valid input takes nothing but the pass: no key compared, no pointer, nothing placed.
            let bytes = Array(shape(100_000).utf8)
            #expect(WorkMeter.measure { JSONReader().read(bytes) }.units == bytes.count, "\(name)")
        }
    }
}
