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

    private final class Table: Sendable {
        let keys: [String]
        let foldedKeys: [[UInt8]]
        let lowercasedKeys: [String]
        /// Every key's UTF-8, one after another.
        let storage: [UInt8]
        /// Where key `i`'s UTF-8 starts in `storage`; it ends where key `i + 1`'s starts.
        let starts: [Int]
        /// Open addressing with linear probing: a key's index plus one, 0 for an empty slot.
        let slots: [UInt16]
        /// `slots.count - 1`; the count is a power of two.
        let mask: Int
        /// Whether `""` is one of the keys.
        let hasEmptyKey: Bool
        /// The UTF-8 lengths of the keys, as a mask (`KeySet.lengthBit`).
        let lengths: UInt64
        /// The lengths of the folded keys, as a mask.
        let foldedLengths: UInt64

        init(_ keys: some Sequence<String>) {
            var unique: [String] = []
            for key in keys where !unique.contains(key) { unique.append(key) }
            self.keys = unique
            hasEmptyKey = unique.contains("")
            foldedKeys = unique.map(KeySpelling.fold)
            lowercasedKeys = unique.map { $0.lowercased() }
            lengths = unique.reduce(0) { $0 | KeySet.lengthBit($1.utf8.count) }
            foldedLengths = foldedKeys.reduce(0) { $0 | KeySet.lengthBit($1.count) }
            var storage: [UInt8] = []
            var starts: [Int] = []
            for key in unique {
                starts.append(storage.count)
                storage += key.utf8
            }
            starts.append(storage.count)
            self.storage = storage
            self.starts = starts
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
            self.slots = slots
        }

        func contains(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard let wanted = bytes.baseAddress else { return hasEmptyKey }
            var slot = Self.hash(bytes) & mask
            return storage.withUnsafeBufferPointer { storage in
                while true {
                    let entry = Int(slots[slot])
                    if entry == 0 { return false }
                    let start = starts[entry - 1]
                    if starts[entry] - start == bytes.count {
                        // A key's bytes lie inside `storage`, where `starts` marks them;
                        // storage with no bytes holds only the empty key.
                        guard let keyBytes = storage.baseAddress else { return bytes.isEmpty }
                        if ByteWord.sameBytes(keyBytes + start, wanted, count: bytes.count) { return true }
                    }
                    slot = (slot + 1) & mask
                }
            }
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
    /// ``nearMiss(_:in:)`` over a ``KeySet``, whose keys are folded already.
    static func nearMiss(_ word: String, in known: KeySet) -> String? {
        // Most unknown keys (a payload's own data) are no near miss of any known key by
        // length alone: told without folding them. A word folded to under five bytes can
        // only fold to a key (one edit away needs five), so only its own length counts.
        let length = foldedLength(word)
        guard length >= 5 ? known.hasFoldedKey(near: length) : known.hasFoldedKey(ofLength: length) else {
            return nil
        }
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
    /// returns the lengths of all the keys as a ``KeySet/lengthBit(_:)`` mask (every bit
    /// set when a key has escapes or invalid UTF-8: its decoded form is then another
    /// length than its source).
    ///
    /// A key without escapes is looked up on its raw bytes: the common case, every key
    /// known, builds no `String`. Every decoder's typo check runs this walk, so it steps
    /// through the members itself rather than through ``JSONValue/Children`` (whose
    /// general stepping costs about 370 instructions a payload more here).
    @discardableResult
    @inline(__always)
    func forEachMember(notIn known: KeySet, _ body: (String, JSONValue) throws -> Void) rethrows -> UInt64 {
        let node = node
        guard node.kind == .object else { return 0 }
        let nodes = document.nodes
        var lengths: UInt64 = 0
        var child = index + 1
        for _ in 0..<node.count {
            let key = nodes[child]
            let isKnown: Bool
            if key.flags & JSONNode.hasEscapes == 0 {
                let bytes = document.body(of: key)
                lengths |= key.flags & JSONNode.hasInvalidUTF8 == 0 ? KeySet.lengthBit(bytes.count) : ~0
                isKnown = known.contains(utf8: bytes)
            } else {
                lengths = ~0
                isKnown = known.contains(JSONValue.decodedString(key, in: document))
            }
            if !isKnown {
                try body(JSONValue.decodedString(key, in: document), JSONValue(document: document, index: child + 1))
            }
            child = Int(nodes[child + 1].next)
        }
        return lengths
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
    mutating func checkTypos(_ object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table = [:]) {
        _ = checkingTypos(in: object, known: known, owner: owner, shown: shown)
    }

    /// Reports the unknown members of `object` that look like misspellings of `known`
    /// keys, and returns the object as that walk saw it: with the lengths of its keys,
    /// read in the same pass. A decoder that looks up many keys the object may lack looks
    /// them up there, and each absent one whose length no key has is answered without
    /// walking the members.
    ///
    /// `shown` names the keys whose value the user sees or hears, each with what is lost
    /// without it ("the title never shows"): a near miss of one of them, when the object
    /// lacks the key itself, loses that content, and is a warning instead of a hint.
    mutating func checkingTypos(
        in object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table = [:]
    ) -> TypoCheckedObject {
        let lengths = object.forEachMember(notIn: known) { key, value in
            guard let suggestion = KeySpelling.nearMiss(key, in: known) else { return }
            if let lost = shown[suggestion], object[suggestion] == nil {
                emit(
                    .payloadPossibleTypo, .warning, at: value,
                    "unknown key \(JSONText.quoted(key)) in \(owner) is ignored, so \(lost); did you mean \(JSONText.quoted(suggestion))?"
                )
                return
            }
            emit(
                .payloadPossibleTypo, at: value,
                "unknown key \(JSONText.quoted(key)) in \(owner) is ignored; did you mean \(JSONText.quoted(suggestion))?"
            )
        }
        return TypoCheckedObject(object: object, keyLengths: lengths)
    }
}

/// An object whose members the typo check has walked, with the UTF-8 lengths of its keys
/// (as a ``KeySet/lengthBit(_:)`` mask) read in that walk. Only
/// ``Checker/checkingTypos(in:known:owner:)`` makes one, so a lookup through it cannot
/// run before the walk that feeds it. A lookup of a key whose length no member has
/// answers `nil` at once; any other walks the members as ``JSONValue/subscript(member:)``
/// does, and answers the same.
struct TypoCheckedObject: MemberLookup {
    let object: JSONValue
    /// Every length bit set when a key has escapes or invalid UTF-8.
    let keyLengths: UInt64

    fileprivate init(object: JSONValue, keyLengths: UInt64) {
        self.object = object
        self.keyLengths = keyLengths
    }

    @inline(__always)
    subscript(member key: StaticString) -> JSONValue? {
        guard keyLengths & KeySet.lengthBit(key.utf8CodeUnitCount) != 0 else { return nil }
        return object[member: key]
    }
}

/// Where a decoder reads the members of an object: the object itself, or the object
/// with the lengths of its keys (``TypoCheckedObject``).
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
