import Testing

@testable import PushKitCore

/// The near-miss suggestion of an unknown FCM field (`did you mean ...?`), which the schemas
/// work out from their names when a field is unknown instead of keeping a `KeySet` each.
@Suite struct FCMFieldSuggestionTests {
    static let schemas: [FCMObjectSchema] = [
        .request, .message, .notification, .android, .androidNotification, .lightSettings, .color, .webpush, .apns,
        .webpushOptions, .apnsOptions, .fcmOptions("fcm_options"),
    ]

    /// `name` as given, cased otherwise, without its underscores, and one edit away at each
    /// byte (a letter replaced, a byte dropped, a letter added).
    static func words(near name: String) -> [String] {
        let bytes = Array(name.utf8)
        var words = [name, name.uppercased(), String(name.filter { $0 != "_" }), name + "s", "x" + name]
        for index in bytes.indices {
            var replaced = bytes
            replaced[index] = replaced[index] == UInt8(ascii: "q") ? UInt8(ascii: "z") : UInt8(ascii: "q")
            var dropped = bytes
            dropped.remove(at: index)
            var added = bytes
            added.insert(UInt8(ascii: "e"), at: index)
            words += [replaced, dropped, added].map { String(decoding: $0, as: UTF8.self) }
        }
        return words
    }

    /// The suggestion is the one the `KeySet` of the same names gave: same candidates, the
    /// first in sorted order among those equal once folded, else among those one edit away.
    @Test func theSuggestionIsTheKeySetsOne() {
        for schema in Self.schemas {
            let known = KeySet(schema.fields.flatMap { [$0.name, $0.jsonName] })
            var suggested = 0
            for field in schema.fields {
                for word in Self.words(near: field.name) + Self.words(near: field.jsonName) + ["", "x", "zzzzzzzzzz"] {
                    let expected = KeySpelling.nearMiss(word, in: known)
                    #expect(schema.nearMiss(word) == expected, "\(schema.name): \(word)")
                    suggested += expected == nil ? 0 : 1
                }
            }
            #expect(suggested > 0, "\(schema.name)")
        }
    }

    @Test func anUnknownFieldIsGivenItsNearestName() {
        let text = #"{"message":{"token":"t","notification":{"titel":"Hi"},"android":{"collapsekey":"a","zz":1}}}"#
        let messages = Validator().validate(Array(text.utf8)).diagnostics
            .filter { $0.code == .fcmUnknownField }.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.contains(#"no field "titel""#) && $0.hasSuffix(#"did you mean "title"?"#) })
        #expect(
            messages.contains {
                $0.contains(#"no field "collapsekey""#) && $0.hasSuffix(#"did you mean "collapseKey"?"#)
            })
        #expect(messages.contains { $0.contains(#"no field "zz""#) && !$0.contains("did you mean") })
    }
}
