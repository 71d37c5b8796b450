import PushKitCore

/// Compiler-style output: `path:line:column: severity: message [code]`, one line per
/// diagnostic, then a one-line summary.
struct TextReporter: ValidationReporter {
    let style: TerminalStyle

    func begin(to output: inout OutputChannel) {}

    func report(_ result: InputResult, to output: inout OutputChannel) {
        if let reason = result.skipped {
            output.writeLine(
                "\(style.bold("\(result.source.printable):")) \(style.dim("skipped:")) \(reason.printable)")
        }
        for finding in result.findings {
            output.writeLine(line(for: finding, source: result.source))
        }
        if output.isTerminal { output.flush() }
    }

    func finish(_ summary: ValidationSummary, to output: inout OutputChannel) {
        let sentence = summary.sentence
        if summary.errors > 0 || summary.unreadable > 0 {
            output.writeLine(style.bold(sentence))
        } else {
            output.writeLine(style.green(sentence))
        }
    }

    /// One diagnostic's line.
    func line(for finding: Finding, source: String) -> String {
        let place = style.bold("\(source.printable):\(finding.line):\(finding.column):")
        let severity: String
        switch finding.severity {
        case .error: severity = style.red("error:")
        case .warning: severity = style.yellow("warning:")
        case .info: severity = style.cyan("info:")
        }
        return "\(place) \(severity) \(finding.message.printable) \(style.dim("[\(finding.code)]"))"
    }
}
