import Foundation
import PushKitAppReader
import PushKitCore
import Testing

/// Walks `Payloads/app/*/Swift/`: each app's Swift files read into the `liveActivities` and
/// `types` its `app.json` states (written by hand), compared as JSON values, as CI's loop
/// compares `pushkit app`'s output. Adding an app folder with a `Swift/` folder adds a case.
@Suite struct SwiftFixtureTests {
    static let apps = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Payloads/app")

    /// The app folders that hold a `Swift/` folder.
    static let withSwift: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: apps.path)) ?? []
        return names.filter { name in
            var isFolder: ObjCBool = false
            let swift = apps.appendingPathComponent(name).appendingPathComponent("Swift").path
            return FileManager.default.fileExists(atPath: swift, isDirectory: &isFolder) && isFolder.boolValue
        }.sorted()
    }()

    @Test func thereAreSwiftFixtures() {
        #expect(Self.withSwift.count >= 2, "\(Self.withSwift)")
    }

    @Test(arguments: withSwift)
    func swiftReadsIntoItsProfile(_ app: String) throws {
        let folder = Self.apps.appendingPathComponent(app)
        let swift = folder.appendingPathComponent("Swift")
        let names = try FileManager.default.contentsOfDirectory(atPath: swift.path).filter { $0.hasSuffix(".swift") }
        let files = try names.sorted().map { name in
            AppProfile.SwiftFile(
                name: name, bytes: Array(try Data(contentsOf: swift.appendingPathComponent(name))))
        }
        let reading = AppProfile.readSwift(files)
        let read = try #require(
            try JSONSerialization.jsonObject(with: Data(reading.json().utf8)) as? [String: Any])
        let profile = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("app.json")))
                as? [String: Any])
        for member in ["liveActivities", "types"] {
            let got = read[member] as? NSDictionary ?? [:]
            let wanted = profile[member] as? NSDictionary ?? [:]
            #expect(got == wanted, "\(app): \(member) read as \(got), app.json has \(wanted)")
        }
    }
}
