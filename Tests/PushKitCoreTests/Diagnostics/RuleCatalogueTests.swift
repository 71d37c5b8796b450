import Testing

@testable import PushKitCore

@Suite struct RuleCatalogueTests {
    @Test func codesAreUniqueAndDotted() {
        let ids = RuleCatalogue.all.map(\.code.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.split(separator: ".").count >= 2, "\(id) has no domain")
            #expect(id == id.lowercased(), "\(id) is not lower case")
        }
    }

    @Test func everyRuleHasASummaryAndAnExample() {
        for rule in RuleCatalogue.all {
            #expect(!rule.summary.isEmpty, "\(rule.code)")
            #expect(rule.summary.hasSuffix("."), "\(rule.code)")
            #expect(rule.example.isEmpty == (rule.code == .jsonEmpty), "\(rule.code)")
        }
    }

    /// Every rule says what it rests on (issue #18: the SDK file or the Apple, Google or
    /// standards page), and a vendor rule names the vendor's SDK at a commit.
    @Test func everyRuleHasASource() {
        for rule in RuleCatalogue.all {
            let source = rule.source ?? ""
            #expect(source.count > 20, "\(rule.code) has no source")
            switch rule.code.id.split(separator: ".").first {
            case "reachu": #expect(source.contains("ReachuSwiftSDK@"), "\(rule.code): \(source)")
            case "cordial" where !source.hasPrefix("Apple"):
                #expect(source.contains("cordial-ios-sdk@"), "\(rule.code): \(source)")
            case "crobox": #expect(source.contains("crobox-sdk-ios@"), "\(rule.code): \(source)")
            case "apns": #expect(source.contains("Apple"), "\(rule.code): \(source)")
            case "json": #expect(source.contains("RFC 8259"), "\(rule.code): \(source)")
            default: break
            }
        }
    }

    /// Every payload example in the catalogue produces its own rule's code, so the
    /// catalogue cannot drift from the checks.
    @Test(arguments: RuleCatalogue.all.filter(\.exampleIsPayload))
    func exampleTriggersItsRule(_ rule: Rule) {
        let report = Validator().validate(rule.example)
        let codes = report.diagnostics.map(\.code)
        #expect(codes.contains(rule.code), "\(rule.code): got \(codes.map(\.id))")
        for diagnostic in report.diagnostics where diagnostic.code == rule.code {
            #expect(diagnostic.severity == rule.severity)
        }
    }

    @Test func codeLookup() {
        #expect(Diagnostic.Code(id: "json.duplicate-key") == .jsonDuplicateKey)
        #expect(Diagnostic.Code(id: "json.no-such-rule") == nil)
        #expect(Diagnostic.Code.jsonDuplicateKey.rule?.severity == .error)
    }
}
