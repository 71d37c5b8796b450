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

        /// The result's diagnostics, as its answer lists them: the push's warnings and hints
        /// (``PreparedPush/report``'s), or the rejection's problems.
        public var diagnostics: [Diagnostic] {
            switch outcome {
            case .success(let push): push.report.diagnostics
            case .failure(let rejection): rejection.diagnostics
            }
        }

        /// The document the pointer of `diagnostics[index]` is relative to, as its answer
        /// says it: the payload, or the job line (``PushRejection/document(ofDiagnosticAt:)``).
        public func document(ofDiagnosticAt index: Int) -> PushRejection.Document {
            switch outcome {
            case .success(let push): push.document(ofDiagnosticAt: index)
            case .failure(let rejection): rejection.document(ofDiagnosticAt: index)
            }
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
                // The line is a job but for its payload's JSON: the payload's problems, as
                // validate gives them.
                if let job = PushJob.readWithInvalidPayload(
                    bytes, problems: error.diagnostics, line: line.number, reader: validator.options.reader),
                    let sending = try? validator.forJob(job).sending(job.target)
                {
                    let outcome = Swift.Result { () throws(PushRejection) in
                        try sending.prepare(job, report: sending.validate(job.payload))
                    }
                    return JobResult(number: line.number, id: job.id, outcome: outcome)
                }
                return JobResult(number: line.number, id: PushJob.readableID(inLine: bytes), outcome: .failure(error))
            }
            let outcome = Swift.Result { () throws(PushRejection) in try validator.prepare(job) }
            return JobResult(number: line.number, id: job.id, outcome: outcome)
        case .tooLong(let length):
            let limit = validator.options.reader.maxBytes
            var diagnostic = JSONReader.tooLargeDiagnostic(size: length, limit: limit)
            diagnostic.location = SourceLocation(line: line.number, column: 1, offset: 0)
            return JobResult(
                number: line.number, outcome: .failure(PushRejection(diagnostics: [diagnostic], document: .jobLine)))
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
        // The report handed over to the push, not copied into a closure first; the result
        // made where the push is (an outcome made first was copied into it).
        do {
            let push = try sending.prepare(job, report: report)
            return JobResult(number: number, id: job.id, outcome: .success(push))
        } catch {
            return JobResult(number: number, id: job.id, outcome: .failure(error))
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
    ///   hints);
    /// - rejected: `line`, `id`, `"status": "rejected"`, `document` (`"payload"` when the
    ///   line was read as a job and its payload checked, `"line"` when it could not be) and
    ///   `diagnostics` (every problem).
    ///
    /// Each diagnostic as `pushkit validate --format json` writes it, placed in the job file,
    /// with `document` after its `pointer`: what the pointer is relative to, `"payload"` or
    /// `"line"` (``document(ofDiagnosticAt:)``).
    ///
    /// Keys in that order, no whitespace.
    public func json() -> [UInt8] {
        switch outcome {
        case .success(let push): readyJSON(push)
        case .failure(let rejection): rejectedJSON(rejection)
        }
    }

    /// The answer for the push to send, `push`.
    private func readyJSON(_ push: PreparedPush) -> [UInt8] {
        // Room for the usual answer: a body about a quarter longer quoted, the request, and
        // a few hundred bytes a diagnostic.
        let diagnostics = push.report.diagnostics
        let room = 512 + push.body.count + push.body.count / 4 + 400 * diagnostics.count
        return AnswerWriter.write(reserving: room) { answer in
            lineAndID(&answer)
            // push.method, POST for every push.
            answer.literal(#","status":"ready","method":"POST","url":"https://"#)
            switch push.destination {
            case .apns(let request) where request.broadcast == nil:
                // push.url and push.headers, written from the request: the host and the
                // header names are literals.
                answer.literal(request.environment.hostLiteral)
                if let token = request.deviceToken {
                    // APNsRequest.path, with no `String` made of it.
                    answer.literal("/3/device/")
                    answer.escaped(token)
                }
                answer.literal(#"","headers":{"content-type":""#)
                answer.literal(PreparedPush.apnsContentType)
                answer.byte(UInt8(ascii: "\""))
                request.forEachDeviceHeader { name, value in
                    answer.literal(#",""#)
                    answer.literal(name)
                    answer.literal(#"":"#)
                    answer.quoted(value)
                }
            default:
                answer.escaped(push.host)
                answer.escaped(push.path)
                answer.literal(#"","headers":{"#)
                for (index, header) in push.headers.enumerated() {
                    if index > 0 { answer.byte(UInt8(ascii: ",")) }
                    answer.quoted(header.name)
                    answer.byte(UInt8(ascii: ":"))
                    answer.quoted(header.value)
                }
            }
            answer.literal(#"},"body":"#)
            answer.output { JSONWriter.appendQuoted(utf8: push.body, to: &$0) }
            answer.literal(#","bytes":"#)
            answer.decimal(push.body.count)
            answer.literal(#","kind":"#)
            answer.quoted(push.report.kind.id)
            if !push.cuts.isEmpty {
                answer.literal(#","cuts":["#)
                for (index, cut) in push.cuts.enumerated() {
                    if index > 0 { answer.byte(UInt8(ascii: ",")) }
                    answer.literal(#"{"field":"#)
                    answer.quoted(cut.field.rawValue)
                    answer.literal(#","removedCharacters":"#)
                    answer.decimal(cut.removedCharacters)
                    answer.byte(UInt8(ascii: "}"))
                }
                answer.byte(UInt8(ascii: "]"))
            }
            Self.diagnostics(diagnostics, jobLineFrom: diagnostics.count - push.jobLineDiagnosticCount, &answer)
        }
    }

    /// The answer for a rejected job, `rejection`.
    private func rejectedJSON(_ rejection: PushRejection) -> [UInt8] {
        AnswerWriter.write(reserving: 128 + 400 * rejection.diagnostics.count) { answer in
            lineAndID(&answer)
            answer.literal(
                rejection.document == .jobLine
                    ? #","status":"rejected","document":"line""# : #","status":"rejected","document":"payload""#)
            let diagnostics = rejection.diagnostics
            let jobLineFrom = rejection.document == .jobLine ? 0 : diagnostics.count - rejection.jobLineDiagnosticCount
            Self.diagnostics(diagnostics, jobLineFrom: jobLineFrom, &answer)
        }
    }

    /// The answer's start: `{"line":...,"id":...`.
    private func lineAndID(_ answer: inout AnswerWriter) {
        answer.literal(#"{"line":"#)
        answer.decimal(number)
        if let id {
            answer.literal(#","id":"#)
            answer.quoted(id)
        }
    }

    /// The answer's end: `,"diagnostics":[...]}`, the pointers from `jobLineFrom` on the job
    /// line's, the others the payload's.
    private static func diagnostics(_ diagnostics: [Diagnostic], jobLineFrom: Int, _ answer: inout AnswerWriter) {
        answer.literal(#","diagnostics":["#)
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { answer.byte(UInt8(ascii: ",")) }
            let document: PushRejection.Document = index >= jobLineFrom ? .jobLine : .payload
            answer.output { diagnostic.appendJSON(line: nil, document: document, to: &$0) }
        }
        answer.literal("]}")
    }
}

/// The writer of an answer line: its short parts (literals, numbers, texts that need no
/// escape) are gathered in a buffer on the stack and appended to the answer a buffer at a
/// time, since appending each to the array cost more than the copy itself; the body, the
/// diagnostics and any text with an escape are written by their own writers, into the
/// answer, after what the buffer holds.
private struct AnswerWriter: ~Copyable {
    /// The answer so far, without the buffer's bytes.
    private var answer: [UInt8]
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var count = 0

    private init(answer: [UInt8], buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.answer = answer
        self.buffer = buffer.baseAddress!
        capacity = buffer.count
    }

    /// The answer `write` writes, its array's room reserved first.
    static func write(reserving room: Int, _ write: (inout AnswerWriter) -> Void) -> [UInt8] {
        var answer: [UInt8] = []
        answer.reserveCapacity(room)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
            var writer = AnswerWriter(answer: answer, buffer: buffer)
            answer = []
            write(&writer)
            writer.flush()
            return writer.answer
        }
    }

    /// Appends what the buffer holds to the answer.
    private mutating func flush() {
        guard count > 0 else { return }
        answer.append(contentsOf: UnsafeBufferPointer(start: buffer, count: count))
        count = 0
    }

    /// Room for `needed` more bytes in the buffer; `false` when they never fit.
    private mutating func makeRoom(_ needed: Int) -> Bool {
        if count + needed <= capacity { return true }
        flush()
        return needed <= capacity
    }

    /// Lets `write` append to the answer itself, after the buffer's bytes.
    mutating func output(_ write: (inout [UInt8]) -> Void) {
        flush()
        write(&answer)
    }

    mutating func byte(_ byte: UInt8) {
        _ = makeRoom(1)
        buffer[count] = byte
        count += 1
    }

    /// The UTF-8 of the literal `text`.
    @inline(__always)
    mutating func literal(_ text: StaticString) {
        // A literal of more than one scalar is held as a pointer to its UTF-8, read in
        // place; withUTF8Buffer also takes one held as a scalar.
        guard text.hasPointerRepresentation else { return text.withUTF8Buffer { bytes($0) } }
        bytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    private mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard makeRoom(bytes.count) else { return answer.append(contentsOf: bytes) }
        if let base = bytes.baseAddress { (buffer + count).update(from: base, count: bytes.count) }
        count += bytes.count
    }

    /// `value` in decimal digits, as `String(value)` writes it.
    mutating func decimal(_ value: Int) {
        _ = makeRoom(20)
        if value < 0 {
            buffer[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        var index = count + digits - 1
        repeat {
            buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
        count += digits
    }

    /// `text` as a JSON string literal (``JSONWriter/appendQuoted(utf8:to:)``): plain text
    /// (``JSONWriter/isPlain(_:)``: an id, a header value, a kind), which that writer copies
    /// as it is, is copied here, with no escaping pass.
    mutating func quoted(_ text: String) {
        // Escapes depend on nothing but the bytes they stand for: the literal is the quotes
        // around the escaped text.
        byte(UInt8(ascii: "\""))
        escaped(text)
        byte(UInt8(ascii: "\""))
    }

    /// `text` escaped as inside a JSON string literal, without quotes
    /// (``JSONWriter/appendEscaped(utf8:to:)``).
    mutating func escaped(_ text: String) {
        // The UTF-8 read in place (a native or literal string's, small ones included, always
        // can be), with no copy of the string made to call withUTF8.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard JSONWriter.isPlain(utf8) else { return output { JSONWriter.appendEscaped(utf8: utf8, to: &$0) } }
            bytes(utf8)
        }
        if done == nil {
            var text = text
            text.withUTF8 { utf8 in output { JSONWriter.appendEscaped(utf8: utf8, to: &$0) } }
        }
    }
}
