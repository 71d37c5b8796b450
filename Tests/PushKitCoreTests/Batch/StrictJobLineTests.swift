import PushKitCore
import Testing

/// Job lines are read as strictly as payloads: what a first-wins reader would take
/// differently never comes back ready, the `id` is echoed whenever it can be read, and
/// every rejection says why.
@Suite struct StrictJobLineTests {
    static let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"}"#
    static let job = #"{"id":"j1","# + apns + #","payload":{"aps":{"alert":"Hi"}}}"#

    static func result(_ bytes: [UInt8], line: Int = 7) -> NDJSONValidator.JobResult {
        NDJSONValidator().prepare(NDJSONValidator.Line(number: line, content: .bytes(bytes)))
    }

    static func result(_ text: String, line: Int = 7) -> NDJSONValidator.JobResult {
        result(Array(text.utf8), line: line)
    }

    /// Each line a lenient reader took, with the code it is rejected with.
    static let lenient: [(line: [UInt8], code: Diagnostic.Code)] = [
        (Array((job + " " + job).utf8), .jsonTrailingContent),
        (Array((job + " garbage").utf8), .jsonTrailingContent),
        (Array(job.replacing(#""bundleId""#, with: #""deviceToken":"ffff","bundleId""#).utf8), .jsonDuplicateKey),
        (Array(job.replacing(#"}}}"#, with: #"}},"payload":{"aps":{"alert":"Other"}}}"#).utf8), .jsonDuplicateKey),
        (Array(job.replacing(#""bundleId""#, with: #""device\u0054oken":"ffff","bundleId""#).utf8), .jsonDuplicateKey),
        (Array(job.replacing(#""j1""#, with: #""j\ud800""#).utf8), .jsonUnpairedSurrogate),
        (
            Array(#"{"id":""#.utf8) + [0xC0, 0xAF] + Array(#"","#.utf8) + Array(apns.utf8)
                + Array(#","payload":{"aps":{"alert":"Hi"}}}"#.utf8), .jsonInvalidUTF8
        ),
        (Array(job.replacing(#""bundleId""#, with: #""priority":010,"bundleId""#).utf8), .jsonInvalidNumber),
    ]

    @Test func whatALenientReaderTookIsRejectedWithItsJSONCode() throws {
        // The job itself is ready: each change alone rejects it.
        #expect(Self.result(Self.job).isReady)
        for (line, code) in Self.lenient {
            let result = Self.result(line)
            let text = String(decoding: line, as: UTF8.self)
            guard case .failure(let rejection) = result.outcome else {
                Issue.record("ready: \(text)")
                continue
            }
            let found = rejection.diagnostics.first { $0.code == code }
            #expect(found != nil, "\(text): \(rejection.diagnostics.map(\.code.id))")
            // Placed in the jobs file: on the job's line.
            #expect(found?.location.line == 7, "\(text)")
        }
    }

    /// A duplicate key says what pushkit does with the document it is in: a payload's checks
    /// read the last value (the payload is rejected); a job line, an app profile or a route
    /// manifest is refused.
    @Test func aDuplicateKeySaysWhatHappensToItsDocument() throws {
        let line = Self.job.replacing(#""bundleId""#, with: #""deviceToken":"ffff","bundleId""#)
        guard case .failure(let rejection) = Self.result(line).outcome else {
            Issue.record("ready")
            return
        }
        let messages = [
            rejection.diagnostics.first { $0.code == .jsonDuplicateKey }?.message,
            AppProfile.read(#"{"bundleID":"com.example.shop","bundleID":"com.example.other"}"#).problems
                .first { $0.diagnostic.code == .jsonDuplicateKey }?.diagnostic.message,
            RouteManifest.read(#"{"routes":[],"routes":[]}"#).diagnostics.first { $0.code == .jsonDuplicateKey }?
                .message,
        ]
        for (message, document) in zip(messages, ["the job line", "the app profile", "the route manifest"]) {
            let text = try #require(message, "\(document)")
            #expect(text.contains("pushkit refuses \(document)") && !text.contains("read the last"), "\(text)")
        }
        #expect(messages[0]?.hasPrefix(#"duplicate key "deviceToken" in this object"#) == true)
        // A payload's own: validate checks the last value and rejects the payload.
        let payload = Validator().validate(Array(#"{"aps":{"alert":"a","alert":"b"}}"#.utf8))
        let duplicate = try #require(payload.diagnostics.first { $0.code == .jsonDuplicateKey })
        #expect(duplicate.message.contains("FCM and pushkit read the last"))
    }

    @Test func theReaderSaysAValidDocumentOnlyWhenTheInputIsValid() {
        let duplicate = JSONReader().read(Array(#"{"a":1,"a":2}"#.utf8))
        #expect(duplicate.document != nil && duplicate.validDocument == nil)
        let valid = JSONReader().read(Array(#"{"a":1}"#.utf8))
        #expect(valid.validDocument?.root["a"]?.number?.int == 1)
    }

    @Test func theIDIsEchoedWheneverTheLineHoldsAReadableOne() {
        let cases: [(String, String?)] = [
            (Self.job + " garbage", "j1"),
            (Self.job.replacing(#""bundleId""#, with: #""deviceToken":"ffff","bundleId""#), "j1"),
            // Cut short: the id was read before the line stopped being JSON.
            (#"{"id":"j2","apns":{"deviceToken":"#, "j2"),
            (#"{"apns":{"deviceToken":"a"},"id":"j3","payload":{"aps":"#, "j3"),
            (#"{"\u0069d":"j4","payload":1}"#, "j4"),
            (#"{"id":"j5\n","payload":[1,{"id":"inner"}]}"#, "j5\n"),
            // After a byte order mark, which rejects the line.
            ("\u{FEFF}" + Self.job, "j1"),
            // Not readable: not a string, a lone surrogate, twice, nested only, not an object.
            (#"{"id":5,"payload":{}}"#, nil),
            (#"{"id":"j\ud800","payload":{}}"#, nil),
            (#"{"id":"a","id":"b","payload":{}}"#, nil),
            (#"{"payload":{"id":"inner"}}"#, nil),
            (#"["id","x"]"#, nil),
            (#"{"id":"unterminated"#, nil),
        ]
        for (line, id) in cases {
            let result = Self.result(line)
            #expect(!result.isReady, "\(line)")
            #expect(result.id == id, "\(line)")
            #expect(PushJob.readableID(inLine: Array(line.utf8)) == id, "\(line)")
        }
        // The byte order mark's own diagnostic stays, the id beside it.
        guard case .failure(let rejection) = Self.result("\u{FEFF}" + Self.job).outcome else {
            Issue.record("a line with a byte order mark is ready")
            return
        }
        #expect(rejection.diagnostics.map(\.code) == [.jsonByteOrderMark])
        // Said as a job line's: the writer's, not a file to save again.
        let message = rejection.diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("the job line starts with a UTF-8 byte order mark"), "\(message)")
        #expect(message.contains("write job lines as UTF-8 without one") && !message.contains("save the file"))
        let json = String(decoding: Self.result(Self.job + " garbage").json(), as: UTF8.self)
        #expect(json.hasPrefix(#"{"line":7,"id":"j1","status":"rejected","#))
    }

    /// Every way a job is rejected, in the library and so in `prepare`: each rejection holds
    /// at least one diagnostic.
    static let rejections: [[UInt8]] =
        ([
            // The line: JSON, not a job, its fields.
            "", "   ", "{", "[1]", "null", #"{"payload":{}}"#, #"{"apns":{}}"#,
            #"{"apns":{},"fcm":{"projectId":"a","token":"b"},"payload":{}}"#,
            #"{"apns":{"pushType":"push"},"payload":{}}"#, #"{"apns":7,"payload":{}}"#,
            #"{"fcm":{"projectId":"a"},"payload":{}}"#, #"{"fcm":[],"payload":{}}"#,
            #"{"id":1,"apns":{},"payload":{}}"#,
            #"{"colour":1,"apns":{},"payload":{}}"#,
        ] as [String]).map { Array($0.utf8) } + lenient.map(\.line)
        + ([
            // The request.
            #"{"apns":{"deviceToken":"a1b2c3d4"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"apns":{"bundleId":"com.example.shop"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"apns":{"deviceToken":"zz","bundleId":"com.example.shop"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop","pushType":"background"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop","collapseId":"\#(String(repeating: "c", count: 80))"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"fcm":{"projectId":"","token":""},"payload":{"aps":{"alert":"Hi"}}}"#,
            // The payload: not JSON, an error, not for the service, nothing to send, too large.
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"payload":"text"}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"payload":{"aps":{"badge":"3"}}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"payload":{}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"payload":[]}"#,
            #"{"fcm":{"projectId":"p","token":"t"},"payload":{}}"#,
            #"{"fcm":{"projectId":"p","token":"t"},"payload":{"aps":{"alert":"Hi"}}}"#,
            #"{"fcm":{"projectId":"p","token":"t"},"payload":{"message":{"token":"t","notification":{"title":"Hi"}}}}"#,
            #"{"fcm":{"projectId":"p","token":"t"},"payload":{"data":{"k":"v"}}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"payload":{"aps":{"alert":"\#(String(repeating: "x", count: 5000))"}}}"#,
            #"{"apns":{"deviceToken":"a1b2","bundleId":"com.example.shop"},"fit":true,"payload":{"aps":{"alert":{"title":"\#(String(repeating: "x", count: 5000))"}}}}"#,
        ] as [String]).map { Array($0.utf8) }

    @Test func everyRejectionSaysWhy() throws {
        for bytes in Self.rejections {
            let result = Self.result(bytes)
            let line = String(decoding: bytes, as: UTF8.self)
            switch result.outcome {
            case .success: Issue.record("ready: \(line.prefix(200))")
            case .failure(let rejection):
                #expect(!rejection.diagnostics.isEmpty, "\(line.prefix(200))")
                #expect(rejection.diagnostics.allSatisfy { $0.location.line == 7 }, "\(line.prefix(200))")
            }
            #expect(String(decoding: result.json(), as: UTF8.self).contains(#""diagnostics":[{"#))
        }
        // A line over the size limit, and the library's calls without a job line.
        var batch = NDJSONValidator()
        batch.validator = Validator(options: Validator.Options(reader: JSONReader.Options(maxBytes: 10)))
        let long = batch.prepare(NDJSONValidator.Line(number: 3, content: .tooLong(length: 11)))
        guard case .failure(let tooLong) = long.outcome else { throw Failure("ready") }
        #expect(!tooLong.diagnostics.isEmpty)
        for payload in [#"{}"#, "[]", #"{"aps":{"badge":"3"}}"#, "x"] {
            let bytes = Array(payload.utf8)
            let apns = APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4")
            let fcm = FCMRequest.Options(projectID: "p", registrationToken: "t")
            do {
                _ = try Validator().prepare(bytes, for: apns)
                Issue.record("prepared \(payload) for APNs")
            } catch {
                #expect(!error.diagnostics.isEmpty, "\(payload)")
            }
            do {
                _ = try Validator().prepare(bytes, for: fcm)
                Issue.record("prepared \(payload) for FCM")
            } catch {
                #expect(!error.diagnostics.isEmpty, "\(payload)")
            }
        }
    }

    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
