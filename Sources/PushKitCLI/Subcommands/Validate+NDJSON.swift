import Dispatch
import PushKitCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `pushkit validate --ndjson (FILE | -)`: one payload per line, streamed.
///
/// Lines are read in batches; each batch is validated on `--jobs` threads and its
/// results are written in input order before the next batch is read, so memory stays
/// bounded by the batch, whatever the input's size. Every line gets exactly one result.
extension Validate {
    /// Lines per batch, and the most bytes a batch holds.
    static let batchLines = 4096
    static let batchBytes = 16 << 20

    /// The result of one line, formatted for output.
    struct LineResult: Sendable {
        var text = ""
        var isValid = false
        var errors = 0
        var warnings = 0
    }

    func runNDJSON(_ io: inout CommandIO) -> Int32 {
        let path = paths[0]
        let source = path == "-" ? PayloadInputs.standardInputName : path
        var reader: LineReader
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
                let result = InputResult(
                    source: path, problem: problem,
                    message: "cannot open '\(path)': \(FileSystem.describe(error.code))")
                var reporter = format.makeReporter(style: TerminalStyle(for: io.stdout, environment: io.environment))
                reporter.report(result, to: &io.stdout)
                return ExitStatus.usage
            case .success(let opened):
                descriptor = opened
                reader = LineReader(descriptor: opened, maxLineBytes: maxBytes)
            }
        }
        defer { if descriptor >= 0 { close(descriptor) } }

        let validator = Validator(options: validatorOptions)
        let style = TerminalStyle(for: io.stdout, environment: io.environment)
        var summary = ValidationSummary()
        var progress = Progress(isEnabled: io.stderr.isTerminal)
        var batch: [LineReader.Line] = []
        batch.reserveCapacity(Self.batchLines)
        var finished = false
        while !finished {
            batch.removeAll(keepingCapacity: true)
            var bytes = 0
            while batch.count < Self.batchLines, bytes < Self.batchBytes {
                guard let line = reader.next() else {
                    finished = true
                    break
                }
                if case .text(_, let text) = line { bytes += text.count }
                batch.append(line)
            }
            let results = validate(batch, source: source, validator: validator, style: style)
            for result in results {
                io.stdout.write(result.text)
                summary.payloads += 1
                if result.isValid { summary.valid += 1 }
                summary.errors += result.errors
                summary.warnings += result.warnings
            }
            if io.stdout.isTerminal { io.stdout.flush() }
            if io.stdout.isClosed {
                progress.clear(&io.stderr)
                return summary.exitStatus(strict: isStrict)
            }
            progress.update(summary, &io.stderr)
        }
        io.stdout.flush()
        progress.clear(&io.stderr)
        if let failure = reader.failure {
            summary.unreadable += 1
            io.writeError(
                "\(source.printable): error: reading stopped: \(FileSystem.describe(failure)) [input.unreadable]")
        }
        io.writeError(summary.sentence + progress.rate(summary))
        return summary.exitStatus(strict: isStrict)
    }

    /// Validates and formats a batch on `jobs` threads; results come back in input order.
    func validate(_ batch: [LineReader.Line], source: String, validator: Validator, style: TerminalStyle)
        -> [LineResult]
    {
        var results = [LineResult](repeating: LineResult(), count: batch.count)
        let workers = min(jobs, max(1, batch.count / 16))
        results.withUnsafeMutableBufferPointer { output in
            let output = UnsafeSendable(output)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                let lower = batch.count * worker / workers
                let upper = batch.count * (worker + 1) / workers
                for index in lower..<upper {
                    output.value[index] = result(for: batch[index], source: source, validator: validator, style: style)
                }
            }
        }
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
        switch format {
        case .text:
            if findings.isEmpty {
                result.text = "\(source.printable):\(number): valid \(report.kind.id)\n"
            } else {
                let reporter = TextReporter(style: style)
                for finding in findings { result.text += reporter.line(for: finding, source: source) + "\n" }
            }
        case .json:
            var text = "{\"source\":\(JSONText.quoted(source)),\"line\":\(number),\"valid\":\(report.isValid),\"kind\":"
            text += JSONText.quoted(report.kind.id) + ",\"diagnostics\":["
            for (index, finding) in findings.enumerated() {
                if index > 0 { text += "," }
                JSONReporter.append(finding, to: &text)
            }
            result.text = text + "]}\n"
        case .github:
            for finding in findings { result.text += GitHubReporter.annotation(for: finding, source: source) + "\n" }
        }
        return result
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
