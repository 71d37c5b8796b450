/// One value in a ``JSONDocument``: a light view (the document and a position),
/// cheap to copy and `Sendable`.
///
/// Every value knows its source span, its line and column, and its JSON Pointer.
/// Objects keep duplicate keys; reading by key returns the last occurrence.
public struct JSONValue: Sendable {
    /// The JSON types, with `true` and `false` kept apart from numbers.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `null`.
        case null
        /// `true` or `false`.
        case boolean
        /// A number.
        case number
        /// A string.
        case string
        /// An array.
        case array
        /// An object.
        case object

        /// The kind with an article, for messages: "a string", "an object".
        public var phrase: String {
            switch self {
            case .null: "null"
            case .boolean: "a boolean"
            case .number: "a number"
            case .string: "a string"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    /// The document this value belongs to.
    public let document: JSONDocument
    @usableFromInline package let index: Int

    @inlinable
    package init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    @inlinable package var node: JSONNode { document.nodes[index] }

    /// The value's JSON type.
    @inlinable
    public var kind: Kind {
        switch node.kind {
        case .null: .null
        case .true, .false: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// Whether this is `null`.
    @inlinable
    public var isNull: Bool { node.kind == .null }

    /// The boolean, when this is `true` or `false`.
    @inlinable
    public var bool: Bool? {
        switch node.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The decoded text, when this is a string.
    @inlinable
    public var string: String? {
        let node = node
        guard node.kind == .string else { return nil }
        return Self.decodedString(node, in: document)
    }

    /// The text of the string `node`: straight from the input when it has no escapes
    /// (one copy, none for a short string), otherwise unescaped first.
    @inlinable @inline(__always)
    package static func decodedString(_ node: JSONNode, in document: JSONDocument) -> String {
        let body = document.body(of: node)
        return node.flags & JSONNode.hasEscapes == 0
            ? String(decoding: body, as: UTF8.self) : JSONText.unescapedString(body)
    }

    /// The number, when this is a number.
    public var number: JSONNumber? {
        let node = node
        guard node.kind == .number else { return nil }
        return JSONNumber(
            lexeme: String(decoding: document.text[Int(node.start)..<Int(node.end)], as: UTF8.self),
            isInteger: node.flags & JSONNode.isInteger != 0)
    }

    /// The elements of an array; empty for anything else.
    public var elements: [JSONValue] { Array(elementSequence) }

    /// The members of an object in source order, duplicates included; empty for
    /// anything else.
    public var members: [JSONMember] { Array(memberSequence) }

    /// ``elements``, read in place: no array is built.
    package var elementSequence: some Sequence<JSONValue> {
        let document = document
        return children(.array).lazy.map { JSONValue(document: document, index: $0) }
    }

    /// ``members``, read in place: no array is built.
    package var memberSequence: some Sequence<JSONMember> {
        let document = document
        return children(.object).lazy.map { key in
            JSONMember(
                keyValue: JSONValue(document: document, index: key),
                value: JSONValue(document: document, index: key + 1))
        }
    }

    /// The node indices of this value's elements when it is an array, of its members'
    /// keys when it is an object (each value is the node after its key); none otherwise,
    /// or when it is not of `kind`.
    @inlinable @inline(__always)
    package func children(_ kind: JSONNode.Kind) -> Children {
        let node = node
        return Children(
            nodes: document.nodes, isObject: kind == .object, position: index + 1,
            remaining: node.kind == kind ? Int(node.count) : 0)
    }

    /// The node indices of the elements of an array or the keys of an object, in order:
    /// each container's children, one subtree after another.
    ///
    /// It reads the document's nodes without holding the document (a walk retains
    /// nothing): use it while the value it came from is alive. ``elementSequence`` and
    /// ``memberSequence`` keep the document in their transform.
    @usableFromInline package struct Children: Sequence, IteratorProtocol {
        @usableFromInline package let nodes: UnsafeBufferPointer<JSONNode>
        /// Whether the children are an object's members: key, then value.
        @usableFromInline package let isObject: Bool
        /// The node index of the next child.
        @usableFromInline package var position: Int
        @usableFromInline package var remaining: Int

        @inlinable
        package init(nodes: UnsafeBufferPointer<JSONNode>, isObject: Bool, position: Int, remaining: Int) {
            self.nodes = nodes
            self.isObject = isObject
            self.position = position
            self.remaining = remaining
        }

        @inlinable
        package var underestimatedCount: Int { remaining }

        @inlinable @inline(__always)
        package mutating func next() -> Int? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let child = position
            // An element's subtree ends at its `next`; a member's at its value's.
            position = Int(truncatingIfNeeded: nodes[isObject ? child + 1 : child].next)
            return child
        }
    }

    /// The number of elements or members; 0 for a scalar.
    @inlinable
    public var count: Int { Int(node.count) }

    /// The member named `key` (the last one, if the key repeats), when this is an
    /// object that has it.
    @inlinable @inline(__always)
    public subscript(key: String) -> JSONValue? {
        // Read in place, without a copy of `key` (and the retain one costs); a native
        // string always has contiguous UTF-8, the fallback is for form's sake.
        let found =
            key.utf8.withContiguousStorageIfAvailable { wanted in lastMember(named: wanted) }
            ?? Array(key.utf8).withUnsafeBufferPointer { wanted in lastMember(named: wanted) }
        guard found >= 0 else { return nil }
        return JSONValue(document: document, index: found)
    }

    /// The member named `key` (the last one, if the key repeats): the decoders' lookup
    /// of a key they name in the source, read without touching a `String`.
    @inlinable @inline(__always)
    package subscript(member key: StaticString) -> JSONValue? {
        let found = key.withUTF8Buffer { wanted in lastMember(named: wanted) }
        guard found >= 0 else { return nil }
        return JSONValue(document: document, index: found)
    }

    /// The index of the value of the last member whose key is `wanted`, when this is
    /// an object that has one; -1 otherwise.
    ///
    /// The node, the keys and the bytes are read through the document's pointers
    /// (no retains): lookups are the decoders' most frequent operation. The loop knows
    /// only keys written plainly, compared in place; at the first key with escapes or
    /// invalid UTF-8 the search starts again in ``lastMemberDecoding(named:)``, so that
    /// the common loop keeps its few values in registers.
    @usableFromInline
    func lastMember(named wanted: UnsafeBufferPointer<UInt8>) -> Int {
        let nodes = document.nodes
        let node = nodes[index]
        guard node.kind == .object else { return -1 }
        // The span of a plain key that reads `wanted`: its bytes and two quotes, compared
        // as an `Int` (a key's span, under 4 GiB, never wraps; a longer `wanted` matches
        // no key). A document that holds an object has text.
        let span = wanted.count &+ 2
        let text = document.text.baseAddress.unsafelyUnwrapped
        let wantedBase = wanted.baseAddress ?? text
        // Keys the reader found all different: the first match is the only one.
        let stopsAtMatch = node.flags & JSONNode.mayRepeatKeys == 0
        var found = -1
        var child = index &+ 1
        var remaining = Int(node.count)
        while remaining > 0 {
            let key = nodes[child]
            if key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) != 0 {
                return lastMemberDecoding(named: wanted)
            }
            // The reader keeps `start < end`, so the difference cannot wrap.
            if Int(truncatingIfNeeded: key.end &- key.start) == span,
                ByteWord.sameBytes(text + (Int(key.start) &+ 1), wantedBase, count: wanted.count)
            {
                found = child &+ 1
                if stopsAtMatch { break }
            }
            child = Int(truncatingIfNeeded: nodes[child &+ 1].next)
            remaining &-= 1
        }
        return found
    }

    /// ``lastMember(named:)`` over an object with a key that has escapes or invalid
    /// UTF-8: each such key decoded before it is compared.
    @inline(never)
    private func lastMemberDecoding(named wanted: UnsafeBufferPointer<UInt8>) -> Int {
        let nodes = document.nodes
        let bytes = document.text
        let node = nodes[index]
        guard node.kind == .object else { return -1 }
        let span = wanted.count <= Int(UInt32.max) - 2 ? UInt32(wanted.count + 2) : 0
        let stopsAtMatch = node.flags & JSONNode.mayRepeatKeys == 0
        var found = -1
        var child = index + 1
        for _ in 0..<Int(node.count) {
            let key = nodes[child]
            if key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 {
                if key.end &- key.start == span, Self.bytesEqual(bytes, from: Int(key.start) &+ 1, wanted) {
                    found = child &+ 1
                    if stopsAtMatch { break }
                }
            } else if keyEquals(key, wanted) {
                found = child &+ 1
                if stopsAtMatch { break }
            }
            child = Int(truncatingIfNeeded: nodes[child &+ 1].next)
        }
        return found
    }

    /// Whether `bytes` holds `wanted` at `offset` (the caller checked that it fits).
    @inline(__always)
    private static func bytesEqual(
        _ bytes: UnsafeBufferPointer<UInt8>, from offset: Int, _ wanted: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        guard let base = bytes.baseAddress, let text = wanted.baseAddress else { return wanted.isEmpty }
        return ByteWord.sameBytes(base + offset, text, count: wanted.count)
    }

    /// The element at `position`, when this is an array that long.
    public subscript(position: Int) -> JSONValue? {
        let node = node
        guard node.kind == .array, position >= 0, position < node.count else { return nil }
        var child = index + 1
        for _ in 0..<position { child = Int(document.nodes[child].next) }
        return JSONValue(document: document, index: child)
    }

    /// The value `pointer` designates, starting from this value.
    public func value(at pointer: JSONPointer) -> JSONValue? {
        var current = self
        for token in pointer.tokens {
            switch current.kind {
            case .object:
                guard let next = current[token] else { return nil }
                current = next
            case .array:
                // RFC 6901: an array index is 0 or digits without a leading zero.
                guard let position = Int(token), token == String(position), position >= 0,
                    let next = current[position]
                else { return nil }
                current = next
            default:
                return nil
            }
        }
        return current
    }

    /// The byte range of the value in the input (a string's range includes its quotes).
    @inlinable
    public var span: Range<Int> { Int(node.start)..<Int(node.end) }

    /// The span of this value's key, quotes included, when it is the value of an object's
    /// member (the key is the node before it); its own ``span`` otherwise.
    package var keySpan: Range<Int> {
        guard index > 0 else { return span }
        let key = document.nodes[index - 1]
        guard key.flags & JSONNode.isKey != 0, Int(key.end) <= Int(node.start) else { return span }
        return Int(key.start)..<Int(key.end)
    }

    /// The value exactly as written in the input.
    public var sourceText: String {
        String(decoding: document.bytes[span], as: UTF8.self)
    }

    /// The line and column where the value starts.
    public var location: SourceLocation { document.location(ofOffset: Int(node.start)) }

    /// The JSON Pointer of this value from the document's root.
    ///
    /// A key (``JSONMember/keyValue``) has the pointer of its member, the same as
    /// the member's value.
    public var pointer: JSONPointer {
        var cursors = ElementCursors()
        return pointer(using: &cursors)
    }

    /// ``pointer``, finding each array element's index from where `cursors` last left
    /// off in that array: pointers asked for in document order then cost, together, one
    /// walk over each array's elements, not one walk from its start per pointer.
    package func pointer(using cursors: inout ElementCursors) -> JSONPointer {
        let nodes = document.nodes
        // A key's value is the node just after it.
        let start = nodes[index].flags & JSONNode.isKey != 0 ? index + 1 : index
        // The depth first, so that the tokens are one array of the right size, filled from
        // its end: not an array grown by appends and then copied reversed.
        var depth = 0
        var current = start
        while nodes[current].parent != JSONNode.noParent {
            depth += 1
            current = Int(nodes[current].parent)
        }
        var tokens = [String](repeating: "", count: depth)
        current = start
        while depth > 0 {
            depth -= 1
            let container = Int(nodes[current].parent)
            if nodes[container].kind == .object {
                tokens[depth] = JSONValue(document: document, index: current - 1).string ?? ""
            } else {
                tokens[depth] = String(cursors.element(at: current, in: container, of: document))
            }
            current = container
        }
        return JSONPointer(tokens: tokens)
    }

    // MARK: Bytes

    private func stringBytes(_ node: JSONNode) -> [UInt8] {
        let body = document.body(of: node)
        return node.flags & JSONNode.hasEscapes == 0 ? Array(body) : JSONText.unescape(body)
    }

    /// Whether the key `key`, which has escapes or invalid UTF-8 (``lastMember(named:)``
    /// compares the plain ones in place), reads `wanted` once decoded.
    ///
    /// Out of line: the decoding it needs, inlined, made every lookup save and restore
    /// more registers than the plain comparison uses.
    @inline(never)
    private func keyEquals(_ key: JSONNode, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        if key.flags & JSONNode.hasInvalidUTF8 != 0 {
            // Compare the key as ``JSONMember/key`` shows it, with U+FFFD for the bad bytes.
            return String(decoding: stringBytes(key), as: UTF8.self).utf8.elementsEqual(wanted)
        }
        return stringBytes(key).elementsEqual(wanted)
    }
}

/// One member of an object: its key (as a string value with its own span) and value.
public struct JSONMember: Sendable {
    /// The key as a value of the document, for its location and span.
    public let keyValue: JSONValue
    /// The member's value.
    public let value: JSONValue

    /// The decoded key.
    public var key: String { keyValue.string ?? "" }
}

extension JSONValue {
    /// Calls `body` with each member's key and value in source order, without building
    /// an array (the checks' hot path).
    @inline(__always)
    package func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
        let nodes = document.nodes
        for child in children(.object) {
            let key = JSONValue.decodedString(nodes[child], in: document)
            try body(key, JSONValue(document: document, index: child + 1))
        }
    }
}

extension JSONDocument {
    /// The length of the document without whitespace and with every string written plainly,
    /// as ``JSONWriter`` writes it (only `"`, `\` and control characters escaped, everything
    /// else as its own UTF-8): the size of its canonical form. Never more than
    /// ``compactLength``; less when strings were written with escapes they do not need
    /// (`\u017C` for `ż`, as many JSON libraries write non-ASCII by default).
    package var plainLength: Int {
        var total = compactLength
        for node in nodes where node.kind == .string && node.flags & JSONNode.hasEscapes != 0 {
            total += JSONWriter.quotedLength(JSONValue.decodedString(node, in: self)) - Int(node.end - node.start)
        }
        return total
    }

    /// The length of the document without the whitespace between tokens: the size of the
    /// payload as a sender serialises it. Worked out from the tree, not the bytes.
    package var compactLength: Int {
        var total = 0
        for node in nodes {
            switch node.kind {
            case .array: total += 2 + max(0, Int(node.count) - 1)
            case .object: total += 2 + max(0, Int(node.count) - 1) + Int(node.count)
            default: total += Int(node.end - node.start)
            }
        }
        return total
    }
}

extension JSONValue {
    /// Calls `body` with each member whose key is not in `known`, in source order.
    ///
    /// Known keys are recognised on their raw bytes, so the common case (every key
    /// known) builds no `String` and hashes nothing; `known` sets are small.
    package func forEachMember<Keys: Sequence<String>>(
        notIn known: Keys, _ body: (String, JSONValue) throws -> Void
    ) rethrows {
        let nodes = document.nodes
        for child in children(.object) {
            let key = nodes[child]
            let isKnown: Bool
            if key.flags & JSONNode.hasEscapes == 0 {
                let length = Int(key.end - key.start) - 2
                let raw = document.body(of: key)
                isKnown = known.contains { $0.utf8.count == length && JSONValue.bytesEqual($0, raw) }
            } else {
                let decoded = JSONValue.decodedString(key, in: document)
                isKnown = known.contains(decoded)
            }
            if !isKnown {
                try body(JSONValue.decodedString(key, in: document), JSONValue(document: document, index: child + 1))
            }
        }
    }

    /// Whether the UTF-8 of `text` is `bytes`, compared over contiguous storage (native
    /// strings are), without the generic sequence comparison.
    @inline(__always)
    package static func bytesEqual(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = text.utf8
        let equal = utf8.withContiguousStorageIfAvailable { stored -> Bool in
            guard stored.count == bytes.count else { return false }
            for offset in 0..<stored.count where stored[offset] != bytes[offset] { return false }
            return true
        }
        return equal ?? utf8.elementsEqual(bytes)
    }

    /// Whether some key of this object satisfies `predicate`, given the key's decoded
    /// UTF-8 (straight from the input when it has no escapes).
    ///
    /// Inlined into its callers, each with its own predicate: a call for each key
    /// through a closure cost more than the test it makes.
    @inlinable @inline(__always)
    package func hasKey(where predicate: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        let nodes = document.nodes
        for child in children(.object) {
            let key = nodes[child]
            let matches =
                key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0
                ? predicate(document.body(of: key))
                : Array(JSONValue.decodedString(key, in: document).utf8).withUnsafeBufferPointer(predicate)
            if matches { return true }
        }
        return false
    }

    /// Whether `bytes` spell `lowercase` (ASCII letters, digits and punctuation) in any
    /// mix of ASCII cases.
    package static func equalsIgnoringASCIICase(_ bytes: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool
    {
        guard bytes.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for offset in 0..<bytes.count {
            var byte = bytes[offset]
            if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { byte |= 0x20 }
            if byte != expected[offset] { return false }
        }
        return true
    }
}

/// Where the last element-index search stopped in each array of a document: the node
/// reached and its element index. A search for a later element goes on from there; one
/// for an earlier element starts again at the array's first element.
package struct ElementCursors: Sendable {
    private struct Key: Hashable {
        package let document: ObjectIdentifier
        package let container: Int
    }

    // Made by `init()`: the empty literal `[:]` costs a call of its own on every validation.
    private var cursors = [Key: (node: Int, element: Int)]()

    /// Cursors that have searched nothing yet.
    package init() {}

    /// The index, among its array's elements, of the element whose node is `node`;
    /// `container` is the array's node.
    package mutating func element(at node: Int, in container: Int, of document: JSONDocument) -> Int {
        let key = Key(document: ObjectIdentifier(document), container: container)
        let nodes = document.nodes
        var (sibling, element) = (container + 1, 0)
        if let cursor = cursors[key], cursor.node <= node { (sibling, element) = cursor }
        while sibling < node {
            sibling = Int(nodes[sibling].next)
            element += 1
        }
        cursors[key] = (node, element)
        return element
    }
}

// A walk over unsafe pointers into a document it does not hold: never to be sent to another task.
@available(*, unavailable)
extension JSONValue.Children: Sendable {}
