/// Punycode (RFC 3492): the ASCII form of an internationalized host label, so that
/// `café.example` and `xn--caf-dma.example` name the same host.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 128

    /// The longest label encoded, in scalars: DNS labels are at most 63 bytes, and the
    /// encoder's cost grows with length times distinct scalars.
    static let maximumLength = 255

    /// The punycode of a label's scalars, without the `xn--` prefix; `nil` for a label
    /// longer than ``maximumLength`` or whose arithmetic would overflow, so callers keep
    /// the label as is.
    static func encode(_ scalars: [UInt32]) -> String? {
        guard scalars.count <= maximumLength else { return nil }
        var output: [UInt8] = scalars.compactMap { $0 < 0x80 ? UInt8($0) : nil }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < scalars.count {
            guard let m = scalars.lazy.map({ Int($0) }).filter({ $0 >= n }).min() else { return nil }
            let (step, stepOverflow) = (m - n).multipliedReportingOverflow(by: handled + 1)
            guard !stepOverflow else { return nil }
            let (sum, sumOverflow) = delta.addingReportingOverflow(step)
            guard !sumOverflow else { return nil }
            delta = sum
            n = m
            for scalar in scalars {
                let value = Int(scalar)
                if value < n {
                    let (next, overflow) = delta.addingReportingOverflow(1)
                    guard !overflow else { return nil }
                    delta = next
                }
                guard value == n else { continue }
                var q = delta
                var k = base
                while true {
                    let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                    if q < t { break }
                    output.append(digit(t + (q - t) % (base - t)))
                    q = (q - t) / (base - t)
                    k += base
                }
                output.append(digit(q))
                bias = adapt(delta, points: handled + 1, first: handled == basicCount)
                delta = 0
                handled += 1
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The scalars a punycode label (without its `xn--` prefix) stands for (RFC 3492 §6.2);
    /// `nil` for an invalid one (a bad digit, an overflow, a surrogate or a value past
    /// U+10FFFF, a non-ASCII byte among the basic code points) or one longer than
    /// ``maximumLength`` bytes. Each decoded scalar is inserted into the output, so the
    /// cost is at most ``maximumLength`` squared.
    static func decode(_ input: some Collection<UInt8>) -> [Unicode.Scalar]? {
        let input = Array(input)
        guard input.count <= maximumLength else { return nil }
        var output: [Unicode.Scalar] = []
        var index = 0
        if let delimiter = input.lastIndex(of: UInt8(ascii: "-")) {
            for byte in input[..<delimiter] {
                guard byte < 0x80 else { return nil }
                output.append(Unicode.Scalar(byte))
            }
            index = delimiter + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while index < input.count {
            let old = i
            var weight = 1
            var k = base
            while true {
                guard index < input.count, let digit = digitValue(input[index]) else { return nil }
                index += 1
                let (product, productOverflow) = digit.multipliedReportingOverflow(by: weight)
                let (sum, sumOverflow) = i.addingReportingOverflow(product)
                guard !productOverflow, !sumOverflow else { return nil }
                i = sum
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < t { break }
                let (next, weightOverflow) = weight.multipliedReportingOverflow(by: base - t)
                guard !weightOverflow else { return nil }
                weight = next
                k += base
            }
            let count = output.count + 1
            bias = adapt(i - old, points: count, first: old == 0)
            let (value, overflow) = n.addingReportingOverflow(i / count)
            guard !overflow, value >= initialN, let scalar = Unicode.Scalar(UInt32(clamping: value)) else {
                return nil
            }
            n = value
            i %= count
            output.insert(scalar, at: i)
            i += 1
            guard output.count <= maximumLength else { return nil }
        }
        return output
    }

    /// The value of a punycode digit: `a`-`z` (either case) 0 to 25, `0`-`9` 26 to 35.
    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): Int(byte - UInt8(ascii: "A"))
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0")) + 26
        default: nil
        }
    }

    private static func digit(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "0") + UInt8(value - 26)
    }

    private static func adapt(_ delta: Int, points: Int, first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / points
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
