import PushKitCore
import PushKitTestSupport
import Testing

/// The validator over the JSON reader: it reports what the reader reports, on the reader's
/// own tables of rejected and accepted inputs (`RejectionCase`, `AcceptanceCase`), with
/// the reader's limits it is given.
@Suite("The validator reports what the JSON reader reports")
struct ValidatorReaderTests {
    @Test("the validator reports what the reader reports", arguments: RejectionCase.all)
    func validatorAgrees(_ rejection: RejectionCase) {
        let report = Validator(options: Validator.Options(reader: rejection.options)).validate(rejection.bytes)
        let reader = JSONReader(options: rejection.options).read(rejection.bytes)
        // The validator adds its payload rules to whatever the reader found.
        #expect(report.diagnostics.filter { $0.code.id.hasPrefix("json.") } == reader.diagnostics)
        #expect(!report.isValid)
        #expect(report.errorCount >= reader.diagnostics.count)
    }

    @Test("the validator adds no reader diagnostic to valid JSON", arguments: AcceptanceCase.all)
    func validatorAccepts(_ acceptance: AcceptanceCase) {
        // Not every valid JSON text is a valid payload, but the reader has nothing to say.
        #expect(!Validator().validate(acceptance.bytes).diagnostics.contains { $0.code.id.hasPrefix("json.") })
    }

    @Test("the validator applies the reader's limits")
    func validatorLimits() {
        let options = Validator.Options(reader: JSONReader.Options(maxDepth: 2, maxBytes: 100))
        let validator = Validator(options: options)
        func readerCodes(_ text: String) -> [Diagnostic.Code] {
            validator.validate(text).diagnostics.map(\.code).filter { $0.id.hasPrefix("json.") }
        }
        #expect(readerCodes(#"{"a":{}}"#).isEmpty)
        #expect(readerCodes(#"{"a":{"b":{}}}"#) == [.jsonTooDeep])
        #expect(readerCodes(String(repeating: " ", count: 101)) == [.jsonTooLarge])
    }
}
