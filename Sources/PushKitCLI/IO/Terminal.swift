/// ANSI styling for terminal output, or none at all.
///
/// Colour is on only when the output is a terminal, `NO_COLOR` is not set (whatever
/// its value) and `TERM` is not `dumb`.
struct TerminalStyle: Sendable {
    /// Whether escapes are written.
    let isEnabled: Bool

    /// Decides whether `channel` gets colour in `environment`.
    init(for channel: OutputChannel, environment: EnvironmentVariables) {
        isEnabled =
            channel.isTerminal && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }

    /// A style that is on or off regardless of the terminal.
    init(enabled: Bool) {
        isEnabled = enabled
    }

    /// `text` in bold.
    func bold(_ text: String) -> String { wrap(text, "1") }
    /// `text` dimmed.
    func dim(_ text: String) -> String { wrap(text, "2") }
    /// `text` in bold red.
    func red(_ text: String) -> String { wrap(text, "1;31") }
    /// `text` in bold yellow.
    func yellow(_ text: String) -> String { wrap(text, "1;33") }
    /// `text` in bold cyan.
    func cyan(_ text: String) -> String { wrap(text, "1;36") }
    /// `text` in bold green.
    func green(_ text: String) -> String { wrap(text, "1;32") }

    private func wrap(_ text: String, _ code: String) -> String {
        isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    /// The text with control characters (C0, DEL, C1) and the line and paragraph
    /// separators shown as escapes (``Unicode/Scalar/printableEscape``), so that it stays
    /// on one line and cannot drive the terminal.
    var printable: String {
        var needsEscaping = false
        for scalar in unicodeScalars where scalar.needsPrintableEscape {
            needsEscaping = true
            break
        }
        guard needsEscaping else { return self }
        var output = ""
        for scalar in unicodeScalars {
            if let escape = scalar.printableEscape {
                output += escape
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }
}
