import PushKitCore
import Testing

/// A payload with a Synerise `issuer` and a Cordial top-level string `mcID` is
/// Synerise's, with a `payload.multiple-vendors` warning.
@Suite struct CordialVendorPrecedenceTests {
    static let synerise = ##"""
        {"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content",
         "content-type":"simple-push",
         "content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{}}
        """##

    @Test func syneriseWinsAndTheOverlapIsAWarning() throws {
        let report = Validator().validate(Self.synerise + ##","mcID":"7:1:1","system":{"inbox":{}}}"##)
        #expect(report.kind == .syneriseSimplePush)
        #expect(report.classification.vendor == "synerise")
        #expect(report.diagnostics.map { "\($0.code) \($0.pointer)" } == ["payload.multiple-vendors /mcID"])
        let diagnostic = try #require(report.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.contains("both SDKs"))
        guard case .synerise(let payload) = report.payload else {
            Issue.record("expected a Synerise payload")
            return
        }
        #expect(payload.extra["mcID"] == .string("7:1:1"))
    }

    @Test func theOrderOfTheKeysDoesNotMatter() {
        let text = ##"{"mcID":"7:1:1","## + Self.synerise.dropFirst() + "}"
        let report = Validator().validate(text)
        #expect(report.kind == .syneriseSimplePush)
        #expect(report.diagnostics.map(\.code) == [.payloadMultipleVendors])
    }

    @Test func aNearMissIssuerStillClaimsThePayload() {
        let text = Self.synerise.replacing(##""Synerise""##, with: ##""synerise""##) + ##","mcID":"m"}"##
        let report = Validator().validate(text)
        #expect(report.classification.vendor == "synerise")
        #expect(Set(report.diagnostics.map(\.code)) == [.syneriseIssuerCase, .payloadMultipleVendors])
    }

    @Test func aNonStringMcIDIsNotCordialsSoThereIsNoOverlap() {
        let report = Validator().validate(Self.synerise + ##","mcID":42}"##)
        #expect(report.kind == .syneriseSimplePush)
        #expect(report.diagnostics.isEmpty)
    }

    @Test func anotherIssuerLeavesThePayloadToCordial() {
        let report = Validator().validate(##"{"aps":{"alert":"Hi"},"issuer":"Acme","mcID":"m"}"##)
        #expect(report.kind == .cordialAlert)
        #expect(report.diagnostics.isEmpty)
    }
}
