/// Helpers for JSON string text: unescaping what the reader read, and quoting
/// what pushkit writes.
public enum JSONText: Sendable {
    /// Decodes the body of a JSON string (between its quotes) to UTF-8 bytes.
    ///
    /// Escapes the reader rejected (an unpaired surrogate, a bad `\u`) become U+FFFD,
    /// so decoding never fails.
    package static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var ignored = IgnoresEscapes()
        return unescape(body, observer: &ignored)
    }

    /// `unescape(_:)`, telling `observer` of each escape as it is decoded.
    package static func unescape<Observer: EscapeObserver>(
        _ body: UnsafeBufferPointer<UInt8>, observer: inout Observer
    ) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: unescapedCapacity(body.count)) { buffer, count in
            count = unescape(body, into: buffer.baseAddress!, observer: &observer)
        }
    }

    /// `unescape(_:)` decoded as a `String`, written in place: no array in between.
    @usableFromInline package static func unescapedString(_ body: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: unescapedCapacity(body.count)) { buffer in
            var ignored = IgnoresEscapes()
            return unescape(body, into: buffer.baseAddress!, observer: &ignored)
        }
    }

    /// Scratch memory for decoding strings one after another: a buffer on the caller's
    /// stack, replaced by a heap buffer only for a string too long for it.
    package struct Scratch: ~Copyable {
        /// The buffer in use: the stack one, or a heap one of `capacity` bytes.
        private var base: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private let stack: UnsafeMutablePointer<UInt8>

        /// A scratch that starts in `stack` (memory the caller owns, such as
        /// `withUnsafeTemporaryAllocation`, which outlives the scratch).
        package init(stack: UnsafeMutableBufferPointer<UInt8>) {
            base = stack.baseAddress!
            capacity = stack.count
            self.stack = base
        }

        deinit {
            if base != stack { base.deallocate() }
        }

        /// `unescape(_:)` of `body`, written into the scratch: the buffer, which holds
        /// eight bytes more than the `count` written (zeros, so that a word-at-a-time
        /// reader may load past the end), valid until the next call.
        package mutating func unescape(
            _ body: UnsafeBufferPointer<UInt8>
        ) -> (buffer: UnsafeBufferPointer<UInt8>, count: Int) {
            let needed = JSONText.unescapedCapacity(body.count) + 8
            if capacity < needed {
                if base != stack { base.deallocate() }
                capacity = Swift.max(needed, capacity * 2)
                base = .allocate(capacity: capacity)
            }
            var ignored = IgnoresEscapes()
            let count = JSONText.unescape(body, into: base, observer: &ignored)
            // The spare bytes are read, never used: give them a value.
            (base + count).initialize(repeating: 0, count: 8)
            return (UnsafeBufferPointer(start: base, count: count + 8), count)
        }
    }

    /// Room for the unescaped form of a body of `count` bytes. An escape is two input
    /// bytes or more and writes three output bytes at most (a `\u` without its four
    /// digits becomes U+FFFD); every other byte is copied as it is.
    @inline(__always)
    fileprivate static func unescapedCapacity(_ count: Int) -> Int { count + count / 2 + 3 }

    /// Writes the unescaped form of `body` to `output`, which has room for
    /// `unescapedCapacity(body.count)` bytes; returns the number of bytes written. The
    /// runs between escapes are copied whole. `observer` hears of each escape.
    @inline(__always)
    fileprivate static func unescape<Observer: EscapeObserver>(
        _ body: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>, observer: inout Observer
    ) -> Int {
        guard let input = body.baseAddress else { return 0 }
        let count = body.count
        var written = 0
        var index = 0
        func quad(_ at: Int) -> UInt32? {
            guard at + 4 <= count else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                guard let digit = hexDigitValue(input[at + offset]) else { return nil }
                value = value << 4 | UInt32(digit)
            }
            return value
        }
        func put(_ value: UInt32) {
            for byte in UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}")! {
                output[written] = byte
                written += 1
            }
        }
        while index < count {
            let end = nextBackslash(input, from: index, count: count)
            if end > index {
                (output + written).initialize(from: input + index, count: end - index)
                written += end - index
                index = end
            }
            guard index + 1 < count else {
                if index < count {  // a backslash that ends the body stays
                    output[written] = UInt8(ascii: "\\")
                    written += 1
                }
                break
            }
            let letter = input[index + 1]
            let source = index
            let start = written
            defer { observer.escape(written: start, source: source, end: written, resume: index) }
            index += 2
            if letter == UInt8(ascii: "u") {
                guard var scalar = quad(index) else {
                    put(0xFFFD)
                    continue
                }
                index += 4
                if (0xD800...0xDBFF).contains(scalar) {
                    if index + 1 < count, input[index] == UInt8(ascii: "\\"), input[index + 1] == UInt8(ascii: "u"),
                        let low = quad(index + 2), (0xDC00...0xDFFF).contains(low)
                    {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        index += 6
                    } else {
                        scalar = 0xFFFD
                    }
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    scalar = 0xFFFD
                }
                put(scalar)
            } else {
                // `\"`, `\\`, `\/` stand for themselves; an invalid escape keeps its letter.
                output[written] = singleLetterEscape(letter) ?? letter
                written += 1
            }
        }
        return written
    }

    /// The offset of the first backslash from `start` on in the `count` bytes at
    /// `input`, or `count`: eight bytes at a time while eight remain (``ByteWord/equal(_:_:)``
    /// marks exactly the bytes that match, so the lowest mark is the first backslash).
    @inline(__always)
    private static func nextBackslash(_ input: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index + 8 <= count {
            let marks = ByteWord.equal(ByteWord.load(input, at: index), UInt8(ascii: "\\"))
            if marks != 0 { return index + marks.trailingZeroBitCount >> 3 }
            index += 8
        }
        while index < count, input[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    /// `text` as a JSON string literal, with quotes: `"`, `\`, control characters (C1
    /// too) and U+2028, U+2029 escaped, as ``JSONWriter`` writes them, and the
    /// bidirectional controls too (`isBidirectionalControl(_:)`: embeddings, overrides,
    /// isolates and the three marks), so that text quoted from a payload in a message can
    /// neither reorder the message around it on a terminal nor hide what it holds;
    /// everything else kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        appendQuoted(text, to: &output)
        output.append("\"")
        return output
    }

    /// Appends the escaped body of `text` (without quotes) to `output`.
    public static func appendQuoted(_ text: String, to output: inout String) {
        // C2 and E2 lead the C1 controls and U+2028, U+2029, which are escaped as JSONWriter
        // does, and with D8 the bidirectional controls.
        var needsEscaping = false
        for byte in text.utf8
        where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xC2 || byte == 0xE2
            || byte == 0xD8
        {
            needsEscaping = true
            break
        }
        guard needsEscaping else {
            output.append(text)
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output.append("\\\"")
            case "\\": output.append("\\\\")
            case "\n": output.append("\\n")
            case "\r": output.append("\\r")
            case "\t": output.append("\\t")
            case "\u{08}": output.append("\\b")
            case "\u{0C}": output.append("\\f")
            default:
                if scalar.value < 0x20 || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029 || isBidirectionalControl(scalar)
                {
                    output.append("\\u\(hex(scalar.value, digits: 4))")
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }
}

extension JSONText {
    /// Whether `scalar` is a bidirectional control: an embedding or override (U+202A to
    /// U+202E), an isolate (U+2066 to U+2069), or a mark (U+200E, U+200F, U+061C). On a
    /// terminal, in a log or a review tool they reorder the text around them without being
    /// seen (CVE-2021-42574, "Trojan Source").
    package static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        isBidirectionalFormatting(scalar) || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x61C
    }

    /// Whether `scalar` is an embedding, override or isolate (U+202A to U+202E, U+2066 to
    /// U+2069): the bidirectional controls that act until they are closed, and so reach
    /// past the text they came in.
    package static func isBidirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}

/// Hears of each escape ``JSONText`` decodes, as it is decoded.
package protocol EscapeObserver {
    /// The escape that starts at `source` in the body (its backslash) wrote the output
    /// bytes `written..<end`; the input goes on at `resume`.
    mutating func escape(written: Int, source: Int, end: Int, resume: Int)
}

/// Hears nothing: plain unescaping.
package struct IgnoresEscapes: EscapeObserver {
    @inline(__always)
    package func escape(written: Int, source: Int, end: Int, resume: Int) {}
}

extension JSONText {
    /// The byte a one-letter escape (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`)
    /// stands for, given its letter.
    @inline(__always)
    package static func singleLetterEscape(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
    }
}
