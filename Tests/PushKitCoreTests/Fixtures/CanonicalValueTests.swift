import PushKitCore
import PushKitFixtures
import Testing

/// The canonical form holds what the payload holds: decode → encode of every valid fixture
/// is the fixture's JSON value, member for member (an empty array or object, an explicit
/// `null`, an unknown key), array elements in their order, numbers with their text (`1.0`
/// stays `1.0`). Only the order of an object's keys may change, as ``PayloadEncoder`` says.
@Suite struct CanonicalValueTests {
    @Test(arguments: Fixtures.modelled)
    func encodingKeepsTheFixturesJSONValue(_ path: String) throws {
        let source = try Fixtures.bytes(path)
        let payload = try #require(try Fixtures.validate(path).payload)
        for pretty in [false, true] {
            let encoded = PayloadEncoder(pretty: pretty).encode(payload)
            let differences = JSONValueDifferences.between(source, encoded)
            #expect(
                differences.isEmpty,
                "\(path)\(pretty ? " (pretty)" : ""): \(differences.joined(separator: "; "))")
        }
    }

    /// A payload that works with no more than a warning keeps its members too: each case a
    /// valid fixture with one member written in a form the model does not hold (a flag at 0,
    /// a value the SDK falls back from, an empty list or object, a number written `5.0`).
    static let unreadForms: [(fixture: String, written: String, replacement: String)] = [
        ("apns/background/content-available.json", #""content-available": 1"#, #""content-available": 0"#),
        ("apns/alert/mutable-content-custom-keys.json", #""mutable-content": 1"#, #""mutable-content": false"#),
        ("apns/alert/critical-sound.json", #""interruption-level": "critical""#, #""interruption-level": "urgent""#),
        ("apns/alert/critical-sound.json", #""critical": 1,"#, #""critical": 0, "x-sound": [1.50],"#),
        ("apns/alert/critical-sound.json", #""volume": 0.9"#, #""volume": 0.90"#),
        ("synerise/encrypted/ios-silent-command.json", #""content-type": "silent-command""#, #""content-type": 7"#),
        ("synerise/walkthrough/document-four-layouts.json", #""alignment": "right""#, #""alignment": "top""#),
        ("cordial/in-app/ios-modal.json", #""left": 5,"#, #""left": 5.0,"#),
        ("cordial/in-app/ios-modal.json", #""right": 5"#, #""right": 5e0"#),
        ("cordial/alert/ios-text-alert.json", #""mcID""#, #""system": {}, "mcID""#),
        (
            "synerise/simple-push/ios-deeplink-key-japanese.json", #""notification": {"#,
            #""buttons": [], "notification": {"#
        ),
    ]

    @Test(arguments: 0..<unreadForms.count)
    func aPayloadWithWarningsKeepsItsMembersToo(_ index: Int) throws {
        let (fixture, written, replacement) = Self.unreadForms[index]
        let text = String(decoding: try Fixtures.bytes(fixture), as: UTF8.self)
        try #require(text.contains(written), "\(fixture) no longer holds \(written)")
        let source = Array(text.replacing(written, with: replacement, maxReplacements: 1).utf8)
        let report = Validator(options: try Fixtures.options(fixture)).validate(source)
        let errors = report.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(fixture) with \(replacement): \(errors.map(\.code))")
        let payload = try #require(report.payload)
        let differences = JSONValueDifferences.between(source, PayloadEncoder().encode(payload))
        #expect(differences.isEmpty, "\(fixture) with \(replacement): \(differences.joined(separator: "; "))")
    }

    /// The comparison itself tells each difference, so the test above cannot pass on a
    /// comparison that sees none.
    @Test func theComparisonSeesEveryKindOfDifference() {
        let cases: [(String, String, [String])] = [
            (#"{"a":[],"b":1}"#, #"{"b":1}"#, ["/a: lost ([])"]),
            (#"{"a":null}"#, #"{}"#, ["/a: lost (null)"]),
            (#"{"a":{}}"#, #"{"a":{},"b":{}}"#, ["/b: added ({})"]),
            (#"{"v":1.0}"#, #"{"v":1}"#, ["/v: 1.0 became 1"]),
            (#"[1,2]"#, #"[2,1]"#, ["/0: 1 became 2", "/1: 2 became 1"]),
            (#"[1,2]"#, #"[1]"#, [": 2 elements became 1"]),
            (#"{"a":"x"}"#, #"{"a":true}"#, [#"/a: "x" became true"#]),
            (#"{"content":"{\"a\":1,\"b\":[]}"}"#, #"{"content":"{\"b\":[],\"a\":1}"}"#, []),
            (#"{"content":"{\"a\":1,\"b\":[]}"}"#, #"{"content":"{\"a\":1}"}"#, ["/content/b: lost ([])"]),
            (#"{"b":1,"a":{"y":2,"x":null}}"#, #"{"a":{"x":null,"y":2},"b":1}"#, []),
        ]
        for (before, after, expected) in cases {
            #expect(
                JSONValueDifferences.between(Array(before.utf8), Array(after.utf8)) == expected,
                "\(before) against \(after)")
        }
    }
}

/// Where two JSON documents differ as values: objects compared key by key whatever their
/// order, arrays element by element, numbers by their text, and an Android `content` (a
/// string holding the content object, which the encoder writes compactly) by the value it holds.
enum JSONValueDifferences {
    static func between(_ before: [UInt8], _ after: [UInt8]) -> [String] {
        guard let old = JSONDocument.read(before).document else { return ["the original is no JSON document"] }
        guard let new = JSONDocument.read(after).document else { return ["the encoding is no JSON document"] }
        var differences: [String] = []
        compare(JSONTree(old.root), JSONTree(new.root), at: "", into: &differences)
        return differences
    }

    private static func compare(_ old: JSONTree, _ new: JSONTree, at pointer: String, into differences: inout [String])
    {
        switch (old, new) {
        case (.object(let before), .object(let after)):
            for member in before.members {
                let path = pointer + "/" + member.key
                if let value = after[member.key] {
                    compare(member.value, value, at: path, into: &differences)
                } else {
                    differences.append("\(path): lost (\(text(member.value)))")
                }
            }
            for member in after.members where before[member.key] == nil {
                differences.append("\(pointer)/\(member.key): added (\(text(member.value)))")
            }
        case (.array(let before), .array(let after)):
            guard before.count == after.count else {
                differences.append("\(pointer): \(before.count) elements became \(after.count)")
                return
            }
            for (index, pair) in zip(before, after).enumerated() {
                compare(pair.0, pair.1, at: "\(pointer)/\(index)", into: &differences)
            }
        case (.string(let before), .string(let after)) where pointer.hasSuffix("/content") && before != after:
            guard let held = heldObject(before), let again = heldObject(after), case .object = held,
                case .object = again
            else {
                differences.append("\(pointer): \(text(old)) became \(text(new))")
                return
            }
            compare(held, again, at: pointer, into: &differences)
        default:
            if old != new { differences.append("\(pointer): \(text(old)) became \(text(new))") }
        }
    }

    private static func heldObject(_ text: String) -> JSONTree? {
        JSONDocument.read(text).document.map { JSONTree($0.root) }
    }

    private static func text(_ tree: JSONTree) -> String {
        String(decoding: JSONWriter().bytes(tree), as: UTF8.self)
    }
}
