import Testing

@testable import PushKitCore

/// Pins what the Cordial decoder reads since its key checks index the keys they walk
/// (the top level, `system`, `deepLink`) and pass over, on their bytes, the unknown keys
/// that can be neither a case slip nor a near miss; and the byte test of its links.
@Suite struct CordialKeyWalkTests {
    private func codes(_ text: String) -> [String] {
        Validator().validate(text).diagnostics.map { "\($0.code) \($0.pointer)" }.sorted()
    }

    /// The members left beside the model: none when every member is a modelled key (the
    /// decoder then keeps no view), and the others kept when any is there.
    @Test func theMembersBesideTheModelAreKeptOnlyWhenThere() {
        func payload(_ text: String) -> CordialPayload? {
            guard case .cordial(let payload)? = Validator().validate(text).payload else { return nil }
            return payload
        }
        let plain = payload(
            ##"{"aps":{"alert":"Hi"},"mcID":"m-1","imageURL":"https://a.example.com/i.png","##
                + ##""deepLink":{"url":"https://a.example.com/","fallbackUrl":"https://a.example.com/f"}}"##)
        #expect(plain?.extra == [:])
        #expect(plain?.deepLink?.extra == [:])
        let custom = payload(
            ##"{"aps":{"alert":"Hi"},"mcID":"m-1","campaign":"x","##
                + ##""deepLink":{"url":"https://a.example.com/","utm":"y"}}"##)
        #expect(custom?.extra["campaign"] == .string("x"))
        #expect(custom?.extra.count == 1)
        #expect(custom?.deepLink?.extra["utm"] == .string("y"))
        // A modelled key written twice is not left beside the model either.
        #expect(payload(##"{"aps":{"alert":"Hi"},"mcID":"m-1","mcID":"m-2"}"##)?.extra == [:])
        // An `aps` the decoder refuses is kept as written.
        #expect(payload(##"{"aps":1,"mcID":"m-1"}"##)?.extra["aps"] != nil)
    }

    @Test func caseSlipsAndNearMissesAreStillReported() {
        let found = codes(
            ##"{"aps":{"alert":"Hi"},"mcID":"m-1","campaign":"x","imageUrl":"https://a.example.com/i.png","mcIDx":1,"##
                + ##""deepLink":{"url":"https://a.example.com/","vanityURL":"https://e.example.com/v","##
                + ##""fallback_url":"https://a.example.com/f"}}"##
        )
        #expect(found.contains("cordial.key-case /imageUrl"))
        #expect(found.contains("payload.possible-typo /mcIDx"))
        #expect(found.contains("cordial.key-case /deepLink/vanityURL"))
        #expect(found.contains("payload.possible-typo /deepLink/fallback_url"))
        #expect(!found.contains { $0.hasSuffix("/campaign") })
    }

    /// A key that is neither as long as a known key nor near one by its folded length, but
    /// not ASCII: the Kelvin sign lowercases to `k`, so `deepLinK` (K = U+212A) is
    /// `deepLink` in another case, though two bytes longer.
    @Test func aNonASCIIKeyIsStillComparedOnceLowercased() {
        let found = codes(
            ##"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLin\##u{212A}":{"url":"https://a.example.com/"}}"##)
        #expect(found.contains("cordial.key-case /deepLin\u{212A}"))
    }

    /// The last of repeated keys wins, and a key written with escapes is found by the
    /// lookups that read the walk's index.
    @Test func repeatedAndEscapedKeysAreReadAsTheirObjectReadsThem() throws {
        let report = Validator().validate(
            ##"{"aps":{"alert":"Hi"},"mc\u0049D":"m-1","deepLink":"https://a.example.com/","deepLink":{"url":"https://a.example.com/b"}}"##
        )
        #expect(report.diagnostics.map { "\($0.code)" }.filter { $0.hasPrefix("cordial.") } == [])
        guard case .cordial(let payload) = report.payload else {
            Issue.record("not read as Cordial's: \(report.classification)")
            return
        }
        #expect(payload.mcID == "m-1")
        #expect(payload.deepLink?.url == "https://a.example.com/b")
        let legacy = codes(
            ##"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{},"iam":5,"deepLink":{"url":"https://a.example.com/"}}}"##
        )
        #expect(legacy.contains("cordial.trigger-not-object /system/iam"))
        #expect(legacy.contains("cordial.legacy-deep-link /system/deepLink"))
    }

    /// The byte test of a deep link against the byte ranges it stands for.
    @Test func percentEncodingIsNeededForExactlyTheRefusedBytes() {
        for value in 0...255 {
            let byte = UInt8(value)
            let refused: Bool
            switch byte {
            case 0...0x20, 0x7F...0xFF: refused = true
            case UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"), UInt8(ascii: "^"),
                UInt8(ascii: "`"), UInt8(ascii: "{"), UInt8(ascii: "|"), UInt8(ascii: "}"):
                refused = true
            default: refused = false
            }
            #expect(Cordial.Decoder.needsPercentEncoding(byte) == refused, "byte \(value)")
        }
    }

    /// The byte filter never drops a key the string checks would report (a case slip or a
    /// near miss), and drops a payload's own key that is neither.
    @Test func theByteFilterKeepsEveryReportableKey() {
        let known = WireKeys.cordial.known
        let keys = [
            "tracking", "recommendations", "MCID", "mcId", "imageUrl", "image_url", "imageURLs", "deeplink",
            "deep-link",
            "carousal", "sytem", "system_", "ap", "APS", "a", "", "aps.", "Carousel", "imgURL", "deepLin\u{212A}",
            "mcIDs", "camp",
        ]
        for key in keys {
            let lowered = key.lowercased()
            let caseSlip = known.lowercasedKeys.contains(lowered)
            let reportable = caseSlip || KeySpelling.nearMiss(key, in: known) != nil
            var text = key
            let kept = text.withUTF8 { KeySpelling.maybeCaseSlipOrNearMiss($0, of: known) }
            if reportable { #expect(kept, "\(key)") }
        }
        var own = "tracking"
        #expect(!own.withUTF8 { KeySpelling.maybeCaseSlipOrNearMiss($0, of: known) })
    }
}
