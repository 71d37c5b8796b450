import PushKitCore
import Testing

/// The decoder reads an alert of a title and a body alone on a short path and holds it
/// inline (``APS/StructuredAlert``); any other member takes the full path and a box. The
/// two paths and the two forms must not differ in what is reported or in the value.
@Suite struct AlertFormTests {
    static func findings(_ payload: String) -> [String] {
        Validator().validate(payload).diagnostics.map { "\($0.severity) \($0.code.id) \($0.pointer)" }
    }

    static func alert(_ payload: String) -> APS.StructuredAlert? {
        guard case .apns(let decoded)? = Validator().validate(payload).payload,
            case .structured(let alert)? = decoded.aps.alert
        else { return nil }
        return alert
    }

    @Test func theShortPathReportsWhatTheFullPathDoes() {
        // Empty texts: nothing shows, on either path.
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":"","body":""}}}"#) == ["warning apns.alert-empty /aps/alert"])
        #expect(Self.findings(#"{"aps":{"alert":{}}}"#) == ["warning apns.alert-empty /aps/alert"])
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":"","body":"","action":"x"}}}"#) == [
                "warning apns.alert-empty /aps/alert"
            ])
        // A text that is not a string leaves the short path, and is reported.
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":1,"body":"Hi"}}}"#) == ["error apns.invalid-type /aps/alert/title"]
        )
        // A key written twice: the last one is read, the first is not left out as a member.
        #expect(Self.alert(#"{"aps":{"alert":{"title":"A","title":"B"}}}"#)?.title == "B")
        // A key with an escape reads as the key it spells.
        #expect(Self.alert(#"{"aps":{"alert":{"ti\u0074le":"A","body":"B"}}}"#)?.extra == [:])
        #expect(Self.alert(#"{"aps":{"alert":{"ti\u0074le":"A","body":"B"}}}"#)?.title == "A")
    }

    @Test func localisationsAreReadOnlyWhenTheirKeysAreThere() {
        #expect(
            Self.findings(#"{"aps":{"alert":{"title":"Hi","loc-args":["a"]}}}"#) == [
                "warning apns.loc-args-without-key /aps/alert/loc-args"
            ])
        let alert = Self.alert(#"{"aps":{"alert":{"title-loc-key":"T","loc-key":"B","loc-args":["x"]}}}"#)
        #expect(alert?.titleLocalization == .init(key: "T", arguments: nil))
        #expect(alert?.subtitleLocalization == nil)
        #expect(alert?.bodyLocalization == .init(key: "B", arguments: ["x"]))
        #expect(Self.findings(#"{"aps":{"alert":{"loc-key":"B"}}}"#) == [])
    }

    @Test func theDatesOutsideALiveActivityAreStillChecked() {
        #expect(
            Self.findings(#"{"aps":{"alert":"Hi","stale-date":"soon"}}"#) == [
                "error apns.invalid-type /aps/stale-date"
            ])
        #expect(Self.findings(#"{"aps":{"alert":"Hi","timestamp":1700000000}}"#) == [])
    }

    @Test func bothFormsAreEqualAndHashAlike() {
        let decoded = Self.alert(#"{"aps":{"alert":{"title":"Sale","body":"Today only"}}}"#)
        let built = APS.StructuredAlert(title: "Sale", body: "Today only")
        let boxed = APS.StructuredAlert(title: "Sale", body: "Today only", launchImage: "x.png")
        var unboxed = boxed
        unboxed.launchImage = nil
        #expect(decoded == built)
        #expect(unboxed == built)
        #expect(boxed != built)
        #expect(Set([decoded, built, unboxed].compactMap { $0 }).count == 1)
        // The full path, here for a member the model keeps in `extra`, makes the same value
        // as the builder when that member is taken out.
        var full = Self.alert(#"{"aps":{"alert":{"title":"Sale","body":"Today only","action":"Go"}}}"#)
        #expect(full?.extra == ["action": "Go"])
        full?.extra = [:]
        #expect(full == built)
    }

    @Test func changingAnInlineAlertKeepsItsTexts() {
        guard var alert = Self.alert(#"{"aps":{"alert":{"title":"Sale","body":"Today only"}}}"#) else {
            Issue.record("no structured alert")
            return
        }
        let original = alert
        alert.subtitle = "Shoes"
        alert.extra["action"] = "Go"
        #expect(alert.title == "Sale" && alert.subtitle == "Shoes" && alert.body == "Today only")
        #expect(alert.extra == ["action": "Go"])
        #expect(original.subtitle == nil && original.extra == [:])
        alert.title = "New"
        #expect(alert.title == "New" && original.title == "Sale")
    }

    /// The walk for unknown `aps` keys is skipped when every member is a modelled key,
    /// once each: a key written twice, a kept key or an unknown key still takes it.
    @Test func unknownAPSKeysAreFoundWhateverElseIsThere() {
        #expect(Self.findings(#"{"aps":{"alert":"Hi"}}"#) == [])
        #expect(Self.findings(#"{"aps":{"alert":"Hi","note":1}}"#) == ["info apns.custom-key-in-aps /aps/note"])
        #expect(
            Self.findings(#"{"aps":{"alert":"Hi","alert":"Ho","note":1}}"#).contains(
                "info apns.custom-key-in-aps /aps/note"))
        #expect(
            Self.findings(#"{"aps":{"badge":1,"contentAvailable":1}}"#).contains(
                "warning apns.flag-misspelt /aps/contentAvailable"))
        #expect(Self.findings(#"{"aps":{"alert":"Hi","url-args":["a"],"note":1}}"#).count == 1)
    }
}
