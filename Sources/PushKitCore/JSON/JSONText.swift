/// Helpers for JSON string text: unescaping what the reader read, and quoting
/// what pushkit writes.
public enum JSONText: Sendable {
    /// Decodes the body of a JSON string (between its quotes) to UTF-8 bytes.
    ///
    /// Escapes the reader rejected (an unpaired surrogate, a bad `\u`) become U+FFFD,
    /// so decoding never fails.
    static func unescape(_ body: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: unescapedCapacity(body.count)) { buffer, count in
            count = unescape(body, into: buffer.baseAddress!)
        }
    }

    /// `unescape(_:)` decoded as a `String`, written in place: no array in between.
    static func unescapedString(_ body: UnsafeBufferPointer<UInt8>) -> String {
        String(unsafeUninitializedCapacity: unescapedCapacity(body.count)) { buffer in
            unescape(body, into: buffer.baseAddress!)
        }
    }

    /// Room for the unescaped form of a body of `count` bytes. An escape is two input
    /// bytes or more and writes three output bytes at most (a `\u` without its four
    /// digits becomes U+FFFD); every other byte is copied as it is.
    @inline(__always)
    private static func unescapedCapacity(_ count: Int) -> Int { count + count / 2 + 3 }

    /// Writes the unescaped form of `body` to `output`, which has room for
    /// `unescapedCapacity(body.count)` bytes; returns the number of bytes written. The
    /// runs between escapes are copied whole.
    private static func unescape(_ body: UnsafeBufferPointer<UInt8>, into output: UnsafeMutablePointer<UInt8>) -> Int {
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
            var end = index
            while end < count, input[end] != UInt8(ascii: "\\") { end += 1 }
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

    /// `text` as a JSON string literal, with quotes: `"`, `\` and control characters
    /// escaped, everything else kept as UTF-8.
    public static func quoted(_ text: String) -> String {
        var output = "\""
        appendQuoted(text, to: &output)
        output.append("\"")
        return output
    }

    /// Appends the escaped body of `text` (without quotes) to `output`.
    public static func appendQuoted(_ text: String, to output: inout String) {
        var needsEscaping = false
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
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
                if scalar.value < 0x20 {
                    output.append("\\u\(hex(scalar.value, digits: 4))")
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
    }
}

extension JSONText {
    /// The byte a one-letter escape (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`)
    /// stands for, given its letter.
    @inline(__always)
    static func singleLetterEscape(_ letter: UInt8) -> UInt8? {
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

    /// Like `unescape`, and also returns, for every output byte (and one past the
    /// end), the input offset it came from: `base` plus its place in `body`.
    static func unescapeWithOffsets(_ body: UnsafeBufferPointer<UInt8>, base: Int) -> ([UInt8], [Int]) {
        var output: [UInt8] = []
        var offsets: [Int] = []
        output.reserveCapacity(body.count)
        offsets.reserveCapacity(body.count + 1)
        var index = 0
        while index < body.count {
            guard body[index] == UInt8(ascii: "\\") else {
                output.append(body[index])
                offsets.append(base + index)
                index += 1
                continue
            }
            // The one-letter escapes (most of an embedded document's: its quotes) inline.
            if index + 1 < body.count, let byte = Self.singleLetterEscape(body[index + 1]) {
                output.append(byte)
                offsets.append(base + index)
                index += 2
                continue
            }
            // Decode one escape (with its surrogate partner) through `unescape`.
            var end = min(index + 2, body.count)
            if end == index + 2, body[index + 1] == UInt8(ascii: "u") {
                end = min(index + 6, body.count)
                if end + 1 < body.count, body[end] == UInt8(ascii: "\\"), body[end + 1] == UInt8(ascii: "u") {
                    let high = body[(index + 2)..<end]
                    if high.count == 4, let first = high.first, first | 0x20 == UInt8(ascii: "d"),
                        let second = hexDigitValue(high[high.startIndex + 1]), (8...11).contains(second)
                    {
                        end = min(end + 6, body.count)
                    }
                }
            }
            let decoded = unescape(UnsafeBufferPointer(rebasing: body[index..<end]))
            output.append(contentsOf: decoded)
            offsets.append(contentsOf: repeatElement(base + index, count: decoded.count))
            index = end
        }
        offsets.append(base + body.count)
        return (output, offsets)
    }
}
