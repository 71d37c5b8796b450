import PushKitTestSupport
import Testing

@testable import PushKitJSON

/// Member lookups against a plain reference: the last member whose decoded key is the
/// one asked for. A lookup stops at its first match only in objects the reader found
/// no repeated keys in, so these cases are the ones where stopping early would be wrong.
@Suite("JSON value lookups")
struct JSONValueLookupTests {
    private func document(_ bytes: [UInt8]) throws -> JSONDocument {
        try #require(JSONReader().read(bytes).document)
    }

    private func flagged(_ value: JSONValue) -> Bool {
        value.node.flags & JSONNode.mayRepeatKeys != 0
    }

    @Test(
        "repeated keys read the last member, whatever their spelling",
        arguments: [
            (#"{"a":1,"a":2}"#, "a"),
            (#"{"a":1,"b":2,"a":3,"c":4}"#, "a"),
            (#"{"ab":1,"a\u0062":2}"#, "ab"),
            (#"{"a\u0062":1,"ab":2}"#, "ab"),
            (#"{"":1,"":2}"#, ""),
            (
                #"{"k0":0,"k1":1,"k2":2,"k3":3,"k4":4,"k5":5,"k6":6,"k7":7,"k8":8,"k9":9,"k10":10,"k11":11,"k12":12,"k3":13}"#,
                "k3"
            ),
        ])
    func repeatedKeys(text: String, key: String) throws {
        let root = try document(Array(text.utf8)).root
        #expect(flagged(root))
        let found = try #require(root[key])
        #expect(found.index == root.referenceLookup(key))
        #expect(found.number?.int == root.members.last { $0.key == key }?.value.number?.int)
    }

    @Test("keys with different invalid bytes both read as U+FFFD: the last one wins")
    func invalidUTF8Keys() throws {
        // {"\xFF":1,"\xFE":2}: two different keys as written, the same once decoded.
        let bytes: [UInt8] = [0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x2C, 0x22, 0xFE, 0x22, 0x3A, 0x32, 0x7D]
        let root = try document(bytes).root
        #expect(flagged(root))
        #expect(root["\u{FFFD}"]?.number?.int == 2)
    }

    @Test("objects whose keys all differ are not flagged, and find every key")
    func distinctKeys() throws {
        let text = #"{"alert":{"title":"t","body":"b"},"badge":1,"a\u0062":2,"sound":"default","x":{"alert":3}}"#
        let document = try document(Array(text.utf8))
        for value in [document.root, try #require(document.root["alert"]), try #require(document.root["x"])] {
            #expect(!flagged(value))
            for key in value.members.map(\.key) + ["missing", "alerts", "aler", ""] {
                #expect(value[key]?.index == value.referenceLookup(key), "\(key)")
            }
        }
        #expect(document.root[member: "badge"]?.index == document.root["badge"]?.index)
        #expect(document.root[member: "ab"]?.number?.int == 2)
        #expect(document.root[member: "nope"] == nil)
    }

    @Test("random objects: every lookup matches the reference")
    func randomObjects() throws {
        var generator = SplitMix64(seed: 11)
        let spellings = ["a", "b", "ab", #"a\u0062"#, "abc", "abcdefgh", "abcdefgi", ""]
        for _ in 0..<2_000 {
            let count = Int.random(in: 0...16, using: &generator)
            let members = (0..<count).map { position in
                "\"\(spellings.randomElement(using: &generator)!)\":\(position)"
            }
            let root = try document(Array("{\(members.joined(separator: ","))}".utf8)).root
            for key in ["a", "b", "ab", "abc", "abcdefgh", "abcdefgi", "", "zz"] {
                #expect(root[key]?.index == root.referenceLookup(key), "\(members) \(key)")
            }
        }
    }

    @Test(
        "elements and members read in place: in order, nested values skipped whole, none for other kinds",
        arguments: [
            (#"[1,[2,[3]],{"a":[4]},"x",null]"#, ["1", #"[2,[3]]"#, #"{"a":[4]}"#, #""x""#, "null"], [String]()),
            (#"{"a":{"b":[1,2]},"c":"d","a":true}"#, [], [#"a={"b":[1,2]}"#, #"c="d""#, "a=true"]),
            ("[]", [], []), ("{}", [], []), (#""s""#, [], []), ("7", [], []),
        ])
    func sequences(text: String, elements: [String], members: [String]) throws {
        let document = try document(Array(text.utf8))
        func source(_ value: JSONValue) -> String {
            String(decoding: document.bytes[value.span], as: UTF8.self)
        }
        let root = document.root
        #expect(root.elementSequence.map(source) == elements)
        let shown = root.memberSequence.map { source($0.keyValue).dropFirst().dropLast() + "=" + source($0.value) }
        #expect(shown == members)
        #expect(root.elements.map(\.index) == root.elementSequence.map(\.index))
        #expect(root.members.map(\.value.index) == root.memberSequence.map(\.value.index))
    }
}
