/// Where each byte of an unescaped string body came from in the input: how a
/// diagnostic inside a JSON document held in a string (a Synerise `content`) finds its
/// line and column in the enclosing input.
///
/// The map is kept as segments, not one offset per byte: between two escapes the inner
/// bytes follow the input one for one, so one segment covers the whole run. Each byte an
/// escape writes maps to the escape's first byte (`\u00e9` writes two bytes, both placed
/// at its backslash). A map made for a document inside another one's string carries the
/// outer map as its `parent`, so offsets go all the way out to the input.
final class OffsetMap: Sendable {
    /// The inner offset where each segment starts, in increasing order; the first is 0.
    private let innerStarts: [Int]
    /// The input offset of each segment's first byte.
    private let outerStarts: [Int]
    /// The number of inner bytes: offsets past it are placed at its end.
    private let count: Int
    /// The map of the document whose string this one's bytes came from, if any.
    private let parent: OffsetMap?

    private init(innerStarts: [Int], outerStarts: [Int], count: Int, parent: OffsetMap?) {
        self.innerStarts = innerStarts
        self.outerStarts = outerStarts
        self.count = count
        self.parent = parent
    }

    /// The input offset of inner byte `inner` (clamped to the inner bytes and one past
    /// their end), through every enclosing map.
    func offset(_ inner: Int) -> Int {
        let inner = min(max(inner, 0), count)
        // The last segment that starts at or before `inner`.
        var low = 0
        var high = innerStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if innerStarts[middle] <= inner { low = middle } else { high = middle }
        }
        let local = outerStarts[low] + (inner - innerStarts[low])
        return parent?.offset(local) ?? local
    }

    /// The unescaped bytes of the string `value` (a JSON document held in it, as a
    /// Synerise Android `content`), and their map, under `parent`: the map of the
    /// document `value` is in, if that was itself read from a string.
    static func unescaping(_ value: JSONValue, parent: OffsetMap?) -> (bytes: [UInt8], map: OffsetMap) {
        let body = (value.span.lowerBound + 1)..<(value.span.upperBound - 1)
        return unescaping(
            UnsafeBufferPointer(rebasing: value.document.text[body]), base: body.lowerBound, parent: parent)
    }

    /// The unescaped bytes of `body`, the body of a string that starts (after its quote)
    /// at input offset `base`, and their map, under `parent`.
    static func unescaping(
        _ body: UnsafeBufferPointer<UInt8>, base: Int, parent: OffsetMap?
    ) -> (bytes: [UInt8], map: OffsetMap) {
        // A document in a string escapes every quote of its own: about one segment for
        // each eight bytes is room enough to grow rarely.
        var segments = Segments(base: base, capacity: body.count / 8 + 2)
        let bytes = JSONText.unescape(body, observer: &segments)
        let map = OffsetMap(
            innerStarts: segments.innerStarts, outerStarts: segments.outerStarts, count: bytes.count, parent: parent)
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
