import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// `Fuzz/Seeds/escaped/` (written by `scripts/make-escaped-seeds.py`): every payload of
/// `Payloads/` with a URL, its URLs written in JSON escapes. The checks judge the decoded
/// text (issue 25 item 1), so a spelling changes nothing but the places and the size.
@Suite struct EscapedSeedsTests {
    static let folder = Fixtures.root.deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/escaped")

    static let seeds: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The codes and pointers of a report, but for the rules on the payload's size in bytes,
    /// which the longer spelling moves.
    static func findings(_ bytes: [UInt8]) -> [String] {
        let sized: Set<Diagnostic.Code> = [.apnsPayloadTooLarge]
        return Validator().validate(bytes).diagnostics.filter { !sized.contains($0.code) }
            .map { "\($0.code.id) \($0.pointer)" }.sorted()
    }

    @Test func everyPayloadWithAURLHasItsSeeds() {
        #expect(Self.seeds.count >= 600)
    }

    /// Spelling `a` (`\/`, `\u003a`): the same findings as the payload as written.
    @Test func theFirstSpellingChangesNothing() throws {
        let firstSpellings = Self.seeds.filter { $0.hasSuffix(".a.json") }
        // Every payload has both spellings: half the seeds are this one.
        #expect(firstSpellings.count * 2 == Self.seeds.count)
        for seed in firstSpellings {
            let original = String(seed.dropLast(".a.json".count)).replacingOccurrences(of: "--", with: "/") + ".json"
            let written = Array(try Data(contentsOf: Fixtures.root.appendingPathComponent(original)))
            let spelled = Array(try Data(contentsOf: Self.folder.appendingPathComponent(seed)))
            #expect(Self.findings(spelled) == Self.findings(written), "\(seed)")
        }
    }

    /// Spelling `b` puts `u:p\u0040` after each `//`: every one is caught.
    @Test func theSecondSpellingsCredentialsAreCaught() throws {
        var checked = 0
        for seed in Self.seeds where seed.hasSuffix(".b.json") {
            let spelled = Array(try Data(contentsOf: Self.folder.appendingPathComponent(seed)))
            guard String(decoding: spelled, as: UTF8.self).contains("u\\u003Ap\\u0040") else { continue }
            checked += 1
            let codes = Validator().validate(spelled).diagnostics.map(\.code)
            #expect(codes.contains(.urlCredentials), "\(seed)")
        }
        // 283 of the 323 seeds of this spelling carry the credentials: a skip of all would check none.
        #expect(checked >= 250)
    }
}
