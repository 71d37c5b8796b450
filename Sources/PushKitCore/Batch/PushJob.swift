/// One push to prepare: where it goes (APNs or FCM, with every request value) and its
/// payload, as a job line of a batch gives it.
///
/// A job line is one JSON object (docs/library.md and `Schemas/job.schema.json` define it):
///
/// ```json
/// {"id": "order-17", "apns": {"deviceToken": "a1b2c3d4", "bundleID": "com.example.shop", "environment": "sandbox",
///  "pushType": "alert", "priority": 10, "expiration": 0, "collapseID": "sale"}, "payload": {"aps": {"alert": "Hi"}}}
/// {"id": "order-18", "fcm": {"projectID": "shop-1234", "token": "fcm-token-1"}, "payload": {"data": {...}}}
/// {"id": "order-19", "fcm": {"projectID": "shop-1234"}, "payload": {"message": {"topic": "news", ...}},
///  "now": "2026-05-01T09:00:00Z", "sdks": ["synerise-android@6.2.0"]}
/// ```
///
/// ``read(_:line:reader:)`` reads one; ``Validator/prepare(_:)`` prepares it, the payload's
/// exact bytes as they stand in the line. A sender never needs the JSON reader to take the
/// payload out; a Swift sender makes its jobs with ``init(id:target:payload:payloadOrigin:fittingByTruncation:now:sdks:attributesType:)``
/// and hands them to `NDJSONValidator.jobResults(of:)` (typed jobs) or
/// `NDJSONValidator.prepare(_:)` (a list of jobs), with no NDJSON at all.
///
/// The JSON members are spelt as the Swift properties are (`bundleID`, `collapseID`,
/// `apnsID`, `projectID`); the older `bundleId`, `collapseId`, `apnsId` and `projectId`
/// are still read, and deprecated: the job's result carries a `job.deprecated-spelling`
/// hint for each.
///
/// Two jobs are equal when their public properties are: what is sent, where, and how it is
/// judged (``id``, ``target``, ``payload``, ``payloadOrigin``, ``fittingByTruncation``,
/// ``now``, ``sdks``, ``attributesType``). How the line spelt its members is not part of a
/// job's value: a job read with `bundleId` equals the one read with `bundleID`, and the one
/// made in Swift with the same values, though only the first is prepared with a hint.
public struct PushJob: Sendable, Hashable {
    /// Where the push goes.
    public enum Target: Sendable, Hashable {
        /// APNs, with these request options.
        case apns(APNsRequest.Options)
        /// FCM's HTTP v1 API, with these.
        case fcm(FCMRequest.Options)
    }

    /// The caller's name for the job (`"id"`), echoed in its result; `nil` when the line has none.
    public var id: String?
    /// Where the push goes.
    public var target: Target
    /// The payload's bytes, exactly as they stand in the job line.
    public var payload: [UInt8]
    /// Where the payload begins in the file the job came from (the job line's number, the
    /// payload's column on it, its byte offset in the line): diagnostics of the payload are
    /// placed there (``ValidationReport/placed(at:)``).
    public var payloadOrigin: SourceLocation
    /// Whether a payload over its size limit is shortened to fit (`"fit": true`).
    public var fittingByTruncation: Bool
    /// The clock for this job, in seconds since 1970 (`"now"`: an ISO 8601 date and time, or
    /// a number of seconds not below 0, whose fraction is dropped): it replaces the
    /// validator's ``Validator/Options/now`` (`--now`) for this job.
    public var now: Int64?
    /// SDK versions the receiving app ships (`"sdks"`): they add to the app profile's, and
    /// replace the versions of the SDKs they name, for this job (as `--sdk` does with `--app`).
    public var sdks: [AppProfile.SDK: [AppProfile.Version]]
    /// The app profile's Live Activity type an update or end is for (`"attributesType"`):
    /// it replaces ``Validator/Options/attributesType`` for this job; the profile must
    /// declare it.
    public var attributesType: String?
    /// The job line's hints (`job.deprecated-spelling`), placed on its line: they go with
    /// the job's result, ready or rejected.
    var hints: [Diagnostic] = []
    /// The job line the job was read from, empty for a job made in Swift: the request's
    /// problems with the job's own members are placed on it, where the member stands
    /// (``Validator/prepare(_:)``).
    var line: [UInt8] = []

    /// Creates a job.
    public init(
        id: String? = nil, target: Target, payload: [UInt8], payloadOrigin: SourceLocation = .start,
        fittingByTruncation: Bool = false, now: Int64? = nil, sdks: [AppProfile.SDK: [AppProfile.Version]] = [:],
        attributesType: String? = nil
    ) {
        self.init(
            id: id, target: target, payload: payload, payloadOrigin: payloadOrigin,
            fittingByTruncation: fittingByTruncation, now: now, sdks: sdks, attributesType: attributesType, line: [])
    }

    /// Creates a job read from `line` (set here, not after: a job set afterwards is copied
    /// once more, a retain of each of its references, on every job line read).
    init(
        id: String?, target: Target, payload: [UInt8], payloadOrigin: SourceLocation, fittingByTruncation: Bool,
        now: Int64?, sdks: [AppProfile.SDK: [AppProfile.Version]], attributesType: String?, line: [UInt8]
    ) {
        self.id = id
        self.target = target
        self.payload = payload
        self.payloadOrigin = payloadOrigin
        self.fittingByTruncation = fittingByTruncation
        self.now = now
        self.sdks = sdks
        self.attributesType = attributesType
        self.line = line
    }

    /// Creates a job whose payload is `payload`'s canonical encoding (``Payload/encoded(pretty:)``).
    public init(
        id: String? = nil, target: Target, payload: Payload, fittingByTruncation: Bool = false, now: Int64? = nil,
        sdks: [AppProfile.SDK: [AppProfile.Version]] = [:], attributesType: String? = nil
    ) {
        self.init(
            id: id, target: target, payload: payload.encoded(), fittingByTruncation: fittingByTruncation, now: now,
            sdks: sdks, attributesType: attributesType)
    }

    /// Whether the two jobs' public properties are equal: the line they were read from, and
    /// its hints, are not compared.
    public static func == (lhs: PushJob, rhs: PushJob) -> Bool {
        lhs.id == rhs.id && lhs.target == rhs.target && lhs.payload == rhs.payload
            && lhs.payloadOrigin == rhs.payloadOrigin && lhs.fittingByTruncation == rhs.fittingByTruncation
            && lhs.now == rhs.now && lhs.sdks == rhs.sdks && lhs.attributesType == rhs.attributesType
    }

    /// Hashes the public properties that equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(target)
        hasher.combine(payload)
        hasher.combine(payloadOrigin)
        hasher.combine(fittingByTruncation)
        hasher.combine(now)
        hasher.combine(sdks)
        hasher.combine(attributesType)
    }

    /// The keys of a job line.
    static let keys: [StaticString] = ["id", "apns", "fcm", "payload", "fit", "now", "sdks", "attributesType"]
    /// The keys of `apns`, and the older spelling each of `bundleID`, `collapseID` and `apnsID`.
    static let apnsKeys: [StaticString] = [
        "deviceToken", "bundleID", "environment", "pushType", "priority", "expiration", "collapseID", "apnsID",
        "bundleId", "collapseId", "apnsId",
    ]
    /// The keys of `fcm`: the project (and its older spelling), and whom the message goes to
    /// when its body names no one.
    static let fcmKeys: [StaticString] = ["projectID", "token", "topic", "condition", "projectId"]

    /// Reads the job line `bytes` (without its line ending), line number `line` of its file.
    ///
    /// Every problem with the line is in the rejection: JSON that is not valid (`json.*`: the
    /// line is read as strictly as a payload, so a duplicate key, a second value after the
    /// job, invalid UTF-8, a lone surrogate or a bad number rejects it),
    /// a line that is not a job (`job.not-a-job`: no payload, or not exactly one of `apns`
    /// and `fcm`), a member of the wrong type or value, or an unknown one (`job.field`), each
    /// placed on the line. Whether the request values can be sent is ``Validator/prepare(_:)``'s
    /// to say, with the payload's problems.
    public static func read(_ bytes: [UInt8], line: Int = 1, reader: JSONReader.Options = JSONReader.Options())
        throws(PushRejection) -> PushJob
    {
        let read = JSONReader(options: lineReader(reader)).read(bytes)
        // As strictly as a payload: a duplicate key, text after the job, invalid UTF-8, a
        // lone surrogate or a bad number rejects the line, whose meaning another reader
        // could take differently.
        guard let root = read.validDocument?.root else {
            let origin = SourceLocation(line: line, column: 1, offset: 0)
            throw PushRejection(
                diagnostics: read.diagnostics.map { $0.placed(at: origin).inJobLine() }, document: .jobLine)
        }
        return try job(root, in: bytes, line: line, payloadEnd: nil)
    }

    /// The reader of a job line: the payload sits one level down, so the line may be one
    /// level deeper than a payload.
    private static func lineReader(_ reader: JSONReader.Options) -> JSONReader.Options {
        var options = reader
        options.maxDepth += 1
        return options
    }

    /// The job the line `bytes` holds, read to `root`: its members checked, its payload the
    /// bytes of the `payload` member's value, up to `payloadEnd` when given.
    private static func job(_ root: JSONValue, in bytes: [UInt8], line: Int, payloadEnd: Int?) throws(PushRejection)
        -> PushJob
    {
        let origin = SourceLocation(line: line, column: 1, offset: 0)
        var problems = JobProblems(origin: origin)
        guard root.kind == .object else {
            problems.add(.jobNotAJob, at: root, "a job line is a JSON object, not \(root.kind.phrase)")
            throw PushRejection(diagnostics: problems.diagnostics, document: .jobLine)
        }
        problems.unknownKeys(of: root, known: keys, in: "a job")
        let id = problems.string(root, "id")
        let fit = problems.bool(root, "fit") ?? false
        let now = problems.now(root)
        let sdks = problems.sdks(root)
        let attributesType = problems.string(root, "attributesType")
        var target: Target?
        switch (root[member: "apns"], root[member: "fcm"]) {
        case (let apns?, nil): target = problems.apnsOptions(apns).map(Target.apns)
        case (nil, let fcm?): target = problems.fcmOptions(fcm).map(Target.fcm)
        case (.some, .some):
            problems.add(.jobNotAJob, at: root, "a job goes to APNs or to FCM: give \"apns\" or \"fcm\", not both")
        case (nil, nil):
            problems.add(.jobNotAJob, at: root, "a job says where the push goes: give \"apns\" or \"fcm\"")
        }
        guard let payload = root[member: "payload"] else {
            problems.add(.jobNotAJob, at: root, "a job has a \"payload\": the push's JSON")
            throw PushRejection(diagnostics: problems.diagnostics, document: .jobLine)
        }
        guard problems.diagnostics.isEmpty, let target else {
            throw PushRejection(diagnostics: problems.diagnostics, document: .jobLine)
        }
        let start = payload.location
        let span = payload.span.lowerBound..<(payloadEnd ?? payload.span.upperBound)
        var job = PushJob(
            id: id, target: target, payload: Array(bytes[span]),
            payloadOrigin: SourceLocation(line: line, column: start.column, offset: start.offset),
            fittingByTruncation: fit, now: now, sdks: sdks, attributesType: attributesType, line: bytes)
        job.hints = problems.hints
        return job
    }
}

extension PushJob {
    /// The job on the line `bytes`, read as ``read(_:line:reader:)`` reads it but for its
    /// payload, whose value is only delimited (``PayloadDelimiter``), for its own validation
    /// to read: the JSON reader reads the line with the payload's bytes replaced by `0 `
    /// (a zero and a space: no byte after it can extend the number), so every place before
    /// the payload stays where it is, and the reader does not walk the payload. `nil`
    /// unless the line is then a valid job with no problem: only the whole line, read by
    /// `read(_:line:reader:)`, says what is wrong with the others (and where, after the
    /// payload), as it would if its payload's JSON were wrong too.
    ///
    /// A line in the plain form (``PlainJobLine``) is read in one pass, with no JSON tree; any
    /// other, the payload is taken first to run to the line's closing brace (the usual
    /// layout, the payload last), then, when the line so read is no job, delimited member by
    /// member.
    /// Whenever the payload's bytes are one JSON value with no `json.*` diagnostic of their
    /// own, the whole line is valid JSON too (a valid value in the place of `0`), and its job
    /// is this one: the batch's `prepare` of a line takes it then, and reads the whole line
    /// otherwise (a guess that took members after the payload for part of it included: the
    /// payload's bytes are then no single value).
    static func readDelimitingPayload(_ bytes: [UInt8], line: Int, reader: JSONReader.Options) -> PushJob? {
        // A line the reader refuses for its size is read whole, to say so.
        guard bytes.count <= lineReader(reader).maxBytes else { return nil }
        // The plain form most senders write, read with no JSON tree.
        if let job = PlainJobLine.job(in: bytes, line: line) { return job }
        guard let start = PayloadDelimiter.payloadStart(in: bytes) else { return nil }
        let last = PayloadDelimiter.lastValueEnd(in: bytes, from: start)
        if let last, let job = job(in: bytes, payload: start..<last, line: line, reader: reader) { return job }
        guard let end = PayloadDelimiter.valueEnd(in: bytes, from: start), end != last else { return nil }
        return job(in: bytes, payload: start..<end, line: line, reader: reader)
    }

    /// The job of the line `bytes`, which reading whole found `problems` in (JSON it
    /// refuses), when they all lie inside the value of its `payload` member and the line is
    /// a valid job with that value replaced: the payload's JSON is wrong, not the line's, so
    /// the payload's validation says what is wrong (as `validate` does, pointers relative to
    /// the payload); `nil` otherwise. The value is delimited by its brackets
    /// (``PayloadDelimiter/valueEnd(in:from:)``): where they do not balance, or the line
    /// around it is no job, the line's problems stand.
    static func readWithInvalidPayload(
        _ bytes: [UInt8], problems: [Diagnostic], line: Int, reader: JSONReader.Options
    ) -> PushJob? {
        guard !problems.isEmpty, bytes.count <= lineReader(reader).maxBytes,
            let start = PayloadDelimiter.payloadStart(in: bytes),
            let end = PayloadDelimiter.valueEnd(in: bytes, from: start),
            problems.allSatisfy({ (start..<end).contains($0.location.offset) })
        else { return nil }
        return job(in: bytes, payload: start..<end, line: line, reader: reader)
    }

    /// The job of the line `bytes` read with `payload` (not empty) replaced by `0 `, when it
    /// is a valid one whose payload is there.
    private static func job(in bytes: [UInt8], payload: Range<Int>, line: Int, reader: JSONReader.Options)
        -> PushJob?
    {
        var top: [UInt8] = []
        top.reserveCapacity(bytes.count - payload.count + 2)
        top += bytes[..<payload.lowerBound]
        top += [UInt8(ascii: "0"), UInt8(ascii: " ")]
        top += bytes[payload.upperBound...]
        guard let root = JSONReader(options: lineReader(reader)).read(top).validDocument?.root,
            root.kind == .object, root[member: "payload"]?.span.lowerBound == payload.lowerBound
        else { return nil }
        return try? job(root, in: bytes, line: line, payloadEnd: payload.upperBound)
    }
}

/// Where the value of the top-level `payload` member of a job line stands, found without
/// reading it: the keys and values before it are stepped over (strings to their closing
/// quote, eight bytes at a time; containers to the bracket that closes them), and so is the
/// payload's value, when asked, once each: linear in the line. On a valid line
/// ``valueEnd(in:from:)`` gives the value's exact end; on any other, some index or `nil`,
/// which the reader and the payload's validation then refuse
/// (``PushJob/readDelimitingPayload(_:line:reader:)``).
enum PayloadDelimiter {
    /// Where the value of the first top-level member whose key is written `"payload"`
    /// begins; `nil` when the line has none before it stops being an object.
    static func payloadStart(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return nil }
            return payloadStart(in: base, count: buffer.count)
        }
    }

    /// The end of the value that begins at `start`, a string, a container up to the bracket
    /// that closes it (of either kind), or a scalar up to the next delimiter; `nil` when the
    /// line ends first or the value would be empty.
    static func valueEnd(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let end = valueEnd(base, from: start, count: buffer.count),
                end > start
            else { return nil }
            return end
        }
    }

    /// The end of what stands between `start` and the line's last byte, a closing brace
    /// (whitespace around it left out): the payload's end when it is the last member;
    /// `nil` when the line ends otherwise or nothing is left.
    static func lastValueEnd(in bytes: [UInt8], from start: Int) -> Int? {
        var end = bytes.count
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        guard end > start, bytes[end - 1] == UInt8(ascii: "}") else { return nil }
        end -= 1
        while end > start, isWhitespace(bytes[end - 1]) { end -= 1 }
        return end > start ? end : nil
    }

    /// Whether `byte` is whitespace between JSON tokens: a space, a tab, a line feed or a
    /// carriage return.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func payloadStart(in bytes: UnsafePointer<UInt8>, count: Int) -> Int? {
        var index = skipWhitespace(bytes, from: 0, count: count)
        guard index < count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        while true {
            index = skipWhitespace(bytes, from: index, count: count)
            guard index < count, bytes[index] == UInt8(ascii: "\""),
                let keyEnd = stringEnd(bytes, from: index, count: count)
            else { return nil }
            let isPayload = keyEnd - index == 9 && ByteWord.sameBytes(bytes + index, payloadKey.utf8Start, count: 9)
            index = skipWhitespace(bytes, from: keyEnd, count: count)
            guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = skipWhitespace(bytes, from: index + 1, count: count)
            if isPayload { return index < count ? index : nil }
            guard let valueEnd = valueEnd(bytes, from: index, count: count), valueEnd > index else { return nil }
            index = skipWhitespace(bytes, from: valueEnd, count: count)
            guard index < count, bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
        }
    }

    /// `"payload"`, quotes included.
    private static let payloadKey: StaticString = #""payload""#

    private static func skipWhitespace(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index < count, isWhitespace(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the closing quote of the string that opens at `start`; `nil` when
    /// it is not closed. Eight bytes at a time up to the next quote or backslash.
    private static func stringEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        var index = start + 1
        while true {
            while index + 8 <= count {
                let word = ByteWord.load(bytes, at: index)
                let marks = ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
                if marks != 0 {
                    index += marks.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "\""): return index + 1
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
    }

    /// The index after the value that begins at `start`: a string, a container up to the
    /// bracket that closes it (of either kind), or a scalar up to the next delimiter.
    private static func valueEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int? {
        guard start < count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""):
            return stringEnd(bytes, from: start, count: count)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            var index = start
            while index < count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard let end = stringEnd(bytes, from: index, count: count) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                default:
                    break
                }
                index += 1
            }
            return nil
        default:
            var index = start
            while index < count {
                switch bytes[index] {
                case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
                    return index
                default:
                    index += 1
                }
            }
            return index
        }
    }
}

extension PushJob {
    /// The `id` of the job line `bytes` when it holds a readable one, whether or not the
    /// line is a job that can be read: what a rejection of the line echoes, so that the
    /// caller can tell which of its jobs it is.
    ///
    /// Readable: the line opens an object (after a UTF-8 byte order mark, which rejects the
    /// line but hides nothing), its `id` member is a string that is valid JSON (no invalid
    /// UTF-8, lone surrogate or bad escape), written once among the members before the line
    /// stops being JSON. One pass over the line's top level (nested values are skipped by
    /// counting brackets outside strings), so linear in the line.
    public static func readableID(inLine bytes: [UInt8]) -> String? {
        var scanner = LineScanner(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.position = 3 }
        guard scanner.skip(UInt8(ascii: "{")) else { return nil }
        var found: String?
        var seen = false
        while let key = scanner.string() {
            guard scanner.skip(UInt8(ascii: ":")) else { break }
            let valueStart = scanner.position
            guard scanner.skipValue() else { break }
            if LineScanner.decoded(key) == "id" {
                // Twice: the readers disagree on which, so neither is the job's.
                if seen { return nil }
                seen = true
                let value = Array(bytes[valueStart..<scanner.position])
                found = value.first == UInt8(ascii: "\"") ? LineScanner.decoded(value) : nil
            }
            guard scanner.skip(UInt8(ascii: ",")) else { break }
        }
        return found
    }
}

/// A forward scan of a line's top-level object, tolerant of what follows the place where
/// it stops being JSON (``PushJob/readableID(inLine:)``).
struct LineScanner {
    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func skipWhitespace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    /// Skips whitespace and `byte`; `false` when the next byte is another.
    mutating func skip(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    /// The string at the next byte, quotes included; `nil` when there is none or it is
    /// not closed.
    mutating func string() -> [UInt8]? {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\""), let end = stringEnd(from: position)
        else { return nil }
        defer { position = end }
        return Array(bytes[position..<end])
    }

    /// The index after the closing quote of the string opening at `start`.
    func stringEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// Skips one value (a string, a container whose brackets balance, or a scalar's
    /// bytes); `false` when the line ends first.
    mutating func skipValue() -> Bool {
        skipWhitespace()
        guard position < bytes.count else { return false }
        var depth = 0
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(from: position) else { return false }
                position = end
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                if depth == 0 {
                    position += 1
                    return true
                }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return true }
            default:
                break
            }
            position += 1
        }
        return depth == 0
    }

    /// The text of the JSON string `quoted` (quotes included), when it is valid JSON.
    static func decoded(_ quoted: [UInt8]) -> String? {
        JSONReader().read(quoted).validDocument?.root.string
    }
}

/// The problems of one job line, placed on it.
private struct JobProblems {
    let origin: SourceLocation
    var diagnostics: [Diagnostic] = []
    /// Hints: the job is read as it is.
    var hints: [Diagnostic] = []

    mutating func add(_ code: Diagnostic.Code, at value: JSONValue, _ message: String) {
        diagnostics.append(
            Diagnostic(
                code: code, pointer: value.pointer, location: value.location.placed(at: origin), message: message))
    }

    mutating func unknownKeys(of object: JSONValue, known: [StaticString], in what: String) {
        // Known keys are recognised on their bytes, with no `String` made: the members are
        // walked as members only when one is not known.
        let hasUnknown = object.hasKey { key in
            !known.contains { name in
                name.utf8CodeUnitCount == key.count
                    && ByteWord.sameBytes(name.utf8Start, key.baseAddress!, count: key.count)
            }
        }
        guard hasUnknown else { return }
        let names = known.map(\.description)
        for member in object.members where !names.contains(member.key) {
            add(
                .jobField, at: member.keyValue,
                "\(what) has no member \(JSONText.quoted(member.key)); its members are "
                    + names.map { JSONText.quoted($0) }.joined(separator: ", "))
        }
    }

    mutating func string(_ object: JSONValue, _ key: StaticString) -> String? {
        string(object[member: key], named: key)
    }

    /// The text of `value`, the member `key`, when it is there.
    mutating func string(_ value: JSONValue?, named key: StaticString) -> String? {
        guard let value else { return nil }
        guard let text = value.string else {
            add(.jobField, at: value, "\(JSONText.quoted(key.description)) is a string, not \(value.kind.phrase)")
            return nil
        }
        return text
    }

    /// The member `key`, or `old`, its deprecated spelling; both given is a problem (a
    /// reader that knows one would take another value than one that knows the other).
    mutating func string(_ object: JSONValue, _ key: StaticString, old: StaticString) -> String? {
        let newer = object[member: key]
        let older = object[member: old]
        if newer != nil, let older {
            add(
                .jobField, at: older,
                "give \(JSONText.quoted(key.description)) once: \(JSONText.quoted(old.description)) is its older spelling, and both are here"
            )
            return nil
        }
        if newer == nil, let older {
            hints.append(
                Diagnostic(
                    code: .jobDeprecatedSpelling, pointer: older.pointer, location: older.location.placed(at: origin),
                    message:
                        "\(JSONText.quoted(old.description)) is the older spelling of \(JSONText.quoted(key.description)), "
                        + "still read: write \(JSONText.quoted(key.description))"))
        }
        return string(newer ?? older, named: newer != nil ? key : old)
    }

    /// The whole number `number` is, written as an integer or not: `10`, `10.0`, `1e1` and
    /// `1.0e1` are all 10, as `Schemas/job.schema.json` reads them (JSON Schema's `integer`
    /// is any number without a fractional part) and as a JSON library writes a float that
    /// holds one (Python's `json.dumps(1767225600.0)`, JavaScript's `1e21`); `nil` for a
    /// fraction (`1.5`, `1e-1`) or one beyond 64 bits. Exact: decided on the digits, never
    /// through a `Double`.
    static func wholeNumber(_ number: JSONNumber) -> Int64? {
        if number.isInteger { return number.int64 }
        guard let (negative, digits, exponent) = decimal(number), exponent >= 0 else { return nil }
        return wholeNumber(negative: negative, digits: digits, exponent: exponent)
    }

    /// The whole seconds in `number`, a count of seconds not below 0, its fraction dropped:
    /// `1767225600.25` (Python's `time.time()`) is 1767225600, as `int(time.time())` and
    /// `Math.floor(Date.now() / 1000)` write it; `nil` below 0 or beyond 64 bits. Exact, on
    /// the digits.
    static func wholeSeconds(_ number: JSONNumber) -> Int64? {
        if number.isInteger { return number.int64.flatMap { $0 >= 0 ? $0 : nil } }
        guard let (negative, digits, exponent) = decimal(number) else { return nil }
        // Below 0 (`-0.0` is 0, no digit left).
        if negative, !digits.isEmpty { return nil }
        let whole = exponent >= 0 ? digits : digits.dropLast(-exponent)
        return wholeNumber(negative: false, digits: whole, exponent: Swift.max(exponent, 0))
    }

    /// The value of `number` as its significant digits (no zero at either end) times ten
    /// to `exponent`, and its sign; `nil` for an exponent of more than 6 digits, far beyond
    /// 64 bits or a long way below 1.
    private static func decimal(_ number: JSONNumber) -> (negative: Bool, digits: Substring, exponent: Int)? {
        var text = Substring(number.lexeme)
        let negative = text.first == "-"
        if negative { text = text.dropFirst() }
        var exponent = 0
        if let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            let written = text[text.index(after: e)...].drop { $0 == "+" }
            // Compared both ways, not through abs(): an exponent of Int.min has no magnitude
            // in an Int, and abs would trap.
            guard let value = Int(written), value > -1_000_000, value < 1_000_000 else { return nil }
            exponent = value
            text = text[..<e]
        }
        var digits = ""
        if let dot = text.firstIndex(of: ".") {
            let fraction = text[text.index(after: dot)...]
            digits = String(text[..<dot]) + fraction
            exponent -= fraction.count
        } else {
            digits = String(text)
        }
        var significant = Substring(digits.drop { $0 == "0" })
        while exponent < 0, significant.last == "0" {
            significant = significant.dropLast()
            exponent += 1
        }
        return (negative, significant, exponent)
    }

    /// `digits` times ten to `exponent` (not below 0), with its sign, when it fits 64 bits.
    private static func wholeNumber(negative: Bool, digits: Substring, exponent: Int) -> Int64? {
        if digits.isEmpty { return 0 }
        guard digits.count + exponent <= 19 else { return nil }
        return Int64((negative ? "-" : "") + digits + String(repeating: "0", count: exponent))
    }

    /// `now`: an ISO 8601 date and time, or seconds since 1970 (not below 0; a fraction of a
    /// second is dropped).
    mutating func now(_ object: JSONValue) -> Int64? {
        guard let value = object[member: "now"] else { return nil }
        if let seconds = value.number.flatMap(Self.wholeSeconds) { return seconds }
        if let time = value.string.flatMap(ISO8601Timestamp.init) { return time.secondsSince1970 }
        add(
            .jobField, at: value,
            "\"now\" is an ISO 8601 date and time (\"2026-01-01T00:00:00Z\") or seconds since 1970, a number not "
                + "below 0 (a fraction of a second is dropped)")
        return nil
    }

    /// `sdks`: an array of `vendor-platform@version` strings, as `--sdk` takes them.
    mutating func sdks(_ object: JSONValue) -> [AppProfile.SDK: [AppProfile.Version]] {
        guard let value = object[member: "sdks"] else { return [:] }
        guard value.kind == .array else {
            add(
                .jobField, at: value,
                "\"sdks\" is an array of \"vendor-platform@version\" strings, not \(value.kind.phrase)")
            return [:]
        }
        var sdks: [AppProfile.SDK: [AppProfile.Version]] = [:]
        for element in value.elements {
            let parts = element.string?.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false) ?? []
            guard parts.count == 2, let sdk = AppProfile.SDK(id: String(parts[0])),
                let version = AppProfile.Version(String(parts[1]))
            else {
                add(
                    .jobField, at: element,
                    "an SDK of \"sdks\" is \"vendor-platform@version\", such as \"synerise-ios@5.10.1\" (vendors: "
                        + AppProfile.SDK.vendors.map(\.rawValue).joined(separator: ", ") + "; platforms: ios, android)")
                continue
            }
            sdks[sdk, default: []].append(version)
        }
        return sdks
    }

    mutating func bool(_ object: JSONValue, _ key: StaticString) -> Bool? {
        guard let value = object[member: key] else { return nil }
        guard let flag = value.bool else {
            add(.jobField, at: value, "\(JSONText.quoted(key.description)) is true or false, not \(value.kind.phrase)")
            return nil
        }
        return flag
    }

    /// `apns`: every member optional here (a missing topic or token is prepare's to refuse).
    mutating func apnsOptions(_ apns: JSONValue) -> APNsRequest.Options? {
        guard apns.kind == .object else {
            add(.jobField, at: apns, "\"apns\" is an object of request values, not \(apns.kind.phrase)")
            return nil
        }
        let before = diagnostics.count
        unknownKeys(of: apns, known: PushJob.apnsKeys, in: "\"apns\"")
        var options = APNsRequest.Options(
            bundleID: string(apns, "bundleID", old: "bundleId"), deviceToken: string(apns, "deviceToken"),
            collapseID: string(apns, "collapseID", old: "collapseId"), apnsID: string(apns, "apnsID", old: "apnsId"))
        if let value = apns[member: "environment"] {
            if let environment = value.string.flatMap(APNsRequest.Environment.init(rawValue:)) {
                options.environment = environment
            } else {
                add(.jobField, at: value, "\"environment\" is \"production\" or \"sandbox\"")
            }
        }
        if let value = apns[member: "pushType"] {
            if let type = value.string.flatMap(APNsPushType.init(rawValue:)) {
                options.pushType = type
            } else {
                add(
                    .jobField, at: value,
                    "\"pushType\" is one of "
                        + APNsPushType.allCases.map { JSONText.quoted($0.rawValue) }
                        .joined(separator: ", "))
            }
        }
        if let value = apns[member: "priority"] {
            if let priority = value.number.flatMap(Self.wholeNumber).flatMap({ Int(exactly: $0) })
                .flatMap(APNsPriority.init(rawValue:))
            {
                options.priority = priority
            } else {
                add(.jobField, at: value, "\"priority\" is 10, 5 or 1")
            }
        }
        if let value = apns[member: "expiration"] {
            let expiration: APNsRequest.Expiration? =
                if let seconds = value.number.flatMap(Self.wholeNumber) {
                    seconds == 0 ? .immediately : .at(seconds)
                } else {
                    value.string.flatMap(APNsRequest.Expiration.init)
                }
            if let expiration {
                options.expiration = expiration
            } else {
                add(
                    .jobField, at: value,
                    "\"expiration\" is 0, a UNIX time in seconds, or an ISO 8601 date and time (\"2030-01-01T00:00:00Z\")"
                )
            }
        }
        return diagnostics.count == before ? options : nil
    }

    /// `fcm`: `projectId` required; at most one of `token`, `topic` and `condition` (the
    /// message's target when its body names none).
    mutating func fcmOptions(_ fcm: JSONValue) -> FCMRequest.Options? {
        guard fcm.kind == .object else {
            add(
                .jobField, at: fcm,
                "\"fcm\" is an object with \"projectID\" (and \"token\", \"topic\" or \"condition\"), not \(fcm.kind.phrase)"
            )
            return nil
        }
        let before = diagnostics.count
        unknownKeys(of: fcm, known: PushJob.fcmKeys, in: "\"fcm\"")
        let project = string(fcm, "projectID", old: "projectId")
        if fcm[member: "projectID"] == nil, fcm[member: "projectId"] == nil {
            add(.jobField, at: fcm, "\"fcm\" needs \"projectID\"")
        }
        var targets: [FCMMessage.Target] = []
        if let token = string(fcm, "token") { targets.append(.token(token)) }
        if let topic = string(fcm, "topic") { targets.append(.topic(topic)) }
        if let condition = string(fcm, "condition") { targets.append(.condition(condition)) }
        if targets.count > 1 {
            add(
                .jobField, at: fcm,
                "\"fcm\" names one target, \"token\", \"topic\" or \"condition\", not \(targets.count): a message goes to one"
            )
        }
        guard diagnostics.count == before, let project else { return nil }
        return FCMRequest.Options(projectID: project, target: targets.first)
    }
}

extension Validator {
    /// Checks a job's payload and request together and gives back the push to send, or
    /// every problem, as ``prepare(_:for:fittingByTruncation:)-([UInt8],APNsRequest.Options,_)``
    /// and its FCM sibling do. The diagnostics of the payload are placed at the job's
    /// ``PushJob/payloadOrigin``, so that they point into the job file. The request's
    /// problems with the job's own members (a device token, a bundle id, an FCM project id)
    /// point at the member in the job line (`/apns/deviceToken`), placed where its value
    /// stands (on the line's start for a job made in Swift), and come last, with the job's
    /// hints (``PushRejection/document(ofDiagnosticAt:)``).
    ///
    /// The job's ``PushJob/now``, ``PushJob/sdks`` and ``PushJob/attributesType`` apply on
    /// top of this validator's options, for this job; an `attributesType` the app profile
    /// does not declare (or without a profile) is `job.field`.
    public func prepare(_ job: PushJob) throws(PushRejection) -> PreparedPush {
        let validator = try forJob(job).sending(job.target)
        return try validator.prepare(job, report: validator.validate(job.payload))
    }

    /// This validator, checking a payload sent to `target`: against the APNs request's push
    /// type and priority, or against none for FCM.
    func sending(_ target: PushJob.Target) -> Validator {
        switch target {
        case .apns(let options): sending(options)
        case .fcm: sending(pushType: nil, priority: nil)
        }
    }

    /// The push of `job` from `report`, its payload's report by this validator
    /// (``sending(_:)`` of the job's target), as ``prepare(_:)-(PushJob)`` gives it.
    func prepare(_ job: PushJob, report: consuming ValidationReport) throws(PushRejection) -> PreparedPush {
        do {
            var push: PreparedPush
            switch job.target {
            case .apns(let options):
                push = try prepareAPNs(job.payload, report: report, options, job.fittingByTruncation)
            case .fcm(let options):
                push = try prepareFCM(job.payload, report: report, options, job.fittingByTruncation)
            }
            // The report is the payload's as given, so its places are in the job file (placed
            // where they stand: no copy of the report).
            for index in push.report.diagnostics.indices {
                let location = push.report.diagnostics[index].location
                push.report.diagnostics[index].location = location.placed(at: job.payloadOrigin)
            }
            if !job.hints.isEmpty {
                push.report.diagnostics += job.hints
                push.jobLineDiagnosticCount = job.hints.count
            }
            return push
        } catch {
            throw job.placed(error)
        }
    }
}

extension Validator {
    /// This validator with the job's clock, SDK versions and Live Activity type; itself
    /// when the job gives none.
    func forJob(_ job: PushJob) throws(PushRejection) -> Validator {
        guard job.now != nil || !job.sdks.isEmpty || job.attributesType != nil else { return self }
        var options = options
        if let now = job.now { options.now = now }
        if !job.sdks.isEmpty {
            var app = options.app ?? AppProfile()
            app.sdks.merge(job.sdks) { _, new in new }
            options.app = app
        }
        if let name = job.attributesType {
            guard let app = options.app, app.liveActivity(named: name) != nil else {
                let declared = options.app?.liveActivities.map(\.name) ?? []
                let message =
                    options.app == nil
                    ? "\"attributesType\" \(JSONText.quoted(name)) names a Live Activity type of the app profile, "
                        + "and there is none: give the profile (pushkit prepare --app)"
                    : "\"attributesType\" \(JSONText.quoted(name)) is not a Live Activity type of the app profile"
                        + (declared.isEmpty
                            ? " (it declares none)" : "; it declares \(declared.joined(separator: ", "))")
                throw PushRejection(
                    diagnostics: [
                        Diagnostic(
                            code: .jobField, pointer: JSONPointer(tokens: ["attributesType"]),
                            location: job.location(ofMember: ["attributesType"]), message: message)
                    ], document: .jobLine)
            }
            options.attributesType = name
        }
        return Validator(options: options)
    }
}
