/// How a run of terminal text is drawn.
struct SGRStyle: Hashable {
    var bold = false
    var dim = false
    var foreground: CampaignColor?
    var background: CampaignColor?

    static let plain = SGRStyle()
    static let strong = SGRStyle(bold: true)
    static let faint = SGRStyle(dim: true)

    /// The SGR sequence that turns this style on; empty for plain text.
    var sequence: String {
        var codes: [String] = []
        if bold { codes.append("1") }
        if dim { codes.append("2") }
        if let color = foreground {
            codes.append("38;2;" + String(color.red) + ";" + String(color.green) + ";" + String(color.blue))
        }
        if let color = background {
            codes.append("48;2;" + String(color.red) + ";" + String(color.green) + ";" + String(color.blue))
        }
        guard !codes.isEmpty else { return "" }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }
}

/// One line of terminal output: runs of safe text, each with a style.
struct StyledLine {
    struct Span {
        var text: String
        var style: SGRStyle
    }

    var spans: [Span] = []

    init(_ text: String = "", style: SGRStyle = .plain) {
        if !text.isEmpty { spans = [Span(text: text, style: style)] }
    }

    /// The columns the line takes (escape sequences take none).
    var width: Int { spans.reduce(0) { $0 + DisplayText.width($1.text) } }

    /// Appends a run, joining it to the last one when the style is the same.
    mutating func append(_ text: String, style: SGRStyle = .plain) {
        guard !text.isEmpty else { return }
        if let last = spans.indices.last, spans[last].style == style {
            spans[last].text += text
        } else {
            spans.append(Span(text: text, style: style))
        }
    }

    mutating func append(_ line: StyledLine) {
        for span in line.spans { append(span.text, style: span.style) }
    }

    /// Pads with spaces to `columns`.
    mutating func pad(to columns: Int, style: SGRStyle = .plain) {
        let missing = columns - width
        if missing > 0 { append(String(repeating: " ", count: missing), style: style) }
    }

    /// The line cut to at most `columns` (a wide character that would straddle the
    /// edge is dropped).
    func clipped(to columns: Int) -> StyledLine {
        guard width > columns else { return self }
        var result = StyledLine()
        var used = 0
        for span in spans {
            var kept = ""
            for character in span.text {
                let columnsTaken = DisplayText.width(character)
                if used + columnsTaken > columns { break }
                kept.append(character)
                used += columnsTaken
            }
            result.append(kept, style: span.style)
            if used >= columns { break }
        }
        return result
    }

    /// The text, with styles as SGR sequences when `color` is on.
    func rendered(color: Bool) -> String {
        var text = ""
        for span in spans {
            let sequence = color ? span.style.sequence : ""
            if sequence.isEmpty {
                text += span.text
            } else {
                text += sequence + span.text + "\u{1B}[0m"
            }
        }
        // Trailing blanks of plain text are noise in a terminal.
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}

/// Wrapping and cutting of safe text by display columns.
enum TextLayout {
    /// `text` broken into lines of at most `columns`: at spaces where it can, between
    /// wide characters, and inside a word only when the word alone is too long. A line
    /// feed is a hard break.
    static func wrap(_ text: String, columns: Int) -> [String] {
        let columns = max(columns, 1)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(Substring(paragraph), columns: columns)
        }
        return lines.isEmpty ? [""] : lines
    }

    private static func wrapParagraph(_ paragraph: Substring, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var word = ""
        var wordWidth = 0

        func flushLine() {
            while line.hasSuffix(" ") {
                line.removeLast()
            }
            lines.append(line)
            line = ""
            lineWidth = 0
        }
        func placeWord() {
            guard !word.isEmpty else { return }
            if lineWidth + wordWidth > columns, lineWidth > 0 { flushLine() }
            if wordWidth <= columns - lineWidth {
                line += word
                lineWidth += wordWidth
            } else {
                for character in word {
                    let characterWidth = DisplayText.width(character)
                    if lineWidth + characterWidth > columns, lineWidth > 0 { flushLine() }
                    if characterWidth > columns { continue }  // cannot be shown at this width at all
                    line.append(character)
                    lineWidth += characterWidth
                }
            }
            word = ""
            wordWidth = 0
        }

        for character in paragraph {
            if character == " " {
                placeWord()
                if lineWidth > 0, lineWidth < columns {
                    line.append(" ")
                    lineWidth += 1
                } else if lineWidth >= columns {
                    flushLine()
                }
            } else if DisplayText.width(character) == 2 {
                // Lines may break on either side of a wide (CJK) character.
                placeWord()
                word = String(character)
                wordWidth = 2
                placeWord()
            } else {
                word.append(character)
                wordWidth += DisplayText.width(character)
            }
        }
        placeWord()
        if !line.isEmpty || lines.isEmpty { flushLine() }
        return lines
    }

    /// `text` on one line of at most `columns`, ending in `…` when cut.
    static func truncate(_ text: String, columns: Int) -> String {
        let oneLine = String(text.map { $0 == "\n" ? " " : $0 })
        guard DisplayText.width(oneLine) > columns else { return oneLine }
        guard columns > 0 else { return "" }
        var result = ""
        var used = 0
        for character in oneLine {
            let characterWidth = DisplayText.width(character)
            if used + characterWidth > columns - 1 { break }
            result.append(character)
            used += characterWidth
        }
        while result.hasSuffix(" ") { result.removeLast() }
        return result + "…"
    }

    /// `text` wrapped to `columns` and cut to `maximum` lines, the last ending in `…`
    /// when anything was cut.
    static func clamp(_ text: String, columns: Int, lines maximum: Int) -> [String] {
        let lines = wrap(text, columns: columns)
        guard lines.count > maximum, maximum > 0 else { return lines }
        var kept = Array(lines.prefix(maximum))
        let last = kept[maximum - 1]
        // Force the ellipsis even when the last kept line is short.
        kept[maximum - 1] =
            DisplayText.width(last) + 1 <= columns
            ? last + "…" : truncate(last + "…", columns: columns)
        return kept
    }

    /// `text` centred in `columns`.
    static func center(_ text: String, columns: Int) -> (left: Int, right: Int) {
        let free = max(columns - DisplayText.width(text), 0)
        return (free / 2, free - free / 2)
    }
}
