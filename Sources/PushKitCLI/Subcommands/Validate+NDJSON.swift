import Dispatch
import PushKitCore
import Synchronization

/// `pushkit validate --ndjson (FILE | -)`: one payload per line, streamed.
///
/// The library's ``NDJSONValidator`` reads the input in chunks, validates batches of
/// lines on `--jobs` tasks while the next batch is read, and formats each line's result
/// for output on the task that validated it; this command writes the results in input
/// order, with the progress line and the summary. The tasks run on threads of the
/// command's own (``WorkerThreads``), which the calling thread waits for.
///
/// Memory stays bounded by bytes of input and of output, whatever the input's size and
/// however many diagnostics a line draws: a batch is at most ``batchLines`` lines and
/// about 4 MiB of them, and the results handed out at once are at most about
/// ``partBytes`` bytes of output. Every line gets exactly one result. When the output goes
/// away (as after `| head`), reading stops and the run ends quietly.
extension Validate {
    /// Lines per batch.
    static let batchLines = 4096
    /// The output the results of a batch may hold before validation stops taking lines
    /// (the lines under way finish); the rest of the batch comes next.
    static let partBytes = 4 << 20

    /// The result of one line, formatted for output.
    struct LineResult: Sendable {
        /// The line's output, as written.
        var output: [UInt8] = []
        var isValid = false
        var errors = 0
        var warnings = 0
    }

    /// Runs `validate --ndjson`: opens the input, validates and writes it on the command's
    /// threads while this one waits, and ends with the summary on standard error.
    func runNDJSON(_ io: inout CommandIO) -> Int32 {
        SignalDrain.during { interruption in runNDJSON(interruption: interruption, &io) }
    }

    private func runNDJSON(interruption: Int32, _ io: inout CommandIO) -> Int32 {
        let path = paths[0]
        let source = path == "-" ? PayloadInputs.standardInputName : path
        let input: NDJSONInput
        let descriptor: Int32
        switch NDJSONInput.open(path, stdin: io.stdin, interruption: interruption) {
        case .input(let opened, let openedDescriptor):
            (input, descriptor) = (opened, openedDescriptor)
        case .failure(let code):
            let problem = InputProblem(errno: code)
            // One result, in the output format of the lines it stands for, and the summary.
            let finding = Finding(problem, message: "cannot open '\(path)': \(SystemCalls.describe(code))")
            let style = TerminalStyle(for: io.stdout, environment: io.environment)
            io.stdout.write(
                output(
                    for: [finding], line: 1, kind: PayloadKind.unknown.id, isValid: false, source: path,
                    style: style))
            var summary = ValidationSummary()
            summary.add(InputResult(source: path, problem: problem, message: finding.message))
            io.stdout.flush()
            if !io.stdout.isClosed { io.writeError(summary.sentence) }
            return ExitStatus.usage
        case .folder:
            io.writeError(
                "Error: --ndjson reads one file, or '-' for standard input, not a folder: '\(path.printable)'; "
                    + "leave out --ndjson to validate every *.json file below it")
            return ExitStatus.usage
        }
        defer { if descriptor >= 0 { SystemCalls.close(descriptor) } }
        let command = self
        return WorkerThreads.run(jobs: jobs, &io) { threads, io in
            await command.stream(input, source: source, threads: threads, &io)
        }
    }

    /// Validates `input` and writes each line's result in input order, counting them and
    /// showing progress; then the summary. Stops reading once the output is closed.
    private func stream(_ input: NDJSONInput, source: String, threads: WorkerThreads, _ io: inout CommandIO) async
        -> Int32
    {
        var batch = NDJSONValidator(
            validator: Validator(options: validatorOptions), jobs: jobs, batchLines: Self.batchLines)
        batch.taskExecutor = threads
        let style = TerminalStyle(for: io.stdout, environment: io.environment)
        let command = self
        let results = batch.results(of: input, budget: Self.partBytes) { result in
            let line = command.result(for: result, source: source, style: style)
            return (line, line.output.count)
        }
        var progress = Progress(isEnabled: io.stderr.isTerminal)
        var summary = ValidationSummary()
        var readFailure: ReadFailure?
        var interrupted = false
        var lines = results.makeAsyncIterator()
        do {
            while let result = try await lines.next() {
                io.stdout.write(result.output)
                summary.payloads += 1
                if result.isValid { summary.valid += 1 }
                summary.errors += result.errors
                summary.warnings += result.warnings
                // Before the results may wait (for a batch, or for input): what is written
                // goes out, so that a co-process gets each answer as soon as it is made.
                if !lines.hasOutputInHand || io.stdout.isTerminal { io.stdout.flush() }
                if io.stdout.isClosed {
                    progress.clear(&io.stderr)
                    break
                }
                progress.update(summary, &io.stderr)
            }
        } catch is FileChunks.Interrupted {
            // SIGTERM or SIGINT: every line read before it has its result.
            interrupted = true
        } catch {
            // Every line read before the failure has its result: they are the lines read.
            let code = (error as? ReadError)?.code ?? SystemCalls.inputOutputError
            readFailure = ReadFailure(code: code, linesRead: summary.payloads)
        }
        let status = finish(summary, readFailure: readFailure, source: source, progress: &progress, &io)
        return interrupted ? ExitStatus.interrupted(&io) : status
    }

    /// Ends the run: quietly when the output went away, else with the result of a read
    /// that failed part way (if one did), in the output format like any line's, and the
    /// summary on standard error.
    private func finish(
        _ summary: ValidationSummary, readFailure: ReadFailure?, source: String, progress: inout Progress,
        _ io: inout CommandIO
    ) -> Int32 {
        var summary = summary
        if let readFailure, !io.stdout.isClosed {
            // The rest of the input is one result that could not be read: counted as a
            // payload, invalid, as `validate` counts a file it cannot read.
            let lines = counted(readFailure.linesRead, "line")
            var finding = Finding(
                .unreadable, message: "reading stopped after \(lines): \(SystemCalls.describe(readFailure.code))")
            finding.line = readFailure.linesRead + 1
            let style = TerminalStyle(for: io.stdout, environment: io.environment)
            io.stdout.write(
                output(
                    for: [finding], line: finding.line, kind: PayloadKind.unknown.id, isValid: false, source: source,
                    style: style))
            summary.payloads += 1
            summary.errors += 1
            summary.unreadable += 1
        }
        io.stdout.flush()
        progress.clear(&io.stderr)
        // The reader went away, or the results could not be written (the command line says
        // why): no summary of results nobody got.
        if io.stdout.isClosed { return summary.exitStatus(strict: isStrict) }
        io.writeError(summary.sentence + progress.rate(summary))
        return summary.exitStatus(strict: isStrict)
    }

    /// One line's result, formatted for output.
    func result(for line: NDJSONValidator.Result, source: String, style: TerminalStyle) -> LineResult {
        let report = line.report
        var findings = report.diagnostics.map(Finding.init)
        for index in findings.indices {
            // A payload is one line: its place in the file is the line number and its column.
            findings[index].line = line.number
        }
        var result = LineResult(isValid: report.isValid, errors: report.errorCount, warnings: report.warningCount)
        result.output = output(
            for: findings, line: line.number, kind: report.kind.id, isValid: report.isValid, source: source,
            style: style)
        return result
    }

    /// One line's result as written in the output format: `valid KIND` or a line per
    /// diagnostic (text), one object (json), an annotation per diagnostic (github).
    func output(
        for findings: [Finding], line number: Int, kind: String, isValid: Bool, source: String, style: TerminalStyle
    ) -> [UInt8] {
        var output: [UInt8] = []
        switch format {
        case .text:
            if findings.isEmpty {
                output.append(contentsOf: source.printable.utf8)
                output.append(UInt8(ascii: ":"))
                output.append(contentsOf: String(number).utf8)
                output.append(literal: ": valid ")
                output.append(contentsOf: kind.utf8)
                output.append(UInt8(ascii: "\n"))
            } else {
                let reporter = TextReporter(style: style)
                for finding in findings {
                    output.append(contentsOf: reporter.line(for: finding, source: source).utf8)
                    output.append(UInt8(ascii: "\n"))
                }
            }
        case .json:
            // Room for a typical line: one allocation for most lines.
            output.reserveCapacity(160 + 640 * findings.count)
            JSONReporter.appendResult(
                source: source, line: number, isValid: isValid, kind: kind, findings: findings, to: &output)
            output.append(UInt8(ascii: "\n"))
        case .github:
            for finding in findings {
                output.append(contentsOf: GitHubReporter.annotation(for: finding, source: source).utf8)
                output.append(UInt8(ascii: "\n"))
            }
        }
        return output
    }
}

/// A read of an NDJSON input that failed part way.
struct ReadFailure: Sendable, Hashable {
    /// The `errno` of the failed read.
    var code: Int32
    /// The lines read (and validated) before it.
    var linesRead: Int
}

/// A read that failed, with its `errno`: the library's, as ``FileChunks`` reads.
typealias ReadError = FileChunks.ReadError

/// The bytes of an NDJSON input, in chunks as read: from a file descriptor (``FileChunks``,
/// a blocking read on the thread that iterates), or from memory. A failed read ends it
/// with a ``ReadError``.
struct NDJSONInput: AsyncSequence, Sendable {
    typealias Element = [UInt8]
    /// The most bytes a read asks for: what a pipe holds, and under the size from which
    /// the C library's allocator maps and unmaps memory for each chunk.
    static let chunkBytes = 64 << 10

    fileprivate enum Source: Sendable {
        case descriptor(FileChunks.AsyncIterator)
        case bytes([UInt8])
    }

    private let source: Source

    /// The chunks of `descriptor`, ended early once `interruption` is readable
    /// (``SignalDrain``; -1 for none).
    init(descriptor: Int32, interruption: Int32 = -1) {
        var chunks = FileChunks(descriptor: descriptor, chunkBytes: Self.chunkBytes)
        chunks.interruption = interruption
        source = .descriptor(chunks.makeAsyncIterator())
    }
    init(bytes: [UInt8]) { source = .bytes(bytes) }

    /// What opening an `--ndjson` path gave: the input and the descriptor to close (-1 for
    /// standard input), or why not.
    enum Opened {
        case input(NDJSONInput, descriptor: Int32)
        /// `open(2)` failed with this `errno`.
        case failure(Int32)
        /// The path is a folder.
        case folder
    }

    /// Opens `path` (`-`: the command's standard input) for an `--ndjson` run, which
    /// `interruption` ends early once readable (-1 for none).
    static func open(_ path: String, stdin: InputChannel, interruption: Int32 = -1) -> Opened {
        if path == "-" {
            switch stdin {
            case .bytes(let bytes): return .input(NDJSONInput(bytes: bytes), descriptor: -1)
            case .fileDescriptor(let descriptor):
                return .input(NDJSONInput(descriptor: descriptor, interruption: interruption), descriptor: -1)
            }
        }
        switch SystemCalls.open(FilePath(path), for: .reading) {
        case .failure(let error):
            return .failure(error.code)
        case .success(let opened):
            if case .directory = FileSystem.kind(of: opened) {
                SystemCalls.close(opened)
                return .folder
            }
            return .input(NDJSONInput(descriptor: opened, interruption: interruption), descriptor: opened)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(source: source) }

    struct AsyncIterator: AsyncIteratorProtocol, ChunkReadiness {
        fileprivate var source: Source
        private var offset = 0

        /// Whether the next chunk is at hand: always in memory; a descriptor says.
        var isChunkReady: Bool {
            switch source {
            case .bytes: true
            case .descriptor(let chunks): chunks.isChunkReady
            }
        }

        fileprivate init(source: Source) { self.source = source }

        mutating func next() async throws -> [UInt8]? {
            switch source {
            case .bytes(let bytes):
                guard offset < bytes.count else { return nil }
                let end = Swift.min(bytes.count, offset + NDJSONInput.chunkBytes)
                defer { offset = end }
                return Array(bytes[offset..<end])
            case .descriptor(var chunks):
                defer { source = .descriptor(chunks) }
                return try await chunks.next()
            }
        }
    }
}

/// Threads of the command's own that run tasks (a ``TaskExecutor``), so that a command
/// that waits for async work blocks none of the threads of Swift's shared pool, which the
/// work would need: `PushKitCommand.run` is synchronous and may itself be called on one.
final class WorkerThreads: TaskExecutor {
    private let jobs = Mutex<(queue: [UnownedJob], head: Int)>(([], 0))
    private let available = DispatchSemaphore(value: 0)
    private let finished = DispatchGroup()
    private let count: Int

    /// Starts `count` threads.
    init(count: Int) {
        self.count = max(1, count)
        for index in 0..<self.count {
            // A serial queue each: a thread of its own, apart from the shared pool.
            DispatchQueue(label: "pushkit.worker.\(index)").async(group: finished) { self.work() }
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.queue.append(job) }
        available.signal()
    }

    private func work() {
        while true {
            available.wait()
            let next: UnownedJob? = jobs.withLock { jobs in
                guard jobs.head < jobs.queue.count else { return nil }
                defer {
                    jobs.head += 1
                    if jobs.head == jobs.queue.count {
                        jobs.queue.removeAll(keepingCapacity: true)
                        jobs.head = 0
                    }
                }
                return jobs.queue[jobs.head]
            }
            guard let next else { return }
            next.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    /// Runs `body` on threads of the command's own while this one waits (one for the task
    /// that reads and writes, one per job), with `io` in and out: the run of
    /// `validate --ndjson` and `prepare --ndjson`.
    static func run(
        jobs: Int, _ io: inout CommandIO,
        _ body: @escaping @Sendable (_ threads: WorkerThreads, _ io: inout CommandIO) async -> Int32
    ) -> Int32 {
        let threads = WorkerThreads(count: jobs + 1)
        defer { threads.stop() }
        let start = io
        let status: Int32
        (io, status) = threads.wait {
            var io = start
            let status = await body(threads, &io)
            return (io, status)
        }
        return status
    }

    /// Runs `operation` on these threads and waits for its value.
    func wait<Value: Sendable>(_ operation: @escaping @Sendable () async -> Value) -> Value {
        let outcome = Outcome<Value>()
        Task(executorPreference: self) {
            let value = await operation()
            outcome.value.withLock { $0 = value }
            outcome.done.signal()
        }
        outcome.done.wait()
        return outcome.value.withLock { $0! }
    }

    /// The value of an operation, once it is done.
    private final class Outcome<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
    }

    /// Ends the threads once the jobs given them are run.
    func stop() {
        for _ in 0..<count { available.signal() }
        finished.wait()
    }
}

/// The progress line on standard error, when it is a terminal: payloads/s, count, errors.
struct Progress {
    let isEnabled: Bool
    private let clock = ContinuousClock()
    private let started: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant
    private var isShown = false

    init(isEnabled: Bool) {
        self.isEnabled = isEnabled
        started = clock.now
        lastShown = started
    }

    mutating func update(_ summary: ValidationSummary, _ stderr: inout OutputChannel) {
        guard isEnabled, clock.now - lastShown >= .milliseconds(200) else { return }
        lastShown = clock.now
        isShown = true
        stderr.write("\r\u{1B}[K\(summary.payloads) payloads\(rate(summary)), \(counted(summary.errors, "error"))")
        stderr.flush()
    }

    mutating func clear(_ stderr: inout OutputChannel) {
        guard isShown else { return }
        stderr.write("\r\u{1B}[K")
        stderr.flush()
        isShown = false
    }

    /// `, 81234 payloads/s` on a terminal; nothing otherwise, so that output stays repeatable.
    func rate(_ summary: ValidationSummary) -> String {
        guard isEnabled else { return "" }
        let elapsed = clock.now - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard seconds > 0 else { return "" }
        return ", \(Int(Double(summary.payloads) / seconds)) payloads/s"
    }
}
