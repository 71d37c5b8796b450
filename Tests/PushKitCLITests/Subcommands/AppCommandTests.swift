import Foundation
import PushKitCLI
import PushKitCore
import Testing

/// `pushkit app`: a profile's Live Activity types read from Swift files.
struct AppCommandTests {
    static let swift = AppOptionsTests.path("app/match/Swift")
    static let match = AppOptionsTests.match

    /// The profile at `path`, read with the files it names beside it.
    static func profile(_ path: String) throws -> AppProfile {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let result = AppProfile.read(bytes, file: path) { file in
            Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(result.isValid, "\(result.problems)")
        return result.profile
    }

    /// `text`'s profile, read as `pushkit validate --app` would.
    static func profile(text: String, beside path: String) -> AppProfile {
        let result = AppProfile.read(Array(text.utf8), file: path) { file in
            Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        }
        #expect(result.isValid, "\(result.problems)")
        return result.profile
    }

    /// The Live Activity types by name (the order of files need not be the profile's).
    static func activities(_ profile: AppProfile) -> [String: AppProfile.LiveActivity] {
        Dictionary(profile.liveActivities.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func helpAndUsage() {
        let help = runInProcess(["app", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout.contains("USAGE: pushkit app [--output <file>] [--merge <file>] [--verbose] [--max-bytes\n"))
        #expect(help.stdout.contains("  <swift> ...             A Swift file, or a folder"))
        #expect(runInProcess(["--help"]).stdout.contains("  app                     Read Live Activity types"))
        let none = runInProcess(["app"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("Usage: pushkit app [--output <file>] [--merge <file>]"))
        let stdin = runInProcess(["app", "-"])
        #expect(stdin.status == 2)
        #expect(stdin.stderr.contains("not standard input"))
    }

    @Test func readsTheMatchAppsSwiftFiles() throws {
        let run = runInProcess(["app", Self.swift])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            run.stderr
                == "\(Self.swift)/Goal.swift:29: note: Sponsor decodes itself (init(from:)): fields of this type are checked for presence only\n"
                + "pushkit app: 2 Live Activity types, 3 types, 21 fields from 3 Swift files; 1 field checked for presence only (1: a type that decodes itself (init(from:)))\n"
        )
        let read = Self.profile(text: run.stdout, beside: Self.match)
        let expected = try Self.profile(Self.match)
        #expect(Self.activities(read) == Self.activities(expected))
        #expect(read.types == expected.types)
    }

    @Test func mergeKeepsTheOtherMembersAndOutputWritesAFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = directory.url.appendingPathComponent("app.json").path
        let run = runInProcess(["app", "--merge", Self.match, "--output", output, Self.swift])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        let text = try String(contentsOfFile: output, encoding: .utf8)
        #expect(text.contains(#""strings": "Localizable.xcstrings""#))
        let merged = Self.profile(text: text, beside: Self.match)
        var expected = try Self.profile(Self.match)
        // The same profile, but for the order of the Live Activity types (files are read sorted).
        expected.liveActivities = merged.liveActivities
        #expect(merged == expected)
        #expect(Self.activities(merged) == Self.activities(try Self.profile(Self.match)))
    }

    @Test func eachFileAndFolderIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let state = try directory.write(
            "b/State.swift", "struct S: Codable, Hashable { var n: Int }\nstruct Other: Codable { var x: Int }")
        let attributes = try directory.write(
            "a/A.swift", "struct A: ActivityAttributes { typealias ContentState = S }")
        try directory.write("a/notes.txt", "struct B: ActivityAttributes {}")
        let run = runInProcess(["app", directory.url.appendingPathComponent("a").path, state])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""contentState": {"n": "Int"}"#))
        #expect(!run.stdout.contains("\"B\""))
        // Without the file that declares S, the content state is not checked, with a note.
        let alone = runInProcess(["app", attributes])
        #expect(alone.status == 0)
        #expect(alone.stderr.contains("A.swift:1: note: A has no ContentState struct in the given files"))
    }

    /// A whole app folder, as a user runs it: the notes about views, extensions of SDK types and
    /// names declared twice elsewhere are counted in the summary, and printed with --verbose.
    @Test func aWholeAppFolderIsQuiet() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "Widget/Courier.swift",
            """
            struct CourierAttributes: ActivityAttributes {
                struct ContentState: Codable, Hashable { var eta: Date; var badge: Badge }
                var order: String
            }
            struct Badge: Codable, Hashable { var text: String; var extra: Custom }
            struct Custom: Codable, Hashable {
                init(from decoder: Decoder) throws {}
            }
            """)
        try directory.write(
            "App/Views.swift",
            """
            struct RootView: View { var body: some View { Text("x") } }
            extension View { func card() -> some View { self } }
            extension Color { static let brand = Color.red }
            struct Row: View { var body: some View { EmptyView() } }
            }
            """)
        try directory.write(
            "App/More.swift", "struct Row: View { var body: some View { Text(\"y\") } }\nstruct Badge2 {}")
        let root = directory.url.path
        let quiet = runInProcess(["app", root])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        let lines = quiet.stderr.split(separator: "\n")
        #expect(lines.count == 2, "\(quiet.stderr)")
        #expect(
            lines.first?.hasSuffix(
                "note: Custom decodes itself (init(from:)): fields of this type are checked for presence only") == true)
        #expect(
            lines.last
                == "pushkit app: 1 Live Activity type, 1 type, 5 fields from 3 Swift files; 1 field checked for presence only (1: a type that decodes itself (init(from:))); 4 notes on code no Live Activity type reaches (--verbose shows them)"
        )
        let verbose = runInProcess(["app", "--verbose", root])
        #expect(verbose.status == 0)
        #expect(verbose.stdout == quiet.stdout)
        for text in [
            "App/Views.swift:2: note: extension View: no such type in the given files",
            "App/Views.swift:3: note: extension Color: no such type in the given files",
            "App/Views.swift:5: note: a } closes nothing", "App/Views.swift:4: note: Row is declared again",
        ] {
            #expect(verbose.stderr.contains(text), "\(text): \(verbose.stderr)")
        }
        #expect(verbose.stderr.hasSuffix("on code no Live Activity type reaches\n"))
        // Without a Live Activity type, the notes are counted in the error, which says how to see them.
        let none = runInProcess(["app", directory.url.appendingPathComponent("App").path])
        #expect(none.status == 1)
        #expect(
            none.stderr
                == "pushkit app: no ActivityAttributes type in 2 Swift files; nothing written (4 notes on the files: --verbose shows them)\n"
        )
    }

    @Test func exitStatuses() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let plain = try directory.write("Plain.swift", "struct Plain: Codable { var a: Int }")
        let none = runInProcess(["app", plain])
        #expect(none.status == 1)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr.contains("no ActivityAttributes type in 1 Swift file; nothing written"))
        let missing = runInProcess(["app", directory.url.appendingPathComponent("nope.swift").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasSuffix("nope.swift': no such file or directory\n"))
        #expect(!missing.stderr.contains("[input."))
        try directory.makeDirectory("empty")
        let empty = runInProcess(["app", directory.url.appendingPathComponent("empty").path])
        #expect(empty.status == 2)
        #expect(empty.stderr.hasSuffix("/empty: error: the folder holds no *.swift file\n"))
        let notJSON = try directory.write("broken.json", "{")
        let badMerge = runInProcess(["app", "--merge", notJSON, Self.swift])
        #expect(badMerge.status == 2)
        #expect(badMerge.stdout.isEmpty)
        // As strictly as --app: a duplicate key, text after the profile, or a profile error.
        for (name, text, code) in [
            ("duplicate.json", #"{"bundleID":"a.b","bundleID":"c.d"}"#, "json.duplicate-key"),
            ("trailing.json", #"{"bundleID":"a.b"} {}"#, "json.trailing-content"),
            ("surrogate.json", #"{"bundleID":"a\ud800"}"#, "json.unpaired-surrogate"),
            ("number.json", #"{"categories":[], "x": 01}"#, "json.invalid-number"),
            ("typed.json", #"{"categories":5}"#, "profile."),
        ] {
            let path = try directory.write(name, text)
            let merge = runInProcess(["app", "--merge", path, Self.swift])
            #expect(merge.status == 2, "\(name)")
            #expect(merge.stdout.isEmpty, "\(name)")
            #expect(merge.stderr.contains("[\(code)"), "\(name): \(merge.stderr)")
            let app = runInProcess(["validate", "--app", path, AppOptionsTests.path("apns/alert/badge-only.json")])
            #expect(app.status == 2, "\(name)")
        }
        let unwritable = runInProcess(["app", "--output", "/no/such/folder/app.json", Self.swift])
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("cannot write '/no/such/folder/app.json'"))
    }

    /// The built binary on the fixture folder prints the match app's Live Activity types.
    @Test func endToEndWithTheBuiltBinary() throws {
        let run = try Executable.run(["app", "Payloads/app/match/Swift"], in: RouteTests.repository)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("Payloads/app/match/Swift/Goal.swift:29: note: Sponsor decodes itself"))
        let read = Self.profile(text: run.stdout, beside: Self.match)
        let expected = try Self.profile(Self.match)
        #expect(Self.activities(read) == Self.activities(expected))
        #expect(read.types == expected.types)
        #expect(read.liveActivities.map(\.name) == ["GateQueueAttributes", "MatchAttributes"])
    }
}
