import PushKitCore
import PushKitFixtures
import Testing

/// The body sent is the payload as given, or its plain form: nothing the payload holds is
/// dropped, whatever the way it is made to fit.
@Suite struct BodyAsGivenTests {
    static let apns = APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4")
    static let fcm = FCMRequest.Options(projectID: "shop-1234", registrationToken: "fcm-token-1")

    static func tree(_ bytes: [UInt8]) -> JSONTree? {
        JSONReader().read(bytes).validDocument.map { JSONTree($0.root) }
    }

    /// The payload's value where the body carries it: the whole body for APNs, the data map
    /// (or the message's members) for FCM, without the target pushkit wrote into a message
    /// that had none.
    static func carried(in body: JSONTree, for payload: JSONTree) -> JSONTree? {
        guard case .object(let outer) = body, case .object(let message)? = outer["message"] else { return body }
        guard case .object(let given) = payload else { return nil }
        func withoutAddedTarget(_ message: JSONObject, given: JSONObject?) -> JSONObject {
            guard let first = message.members.first, ["token", "topic", "condition"].contains(first.key),
                given?[first.key] == nil
            else { return message }
            var kept = message
            kept.members.removeFirst()
            return kept
        }
        if case .object(let asked)? = given["message"] {
            var members = outer.members
            for index in members.indices where members[index].key == "message" {
                members[index].value = .object(withoutAddedTarget(message, given: asked))
            }
            var object = JSONObject()
            object.members = members
            return .object(object)
        }
        if given.members.contains(where: {
            ["token", "topic", "condition", "notification", "android"].contains($0.key)
        }) {
            // A bare v1 message, sent inside {"message": ...}.
            return .object(withoutAddedTarget(message, given: given))
        }
        if given["data"] != nil { return .object(["data": message["data"] ?? .null]) }
        return message["data"]
    }

    /// Every valid fixture, prepared for the service it is for, as given and in a form that
    /// is over the size limit only by its escapes: the body parses to the payload's value.
    @Test(arguments: Fixtures.valid)
    func thePreparedBodyIsThePayloadsValue(_ path: String) throws {
        let bytes = try Fixtures.bytes(path)
        let payload = try #require(Self.tree(bytes))
        let isFCM = path.contains("android") || path.hasPrefix("fcm/")
        for variant in [bytes, Self.escaped(payload, padded: !isFCM)] {
            let push: PreparedPush
            do {
                push = isFCM ? try Self.prepareFCM(variant) : try Validator().prepare(variant, for: Self.apns)
            } catch {
                // A kind that is not sent this way (a campaign document, a channel request).
                continue
            }
            let body = try #require(Self.tree(push.body), "\(path)")
            let given = try #require(Self.tree(variant), "\(path)")
            #expect(Self.carried(in: body, for: given) == given, "\(path)")
            if variant == bytes, !isFCM, bytes.count <= 4096 { #expect(push.body == bytes, "\(path)") }
            if variant == bytes, path.hasPrefix("fcm/"), case .object(let object) = given, object["message"] != nil {
                // A v1 request goes exactly as given, validate_only and all.
                #expect(push.body == bytes, "\(path)")
            }
        }
    }

    /// Prepares `bytes` for FCM to the message's own target, or to ``fcm``'s token when it
    /// names none.
    static func prepareFCM(_ bytes: [UInt8]) throws(PushRejection) -> PreparedPush {
        do {
            return try Validator().prepare(bytes, for: FCMRequest.Options(projectID: "shop-1234"))
        } catch  where error.fcmProblems.map(\.reason) == [.missing] {
            return try Validator().prepare(bytes, for: fcm)
        }
    }

    /// The payload with every space and non-ASCII character escaped, and (`padded`) an
    /// unknown member of escaped spaces, so that it is over 4096 bytes as written.
    static func escaped(_ tree: JSONTree, padded isPadded: Bool) -> [UInt8] {
        var padded = tree
        if isPadded, case .object(var object) = tree {
            object.members.append(("x-padding", .string(String(repeating: " ", count: 800))))
            padded = .object(object)
        }
        var escaped: [UInt8] = []
        for scalar in String(decoding: JSONWriter().bytes(padded), as: UTF8.self).unicodeScalars {
            if scalar == " " || scalar.value > 0x7E {
                for unit in String(scalar).utf16 {
                    escaped += Array("\\u".utf8) + Array(String(unit, radix: 16).leftPadded(to: 4).utf8)
                }
            } else {
                escaped += Array(String(scalar).utf8)
            }
        }
        return escaped
    }

    /// Over the limit only by escapes: the plain form is sent, with every member (an
    /// unknown one, relevance-score, interruption-level, mutable-content) and the warnings.
    @Test func anEscapedPayloadIsSentInItsPlainFormWithEveryMember() throws {
        let text =
            #"{"aps":{"alert":{"title":"Hi","body":"x"},"mutable-content":1,"interruption-level":"active","#
            + #""relevance-score":0.50,"sound":"default"},"custom":{"n":1.0e2,"s":""#
            + String(repeating: #"\u00e9"#, count: 800) + #""}}"#
        let push = try Validator().prepare(Array(text.utf8), for: Self.apns)
        #expect(push.body.count < text.utf8.count && push.body.count <= 4096)
        #expect(Self.tree(push.body) == Self.tree(Array(text.utf8)))
        let body = String(decoding: push.body, as: UTF8.self)
        #expect(body.contains(#""relevance-score":0.50"#) && body.contains(#""n":1.0e2"#))
        #expect(body.hasPrefix(#"{"aps":{"alert":{"title":"Hi","body":"x"},"mutable-content":1,"#))
        #expect(push.report.diagnostics.allSatisfy { $0.code != .apnsPayloadTooLarge })
        #expect(
            push.report.diagnostics
                == Validator().validate(Array(text.utf8)).diagnostics.filter {
                    $0.code != .apnsPayloadTooLarge
                })
    }

    /// Fitting shortens the text and keeps every other member.
    @Test func fittingKeepsEveryOtherMember() throws {
        let text =
            #"{"aps":{"alert":{"title":"Hi","body":""# + String(repeating: "word ", count: 1000)
            + #""},"relevance-score":0.5},"custom":"kept"}"#
        let push = try Validator().prepare(Array(text.utf8), for: Self.apns, fittingByTruncation: true)
        #expect(push.body.count <= 4096)
        #expect(!push.cuts.isEmpty)
        let body = try #require(Self.tree(push.body))
        guard case .object(let root) = body, case .object(let aps)? = root["aps"] else { throw Failure() }
        #expect(root["custom"] == .string("kept"))
        #expect(aps["relevance-score"] != nil)
    }

    /// An FCM request's `validate_only` and the members of `message` are kept.
    @Test func anFCMRequestKeepsValidateOnlyAndItsMembers() throws {
        let data = try Fixtures.bytes("synerise/simple-push/android-data-buttons.json")
        let payload = try #require(Self.tree(data))
        let request = JSONTree.object([
            "validate_only": true,
            "message": .object(["android": .object(["priority": "HIGH"]), "data": payload["data"] ?? payload]),
        ])
        let push = try Validator().prepare(JSONWriter().bytes(request), for: Self.fcm)
        let body = try #require(Self.tree(push.body))
        guard case .object(let root) = body, case .object(let message)? = root["message"] else { throw Failure() }
        #expect(root["validate_only"] == true)
        #expect(message.members.map(\.key) == ["token", "android", "data"])
        #expect(message["token"] == .string("fcm-token-1"))
    }

    struct Failure: Error {}
}

extension String {
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}

extension JSONTree {
    fileprivate subscript(key: String) -> JSONTree? {
        guard case .object(let object) = self else { return nil }
        return object[key]
    }
}
