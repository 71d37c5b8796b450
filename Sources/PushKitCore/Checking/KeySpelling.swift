/// Near-miss spellings of known keys and values: `content_available` for
/// `content-available`, `mutableContent` for `mutable-content`, `DEEPLINKING`
/// for `DEEP_LINKING`.
enum KeySpelling {
    /// The known word `word` most likely stands for, if it is a near miss.
    static func nearMiss(_ word: String, in known: some Sequence<String>) -> String? {
        let folded = fold(word)
        // The first in sorted order wins, as a reader of the message would expect:
        // a candidate equal once folded before one a single edit away.
        var sameFolded: String?
        var oneEditAway: String?
        // One buffer for every candidate's folded form, not one array each.
        var foldedCandidate: [UInt8] = []
        for candidate in known where candidate != word {
            // Folding only drops bytes: a candidate whose folded length is two or more
            // away from the word's can be neither, and is not folded.
            guard abs(foldedLength(candidate) - folded.count) <= 1 else { continue }
            refold(candidate, into: &foldedCandidate)
            if foldedCandidate == folded {
                if sameFolded.map({ candidate < $0 }) ?? true { sameFolded = candidate }
            } else if folded.count >= 5, editDistanceIsOne(folded, foldedCandidate) {
                if oneEditAway.map({ candidate < $0 }) ?? true { oneEditAway = candidate }
            }
        }
        return sameFolded ?? oneEditAway
    }

    /// The length of `fold(word)`, worked out without building it.
    static func foldedLength(_ word: String) -> Int {
        var length = 0
        for byte in word.utf8 where !isDropped(byte) { length += 1 }
        return length
    }

    /// The length of `fold` of the word whose UTF-8 is `bytes`.
    static func foldedLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var length = 0
        for byte in bytes where !isDropped(byte) { length += 1 }
        return length
    }

    /// Whether folding drops `byte`: `-`, `_`, a space or a dot.
    @inline(__always)
    private static func isDropped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: ".")
    }

    /// Lowercased, with `-`, `_`, spaces and dots removed.
    static func fold(_ word: String) -> [UInt8] {
        var folded: [UInt8] = []
        refold(word, into: &folded)
        return folded
    }

    /// Replaces the contents of `folded` with `fold(word)`, keeping its storage.
    static func refold(_ word: String, into folded: inout [UInt8]) {
        folded.removeAll(keepingCapacity: true)
        folded.reserveCapacity(word.utf8.count)
        for byte in word.utf8 where !isDropped(byte) {
            folded.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
        }
    }

    /// Whether one insertion, deletion, substitution or swap of neighbours turns
    /// `a` into `b`: folded keys, as arrays or as the buffers the typo walk folds into
    /// (both indexed from 0).
    static func editDistanceIsOne<Bytes: RandomAccessCollection<UInt8>>(_ a: Bytes, _ b: Bytes) -> Bool
    where Bytes.Index == Int {
        if a.elementsEqual(b) { return false }
        if a.count == b.count {
            var first = -1
            var second = -1
            for offset in 0..<a.count where a[offset] != b[offset] {
                if first < 0 {
                    first = offset
                } else if second < 0 {
                    second = offset
                } else {
                    return false  // three or more differences
                }
            }
            if second < 0 { return true }
            return second == first + 1 && a[first] == b[second] && a[second] == b[first]
        }
        let (short, long) = a.count < b.count ? (a, b) : (b, a)
        guard long.count - short.count == 1 else { return false }
        var i = 0
        while i < short.count, short[i] == long[i] { i += 1 }
        return short[i...].elementsEqual(long[(i + 1)...])
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
