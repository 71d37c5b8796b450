/// A parsed JSON document: the input bytes and a compact tree over them in which
/// every value keeps its source span.
///
/// A document is immutable and `Sendable`; share it freely across tasks. Read values
/// through ``root`` and ``JSONValue``.
public final class JSONDocument: Sendable {
    /// The input, exactly as read.
    public let bytes: [UInt8]
    let nodes: [JSONNode]

    init(bytes: [UInt8], nodes: [JSONNode]) {
        self.bytes = bytes
        self.nodes = nodes
    }

    /// The top-level value.
    public var root: JSONValue { JSONValue(document: self, index: 0) }

    /// The value a JSON Pointer designates, or `nil` when there is none.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        root.value(at: pointer)
    }

    /// The number of values in the document (every key counts as one too).
    public var valueCount: Int { nodes.count }

    /// Resolves byte offsets to lines and columns.
    public func locations(ofOffsets offsets: [Int]) -> [SourceLocation] {
        SourceLocator.locate(offsets, in: bytes)
    }

    /// The line and column of a byte offset.
    public func location(ofOffset offset: Int) -> SourceLocation {
        SourceLocator.locate([offset], in: bytes)[0]
    }
}

extension JSONDocument {
    /// Reads `bytes` with the default options.
    ///
    /// - Returns: the outcome; see ``JSONReader/Result``.
    public static func read(_ bytes: [UInt8]) -> JSONReader.Result {
        JSONReader().read(bytes)
    }

    /// Reads the UTF-8 of `text` with the default options.
    public static func read(_ text: String) -> JSONReader.Result {
        JSONReader().read(Array(text.utf8))
    }
}
