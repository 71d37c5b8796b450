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
    let index: Int

    init(document: JSONDocument, index: Int) {
        self.document = document
        self.index = index
    }

    var node: JSONNode { document.nodes[index] }

    /// The value's JSON type.
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
    public var isNull: Bool { node.kind == .null }

    /// The boolean, when this is `true` or `false`.
    public var bool: Bool? {
        switch node.kind {
        case .true: true
        case .false: false
        default: nil
        }
    }

    /// The decoded text, when this is a string.
    public var string: String? {
        let node = node
        guard node.kind == .string else { return nil }
        return String(decoding: stringBytes(node), as: UTF8.self)
    }

    /// The number, when this is a number.
    public var number: JSONNumber? {
        let node = node
        guard node.kind == .number else { return nil }
        return JSONNumber(
            lexeme: String(decoding: document.bytes[Int(node.start)..<Int(node.end)], as: UTF8.self),
            isInteger: node.flags & JSONNode.isInteger != 0)
    }

    /// The elements of an array; empty for anything else.
    public var elements: [JSONValue] {
        let node = node
        guard node.kind == .array else { return [] }
        var result: [JSONValue] = []
        result.reserveCapacity(Int(node.count))
        var child = index + 1
        for _ in 0..<node.count {
            result.append(JSONValue(document: document, index: child))
            child = Int(document.nodes[child].next)
        }
        return result
    }

    /// The members of an object in source order, duplicates included; empty for
    /// anything else.
    public var members: [JSONMember] {
        let node = node
        guard node.kind == .object else { return [] }
        var result: [JSONMember] = []
        result.reserveCapacity(Int(node.count))
        var child = index + 1
        for _ in 0..<node.count {
            let key = JSONValue(document: document, index: child)
            let value = JSONValue(document: document, index: child + 1)
            result.append(JSONMember(keyValue: key, value: value))
            child = Int(document.nodes[child + 1].next)
        }
        return result
    }

    /// The number of elements or members; 0 for a scalar.
    public var count: Int { Int(node.count) }

    /// The member named `key` (the last one, if the key repeats), when this is an
    /// object that has it.
    public subscript(key: String) -> JSONValue? {
        let node = node
        guard node.kind == .object else { return nil }
        var found: Int?
        var child = index + 1
        var key = key
        key.withUTF8 { wanted in
            for _ in 0..<node.count {
                if keyEquals(child, wanted) { found = child + 1 }
                child = Int(document.nodes[child + 1].next)
            }
        }
        return found.map { JSONValue(document: document, index: $0) }
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
    public var span: Range<Int> { Int(node.start)..<Int(node.end) }

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
        var tokens: [String] = []
        let nodes = document.nodes
        // A key's value is the node just after it.
        var current = nodes[index].flags & JSONNode.isKey != 0 ? index + 1 : index
        while nodes[current].parent != JSONNode.noParent {
            let container = Int(nodes[current].parent)
            if nodes[container].kind == .object {
                tokens.append(JSONValue(document: document, index: current - 1).string ?? "")
            } else {
                var element = 0
                var sibling = container + 1
                while sibling < current {
                    sibling = Int(nodes[sibling].next)
                    element += 1
                }
                tokens.append(String(element))
            }
            current = container
        }
        return JSONPointer(tokens: tokens.reversed())
    }

    // MARK: Bytes

    private func stringBytes(_ node: JSONNode) -> [UInt8] {
        document.bytes.withUnsafeBufferPointer { buffer in
            let body = UnsafeBufferPointer(rebasing: buffer[Int(node.start + 1)..<Int(node.end - 1)])
            return node.flags & JSONNode.hasEscapes == 0 ? Array(body) : JSONText.unescape(body)
        }
    }

    private func keyEquals(_ keyIndex: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let key = document.nodes[keyIndex]
        if key.flags & JSONNode.hasInvalidUTF8 != 0 {
            // Compare the key as ``JSONMember/key`` shows it, with U+FFFD for the bad bytes.
            return String(decoding: stringBytes(key), as: UTF8.self).utf8.elementsEqual(wanted)
        }
        if key.flags & JSONNode.hasEscapes == 0 {
            guard Int(key.end - key.start) - 2 == wanted.count else { return false }
            return document.bytes.withUnsafeBufferPointer { buffer in
                buffer[Int(key.start + 1)..<Int(key.end - 1)].elementsEqual(wanted)
            }
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
    func forEachMember(_ body: (String, JSONValue) throws -> Void) rethrows {
        let node = node
        guard node.kind == .object else { return }
        let nodes = document.nodes
        var child = index + 1
        for _ in 0..<node.count {
            let key = JSONValue(document: document, index: child).string ?? ""
            try body(key, JSONValue(document: document, index: child + 1))
            child = Int(nodes[child + 1].next)
        }
    }
}

extension JSONDocument {
    /// The length of the document without the whitespace between tokens: the size of the
    /// payload as a sender serialises it. Worked out from the tree, not the bytes.
    var compactLength: Int {
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
    func forEachMember(notIn known: Set<String>, _ body: (String, JSONValue) throws -> Void) rethrows {
        let node = node
        guard node.kind == .object else { return }
        let nodes = document.nodes
        var child = index + 1
        for _ in 0..<node.count {
            let key = nodes[child]
            let isKnown: Bool
            if key.flags & JSONNode.hasEscapes == 0 {
                let length = Int(key.end - key.start) - 2
                isKnown = document.bytes.withUnsafeBufferPointer { buffer in
                    let raw = UnsafeBufferPointer(rebasing: buffer[Int(key.start + 1)..<Int(key.end - 1)])
                    return known.contains { $0.utf8.count == length && $0.utf8.elementsEqual(raw) }
                }
            } else {
                isKnown = known.contains(JSONValue(document: document, index: child).string ?? "")
            }
            if !isKnown {
                try body(
                    JSONValue(document: document, index: child).string ?? "",
                    JSONValue(document: document, index: child + 1))
            }
            child = Int(nodes[child + 1].next)
        }
    }
}
