import PushKitCore
import Testing

@Suite struct APNsRequestTests {
    static let alert = Payload.apns(.alert(title: "Sale", body: "50% off"))
    static let background = Payload.apns(.background(custom: ["sync": "inbox"]))
    static let live = Payload.apns(APNsPayload(aps: .liveActivity(.update, timestamp: 1, contentState: ["a": 1])))

    static func codes(_ payload: Payload, _ options: APNsRequest.Options) -> [String] {
        do {
            _ = try APNsRequest(for: payload, options: options)
            return []
        } catch {
            return error.diagnostics.map(\.code.id)
        }
    }

    @Test func alertRequestHeadersAndURL() throws {
        let request = try APNsRequest(
            for: Self.alert,
            options: .init(bundleID: "com.example.shop", deviceToken: "a1b2c3d4", environment: .sandbox))
        #expect(request.pushType == .alert)
        #expect(request.priority == .immediately)
        #expect(request.url == "https://api.sandbox.push.apple.com/3/device/a1b2c3d4")
        #expect(
            request.headers == [
                .init("apns-push-type", "alert"), .init("apns-priority", "10"), .init("apns-topic", "com.example.shop"),
            ])
        let production = try APNsRequest(for: Self.alert, options: .init(deviceToken: "00ff"))
        #expect(production.url == "https://api.push.apple.com/3/device/00ff")
        #expect(production.topic == nil)
        #expect(try APNsRequest(for: Self.alert).url == nil)
    }

    @Test func pushTypeAndPriorityComeFromThePayload() throws {
        let background = try APNsRequest(for: Self.background, options: .init(bundleID: "com.example.shop"))
        #expect(background.pushType == .background)
        #expect(background.priority == .consideringDevicePower)
        #expect(background.topic == "com.example.shop")
        let live = try APNsRequest(for: Self.live, options: .init(bundleID: "com.example.shop"))
        #expect(live.pushType == .liveActivity)
        #expect(live.priority == .immediately)
        #expect(live.topic == "com.example.shop.push-type.liveactivity")
        let voip = try APNsRequest(for: Self.alert, options: .init(bundleID: "com.example.shop", pushType: .voip))
        #expect(voip.topic == "com.example.shop.voip")
        #expect(SizeBudget.limit(for: voip.pushType) == 5120)
    }

    @Test func everyTopicSuffix() {
        let topics = APNsPushType.allCases.map { "\($0.rawValue)=\($0.topic(forBundleID: "com.a"))" }
        #expect(
            topics == [
                "alert=com.a", "background=com.a", "liveactivity=com.a.push-type.liveactivity", "voip=com.a.voip",
                "complication=com.a.complication", "fileprovider=com.a.pushkit.fileprovider",
                "location=com.a.location-query", "mdm=com.a", "pushtotalk=com.a.voip-ptt",
                "widgets=com.a.push-type.widgets", "controls=com.a.push-type.controls",
            ])
        #expect(APNsPushType.voip.topic(forBundleID: "com.a.voip") == "com.a.voip")
    }

    @Test func requestContradictingThePayload() {
        #expect(Self.codes(Self.alert, .init(pushType: .background)) == ["apns.push-type-mismatch"])
        #expect(Self.codes(Self.live, .init(pushType: .alert)) == ["apns.push-type-mismatch"])
        #expect(Self.codes(Self.background, .init(priority: .immediately)) == ["apns.priority-mismatch"])
        #expect(Self.codes(Self.alert, .init(priority: .consideringDevicePower)) == [])
        #expect(Self.codes(Self.alert, .init(priority: .prioritizingDevicePower)) == [])
    }

    @Test func deviceTokensAreHexOfAnyEvenLength() {
        for length in [2, 8, 64, 128, 160] {
            let token = String(repeating: "a1", count: length / 2)
            #expect(APNsRequest.deviceTokenProblem(token) == nil, "\(length)")
            #expect(APNsRequest.deviceTokenProblem(token.uppercased()) == nil)
        }
        #expect(APNsRequest.deviceTokenProblem("") == "the device token is empty")
        #expect(APNsRequest.deviceTokenProblem("abc")?.contains("3 hexadecimal digits") == true)
        #expect(APNsRequest.deviceTokenProblem("zz")?.contains("not hexadecimal") == true)
        #expect(APNsRequest.deviceTokenProblem("<a1b2 c3d4>")?.contains("angle brackets") == true)
        #expect(Self.codes(Self.alert, .init(deviceToken: "a1b")) == ["request.device-token"])
    }

    @Test func collapseIDIsCheckedInBytes() {
        #expect(Self.codes(Self.alert, .init(collapseID: String(repeating: "x", count: 64))) == [])
        #expect(Self.codes(Self.alert, .init(collapseID: String(repeating: "x", count: 65))) == ["request.collapse-id"])
        // 33 characters, 66 bytes.
        #expect(Self.codes(Self.alert, .init(collapseID: String(repeating: "é", count: 33))) == ["request.collapse-id"])
        #expect(Self.codes(Self.alert, .init(collapseID: String(repeating: "é", count: 32))) == [])
        #expect(Self.codes(Self.alert, .init(collapseID: "")) == ["request.collapse-id"])
        let request = try? APNsRequest(for: Self.alert, options: .init(collapseID: "sale-1"))
        #expect(request?.headers.last == .init("apns-collapse-id", "sale-1"))
    }

    @Test func expirationHasThreeStates() throws {
        #expect(APNsRequest.Expiration("0") == .immediately)
        #expect(APNsRequest.Expiration("1700000000") == .at(1_700_000_000))
        #expect(APNsRequest.Expiration("2030-01-01T00:00:00Z") == .at(1_893_456_000))
        #expect(APNsRequest.Expiration("2030-01-01T01:00:00.500+01:00") == .at(1_893_456_000))
        for bad in ["", "-5", "+5", "tomorrow", "1.5", "1970-01-01T00:00:00Z"] {
            #expect(APNsRequest.Expiration(bad) == nil, "\(bad)")
        }
        #expect(APNsRequest.Expiration.absent.headerValue == nil)
        #expect(APNsRequest.Expiration.immediately.headerValue == "0")
        #expect(APNsRequest.Expiration.at(1_700_000_000).headerValue == "1700000000")
        let absent = try APNsRequest(for: Self.alert)
        #expect(!absent.headers.contains { $0.name == "apns-expiration" })
        let once = try APNsRequest(for: Self.alert, options: .init(expiration: .immediately))
        #expect(once.headers.contains(.init("apns-expiration", "0")))
        #expect(Self.codes(Self.alert, .init(expiration: .at(0))) == ["request.expiration"])
        #expect(Self.codes(Self.alert, .init(expiration: .at(-1))) == ["request.expiration"])
    }

    @Test func bundleIDs() {
        #expect(APNsRequest.bundleIDProblem("com.example.shop-app2") == nil)
        #expect(APNsRequest.bundleIDProblem("") != nil)
        #expect(APNsRequest.bundleIDProblem("com example") != nil)
        #expect(APNsRequest.bundleIDProblem("com..example") != nil)
        #expect(APNsRequest.bundleIDProblem(".com.example") != nil)
        #expect(Self.codes(Self.alert, .init(bundleID: "com/example")) == ["request.bundle-id"])
    }

    @Test func payloadsNotSentThroughAPNs() {
        let android = Payload.synerise(.sdkCommand(.signOut, platform: .android))
        #expect(Self.codes(android, .init()) == ["request.not-apns"])
        let walkthrough = Payload.syneriseWalkthrough(Synerise.Walkthrough(id: "w", pages: []))
        #expect(Self.codes(walkthrough, .init()) == ["request.not-apns"])
        let ios = Payload.synerise(.sdkCommand(.signOut))
        #expect(Self.codes(ios, .init()) == [])
    }

    @Test func everyProblemIsReportedAtOnce() {
        let codes = Self.codes(
            Self.background,
            .init(
                bundleID: "bad id", deviceToken: "xyz", priority: .immediately, expiration: .at(-3),
                collapseID: String(repeating: "c", count: 100)))
        #expect(
            codes == [
                "apns.priority-mismatch", "request.bundle-id", "request.device-token", "request.collapse-id",
                "request.expiration",
            ])
        for code in codes { #expect(Diagnostic.Code(id: code)?.rule?.severity == .error) }
    }
}
