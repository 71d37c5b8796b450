import Dispatch
import PushKitCore
import Synchronization

/// `pushkit validate --ndjson (FILE | -)`: one payload per line, streamed.
///
/// Three stages run at once, so that reading and writing overlap validation:
///
/// - a reader thread cuts the input into batches of lines;
/// - a validating thread checks each batch on `--jobs` threads (itself and helpers), and
///   hands its results on in parts of at most about ``partBytes`` bytes of output;
/// - the calling thread writes each part, in input order, with the progress line and
///   the summary.
///
/// The stages hand batches and parts to each other in order. At most ``batchesInFlight``
/// batches of input (each at most ``batchLines`` lines and ``batchBytes`` bytes) and
/// ``partsInFlight`` parts of output exist at once, so memory stays bounded by bytes of
/// input and of output, whatever the input's size and however many diagnostics a line
/// draws. Every line gets exactly one result. When the output goes away (as after
/// `| head`), the writer tells the others to stop and the run ends quietly.
extension Validate {
    /// Lines per batch, and the most bytes a batch holds (a line that crosses it ends the batch).
    static let batchLines = 4096
    static let batchBytes = 4 << 20
    /// The most batches alive at once: one being read, one validated, one written.
    static let batchesInFlight = 3
    /// The output a part of a batch's results holds before it is handed on: validation
    /// stops taking lines once a part has this many bytes (the lines under way finish).
    static let partBytes = 4 << 20
    /// The most parts alive at once: one being validated, one written.
    static let partsInFlight = 2
    /// Lines a validating thread takes from a batch at a time; threads that finish early
    /// take more, so that one slow stretch of a batch does not hold up the others.
    static let chunkLines = 64

    /// The result of one line, formatted for output.
    struct LineResult: Sendable {
        /// The line's output, as written.
        var output: [UInt8] = []
        var isValid = false
        var errors = 0
        var warnings = 0
    }

    /// Results of consecutive lines of a batch, handed to the writer.
    struct ResultPart: Sendable {
        var results: [LineResult]
        /// Whether it is the batch's last part: once it is written, the batch's place is free.
        var endsBatch: Bool
    }

    /// Runs `validate --ndjson`: opens the input, starts the reader and validating threads,
    /// writes the results on this thread and ends with the summary on standard error.
    func runNDJSON(_ io: inout CommandIO) -> Int32 {
        let path = paths[0]
        let source = path == "-" ? PayloadInputs.standardInputName : path
        let reader: LineReader
        var descriptor: Int32 = -1
        if path == "-" {
            switch io.stdin {
            case .bytes(let bytes): reader = LineReader(bytes: bytes, maxLineBytes: maxBytes)
            case .fileDescriptor(let input): reader = LineReader(descriptor: input, maxLineBytes: maxBytes)
            }
        } else {
            switch FileSystem.openForReading(FilePath(path)) {
            case .failure(let error):
                let problem = InputProblem(errno: error.code)
                // One result, in the output format of the lines it stands for, and the summary.
                let finding = Finding(problem, message: "cannot open '\(path)': \(FileSystem.describe(error.code))")
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
            case .success(let opened):
                if case .directory = FileSystem.kind(of: opened) {
                    close(opened)
                    io.writeError(
                        "Error: --ndjson reads one file, or '-' for standard input, not a folder: '\(path.printable)'; "
                            + "leave out --ndjson to validate every *.json file below it")
                    return ExitStatus.usage
                }
                descriptor = opened
                reader = LineReader(descriptor: opened, maxLineBytes: maxBytes)
            }
        }
        defer { if descriptor >= 0 { close(descriptor) } }

        let validator = Validator(options: validatorOptions)
        let style = TerminalStyle(for: io.stdout, environment: io.environment)
        var progress = Progress(isEnabled: io.stderr.isTerminal)
        let pipeline = NDJSONPipeline(batchesInFlight: Self.batchesInFlight, partsInFlight: Self.partsInFlight)
        // Each stage gets a serial queue, so a thread of its own, apart from the pool that the
        // validating helpers of `concurrentPerform` come from.
        let threads = DispatchGroup()
        DispatchQueue(label: "pushkit.ndjson.read").async(group: threads) {
            Self.read(reader, into: pipeline)
        }
        DispatchQueue(label: "pushkit.ndjson.validate").async(group: threads) {
            validate(pipeline, source: source, validator: validator, style: style)
        }
        let (summary, readFailure) = write(pipeline, to: &io, progress: &progress)
        // Every batch has come back; the two threads are at their end. Wait for them, so that
        // nothing still holds the input when its descriptor is closed.
        threads.wait()
        return finish(summary, readFailure: readFailure, source: source, progress: &progress, &io)
    }

    /// The reader thread: cuts the input into batches and hands them on, each once a
    /// place is free; at the end of the input, or when told to stop, it hands on the end.
    /// It looks for the stop between lines too, so that a slow input (a pipe) does not keep
    /// a closed run waiting for a whole batch.
    private static func read(_ reader: LineReader, into pipeline: NDJSONPipeline) {
        var reader = reader
        var finished = false
        while !finished {
            pipeline.places.wait()
            if pipeline.isStopped {
                pipeline.places.signal()
                break
            }
            var batch: [LineReader.Line] = []
            batch.reserveCapacity(batchLines)
            var bytes = 0
            while batch.count < batchLines, bytes < batchBytes, !pipeline.isStopped {
                guard let line = reader.next() else {
                    finished = true
                    break
                }
                if case .text(_, let text) = line { bytes += text.count }
                batch.append(line)
            }
            if batch.isEmpty {
                pipeline.places.signal()
            } else {
                pipeline.read.send(.batch(batch))
            }
        }
        pipeline.read.send(
            .end(readFailure: reader.failure.map { ReadFailure(code: $0, linesRead: reader.lineNumber) }))
    }

    /// The validating thread: validates each batch the reader hands on and passes its
    /// results on in the same order, in parts of about ``partBytes`` bytes of output, each
    /// once a place for a part is free. Once the output is gone it passes an empty last
    /// part on, so that the batches still under way come back without work.
    private func validate(_ pipeline: NDJSONPipeline, source: String, validator: Validator, style: TerminalStyle) {
        while true {
            switch pipeline.read.receive() {
            case .batch(let lines):
                var start = 0
                repeat {
                    pipeline.parts.wait()
                    guard !pipeline.isStopped else {
                        pipeline.validated.send(.batch(ResultPart(results: [], endsBatch: true)))
                        break
                    }
                    let results = validate(
                        lines[start...], outputBudget: Self.partBytes, source: source, validator: validator,
                        style: style)
                    start += results.count
                    pipeline.validated.send(.batch(ResultPart(results: results, endsBatch: start == lines.count)))
                } while start < lines.count
            case .end(let failure):
                pipeline.validated.send(.end(readFailure: failure))
                return
            }
        }
    }

    /// The writing stage, on the calling thread: writes each batch's results in order,
    /// counts them, shows progress and frees the batch's place. When the output closes
    /// it stops the other stages and takes back the rest of the batches unwritten.
    private func write(_ pipeline: NDJSONPipeline, to io: inout CommandIO, progress: inout Progress)
        -> (ValidationSummary, ReadFailure?)
    {
        var summary = ValidationSummary()
        while true {
            switch pipeline.validated.receive() {
            case .batch(let part):
                defer {
                    pipeline.parts.signal()
                    if part.endsBatch { pipeline.places.signal() }
                }
                guard !pipeline.isStopped else { continue }
                for result in part.results {
                    io.stdout.write(result.output)
                    summary.payloads += 1
                    if result.isValid { summary.valid += 1 }
                    summary.errors += result.errors
                    summary.warnings += result.warnings
                }
                if io.stdout.isTerminal { io.stdout.flush() }
                if io.stdout.isClosed {
                    pipeline.stop()
                    progress.clear(&io.stderr)
                } else {
                    progress.update(summary, &io.stderr)
                }
            case .end(let failure):
                return (summary, failure)
            }
        }
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
                .unreadable, message: "reading stopped after \(lines): \(FileSystem.describe(readFailure.code))")
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

    /// Validates and formats the first lines of `batch` on up to `jobs` threads, in input
    /// order: every line, or fewer once their output reaches `outputBudget` bytes (at least
    /// one line). The lines under way when the budget is reached finish, so a part may go
    /// over it by what the threads took last: at most a line each once the output per line
    /// is known to be large.
    ///
    /// The threads take up to ``chunkLines`` lines at a time until none are left, or the
    /// budget is reached, each writing the results of its own lines. Before any output is
    /// known a thread takes one line; after, no more than the output per line so far says
    /// the budget has room for, shared among the threads.
    func validate(
        _ batch: ArraySlice<LineReader.Line>, outputBudget: Int, source: String, validator: Validator,
        style: TerminalStyle
    ) -> [LineResult] {
        let workers = min(jobs, max(1, batch.count / 16))
        guard workers > 1 else {
            var results: [LineResult] = []
            results.reserveCapacity(batch.count)
            var bytes = 0
            for line in batch {
                let result = result(for: line, source: source, validator: validator, style: style)
                results.append(result)
                bytes += result.output.count
                if bytes >= outputBudget { break }
            }
            return results
        }
        var results = [LineResult](repeating: LineResult(), count: batch.count)
        let nextLine = Atomic(0)
        let linesDone = Atomic(0)
        let outputBytes = Atomic(0)
        let first = batch.startIndex
        results.withUnsafeMutableBufferPointer { output in
            let output = UnsafeSendable(output)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let bytes = outputBytes.load(ordering: .relaxed)
                    guard bytes < outputBudget else { return }
                    let done = linesDone.load(ordering: .relaxed)
                    var take = 1
                    if done > 0 {
                        // The lines the budget still has room for, at the output per line so
                        // far, beyond those taken already (some still under way).
                        let perLine = max(1, bytes / done)
                        let room = outputBudget / perLine - nextLine.load(ordering: .relaxed)
                        guard room > 0 else { return }
                        take = min(Self.chunkLines, max(1, room / workers))
                    }
                    let lower = nextLine.add(take, ordering: .relaxed).oldValue
                    guard lower < batch.count else { return }
                    let upper = min(batch.count, lower + take)
                    var written = 0
                    for index in lower..<upper {
                        let result = result(
                            for: batch[first + index], source: source, validator: validator, style: style)
                        written += result.output.count
                        output.value[index] = result
                    }
                    outputBytes.add(written, ordering: .relaxed)
                    linesDone.add(upper - lower, ordering: .relaxed)
                }
            }
        }
        // The lines taken are the first ones, and every one taken is done.
        let taken = min(batch.count, nextLine.load(ordering: .relaxed))
        if taken < results.count { results.removeSubrange(taken...) }
        return results
    }

    /// One line's result.
    func result(for line: LineReader.Line, source: String, validator: Validator, style: TerminalStyle)
        -> LineResult
    {
        let number: Int
        let report: ValidationReport
        switch line {
        case .text(let lineNumber, let bytes):
            number = lineNumber
            report = validator.validate(bytes)
        case .tooLong(let lineNumber, let length):
            number = lineNumber
            report = ValidationReport(
                kind: .unknown, diagnostics: [JSONReader.tooLargeDiagnostic(size: length, limit: maxBytes)])
        }
        var findings = report.diagnostics.map(Finding.init)
        for index in findings.indices {
            // A payload is one line: its place in the file is the line number and its column.
            findings[index].line = number
        }
        var result = LineResult(isValid: report.isValid, errors: report.errorCount, warnings: report.warningCount)
        result.output = output(
            for: findings, line: number, kind: report.kind.id, isValid: report.isValid, source: source, style: style)
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

/// What one stage hands the next: a batch, or the end of the input.
enum PipelineItem<Batch: Sendable>: Sendable {
    /// The next batch, in input order.
    case batch(Batch)
    /// The input has ended; `readFailure` says how, when a read failed.
    case end(readFailure: ReadFailure?)
}

/// The hand-offs and limits shared by the three stages of `validate --ndjson`.
final class NDJSONPipeline: Sendable {
    /// Batches from the reader to the validating thread.
    let read = HandOff<PipelineItem<[LineReader.Line]>>()
    /// Results from the validating thread to the writer, a batch in one part or more.
    let validated = HandOff<PipelineItem<Validate.ResultPart>>()
    /// The places for batches: the reader takes one before it reads a batch, the writer
    /// gives it back once the batch's last part is written. This bounds the batches alive
    /// at once.
    let places: DispatchSemaphore
    /// The places for parts of results: the validating thread takes one before it
    /// validates a part, the writer gives it back once the part is written. This bounds
    /// the output held at once.
    let parts: DispatchSemaphore
    private let stopped = Atomic(false)

    /// A pipeline with room for `batchesInFlight` batches and `partsInFlight` parts at once.
    init(batchesInFlight: Int, partsInFlight: Int) {
        places = DispatchSemaphore(value: batchesInFlight)
        parts = DispatchSemaphore(value: partsInFlight)
    }

    /// Whether the output has gone away, so that reading and validating can stop.
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Tells the reader to read no more and the validating thread to skip what is left.
    func stop() { stopped.store(true, ordering: .relaxed) }
}

/// A first-in, first-out hand-off from one thread to another: ``send(_:)`` never waits,
/// ``receive()`` waits for an element. The caller bounds how many are under way.
final class HandOff<Element: Sendable>: Sendable {
    private let elements = Mutex<[Element]>([])
    private let available = DispatchSemaphore(value: 0)

    /// Hands `element` on.
    func send(_ element: Element) {
        elements.withLock { $0.append(element) }
        available.signal()
    }

    /// The oldest element handed on, waiting for one if there is none yet.
    func receive() -> Element {
        available.wait()
        return elements.withLock { $0.removeFirst() }
    }
}

/// Hands a buffer to worker threads that each write their own disjoint indices.
struct UnsafeSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
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
