import PushKitTestSupport
import Testing

@testable import PushKitCore

/// Chunks of bytes as an `AsyncSequence`, as a file or a request body delivers them.
struct Chunks: AsyncSequence, Sendable {
    typealias Element = [UInt8]
    var chunks: [[UInt8]]

    /// `bytes` cut every `size` bytes (the last chunk shorter).
    init(_ bytes: [UInt8], size: Int) {
        let size = Swift.max(1, size)
        chunks = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<Swift.min(bytes.count, $0 + size)]) }
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var remaining: [[UInt8]]
        mutating func next() async -> [UInt8]? { remaining.isEmpty ? nil : remaining.removeFirst() }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(remaining: chunks) }
}

@Suite struct NDJSONValidatorTests {
    static let lines = [
        #"{"aps":{"alert":"Hi"}}"#, #"{"aps":{"alert":1}}"#, "", "{", #"{"aps":{"content-available":1}}"#,
        #"{"aps":{"alert":{"title":"T","body":"B"}},"x":[1,2,3]}"#,
    ]

    static func collect(_ batch: NDJSONValidator, _ input: Chunks) async throws -> [NDJSONValidator.Result] {
        var results: [NDJSONValidator.Result] = []
        for try await result in batch.results(of: input) { results.append(result) }
        return results
    }

    static func summary(_ results: [NDJSONValidator.Result]) -> [String] {
        results.map { "\($0.number) \($0.report.kind) \($0.report.diagnostics.map(\.code.id))" }
    }

    @Test func resultsComeInInputOrderWhateverTheJobsAndChunks() async throws {
        var text = ""
        for index in 0..<2000 { text += Self.lines[index % Self.lines.count] + "\n" }
        let bytes = Array(text.utf8)
        let expected = (0..<2000).map { index in
            NDJSONValidator().validate(
                NDJSONValidator.Line(number: index + 1, content: .bytes(Array(Self.lines[index % 6].utf8))))
        }
        for (jobs, size, batchLines) in [(1, 1 << 16, 1024), (4, 7, 100), (3, 1, 333), (8, 4096, 1)] {
            let batch = NDJSONValidator(jobs: jobs, batchLines: batchLines)
            let results = try await Self.collect(batch, Chunks(bytes, size: size))
            #expect(results.count == 2000)
            #expect(results.map(\.number) == Array(1...2000))
            #expect(Self.summary(results) == Self.summary(expected), "jobs \(jobs), chunks of \(size)")
        }
    }

    /// Issue 25 item 7: a lone CR inside a line is no line break in NDJSON; a place after
    /// it is the column along the line, where the line stops being JSON.
    @Test func aLoneCRInsideALineIsACharacterOfIt() async throws {
        let text =
            "{\"aps\":{\"alert\":\"x\"}}\r{\"b\":1}\n{\"aps\":{\"alert\":\"x\",\r\"badge\":\"1\"}}\r\n{\"aps\":1}\n"
        let results = try await Self.collect(NDJSONValidator(), Chunks(Array(text.utf8), size: 5))
        let places = results.map { $0.report.diagnostics.map { "\($0.code.id) \($0.location)" } }
        #expect(Array(places.prefix(2)) == [["json.trailing-content 1:23"], ["apns.badge-not-integer 1:30"]])
        #expect(results.count == 3)
        // A file read whole keeps taking a lone CR for a line break, as editors do.
        let file = Validator().validate(Array("{\"aps\":{\"alert\":\"x\"}}\r{\"b\":1}".utf8))
        #expect(file.diagnostics.map(\.location.description) == ["2:1"])
        // Replay reads its events from NDJSON lines too.
        var replay = Reachu.Replay(lifecycle: Reachu.Lifecycle(campaign: Reachu.Campaign(id: 1, name: "c")), now: 0)
        let step = replay.apply(line: 1, bytes: Array("{\"type\":\"campaign_ended\",\r\"campaignId\":\"1\"}".utf8))
        guard case .malformed(let why) = step.outcome else {
            Issue.record("\(step.outcome)")
            return
        }
        #expect(why.contains("column 40"), "\(why)")
    }

    /// A line that draws `count` diagnostics, one per element of `loc-args`.
    static func noisy(_ count: Int) -> String {
        #"{"aps":{"alert":{"loc-key":"K","loc-args":["# + Array(repeating: "1", count: count).joined(separator: ",")
            + "]}}}"
    }

    @Test func aBatchStopsAtItsDiagnosticsBudget() async {
        for jobs in [1, 2, 4] {
            var batch = NDJSONValidator(jobs: jobs)
            batch.batchDiagnostics = 1000
            let lines = (1...100).map { NDJSONValidator.Line(number: $0, content: .bytes(Array(Self.noisy(50).utf8))) }
            let (results, rest) = await batch.validate(lines[...])
            let diagnostics = results.reduce(0) { $0 + $1.report.diagnostics.count }
            #expect(diagnostics >= 800 && diagnostics <= 1000 + 50 * jobs, "jobs \(jobs): \(diagnostics)")
            #expect(results.map(\.number) == Array(1...results.count))
            #expect(rest.first?.number == results.count + 1 && rest.count + results.count == 100)
            batch.batchDiagnostics = 1
            let one = await batch.validate(lines[99...])
            #expect(one.results.count == 1 && one.rest.isEmpty)
        }
    }

    /// With a transform, the budget is the outputs' cost: a part stops once its outputs
    /// cost the budget, holds the first lines, in order, and never none.
    @Test func aBatchStopsAtItsOutputBudget() async {
        let lines = (1...200).map { NDJSONValidator.Line(number: $0, content: .bytes(Array(Self.noisy(40).utf8))) }
        let json: @Sendable (NDJSONValidator.Result) -> (output: [UInt8], cost: Int) = {
            let bytes = $0.report.json(source: "s", line: $0.number)
            return (bytes, bytes.count)
        }
        for jobs in [1, 2, 4] {
            let batch = NDJSONValidator(jobs: jobs)
            let whole = await batch.validate(lines[...], budget: .max, transform: json)
            #expect(whole.outputs.count == 200 && whole.rest.isEmpty)
            let perLine = whole.outputs[0].count
            let part = await batch.validate(lines[50...], budget: 20 * perLine, transform: json)
            let bytes = part.outputs.reduce(0) { $0 + $1.count }
            // Within the budget's reach (the cost per line is an estimate) and over it by a
            // line a task at most.
            #expect(part.outputs.count >= 15 && bytes <= (20 + jobs) * perLine + perLine / 2, "jobs \(jobs)")
            #expect(part.outputs == Array(whole.outputs[50..<(50 + part.outputs.count)]))
            #expect(part.rest.first?.number == 51 + part.outputs.count)
            let one = await batch.validate(lines[199...], budget: 1, transform: json)
            #expect(one.outputs.count == 1 && one.rest.isEmpty)
        }
    }

    /// A failed read: the results of the lines ended before it come first, then its error;
    /// a line it cut short is dropped.
    @Test func anInputErrorComesAfterTheLinesReadBeforeIt() async {
        struct Broken: Error {}
        struct Failing: AsyncSequence, Sendable {
            typealias Element = [UInt8]
            struct AsyncIterator: AsyncIteratorProtocol {
                var step = 0
                mutating func next() async throws -> [UInt8]? {
                    step += 1
                    switch step {
                    case 1: return Array("{}\n[1]\n{\"a\"".utf8)
                    case 2: return Array(":1}\n{\"b".utf8)
                    default: throw Broken()
                    }
                }
            }
            func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
        }
        for (jobs, batchLines) in [(1, 1024), (2, 1), (3, 2)] {
            var numbers: [Int] = []
            var failed = false
            do {
                for try await result in NDJSONValidator(jobs: jobs, batchLines: batchLines).results(of: Failing()) {
                    numbers.append(result.number)
                }
            } catch {
                failed = error is Broken
            }
            #expect(numbers == [1, 2, 3] && failed, "jobs \(jobs), batches of \(batchLines)")
        }
    }

    @Test func noisyLinesComeBackInOrderInSeveralParts() async throws {
        var text = ""
        for index in 0..<300 { text += (index % 4 == 0 ? Self.lines[0] : Self.noisy(60)) + "\n" }
        for jobs in [1, 3] {
            var batch = NDJSONValidator(jobs: jobs, batchLines: 128)
            batch.batchDiagnostics = 500
            let results = try await Self.collect(batch, Chunks(Array(text.utf8), size: 1000))
            #expect(results.map(\.number) == Array(1...300))
            #expect(results.map(\.report.isValid) == (0..<300).map { $0 % 4 == 0 })
        }
    }

    /// The word-at-a-time search finds the first LF wherever it is, next to bytes the
    /// borrow could mislead (0x0B, 0x09, 0x8A, 0x00), and none where there is none.
    @Test func theFirstLFIsFoundWhereverItIs() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x0A, 0x0B, 0x09, 0x8A, 0x00, 0x20, 0xFF, 0x7B]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let start = Int.random(in: 0...count, using: &generator)
            let found = bytes.withUnsafeBufferPointer { NDJSONLines.firstNewline(in: $0, from: start) }
            #expect(found == bytes[start...].firstIndex(of: 0x0A), "\(bytes) from \(start)")
        }
        // Long runs without LF, then one anywhere (or none): the 64- and 16-byte blocks.
        for _ in 0..<2000 {
            let count = Int.random(in: 0...300, using: &generator)
            var bytes = (0..<count).map { _ in alphabet.dropFirst().randomElement(using: &generator)! }
            if count > 0, Bool.random(using: &generator) { bytes[Int.random(in: 0..<count, using: &generator)] = 0x0A }
            let start = Int.random(in: 0...count, using: &generator)
            let found = bytes.withUnsafeBufferPointer { NDJSONLines.firstNewline(in: $0, from: start) }
            #expect(found == bytes[start...].firstIndex(of: 0x0A), "\(bytes) from \(start)")
        }
    }

    /// A line held as a range of its chunk is the line of its bytes: equal, hashed alike,
    /// with the same content and validated alike.
    @Test func aLineHeldInItsChunkIsTheLineOfItsBytes() {
        let chunk = Array("{\"aps\":{\"alert\":\"a\"}}\n{\"aps\":{\"badge\":-1}}\n".utf8)
        let second = 22..<42
        let held = NDJSONValidator.Line(number: 2, in: chunk, second)
        let copied = NDJSONValidator.Line(number: 2, content: .bytes(Array(chunk[second])))
        #expect(held == copied)
        #expect(held.hashValue == copied.hashValue)
        #expect(held.content == .bytes(Array(#"{"aps":{"badge":-1}}"#.utf8)))
        #expect(held.byteCount == 20)
        #expect(held != NDJSONValidator.Line(number: 2, in: chunk, 0..<21))
        let batch = NDJSONValidator()
        let (fromHeld, fromCopy) = (batch.validate(held), batch.validate(copied))
        #expect(fromHeld.number == 2)
        #expect(!fromHeld.report.isValid)
        #expect(fromHeld.report.diagnostics == fromCopy.report.diagnostics)
    }

    /// Lines that lie whole in a chunk are cut without the partial-line buffer: they come
    /// out as the same lines as when every chunk is one byte, CRs, empty lines and lines
    /// at, one byte over and far over the limit (with and without CR) included.
    @Test func linesAreTheSameWhateverTheChunks() {
        func split(_ bytes: [UInt8], size: Int) -> [NDJSONValidator.Line] {
            var lines = NDJSONLines(maxLineBytes: 8)
            var result: [NDJSONValidator.Line] = []
            var start = 0
            while start < bytes.count {
                lines.split(Array(bytes[start..<min(start + size, bytes.count)]), into: &result)
                start += size
            }
            if let last = lines.finish() { result.append(last) }
            return result
        }
        var generator = SplitMix64(seed: 3)
        let pieces = [
            "", "\r", "a", "12345678", "123456789", "12345678\r", "123456789\r", String(repeating: "x", count: 40),
        ]
        for _ in 0..<500 {
            let text =
                (0..<Int.random(in: 1...12, using: &generator)).map { _ in
                    pieces.randomElement(using: &generator)!
                }.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")
            let bytes = Array(text.utf8)
            let expected = split(bytes, size: 1)
            for size in [2, 7, 16, 64, 4096] {
                #expect(split(bytes, size: size) == expected, "\(text.debugDescription) in chunks of \(size)")
            }
        }
    }

    @Test func linesEndAtLFWithOrWithoutCR() async throws {
        let text = "{\"aps\":{\"alert\":\"a\"}}\r\n\n{\"aps\":{\"alert\":\"b\"}}"
        let results = try await Self.collect(NDJSONValidator(), Chunks(Array(text.utf8), size: 3))
        #expect(results.map(\.number) == [1, 2, 3])
        #expect(results.map(\.report.isValid) == [true, false, true])
        // A final LF ends the last line; it does not start another.
        let ended = try await Self.collect(NDJSONValidator(), Chunks(Array("{}\n".utf8), size: 1))
        #expect(ended.count == 1)
        #expect(try await Self.collect(NDJSONValidator(), Chunks([], size: 1)).isEmpty)
    }

    @Test func aLineOverTheLimitIsNotHeld() async throws {
        let validator = Validator(options: .init(reader: JSONReader.Options(maxBytes: 64)))
        let long = #"{"aps":{"alert":""# + String(repeating: "x", count: 500) + #""}}"#
        let text = #"{"aps":{"alert":"a"}}"# + "\n" + long + "\n" + #"{"aps":{"alert":"b"}}"#
        let results = try await Self.collect(
            NDJSONValidator(validator: validator, jobs: 2), Chunks(Array(text.utf8), size: 10))
        #expect(results.map(\.report.isValid) == [true, false, true])
        #expect(results[1].report.diagnostics.map(\.code) == [JSONReader.tooLargeDiagnostic(size: 1, limit: 64).code])
        #expect(results[1].report.diagnostics.first?.message.contains("\(long.utf8.count)") == true)
    }

    @Test func reportsEncodeAsTheCommandLinePrintsThem() {
        let report = Validator().validate(#"{"aps":{"alert":1}}"#)
        let json = String(decoding: report.json(source: "in.ndjson", line: 7), as: UTF8.self)
        #expect(
            json.hasPrefix(#"{"source":"in.ndjson","line":7,"valid":false,"kind":"apns.alert","diagnostics":[{"code":"#)
        )
        #expect(json.contains(#""pointer":"/aps/alert","line":7,"column":17,"#))
        let file = String(decoding: Validator().validate("{}").json(source: "a.json"), as: UTF8.self)
        #expect(!file.contains(#""line":1,"valid""#))
    }
}
