import PushKitCore

/// `pushkit prepare --ndjson (FILE | -) [--jobs N] [--max-bytes N] [--max-diagnostics N]`:
/// one job a line in, one JSON result a line out, in input order.
///
/// The library's ``NDJSONValidator`` reads the jobs in chunks, prepares batches of them on
/// `--jobs` tasks while the next batch is read, and formats each result on the task that
/// prepared it (``NDJSONValidator/JobResult/json()``); memory stays bounded whatever the
/// input's size, as with `validate --ndjson`.
struct Prepare: Subcommand {
    static let configuration = CommandConfiguration(
        name: "prepare",
        abstract: "Turn push jobs into the requests to send.",
        discussion: """
            Reads jobs, one JSON object a line: where the push goes ("apns": deviceToken, bundleID, \
            environment, pushType, priority, expiration, collapseID, apnsID; or "fcm": projectID \
            and, for a message that names none, its token, topic or condition), its "payload" \
            (for FCM, a v1 request body or bare message, sent as given), and optionally an "id", \
            "fit": true, and the job's own "now", "sdks" and "attributesType" (over --now, --sdk \
            and --attributes-type). Writes one JSON object \
            a line, in input order: "status": "ready" with the method, url, headers (all but \
            authorization) and the exact body to send, or "status": "rejected" with every \
            diagnostic of the job line, the request and the payload, placed in the job file. \
            A summary goes to standard error. docs/library.md defines the job line, and \
            Schemas/job.schema.json describes it. --app, --sdk, --attributes-type, --now and \
            --routes are validate's: every job is judged against that app.
            """,
        signature: CommandSignature(
            options: [
                .flag("ndjson", help: "Read one job per line from a single FILE or '-' (required)."),
                .option("jobs", value: "n", help: "Threads that prepare the jobs (default: one per core)."),
                InputOptions.maxBytesSpec,
                .option(
                    "max-diagnostics", value: "n",
                    help: "List at most this many diagnostics a job; a last one counts the rest.", default: "1000"),
            ] + ContractOptions.specs,
            arguments: [ArgumentSpec("file", help: "The jobs: a file, or '-' for standard input.")]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "Every job is ready to send."),
                    ("1", "A job was rejected."),
                    ("2", "A usage error, or an input that cannot be read."),
                ])
        ]
    )

    /// Lines per batch.
    static let batchLines = 4096
    /// The output the results of a batch may hold before preparing stops taking lines: an
    /// answer holds its body, so a part is a quarter of validate's, and its answers are
    /// still in the processor's cache when they are written out.
    static let partBytes = 1 << 20

    var path: String
    var jobs: Int
    var maxBytes: Int
    var maxDiagnostics: Int
    /// `--now`, `--routes`, `--app`, `--sdk` and `--attributes-type`, as `validate` takes them.
    var contract: ContractOptions

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        guard arguments.flag("ndjson") else {
            throw .other("prepare reads jobs one a line: give --ndjson FILE, or --ndjson - for standard input")
        }
        guard let path = arguments.positionals.first, arguments.positionals.count == 1 else {
            throw .other("--ndjson reads one FILE or '-', not \(arguments.positionals.count) paths")
        }
        self.path = path
        jobs = try arguments.integer(
            "jobs", in: 1...256, default: Validate.defaultJobs, signature: Self.configuration.signature)
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
        maxDiagnostics = try arguments.integer(
            "max-diagnostics", in: 1...1_000_000, default: 1000, signature: Self.configuration.signature)
        contract = try ContractOptions(arguments)
        if contract.routesPath == "-", path == "-" {
            throw .other("'-' (standard input) can be given only once, for the manifest or for the jobs")
        }
    }

    /// The validator every job goes through: the reader limit, the diagnostics a job lists,
    /// and the app's contract (a job's `now`, `sdks` and `attributesType` apply on top).
    var validatorOptions: Validator.Options {
        var options = Validator.Options(reader: JSONReader.Options(maxBytes: maxBytes), maxDiagnostics: maxDiagnostics)
        contract.apply(to: &options)
        return options
    }

    /// What a result line says, for the summary.
    struct Line: Sendable {
        var output: [UInt8]
        var isReady: Bool
    }

    func run(_ io: inout CommandIO) -> Int32 {
        if contract.needsLoading {
            var loaded = self
            guard loaded.contract.load(maxBytes: maxBytes, io: &io) else { return ExitStatus.usage }
            return loaded.run(&io)
        }
        return SignalDrain.during { interruption in run(interruption: interruption, &io) }
    }

    private func run(interruption: Int32, _ io: inout CommandIO) -> Int32 {
        let source = path == "-" ? PayloadInputs.standardInputName : path
        let input: NDJSONInput
        let descriptor: Int32
        switch NDJSONInput.open(path, stdin: io.stdin, interruption: interruption) {
        case .input(let opened, let openedDescriptor):
            (input, descriptor) = (opened, openedDescriptor)
        case .failure(let code):
            io.writeError("Error: cannot open '\(path.printable)': \(SystemCalls.describe(code))")
            return ExitStatus.usage
        case .folder:
            io.writeError("Error: --ndjson reads one file, or '-' for standard input, not a folder")
            return ExitStatus.usage
        }
        defer { if descriptor >= 0 { SystemCalls.close(descriptor) } }
        let command = self
        return WorkerThreads.run(jobs: jobs, &io) { threads, io in
            await command.stream(input, source: source, threads: threads, &io)
        }
    }

    /// Prepares every job of `input` and writes each result in input order; then the summary.
    private func stream(_ input: NDJSONInput, source: String, threads: WorkerThreads, _ io: inout CommandIO) async
        -> Int32
    {
        var batch = NDJSONValidator(
            validator: Validator(options: validatorOptions), jobs: jobs, batchLines: Self.batchLines)
        batch.taskExecutor = threads
        let results = batch.jobResults(of: input, budget: Self.partBytes) { result in
            var output = result.json()
            output.append(UInt8(ascii: "\n"))
            return (Line(output: output, isReady: result.isReady), output.count)
        }
        var (ready, rejected) = (0, 0)
        var interrupted = false
        var lines = results.makeAsyncIterator()
        do {
            while let line = try await lines.next() {
                io.stdout.write(line.output)
                if line.isReady { ready += 1 } else { rejected += 1 }
                // Each answer goes out before the results may wait (for a batch, or for
                // the next job): a co-process gets it as soon as it is made.
                if !lines.hasOutputInHand { io.stdout.flush() }
                if io.stdout.isClosed { break }
            }
        } catch is FileChunks.Interrupted {
            interrupted = true
        } catch {
            let code = (error as? ReadError)?.code ?? SystemCalls.inputOutputError
            io.stdout.flush()
            io.writeError(
                "Error: \(source.printable): reading stopped after \(counted(ready + rejected, "line")): "
                    + SystemCalls.describe(code))
            return ExitStatus.usage
        }
        io.stdout.flush()
        if io.stdout.isClosed { return rejected == 0 ? ExitStatus.success : ExitStatus.failure }
        io.writeError("\(counted(ready + rejected, "job")): \(ready) ready, \(rejected) rejected")
        if interrupted { return ExitStatus.interrupted(&io) }
        return rejected == 0 ? ExitStatus.success : ExitStatus.failure
    }
}
