import PushKitCore
import Testing

/// Values the Synerise decoder keeps as views of the document: a silent command's
/// parameter values (read into a tree only when asked for) and an action's item (its bytes
/// read once for every check, decoded once when written with escapes).
@Suite struct SyneriseHeldValueTests {
    private let campaign = #""campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"}"#

    private func simplePush(item: String, type: String) -> String {
        #"{"aps": {"alert": {"title": "Hi", "body": "Sale"}}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push", "content": {\#(campaign), "notification": {"action": {"type": "\#(type)", "item": "\#(item)"}}}}"#
    }

    private func findings(_ text: String) -> [String] {
        Validator().validate(text).diagnostics.map { "\($0.severity) \($0.code.id) \($0.pointer)" }
    }

    @Test func parameterValuesReadBackAsTheTreesWritten() {
        let text =
            #"{"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "silent-command", "content": {"class_name": "com.example.Sync", "method_name": "run", "method_parameters": [{"class_name": "java.lang.String", "value": "a rather long string value, \u00e9", "position": 1}, {"class_name": "java.util.Map", "value": {"k": [1, 2.5, true]}, "position": 0}]}}"#
        let report = Validator().validate(text)
        guard case .synerise(let payload)? = report.payload, case .silentCommand(let command) = payload.content else {
            Issue.record("not a Synerise silent command: \(report.kind)")
            return
        }
        // In the order written, each with its position.
        #expect(command.parameters.map(\.position) == [1, 0])
        #expect(command.parameters[1].value == .object(["k": [1, 2.5, true]]))
        #expect(command.parameters[0].value == .string("a rather long string value, é"))
        let built = Synerise.SilentCommand.Parameter(
            className: "java.lang.String", value: "a rather long string value, é", position: 1)
        #expect(command.parameters[0] == built)
        #expect(Set([command.parameters[0], built]).count == 1)
        var changed = command.parameters[0]
        changed.value = 3
        #expect(changed.value == 3 && changed != built)
    }

    /// A button or a method parameter of its modelled keys alone keeps no other member (and
    /// no view of the document); one with another key keeps it.
    @Test func membersBesideTheModelAreKeptOnlyWhenThere() {
        let buttons =
            #"{"aps": {"alert": {"title": "Hi", "body": "Sale"}}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push", "content": {\#(campaign), "notification": {"action": {"type": "OPEN_APP"}}, "buttons": [{"identifier": "a", "text": "A", "action": {"type": "OPEN_APP"}}, {"identifier": "b", "text": "B", "action": {"type": "OPEN_APP"}, "x-tag": 1}, {"identifier": "c", "identifier": "c2", "text": "C", "action": {"type": "OPEN_APP"}}]}}"#
        guard case .synerise(let push)? = Validator().validate(buttons).payload,
            case .simplePush(let simple) = push.content
        else {
            Issue.record("not a Synerise simple push")
            return
        }
        #expect(simple.buttons.map(\.extra.count) == [0, 1, 0])
        #expect(simple.buttons[1].extra["x-tag"] == 1)
        let command =
            #"{"aps": {"content-available": 1}, "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "silent-command", "content": {"class_name": "com.example.Sync", "method_name": "run", "method_parameters": [{"class_name": "java.lang.String", "value": "a", "position": 0}, {"class_name": "java.lang.String", "value": "b", "position": 1, "note": "x"}]}}"#
        guard case .synerise(let silent)? = Validator().validate(command).payload,
            case .silentCommand(let parsed) = silent.content
        else {
            Issue.record("not a Synerise silent command")
            return
        }
        #expect(parsed.parameters.map(\.extra.count) == [0, 1])
        #expect(parsed.parameters[1].extra["note"] == "x")
    }

    @Test func anEscapedItemIsCheckedAsTheTextItSpells() {
        #expect(findings(simplePush(item: #"https:\/\/shop.example.com\/sale"#, type: "OPEN_URL")) == [])
        #expect(
            findings(simplePush(item: #"java\u0073cript:alert(1)"#, type: "DEEP_LINKING")) == [
                "error url.dangerous-scheme /content/notification/action/item"
            ])
        #expect(
            findings(simplePush(item: #"sale\u0020page"#, type: "DEEP_LINKING")) == [
                "error url.invalid /content/notification/action/item"
            ])
        #expect(findings(simplePush(item: #"shop:\/\/sale"#, type: "DEEP_LINKING")) == [])
        #expect(
            findings(simplePush(item: #"shop.example.com\/sale"#, type: "OPEN_URL")) == [
                "error synerise.open-url-scheme /content/notification/action/item"
            ])
    }

    /// A title over 50 bytes is told apart on its bytes when it has 50 scalars or fewer.
    @Test func aTitleIsMeasuredInCharacters() {
        func lengthFindings(_ title: String) -> Int {
            let text =
                #"{"issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push", "content": {\#(campaign), "notification": {"title": "\#(title)", "body": "b"}}}"#
            return Validator().validate(text).diagnostics.filter { $0.code == .syneriseTitleLength }.count
        }
        #expect(lengthFindings(String(repeating: "ż", count: 50)) == 0)  // 100 bytes, 50 characters
        #expect(lengthFindings(String(repeating: "ż", count: 51)) == 1)
        #expect(lengthFindings(String(repeating: "a", count: 51)) == 1)
        #expect(lengthFindings(String(repeating: "e\u{301}", count: 40)) == 0)  // 80 scalars, 40 characters
    }
}
