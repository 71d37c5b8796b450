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

extension KeySet {
    /// The set with no keys.
    static let empty: KeySet = []
}
