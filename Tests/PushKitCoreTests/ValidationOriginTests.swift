import PushKitCore
import Testing

/// A payload's origin in a larger document: diagnostics point into that document.
@Suite struct ValidationOriginTests {
    @Test func theFirstLineIsShiftedByTheColumnTheOthersKeepTheirs() {
        let origin = SourceLocation(line: 12, column: 40, offset: 39)
        #expect(
            SourceLocation(line: 1, column: 9, offset: 8).placed(at: origin)
                == SourceLocation(line: 12, column: 48, offset: 47))
        #expect(
            SourceLocation(line: 2, column: 3, offset: 20).placed(at: origin)
                == SourceLocation(line: 13, column: 3, offset: 59))
        #expect(SourceLocation.start.placed(at: origin) == origin)
        #expect(
            SourceLocation(line: 3, column: 1, offset: 5).placed(at: .start)
                == SourceLocation(line: 3, column: 1, offset: 5))
    }

    @Test func aPayloadInsideALinePointsIntoTheLine() {
        let prefix = #"{"id":"x","payload":"#
        let payload = #"{"aps":{"alert":"Hi","badge":"3"}}"#
        let line = prefix + payload + "}"
        let origin = SourceLocation(line: 7, column: prefix.count + 1, offset: prefix.utf8.count)
        let report = Validator().validate(Array(payload.utf8), origin: origin)
        let badge = report.diagnostics.first { $0.code == .apnsBadgeNotInteger }
        // "3" is at column 30 of the payload; in the line it is after the prefix.
        let column = Array(line.utf8).firstIndex(of: UInt8(ascii: "3"))!  // ASCII: bytes are columns
        #expect(badge?.location == SourceLocation(line: 7, column: column, offset: column - 1))
        // Unplaced, the same diagnostic is at line 1 of the payload alone.
        #expect(Validator().validate(Array(payload.utf8)).diagnostics.first?.location.line == 1)
    }
}
