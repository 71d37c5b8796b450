import PushKitFixtures
import Testing

@testable import PushKitCore

/// The encoder writes each object's modelled keys in the order its ``WireKeys`` lists,
/// before the object's other members: checked on the canonical form of every valid fixture.
@Suite struct WireKeysTests {
    /// The objects checked: a path of member names from the root, and the keys of the object there.
    static func objects(of payload: Payload) -> [([String], WireKeys)] {
        switch payload {
        case .apns(let apns):
            return [
                ([], .apnsPayload), (["aps"], apns.aps.hasLiveActivity ? .liveActivityAPS : .aps),
                (["aps", "alert"], .alert), (["aps", "sound"], .criticalSound),
            ]
        case .synerise(let synerise) where synerise.platform == .ios:
            return [
                ([], .syneriseEnvelope), (["aps"], .aps), (["content", "campaign"], .campaign),
                (["content", "notification"], .notification), (["content", "rich-media"], .richMedia),
                (["content", "page"], .page), (["content", "page", "button"], .pageButton),
                (["content", "page", "close_button"], .closeButton), (["content", "auto_disappear"], .autoDisappear),
            ]
        case .syneriseWalkthrough:
            return [([], .walkthrough), (["campaign"], .campaign)]
        case .cordial:
            return [([], .cordial), (["aps"], .aps), (["deepLink"], .cordialDeepLink), (["system"], .cordialSystem)]
        default:
            return []
        }
    }

    static func member(_ tree: JSONTree, _ path: [String]) -> JSONObject? {
        var tree = tree
        for key in path {
            guard case .object(let object) = tree, let next = object[key] else { return nil }
            tree = next
        }
        if case .object(let object) = tree { return object }
        return nil
    }

    @Test(arguments: Fixtures.modelled)
    func encoderWritesModelledKeysInOrder(_ path: String) throws {
        let report = try Fixtures.validate(path)
        let payload = try #require(report.payload)
        let tree = JSONTree(payload)
        for (objectPath, keys) in Self.objects(of: payload) {
            guard let object = Self.member(tree, objectPath) else { continue }
            let written = object.members.map(\.key)
            let modelled = written.prefix { keys.modelled.contains($0) }
            #expect(
                Array(modelled) == keys.modelled.filter { modelled.contains($0) },
                "\(path) \(objectPath): \(written)")
            #expect(
                !written.dropFirst(modelled.count).contains { keys.modelled.contains($0) },
                "\(path) \(objectPath): a modelled key after an unknown one in \(written)")
        }
    }

    @Test func knownKeysAreTheModelledThenTheKept() {
        for keys in [WireKeys.aps, .alert, .syneriseEnvelope, .page, .cordial, .cordialInAppMessage] {
            #expect(keys.known.keys == keys.modelled + keys.kept)
        }
        #expect(WireKeys.liveActivityAPS.modelled.starts(with: WireKeys.aps.modelled))
    }
}
