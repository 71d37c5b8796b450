import Testing

@testable import PushKitCLI

struct LineReaderTests {
    private func lines(_ text: String, max: Int = 100) -> [LineReader.Line] {
        var reader = LineReader(bytes: Array(text.utf8), maxLineBytes: max)
        var result: [LineReader.Line] = []
        while let line = reader.next() { result.append(line) }
        return result
    }

    private func text(_ number: Int, _ value: String) -> LineReader.Line {
        .text(number: number, bytes: Array(value.utf8))
    }

    @Test func splitsOnLineFeedsAndDropsCarriageReturns() {
        #expect(lines("a\nbb\r\nccc") == [text(1, "a"), text(2, "bb"), text(3, "ccc")])
        #expect(lines("a\n") == [text(1, "a")])
        #expect(lines("") == [])
        #expect(lines("\n\n") == [text(1, ""), text(2, "")])
        #expect(lines("x\r") == [text(1, "x\r")])
    }

    @Test func longLinesAreReportedNotHeld() {
        let long = String(repeating: "x", count: 250)
        #expect(lines("a\n\(long)\nb", max: 100) == [text(1, "a"), .tooLong(number: 2, length: 250), text(3, "b")])
        #expect(lines(long, max: 100) == [.tooLong(number: 1, length: 250)])
        #expect(lines(String(repeating: "y", count: 100), max: 100) == [text(1, String(repeating: "y", count: 100))])
    }

    @Test func linesLongerThanTheBufferAreJoined() {
        // The buffer starts at 1 MiB: a 3 MiB line within the limit grows it; a longer one is skipped.
        let size = 3 << 20
        let big = String(repeating: "z", count: size)
        var reader = LineReader(bytes: Array("s\n\(big)\ne".utf8), maxLineBytes: size)
        #expect(reader.next() == text(1, "s"))
        guard case .text(2, let bytes) = reader.next() else {
            Issue.record("the long line was not read whole")
            return
        }
        #expect(bytes.count == size)
        #expect(reader.next() == text(3, "e"))
        #expect(reader.next() == nil)
        var skipping = LineReader(bytes: Array("\(big)\(big)\nend".utf8), maxLineBytes: 1 << 20)
        #expect(skipping.next() == .tooLong(number: 1, length: 2 * size))
        #expect(skipping.next() == text(2, "end"))
    }
}
