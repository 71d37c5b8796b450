import Testing

@testable import PushKitCore

/// `RuleCatalogue.sdkBound`, the list `SDKJudge` reads instead of every domain, is exactly the
/// rules whose declarations give `versions:`: a rule missing from it would never be judged
/// against the app's SDK versions, and one listed without versions would be judged by nothing.
@Suite struct SDKBoundRulesTests {
    @Test func theListIsEveryRuleWithVersionsInCatalogueOrder() {
        let withVersions = RuleCatalogue.domains.joined().filter { $0.declaration.versions != nil }.map(\.id)
        #expect(RuleCatalogue.sdkBound.map(\.id) == withVersions)
        #expect(!withVersions.isEmpty)
    }

    /// The judge reads the list's rules whose `versions:` read as SDK versions (`read by ...`,
    /// `applies to ...`); the others' say it in words.
    @Test func theJudgeReadsTheRulesOfTheList() {
        let listed = Set(RuleCatalogue.sdkBound.map(\.id))
        #expect(!SDKJudge.rules.isEmpty)
        #expect(SDKJudge.rules.keys.allSatisfy(listed.contains))
    }
}
