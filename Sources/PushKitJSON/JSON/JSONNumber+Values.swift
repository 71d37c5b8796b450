extension JSONNumber {
    /// The integer `value`: `42` is written `42`.
    public init(_ value: Int) {
        self.init(lexeme: String(value), isInteger: true)
    }

    /// The number `value`, or `nil` when it is not finite (JSON has no infinity or NaN).
    ///
    /// A whole value below 10^15 in magnitude is written as an integer (`16.0` becomes
    /// `16`); any other value is written in the shortest form that reads back as the same
    /// `Double` (`0.75`, `1e-05`, `1e+20`).
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        // A plain conversion, not `rounded()` or `Int64(exactly:)`: those need the C maths
        // library, which a Foundation-free executable does not link.
        if value.magnitude < 1e15, Double(Int64(value)) == value {
            self.init(lexeme: String(Int64(value)), isInteger: true)
        } else {
            self.init(lexeme: value.description, isInteger: false)
        }
    }
}
