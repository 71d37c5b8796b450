/// A small seeded generator (SplitMix64), shared by the tests that draw random input,
/// so that a failure names the seed that reproduces it.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) {
        state = seed
    }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SplitMix64 {
    /// A JSON object of 0 to 12 members, `{"key":0,...}`, its keys drawn from `keys` (written
    /// as given, escapes included) and about one in `invalidKeyOneIn` the invalid UTF-8 `"\xFF"`;
    /// each member's value is its position.
    package mutating func objectBytes(keys: [String], invalidKeyOneIn: Int) -> [UInt8] {
        let count = Int.random(in: 0...12, using: &self)
        var bytes = Array("{".utf8)
        for position in 0..<count {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            if Int.random(in: 0..<invalidKeyOneIn, using: &self) == 0 {
                bytes += [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "\"")]
            } else {
                bytes += Array("\"\(keys.randomElement(using: &self)!)\"".utf8)
            }
            bytes += Array(":\(position)".utf8)
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
