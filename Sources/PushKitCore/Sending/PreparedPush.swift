/// A push ready to send: the HTTP/2 request's method, host, path and headers, and the
/// exact bytes of its body, which are the bytes the validator checked.
///
/// Only ``Validator/prepare(_:for:fittingByTruncation:)-([UInt8],APNsRequest.Options,_)``
/// and its siblings make one, and only for a payload without errors and a request
/// whose every header is sound, so holding a `PreparedPush` means it may be sent. Hand
/// it to any HTTP/2 client, adding the `authorization` header (an APNs provider token,
/// `bearer <JWT>`, or FCM's `Bearer <OAuth 2 token>`):
///
/// ```swift
/// let push = try Validator().prepare(bytes, for: APNsRequest.Options(bundleID: "com.example.shop", deviceToken: token))
/// // POST https://api.push.apple.com/3/device/<token>
/// // apns-push-type: alert, apns-priority: 10, apns-topic: com.example.shop
/// // body: push.body
/// ```
public struct PreparedPush: Sendable {
    /// Where the push goes.
    public enum Destination: Sendable, Hashable {
        /// APNs, with the request's headers.
        case apns(APNsRequest)
        /// FCM's HTTP v1 API.
        case fcm(FCMRequest)
    }

    /// Where the push goes.
    public var destination: Destination
    /// The body: exactly these bytes go on the wire. The payload's own bytes whenever they
    /// fit; else its plain form (the same members in the same order, escapes written
    /// plainly, number text kept: the same JSON value), with the texts of ``cuts``
    /// shortened when fitting was asked for; for FCM, wrapped in the v1 request's
    /// `message` when the payload is not one already.
    public var body: [UInt8]
    /// The validator's report on the payload as given: no errors but its size, which is
    /// left out when the body fits; the warnings and hints `validate` gives, placed in the
    /// payload (``body`` holds the same value, bar ``cuts``); the classification and the
    /// typed payload.
    public var report: ValidationReport
    /// The texts shortened to fit the size limit, when fitting was asked for and needed.
    public var cuts: [TruncationCut]
    /// How many of the last diagnostics of ``report`` are the job line's (a job's
    /// `job.deprecated-spelling` hints, which ``Validator/prepare(_:)`` adds): their pointers
    /// are relative to the job line, the others' to the payload (``document(ofDiagnosticAt:)``).
    /// 0 for a push not prepared from a job.
    public var jobLineDiagnosticCount = 0

    init(destination: Destination, body: [UInt8], report: ValidationReport, cuts: [TruncationCut]) {
        self.destination = destination
        self.body = body
        self.report = report
        self.cuts = cuts
    }

    /// The document the pointer of `report.diagnostics[index]` is relative to: the job
    /// line for the last ``jobLineDiagnosticCount``, else the payload.
    public func document(ofDiagnosticAt index: Int) -> PushRejection.Document {
        index >= report.diagnostics.count - jobLineDiagnosticCount ? .jobLine : .payload
    }

    /// `POST`.
    public var method: String { "POST" }

    /// The host (HTTP/2 `:authority`): `api.push.apple.com`, `api.sandbox.push.apple.com`
    /// or `fcm.googleapis.com`.
    public var host: String {
        switch destination {
        case .apns(let request): request.environment.host
        case .fcm: FCMRequest.host
        }
    }

    /// The path (HTTP/2 `:path`): `/3/device/<token>`, a broadcast's `/4/broadcasts/apps/<bundle id>`,
    /// or `/v1/projects/<id>/messages:send`.
    public var path: String {
        switch destination {
        case .apns(let request): request.path ?? ""
        case .fcm(let request): request.path
        }
    }

    /// The `content-type` of an APNs request.
    static let apnsContentType: StaticString = "application/json"

    /// `https://` + ``host`` + ``path``.
    public var url: String { "https://\(host)\(path)" }

    /// Every header but `authorization`: for APNs, `content-type` and every `apns-*`
    /// header (``APNsRequest/headers``); for FCM, `content-type`.
    public var headers: [HTTPHeader] {
        switch destination {
        case .apns(let request): [HTTPHeader("content-type", Self.apnsContentType.description)] + request.headers
        case .fcm(let request): request.headers
        }
    }
}

/// Why a push cannot be prepared: every problem with the payload and the request, and
/// every other diagnostic `validate` gives the payload.
public struct PushRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every diagnostic of the payload, as `validate` gives it with the request's push type
    /// and priority (its warnings and hints too, so that a sender sees them with the errors,
    /// not once the errors are fixed), and every problem of the request (`request.*`, after
    /// the payload's; for a job, those with its own members last, pointed into its line:
    /// ``jobLineDiagnosticCount``). At least one is an error: ``errors`` has those.
    public var diagnostics: [Diagnostic]
    /// The problems with the request's header values among them, each with its field and
    /// typed reason.
    public var headerProblems: [APNsRequest.Problem]
    /// The problems with the FCM request's project id and registration token among them,
    /// each with its field and typed reason.
    public var fcmProblems: [FCMRequest.Problem]
    /// What was checked: ``Document/payload`` when the job was read and its payload checked
    /// (the pointers of ``diagnostics`` are the payload's, but for the last
    /// ``jobLineDiagnosticCount``), ``Document/jobLine`` when the job line could not be read
    /// as a job, so its payload was never checked (every pointer is the line's).
    /// ``document(ofDiagnosticAt:)`` says which document each pointer is relative to.
    public var document: Document
    /// How many of the last ``diagnostics`` are the job line's, when ``document`` is
    /// ``Document/payload``: the request's problems with the job's own members (pointed at
    /// the member, `/apns/deviceToken`), then the job's hints (`job.deprecated-spelling`),
    /// after the payload's diagnostics and the request's problems with the payload. 0 for
    /// a rejection not of a job.
    public var jobLineDiagnosticCount: Int

    /// The document a pointer of a job's result is relative to.
    public enum Document: Sendable, Hashable {
        /// The payload: its problems as `validate` gives them, and the request's (`request.*`).
        case payload
        /// The job line (or, for a job made in Swift, its JSON form): its members (`job.*`),
        /// and all of it when it could not be read as a job.
        case jobLine
    }

    /// Creates a rejection.
    public init(
        diagnostics: [Diagnostic], headerProblems: [APNsRequest.Problem] = [], fcmProblems: [FCMRequest.Problem] = [],
        document: Document = .payload, jobLineDiagnosticCount: Int = 0
    ) {
        self.diagnostics = diagnostics
        self.headerProblems = headerProblems
        self.fcmProblems = fcmProblems
        self.document = document
        self.jobLineDiagnosticCount = jobLineDiagnosticCount
    }

    /// The document the pointer of `diagnostics[index]` is relative to: the job line for
    /// every diagnostic when ``document`` is ``Document/jobLine``, and for the last
    /// ``jobLineDiagnosticCount``; else the payload.
    public func document(ofDiagnosticAt index: Int) -> Document {
        document == .jobLine || index >= diagnostics.count - jobLineDiagnosticCount ? .jobLine : .payload
    }

    /// The errors among ``diagnostics``: why the push is refused.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// One diagnostic a line, as ``Diagnostic/description`` writes them.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Validator {
    /// Checks `bytes` and the APNs request options together and gives back the push to
    /// send, or every problem.
    ///
    /// The request's push type and priority are the validator's for this call (a push type
    /// the payload contradicts is an error; `voip` allows 5120 bytes). The body is `bytes`
    /// themselves when they fit; otherwise (whitespace, `\u` escapes, or text too long) it is
    /// their plain form (``PreparedPush/body``: every member, in order, the same JSON value)
    /// when that fits, else that form with its body and subtitle shortened between grapheme
    /// clusters when `fittingByTruncation` is `true` (``PreparedPush/cuts``), checked again.
    /// The report is the payload's, as `validate` gives it, but its size.
    public func prepare(_ bytes: [UInt8], for request: APNsRequest.Options, fittingByTruncation: Bool = false)
        throws(PushRejection) -> PreparedPush
    {
        let validator = sending(request)
        return try validator.prepareAPNs(bytes, report: validator.validate(bytes), request, fittingByTruncation)
    }

    /// Encodes `payload` canonically (``PayloadEncoder``), then prepares it as
    /// ``prepare(_:for:fittingByTruncation:)-([UInt8],APNsRequest.Options,_)`` does.
    public func prepare(_ payload: Payload, for request: APNsRequest.Options, fittingByTruncation: Bool = false)
        throws(PushRejection) -> PreparedPush
    {
        let validator = sending(request)
        let bytes = payload.encoded()
        return try validator.prepareAPNs(bytes, report: validator.validate(bytes), request, fittingByTruncation)
    }

    /// Checks `bytes`, an Android Synerise payload (bare, `{"data": ...}` or
    /// `{"message": ...}`), and the FCM options together, and gives back the FCM HTTP v1
    /// request to send, or every problem.
    ///
    /// The body is `{"message": {"token": ..., "data": {...}}}` with the payload's data map
    /// (and the members `message` already had, such as `android`, and those beside it, such
    /// as `validate_only`); it is `bytes` themselves when they are that already, else that
    /// request in plain form, member for member, checked again. Fitting shortens the
    /// notification's body.
    public func prepare(_ bytes: [UInt8], for request: FCMRequest.Options, fittingByTruncation: Bool = false)
        throws(PushRejection) -> PreparedPush
    {
        let validator = sending(pushType: nil, priority: nil)
        return try validator.prepareFCM(bytes, report: validator.validate(bytes), request, fittingByTruncation)
    }

    /// Prepares an Android Synerise payload for FCM as
    /// ``prepare(_:for:fittingByTruncation:)-([UInt8],FCMRequest.Options,_)`` does.
    public func prepare(_ payload: Payload, for request: FCMRequest.Options, fittingByTruncation: Bool = false)
        throws(PushRejection) -> PreparedPush
    {
        let validator = sending(pushType: nil, priority: nil)
        let bytes = payload.encoded()
        return try validator.prepareFCM(bytes, report: validator.validate(bytes), request, fittingByTruncation)
    }

    /// This validator, checking against the request's push type and priority.
    func sending(pushType: APNsPushType?, priority: APNsPriority?) -> Validator {
        var options = options
        options.pushType = pushType
        options.priority = priority
        return Validator(options: options)
    }

    func prepareAPNs(
        _ bytes: [UInt8], report: consuming ValidationReport, _ options: APNsRequest.Options, _ fitting: Bool
    ) throws(PushRejection) -> PreparedPush {
        // A push needs a topic and a device token besides sound header values: what APNs would
        // refuse is never ready.
        let missing = options.missingValues
        let problems = report.diagnostics.filter { $0.severity == .error }
        guard let payload = report.payload else {
            // The request's problems too, though the payload cannot be read.
            let headerProblems = missing + options.headerProblems
            var diagnostics = report.diagnostics + headerProblems.map(\.diagnostic) + options.broadcastProblems
            if !diagnostics.contains(where: { $0.severity == .error }) {
                // A sound iOS push pushkit builds no model of (an MDM wake-up, a Cordial alert
                // without mcID): its request follows from the classification, its body as given.
                let classification = report.classification
                if classification.platform == .ios, options.channel == nil,
                    let pushType = options.pushType ?? classification.pushType
                {
                    let request = APNsRequest(
                        pushType: pushType, priority: options.priority ?? pushType.defaultPriority,
                        topic: options.bundleID.map { pushType.topic(forBundleID: $0) }, expiration: options.expiration,
                        collapseID: options.collapseID, apnsID: options.apnsID, deviceToken: options.deviceToken,
                        environment: options.environment)
                    if bytes.count <= request.maximumPayloadBytes {
                        return PreparedPush(destination: .apns(request), body: bytes, report: report, cuts: [])
                    }
                }
                // Never refused without a reason.
                diagnostics.append(
                    Diagnostic(
                        code: .requestNotAPNs, pointer: .root, location: .start,
                        message:
                            "APNs delivers pushes with an \"aps\" (or one a push type names); this is \(report.kind.id)"
                    ))
            }
            throw PushRejection(diagnostics: diagnostics, headerProblems: headerProblems)
        }
        let request: APNsRequest
        do {
            // The push type the validator classified the payload as, which its check of the
            // given one used: the request's check then agrees with it.
            request = try APNsRequest(for: payload, options: options, classifiedAs: report.classification.pushType)
        } catch {
            // The validator has already reported a push type or priority the payload contradicts.
            // A list, not a Set: the first Set of codes in a run costs the runtime a search of
            // every conformance (6d87748); a report holds a few codes.
            let known = problems.map(\.code)
            throw PushRejection(
                diagnostics: report.diagnostics + missing.map(\.diagnostic)
                    + error.diagnostics.filter { !known.contains($0.code) },
                headerProblems: missing + error.headerProblems)
        }
        guard missing.isEmpty else {
            throw PushRejection(diagnostics: report.diagnostics + missing.map(\.diagnostic), headerProblems: missing)
        }
        let (body, cuts) = try fitted(
            bytes, report: report, problems: problems, given: report.diagnostics, limit: request.maximumPayloadBytes,
            fitting: fitting)
        return PreparedPush(destination: .apns(request), body: body, report: report.fitted(), cuts: cuts)
    }

    func prepareFCM(
        _ bytes: [UInt8], report: consuming ValidationReport, _ options: FCMRequest.Options, _ fitting: Bool
    ) throws(PushRejection) -> PreparedPush {
        var problems = report.diagnostics.filter { $0.severity == .error }
        var fcmProblems = options.problems
        var requestProblems = fcmProblems.map(\.diagnostic)
        guard let document = report.document, let shape = FCMShape(report.payload) else {
            // Not a message FCM carries (an APNs payload), or not read at all: the payload's
            // errors say why, else the request's refusal does.
            var diagnostics = report.diagnostics
            if report.payload != nil || problems.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        code: .requestNotFCM, pointer: .root, location: .start,
                        message:
                            "only an FCM HTTP v1 message (the request body {\"message\": ...} or a bare Message) or an "
                            + "Android Synerise payload is sent through FCM; this is \(report.kind.id)"))
            }
            throw PushRejection(diagnostics: diagnostics + requestProblems, fcmProblems: fcmProblems)
        }
        // The target: the body's own wins; the job's fills a body without one; two that
        // differ are refused.
        let bodyTarget = shape.target(in: document.root)
        var target = bodyTarget?.target ?? options.target
        if let body = bodyTarget, let job = options.target, job != body.target {
            let (field, value) = FCMRequest.field(job)
            let conflict = FCMRequest.Problem(field: field, value: value, reason: .conflict(body: body.target))
            fcmProblems.append(conflict)
            requestProblems.append(
                Diagnostic(
                    code: .requestFCMTargetConflict, pointer: body.value.pointer, location: body.value.location,
                    message: conflict.message))
            target = nil
        } else if target == nil {
            let missing = FCMRequest.Problem(field: .target, value: "", reason: .missing)
            fcmProblems.append(missing)
            requestProblems.append(missing.diagnostic)
        }
        guard requestProblems.isEmpty, let target else {
            throw PushRejection(diagnostics: report.diagnostics + requestProblems, fcmProblems: fcmProblems)
        }
        let request = FCMRequest(projectID: options.projectID, target: target)
        switch shape {
        case .message(let message):
            guard problems.isEmpty else { throw PushRejection(diagnostics: report.diagnostics) }
            // As given: the request body itself, or the bare message inside one; with the
            // job's target written in first when the message has none (then in plain form).
            let body: [UInt8] =
                if bodyTarget != nil {
                    message.isRequest ? bytes : Array(#"{"message":"#.utf8) + bytes + [UInt8(ascii: "}")]
                } else {
                    JSONWriter().bytes(Self.fcmRequest(document.root, isRequest: message.isRequest, target: target))
                }
            return PreparedPush(destination: .fcm(request), body: body, report: report, cuts: [])
        case .synerise(let wrapper):
            var body = bytes
            var bodyReport = copy report
            if bodyTarget == nil {
                // The data map in a v1 request, member for member (not the model's
                // encoding), with the target written in.
                guard problems.allSatisfy({ $0.code == .apnsPayloadTooLarge }) else {
                    throw PushRejection(diagnostics: report.diagnostics)
                }
                body = JSONWriter().bytes(Self.fcmMessage(document.root, wrapper: wrapper, target: target))
                bodyReport = validate(body)
                problems = bodyReport.diagnostics.filter { $0.severity == .error }
                if !problems.allSatisfy({ $0.code == .apnsPayloadTooLarge }) {
                    // Placed in the payload, where the sender can fix them.
                    let (from, to): ([String], [String]) =
                        switch wrapper {
                        case .bare: (["message", "data"], [])
                        case .data: (["message"], [])
                        case .message: ([], [])
                        }
                    // The payload's warnings and hints stand as validate gives them.
                    throw PushRejection(
                        diagnostics: report.diagnostics.filter { $0.severity != .error }
                            + Self.relocated(problems, from: from, to: to, in: document, body: bodyReport.document))
                }
            }
            // The payload's own diagnostics, but the errors of the body pushkit wrote (its size).
            let given =
                bodyTarget == nil ? report.diagnostics.filter { $0.severity != .error } + problems : report.diagnostics
            let (fittedBody, cuts) = try fitted(
                body, report: bodyReport, problems: problems, given: given, limit: SizeBudget.limit(for: nil),
                fitting: fitting)
            return PreparedPush(destination: .fcm(request), body: fittedBody, report: report.fitted(), cuts: cuts)
        }
    }

    /// The FCM HTTP v1 request body for the Android Synerise payload `root`, the data map
    /// in the shape `wrapper` says, sent to `target`: `{"message": {"token": ..., "data":
    /// {...}}}`, keeping every other member of `message` (`android`, `fcm_options`, ...) and
    /// every member beside it (`validate_only`), in order. Written only for a payload whose
    /// message names no target. The legacy API's members beside `data` (`to`, `priority`)
    /// have no place in v1.
    static func fcmMessage(_ root: JSONValue, wrapper: Synerise.FCMWrapper, target: FCMMessage.Target) -> JSONTree {
        let tree = JSONTree(root)
        guard case .object(let outer) = tree else { return tree }
        let (key, value) = FCMRequest.member(target)
        switch wrapper {
        case .bare:
            return .object(["message": .object([key: .string(value), "data": tree])])
        case .data:
            return .object(["message": .object([key: .string(value), "data": outer["data"] ?? .object([:])])])
        case .message:
            return fcmRequest(root, isRequest: true, target: target)
        }
    }

    /// The v1 request body for the plain message `root` (the request itself when
    /// `isRequest`, else the bare message), with `target` written first in its message, every
    /// other member kept in order.
    static func fcmRequest(_ root: JSONValue, isRequest: Bool, target: FCMMessage.Target) -> JSONTree {
        let (key, value) = FCMRequest.member(target)
        func withTarget(_ tree: JSONTree) -> JSONTree {
            guard case .object(var message) = tree else { return tree }
            message.members = [(key, .string(value))] + message.members
            return .object(message)
        }
        let tree = JSONTree(root)
        guard isRequest else { return .object(["message": withTarget(tree)]) }
        guard case .object(var outer) = tree else { return tree }
        var members = outer.members
        for index in members.indices where members[index].key == "message" {
            members[index].value = withTarget(members[index].value)
        }
        outer.members = members
        return .object(outer)
    }

    /// `diagnostics` of the body pushkit wrote, `body`, placed in the payload `document` it
    /// came from: a pointer that starts with `from` in the body starts with `to` in the
    /// payload, and takes that value's place, or its key's when the diagnostic is at the key
    /// in the body (a reserved data key, an unknown field), as a payload read directly
    /// places it; one that does not is about the whole payload.
    static func relocated(
        _ diagnostics: [Diagnostic], from: [String], to: [String], in document: JSONDocument, body: JSONDocument?
    ) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var placed = diagnostic
            let tokens = diagnostic.pointer.tokens
            let pointer =
                tokens.starts(with: from) ? JSONPointer(tokens: to + tokens.dropFirst(from.count)) : JSONPointer.root
            placed.pointer = pointer
            guard let value = document.value(at: pointer) else {
                placed.location = .start
                return placed
            }
            // A key and its value share their pointer; the offset tells which one the body's
            // diagnostic is at.
            let isAtKey =
                body?.value(at: diagnostic.pointer).map { inBody in
                    inBody.keySpan != inBody.span && diagnostic.location.offset == inBody.keySpan.lowerBound
                } == true
            placed.location = isAtKey ? document.location(ofOffset: value.keySpan.lowerBound) : value.location
            return placed
        }
    }

    /// The body to send: `bytes` when they have no problem and fit as they are; else their
    /// plain form (``PlainBody``: nothing dropped, the same JSON value) when that fits, else
    /// that form with its body and subtitle shortened when `fitting`; checked again.
    /// `problems` are the errors of `report`; `given`, the diagnostics a rejection carries
    /// (the payload's, as `validate` gives them).
    private func fitted(
        _ bytes: [UInt8], report: ValidationReport, problems: [Diagnostic], given: [Diagnostic], limit: Int,
        fitting: Bool
    ) throws(PushRejection) -> (body: [UInt8], cuts: [TruncationCut]) {
        if problems.isEmpty, bytes.count <= limit { return (bytes, []) }
        // Beyond whitespace and escapes, only a payload whose one problem is its size can be
        // made to fit: its plain form is sent when it fits, else shortened when asked.
        let onlyTooLarge = problems.allSatisfy { $0.code == .apnsPayloadTooLarge }
        guard problems.isEmpty || onlyTooLarge, let payload = report.payload, let document = report.document else {
            throw PushRejection(diagnostics: given)
        }
        var body = PlainBody.bytes(of: document)
        var cuts: [TruncationCut] = []
        if fitting, body.count > limit {
            // The planner sizes the model's encoding; the plain form also holds what the
            // model does not (unknown members), which leaves that much less room.
            let unmodelled = Swift.max(0, body.count - payload.encoded().count)
            do {
                let plan = try TruncationPlanner(limit: limit - unmodelled).fit(payload)
                cuts = plan.cuts
                body = JSONWriter().bytes(PlainBody.applying(plan.cuts, to: JSONTree(document.root)))
            } catch {
                throw PushRejection(diagnostics: given + [error.diagnostic])
            }
        }
        let checked = validate(body)
        guard checked.isValid else {
            // Still too large unfitted: the input's own diagnostic gives both sizes.
            let errors = checked.diagnostics.filter { $0.severity == .error }
            let onlySize = !problems.isEmpty && errors.allSatisfy { $0.code == .apnsPayloadTooLarge }
            throw PushRejection(diagnostics: onlySize ? given : given.filter { $0.severity != .error } + errors)
        }
        return (body, cuts)
    }
}

extension ValidationReport {
    /// The report of a payload whose body fits: its size error left out (the body sent is
    /// its plain form, or that form shortened), everything else as `validate` gives it.
    fileprivate consuming func fitted() -> ValidationReport {
        // Most reports have no size error: those are themselves, with no copy made.
        guard diagnostics.contains(where: { $0.code == .apnsPayloadTooLarge }) else { return self }
        var report = self
        report.diagnostics.removeAll { $0.code == .apnsPayloadTooLarge }
        return report
    }
}

/// What a payload sent through FCM is: a plain v1 message, or an Android Synerise payload
/// in its wrapper.
private enum FCMShape {
    /// A plain v1 message (``Payload/fcm(_:)``), `{"data": {...}}` alone among them.
    case message(FCMMessage)
    /// An Android Synerise payload, wrapped as `wrapper` says.
    case synerise(Synerise.FCMWrapper)

    init?(_ payload: Payload?) {
        switch payload {
        case .fcm(let message)?:
            self = .message(message)
        case .synerise(let synerise)? where synerise.platform == .android:
            self = .synerise(synerise.fcmWrapper)
        default:
            return nil
        }
    }

    /// The target the body's message names, and its value in the document.
    func target(in root: JSONValue) -> (target: FCMMessage.Target, value: JSONValue)? {
        let message: JSONValue?
        switch self {
        case .message(let fcm): message = fcm.isRequest ? root[member: "message"] : root
        case .synerise(.message): message = root[member: "message"]
        case .synerise: message = nil
        }
        guard let message, message.kind == .object else { return nil }
        for key in FCMObjectSchema.targets {
            guard let value = message[key], let text = value.string else { continue }
            let target: FCMMessage.Target =
                switch key {
                case "token": .token(text)
                case "topic": .topic(text)
                case "condition": .condition(text)
                default: .fid(text)
                }
            return (target, value)
        }
        return nil
    }
}
