// Invariant checks for fuzz targets.

/// Stops the run with `message` when `condition` is false.
///
/// The message goes to standard error before the trap, so libFuzzer's crash report
/// says which invariant broke; the input is saved as a crash artifact.
func fuzzRequire(
    _ condition: @autoclosure () -> Bool,
    _ message: @autoclosure () -> String,
    file: StaticString = #fileID,
    line: UInt = #line
) {
    if !condition() {
        fatalError("fuzz invariant broken: \(message())", file: file, line: line)
    }
}

/// The bytes as hexadecimal, for invariant messages (at most `limit` bytes shown).
func fuzzHex(_ bytes: [UInt8], limit: Int = 64) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    for byte in bytes.prefix(limit) {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0xF)])
    }
    let shown = String(decoding: text, as: UTF8.self)
    return bytes.count > limit ? shown + "... (\(bytes.count) bytes)" : shown
}
