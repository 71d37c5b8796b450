import Foundation
import PushKitCore

/// Prints what each tool says about the corpus (outside the timing): how many payloads
/// each accepts, pushkit's classification, and the diagnostics the validator reports.
func summarize(_ corpus: [[UInt8]], reader: JSONReader, validator: Validator) {
    var readerValid = 0
    var validatorValid = 0
    var foundationParsed = 0
    var kinds: [String: Int] = [:]
    var codes: [String: Int] = [:]
    for payload in corpus {
        if reader.read(payload).isValid { readerValid += 1 }
        let report = validator.validate(payload)
        if report.isValid { validatorValid += 1 }
        kinds[report.kind.id, default: 0] += 1
        for code in Set(report.diagnostics.map { "\($0.severity.rawValue) \($0.code)" }) {
            codes[code, default: 0] += 1
        }
        if (try? JSONSerialization.jsonObject(with: Data(payload), options: [.fragmentsAllowed])) != nil {
            foundationParsed += 1
        }
    }
    print(
        "  JSONReader: \(readerValid) valid JSON; JSONSerialization: \(foundationParsed) parsed; "
            + "Validator: \(validatorValid) without errors")
    print("  kinds: " + kinds.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    if !codes.isEmpty {
        let top = codes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(8)
        print("  diagnostics (payloads with each): " + top.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    }
}
