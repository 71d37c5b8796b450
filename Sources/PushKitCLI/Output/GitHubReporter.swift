/// GitHub Actions workflow commands, one per diagnostic:
/// `::error file=PATH,line=L,col=C,title=CODE::MESSAGE` (`::warning`, `::notice`),
/// then the summary as a plain line.
struct GitHubReporter: ValidationReporter {
    func begin(to output: inout OutputChannel) {}

    func report(_ result: InputResult, to output: inout OutputChannel) {
        if let reason = result.skipped {
            output.writeLine("::notice file=\(Self.escapeProperty(result.source))::skipped: \(Self.escapeData(reason))")
        }
        for finding in result.findings {
            output.writeLine(Self.annotation(for: finding, source: result.source))
        }
    }

    func finish(_ summary: ValidationSummary, to output: inout OutputChannel) {
        output.writeLine(summary.sentence)
    }

    /// The workflow command for one diagnostic.
    static func annotation(for finding: Finding, source: String) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .info: command = "notice"
        }
        return "::\(command) file=\(escapeProperty(source)),line=\(finding.line),col=\(finding.column),"
            + "title=\(escapeProperty(finding.code))::\(escapeData(finding.message))"
    }

    /// A message: `%`, CR and LF escaped as the runner reads them (`%25`, `%0D`, `%0A`);
    /// any other control character (ESC, BEL, C1...) shown as text output shows it
    /// (`\u{1B}`), so that the log cannot be driven by a file name or a message.
    static func escapeData(_ text: String) -> String {
        escape(text, extra: false)
    }

    /// A property value: as a message, and `:` and `,` escaped too (`%3A`, `%2C`).
    static func escapeProperty(_ text: String) -> String {
        escape(text, extra: true)
    }

    private static func escape(_ text: String, extra: Bool) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": output += "%25"
            case "\r": output += "%0D"
            case "\n": output += "%0A"
            case ":" where extra: output += "%3A"
            case "," where extra: output += "%2C"
            default:
                if let escape = scalar.printableEscape {
                    output += escape
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
