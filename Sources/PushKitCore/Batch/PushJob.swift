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
/// are still read, and deprecated.
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
    /// The clock for this job, in seconds since 1970 (`"now"`): it replaces the
    /// validator's ``Validator/Options/now`` (`--now`) for this job.
    public var now: Int64?
    /// SDK versions the receiving app ships (`"sdks"`): they add to the app profile's, and
    /// replace the versions of the SDKs they name, for this job (as `--sdk` does with `--app`).
    public var sdks: [AppProfile.SDK: [AppProfile.Version]]
    /// The app profile's Live Activity type an update or end is for (`"attributesType"`):
    /// it replaces ``Validator/Options/attributesType`` for this job; the profile must
    /// declare it.
    public var attributesType: String?

    /// Creates a job.
    public init(
        id: String? = nil, target: Target, payload: [UInt8], payloadOrigin: SourceLocation = .start,
        fittingByTruncation: Bool = false, now: Int64? = nil, sdks: [AppProfile.SDK: [AppProfile.Version]] = [:],
        attributesType: String? = nil
    ) {
        self.id = id
        self.target = target
        self.payload = payload
        self.payloadOrigin = payloadOrigin
        self.fittingByTruncation = fittingByTruncation
        self.now = now
        self.sdks = sdks
        self.attributesType = attributesType
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

    /// The keys of a job line.
    static let keys = ["id", "apns", "fcm", "payload", "fit", "now", "sdks", "attributesType"]
    /// The keys of `apns`, and the older spelling each of `bundleID`, `collapseID` and `apnsID`.
    static let apnsKeys = [
        "deviceToken", "bundleID", "environment", "pushType", "priority", "expiration", "collapseID", "apnsID",
        "bundleId", "collapseId", "apnsId",
    ]
    /// The keys of `fcm`: the project (and its older spelling), and whom the message goes to
    /// when its body names no one.
    static let fcmKeys = ["projectID", "token", "topic", "condition", "projectId"]

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
        // The payload sits one level down: the line may be one level deeper than a payload.
        var options = reader
        options.maxDepth += 1
        let read = JSONReader(options: options).read(bytes)
        let origin = SourceLocation(line: line, column: 1, offset: 0)
        // As strictly as a payload: a duplicate key, text after the job, invalid UTF-8, a
        // lone surrogate or a bad number rejects the line, whose meaning another reader
        // could take differently.
        guard let root = read.validDocument?.root else {
            throw PushRejection(diagnostics: read.diagnostics.map { $0.placed(at: origin) })
        }
        var problems = JobProblems(origin: origin)
        guard root.kind == .object else {
            problems.add(.jobNotAJob, at: root, "a job line is a JSON object, not \(root.kind.phrase)")
            throw PushRejection(diagnostics: problems.diagnostics)
        }
        problems.unknownKeys(of: root, known: keys, in: "a job")
        let id = problems.string(root, "id")
        let fit = problems.bool(root, "fit") ?? false
        let now = problems.now(root)
        let sdks = problems.sdks(root)
        let attributesType = problems.string(root, "attributesType")
        var target: Target?
        switch (root["apns"], root["fcm"]) {
        case (let apns?, nil): target = problems.apnsOptions(apns).map(Target.apns)
        case (nil, let fcm?): target = problems.fcmOptions(fcm).map(Target.fcm)
        case (.some, .some):
            problems.add(.jobNotAJob, at: root, "a job goes to APNs or to FCM: give \"apns\" or \"fcm\", not both")
        case (nil, nil):
            problems.add(.jobNotAJob, at: root, "a job says where the push goes: give \"apns\" or \"fcm\"")
        }
        guard let payload = root["payload"] else {
            problems.add(.jobNotAJob, at: root, "a job has a \"payload\": the push's JSON")
            throw PushRejection(diagnostics: problems.diagnostics)
        }
        guard problems.diagnostics.isEmpty, let target else { throw PushRejection(diagnostics: problems.diagnostics) }
        let start = payload.location
        return PushJob(
            id: id, target: target, payload: Array(bytes[payload.span]),
            payloadOrigin: SourceLocation(line: line, column: start.column, offset: start.offset),
            fittingByTruncation: fit, now: now, sdks: sdks, attributesType: attributesType)
    }
}

extension PushJob {
    /// The `id` of the job line `bytes` when it holds a readable one, whether or not the
    /// line is a job that can be read: what a rejection of the line echoes, so that the
    /// caller can tell which of its jobs it is.
    ///
    /// Readable: the line opens an object, its `id` member is a string that is valid JSON
    /// (no invalid UTF-8, lone surrogate or bad escape), written once among the members
    /// before the line stops being JSON. One pass over the line's top level (nested values
    /// are skipped by counting brackets outside strings), so linear in the line.
    public static func readableID(inLine bytes: [UInt8]) -> String? {
        var scanner = LineScanner(bytes: bytes)
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
private struct LineScanner {
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

    mutating func add(_ code: Diagnostic.Code, at value: JSONValue, _ message: String) {
        diagnostics.append(
            Diagnostic(
                code: code, pointer: value.pointer, location: value.location.placed(at: origin), message: message))
    }

    mutating func unknownKeys(of object: JSONValue, known: [String], in what: String) {
        for member in object.members where !known.contains(member.key) {
            add(
                .jobField, at: member.keyValue,
                "\(what) has no member \(JSONText.quoted(member.key)); its members are "
                    + known.map { JSONText.quoted($0) }.joined(separator: ", "))
        }
    }

    mutating func string(_ object: JSONValue, _ key: String) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value.string else {
            add(.jobField, at: value, "\(JSONText.quoted(key)) is a string, not \(value.kind.phrase)")
            return nil
        }
        return text
    }

    /// The member `key`, or `old`, its deprecated spelling; both given is a problem (a
    /// reader that knows one would take another value than one that knows the other).
    mutating func string(_ object: JSONValue, _ key: String, old: String) -> String? {
        if let newer = object[key], let older = object[old] {
            add(
                .jobField, at: older,
                "give \(JSONText.quoted(key)) once: \(JSONText.quoted(old)) is its older spelling, and both are here")
            _ = newer
            return nil
        }
        return string(object, object[key] != nil ? key : old)
    }

    /// `now`: an ISO 8601 date and time, or seconds since 1970.
    mutating func now(_ object: JSONValue) -> Int64? {
        guard let value = object["now"] else { return nil }
        if let seconds = value.number?.int64 { return seconds }
        if let time = value.string.flatMap(ISO8601Timestamp.init) { return time.secondsSince1970 }
        add(
            .jobField, at: value,
            "\"now\" is an ISO 8601 date and time (\"2026-01-01T00:00:00Z\") or seconds since 1970")
        return nil
    }

    /// `sdks`: an array of `vendor-platform@version` strings, as `--sdk` takes them.
    mutating func sdks(_ object: JSONValue) -> [AppProfile.SDK: [AppProfile.Version]] {
        guard let value = object["sdks"] else { return [:] }
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

    mutating func bool(_ object: JSONValue, _ key: String) -> Bool? {
        guard let value = object[key] else { return nil }
        guard let flag = value.bool else {
            add(.jobField, at: value, "\(JSONText.quoted(key)) is true or false, not \(value.kind.phrase)")
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
        if let value = apns["environment"] {
            if let environment = value.string.flatMap(APNsRequest.Environment.init(rawValue:)) {
                options.environment = environment
            } else {
                add(.jobField, at: value, "\"environment\" is \"production\" or \"sandbox\"")
            }
        }
        if let value = apns["pushType"] {
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
        if let value = apns["priority"] {
            if let priority = value.number?.int.flatMap(APNsPriority.init(rawValue:)) {
                options.priority = priority
            } else {
                add(.jobField, at: value, "\"priority\" is 10, 5 or 1")
            }
        }
        if let value = apns["expiration"] {
            let expiration: APNsRequest.Expiration? =
                if let seconds = value.number?.int64 {
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
        if fcm["projectID"] == nil, fcm["projectId"] == nil { add(.jobField, at: fcm, "\"fcm\" needs \"projectID\"") }
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
    /// ``PushJob/payloadOrigin``, so that they point into the job file.
    ///
    /// The job's ``PushJob/now``, ``PushJob/sdks`` and ``PushJob/attributesType`` apply on
    /// top of this validator's options, for this job; an `attributesType` the app profile
    /// does not declare (or without a profile) is `job.field`.
    public func prepare(_ job: PushJob) throws(PushRejection) -> PreparedPush {
        let validator = try forJob(job)
        do {
            var push: PreparedPush
            switch job.target {
            case .apns(let options):
                push = try validator.prepare(job.payload, for: options, fittingByTruncation: job.fittingByTruncation)
            case .fcm(let options):
                push = try validator.prepare(job.payload, for: options, fittingByTruncation: job.fittingByTruncation)
            }
            // The report is the payload's as given, so its places are in the job file.
            push.report = push.report.placed(at: job.payloadOrigin)
            return push
        } catch {
            throw error.placed(at: job.payloadOrigin)
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
                let origin = SourceLocation(line: job.payloadOrigin.line, column: 1, offset: 0)
                throw PushRejection(diagnostics: [
                    Diagnostic(
                        code: .jobField, pointer: JSONPointer(tokens: ["attributesType"]), location: origin,
                        message: message)
                ])
            }
            options.attributesType = name
        }
        return Validator(options: options)
    }
}
