import PushKitFixtures
import Testing

@testable import PushKitCore

/// A job line's payload is read once, by its own validation
/// (`PushJob.readDelimitingPayload`): every answer is still the one that reading the whole
/// line gives (`PushJob.read`, then `Validator.prepare`), byte for byte, whatever is wrong
/// with the line or with its payload, and a problem in the payload's JSON is reported once,
/// placed in the jobs file and pointed relative to the payload.
@Suite struct JobLineReadingTests {
    /// The answer from reading the whole line, as `prepare` gave it before (a line whose
    /// only problem is its payload's JSON answered by the payload's validation).
    static func wholeLine(_ bytes: [UInt8], number: Int) -> NDJSONValidator.JobResult {
        let job: PushJob
        do {
            job = try PushJob.read(bytes, line: number)
        } catch {
            // A job but for its payload's JSON: the payload's validation answers.
            // (Its clock, SDKs and Live Activity type sound: else the line's problems stand.)
            guard
                let broken = PushJob.readWithInvalidPayload(
                    bytes, problems: error.diagnostics, line: number, reader: JSONReader.Options()),
                (try? Validator().forJob(broken)) != nil
            else {
                return NDJSONValidator.JobResult(
                    number: number, id: PushJob.readableID(inLine: bytes), outcome: .failure(error))
            }
            job = broken
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
        // Bytes after the payload that would extend a number written in its place.
        #"{"aps":{"alert":"Hi"}}e5"#, #"{"aps":{"alert":"Hi"}}.5"#, #""text"1"#, "[]0",
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

    /// The answer as the generic writer puts it: every part from its `String` (`push.url`,
    /// `push.headers`, the body decoded), quoted by `JSONWriter.appendQuoted(_:to:)`.
    static func reference(_ result: NDJSONValidator.JobResult) -> String {
        func quoted(_ text: String) -> String {
            var bytes: [UInt8] = []
            JSONWriter.appendQuoted(text, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = #"{"line":\#(result.number)"#
        if let id = result.id { text += #","id":"# + quoted(id) }
        let diagnostics: [Diagnostic]
        switch result.outcome {
        case .success(let push):
            text += #","status":"ready","method":"# + quoted(push.method) + #","url":"# + quoted(push.url)
            text += #","headers":{"#
            text += push.headers.map { quoted($0.name) + ":" + quoted($0.value) }.joined(separator: ",")
            text += #"},"body":"# + quoted(String(decoding: push.body, as: UTF8.self))
            text += #","bytes":\#(push.body.count),"kind":"# + quoted(push.report.kind.id)
            if !push.cuts.isEmpty {
                text += #","cuts":["#
                text +=
                    push.cuts.map {
                        #"{"field":"# + quoted($0.field.rawValue) + #","removedCharacters":\#($0.removedCharacters)}"#
                    }
                    .joined(separator: ",") + "]"
            }
            diagnostics = push.report.diagnostics
        case .failure(let rejection):
            text += #","status":"rejected","document":"# + quoted(rejection.document == .jobLine ? "line" : "payload")
            diagnostics = rejection.diagnostics
        }
        var bytes: [UInt8] = []
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            diagnostic.appendJSON(line: nil, document: result.document(ofDiagnosticAt: index), to: &bytes)
        }
        return text + #","diagnostics":["# + String(decoding: bytes, as: UTF8.self) + "]}"
    }

    @Test func theAnswerIsWhatTheGenericWriterWrites() throws {
        let requests = [
            Self.apns, Self.fcm,
            #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","environment":"sandbox","pushType":"alert","priority":5,"expiration":1700000000,"collapseID":"sale-\u00e9","apnsID":"123e4567-e89b-12d3-a456-426614174000"}"#,
            #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","expiration":0,"collapseID":"a\"b"}"#,
            #""fcm":{"projectID":"shop-1234","topic":"news"}"#,
        ]
        var checked = 0
        for (index, path) in (Fixtures.valid + Fixtures.invalid).enumerated() {
            let payload = try String(decoding: Fixtures.bytes(path), as: UTF8.self)
            let request = requests[index % requests.count]
            for (fit, number) in [("", [1, 9, 10, 99, 12345][index % 5]), (#","fit":true"#, 100 + index)] {
                let line = Array(#"{"id":"j-\#(index)-\u2028",\#(request)\#(fit),"payload":\#(payload)}"#.utf8)
                let answer = Self.answer(line, number: number)
                #expect(String(decoding: answer.json(), as: UTF8.self) == Self.reference(answer), "\(path)")
                checked += answer.isReady ? 1 : 0
            }
        }
        #expect(checked > 200)
    }
}
