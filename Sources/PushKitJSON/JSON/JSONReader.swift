/// Reads JSON text strictly (RFC 8259) into a ``JSONDocument``, with a diagnostic
/// carrying a line and column for everything it rejects.
///
/// The reader never recurses, never traps and works in time linear in the input.
/// It keeps going after errors it can step over (a bad escape, invalid UTF-8 in a
/// string, a leading zero, a duplicate key) so that one run reports all of them; a
/// structural error (a missing comma, an unclosed object) ends the read.
public struct JSONReader: Sendable {
    /// Limits that protect a caller from hostile input.
    public struct Options: Sendable, Hashable {
        /// The deepest nesting of objects and arrays accepted (the top-level value is
        /// depth 1).
        public var maxDepth: Int
        /// The largest input accepted, in bytes; checked before anything is parsed.
        public var maxBytes: Int

        /// The default depth limit: 64.
        public static let defaultMaxDepth = 64
        /// The default size limit: 1 MiB.
        public static let defaultMaxBytes = 1 << 20
        /// The largest size limit the reader supports (offsets are 32-bit).
        public static let largestMaxBytes = Int(UInt32.max - 1)

        /// Creates options; values out of range are clamped.
        public init(maxDepth: Int = defaultMaxDepth, maxBytes: Int = defaultMaxBytes) {
            self.maxDepth = max(1, maxDepth)
            self.maxBytes = min(max(0, maxBytes), Self.largestMaxBytes)
        }
    }

    /// The outcome of a read.
    public struct Result: Sendable {
        /// The tree, when the input's structure could be read to the end; present even
        /// when there are errors inside strings, numbers or duplicate keys.
        public var document: JSONDocument?
        /// Everything the reader found, in source order.
        public var diagnostics: [Diagnostic]

        /// Whether the input is valid JSON (no error diagnostics).
        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }

        /// The document, only when the input is valid JSON: what every reader of JSON that
        /// is not a payload (a job line, an app profile to merge) goes on with.
        ///
        /// ``document`` is there even after a duplicate key, text after the value, invalid
        /// UTF-8, a lone surrogate or a number JSON does not allow, so that a payload's
        /// checks still run and report everything at once; a reader that acts on the
        /// content must not, since another reader (a first-wins one, say) sees a different
        /// value in the same text. Its rejection is ``diagnostics``, with the `json.*` codes.
        public var validDocument: JSONDocument? { isValid ? document : nil }
    }

    /// The limits in force.
    public var options: Options

    /// Creates a reader with the given limits.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Reads `bytes` as one JSON document.
    public func read(_ bytes: [UInt8]) -> Result {
        let (document, sink) = readPending(bytes)
        return Result(document: document, diagnostics: sink.resolved(in: bytes))
    }

    /// The diagnostic for input over the size limit, for callers that refuse input
    /// before reading it (from a file's size); `size` is `nil` when only "more than the
    /// limit" is known.
    public static func tooLargeDiagnostic(size: Int?, limit: Int) -> Diagnostic {
        Diagnostic(
            code: .jsonTooLarge, pointer: .root, location: .start, message: tooLargeMessage(size: size, limit: limit))
    }

    package static func tooLargeMessage(size: Int?, limit: Int) -> String {
        let amount = size.map { "\($0) bytes" } ?? "more than \(limit) bytes"
        return
            "the input is \(amount), over the limit of \(limit) bytes; raise the limit (--max-bytes) only for input you trust"
    }

    /// Reads and keeps diagnostics with byte offsets, for callers that resolve them
    /// later (in one pass, or against an enclosing document).
    package func readPending(_ bytes: [UInt8], pointerPrefix: JSONPointer = .root) -> (JSONDocument?, DiagnosticSink) {
        if bytes.count > options.maxBytes {
            var sink = DiagnosticSink()
            sink.emit(
                .jsonTooLarge, at: pointerPrefix, offset: 0,
                Self.tooLargeMessage(size: bytes.count, limit: options.maxBytes))
            return (nil, sink)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            JSONParser.read(bytes, source: buffer, maxDepth: options.maxDepth, pointerPrefix: pointerPrefix)
        }
    }
}
