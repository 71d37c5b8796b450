import PushKitCLI
import Testing

/// `pushkit validate --now`: the clock for Cordial in-app expiry.
struct ValidateNowTests {
    static let expiring =
        #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"expirationTime":"2026-06-01T00:00:00.000Z"}}}"#

    @Test func nowSetsTheClockForExpiry() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = try directory.write("in-app.json", Self.expiring)
        #expect(runInProcess(["validate", file]).status == 0)
        #expect(runInProcess(["validate", "--now", "2026-05-31T23:59:59Z", file]).status == 0)
        let late = runInProcess(["validate", "--now=2026-06-01T00:00:01.000+00:00", file])
        #expect(late.status == 1)
        #expect(late.stdout.contains("[cordial.expired]"))
    }

    @Test func nowMustBeAnISO8601Time() {
        for text in ["tomorrow", "2026-01-01", "1767225600", "2026-02-30T00:00:00Z"] {
            let run = runInProcess(["validate", "--now", text, "x.json"])
            #expect(run.status == 2, "\(text)")
            #expect(run.stderr.hasPrefix("Error: --now needs an ISO 8601 date and time"), "\(text): \(run.stderr)")
        }
    }
}
