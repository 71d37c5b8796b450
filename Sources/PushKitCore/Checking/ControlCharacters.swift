extension Unicode.Scalar {
    /// C0 (U+0000 to U+001F), DEL (U+007F) and C1 (U+0080 to U+009F): the scalars that
    /// must never reach a header, a terminal or a message as they are.
    package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// Whether a message must show this scalar as an escape: a control character, the
    /// line or paragraph separator (U+2028, U+2029), which terminals, log viewers and
    /// JavaScript take for a line break, or a bidirectional embedding, override or isolate
    /// (U+202A to U+202E, U+2066 to U+2069), which reorders the rest of the line on a
    /// terminal.
    package var needsPrintableEscape: Bool {
        isControlCharacter || value == 0x2028 || value == 0x2029 || JSONText.isBidirectionalFormatting(self)
    }

    /// How a message shows this scalar when ``needsPrintableEscape`` (`\n`, `\r`, `\t`,
    /// else `\u{1B}`, `\u{2028}`, `\u{202E}`); `nil` for any other scalar, shown as it is. The
    /// library's messages and every output format of the command line escape with it.
    package var printableEscape: String? {
        switch self {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard needsPrintableEscape else { return nil }
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}
