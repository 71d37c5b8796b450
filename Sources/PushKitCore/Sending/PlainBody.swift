/// The body a push is sent with when the payload's own bytes cannot be: its plain form.
///
/// The plain form of a JSON text has the same members in the same order, unknown ones
/// included, with no whitespace, each string's escapes written plainly (only those JSON
/// requires, and the controls no output of pushkit carries raw: ``JSONWriter``) and each
/// number's text kept as written. It parses to the same JSON value as the payload, so
/// nothing the payload holds is dropped, and nothing the validator said about it changes
/// but its size. The typed model's encoding is never sent: it writes only what the model
/// knows.
enum PlainBody {
    /// The plain form of `document`.
    static func bytes(of document: JSONDocument) -> [UInt8] {
        JSONWriter().bytes(JSONTree(document.root))
    }

    /// `tree` with each cut's text (``TruncationCut/result``) at its pointer: a pointer that
    /// goes on into a string reads the string as JSON (a Synerise `content`), sets the text
    /// there and writes the string back in plain form. A pointer that leads nowhere leaves
    /// the tree as it is (the check after it says what is wrong).
    static func applying(_ cuts: [TruncationCut], to tree: JSONTree) -> JSONTree {
        var tree = tree
        for cut in cuts { tree = setting(.string(cut.result), at: cut.pointer.tokens[...], in: tree) }
        return tree
    }

    /// `tree` with `value` at `tokens`; the pointer comes from the planner, a few levels
    /// deep, so the recursion is bounded by it.
    private static func setting(_ value: JSONTree, at tokens: ArraySlice<String>, in tree: JSONTree) -> JSONTree {
        guard let token = tokens.first else { return value }
        let rest = tokens.dropFirst()
        switch tree {
        case .object(var object):
            guard let child = object[token] else { return tree }
            var members = object.members
            if let index = members.firstIndex(where: { $0.key == token }) {
                members[index].value = setting(value, at: rest, in: child)
            }
            object.members = members
            return .object(object)
        case .array(var elements):
            guard let index = Int(token), elements.indices.contains(index) else { return tree }
            elements[index] = setting(value, at: rest, in: elements[index])
            return .array(elements)
        case .string(let text):
            // JSON inside a string: edited there, written back plainly.
            guard let inner = JSONReader().read(Array(text.utf8)).validDocument else { return tree }
            let edited = setting(value, at: tokens, in: JSONTree(inner.root))
            return .string(JSONWriter().string(edited))
        default:
            return tree
        }
    }
}
