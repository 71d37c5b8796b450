import PushKitCore
import Testing

/// `APNsRequest.Problem.check`: the one check of every APNs header value, and its use by
/// `APNsRequest(for:options:)` and `Validator.prepare`.
@Suite struct APNsRequestProblemTests {
    static let alert = #"{"aps":{"alert":{"title":"Sale","body":"50% off"}}}"#
    static let uuid = "123e4567-e89b-12d3-a456-426614174000"

    static func reason(_ value: String, _ field: APNsRequest.Problem.Field) -> APNsRequest.Problem.Reason? {
        APNsRequest.Problem.check(value, as: field)?.reason
    }

    // MARK: Control characters, in every field

    @Test(arguments: APNsRequest.Problem.Field.allCases)
    func noControlCharacterInAnyField(_ field: APNsRequest.Problem.Field) {
        for scalar: Unicode.Scalar in ["\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{7F}", "\u{80}", "\u{85}", "\u{9F}"] {
            var value = "ab"
            value.unicodeScalars.insert(scalar, at: value.unicodeScalars.index(after: value.unicodeScalars.startIndex))
            #expect(Self.reason(value, field) == .controlCharacter(scalar), "\(field) U+\(scalar.value)")
        }
        // U+00A0 (no-break space) and U+2028 are not C0, DEL or C1.
        #expect(Self.reason("a\u{A0}b", .collapseID) == nil)
    }

    @Test func theControlCharacterIsNamedAndEscapedNeverWrittenAsItself() throws {
        let problem = try #require(APNsRequest.Problem.check("a\r\nx-evil: 1", as: .collapseID))
        #expect(problem.field == .collapseID)
        #expect(problem.value == "a\r\nx-evil: 1")
        #expect(problem.reason == .controlCharacter("\r"))
        #expect(
            problem.message
                == #"apns-collapse-id "a\r\nx-evil: 1" has a control character (U+000D), which no header value may hold"#
        )
        #expect(
            problem.explanation == "apns-collapse-id has a control character (U+000D), which no header value may hold")
        #expect(problem.diagnostic.code == .requestCollapseID)
        let c1 = try #require(APNsRequest.Problem.check("a\u{85}b\u{7F}", as: .collapseID))
        #expect(c1.message.contains(#""a\u{85}b\u{7F}""#))
        #expect(!c1.message.unicodeScalars.contains { $0.isControlCharacter })
    }

    @Test func noSpaceAtEitherEnd() {
        #expect(Self.reason(" sale", .collapseID) == .surroundingSpace)
        #expect(Self.reason("sale ", .collapseID) == .surroundingSpace)
        #expect(Self.reason("spring sale", .collapseID) == nil)
    }

    // MARK: apns-collapse-id

    @Test func collapseIDIsAtMost64Bytes() {
        #expect(Self.reason(String(repeating: "x", count: 64), .collapseID) == nil)
        #expect(Self.reason(String(repeating: "x", count: 65), .collapseID) == .tooLong(bytes: 65, maximum: 64))
        #expect(Self.reason(String(repeating: "é", count: 32), .collapseID) == nil)
        #expect(Self.reason(String(repeating: "é", count: 33), .collapseID) == .tooLong(bytes: 66, maximum: 64))
        #expect(Self.reason("", .collapseID) == .empty)
    }

    // MARK: Device token

    @Test func deviceTokenIsHexOfAnEvenLength() {
        for token in ["00", "a1b2c3d4", String(repeating: "aB", count: 32), String(repeating: "0f", count: 80)] {
            #expect(Self.reason(token, .deviceToken) == nil, "\(token)")
        }
        #expect(Self.reason("", .deviceToken) == .empty)
        #expect(Self.reason("abc", .deviceToken) == .oddLength(digits: 3))
        #expect(Self.reason("zz", .deviceToken) == .notHexadecimal)
        #expect(Self.reason("a1b2-c3d4", .deviceToken) == .notHexadecimal)
        #expect(Self.reason("<a1b2 c3d4>", .deviceToken) == .spacesOrAngleBrackets)
        #expect(Self.reason("a1\r\n", .deviceToken) == .controlCharacter("\r"))
    }

    // MARK: apns-id

    @Test func apnsIDIsACanonicalUUID() {
        #expect(Self.reason(Self.uuid, .apnsID) == nil)
        #expect(Self.reason(Self.uuid.uppercased(), .apnsID) == nil)
        for bad in [
            "42", "123e4567e89b12d3a456426614174000", "{123e4567-e89b-12d3-a456-426614174000}",
            "123e4567-e89b-12d3-a456-42661417400", "123e4567-e89b-12d3-a456-4266141740000",
            "123e4567-e89b-12d3-a4567-26614174000", "123e4567-e89b-12d3-a456-42661417400g",
        ] {
            #expect(Self.reason(bad, .apnsID) == .notUUID, "\(bad)")
        }
    }

    // MARK: Bundle id and topic

    @Test(arguments: [APNsRequest.Problem.Field.bundleID, .topic])
    func bundleIDsAndTopics(_ field: APNsRequest.Problem.Field) {
        for good in [
            "com.example.shop", "com.example.shop-app2", "Shop", "com.example.shop.voip",
            "com.example.shop.complication", "com.example.shop.pushkit.fileprovider",
            "com.example.shop.push-type.liveactivity", "com.example.shop.location-query",
        ] {
            #expect(Self.reason(good, field) == nil, "\(good)")
        }
        #expect(Self.reason("", field) == .empty)
        #expect(Self.reason("com example", field) == .notBundleIDCharacters)
        #expect(Self.reason("com/example", field) == .notBundleIDCharacters)
        #expect(Self.reason("com_example", field) == .notBundleIDCharacters)
        #expect(Self.reason("com.exämple", field) == .notBundleIDCharacters)
        #expect(Self.reason(".com.example", field) == .dotAtEnd)
        #expect(Self.reason("com.example.", field) == .dotAtEnd)
        #expect(Self.reason(".", field) == .dotAtEnd)
        #expect(Self.reason("com..example", field) == .emptyPart)
    }

    @Test func everyTopicSuffixMakesATopicTheCheckTakes() {
        for pushType in APNsPushType.allCases {
            let topic = pushType.topic(forBundleID: "com.example.shop")
            #expect(Self.reason(topic, .topic) == nil, "\(topic)")
        }
    }

    // MARK: apns-expiration

    @Test func expirationIsZeroOrAUNIXTime() {
        #expect(APNsRequest.Problem.check(.absent) == nil)
        #expect(APNsRequest.Problem.check(.immediately) == nil)
        #expect(APNsRequest.Problem.check(.at(1_893_456_000)) == nil)
        #expect(APNsRequest.Problem.check(.at(0))?.reason == .notAfter1970(seconds: 0))
        #expect(APNsRequest.Problem.check(.at(-1))?.reason == .notAfter1970(seconds: -1))
        #expect(Self.reason("0", .expiration) == nil)
        #expect(Self.reason("1893456000", .expiration) == nil)
        #expect(Self.reason("-1", .expiration) == .notAfter1970(seconds: -1))
        #expect(Self.reason("+5", .expiration) == .notInteger)
        #expect(Self.reason("1.5", .expiration) == .notInteger)
        #expect(Self.reason("tomorrow", .expiration) == .notInteger)
    }

    // MARK: Priority

    @Test func priorityIsTenFiveOrOne() {
        #expect(APNsPriority.allCases.map(\.headerValue) == ["10", "5", "1"])
        #expect(APNsPriority(rawValue: 7) == nil)
        #expect(APNsPriority(rawValue: 0) == nil)
    }

    // MARK: Options and requests

    @Test func optionsListEveryProblemInFieldOrder() {
        let options = APNsRequest.Options(
            bundleID: "", deviceToken: "xyz", expiration: .at(-3), collapseID: "a\nb", apnsID: "42")
        #expect(options.headerProblems.map(\.field) == [.bundleID, .deviceToken, .collapseID, .apnsID, .expiration])
        let good = APNsRequest.Options(
            bundleID: "com.example.shop", deviceToken: "00ff", expiration: .immediately, collapseID: "sale",
            apnsID: Self.uuid)
        #expect(good.headerProblems.isEmpty)
        #expect(APNsRequest.Options().headerProblems.isEmpty)
    }

    @Test func anUncheckedRequestCanBeCheckedAfterwards() throws {
        let request = APNsRequest(pushType: .alert, topic: "com.example.shop\r\nx-evil: 1", collapseID: "sale")
        #expect(request.headerProblems.map(\.field) == [.topic])
        #expect(request.headerProblems.first?.reason == .controlCharacter("\r"))
        let derived = try APNsRequest(
            for: .apns(.alert(title: "Sale", body: "50% off")),
            options: .init(bundleID: "com.example.shop", deviceToken: "00ff", pushType: .voip, collapseID: "sale"))
        #expect(derived.headerProblems.isEmpty)
    }

    @Test func theRequestRefusesWhatTheCheckRefusesWithTypedReasons() {
        do {
            _ = try APNsRequest(
                for: .apns(.alert(title: "Sale", body: "50% off")),
                options: .init(bundleID: "com.example.shop", collapseID: "a\r\nx-evil: 1"))
            Issue.record("expected a rejection")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.requestCollapseID])
            #expect(error.headerProblems.map(\.reason) == [.controlCharacter("\r")])
        }
        // A payload APNs does not take still has its header values reported.
        do {
            _ = try APNsRequest(
                for: .synerise(.sdkCommand(.signOut, platform: .android)), options: .init(bundleID: ""))
            Issue.record("expected a rejection")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.requestNotAPNs, .requestBundleID])
            #expect(error.headerProblems.map(\.reason) == [.empty])
        }
    }

    @Test func prepareNeverGivesAPushWithABadHeaderValue() {
        let bad: [APNsRequest.Options] = [
            .init(bundleID: "", deviceToken: "00ff"),
            .init(bundleID: "com.example.shop.", deviceToken: "00ff"),
            .init(bundleID: "com.example.shop", deviceToken: "0ff"),
            .init(bundleID: "com.example.shop", deviceToken: "00ff", collapseID: "a\r\nx-evil: 1"),
            .init(bundleID: "com.example.shop", deviceToken: "00ff", collapseID: "a\u{85}"),
            .init(bundleID: "com.example.shop", deviceToken: "00ff", collapseID: String(repeating: "x", count: 65)),
            .init(bundleID: "com.example.shop", deviceToken: "00ff", apnsID: "not-a-uuid"),
            .init(bundleID: "com.example.shop", deviceToken: "00ff", expiration: .at(-1)),
        ]
        for options in bad {
            do {
                let push = try Validator().prepare(Array(Self.alert.utf8), for: options)
                Issue.record("prepared a push with \(push.headers)")
            } catch {
                #expect(error.headerProblems.count == 1, "\(options)")
                #expect(error.diagnostics.map(\.code) == error.headerProblems.map(\.field.code))
            }
        }
        // An unreadable payload: its errors and the request's.
        do {
            _ = try Validator().prepare(Array("{".utf8), for: .init(bundleID: "", deviceToken: "00ff"))
            Issue.record("expected a rejection")
        } catch {
            #expect(error.headerProblems.map(\.field) == [.bundleID])
            #expect(error.diagnostics.contains { $0.code == .requestBundleID })
        }
        let good = try? Validator().prepare(
            Array(Self.alert.utf8), for: .init(bundleID: "com.example.shop", deviceToken: "00ff", apnsID: Self.uuid))
        #expect(good?.headers.contains(.init("apns-id", Self.uuid)) == true)
    }
}
