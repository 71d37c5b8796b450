import PushKitCLI
import PushKitCore
import Testing

/// `pushkit prepare --ndjson`: jobs in, one JSON result a line out, in input order.
struct PrepareTests {
    static let jobs = [
        #"{"id":"a","apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"},"payload":{"aps":{"alert":"Hi"}}}"#,
        #"{"id":"b","apns":{"deviceToken":"a1b2c3d4"},"payload":{"aps":{"alert":"Hi"}}}"#,
        #"{"id":"c","apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"},"payload":{"aps":{"badge":"3"}}}"#,
    ]

    static func run(_ arguments: [String], _ lines: [String]) -> RunOutput {
        runInProcess(["prepare"] + arguments, stdin: Array((lines.joined(separator: "\n") + "\n").utf8))
    }

    @Test func oneResultALineInOrder() throws {
        let run = Self.run(["--ndjson", "-", "--jobs", "2"], Self.jobs)
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        let first = try #require(JSONReader().read(Array(lines[0].utf8)).document?.root)
        #expect(first["status"]?.string == "ready" && first["id"]?.string == "a")
        #expect(first["url"]?.string == "https://api.push.apple.com/3/device/a1b2c3d4")
        #expect(first["headers"]?["apns-topic"]?.string == "com.example.shop")
        #expect(first["body"]?.string == #"{"aps":{"alert":"Hi"}}"#)
        // No topic: never ready.
        #expect(lines[1].contains(#""status":"rejected""#) && lines[1].contains("request.missing-topic"))
        // The payload's problem is placed in the job file: line 3, the column of the badge's value.
        let third = try #require(JSONReader().read(Array(lines[2].utf8)).document?.root)
        let diagnostic = try #require(third["diagnostics"]?[0])
        #expect(diagnostic["code"]?.string == "apns.badge-not-integer")
        #expect(diagnostic["line"]?.number?.int == 3)
        let column = try #require(Array(Self.jobs[2].utf8).lastIndex(of: UInt8(ascii: "3")))
        #expect(diagnostic["column"]?.number?.int == column)
        #expect(run.stderr == "3 jobs: 1 ready, 2 rejected\n")
    }

    @Test func everyJobReadyExitsZero() {
        let run = Self.run(["--ndjson", "-"], [Self.jobs[0], Self.jobs[0]])
        #expect(run.status == 0)
        #expect(run.stderr == "2 jobs: 2 ready, 0 rejected\n")
    }

    /// Job lines are read as strictly as payloads: two jobs on a line, a duplicate key or a
    /// bad number reject the line, with the job's id and the json.* code placed in the file.
    @Test func jobLinesAreReadStrictly() throws {
        let job = Self.jobs[0]
        let lines = [
            job + " " + job, job.replacing(#""bundleId""#, with: #""deviceToken":"ffff","bundleId""#),
            job.replacing(#""bundleId""#, with: #""priority":010,"bundleId""#), #"{"id":"d","apns":"#,
        ]
        let run = Self.run(["--ndjson", "-"], lines)
        #expect(run.status == 1)
        let answers = run.stdout.split(separator: "\n").map(String.init)
        #expect(answers.count == 4)
        for (index, (answer, code)) in zip(
            answers, ["json.trailing-content", "json.duplicate-key", "json.invalid-number", "json.unexpected-end"]
        ).enumerated() {
            let root = try #require(JSONReader().read(Array(answer.utf8)).validDocument?.root)
            #expect(root["status"]?.string == "rejected")
            #expect(root["id"]?.string == (index == 3 ? "d" : "a"))
            let diagnostic = try #require(root["diagnostics"]?[0])
            #expect(diagnostic["code"]?.string == code)
            #expect(diagnostic["line"]?.number?.int == index + 1)
        }
        #expect(run.stderr == "4 jobs: 0 ready, 4 rejected\n")
    }

    @Test func usage() {
        #expect(Self.run(["-"], Self.jobs).status == 2)
        #expect(Self.run(["--ndjson"], Self.jobs).status == 2)
        #expect(runInProcess(["prepare", "--ndjson", "/nonexistent/jobs.ndjson"]).status == 2)
    }

    /// `--app`, `--sdk`, `--attributes-type`, `--now` and `--routes`, as `validate` takes
    /// them: every job is judged against the app, and a job's own clock, SDK versions and
    /// Live Activity type apply on top.
    @Test func theAppsContract() throws {
        let match = RouteTests.repository.appendingPathComponent("Payloads/app/match")
        let app = match.appendingPathComponent("app.json").path
        let jobs = match.appendingPathComponent("jobs.ndjson").path
        let run = runInProcess(["prepare", "--app", app, "--ndjson", jobs])
        #expect(run.status == 1)
        let answers = run.stdout.split(separator: "\n").map(String.init)
        #expect(answers.count == 3)
        #expect(answers[0].contains(#""status":"ready""#) && answers[1].contains(#""status":"ready""#))
        #expect(answers[2].contains("app.string-unknown-key"))
        // Without the app, the misspelt key is no one's to judge, and the type is not declared.
        let bare = runInProcess(["prepare", "--ndjson", jobs])
        let bareAnswers = bare.stdout.split(separator: "\n").map(String.init)
        #expect(bareAnswers[1].contains("job.field") && !bareAnswers[2].contains("app.string-unknown-key"))
        // The options are read as validate reads them, before any job.
        #expect(runInProcess(["prepare", "--attributes-type", "X", "--ndjson", jobs]).status == 2)
        #expect(runInProcess(["prepare", "--app", "/nonexistent/app.json", "--ndjson", jobs]).status == 2)
        #expect(runInProcess(["prepare", "--now", "tomorrow", "--ndjson", jobs]).status == 2)
        #expect(runInProcess(["prepare", "--routes", "-", "--ndjson", "-"]).status == 2)
        let sdk = Self.run(
            ["--sdk", "cordial-ios@4.5.0", "--ndjson", "-"],
            [
                #"{"apns":{"deviceToken":"a1b2","bundleID":"com.example"},"payload":{"aps":{"alert":"Hi"},"system":{"messageAttribution":{"mcID":"7:a:1"}}}}"#
            ])
        #expect(sdk.status == 1 && sdk.stdout.contains("cordial.legacy-mcid"))
        let clock = Self.run(
            ["--now", "2026-01-01T00:00:00Z", "--ndjson", "-"],
            [
                #"{"apns":{"deviceToken":"a1b2","bundleID":"com.example","pushType":"liveactivity"},"payload":{"aps":{"timestamp":1767229200,"event":"update","content-state":{}}}}"#
            ])
        #expect(clock.stdout.contains("apns.liveactivity-date"))
    }
}
