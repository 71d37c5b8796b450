import Testing

@testable import PushKitJSON

/// A `JSONObject` read from a document is a view until it is read or changed: it must
/// behave exactly like the copied members.
@Suite struct JSONObjectTests {
    private func root(_ text: String) throws -> JSONValue {
        try #require(JSONDocument.read(text).document).root
    }

    @Test func aViewHasTheMembersNotExcludedInSourceOrder() throws {
        let object = JSONObject(try root(#"{"b":1,"aps":{},"a":[true,null],"c":"x"}"#), excluding: ["aps"])
        #expect(object.members.map(\.key) == ["b", "a", "c"])
        #expect(object.members.map(\.value) == [1, [true, .null], "x"])
        #expect(object.count == 3)
        #expect(!object.isEmpty)
        #expect(object["a"] == [true, .null])
        #expect(object["aps"] == nil)
    }

    @Test func aViewEqualsAndHashesLikeTheOwnedCopy() throws {
        let view = JSONObject(try root(#"{"k":"v","n":2.5,"skip":0}"#), excluding: ["skip"])
        let owned: JSONObject = ["k": "v", "n": 2.5]
        #expect(view == owned)
        #expect(view.hashValue == owned.hashValue)
        #expect(Set([view, owned]).count == 1)
        #expect(view != ["k": "v"])
    }

    @Test func aListOfExcludedKeysWorksLikeASet() throws {
        let value = try root(#"{"type":"a","single-image":{},"extra":1}"#)
        let listed = JSONObject(value, excluding: ["type", "single-image"] as [String])
        let set = JSONObject(value, excluding: ["type", "single-image"] as Set<String>)
        #expect(listed == set)
        #expect(listed.members.map(\.key) == ["extra"])
    }

    @Test func escapedKeysAreCompareDecoded() throws {
        // "\u0061ps" is "aps": excluded like the plain spelling.
        let object = JSONObject(try root(#"{"\u0061ps":1,"b\u00e9":2}"#), excluding: ["aps"])
        #expect(object.members.map(\.key) == ["bé"])
    }

    @Test func changingAViewMakesItOwnedAndKeepsTheRest() throws {
        var object = JSONObject(try root(#"{"a":1,"b":2,"x":3}"#), excluding: ["x"])
        object["c"] = 3
        object["a"] = nil
        #expect(object.members.map(\.key) == ["b", "c"])
        #expect(object == ["b": 2, "c": 3])
    }

    @Test func aNonObjectGivesNoMembers() throws {
        let object = JSONObject(try root(#"[1,2]"#))
        #expect(object.isEmpty)
        #expect(object.count == 0)
        #expect(object == JSONObject())
    }

    @Test func anEmptyViewIsEmpty() throws {
        let object = JSONObject(try root(#"{"aps":{}}"#), excluding: ["aps"])
        #expect(object.isEmpty)
        #expect(object == [:])
    }
}

@Suite struct JSONValueKeyTests {
    private func root(_ text: String) throws -> JSONValue {
        try #require(JSONDocument.read(text).document).root
    }

    @Test func subscriptFindsTheLastOccurrenceAndEscapedKeys() throws {
        let value = try root(#"{"a":1,"\u0062":2,"a":3,"long-key-name-over-fifteen":4}"#)
        #expect(value["a"]?.number?.lexeme == "3")
        #expect(value["b"]?.number?.lexeme == "2")
        #expect(value["long-key-name-over-fifteen"]?.number?.lexeme == "4")
        #expect(value["long-key-name-over-fiftee"] == nil)
        #expect(value[""] == nil)
    }

    @Test func hasKeyIgnoringASCIICase() throws {
        let value = try root(#"{"x":1,"McId":2}"#)
        #expect(value.hasKey { JSONValue.equalsIgnoringASCIICase($0, "mcid") })
        #expect(!value.hasKey { JSONValue.equalsIgnoringASCIICase($0, "mcids") })
        let escaped = try root(#"{"\u004dcID":1}"#)
        #expect(escaped.hasKey { JSONValue.equalsIgnoringASCIICase($0, "mcid") })
        #expect(!(try root("[]")).hasKey { _ in true })
    }

    @Test func stringsDecodeWithAndWithoutEscapes() throws {
        let value = try root(#"{"plain":"zażółć","escaped":"a\nb\u00e9","short":"x"}"#)
        #expect(value["plain"]?.string == "zażółć")
        #expect(value["escaped"]?.string == "a\nbé")
        #expect(value["short"]?.string == "x")
    }
}
