import PushKitCore
import Testing

/// One diagnostic per array element once made validation quadratic (each pointer counted
/// its siblings from the array's start) and the report as large as the input: issue 20.
@Suite struct DiagnosticLimitTests {
    static func locArgs(_ count: Int, element: String = "1") -> [UInt8] {
        var text = #"{"aps":{"alert":{"loc-key":"K","loc-args":["#
        text += Array(repeating: element, count: count).joined(separator: ",")
        text += "]}}}"
        return Array(text.utf8)
    }

    @Test func pointersOfManyElementsAreRightToTheLast() {
        let report = Validator(options: .init(maxDiagnostics: 50_000)).validate(Self.locArgs(20_000))
        let pointers = report.diagnostics.filter { $0.code == .apnsInvalidType }.map(\.pointer.description)
        #expect(pointers.count == 20_000)
        #expect(pointers.first == "/aps/alert/loc-args/0")
        #expect(pointers.last == "/aps/alert/loc-args/19999")
        #expect(pointers == (0..<20_000).map { "/aps/alert/loc-args/\($0)" })
    }

    @Test func pastTheLimitOneDiagnosticCountsTheRest() throws {
        let report = Validator().validate(Self.locArgs(5_000))
        #expect(report.diagnostics.filter { $0.code == .apnsInvalidType }.count == 1_000)
        let last = try #require(report.diagnostics.last)
        #expect(last.code == .payloadTooManyDiagnostics)
        #expect(last.severity == .error)
        #expect(last.message.hasPrefix("4000 more diagnostics not shown"))
        #expect(!report.isValid)
    }

    @Test func theFirstOfEachCodeShowsWhateverTheCount() {
        // A string badge, then 3,000 non-string arguments, with a limit of 10: the badge
        // is reported, and so is the first argument's problem when the limit is reached.
        var text = String(decoding: Self.locArgs(3_000), as: UTF8.self)
        text = text.replacingOccurrences(of: #"{"aps":{"#, with: #"{"aps":{"badge":"1","#)
        let report = Validator(options: .init(maxDiagnostics: 10)).validate(text)
        let codes = report.diagnostics.map(\.code)
        #expect(codes.contains(.apnsBadgeNotInteger))
        #expect(codes.filter { $0 == .apnsInvalidType }.count <= 10)
        #expect(codes.last == .payloadTooManyDiagnostics)
    }

    @Test func underTheLimitNothingIsAdded() {
        let report = Validator(options: .init(maxDiagnostics: 10)).validate(Self.locArgs(10))
        #expect(report.diagnostics.count == 10)
        #expect(!report.diagnostics.contains { $0.code == .payloadTooManyDiagnostics })
    }
}
