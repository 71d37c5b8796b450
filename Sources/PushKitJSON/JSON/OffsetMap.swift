import Synchronization

/// Where each byte of an unescaped string body came from in the input: how a
/// diagnostic inside a JSON document held in a string (a Synerise `content`) finds its
/// line and column in the enclosing input.
///
/// Between two escapes the inner bytes follow the input one for one; each byte an
/// escape writes maps to the escape's first byte (`\u00e9` writes two bytes, both placed
/// at its backslash). A map made for a document inside another one's string carries the
/// outer map as its `parent`, so offsets go all the way out to the input.
///
/// The map keeps its segments, found by one pass over the string that unescapes it
/// again, made the first time an offset is asked for (most embedded documents place no
/// diagnostic, and reading them needs only the bytes): a diagnostic is then placed with
/// a binary search, so a document with a diagnostic per element (an Android `content`
/// with thousands of buttons) costs one pass over its string, not one per diagnostic.
package final class OffsetMap: Sendable {
    /// The segments: the inner offset where each starts (ascending from 0), and the
    /// input offset of its first byte (in the enclosing document's input).
    private struct Table: Sendable {
        var innerStarts: [UInt32]
        var outerStarts: [UInt32]
    }

    /// The document whose string this map is for, when its table is made on first use.
    private let document: JSONDocument?
    /// The string's body in `document`'s input.
    private let body: Range<Int>
    /// The number of inner bytes: offsets past it are placed at its end.
    private let count: Int
    /// The map of the document whose string this one's bytes came from, if any.
    private let parent: OffsetMap?
    /// The segments, once made.
    private let table: Mutex<Table?>

    private init(document: JSONDocument?, body: Range<Int>, count: Int, parent: OffsetMap?, table: Table?) {
        self.document = document
        self.body = body
        self.count = count
        self.parent = parent
        self.table = Mutex(table)
    }

    /// The input offset of inner byte `inner` (clamped to the inner bytes and one past
    /// their end), through every enclosing map.
    package func offset(_ inner: Int) -> Int {
        let inner = min(max(inner, 0), count)
        let local = table.withLock { table -> Int in
            if table == nil, let document {
                table = Self.segments(UnsafeBufferPointer(rebasing: document.text[body]), base: body.lowerBound).table
            }
            guard let table else { return inner }
            // The last segment that starts at or before `inner`.
            var low = 0
            var high = table.innerStarts.count
            while high - low > 1 {
                let middle = (low + high) / 2
                if Int(table.innerStarts[middle]) <= inner { low = middle } else { high = middle }
            }
            return Int(table.outerStarts[low]) + (inner - Int(table.innerStarts[low]))
        }
        return parent?.offset(local) ?? local
    }

    /// The unescaped bytes of the string `value` (a JSON document held in it, as a
    /// Synerise Android `content`), and their map, under `parent`: the map of the
    /// document `value` is in, if that was itself read from a string. The map's segments
    /// are found when it is first asked for an offset.
    package static func unescaping(_ value: JSONValue, parent: OffsetMap?) -> (bytes: [UInt8], map: OffsetMap) {
        let body = (value.span.lowerBound + 1)..<(value.span.upperBound - 1)
        let bytes = JSONText.unescape(UnsafeBufferPointer(rebasing: value.document.text[body]))
        return (bytes, OffsetMap(document: value.document, body: body, count: bytes.count, parent: parent, table: nil))
    }

    /// The unescaped bytes of `body`, the body of a string that starts (after its quote)
    /// at input offset `base`, and their map, under `parent`.
    package static func unescaping(
        _ body: UnsafeBufferPointer<UInt8>, base: Int, parent: OffsetMap?
    ) -> (bytes: [UInt8], map: OffsetMap) {
        let (bytes, table) = segments(body, base: base)
        return (bytes, OffsetMap(document: nil, body: base..<base, count: bytes.count, parent: parent, table: table))
    }

    /// The unescaped bytes of `body` (starting at input offset `base`) and their segments.
    private static func segments(_ body: UnsafeBufferPointer<UInt8>, base: Int) -> (bytes: [UInt8], table: Table) {
        var segments = Segments(base: base)
        let bytes = JSONText.unescape(body, observer: &segments)
        return (bytes, Table(innerStarts: segments.innerStarts, outerStarts: segments.outerStarts))
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
