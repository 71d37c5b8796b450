import Foundation
import PushKitCore
import PushKitFixtures
import Testing

/// Walks `Payloads/app/`: each app folder's profile and the payloads beside it, and the
/// broken profiles; adding a file adds a test case. (The payloads an app profile finds
/// wrong are `Payloads/invalid/app/`, walked by `FixtureTests` with the options their
/// `.expected` files name.)
enum AppFixtures {
    static let root = Fixtures.root.appendingPathComponent("app")

    /// The app folders: each with `app.json` and `payloads/`.
    static let apps: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0 != "broken" && !$0.hasPrefix(".") }.sorted()
    }()

    /// `app/<app>/payloads/<name>.json`, relative to `Payloads/`.
    static let payloads: [String] = apps.flatMap { app in
        Fixtures.files(under: "app/\(app)/payloads")
    }

    /// The broken profiles, `app/broken/<name>.json`.
    static let broken: [String] = Fixtures.files(under: "app/broken")

    struct Expected: Decodable {
        struct Problem: Decodable, Hashable, CustomStringConvertible {
            /// The file the problem is in, beside the profile; the profile itself when absent.
            var file: String?
            var code: String
            var line: Int
            var column: Int
            var description: String { "\(file ?? "the profile"):\(line):\(column) \(code)" }
        }
        var problems: [Problem]
        var schemaRejects: Bool
    }
}

@Suite struct AppFixtureTests {
    @Test func thereAreAppFixtures() {
        #expect(AppFixtures.apps.count >= 3)
        #expect(AppFixtures.payloads.count >= 12)
        #expect(AppFixtures.broken.count >= 10)
        #expect(Fixtures.files(under: "invalid/app").count >= 30)
    }

    @Test(arguments: AppFixtures.apps)
    func everyProfileReadsWithoutProblems(_ app: String) throws {
        let profile = try Fixtures.profile("app/\(app)/app.json")
        #expect(profile.bundleID != nil)
    }

    /// A payload beside its app's profile has neither an error nor a warning with it.
    @Test(arguments: AppFixtures.payloads)
    func payloadIsCleanForItsApp(_ path: String) throws {
        let app = String(path.split(separator: "/")[1])
        let validator = Validator(app: try Fixtures.profile("app/\(app)/app.json"))
        let report = validator.validate(try Fixtures.bytes(path))
        let problems = report.diagnostics.filter { $0.severity != .info }
        #expect(problems.isEmpty, "\(problems.map { "\($0.location) \($0.code) \($0.pointer): \($0.message)" })")
        #expect(report.payload != nil)
    }

    @Test(arguments: AppFixtures.broken)
    func brokenProfileHasExactlyItsExpectedProblems(_ path: String) throws {
        let url = Fixtures.root.appendingPathComponent(path)
        let expected = try JSONDecoder().decode(
            AppFixtures.Expected.self,
            from: Data(contentsOf: url.deletingPathExtension().appendingPathExtension("expected")))
        let result = AppProfile.read(Array(try Data(contentsOf: url)), file: url.path) { file in
            guard let data = FileManager.default.contents(atPath: file) else {
                throw AppProfile.FileError("no such file")
            }
            return Array(data)
        }
        #expect(!result.isValid)
        let folder = url.deletingLastPathComponent().path + "/"
        let actual = Set(
            result.problems.map {
                AppFixtures.Expected.Problem(
                    file: $0.file == url.path ? nil : String($0.file.dropFirst(folder.count)),
                    code: $0.diagnostic.code.id, line: $0.diagnostic.location.line,
                    column: $0.diagnostic.location.column)
            })
        #expect(actual == Set(expected.problems), "\(result.problems)")
    }
}
