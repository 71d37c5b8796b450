import Testing

@testable import PushKitCore

@Suite("Feature lists")
struct FeatureListTests {
    @Test("the known features are declared in ascending order of their names")
    func knownFeaturesAreSorted() {
        let names = FeatureList.Feature.allCases.map(\.name)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        #expect(FeatureList.Feature.allCases.count <= 32)
    }

    @Test("features come out once each, sorted, whichever way they went in")
    func sortedAndUnique() {
        var features = FeatureList()
        features.insert(.sound)
        features.insert("alert")
        features.insert(.alert)
        features.insert("text-badge")
        features.insert(.deepLink)
        #expect(features.sorted() == ["alert", "deep-link", "sound", "text-badge"])
    }

    @Test("a name outside the known features is kept and sorted among them")
    func otherNames() {
        var features = FeatureList()
        features.insert(.trigger)
        features.insert("zzz-custom")
        features.insert("beta")
        features.insert("beta")
        features.insert(.alert)
        #expect(features.sorted() == ["alert", "beta", "trigger", "zzz-custom"])
        #expect(FeatureList().sorted().isEmpty)
    }
}

@Suite("The localized feature")
struct LocalizedFeatureTests {
    /// Whether validating `json` classifies it as localised.
    private func isLocalized(_ json: String) -> Bool {
        Validator().validate(json).classification.features.contains("localized")
    }

    @Test("an alert of a title and a body alone, held inline, is not localised")
    func plainAlert() {
        #expect(!isLocalized(#"{"aps":{"alert":{"title":"Hi","body":"There"}}}"#))
        #expect(!isLocalized(#"{"aps":{"alert":{"body":"There"}}}"#))
        #expect(!isLocalized(#"{"aps":{"alert":"There"}}"#))
        #expect(!isLocalized(#"{"aps":{"alert":{"title":"Hi","subtitle":"S","body":"There"}}}"#))
    }

    @Test("a loc-key in the alert, of any type and beside any member, is localised")
    func locKeyInAlert() {
        #expect(isLocalized(#"{"aps":{"alert":{"loc-key":"GREETING"}}}"#))
        #expect(isLocalized(#"{"aps":{"alert":{"title":"Hi","loc-key":"GREETING"}}}"#))
        #expect(isLocalized(#"{"aps":{"alert":{"title":"Hi","body":"There","loc-key":"GREETING"}}}"#))
        #expect(isLocalized(#"{"aps":{"alert":{"body":"There","loc-key":7}}}"#))
        // The alert the model keeps is the last one written.
        #expect(isLocalized(#"{"aps":{"alert":{"title":"Hi"},"alert":{"loc-key":"GREETING"}}}"#))
        #expect(!isLocalized(#"{"aps":{"alert":{"loc-key":"GREETING"},"alert":{"title":"Hi"}}}"#))
    }

    @Test("a title-loc-key beside the alert in aps is localised, whatever the alert")
    func titleLocKeyInAPS() {
        #expect(isLocalized(#"{"aps":{"alert":{"title":"Hi","body":"There"},"title-loc-key":"T"}}"#))
        #expect(isLocalized(#"{"aps":{"alert":"There","title-loc-key":"T"}}"#))
    }
}
