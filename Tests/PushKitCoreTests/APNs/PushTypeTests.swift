import PushKitCore
import Testing

/// Every push type Apple documents is understood with the payload it needs.
@Suite struct PushTypeTests {
    static func report(_ json: String, _ pushType: APNsPushType? = nil) -> ValidationReport {
        Validator(options: .init(pushType: pushType)).validate(json)
    }

    static func codes(_ report: ValidationReport) -> [String] { report.diagnostics.map(\.code.id) }

    @Test func anMDMPushNeedsNoAPSButItsPushMagic() {
        let mdm = Self.report(#"{"mdm":"6FE5A8A2-4B8D-4A6B-9E53-3B3C0C7F2C11"}"#)
        #expect(Self.codes(mdm).isEmpty)
        #expect(mdm.kind.id == "apns.mdm")
        #expect(mdm.classification.pushType == .mdm)
        let withoutMagic = Self.report(#"{"aps":{}}"#, .mdm)
        #expect(Self.codes(withoutMagic) == ["apns.push-type-payload"])
    }

    @Test func aWidgetOrControlReloadNeedsContentChanged() {
        let implied = Self.report(#"{"aps":{"content-changed":true}}"#)
        #expect(Self.codes(implied).isEmpty)
        #expect(implied.kind.id == "apns.widgets")
        for type in [APNsPushType.widgets, .controls] {
            #expect(Self.codes(Self.report(#"{"aps":{"content-changed":true}}"#, type)).isEmpty)
            #expect(Self.codes(Self.report(#"{"aps":{}}"#, type)) == ["apns.push-type-payload"])
            #expect(Self.report(#"{"aps":{"content-changed":true}}"#, type).kind.id == "apns.\(type.rawValue)")
        }
    }

    @Test func pushKitAndServicePushesNeedNothingVisible() {
        for type in APNsPushType.allCases where type.isDeliveredToService && type != .mdm {
            let report = Self.report(#"{"aps":{},"caller":"Ada"}"#, type)
            #expect(Self.codes(report).isEmpty, "\(type)")
            #expect(report.kind.id == "apns.\(type.rawValue)")
            #expect(Self.codes(Self.report(#"{"caller":"Ada"}"#, type)).isEmpty, "\(type): aps is optional")
        }
        #expect(Self.codes(Self.report(#"{"aps":{},"caller":"Ada"}"#)) == ["apns.no-effect"])
    }

    @Test func aGivenAPNsPushTypeMakesATopLevelDataMemberTheAppsOwn() {
        let asFCM = Self.report(#"{"data":{"k":"v"}}"#)
        #expect(!Self.codes(asFCM).contains("apns.aps-missing"))
        let asAPNs = Self.report(#"{"data":{"k":"v"}}"#, .alert)
        #expect(Self.codes(asAPNs).contains("apns.aps-missing"))
    }

    /// Each sentence `render` writes for a push that shows nothing says what Apple's page for
    /// it says (APNsPushType.deviceEffect lists them): who gets the push, on what condition.
    @Test func eachDeviceEffectSaysWhatAppleDocuments() throws {
        let facts: [APNsPushType: [String]] = [
            .voip: ["PushKit delegate", "CallKit at once", "CallKit shows it", "terminated", "no longer launched"],
            .complication: ["watchOS app's PushKit delegate", "active watch face", "50 times a day"],
            .fileProvider: ["File Provider enumerator", "container the payload names", "PushKit delegate gets it"],
            .location: ["Location Push Service Extension", "iOS 15", "send it to the server"],
            .mdm: ["contact its MDM server", "poll it for the commands"],
            .pushToTalk: ["channel manager", "active speaker", "Push to Talk interface", "leaving the channel"],
            .widgets: ["reloads the timelines", "reloadAllTimelines()", "iOS 26"],
            .controls: ["reloads the app's controls", "iOS 18"],
        ]
        for type in APNsPushType.allCases {
            guard let needed = facts[type] else {
                #expect(type.deviceEffect == nil, "\(type)")
                continue
            }
            let sentence = try #require(type.deviceEffect, "\(type)")
            for fact in needed { #expect(sentence.contains(fact), "\(type): \(sentence)") }
            // The MDM push is no check-in (a protocol of its own); each says what is shown, if anything.
            #expect(!sentence.contains("check in"), "\(type)")
            #expect(sentence.contains("show"), "\(type)")
        }
    }

    @Test func everyPushTypeHasAKind() {
        for type in APNsPushType.allCases {
            #expect(PayloadKind(id: PayloadKind.apns(type).id) != nil, "\(type)")
        }
    }
}
