/// Validates NDJSON, one payload a line, in parallel and with bounded memory, and gives
/// back one result a line, in input order, as an `AsyncSequence`.
///
/// ```swift
/// let batch = NDJSONValidator(jobs: 4)
/// for try await result in batch.results(of: chunks) {  // chunks: any AsyncSequence of [UInt8]
///     print(result.number, result.report.isValid)
/// }
/// ```
///
/// The input arrives in chunks split anywhere (a file read 64 KiB at a time, a request
/// body). Lines are validated a batch at a time, the batch shared among `jobs` child tasks,
/// while the next batch is read: at most two batches of lines and one of results are held,
/// whatever the input's size. The results handed out at once are bounded by diagnostics
/// too: validation stops taking lines once they hold ``batchDiagnostics`` diagnostics, and
/// the rest of the batch is validated next, so that lines which each draw a thousand
/// diagnostics do not pile up. A line longer than the reader's `maxBytes` is not held: its
/// result is an `input.too-large` error. Lines end at LF (a CR before it is dropped).
public struct NDJSONValidator: Sendable {
    /// The validator every line goes through.
    public var validator: Validator
    /// How many lines are validated at once.
    public var jobs: Int
    /// Lines per batch.
    public var batchLines: Int
    /// The diagnostics the results of a batch may hold before validation stops taking
    /// lines (the lines under way finish; at least one line is taken); the rest of the
    /// batch comes next. 65,536 by default, about 15 MB of reports.
    public var batchDiagnostics = 65_536

    /// Creates a batch validator.
    public init(validator: Validator = Validator(), jobs: Int = 1, batchLines: Int = 1024) {
        self.validator = validator
        self.jobs = max(1, jobs)
        self.batchLines = max(1, batchLines)
    }

    /// One line of the input.
    public struct Line: Sendable, Hashable {
        /// What a line holds.
        public enum Content: Sendable, Hashable {
            /// The line's bytes, without the line ending.
            case bytes([UInt8])
            /// A line over the limit, not held, and its length in bytes.
            case tooLong(length: Int)
        }

        /// The line number, from 1.
        public var number: Int
        /// The bytes, or that there were too many.
        public var content: Content

        /// Creates a line.
        public init(number: Int, content: Content) {
            self.number = number
            self.content = content
        }
    }

    /// One line's result.
    public struct Result: Sendable {
        /// The line number, from 1.
        public var number: Int
        /// The report on the line.
        public var report: ValidationReport

        /// Creates a result.
        public init(number: Int, report: ValidationReport) {
            self.number = number
            self.report = report
        }
    }

    /// The report on one line, as a result of ``results(of:)`` has it.
    public func validate(_ line: Line) -> Result {
        switch line.content {
        case .bytes(let bytes):
            return Result(number: line.number, report: validator.validate(bytes))
        case .tooLong(let length):
            let limit = validator.options.reader.maxBytes
            return Result(
                number: line.number,
                report: ValidationReport(
                    kind: .unknown, diagnostics: [JSONReader.tooLargeDiagnostic(size: length, limit: limit)]))
        }
    }

    /// The result of every line of `input`, in input order.
    public func results<Input: AsyncSequence>(of input: Input) -> Results<Input> where Input.Element == [UInt8] {
        Results(batch: self, input: input)
    }

    /// The results of every line of an input, in input order.
    public struct Results<Input: AsyncSequence>: AsyncSequence where Input.Element == [UInt8] {
        /// One line's result.
        public typealias Element = NDJSONValidator.Result

        let batch: NDJSONValidator
        let input: Input

        /// Starts reading the input.
        public func makeAsyncIterator() -> Iterator {
            Iterator(batch: batch, input: input.makeAsyncIterator())
        }

        /// Reads, validates and hands out the results.
        public struct Iterator: AsyncIteratorProtocol {
            let batch: NDJSONValidator
            var input: Input.AsyncIterator
            var lines: NDJSONLines
            var readLines: [Line] = []
            var isInputDone = false
            var pending: Task<(results: [Result], rest: ArraySlice<Line>), Never>?
            /// The batch read while the pending one is validated, until it can start.
            var following: [Line]?
            var ready: [Result] = []
            var readyIndex = 0

            init(batch: NDJSONValidator, input: Input.AsyncIterator) {
                self.batch = batch
                self.input = input
                lines = NDJSONLines(maxLineBytes: batch.validator.options.reader.maxBytes)
            }

            /// The next line's result; `nil` after the last. Errors are the input's.
            public mutating func next() async throws -> Result? {
                if readyIndex < ready.count {
                    defer { readyIndex += 1 }
                    return ready[readyIndex]
                }
                if pending == nil {
                    let first = try await readBatch()
                    guard !first.isEmpty else { return nil }
                    pending = start(first[...])
                }
                // Read the next batch while the pending one is validated, unless one is
                // read already (the pending one is the rest of a batch).
                if following == nil { following = try await readBatch() }
                let (results, rest) = await pending?.value ?? ([], [])
                ready = results
                readyIndex = 0
                if !rest.isEmpty {
                    pending = start(rest)
                } else if let next = following, !next.isEmpty {
                    pending = start(next[...])
                    following = nil
                } else {
                    pending = nil
                    following = nil
                }
                guard !ready.isEmpty else { return nil }
                readyIndex = 1
                return ready[0]
            }

            private func start(_ lines: ArraySlice<Line>) -> Task<(results: [Result], rest: ArraySlice<Line>), Never> {
                let batch = batch
                return Task { await batch.validate(lines) }
            }

            /// Up to `batchLines` lines; empty at the end of the input.
            private mutating func readBatch() async throws -> [Line] {
                while readLines.count < batch.batchLines, !isInputDone {
                    if let chunk = try await input.next() {
                        lines.split(chunk, into: &readLines)
                    } else {
                        isInputDone = true
                        if let last = lines.finish() { readLines.append(last) }
                    }
                }
                let count = Swift.min(batch.batchLines, readLines.count)
                let taken = Array(readLines[..<count])
                readLines.removeFirst(count)
                return taken
            }
        }
    }

    /// Lines a child task takes at a time.
    static let chunkLines = 64

    /// Validates the first of `lines` on up to ``jobs`` child tasks, results in input order:
    /// every line, or fewer once the results hold ``batchDiagnostics`` diagnostics (at least
    /// one line); `rest` is the lines not validated. A task takes up to ``chunkLines`` lines,
    /// fewer once the diagnostics per line so far say the budget has no room for them.
    func validate(_ lines: ArraySlice<Line>) async -> (results: [Result], rest: ArraySlice<Line>) {
        var chunks: [[Result]] = []
        var taken = lines.startIndex
        var diagnostics = 0
        var done = 0
        /// The lines the next task takes; 0 once the budget is reached.
        func take() -> Int {
            guard taken < lines.endIndex, diagnostics < batchDiagnostics else { return 0 }
            guard done > 0 else { return taken == lines.startIndex ? 1 : 0 }
            let perLine = max(1, diagnostics / done)
            let room = batchDiagnostics / perLine - (taken - lines.startIndex)
            guard room > 0 else { return 0 }
            return min(Self.chunkLines, max(1, room / jobs), lines.endIndex - taken)
        }
        await withTaskGroup(of: (Int, [Result]).self) { group in
            var running = 0
            func add() -> Bool {
                let count = take()
                guard count > 0 else { return false }
                let slice = lines[taken..<(taken + count)]
                let chunk = chunks.count
                chunks.append([])
                taken += count
                running += 1
                group.addTask { (chunk, slice.map(validate)) }
                return true
            }
            while running < jobs, add() {}
            while running > 0, let (chunk, results) = await group.next() {
                running -= 1
                chunks[chunk] = results
                done += results.count
                diagnostics += results.reduce(0) { $0 + $1.report.diagnostics.count }
                while running < jobs, add() {}
            }
        }
        return (chunks.flatMap { $0 }, lines[taken...])
    }
}

/// The results may cross tasks when the input may.
extension NDJSONValidator.Results: Sendable where Input: Sendable {}

/// An iterator is used where it was made: it holds the input's iterator and the batch
/// under way.
@available(*, unavailable)
extension NDJSONValidator.Results.Iterator: Sendable {}
