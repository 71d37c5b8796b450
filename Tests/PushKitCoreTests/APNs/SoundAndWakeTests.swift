import PushKitCore
import Testing

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
        let encoded = String(decoding: Payload.apns(payload).encoded(), as: UTF8.self)
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

    /// The hint says what the user gets: a push with a badge or a sound and no alert shows
    /// no alert (issue 26 item 5).
    @Test func theHintNamesWhatIsVisible() {
        func message(_ payload: String) -> String? {
            Validator().validate(payload).diagnostics.first { $0.code == .apnsBackgroundWithAlert }?.message
        }
        let badge = message(#"{"aps":{"content-available":1,"badge":3}}"#) ?? ""
        #expect(badge.contains("the badge is set") && !badge.contains("alert shows"), "\(badge)")
        let sound = message(#"{"aps":{"content-available":1,"sound":"default","badge":0}}"#) ?? ""
        #expect(sound.contains("the badge is set and the sound plays") && !sound.contains("alert shows"), "\(sound)")
        let alert = message(#"{"aps":{"content-available":1,"alert":"Hi"}}"#) ?? ""
        #expect(alert.contains("an alert: the alert shows"), "\(alert)")
    }

    @Test func soundInsideTheAlertOfANotificationDoesNotPlay() {
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":"Hi","sound":"default"}}}"#) == [
                "warning apns.alert-sound /aps/alert/sound"
            ])
    }
}
