// Fuzz target `validate`: full validation of arbitrary bytes, whatever vendor they look like.
//
// Invariants, on every input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer);
// - every diagnostic has a code in the `RuleCatalogue`, a message, line and column >= 1
//   and an offset inside `0...bytes.count`;
// - the same holds with a push type, a priority and a clock given, which turn on more rules;
// - two validations give the same diagnostics (the validator is a pure function).

/// The validate target.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let report = Validator().validate(bytes)
        checkDiagnostics(report, bytes)
        let again = Validator().validate(bytes)
        fuzzRequire(report.diagnostics == again.diagnostics, "diagnostics differ between two runs: \(fuzzHex(bytes))")
        fuzzRequire(report.payload == again.payload, "payload differs between two runs: \(fuzzHex(bytes))")

        // The first byte picks a push type and a priority, so that the header rules run too.
        if let first = bytes.first {
            let types = APNsPushType.allCases
            let options = Validator.Options(
                pushType: types[Int(first) % types.count],
                priority: [.consideringDevicePower, .immediately, .prioritizingDevicePower][Int(first >> 4) % 3],
                now: 1_700_000_000)
            checkDiagnostics(Validator(options: options).validate(bytes), bytes)
        }
    }

    static func checkDiagnostics(_ report: ValidationReport, _ bytes: [UInt8]) {
        for diagnostic in report.diagnostics {
            let location = diagnostic.location
            fuzzRequire(
                RuleCatalogue.rule(for: diagnostic.code.id) != nil,
                "code \(diagnostic.code) missing from the catalogue: \(fuzzHex(bytes))")
            fuzzRequire(
                location.line >= 1 && location.column >= 1,
                "diagnostic at \(location): \(diagnostic) in \(fuzzHex(bytes))")
            fuzzRequire(
                location.offset >= 0 && location.offset <= bytes.count,
                "diagnostic offset \(location.offset) outside 0...\(bytes.count): \(diagnostic) in \(fuzzHex(bytes))")
            fuzzRequire(!diagnostic.message.isEmpty, "empty message for \(diagnostic.code)")
        }
    }
}
