import PushKitCore
import Testing

/// Batches of jobs: where each push goes travels with its payload; one result a job, in order.
@Suite struct JobBatchTests {
    static let apnsJob =
        #"{"id":"j1","apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop","environment":"sandbox","#
        + #""pushType":"alert","priority":10,"expiration":0,"collapseId":"sale"},"payload":{"aps":{"alert":"Hi"}}}"#
    static let fcmJob =
        #"{"id":"j2","fcm":{"projectId":"shop-1234","token":"fcm-token-1"},"payload":{"data":{"issuer":"Synerise","#
        + #""message-type":"dynamic-content","content-type":"simple-push","content":"{\"campaign\":{\"variant_id\":1,"#
        + #"\"hash_id\":\"31a5a861-ded9-5bdb-8120-79055541b11f\",\"type\":\"Simple push\",\"title\":\"Spring\"},"#
        + #"\"notification\":{\"title\":\"Hi\",\"body\":\"B\",\"action\":{\"type\":\"OPEN_APP\"}}}"}}}"#

    static func read(_ text: String, line: Int = 1) -> Swift.Result<PushJob, PushRejection> {
        Swift.Result { () throws(PushRejection) in try PushJob.read(Array(text.utf8), line: line) }
    }

    static func codes(_ text: String) -> [String] {
        guard case .failure(let rejection) = read(text) else { return [] }
        return rejection.diagnostics.map(\.code.id)
    }

    @Test func anAPNsJobCarriesEveryRequestValue() throws {
        let job = try PushJob.read(Array(Self.apnsJob.utf8), line: 3)
        #expect(job.id == "j1")
        #expect(
            job.target
                == .apns(
                    APNsRequest.Options(
                        bundleID: "com.example.shop", deviceToken: "a1b2c3d4", environment: .sandbox, pushType: .alert,
                        priority: .immediately, expiration: .immediately, collapseID: "sale")))
        #expect(job.payload == Array(#"{"aps":{"alert":"Hi"}}"#.utf8))
        let column = Self.apnsJob.utf8.count - #"{"aps":{"alert":"Hi"}}}"#.utf8.count + 1
        #expect(job.payloadOrigin == SourceLocation(line: 3, column: column, offset: column - 1))
        let push = try Validator().prepare(job)
        #expect(push.url == "https://api.sandbox.push.apple.com/3/device/a1b2c3d4")
        #expect(push.body == job.payload)
        #expect(push.headers.contains(HTTPHeader("apns-collapse-id", "sale")))
    }

    @Test func anFCMJobGoesToFCM() throws {
        let job = try PushJob.read(Array(Self.fcmJob.utf8))
        #expect(job.target == .fcm(FCMRequest.Options(projectID: "shop-1234", registrationToken: "fcm-token-1")))
        let push = try Validator().prepare(job)
        #expect(push.url == "https://fcm.googleapis.com/v1/projects/shop-1234/messages:send")
    }

    @Test func expirationIsZeroAUNIXTimeOrAnISODate() throws {
        for (text, expected) in [
            ("0", APNsRequest.Expiration.immediately), ("1893456000", .at(1_893_456_000)),
            (#""2030-01-01T00:00:00Z""#, .at(1_893_456_000)),
        ] {
            let job = try PushJob.read(Array(#"{"apns":{"expiration":\#(text)},"payload":{}}"#.utf8))
            guard case .apns(let options) = job.target else {
                Issue.record("not APNs")
                return
            }
            #expect(options.expiration == expected, "\(text)")
        }
    }

    @Test func whatIsNotAJobSaysWhy() {
        #expect(Self.codes("[1]") == ["job.not-a-job"])
        #expect(Self.codes(#"{"payload":{}}"#) == ["job.not-a-job"])
        #expect(Self.codes(#"{"apns":{},"fcm":{"projectId":"a","token":"b"},"payload":{}}"#) == ["job.not-a-job"])
        #expect(Self.codes(#"{"apns":{}}"#) == ["job.not-a-job"])
        #expect(Self.codes("{").first?.hasPrefix("json.") == true)
        #expect(
            Self.codes(
                #"{"apns":{"bundle_id":"x","environment":"staging","pushType":"push","priority":7,"expiration":"soon"},"payload":{},"colour":1}"#
            ) == ["job.field", "job.field", "job.field", "job.field", "job.field", "job.field"])
        // A target is optional (the body's wins), one at most; the project is required.
        #expect(Self.codes(#"{"fcm":{"projectId":"a"},"payload":{}}"#) == [])
        #expect(Self.codes(#"{"fcm":{"token":"a"},"payload":{}}"#) == ["job.field"])
        #expect(Self.codes(#"{"fcm":{"projectId":"a","token":"b","topic":"c"},"payload":{}}"#) == ["job.field"])
        #expect(
            Self.codes(#"{"fcm":{"projectId":"a","token":7},"payload":{},"fit":"yes"}"#) == ["job.field", "job.field"])
    }

    @Test func jobDiagnosticsArePlacedOnTheJobLine() {
        guard case .failure(let rejection) = Self.read(#"{"apns":{"pushType":"push"},"payload":{}}"#, line: 9) else {
            Issue.record("read")
            return
        }
        #expect(rejection.diagnostics.first?.location == SourceLocation(line: 9, column: 21, offset: 20))
        #expect(rejection.diagnostics.first?.pointer == "/apns/pushType")
    }

    /// A payload's problems point into the job file, not the payload alone.
    @Test func payloadDiagnosticsPointIntoTheJobFile() throws {
        let text = #"{"apns":{"deviceToken":"ab","bundleId":"com.example"},"payload":{"aps":{"badge":"3"}}}"#
        let job = try PushJob.read(Array(text.utf8), line: 4)
        do {
            _ = try Validator().prepare(job)
            Issue.record("prepared a badge that is a string")
        } catch {
            let badge = try #require(error.diagnostics.first { $0.code == .apnsBadgeNotInteger })
            // The value's quote is just before the 3.
            let column = try #require(Array(text.utf8).firstIndex(of: UInt8(ascii: "3")))
            #expect(badge.location == SourceLocation(line: 4, column: column, offset: column - 1))
        }
    }

    @Test func jobsComeBackInOrderOneResultEach() async throws {
        let lines = [
            Self.apnsJob, "", Self.fcmJob, #"{"payload":{}}"#, Self.apnsJob.replacing("a1b2c3d4", with: "xyz"),
        ]
        var text = ""
        for index in 0..<500 { text += lines[index % lines.count] + "\n" }
        for (jobs, size) in [(1, 1 << 16), (4, 13)] {
            var results: [NDJSONValidator.JobResult] = []
            for try await result in NDJSONValidator(jobs: jobs, batchLines: 37).jobResults(
                of: Chunks(Array(text.utf8), size: size))
            {
                results.append(result)
            }
            // One result a line, a blank one too (it is no job), as for payloads.
            #expect(results.count == 500, "jobs \(jobs)")
            #expect(results.map(\.number) == Array(1...500))
            #expect(results.map(\.isReady).prefix(5) == [true, false, true, false, false])
            #expect(results.first?.id == "j1" && results[2].id == "j2" && results[1].id == nil)
        }
    }

    @Test func aResultIsOneJSONLine() throws {
        let ready = NDJSONValidator().prepare(.init(number: 2, content: .bytes(Array(Self.apnsJob.utf8))))
        let json = String(decoding: ready.json(), as: UTF8.self)
        #expect(
            json.hasPrefix(
                #"{"line":2,"id":"j1","status":"ready","method":"POST","url":"https://api.sandbox.push.apple.com/3/device/a1b2c3d4","headers":{"content-type":"application/json","apns-push-type":"alert""#
            ))
        #expect(json.contains(#""body":"{\"aps\":{\"alert\":\"Hi\"}}","bytes":22,"kind":"apns.alert""#))
        let document = try #require(JSONReader().read(ready.json()).document)
        #expect(document.root["status"]?.string == "ready")
        let rejected = NDJSONValidator().prepare(.init(number: 5, content: .bytes(Array(#"{"payload":1}"#.utf8))))
        let text = String(decoding: rejected.json(), as: UTF8.self)
        #expect(
            text.hasPrefix(#"{"line":5,"status":"rejected","document":"line","diagnostics":[{"code":"job.not-a-job","#))
    }
}
