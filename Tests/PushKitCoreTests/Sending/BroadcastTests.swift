import Testing

@testable import PushKitCore

/// Broadcast pushes (iOS 18): `Validator.prepare` with a channel instead of a device token
/// gives Apple's broadcast request, and refuses what APNs refuses on a channel.
@Suite struct BroadcastTests {
    /// Apple's sample channel id ("tst-srch-chnl").
    static let channelID = "dHN0LXNyY2gtY2hubA=="
    static let options = APNsRequest.Options(bundleID: "com.example.scores", channel: APNsChannel(id: channelID))
    static let update = Array(
        #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1,"away":0}}}"#.utf8)
    static let end = Array(
        #"{"aps":{"timestamp":1700000000,"event":"end","content-state":{"home":2,"away":1},"dismissal-date":1700003600}}"#
            .utf8)
    static let start = Array(
        (#"{"aps":{"timestamp":1700000000,"event":"start","content-state":{"home":0,"away":0},"#
            + #""attributes-type":"MatchAttributes","attributes":{"match":"A-B"},"#
            + #""alert":{"title":"Kick-off","body":"The match has begun"}}}"#).utf8)
    static let alert = Array(#"{"aps":{"alert":{"title":"Goal","body":"1-0"}}}"#.utf8)

    static func rejection(_ bytes: [UInt8], _ options: APNsRequest.Options) -> PushRejection? {
        do {
            let push = try Validator().prepare(bytes, for: options)
            Issue.record("expected a rejection, got \(push.url)")
            return nil
        } catch {
            return error
        }
    }

    static func codes(_ bytes: [UInt8], _ options: APNsRequest.Options) -> [String] {
        rejection(bytes, options)?.diagnostics.map(\.code.id) ?? []
    }

    static func with(_ change: (inout APNsRequest.Options) -> Void) -> APNsRequest.Options {
        var options = Self.options
        change(&options)
        return options
    }

    // MARK: The request

    @Test func anUpdateIsPostedToTheAppsBroadcastPathWithTheChannel() throws {
        let push = try Validator().prepare(Self.update, for: Self.options)
        #expect(push.method == "POST")
        #expect(push.url == "https://api.push.apple.com/4/broadcasts/apps/com.example.scores")
        #expect(
            push.headers.map(\.description) == [
                "content-type: application/json", "apns-push-type: liveactivity", "apns-priority: 10",
                "apns-channel-id: dHN0LXNyY2gtY2hubA==", "apns-expiration: 0",
            ])
        #expect(push.body == Self.update)
        guard case .apns(let request) = push.destination else {
            Issue.record("not an APNs request")
            return
        }
        #expect(request.topic == nil && request.deviceToken == nil)
        #expect(
            request.broadcast == APNsBroadcast(bundleID: "com.example.scores", channel: APNsChannel(id: Self.channelID))
        )
        #expect(request.expiration == .immediately)
    }

    @Test func anEndGoesOutTooWithEveryValueTheOptionsGive() throws {
        let options = APNsRequest.Options(
            bundleID: "com.example.scores",
            channel: APNsChannel(id: Self.channelID, storagePolicy: .mostRecentMessageStored),
            environment: .sandbox, priority: .consideringDevicePower, expiration: .at(1_767_225_600),
            apnsID: "123e4567-e89b-12d3-a456-426614174000")
        let push = try Validator().prepare(Self.end, for: options)
        #expect(push.url == "https://api.sandbox.push.apple.com/4/broadcasts/apps/com.example.scores")
        #expect(
            push.headers.map(\.description) == [
                "content-type: application/json", "apns-push-type: liveactivity", "apns-priority: 5",
                "apns-channel-id: dHN0LXNyY2gtY2hubA==", "apns-expiration: 1767225600",
                "apns-request-id: 123e4567-e89b-12d3-a456-426614174000",
            ])
    }

    /// Apple's broadcast page allows 10, 5 and 1, and `liveactivity` given is the broadcast's own.
    @Test(arguments: APNsPriority.allCases)
    func everyPriorityIsAllowed(_ priority: APNsPriority) throws {
        let push = try Validator().prepare(
            Self.update,
            for: Self.with {
                $0.priority = priority
                $0.pushType = .liveActivity
            })
        #expect(push.headers.contains(HTTPHeader("apns-priority", priority.headerValue)))
    }

    /// A channel id of any length is taken: Apple says not to assume its size.
    @Test(arguments: ["AAAA", "c29tZUNoYW5uZWw=", "FEt0NgvLEfEAAOqA6AXdIQ==", String(repeating: "ab+/", count: 64)])
    func channelIDsOfAnyLength(_ id: String) throws {
        let push = try Validator().prepare(Self.update, for: Self.with { $0.channel = APNsChannel(id: id) })
        #expect(push.headers.contains(HTTPHeader("apns-channel-id", id)))
        #expect(APNsChannel.idProblem(id) == nil)
    }

    /// A typed payload and the request built alone (as `render --format curl` does) agree.
    @Test func aTypedPayloadAndTheRequestAlone() throws {
        let payload = try #require(Validator().validate(Self.update).payload)
        let push = try Validator().prepare(payload, for: Self.options)
        #expect(push.path == "/4/broadcasts/apps/com.example.scores")
        let request = try APNsRequest(for: payload, options: Self.options)
        #expect(request.url == "https://api.push.apple.com/4/broadcasts/apps/com.example.scores")
        #expect(request.headers == request.broadcastHeaders)
        #expect(request.headerProblems.isEmpty)
        #expect(request.maximumPayloadBytes == 5120)
    }

    // MARK: What APNs refuses on a channel

    @Test func aStartIsRefusedAtItsEvent() throws {
        let rejection = try #require(Self.rejection(Self.start, Self.options))
        #expect(rejection.diagnostics.map(\.code.id) == ["broadcast.start"])
        #expect(rejection.diagnostics.first?.pointer == "/aps/event")
        // The request alone refuses it too.
        let payload = try #require(Validator().validate(Self.start).payload)
        #expect(throws: PushRejection.self) { try APNsRequest(for: payload, options: Self.options) }
    }

    @Test func aPayloadThatIsNoLiveActivityIsRefused() {
        #expect(Self.codes(Self.alert, Self.options) == ["broadcast.push-type"])
        #expect(Self.codes(Array(#"{"aps":{"content-available":1}}"#.utf8), Self.options) == ["broadcast.push-type"])
    }

    @Test(arguments: [APNsPushType.alert, .background, .voip, .widgets])
    func aPushTypeOtherThanLiveActivityIsRefused(_ pushType: APNsPushType) {
        let codes = Self.codes(Self.update, Self.with { $0.pushType = pushType })
        // A widget reload also lacks its content-changed (apns.push-type-payload).
        #expect(codes.last == "broadcast.push-type" && codes.count == (pushType == .widgets ? 2 : 1), "\(codes)")
    }

    @Test(arguments: [
        "", "not base64!", "dHN0LXNyY2gtY2hubA", "dHN0LXNyY2gtY2hubA===", "dHN0-XNyY2gtY2hubA==", "d=N0",
        " dHN0LXNyY2gtY2hubA==", "dHN0LXNy\r\nY2gtY2hubA==",
    ])
    func aMalformedChannelIDIsRefused(_ id: String) throws {
        let rejection = try #require(Self.rejection(Self.update, Self.with { $0.channel = APNsChannel(id: id) }))
        #expect(rejection.diagnostics.map(\.code.id) == ["broadcast.channel-id"])
        #expect(rejection.headerProblems.map(\.field) == [.channelID])
        #expect(APNsChannel.idProblem(id) != nil)
    }

    @Test func aChannelIDThatIsNotBase64SaysWhy() {
        let problem = APNsRequest.Problem.check("dHN0LXNyY2gtY2hubA", as: .channelID)
        #expect(problem?.reason == .notBase64)
        #expect(problem?.message.hasPrefix(#"apns-channel-id "dHN0LXNyY2gtY2hubA" is not base64"#) == true)
    }

    @Test func aDeviceTokenBesideAChannelIsRefused() {
        #expect(Self.codes(Self.update, Self.with { $0.deviceToken = "a1b2c3d4" }) == ["broadcast.channel-id"])
    }

    @Test func aCollapseIDIsRefused() {
        #expect(Self.codes(Self.update, Self.with { $0.collapseID = "score" }) == ["broadcast.collapse-id"])
    }

    @Test func theBundleIDIsNeededWithoutAPushTypeSuffix() {
        #expect(Self.codes(Self.update, Self.with { $0.bundleID = nil }) == ["broadcast.bundle-id"])
        #expect(
            Self.codes(Self.update, Self.with { $0.bundleID = "com.example.scores.push-type.liveactivity" })
                == ["broadcast.bundle-id"])
        #expect(Self.codes(Self.update, Self.with { $0.bundleID = "com example" }) == ["request.bundle-id"])
    }

    /// Only `.push-type.` suffixes: `.voip` may end a real bundle id.
    @Test func aBundleIDEndingLikeAnotherSuffixIsTaken() throws {
        let push = try Validator().prepare(Self.update, for: Self.with { $0.bundleID = "com.example.voip" })
        #expect(push.path == "/4/broadcasts/apps/com.example.voip")
    }

    @Test func aNonzeroExpirationOnANoMessageStoredChannelIsRefused() throws {
        let noStorage = APNsChannel(id: Self.channelID, storagePolicy: .noMessageStored)
        #expect(
            Self.codes(
                Self.update,
                Self.with {
                    $0.channel = noStorage
                    $0.expiration = .at(1_767_225_600)
                }) == ["broadcast.expiration"])
        // 0 and none (sent as 0) are taken; so is a time when the policy is unknown or keeps a message.
        for (channel, expiration) in [
            (noStorage, APNsRequest.Expiration.immediately), (noStorage, .absent),
            (APNsChannel(id: Self.channelID), .at(1_767_225_600)),
            (APNsChannel(id: Self.channelID, storagePolicy: .mostRecentMessageStored), .at(1_767_225_600)),
        ] {
            let push = try Validator().prepare(
                Self.update,
                for: Self.with {
                    $0.channel = channel
                    $0.expiration = expiration
                })
            #expect(push.headers.contains { $0.name == "apns-expiration" })
        }
    }

    @Test func everyProblemIsReportedAtOnce() {
        let codes = Self.codes(
            Self.start,
            Self.with {
                $0.deviceToken = "a1b2"
                $0.collapseID = "x"
                $0.pushType = .alert
                $0.apnsID = "42"
            })
        #expect(
            Set(codes)
                == [
                    "broadcast.start", "broadcast.channel-id", "broadcast.collapse-id", "broadcast.push-type",
                    "request.apns-id",
                ])
        let rejection = Self.rejection(Self.update, Self.with { $0.apnsID = "42" })
        #expect(rejection?.headerProblems.map(\.field) == [.requestID])
        #expect(rejection?.diagnostics.first?.message.hasPrefix("apns-request-id") == true)
    }

    @Test func anAndroidPayloadIsNoBroadcast() {
        let android = Array(
            #"{"message":{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":"{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}"}}}"#
                .utf8)
        #expect(Self.codes(android, Self.options) == ["request.not-apns"])
    }

    // MARK: Size

    /// 5120 bytes on a channel, where a push to a device takes 4096.
    @Test func aChannelTakes5120Bytes() throws {
        func update(bytes: Int) -> [UInt8] {
            let head = #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{"text":""#
            let tail = #""}}}"#
            return Array((head + String(repeating: "x", count: bytes - head.utf8.count - tail.utf8.count) + tail).utf8)
        }
        let device = APNsRequest.Options(bundleID: "com.example.scores", deviceToken: "a1b2c3d4")
        let push = try Validator().prepare(update(bytes: 5120), for: Self.options)
        #expect(push.body.count == 5120)
        #expect(Self.codes(update(bytes: 4097), device) == ["apns.payload-too-large"])
        #expect(Self.codes(update(bytes: 5121), Self.options) == ["apns.payload-too-large"])
        var validator = Validator.Options()
        validator.isBroadcast = true
        #expect(validator.payloadLimit == 5120)
        #expect(Validator.Options().payloadLimit == 4096)
        #expect(Validator.Options(pushType: .voip).payloadLimit == 5120)
    }

    // MARK: Validating as a broadcast

    @Test func theValidatorChecksAPayloadAsABroadcast() {
        var options = Validator.Options()
        options.isBroadcast = true
        let validator = Validator(options: options)
        #expect(validator.validate(Self.update).isValid)
        #expect(validator.validate(Self.end).isValid)
        #expect(validator.validate(Self.start).diagnostics.map(\.code.id) == ["broadcast.start"])
        let alert = validator.validate(Self.alert).diagnostics
        #expect(alert.map(\.code.id) == ["broadcast.push-type"])
        #expect(alert.first?.pointer == "/aps")
        // Without the option, a start and an alert are fine.
        #expect(Validator().validate(Self.start).isValid)
        #expect(Validator().validate(Self.alert).isValid)
    }

    /// On a channel the broadcast rule takes the place of the device push's push type rule.
    @Test func aContradictingPushTypeIsReportedOnce() {
        var options = Validator.Options(pushType: .alert)
        options.isBroadcast = true
        let codes = Validator(options: options).validate(Self.update).diagnostics.map(\.code.id)
        #expect(codes == ["broadcast.push-type"])
    }

    // MARK: Options

    @Test func broadcastProblemsAreEmptyForADevicePush() {
        var options = APNsRequest.Options(bundleID: nil, deviceToken: "a1b2", pushType: .alert, collapseID: "x")
        #expect(options.broadcastProblems.isEmpty)
        options.channel = APNsChannel(id: Self.channelID)
        #expect(
            options.broadcastProblems.map(\.code.id) == [
                "broadcast.channel-id", "broadcast.bundle-id", "broadcast.push-type", "broadcast.collapse-id",
            ])
    }

    @Test func base64() {
        for valid in ["AAAA", "AA==", "AAA=", "ab+/Zz09", "dHN0LXNyY2gtY2hubA=="] {
            #expect(APNsChannel.isBase64(Array(valid.utf8)), "\(valid)")
        }
        for invalid in ["", "A", "AAA", "A===", "=AAA", "A=AA", "AA-_", "AAAA====", "AAA\u{0}"] {
            #expect(!APNsChannel.isBase64(Array(invalid.utf8)), "\(invalid.debugDescription)")
        }
    }
}
