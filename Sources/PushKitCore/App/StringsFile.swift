/// Reads a `Localizable.strings` file: the old-style property list of `"key" = "value";`
/// entries Xcode writes for each language.
///
/// What it reads: `/* ... */` and `// ...` comments; keys and values in double quotes,
/// with the escapes `\"`, `\\`, `\n`, `\t`, `\r`, `\0`, `\a`, `\b`, `\f`, `\v`, octal
/// `\ddd` and `\Uxxxx` (UTF-16, surrogate pairs joined); unquoted keys and values of
/// letters, digits and `_ . $ : / -`; `"key";` alone (the value is the key); UTF-8 with
/// or without a byte order mark, and UTF-16 with one. A later entry for a key replaces an
/// earlier one, as on the device. Linear in the file, and never recursive.
struct StringsFile {
    /// One entry and the byte offset of its key (in the UTF-8 text).
    struct Entry: Sendable {
        var key: String
        var value: String
        var offset: Int
    }

    /// What is wrong with a file, and where (a byte offset in ``text``).
    struct Problem: Sendable, Error {
        var offset: Int
        var message: String
    }

    /// The file as UTF-8 text, its byte order mark removed.
    let text: [UInt8]

    /// Decodes `bytes` (UTF-8, or UTF-16 with a byte order mark); `nil` when it is
    /// neither.
    init?(_ bytes: [UInt8]) {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            guard bytes.count % 2 == 0 else { return nil }
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var index = 2
            while index + 1 < bytes.count {
                let (low, high) = little ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
                units.append(UInt16(high) << 8 | UInt16(low))
                index += 2
            }
            var decoded: [UInt8] = []
            var iterator = units.makeIterator()
            var decoder = UTF16()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): decoded += Array(String(Character(scalar)).utf8)
                case .emptyInput: break loop
                case .error: return nil
                }
            }
            text = decoded
            return
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let body = Array(bytes[start...])
        guard String(validating: body, as: UTF8.self) != nil else { return nil }
        text = body
    }

    /// The entries, in file order, or the first problem.
    func entries() -> Result<[Entry], Problem> {
        var scanner = Scanner(text: text)
        var entries: [Entry] = []
        while true {
            do {
                try scanner.skipSpaceAndComments()
            } catch {
                return .failure(error)
            }
            guard scanner.position < text.count else { return .success(entries) }
            let offset = scanner.position
            let key: String
            do {
                key = try scanner.word(what: "a key")
                try scanner.skipSpaceAndComments()
                guard scanner.position < text.count else {
                    return .failure(
                        Problem(
                            offset: scanner.position,
                            message: "the entry for \(JSONText.quoted(key)) has no ; at its end"))
                }
                if text[scanner.position] == UInt8(ascii: ";") {
                    scanner.position += 1
                    entries.append(Entry(key: key, value: key, offset: offset))
                    continue
                }
                guard text[scanner.position] == UInt8(ascii: "=") else {
                    return .failure(
                        Problem(
                            offset: scanner.position,
                            message:
                                "expected = or ; after the key \(JSONText.quoted(key)), not \(scanner.describeHere)"))
                }
                scanner.position += 1
                try scanner.skipSpaceAndComments()
                let value = try scanner.word(what: "a value")
                try scanner.skipSpaceAndComments()
                guard scanner.position < text.count, text[scanner.position] == UInt8(ascii: ";") else {
                    return .failure(
                        Problem(
                            offset: scanner.position,
                            message:
                                "expected ; after the value of \(JSONText.quoted(key)), not \(scanner.describeHere)"))
                }
                scanner.position += 1
                entries.append(Entry(key: key, value: value, offset: offset))
            } catch {
                return .failure(error)
            }
        }
    }

    /// A cursor over the text.
    private struct Scanner {
        let text: [UInt8]
        var position = 0

        /// What is at the cursor, for a message.
        var describeHere: String {
            guard position < text.count else { return "the end of the file" }
            let end = min(text.count, position + 12)
            return JSONText.quoted(String(decoding: text[position..<end], as: UTF8.self))
        }

        mutating func skipSpaceAndComments() throws(Problem) {
            while position < text.count {
                let byte = text[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "*")
                {
                    let start = position
                    position += 2
                    while position + 1 < text.count,
                        !(text[position] == UInt8(ascii: "*") && text[position + 1] == UInt8(ascii: "/"))
                    {
                        position += 1
                    }
                    guard position + 1 < text.count else {
                        throw Problem(offset: start, message: "a /* comment is not closed")
                    }
                    position += 2
                } else if byte == UInt8(ascii: "/"), position + 1 < text.count, text[position + 1] == UInt8(ascii: "/")
                {
                    while position < text.count, text[position] != 0x0A { position += 1 }
                } else {
                    return
                }
            }
        }

        /// A quoted string or an unquoted word.
        mutating func word(what: String) throws(Problem) -> String {
            guard position < text.count else {
                throw Problem(offset: position, message: "expected \(what), not the end of the file")
            }
            if text[position] == UInt8(ascii: "\"") { return try quoted() }
            let start = position
            while position < text.count, Self.isWordByte(text[position]) { position += 1 }
            guard position > start else {
                throw Problem(offset: position, message: "expected \(what) in double quotes, not \(describeHere)")
            }
            return String(decoding: text[start..<position], as: UTF8.self)
        }

        static func isWordByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || [
                    UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "$"), UInt8(ascii: ":"), UInt8(ascii: "/"),
                    UInt8(ascii: "-"),
                ]
                .contains(byte)
        }

        /// A string in double quotes, its escapes resolved.
        mutating func quoted() throws(Problem) -> String {
            let start = position
            position += 1
            var scalars = String.UnicodeScalarView()
            var pendingHigh: UInt16?
            var runStart = position
            func flush(_ end: Int, into scalars: inout String.UnicodeScalarView) {
                if end > runStart { scalars += String(decoding: text[runStart..<end], as: UTF8.self).unicodeScalars }
            }
            while position < text.count {
                let byte = text[position]
                if byte == UInt8(ascii: "\"") {
                    flush(position, into: &scalars)
                    position += 1
                    return String(scalars)
                }
                guard byte == UInt8(ascii: "\\") else {
                    position += 1
                    continue
                }
                flush(position, into: &scalars)
                position += 1
                guard position < text.count else { break }
                let escaped = text[position]
                position += 1
                var unit: UInt16?
                switch escaped {
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "a"): scalars.append("\u{07}")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "v"): scalars.append("\u{0B}")
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    var digits = 0
                    while digits < 4, position < text.count, let digit = Self.hexValue(text[position]) {
                        value = value << 4 | UInt16(digit)
                        position += 1
                        digits += 1
                    }
                    guard digits > 0 else {
                        throw Problem(offset: position - 2, message: "\\U needs up to four hexadecimal digits")
                    }
                    unit = value
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt16(escaped - UInt8(ascii: "0"))
                    var digits = 1
                    while digits < 3, position < text.count, text[position] >= UInt8(ascii: "0"),
                        text[position] <= UInt8(ascii: "7")
                    {
                        value = value << 3 | UInt16(text[position] - UInt8(ascii: "0"))
                        position += 1
                        digits += 1
                    }
                    unit = value
                default:
                    // \" \\ \' and any other character stand for themselves.
                    runStart = position - 1
                    continue
                }
                if let unit {
                    if let high = pendingHigh, (0xDC00...0xDFFF).contains(unit) {
                        let value = 0x10000 + (UInt32(high) - 0xD800) << 10 + (UInt32(unit) - 0xDC00)
                        if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
                        pendingHigh = nil
                    } else if (0xD800...0xDBFF).contains(unit) {
                        pendingHigh = unit
                    } else if let scalar = Unicode.Scalar(unit) {
                        scalars.append(scalar)
                    }
                }
                runStart = position
            }
            throw Problem(offset: start, message: "a string in double quotes is not closed")
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
