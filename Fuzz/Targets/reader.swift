// Fuzz target `reader`: the strict JSON reader on arbitrary bytes.
//
// Invariants, on every input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer);
// - the output is deterministic: two reads give the same diagnostics and tape;
// - every diagnostic has a catalogued code, a message, line and column >= 1 and an
//   offset inside the input; diagnostics come sorted by offset;
// - no document means at least one error; no error means a document;
// - the tape is well formed: spans nested in their parents, `next` and `count`
//   consistent, every string span quoted, every literal spelled out;
// - every value's pointer round-trips through its string form and resolves back to
//   the value (for a repeated key: to the last occurrence, as documented);
// - tighter limits are honoured: over `maxBytes` gives exactly `json.too-large`, and a
//   document read with `maxDepth` never nests deeper.

/// The reader target.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let reader = JSONReader()
        let first = reader.read(bytes)
        let second = reader.read(bytes)
        checkDeterminism(first, second, bytes)
        checkDiagnostics(first, bytes)
        if let document = first.document {
            checkDocument(document, bytes)
        }
        checkLimits(bytes)
    }

    // MARK: Determinism

    static func checkDeterminism(_ first: JSONReader.Result, _ second: JSONReader.Result, _ bytes: [UInt8]) {
        fuzzRequire(
            first.diagnostics == second.diagnostics, "diagnostics differ between two reads of \(fuzzHex(bytes))")
        fuzzRequire(
            (first.document == nil) == (second.document == nil),
            "document presence differs between two reads of \(fuzzHex(bytes))")
        guard let one = first.document, let two = second.document else { return }
        fuzzRequire(one.nodes.count == two.nodes.count, "tape length differs between two reads")
        for (a, b) in zip(one.nodes, two.nodes) {
            fuzzRequire(
                a.kind == b.kind && a.flags == b.flags && a.start == b.start && a.end == b.end && a.count == b.count
                    && a.next == b.next && a.parent == b.parent,
                "tape differs between two reads of \(fuzzHex(bytes))")
        }
    }

    // MARK: Diagnostics

    static func checkDiagnostics(_ result: JSONReader.Result, _ bytes: [UInt8]) {
        var previous = 0
        for diagnostic in result.diagnostics {
            let location = diagnostic.location
            fuzzRequire(location.line >= 1 && location.column >= 1, "diagnostic at \(location): \(diagnostic)")
            fuzzRequire(
                location.offset >= 0 && location.offset <= bytes.count,
                "diagnostic offset \(location.offset) outside 0...\(bytes.count): \(diagnostic)")
            fuzzRequire(location.offset >= previous, "diagnostics not sorted by offset: \(diagnostic)")
            previous = location.offset
            fuzzRequire(diagnostic.code.rule != nil, "code \(diagnostic.code) missing from the catalogue")
            fuzzRequire(!diagnostic.message.isEmpty, "empty message for \(diagnostic.code)")
            fuzzRequire(!diagnostic.summary.isEmpty, "empty summary for \(diagnostic.code)")
            fuzzRequire(
                JSONPointer(diagnostic.pointer.description) == diagnostic.pointer,
                "diagnostic pointer \(diagnostic.pointer) does not round-trip")
        }
        if result.document == nil {
            fuzzRequire(!result.isValid, "no document but no error for \(fuzzHex(bytes))")
        }
        if result.isValid {
            fuzzRequire(result.document != nil, "valid input without a document: \(fuzzHex(bytes))")
        }
    }

    // MARK: The document

    /// A value whose checks are pending, with the pointer it must have.
    struct Pending {
        var index: Int
        var pointer: JSONPointer
        /// The node `pointer` must resolve to: `index`, or the last member of the same
        /// key when the key repeats; `nil` below such a shadowed member, where the
        /// pointer leads into the last occurrence instead (only "no trap" is checked).
        var resolvesTo: Int?
    }

    static func checkDocument(_ document: JSONDocument, _ bytes: [UInt8]) {
        let nodes = document.nodes
        fuzzRequire(document.bytes == bytes, "document bytes differ from the input")
        fuzzRequire(!nodes.isEmpty && document.valueCount == nodes.count, "empty tape")
        fuzzRequire(Int(nodes[0].next) == nodes.count, "root subtree does not span the tape")
        fuzzRequire(nodes[0].parent == JSONNode.noParent, "root has a parent")

        for index in nodes.indices {
            checkNode(index, document, bytes)
        }

        let locations = document.locations(ofOffsets: nodes.map { Int($0.start) })
        for location in locations {
            fuzzRequire(location.line >= 1 && location.column >= 1, "value location \(location)")
        }
        fuzzRequire(document.root.location == locations[0], "root location differs from the batch")

        // Walk the tree with an explicit stack, building each value's expected pointer.
        var work = [Pending(index: 0, pointer: .root, resolvesTo: 0)]
        while let item = work.popLast() {
            let value = JSONValue(document: document, index: item.index)
            let pointer = value.pointer
            fuzzRequire(pointer == item.pointer, "node \(item.index): pointer \(pointer), expected \(item.pointer)")
            fuzzRequire(JSONPointer(pointer.description) == pointer, "pointer \(pointer) does not round-trip")
            let resolved = document.value(at: pointer)
            if let expected = item.resolvesTo {
                fuzzRequire(
                    resolved?.index == expected,
                    "pointer \(pointer) of node \(item.index) resolves to \(resolved.map { String($0.index) } ?? "nothing"), expected node \(expected) in \(fuzzHex(bytes))"
                )
            }
            // Below a shadowed member, children resolve (if at all) into the last occurrence.
            let visible = item.resolvesTo == item.index
            switch value.kind {
            case .array:
                for (position, element) in value.elements.enumerated() {
                    fuzzRequire(value[position]?.index == element.index, "array subscript \(position)")
                    work.append(
                        Pending(
                            index: element.index, pointer: item.pointer.appending(position),
                            resolvesTo: visible ? element.index : nil))
                }
            case .object:
                let members = value.members
                var last: [[UInt8]: Int] = [:]
                for member in members {
                    last[Array(member.key.utf8)] = member.value.index
                }
                for member in members {
                    let target = visible ? last[Array(member.key.utf8)] : nil
                    work.append(
                        Pending(
                            index: member.value.index, pointer: item.pointer.appending(member.key), resolvesTo: target
                        ))
                }
            default:
                break
            }
        }
    }

    /// Checks one tape node against the bytes and its neighbours.
    static func checkNode(_ index: Int, _ document: JSONDocument, _ bytes: [UInt8]) {
        let nodes = document.nodes
        let node = nodes[index]
        let start = Int(node.start)
        let end = Int(node.end)
        fuzzRequire(start < end && end <= bytes.count, "node \(index) span \(start)..<\(end)")
        fuzzRequire(Int(node.next) > index && Int(node.next) <= nodes.count, "node \(index) next \(node.next)")
        if node.parent != JSONNode.noParent {
            let parent = nodes[Int(node.parent)]
            fuzzRequire(Int(node.parent) < index, "node \(index) parent after it")
            fuzzRequire(parent.kind == .array || parent.kind == .object, "node \(index) parent is a scalar")
            fuzzRequire(
                parent.start < node.start && node.end < parent.end && node.next <= parent.next,
                "node \(index) not inside its parent")
        }
        let value = JSONValue(document: document, index: index)
        let text = bytes[start..<end]
        switch node.kind {
        case .null:
            fuzzRequire(text.elementsEqual("null".utf8), "null node spells \(fuzzHex(Array(text)))")
        case .true:
            fuzzRequire(text.elementsEqual("true".utf8) && value.bool == true, "true node")
        case .false:
            fuzzRequire(text.elementsEqual("false".utf8) && value.bool == false, "false node")
        case .number:
            let number = value.number
            fuzzRequire(number != nil, "number node without a number")
            if let number {
                fuzzRequire(number.lexeme.utf8.elementsEqual(text), "number lexeme differs from the bytes")
                if let integer = number.int64 {
                    fuzzRequire(number.isInteger && Int64(number.lexeme) == integer, "int64 of \(number)")
                }
                _ = number.double
            }
        case .string:
            fuzzRequire(
                end - start >= 2 && bytes[start] == UInt8(ascii: "\"") && bytes[end - 1] == UInt8(ascii: "\""),
                "string node \(index) not quoted")
            fuzzRequire(value.string != nil, "string node without a string")
            if node.flags & JSONNode.hasEscapes == 0 {
                fuzzRequire(
                    !bytes[(start + 1)..<(end - 1)].contains(UInt8(ascii: "\\")), "unflagged escape in node \(index)")
            }
        case .array, .object:
            checkContainer(index, document)
        }
    }

    /// Walks a container's children by `next`: the count and the end must agree.
    static func checkContainer(_ index: Int, _ document: JSONDocument) {
        let nodes = document.nodes
        let node = nodes[index]
        let isObject = node.kind == .object
        let children = Int(node.count) * (isObject ? 2 : 1)
        var child = index + 1
        for position in 0..<children {
            fuzzRequire(child < Int(node.next), "container \(index) child \(position) outside its subtree")
            fuzzRequire(Int(nodes[child].parent) == index, "child \(child) of \(index) names another parent")
            if isObject && position % 2 == 0 {
                fuzzRequire(nodes[child].kind == .string, "object \(index) key \(child) is not a string")
            }
            child = Int(nodes[child].next)
        }
        fuzzRequire(child == Int(node.next), "container \(index) children end at \(child), next is \(node.next)")
        let value = JSONValue(document: document, index: index)
        fuzzRequire(value.count == Int(node.count), "count of \(index)")
        fuzzRequire(
            (isObject ? value.members.count : value.elements.count) == Int(node.count), "children of \(index)")
    }

    // MARK: Limits

    static func checkLimits(_ bytes: [UInt8]) {
        if !bytes.isEmpty {
            let small = JSONReader(options: .init(maxBytes: bytes.count - 1)).read(bytes)
            fuzzRequire(
                small.document == nil && small.diagnostics.map(\.code) == [.jsonTooLarge],
                "over maxBytes: \(small.diagnostics.map(\.code))")
        }
        let shallow = JSONReader(options: .init(maxDepth: 3)).read(bytes)
        if let document = shallow.document {
            for index in document.nodes.indices {
                var depth = 1
                var parent = document.nodes[index].parent
                while parent != JSONNode.noParent {
                    if document.nodes[Int(parent)].kind == .array || document.nodes[Int(parent)].kind == .object {
                        depth += 1
                    }
                    parent = document.nodes[Int(parent)].parent
                }
                // A scalar inside three containers is at depth 4; containers stop at 3.
                let isContainer = document.nodes[index].kind == .array || document.nodes[index].kind == .object
                fuzzRequire(depth <= (isContainer ? 3 : 4), "maxDepth 3 exceeded: node \(index) at depth \(depth)")
            }
        }
    }
}
