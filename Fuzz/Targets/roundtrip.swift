// Fuzz target `roundtrip`: decode → encode → decode on arbitrary bytes.
//
// When the validator accepts the input (no error) and builds a typed payload, the
// payload is encoded with `PayloadEncoder` and the bytes validated again.
//
// Invariants, on every such input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer);
// - the validator accepts the encoded bytes (no error) and builds a payload from them;
// - that payload equals the first one;
// - encoding it again gives the same bytes (the canonical form is a fixed point);
// - the pretty form, when it gives a payload (it may be over the size limit), gives the same.

/// The roundtrip target.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let validator = Validator()
        let report = validator.validate(bytes)
        guard let payload = report.payload, report.isValid else { return }
        let encoded = PayloadEncoder().encode(payload)
        let again = validator.validate(encoded)
        fuzzRequire(
            again.isValid,
            "encoded form has errors \(again.diagnostics.filter { $0.severity == .error }.map(\.code)): "
                + "\(fuzzHex(bytes)) -> \(String(decoding: encoded, as: UTF8.self))")
        guard let decoded = again.payload else {
            fuzzRequire(false, "no payload from the encoded form of \(fuzzHex(bytes))")
            return
        }
        fuzzRequire(
            decoded == payload,
            "payload changed by encode → decode: \(fuzzHex(bytes)) -> \(String(decoding: encoded, as: UTF8.self))")
        let reencoded = PayloadEncoder().encode(decoded)
        fuzzRequire(
            reencoded == encoded,
            "re-encoding differs: \(String(decoding: encoded, as: UTF8.self)) then "
                + "\(String(decoding: reencoded, as: UTF8.self))")
        let pretty = validator.validate(PayloadEncoder(pretty: true).encode(payload))
        if let prettyPayload = pretty.payload {
            fuzzRequire(prettyPayload == payload, "pretty form decodes differently: \(fuzzHex(bytes))")
        }
    }
}
