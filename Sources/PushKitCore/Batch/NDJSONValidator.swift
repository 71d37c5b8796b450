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
/// whatever the input's size (a batch is at most `batchLines` lines, and stops at
/// `batchBytes` bytes). The results handed out at once are bounded by diagnostics
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
    /// The bytes of lines a batch may hold: reading stops once its lines hold this many
    /// (a line that crosses it ends the batch). 4 MiB by default.
    public var batchBytes = 4 << 20
    /// Kept as `any Sendable` so that the type needs no newer system than the rest.
    private var preferredExecutor: (any Sendable)?

    /// Where the tasks that validate run: `nil` (the default) for the global concurrent
    /// executor, or an executor of the caller's, such as threads of its own. The tasks the
    /// results start do not inherit the preference of the task that iterates them, so a
    /// caller that runs on its own executor (one that blocks a thread to wait for the
    /// results, say) sets it here too.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    public var taskExecutor: (any TaskExecutor)? {
        get { preferredExecutor as? any TaskExecutor }
        set { preferredExecutor = newValue }
    }

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
        public var content: Content {
            get {
                switch held {
                case .content(let content): content
                case .slice(let chunk, let range): .bytes(Array(chunk[range]))
                }
            }
            set { held = .content(newValue) }
        }

        /// How the line is held: a line read from the input lies in the chunk that held
        /// it, not copied on the reading task (the serial part of a batch); the task that
        /// validates it copies it out.
        private enum Held: Sendable {
            case content(Content)
            case slice(chunk: [UInt8], range: Range<Int>)
        }

        private var held: Held

        /// Creates a line.
        public init(number: Int, content: Content) {
            self.number = number
            held = .content(content)
        }

        /// The line `number` whose bytes are `chunk[range]`.
        init(number: Int, in chunk: [UInt8], _ range: Range<Int>) {
            self.number = number
            held = .slice(chunk: chunk, range: range)
        }

        /// The number of bytes held: 0 for a line over the limit.
        var byteCount: Int {
            switch held {
            case .content(.bytes(let bytes)): bytes.count
            case .content(.tooLong): 0
            case .slice(_, let range): range.count
            }
        }

        /// The bytes, or the length of a line over the limit, without ``content``'s
        /// enum around them.
        fileprivate var bytes: (bytes: [UInt8]?, length: Int) {
            switch held {
            case .content(.bytes(let bytes)): (bytes, bytes.count)
            case .content(.tooLong(let length)): (nil, length)
            case .slice(let chunk, let range): (Array(chunk[range]), range.count)
            }
        }

        /// Whether two lines have the same number and the same content, however held.
        public static func == (left: Line, right: Line) -> Bool {
            left.number == right.number && left.content == right.content
        }

        /// Hashes the number and the content, however held.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(number)
            hasher.combine(content)
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
        let (bytes, length) = line.bytes
        guard let bytes else {
            let limit = validator.options.reader.maxBytes
            return Result(
                number: line.number,
                report: ValidationReport(
                    kind: .unknown, diagnostics: [JSONReader.tooLargeDiagnostic(size: length, limit: limit)]))
        }
        var report = validator.validate(bytes)
        report.placeOnOneLine(bytes)
        return Result(number: line.number, report: report)
    }

    /// The result of every line of `input`, in input order.
    ///
    /// When the input throws, the results of the lines it ended before are handed out
    /// first, then its error: the last result's number is the count of lines read. A line
    /// the error cut short (no LF yet) is dropped with the rest.
    public func results<Input: AsyncSequence>(of input: Input) -> Results<Input> where Input.Element == [UInt8] {
        MappedResults(batch: self, input: input, budget: batchDiagnostics) { batch, line in
            let result = batch.validate(line)
            return (result, result.report.diagnostics.count)
        }
    }

    /// The result of every line of `input`, each turned into an `Output` by `transform` on
    /// the child task that validated it, in input order.
    ///
    /// `transform` runs in parallel, so that work on each result (formatting it for output,
    /// say) is shared among the ``jobs`` too. It gives back, with its output, what the output
    /// costs (its size in bytes, say): validation stops taking lines once the outputs of a
    /// batch cost `budget` (the lines under way finish; at least one line is taken), the
    /// rest of the batch comes next, so the outputs held at once are bounded by `budget`,
    /// however large each line's output. ``batchDiagnostics`` does not apply. Errors of the
    /// input come as with ``results(of:)``.
    ///
    /// ```swift
    /// let lines = batch.results(of: chunks, budget: 4 << 20) { result in
    ///     var json = result.report.json(source: "batch", line: result.number)
    ///     json.append(UInt8(ascii: "\n"))
    ///     return (json, json.count)
    /// }
    /// for try await json in lines { write(json) }
    /// ```
    public func results<Input: AsyncSequence, Output: Sendable>(
        of input: Input, budget: Int,
        _ transform: @escaping @Sendable (Result) -> (output: Output, cost: Int)
    ) -> MappedResults<Input, Output> where Input.Element == [UInt8] {
        MappedResults(batch: self, input: input, budget: budget) { batch, line in transform(batch.validate(line)) }
    }

    /// The results of every line of an input, in input order, as ``results(of:)`` gives them.
    public typealias Results<Input: AsyncSequence> = MappedResults<Input, Result> where Input.Element == [UInt8]

    /// What `transform` makes of the result of every line of an input, in input order, as
    /// ``results(of:budget:_:)`` gives it.
    public struct MappedResults<Input: AsyncSequence, Output: Sendable>: AsyncSequence
    where Input.Element == [UInt8] {
        /// One line's output.
        public typealias Element = Output

        let batch: NDJSONValidator
        let input: Input
        let budget: Int
        /// What a line becomes, on the task that takes it, and what that costs.
        let process: @Sendable (NDJSONValidator, Line) -> (output: Output, cost: Int)

        /// Starts reading the input.
        public func makeAsyncIterator() -> Iterator {
            Iterator(sequence: self, input: input.makeAsyncIterator())
        }

        /// Reads, validates and hands out the outputs.
        ///
        /// The reading, the splitting into lines and the handing out run on the one task
        /// that iterates, the serial part of a batch (`Benchmarks/serial.sh`): handing out
        /// an output already validated is inlined into the caller, specialised for its
        /// types, and the outputs handed out are freed on the task that validates the
        /// next batch.
        public struct Iterator: AsyncIteratorProtocol {
            let sequence: MappedResults
            var input: Input.AsyncIterator
            var lines: NDJSONLines
            var readLines: [Line] = []
            var isInputDone = false
            /// The input's error, thrown once the lines read before it are handed out.
            var inputError: (any Error)?
            /// The batch under way: its task, and where the task leaves its outputs.
            var pending: (task: Task<Void, Never>, handover: Handover<Output>)?
            /// The batch read while the pending one is validated, until it can start.
            var following: [Line]?
            /// The outputs of the last batch validated, and the next to hand out.
            @usableFromInline var ready: [Output] = []
            @usableFromInline var readyIndex = 0

            init(sequence: MappedResults, input: Input.AsyncIterator) {
                self.sequence = sequence
                self.input = input
                lines = NDJSONLines(maxLineBytes: sequence.batch.validator.options.reader.maxBytes)
            }

            /// The next line's output; `nil` after the last. Errors are the input's, after
            /// the outputs of every line it ended.
            @inlinable
            public mutating func next() async throws -> Output? {
                if readyIndex < ready.count {
                    defer { readyIndex &+= 1 }
                    return ready[readyIndex]
                }
                return try await nextBatch()
            }

            /// Whether ``next()`` has an output in hand: when not, it may wait (for the
            /// batch under way, or for input), so a co-process flushes what it wrote first.
            @inlinable
            public var hasOutputInHand: Bool { readyIndex < ready.count }

            /// ``next()`` once every output of the last batch is handed out: waits for the
            /// batch under way, starts the next, and hands out the first of its outputs.
            @usableFromInline
            mutating func nextBatch() async throws -> Output? {
                // The outputs handed out go with the next batch's task, which frees them.
                var handedOut: [Output] = []
                swap(&handedOut, &ready)
                if pending == nil {
                    let first = await readBatch(waiting: true)
                    guard !first.isEmpty else {
                        free(&handedOut)
                        if let error = inputError {
                            inputError = nil
                            throw error
                        }
                        return nil
                    }
                    pending = start(first[...], freeing: &handedOut)
                }
                // Read the next batch while the pending one is validated, unless one is
                // read already (the pending one is the rest of a batch): as much of it as
                // is at hand, not waiting for more, so that the pending batch's outputs are
                // handed out as soon as it is validated.
                if following == nil { following = await readBatch(waiting: false) }
                var outputs: [Output] = []
                var rest: ArraySlice<Line> = []
                if let (task, handover) = pending {
                    await task.value
                    (outputs, rest) = handover.part()
                }
                ready = outputs
                readyIndex = 0
                if !rest.isEmpty {
                    pending = start(rest, freeing: &handedOut)
                } else if let next = following, !next.isEmpty {
                    pending = start(next[...], freeing: &handedOut)
                    following = nil
                } else {
                    pending = nil
                    following = nil
                    free(&handedOut)
                }
                guard !ready.isEmpty else { return try await nextBatch() }
                readyIndex = 1
                return ready[0]
            }

            /// Starts the task that validates `lines`. It frees them, and `handedOut`, the
            /// outputs handed out already (moved out, left empty), on the thread that runs it,
            /// and leaves its outputs in the handover, whence the reading task takes them: the
            /// task itself keeps nothing, so that freeing it frees nothing on the reading task.
            private func start(
                _ lines: ArraySlice<Line>, freeing handedOut: inout [Output]
            ) -> (task: Task<Void, Never>, handover: Handover<Output>) {
                let (batch, budget, process) = (sequence.batch, sequence.budget, sequence.process)
                let handover = Handover(lines: lines, handedOut: &handedOut)
                let task = run {
                    let lines = handover.lines()
                    handover.finish(await batch.process(lines, budget: budget) { process(batch, $0) })
                }
                return (task, handover)
            }

            /// Frees `outputs` (moved out, left empty) on a task of their own, when no batch
            /// is left to validate whose task could, rather than on the reading task.
            private func free(_ outputs: inout [Output]) {
                guard !outputs.isEmpty else { return }
                let handover = Handover(lines: [], handedOut: &outputs)
                run { _ = handover.lines() }
            }

            /// A task that runs `work` where the batch's tasks run (``NDJSONValidator/taskExecutor``).
            @discardableResult
            private func run(_ work: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
                if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
                    return Task(executorPreference: sequence.batch.taskExecutor, operation: work)
                }
                return Task(operation: work)
            }

            /// Up to ``NDJSONValidator/batchLines`` lines, or fewer once they hold
            /// ``NDJSONValidator/batchBytes`` bytes, or once the input has no chunk at hand
            /// (``ChunkReadiness``) and the batch has a line (`waiting`), or has none
            /// (not `waiting`); empty at the end of the input, or once it threw (the error
            /// is kept for ``next()``), or when not `waiting` and nothing is at hand.
            private mutating func readBatch(waiting: Bool) async -> [Line] {
                let batch = sequence.batch
                var bytes = 0
                var counted = 0
                while !isInputDone {
                    while counted < readLines.count {
                        bytes += readLines[counted].byteCount
                        counted += 1
                    }
                    guard readLines.count < batch.batchLines, bytes < batch.batchBytes else { break }
                    if !waiting || !readLines.isEmpty, let readiness = input as? any ChunkReadiness,
                        !readiness.isChunkReady
                    {
                        break
                    }
                    do {
                        if let chunk = try await input.next() {
                            lines.split(chunk, into: &readLines)
                        } else {
                            isInputDone = true
                            if let last = lines.finish() { readLines.append(last) }
                        }
                    } catch {
                        isInputDone = true
                        inputError = error
                    }
                }
                let count = Swift.min(batch.batchLines, readLines.count)
                let taken = Array(readLines[..<count])
                readLines.removeFirst(count)
                return taken
            }
        }
    }

    /// What the reading task and the task that validates a batch hand each other: the
    /// batch's lines and the outputs handed out already, which the task takes out (and so
    /// frees) first, and the task's outputs and the lines it left, which the reading task
    /// takes out once the task has ended.
    ///
    /// Unchecked: the reading task fills it before it starts the task, which alone reads
    /// and writes it until it ends; the reading task reads it only after awaiting the
    /// task's end. The task's start and its end order the accesses.
    final class Handover<Output>: @unchecked Sendable {
        private var batch: ArraySlice<Line>
        private var handedOut: [Output]
        private var outputs: [Output] = []
        private var rest: ArraySlice<Line> = []

        /// A handover of `lines` and of `handedOut`, moved in: the caller keeps no
        /// reference to them that could be the last.
        init(lines: ArraySlice<Line>, handedOut: inout [Output]) {
            batch = lines
            self.handedOut = []
            swap(&self.handedOut, &handedOut)
        }

        /// On the task: the lines to validate, taken out; the outputs handed out are freed.
        func lines() -> ArraySlice<Line> {
            handedOut = []
            defer { batch = [] }
            return batch
        }

        /// On the task, at its end: its outputs and the lines it left.
        func finish(_ part: (outputs: [Output], rest: ArraySlice<Line>)) {
            (outputs, rest) = part
        }

        /// On the reading task, once the task has ended: what ``finish(_:)`` left, taken out.
        func part() -> (outputs: [Output], rest: ArraySlice<Line>) {
            defer { (outputs, rest) = ([], []) }
            return (outputs, rest)
        }
    }

    /// Lines a child task takes at a time.
    static let chunkLines = 64

    /// Validates the first of `lines` on up to ``jobs`` child tasks, results in input order:
    /// every line, or fewer once the results hold ``batchDiagnostics`` diagnostics (at least
    /// one line); `rest` is the lines not validated.
    func validate(_ lines: ArraySlice<Line>) async -> (results: [Result], rest: ArraySlice<Line>) {
        let (results, rest) = await validate(lines, budget: batchDiagnostics) { ($0, $0.report.diagnostics.count) }
        return (results, rest)
    }

    /// Validates the first of `lines` on up to ``jobs`` child tasks and transforms each
    /// result there, outputs in input order: every line, or fewer once the outputs cost
    /// `budget` (at least one line); `rest` is the lines not validated. A task takes up to
    /// ``chunkLines`` lines, fewer once the cost per line so far says the budget has no
    /// room for them. With one job the lines are validated in turn on the calling task,
    /// up to the first that reaches the budget.
    func validate<Output: Sendable>(
        _ lines: ArraySlice<Line>, budget: Int, transform: @escaping @Sendable (Result) -> (output: Output, cost: Int)
    ) async -> (outputs: [Output], rest: ArraySlice<Line>) {
        await process(lines, budget: budget) { transform(validate($0)) }
    }

    /// Turns the first of `lines` into outputs with `process` on up to ``jobs`` child tasks,
    /// as ``validate(_:budget:transform:)`` describes: the one engine of validation and jobs.
    func process<Unit: Sendable, Output: Sendable>(
        _ lines: ArraySlice<Unit>, budget: Int, _ process: @escaping @Sendable (Unit) -> (output: Output, cost: Int)
    ) async -> (outputs: [Output], rest: ArraySlice<Unit>) {
        guard jobs > 1 else {
            // One job: the lines in turn on this task, with no child task to hand each
            // chunk to and back (a thread switch each, and caches gone cold).
            var outputs: [Output] = []
            var cost = 0
            var index = lines.startIndex
            while index < lines.endIndex, index == lines.startIndex || cost < budget {
                let (output, lineCost) = process(lines[index])
                outputs.append(output)
                cost += lineCost
                index += 1
            }
            return (outputs, Self.rest(of: lines, from: index))
        }
        var chunks: [[Output]] = []
        var taken = lines.startIndex
        var cost = 0
        var done = 0
        /// The lines the next task takes; 0 once the budget is reached.
        func take() -> Int {
            guard taken < lines.endIndex, cost < budget else { return 0 }
            guard done > 0 else { return taken == lines.startIndex ? 1 : 0 }
            let perLine = max(1, cost / done)
            let room = budget / perLine - (taken - lines.startIndex)
            guard room > 0 else { return 0 }
            return min(Self.chunkLines, max(1, room / jobs), lines.endIndex - taken)
        }
        await withTaskGroup(of: (Int, [Output], Int).self) { group in
            var running = 0
            func add() -> Bool {
                let count = take()
                guard count > 0 else { return false }
                let slice = lines[taken..<(taken + count)]
                let chunk = chunks.count
                chunks.append([])
                taken += count
                running += 1
                group.addTask {
                    var outputs: [Output] = []
                    outputs.reserveCapacity(slice.count)
                    var cost = 0
                    for line in slice {
                        let (output, lineCost) = process(line)
                        outputs.append(output)
                        cost += lineCost
                    }
                    return (chunk, outputs, cost)
                }
                return true
            }
            while running < jobs, add() {}
            while running > 0, let (chunk, outputs, chunkCost) = await group.next() {
                running -= 1
                chunks[chunk] = outputs
                done += outputs.count
                cost += chunkCost
                while running < jobs, add() {}
            }
        }
        return (chunks.flatMap { $0 }, Self.rest(of: lines, from: taken))
    }

    /// The lines of `lines` from `index` on; when there are none, an empty slice of no
    /// array, so that the finished task's result does not hold the batch's lines: they
    /// are freed with the task's closure, on the thread that validated them, not on the
    /// reading task that frees the finished task.
    private static func rest<Unit>(of lines: ArraySlice<Unit>, from index: Int) -> ArraySlice<Unit> {
        index < lines.endIndex ? lines[index...] : []
    }
}

/// The results may cross tasks when the input may.
extension NDJSONValidator.MappedResults: Sendable where Input: Sendable {}

/// An iterator is used where it was made: it holds the input's iterator and the batch
/// under way.
@available(*, unavailable)
extension NDJSONValidator.MappedResults.Iterator: Sendable {}

extension ValidationReport {
    /// Places the diagnostics of a payload read from one line of NDJSON (`bytes`, without
    /// its line ending) along that line. Only LF ends an NDJSON line, and the reader takes
    /// a lone CR for a line break: after one, its line and column are counted again with
    /// the CR as a character of the line, so that a place is the column where the line
    /// stops being JSON. Nothing is done for a line without CR (nearly all).
    package mutating func placeOnOneLine(_ bytes: [UInt8]) {
        guard !diagnostics.isEmpty, bytes.contains(UInt8(ascii: "\r")) else { return }
        let locations = SourceLocator.locate(diagnostics.map(\.location.offset), in: bytes, lineFeedsOnly: true)
        for index in diagnostics.indices { diagnostics[index].location = locations[index] }
    }
}
