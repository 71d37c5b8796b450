import PushKitTestSupport
import Testing

@testable import PushKitCore

/// A job line's payload is read once, by its own validation
/// (`PushJob.readDelimitingPayload`): every answer is still the one that reading the whole
/// line gives (`PushJob.read`, then `Validator.prepare`), byte for byte, whatever is wrong
/// with the line or with its payload, and a problem in the payload's JSON is reported once,
/// placed and pointed as before.
@Suite struct JobLineReadingTests {
    /// The answer from reading the whole line, as `prepare` gave it before.
    static func wholeLine(_ bytes: [UInt8], number: Int) -> NDJSONValidator.JobResult {
        let job: PushJob
        do {
            job = try PushJob.read(bytes, line: number)
        } catch {
            return NDJSONValidator.JobResult(
                number: number, id: PushJob.readableID(inLine: bytes), outcome: .failure(error))
        }
        let outcome = Result { () throws(PushRejection) in try Validator().prepare(job) }
        return NDJSONValidator.JobResult(number: number, id: job.id, outcome: outcome)
    }

    static func answer(_ bytes: [UInt8], number: Int) -> NDJSONValidator.JobResult {
        NDJSONValidator().prepare(NDJSONValidator.Line(number: number, content: .bytes(bytes)))
    }

    static let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"}"#
    static let fcm = #""fcm":{"projectID":"shop-1234","token":"t"}"#

    /// `payload` on job lines: last, first with members after it, with whitespace around it,
    /// for APNs and for FCM.
    static func lines(_ payload: [UInt8]) -> [[UInt8]] {
        [
            Array(#"{"id":"a",\#(apns),"payload":"#.utf8) + payload + Array("}".utf8),
            Array(#"{"id":"f",\#(fcm),"payload":"#.utf8) + payload + Array("}".utf8),
            Array(#"{ "payload" :"#.utf8) + payload + Array(" ,\t\(apns), \"id\":\"b\" }".utf8),
            Array(#"{"payload":"#.utf8) + payload + Array(#","fit":true,\#(fcm)}"#.utf8),
        ]
    }

    static func expectSameAnswer(_ line: [UInt8], number: Int, _ comment: String) {
        let answer = answer(line, number: number)
        let whole = wholeLine(line, number: number)
        #expect(
            String(decoding: answer.json(), as: UTF8.self) == String(decoding: whole.json(), as: UTF8.self),
            "\(comment): \(String(decoding: line.prefix(300), as: UTF8.self))")
    }

    @Test func everyFixtureOnEveryKindOfLineGetsTheWholeLinesAnswer() throws {
        var checked = 0
        var delimited = 0
        var lineOptions = JSONReader.Options()
        lineOptions.maxDepth += 1
        for path in Fixtures.valid + Fixtures.invalid {
            let payload = try Fixtures.bytes(path)
            for (index, line) in Self.lines(payload).enumerated() {
                Self.expectSameAnswer(line, number: index + 3, path)
                checked += 1
                // On a line that is valid JSON, the delimiter finds the reader's payload.
                if let root = JSONReader(options: lineOptions).read(line).validDocument?.root {
                    let span = try #require(root["payload"]?.span)
                    #expect(PayloadDelimiter.payloadStart(in: line) == span.lowerBound, "\(path) #\(index)")
                    #expect(PayloadDelimiter.valueEnd(in: line, from: span.lowerBound) == span.upperBound)
                    // The payload last: it runs to the line's closing brace.
                    if index < 2 {
                        #expect(PayloadDelimiter.lastValueEnd(in: line, from: span.lowerBound) == span.upperBound)
                    }
                    delimited += 1
                }
            }
        }
        #expect(checked > 1500)
        #expect(delimited > 1000)
    }

    /// Payloads whose JSON is wrong, or that the delimiter could take for another value.
    static let hostile: [String] = [
        #"{"aps":{"alert":"a","alert":"b"}}"#,
        #"{"aps":{"alert":"\ud800"}}"#,
        #"{"aps":{"badge":01}}"#,
        #"{"aps":{"alert":"a",}}"#,
        #"{"aps":{"alert":"a"}"#,
        #"{"aps":{"alert":"a"#,
        #"{"aps":[1}}"#,
        #"{"aps":{"alert":"a"}}}"#,
        #"{"aps":{"alert":"a"}} {"aps":{}}"#,
        #"{"aps":{"alert":"} ] \" \\"}}"#,
        #"{"aps":{"alert":"0123456\"89abcdef\\\\\"x"}}"#,
        #"{"aps":{"alert":"Hi"}}x"#,
        #"truex"#, #"true"#, "1.5e3", "-0", "null", #""text""#, #""unterminated"#, "", " ", "[]", "{}",
        #"{"aps":{"alert":"Hi"}},"payload":{"aps":{"alert":"Other"}}"#,
        #"{"aps":{"alert":"Hi"}},"p\u0061yload":{"aps":{"alert":"Other"}}"#,
        #"{"aps":{"alert":"Hi"}},"colour":1"#,
        #"{"aps":{"alert":"Hi","alert":"Hi"}},"colour":1"#,
        #"{"aps":{"alert":"Hi","alert":"Hi"}},"attributesType":"Match""#,
        #"{"aps":{"alert":"Hi"}},"attributesType":"Match""#,
        #"{"aps":{"alert":"Hi"}},"now":"2026-01-01T00:00:00Z""#,
        #"{"aps":{"alert":"Hi","alert":"Hi"}},"now":"yesterday""#,
        #"{"aps":{"alert":"Hi"}},"payload":1"#,
        #"{"data":{"content":"{\"a\":1,\"a\":2}"}}"#,
        #"{"message":{"token":"t","data":{"k":"v","k":"w"}}}"#,
        String(repeating: "[", count: 64) + String(repeating: "]", count: 64),
        String(repeating: "[", count: 65) + String(repeating: "]", count: 65),
        String(repeating: "{\"a\":", count: 70) + "1" + String(repeating: "}", count: 70),
    ]

    @Test func whatIsWrongWithThePayloadIsAnsweredAsTheWholeLineAnswersIt() {
        var lines: [[UInt8]] = []
        for payload in Self.hostile { lines += Self.lines(Array(payload.utf8)) }
        // Bytes that are not UTF-8, a byte order mark, a raw control character.
        for bytes: [UInt8] in [[0xC0, 0xAF], [0xFF], [0xE2, 0x80], [0x01]] {
            lines += Self.lines(Array(#"{"aps":{"alert":""#.utf8) + bytes + Array(#""}}"#.utf8))
        }
        lines += Self.lines([0xEF, 0xBB, 0xBF] + Array(#"{"aps":{"alert":"Hi"}}"#.utf8))
        // The job line itself wrong, the payload sound or not.
        for payload in [#"{"aps":{"alert":"Hi"}}"#, #"{"aps":{"alert":"Hi","alert":"Hi"}}"#] {
            lines += [
                #"{"id":"a","id":"b",\#(Self.apns),"payload":\#(payload)}"#,
                #"{"id":"a",\#(Self.apns),"payload":\#(payload)} {}"#,
                #"{"id":"a",\#(Self.apns),"payload":\#(payload),}"#,
                #"{"id":"a",\#(Self.apns),"payload":\#(payload)"#,
                #"{"id":"a",\#(Self.apns),"payload"\#(payload)}"#,
                #"{"id":"a",\#(Self.apns),"payload":\#(payload),"apns":{}}"#,
                #"{"id":"a",\#(Self.apns),"nested":{"payload":1},"payload":\#(payload)}"#,
                #"["payload",\#(payload)]"#,
                #"{"id":"a",\#(Self.apns),payload:\#(payload)}"#,
                #"{"id":"a","apns":{"deviceToken":"zz","bundleID":"com.example.shop"},"payload":\#(payload)}"#,
            ].map { Array($0.utf8) }
        }
        for (index, line) in lines.enumerated() {
            Self.expectSameAnswer(line, number: index + 1, "#\(index)")
        }
    }

    @Test func aDuplicateKeyInThePayloadIsReportedOnceInTheJobsFile() {
        let line = Array(#"{"id":"a",\#(Self.apns),"payload":{"aps":{"alert":"a","alert":"b"}}}"#.utf8)
        let result = Self.answer(line, number: 12)
        guard case .failure(let rejection) = result.outcome else {
            Issue.record("ready")
            return
        }
        let duplicates = rejection.diagnostics.filter { $0.code == .jsonDuplicateKey }
        #expect(duplicates.count == 1)
        // On the job's line, past the payload's start (column 83).
        #expect(duplicates.first?.location.line == 12)
        #expect((duplicates.first?.location.column ?? 0) > 83)
        #expect(result.id == "a")
    }
}
