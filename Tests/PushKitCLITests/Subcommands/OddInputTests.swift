import Foundation
import Testing

@testable import PushKitCLI

/// `classify`, `route` and `render` on input that is no push: each input gets one result, the
/// diagnostic that says why on standard error, and exit status 1.
struct OddInputTests {
    /// An odd input and the code it is reported with.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var bytes: [UInt8]
        var code: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "empty", bytes: [], code: "json.empty"),
        Case(
            name: "byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"aps":{"alert":"Hi"}}"#.utf8),
            code: "json.byte-order-mark"),
        Case(
            name: "duplicate key", bytes: Array(#"{"aps":{"alert":"Hi"},"aps":{"badge":1}}"#.utf8),
            code: "json.duplicate-key"),
        Case(name: "array", bytes: Array("[1, 2]".utf8), code: "payload.not-object"),
        Case(name: "string", bytes: Array(#""Hi""#.utf8), code: "payload.not-object"),
        Case(name: "number", bytes: Array("7".utf8), code: "payload.not-object"),
    ]

    @Test(arguments: cases)
    func classifyGivesOneLineAndSaysWhy(_ odd: Case) {
        for format in ["text", "json"] {
            let run = runInProcess(["classify", "--format", format, "-"], stdin: odd.bytes)
            #expect(run.status == 1, "\(format)")
            #expect(run.lines.count == 1, "\(format): \(run.stdout)")
            let errors = run.stderr.split(separator: "\n")
            #expect(errors.count == 1, "\(format): \(run.stderr)")
            #expect(errors.first?.hasSuffix("[\(odd.code)]") == true, "\(format): \(run.stderr)")
        }
    }

    @Test(arguments: cases)
    func routeListsNothingAndSaysWhy(_ odd: Case) {
        let routes = RouteTests.repository.appendingPathComponent("Payloads/routes.json").path
        for format in ["text", "json"] {
            let run = runInProcess(["route", "--routes", routes, "--format", format, "-"], stdin: odd.bytes)
            #expect(run.status == 1, "\(format)")
            #expect(run.stdout.isEmpty, "\(format): \(run.stdout)")
            #expect(run.stderr.contains("[\(odd.code)]"), "\(format): \(run.stderr)")
            #expect(run.stderr.hasSuffix("its actions cannot be listed; see 'pushkit validate'\n"), "\(run.stderr)")
        }
    }

    @Test(arguments: cases)
    func renderDrawsNothingAndSaysWhy(_ odd: Case) {
        for format in ["text", "json"] {
            let run = runInProcess(["render", "--format", format, "-"], stdin: odd.bytes)
            #expect(run.status == 1, "\(format)")
            #expect(run.stdout.isEmpty, "\(format): \(run.stdout)")
            #expect(run.stderr.contains("[\(odd.code)]"), "\(format): \(run.stderr)")
        }
    }
}
