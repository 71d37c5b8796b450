extension Unicode.Scalar {
    /// C0 (U+0000 to U+001F), DEL (U+007F) and C1 (U+0080 to U+009F): the scalars that
    /// must never reach a header, a terminal or a message as they are.
    package var isControlCharacter: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

    /// How a message shows this scalar when it is a control character (`\n`, `\r`, `\t`,
    /// else `\u{1B}`); `nil` for any other scalar, shown as it is. The library's messages
    /// and every output format of the command line escape with it.
    package var printableEscape: String? {
        switch self {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            guard isControlCharacter else { return nil }
            return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}
