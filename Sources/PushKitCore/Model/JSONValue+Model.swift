/// Reading model values straight from the document's bytes: no string is made for a value
/// the decoder only compares or converts.
extension JSONValue {
    /// Whether this is a string whose text is `literal`, compared byte for byte (for an
    /// ASCII literal, the same as comparing the strings): read in place when the value is
    /// written without escapes and is valid UTF-8, which is how a decoder tells a known
    /// word (an action type, a content type) without making it a string.
    func isText(_ literal: StaticString) -> Bool {
        let node = node
        guard node.kind == .string else { return false }
        let count = literal.utf8CodeUnitCount
        let wanted = literal.utf8Start
        guard node.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 else {
            return JSONValue.decodedString(node, in: document).utf8.elementsEqual(
                UnsafeBufferPointer(start: wanted, count: count))
        }
        // The body, between the quotes, compared a word at a time once its length matches.
        let start = Int(node.start) &+ 1
        guard Int(node.end) &- 1 &- start == count else { return false }
        guard let text = document.text.baseAddress else { return count == 0 }
        return ByteWord.sameBytes(text + start, wanted, count: count)
    }

    /// The integer this number is, when its lexeme is an integer that fits in an `Int`:
    /// `number?.int`, read from the document's bytes without making the lexeme a string
    /// (a decoder reads a badge, a flag or an index this way on every validation).
    var integer: Int? {
        let node = node
        guard node.kind == .number, node.flags & JSONNode.isInteger != 0 else { return nil }
        let text = document.text
        var index = Int(node.start)
        let end = Int(node.end)
        let negative = index < end && text[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        guard index < end else { return nil }
        var value = 0
        while index < end {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowShift) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAdd) =
                negative
                ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            guard !overflowShift, !overflowAdd else { return nil }
            value = next
            index += 1
        }
        return value
    }
}
