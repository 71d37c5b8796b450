extension JSONValue {
    /// Calls `body` with each member whose key is not in `known`, in source order, and
    /// returns where each key sits (``MemberIndex``), read in the same walk.
    ///
    /// A key written as its text (no escapes, valid UTF-8) is looked up on its raw bytes:
    /// the common case, every key known, builds no `String`; `mayMatter` is asked of
    /// those bytes before an unknown key becomes a `String` for `body` (the typo check
    /// passes over keys no known key is near by length). Every decoder's typo check runs
    /// this walk, so it steps through the members itself rather than through
    /// ``JSONValue/Children`` (whose general stepping costs about 370 instructions a
    /// payload more here).
    @inline(__always)
    func indexingMembers(
        notIn known: KeySet, where mayMatter: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true },
        _ body: (String, JSONValue) throws -> Void
    ) rethrows -> MemberIndex {
        try walkingMembers { key, child, bytes, position in
            if let bytes {
                if !known.contains(utf8: bytes, bitPosition: position), mayMatter(bytes) {
                    try body(
                        JSONValue.decodedString(key, in: document), JSONValue(document: document, index: child &+ 1))
                }
            } else {
                // Decoded first (escapes, or U+FFFD for bad bytes), which no raw byte
                // comparison can stand for.
                let decoded = JSONValue.decodedString(key, in: document)
                if !known.contains(decoded) { try body(decoded, JSONValue(document: document, index: child &+ 1)) }
            }
            return true
        }
    }

    /// Calls `body` with each member whose key is not in `known`, in source order, as
    /// ``indexingMembers(notIn:where:_:)`` does, for a caller that looks nothing up.
    @inline(__always)
    func forEachMember(
        notIn known: KeySet, where mayMatter: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true },
        _ body: (String, JSONValue) throws -> Void
    ) rethrows {
        // The one walk; the index it builds is dropped, and once inlined, not built.
        _ = try indexingMembers(notIn: known, where: mayMatter, body)
    }

    /// Where this object's keys sit (``MemberIndex``), read in one walk over its members
    /// that checks nothing: for an object whose keys are looked up several times before
    /// any typo check walks it (the top level, which every vendor's claim asks about).
    /// Any other value gives an index with no key, whose lookups answer `nil`, as the
    /// value's own lookups do.
    func memberIndex() -> MemberIndex {
        // A key with escapes or invalid UTF-8 makes every lookup walk, whatever the keys
        // after it: the walk stops there.
        walkingMembers { _, _, bytes, _ in bytes != nil }
    }

    /// The one walk over an object's members (any other value has none), in source order:
    /// each member's key is recorded in the ``MemberIndex`` it returns, then `visit` is
    /// called with the key's node, its index in the document's nodes (the value is the
    /// next), and, for a key written as its text (no escapes, valid UTF-8), its raw bytes
    /// (without the quotes) and their ``KeySet/keyBitPosition(_:)``; for any other key
    /// `nil` and 0, the index made to walk every key. The walk stops when `visit` answers
    /// `false`.
    ///
    /// It steps through the members itself, reading the key bytes out of the text once
    /// located, rather than through ``JSONValue/Children``.
    @inline(__always)
    private func walkingMembers(
        _ visit: (JSONNode, Int, UnsafeBufferPointer<UInt8>?, Int) throws -> Bool
    ) rethrows -> MemberIndex {
        var members = MemberIndex()
        let node = node
        guard node.kind == .object else { return members }
        let nodes = document.nodes
        // Read once: the key bytes of every member lie in it.
        let text = document.text.baseAddress.unsafelyUnwrapped
        var child = index &+ 1
        for ordinal in 0..<Int(node.count) {
            let key = nodes[child]
            if key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 {
                let bytes = UnsafeBufferPointer(
                    start: text + (Int(key.start) &+ 1), count: Int(key.end &- key.start) &- 2)
                let position = KeySet.keyBitPosition(bytes)
                members.add(position, ordinal: ordinal)
                guard try visit(key, child, bytes, position) else { return members }
            } else {
                // Its bit says nothing about the key it decodes to: every lookup walks.
                members.walksEveryKey()
                guard try visit(key, child, nil, 0) else { return members }
            }
            child = Int(truncatingIfNeeded: nodes[child &+ 1].next)
        }
        return members
    }
}

/// Where the members of one object sit, read in one walk over them: a mask of its keys
/// (each key's ``KeySet/keyBit(_:)``, from its length and its first and last bytes) and,
/// for the first ``MemberIndex/recorded`` members, each one's bit. A lookup of a key
/// whose bit no member set answers `nil` at once; one whose bit one recorded member alone
/// set steps to that member (following the members' links, no key compared on the way),
/// compares its key and answers; any other (a bit two members share, a key repeated, a
/// member past the recorded ones, or any key with escapes or invalid UTF-8 in the
/// object) walks the members as ``JSONValue/subscript(member:)`` does. Either way it
/// answers what that walk answers.
///
/// Held inline in three words, with nothing allocated.
struct MemberIndex {
    /// How many members, from the first, have their bit recorded.
    static let recorded = 8

    /// The keys' bits; every bit set when a key has escapes or invalid UTF-8.
    private(set) var keyBits: UInt64 = 0
    /// The bits whose lookups walk the members: two members set them, or one past the
    /// recorded ones.
    private var walkBits: UInt64 = 0
    /// Byte `k`: the bit position plus one of member `k`'s key, 0 past the last recorded.
    private var positions: UInt64 = 0

    /// Records member `ordinal` (0 for the first), whose key's bit is at `position`.
    @inline(__always)
    mutating func add(_ position: Int, ordinal: Int) {
        let bit: UInt64 = 1 << UInt64(truncatingIfNeeded: position & 63)
        if keyBits & bit != 0 || ordinal >= Self.recorded {
            walkBits |= bit
        } else {
            positions |= UInt64(truncatingIfNeeded: (position & 63) &+ 1) << UInt64(truncatingIfNeeded: ordinal &* 8)
        }
        keyBits |= bit
    }

    /// Makes every lookup walk: a key with escapes or invalid UTF-8 reads differently
    /// once decoded, and its bit says nothing.
    @inline(__always)
    mutating func walksEveryKey() {
        keyBits = ~0
        walkBits = ~0
    }

    /// Whether the object may have a member named `key`: `false` when it has none.
    @inline(__always)
    func mayHave(_ key: StaticString) -> Bool {
        let position = key.withUTF8Buffer { KeySet.keyBitPosition($0) }
        return keyBits & (1 << UInt64(truncatingIfNeeded: position)) != 0
    }

    /// Whether the object may have a member whose key reads `lowercase` (at least one
    /// byte) in any mix of ASCII cases, as ``JSONValue/equalsIgnoringASCIICase(_:_:)``
    /// compares: `false` when it has none. Such a key has `lowercase`'s length and its
    /// first and last bytes in either case, so one of at most four bits is set.
    ///
    /// Inlined: with a literal `lowercase` the mask is a constant.
    @inline(__always)
    func mayHave(ignoringCase lowercase: StaticString) -> Bool {
        // A literal of one scalar has no UTF-8 to point at: it may be there.
        guard lowercase.hasPointerRepresentation else { return true }
        let count = lowercase.utf8CodeUnitCount
        guard count > 0 else { return keyBits & 1 != 0 }
        let first = lowercase.utf8Start[0]
        let last = lowercase.utf8Start[count &- 1]
        // A lowercase ASCII letter and its capital; any other byte stands for itself.
        func capital(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte &- 0x20 : byte
        }
        func bit(_ head: UInt8, _ tail: UInt8) -> UInt64 {
            1 << UInt64(truncatingIfNeeded: KeySet.keyBitPosition(count: count, first: head, last: tail))
        }
        let mask =
            bit(first, last) | bit(capital(first), last) | bit(first, capital(last))
            | bit(capital(first), capital(last))
        return keyBits & mask != 0
    }

    /// The value of the last member of `object` (the object this index was read from)
    /// named `key`.
    ///
    /// Inlined: most lookups are of keys the object lacks, ruled out by their bit (a
    /// constant where `key` is a literal); the rest are answered out of line.
    @inline(__always)
    func member(of object: JSONValue, _ key: StaticString) -> JSONValue? {
        let position = key.withUTF8Buffer { KeySet.keyBitPosition($0) }
        guard keyBits & (1 << UInt64(truncatingIfNeeded: position)) != 0 else { return nil }
        return Self.present(key, at: position, positions: positions, walkBits: walkBits, of: object)
    }

    /// ``member(of:_:)`` for a key whose bit at `position` some member set; `positions`
    /// and `walkBits` are the index's (the two words this reads). The key's bytes are
    /// read through its pointer, with no closure.
    @inline(never)
    private static func present(
        _ key: StaticString, at position: Int, positions: UInt64, walkBits: UInt64, of object: JSONValue
    ) -> JSONValue? {
        // A literal of one scalar has no UTF-8 to point at: it takes the plain lookup.
        guard walkBits & (1 << UInt64(truncatingIfNeeded: position)) == 0, key.hasPointerRepresentation else {
            return object[member: key]
        }
        // The recorded member whose byte in `positions` is `position + 1`: the lowest
        // zero byte of the difference (a byte above it may read as zero too, never one
        // below).
        let ones: UInt64 = 0x0101_0101_0101_0101
        let difference = positions ^ (UInt64(truncatingIfNeeded: position &+ 1) &* ones)
        let zeros = (difference &- ones) & ~difference & (ones << 7)
        let ordinal = zeros.trailingZeroBitCount >> 3
        let document = object.document
        let nodes = document.nodes
        // Member `ordinal`'s key node: each member's value links to the next member's key.
        var child = object.index &+ 1
        for _ in 0..<ordinal { child = Int(truncatingIfNeeded: nodes[child &+ 1].next) }
        // The only member with this bit, its key written plainly: it is the key or none is.
        let node = nodes[child]
        let count = key.utf8CodeUnitCount
        guard Int(truncatingIfNeeded: node.end &- node.start) == count &+ 2 else { return nil }
        let text = document.text.baseAddress.unsafelyUnwrapped
        guard ByteWord.sameBytes(text + (Int(node.start) &+ 1), key.utf8Start, count: count) else { return nil }
        return JSONValue(document: document, index: child &+ 1)
    }
}
