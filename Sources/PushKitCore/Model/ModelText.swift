/// A string field of the typed model: a string the caller gave, or a string value of the
/// document it was decoded from, made into a `String` only when it is read.
///
/// Validation builds the model for every payload but reads few of its strings; a
/// `String` of more than 15 bytes is a heap allocation, so a field kept as a view costs
/// none until someone (a renderer, an encoder, a router) asks for it. A view keeps its
/// document alive, as the model's ``JSONObject`` views do.
///
/// Equal and hashed as the text it holds, whichever form it is in.
struct ModelText: Sendable, Hashable {
    private enum Storage: Sendable {
        case owned(String)
        /// A string value of a document.
        case view(JSONValue)
    }

    private var storage: Storage

    /// The text `text`.
    init(_ text: String) {
        storage = .owned(text)
    }

    /// The text of the string value `value`, decoded when read (invalid UTF-8 repaired,
    /// as ``JSONValue/string`` does); `value` must be a string.
    init(view value: JSONValue) {
        storage = .view(value)
    }

    /// The string value of the document the text is a view of; `nil` for a text given
    /// as a `String`.
    var value: JSONValue? {
        if case .view(let value) = storage { return value }
        return nil
    }

    /// The text.
    var string: String {
        switch storage {
        case .owned(let text): text
        case .view(let value): value.string ?? ""
        }
    }

    /// Whether the text is empty, told without decoding it: an empty string value is
    /// its two quotes, and any escape stands for at least one character.
    var isEmpty: Bool {
        switch storage {
        case .owned(let text): text.isEmpty
        case .view(let value): value.span.count <= 2
        }
    }

    /// Calls `body` with the text's UTF-8: read in place from the document when the value
    /// is written without escapes and is valid UTF-8, so most checks decode nothing.
    func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if case .view(let value) = storage {
            let node = value.node
            if node.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 {
                return body(value.document.body(of: node))
            }
        }
        var text = string
        return text.withUTF8(body)
    }

    /// Whether the text is `literal`, compared byte for byte (for ASCII literals, the
    /// same as comparing the strings); a view is read in place (``JSONValue/isText(_:)``).
    func equals(_ literal: StaticString) -> Bool {
        switch storage {
        case .view(let value): return value.isText(literal)
        case .owned(var text):
            return text.withUTF8 { Self.same($0, literal.utf8Start, literal.utf8CodeUnitCount) }
        }
    }

    /// Whether `bytes` are the `count` bytes at `other`.
    @inline(__always)
    private static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafePointer<UInt8>, _ count: Int) -> Bool {
        guard bytes.count == count else { return false }
        var index = 0
        while index < count {
            if bytes[index] != other[index] { return false }
            index += 1
        }
        return true
    }

    /// Whether `bytes` are all ASCII.
    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        if case .view(let left) = lhs.storage, case .view(let right) = rhs.storage, left.document === right.document,
            left.span == right.span
        {
            return true
        }
        // The same bytes are the same text; different bytes are different text when both
        // are ASCII. Otherwise the strings decide (canonical equivalence, as `String` has).
        let decided: Bool? = lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                if let base = right.baseAddress, same(left, base, right.count) { return true }
                if right.isEmpty { return left.isEmpty }
                return isASCII(left) && isASCII(right) ? false : nil
            }
        }
        return decided ?? (lhs.string == rhs.string)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}
