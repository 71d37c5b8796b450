/// A JSON number as written: its lexeme, and exact or approximate values of it.
///
/// `1`, `1.0` and `1e0` are three lexemes. Only the first ``isInteger``; all three
/// have the ``double`` 1.0.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as it appears in the input.
    public let lexeme: String
    /// Whether the lexeme has neither a fraction nor an exponent.
    public let isInteger: Bool

    /// Creates a number from a lexeme the reader accepted.
    package init(lexeme: String, isInteger: Bool) {
        self.lexeme = lexeme
        self.isInteger = isInteger
    }

    /// The exact integer, when the lexeme is an integer that fits in 64 bits.
    public var int64: Int64? {
        guard isInteger else { return nil }
        var value: Int64 = 0
        var bytes = lexeme.utf8[...]
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty else { return nil }
        for byte in bytes {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) =
                negative
                ? shifted.subtractingReportingOverflow(Int64(digit))
                : shifted.addingReportingOverflow(Int64(digit))
            guard !overflowShift, !overflowAdd else { return nil }
            value = next
        }
        return value
    }

    /// The exact integer as an `Int`, when it fits.
    public var int: Int? { int64.flatMap { Int(exactly: $0) } }

    /// The nearest `Double`; `±infinity` for a lexeme out of range (such as `1e400`).
    public var double: Double {
        Double(lexeme) ?? (lexeme.hasPrefix("-") ? -.infinity : .infinity)
    }

    /// The lexeme.
    public var description: String { lexeme }
}
