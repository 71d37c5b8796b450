/// The benchmark's command-line options.
struct Options {
    /// The measurements `--only` can select.
    enum Case: String, CaseIterable {
        case raw
        case tokenize
        case foundation
        case reader
        case validate
        /// The deep-link router's own benchmark (``RouterBenchmark``), printed apart.
        case router

        var title: String {
            switch self {
            case .raw: "raw byte pass (the limit)"
            case .tokenize: "raw tokeniser (no checks)"
            case .foundation: "Foundation JSONSerialization"
            case .reader: "pushkit JSONReader.read"
            case .validate: "pushkit Validator.validate"
            case .router: "deep-link router"
            }
        }
    }

    var seconds = 2.0
    var corpusSize = 5000
    var seed: UInt64 = 0x5EED_2025
    var passes: Int?
    var writeCorpus: String?
    var readCorpus: String?
    var cases = Case.allCases
    var summary = true
    /// `--scaling`: run the hostile shapes at 10 KB, 100 KB and 1 MB instead (``ScalingBenchmark``).
    var scaling = false
    var scalingOutput: String?
    var scalingFilter: String?
    var secondsGiven = false

    static let usage = """
        usage: pushkit-benchmarks [options]

        Generates a corpus of realistic push payloads (0.5 to 4 KB) and measures, on the
        same corpus in one run: a raw pass over the bytes, a raw tokeniser, Foundation's
        JSONSerialization, pushkit's JSONReader and pushkit's full Validator.

        options:
          --seconds N          time budget per measurement, in seconds (default 2)
          --passes N           exactly N timed passes per measurement instead (for profilers)
          --corpus-size N      number of payloads to generate (default 5000)
          --seed N             seed of the corpus generator (default 1592598565)
          --corpus PATH        read the corpus from an NDJSON file instead of generating it
          --write-corpus PATH  write the corpus as NDJSON (one payload per line) and go on
          --only LIST          measure only these, comma-separated:
                               \(Case.allCases.map(\.rawValue).joined(separator: ","))
          --no-summary         skip the check of the corpus by every tool (for profilers)
          --scaling            instead: time issue 20's hostile shapes at 10 KB, 100 KB and 1 MB
                               and print ns per byte with the ratio 1 MB over 10 KB (linear: ~1);
                               --seconds is then the budget per shape and size (default 0.5)
          --shape TEXT         with --scaling, only the shapes whose name contains TEXT
          --scaling-output PATH  with --scaling, also write the numbers to PATH as JSON
          --help               show this text

        Build and run with: swift run -c release pushkit-benchmarks
        """

    /// Parses `arguments` (without the program name); `nil` after printing help.
    static func parse(_ arguments: [String]) throws(UsageError) -> Options? {
        var options = Options()
        var rest = arguments[...]
        func value(_ flag: String) throws(UsageError) -> String {
            guard let value = rest.popFirst() else { throw UsageError("\(flag) needs a value") }
            return value
        }
        func number(_ flag: String) throws(UsageError) -> Int {
            let text = try value(flag)
            guard let number = Int(text), number > 0 else {
                throw UsageError("\(flag): '\(text)' is not a positive number")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--seconds":
                let text = try value(argument)
                guard let seconds = Double(text), seconds > 0 else {
                    throw UsageError("--seconds: '\(text)' is not a positive number")
                }
                options.seconds = seconds
                options.secondsGiven = true
            case "--passes": options.passes = try number(argument)
            case "--corpus-size": options.corpusSize = try number(argument)
            case "--seed":
                let text = try value(argument)
                guard let seed = UInt64(text) else { throw UsageError("--seed: '\(text)' is not a number") }
                options.seed = seed
            case "--corpus": options.readCorpus = try value(argument)
            case "--write-corpus": options.writeCorpus = try value(argument)
            case "--only":
                var cases: [Case] = []
                for name in try value(argument).split(separator: ",") {
                    guard let item = Case(rawValue: String(name)) else {
                        throw UsageError("--only: unknown measurement '\(name)'")
                    }
                    cases.append(item)
                }
                options.cases = Case.allCases.filter(cases.contains)
            case "--no-summary": options.summary = false
            case "--scaling": options.scaling = true
            case "--shape": options.scalingFilter = try value(argument)
            case "--scaling-output": options.scalingOutput = try value(argument)
            case "--help", "-h":
                print(usage)
                return nil
            default:
                throw UsageError("unknown option '\(argument)'")
            }
        }
        return options
    }
}

/// A mistake on the command line.
struct UsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}
