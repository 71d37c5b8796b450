/// Writes a ``JSONTree`` as UTF-8 JSON bytes.
///
/// Compact output has no whitespace at all; pretty output puts every member and element
/// on its own line, indented by two spaces, with `": "` after keys. Empty objects and
/// arrays are written `{}` and `[]`. Numbers keep their lexeme. Strings are escaped
/// minimally: `"`, `\` and the control characters U+0000 to U+001F (as `\n`, `\t`, ...
/// where JSON has a short form, else `\u001F` with upper-case digits), and the C1 controls
/// U+0080 to U+009F and the line and paragraph separators U+2028 and U+2029 as `\u0085`,
/// `\u2028`: valid JSON either way, but a terminal acts on C1 controls (U+009B starts a
/// control sequence) and JavaScript, logs and editors break lines at U+2028, so no
/// output pushkit writes (reports, payloads, requests) carries one raw. Everything else,
/// non-ASCII included, is written as its own UTF-8 bytes.
public struct JSONWriter: Sendable, Hashable {
    /// Whether to write for people (line breaks and two-space indentation).
    public var isPretty: Bool

    /// Creates a writer.
    public init(pretty: Bool = false) {
        isPretty = pretty
    }

    /// The bytes of `tree`.
    public func bytes(_ tree: JSONTree) -> [UInt8] {
        var output: [UInt8] = []
        write(tree, depth: 0, to: &output)
        return output
    }

    /// The text of `tree`.
    public func string(_ tree: JSONTree) -> String {
        String(decoding: bytes(tree), as: UTF8.self)
    }

    /// The number of bytes `text` takes as a JSON string literal, quotes included.
    public static func quotedLength(_ text: String) -> Int {
        var length = 2
        var previous: UInt8 = 0
        var beforePrevious: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: length += 2
            case 0x00..<0x20: length += 6
            // A C1 control (C2 80 to C2 9F) is 2 bytes written as 6; U+2028 and U+2029
            // (E2 80 A8, E2 80 A9) are 3 written as 6: counted at their last byte.
            case 0x80...0x9F where previous == 0xC2: length += 5
            case 0xA8,
                0xA9 where previous == 0x80 && beforePrevious == 0xE2:
                length += 4
            default: length += 1
            }
            beforePrevious = previous
            previous = byte
        }
        return length
    }

    /// Appends `text` as a JSON string literal, quotes included: `"`, `\` and control
    /// characters escaped (the short escapes where JSON has one, `\u00XX` otherwise), C1
    /// controls and U+2028, U+2029 as `\u0085`, `\u2028`, everything else copied as UTF-8,
    /// a run at a time.
    public static func appendQuoted(_ text: String, to output: inout [UInt8]) {
        appendQuoted(text, to: &output, escapingBidirectionalControls: false)
    }

    /// Appends the UTF-8 text `bytes` as a JSON string literal, quotes included, escaped
    /// byte for byte as ``appendQuoted(_:to:)`` escapes the same text held as a `String`:
    /// for text already held as bytes (a body to send), with no `String` made of it. Eight
    /// bytes are tested at once (`ByteWord`) and copied whole; every byte of them that may
    /// need an escape (a quote, a backslash, a control character, or the lead byte C2 or E2
    /// of a C1 control or U+2028, U+2029) is then taken from that one test. Bytes that are
    /// not valid UTF-8 are copied as they are.
    public static func appendQuoted(utf8 bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendQuoted(utf8: $0, to: &output) }
    }

    /// Whether every byte of `utf8` is printable ASCII but the quote and the backslash: text
    /// that ``appendQuoted(utf8:to:)`` writes as it is between its quotes, and that a writer
    /// of short texts (an id, a header value) may so copy with no escaping pass. Eight bytes
    /// are tested at once (`ByteWord`); inlined into callers, as it runs on short texts and
    /// a call per text would cost more than the test.
    @inlinable
    package static func isPlain(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return true }
        let count = utf8.count
        guard count >= 8 else {
            for byte in utf8 where byte &- 0x20 >= 0x5F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                return false
            }
            return true
        }
        var index = 0
        while index &+ 8 < count {
            guard isPlain(word: ByteWord.load(base, at: index)) else { return false }
            index &+= 8
        }
        // The last eight bytes, which may overlap the word before them.
        return isPlain(word: ByteWord.load(base, at: count &- 8))
    }

    /// Whether the eight bytes of `word` are all ``isPlain(_:)``: none below 20 (a
    /// control), none at 7F (DEL) or above (not ASCII), no quote, no backslash.
    @inlinable @inline(__always)
    package static func isPlain(word: UInt64) -> Bool {
        let fromDEL = (((word & ByteWord.lows) &+ ByteWord.ones) | word) & ByteWord.highs
        let marks =
            ByteWord.below(word, 0x20) | fromDEL | ByteWord.equal(word, UInt8(ascii: "\""))
            | ByteWord.equal(word, UInt8(ascii: "\\"))
        return marks == 0
    }

    /// ``appendQuoted(utf8:to:)`` over the bytes `bytes` points at.
    public static func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        append(bytes, quoted: true, to: &output)
    }

    /// ``appendQuoted(utf8:to:)`` without the quotes: the escaped text of one part of a
    /// string literal (escapes depend on nothing but the bytes they stand for, so parts
    /// escaped one after the other make the literal of the whole).
    package static func appendEscaped(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        append(bytes, quoted: false, to: &output)
    }

    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, quoted: Bool, to output: inout [UInt8]) {
        let count = bytes.count
        guard let source = bytes.baseAddress, count > 0 else {
            if quoted { output.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "\"")]) }
            return
        }
        // At most six bytes out for one in (a control character as \u001F), the quotes, and
        // the eight bytes an escape stores past its first (`escape`). On the stack when small
        // enough.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count &* 6 &+ 16) { buffer in
            let target = buffer.baseAddress!
            var written = 0
            if quoted {
                target[0] = UInt8(ascii: "\"")
                written = 1
            }
            written = escape(source, count: count, to: target, at: written)
            if quoted {
                target[written] = UInt8(ascii: "\"")
                written &+= 1
            }
            output.append(contentsOf: UnsafeBufferPointer(start: target, count: written))
        }
    }

    /// Writes the escaped text of the `count` bytes at `source` from `target + start`; the
    /// index after the last one written. `target` needs room for `6 * count + 8` bytes past
    /// `start`: the escape of the byte at `index` starts at most at `start + 6 * index`, is
    /// at most six bytes long, and stores eight bytes from its last one on.
    ///
    /// Sixteen bytes are tested at a time (`marks(_:)`), then each word of eight is stored
    /// as it is and its marks escaped from the mask (`escapeMarks`); the last words one at
    /// a time, the last bytes as a word of their own (the text's last eight bytes shifted,
    /// or its bytes one by one when it is shorter; zeros after them). `cursor` is where the
    /// output of the byte at `index` goes.
    @inline(__always)
    private static func escape(
        _ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>, at start: Int
    ) -> Int {
        var cursor = target + start
        var index = 0
        while index &+ 16 <= count {
            let marks = marks(UnsafeRawPointer(source + index).loadUnaligned(as: SIMD2<UInt64>.self))
            let first = ByteWord.load(source, at: index)
            store(first, at: cursor)
            // Bytes of the next word that an escape at the end of this one read (0, 1 or 2):
            // the next word is then read from where the escape ended.
            var past =
                marks[0] == 0 ? 0 : escapeMarks(first, marks[0], at: index, of: source, count: count, cursor: &cursor)
            index &+= 8 &+ past
            cursor += 8 &+ past
            guard past == 0 else { continue }
            let second = ByteWord.load(source, at: index)
            store(second, at: cursor)
            past =
                marks[1] == 0 ? 0 : escapeMarks(second, marks[1], at: index, of: source, count: count, cursor: &cursor)
            index &+= 8 &+ past
            cursor += 8 &+ past
        }
        while index < count {
            let left = count &- index
            var word: UInt64
            if left >= 8 {
                word = ByteWord.load(source, at: index)
            } else if count >= 8 {
                // The last eight bytes, those before `index` shifted out.
                word = ByteWord.load(source, at: count &- 8) &>> UInt64((8 &- left) &<< 3)
            } else {
                word = 0
                for offset in 0..<left { word |= UInt64(source[index &+ offset]) &<< UInt64(offset &<< 3) }
            }
            store(word, at: cursor)
            // The zeros after the last byte are not text.
            var marks = marks(SIMD2(word, 0))[0]
            if left < 8 { marks &= ByteWord.highs &>> UInt64((8 &- left) &<< 3) }
            let past = marks == 0 ? 0 : escapeMarks(word, marks, at: index, of: source, count: count, cursor: &cursor)
            let read = min(left, 8) &+ past
            index &+= read
            cursor += read
        }
        return cursor - target
    }

    /// The bytes of `words` (two words of eight) that may need an escape, with their high
    /// bit set: the controls (below 20), the quote (22), the backslash (5C), and C2 and E2,
    /// which lead the C1 controls and U+2028, U+2029. Exact, as the `ByteWord` tests are:
    /// no carry crosses a byte. With bit 5 set in every byte, one equality finds the quote
    /// (and 02, a control anyway) and one finds both C2 and E2. In two lanes, as the
    /// processor's 16-byte registers take them.
    @inline(__always)
    private static func marks(_ words: SIMD2<UInt64>) -> SIMD2<UInt64> {
        let lows = SIMD2(repeating: ByteWord.lows)
        // A byte's high bit is set where the byte is not zero.
        @inline(__always) func nonzero(_ difference: SIMD2<UInt64>) -> SIMD2<UInt64> {
            ((difference & lows) &+ lows) | difference
        }
        let folded = words | SIMD2(repeating: ByteWord.ones &* 0x20)
        let others =
            nonzero(folded ^ SIMD2(repeating: ByteWord.ones &* 0x22))
            & nonzero(folded ^ SIMD2(repeating: ByteWord.ones &* 0xE2))
            & nonzero(words ^ SIMD2(repeating: ByteWord.ones &* UInt64(UInt8(ascii: "\\"))))
        // A byte's high bit is set where the byte is 20 or above.
        let printable = ((words & lows) &+ SIMD2(repeating: ByteWord.ones &* 0x60)) | words
        return ~(others & printable) & SIMD2(repeating: ByteWord.highs)
    }

    /// Escapes the bytes of `word` (read from `source` at `index`, already stored at
    /// `cursor`) that `marks` marks, lowest first, with no new test: an escape of `length`
    /// bytes stores the rest of the word, from the marked byte on, `length - 1` bytes
    /// further on and writes itself over the start of it, so the bytes after it stand in
    /// their places up to the next mark; `cursor` moves on by what the escape adds. Returns
    /// how many bytes past the word the last escape read (a C1 control or a separator that
    /// starts in the word's last bytes), 0 when none.
    @inline(__always)
    private static func escapeMarks(
        _ word: UInt64, _ marks: UInt64, at index: Int, of source: UnsafePointer<UInt8>, count: Int,
        cursor: inout UnsafeMutablePointer<UInt8>
    ) -> Int {
        var marks = marks
        repeat {
            // A mark is the high bit of its byte: bit 8 * offset + 7.
            let bit = marks.trailingZeroBitCount
            marks &= marks &- 1
            let rest = word &>> UInt64(bit & 0x38)
            let out = cursor + (bit &>> 3)
            let byte = UInt8(truncatingIfNeeded: rest)
            // The marks from 20 to 7F are the quote and the backslash, most marks in JSON text.
            if byte &- 0x20 < 0x60 {
                store(rest, at: out + 1)
                out[0] = UInt8(ascii: "\\")
                cursor += 1
            } else {
                let (added, past) = escapeOther(rest, at: out, offset: bit &>> 3, in: index, of: source, count: count)
                cursor += added
                // An escape that reads past the word is its last.
                if past != 0 { return past }
            }
        } while marks != 0
        return 0
    }

    /// Escapes the mark at the start of `rest` that is no quote or backslash (a control,
    /// C2 or E2; byte `offset` of the word at `index`), writing at `out`: how many more
    /// bytes it wrote than it read, and how many of those it read past the word. A C2 or
    /// E2 that leads no C1 control or separator is left as it is. Out of line: these are
    /// rare, and inlined they would cost every word a few instructions.
    @inline(never)
    private static func escapeOther(
        _ rest: UInt64, at out: UnsafeMutablePointer<UInt8>, offset: Int, in index: Int,
        of source: UnsafePointer<UInt8>,
        count: Int
    ) -> (added: Int, past: Int) {
        let byte = UInt8(truncatingIfNeeded: rest)
        let next = index &+ offset &+ 1
        switch byte {
        case 0x08, 0x09, 0x0A, 0x0C, 0x0D:
            store(rest, at: out + 1)
            out[0] = UInt8(ascii: "\\")
            out[1] = shortEscape(byte)
            return (1, 0)
        case 0x00..<0x20:
            store(rest, at: out + 5)
            writeUnicodeEscape(Int(byte), to: out)
            return (5, 0)
        case 0xC2:  // A C1 control, C2 80 to C2 9F.
            guard next < count, (0x80...0x9F).contains(source[next]) else { return (0, 0) }
            store(rest, at: out + 4)
            writeUnicodeEscape(Int(source[next]), to: out)
            return (4, max(0, offset &- 6))
        default:  // E2: U+2028, U+2029 are E2 80 A8, E2 80 A9.
            guard next &+ 1 < count, source[next] == 0x80, source[next &+ 1] == 0xA8 || source[next &+ 1] == 0xA9
            else { return (0, 0) }
            store(rest, at: out + 3)
            writeUnicodeEscape(0x2000 | Int(source[next &+ 1] & 0x3F), to: out)
            return (3, max(0, offset &- 5))
        }
    }

    /// Stores the eight bytes of `word` at `target`, its lowest byte first.
    @inline(__always)
    private static func store(_ word: UInt64, at target: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(target).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// The letter of the short escape of a control character that has one (`\b`, `\t`,
    /// `\n`, `\f`, `\r` for 08, 09, 0A, 0C, 0D), read from a constant word by its value.
    @inline(__always)
    private static func shortEscape(_ byte: UInt8) -> UInt8 {
        // "btn\0fr", the first letter lowest.
        let letters: UInt64 = 0x7266_006E_7462
        return UInt8(truncatingIfNeeded: letters &>> (UInt64(byte &- 0x08) &<< 3))
    }

    /// Writes `\uXXXX` (upper-case digits) for `value`, six bytes at `target`.
    @inline(__always)
    private static func writeUnicodeEscape(_ value: Int, to target: UnsafeMutablePointer<UInt8>) {
        let digits: StaticString = "0123456789ABCDEF"
        let digit = digits.utf8Start
        target[0] = UInt8(ascii: "\\")
        target[1] = UInt8(ascii: "u")
        target[2] = digit[value >> 12]
        target[3] = digit[(value >> 8) & 0xF]
        target[4] = digit[(value >> 4) & 0xF]
        target[5] = digit[value & 0xF]
    }

    /// ``appendQuoted(_:to:)`` for a diagnostic's text (its message, pointer and input), with
    /// the bidirectional controls (``JSONText/isBidirectionalControl(_:)``) written as
    /// `\u202E` too: a report read on a terminal or in a log cannot be reordered by them.
    /// Never for a payload: its bytes are sent as they are.
    package static func appendDiagnosticQuoted(_ text: String, to output: inout [UInt8]) {
        appendQuoted(text, to: &output, escapingBidirectionalControls: true)
    }

    @inline(__always)
    private static func appendQuoted(
        _ text: String, to output: inout [UInt8], escapingBidirectionalControls escapesBidi: Bool
    ) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            let digits: StaticString = "0123456789ABCDEF"
            let digit = digits.utf8Start
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0xC2 || byte == 0xE2 || (escapesBidi && byte == 0xD8) {
                    // Valid UTF-8: a C1 control is C2 80 to C2 9F; U+2028, U+2029 are E2 80 A8, E2 80 A9;
                    // the bidirectional controls E2 80 8E/8F/AA-AE, E2 81 A6-A9 and D8 9C (U+061C).
                    let isC1 = byte == 0xC2 && bytes[index + 1] < 0xA0
                    let isSeparator =
                        byte == 0xE2 && bytes[index + 1] == 0x80
                        && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                    let isBidi =
                        escapesBidi
                        && (byte == 0xE2
                            ? (bytes[index + 1] == 0x80
                                && (bytes[index + 2] == 0x8E || bytes[index + 2] == 0x8F
                                    || (0xAA...0xAE).contains(bytes[index + 2])))
                                || (bytes[index + 1] == 0x81 && (0xA6...0xA9).contains(bytes[index + 2]))
                            : byte == 0xD8 && bytes[index + 1] == 0x9C)
                    guard isC1 || isSeparator || isBidi else {
                        index += 1
                        continue
                    }
                    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                    let value =
                        isC1
                        ? Int(bytes[index + 1])
                        : byte == 0xD8
                            ? 0x61C : 0x2000 | Int(bytes[index + 1] & 0x03) << 6 | Int(bytes[index + 2] & 0x3F)
                    output.append(contentsOf: [
                        UInt8(ascii: "\\"), UInt8(ascii: "u"), digit[value >> 12], digit[(value >> 8) & 0xF],
                        digit[(value >> 4) & 0xF], digit[value & 0xF],
                    ])
                    index += isC1 || byte == 0xD8 ? 2 : 3
                    runStart = index
                    continue
                }
                defer { index += 1 }
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                output.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(byte)
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                default:
                    output.append(contentsOf: [
                        UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), digit[Int(byte >> 4)],
                        digit[Int(byte & 0x0F)],
                    ])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        output.append(UInt8(ascii: "\""))
    }

    // The reader bounds the nesting of decoded values and the encoder adds a few levels,
    // so this recursion is bounded for every tree built from a payload.
    private func write(_ tree: JSONTree, depth: Int, to output: inout [UInt8]) {
        switch tree {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let number): output.append(contentsOf: number.lexeme.utf8)
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output.append(contentsOf: "[]".utf8)
                return
            }
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, to: &output)
                write(element, depth: depth + 1, to: &output)
            }
            newline(depth, to: &output)
            output.append(UInt8(ascii: "]"))
        case .object(let object):
            let members = object.members
            guard !members.isEmpty else {
                output.append(contentsOf: "{}".utf8)
                return
            }
            output.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                newline(depth + 1, to: &output)
                Self.appendQuoted(member.key, to: &output)
                output.append(UInt8(ascii: ":"))
                if isPretty { output.append(UInt8(ascii: " ")) }
                write(member.value, depth: depth + 1, to: &output)
            }
            newline(depth, to: &output)
            output.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ depth: Int, to output: inout [UInt8]) {
        guard isPretty else { return }
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 2))
    }
}

extension JSONTree: CustomStringConvertible {
    /// The tree as compact JSON text (no whitespace).
    public var jsonText: String { JSONWriter().string(self) }

    /// The tree as compact JSON text, as ``jsonText``.
    public var description: String { jsonText }
}

extension JSONObject: CustomStringConvertible {
    /// The object as compact JSON text.
    public var description: String { JSONTree.object(self).jsonText }
}
