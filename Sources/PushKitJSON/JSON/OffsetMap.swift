/// Where each byte of an unescaped string body came from in the input: how a
/// diagnostic inside a JSON document held in a string (a Synerise `content`) finds its
/// line and column in the enclosing input.
///
/// Between two escapes the inner bytes follow the input one for one; each byte an
/// escape writes maps to the escape's first byte (`\u00e9` writes two bytes, both placed
/// at its backslash). A map made for a document inside another one's string carries the
/// outer map as its `parent`, so offsets go all the way out to the input.
///
/// The map keeps its segments, found in the same pass that unescapes the string: a
/// diagnostic is placed with a binary search, so a document with a diagnostic per
/// element (an Android `content` with thousands of buttons) costs one pass over its
/// string, not one per diagnostic.
package final class OffsetMap: Sendable {
    /// The inner offset where each segment starts, ascending from 0.
    private let innerStarts: [UInt32]
    /// The input offset of each segment's first byte (in the enclosing document's input).
    private let outerStarts: [UInt32]
    /// The number of inner bytes: offsets past it are placed at its end.
    private let count: Int
    /// The map of the document whose string this one's bytes came from, if any.
    private let parent: OffsetMap?

    private init(_ segments: Segments, count: Int, parent: OffsetMap?) {
        self.innerStarts = segments.innerStarts
        self.outerStarts = segments.outerStarts
        self.count = count
        self.parent = parent
    }

    /// The input offset of inner byte `inner` (clamped to the inner bytes and one past
    /// their end), through every enclosing map.
    package func offset(_ inner: Int) -> Int {
        let inner = min(max(inner, 0), count)
        // The last segment that starts at or before `inner`.
        var low = 0
        var high = innerStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(innerStarts[middle]) <= inner { low = middle } else { high = middle }
        }
        let local = Int(outerStarts[low]) + (inner - Int(innerStarts[low]))
        return parent?.offset(local) ?? local
    }

    /// The unescaped bytes of the string `value` (a JSON document held in it, as a
    /// Synerise Android `content`), and their map, under `parent`: the map of the
    /// document `value` is in, if that was itself read from a string.
    package static func unescaping(_ value: JSONValue, parent: OffsetMap?) -> (bytes: [UInt8], map: OffsetMap) {
        let body = (value.span.lowerBound + 1)..<(value.span.upperBound - 1)
        return unescaping(
            UnsafeBufferPointer(rebasing: value.document.text[body]), base: body.lowerBound, parent: parent)
    }

    /// The unescaped bytes of `body`, the body of a string that starts (after its quote)
    /// at input offset `base`, and their map, under `parent`.
    package static func unescaping(
        _ body: UnsafeBufferPointer<UInt8>, base: Int, parent: OffsetMap?
    ) -> (bytes: [UInt8], map: OffsetMap) {
        var segments = Segments(base: base)
        let bytes = JSONText.unescape(body, observer: &segments)
        return (bytes, OffsetMap(segments, count: bytes.count, parent: parent))
    }

    /// The segments of a map, as the escapes come.
    private struct Segments: EscapeObserver {
        // Offsets are below 4 GiB: the reader keeps its nodes' offsets in 32 bits.
        package let base: Int
        package var innerStarts: [UInt32] = [0]
        package var outerStarts: [UInt32]

        package init(base: Int) {
            self.base = base
            outerStarts = [UInt32(truncatingIfNeeded: base)]
        }

        /// The bytes the escape wrote, each at the escape; then a run from `resume`.
        package mutating func escape(written: Int, source: Int, end: Int, resume: Int) {
            for offset in written..<end { mark(offset, at: base + source) }
            mark(end, at: base + resume)
        }

        /// Starts a segment at inner offset `inner`, input offset `outer`; one that
        /// starts at the same inner offset as the last replaces it.
        private mutating func mark(_ inner: Int, at outer: Int) {
            let (inner, outer) = (UInt32(truncatingIfNeeded: inner), UInt32(truncatingIfNeeded: outer))
            if innerStarts.last == inner {
                outerStarts[outerStarts.count - 1] = outer
            } else {
                innerStarts.append(inner)
                outerStarts.append(outer)
            }
        }
    }
}
