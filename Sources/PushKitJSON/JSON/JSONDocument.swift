/// A parsed JSON document: the input bytes and a compact tree over them in which
/// every value keeps its source span.
///
/// A document is immutable and `Sendable`; share it freely across tasks. Read values
/// through ``root`` and ``JSONValue``.
public final class JSONDocument: Sendable {
    /// The input, exactly as read.
    public let bytes: [UInt8]
    /// The tree, one node per value in document order, in memory the document owns.
    ///
    /// The lookups read nodes and text through plain pointers: reading an array held by
    /// a class retains and releases its storage on every access, and lookups are the
    /// decoders' most frequent operation. Both are immutable once the document exists.
    @usableFromInline nonisolated(unsafe) package let nodes: UnsafeBufferPointer<JSONNode>
    /// The same bytes as ``bytes``, in the same allocation as ``nodes``.
    @usableFromInline nonisolated(unsafe) package let text: UnsafeBufferPointer<UInt8>
    /// The allocation that holds ``nodes`` and ``text``, freed with the document.
    nonisolated(unsafe) private let block: UnsafeMutableRawPointer

    /// A document over `bytes` that takes over `block` (from `BlockMemory.allocate(byteCount:)`),
    /// in which `nodes` and `text` (a copy of `bytes`) lie; the reader fills the block as it
    /// reads, so making the document copies nothing.
    package init(
        bytes: [UInt8], block: UnsafeMutableRawPointer, nodes: UnsafeBufferPointer<JSONNode>,
        text: UnsafeBufferPointer<UInt8>
    ) {
        self.bytes = bytes
        self.block = block
        self.nodes = nodes
        self.text = text
    }

    deinit {
        // `JSONNode` and `UInt8` are trivial: nothing to deinitialize before freeing.
        BlockMemory.free(block)
    }

    /// The body of the string `node` as written (between its quotes, escapes and all).
    @inlinable @inline(__always)
    package func body(of node: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[Int(node.start + 1)..<Int(node.end - 1)])
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
        SourceLocator.locate(offset: offset, in: bytes)
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
