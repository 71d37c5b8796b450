import PushKitTestSupport
import Testing

@testable import PushKitCore

/// Lookups in the object the typo check returns (`Checker.checkingTypos`, a
/// `TypoCheckedObject`), which go through the mask of keys and the member index its walk
/// recorded, against a plain reference: the last member whose decoded key is the one asked for.
@Suite("Lookups through the typo check's member index")
struct TypoCheckedObjectTests {
    @Test("lookups through the key mask the typo check reads answer as the object does")
    func keyLengths() throws {
        var generator = SplitMix64(seed: 5)
        let long = String(repeating: "k", count: 63)
        let longer = String(repeating: "k", count: 70)
        // Plain and escaped spellings, invalid UTF-8 (as bytes below), lengths 0 to 70.
        let spellings = [
            "a", "ab", #"a\u0062"#, "alert", "thread-id", "", long, longer, #"\u00e9"#, "zz", "badge", "sound",
        ]
        let known: KeySet = ["a", "ab", "alert"]
        for _ in 0..<2_000 {
            let bytes = generator.objectBytes(keys: spellings, invalidKeyOneIn: 20)
            let root = try #require(JSONReader().read(bytes).document).root
            var checker = Checker()
            let lengths = checker.checkingTypos(in: root, known: known, owner: "the object")
            let shown = String(decoding: bytes, as: UTF8.self)
            #expect(lengths[member: "a"]?.index == root[member: "a"]?.index, "\(shown)")
            #expect(lengths[member: "ab"]?.index == root[member: "ab"]?.index, "\(shown)")
            #expect(lengths[member: "alert"]?.index == root[member: "alert"]?.index, "\(shown)")
            #expect(lengths[member: "thread-id"]?.index == root[member: "thread-id"]?.index, "\(shown)")
            #expect(lengths[member: "badge"]?.index == root[member: "badge"]?.index, "\(shown)")
            #expect(lengths[member: "sound"]?.index == root[member: "sound"]?.index, "\(shown)")
            #expect(lengths[member: ""]?.index == root[member: ""]?.index, "\(shown)")
            #expect(lengths[member: "é"]?.index == root[member: "é"]?.index, "\(shown)")
            #expect(lengths[member: "\u{FFFD}"]?.index == root[member: "\u{FFFD}"]?.index, "\(shown)")
            #expect(
                lengths[member: "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"]?.index
                    == root[long]?.index, "\(shown)")
            #expect(
                lengths[member: "kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk"]?.index
                    == root[longer]?.index, "\(shown)")
            #expect(lengths[member: "missing"] == nil)
        }
    }

    /// The member index the typo check's walk records answers a lookup from the one
    /// member whose key has the wanted bit, stepping to it over the members' links.
    /// These objects defeat that shortcut: keys of one length with the same first and
    /// last bytes (one bit for all), more members than it records, repeats, and long
    /// values between members. Each lookup must still answer as the object does.
    @Test("lookups through the member index: shared bits, repeats, many members, long values")
    func memberIndex() throws {
        var generator = SplitMix64(seed: 23)
        // "abc", "axc" and "ayc" share their length and first and last bytes: one bit.
        let spellings = ["abc", "axc", "ayc", "b", "title", "body", "abcd", "k", "zz"]
        let known: KeySet = ["abc", "b", "title"]
        let padding = "[" + Array(repeating: "0", count: 70_000).joined(separator: ",") + "]"
        for round in 0..<600 {
            let count = Int.random(in: 0...14, using: &generator)
            let members = (0..<count).map { position in
                // Now and then a value of 70,000 nodes, which the step to a later member
                // must skip whole.
                let value = round % 50 == 0 && position == 2 ? padding : "\(position)"
                return "\"\(spellings.randomElement(using: &generator)!)\":\(value)"
            }
            let text = "{\(members.joined(separator: ","))}"
            let root = try #require(JSONReader().read(Array(text.utf8)).document).root
            var checker = Checker()
            let indexed = checker.checkingTypos(in: root, known: known, owner: "the object")
            let shown = String(text.prefix(200))
            #expect(indexed[member: "abc"]?.index == root.referenceLookup("abc"), "\(shown)")
            #expect(indexed[member: "axc"]?.index == root.referenceLookup("axc"), "\(shown)")
            #expect(indexed[member: "ayc"]?.index == root.referenceLookup("ayc"), "\(shown)")
            #expect(indexed[member: "azc"]?.index == root.referenceLookup("azc"), "\(shown)")
            #expect(indexed[member: "b"]?.index == root.referenceLookup("b"), "\(shown)")
            #expect(indexed[member: "title"]?.index == root.referenceLookup("title"), "\(shown)")
            #expect(indexed[member: "body"]?.index == root.referenceLookup("body"), "\(shown)")
            #expect(indexed[member: "abcd"]?.index == root.referenceLookup("abcd"), "\(shown)")
            #expect(indexed[member: "k"]?.index == root.referenceLookup("k"), "\(shown)")
            #expect(indexed[member: "zz"]?.index == root.referenceLookup("zz"), "\(shown)")
            #expect(indexed[member: "missing"] == nil)
        }
    }
}
