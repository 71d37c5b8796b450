import Foundation
import Testing

@testable import PushKitCLI

/// `pushkit validate`: an app profile or a route manifest among the payloads is skipped with a
/// result of its own, told by its content, in a folder and named on the command line alike.
struct ValidateSkipTests {
    static let profile = #"{"bundleID":"com.example.app","liveActivities":{"A":{"contentState":{"n":"Int"}}}}"#

    @Test func aFolderSkipsProfilesAndManifestsByTheirContent() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("a/profile.json", Self.profile)
        try directory.write("a/routes.json", #"{"routes":[{"name":"home","pattern":"app://home"}]}"#)
        // A misspelt profile is still one by its $schema.
        try directory.write("b/broken.json", #"{"$schema":"../Schemas/app.schema.json","liveActivites":{}}"#)
        try directory.write("b/push.json", #"{"aps":{"alert":"Hi"}}"#)
        // A push with a member a profile has is judged as a push; so is what is neither.
        try directory.write("c/push-with-types.json", #"{"aps":{"alert":"Hi"},"types":[1]}"#)
        try directory.write("c/empty.json", "{}")
        try directory.write("c/description.json", #"{"description":"notes"}"#)
        try directory.write("c/array.json", #"[{"routes":[]}]"#)
        let run = runInProcess(["validate", "--format", "json", directory.url.path])
        #expect(run.status == 1, "\(run.stdout)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        // Every input, one result each.
        #expect(results.count == 8)
        let skipped = results.filter { $0["skipped"] != nil }.compactMap {
            ($0["source"] as? String)?.split(separator: "/").suffix(2).joined(separator: "/")
        }
        #expect(skipped == ["a/profile.json", "a/routes.json", "b/broken.json"])
        for result in results where result["skipped"] != nil {
            #expect(result["valid"] is NSNull)
            #expect((result["diagnostics"] as? [Any])?.isEmpty == true)
        }
        let reasons = results.compactMap { $0["skipped"] as? String }
        #expect(reasons[0].hasPrefix("an app profile, not a push") && reasons[0].hasSuffix("pass it with --app"))
        #expect(reasons[1].hasPrefix("a route manifest, not a push") && reasons[1].hasSuffix("pass it with --routes"))
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["payloads"] == 5)
        #expect(summary["skipped"] == 3)
        #expect(summary["valid"] == 2)
    }

    @Test func textAndGitHubSayWhatWasSkipped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let profile = try directory.write("app.json", Self.profile)
        try directory.write("payloads/hello.json", #"{"aps":{"alert":"Hi"}}"#)
        let text = runInProcess(["validate", directory.url.path])
        #expect(text.status == 0, "\(text.stdout)")
        #expect(
            text.stdout
                == "\(profile): skipped: an app profile, not a push (told by its members or its $schema): pass it with --app\n"
                + "1 payload: 1 valid, 0 invalid; 0 errors, 0 warnings; 1 skipped (not a push)\n")
        let github = runInProcess(["validate", "--format", "github", directory.url.path])
        #expect(github.status == 0)
        #expect(github.stdout.hasPrefix("::notice file=\(profile)::skipped: an app profile, not a push"))
    }

    /// A profile, a route manifest and a push with a member a profile has, written into
    /// `directory`: their paths.
    static func writeNamedInputs(in directory: TemporaryDirectory) throws -> (String, String, String) {
        (
            try directory.write("app.json", profile),
            try directory.write("routes.json", #"{"routes":[{"name":"home","pattern":"app://home"}]}"#),
            try directory.write("push.json", #"{"aps":{"alert":"Hi"},"types":[1]}"#)
        )
    }

    /// Named on the command line, a profile or a manifest is skipped as in a folder, not judged
    /// as the push it is not (`apns.aps-missing`); what merely has a profile's member is a push.
    @Test func aProfileNamedOnTheCommandLineIsSkippedToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (profile, manifest, push) = try Self.writeNamedInputs(in: directory)
        let named = runInProcess(["validate", profile])
        #expect(named.status == 0, "\(named.stdout)")
        #expect(
            named.stdout
                == "\(profile): skipped: an app profile, not a push (told by its members or its $schema): pass it with --app\n"
                + "0 payloads: 0 valid, 0 invalid; 0 errors, 0 warnings; 1 skipped (not a push)\n")
        let both = runInProcess(["validate", "--strict", "--format", "json", manifest, push, profile])
        #expect(both.status == 0, "\(both.stdout)")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])
        let results = try #require(document["results"] as? [[String: Any]])
        #expect(results.map { $0["skipped"] != nil } == [true, false, true])
        #expect((results[0]["skipped"] as? String)?.hasSuffix("pass it with --routes") == true)
        #expect(results[1]["valid"] as? Bool == true)
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["payloads"] == 1)
        #expect(summary["skipped"] == 2)
        // Standard input is skipped the same way.
        let stdin = runInProcess(["validate", "-"], stdin: Array(Self.profile.utf8))
        #expect(stdin.status == 0)
        #expect(stdin.stdout.hasPrefix("<stdin>: skipped: an app profile"))
    }

    /// `classify` and `render` skip a profile or a manifest with the note `validate` gives it,
    /// and leave the exit status alone as it does: they called it `unknown` ("pushkit does not
    /// recognise this payload", exit 1 from render).
    @Test func classifyAndRenderSkipWhatValidateSkips() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (profile, manifest, push) = try Self.writeNamedInputs(in: directory)
        for file in [profile, manifest] {
            let validate = runInProcess(["validate", file])
            let note = try #require(validate.lines.first)
            #expect(note.hasPrefix("\(file): skipped: a"), "\(validate.stdout)")
            let classify = runInProcess(["classify", file])
            #expect(classify.status == 0, "\(classify.stderr)")
            #expect(classify.lines == [note])
            #expect(classify.stderr.isEmpty)
            let json = runInProcess(["classify", "--format", "json", file])
            #expect(json.status == 0)
            let object = try #require(try parseJSON(json.stdout) as? [String: Any])
            #expect(object["kind"] as? String == "unknown")
            #expect(object["vendor"] is NSNull && object["platform"] is NSNull)
            #expect("\(file): skipped: \(object["skipped"] as? String ?? "")" == note)
            for format in ["text", "json", "curl"] {
                let render = runInProcess([
                    "render", "--format", format, "--bundle-id", "com.example.app", "--device-token", "a1b2c3d4", file,
                ])
                #expect(render.status == 0, "\(format): \(render.stderr)")
                #expect(render.stdout.isEmpty, "\(format)")
                #expect(render.stderr == note + "\n", "\(format)")
            }
        }
        // What merely has a profile's member is a push, for all three; classify's JSON has no
        // "skipped" for it.
        let classify = runInProcess(["classify", "--format", "json", push])
        #expect(classify.status == 0)
        let object = try #require(try parseJSON(classify.stdout) as? [String: Any])
        #expect(object["kind"] as? String == "apns.alert")
        #expect(object["skipped"] == nil)
        let render = runInProcess(["render", "--format", "json", push])
        #expect(render.stdout.contains(#""alert":"Hi""#), "\(render.stderr)")
        // Among other inputs, a skip changes classify's exit status no more than validate's.
        let broken = try directory.write("broken.json", #"{"aps":{"alert":"Hi"},}"#)
        #expect(runInProcess(["classify", profile, broken]).status == 1)
        #expect(runInProcess(["classify", profile, push]).status == 0)
    }

    /// `route` skips them too, with the same note on standard error (its output is the
    /// actions): a folder that holds its own manifest routed with exit 0, not 1 for an
    /// `apns.aps-missing` in the manifest.
    @Test func routeSkipsThemToo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let (profile, manifest, push) = try Self.writeNamedInputs(in: directory)
        for arguments in [[manifest], ["--format", "json", manifest], [directory.url.path]] {
            let run = runInProcess(["route", "--routes", manifest] + arguments)
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            let notes = run.stderr.split(separator: "\n").map(String.init)
            let note =
                "\(manifest): skipped: a route manifest, not a push (told by its members or its $schema): "
                + "pass it with --routes"
            #expect(notes.contains(note), "\(run.stderr)")
            #expect(!run.stderr.contains("aps-missing"))
            #expect(!run.stdout.contains(manifest))
            if arguments.count == 1, arguments[0] == directory.url.path {
                #expect(notes.contains { $0.hasPrefix("\(profile): skipped: an app profile") })
                #expect(run.stdout.hasPrefix("\(push): "), "\(run.stdout)")
            }
        }
    }
}
