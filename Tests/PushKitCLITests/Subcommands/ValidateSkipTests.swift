import Foundation
import Testing

@testable import PushKitCLI

/// `pushkit validate` on a folder: an app profile or a route manifest among the payloads is
/// skipped with a result of its own, told by its content; a file named on the command line is
/// judged as a push.
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
        // Named on the command line, it is judged as the push it is not.
        let named = runInProcess(["validate", profile])
        #expect(named.status == 1)
        #expect(named.stdout.contains("[apns.aps-missing]"))
        #expect(!named.stdout.contains("skipped"))
    }
}
