import PushKitCore
import PushKitFixtures
import Testing

/// decode → encode → decode over every valid fixture.
@Suite struct RoundTripTests {
    @Test(arguments: Fixtures.modelled)
    func decodeEncodeDecodeGivesTheSameValue(_ path: String) throws {
        let report = try Fixtures.validate(path)
        let payload = try #require(report.payload)
        let bytes = PayloadEncoder().encode(payload)
        let again = Validator(options: try Fixtures.options(path)).validate(bytes)
        #expect(again.payload == payload, "\(String(decoding: bytes, as: UTF8.self))")
        #expect(again.kind == report.kind)
        #expect(again.classification == report.classification)
    }

    @Test(arguments: Fixtures.modelled)
    func encodingAValidValueValidatesWithoutError(_ path: String) throws {
        let payload = try #require(try Fixtures.validate(path).payload)
        for pretty in [false, true] {
            let report = Validator(options: try Fixtures.options(path)).validate(
                PayloadEncoder(pretty: pretty).encode(payload))
            let problems = report.diagnostics.filter(Fixtures.isProblem)
            #expect(problems.isEmpty, "\(problems.map { "\($0.code) \($0.pointer): \($0.message)" })")
        }
    }

    @Test(arguments: Fixtures.modelled)
    func canonicalFormIsAFixedPoint(_ path: String) throws {
        let payload = try #require(try Fixtures.validate(path).payload)
        let once = PayloadEncoder().encode(payload)
        let twice = PayloadEncoder().encode(
            try #require(Validator(options: try Fixtures.options(path)).validate(once).payload))
        #expect(once == twice)
        let pretty = PayloadEncoder(pretty: true).encode(payload)
        #expect(JSONText.compactLength(pretty) == once.count)
    }

    /// Every key of the source is in the encoding: unknown keys are never lost.
    @Test(arguments: Fixtures.modelled)
    func noKeyIsLost(_ path: String) throws {
        let source = try Fixtures.bytes(path)
        let payload = try #require(Validator(options: try Fixtures.options(path)).validate(source).payload)
        let encoded = PayloadEncoder().encode(payload)
        let before = KeyPaths.of(source)
        let after = KeyPaths.of(encoded)
        let lost = before.subtracting(after)
        #expect(lost.isEmpty, "lost: \(lost.sorted())")
        #expect(after.subtracting(before).isEmpty, "added: \(after.subtracting(before).sorted())")
    }
}

/// The member paths of a document (`/aps/alert/title`), array indexes as `#`, and the
/// members of a JSON string that holds an object (Android's `content`) under it.
enum KeyPaths {
    static func of(_ bytes: [UInt8]) -> Set<String> {
        guard let document = JSONDocument.read(bytes).document else { return [] }
        var paths: Set<String> = []
        collect(document.root, prefix: "", into: &paths)
        return paths
    }

    private static func collect(_ value: JSONValue, prefix: String, into paths: inout Set<String>) {
        switch value.kind {
        case .object:
            for member in value.members {
                let path = prefix + "/" + member.key
                paths.insert(path)
                collect(member.value, prefix: path, into: &paths)
            }
        case .array:
            for element in value.elements { collect(element, prefix: prefix + "/#", into: &paths) }
        case .string:
            if let text = value.string, text.hasPrefix("{"), let inner = JSONDocument.read(text).document {
                collect(inner.root, prefix: prefix, into: &paths)
            }
        default:
            break
        }
    }
}

/// Unknown keys at every level the model has, kept through decode → encode.
@Suite struct UnknownKeyTests {
    static func roundTrip(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let source = Array(text.utf8)
        let report = Validator().validate(source)
        #expect(report.isValid, "\(report.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        guard let payload = report.payload else {
            Issue.record("no payload", sourceLocation: sourceLocation)
            return
        }
        let encoded = payload.encoded()
        #expect(
            KeyPaths.of(source) == KeyPaths.of(encoded), "\(String(decoding: encoded, as: UTF8.self))",
            sourceLocation: sourceLocation)
        #expect(Validator().validate(encoded).payload == payload, sourceLocation: sourceLocation)
    }

    @Test func apnsKeepsUnknownAndUnmodelledKeys() {
        Self.roundTrip(
            #"{"aps":{"alert":{"title":"T","body":"B","action-loc-key":"OPEN","summary-arg":"x","x-alert":1},"#
                + #""url-args":["a"],"x-aps":{"k":[1,2.50,"3"]}},"custom":{"n":1.0}}"#)
        Self.roundTrip(#"{"aps":{"content-available":1,"timestamp":1700000000}}"#)
    }

    @Test func syneriseKeepsUnknownKeysAtEveryLevel() {
        let campaign = #""campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","x-c":1}"#
        Self.roundTrip(
            #"{"aps":{"alert":{"title":"T","body":"B"},"mutable-content":1,"#
                + #""category":"synerise.notifications.category.single-media"},"issuer":"Synerise","#
                + #""message-type":"dynamic-content","content-type":"simple-push","x-top":true,"content":{"#
                + campaign + #","notification":{"action":{"type":"OPEN_APP","x-a":1},"x-n":2},"#
                + #""buttons":[{"identifier":"b","text":"Go","action":{"type":"OPEN_URL","item":"https://e.com","x-ba":3},"#
                + #""x-b":4}],"rich-media":{"type":"single-image","single-image":{"image":"https://e.com/i.jpg","x-si":5},"#
                + #""x-rm":6},"x-content":7}}"#)
        Self.roundTrip(
            #"{"aps":{"alert":"Swipe","mutable-content":1,"category":"synerise.notifications.category.carousel"},"#
                + #""issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"#
                + campaign
                + #","notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","#
                + #""items":[{"image":"https://e.com/1.jpg","x-i":1},{"image":"https://e.com/2.png"}],"x-car":2},"#
                + #""x-rm":3}}}"#)
        let page =
            #"{"type":"image_with_text_below","image":{"url":"https://e.com/p.jpg","x-img":1},"#
            + ##""background":{"color":"#FFFFFF","alpha":1.0,"x-bg":2},"##
            + ##""header":{"text":"H","color":"#000000","alpha":1,"size":20.5,"x-h":3},"##
            + #""description":{"text":"D","x-d":4},"button":{"is_enabled":false,"corner_radius":0,"x-btn":5},"#
            + #""close_button":{"is_enabled":true,"alignment":"left","x-cb":6},"action":{"type":"OPEN_APP","x-a":7},"#
            + #""x-page":8}"#
        Self.roundTrip(
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"static-content","#
                + #""content-type":"template-banner","content":{"# + campaign + #","page":"# + page + #","#
                + #""auto_disappear":{"is_enabled":true,"timeout":5,"x-ad":1},"#
                + #""notification":{"title":"T","x-bn":2},"x-banner":3}}"#)
        Self.roundTrip(
            #"{"id":"w","type":"walkthrough","pages":["# + page + #"],"x-w":1}"#)
        Self.roundTrip(
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","#
                + #""content-type":"silent-command","content":{"class_name":"a.B","method_name":"m","#
                + #""method_parameters":[{"class_name":"x","value":{"deep":[1]},"position":0,"x-p":1}],"x-cmd":2}}"#)
        Self.roundTrip(
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","#
                + #""content-type":"silent-sdk-command","content":{"class_name":"com.synerise.sdk.injector.Injector","#
                + #""method_name":"GET_LOCATION","method_parameters":[],"x-sdk":1}}"#)
    }

    @Test func androidKeepsItsWrapper() {
        let content =
            #"{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\"},"#
            + #"\"notification\":{\"title\":\"T\",\"body\":\"B\",\"x-n\":\"1\"}}"#
        let data =
            #"{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":""#
            + content + #"","x-data":"1"}"#
        Self.roundTrip(data)
        // The legacy API's body is refused (switched off in 2024), its Synerise data read all the same.
        let legacy = Validator().validate(
            Array(#"{"to":"token","data":"#.utf8) + Array(data.utf8) + Array(#","priority":"high"}"#.utf8))
        #expect(legacy.diagnostics.map(\.code) == [.fcmLegacyAPI])
        #expect(legacy.kind == .syneriseSimplePush)
        Self.roundTrip(
            #"{"validate_only":false,"message":{"token":"t","data":"# + data
                + #","android":{"priority":"HIGH"},"notification":{"title":"T"}}}"#)
    }
}
