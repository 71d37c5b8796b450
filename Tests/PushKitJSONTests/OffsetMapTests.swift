import PushKitJSON
import PushKitTestSupport
import Testing

/// `OffsetMap` keeps one segment per run between escapes; these tests hold it to the
/// plain map of one offset per byte that ``JSONTextUnescapeTests/referenceWithOffsets(_:)``
/// builds.
@Suite struct OffsetMapTests {
    static func unescaping(_ body: [UInt8], base: Int, parent: OffsetMap? = nil) -> ([UInt8], OffsetMap) {
        body.withUnsafeBufferPointer { OffsetMap.unescaping($0, base: base, parent: parent) }
    }

    /// The reference offset of inner byte `inner`, clamped as the map clamps it.
    static func expected(_ offsets: [Int], _ inner: Int, base: Int) -> Int {
        base + offsets[min(max(inner, 0), offsets.count - 1)]
    }

    @Test func escapesMapToTheirBackslashAndRunsFollowTheInput() {
        // `a\"b\u00e9c`: a at 0, " at 1 (its backslash), b at 3, both bytes of é at 4, c at 10.
        let (bytes, map) = Self.unescaping(Array(#"a\"b\u00e9c"#.utf8), base: 20)
        #expect(bytes == Array("a\"béc".utf8))
        #expect((-1...8).map(map.offset) == [20, 20, 21, 23, 24, 24, 30, 31, 31, 31])
    }

    @Test func randomBodiesMapAsTheReferenceDoes() {
        var random = SplitMix64(seed: 11)
        let pieces: [[UInt8]] = [
            Array(#"\""#.utf8), Array(#"\\"#.utf8), Array(#"\n"#.utf8), Array(#"\u00e9"#.utf8),
            Array(#"\u20AC"#.utf8), Array(#"\uD83D\uDE00"#.utf8), Array(#"\uD83D"#.utf8), Array("ab".utf8),
            Array("é".utf8), Array("😀".utf8), Array("{\"k\":1}".utf8), Array(#"\"#.utf8),
        ]
        for _ in 0..<2000 {
            var body: [UInt8] = []
            for _ in 0..<Int.random(in: 0...16, using: &random) { body += pieces.randomElement(using: &random)! }
            let base = Int.random(in: 0...500, using: &random)
            let (bytes, map) = Self.unescaping(body, base: base)
            let reference = JSONTextUnescapeTests.referenceWithOffsets(body)
            #expect(bytes == reference.bytes, "\(body)")
            for inner in -2...(bytes.count + 2) {
                #expect(map.offset(inner) == Self.expected(reference.offsets, inner, base: base), "\(body) at \(inner)")
            }
        }
    }

    /// A document in a string inside a document in a string: offsets go through both maps.
    @Test func nestedMapsGoAllTheWayOut() {
        let outerBody = Array(#"{\"c\":\"{\\\"k\\\":\\\"\\u00e9\\\"}\"}"#.utf8)
        let (outerBytes, outerMap) = Self.unescaping(outerBody, base: 7)
        let outerReference = JSONTextUnescapeTests.referenceWithOffsets(outerBody)
        // The inner string's body: between the quotes that follow `"c":`.
        let start = outerBytes.firstIndex(of: UInt8(ascii: ":"))! + 2
        let end = outerBytes.lastIndex(of: UInt8(ascii: "\""))!
        let innerBody = Array(outerBytes[start..<end])
        let (innerBytes, innerMap) = Self.unescaping(innerBody, base: start, parent: outerMap)
        #expect(String(decoding: innerBytes, as: UTF8.self) == #"{"k":"é"}"#)
        let innerReference = JSONTextUnescapeTests.referenceWithOffsets(innerBody)
        for inner in 0...innerBytes.count {
            let middle = Self.expected(innerReference.offsets, inner, base: start)
            #expect(innerMap.offset(inner) == Self.expected(outerReference.offsets, middle, base: 7), "at \(inner)")
        }
    }
}
