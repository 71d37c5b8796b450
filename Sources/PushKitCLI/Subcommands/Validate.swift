import PushKitCore

/// `pushkit validate [--format text|json|github] [--strict] [--max-bytes N] PATH...`
struct Validate: Subcommand {
    static let configuration = CommandConfiguration(
        name: "validate",
        abstract: "Check payloads and report every problem.",
        discussion: """
            A path is a payload file, a folder (every *.json file below it, hidden entries \
            skipped, in byte order of their paths) or '-' for standard input, reported as \
            '\(PayloadInputs.standardInputName)'. An app profile or a route manifest, told by \
            its content, is skipped with a note saying which option takes it (--app, --routes), \
            whether a folder holds it or it is named; a skip does not change the exit status.
            """,
        signature: CommandSignature(
            options: [
                .option(
                    "format", value: "format", help: "Output format: text, json or github.",
                    allowed: ValidationFormat.allCases.map(\.rawValue), default: "text"),
                .flag("strict", help: "Fail (exit 1) on warnings too."),
                InputOptions.maxBytesSpec,
                .flag("ndjson", help: "Read one payload per line from a single FILE or '-', streaming."),
                .option("jobs", value: "n", help: "Threads that validate --ndjson lines (default: one per core)."),
                .option(
                    "max-diagnostics", value: "n",
                    help: "List at most this many diagnostics a payload (the first of each code always shows); "
                        + "a last one counts the rest.",
                    default: "1000"),
            ] + SendOptions.specs + ContractOptions.specs,
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
    /// `--max-diagnostics`.
    var maxDiagnostics: Int
    var paths: [String]
    var send: SendOptions
    var isNDJSON: Bool
    var jobs: Int
    /// `--now`, `--routes`, `--app`, `--sdk` and `--attributes-type`, and what they read.
    var contract: ContractOptions

    /// The validator options: how the payload will be sent, the reader limit and the app's
    /// contract.
    var validatorOptions: Validator.Options {
        var options = send.validatorOptions(maxBytes: maxBytes)
        options.maxDiagnostics = maxDiagnostics
        contract.apply(to: &options)
        return options
    }

    /// The cores online: the default for `--jobs`.
    static var defaultJobs: Int { max(1, SystemCalls.processorsOnline) }

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        format = arguments.value("format").flatMap(ValidationFormat.init(rawValue:)) ?? .text
        isStrict = arguments.flag("strict")
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
        maxDiagnostics = try arguments.integer(
            "max-diagnostics", in: 1...1_000_000, default: 1000, signature: Self.configuration.signature)
        paths = arguments.positionals
        send = try SendOptions(arguments)
        contract = try ContractOptions(arguments)
        if contract.routesPath == "-", paths.contains("-") {
            throw .other("'-' (standard input) can be given only once, for the manifest or for the payloads")
        }
        if paths.count(where: { $0 == "-" }) > 1 {
            throw .other("'-' (standard input) can be given only once")
        }
        isNDJSON = arguments.flag("ndjson")
        jobs = try arguments.integer(
            "jobs", in: 1...256, default: Self.defaultJobs, signature: Self.configuration.signature)
        if isNDJSON, paths.count != 1 {
            throw .other("--ndjson reads one FILE or '-', not \(paths.count) paths")
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        if contract.needsLoading {
            var loaded = self
            guard loaded.contract.load(maxBytes: maxBytes, io: &io) else { return ExitStatus.usage }
            return loaded.run(&io)
        }
        if isNDJSON { return runNDJSON(&io) }
        let validator = Validator(options: validatorOptions)
        var reporter = format.makeReporter(style: TerminalStyle(for: io.stdout, environment: io.environment))
        var summary = ValidationSummary()
        reporter.begin(to: &io.stdout)
        for path in paths {
            for input in PayloadInputs(maxBytes: maxBytes).inputs(for: path) {
                if io.stdout.isClosed { return summary.exitStatus(strict: isStrict) }
                let result = check(input, validator: validator, stdin: io.stdin)
                summary.add(result)
                reporter.report(result, to: &io.stdout)
            }
        }
        reporter.finish(summary, to: &io.stdout)
        return summary.exitStatus(strict: isStrict)
    }

    /// Reads and validates one input; one that is no payload of any kind but an app profile
    /// or a route manifest, told by its content (``ProjectDocument``), is skipped with the
    /// reason, whether a folder holds it or the command line names it: judged as a push, it
    /// could only be `apns.aps-missing`, which says nothing of what it is or where it goes.
    func check(_ input: PayloadInputs.Input, validator: Validator, stdin: InputChannel) -> InputResult {
        let inputs = PayloadInputs(maxBytes: maxBytes)
        switch inputs.read(input, stdin: stdin) {
        case .bytes(let source, let bytes):
            let report = validator.validate(bytes)
            if let document = ProjectDocument.recognise(bytes, validatedAs: report, maxBytes: maxBytes) {
                return InputResult(source: source, skipped: document.skipReason)
            }
            return InputResult(source: source, report: report)
        case .tooLarge(let source, let size):
            return InputResult(source: source, report: inputs.tooLargeReport(size: size))
        case .problem(let source, let problem, let message):
            return InputResult(source: source, problem: problem, message: message)
        }
    }
}
