import PushKitCore
import Testing

/// `Validator.prepare`: one call from bytes (or a typed payload) and request options to
/// the push to send, or every problem.
@Suite struct PreparedPushTests {
    static let token = "a1b2c3d4"
    static let apns = APNsRequest.Options(bundleID: "com.example.shop", deviceToken: token)
    static let fcm = FCMRequest.Options(projectID: "shop-1234", registrationToken: "fcm:token_AbC-1")
    static let android = Array(
        (#"{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","#
            + #""content":"{\"campaign\":{\"variant_id\":1,\"hash_id\":\"31a5a861-ded9-5bdb-8120-79055541b11f\","#
            + #"\"type\":\"Simple push\",\"title\":\"Spring\"},\"notification\":{\"title\":\"Hi\","#
            + #"\"body\":\"BODY\",\"action\":{\"type\":\"OPEN_APP\"}}}"}"#).utf8)

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    static func codes(_ attempt: () throws(PushRejection) -> PreparedPush) -> [String] {
        do {
            let push = try attempt()
            Issue.record("expected a rejection, got a push of \(push.body.count) bytes")
            return []
        } catch {
            return error.diagnostics.map(\.code.id)
        }
    }

    static func longAlert(_ body: String) -> [UInt8] {
        Array(JSONWriter().bytes(JSONTree(Payload.apns(.alert(title: "Sale", body: body)))))
    }

    @Test func aValidPayloadIsSentAsItsOwnBytes() throws {
        let bytes = Self.bytes(#"{"aps":{"alert":{"title":"Sale","body":"50% off"}},"id":7}"#)
        let push = try Validator().prepare(
            bytes,
            for: .init(
                bundleID: "com.example.shop", deviceToken: Self.token, environment: .sandbox,
                expiration: .immediately, collapseID: "sale", apnsID: "123e4567-e89b-12d3-a456-426614174000"))
        #expect(push.method == "POST")
        #expect(push.host == "api.sandbox.push.apple.com")
        #expect(push.path == "/3/device/a1b2c3d4")
        #expect(push.url == "https://api.sandbox.push.apple.com/3/device/a1b2c3d4")
        #expect(
            push.headers.map(\.description) == [
                "content-type: application/json", "apns-push-type: alert", "apns-priority: 10",
                "apns-topic: com.example.shop", "apns-expiration: 0", "apns-collapse-id: sale",
                "apns-id: 123e4567-e89b-12d3-a456-426614174000",
            ])
        #expect(push.body == bytes)
        #expect(push.report.isValid && push.report.kind == .apnsAlert)
        #expect(push.cuts.isEmpty)
    }

    @Test func expirationInItsThreeStates() throws {
        let bytes = Self.bytes(#"{"aps":{"alert":"Hi"}}"#)
        func expiration(_ value: APNsRequest.Expiration) throws -> [String] {
            var options = Self.apns
            options.expiration = value
            return try Validator().prepare(bytes, for: options).headers.filter { $0.name == "apns-expiration" }
                .map(\.value)
        }
        #expect(try expiration(.absent) == [])
        #expect(try expiration(.immediately) == ["0"])
        #expect(try expiration(.at(1_893_456_000)) == ["1893456000"])
    }

    @Test func aTypedPayloadIsSentAsItsCanonicalEncoding() throws {
        let payload = Payload.apns(.alert(title: "Sale", body: "50% off"))
        let push = try Validator().prepare(payload, for: Self.apns)
        #expect(push.body == payload.encoded())
        #expect(push.report.payload == payload)
    }

    @Test func aPayloadWithErrorsIsNeverPrepared() {
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(Self.bytes("{"), for: Self.apns) }
                .first?.hasPrefix("json.") == true)
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi","badge":"3"}}"#), for: Self.apns)
        }
        #expect(!codes.isEmpty)
        #expect(!codes.contains { $0.hasPrefix("request.") })
    }

    @Test func theRequestsProblemsComeWithThePayloads() {
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(
                Self.bytes(#"{"aps":{"content-available":1}}"#),
                for: .init(
                    bundleID: "com example", deviceToken: "xyz", priority: .immediately, collapseID: "",
                    apnsID: "42"))
        }
        #expect(
            codes == [
                "apns.priority-mismatch", "request.bundle-id", "request.device-token", "request.collapse-id",
                "request.apns-id",
            ])
    }

    @Test func aPushNeedsADeviceToken() {
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi"}}"#), for: .init(bundleID: "com.example"))
        }
        #expect(codes == ["request.device-token"])
    }

    /// APNs answers MissingTopic to a request without apns-topic on a token-authenticated
    /// connection: a push without a bundle id is never ready, and the rejection says why, typed.
    @Test func aPushNeedsATopic() {
        let payload = Self.bytes(#"{"aps":{"alert":"Hi"}}"#)
        do {
            let push = try Validator().prepare(payload, for: .init(bundleID: nil, deviceToken: Self.token))
            Issue.record("prepared without a topic: \(push.headers)")
        } catch {
            #expect(error.diagnostics.map(\.code.id) == ["request.missing-topic"])
            #expect(error.headerProblems == [APNsRequest.Problem(field: .bundleID, value: "", reason: .missing)])
            #expect(error.diagnostics.first?.message.contains("MissingTopic") == true)
        }
        // Neither a topic nor a token; a payload with errors of its own keeps them first.
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi","badge":"3"}}"#), for: .init())
        }
        #expect(codes == ["apns.badge-not-integer", "request.missing-topic", "request.device-token"])
        // An unreadable payload still reports the request's missing values.
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(Self.bytes("{"), for: .init()) }
                .suffix(2) == ["request.missing-topic", "request.device-token"])
        // A typed payload goes the same way.
        #expect(
            Self.codes { () throws(PushRejection) in
                try Validator().prepare(Payload.apns(.alert(title: "Hi", body: "There")), for: .init(deviceToken: "ab"))
            } == ["request.missing-topic"])
        // APNsRequest alone still writes a request without a topic (a certificate's default).
        #expect(
            (try? APNsRequest(for: .apns(.alert(title: "Hi", body: "There")), options: .init()))?.topic == nil)
    }

    @Test func headerValuesWithControlCharactersAreRefused() {
        for collapseID in ["sale\r\nx-injected: 1", "tab\there", "nul\u{0}", "del\u{7F}"] {
            var options = Self.apns
            options.collapseID = collapseID
            let codes = Self.codes { () throws(PushRejection) in
                try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi"}}"#), for: options)
            }
            #expect(codes == ["request.collapse-id"], "\(collapseID.debugDescription)")
        }
        var options = Self.apns
        options.apnsID = "123e4567-e89b-12d3-a456-42661417400\n"
        #expect(
            Self.codes { () throws(PushRejection) in
                try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi"}}"#), for: options)
            } == ["request.apns-id"])
    }

    @Test func tooLargeIsRejectedUnlessFittingIsAsked() throws {
        let bytes = Self.longAlert(String(repeating: "Grüße 🇵🇱👩‍👩‍👧 ", count: 300))
        #expect(bytes.count > 4096)
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(bytes, for: Self.apns) } == [
                "apns.payload-too-large"
            ])
        let push = try Validator().prepare(bytes, for: Self.apns, fittingByTruncation: true)
        #expect(push.body.count <= 4096)
        #expect(push.report.isValid)
        // The body is checked again; the report is the payload's as given, but its size.
        #expect(Validator().validate(push.body).isValid)
        #expect(push.report.diagnostics == Validator().validate(bytes).diagnostics.filter { $0.severity != .error })
        let cut = try #require(push.cuts.first)
        #expect(cut.field == .body)
        // Never inside a grapheme cluster: what is kept is a prefix of the original's characters.
        #expect(Array(cut.original).starts(with: Array(cut.kept)))
        #expect(cut.kept + cut.removed == cut.original)
    }

    @Test func voipAllowsMoreAndGetsItsTopic() throws {
        let bytes = Self.longAlert(String(repeating: "x", count: 4500))
        var options = Self.apns
        options.pushType = .voip
        let push = try Validator().prepare(bytes, for: options)
        #expect(push.body == bytes)
        #expect(push.headers.contains(HTTPHeader("apns-topic", "com.example.shop.voip")))
        #expect(push.headers.contains(HTTPHeader("apns-push-type", "voip")))
        #expect(push.report.classification.pushType == .voip)
    }

    @Test func whitespaceOverTheLimitIsSentCompact() throws {
        let compact = Self.longAlert(String(repeating: "y", count: 3900))
        #expect(compact.count <= 4096)
        let pretty = JSONWriter(pretty: true).bytes(
            JSONTree(Payload.apns(.alert(title: "Sale", body: String(repeating: "y", count: 3900)))))
        var spaced = pretty
        spaced.append(contentsOf: Array(repeating: UInt8(ascii: " "), count: 4096))
        let push = try Validator().prepare(spaced, for: Self.apns)
        #expect(push.body == compact)
        #expect(push.cuts.isEmpty)
    }

    /// `{"aps":{"alert":{"title":"Big","body":"ż"×1800}}}` as Python's json.dumps writes it
    /// by default: 10,843 bytes of `\u017c` escapes, 3,643 written plainly.
    static let escaped = Array(
        (#"{"aps":{"alert":{"title":"Big","body":""# + String(repeating: #"\u017c"#, count: 1800) + #""}}}"#).utf8)

    /// One rule for escaped text: when the plain canonical form fits, prepare sends it
    /// (without being asked to fit), and the report is about those bytes.
    @Test func escapedTextIsSentPlainlyWhenThatFits() throws {
        #expect(Self.escaped.count == 10_843)
        let push = try Validator().prepare(Self.escaped, for: Self.apns)
        #expect(push.body.count == 3643)
        #expect(push.body == Payload.apns(.alert(title: "Big", body: String(repeating: "ż", count: 1800))).encoded())
        #expect(push.cuts.isEmpty)
        #expect(push.report.isValid)
        #expect(Validator().validate(push.body).isValid)
        // Plainly still too large: refused unless fitting is asked, and the message has both sizes.
        let larger = Array(
            (#"{"aps":{"alert":{"title":"Big","body":""# + String(repeating: #"\u017c"#, count: 2100) + #""}}}"#)
                .utf8)
        do {
            _ = try Validator().prepare(larger, for: Self.apns)
            Issue.record("sent a payload over the limit written either way")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.apnsPayloadTooLarge])
            #expect(error.diagnostics.first?.message.contains("12643 bytes as sent") == true)
            #expect(error.diagnostics.first?.message.contains("still 4243 bytes") == true)
        }
        let fitted = try Validator().prepare(larger, for: Self.apns, fittingByTruncation: true)
        #expect(fitted.body.count <= 4096 && !fitted.cuts.isEmpty)
    }

    /// validate reports the size of both forms, and how to get the plain one.
    @Test func validateGivesBothSizesOfEscapedText() {
        let report = Validator().validate(Self.escaped)
        let message = report.diagnostics.first { $0.code == .apnsPayloadTooLarge }?.message ?? ""
        #expect(message.contains("10843 bytes as sent"))
        #expect(message.contains("it is 3643 bytes and fits"))
        #expect(message.contains("ensure_ascii=False"))
        #expect(!message.contains("shorten the texts"))
        // The plain size is the one the truncation planner starts from (render --fit).
        if let payload = report.payload {
            #expect((try? TruncationPlanner().fit(payload))?.originalByteCount == 3643)
        } else {
            Issue.record("no typed payload")
        }
    }

    @Test func cannotFitIsADiagnostic() {
        let payload = Payload.apns(
            APNsPayload.alert(title: String(repeating: "T", count: 5000), body: "b"))
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(payload, for: Self.apns, fittingByTruncation: true)
        }
        #expect(codes == ["apns.payload-too-large", "request.cannot-fit"])
    }

    @Test func theWrongServiceIsRefused() {
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(Self.android, for: Self.apns) } == [
                "request.not-apns"
            ])
        #expect(
            Self.codes { () throws(PushRejection) in
                try Validator().prepare(Self.bytes(#"{"aps":{"alert":"Hi"}}"#), for: Self.fcm)
            } == ["request.not-fcm"])
    }

    @Test func anAndroidPayloadBecomesTheFCMv1Body() throws {
        let push = try Validator().prepare(Self.android, for: Self.fcm)
        #expect(push.method == "POST")
        #expect(push.url == "https://fcm.googleapis.com/v1/projects/shop-1234/messages:send")
        #expect(push.headers.map(\.description) == ["content-type: application/json; charset=UTF-8"])
        let text = String(decoding: push.body, as: UTF8.self)
        #expect(text.hasPrefix(#"{"message":{"token":"fcm:token_AbC-1","data":{"issuer":"Synerise","#))
        #expect(Validator().validate(push.body).isValid)
        #expect(push.report.kind == .syneriseSimplePush)
        // A body that is the v1 message for this token already goes as it is.
        let again = try Validator().prepare(push.body, for: Self.fcm)
        #expect(again.body == push.body)
    }

    @Test func anFCMMessageKeepsItsOwnTargetAndRefusesAnother() throws {
        let data = String(decoding: Self.android, as: UTF8.self)
        let wrapped = Self.bytes(#"{"message":{"topic":"news","android":{"priority":"high"},"data":"# + data + "}}")
        // The body's target wins: sent as given when the job names none.
        let push = try Validator().prepare(wrapped, for: FCMRequest.Options(projectID: "shop-1234"))
        #expect(push.body == wrapped)
        guard case .fcm(let request) = push.destination else {
            Issue.record("not FCM")
            return
        }
        #expect(request.target == .topic("news"))
        // A job naming another target is refused at the body's target.
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(wrapped, for: Self.fcm) } == [
                "request.fcm-target-conflict"
            ])
        // A message without a target gets the job's, first, its members kept in order.
        let bare = Self.bytes(#"{"message":{"android":{"priority":"high"},"data":"# + data + "}}")
        let filled = String(decoding: try Validator().prepare(bare, for: Self.fcm).body, as: UTF8.self)
        #expect(filled.hasPrefix(#"{"message":{"token":"fcm:token_AbC-1","android":{"priority":"high"},"data":"#))
    }

    @Test func anFCMBodyIsFittedToo() throws {
        let long = String(repeating: "Zażółć gęślą jaźń ", count: 300)
        let bytes = Array(String(decoding: Self.android, as: UTF8.self).replacingBody(with: long).utf8)
        #expect(
            Self.codes { () throws(PushRejection) in try Validator().prepare(bytes, for: Self.fcm) } == [
                "apns.payload-too-large"
            ])
        let push = try Validator().prepare(bytes, for: Self.fcm, fittingByTruncation: true)
        #expect(push.body.count <= 4096)
        #expect(Validator().validate(push.body).isValid)
        #expect(push.cuts.first?.field == .body)
    }

    @Test func fcmTargetsAreChecked() {
        let codes = Self.codes { () throws(PushRejection) in
            try Validator().prepare(Self.android, for: .init(projectID: "my project", registrationToken: "a\nb"))
        }
        #expect(codes == ["request.fcm-target", "request.fcm-target"])
        do {
            _ = try Validator().prepare(Self.android, for: .init(projectID: "", registrationToken: "tok en"))
            Issue.record("prepared with an empty project id")
        } catch {
            #expect(
                error.fcmProblems == [
                    FCMRequest.Problem(field: .projectID, value: "", reason: .empty),
                    FCMRequest.Problem(field: .registrationToken, value: "tok en", reason: .disallowedCharacter(" ")),
                ])
        }
    }

    /// Google Cloud's project ids: 6 to 30 lowercase letters, digits and hyphens, from a letter,
    /// not ending with a hyphen; a domain-scoped one has `domain:` before it.
    @Test func fcmProjectIDsAreGoogleCloudProjectIDs() {
        for good in ["shop-1234", "abcdef", "example.com:shop-1234", "a" + String(repeating: "b", count: 29)] {
            #expect(FCMRequest.Options(projectID: good, registrationToken: "t").problems.isEmpty, "\(good)")
        }
        for bad in [
            "Shop-1234", "shop", "1shop-1234", "shop-1234-", ":shop-1234", "a:b:shop-1234",
            "a" + String(repeating: "b", count: 30),
        ] {
            #expect(
                FCMRequest.Options(projectID: bad, registrationToken: "t").problems.map(\.reason) == [.notProjectID],
                "\(bad)")
        }
    }
}

extension String {
    fileprivate func replacingBody(with body: String) -> String {
        var parts = split(separator: "BODY", omittingEmptySubsequences: false).map(String.init)
        parts.insert(body, at: 1)
        return parts.joined()
    }
}
