import PushKitCore
import Testing

/// Identifiers the device looks up in its own tables (a category, a loc-key, an
/// attributes-type) match only with the same code points: Swift's `==`, `Set` and
/// `Dictionary` use canonical equivalence, Foundation on the device does not (issue 39
/// item 4). One that differs from the app's only by normalization is reported with the
/// severity of the rule it fails, and a literal match is clean.
@Suite struct LiteralIdentifierTests {
    /// `CAFÉ` as NFC (U+00C9) in the profile; pushes name it in NFD (E, U+0301).
    static let nfc = "CAF\u{C9}"
    static let nfd = "CAFE\u{301}"

    static let profile: AppProfile = {
        let json =
            #"{"categories":["\#(nfc)"],"strings":"Localizable.strings","liveActivities":{"\#(nfc)Attributes":{"contentState":{"n":"Int"}}}}"#
        let read = AppProfile.read(Array(json.utf8), file: "app.json") { _ in
            Array("\"\(nfc)_TITLE\" = \"Caf\u{E9} open\";\n".utf8)
        }
        return read.profile
    }()

    static func findings(_ aps: String) -> [String] {
        Validator(app: profile).validate(#"{"aps":{\#(aps)}}"#).diagnostics.filter { $0.code.id.hasPrefix("app.") }
            .map { "\($0.code.id) \($0.severity) \($0.pointer)" }
    }

    @Test func theSwiftComparisonsWouldMatch() {
        // What the check must not rely on.
        #expect(Self.nfc == Self.nfd)
        #expect(Set([Self.nfc]).contains(Self.nfd))
    }

    @Test func aCategoryInAnotherNormalizationIsUnregistered() {
        #expect(Self.findings(#""alert":"Hi","category":"\#(Self.nfc)""#) == [])
        #expect(
            Self.findings(#""alert":"Hi","category":"\#(Self.nfd)""#) == [
                "app.category-unregistered warning /aps/category"
            ])
        let message =
            Validator(app: Self.profile).validate(#"{"aps":{"alert":"Hi","category":"\#(Self.nfd)"}}"#)
            .diagnostics.first?.message ?? ""
        #expect(message.contains(#"CAFE\u{301}"#) && message.contains(#"CAF\u{C9}"#), "\(message)")
    }

    @Test func aLocKeyInAnotherNormalizationShowsAsItself() {
        #expect(Self.findings(#""alert":{"loc-key":"\#(Self.nfc)_TITLE"}"#) == [])
        #expect(
            Self.findings(#""alert":{"loc-key":"\#(Self.nfd)_TITLE"}"#) == [
                "app.string-unknown-key error /aps/alert/loc-key"
            ])
    }

    @Test func anAttributesTypeInAnotherNormalizationStartsNothing() {
        let start =
            #""event":"start","timestamp":1,"content-state":{"n":1},"attributes":{},"alert":{"title":"t","body":"b"},"attributes-type":"#
        #expect(Self.findings(start + #""\#(Self.nfc)Attributes""#) == [])
        #expect(
            Self.findings(start + #""\#(Self.nfd)Attributes""#) == [
                "app.activity-unknown-type error /aps/attributes-type"
            ])
        #expect(Self.profile.liveActivity(named: Self.nfd + "Attributes") == nil)
    }
}
