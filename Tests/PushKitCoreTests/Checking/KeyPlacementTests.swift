import PushKitCore
import Testing

/// A problem in a key is placed at the key (the line and column of its opening quote), one in
/// a value at the value, and the pointer of either names the member (issue 39 item 5). Each
/// payload puts the value on the line after its key, where the two places differ.
@Suite struct KeyPlacementTests {
    /// `code`'s diagnostics as `line:column pointer`.
    static func places(_ payload: String, _ code: Diagnostic.Code) -> [String] {
        Validator().validate(payload).diagnostics.filter { $0.code == code }.map {
            "\($0.location.line):\($0.location.column) \($0.pointer)"
        }
    }

    @Test func aMisspeltKeyIsPlacedAtTheKey() {
        // The typo check of a key set (aps.alert) and of a literal list alike.
        #expect(
            Self.places("{\"aps\":{\"alert\":{\"titel\":\n\"Sale\",\"body\":\"b\"}}}", .payloadPossibleTypo) == [
                "1:18 /aps/alert/titel"
            ])
        #expect(
            Self.places("{\"aps\":{\"alert\":\"Hi\",\n  \"sounds\":\n  \"default\"}}", .payloadPossibleTypo) == [
                "2:3 /aps/sounds"
            ])
    }

    @Test func aMisspeltFlagAndAForeignKeyInApsArePlacedAtTheKey() {
        #expect(
            Self.places("{\"aps\":{\"alert\":\"Hi\",\n \"mutable_content\":\n 1}}", .apnsFlagMisspelt) == [
                "2:2 /aps/mutable_content"
            ])
        #expect(
            Self.places("{\"aps\":{\"alert\":\"Hi\",\n \"orderNumber\":\n 12}}", .apnsCustomKeyInAPS) == [
                "2:2 /aps/orderNumber"
            ])
    }

    @Test func cordialKeyProblemsArePlacedAtTheKey() {
        let deepLink = "{\"aps\":{\"alert\":\"Hi\"},\"mcID\":\"m-1\",\"deepLink\":{\"url\":\"https://example.com/a\",\n"
        #expect(
            Self.places(deepLink + " \"vanityURL\":\n \"https://e.example.com/x\"}}", .cordialKeyCase) == [
                "2:2 /deepLink/vanityURL"
            ])
        let inApp = "{\"aps\":{\"content-available\":1},\"mcID\":\"m-1\",\"system\":{\"iam\":{\"type\":\"modal\",\n"
        #expect(Self.places(inApp + " \"height\":\n 40}}}", .cordialInAppIgnoredKey) == ["2:2 /system/iam/height"])
    }

    @Test func aHiddenCharacterInAKeyIsPlacedAtTheKeyInAValueAtTheValue() {
        let key = "{\"aps\":{\"alert\":\"Hi\"},\n  \"deal\u{200B}id\":   \"A1\"}"
        #expect(Self.places(key, .textHiddenCharacter) == ["2:3 /deal\u{200B}id"])
        let value = "{\"aps\":{\"alert\":\"Hi\"},\n  \"deal\":\n  \"A\u{200B}1\"}"
        #expect(Self.places(value, .textHiddenCharacter) == ["3:3 /deal"])
        // In a document held in a string (Android's content), through its offset map.
        let content =
            #"{\"notification\":{\"title\":\"t\",\"body\":\"b\",\"action\":{\"type\":\"OPEN_APP\"}},"#
            + #"\"x\u200By\":1}"#
        let android =
            #"{"data":{"issuer":"Synerise","message-type":"static-content","content-type":"simple-push","content":""#
            + content + "\"}}"
        let places = Self.places(android, .textHiddenCharacter)
        let column = android.utf8.count - #""x\u200By\":1}"}}"#.utf8.count
        #expect(places == ["1:\(column) /data/content/x\u{200B}y"])
    }

    /// The JSON diagnostic's pointer is the member's, as before.
    @Test func theJSONPointerStaysTheMembers() {
        let report = Validator().validate("{\"aps\":{\"alert\":\"Hi\",\n \"sounds\":\n 1}}")
        let typo = report.diagnostics.first { $0.code == .payloadPossibleTypo }
        #expect(typo?.pointer.description == "/aps/sounds")
        #expect(typo.map { report.document?.root.value(at: $0.pointer)?.number?.lexeme } == "1")
    }
}
