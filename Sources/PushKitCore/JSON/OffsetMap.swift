/// Where each byte of an unescaped string body came from in the input: how a
/// diagnostic inside a JSON document held in a string (a Synerise `content`) finds its
/// line and column in the enclosing input.
///
/// Between two escapes the inner bytes follow the input one for one; each byte an
/// escape writes maps to the escape's first byte (`\u00e9` writes two bytes, both placed
/// at its backslash). A map made for a document inside another one's string carries the
/// outer map as its `parent`, so offsets go all the way out to the input.
///
/// The map keeps the escaped body, not the segments: it is made for every document read
/// from a string and asked only when that document has a diagnostic to place, so the
/// segments are worked out then, by unescaping the body once more.
final class OffsetMap: Sendable {
    /// The array that holds the escaped body (the enclosing document's whole input, so
    /// that making a map copies nothing).
    private let source: [UInt8]
    /// Where the body is in ``source``.
    private let body: Range<Int>
    /// The input offset of the body's first byte.
    private let base: Int
    /// The number of inner bytes: offsets past it are placed at its end.
    private let count: Int
    /// The map of the document whose string this one's bytes came from, if any.
    private let parent: OffsetMap?

    private init(source: [UInt8], body: Range<Int>, base: Int, count: Int, parent: OffsetMap?) {
        self.source = source
        self.body = body
        self.base = base
        self.count = count
        self.parent = parent
    }

    /// The input offset of inner byte `inner` (clamped to the inner bytes and one past
    /// their end), through every enclosing map.
    func offset(_ inner: Int) -> Int {
        let inner = min(max(inner, 0), count)
        let segments = source.withUnsafeBufferPointer { buffer in
            var segments = Segments(base: base, capacity: body.count / 8 + 2)
            _ = JSONText.unescape(UnsafeBufferPointer(rebasing: buffer[body]), observer: &segments)
            return segments
        }
        // The last segment that starts at or before `inner`.
        var low = 0
        var high = segments.innerStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if segments.innerStarts[middle] <= inner { low = middle } else { high = middle }
        }
        let local = segments.outerStarts[low] + (inner - segments.innerStarts[low])
        return parent?.offset(local) ?? local
    }

    /// The unescaped bytes of the string `value` (a JSON document held in it, as a
    /// Synerise Android `content`), and their map, under `parent`: the map of the
    /// document `value` is in, if that was itself read from a string.
    static func unescaping(_ value: JSONValue, parent: OffsetMap?) -> (bytes: [UInt8], map: OffsetMap) {
        let body = (value.span.lowerBound + 1)..<(value.span.upperBound - 1)
        let bytes = JSONText.unescape(UnsafeBufferPointer(rebasing: value.document.text[body]))
        let map = OffsetMap(
            source: value.document.bytes, body: body, base: body.lowerBound, count: bytes.count, parent: parent)
        return (bytes, map)
    }

    /// The unescaped bytes of `body`, the body of a string that starts (after its quote)
    /// at input offset `base`, and their map, under `parent`.
    static func unescaping(
        _ body: UnsafeBufferPointer<UInt8>, base: Int, parent: OffsetMap?
    ) -> (bytes: [UInt8], map: OffsetMap) {
        let bytes = JSONText.unescape(body)
        let map = OffsetMap(source: Array(body), body: 0..<body.count, base: base, count: bytes.count, parent: parent)
        return (bytes, map)
    }

    /// The segments of a map, as the escapes come.
    private struct Segments: EscapeObserver {
        let base: Int
        var innerStarts = [0]
        var outerStarts: [Int]

        init(base: Int, capacity: Int) {
            self.base = base
            innerStarts.reserveCapacity(capacity)
            outerStarts = [base]
            outerStarts.reserveCapacity(capacity)
        }

        /// The bytes the escape wrote, each at the escape; then a run from `resume`.
        mutating func escape(written: Int, source: Int, end: Int, resume: Int) {
            for offset in written..<end { mark(offset, at: base + source) }
            mark(end, at: base + resume)
        }

        /// Starts a segment at inner offset `inner`, input offset `outer`; one that
        /// starts at the same inner offset as the last replaces it.
        private mutating func mark(_ inner: Int, at outer: Int) {
            if innerStarts.last == inner {
                outerStarts[outerStarts.count - 1] = outer
            } else {
                innerStarts.append(inner)
                outerStarts.append(outer)
            }
        }
    }
}
