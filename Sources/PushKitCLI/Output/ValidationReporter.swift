/// Writes the results of `pushkit validate` as they come, then the summary.
protocol ValidationReporter: Sendable {
    /// Called once before the first result.
    mutating func begin(to output: inout OutputChannel)
    /// Called once per input, in order.
    mutating func report(_ result: InputResult, to output: inout OutputChannel)
    /// Called once after the last result.
    mutating func finish(_ summary: ValidationSummary, to output: inout OutputChannel)
}

/// The output formats of `pushkit validate`.
enum ValidationFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines and a summary.
    case text
    /// One JSON document.
    case json
    /// GitHub Actions workflow commands.
    case github

    /// A reporter for this format; `style` colours text output.
    func makeReporter(style: TerminalStyle) -> any ValidationReporter {
        switch self {
        case .text: TextReporter(style: style)
        case .json: JSONReporter()
        case .github: GitHubReporter()
        }
    }
}
