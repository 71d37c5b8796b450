import PushKitJSON
import PushKitTestSupport
import Testing

/// `ByteWord.sameBytes` compares in words of eight and four bytes; these tests hold it to
/// a comparison of arrays, for every length up to a few words and every place a byte may
/// differ.
@Suite struct ByteWordEqualTests {
    /// Whether the first `count` bytes of `a` and `b` are the same.
    static func same(_ a: [UInt8], _ b: [UInt8], count: Int) -> Bool {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                ByteWord.sameBytes(a.baseAddress!, b.baseAddress!, count: count)
            }
        }
    }

    @Test func everyLengthAndEveryDifferingByte() {
        var random = SplitMix64(seed: 5)
        for count in 0...40 {
            // One spare byte past the end, different in each copy: never read.
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &random) }
            #expect(Self.same(bytes + [0], bytes + [1], count: count), "length \(count)")
            for place in 0..<count {
                var other = bytes
                other[place] ^= 1 << UInt8.random(in: 0...7, using: &random)
                #expect(!Self.same(bytes + [0], other + [0], count: count), "length \(count), byte \(place)")
            }
        }
    }
}
