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

    @Test func everyPushTypeHasAKind() {
        for type in APNsPushType.allCases {
            #expect(PayloadKind(id: PayloadKind.apns(type).id) != nil, "\(type)")
        }
    }
}
