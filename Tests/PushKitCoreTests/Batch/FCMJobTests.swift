import PushKitFixtures
import Testing

@testable import PushKitCore

/// Plain FCM HTTP v1 jobs: a job whose payload is the v1 request body or a bare `Message`,
/// for a token, a topic or a condition; the body's target wins, the job's fills a body
/// without one, and two that differ are refused.
@Suite struct FCMJobTests {
    static let url = "https://fcm.googleapis.com/v1/projects/shop-1234/messages:send"

    static func result(_ fcm: String, _ payload: String, line: Int = 4) -> NDJSONValidator.JobResult {
        let text = #"{"id":"m","fcm":{"projectID":"shop-1234"\#(fcm)},"payload":\#(payload)}"#
        return NDJSONValidator().prepare(NDJSONValidator.Line(number: line, content: .bytes(Array(text.utf8))))
    }

    static func body(_ result: NDJSONValidator.JobResult) -> String? {
        guard case .success(let push) = result.outcome else { return nil }
        return String(decoding: push.body, as: UTF8.self)
    }

    static func codes(_ result: NDJSONValidator.JobResult) -> [String] {
        guard case .failure(let rejection) = result.outcome else { return [] }
        return rejection.diagnostics.map(\.code.id)
    }

    @Test func aRequestBodyGoesAsGivenToItsOwnTarget() throws {
        for (payload, target) in [
            (#"{"message":{"token":"tok-1","notification":{"title":"Hi"}}}"#, FCMMessage.Target.token("tok-1")),
            (#"{"validate_only":true,"message":{"topic":"news","data":{"k":"v"}}}"#, .topic("news")),
            (
                #"{ "message" : {"condition":"'a' in topics && !('b' in topics)","notification":{"body":"B"}} }"#,
                .condition("'a' in topics && !('b' in topics)")
            ),
        ] {
            let result = Self.result("", payload)
            guard case .success(let push) = result.outcome, case .fcm(let request) = push.destination else {
                Issue.record("\(payload): \(result.outcome)")
                continue
            }
            #expect(push.url == Self.url)
            #expect(push.headers.map(\.description) == ["content-type: application/json; charset=UTF-8"])
            // Exactly the bytes given, validate_only and whitespace included.
            #expect(push.body == Array(payload.utf8))
            #expect(request.target == target)
            // The job naming the same target changes nothing.
            let (key, value) = FCMRequest.member(target)
            let same = Self.result(",\(JSONText.quoted(key)):\(JSONText.quoted(value))", payload)
            #expect(Self.body(same) == payload)
        }
    }

    @Test func aBareMessageIsSentInsideItsRequest() {
        let bare = #"{"topic":"news", "notification":{"title":"Hi"}}"#
        #expect(Self.body(Self.result("", bare)) == #"{"message":"# + bare + "}")
    }

    @Test func theJobsTargetFillsAMessageWithoutOne() {
        for (fcm, member) in [
            (#","token":"tok-2""#, #""token":"tok-2""#),
            (#","topic":"sale""#, #""topic":"sale""#),
            (#","condition":"'a' in topics""#, #""condition":"'a' in topics""#),
        ] {
            #expect(
                Self.body(Self.result(fcm, #"{"validate_only":true,"message":{"notification":{"title":"Hi"}}}"#))
                    == #"{"validate_only":true,"message":{"# + member + #","notification":{"title":"Hi"}}}"#)
            #expect(
                Self.body(Self.result(fcm, #"{"android":{"priority":"high"}}"#))
                    == #"{"message":{"# + member + #","android":{"priority":"high"}}}"#)
            // The data map alone is a bare message with data only.
            #expect(
                Self.body(Self.result(fcm, #"{"data":{"k":"v"}}"#)) == #"{"message":{"# + member
                    + #","data":{"k":"v"}}}"#)
        }
    }

    @Test func theDataMapAloneIsPreparedAsTheDataMessageItIs() throws {
        for payload in [#"{"data":{"k":"v"}}"#, #"{"message":{"data":{"k":"v"}}}"#] {
            let result = Self.result(#","token":"t""#, payload)
            guard case .success(let push) = result.outcome else {
                Issue.record("\(payload): \(result.outcome)")
                continue
            }
            #expect(push.report.kind == .fcmData, "\(payload)")
            #expect(Self.body(result) == #"{"message":{"token":"t","data":{"k":"v"}}}"#)
        }
    }

    @Test func aTargetThatDiffersFromTheBodysIsRefusedAtTheBodysTarget() throws {
        let payload = #"{"message":{"topic":"news","notification":{"title":"Hi"}}}"#
        for fcm in [#","topic":"sale""#, #","token":"tok""#, #","condition":"'news' in topics""#] {
            let result = Self.result(fcm, payload)
            #expect(Self.codes(result) == ["request.fcm-target-conflict"], "\(fcm)")
            guard case .failure(let rejection) = result.outcome else { continue }
            let diagnostic = try #require(rejection.diagnostics.first)
            #expect(diagnostic.pointer == "/message/topic")
            // Placed in the jobs file: the body's "news" on line 4.
            let line = #"{"id":"m","fcm":{"projectID":"shop-1234"\#(fcm)},"payload":"#
            #expect(diagnostic.location.line == 4)
            #expect(diagnostic.location.column == line.count + #"{"message":{"topic":"#.count + 1)
            #expect(rejection.fcmProblems.count == 1)
        }
    }

    @Test func aMessageWithoutAnyTargetOrABadOneIsRefused() {
        #expect(Self.codes(Self.result("", #"{"message":{"notification":{"title":"Hi"}}}"#)) == ["request.fcm-target"])
        #expect(Self.codes(Self.result("", #"{"data":{"k":"v"}}"#)) == ["request.fcm-target"])
        for fcm in [
            #","topic":"/topics/news""#, #","topic":"news!""#, #","condition":"news in topics""#,
            #","condition":"'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics || 'f' in topics""#,
            #","token":"""#, #","token":"a b""#,
        ] {
            #expect(
                Self.codes(Self.result(fcm, #"{"message":{"notification":{"title":"Hi"}}}"#)) == ["request.fcm-target"],
                "\(fcm)")
        }
        // The body's own target is judged by the body's rules.
        #expect(
            Self.codes(Self.result("", #"{"message":{"topic":"/topics/news","notification":{"title":"Hi"}}}"#)) == [
                "fcm.topic-prefix"
            ])
    }

    /// A reserved key in a Synerise data map is refused at the key, whether its wrapper is the
    /// bare map or `{"data": ...}` (validate finds it, as in the v1 body prepare writes).
    @Test func aProblemInAWrittenBodyIsPlacedInThePayload() throws {
        let content =
            #""content":"{\"campaign\":{\"variant_id\":1,\"hash_id\":\"31a5a861-ded9-5bdb-8120-79055541b11f\","#
            + #"\"type\":\"Simple push\",\"title\":\"T\"},\"notification\":{\"title\":\"Hi\",\"body\":\"B\","#
            + #"\"action\":{\"type\":\"OPEN_APP\"}}}""#
        let synerise =
            #""issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","# + content
        let line = #"{"id":"m","fcm":{"projectID":"shop-1234","token":"t"},"payload":"#
        for (payload, pointer, key): (String, JSONPointer, String) in [
            (#"{"data":{"# + synerise + #","google.x":"1"}}"#, "/data/google.x", #""google.x""#),
            (#"{"# + synerise + #","gcm.notification.x":"1"}"#, "/gcm.notification.x", #""gcm.notification.x""#),
        ] {
            // The same payload with an ordinary key is ready.
            #expect(Self.body(Self.result(#","token":"t""#, payload.replacing(key, with: #""k""#))) != nil)
            let result = Self.result(#","token":"t""#, payload)
            #expect(Self.codes(result) == ["fcm.data-reserved-key"], "\(payload)")
            guard case .failure(let rejection) = result.outcome else { continue }
            let diagnostic = try #require(rejection.diagnostics.first)
            #expect(diagnostic.pointer == pointer)
            #expect(diagnostic.location.line == 4)
            let keyStart = try #require(payload.firstRange(of: key)).lowerBound
            let keyOffset = payload.utf8.distance(from: payload.startIndex, to: keyStart)
            #expect(diagnostic.location.column == line.count + keyOffset + 1, "\(payload)")
        }
    }

    /// `Validator.relocated`: a diagnostic of the body pushkit wrote takes its place in the
    /// payload the body came from: at the key when it is at the key in the body, else at the
    /// value; one outside the moved part is about the whole payload.
    @Test func aWrittenBodysDiagnosticIsPlacedAtTheKeyOrTheValue() throws {
        let payload = try #require(JSONDocument.read(#"{"data":{"google.x":"1"}}"#).validDocument)
        let bodyText = #"{"message":{"token":"t","data":{"google.x":"1"}}}"#
        let body = try #require(JSONDocument.read(bodyText).validDocument)
        let atKey = try #require(Validator().validate(Array(bodyText.utf8)).diagnostics.first)
        #expect(atKey.code == .fcmDataReservedKey)
        let value = try #require(body.value(at: "/message/data/google.x"))
        var atValue = atKey
        atValue.location = value.location
        var outside = atKey
        outside.pointer = "/validate_only"
        let placed = Validator.relocated([atKey, atValue, outside], from: ["message"], to: [], in: payload, body: body)
        #expect(placed.map(\.pointer) == ["/data/google.x", "/data/google.x", ""])
        // {"data":{ is 9 bytes, "google.x": 11 more.
        #expect(placed.map(\.location.offset) == [9, 20, 0])
        // Without the body, a place is the value's.
        let withoutBody = Validator.relocated([atKey], from: ["message"], to: [], in: payload, body: nil)
        #expect(withoutBody.map(\.location.offset) == [20])
    }

    /// No job is ever rejected without saying why: every fixture (valid, invalid,
    /// adversarial, published), sent to APNs and to FCM, with and without a target.
    @Test func everyRejectionOfEveryFixtureHasADiagnostic() throws {
        let validator = Validator()
        let options: [(String, PushJob.Target)] = [
            ("apns", .apns(APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4"))),
            ("fcm", .fcm(FCMRequest.Options(projectID: "shop-1234"))),
            ("fcm-token", .fcm(FCMRequest.Options(projectID: "shop-1234", registrationToken: "tok"))),
            ("fcm-topic", .fcm(FCMRequest.Options(projectID: "shop-1234", target: .topic("news")))),
        ]
        var checked = 0
        for path in Fixtures.valid + Fixtures.invalid {
            let bytes = try Fixtures.bytes(path)
            for (name, target) in options {
                do {
                    _ = try validator.prepare(PushJob(target: target, payload: bytes))
                } catch {
                    #expect(!error.diagnostics.isEmpty, "\(path) for \(name)")
                }
                checked += 1
            }
        }
        #expect(checked > 400)
    }
}
