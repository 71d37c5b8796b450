/// A fixed set of object keys, such as the members one decoder models, built once and
/// asked about every member of every object that decoder reads.
///
/// The typo checks test each member's key against the known keys. A `KeySet` answers
/// on the key's raw UTF-8, straight from the document: one hash of the length and three
/// bytes, then one byte comparison, where a list would be compared key by key and a
/// `Set<String>` would need a `String` built and hashed. It also keeps what the
/// near-miss and case checks need for every known key (its folded and its lowercased
/// form), worked out once instead of once per unknown member.
struct KeySet: Sendable, Sequence {
    /// The tables, shared: a `KeySet` is copied each time a decoder reads its static one,
    /// and a copy is then one reference.
    private let table: Table

    /// The keys, in the order first given, without repeats.
    var keys: [String] { table.keys }
    /// `KeySpelling.fold` of each key, in the same order.
    var foldedKeys: [[UInt8]] { table.foldedKeys }
    /// `lowercased()` of each key, in the same order.
    var lowercasedKeys: [String] { table.lowercasedKeys }

    /// A set of `keys` (a key given twice is kept once, where it first appears).
    init(_ keys: some Sequence<String>) {
        table = Table(keys)
    }

    /// The number of keys.
    var count: Int { table.keys.count }

    func makeIterator() -> IndexingIterator<[String]> { table.keys.makeIterator() }

    /// Whether `key` is one of the keys.
    func contains(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { table.contains(utf8: $0) }
    }

    /// Whether some key's folded form (``KeySpelling/fold(_:)``) is `length` bytes long,
    /// give or take one: the near-miss check asks before it folds a word.
    func hasFoldedKey(near length: Int) -> Bool {
        guard length >= 0 else { return false }
        let near = Self.lengthBit(length - 1) | Self.lengthBit(length) | Self.lengthBit(length + 1)
        return table.foldedLengths & near != 0
    }

    /// Whether some key's folded form is `length` bytes long.
    func hasFoldedKey(ofLength length: Int) -> Bool {
        length >= 0 && table.foldedLengths & Self.lengthBit(length) != 0
    }

    /// Whether some key's UTF-8 is `length` bytes long.
    func hasKey(ofLength length: Int) -> Bool {
        length >= 0 && table.lengths & Self.lengthBit(length) != 0
    }

    /// The bit that stands for a key in a mask of an object's keys: one of 64, picked by
    /// the key's UTF-8 length and its first and last bytes, so that two keys of one
    /// length (`alert`, `badge`, `sound`) mostly stand apart.
    @inline(__always)
    static func keyBit(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        1 << UInt64(truncatingIfNeeded: keyBitPosition(bytes))
    }

    /// The position (0 to 63) of ``keyBit(_:)`` in the mask.
    @inline(__always)
    static func keyBitPosition(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        guard count > 0 else { return 0 }
        return keyBitPosition(count: count, first: bytes[0], last: bytes[count &- 1])
    }

    /// ``keyBitPosition(_:)`` of a key `count` bytes long (at least one) that begins with
    /// `first` and ends with `last`.
    @inline(__always)
    static func keyBitPosition(count: Int, first: UInt8, last: UInt8) -> Int {
        let mixed =
            UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1 ^ UInt32(first) &* 0x85EB_CA6B
            ^ UInt32(last) &* 0xC2B2_AE35
        return Int(truncatingIfNeeded: mixed >> 26)
    }

    /// The bit that stands for a length in a mask of lengths: one bit each up to 62,
    /// the last for every length from 63 up.
    @inline(__always)
    static func lengthBit(_ length: Int) -> UInt64 {
        length < 0 ? 0 : 1 << UInt64(Swift.min(length, 63))
    }

    /// Whether the key whose UTF-8 is `bytes` is one of the keys.
    @inline(__always)
    func contains(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        table.contains(utf8: bytes)
    }

    /// ``contains(utf8:)`` for a key whose ``keyBitPosition(_:)`` is `position`, which
    /// the caller worked out already: most keys are told by the one known key that has
    /// that bit, compared once, without hashing them again.
    @inline(__always)
    func contains(utf8 bytes: UnsafeBufferPointer<UInt8>, bitPosition position: Int) -> Bool {
        table.contains(utf8: bytes, bitPosition: position)
    }

    /// What the case-slip and near-miss pre-test (``mayMatch(count:lowercasedMask:foldedCount:foldedMask:)``)
    /// reads of one key: which bytes its lowercased and its folded forms hold
    /// (``byteMask(_:)``), and their lengths.
    struct Shape: Sendable {
        var lowercasedMask: UInt64
        var foldedMask: UInt64
        var lowercasedCount: Int
        var foldedCount: Int
    }

    /// The bytes of `bytes` as a set: bit `b & 31` for each byte `b`, the same for an
    /// ASCII letter in either case. Two byte strings with different masks differ (also
    /// once lowercased); one edit (an insertion, a deletion, a substitution or a swap of
    /// neighbours) changes at most two bits.
    @inline(__always)
    static func byteMask(_ bytes: some Sequence<UInt8>) -> UInt64 {
        bytes.reduce(0) { $0 | byteBit($1) }
    }

    /// The bit of `byte` in ``byteMask(_:)``.
    @inline(__always)
    static func byteBit(_ byte: UInt8) -> UInt64 {
        1 &<< UInt64(truncatingIfNeeded: byte & 31)
    }

    /// Whether some key may be equal, once lowercased, to an ASCII word `count` bytes
    /// long whose lowercased bytes have the mask `lowercasedMask`, or equal or one edit
    /// away, once folded, from the word's folded form, `foldedCount` bytes long with the
    /// mask `foldedMask` (an edit only when that form has five bytes or more, as
    /// ``KeySpelling/nearMiss(_:in:)`` asks). `false` rules both out: equal strings have
    /// equal masks, and a string one edit from another differs from it in at most two
    /// bits of its mask and one byte of its length.
    func mayMatch(count: Int, lowercasedMask: UInt64, foldedCount: Int, foldedMask: UInt64) -> Bool {
        table.shapes.withUnsafeBufferPointer { shapes in
            for shape in shapes {
                if shape.lowercasedCount == count && shape.lowercasedMask == lowercasedMask { return true }
                let lengths = shape.foldedCount &- foldedCount
                if lengths == 0 && shape.foldedMask == foldedMask { return true }
                if foldedCount >= 5 && lengths &+ 1 <= 2 && lengths &+ 1 >= 0
                    && (shape.foldedMask ^ foldedMask).nonzeroBitCount <= 2
                {
                    return true
                }
            }
            return false
        }
    }

    private final class Table: Sendable {
        let keys: [String]
        let foldedKeys: [[UInt8]]
        let lowercasedKeys: [String]
        /// The number of slots less one; the count is a power of two.
        let mask: Int
        /// Whether `""` is one of the keys.
        let hasEmptyKey: Bool
        /// The UTF-8 lengths of the keys, as a mask (`KeySet.lengthBit`).
        let lengths: UInt64
        /// The lengths of the folded keys, as a mask.
        let foldedLengths: UInt64
        /// Each key's ``KeySet/Shape``, in the order of `keys`.
        let shapes: [Shape]
        /// The starts, the slots and the storage, in one allocation the table owns and
        /// read through pointers: ``contains(utf8:)`` runs for every member of every
        /// object a decoder reads, and there arrays' bounds checks and
        /// `withUnsafeBufferPointer` cost more than the probe.
        nonisolated(unsafe) private let block: UnsafeMutableRawPointer
        /// Open addressing with linear probing: a key's index plus one, 0 for an empty slot.
        nonisolated(unsafe) private let slotBase: UnsafePointer<UInt16>
        /// Where key `i`'s UTF-8 starts in the storage; it ends where key `i + 1`'s starts.
        nonisolated(unsafe) private let startBase: UnsafePointer<Int>
        /// Every key's UTF-8, one after another.
        nonisolated(unsafe) private let storageBase: UnsafePointer<UInt8>
        /// For each of the 64 ``KeySet/keyBitPosition(_:)``s, the only key that has it,
        /// in one word a walk reads with one load: its UTF-8 length in the low 32 bits
        /// and where its UTF-8 starts in the storage in the next 31. No key has the bit:
        /// ``noKey``; two or more: ``sharedBit`` (they are then found by the hash table).
        /// Neither entry's length matches a key of a document (under 4 GiB, so a key
        /// spans fewer than `UInt32.max - 2` bytes).
        nonisolated(unsafe) private let bitEntryBase: UnsafePointer<UInt64>
        /// The entry of ``bitEntryBase`` for a bit no key has.
        private static let noKey = UInt64(UInt32.max)
        /// The entry of ``bitEntryBase`` for a bit two or more keys share.
        private static let sharedBit: UInt64 = 1 << 63 | UInt64(UInt32.max)

        init(_ keys: some Sequence<String>) {
            var unique: [String] = []
            for key in keys where !unique.contains(key) { unique.append(key) }
            self.keys = unique
            hasEmptyKey = unique.contains("")
            foldedKeys = unique.map(KeySpelling.fold)
            lowercasedKeys = unique.map { $0.lowercased() }
            lengths = unique.reduce(0) { $0 | KeySet.lengthBit($1.utf8.count) }
            foldedLengths = foldedKeys.reduce(0) { $0 | KeySet.lengthBit($1.count) }
            shapes = unique.indices.map { [foldedKeys, lowercasedKeys] index in
                Shape(
                    lowercasedMask: KeySet.byteMask(lowercasedKeys[index].utf8),
                    foldedMask: KeySet.byteMask(foldedKeys[index]),
                    lowercasedCount: lowercasedKeys[index].utf8.count, foldedCount: foldedKeys[index].count)
            }
            var storage: [UInt8] = []
            var starts: [Int] = []
            for key in unique {
                starts.append(storage.count)
                storage += key.utf8
            }
            starts.append(storage.count)
            // At most one slot in four used keeps probe runs short.
            var size = 8
            while size < unique.count * 4 { size *= 2 }
            mask = size - 1
            var slots = [UInt16](repeating: 0, count: size)
            for index in unique.indices {
                let hash = storage.withUnsafeBufferPointer { buffer in
                    Self.hash(UnsafeBufferPointer(rebasing: buffer[starts[index]..<starts[index + 1]]))
                }
                var slot = hash & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = UInt16(index + 1)
            }
            var bitEntries = [UInt64](repeating: Self.noKey, count: 64)
            for index in unique.indices {
                let position = storage.withUnsafeBufferPointer { buffer in
                    KeySet.keyBitPosition(UnsafeBufferPointer(rebasing: buffer[starts[index]..<starts[index + 1]]))
                }
                let length = starts[index + 1] - starts[index]
                // A start or a length too large for its field is found by the hash table.
                let fits = starts[index] < 1 << 31 && length < Int(UInt32.max) - 2
                bitEntries[position] =
                    bitEntries[position] == Self.noKey && fits
                    ? UInt64(starts[index]) << 32 | UInt64(length) : Self.sharedBit
            }
            // Starts and entries first: `Int` and `UInt64` have the strictest alignment.
            let startBytes = MemoryLayout<Int>.stride * starts.count
            let entryBytes = MemoryLayout<UInt64>.stride * bitEntries.count
            let slotBytes = MemoryLayout<UInt16>.stride * slots.count
            block = UnsafeMutableRawPointer.allocate(
                byteCount: startBytes + entryBytes + slotBytes + Swift.max(1, storage.count),
                alignment: Swift.max(MemoryLayout<Int>.alignment, MemoryLayout<UInt64>.alignment))
            let startStart = block.bindMemory(to: Int.self, capacity: starts.count)
            startStart.initialize(from: starts, count: starts.count)
            let entryStart = (block + startBytes).bindMemory(to: UInt64.self, capacity: bitEntries.count)
            entryStart.initialize(from: bitEntries, count: bitEntries.count)
            let slotStart = (block + startBytes + entryBytes).bindMemory(to: UInt16.self, capacity: slots.count)
            slotStart.initialize(from: slots, count: slots.count)
            let storageStart = (block + startBytes + entryBytes + slotBytes).bindMemory(
                to: UInt8.self, capacity: storage.count)
            storageStart.initialize(from: storage, count: storage.count)
            startBase = UnsafePointer(startStart)
            bitEntryBase = UnsafePointer(entryStart)
            slotBase = UnsafePointer(slotStart)
            storageBase = UnsafePointer(storageStart)
        }

        deinit {
            // `Int`, `UInt64`, `UInt16` and `UInt8` are trivial: nothing to deinitialize.
            block.deallocate()
        }

        func contains(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let wanted = bytes.baseAddress else { return hasEmptyKey }
            var slot = Self.hash(bytes) & mask
            // At most one slot in four is used: the probe ends at an empty one.
            while true {
                let entry = Int(slotBase[slot])
                if entry == 0 { return false }
                let start = startBase[entry - 1]
                // A key's bytes lie in the storage, where the starts mark them.
                if startBase[entry] - start == bytes.count,
                    ByteWord.sameBytes(storageBase + start, wanted, count: bytes.count)
                {
                    return true
                }
                slot = (slot + 1) & mask
            }
        }

        @inline(__always)
        func contains(utf8 bytes: UnsafeBufferPointer<UInt8>, bitPosition position: Int) -> Bool {
            let entry = bitEntryBase[position & 63]
            // The one key with this bit, when its length is the key's: compare the bytes.
            if Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) == bytes.count {
                guard let wanted = bytes.baseAddress else { return true }
                let start = Int(truncatingIfNeeded: (entry >> 32) & 0x7FFF_FFFF)
                return ByteWord.sameBytes(storageBase + start, wanted, count: bytes.count)
            }
            return entry == Self.sharedBit && contains(utf8: bytes)
        }

        /// A hash of the length and the first, middle and last bytes: enough to tell
        /// apart the few keys of one object, and cheap enough to work out for every member.
        @inline(__always)
        static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let count = bytes.count
            guard count > 0 else { return 0 }
            var hash = UInt32(truncatingIfNeeded: count) &* 0x9E37_79B1
            hash = (hash ^ UInt32(bytes[0])) &* 0x85EB_CA6B
            hash = (hash ^ UInt32(bytes[count >> 1])) &* 0xC2B2_AE35
            hash = (hash ^ UInt32(bytes[count - 1])) &* 0x27D4_EB2F
            return Int(hash >> 16)
        }
    }
}

extension KeySet: ExpressibleByArrayLiteral {
    init(arrayLiteral keys: String...) {
        self.init(keys)
    }
}

extension KeySpelling {
    /// Whether a word whose folded form is `length` bytes long may be a near miss of one
    /// of `known` by its length alone: a word folded to under five bytes can only fold to
    /// a key (one edit away needs five), so only its own length counts.
    @inline(__always)
    static func mayBeNearMiss(foldedLength length: Int, in known: KeySet) -> Bool {
        length >= 5 ? known.hasFoldedKey(near: length) : known.hasFoldedKey(ofLength: length)
    }

    /// Whether the key whose UTF-8 is `bytes` may be a key of `known` in another case
    /// (equal once lowercased) or a near miss of one (``nearMiss(_:in:)``): `false` only
    /// when it is neither, worked out on the bytes without a `String` or a folded array.
    /// Any non-ASCII key answers `true` (lowercasing it may change its length).
    static func maybeCaseSlipOrNearMiss(_ bytes: UnsafeBufferPointer<UInt8>, of known: KeySet) -> Bool {
        var foldedCount = 0
        var lowercasedMask: UInt64 = 0
        var foldedMask: UInt64 = 0
        for byte in bytes {
            if byte >= 0x80 { return true }
            let bit = KeySet.byteBit(byte)
            lowercasedMask |= bit
            if !isFoldDropped(byte) {
                foldedCount &+= 1
                foldedMask |= bit
            }
        }
        // Most keys (a payload's own) are ruled out here, by the bytes they hold: no key
        // compared, no word folded.
        guard
            known.mayMatch(
                count: bytes.count, lowercasedMask: lowercasedMask, foldedCount: foldedCount, foldedMask: foldedMask)
        else { return false }
        if known.hasKey(ofLength: bytes.count) {
            for key in known.lowercasedKeys where key.utf8.count == bytes.count {
                if key.utf8.elementsEqual(bytes.lazy.map(lowercaseASCII)) { return true }
            }
        }
        guard mayBeNearMiss(foldedLength: foldedCount, in: known) else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Swift.max(foldedCount, 1)) { buffer in
            var count = 0
            for byte in bytes where !isFoldDropped(byte) {
                buffer[count] = lowercaseASCII(byte)
                count &+= 1
            }
            let word = UnsafeBufferPointer(rebasing: buffer[0..<count])
            for candidate in known.foldedKeys where abs(candidate.count - count) <= 1 {
                let near = candidate.withUnsafeBufferPointer { candidate in
                    candidate.elementsEqual(word) || (count >= 5 && editDistanceIsOne(word, candidate))
                }
                if near { return true }
            }
            return false
        }
    }

    /// Whether folding drops `byte` (``fold(_:)``): `-`, `_`, a space or a dot.
    @inline(__always)
    private static func isFoldDropped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".")
    }

    /// `byte` with `A` to `Z` made lowercase, as `lowercased()` and ``fold(_:)`` do for ASCII.
    @inline(__always)
    private static func lowercaseASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte &+ 32 : byte
    }

    /// ``nearMiss(_:in:)`` over a ``KeySet``, whose keys are folded already.
    static func nearMiss(_ word: String, in known: KeySet) -> String? {
        // Most unknown keys (a payload's own data) are no near miss of any known key by
        // length alone: told without folding them. A word folded to under five bytes can
        // only fold to a key (one edit away needs five), so only its own length counts.
        guard mayBeNearMiss(foldedLength: foldedLength(word), in: known) else { return nil }
        let folded = fold(word)
        var sameFolded: String?
        var oneEditAway: String?
        for index in known.keys.indices {
            let candidate = known.keys[index]
            let foldedCandidate = known.foldedKeys[index]
            guard abs(foldedCandidate.count - folded.count) <= 1, candidate != word else { continue }
            if foldedCandidate == folded {
                if sameFolded.map({ candidate < $0 }) ?? true { sameFolded = candidate }
            } else if folded.count >= 5, editDistanceIsOne(folded, foldedCandidate) {
                if oneEditAway.map({ candidate < $0 }) ?? true { oneEditAway = candidate }
            }
        }
        return sameFolded ?? oneEditAway
    }
}

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
                if !known.contains(utf8: bytes, bitPosition: position), mayMatter(bytes) {
                    try body(
                        JSONValue.decodedString(key, in: document), JSONValue(document: document, index: child + 1))
                }
            } else {
                // Decoded first (escapes, or U+FFFD for bad bytes), which no raw byte
                // comparison can stand for.
                members.walksEveryKey()
                let decoded = JSONValue.decodedString(key, in: document)
                if !known.contains(decoded) { try body(decoded, JSONValue(document: document, index: child + 1)) }
            }
            child = Int(truncatingIfNeeded: nodes[child &+ 1].next)
        }
        return members
    }
}

extension JSONValue {
    /// Calls `body` with each member whose key is not in `known`, in source order, as
    /// ``indexingMembers(notIn:where:_:)`` does, for a caller that looks nothing up.
    @inline(__always)
    func forEachMember(
        notIn known: KeySet, where mayMatter: (UnsafeBufferPointer<UInt8>) -> Bool = { _ in true },
        _ body: (String, JSONValue) throws -> Void
    ) rethrows {
        let node = node
        guard node.kind == .object else { return }
        let nodes = document.nodes
        var child = index + 1
        for _ in 0..<node.count {
            let key = nodes[child]
            if key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 {
                let bytes = document.keyBytes(key)
                if !known.contains(utf8: bytes, bitPosition: KeySet.keyBitPosition(bytes)), mayMatter(bytes) {
                    try body(
                        JSONValue.decodedString(key, in: document), JSONValue(document: document, index: child + 1))
                }
            } else {
                let text = JSONValue.decodedString(key, in: document)
                if !known.contains(text) { try body(text, JSONValue(document: document, index: child + 1)) }
            }
            child = Int(nodes[child + 1].next)
        }
    }
}

extension JSONValue {
    /// Where this object's keys sit (``MemberIndex``), read in one walk over its members
    /// that checks nothing: for an object whose keys are looked up several times before
    /// any typo check walks it (the top level, which every vendor's claim asks about).
    /// Any other value gives an index with no key, whose lookups answer `nil`, as the
    /// value's own lookups do.
    func memberIndex() -> MemberIndex {
        var members = MemberIndex()
        let node = node
        guard node.kind == .object else { return members }
        let nodes = document.nodes
        // Read once: the key bytes of every member lie in it.
        let text = document.text.baseAddress.unsafelyUnwrapped
        var child = index &+ 1
        for ordinal in 0..<Int(node.count) {
            let key = nodes[child]
            guard key.flags & (JSONNode.hasEscapes | JSONNode.hasInvalidUTF8) == 0 else {
                // Its bit says nothing about the key it decodes to: every lookup walks.
                members.walksEveryKey()
                return members
            }
            let bytes = UnsafeBufferPointer(start: text + (Int(key.start) &+ 1), count: Int(key.end &- key.start) &- 2)
            members.add(KeySet.keyBitPosition(bytes), ordinal: ordinal)
            child = Int(truncatingIfNeeded: nodes[child &+ 1].next)
        }
        return members
    }
}

extension JSONDocument {
    /// ``body(of:)`` of a key, without its checks: the reader spans a key with both its
    /// quotes, inside the text. The walks over every member of an object read each key.
    @inline(__always)
    fileprivate func keyBytes(_ key: JSONNode) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(
            start: text.baseAddress.unsafelyUnwrapped + (Int(key.start) &+ 1), count: Int(key.end &- key.start) &- 2)
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

/// Keys whose value the user sees or hears, per object, each with what is lost when it
/// is misspelt (`["title": "the title never shows"]`): the typo check makes a near miss
/// of one of them a warning.
enum ShownKeys {
    /// A key and what is lost without it.
    typealias Table = [String: String]
}

extension Checker {
    /// ``checkTypos(_:known:owner:)`` over a ``KeySet``; `shown` as in
    /// ``checkingTypos(in:known:owner:shown:)``.
    mutating func checkTypos(_ object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table? = nil) {
        _ = checkingTypos(in: object, known: known, owner: owner, shown: shown)
    }

    /// Reports the unknown members of `object` that look like misspellings of `known`
    /// keys, and returns the object as that walk saw it: with a mask of its keys
    /// (``KeySet/keyBit(_:)``), read in the same pass. A decoder that looks up many keys
    /// the object may lack looks them up there, and most absent ones are answered without
    /// walking the members.
    ///
    /// `shown` names the keys whose value the user sees or hears, each with what is lost
    /// without it ("the title never shows"): a near miss of one of them, when the object
    /// lacks the key itself, loses that content, and is a warning instead of a hint;
    /// `nil`, the default, names none (and builds no empty table on every call).
    mutating func checkingTypos(
        in object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table? = nil
    ) -> TypoCheckedObject {
        // A payload's own keys (most unknown keys) are no near miss by their length.
        let nearByLength = { (bytes: UnsafeBufferPointer<UInt8>) in
            KeySpelling.mayBeNearMiss(foldedLength: KeySpelling.foldedLength(bytes), in: known)
        }
        let members = object.indexingMembers(notIn: known, where: nearByLength) { key, value in
            guard let suggestion = KeySpelling.nearMiss(key, in: known) else { return }
            if let lost = shown?[suggestion], object[suggestion] == nil {
                emit(
                    .payloadPossibleTypo, .warning, atKeyOf: value,
                    "unknown key \(JSONText.quoted(key)) in \(owner) is ignored, so \(lost); did you mean \(JSONText.quoted(suggestion))?"
                )
                return
            }
            emit(
                .payloadPossibleTypo, atKeyOf: value,
                "unknown key \(JSONText.quoted(key)) in \(owner) is ignored; did you mean \(JSONText.quoted(suggestion))?"
            )
        }
        return TypoCheckedObject(object: object, members: members)
    }
}

/// An object whose members the typo check has walked, with where its keys sit
/// (``MemberIndex``), read in that walk. Only ``Checker/checkingTypos(in:known:owner:)``
/// makes one, so a lookup through it cannot run before the walk that feeds it. A lookup
/// answers what ``JSONValue/subscript(member:)`` answers, mostly without walking the
/// members again.
struct TypoCheckedObject: MemberLookup {
    let object: JSONValue
    private let members: MemberIndex

    fileprivate init(object: JSONValue, members: MemberIndex) {
        self.object = object
        self.members = members
    }

    /// `object` with `members`, the index a walk over its members just read (such as
    /// ``JSONValue/indexingMembers(notIn:where:_:)``'s), for a typo check of its own.
    init(_ object: JSONValue, walked members: MemberIndex) {
        self.object = object
        self.members = members
    }

    @inline(__always)
    subscript(member key: StaticString) -> JSONValue? {
        members.member(of: object, key)
    }
}

/// Where a decoder reads the members of an object: the object itself, or the object
/// with a mask of its keys (``TypoCheckedObject``).
protocol MemberLookup {
    /// The object, where a missing key is reported.
    var object: JSONValue { get }
    /// The value of the last member named `key`, when the object has one.
    subscript(member key: StaticString) -> JSONValue? { get }
}

extension JSONValue: MemberLookup {
    /// The value itself.
    var object: JSONValue { self }
}

extension JSONObject {
    /// The members of a document object whose keys are not in `known`.
    init(_ value: JSONValue, excluding known: KeySet) {
        self.init(value, excluding: known.keys)
    }
}

extension KeySet {
    /// The set with no keys.
    static let empty: KeySet = []
}
