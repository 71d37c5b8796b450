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
