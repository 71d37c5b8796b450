extension [UInt8] {
    /// Appends the UTF-8 of `text`, a literal: the fixed pieces of the JSON lines pushkit
    /// writes piece by piece (a report, an answer to a job), without a `String` made of them.
    ///
    /// Emitted into each caller's module, not into this one (`@_alwaysEmitIntoClient`), as a
    /// copy of the helper in that module was: `@inlinable` also compiles it here, and the
    /// specialisation of `append(contentsOf:)` that brings moved `prepare --ndjson` by about
    /// 60 instructions a job (callgrind).
    @_alwaysEmitIntoClient @inline(__always)
    package mutating func append(literal text: StaticString) {
        text.withUTF8Buffer { append(contentsOf: $0) }
    }
}
