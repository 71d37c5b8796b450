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

    /// The result of one job line, as ``jobResults(of:)`` gives it: read
    /// (``PushJob/read(_:line:reader:)``), then prepared (``Validator/prepare(_:)``).
    public func prepare(_ line: Line) -> JobResult {
        switch line.content {
        case .bytes(let bytes):
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
        bytes.append(contentsOf: #"{"line":"#.utf8)
        bytes.append(contentsOf: String(number).utf8)
        if let id {
            bytes.append(contentsOf: #","id":"#.utf8)
            JSONWriter.appendQuoted(id, to: &bytes)
        }
        let diagnostics: [Diagnostic]
        switch outcome {
        case .success(let push):
            bytes.append(contentsOf: #","status":"ready","method":"#.utf8)
            JSONWriter.appendQuoted(push.method, to: &bytes)
            bytes.append(contentsOf: #","url":"#.utf8)
            JSONWriter.appendQuoted(push.url, to: &bytes)
            bytes.append(contentsOf: #","headers":{"#.utf8)
            for (index, header) in push.headers.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONWriter.appendQuoted(header.name, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                JSONWriter.appendQuoted(header.value, to: &bytes)
            }
            bytes.append(contentsOf: #"},"body":"#.utf8)
            JSONWriter.appendQuoted(String(decoding: push.body, as: UTF8.self), to: &bytes)
            bytes.append(contentsOf: #","bytes":"#.utf8)
            bytes.append(contentsOf: String(push.body.count).utf8)
            bytes.append(contentsOf: #","kind":"#.utf8)
            JSONWriter.appendQuoted(push.report.kind.id, to: &bytes)
            if !push.cuts.isEmpty {
                bytes.append(contentsOf: #","cuts":["#.utf8)
                for (index, cut) in push.cuts.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes.append(contentsOf: #"{"field":"#.utf8)
                    JSONWriter.appendQuoted(cut.field.rawValue, to: &bytes)
                    bytes.append(contentsOf: #","removedCharacters":"#.utf8)
                    bytes.append(contentsOf: String(cut.removedCharacters).utf8)
                    bytes.append(UInt8(ascii: "}"))
                }
                bytes.append(UInt8(ascii: "]"))
            }
            diagnostics = push.report.diagnostics
        case .failure(let rejection):
            bytes.append(contentsOf: #","status":"rejected""#.utf8)
            diagnostics = rejection.diagnostics
        }
        bytes.append(contentsOf: #","diagnostics":["#.utf8)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            diagnostic.appendJSON(to: &bytes)
        }
        bytes.append(contentsOf: "]}".utf8)
        return bytes
    }
}
