/// A command line that cannot be run: the command prints ``message`` and exits 2.
enum ArgumentError: Error, Sendable, Hashable {
    /// `--frmat`: no such option; `suggestion` is a close spelling.
    case unknownOption(String, suggestion: String?)
    /// `valdate`: no such subcommand; `suggestion` is a close spelling.
    case unknownCommand(String, suggestion: String?)
    /// `--format` with nothing after it.
    case missingValue(OptionSpec)
    /// `--format xml`: the value is not accepted; `reason` says what is.
    case invalidValue(OptionSpec, value: String, reason: String)
    /// `--strict=yes`: a flag given a value.
    case unexpectedValue(OptionSpec)
    /// A required positional argument is missing.
    case missingArgument(ArgumentSpec)
    /// More positional arguments than the command takes.
    case unexpectedArgument(String)
    /// Anything else, already worded.
    case other(String)

    /// The sentence printed after `Error: `.
    var message: String {
        switch self {
        case .unknownOption(let option, let suggestion):
            return "unknown option '\(option.printable)'" + hint(suggestion)
        case .unknownCommand(let command, let suggestion):
            return "unknown command '\(command.printable)'" + hint(suggestion)
        case .missingValue(let option):
            return "missing value for '\(option.label)'"
        case .invalidValue(let option, let value, let reason):
            return "invalid value '\(value.printable)' for '\(option.label)': \(reason)"
        case .unexpectedValue(let option):
            return "'--\(option.name)' takes no value"
        case .missingArgument(let argument):
            return "missing expected argument '\(argument.label)'"
        case .unexpectedArgument(let argument):
            return "unexpected argument '\(argument.printable)'"
        case .other(let text):
            return text
        }
    }

    private func hint(_ suggestion: String?) -> String {
        guard let suggestion else { return "" }
        return "; did you mean '\(suggestion)'?"
    }
}

/// Lists `a`, `a or b`, `a, b or c`.
func disjunction(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    guard words.count > 1 else { return last }
    // Appended one by one: `joined` on the slice `dropLast()` gives is the standard library's
    // unspecialised generic, whose first call looks its conformances up at run time (about
    // 200,000 instructions, paid by every run through the options' help texts).
    var text = words[0]
    for word in words[1..<(words.count - 1)] { text += ", " + word }
    return text + " or " + last
}

/// The candidate closest to `word` in edit distance, when it is close enough to be a typo.
func closestMatch(to word: String, in candidates: [String]) -> String? {
    let target = Array(word.lowercased().unicodeScalars)
    guard !target.isEmpty, target.count <= 64 else { return nil }
    var best: String?
    var bestDistance = Int.max
    for candidate in candidates {
        let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
        let allowed = max(1, min(candidate.count, target.count) / 3)
        if distance <= allowed && distance < bestDistance {
            best = candidate
            bestDistance = distance
        }
    }
    return best
}

/// The Levenshtein distance between two short scalar sequences.
private func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
    guard !lhs.isEmpty else { return rhs.count }
    guard !rhs.isEmpty else { return lhs.count }
    var previous = Array(0...rhs.count)
    var current = [Int](repeating: 0, count: rhs.count + 1)
    for (i, left) in lhs.enumerated() {
        current[0] = i + 1
        for (j, right) in rhs.enumerated() {
            let substitution = previous[j] + (left == right ? 0 : 1)
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
        }
        swap(&previous, &current)
    }
    return previous[rhs.count]
}
