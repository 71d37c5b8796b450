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
    /// bytes are tested at a time (`ByteWord`) and copied whole up to the first one that
    /// needs an escape (a quote, a backslash, a control character, or the lead byte C2 or
    /// E2 of a C1 control or U+2028, U+2029). Bytes that are not valid UTF-8 are copied as
    /// they are.
    public static func appendQuoted(utf8 bytes: [UInt8], to output: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendQuoted(utf8: $0, to: &output) }
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
        // At most six bytes out for one in (a control character as \u001F), and the quotes:
        // room for the whole literal, and for the eight bytes stored before a word is tested
        // (at `written`, at most 1 + 6 * index, with index + 8 <= count). On the stack when
        // small enough.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count &* 6 &+ 2) { buffer in
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

    /// Writes the escaped text of the `count` bytes at `source` from `target + start`, which
    /// has room for `6 * count + 1` bytes; the index after the last one written.
    @inline(__always)
    private static func escape(
        _ source: UnsafePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>, at start: Int
    ) -> Int {
        var written = start
        var index = 0
        while index < count {
            if index &+ 8 <= count {
                let word = ByteWord.load(source, at: index)
                UnsafeMutableRawPointer(target + written).storeBytes(of: word.littleEndian, as: UInt64.self)
                let marks =
                    ByteWord.below(word, 0x20) | ByteWord.equal(word, UInt8(ascii: "\""))
                    | ByteWord.equal(word, UInt8(ascii: "\\")) | ByteWord.equal(word, 0xC2)
                    | ByteWord.equal(word, 0xE2)
                if marks == 0 {
                    index &+= 8
                    written &+= 8
                    continue
                }
                let clean = marks.trailingZeroBitCount &>> 3
                index &+= clean
                written &+= clean
            }
            let byte = source[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                target[written] = UInt8(ascii: "\\")
                target[written &+ 1] = byte
                written &+= 2
                index &+= 1
            case 0x08, 0x09, 0x0A, 0x0C, 0x0D:
                target[written] = UInt8(ascii: "\\")
                target[written &+ 1] = shortEscapes[Int(byte)]
                written &+= 2
                index &+= 1
            case 0x00..<0x20:
                writeUnicodeEscape(Int(byte), to: target + written)
                written &+= 6
                index &+= 1
            // A C1 control, C2 80 to C2 9F.
            case 0xC2 where index &+ 1 < count && (0x80...0x9F).contains(source[index &+ 1]):
                writeUnicodeEscape(Int(source[index &+ 1]), to: target + written)
                written &+= 6
                index &+= 2
            // U+2028, U+2029: E2 80 A8, E2 80 A9.
            case 0xE2
            where index &+ 2 < count && source[index &+ 1] == 0x80
                && (source[index &+ 2] == 0xA8 || source[index &+ 2] == 0xA9):
                writeUnicodeEscape(0x2000 | Int(source[index &+ 2] & 0x3F), to: target + written)
                written &+= 6
                index &+= 3
            default:
                target[written] = byte
                written &+= 1
                index &+= 1
            }
        }
        return written
    }

    /// The letter of the short escape of each control character that has one (`\b`, `\t`,
    /// `\n`, `\f`, `\r`), by its value.
    private static let shortEscapes: [UInt8] = Array("\0\0\0\0\0\0\0\0btn\0fr".utf8)

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
