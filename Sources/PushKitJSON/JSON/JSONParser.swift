/// The reader's engine: one forward pass over the bytes with an explicit stack.
///
/// Nothing here recurses, so depth is a rule (`json.too-deep`), never a stack
/// overflow. Every loop advances `position`, so the pass ends on any input.
///
/// The hot paths avoid per-value bookkeeping: nodes go straight to the document's
/// block (``Block``: one allocation a read), frames to memory on the stack, all
/// written in place; the innermost open container lives in a stored property
/// (`current`), frames hold no reference-counted fields, and an object's keys are
/// compared (walking its members on the tape) only when a 64-bit filter of their
/// fingerprints (length and first bytes) says the new key may equal one of them.
/// Offsets and counts step with wrapping arithmetic: each is bounded by the input's
/// length (shorter than `UInt32.max`), and a checked step is a branch of its own.
package struct JSONParser {
    /// An open container. Plain data (no reference-counted fields), so that pushing
    /// and popping frames copies a few words and retains nothing.
    private struct Frame {
        /// The container's node; `JSONNode.noParent` for the pseudo-frame outside the
        /// top-level value, so that `current.node` is always the parent of a new value.
        package var node: UInt32
        package var isObject: Bool
        /// Whether this object's duplicate check has switched to the set on top of
        /// `keySets`.
        package var usesKeySet: Bool
        /// The members or elements begun so far: 0 just after `{` or `[`, so a comma
        /// is expected before the next value exactly when it is not 0.
        package var count: UInt32
        /// One bit (``JSONParser/filterBit(prefix:length:)``) for each key of this
        /// object: a key whose bit is clear equals none of them. All ones once a key
        /// with escapes is among them, since such a key may equal any other.
        package var keyFilter: UInt64
        /// The node of the key of the member being read; -1 before the first member and
        /// while a key is being read.
        package var lastKey: Int

        /// The pseudo-frame below the top-level value.
        package static let outside = Frame(
            node: JSONNode.noParent, isObject: false, usesKeySet: false, count: 0, keyFilter: 0, lastKey: -1)
    }

    /// A key's bit in `Frame.keyFilter`, from its fingerprint: the body's `length` and
    /// its first (up to) eight bytes, `prefix` (little-endian, zero past the body).
    /// Equal plain keys have equal fingerprints, so equal bits.
    @inline(__always)
    private static func filterBit(prefix: UInt64, length: Int) -> UInt64 {
        let hash = (prefix ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
        return 1 &<< (hash &>> 58)
    }

    /// The document's block, which the parser fills and the document adopts: the
    /// input's copy (`textCapacity` bytes: the input, then `padding` zero bytes), then the
    /// node tape, at an offset aligned for nodes. One allocation for the whole read, sized
    /// from the input's length up front; a tape that fills up moves the whole block to one
    /// twice the tape's size (`growTape`).
    private struct Block {
        /// Zero bytes after the input's copy: a load of eight bytes at any offset up to the
        /// input's length stays inside the block.
        static let padding = 16

        let base: UnsafeMutableRawPointer
        let nodeCapacity: Int

        /// Where the tape starts: the text and its padding, rounded up to the nodes'
        /// alignment.
        static func nodesOffset(textCount: Int) -> Int {
            let alignment = MemoryLayout<JSONNode>.alignment
            return (textCount + padding + alignment - 1) / alignment * alignment
        }

        /// A block for `text` (copied in, then padded with zeros) and room for
        /// `nodeCapacity` nodes.
        init(text: UnsafeBufferPointer<UInt8>, nodeCapacity: Int) {
            let nodesOffset = Self.nodesOffset(textCount: text.count)
            base = BlockMemory.allocate(byteCount: nodesOffset + MemoryLayout<JSONNode>.stride * nodeCapacity)
            self.nodeCapacity = nodeCapacity
            let bytes = base.bindMemory(to: UInt8.self, capacity: nodesOffset)
            if let source = text.baseAddress { bytes.initialize(from: source, count: text.count) }
            // In bounds: `text.count + padding <= nodesOffset`.
            (bytes + text.count).initialize(repeating: 0, count: nodesOffset - text.count)
            (base + nodesOffset).bindMemory(to: JSONNode.self, capacity: nodeCapacity)
        }

        func text(count: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
        }

        func nodes(textCount: Int) -> UnsafeMutablePointer<JSONNode> {
            (base + Self.nodesOffset(textCount: textCount)).assumingMemoryBound(to: JSONNode.self)
        }
    }

    /// Frames start in memory on the stack (`withUnsafeTemporaryAllocation`), at most
    /// 1,024 bytes, which the standard library always places there; when it fills up
    /// they move to the heap, twice as large (`grown`), freed at the end of the read.
    private static let stackFrames = 1024 / MemoryLayout<Frame>.stride

    /// `region` (of `capacity` elements, the first `count` initialized) moved to an
    /// allocation twice as large; frees `region` unless it is `stack`.
    private static func grown<T: BitwiseCopyable>(
        _ region: UnsafeMutablePointer<T>, capacity: Int, keeping count: Int, stack: UnsafeMutablePointer<T>
    ) -> UnsafeMutablePointer<T> {
        let larger = UnsafeMutablePointer<T>.allocate(capacity: capacity * 2)
        larger.initialize(from: region, count: count)
        if region != stack { region.deallocate() }
        return larger
    }

    /// Objects up to this many members compare keys pairwise (a bounded, cache-friendly
    /// cost, over the members on the tape); larger ones use a hash set, so the check
    /// stays linear overall.
    private static let pairwiseKeyLimit = 12

    /// The input's copy in `block`, followed by `Block.padding` zero bytes.
    package private(set) var input: UnsafeBufferPointer<UInt8>
    /// `input`'s first byte: the hot paths read through it with ``byte(_:)`` and
    /// ``word(_:)``, which may read the padding.
    private var text: UnsafePointer<UInt8>
    package let maxDepth: Int
    package let pointerPrefix: JSONPointer
    package private(set) var sink = DiagnosticSink()
    private var position = 0

    /// The block that holds the input's copy (`input`) and the tape (`nodeBase`).
    private var block: Block
    /// The tape, in `block`: nodes `0..<nodeCount` are initialized.
    private var nodeBase: UnsafeMutablePointer<JSONNode>
    /// How many nodes `nodeBase` has room for.
    private var nodeCapacity: Int
    /// How many nodes the tape holds; nodes are never removed, so every node index the
    /// parser keeps (in frames, `lastKey`) stays below it.
    private var nodeCount = 0

    /// The innermost open container (`Frame.outside` when none is open).
    private var current = Frame.outside
    /// `outer[0..<depth]` are the frames that enclose `current`, outermost first:
    /// `Frame.outside`, then the open containers. Entries past `depth` are uninitialized
    /// or stale, and get overwritten.
    private var outer: UnsafeMutablePointer<Frame>
    /// The stack memory `outer` starts in.
    private let stackFrames: UnsafeMutablePointer<Frame>
    /// How many frames `outer` has room for.
    private var frameCapacity: Int
    /// How many containers are open.
    private var depth = 0
    /// What only some reads need (objects with many members, diagnostics), made on its
    /// first use: most reads need none of it, and then pay neither for making its
    /// collections nor for releasing them (`rareState()`).
    private var rare: RareState?

    /// The reader's state that most reads never touch.
    private final class RareState {
        /// The key sets of the open objects that use one (`Frame.usesKeySet`),
        /// outermost first: objects close innermost first, so the current object's set
        /// is the last.
        var keySets: [Set<[UInt8]>] = []
        /// Keys and the container pointer reused by diagnostics.
        var pointerCache = PointerCache()
    }

    /// `rare`, made now if it does not exist yet.
    private mutating func rareState() -> RareState {
        if let rare { return rare }
        let state = RareState()
        rare = state
        return state
    }

    /// Reads `bytes` (whose memory is `source`) as one document: the document when its
    /// structure could be read to the end, and the diagnostics.
    ///
    /// - Precondition: `bytes` is shorter than `UInt32.max` bytes (the reader's size
    ///   limit ensures it), so that every offset and node index fits a `UInt32`.
    package static func read(
        _ bytes: [UInt8], source: UnsafeBufferPointer<UInt8>, maxDepth: Int, pointerPrefix: JSONPointer
    ) -> (JSONDocument?, DiagnosticSink) {
        withUnsafeTemporaryAllocation(of: Frame.self, capacity: stackFrames) { frames in
            // The capacity is positive, so the buffer has a base address.
            guard let framesBase = frames.baseAddress else { preconditionFailure("empty temporary allocation") }
            var parser = JSONParser(
                input: source, maxDepth: maxDepth, pointerPrefix: pointerPrefix, frames: framesBase,
                frameCapacity: frames.count)
            let complete = parser.run()
            return (parser.finish(of: bytes, complete: complete), parser.sink)
        }
    }

    private init(
        input source: UnsafeBufferPointer<UInt8>, maxDepth: Int, pointerPrefix: JSONPointer,
        frames: UnsafeMutablePointer<Frame>, frameCapacity: Int
    ) {
        precondition(source.count < Int(UInt32.max), "the input is too large for 32-bit offsets")
        self.maxDepth = maxDepth
        self.pointerPrefix = pointerPrefix
        // Room for every payload of the benchmark corpus (one node for every 10 bytes at
        // the densest); denser input grows the tape.
        nodeCapacity = source.count / 10 + 8
        block = Block(text: source, nodeCapacity: nodeCapacity)
        input = block.text(count: source.count)
        text = UnsafePointer(block.base.assumingMemoryBound(to: UInt8.self))
        nodeBase = block.nodes(textCount: source.count)
        outer = frames
        stackFrames = frames
        self.frameCapacity = frameCapacity
    }

    /// Frees what the read allocated besides the block, and hands the block to the
    /// document (over `bytes`, the input) when the read is `complete`; frees it when not.
    private mutating func finish(of bytes: [UInt8], complete: Bool) -> JSONDocument? {
        if outer != stackFrames { outer.deallocate() }
        guard complete else {
            BlockMemory.free(block.base)
            return nil
        }
        return JSONDocument(
            bytes: bytes, block: block.base, nodes: UnsafeBufferPointer(start: nodeBase, count: nodeCount),
            text: input)
    }

    // MARK: The tape

    /// Appends `node` and returns its index.
    @inline(__always)
    @discardableResult
    private mutating func append(_ node: JSONNode) -> Int {
        if nodeCount == nodeCapacity { growTape() }
        // In bounds: `nodeCount < nodeCapacity` here.
        (nodeBase + nodeCount).initialize(to: node)
        nodeCount &+= 1
        return nodeCount &- 1
    }

    /// Doubles the tape's capacity, keeping its nodes: the whole block moves, so
    /// `input` and `nodeBase` change (no caller keeps either across an `append`).
    @inline(never)
    private mutating func growTape() {
        let larger = Block(text: input, nodeCapacity: nodeCapacity * 2)
        let nodes = larger.nodes(textCount: input.count)
        nodes.initialize(from: nodeBase, count: nodeCount)
        BlockMemory.free(block.base)
        block = larger
        input = larger.text(count: input.count)
        text = UnsafePointer(larger.base.assumingMemoryBound(to: UInt8.self))
        nodeBase = nodes
        nodeCapacity *= 2
    }

    /// Doubles the capacity of `outer`, keeping its `depth` frames.
    @inline(never)
    private mutating func growFrames() {
        outer = Self.grown(outer, capacity: frameCapacity, keeping: depth, stack: stackFrames)
        frameCapacity *= 2
    }

    /// The byte at `index`, at most `input.count`: a byte of the input, or at
    /// `input.count` the first zero of the padding. Zero stops every scan (it is no
    /// token, no whitespace, no digit and a control byte in a string), so the hot paths
    /// test the byte first and ask whether they are at the end only on a zero.
    @inline(__always)
    private func byte(_ index: Int) -> UInt8 {
        // In bounds: `index <= input.count` and the padding follows the input.
        text[index]
    }

    /// The eight bytes at `index`, at most `input.count`, as a word (the first byte
    /// lowest); bytes past the input read as zero.
    @inline(__always)
    private func word(_ index: Int) -> UInt64 {
        // In bounds: `index + 8 <= input.count + Block.padding`.
        ByteWord.load(text, at: index)
    }

    /// The node at `index`, one the tape holds.
    @inline(__always)
    private func node(_ index: Int) -> JSONNode {
        precondition(index >= 0 && index < nodeCount, "node index out of range")
        return nodeBase[index]
    }

    /// `value` (an offset, at most `input.count`, or a node index, at most
    /// `nodeCount`) as a `UInt32`: both fit, since the input is shorter than
    /// `UInt32.max` bytes and each node starts at its own byte.
    @inline(__always)
    private func narrow(_ value: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: value)
    }

    /// The open container at `level` (0 for the outermost), `level < depth`.
    private func frame(at level: Int) -> Frame {
        precondition(level >= 0 && level < depth, "frame level out of range")
        // In bounds: `outer[0..<depth]` are initialized and `level + 1 < depth` here.
        return level == depth - 1 ? current : outer[level + 1]
    }

    // MARK: Driving the pass

    /// Runs the pass; `false` when the structure could not be read to the end.
    package mutating func run() -> Bool {
        // One forward pass: every loop advances `position`, so its work is the input's length.
        WorkMeter.charge(input.count)
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            sink.emit(
                .jsonByteOrderMark, at: pointerPrefix, offset: 0,
                "the input starts with a UTF-8 byte order mark (EF BB BF), which JSON forbids; save the file as UTF-8 without BOM"
            )
            return false
        }
        skipWhitespace()
        guard position < input.count else {
            sink.emit(.jsonEmpty, at: pointerPrefix, offset: position, "the input is empty; expected a JSON value")
            return false
        }
        guard parseValue(), readContainers() else { return false }
        skipWhitespace()
        if position < input.count, input[position] == UInt8(ascii: "/") {
            sink.emit(.jsonComment, at: pointerPrefix, offset: position, "comments are not allowed in JSON; remove it")
        } else if position < input.count {
            sink.emit(
                .jsonTrailingContent, at: pointerPrefix, offset: position,
                "unexpected \(describe(at: position)) after the top-level value; a JSON document holds exactly one value"
            )
        }
        return true
    }

    /// Reads what follows inside the open containers until all are closed; `false`
    /// when the structure could not be read to the end.
    ///
    /// This loop and the functions it inlines are the hot path; everything that
    /// reports a problem lives in functions that are never inlined, which keeps it
    /// small. An object's members and an array's elements are read in loops of their
    /// own, each knowing its closer, until the container closes or a value opens
    /// another one.
    private mutating func readContainers() -> Bool {
        while depth > 0 {
            guard current.isObject ? readMembers() : readElements() else { return false }
        }
        return true
    }

    /// Reads members of the object `current` until it closes or a member's value opens
    /// a container; `false` when the structure could not be read to the end.
    ///
    /// It and ``readElements()`` are written out apart on purpose: one function taking a
    /// constant `isObject`, inlined at both calls, cost the reader 204 instructions a
    /// payload more (13,360 -> 13,564, `Benchmarks/instructions.sh`).
    @inline(__always)
    private mutating func readMembers() -> Bool {
        let closer = UInt8(ascii: "}")
        while true {
            skipWhitespace()
            let byte = self.byte(position)
            // A comma after a value comes first: it is the most common byte here.
            if byte == UInt8(ascii: ","), current.count != 0 {
                let comma = position
                position &+= 1
                skipWhitespace()
                if self.byte(position) == closer { return failTrailingComma(at: comma, closer: closer) }
            } else if byte == closer {
                position &+= 1
                close()
                return true
            } else if current.count != 0 {
                return failAfterValue(byte, closer: closer)
            } else if byte == 0, position == input.count {
                return failUnclosed(closer: closer)
            }
            let levels = depth
            guard parseMember() else { return false }
            if depth != levels { return true }
        }
    }

    /// Reads elements of the array `current` until it closes or an element opens a
    /// container; `false` when the structure could not be read to the end.
    @inline(__always)
    private mutating func readElements() -> Bool {
        let closer = UInt8(ascii: "]")
        while true {
            skipWhitespace()
            let byte = self.byte(position)
            // A comma after a value comes first: it is the most common byte here.
            if byte == UInt8(ascii: ","), current.count != 0 {
                let comma = position
                position &+= 1
                skipWhitespace()
                if self.byte(position) == closer { return failTrailingComma(at: comma, closer: closer) }
            } else if byte == closer {
                position &+= 1
                close()
                return true
            } else if current.count != 0 {
                return failAfterValue(byte, closer: closer)
            } else if byte == 0, position == input.count {
                return failUnclosed(closer: closer)
            }
            current.count &+= 1
            let levels = depth
            guard parseValue() else { return false }
            if depth != levels { return true }
        }
    }

    /// Reports what stands after a member or element where a comma or `closer` should.
    @inline(never)
    private mutating func failAfterValue(_ byte: UInt8, closer: UInt8) -> Bool {
        if byte == 0, position == input.count { return failUnclosed(closer: closer) }
        return failSeparator(byte, closer: closer)
    }

    @inline(never)
    private mutating func failUnclosed(closer: UInt8) -> Bool {
        let what = current.isObject ? "object" : "array"
        let opened = SourceLocator.locate([Int(node(Int(current.node)).start)], in: input)[0]
        sink.emit(
            .jsonUnexpectedEnd, at: containerPointer(depth - 1), offset: position,
            "the input ends inside the \(what) that starts at \(opened); expected '\(Character(Unicode.Scalar(closer)))'"
        )
        return false
    }

    @inline(never)
    private mutating func failTrailingComma(at comma: Int, closer: UInt8) -> Bool {
        sink.emit(
            .jsonTrailingComma, at: containerPointer(depth - 1), offset: comma,
            "trailing comma before '\(Character(Unicode.Scalar(closer)))'; remove the comma")
        return false
    }

    @inline(never)
    private mutating func failSeparator(_ byte: UInt8, closer: UInt8) -> Bool {
        let expected = "expected ',' or '\(Character(Unicode.Scalar(closer)))'"
        let pointer = containerPointer(depth - 1)
        switch byte {
        case UInt8(ascii: "/"):
            sink.emit(.jsonComment, at: pointer, offset: position, "comments are not allowed in JSON; remove it")
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["):
            sink.emit(
                .jsonUnexpectedCharacter, at: pointer, offset: position,
                "missing comma: \(expected) before \(describe(at: position))")
        default:
            if let quote = smartQuote(at: position) {
                sink.emit(
                    .jsonSmartQuote, at: pointer, offset: position,
                    "typographic quote \(quote) where \(expected); use straight double quotes (\")")
            } else {
                sink.emit(
                    .jsonUnexpectedCharacter, at: pointer, offset: position,
                    "unexpected \(describe(at: position)); \(expected)")
            }
        }
        return false
    }

    /// Closes `current` (its closer is just before `position`) and returns to the
    /// enclosing frame.
    @inline(__always)
    private mutating func close() {
        // In bounds: an open container's node is on the tape.
        let container = nodeBase + Int(current.node)
        container.pointee.end = narrow(position)
        container.pointee.count = current.count
        container.pointee.next = narrow(nodeCount)
        if current.usesKeySet { dropKeySet() }
        depth &-= 1
        // In bounds: `outer[0..<depth + 1]` were initialized, and `depth >= 0`: `close`
        // runs only inside an open container.
        current = outer[depth]
    }

    /// Drops the key set of the object being closed, the last in `keySets`.
    @inline(never)
    private mutating func dropKeySet() {
        rareState().keySets.removeLast()
    }

    @inline(__always)
    private mutating func parseMember() -> Bool {
        // After a comma the input may end before the next key (`failKey` tells).
        guard byte(position) == UInt8(ascii: "\"") else { return failKey() }
        let keyNode = nodeCount
        let start = position
        // A key of plain text (ASCII, no escapes), the common case, is read here, its
        // fingerprint taken from the word that holds its first bytes; anything else
        // goes on in `parseStringRest`, as for a value. `start + 1` is at most
        // `input.count`, and a word without a stop lies inside the input (the padding's
        // zeros are stops).
        let first = word(start &+ 1)
        var stops = Self.stringStops(first)
        var end = start &+ 1
        var prefix = first
        if stops != 0 {
            // The bytes below the first stop: the lowest flagged bit is the stop's bit 7.
            prefix = first & (((stops & (0 &- stops)) &>> 7) &- 1)
            end &+= stops.trailingZeroBitCount &>> 3
        } else {
            while true {
                end &+= 8
                stops = Self.stringStops(word(end))
                if stops != 0 { break }
            }
            end &+= stops.trailingZeroBitCount &>> 3
        }
        if byte(end) == UInt8(ascii: "\"") {
            position = end &+ 1
            appendString(start: start, flags: JSONNode.isKey)
            checkKey(keyNode: keyNode, bit: Self.filterBit(prefix: prefix, length: end &- start &- 1))
        } else {
            position = end
            // Problems inside the key belong to the object, not to the previous member
            // (the plain path above reports none).
            current.lastKey = -1
            guard parseStringRest(start: start, flags: JSONNode.isKey) else { return false }
            checkDuplicate(keyNode: keyNode)
        }
        // Most keys have their colon right after them: one test then.
        if byte(position) != UInt8(ascii: ":") {
            skipWhitespace()
            guard byte(position) == UInt8(ascii: ":") else { return failColon(keyNode: keyNode) }
        }
        position &+= 1
        skipWhitespace()
        current.count &+= 1
        current.lastKey = keyNode
        return parseValue()
    }

    /// Reports what stands where a key should start.
    @inline(never)
    private mutating func failKey() -> Bool {
        let objectPointer = containerPointer(depth - 1)
        guard position < input.count else {
            sink.emit(
                .jsonUnexpectedEnd, at: objectPointer, offset: position,
                "the input ends where a key was expected; add the member or remove the comma, then close the object with '}'"
            )
            return false
        }
        current.lastKey = -1
        let byte = input[position]
        if byte == UInt8(ascii: "'") {
            sink.emit(
                .jsonSingleQuote, at: objectPointer, offset: position,
                "keys need double quotes; write \"key\" instead of 'key'")
        } else if byte == UInt8(ascii: "/") {
            sink.emit(
                .jsonComment, at: objectPointer, offset: position, "comments are not allowed in JSON; remove it")
        } else if let quote = smartQuote(at: position) {
            sink.emit(
                .jsonSmartQuote, at: objectPointer, offset: position,
                "typographic quote \(quote) around a key; use straight double quotes (\")")
        } else if isWordByte(byte) {
            sink.emit(
                .jsonUnquotedKey, at: objectPointer, offset: position,
                "key \(word(at: position)) is not quoted; write \"\(word(at: position, quoted: false))\"")
        } else {
            sink.emit(
                .jsonUnexpectedCharacter, at: objectPointer, offset: position,
                "unexpected \(describe(at: position)); expected a key in double quotes")
        }
        return false
    }

    /// Reports what stands where the `:` after the key at `keyNode` should be.
    @inline(never)
    private mutating func failColon(keyNode: Int) -> Bool {
        let objectPointer = containerPointer(depth - 1)
        guard position < input.count else {
            sink.emit(
                .jsonUnexpectedEnd, at: objectPointer, offset: position, "the input ends after a key; expected ':'")
            return false
        }
        sink.emit(
            .jsonUnexpectedCharacter, at: objectPointer.appending(keyString(keyNode)), offset: position,
            "unexpected \(describe(at: position)) after the key; expected ':'")
        return false
    }

    // MARK: Values

    /// Parses one value at `position`; containers are opened and left to `step`.
    @inline(__always)
    private mutating func parseValue() -> Bool {
        let parent = current.node
        let byte = self.byte(position)
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard depth < maxDepth else { return failTooDeep() }
            let isObject = byte == UInt8(ascii: "{")
            let index = append(
                JSONNode(
                    kind: isObject ? .object : .array, flags: 0, start: narrow(position), end: 0, count: 0, next: 0,
                    parent: parent))
            if depth == frameCapacity { growFrames() }
            // In bounds: `depth < frameCapacity` here.
            (outer + depth).initialize(to: current)
            current = Frame(
                node: narrow(index), isObject: isObject, usesKeySet: false, count: 0, keyFilter: 0, lastKey: -1)
            depth &+= 1
            position &+= 1
            return true
        case UInt8(ascii: "\""):
            return parseString(flags: 0)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseCommonNumber(parent: parent)
        case UInt8(ascii: "t"):
            return parseLiteral(.true, parent: parent)
        case UInt8(ascii: "f"):
            return parseLiteral(.false, parent: parent)
        case UInt8(ascii: "n"):
            return parseLiteral(.null, parent: parent)
        default:
            // A zero at `input.count` is the end.
            if position == input.count { return failValueEnd() }
            failValue(byte)
            return false
        }
    }

    @inline(never)
    private mutating func failValueEnd() -> Bool {
        sink.emit(
            .jsonUnexpectedEnd, at: pendingPointer(), offset: position, "the input ends where a value was expected")
        return false
    }

    @inline(never)
    private mutating func failTooDeep() -> Bool {
        sink.emit(
            .jsonTooDeep, at: pendingPointer(), offset: position,
            "objects and arrays nest deeper than the limit of \(maxDepth) levels")
        return false
    }

    @inline(never)
    private mutating func failValue(_ byte: UInt8) {
        let pointer = pendingPointer()
        switch byte {
        case UInt8(ascii: "'"):
            sink.emit(.jsonSingleQuote, at: pointer, offset: position, "strings need double quotes, not single quotes")
        case UInt8(ascii: "/"):
            sink.emit(.jsonComment, at: pointer, offset: position, "comments are not allowed in JSON; remove it")
        case UInt8(ascii: "+"):
            sink.emit(.jsonInvalidNumber, at: pointer, offset: position, "a number cannot start with '+'; remove it")
        case UInt8(ascii: "."):
            sink.emit(
                .jsonInvalidNumber, at: pointer, offset: position,
                "a number needs a digit before the decimal point; write 0.5, not .5")
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","):
            sink.emit(
                .jsonUnexpectedCharacter, at: pointer, offset: position,
                "unexpected \(describe(at: position)); expected a value")
        default:
            if let quote = smartQuote(at: position) {
                sink.emit(
                    .jsonSmartQuote, at: pointer, offset: position,
                    "typographic quote \(quote) around a string; use straight double quotes (\")")
            } else if isWordByte(byte) {
                let text = word(at: position, quoted: false)
                if text == "NaN" || text == "Infinity" {
                    sink.emit(
                        .jsonNonFiniteNumber, at: pointer, offset: position,
                        "\(text) is not a JSON number; use a finite number or null")
                } else {
                    sink.emit(
                        .jsonUnexpectedCharacter, at: pointer, offset: position,
                        "unexpected word \(word(at: position)); JSON's literals are true, false and null, and strings need double quotes"
                    )
                }
            } else {
                sink.emit(
                    .jsonUnexpectedCharacter, at: pointer, offset: position,
                    "unexpected \(describe(at: position)); expected a value (object, array, string, number, true, false or null)"
                )
            }
        }
    }

    /// Reads the literal `true`, `false` or `null` (by `kind`) at `position`.
    private mutating func parseLiteral(_ kind: JSONNode.Kind, parent: UInt32) -> Bool {
        // The literal's first four bytes as a little-endian word, and its length; the
        // fifth byte of `false` is checked on its own.
        let (head, length): (UInt32, Int) =
            switch kind {
            case .true: (0x6575_7274, 4)  // "true"
            case .false: (0x736C_6166, 5)  // "fals"
            default: (0x6C6C_756E, 4)  // "null"
            }
        let start = position
        // The literal's bytes are all non-zero, so a match lies inside the input (the
        // padding is zeros), and the byte after it is at most `input.count`.
        let word = UInt32(truncatingIfNeeded: word(start))
        var matches = word == head && (length == 4 || byte(start &+ 4) == UInt8(ascii: "e"))
        // `trueish` is not `true`: the literal must end at a delimiter.
        if matches, isWordByte(byte(start &+ length)) {
            matches = false
        }
        guard matches else { return failLiteral(at: start) }
        position &+= length
        append(
            JSONNode(
                kind: kind, flags: 0, start: narrow(start), end: narrow(position), count: 0,
                next: narrow(nodeCount &+ 1), parent: parent))
        return true
    }

    @inline(never)
    private mutating func failLiteral(at start: Int) -> Bool {
        sink.emit(
            .jsonUnexpectedCharacter, at: pendingPointer(), offset: start,
            "unexpected word \(word(at: start)); JSON's literals are true, false and null, and strings need double quotes"
        )
        return false
    }

    /// Reads the number at `position` when it has the common shapes (`12`, `-7`,
    /// `335.44`: a first digit from 1 to 9, a fraction with digits, no exponent), which
    /// hold nothing to report; anything else is read again from its start by
    /// ``parseNumber(parent:)``.
    ///
    /// Inlined into the loops that read values: a call here cost more than the scan.
    @inline(__always)
    private mutating func parseCommonNumber(parent: UInt32) -> Bool {
        let start = position
        // Every index stays at most `input.count`: each step past `start` follows a
        // digit, a minus sign or a decimal point, none of which is padding.
        var index = start
        if byte(index) == UInt8(ascii: "-") { index &+= 1 }
        guard byte(index) &- UInt8(ascii: "1") < 9 else { return parseNumber(parent: parent) }
        index &+= 1
        while isDigit(byte(index)) { index &+= 1 }
        var flags = JSONNode.isInteger
        if byte(index) == UInt8(ascii: ".") {
            guard isDigit(byte(index &+ 1)) else { return parseNumber(parent: parent) }
            index &+= 2
            while isDigit(byte(index)) { index &+= 1 }
            flags = 0
        }
        if byte(index) | 0x20 == UInt8(ascii: "e") { return parseNumber(parent: parent) }
        position = index
        append(
            JSONNode(
                kind: .number, flags: flags, start: narrow(start), end: narrow(position), count: 0,
                next: narrow(nodeCount &+ 1), parent: parent))
        return true
    }

    @inline(never)
    private mutating func parseNumber(parent: UInt32) -> Bool {
        let start = position
        var isInteger = true
        if byte(position) == UInt8(ascii: "-") {
            position += 1
            if byte(position) == UInt8(ascii: "I") {
                sink.emit(
                    .jsonNonFiniteNumber, at: pendingPointer(), offset: start,
                    "-Infinity is not a JSON number; use a finite number or null")
                return false
            }
        }
        guard isDigit(byte(position)) else {
            if position >= input.count {
                sink.emit(.jsonUnexpectedEnd, at: pendingPointer(), offset: position, "the input ends inside a number")
            } else {
                sink.emit(
                    .jsonInvalidNumber, at: pendingPointer(), offset: start,
                    "'-' must be followed by a digit")
            }
            return false
        }
        // Scan the whole lexeme first, so that a suggestion can show all of it.
        var hasLeadingZero = false
        if byte(position) == UInt8(ascii: "0") {
            position += 1
            if isDigit(byte(position)) {
                hasLeadingZero = true
                skipDigits()
            }
        } else {
            skipDigits()
        }
        let integerEnd = position
        var fractionMissing = false
        if byte(position) == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            if isDigit(byte(position)) {
                skipDigits()
            } else {
                fractionMissing = true
            }
        }
        let exponentStart = position
        var exponentMissing = false
        if byte(position) | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if byte(position) == UInt8(ascii: "+") || byte(position) == UInt8(ascii: "-") {
                position += 1
            }
            if isDigit(byte(position)) {
                skipDigits()
            } else {
                exponentMissing = true
            }
        }
        if hasLeadingZero || fractionMissing || exponentMissing {
            reportNumber(
                start: start, integerEnd: integerEnd, exponentStart: exponentStart, hasLeadingZero: hasLeadingZero,
                fractionMissing: fractionMissing, exponentMissing: exponentMissing)
        }
        append(
            JSONNode(
                kind: .number, flags: isInteger ? JSONNode.isInteger : 0, start: narrow(start), end: narrow(position),
                count: 0, next: narrow(nodeCount + 1), parent: parent))
        return true
    }

    /// Reports what is wrong with the number from `start` to `position`, with a
    /// suggestion built from the whole lexeme.
    private mutating func reportNumber(
        start: Int, integerEnd: Int, exponentStart: Int, hasLeadingZero: Bool, fractionMissing: Bool,
        exponentMissing: Bool
    ) {
        let integer = String(decoding: trimmedZeros(from: start), as: UTF8.self)
        if hasLeadingZero {
            // Never suggest `1.` for `01.`: the fraction gets its digit too.
            let rest =
                fractionMissing
                ? ".0" + String(decoding: input[exponentStart..<position], as: UTF8.self)
                : String(decoding: input[integerEnd..<position], as: UTF8.self)
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "leading zeros are not allowed in JSON numbers; write \(integer + rest)")
        }
        if fractionMissing {
            let exponent = String(decoding: input[exponentStart..<position], as: UTF8.self)
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "a digit must follow the decimal point; write \(integer + exponent) or \(integer).0\(exponent)")
        }
        if exponentMissing {
            sink.emit(
                .jsonInvalidNumber, at: pendingPointer(), offset: start,
                "an exponent needs at least one digit; complete it (1e3) or remove the 'e'")
        }
    }

    /// The integer part of the number at `start` without its leading zeros.
    private func trimmedZeros(from start: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = start
        if input[index] == UInt8(ascii: "-") {
            bytes.append(input[index])
            index += 1
        }
        while index < input.count - 1, input[index] == UInt8(ascii: "0"), isDigit(input[index + 1]) {
            index += 1
        }
        while index < input.count, isDigit(input[index]) {
            bytes.append(input[index])
            index += 1
        }
        return bytes
    }

    // MARK: Strings

    /// Parses a string at `position` (on its opening quote) and appends its node,
    /// with `flags` (`JSONNode.isKey` for a key) and what the body calls for.
    ///
    /// Inlined: a string of plain text (no escapes, no control bytes, ASCII only), the
    /// common case, is read here; anything else goes on in ``parseStringRest``.
    @inline(__always)
    private mutating func parseString(flags: UInt8) -> Bool {
        let start = position
        // The scan runs on a local offset: `position` is stored once.
        let end = plainStringEnd(from: start &+ 1)
        guard byte(end) == UInt8(ascii: "\"") else {
            position = end
            return parseStringRest(start: start, flags: flags)
        }
        position = end &+ 1
        appendString(start: start, flags: flags)
        return true
    }

    /// Reads on from `position`, a byte of the string at `start` that ends plain text
    /// (or the end of the input), and appends the string's node.
    @inline(never)
    private mutating func parseStringRest(start: Int, flags initialFlags: UInt8) -> Bool {
        var flags = initialFlags
        // The scan runs on a local offset; `position` is brought up to date before
        // anything that reports or reads it. `text` is read once into a local: nothing
        // in the loop moves the block (only the append after it may), and a property
        // would be read again after each report the loop may call.
        var index = position
        let text = self.text
        while true {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                index &+= 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                flags |= JSONNode.hasEscapes
                // The two-byte escapes (`\/` in URLs above all) need no checking; the
                // letter is at most at `input.count`, where it reads as zero.
                let letter = text[index &+ 1]
                if Self.isShortEscape(letter) {
                    index &+= 2
                } else if letter == UInt8(ascii: "u"), let unit = Self.hexQuad(text, at: index &+ 2),
                    unit & 0xF800 != 0xD800
                {
                    // A `\u` escape outside the surrogates needs no more checking; the
                    // quad starts at most at `input.count` (the letter is no padding).
                    index &+= 6
                } else {
                    position = index
                    checkEscape()
                    index = position
                }
            } else if byte < 0x20 {
                position = index
                // A zero at `input.count` is the end.
                if index == input.count { return failUnterminated(start: start) }
                reportControlCharacter(byte)
                index &+= 1
            } else {
                // `plainStringEnd` stops at nothing else: a byte from 0x80 up. Text beyond
                // ASCII runs on in such bytes (accents, CJK, emoji): step over their
                // sequences here, before the next word-at-a-time scan. The loop tests each
                // lead byte before `sequenceLength` does, which lets the compiler drop
                // that function's own test for ASCII.
                flags |= JSONNode.hasNonASCII
                var lead = byte
                while lead >= 0x80 {
                    let length = UTF8Validation.sequenceLength(text, at: index)
                    if length > 0 {
                        index &+= length
                    } else {
                        flags |= JSONNode.hasInvalidUTF8
                        position = index
                        reportInvalidUTF8()
                        index = position
                    }
                    lead = text[index]
                }
            }
            index = Self.plainStringEnd(text, from: index)
        }
        position = index
        appendString(start: start, flags: flags)
        return true
    }

    /// Appends the node of the string from `start` to `position`.
    @inline(__always)
    private mutating func appendString(start: Int, flags: UInt8) {
        append(
            JSONNode(
                kind: .string, flags: flags, start: narrow(start), end: narrow(position), count: 0,
                next: narrow(nodeCount &+ 1), parent: current.node))
    }

    @inline(never)
    private mutating func failUnterminated(start: Int) -> Bool {
        sink.emit(
            .jsonUnterminatedString, at: pendingPointer(), offset: start, "this string has no closing double quote")
        return false
    }

    /// Reports the raw control byte `byte` at `position`.
    @inline(never)
    private mutating func reportControlCharacter(_ byte: UInt8) {
        let (name, escape) =
            switch byte {
            case 0x0A: ("line break", "\\n")
            case 0x0D: ("carriage return", "\\r")
            case 0x09: ("tab", "\\t")
            default: ("control character U+\(hex(byte, digits: 4))", "\\u\(hex(byte, digits: 4))")
            }
        sink.emit(
            .jsonControlCharacter, at: pendingPointer(), offset: position,
            "a string cannot hold a raw \(name); escape it as \(escape)")
    }

    /// Reports the invalid UTF-8 at `position` and steps past it.
    @inline(never)
    private mutating func reportInvalidUTF8() {
        sink.emit(
            .jsonInvalidUTF8, at: pendingPointer(), offset: position, UTF8Validation.problem(input, at: position))
        position += UTF8Validation.invalidSequenceLength(input, at: position)
    }

    /// The first offset at or after `index` (at most `input.count`) whose byte ends a
    /// run of plain string text (see ``stringStops(_:)``), or the end of the input.
    ///
    /// The common case, plain ASCII text, goes eight bytes at a time; the first stop
    /// in a word is found from the word's stop mask, so no byte is looked at twice.
    @inline(__always)
    private func plainStringEnd(from index: Int) -> Int {
        Self.plainStringEnd(text, from: index)
    }

    /// ``plainStringEnd(from:)`` over `text`, the parser's `text`.
    @inline(__always)
    private static func plainStringEnd(_ text: UnsafePointer<UInt8>, from index: Int) -> Int {
        var index = index
        // `index <= input.count` throughout: the padding's zeros are stops, so a word
        // without a stop lies inside the input.
        while true {
            // In bounds: `index + 8 <= input.count + Block.padding`.
            let stops = stringStops(ByteWord.load(text, at: index))
            if stops != 0 {
                // The lowest flagged byte is a real stop (see `stringStops`).
                return index &+ stops.trailingZeroBitCount &>> 3
            }
            index &+= 8
        }
    }

    /// The high bit of each byte of `word` (first byte lowest) that may end a run of
    /// plain string text: a double quote, a backslash, a control byte (below 0x20) or a
    /// non-ASCII byte; zero when there is none.
    ///
    /// Bit tricks on the whole word: `x - 0x01…01` borrows through a zero byte, so
    /// `(x - 0x01…01) & ~x & 0x80…80` is non-zero exactly when some byte of `x` is zero
    /// (here after XOR with the quote or the backslash), and `(x - 0x20…20) & ~x & 0x80…80`
    /// when some byte is below 0x20. A borrow leaves a byte only when that byte is a
    /// stop, so bytes above the first stop may be flagged falsely but the lowest flagged
    /// byte is always the first stop.
    @inline(__always)
    private static func stringStops(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let stops =
            ((quotes &- ones) & ~quotes) | ((backslashes &- ones) & ~backslashes)
            | ((word &- ones &* 0x20) & ~word) | word
        return stops & highs
    }

    /// Whether `letter` after a backslash makes a complete two-byte escape.
    @inline(__always)
    private static func isShortEscape(_ letter: UInt8) -> Bool {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            true
        default: false
        }
    }

    /// Checks the escape at `position` (on its backslash) and steps past it.
    private mutating func checkEscape() {
        let start = position
        guard position + 1 < input.count else {
            position += 1
            return
        }
        let letter = input[position + 1]
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            guard let unit = hexQuad(at: position + 2) else {
                sink.emit(
                    .jsonInvalidEscape, at: pendingPointer(), offset: start,
                    "\\u must be followed by four hexadecimal digits")
                position += 2
                return
            }
            position += 6
            if (0xD800...0xDBFF).contains(unit) {
                if position + 1 < input.count, input[position] == UInt8(ascii: "\\"),
                    input[position + 1] == UInt8(ascii: "u"), let low = hexQuad(at: position + 2),
                    (0xDC00...0xDFFF).contains(low)
                {
                    position += 6
                } else {
                    sink.emit(
                        .jsonUnpairedSurrogate, at: pendingPointer(), offset: start,
                        "\\u\(hex(unit, digits: 4)) is a high surrogate without the low surrogate (\\uDC00 to \\uDFFF) that must follow it"
                    )
                }
            } else if (0xDC00...0xDFFF).contains(unit) {
                sink.emit(
                    .jsonUnpairedSurrogate, at: pendingPointer(), offset: start,
                    "\\u\(hex(unit, digits: 4)) is a low surrogate without the high surrogate that must come before it"
                )
            }
        default:
            let shown = letter < 0x80 && letter >= 0x20 ? "\\\(Character(Unicode.Scalar(letter)))" : "a backslash"
            sink.emit(
                .jsonInvalidEscape, at: pendingPointer(), offset: start,
                "\(shown) is not a JSON escape; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
            position += letter < 0x80 ? 2 : 1
        }
    }

    /// The value of the four hexadecimal digits at `index` (at most `input.count`); `nil`
    /// when one is no digit. A quad that runs past the input fails at the padding's
    /// first zero, which is no digit.
    @inline(__always)
    private func hexQuad(at index: Int) -> UInt32? {
        Self.hexQuad(text, at: index)
    }

    /// ``hexQuad(at:)`` over `text`, the parser's `text`.
    @inline(__always)
    private static func hexQuad(_ text: UnsafePointer<UInt8>, at index: Int) -> UInt32? {
        var value: UInt32 = 0
        for offset in 0..<4 {
            // In bounds: `index + 3 < input.count + Block.padding`.
            let byte = text[index &+ offset]
            let digit = byte &- UInt8(ascii: "0")
            // `| 0x20` takes `A` to `F` to `a` to `f`, and nothing else there.
            let letter = (byte | 0x20) &- UInt8(ascii: "a")
            if digit < 10 {
                value = value &<< 4 | UInt32(digit)
            } else if letter < 6 {
                value = value &<< 4 | UInt32(letter &+ 10)
            } else {
                return nil
            }
        }
        return value
    }

    // MARK: Duplicate keys

    /// Reports the key at `keyNode` if the current object already has it: for a key
    /// read by ``parseStringRest`` (escapes, text beyond ASCII, control bytes), whose
    /// fingerprint is taken here.
    @inline(never)
    private mutating func checkDuplicate(keyNode: Int) {
        // In bounds: the key is the last node on the tape (`parseStringRest` appended it).
        let key = nodeBase[keyNode]
        if key.flags & JSONNode.hasInvalidUTF8 != 0 { markRepeatedKeys() }
        let bit: UInt64
        if key.flags & JSONNode.hasEscapes != 0 {
            // Such a key may equal any other: its bit is every bit.
            bit = ~0
        } else {
            // The body is `key.start + 1..<key.end - 1`, inside the input, so its start is
            // at most `input.count`; bytes past the body are masked off.
            let length = Int(key.end &- key.start) &- 2
            let word = word(Int(key.start) &+ 1)
            let prefix = length >= 8 ? word : word & ((1 &<< (UInt64(length) &* 8)) &- 1)
            bit = Self.filterBit(prefix: prefix, length: length)
        }
        checkKey(keyNode: keyNode, bit: bit)
    }

    /// Reports the key at `keyNode`, whose bit in the filter is `bit`, if the current
    /// object already has it, and adds its bit to the object's filter.
    @inline(__always)
    private mutating func checkKey(keyNode: Int, bit: UInt64) {
        // `current.count` members come before this key; an object that uses a key set
        // has at least `pairwiseKeyLimit` of them.
        guard current.count < Self.pairwiseKeyLimit else {
            checkDuplicateInSet(keyNode: keyNode)
            return
        }
        // Most keys differ from all the others in their bit: no comparisons then.
        if current.keyFilter & bit != 0, hasEarlierKey(equalTo: keyNode) {
            reportDuplicate(keyNode: keyNode)
        }
        current.keyFilter |= bit
    }

    /// The key nodes of the current object's members before the key at `keyNode`, in
    /// order: its first key follows the object's node, and each member's value ends
    /// (`next`) where the next key starts. Every member before the key being read is
    /// complete, so each `next` is set.
    @inline(__always)
    private func forEachEarlierKey(before keyNode: Int, _ body: (Int) -> Bool) {
        var index = Int(current.node) &+ 1
        while index < keyNode {
            if !body(index) { return }
            // In bounds: a key's value follows it on the tape.
            index = Int(nodeBase[index &+ 1].next)
        }
    }

    /// Whether a member of the current object before the key at `keyNode` has a key
    /// equal to it.
    @inline(never)
    private func hasEarlierKey(equalTo keyNode: Int) -> Bool {
        var found = false
        forEachEarlierKey(before: keyNode) { index in
            found = keysEqual(index, keyNode)
            return !found
        }
        return found
    }

    /// The duplicate check of an object with more than `pairwiseKeyLimit` members: the
    /// first time, the keys of its members so far go into a new set on top of
    /// `keySets`.
    @inline(never)
    private mutating func checkDuplicateInSet(keyNode: Int) {
        let isDuplicate: Bool
        let rare = rareState()
        if current.usesKeySet {
            isDuplicate = !rare.keySets[rare.keySets.count - 1].insert(keyBytes(keyNode)).inserted
        } else {
            var set = Set<[UInt8]>(minimumCapacity: Int(current.count) * 2)
            forEachEarlierKey(before: keyNode) { index in
                set.insert(keyBytes(index))
                return true
            }
            isDuplicate = !set.insert(keyBytes(keyNode)).inserted
            // The set is the last in `keySets` until this object closes; mutate it
            // there in place (an extra copy of it would make each insert copy it).
            rare.keySets.append(set)
            current.usesKeySet = true
        }
        if isDuplicate { reportDuplicate(keyNode: keyNode) }
    }

    @inline(never)
    private mutating func reportDuplicate(keyNode: Int) {
        markRepeatedKeys()
        let key = keyString(keyNode)
        sink.emit(
            .jsonDuplicateKey, at: containerPointer(depth - 1).appending(key), offset: Int(node(keyNode).start),
            Diagnostic.duplicateKeyMessage(key, refusing: nil))
    }

    /// Flags the open object: two of its keys may read the same.
    @inline(never)
    private mutating func markRepeatedKeys() {
        // In bounds: an open object's node is on the tape.
        nodeBase[Int(current.node)].flags |= JSONNode.mayRepeatKeys
    }

    private func keysEqual(_ left: Int, _ right: Int) -> Bool {
        WorkMeter.charge(1)
        let a = node(left)
        let b = node(right)
        if a.flags & JSONNode.hasEscapes == 0, b.flags & JSONNode.hasEscapes == 0 {
            guard a.end - a.start == b.end - b.start else { return false }
            WorkMeter.charge(Int(a.end - a.start))
            return input[Int(a.start)..<Int(a.end)].elementsEqual(input[Int(b.start)..<Int(b.end)])
        }
        return keyBytes(left) == keyBytes(right)
    }

    private func keyBytes(_ index: Int) -> [UInt8] {
        let node = self.node(index)
        let body = UnsafeBufferPointer(rebasing: input[Int(node.start + 1)..<Int(node.end - 1)])
        WorkMeter.charge(body.count)
        if node.flags & JSONNode.hasEscapes == 0 { return Array(body) }
        return JSONText.unescape(body)
    }

    private func keyString(_ index: Int) -> String {
        String(decoding: keyBytes(index), as: UTF8.self)
    }

    // MARK: Pointers for diagnostics

    /// What diagnostic pointers reuse, so that many diagnostics under one long key or
    /// one deep container cost no more than the first: each key is decoded once, and
    /// the pointer of the container read last is kept.
    private struct PointerCache {
        /// Decoded keys, by key node.
        package var keys: [Int: String] = [:]
        /// The node of the container whose pointer is `containerPointer`; -1 for none.
        /// A container's pointer never changes once it is open.
        package var containerNode = -1
        package var containerPointer = JSONPointer.root
    }

    /// The token that leads from the container of `frame` to its current child.
    private mutating func childToken(of frame: Frame) -> String? {
        if frame.isObject {
            guard frame.lastKey >= 0 else { return nil }
            let rare = rareState()
            if let key = rare.pointerCache.keys[frame.lastKey] { return key }
            let key = keyString(frame.lastKey)
            rare.pointerCache.keys[frame.lastKey] = key
            return key
        }
        return frame.count > 0 ? String(frame.count - 1) : nil
    }

    /// The pointer of the open container at `level` (0 for the outermost), built from
    /// the open frames alone: cost bounded by the depth limit, whatever the document's
    /// width.
    private mutating func containerPointer(_ level: Int) -> JSONPointer {
        let node = level < depth ? Int(frame(at: level).node) : -1
        let rare = rareState()
        if node >= 0, node == rare.pointerCache.containerNode { return rare.pointerCache.containerPointer }
        // Tokens first, one pointer at the end: appending to a pointer copies it.
        var tokens = pointerPrefix.tokens
        tokens.reserveCapacity(tokens.count + level)
        WorkMeter.charge(tokens.count + level)
        for outerLevel in 0..<level {
            if let token = childToken(of: frame(at: outerLevel)) { tokens.append(token) }
        }
        let pointer = JSONPointer(tokens: tokens)
        if node >= 0 {
            rare.pointerCache.containerNode = node
            rare.pointerCache.containerPointer = pointer
        }
        return pointer
    }

    /// The pointer of the value being parsed now (its node may not exist yet).
    private mutating func pendingPointer() -> JSONPointer {
        guard depth > 0 else { return pointerPrefix }
        let frame = current
        let container = containerPointer(depth - 1)
        guard frame.count != 0, let token = childToken(of: frame) else { return container }
        return container.appending(token)
    }

    // MARK: Bytes

    /// Steps over whitespace; one comparison when there is none (minified JSON).
    @inline(__always)
    private mutating func skipWhitespace() {
        let byte = self.byte(position)
        guard byte <= UInt8(ascii: " ") else { return }
        // One space between tokens (`"key": value, ...`) is the next most common layout;
        // `position + 1` is at most `input.count` when the byte is a space.
        if byte == UInt8(ascii: " "), self.byte(position &+ 1) > UInt8(ascii: " ") {
            position &+= 1
            return
        }
        skipWhitespaceRun()
    }

    private mutating func skipWhitespaceRun() {
        var index = position
        while true {
            // Indentation: runs of spaces, eight bytes at a time. `index <= input.count`
            // throughout: a word without a byte other than a space holds no padding.
            let others = ~ByteWord.equal(word(index), UInt8(ascii: " ")) & ByteWord.highs
            if others == 0 {
                index &+= 8
                continue
            }
            index &+= others.trailingZeroBitCount &>> 3
            // Any other whitespace, a byte at a time; the padding is none.
            switch byte(index) {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index &+= 1
            default:
                position = index
                return
            }
        }
    }

    /// Steps over digits; stops at the end of the input, whose padding is no digit.
    private mutating func skipDigits() {
        var index = position
        while isDigit(byte(index)) { index += 1 }
        position = index
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// The identifier-like word at `index`, at most 32 bytes, quoted for a message.
    private func word(at index: Int, quoted: Bool = true) -> String {
        var end = index
        while end < input.count, end - index < 32, isWordByte(input[end]) { end += 1 }
        if end == index { end = min(index + 1, input.count) }
        let text = String(decoding: input[index..<end], as: UTF8.self)
        return quoted ? "'\(text)'" : text
    }

    /// The typographic quote at `index`, if any (U+2018, U+2019, U+201C, U+201D).
    private func smartQuote(at index: Int) -> String? {
        guard index + 2 < input.count, input[index] == 0xE2, input[index + 1] == 0x80 else { return nil }
        switch input[index + 2] {
        case 0x98: return "\u{2018}"
        case 0x99: return "\u{2019}"
        case 0x9C: return "\u{201C}"
        case 0x9D: return "\u{201D}"
        default: return nil
        }
    }

    /// A byte or character for a message: `'x'`, `'é' (U+00E9)` or `byte 0xC0`.
    private func describe(at index: Int) -> String {
        let byte = input[index]
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "control character U+\(hex(byte, digits: 4))" }
        let length = UTF8Validation.sequenceLength(input, at: index)
        guard length > 0 else { return "byte 0x\(hex(byte, digits: 2)) (not valid UTF-8)" }
        let text = String(decoding: input[index..<index + length], as: UTF8.self)
        let scalar = text.unicodeScalars.first!.value
        return "'\(text)' (U+\(hex(scalar, digits: 4)))"
    }
}

/// Uppercase hexadecimal, zero-padded to `digits`.
package func hex<T: BinaryInteger>(_ value: T, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

package func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
