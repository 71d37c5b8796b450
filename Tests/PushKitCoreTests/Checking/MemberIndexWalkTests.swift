import PushKitTestSupport
import Testing

@testable import PushKitCore

/// The member index read by a walk that checks nothing (``JSONValue/memberIndex()``),
/// which the vendors' claims and the classification ask instead of walking the top
/// level and `aps` for each key, and the decisions that now read it.
@Suite("Member index of the top level and aps")
struct MemberIndexWalkTests {
    @Test("lookups and key tests through the walked index answer as the object does")
    func lookups() throws {
        var generator = SplitMix64(seed: 41)
        // "aps" and "ags" share a bit; "mcID", "MCID" and "mcid" are one key in any case;
        // escaped and invalid keys make every lookup walk.
        let spellings = [
            "aps", "ags", "issuer", "mcID", "MCID", "mcid", "mcii", #"mc\u0049D"#, "system", "in-app", "id", "k",
            #"\u0061ps"#,
        ]
        for _ in 0..<1_500 {
            let bytes = generator.objectBytes(keys: spellings, invalidKeyOneIn: 25)
            let root = try #require(JSONReader().read(bytes).document).root
            let index = root.memberIndex()
            let shown = String(decoding: bytes, as: UTF8.self)
            #expect(index.member(of: root, "aps")?.index == root.referenceLookup("aps"), "\(shown)")
            #expect(index.member(of: root, "ags")?.index == root.referenceLookup("ags"), "\(shown)")
            #expect(index.member(of: root, "issuer")?.index == root.referenceLookup("issuer"), "\(shown)")
            #expect(index.member(of: root, "system")?.index == root.referenceLookup("system"), "\(shown)")
            #expect(index.member(of: root, "in-app")?.index == root.referenceLookup("in-app"), "\(shown)")
            #expect(index.member(of: root, "mcID")?.index == root.referenceLookup("mcID"), "\(shown)")
            #expect(index.member(of: root, "missing") == nil)
            // Keys of one byte (a literal of one scalar) and of two.
            #expect(index.member(of: root, "k")?.index == root.referenceLookup("k"), "\(shown)")
            #expect(index.member(of: root, "id")?.index == root.referenceLookup("id"), "\(shown)")
            // A key test may answer yes for a key the object lacks, never no for one it has.
            if root.referenceLookup("issuer") != nil { #expect(index.mayHave("issuer"), "\(shown)") }
            if root.referenceLookup("aps") != nil { #expect(index.mayHave("aps"), "\(shown)") }
            let mcidInAnyCase = root.members.contains { $0.key.lowercased() == "mcid" }
            if mcidInAnyCase { #expect(index.mayHave(ignoringCase: "mcid"), "\(shown)") }
        }
        // A value that is not an object has no keys.
        let array = try #require(JSONReader().read(Array(#"[{"aps":1}]"#.utf8)).document).root
        #expect(array.memberIndex().member(of: array, "aps") == nil)
        #expect(!array.memberIndex().mayHave("aps"))
    }

    /// Each document is judged by a decision that now reads the index of the top level
    /// or of `aps`; a wrong index would give another vendor, kind or feature.
    @Test(
        "claims and classification read through the indexes",
        arguments: [
            // Every claim but Apple's refuses a document with a top-level aps.
            (#"{"aps":{"alert":"a"},"promotions":[],"context":{"pid":1}}"#, Vendor.apns, "alert"),
            (#"{"aps":{"alert":"a"},"hasEngagement":true,"campaignId":1}"#, .apns, "alert"),
            (#"{"aps":{"alert":"a"},"data":{"k":"v"}}"#, .apns, "alert"),
            (#"{"aps":{"alert":"a"},"type":"walkthrough"}"#, .apns, "alert"),
            // aps written with an escape, or twice (the last one counts).
            (#"{"\u0061ps":{"alert":{"loc-key":"K"}}}"#, .apns, "alert,localized"),
            (#"{"aps":{"badge":1},"aps":{"alert":{"loc-key":"K"}}}"#, .apns, "alert,localized"),
            // Cordial's markers: mcID in any case, in-app, system, the carousel category.
            (#"{"aps":{"alert":"a"},"McId":"x"}"#, .cordial, ""),
            (#"{"aps":{"alert":"a"},"m\u0063id":"x"}"#, .cordial, ""),
            (#"{"aps":{"alert":"a"},"in-app":{}}"#, .cordial, ""),
            (#"{"aps":{"alert":"a"},"system":{"iam":{}}}"#, .cordial, ""),
            (#"{"aps":{"alert":"a","category":"carouselNotificationCategory"},"id":1}"#, .cordial, ""),
            (#"{"aps":{"alert":"a","c\u0061tegory":"carouselNotificationCategory"}}"#, .cordial, ""),
            (#"{"aps":{"alert":"a"},"mcid2":"x","mci":"y"}"#, .apns, "alert"),
            // The issuer.
            (#"{"aps":{"alert":"a"},"issuer":"Synerise","content-type":"simple-push"}"#, .synerise, ""),
            (#"{"aps":{"alert":"a"},"iss\u0075er":"Synerise","content-type":"simple-push"}"#, .synerise, ""),
            // Localized: aps's title-loc-key or alert's loc-key, plain or escaped.
            (#"{"aps":{"alert":"a","title-loc-key":"T"}}"#, .apns, "alert,localized"),
            (#"{"aps":{"\u0061lert":{"loc-key":"K"}}}"#, .apns, "alert,localized"),
            (#"{"aps":{"alert":{"title":"t","loc-args":[]}}}"#, .apns, "alert"),
        ])
    func decisions(text: String, vendor: Vendor, features: String) {
        let report = Validator().validate(text)
        #expect(report.classification.vendor == vendor, "\(text)")
        if vendor == .apns {
            #expect(report.classification.features.joined(separator: ",") == features, "\(text)")
        }
    }

    @Test("a widget reload is implied by content-changed in aps, written plainly or escaped")
    func widgets() {
        for text in [#"{"aps":{"content-changed":true}}"#, #"{"aps":{"content-ch\u0061nged":true}}"#] {
            #expect(Validator().validate(text).classification.kind == .apns(.widgets), "\(text)")
        }
        #expect(Validator().validate(#"{"aps":{"content-changed":false}}"#).classification.kind != .apns(.widgets))
    }
}
