import PushKitJSON
import Testing

@testable import PushKitCore

/// The plain reading of a job line (`PlainJobLine`) is a second reader of the same lines
/// `PushJob.read` reads strictly: wherever it takes a line whose payload is one JSON value,
/// the strict reading must take that line too and give the same job. Checked on every line
/// one edit away from the plain lines of `PlainJobLineTests`: each byte replaced by, or
/// preceded by, a byte that matters to JSON or to the plain form, and each byte deleted.
@Suite struct PlainJobLineMutationTests {
    /// Bytes whose meaning differs between JSON, the plain form and a job: structure,
    /// whitespace the plain form refuses, escapes, number syntax, control bytes, and bytes
    /// that are no printable ASCII or no UTF-8.
    static let bytes: [UInt8] =
        Array(#" "\,:{}[]0159-+.eEatfnu"#.utf8) + [0x09, 0x0A, 0x0D, 0x00, 0x7F, 0xC3, 0xA9, 0xFF]

    /// Every line one edit away from `line`: each byte replaced by one of ``bytes``, each
    /// of ``bytes`` inserted before each byte and at the end, each byte deleted.
    static func edits(of line: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        lines.reserveCapacity((line.count + 1) * (2 * bytes.count + 1))
        for index in 0...line.count {
            for byte in bytes {
                var inserted = line
                inserted.insert(byte, at: index)
                lines.append(inserted)
                guard index < line.count, line[index] != byte else { continue }
                var replaced = line
                replaced[index] = byte
                lines.append(replaced)
            }
            if index < line.count {
                var deleted = line
                deleted.remove(at: index)
                lines.append(deleted)
            }
        }
        return lines
    }

    @Test func aLineThePlainFormTakesIsTheJobTheStrictReadingGives() throws {
        var taken = 0
        var edited = 0
        for text in PlainJobLineTests.plain {
            for line in Self.edits(of: Array(text.utf8)) {
                edited += 1
                guard let job = PlainJobLine.job(in: line, line: 2),
                    JSONReader().read(job.payload).validDocument != nil
                else { continue }
                taken += 1
                let shown = String(decoding: line, as: UTF8.self)
                do {
                    let strict = try PushJob.read(line, line: 2)
                    #expect(strict == job, "\(shown)")
                    #expect(job.line == line, "\(shown)")
                } catch {
                    Issue.record("taken plainly, refused strictly (\(error.diagnostics.map(\.code.id))): \(shown)")
                }
            }
        }
        // Most edits break the plain form; many (a space, a letter inside a string, a digit)
        // keep it, and each of those is compared.
        #expect(edited > 50_000)
        #expect(taken > 1_000)
    }
}
