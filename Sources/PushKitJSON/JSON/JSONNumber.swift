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
        let utf8 = lexeme.utf8
        if let value = utf8.withContiguousStorageIfAvailable({ Self.integer(in: $0) }) { return value }
        return Array(utf8).withUnsafeBufferPointer { Self.integer(in: $0) }
    }

    /// The integer that `bytes` (an optional minus sign, then digits) spell, when it
    /// fits in 64 bits. Up to 18 digits cannot overflow, so they are summed without
    /// checks; longer lexemes are checked digit by digit.
    private static func integer(in bytes: UnsafeBufferPointer<UInt8>) -> Int64? {
        let negative = bytes.first == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        let digits = bytes.count &- index
        guard digits > 0 else { return nil }
        var value: Int64 = 0
        if digits <= 18 {
            while index < bytes.count {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int64(digit)
                index &+= 1
            }
            return negative ? 0 &- value : value
        }
        while index < bytes.count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) =
                negative
                ? shifted.subtractingReportingOverflow(Int64(digit))
                : shifted.addingReportingOverflow(Int64(digit))
            guard !overflowShift, !overflowAdd else { return nil }
            value = next
            index &+= 1
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
