import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// Byte-exact canonical encodings of every valid fixture, in `Tests/PushKitCoreTests/Golden/`.
///
/// `Golden/<vendor>/<kind>/<name>.json` is what `pushkit render --format json` prints for
/// `Payloads/<vendor>/<kind>/<name>.json` (the compact bytes and a line feed), and
/// `<name>.pretty.json` what it prints with `--pretty`.
///
/// To regenerate them after a deliberate change to the canonical form (or to add the
/// files of a new fixture), run
///
///     PUSHKIT_UPDATE_GOLDEN=1 swift test --filter GoldenTests
///
/// and review the diff.
@Suite struct GoldenTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")
    static let isUpdating = ProcessInfo.processInfo.environment["PUSHKIT_UPDATE_GOLDEN"] == "1"

    static func goldenPaths(_ fixture: String) -> (compact: String, pretty: String) {
        let stem = String(fixture.dropLast(".json".count))
        return (stem + ".json", stem + ".pretty.json")
    }

    @Test(arguments: Fixtures.modelled)
    func canonicalBytesMatchTheGoldenFiles(_ fixture: String) throws {
        let payload = try #require(try Fixtures.validate(fixture).payload)
        let paths = Self.goldenPaths(fixture)
        for (path, pretty) in [(paths.compact, false), (paths.pretty, true)] {
            let actual = PayloadEncoder(pretty: pretty).encode(payload) + [0x0A]
            let url = Self.root.appendingPathComponent(path)
            if Self.isUpdating {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual).write(to: url)
                continue
            }
            guard let expected = try? Data(contentsOf: url) else {
                Issue.record(
                    "no golden file Golden/\(path); run PUSHKIT_UPDATE_GOLDEN=1 swift test --filter GoldenTests")
                continue
            }
            #expect(
                Array(expected) == actual,
                "Golden/\(path) differs:\n\(String(decoding: actual, as: UTF8.self))")
        }
    }

    @Test func everyKindFolderHasGoldenFilesAndNoneIsStale() throws {
        let wanted = Set(Fixtures.modelled.flatMap { [Self.goldenPaths($0).compact, Self.goldenPaths($0).pretty] })
        var found: Set<String> = []
        if let walker = FileManager.default.enumerator(at: Self.root, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "json" {
                found.insert(String(url.path.dropFirst(Self.root.path.count + 1)))
            }
        }
        if !Self.isUpdating {
            #expect(found.subtracting(wanted).isEmpty, "stale golden files: \(found.subtracting(wanted).sorted())")
        }
        let kinds = Set(Fixtures.modelled.map(Fixtures.folderKind))
        #expect(kinds.count >= 13)
        for kind in kinds {
            #expect(wanted.contains { Fixtures.folderKind($0) == kind }, "no golden file for \(kind)")
        }
    }

    /// The documented canonical order, shown on one payload that has every part.
    @Test func canonicalOrderPutsApsFirstThenTheEnvelopeThenUnknownKeys() throws {
        let report = Validator().validate(
            #"{"zeta":1,"content":{"notification":{},"campaign":{"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","#
                + #""variant_id":2}},"content-type":"simple-push","alpha":true,"issuer":"Synerise","#
                + #""message-type":"static-content","aps":{"sound":"default","alert":"Hi"}}"#)
        let payload = try #require(report.payload)
        #expect(
            String(decoding: PayloadEncoder().encode(payload), as: UTF8.self)
                == #"{"aps":{"alert":"Hi","sound":"default"},"issuer":"Synerise","message-type":"static-content","#
                + #""content-type":"simple-push","content":{"campaign":{"variant_id":2,"#
                + #""hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{}},"zeta":1,"alpha":true}"#)
    }
}
