import PushKitCore
import Testing

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

    /// Every payload passing example is validated the same way as the triggering one
    /// (default options, no clock) and does not produce the rule's code. It is a fix of
    /// the triggering example, not another mistake: it brings no error the triggering
    /// example lacks, and a document the triggering example made recognisable stays so
    /// (a passing example nothing checks would pass vacuously).
    @Test(arguments: RuleCatalogue.all.filter(\.exampleIsPayload))
    func passingExampleDoesNotTriggerItsRule(_ rule: Rule) {
        let triggering = Validator().validate(rule.example)
        let passing = Validator().validate(rule.passingExample)
        #expect(
            !passing.diagnostics.contains { $0.code == rule.code },
            "\(rule.code): \(passing.diagnostics.filter { $0.code == rule.code })")
        let before = Set(triggering.diagnostics.map(\.code))
        let added = passing.diagnostics.filter { $0.severity == .error && !before.contains($0.code) }
        #expect(added.isEmpty, "\(rule.code): the passing example adds \(added)")
        #expect(
            passing.kind != .unknown || triggering.kind == .unknown,
            "\(rule.code): the passing example is not recognised (\(triggering.kind) before)")
    }

    /// Every rule has a passing example of its own, not its triggering example again.
    @Test func everyRuleHasAPassingExample() {
        for rule in RuleCatalogue.all {
            #expect(!rule.passingExample.isEmpty, "\(rule.code)")
            #expect(rule.passingExample != rule.example, "\(rule.code)")
        }
    }

    @Test func codeLookup() {
        #expect(Diagnostic.Code(id: "json.duplicate-key") == .jsonDuplicateKey)
        #expect(Diagnostic.Code(id: "json.no-such-rule") == nil)
        #expect(Diagnostic.Code.jsonDuplicateKey.rule?.severity == .error)
    }
}
