import Testing

@testable import PushKitCore

/// A push-to-start as Apple's ActivityKit push article requires it: event start, an alert,
/// attributes-type and attributes; on iOS 18 `"input-push-token": 1` and a base64
/// `input-push-channel` (issue 26 item 3).
@Suite struct LiveActivityStartTests {
    static let start =
        #""timestamp":1700000000,"event":"start","content-state":{"eta":5},"attributes-type":"DeliveryAttributes","attributes":{"order":"1042"}"#

    static func findings(_ aps: String, _ options: Validator.Options = .init()) -> [String] {
        Validator(options: options).validate(#"{"aps":{\#(aps)}}"#).diagnostics.map {
            "\($0.severity) \($0.code.id) \($0.pointer)"
        }
    }

    @Test func aStartWithAnAlertIsComplete() {
        #expect(Self.findings(Self.start + #","alert":{"title":"Order confirmed","body":"Preparing"}"#) == [])
    }

    @Test func aStartWithoutAnAlertIsIncomplete() {
        #expect(Self.findings(Self.start) == ["error apns.liveactivity-incomplete /aps"])
        let message = Validator().validate(#"{"aps":{\#(Self.start)}}"#).diagnostics.first?.message ?? ""
        #expect(message.contains("\"alert\"") && message.contains("Include an alert"), "\(message)")
        // An update or an end needs no alert.
        #expect(Self.findings(#""timestamp":1700000000,"event":"update","content-state":{"eta":4}"#) == [])
        #expect(Self.findings(#""timestamp":1700000000,"event":"end","content-state":{"eta":0}"#) == [])
    }

    @Test func aStartWhoseAlertShowsNothingIsAnError() {
        #expect(Self.findings(Self.start + #","alert":{}"#) == ["error apns.alert-empty /aps/alert"])
        #expect(Self.findings(Self.start + #","alert":"""#) == ["error apns.alert-empty /aps/alert"])
        // Outside a start an empty alert stays a warning.
        #expect(
            Self.findings(#""timestamp":1700000000,"event":"update","content-state":{},"alert":{}"#) == [
                "warning apns.alert-empty /aps/alert"
            ])
    }

    /// Both start keys without `event` are the start they try to be: what a start lacks is
    /// reported, not "send it as an alert push".
    @Test func startKeysWithoutAnEventAreAnIncompleteStart() {
        let aps = #""attributes-type":"DeliveryAttributes","attributes":{"order":"1042"},"alert":{"title":"Hi"}"#
        for options in [Validator.Options(), Validator.Options(pushType: .liveActivity)] {
            let report = Validator(options: options).validate(#"{"aps":{\#(aps)}}"#)
            #expect(report.kind == .apnsLiveActivity)
            #expect(report.classification.pushType == .liveActivity)
            #expect(!report.diagnostics.contains { $0.code == .apnsPushTypeMismatch })
            let messages = report.diagnostics.filter { $0.code == .apnsLiveActivityIncomplete }.map(\.message)
            #expect(messages.count == 3, "\(messages)")  // timestamp, event, content-state
            #expect(messages.contains { $0.contains("\"event\"") && $0.contains("\"start\"") }, "\(messages)")
        }
        // Sent as liveactivity, one start key is enough to tell; without the push type it
        // is not a Live Activity (node-apn's lone attributes-type stays apns.no-effect).
        #expect(
            Validator(options: .init(pushType: .liveActivity)).validate(#"{"aps":{"attributes-type":"A"}}"#).kind
                == .apnsLiveActivity)
        #expect(Self.findings(#""attributes-type":"A""#) == ["warning apns.no-effect /aps"])
    }

    @Test func theIOS18StartOptionsHaveTheTypesAppleDocuments() {
        let alert = #","alert":{"title":"Hi","body":"Started"}"#
        #expect(Self.findings(Self.start + alert + #","input-push-token":1"#) == [])
        #expect(Self.findings(Self.start + alert + #","input-push-channel":"dHN0LXNyY2gtY2hubA==""#) == [])
        for token in ["true", "\"1\"", "0", "1.5"] {
            #expect(
                Self.findings(Self.start + alert + #","input-push-token":\#(token)"#) == [
                    "error apns.invalid-type /aps/input-push-token"
                ], "\(token)")
        }
        for channel in ["7", "\"the-channel\"", "\"\"", "\"abc\"", "\"ab=c\""] {
            #expect(
                Self.findings(Self.start + alert + #","input-push-channel":\#(channel)"#) == [
                    "error apns.invalid-type /aps/input-push-channel"
                ], "\(channel)")
        }
    }

    @Test func base64IsRFC4648Standard() {
        for text in ["dHN0LXNyY2gtY2hubA==", "YQ==", "YWI=", "YWJj", "+/+/"] {
            #expect(APNsDecoder.isBase64(text), "\(text)")
        }
        for text in ["", "YQ", "YQ=", "Y===", "YQ==YQ==", "a-b_", "YW J"] {
            #expect(!APNsDecoder.isBase64(text), "\(text)")
        }
    }
}
