import PushKitJSON
import Testing

/// The node tape outgrowing its block while objects are open: the reader starts with
/// room for one node every 10 bytes and doubles it when it fills up, moving the whole
/// block (text and tape) each time. Objects are where the reader holds the most across
/// an append (the open object's node, its key filter and count, the key of the member
/// being read), so these objects are dense enough to move the block several times
/// while they are open, with every kind of value and key the reader reads by a path
/// of its own, and are checked member by member.
@Suite("JSON reader tape growth inside objects")
struct JSONReaderTapeGrowthTests {
    /// One member as written, and what the document must hold for it.
    private struct Member {
        /// The key as written between its quotes, and decoded.
        var rawKey: String
        var key: String
        /// The value as written, its kind, and for a string its decoded text.
        var lexeme: String
        var kind: JSONValue.Kind
        var string: String?
        /// For an object or array value: its member or element count.
        var count = 0
    }

    /// The `index`th member: keys plain, with escapes, or beyond ASCII (each read by its
    /// own path), values of every kind, numbers of the common shapes and of the others,
    /// strings plain, with escapes and beyond ASCII, and small containers.
    private static func member(_ index: Int) -> Member {
        let (rawKey, key): (String, String) =
            switch index % 5 {
            case 1: (#"k\/\#(index)"#, "k/\(index)")
            case 3: ("é\(index)", "é\(index)")
            default: ("k\(index)", "k\(index)")
            }
        var member = Member(rawKey: rawKey, key: key, lexeme: "", kind: .null)
        switch index % 13 {
        case 0: (member.lexeme, member.kind) = ("0", .number)
        case 1: (member.lexeme, member.kind) = ("-\(index)", .number)
        case 2: (member.lexeme, member.kind) = ("\(index).5", .number)
        case 3: (member.lexeme, member.kind) = ("1e\(index % 300)", .number)
        case 4: (member.lexeme, member.kind) = ("true", .boolean)
        case 5: (member.lexeme, member.kind) = ("false", .boolean)
        case 6: (member.lexeme, member.kind) = ("null", .null)
        case 7: (member.lexeme, member.kind, member.string) = (#""s\#(index)""#, .string, "s\(index)")
        case 8: (member.lexeme, member.kind, member.string) = (#""a\nb\u0041""#, .string, "a\nbA")
        case 9: (member.lexeme, member.kind, member.string) = (#""ü\#(index)""#, .string, "ü\(index)")
        case 10: (member.lexeme, member.kind, member.count) = ("{}", .object, 0)
        case 11: (member.lexeme, member.kind, member.count) = (#"{"x":[1,[]],"y":{}}"#, .object, 2)
        // Dense: two bytes a node, so that the tape outgrows the text's share.
        default: (member.lexeme, member.kind, member.count) = (Self.zeros, .array, 100)
        }
        return member
    }

    /// An array of 100 zeros.
    private static let zeros = "[" + Array(repeating: "0", count: 100).joined(separator: ",") + "]"

    /// The object of `members`, and the offset of each member's value in it.
    private static func object(_ members: [Member], from start: Int) -> (text: String, offsets: [Int]) {
        var text = "{"
        var offsets: [Int] = []
        for (index, member) in members.enumerated() {
            if index > 0 { text += "," }
            text += "\"\(member.rawKey)\":"
            offsets.append(start + text.utf8.count)
            text += member.lexeme
        }
        return (text + "}", offsets)
    }

    /// The node count past which reading `text` has grown the tape at least twice:
    /// it starts with room for one node every 10 bytes and 8 more, and grows when it is
    /// full, to twice its size.
    private static func twoDoublings(_ text: String) -> Int {
        2 * (text.utf8.count / 10 + 8)
    }

    /// Checks `object`'s members against `members`, whose values start at `offsets`.
    private static func check(
        _ object: JSONValue, _ members: [Member], offsets: [Int],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(object.kind == .object, sourceLocation: sourceLocation)
        #expect(object.count == members.count, sourceLocation: sourceLocation)
        let read = object.members
        #expect(read.count == members.count, sourceLocation: sourceLocation)
        for (index, (expected, member)) in zip(members, read).enumerated() {
            #expect(member.key == expected.key, "member \(index)", sourceLocation: sourceLocation)
            #expect(member.value.kind == expected.kind, "member \(index)", sourceLocation: sourceLocation)
            #expect(member.value.sourceText == expected.lexeme, "member \(index)", sourceLocation: sourceLocation)
            #expect(
                member.value.span.lowerBound == offsets[index], "member \(index)", sourceLocation: sourceLocation)
            if let string = expected.string {
                #expect(member.value.string == string, "member \(index)", sourceLocation: sourceLocation)
            }
            if expected.kind == .object || expected.kind == .array {
                #expect(member.value.count == expected.count, "member \(index)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("an object that moves the block several times keeps every member", arguments: [60, 300])
    func oneObject(count: Int) throws {
        let members = (0..<count).map(Self.member)
        let (text, offsets) = Self.object(members, from: 0)
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(document.valueCount > Self.twoDoublings(text))
        Self.check(document.root, members, offsets: offsets)
    }

    @Test("objects nested in a growing object keep their members, and the outer one its own")
    func nestedObjects() throws {
        // The outer object holds, between members of its own, inner objects that each
        // move the block while both are open.
        let inner = (0..<150).map(Self.member)
        var text = "{"
        var outerMembers: [(key: String, offsets: [Int])] = []
        for index in 0..<4 {
            if index > 0 { text += "," }
            let key = "o\(index)"
            text += "\"\(key)\":"
            let (object, offsets) = Self.object(inner, from: text.utf8.count)
            text += object
            outerMembers.append((key, offsets))
        }
        text += "}"
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        #expect(result.diagnostics.isEmpty)
        let document = try #require(result.document)
        #expect(document.valueCount > Self.twoDoublings(text))
        let root = document.root
        #expect(root.count == outerMembers.count)
        #expect(root.span == 0..<text.utf8.count)
        for (member, expected) in zip(root.members, outerMembers) {
            #expect(member.key == expected.key)
            Self.check(member.value, inner, offsets: expected.offsets)
        }
    }

    @Test("duplicates are found in an object after the block has moved", arguments: [0, 1, 3])
    func duplicatesAfterGrowth(repeated: Int) throws {
        // `repeated` picks a plain key, one with an escape and one beyond ASCII.
        var members = (0..<300).map(Self.member)
        members.append(Self.member(repeated))
        let (text, offsets) = Self.object(members, from: 0)
        let result = ReaderTestSupport.read(text)
        ReaderTestSupport.checkInvariants(of: result, for: Array(text.utf8))
        let key = Self.member(repeated).key
        let duplicates = ReaderTestSupport.summary(result).filter { $0.code == "json.duplicate-key" }
        #expect(duplicates.map(\.pointer) == [JSONPointer(tokens: [key]).description])
        let document = try #require(result.document)
        #expect(document.valueCount > Self.twoDoublings(text))
        Self.check(document.root, members, offsets: offsets)
        // The object is flagged: a look-up goes on to the last member.
        #expect(document.root[key]?.span.lowerBound == offsets[members.count - 1])
    }
}
