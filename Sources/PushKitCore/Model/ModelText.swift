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

    static func == (lhs: Self, rhs: Self) -> Bool {
        if case .view(let left) = lhs.storage, case .view(let right) = rhs.storage, left.document === right.document,
            left.span == right.span
        {
            return true
        }
        return lhs.string == rhs.string
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }
}
