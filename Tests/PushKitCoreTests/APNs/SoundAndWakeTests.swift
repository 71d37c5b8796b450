import Testing

@testable import PushKitCore

/// Payloads peer libraries publish that APNs and iOS accept: the sound dictionary without
/// the critical flag (firebase-admin), content-available beside an alert (woken and shown).
@Suite struct SoundAndWakeTests {
    static func findings(_ payload: String) -> [String] {
        Validator().validate(payload).diagnostics.map { "\($0.severity) \($0.code.id) \($0.pointer)" }
    }

    @Test func aSoundDictionaryWithoutTheCriticalFlagIsAnOrdinarySound() throws {
        for payload in [
            #"{"aps":{"alert":"Hi","sound":{"name":"default"}}}"#,
            #"{"aps":{"alert":"Hi","sound":{"critical":0,"name":"ping.aiff","volume":0.5}}}"#,
            #"{"aps":{"sound":{"name":"default"}}}"#,
        ] {
            #expect(Self.findings(payload) == [], "\(payload)")
        }
        let report = Validator().validate(#"{"aps":{"sound":{"name":"ping.aiff","volume":0.5}}}"#)
        guard case .apns(let payload)? = report.payload else {
            Issue.record("not an APNs payload: \(report.kind)")
            return
        }
        #expect(payload.aps.sound == .dictionary(name: "ping.aiff", volume: 0.5))
        let encoded = String(decoding: try Payload.apns(payload).encoded(), as: UTF8.self)
        #expect(encoded == #"{"aps":{"sound":{"name":"ping.aiff","volume":0.5}}}"#)
    }

    @Test func theCriticalFlagStillNeedsZeroOrOne() {
        #expect(
            Self.findings(#"{"aps":{"alert":"Hi","sound":{"critical":2,"name":"default"}}}"#) == [
                "error apns.sound-invalid /aps/sound/critical"
            ])
    }

    @Test(arguments: [
        #"{"aps":{"content-available":1,"alert":"New messages"},"sync":"inbox"}"#,
        #"{"aps":{"content-available":1,"badge":3}}"#,
        #"{"aps":{"content-available":1,"sound":"default"}}"#,
    ])
    func contentAvailableBesideAnAlertIsAHint(_ payload: String) {
        #expect(Self.findings(payload) == ["info apns.background-with-alert /aps/content-available"])
    }

    @Test func soundInsideTheAlertOfANotificationDoesNotPlay() {
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":"Hi","sound":"default"}}}"#) == [
                "warning apns.alert-sound /aps/alert/sound"
            ])
    }
}
