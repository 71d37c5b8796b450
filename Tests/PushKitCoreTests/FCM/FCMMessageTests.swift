import Testing

@testable import PushKitCore

@Suite struct FCMMessageTests {
    static func codes(_ text: String) -> [String] {
        Validator().validate(Array(text.utf8)).diagnostics.map(\.code.id)
    }

    @Test func requestBodiesAndBareMessagesAreRecognisedByTheirOwnKeys() {
        for text in [
            #"{"message":{"token":"t","notification":{"title":"Hi"}}}"#,
            #"{"validate_only":true,"message":{"topic":"news","notification":{"title":"Hi"}}}"#,
            #"{"token":"t","notification":{"title":"Hi"}}"#,
            #"{"topic":"news","android":{"notification":{"title":"Hi"}}}"#,
        ] {
            let report = Validator().validate(Array(text.utf8))
            #expect(report.kind == .fcmNotification, "\(text)")
            #expect(report.classification.vendor == .fcm)
            #expect(report.isValid, "\(text): \(report.diagnostics)")
        }
        // A document with aps, or sent with an apns-push-type, is Apple's.
        #expect(Validator().validate(Array(#"{"aps":{"alert":"Hi"},"token":"t"}"#.utf8)).kind == .apnsAlert)
        var options = Validator.Options()
        options.pushType = .alert
        #expect(
            Validator(options: options).validate(Array(#"{"token":"t","notification":{"title":"Hi"}}"#.utf8)).kind
                != .fcmNotification)
    }

    @Test func kindsFollowTheNotificationAndTheData() {
        #expect(Validator().validate(Array(#"{"message":{"token":"t","data":{"k":"v"}}}"#.utf8)).kind == .fcmData)
        #expect(
            Validator().validate(
                Array(#"{"message":{"token":"t","data":{"k":"v"},"notification":{"title":"x"}}}"#.utf8)
            )
            .kind == .fcmNotificationData)
        #expect(
            Validator().validate(Array(#"{"message":{"token":"t","webpush":{"notification":{"title":"x"}}}}"#.utf8))
                .classification.delivery == .visible)
        // An alert in the apns override alone is a notification shown on iOS, not a data message.
        let iOSOnly = Validator().validate(
            Array(#"{"message":{"token":"t","apns":{"payload":{"aps":{"alert":{"title":"x"}}}}}}"#.utf8))
        #expect(iOSOnly.kind == .fcmNotification)
        #expect(iOSOnly.classification.delivery == .visible)
        let iOSOnlyWithData = Validator().validate(
            Array(#"{"message":{"token":"t","data":{"k":"v"},"apns":{"payload":{"aps":{"alert":"x"}}}}}"#.utf8))
        #expect(iOSOnlyWithData.kind == .fcmNotificationData)
        let background = Validator().validate(
            Array(
                #"{"message":{"token":"t","apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
                    .utf8))
        #expect(background.kind == .fcmData)
    }

    /// `{"data": {...}}` alone is a bare v1 Message with data: FCM's data kind, as its request
    /// body is, unless Synerise issued it; a member no Message has beside it leaves it unknown.
    @Test func theDataMapAloneIsADataMessage() {
        for text in [#"{"data":{"k":"v"}}"#, #"{"message":{"token":"t","data":{"k":"v"}}}"#, #"{"data":{}}"#] {
            let report = Validator().validate(Array(text.utf8))
            #expect(report.kind == .fcmData, "\(text)")
            #expect(report.classification.vendor == .fcm, "\(text)")
            #expect(report.classification.platform == .android, "\(text)")
            #expect(report.classification.delivery == .silent, "\(text)")
            #expect(report.isValid, "\(text): \(report.diagnostics)")
        }
        // Read as the message it is: what the server refuses in a data map is refused here too.
        #expect(Self.codes(#"{"data":{"from":"x"}}"#) == ["fcm.data-reserved-key"])
        #expect(Self.codes(#"{"data":{"n":1}}"#) == ["fcm.data-not-string"])
        // Synerise's data map stays Synerise's, an issuer that nearly names it too.
        #expect(Validator().validate(Array(#"{"data":{"issuer":"synerise"}}"#.utf8)).kind != .fcmData)
        #expect(Validator().validate(Array(#"{"data":{"k":"v"},"priority":"high"}"#.utf8)).kind == .unknown)
    }

    /// A message whose only content is its apns override is for iOS; one with anything for
    /// Android or the web (data, a notification, an android or webpush block) is Android's.
    @Test func aMessageForAPNsAloneIsForIOS() {
        func classification(_ text: String) -> Classification {
            Validator().validate(Array(text.utf8)).classification
        }
        let background = classification(
            #"{"message":{"token":"t","apns":{"headers":{"apns-priority":"5"},"payload":{"aps":{"content-available":1}}}}}"#
        )
        #expect(background.platform == .ios)
        #expect(background.kind == .fcmData)
        #expect(background.vendor == .fcm)
        #expect(background.delivery == .silent)
        let alert = classification(#"{"token":"t","apns":{"payload":{"aps":{"alert":{"title":"x"}}}}}"#)
        #expect(alert.platform == .ios)
        #expect(alert.delivery == .visible)
        for text in [
            #"{"message":{"token":"t","data":{"k":"v"},"apns":{"payload":{"aps":{"alert":"x"}}}}}"#,
            #"{"message":{"token":"t","notification":{"title":"x"},"apns":{"payload":{"aps":{"sound":"a"}}}}}"#,
            #"{"message":{"token":"t","android":{"priority":"high"},"apns":{"payload":{"aps":{"alert":"x"}}}}}"#,
            #"{"message":{"token":"t","webpush":{"data":{"k":"v"}},"apns":{"payload":{"aps":{"alert":"x"}}}}}"#,
            #"{"message":{"token":"t","data":{"k":"v"}}}"#,
        ] {
            #expect(classification(text).platform == .android, "\(text)")
        }
    }

    @Test func theLegacyAPIIsRefusedWithItsV1Form() {
        let report = Validator().validate(Array(#"{"registration_ids":["a","b"],"data":{"k":"v"}}"#.utf8))
        #expect(report.diagnostics.map(\.code) == [.fcmLegacyAPI])
        #expect(report.diagnostics.first?.message.contains("/v1/projects/PROJECT/messages:send") == true)
    }

    /// The request body's own fields are named as the message's are ("FCM's request has no
    /// field ..."), not "FCM's the request".
    @Test func theRequestBodysProblemsNameTheRequest() {
        let messages = Validator().validate(
            Array(#"{"validate_only":"yes","message":{"token":"t","data":{"k":"v"}},"zzz":1}"#.utf8)
        ).diagnostics.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasPrefix("FCM's request") }, "\(messages)")
    }

    @Test func aMessageWithoutATargetIsABodyTheSenderCompletes() {
        #expect(Self.codes(#"{"message":{"data":{"k":"v"}}}"#).isEmpty)
    }

    @Test func enumNamesAreReadInAnyCaseAndByNumber() {
        for priority in [#""HIGH""#, #""high""#, #""High""#, "1", "0"] {
            #expect(
                Self.codes(#"{"message":{"token":"t","data":{"k":"v"},"android":{"priority":\#(priority)}}}"#).isEmpty)
        }
        for priority in [#""PRIORITY_HIGH""#, "2", "-1", "1.5", "true"] {
            #expect(
                Self.codes(#"{"message":{"token":"t","data":{"k":"v"},"android":{"priority":\#(priority)}}}"#)
                    == ["fcm.invalid-enum"], "\(priority)")
        }
    }

    @Test func int32AcceptsNumbersAndStringsAndRefusesWhatItCannotHold() throws {
        func value(_ text: String) throws -> JSONValue {
            try #require(JSONReader().read(Array(text.utf8)).document).root
        }
        #expect(FCMValues.int32(try value("3")) == 3)
        #expect(FCMValues.int32(try value(#""-2147483648""#)) == Int32.min)
        #expect(FCMValues.int32(try value("2147483648")) == nil)
        #expect(FCMValues.int32(try value(#""99999999999""#)) == nil)
        #expect(FCMValues.int32(try value("1" + String(repeating: "0", count: 400))) == nil)
        #expect(FCMValues.int32(try value("1.5")) == nil)
        #expect(FCMValues.int32(try value(#""""#)) == nil)
    }

    @Test func durationsAreSecondsWithUpToNineDecimals() {
        #expect(FCMValues.duration("3.5s")?.nanoseconds == 500_000_000)
        #expect(FCMValues.duration("0.000000001s")?.nanoseconds == 1)
        #expect(FCMValues.duration("315576000000s")?.seconds == 315_576_000_000)
        #expect(FCMValues.duration("-1s")?.isNegative == true)
        #expect(FCMValues.duration("-0s")?.isNegative == false)
        for bad in ["3.5", "s", "1.s", ".5s", "1.0000000001s", "315576000001s", "9999999999999s", "1e3s", " 1s", "+1s"]
        {
            #expect(FCMValues.duration(bad) == nil, "\(bad)")
        }
        #expect(FCMValues.duration(String(repeating: "9", count: 100_000) + "s") == nil)
    }

    @Test func conditionsAreReadInOnePass() throws {
        #expect(try FCMCondition.read("'a' in topics").get() == 1)
        #expect(try FCMCondition.read("!('a' in topics || \"b\" in topics) && 'c' in topics").get() == 3)
        for bad in [
            "a in topics", "'a' in topics &&", "('a' in topics", "'a' in topics)", "'a b' in topics", "'a'", "",
        ] {
            #expect((try? FCMCondition.read(bad).get()) == nil, "\(bad)")
        }
        // Deep nesting is counted, not recursed into.
        let deep = String(repeating: "(", count: 50_000) + "'a' in topics" + String(repeating: ")", count: 50_000)
        #expect(try FCMCondition.read(deep).get() == 1)
    }

    @Test func theAPNsBlockIsCheckedAsAnAPNsPayloadWithItsHeaders() {
        // FCM writes the notification into aps.alert: mutable-content alone is no empty push.
        #expect(
            Self.codes(
                #"{"message":{"token":"t","notification":{"title":"x"},"apns":{"payload":{"aps":{"mutable-content":1}}}}}"#
            ).isEmpty)
        #expect(
            Self.codes(#"{"message":{"token":"t","apns":{"payload":{"aps":{"badge":"1"}}}}}"#)
                == ["apns.badge-not-integer"])
        #expect(
            Self.codes(
                #"{"message":{"token":"t","apns":{"headers":{"apns-priority":"10"},"payload":{"aps":{"content-available":1}}}}}"#
            ) == ["apns.priority-mismatch"])
        #expect(
            Self.codes(
                #"{"message":{"token":"t","notification":{"title":"x"},"apns":{"headers":{"apns-push-type":"wake"}}}}"#)
                == ["fcm.apns-header"])
    }

    @Test func theSizeIsThePayloadNotTheEnvelope() {
        let value = String(repeating: "x", count: 4000)
        // 4,000 bytes of data and a long token: under FCM's 4,096.
        let token = String(repeating: "t", count: 500)
        #expect(Self.codes(#"{"message":{"token":"\#(token)","data":{"k":"\#(value)"}}}"#).isEmpty)
        #expect(
            Self.codes(#"{"message":{"token":"t","data":{"k":"\#(value)","l":"\#(value)"}}}"#) == [
                "fcm.message-too-large"
            ])
    }

    /// A Synerise data map is sent as a v1 message's data whatever its wrapper: a key FCM
    /// reserves is refused in each, at the key, as prepare refuses it.
    @Test func aSyneriseDataMapIsRefusedAReservedKeyInEveryWrapper() throws {
        let map =
            #""issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":"{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}","google.x":"1""#
        for text in ["{" + map + "}", #"{"data":{"# + map + "}}", #"{"message":{"token":"t","data":{"# + map + "}}}"] {
            let report = Validator().validate(Array(text.utf8))
            #expect(report.kind == .syneriseSilentSDKCommand, "\(text)")
            #expect(report.diagnostics.map(\.code) == [.fcmDataReservedKey], "\(text)")
            let diagnostic = try #require(report.diagnostics.first)
            let key = try #require(text.firstRange(of: #""google.x""#)).lowerBound
            #expect(diagnostic.location.offset == text.utf8.distance(from: text.startIndex, to: key), "\(text)")
        }
    }

    @Test func aSyneriseDataMapInAMessageStaysSynerises() {
        let report = Validator().validate(
            Array(
                #"{"message":{"token":"t","data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":"{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}"},"android":{"priority":"urgent"}}}"#
                    .utf8))
        #expect(report.kind == .syneriseSilentSDKCommand)
        #expect(report.diagnostics.map(\.code) == [.fcmInvalidEnum])
    }
}
