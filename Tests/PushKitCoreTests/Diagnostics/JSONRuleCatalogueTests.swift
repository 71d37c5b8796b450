import PushKitCore
import PushKitTestSupport
import Testing

/// The JSON reader's rules in the catalogue: the reader's table of rejected inputs
/// (`RejectionCase`) fires every one of them, and each payload example fires its rule.
@Suite("The JSON rules in the catalogue")
struct JSONRuleCatalogueTests {
    @Test("the table covers every JSON rule in the catalogue")
    func coversEveryRule() {
        let catalogued = Set(RuleCatalogue.all.map(\.code.id).filter { $0.hasPrefix("json.") })
        let covered = Set(RejectionCase.all.flatMap { $0.expected.map(\.code) })
        #expect(catalogued == covered)
    }

    @Test("the reader's codes are the documented ones, all errors")
    func catalogueHasTheReaderCodes() {
        let expected: Set<String> = [
            "json.empty", "json.byte-order-mark", "json.too-large", "json.too-deep", "json.unexpected-character",
            "json.unexpected-end", "json.trailing-comma", "json.comment", "json.single-quote", "json.smart-quote",
            "json.unquoted-key", "json.non-finite-number", "json.invalid-number", "json.invalid-escape",
            "json.control-character", "json.invalid-utf8", "json.unpaired-surrogate", "json.unterminated-string",
            "json.trailing-content", "json.duplicate-key",
        ]
        let rules = RuleCatalogue.all.filter { $0.code.id.hasPrefix("json.") }
        #expect(Set(rules.map(\.code.id)) == expected)
        for rule in rules {
            #expect(rule.severity == .error, "\(rule.code)")
            #expect(!rule.summary.isEmpty, "\(rule.code)")
            #expect(!rule.example.isEmpty || rule.code == .jsonEmpty, "\(rule.code)")
            #expect(Diagnostic.Code(id: rule.code.id) == rule.code)
        }
        #expect(Diagnostic.Code(id: "json.no-such-rule") == nil)
    }

    @Test("every JSON rule's payload example triggers its rule")
    func catalogueExamplesTrigger() {
        let rules = RuleCatalogue.all.filter { $0.code.id.hasPrefix("json.") && $0.exampleIsPayload }
        // 16 of the 20 json rules have a payload example: a filter that found none would check none.
        #expect(rules.count >= 16)
        for rule in rules {
            let result = JSONDocument.read(rule.example)
            #expect(result.diagnostics.contains { $0.code == rule.code }, "\(rule.code): \(rule.example)")
        }
    }
}
