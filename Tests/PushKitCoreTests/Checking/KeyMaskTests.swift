import PushKitTestSupport
import Testing

@testable import PushKitCore

/// The byte-mask pre-test of ``KeySpelling/maybeCaseSlipOrNearMiss(_:of:)``, which turns a
/// key away before its exact case-slip and near-miss tests, and ``JSONValue/isText(_:)``,
/// which compares a word at a time: each against a plain reference.
@Suite("Key masks and in-place text comparisons")
struct KeyMaskTests {
    /// Whether the exact checks would report `key` against `known`: a known key once
    /// lowercased, or a near miss (``KeySpelling/nearMiss(_:in:)``).
    private func reportable(_ key: String, _ known: KeySet) -> Bool {
        known.lowercasedKeys.contains(key.lowercased()) || KeySpelling.nearMiss(key, in: known) != nil
    }

    private func kept(_ key: String, _ known: KeySet) -> Bool {
        var text = key
        return text.withUTF8 { KeySpelling.maybeCaseSlipOrNearMiss($0, of: known) }
    }

    /// Every key one edit (or a change of case, or a dropped or added separator) from a
    /// known key passes the pre-test whenever the exact checks would report it; a mask
    /// that missed a substitution, a swap or a case would fail here.
    @Test("the pre-test keeps every key the exact checks report")
    func keepsEveryReportableKey() {
        var generator = SplitMix64(seed: 97)
        let sets: [KeySet] = [
            ["aps", "mcID", "deepLink", "imageURL", "carousel", "system"],
            ["title", "body", "sound", "icon", "priority", "action"],
            ["content-available", "mutable-content", "thread-id", "a", "ab", "x_y"],
        ]
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_. ".utf8)
        var reported = 0
        for known in sets {
            for key in known.keys {
                for _ in 0..<400 {
                    var bytes = Array(key.utf8)
                    switch Int.random(in: 0..<6, using: &generator) {
                    case 0 where !bytes.isEmpty:
                        bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet.randomElement(
                            using: &generator)!
                    case 1:
                        bytes.insert(
                            alphabet.randomElement(using: &generator)!,
                            at: Int.random(in: 0...bytes.count, using: &generator))
                    case 2 where !bytes.isEmpty:
                        bytes.remove(at: Int.random(in: 0..<bytes.count, using: &generator))
                    case 3 where bytes.count >= 2:
                        let at = Int.random(in: 0..<(bytes.count - 1), using: &generator)
                        bytes.swapAt(at, at + 1)
                    case 4:
                        bytes = bytes.map { Bool.random(using: &generator) ? $0 ^ 0x20 : $0 }
                    default:
                        bytes.insert(
                            [UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: " ")].randomElement(
                                using: &generator)!, at: Int.random(in: 0...bytes.count, using: &generator))
                    }
                    guard bytes.allSatisfy({ $0 < 0x80 }) else { continue }
                    let variant = String(decoding: bytes, as: UTF8.self)
                    guard variant != key, reportable(variant, known) else { continue }
                    reported += 1
                    #expect(kept(variant, known), "\(variant) near \(key)")
                }
            }
        }
        // The variants did reach the exact checks' cases.
        #expect(reported > 2_000)
        // A payload's own keys, neither a case slip nor a near miss, are turned away.
        let cordial = sets[0]
        for own in ["tracking", "recommendations", "campaignName", "sku", "ts"] {
            #expect(!reportable(own, cordial))
            #expect(!kept(own, cordial), "\(own)")
        }
    }

    /// The typo walk's probe by a key's bit (one word per bit: the only key's length and
    /// start, or a mark for none or several) against the list: sets of up to 60 keys, so
    /// that bits are shared and keys start far into the storage.
    @Test("the probe by a key's bit answers as the list does")
    func bitProbeMatchesTheList() {
        var random = SplitMix64(seed: 31)
        let alphabet = Array("abz-_".utf8) + [0xC3, 0xA9]
        func word(_ length: Int) -> [UInt8] {
            (0..<length).map { _ in alphabet.randomElement(using: &random)! }
        }
        var found = 0
        for _ in 0..<300 {
            let keys = (0..<Int.random(in: 0...60, using: &random)).map { _ in
                String(decoding: word(Int.random(in: 0...12, using: &random)), as: UTF8.self)
            }
            let set = KeySet(keys)
            for round in 0..<60 {
                // Half the probes are keys of the set, half random words.
                let probe =
                    round % 2 == 0 && !keys.isEmpty
                    ? Array(keys.randomElement(using: &random)!.utf8) : word(Int.random(in: 0...12, using: &random))
                let text = String(decoding: probe, as: UTF8.self)
                let listed = keys.contains(text) && Array(text.utf8) == probe
                let probed = probe.withUnsafeBufferPointer { bytes in
                    set.contains(utf8: bytes, bitPosition: KeySet.keyBitPosition(bytes))
                }
                #expect(probed == listed, "\(text) in \(keys)")
                if listed { found += 1 }
            }
        }
        #expect(found > 5_000)
    }

    /// `isText` against the decoded string: lengths around 4 and 8 (where the word
    /// comparisons change), a difference in the last byte, escapes, other kinds.
    @Test("isText answers as comparing the decoded string does")
    func isTextMatchesTheString() throws {
        let values = [
            #""OPEN_URL""#, #""OPEN_URM""#, #""PEN_URL""#, #""OPEN_URLS""#, #""HIGH""#, #""HIGI""#, #""NORMAL""#,
            #""NORMAK""#, #""carousel""#, #""single-image""#, #""single-imagf""#, #""OPEN\u005FURL""#, #""""#,
            #""é""#, "7", "null", #"["HIGH"]"#,
        ]
        for text in values {
            let value = try #require(JSONReader().read(Array(text.utf8)).document).root
            let string = value.string
            #expect(value.isText("OPEN_URL") == (string == "OPEN_URL"), "\(text)")
            #expect(value.isText("HIGH") == (string == "HIGH"), "\(text)")
            #expect(value.isText("NORMAL") == (string == "NORMAL"), "\(text)")
            #expect(value.isText("single-image") == (string == "single-image"), "\(text)")
            #expect(value.isText("carousel") == (string == "carousel"), "\(text)")
            #expect(value.isText("") == (string == ""), "\(text)")
        }
    }
}
