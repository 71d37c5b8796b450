/// Batches of jobs: each line a ``PushJob`` (where the push goes, and its payload), each
/// result the push to send or the rejection, in input order and bounded memory, as lines of
/// payloads are validated.
///
/// ```swift
/// let batch = NDJSONValidator(jobs: 4)
/// for try await job in batch.jobResults(of: FileChunks(descriptor: 0)) {
///     switch job.outcome {
///     case .success(let push): send(push)  // push.url, push.headers, push.body
///     case .failure(let rejection): log(job.number, job.id, rejection.diagnostics)
///     }
/// }
/// ```
extension NDJSONValidator {
    /// One job line's result.
    public struct JobResult: Sendable {
        /// The line number, from 1.
        public var number: Int
        /// The job's `id`, whenever its line holds a readable one (``PushJob/readableID(inLine:)``),
        /// even when the line is rejected.
        public var id: String?
        /// The push to send, or every problem with the job line, its request and its payload,
        /// placed in the job file.
        public var outcome: Swift.Result<PreparedPush, PushRejection>

        /// Creates a result.
        public init(number: Int, id: String? = nil, outcome: Swift.Result<PreparedPush, PushRejection>) {
            self.number = number
            self.id = id
            self.outcome = outcome
        }

        /// Whether the job's push is ready to send.
        public var isReady: Bool {
            if case .success = outcome { return true }
            return false
        }
    }

    /// The result of one job line, as `jobResults(of:)` over lines gives it: read
    /// (``PushJob/read(_:line:reader:)``), then prepared (``Validator/prepare(_:)``).
    public func prepare(_ line: Line) -> JobResult {
        switch line.content {
        case .bytes(let bytes):
            if let result = prepareReadingPayloadOnce(bytes, number: line.number) { return result }
            let job: PushJob
            do {
                job = try PushJob.read(bytes, line: line.number, reader: validator.options.reader)
            } catch {
                return JobResult(number: line.number, id: PushJob.readableID(inLine: bytes), outcome: .failure(error))
            }
            let outcome = Swift.Result { () throws(PushRejection) in try validator.prepare(job) }
            return JobResult(number: line.number, id: job.id, outcome: outcome)
        case .tooLong(let length):
            let limit = validator.options.reader.maxBytes
            var diagnostic = JSONReader.tooLargeDiagnostic(size: length, limit: limit)
            diagnostic.location = SourceLocation(line: line.number, column: 1, offset: 0)
            return JobResult(number: line.number, outcome: .failure(PushRejection(diagnostics: [diagnostic])))
        }
    }

    /// The result of the job line `bytes` with its payload read once, by its validation
    /// (``PushJob/readDelimitingPayload(_:line:reader:)``); `nil` when the line is not a job
    /// the validator takes, or when the payload's bytes have a `json.*` diagnostic (the
    /// reader's, or that of a document inside a string): `prepare(_:)` then reads the whole
    /// line, and gives what it gave before, such a payload's JSON problems placed and
    /// pointed as the line's.
    private func prepareReadingPayloadOnce(_ bytes: [UInt8], number: Int) -> JobResult? {
        guard let job = PushJob.readDelimitingPayload(bytes, line: number, reader: validator.options.reader),
            let sending = try? validator.forJob(job).sending(job.target)
        else { return nil }
        let report = sending.validate(job.payload)
        guard !report.diagnostics.contains(where: { $0.code.id.utf8.starts(with: "json.".utf8) }) else { return nil }
        let outcome = Swift.Result { () throws(PushRejection) in try sending.prepare(job, report: report) }
        return JobResult(number: number, id: job.id, outcome: outcome)
    }

    /// The result of every job line of `input`, in input order: the push to send, or the
    /// rejection. Memory is bounded as for ``results(of:)``, by ``batchDiagnostics``
    /// diagnostics (a ready push counts one, plus its warnings).
    public func jobResults<Input: AsyncSequence>(of input: Input) -> MappedResults<Input, JobResult>
    where Input.Element == [UInt8] {
        MappedResults(batch: self, input: input, budget: batchDiagnostics) { batch, line in
            let result = batch.prepare(line)
            return (result, result.diagnosticCount)
        }
    }

    /// What `transform` makes of the result of every job line of `input`, in input order,
    /// on the task that prepared it; the outputs held at once cost at most `budget`, as
    /// with ``results(of:budget:_:)``.
    ///
    /// ```swift
    /// let lines = batch.jobResults(of: chunks, budget: 4 << 20) { job in
    ///     var json = job.json()
    ///     json.append(UInt8(ascii: "\n"))
    ///     return (json, json.count)
    /// }
    /// ```
    public func jobResults<Input: AsyncSequence, Output: Sendable>(
        of input: Input, budget: Int, _ transform: @escaping @Sendable (JobResult) -> (output: Output, cost: Int)
    ) -> MappedResults<Input, Output> where Input.Element == [UInt8] {
        MappedResults(batch: self, input: input, budget: budget) { batch, line in transform(batch.prepare(line)) }
    }
}

extension NDJSONValidator {
    /// The result of `job`, the `number`th of its batch (from 1): prepared
    /// (``Validator/prepare(_:)``), its `id` echoed.
    public func prepare(_ job: PushJob, number: Int) -> JobResult {
        JobResult(
            number: number, id: job.id, outcome: Swift.Result { () throws(PushRejection) in try validator.prepare(job) }
        )
    }

    /// The result of every job of `jobs`, typed jobs a Swift sender makes
    /// (``PushJob/init(id:target:payload:payloadOrigin:fittingByTruncation:now:sdks:attributesType:)``),
    /// no NDJSON involved: in order, each ``JobResult/number`` the job's place from 1, on
    /// ``jobs`` tasks. Jobs are taken ``batchLines`` at a time and a batch's results come
    /// once it is prepared; results held at once are bounded by ``batchDiagnostics``, as
    /// with `jobResults(of:)` over lines.
    ///
    /// ```swift
    /// let target = PushJob.Target.apns(APNsRequest.Options(bundleID: "com.example.shop", deviceToken: "a1b2c3d4"))
    /// let jobs = AsyncStream<PushJob> { continuation in
    ///     continuation.yield(PushJob(id: "a", target: target, payload: .apns(.alert(title: "Hi", body: "Sale"))))
    ///     continuation.finish()
    /// }
    /// for try await result in NDJSONValidator(jobs: 4).jobResults(of: jobs) { print(result.id ?? "", result.isReady) }
    /// ```
    public func jobResults<Jobs: AsyncSequence>(of jobs: Jobs) -> PreparedJobs<Jobs> where Jobs.Element == PushJob {
        PreparedJobs(batch: self, jobs: jobs)
    }

    /// The result of every job of `jobs`, in order, prepared on ``jobs`` tasks: for a list
    /// of jobs at hand (`jobResults(of:)` over `PushJob`s for a stream).
    public func prepare(_ jobs: some Sequence<PushJob>) async -> [JobResult] {
        var pending = Array(jobs.enumerated().map { ($0.offset + 1, $0.element) })[...]
        var results: [JobResult] = []
        results.reserveCapacity(pending.count)
        while !pending.isEmpty {
            let (outputs, rest) = await process(pending, budget: Int.max) { unit in
                (prepare(unit.1, number: unit.0), 1)
            }
            results += outputs
            pending = rest
        }
        return results
    }

    /// The results of typed jobs, in order, as `jobResults(of:)` over `PushJob`s gives them.
    public struct PreparedJobs<Jobs: AsyncSequence>: AsyncSequence where Jobs.Element == PushJob {
        /// One job's result.
        public typealias Element = JobResult

        let batch: NDJSONValidator
        let jobs: Jobs

        /// Starts taking the jobs.
        public func makeAsyncIterator() -> Iterator { Iterator(batch: batch, input: jobs.makeAsyncIterator()) }

        /// Takes a batch of jobs, prepares it, hands out its results.
        public struct Iterator: AsyncIteratorProtocol {
            let batch: NDJSONValidator
            var input: Jobs.AsyncIterator
            var taken = 0
            var isInputDone = false
            var pending: ArraySlice<(Int, PushJob)> = []
            var ready: [JobResult] = []
            var readyIndex = 0

            init(batch: NDJSONValidator, input: Jobs.AsyncIterator) {
                self.batch = batch
                self.input = input
            }

            /// The next job's result; `nil` after the last. Errors are the input's, once the
            /// jobs taken before it are handed out.
            public mutating func next() async throws -> JobResult? {
                if readyIndex < ready.count {
                    defer { readyIndex += 1 }
                    return ready[readyIndex]
                }
                if pending.isEmpty {
                    var read: [(Int, PushJob)] = []
                    while !isInputDone, read.count < batch.batchLines {
                        guard let job = try await input.next() else {
                            isInputDone = true
                            break
                        }
                        taken += 1
                        read.append((taken, job))
                    }
                    pending = read[...]
                }
                guard !pending.isEmpty else { return nil }
                let batch = batch
                (ready, pending) = await batch.process(pending, budget: batch.batchDiagnostics) { unit in
                    let result = batch.prepare(unit.1, number: unit.0)
                    return (result, result.diagnosticCount)
                }
                readyIndex = 1
                return ready.first
            }
        }
    }
}

/// The results may cross tasks when the jobs may.
extension NDJSONValidator.PreparedJobs: Sendable where Jobs: Sendable {}

/// An iterator is used where it was made: it holds the jobs' iterator.
@available(*, unavailable)
extension NDJSONValidator.PreparedJobs.Iterator: Sendable {}

extension NDJSONValidator.JobResult {
    /// The diagnostics the result holds: the rejection's, or the push's warnings and one
    /// for the push itself.
    var diagnosticCount: Int {
        switch outcome {
        case .success(let push): 1 + push.report.diagnostics.count
        case .failure(let rejection): rejection.diagnostics.count
        }
    }

    /// The result as one JSON object, what `pushkit prepare --ndjson` writes a line:
    ///
    /// - ready: `line`, `id` (when the job has one), `"status": "ready"`, `method`, `url`,
    ///   `headers` (an object: every header but `authorization`, in order), `body` (the
    ///   exact body, a string), `bytes` (its length in UTF-8), `kind`, `cuts` (when texts
    ///   were shortened: `field`, `removedCharacters`) and `diagnostics` (the warnings and
    ///   hints, as `pushkit validate --format json` writes them);
    /// - rejected: `line`, `id`, `"status": "rejected"` and `diagnostics` (every problem),
    ///   each placed in the job file.
    ///
    /// Keys in that order, no whitespace.
    public func json() -> [UInt8] {
        var bytes: [UInt8] = []
        let diagnostics: [Diagnostic]
        switch outcome {
        case .success(let push): diagnostics = push.report.diagnostics
        case .failure(let rejection): diagnostics = rejection.diagnostics
        }
        // Room for the usual answer: a body about a quarter longer quoted, the request, and
        // a few hundred bytes a diagnostic.
        if case .success(let push) = outcome {
            bytes.reserveCapacity(512 + push.body.count + push.body.count / 4 + 400 * diagnostics.count)
        } else {
            bytes.reserveCapacity(128 + 400 * diagnostics.count)
        }
        bytes.append(literal: #"{"line":"#)
        bytes.append(decimal: number)
        if let id {
            bytes.append(literal: #","id":"#)
            bytes.append(quoted: id)
        }
        switch outcome {
        case .success(let push):
            bytes.append(literal: #","status":"ready","method":"#)
            bytes.append(quoted: push.method)
            // push.url, written from its parts.
            bytes.append(literal: #","url":"https://"#)
            bytes.append(escaped: push.host)
            bytes.append(escaped: push.path)
            bytes.append(literal: #"","headers":{"#)
            if case .apns(let request) = push.destination, request.broadcast == nil {
                // push.headers, written from the request: the names are literals.
                bytes.append(literal: #""content-type":""#)
                bytes.append(literal: PreparedPush.apnsContentType)
                bytes.append(UInt8(ascii: "\""))
                request.forEachDeviceHeader { name, value in
                    bytes.append(literal: #",""#)
                    bytes.append(literal: name)
                    bytes.append(literal: #"":"#)
                    bytes.append(quoted: value)
                }
            } else {
                for (index, header) in push.headers.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes.append(quoted: header.name)
                    bytes.append(UInt8(ascii: ":"))
                    bytes.append(quoted: header.value)
                }
            }
            bytes.append(literal: #"},"body":"#)
            JSONWriter.appendQuoted(utf8: push.body, to: &bytes)
            bytes.append(literal: #","bytes":"#)
            bytes.append(decimal: push.body.count)
            bytes.append(literal: #","kind":"#)
            bytes.append(quoted: push.report.kind.id)
            if !push.cuts.isEmpty {
                bytes.append(literal: #","cuts":["#)
                for (index, cut) in push.cuts.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes.append(literal: #"{"field":"#)
                    bytes.append(quoted: cut.field.rawValue)
                    bytes.append(literal: #","removedCharacters":"#)
                    bytes.append(decimal: cut.removedCharacters)
                    bytes.append(UInt8(ascii: "}"))
                }
                bytes.append(UInt8(ascii: "]"))
            }
        case .failure:
            bytes.append(literal: #","status":"rejected""#)
        }
        bytes.append(literal: #","diagnostics":["#)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            diagnostic.appendJSON(to: &bytes)
        }
        bytes.append(literal: "]}")
        return bytes
    }
}

/// The pieces of an answer line, appended without a `String` made of them.
extension [UInt8] {
    /// Appends `value` in decimal digits, as `String(value)` writes it.
    fileprivate mutating func append(decimal value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let start = count
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        withUnsafeMutableBufferPointer { buffer in
            var index = start + digits - 1
            repeat {
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                index -= 1
            } while magnitude > 0
        }
    }

    /// Appends `text` as a JSON string literal (``JSONWriter/appendQuoted(utf8:to:)``), its
    /// UTF-8 read in place. Printable ASCII but the quote and the backslash, which the writer
    /// copies as it is (an id, a header value, a kind), is copied here, with no escaping
    /// pass.
    fileprivate mutating func append(quoted text: String) {
        var text = text
        text.withUTF8 { utf8 in
            let isPlain = utf8.allSatisfy {
                $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
            }
            guard isPlain else { return JSONWriter.appendQuoted(utf8: utf8, to: &self) }
            append(UInt8(ascii: "\""))
            append(contentsOf: utf8)
            append(UInt8(ascii: "\""))
        }
    }

    /// Appends `text` escaped as inside a JSON string literal, without quotes.
    fileprivate mutating func append(escaped text: String) {
        var text = text
        text.withUTF8 { JSONWriter.appendEscaped(utf8: $0, to: &self) }
    }
}
