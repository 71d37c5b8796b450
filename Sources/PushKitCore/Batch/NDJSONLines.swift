/// Cuts NDJSON bytes, delivered in chunks split anywhere, into lines with bounded
/// memory: it holds the part of one line not yet ended, and none of a line over the limit.
///
/// Lines end at LF; a CR before the LF is dropped. A last line without LF counts; the
/// empty piece after a final LF does not.
struct NDJSONLines {
    private let maxLineBytes: Int
    private var partial: [UInt8] = []
    private var skipping = false
    private var skipped = 0
    private var lineNumber = 0

    init(maxLineBytes: Int) {
        self.maxLineBytes = max(0, maxLineBytes)
    }

    /// Appends to `lines` every line `chunk` ends.
    mutating func split(_ chunk: [UInt8], into lines: inout [NDJSONValidator.Line]) {
        var start = 0
        while let newline = chunk[start...].firstIndex(of: UInt8(ascii: "\n")) {
            take(chunk[start..<newline])
            lines.append(end())
            start = newline + 1
        }
        take(chunk[start...])
    }

    /// The last line, when the input does not end with LF.
    mutating func finish() -> NDJSONValidator.Line? {
        guard skipping || !partial.isEmpty else { return nil }
        return end(droppingCR: false)
    }

    private mutating func take(_ bytes: ArraySlice<UInt8>) {
        if skipping {
            skipped += bytes.count
        } else if partial.count + bytes.count > maxLineBytes + 1 {
            // One byte more than the limit may be the CR before the LF.
            skipping = true
            skipped = partial.count + bytes.count
            partial = []
        } else {
            partial.append(contentsOf: bytes)
        }
    }

    private mutating func end(droppingCR: Bool = true) -> NDJSONValidator.Line {
        lineNumber += 1
        defer {
            partial = []
            skipping = false
            skipped = 0
        }
        if skipping { return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: skipped)) }
        if droppingCR, partial.last == UInt8(ascii: "\r") { partial.removeLast() }
        guard partial.count <= maxLineBytes else {
            return NDJSONValidator.Line(number: lineNumber, content: .tooLong(length: partial.count))
        }
        return NDJSONValidator.Line(number: lineNumber, content: .bytes(partial))
    }
}
