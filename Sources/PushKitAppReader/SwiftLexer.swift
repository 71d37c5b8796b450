/// One token of Swift source, as ``SwiftLexer`` reads it: what `pushkit app` needs to find
/// declarations, not a full Swift grammar.
struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    enum Kind: Sendable, Hashable {
        /// A name or keyword (`struct`, `Phase`; a backticked name without its backticks).
        case identifier
        /// A backticked name, `` `default` ``: never a keyword.
        case escapedIdentifier
        /// One punctuation or operator byte: `{`, `<`, `?`, `:`, `=`, `@`...
        case punctuation
        /// A string literal; ``SwiftToken/value`` holds its text when it has no interpolation.
        case string
        /// A number literal, as written.
        case number
        /// `#if`, `#else`, `#endif`...: ``SwiftToken/text`` is the name without `#`.
        case directive
        /// A regular expression literal `#/.../#`.
        case regex
    }

    /// The kind.
    var kind: Kind
    /// The text: a name, a punctuation byte, a number or a directive name.
    var text: String
    /// A string literal's value (escapes decoded), `nil` when it interpolates.
    var value: String?
    /// The 1-based line where the token starts.
    var line: Int
    /// Whether the token is the first on its line.
    var startsLine: Bool

    /// Whether the token is the identifier (not backticked) `keyword`.
    func isKeyword(_ keyword: String) -> Bool { kind == .identifier && text == keyword }

    /// Whether the token is the punctuation byte `character`.
    func isPunctuation(_ character: String) -> Bool { kind == .punctuation && text == character }

    /// Whether the token is a name (a keyword or not).
    var isName: Bool { kind == .identifier || kind == .escapedIdentifier }
}

/// A lexer for Swift source, without a Swift parser: comments (`//`, nested `/* */`), string
/// literals (single-line, multi-line `"""`, raw `#"..."#` with any number of `#`, with
/// interpolations whose own strings and parentheses nest), backticked names, numbers,
/// directives and regular expression literals `#/.../#`. Every other byte that is not a
/// name is one punctuation token, so `>>` closing two generic brackets is two tokens.
///
/// It never fails: what it cannot close (a comment or string at the end of the file) is a
/// note with its line. Each byte is looked at a bounded number of times, and nothing
/// recurses: an interpolation's nesting is an explicit stack.
struct SwiftLexer {
    /// The tokens, in order. Tokens inside an interpolation are read but not kept: the
    /// string is one token.
    private(set) var tokens: [SwiftToken] = []
    /// What could not be read, by line.
    private(set) var notes: [(line: Int, message: String)] = []

    private let bytes: [UInt8]
    /// How many times a byte of the input was looked at: at most a few times the input's
    /// length whatever the input (the tests of linear cost count it).
    private(set) var reads = 0
    private var position = 0
    private var line = 1
    private var atLineStart = true
    /// The interpolations open, innermost last: the string each belongs to and the
    /// parentheses open inside it.
    private var interpolations: [(string: StringShape, parentheses: Int)] = []

    /// The shape of a string literal: its `#`s and whether it is multi-line.
    private struct StringShape {
        var hashes: Int
        var multiline: Bool
    }

    /// Lexes `bytes` (UTF-8; other bytes are read as name bytes, never a failure).
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        run()
    }

    private var isKeeping: Bool { interpolations.isEmpty }

    private mutating func byte(at offset: Int) -> UInt8? {
        reads += 1
        return offset < bytes.count ? bytes[offset] : nil
    }

    /// The byte at `offset`, which is inside the input.
    private mutating func read(_ offset: Int) -> UInt8 {
        reads += 1
        return bytes[offset]
    }

    private mutating func append(_ kind: SwiftToken.Kind, _ text: String, value: String? = nil, line: Int? = nil) {
        guard isKeeping else { return }
        tokens.append(
            SwiftToken(kind: kind, text: text, value: value, line: line ?? self.line, startsLine: atLineStart))
        atLineStart = false
    }

    private mutating func run() {
        while position < bytes.count {
            let current = read(position)
            switch current {
            case UInt8(ascii: "\n"):
                line += 1
                atLineStart = true
                position += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C, 0:
                position += 1
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                while position < bytes.count, read(position) != UInt8(ascii: "\n") { position += 1 }
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                string(hashes: 0)
            case UInt8(ascii: "#"):
                hash()
            case UInt8(ascii: "`"):
                backticked()
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
                append(.punctuation, "(")
                position += 1
            case UInt8(ascii: ")"):
                position += 1
                if let open = interpolations.last {
                    if open.parentheses == 0 {
                        // The interpolation ends: the string it belongs to goes on.
                        interpolations.removeLast()
                        stringBody(open.string, startLine: line)
                    } else {
                        interpolations[interpolations.count - 1].parentheses -= 1
                    }
                } else {
                    append(.punctuation, ")")
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            default:
                if Self.isNameStart(current) {
                    name()
                } else {
                    append(.punctuation, String(UnicodeScalar(current)))
                    position += 1
                }
            }
        }
        if !interpolations.isEmpty {
            notes.append((line, "a string interpolation \\( is not closed before the end of the file"))
        }
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private mutating func name() {
        let start = position
        while position < bytes.count, Self.isNameByte(read(position)) { position += 1 }
        append(.identifier, String(decoding: bytes[start..<position], as: UTF8.self))
    }

    private mutating func backticked() {
        let start = position + 1
        var end = start
        while end < bytes.count, read(end) != UInt8(ascii: "`"), read(end) != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count, read(end) == UInt8(ascii: "`"), end > start else {
            append(.punctuation, "`")
            position += 1
            return
        }
        append(.escapedIdentifier, String(decoding: bytes[start..<end], as: UTF8.self))
        position = end + 1
    }

    private mutating func number() {
        let start = position
        while position < bytes.count {
            let current = read(position)
            if Self.isNameByte(current) {
                // An exponent's sign: 1e-5 (not in hexadecimal, where e is a digit).
                let isHex = position > start + 1 && read(start + 1) | 0x20 == UInt8(ascii: "x")
                position += 1
                if !isHex, current | 0x20 == UInt8(ascii: "e"),
                    let sign = byte(at: position), sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+")
                {
                    position += 1
                }
            } else if current == UInt8(ascii: "."), let next = byte(at: position + 1),
                next >= UInt8(ascii: "0"), next <= UInt8(ascii: "9")
            {
                position += 1
            } else {
                break
            }
        }
        append(.number, String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// `/* ... */`, nested.
    private mutating func blockComment() {
        let startLine = line
        var depth = 0
        while position < bytes.count {
            let current = read(position)
            if current == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if current == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return }
            } else {
                if current == UInt8(ascii: "\n") {
                    line += 1
                    atLineStart = true
                }
                position += 1
            }
        }
        notes.append((startLine, "a /* comment is not closed before the end of the file"))
    }

    /// `#`: a raw string, a regular expression literal, a directive, or punctuation.
    private mutating func hash() {
        var hashes = 0
        while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = byte(at: position + hashes)
        if next == UInt8(ascii: "\"") {
            position += hashes
            string(hashes: hashes)
        } else if next == UInt8(ascii: "/") {
            regex(hashes: hashes)
        } else {
            // A run of `#` that opens no string or regular expression: each `#` but the
            // last is punctuation, read here once (counting the run again from each `#`
            // made a long run quadratic); the last starts a directive or is punctuation too.
            for _ in 1..<hashes {
                append(.punctuation, "#")
                position += 1
            }
            if let next, Self.isNameStart(next) {
                let start = position + 1
                position = start
                while position < bytes.count, Self.isNameByte(read(position)) { position += 1 }
                append(.directive, String(decoding: bytes[start..<position], as: UTF8.self))
            } else {
                append(.punctuation, "#")
                position += 1
            }
        }
    }

    /// `#/ ... /#` (with as many `#` on each side).
    private mutating func regex(hashes: Int) {
        let startLine = line
        let keptStart = atLineStart
        position += hashes + 1
        while position < bytes.count {
            if read(position) == UInt8(ascii: "/"), closes(at: position + 1, hashes: hashes) {
                position += 1 + hashes
                if isKeeping {
                    tokens.append(
                        SwiftToken(kind: .regex, text: "", value: nil, line: startLine, startsLine: keptStart))
                    atLineStart = false
                }
                return
            }
            if read(position) == UInt8(ascii: "\n") { line += 1 }
            position += 1
        }
        notes.append((startLine, "a regular expression literal #/ is not closed before the end of the file"))
    }

    /// Whether `hashes` `#`s stand at `offset`.
    private mutating func closes(at offset: Int, hashes: Int) -> Bool {
        guard offset + hashes <= bytes.count else { return false }
        for index in offset..<(offset + hashes) where read(index) != UInt8(ascii: "#") { return false }
        return true
    }

    /// A string literal whose opening quote is at `position` (after its `#`s).
    private mutating func string(hashes: Int) {
        let multiline =
            byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        let shape = StringShape(hashes: hashes, multiline: multiline)
        let startLine = line
        if isKeeping {
            tokens.append(SwiftToken(kind: .string, text: "", value: nil, line: line, startsLine: atLineStart))
            atLineStart = false
        }
        stringBody(shape, startLine: startLine)
    }

    /// Reads a string's content up to its closing quote, or to an interpolation, which is
    /// pushed: the string goes on after its `)`. Sets the string token's value when the
    /// whole string is read in one go.
    private mutating func stringBody(_ shape: StringShape, startLine: Int) {
        let owner = isKeeping ? tokens.count - 1 : nil
        let continued = owner.map { tokens[$0].text == "interpolated" } ?? true
        var value: [UInt8] = []
        // A multi-line string's content starts on the line after its opening quotes.
        if shape.multiline, !continued {
            var probe = position
            while probe < bytes.count, read(probe) == UInt8(ascii: " ") || read(probe) == UInt8(ascii: "\t") {
                probe += 1
            }
            if probe < bytes.count, read(probe) == UInt8(ascii: "\n") {
                position = probe + 1
                line += 1
            }
        }
        while position < bytes.count {
            let current = read(position)
            if current == UInt8(ascii: "\\"), closes(at: position + 1, hashes: shape.hashes) {
                let escaped = position + 1 + shape.hashes
                guard escaped < bytes.count else {
                    position = escaped
                    break
                }
                switch read(escaped) {
                case UInt8(ascii: "("):
                    interpolations.append((shape, 0))
                    if let owner { tokens[owner].text = "interpolated" }
                    position = escaped + 1
                    return
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): value.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "0"): value.append(0)
                case UInt8(ascii: "u"):
                    position = unicodeEscape(from: escaped + 1, into: &value)
                    continue
                case UInt8(ascii: "\n"):
                    // A multi-line string's line continuation.
                    line += 1
                default:
                    value.append(read(escaped))
                }
                position = escaped + 1
                continue
            }
            if current == UInt8(ascii: "\"") {
                let quotes = shape.multiline ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(at: position + $0) == UInt8(ascii: "\"") }),
                    closes(at: position + quotes, hashes: shape.hashes)
                {
                    position += quotes + shape.hashes
                    if let owner, !continued, tokens[owner].text != "interpolated" {
                        if shape.multiline { value = Self.dedented(value) }
                        tokens[owner].value = String(decoding: value, as: UTF8.self)
                    }
                    return
                }
            }
            if current == UInt8(ascii: "\n") {
                if !shape.multiline {
                    notes.append((line, "a string literal is not closed on its line"))
                    return
                }
                line += 1
            }
            value.append(current)
            position += 1
        }
        notes.append((startLine, "a string literal is not closed before the end of the file"))
    }

    /// A multi-line string's content as Swift reads it: the closing delimiter's line and
    /// its indentation, removed from the start of every line.
    static func dedented(_ value: [UInt8]) -> [UInt8] {
        let lastBreak = value.lastIndex(of: UInt8(ascii: "\n"))
        let tail = value[(lastBreak.map { $0 + 1 } ?? 0)...]
        guard tail.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return value }
        let indentation = Array(tail)
        let body = value[..<(lastBreak ?? 0)]
        var result: [UInt8] = []
        result.reserveCapacity(body.count)
        var lineStart = true
        var index = body.startIndex
        while index < body.endIndex {
            if lineStart, !indentation.isEmpty, body[index...].starts(with: indentation) {
                index += indentation.count
                lineStart = false
                continue
            }
            lineStart = body[index] == UInt8(ascii: "\n")
            result.append(body[index])
            index += 1
        }
        return result
    }

    /// `\u{XXXX}` from after the `u`: appends the scalar's UTF-8 and returns where it ends.
    private mutating func unicodeEscape(from start: Int, into value: inout [UInt8]) -> Int {
        guard byte(at: start) == UInt8(ascii: "{") else { return start }
        var offset = start + 1
        var scalar: UInt32 = 0
        var digits = 0
        while offset < bytes.count, digits <= 8, let digit = Self.hexDigit(read(offset)) {
            scalar = scalar &* 16 &+ UInt32(digit)
            digits += 1
            offset += 1
        }
        guard byte(at: offset) == UInt8(ascii: "}") else { return offset }
        if let unicode = UnicodeScalar(scalar) { value.append(contentsOf: Array(String(Character(unicode)).utf8)) }
        return offset + 1
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
