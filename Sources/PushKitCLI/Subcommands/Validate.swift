import PushKitCore

/// `pushkit validate [--format text|json|github] [--strict] [--max-bytes N] PATH...`
struct Validate: Subcommand {
    /// The name `-` (standard input) gets in output.
    static let standardInputName = "<stdin>"

    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check payloads and report every problem.",
        discussion: """
            A path is a payload file, a folder (every *.json file below it, hidden entries \
            skipped, in byte order of their paths) or '-' for standard input, reported as \
            '\(standardInputName)'.
            """,
        signature: CommandSignature(
            options: [
                .option(
                    "format", value: "format", help: "Output format: text, json or github.",
                    allowed: ValidationFormat.allCases.map(\.rawValue), default: "text"),
                .flag("strict", help: "Fail (exit 1) on warnings too."),
                .option(
                    "max-bytes", value: "bytes", help: "Refuse an input larger than this, before reading it.",
                    default: "\(JSONReader.Options.defaultMaxBytes)"),
            ] + SendOptions.specs,
            arguments: [
                ArgumentSpec(
                    "path", help: "A payload file, a folder of payloads, or '-' for standard input.", repeating: true)
            ]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "No payload has an error (warnings allowed unless --strict)."),
                    ("1", "A payload has an error, or a warning with --strict."),
                    ("2", "A usage error, or an input that cannot be read."),
                ])
        ]
    )

    var format: ValidationFormat
    var isStrict: Bool
    var maxBytes: Int
    var paths: [String]
    var send: SendOptions

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        format = arguments.value("format").flatMap(ValidationFormat.init(rawValue:)) ?? .text
        isStrict = arguments.flag("strict")
        maxBytes = try arguments.integer(
            "max-bytes", in: 1...JSONReader.Options.largestMaxBytes, default: JSONReader.Options.defaultMaxBytes,
            signature: Self.configuration.signature)
        paths = arguments.positionals
        send = SendOptions(arguments)
        if paths.count(where: { $0 == "-" }) > 1 {
            throw .other("'-' (standard input) can be given only once")
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        let validator = Validator(options: send.validatorOptions(maxBytes: maxBytes))
        var reporter = format.makeReporter(style: TerminalStyle(for: io.stdout, environment: io.environment))
        var summary = ValidationSummary()
        reporter.begin(to: &io.stdout)
        for path in paths {
            for input in inputs(for: path) {
                if io.stdout.isClosed { return summary.exitStatus(strict: isStrict) }
                let result = check(input, validator: validator, stdin: io.stdin)
                summary.add(result)
                reporter.report(result, to: &io.stdout)
            }
        }
        reporter.finish(summary, to: &io.stdout)
        return summary.exitStatus(strict: isStrict)
    }

    /// One thing to validate, or a reason it cannot be.
    enum Input: Sendable, Hashable {
        case standardInput
        case file(FilePath)
        case problem(source: String, InputProblem, message: String)
    }

    /// What a command-line path stands for: itself, every JSON file below it, or a problem.
    func inputs(for path: String) -> [Input] {
        if path == "-" { return [.standardInput] }
        let filePath = FilePath(path)
        switch FileSystem.kind(of: filePath) {
        case .directory(let id):
            let entries = FileSystem.walk(filePath, id: id)
            guard !entries.isEmpty else {
                return [.problem(source: path, .noJSON, message: "the folder holds no *.json file")]
            }
            return entries.map { entry in
                switch entry {
                case .file(let file):
                    return .file(file)
                case .failure(let place, let code):
                    return .problem(
                        source: place.description, InputProblem(errno: code),
                        message: "cannot read '\(place.description)': \(FileSystem.describe(code))")
                }
            }
        case .failure(let code):
            return [
                .problem(
                    source: path, InputProblem(errno: code),
                    message: "cannot open '\(path)': \(FileSystem.describe(code))"
                )
            ]
        case .regular, .other:
            return [.file(filePath)]
        }
    }

    /// Reads and validates one input.
    func check(_ input: Input, validator: Validator, stdin: InputChannel) -> InputResult {
        let source: String
        let outcome: FileSystem.ReadOutcome
        switch input {
        case .problem(let place, let problem, let message):
            return InputResult(source: place, problem: problem, message: message)
        case .standardInput:
            source = Self.standardInputName
            outcome = stdin.readAll(maxBytes: maxBytes)
        case .file(let path):
            source = path.description
            outcome = FileSystem.read(path, maxBytes: maxBytes)
        }
        switch outcome {
        case .contents(let bytes):
            return InputResult(source: source, report: validator.validate(bytes))
        case .tooLarge(let size):
            return InputResult(source: source, report: tooLargeReport(size: size))
        case .failure(let code):
            return InputResult(
                source: source, problem: InputProblem(errno: code),
                message: "cannot read '\(source)': \(FileSystem.describe(code))")
        }
    }

    /// The report the library gives an input over the limit, made without reading it.
    func tooLargeReport(size: Int?) -> ValidationReport {
        ValidationReport(kind: .unknown, diagnostics: [JSONReader.tooLargeDiagnostic(size: size, limit: maxBytes)])
    }
}
