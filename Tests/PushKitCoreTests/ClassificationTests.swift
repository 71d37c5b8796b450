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
