import Testing

@testable import PushKitCore

/// A job's own clock, SDK versions and Live Activity type; the one spelling of the IDs; and
/// typed jobs a Swift sender makes without NDJSON.
@Suite struct JobContractTests {
    static let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"}"#
    /// A Cordial alert whose mcID only the 3.x SDK reads: a warning against the versions in
    /// use, an error for an app on cordial-ios 4.5.0.
    static let legacyMCID =
        #"{"aps":{"alert":{"title":"Sale","body":"40% off"}},"system":{"messageAttribution":{"mcID":"7:6183f1b2a3c4d5e6f7a8b9c0:1"}}}"#

    static func result(_ line: String, validator: Validator = Validator()) -> NDJSONValidator.JobResult {
        NDJSONValidator(validator: validator).prepare(
            NDJSONValidator.Line(number: 2, content: .bytes(Array(line.utf8))))
    }

    static func codes(_ result: NDJSONValidator.JobResult) -> [String] {
        switch result.outcome {
        case .success(let push): push.report.diagnostics.map(\.code.id)
        case .failure(let rejection): rejection.diagnostics.map(\.code.id)
        }
    }

    @Test func theIDsAreSpeltAsInSwiftAndTheOlderSpellingIsStillRead() throws {
        for apns in [
            #"{"deviceToken":"ab","bundleID":"com.example","collapseID":"c","apnsID":"123e4567-e89b-12d3-a456-426614174000"}"#,
            #"{"deviceToken":"ab","bundleId":"com.example","collapseId":"c","apnsId":"123e4567-e89b-12d3-a456-426614174000"}"#,
        ] {
            let job = try PushJob.read(Array(#"{"apns":\#(apns),"payload":{}}"#.utf8))
            guard case .apns(let options) = job.target else { throw JobError() }
            #expect(options.bundleID == "com.example" && options.collapseID == "c")
            #expect(options.apnsID == "123e4567-e89b-12d3-a456-426614174000")
        }
        for fcm in [#"{"projectID":"shop-1234"}"#, #"{"projectId":"shop-1234"}"#] {
            let job = try PushJob.read(Array(#"{"fcm":\#(fcm),"payload":{}}"#.utf8))
            #expect(job.target == .fcm(FCMRequest.Options(projectID: "shop-1234")))
        }
        // Both spellings on one job: which one a reader takes is not clear.
        #expect(
            Self.codes(Self.result(#"{"apns":{"bundleID":"a.b","bundleId":"c.d"},"payload":{"aps":{"alert":"Hi"}}}"#))
                == ["job.field"])
        #expect(
            Self.codes(Self.result(#"{"fcm":{"projectID":"shop-1234","projectId":"x"},"payload":{"data":{}}}"#))
                == ["job.field"])
    }

    /// An older spelling is read, and hinted at (`job.deprecated-spelling`, info: the job is
    /// sent as it is), ready or rejected, at the member in the job line; the current one
    /// draws nothing.
    @Test func anOlderSpellingIsReadWithAHint() throws {
        let payload = #""payload":{"aps":{"alert":"Hi"}}"#
        for (target, old) in [
            (#""apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"}"#, "/apns/bundleId"),
            (#""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","collapseId":"c"}"#, "/apns/collapseId"),
            (
                #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","apnsId":"123e4567-e89b-12d3-a456-426614174000"}"#,
                "/apns/apnsId"
            ),
            (#""fcm":{"projectId":"shop-1234","token":"t"}"#, "/fcm/projectId"),
        ] {
            let result = Self.result(#"{\#(target),\#(payload)}"#)
            let diagnostics: [Diagnostic]
            switch result.outcome {
            case .success(let push): diagnostics = push.report.diagnostics
            case .failure(let rejection): diagnostics = rejection.diagnostics
            }
            let hint = try #require(diagnostics.first { $0.code == .jobDeprecatedSpelling }, "\(target)")
            #expect(hint.severity == .info && hint.pointer.description == old, "\(target)")
            #expect(hint.location.line == 2, "\(target)")
            if target.hasPrefix(#""apns""#) { #expect(result.isReady, "\(target)") }
        }
        #expect(Self.codes(Self.result(#"{\#(Self.apns),\#(payload)}"#)).isEmpty)
    }

    /// Equality is the job's value: a job read with an older spelling equals the one read
    /// with the current one, and the one made in Swift, though only the first has a hint.
    @Test func equalityIsTheJobsValueNotItsSpelling() throws {
        let payload = #""payload":{"aps":{"alert":"Hi"}}"#
        let older = try PushJob.read(
            Array(#"{"apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"},\#(payload)}"#.utf8))
        let newer = try PushJob.read(
            Array(#"{"apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"},\#(payload)}"#.utf8))
        #expect(!older.hints.isEmpty && newer.hints.isEmpty)
        #expect(older == newer)
        #expect(Set([older, newer]).count == 1)
        let made = PushJob(
            target: .apns(APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4")),
            payload: newer.payload, payloadOrigin: newer.payloadOrigin)
        #expect(made == older)
        // Every public property still counts.
        var fitted = newer
        fitted.fittingByTruncation = true
        #expect(fitted != newer)
        var elsewhere = newer
        elsewhere.payloadOrigin.line += 1
        #expect(elsewhere != newer)
    }

    @Test func aJobCarriesItsClockSDKsAndLiveActivityType() throws {
        let job = try PushJob.read(
            Array(
                #"{\#(Self.apns),"now":"2026-01-01T00:00:00Z","sdks":["cordial-ios@4.5.0"],"attributesType":"T","payload":{}}"#
                    .utf8))
        #expect(job.now == 1_767_225_600)
        #expect(job.sdks == [AppProfile.SDK(id: "cordial-ios")!: [AppProfile.Version("4.5.0")!]])
        #expect(job.attributesType == "T")
        #expect(try PushJob.read(Array(#"{\#(Self.apns),"now":1767225600,"payload":{}}"#.utf8)).now == 1_767_225_600)
        for bad in [
            #""now":"tomorrow""#, #""sdks":"cordial-ios@4.5.0""#, #""sdks":["cordial@4"]"#, #""attributesType":1"#,
        ] {
            #expect(Self.codes(Self.result(#"{\#(Self.apns),\#(bad),"payload":{}}"#)) == ["job.field"], "\(bad)")
        }
    }

    /// A whole number written as a float (Python's `json.dumps(datetime.timestamp())` writes
    /// `1767225600.0`) is the integer `Schemas/job.schema.json` allows for `now`, `priority` and
    /// `expiration` (JSON Schema's `integer` is a number without a fractional part); a
    /// fraction is not.
    @Test func aWholeNumberWrittenAsAFloatIsThatInteger() throws {
        for (written, seconds) in [
            ("1767225600.0", 1_767_225_600), ("1.7672256e9", 1_767_225_600), ("17672256E2", 1_767_225_600),
            ("176722560000e-2", 1_767_225_600), ("0.0", 0), ("-0.0e5", 0),
        ] as [(String, Int64)] {
            #expect(try PushJob.read(Array(#"{\#(Self.apns),"now":\#(written),"payload":{}}"#.utf8)).now == seconds)
        }
        let apns = #"{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","priority":5.0,"expiration":1.7672256e9}"#
        guard case .apns(let options) = try PushJob.read(Array(#"{"apns":\#(apns),"payload":{}}"#.utf8)).target else {
            throw JobError()
        }
        #expect(options.priority == .consideringDevicePower && options.expiration == .at(1_767_225_600))
        #expect(Self.codes(Self.result(#"{"apns":\#(apns),"payload":{"aps":{"alert":"Hi"}}}"#)) == [])
        for bad in [
            #""now":1e19"#, #""now":1e999999999"#, #""now":-1"#, #""now":-0.5"#, #""now":-1e-3"#,
            #""apns":{"priority":10.5}"#, #""apns":{"expiration":0.25}"#,
            // An exponent that is no Int, or Int.min, whose magnitude is none: no trap.
            #""now":1e-9223372036854775808"#, #""now":1e9223372036854775807"#, #""now":1e-99999999999999999999"#,
            #""apns":{"expiration":1e-9223372036854775808}"#, #""apns":{"priority":1e-9223372036854775808}"#,
        ] {
            let line = bad.hasPrefix(#""apns""#) ? #"{\#(bad),"payload":{}}"# : #"{\#(Self.apns),\#(bad),"payload":{}}"#
            #expect(Self.codes(Self.result(line)).contains("job.field"), "\(bad)")
        }
    }

    /// A clock in seconds with a fraction (Python's `time.time()`, JavaScript's
    /// `Date.now() / 1000`) is that clock: its whole seconds, as `int(time.time())` gives
    /// them. Rejecting the job for it would refuse a push that can be sent.
    @Test func aClockWithAFractionOfASecondIsItsWholeSeconds() throws {
        for (written, seconds) in [
            ("1767225600.5", 1_767_225_600), ("1767225600.999999", 1_767_225_600),
            ("1767225600.123456789", 1_767_225_600),
            ("1.76722560025e9", 1_767_225_600), ("1e-1", 0), ("0.999", 0), ("-0.0", 0),
            ("12345678901.5e-1", 1_234_567_890),
        ] as [(String, Int64)] {
            #expect(
                try PushJob.read(Array(#"{\#(Self.apns),"now":\#(written),"payload":{}}"#.utf8)).now == seconds,
                "\(written)")
        }
        // The job is judged with that clock: the same answer as the whole seconds give.
        let whole = Self.result(#"{\#(Self.apns),"now":1767225600,"payload":{"aps":{"alert":"Hi"}}}"#)
        let fraction = Self.result(#"{\#(Self.apns),"now":1767225600.73,"payload":{"aps":{"alert":"Hi"}}}"#)
        #expect(fraction.isReady && Self.codes(fraction) == Self.codes(whole))
    }

    @Test func theJobsSDKsJudgeItsPayload() {
        // Against the versions in use, a warning; the job's app on 4.5.0 does not read it.
        let inUse = Self.result(#"{\#(Self.apns),"payload":\#(Self.legacyMCID)}"#)
        #expect(inUse.isReady && Self.codes(inUse) == ["cordial.legacy-mcid"])
        let onFour = Self.result(#"{\#(Self.apns),"sdks":["cordial-ios@4.5.0"],"payload":\#(Self.legacyMCID)}"#)
        #expect(!onFour.isReady && Self.codes(onFour) == ["cordial.legacy-mcid"])
        guard case .failure(let rejection) = onFour.outcome else { return }
        #expect(rejection.diagnostics.first?.severity == .error)
        // The job's versions replace the batch's for the SDK they name.
        var options = Validator.Options()
        options.app = AppProfile()
        options.app?.sdks = [AppProfile.SDK(id: "cordial-ios")!: [AppProfile.Version("4.5.0")!]]
        let batchOnFour = Self.result(
            #"{\#(Self.apns),"payload":\#(Self.legacyMCID)}"#, validator: Validator(options: options))
        #expect(!batchOnFour.isReady)
        let jobOnThree = Self.result(
            #"{\#(Self.apns),"sdks":["cordial-ios@3.1.5"],"payload":\#(Self.legacyMCID)}"#,
            validator: Validator(options: options))
        #expect(jobOnThree.isReady)
    }

    @Test func theJobsClockReplacesTheBatchs() {
        // A Live Activity update stamped an hour ahead of the clock.
        let update =
            #"{"aps":{"timestamp":1767229200,"event":"update","content-state":{"score":1}}}"#
        let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","pushType":"liveactivity"}"#
        let noClock = Self.result(#"{\#(apns),"payload":\#(update)}"#)
        let withClock = Self.result(#"{\#(apns),"now":"2026-01-01T00:00:00Z","payload":\#(update)}"#)
        #expect(!Self.codes(noClock).contains("apns.liveactivity-date"))
        #expect(Self.codes(withClock).contains("apns.liveactivity-date"))
        // The batch's clock, and a job's that replaces it.
        var options = Validator.Options()
        options.now = 1_767_225_600
        #expect(
            Self.codes(Self.result(#"{\#(apns),"payload":\#(update)}"#, validator: Validator(options: options)))
                == Self.codes(withClock))
        let later = Self.result(
            #"{\#(apns),"now":1767229200,"payload":\#(update)}"#, validator: Validator(options: options))
        #expect(!Self.codes(later).contains("apns.liveactivity-date"))
    }

    @Test func anAttributesTypeNeedsTheProfileToDeclareIt() {
        let line = #"{\#(Self.apns),"attributesType":"MatchAttributes","payload":{"aps":{"alert":"Hi"}}}"#
        let result = Self.result(line)
        #expect(Self.codes(result) == ["job.field"])
        guard case .failure(let rejection) = result.outcome else { return }
        #expect(rejection.diagnostics.first?.location.line == 2)
        #expect(rejection.diagnostics.first?.message.contains("--app") == true)
    }

    @Test func typedJobsNeedNoNDJSON() async throws {
        let shop = APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4")
        let jobs = (1...300).map { index in
            index % 3 == 0
                ? PushJob(
                    id: "\(index)", target: .apns(APNsRequest.Options(deviceToken: "a1b2")),
                    payload: .apns(.alert(title: "Hi", body: "B")))
                : PushJob(id: "\(index)", target: .apns(shop), payload: .apns(.alert(title: "Hi", body: "B")))
        }
        let batch = NDJSONValidator(jobs: 3, batchLines: 64)
        let listed = await batch.prepare(jobs)
        #expect(listed.map(\.number) == Array(1...300))
        #expect(listed.map(\.id) == jobs.map(\.id))
        #expect(listed.map(\.isReady) == (1...300).map { $0 % 3 != 0 })
        let stream = AsyncStream<PushJob> { continuation in
            for job in jobs { continuation.yield(job) }
            continuation.finish()
        }
        var streamed: [NDJSONValidator.JobResult] = []
        for try await result in batch.jobResults(of: stream) { streamed.append(result) }
        #expect(streamed.map(\.number) == Array(1...300))
        #expect(streamed.map(\.isReady) == listed.map(\.isReady))
        // A rejection says why, as any other.
        guard case .failure(let rejection) = streamed[2].outcome else { throw JobError() }
        #expect(rejection.diagnostics.map(\.code.id) == ["request.missing-topic"])
    }

    struct JobError: Error {}
}
