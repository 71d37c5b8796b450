import Foundation
import PushKitFixtures
import Testing

@testable import PushKitCore

/// `prepare` answers a job with every diagnostic `validate` gives its payload with the same
/// options, ready or rejected, with the same code, severity and pointer (relative to the
/// payload), besides the request's own (`request.*`): a sender learns the warnings of a
/// rejected push at once, not after fixing its errors.
@Suite struct PrepareDiagnosticsTests {
    /// A fixture and the options it is validated with.
    struct Case: CustomStringConvertible, Sendable {
        var path: String
        var options: @Sendable () throws -> Validator.Options
        var description: String { path }
    }

    /// Every payload under `Payloads/`: the valid fixtures with their `.options`, the invalid
    /// ones with their `.expected` options, the published ones with their manifest's, each
    /// app's payloads with its profile, and the adversarial ones (but the largest).
    static let cases: [Case] = {
        var cases = Fixtures.valid.map { path in Case(path: path) { try Fixtures.options(path) } }
        cases += Fixtures.invalid.map { path in
            Case(path: path) {
                let expected = Fixtures.root.appendingPathComponent(String(path.dropLast(".json".count)) + ".expected")
                return try JSONDecoder().decode(Fixtures.Expected.self, from: Data(contentsOf: expected))
                    .validatorOptions
            }
        }
        cases += PublishedCorpus.entries.map { entry in
            Case(path: "published/" + entry.file) { try entry.validatorOptions }
        }
        cases += AppFixtures.payloads.map { path in
            Case(path: path) {
                var options = Validator.Options()
                options.app = try Fixtures.profile("app/\(path.split(separator: "/")[1])/app.json")
                return options
            }
        }
        // The adversarial payloads but those of half a megabyte and more (tens of thousands
        // of keys, a diagnostic each: seconds apiece in a debug build, walked by the
        // adversarial tests).
        cases += Fixtures.files(under: "adversarial").filter { path in
            ((try? Fixtures.bytes(path).count) ?? 0) < 500_000
        }
        .map { path in Case(path: path) { Validator.Options() } }
        return cases
    }()

    /// What a diagnostic is, for the comparison: its code, severity and pointer.
    struct Seen: Hashable, CustomStringConvertible {
        var code: String
        var severity: Severity
        var pointer: String
        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code.id
            severity = diagnostic.severity
            pointer = diagnostic.pointer.description
        }
        var description: String { "\(code) \(severity) \(pointer.isEmpty ? "\"\"" : pointer)" }
    }

    /// The job line of `payload` sent as `options` say: to FCM when it is an Android or FCM
    /// payload (to `token` when given), else to APNs with the options' push type and priority.
    static func jobLine(_ payload: [UInt8], report: ValidationReport, options: Validator.Options, token: Bool = false)
        -> [UInt8]
    {
        let target: String
        if report.classification.platform == .android || report.kind.id.hasPrefix("fcm.") {
            target =
                token ? #""fcm":{"projectID":"shop-1234","token":"fcm-token-1"}"# : #""fcm":{"projectID":"shop-1234"}"#
        } else {
            var apns = #""deviceToken":"a1b2c3d4","bundleID":"com.example.shop""#
            if let pushType = options.pushType { apns += #","pushType":"\#(pushType.rawValue)""# }
            if let priority = options.priority { apns += #","priority":\#(priority.rawValue)"# }
            target = #""apns":{\#(apns)}"#
        }
        return Array(#"{"id":"f",\#(target),"payload":"#.utf8) + payload + Array("}".utf8)
    }

    /// Whether `rejection` is the job line's: the line is no job, even with its payload's
    /// JSON set aside.
    static func isTheLines(line: [UInt8]) -> Bool {
        do {
            _ = try PushJob.read(line)
            return false
        } catch {
            return PushJob.readWithInvalidPayload(
                line, problems: error.diagnostics, line: 1, reader: JSONReader.Options()) == nil
        }
    }

    @Test(arguments: cases)
    func prepareGivesEveryDiagnosticValidateGives(_ fixture: Case) throws {
        let bytes = try Fixtures.bytes(fixture.path)
        let options = try fixture.options()
        let report = Validator(options: options).validate(bytes)
        // The job carries the push type and priority; the validator the rest (as prepare's
        // --app, --sdk, --now and --attributes-type).
        var batchOptions = options
        batchOptions.pushType = nil
        batchOptions.priority = nil
        let batch = NDJSONValidator(validator: Validator(options: batchOptions))
        var result = batch.prepare(
            NDJSONValidator.Line(number: 1, content: .bytes(Self.jobLine(bytes, report: report, options: options))))
        if case .failure(let rejection) = result.outcome,
            rejection.diagnostics.contains(where: { $0.code == .requestFCMTarget })
        {
            // A message that names no one goes to the job's token.
            result = batch.prepare(
                NDJSONValidator.Line(
                    number: 1, content: .bytes(Self.jobLine(bytes, report: report, options: options, token: true))))
        }
        #expect(result.id == "f", "\(fixture.path)")
        if case .failure(let rejection) = result.outcome,
            Self.isTheLines(line: Self.jobLine(bytes, report: report, options: options))
        {
            // Bytes that are no JSON value in a job line (nothing, a byte order mark, a
            // NUL): the line is no job, and says so in its JSON terms.
            #expect(rejection.diagnostics.allSatisfy { $0.code.id.hasPrefix("json.") }, "\(fixture.path)")
            #expect(report.diagnostics.contains { $0.code.id.hasPrefix("json.") }, "\(fixture.path)")
            return
        }
        let given: [Diagnostic]
        var expected = report.diagnostics
        switch result.outcome {
        case .success(let push):
            given = push.report.diagnostics
            // The body sent is the payload's plain form when that fits: the size of the
            // form as given is not the body's.
            expected.removeAll { $0.code == .apnsPayloadTooLarge }
        case .failure(let rejection):
            given = rejection.diagnostics.filter { !$0.code.id.hasPrefix("request.") }
        }
        #expect(given.map(Seen.init) == expected.map(Seen.init), "\(fixture.path)")
    }

    /// A rejection carries the payload's warnings and hints with its errors; `errors` is
    /// why it is refused.
    @Test func aRejectionCarriesTheWarningsAndHintsWithTheErrors() {
        let options = APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4")
        do {
            _ = try Validator().prepare(Array(#"{"aps":{"contentAvailable":1}}"#.utf8), for: options)
            Issue.record("ready")
        } catch {
            #expect(error.errors.map(\.code) == [.apnsFlagMisspelt])
            #expect(Set(error.diagnostics.map(\.code)) == [.apnsFlagMisspelt, .apnsNoEffect, .payloadPossibleTypo])
        }
    }

    /// A Live Activity push missing its `event`, sent as one: its error, and no advice to
    /// send it as an alert, as `validate --push-type liveactivity` gives none (the request's
    /// check takes the push type the validator classified, not the typed model's, which
    /// holds no Live Activity without `event`). Sent as an alert, it is advised.
    @Test func anIncompleteLiveActivityIsNotAdvisedAnotherPushType() {
        let payload = Array(
            #"{"aps":{"timestamp":1700000000,"content-state":{"status":"preparing"},"alert":{"title":"Order","body":"Preparing"}}}"#
                .utf8)
        for (pushType, advised) in [(APNsPushType.liveActivity, false), (.alert, true)] {
            let options = APNsRequest.Options(
                bundleID: "com.example.shop", deviceToken: "a1b2c3d4", pushType: pushType)
            let validated = Validator(options: Validator.Options(pushType: pushType)).validate(payload)
            do {
                _ = try Validator().prepare(payload, for: options)
                Issue.record("ready")
            } catch {
                #expect(error.diagnostics.map(\.code) == validated.diagnostics.map(\.code), "\(pushType)")
                #expect(error.diagnostics.contains { $0.code == .apnsLiveActivityIncomplete }, "\(pushType)")
                #expect(error.diagnostics.contains { $0.code == .apnsPushTypeMismatch } == advised, "\(pushType)")
            }
        }
    }

    /// A job line whose one problem is its payload's JSON (a duplicate key) is answered with
    /// the payload's diagnostics as `validate` gives them: pointed relative to the payload,
    /// placed in the jobs file, with the rest of its rules' findings.
    @Test func aPayloadsOwnJSONProblemIsThePayloads() throws {
        let payload = #"{"aps":{"contentAvailable":1,"badge":1,"badge":2}}"#
        let line = #"{"id":"a","apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"},"payload":\#(payload)}"#
        let result = NDJSONValidator().prepare(NDJSONValidator.Line(number: 7, content: .bytes(Array(line.utf8))))
        #expect(result.id == "a")
        guard case .failure(let rejection) = result.outcome else {
            Issue.record("ready")
            return
        }
        let validated = Validator().validate(Array(payload.utf8))
        #expect(rejection.diagnostics.map(Seen.init) == validated.diagnostics.map(Seen.init))
        let duplicate = try #require(rejection.diagnostics.first { $0.code == .jsonDuplicateKey })
        #expect(duplicate.pointer.description == "/aps/badge")
        // At the second "badge" key, in the job's line.
        let key = try #require(line.range(of: #""badge":2"#))
        #expect(duplicate.location.line == 7)
        #expect(duplicate.location.column == line.distance(from: line.startIndex, to: key.lowerBound) + 1)
    }

    /// A rejected answer names the document its pointers are relative to: the payload, when
    /// the line is a job (its payload's JSON wrong included), or the line, when it is none;
    /// a `job.*` diagnostic is the line's either way.
    @Test func aRejectedAnswerNamesTheDocumentOfItsPointers() throws {
        let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"}"#
        for (line, document, pointer) in [
            (#"{"id":"a",\#(apns),"payload":{"aps":{"badge":"1"}}}"#, "payload", "/aps/badge"),
            (#"{"id":"a",\#(apns),"payload":{"aps":{"badge":01}}}"#, "payload", "/aps/badge"),
            (#"{"id":"a",\#(apns),"priority":01,"payload":{"aps":{"alert":"Hi"}}}"#, "line", "/priority"),
            (
                #"{"id":"a","apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop","priority":01},"payload":{}}"#,
                "line", "/apns/priority"
            ),
            (#"{"id":"a",\#(apns),"fit":1,"payload":{"aps":{"alert":"Hi"}}}"#, "line", "/fit"),
            (#"{"id":"a",\#(apns),"payload":{"aps":{"alert":"Hi"}}} x"#, "line", ""),
        ] {
            let result = NDJSONValidator().prepare(NDJSONValidator.Line(number: 1, content: .bytes(Array(line.utf8))))
            let answer = try #require(
                JSONReader().read(result.json()).validDocument.map { JSONTree($0.root) }, "\(line)")
            guard case .object(let object) = answer, case .array(let diagnostics)? = object["diagnostics"],
                case .object(let first)? = diagnostics.first
            else {
                Issue.record("\(line): \(answer)")
                continue
            }
            #expect(object["document"] == .string(document), "\(line)")
            #expect(first["pointer"] == .string(pointer), "\(line)")
        }
    }
}

/// Every diagnostic of an answer names the document its pointer is relative to, the payload
/// or the job line, and its pointer names a value of that document: ready answers and
/// rejected ones alike, a job line's hint beside the payload's diagnostics.
@Suite struct AnswerDocumentTests {
    /// Each diagnostic's code, `document` and pointer, as the answer to `line` writes them,
    /// each checked to resolve in its document; and the answer's own `document`.
    static func documents(of line: String) throws -> (answer: String?, [String]) {
        let result = NDJSONValidator().prepare(NDJSONValidator.Line(number: 3, content: .bytes(Array(line.utf8))))
        let answer = try #require(JSONReader().read(result.json()).validDocument, "\(line)")
        let job = JSONReader().read(Array(line.utf8)).validDocument
        var seen: [String] = []
        for (index, diagnostic) in (answer.root["diagnostics"]?.elements ?? []).enumerated() {
            let code = diagnostic["code"]?.string ?? "?"
            let document = diagnostic["document"]?.string ?? "none"
            let pointer = try #require(diagnostic["pointer"]?.string.flatMap { JSONPointer($0) }, "\(line)")
            let expected: PushRejection.Document = document == "line" ? .jobLine : .payload
            #expect(result.document(ofDiagnosticAt: index) == expected, "\(line): \(code)")
            if let job {
                let base = document == "line" ? job.root : job.root["payload"]
                #expect(base?.value(at: pointer) != nil, "\(line): \(code) at \(pointer) in the \(document)")
            }
            seen.append("\(code) \(document) \(pointer)")
        }
        return (answer.root["document"]?.string, seen)
    }

    @Test func everyDiagnosticNamesItsDocument() throws {
        let old = #""apns":{"deviceToken":"a1b2c3d4","bundleId":"com.example.shop"}"#
        // Ready: the payload's warning, and the line's hint.
        #expect(
            try Self.documents(of: #"{"id":"a",\#(old),"payload":{"aps":{"alert":{}}}}"#)
                == (nil, ["apns.alert-empty payload /aps/alert", "job.deprecated-spelling line /apns/bundleId"]))
        // Rejected for its payload: the payload's error, and the line's hint.
        #expect(
            try Self.documents(of: #"{"id":"a",\#(old),"payload":{"aps":{"badge":"1"}}}"#)
                == (
                    "payload",
                    ["apns.badge-not-integer payload /aps/badge", "job.deprecated-spelling line /apns/bundleId"]
                ))
        // Rejected as no job: every pointer is the line's.
        #expect(
            try Self.documents(of: #"{"id":"a",\#(old),"fit":1,"payload":{"aps":{"alert":"Hi"}}}"#)
                == ("line", ["job.field line /fit"]))
    }
}

/// The request's problems with a job's own members point at the member in the job line and
/// are placed where its value stands there; those with the payload stay the payload's.
@Suite struct JobMemberProblemTests {
    @Test func aRequestProblemOfAJobsMemberPointsAtTheMember() throws {
        let payload = #""payload":{"aps":{"alert":"Hi"}}"#
        let message = #""payload":{"message":{"notification":{"title":"Sale","body":"50% off"}}}"#
        let shop = #""bundleID":"com.example.shop""#
        let long = String(repeating: "c", count: 65)
        for (line, expected, value) in [
            (
                #"{"id":"é","apns":{"deviceToken":"zz",\#(shop)},\#(payload)}"#,
                ["request.device-token line /apns/deviceToken"], #""zz""#
            ),
            (#"{"id":"é","apns":{"deviceToken":"a1b2c3d4"},\#(payload)}"#, ["request.missing-topic line /apns"], "{"),
            (
                #"{"apns":{"deviceToken":"a1b2c3d4","bundleId":"com example"},\#(payload)}"#,
                ["request.bundle-id line /apns/bundleId", "job.deprecated-spelling line /apns/bundleId"],
                #""com example""#
            ),
            (
                #"{"apns":{"deviceToken":"a1b2c3d4",\#(shop),"collapseID":"\#(long)"},\#(payload)}"#,
                ["request.collapse-id line /apns/collapseID"], #""\#(long)""#
            ),
            (
                #"{"apns":{"deviceToken":"a1b2c3d4",\#(shop),"apnsID":"42"},\#(payload)}"#,
                ["request.apns-id line /apns/apnsID"], #""42""#
            ),
            (
                #"{"apns":{"deviceToken":"a1b2c3d4",\#(shop),"expiration":-5},\#(payload)}"#,
                ["request.expiration line /apns/expiration"], "-5"
            ),
            (
                #"{"fcm":{"projectID":"my project","token":"t1"},\#(message)}"#,
                ["request.fcm-target line /fcm/projectID"], #""my project""#
            ),
            (
                #"{"fcm":{"projectID":"shop-1234","token":"a b"},\#(message)}"#,
                ["request.fcm-target line /fcm/token"], #""a b""#
            ),
            (#"{"fcm":{"projectID":"shop-1234"},\#(message)}"#, ["request.fcm-target line /fcm"], #"{"projectID""#),
            (
                #"{"apns":{"deviceToken":"zz",\#(shop)},"payload":{"aps":{"badge":"1"}}}"#,
                ["apns.badge-not-integer payload /aps/badge", "request.device-token line /apns/deviceToken"],
                #""zz""#
            ),
        ] {
            let (document, seen) = try AnswerDocumentTests.documents(of: line)
            #expect(document == "payload", "\(line)")
            #expect(seen == expected, "\(line)")
            // Placed at the member's value, its column counted in characters.
            let result = NDJSONValidator().prepare(NDJSONValidator.Line(number: 3, content: .bytes(Array(line.utf8))))
            guard case .failure(let rejection) = result.outcome,
                let index = rejection.diagnostics.firstIndex(where: { $0.code.id.hasPrefix("request.") })
            else {
                Issue.record("\(line): \(result.outcome)")
                continue
            }
            let at = try #require(line.range(of: value, range: line.range(of: #"":"#)!.upperBound..<line.endIndex))
            let column = line.unicodeScalars.distance(from: line.startIndex, to: at.lowerBound) + 1
            #expect(rejection.diagnostics[index].location.line == 3, "\(line)")
            #expect(rejection.diagnostics[index].location.column == column, "\(line)")
        }
    }

    /// The request's problems with the payload stay the payload's; a job made in Swift has
    /// its members' problems pointed at the member, on its line's start.
    @Test func theRequestsProblemsWithThePayloadStayThePayloads() throws {
        let apns = #""apns":{"deviceToken":"a1b2c3d4","bundleID":"com.example.shop"}"#
        let (_, seen) = try AnswerDocumentTests.documents(
            of: #"{\#(apns),"payload":{"message":{"token":"t1","notification":{"title":"Sale","body":"50% off"}}}}"#)
        #expect(seen.contains { $0.hasPrefix("request.not-apns payload ") }, "\(seen)")
        #expect(!seen.contains { $0.contains(" line ") }, "\(seen)")
        // A Live Activity type no profile declares: the line's, at the member.
        let typed = #"{\#(apns),"attributesType":"Match","payload":{"aps":{"alert":"Hi"}}}"#
        #expect(try AnswerDocumentTests.documents(of: typed) == ("line", ["job.field line /attributesType"]))
        let answer = NDJSONValidator().prepare(NDJSONValidator.Line(number: 3, content: .bytes(Array(typed.utf8))))
        let column = try #require(typed.range(of: #""Match""#)).lowerBound.utf16Offset(in: typed) + 1
        #expect(answer.diagnostics.map(\.location.column) == [column])
        let job = PushJob(
            target: .apns(APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "zz")),
            payload: Array(#"{"aps":{"alert":"Hi"}}"#.utf8),
            payloadOrigin: SourceLocation(line: 4, column: 9, offset: 8))
        #expect(throws: PushRejection.self) { try Validator().prepare(job) }
        do {
            _ = try Validator().prepare(job)
        } catch {
            #expect(error.diagnostics.map(\.pointer.description) == ["/apns/deviceToken"])
            #expect(error.diagnostics.first?.location == SourceLocation(line: 4, column: 1, offset: 0))
            #expect(error.document(ofDiagnosticAt: 0) == .jobLine)
        }
    }
}
