/// Text helpers shared by the previews: display columns as a terminal counts them,
/// and payload text made safe to show.
enum DisplayText {
    // MARK: Columns

    /// The columns `text` takes in a terminal.
    static func width(_ text: some StringProtocol) -> Int {
        // Printable ASCII, the common case, is one column a byte.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += width(character) }
        return total
    }

    /// The columns one grapheme cluster takes: 2 for East Asian wide and fullwidth
    /// characters and for emoji shown as emoji, 0 for a lone combining or format
    /// character, else 1.
    static func width(_ character: Character) -> Int {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var previousIsEmoji = false
        for scalar in scalars {
            let properties = scalar.properties
            if properties.isEmojiPresentation { return 2 }
            // A text-style emoji followed by VARIATION SELECTOR-16 is drawn as an emoji.
            if scalar.value == 0xFE0F, previousIsEmoji { return 2 }
            previousIsEmoji = properties.isEmoji
        }
        return width(first)
    }

    /// The columns a scalar takes on its own.
    static func width(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        switch scalar.properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format, .lineSeparator, .paragraphSeparator: return 0
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        for range in wideRanges where range.contains(value) { return 2 }
        return 1
    }

    /// East Asian Wide and Fullwidth blocks (emoji are found by their properties).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, enclosed CJK
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut
        0x1B000...0x1B2FF,  // Kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]

    // MARK: Safe text

    /// Payload text with every character a terminal or a reader could be fooled by
    /// written out as a visible escape: control characters (`\t`, `\r`, `\u{1B}`, ...),
    /// bidirectional overrides, isolates and marks (`\u{202E}`, ...), the line and
    /// paragraph separators, and the hidden characters `text.hidden-character` reports
    /// (`\u{AD}`, `\u{3164}`, `\u{E0041}`, ...; see `HiddenCharacters`), judged as it
    /// judges them: a variation selector after a character it varies and a whole emoji
    /// tag sequence stay as they are. With `keepNewlines`, a line feed (or CR LF) stays a
    /// line break, as it is one on the device; otherwise it is shown as `\n`.
    ///
    /// Linear in the text: the result is one `String` grown in place (appending a
    /// sequence to a `String.UnicodeScalarView` copies the whole view each time).
    static func visible(_ text: String, keepNewlines: Bool = true) -> String {
        // One pass to tell whether anything is escaped, and which scalars are hidden.
        var escapes = false
        var hidden: [Range<Int>] = []
        var scanner = HiddenCharacters.Scanner()
        var count = 0
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) { escapes = true }
            scanner.feed(scalar.value, at: count) { offsets, _ in hidden.append(offsets) }
            count += 1
        }
        scanner.finish(at: count) { offsets, _ in hidden.append(offsets) }
        guard escapes || !hidden.isEmpty else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        var offset = 0
        var run = 0  // the first run of `hidden` not yet passed
        while let scalar = pending {
            pending = scalars.next()
            defer { offset += 1 }
            while run < hidden.count, hidden[run].upperBound <= offset { run += 1 }
            if run < hidden.count, hidden[run].contains(offset) {
                appendEscape(scalar, to: &result)
            } else if keepNewlines, scalar == "\n" {
                result.unicodeScalars.append(scalar)
            } else if keepNewlines, scalar == "\r", pending == "\n" {
                continue  // CR LF: the LF that follows is the break
            } else if needsEscape(scalar) {
                appendEscape(scalar, to: &result)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is shown as an escape rather than as itself.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F: true  // ARABIC LETTER MARK, LRM, RLM
        case 0x202A...0x202E: true  // LRE, RLE, PDF, LRO, RLO
        case 0x2066...0x2069: true  // LRI, RLI, FSI, PDI
        case 0x2028, 0x2029: true  // LINE and PARAGRAPH SEPARATOR
        default: false
        }
    }

    /// The visible escape of one scalar: `\t`, `\n`, `\r` or `\u{HEX}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        var text = ""
        appendEscape(scalar, to: &text)
        return text
    }

    /// Appends ``escape(_:)`` of `scalar` to `output`, in place.
    static func appendEscape(_ scalar: Unicode.Scalar, to output: inout String) {
        switch scalar {
        case "\t": output += "\\t"
        case "\n": output += "\\n"
        case "\r": output += "\\r"
        default:
            output += "\\u{"
            if scalar.value < 0x10 { output += "0" }
            output += String(scalar.value, radix: 16, uppercase: true)
            output += "}"
        }
    }

    // MARK: Numbers

    /// A number for people and for CSS: at most two decimals, no exponent, no
    /// trailing `.0`; non-finite values are `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -1e12), 1e12)
        let hundredths = (clamped * 100).rounded()
        let whole = Int64(hundredths / 100)
        let fraction = Int64(abs(hundredths.truncatingRemainder(dividingBy: 100)))
        let sign = hundredths < 0 && whole == 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
        if digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }
}
