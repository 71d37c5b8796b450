import PushKitCore
import Testing

@Suite struct SizeBudgetTests {
    /// An alert payload padded with a custom key to exactly `size` bytes.
    static func payload(ofSize size: Int) -> Payload {
        let base = Payload.apns(.alert(body: "Hi").custom("pad", ""))
        let padding = size - base.encoded().count
        return .apns(.alert(body: "Hi").custom("pad", .string(String(repeating: "x", count: max(0, padding)))))
    }

    @Test func countsTheExactBytesOfTheCanonicalForm() {
        let payload = Payload.apns(.alert(title: "Zażółć", body: "gęślą \"jaźń\"\n"))
        let budget = SizeBudget(payload)
        #expect(budget.byteCount == payload.encoded().count)
        #expect(
            budget.byteCount == Array(#"{"aps":{"alert":{"title":"Zażółć","body":"gęślą \"jaźń\"\n"}}}"#.utf8).count)
        #expect(budget.limit == 4096)
    }

    @Test func limitsAre4096And5120ForVoIP() {
        let exact = Self.payload(ofSize: 4096)
        #expect(exact.encoded().count == 4096)
        #expect(SizeBudget(exact).fits)
        #expect(SizeBudget(exact).remaining == 0)
        let over = Self.payload(ofSize: 4097)
        #expect(!SizeBudget(over).fits)
        #expect(SizeBudget(over).overflow == 1)
        #expect(SizeBudget(over, pushType: .voip).fits)
        #expect(SizeBudget(over, pushType: .voip).limit == 5120)
        #expect(!SizeBudget(Self.payload(ofSize: 5121), pushType: .voip).fits)
        #expect(SizeBudget.limit(for: nil) == 4096)
        #expect(SizeBudget.limit(for: .background) == 4096)
    }

    @Test func theValidatorAgreesWithTheBudget() {
        #expect(
            !Validator().validate(Self.payload(ofSize: 4096).encoded()).diagnostics.contains {
                $0.code == .apnsPayloadTooLarge
            })
        #expect(
            Validator().validate(Self.payload(ofSize: 4097).encoded()).diagnostics.contains {
                $0.code == .apnsPayloadTooLarge
            })
    }
}
