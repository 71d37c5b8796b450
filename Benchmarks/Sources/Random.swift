/// A small, seeded pseudo-random generator (SplitMix64): the same seed gives the
/// same corpus on every machine and every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from a seed.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// `true` with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...items.count - 1)]
    }

    /// A UUID-shaped string (lower-case hex, version 4 layout).
    mutating func uuid() -> String {
        let digits = Array("0123456789abcdef")
        var text = ""
        for position in 0..<32 {
            if [8, 12, 16, 20].contains(position) { text.append("-") }
            if position == 12 {
                text.append("4")
            } else {
                text.append(digits[int(0...15)])
            }
        }
        return text
    }
}
