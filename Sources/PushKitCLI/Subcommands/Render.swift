import PushKitPreview

/// `pushkit render [--format text|html|json|apns|curl] [--pretty] [--fit] [...] PATH`
struct Render: Subcommand {
    static let configuration = CommandConfiguration(
        name: "render",
        abstract: "Preview a payload, or write it out for sending.",
        discussion: """
            text (the default) previews what the device shows, no wider than the terminal; \
            html writes one self-contained page (no script) with the same preview; it loads no \
            remote resource, each image being a box that shows its URL, unless --load-images \
            lets it load https images from public hosts. json writes \
            the canonical bytes: aps first, the vendor's keys in a fixed order, unknown keys \
            kept in their order, no whitespace (--pretty for people). apns writes the Xcode \
            simulator file (needs --bundle-id). curl writes the curl command that sends the \
            payload to APNs (needs --bundle-id and --device-token, or --bundle-id and \
            --channel-id for a broadcast to every device subscribed to a channel), with the \
            headers the payload and the options require and authorization from $APNS_JWT, left \
            for the shell to expand; for an FCM v1 message, the curl command that sends it to \
            https://fcm.googleapis.com/v1/projects/PROJECT/messages:send (needs --fcm-project \
            PROJECT; the message names its own target), the body as given (a bare message inside \
            {"message": ...}) and authorization from $FCM_ACCESS_TOKEN (an OAuth 2 access token). \
            Every request value given (--bundle-id, --device-token, \
            --channel-id, --channel-storage, --collapse-id, --apns-id, --expiration) is checked \
            in every format, before the payload is read: one APNs would refuse, or one with a \
            control character, is a usage error. A payload with an error is not rendered: its diagnostics go to \
            standard error as with 'pushkit validate'. A push the system hands to a service or \
            a delegate rather than showing it (--push-type voip, mdm, location, pushtotalk, \
            complication or fileprovider, often without aps) renders in text and html as one \
            sentence saying what the device does with it, and a widgets or controls push as the \
            reload it asks for; json writes it as given, curl sends it with the request prepare \
            builds, and apns refuses it (the simulator file delivers user notifications only). \
            --fit first shortens the body, then \
            the subtitle, until the payload fits its size limit (4096 bytes, 5120 with \
            --push-type voip or --channel-id), and reports each cut on standard error. With \
            --app the payload \
            is checked against the app as by 'pushkit validate --app', the profile's bundleID \
            stands in for --bundle-id, and the text and html previews show the app's strings \
            for the alert's localization keys. An app profile or a route manifest, told by its \
            content, is not rendered but skipped with the note 'pushkit validate' gives it, on \
            standard error; a skip does not change the exit status.
            """,
        signature: CommandSignature(
            options: [
                .option(
                    "format", value: "format", help: "Output format: text, html, json, apns or curl.",
                    allowed: RenderFormat.allCases.map(\.rawValue), default: "text"),
                .flag("pretty", help: "Indent json and apns output for people."),
                .flag("fit", help: "Shorten the body, then the subtitle, until the payload fits its size limit."),
                .option("app-name", value: "name", help: "The app name a preview shows.", default: "App"),
                .flag(
                    "load-images",
                    help:
                        "html only: load https images from public hosts (never http, localhost or a private address)."
                ),
                .option(
                    "width", value: "columns",
                    help: "The widest a text preview may be (default: the terminal's, else $COLUMNS, else 80)."),
                .option(
                    "bundle-id", value: "id",
                    help: "The app's bundle id: the simulator target, and apns-topic before its push-type suffix."),
                .option("device-token", value: "hex", help: "The device token the curl command sends to."),
                .flag("sandbox", help: "Send to api.sandbox.push.apple.com instead of api.push.apple.com."),
                .option(
                    "fcm-project", value: "id",
                    help: "The Firebase project id the curl command sends an FCM v1 message to (PROJECT in its URL)."),
            ] + SendOptions.specs + [
                .option(
                    "expiration", value: "time",
                    help: "apns-expiration: 0 (try once), a UNIX time or an ISO 8601 time (default: none)."),
                .option("collapse-id", value: "id", help: "apns-collapse-id (at most 64 bytes)."),
                .option(
                    "apns-id", value: "uuid",
                    help: "apns-id: the request's UUID, 8-4-4-4-12 hexadecimal digits (default: APNs makes one); "
                        + "a broadcast's apns-request-id."),
                .option(
                    "channel-storage", value: "policy",
                    help: "The message storage policy the --channel-id channel was created with, when known: "
                        + "none (No Message Stored, which takes --expiration 0 only) or most-recent.",
                    allowed: ChannelStorage.allCases.map(\.rawValue)),
                InputOptions.maxBytesSpec,
            ] + AppOptions.specs,
            arguments: [ArgumentSpec("path", help: "A payload file, or '-' for standard input.")]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "The payload was rendered, or skipped as an app profile or a route manifest."),
                    ("1", "The payload has an error, cannot be made to fit, or cannot be sent as asked."),
                    ("2", "A usage error (a request value APNs refuses too), or an input that cannot be read."),
                ])
        ]
    )

    /// The output formats of `render`.
    enum RenderFormat: String, Sendable, CaseIterable {
        /// A terminal preview.
        case text
        /// A self-contained HTML page.
        case html
        /// The canonical bytes.
        case json
        /// The Xcode simulator file.
        case apns
        /// The curl command that sends it.
        case curl
    }

    /// The values of `--channel-storage`: a channel's message storage policy.
    enum ChannelStorage: String, Sendable, CaseIterable {
        /// No Message Stored.
        case none
        /// Most Recent Message Stored.
        case mostRecent = "most-recent"

        /// The policy.
        var policy: APNsChannel.StoragePolicy {
            switch self {
            case .none: .noMessageStored
            case .mostRecent: .mostRecentMessageStored
            }
        }
    }

    /// The top-level key of an Xcode simulator file that names the target app.
    static let simulatorTargetKey = "Simulator Target Bundle"

    var format: RenderFormat
    var isPretty: Bool
    var fits: Bool
    var appName: String
    var loadsImages: Bool
    var width: Int?
    var bundleID: String?
    var deviceToken: String?
    var isSandbox: Bool
    /// `--fcm-project`: the Firebase project an FCM message is sent to.
    var fcmProject: String?
    var send: SendOptions
    var expiration: APNsRequest.Expiration
    var collapseID: String?
    var apnsID: String?
    /// `--channel-storage`.
    var channelStorage: ChannelStorage?
    var maxBytes: Int
    var path: String
    /// `--app`, `--sdk` and `--attributes-type`.
    var appOptions: AppOptions
    /// The app, once ``run(_:)`` has read its profile.
    var app: AppProfile?

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        let signature = Self.configuration.signature
        appOptions = try AppOptions(arguments)
        format = arguments.value("format").flatMap(RenderFormat.init(rawValue:)) ?? .text
        isPretty = arguments.flag("pretty")
        fits = arguments.flag("fit")
        appName = arguments.value("app-name") ?? "App"
        loadsImages = arguments.flag("load-images")
        if arguments.value("width") != nil {
            width = try arguments.integer("width", in: 1...10_000, default: 80, signature: signature)
        }
        bundleID = arguments.value("bundle-id")
        deviceToken = arguments.value("device-token")
        isSandbox = arguments.flag("sandbox")
        fcmProject = arguments.value("fcm-project")
        if let fcmProject {
            let options = FCMRequest.Options(projectID: fcmProject, target: nil)
            if let problem = options.problems.first(where: { $0.field == .projectID }) {
                throw .invalidValue(
                    signature.option(named: "fcm-project") ?? .option("fcm-project", value: "id", help: ""),
                    value: fcmProject, reason: problem.message)
            }
        }
        send = try SendOptions(arguments)
        expiration = .absent
        if let text = arguments.value("expiration") {
            guard let parsed = APNsRequest.Expiration(text) else {
                throw .invalidValue(
                    signature.option(named: "expiration") ?? .option("expiration", value: "time", help: ""),
                    value: text, reason: "expected 0, a UNIX time in seconds or an ISO 8601 time (2030-01-01T00:00:00Z)"
                )
            }
            expiration = parsed
        }
        collapseID = arguments.value("collapse-id")
        apnsID = arguments.value("apns-id")
        channelStorage = arguments.value("channel-storage").flatMap(ChannelStorage.init(rawValue:))
        maxBytes = try InputOptions.maxBytes(arguments, signature: signature)
        path = arguments.positionals.first ?? "-"
        // With --app the profile's bundle id may stand in: checked once it is read.
        let bundleID = bundleID ?? (appOptions.path == nil ? nil : "")
        switch format {
        case let other where loadsImages && other != .html:
            throw .other("--load-images applies to --format html only")
        case .apns where bundleID == nil:
            throw .other("--format apns needs --bundle-id: the app the simulator delivers the payload to")
        case .curl where fcmProject == nil && (bundleID == nil || (deviceToken == nil && send.channelID == nil)):
            throw .other(
                "--format curl needs --bundle-id (for apns-topic) and --device-token (the device to send to), "
                    + "or --bundle-id and --channel-id (the broadcast channel to send on), "
                    + "or --fcm-project for an FCM v1 message (the project it is sent to)")
        default:
            break
        }
        if channelStorage != nil, send.channelID == nil {
            throw .other("--channel-storage describes the --channel-id channel; give --channel-id too")
        }
        // Every header value, whatever the format, checked where the library checks them.
        if let problem = requestOptions.headerProblems.first {
            let name = Self.optionName(problem.field)
            throw .invalidValue(
                signature.option(named: name) ?? .option(name, value: "value", help: ""), value: problem.value,
                reason: problem.explanation)
        }
        // A broadcast's request values too; its push type is the payload's concern (exit 1),
        // and only curl needs the bundle id.
        let broadcastProblems = requestOptions.broadcastProblems.filter {
            $0.code != .broadcastPushType && !($0.code == .broadcastBundleID && self.bundleID == nil)
        }
        if let problem = broadcastProblems.first {
            throw .other("\(problem.message) [\(problem.code.id)]")
        }
    }

    /// The request options the command line gives (every format checks them; curl sends them).
    var requestOptions: APNsRequest.Options {
        var options = APNsRequest.Options(
            bundleID: bundleID, deviceToken: deviceToken, environment: isSandbox ? .sandbox : .production,
            pushType: send.pushType, priority: send.priority, expiration: expiration, collapseID: collapseID,
            apnsID: apnsID)
        options.channel = send.channelID.map { APNsChannel(id: $0, storagePolicy: channelStorage?.policy) }
        return options
    }

    /// The option that gives a request field's value.
    static func optionName(_ field: APNsRequest.Problem.Field) -> String {
        switch field {
        case .bundleID, .topic: "bundle-id"
        case .deviceToken: "device-token"
        case .collapseID: "collapse-id"
        case .apnsID, .requestID: "apns-id"
        case .expiration: "expiration"
        case .channelID: "channel-id"
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        if appOptions.isGiven, app == nil {
            guard case .app(let profile) = appOptions.load(maxBytes: maxBytes, io: &io) else { return ExitStatus.usage }
            var loaded = self
            loaded.app = profile
            if loaded.bundleID == nil, let bundleID = profile.bundleID {
                loaded.bundleID = bundleID
                if let problem = loaded.requestOptions.headerProblems.first(where: {
                    $0.field == .bundleID || $0.field == .topic
                }) {
                    io.writeError(
                        "Error: the bundleID of \((appOptions.path ?? "").printable), '\(problem.value.printable)': \(problem.explanation)"
                    )
                    return ExitStatus.usage
                }
            }
            if loaded.bundleID == nil, format == .apns || (format == .curl && fcmProject == nil) {
                io.writeError(
                    "Error: --format \(format.rawValue) needs --bundle-id, or a bundleID in the app profile \((appOptions.path ?? "").printable)"
                )
                return ExitStatus.usage
            }
            return loaded.run(&io)
        }
        let errorStyle = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        let inputs = PayloadInputs(maxBytes: maxBytes)
        if path != "-", case .directory = FileSystem.kind(of: FilePath(path)) {
            io.writeError("Error: render takes one payload file, not a folder: '\(path.printable)'")
            return ExitStatus.usage
        }
        guard let input = inputs.inputs(for: path).first else { return ExitStatus.usage }
        let source: String
        let bytes: [UInt8]
        switch inputs.read(input, stdin: io.stdin) {
        case .bytes(let name, let contents):
            (source, bytes) = (name, contents)
        case .tooLarge(let name, let size):
            return refuse(inputs.tooLargeReport(size: size), source: name, style: errorStyle, io: &io)
        case .problem(let name, let problem, let message):
            io.writeError(errorStyle.line(for: Finding(problem, message: message), source: name))
            return ExitStatus.usage
        }

        var options = send.validatorOptions(maxBytes: maxBytes)
        appOptions.apply(app, to: &options)
        let report = Validator(options: options).validate(bytes)
        // An app profile or a route manifest is no push to render: validate's note, and a skip
        // leaves the exit status alone, as there.
        if let document = ProjectDocument.recognise(bytes, validatedAs: report, maxBytes: maxBytes) {
            io.writeError("\(source.printable): skipped: \(document.skipReason.printable)")
            return ExitStatus.success
        }
        // With --fit the planner deals with the size, and a payload too large only as written
        // (its \u escapes) is written plainly, as prepare sends it; every other error stops
        // the render.
        let plainFits = report.payload.map { SizeBudget($0, pushType: send.pushType).fits } ?? false
        let ignoresSize = (fits && report.payload != nil) || plainFits
        let shown = report.diagnostics.filter { !(ignoresSize && $0.code == .apnsPayloadTooLarge) }
        if report.payload == nil, !shown.contains(where: { $0.severity == .error }),
            let pushType = report.classification.pushType, pushType.isDeliveredToService
        {
            let fitted = ValidationReport(classification: report.classification, payload: nil, diagnostics: shown)
            return renderService(bytes, report: fitted, source: source, style: errorStyle, io: &io)
        }
        guard !shown.contains(where: { $0.severity == .error }), var payload = report.payload else {
            return refuse(report, source: source, style: errorStyle, io: &io)
        }
        for diagnostic in shown where diagnostic.severity == .warning {
            io.writeError(errorStyle.line(for: Finding(diagnostic), source: source))
        }

        // A walkthrough, Reachu or Crobox document is not pushed: it has no limit to fit.
        if fits, payload.isPush {
            do {
                let limit = send.validatorOptions(maxBytes: maxBytes).payloadLimit
                let plan = try TruncationPlanner(limit: limit).fit(payload)
                for cut in plan.cuts { io.writeError(Self.describe(cut, source: source)) }
                if !plan.cuts.isEmpty {
                    io.writeError(
                        "\(source.printable): the payload is now \(plan.byteCount) bytes "
                            + "(it was \(plan.originalByteCount); the limit is \(plan.limit))")
                }
                payload = plan.payload
            } catch {
                io.writeError(errorStyle.line(for: Finding(error.diagnostic), source: source))
                return ExitStatus.failure
            }
        }

        switch format {
        case .json:
            io.stdout.write(String(decoding: payload.encoded(pretty: isPretty), as: UTF8.self) + "\n")
        case .apns:
            guard let file = simulatorFile(payload, source: source, style: errorStyle, io: &io) else {
                return ExitStatus.failure
            }
            io.stdout.write(file + "\n")
        case .curl:
            if case .fcm(let message) = payload {
                return fcmCurl(message, source: source, style: errorStyle, io: &io)
            }
            guard bundleID != nil, deviceToken != nil || send.channelID != nil else {
                io.writeError(
                    "Error: \(source.printable) is sent to APNs: --format curl needs --bundle-id and --device-token "
                        + "(or --channel-id); --fcm-project is for an FCM v1 message")
                return ExitStatus.usage
            }
            guard let command = curlCommand(payload, source: source, style: errorStyle, io: &io) else {
                return ExitStatus.failure
            }
            io.stdout.write(command)
        case .text, .html:
            // The device shows the app's strings for the alert's localization keys.
            let shownPayload = app?.localized(payload) ?? payload
            preview(
                ValidationReport(classification: report.classification, payload: shownPayload, diagnostics: shown),
                source: source, io: &io)
        }
        return ExitStatus.success
    }

    /// Writes the text or html preview of `report`.
    private func preview(_ report: ValidationReport, source: String, io: inout CommandIO) {
        if format == .text {
            let useColor = TerminalStyle(for: io.stdout, environment: io.environment).isEnabled
            let columns = width ?? Self.terminalWidth(io)
            io.stdout.write(TextPreview(width: columns, appName: appName, useColor: useColor).render(report))
        } else {
            let page = HTMLPreview(appName: appName, images: loadsImages ? .publicHTTPS : .placeholders).render(
                report, title: source)
            io.stdout.write(page.hasSuffix("\n") ? page : page + "\n")
        }
    }

    /// Renders a sound push that a system service or PushKit delegate takes and pushkit
    /// builds no model of (voip, mdm, location, ...): the previews say what it does on the
    /// device, json writes it as given, curl sends it as given with the request `prepare`
    /// makes; the simulator file is refused, as `xcrun simctl push` delivers notifications
    /// to the notification center, not to PushKit or a system service.
    private func renderService(
        _ bytes: [UInt8], report: ValidationReport, source: String, style: TextReporter, io: inout CommandIO
    ) -> Int32 {
        for diagnostic in report.diagnostics where diagnostic.severity == .warning {
            io.writeError(style.line(for: Finding(diagnostic), source: source))
        }
        let pushType = report.classification.pushType?.rawValue ?? "service"
        switch format {
        case .json:
            let text = String(decoding: bytes, as: UTF8.self)
            io.stdout.write(text.hasSuffix("\n") ? text : text + "\n")
        case .apns:
            self.report(
                .requestNotAPNs,
                "the simulator file is delivered as a user notification (xcrun simctl push); a \(pushType) push "
                    + "goes to PushKit or a system service, which the simulator does not deliver it to",
                source: source, style: style, io: &io)
            return ExitStatus.failure
        case .curl:
            guard bundleID != nil, deviceToken != nil || send.channelID != nil else {
                io.writeError(
                    "Error: \(source.printable) is sent to APNs: --format curl needs --bundle-id and --device-token")
                return ExitStatus.usage
            }
            var options = send.validatorOptions(maxBytes: maxBytes)
            appOptions.apply(app, to: &options)
            let prepared: PreparedPush
            do {
                prepared = try Validator(options: options).prepare(bytes, for: requestOptions)
            } catch {
                for diagnostic in error.diagnostics {
                    io.writeError(style.line(for: Finding(diagnostic), source: source))
                }
                return ExitStatus.failure
            }
            guard case .apns(let request) = prepared.destination else { return ExitStatus.failure }
            io.stdout.write(Self.curlLines(request, body: prepared.body))
        case .text, .html:
            preview(report, source: source, io: &io)
        }
        return ExitStatus.success
    }

    /// Prints every diagnostic of a payload that cannot be rendered, as `validate` does,
    /// and the summary; returns the failure status.
    private func refuse(
        _ report: ValidationReport, source: String, style: TextReporter, io: inout CommandIO
    ) -> Int32 {
        let result = InputResult(source: source, report: report)
        for finding in result.findings { io.writeError(style.line(for: finding, source: source)) }
        if report.payload == nil, report.isValid {
            io.writeError("\(source.printable): pushkit does not recognise this payload, so it cannot render it")
        }
        var summary = ValidationSummary()
        summary.add(result)
        io.writeError(style.style.bold(summary.sentence))
        return ExitStatus.failure
    }

    /// `source: cut the body at /aps/alert/body: 120 characters (360 bytes) removed, 358 bytes saved`.
    static func describe(_ cut: TruncationCut, source: String) -> String {
        "\(source.printable): cut the \(cut.field.rawValue) at \(cut.pointer): "
            + "\(counted(cut.removedCharacters, "character")) (\(counted(cut.removedBytes, "byte"))) removed, "
            + "\(counted(cut.savedBytes, "byte")) saved; it now ends "
            + JSONText.quoted(String(cut.result.suffix(24))).printable
    }

    // MARK: apns

    /// The Xcode simulator file: `"Simulator Target Bundle"` first, then the payload.
    private func simulatorFile(
        _ payload: Payload, source: String, style: TextReporter, io: inout CommandIO
    ) -> String? {
        guard payload.isAPNs else {
            report(
                .requestNotAPNs, "the simulator takes APNs payloads; this is an Android payload or a walkthrough",
                source: source, style: style, io: &io)
            return nil
        }
        var file = JSONObject()
        file.members = [(key: Self.simulatorTargetKey, value: .string(bundleID ?? ""))]
        if case .object(let object) = JSONTree(payload) {
            file.members += object.members.filter { $0.key != Self.simulatorTargetKey }
        }
        return JSONWriter(pretty: isPretty).string(.object(file))
    }

    // MARK: curl

    /// The `curl --http2` command that sends `payload` to APNs, one option per line.
    private func curlCommand(
        _ payload: Payload, source: String, style: TextReporter, io: inout CommandIO
    ) -> String? {
        let request: APNsRequest
        do {
            request = try APNsRequest(for: payload, options: requestOptions)
        } catch {
            for diagnostic in error.diagnostics {
                io.writeError(style.line(for: Finding(diagnostic), source: source))
            }
            return nil
        }
        return Self.curlLines(request, body: payload.encoded())
    }

    /// The curl command that sends `body` to APNs with `request`'s headers.
    static func curlLines(_ request: APNsRequest, body: [UInt8]) -> String {
        var lines = ["curl --http2"]
        for header in request.headers {
            lines.append("--header \(shellQuoted("\(header.name): \(header.value)"))")
        }
        lines.append("--header \"authorization: bearer $APNS_JWT\"")
        lines.append("--data-binary \(shellQuoted(String(decoding: body, as: UTF8.self)))")
        lines.append(shellQuoted(request.url ?? ""))
        return lines.joined(separator: " \\\n  ") + "\n"
    }

    /// Writes the curl command that sends an FCM v1 message: POST to the project's
    /// `messages:send`, the body as given (a bare message inside `{"message": ...}`) and the
    /// OAuth 2 access token from `$FCM_ACCESS_TOKEN`, left for the shell to expand.
    private func fcmCurl(_ message: FCMMessage, source: String, style: TextReporter, io: inout CommandIO) -> Int32 {
        guard let fcmProject else {
            io.writeError(
                "Error: \(source.printable) is an FCM v1 message: --format curl needs --fcm-project, the Firebase "
                    + "project it is sent to (PROJECT in https://\(FCMRequest.host)/v1/projects/PROJECT/messages:send)")
            return ExitStatus.usage
        }
        // The request as prepare makes it: the project's URL and the headers; the target is
        // the message's own (a message without one is refused).
        let request: FCMRequest
        do {
            request = try FCMRequest(options: FCMRequest.Options(projectID: fcmProject, target: message.target))
        } catch {
            for diagnostic in error.diagnostics { io.writeError(style.line(for: Finding(diagnostic), source: source)) }
            return ExitStatus.failure
        }
        var body = message.encoded()
        if !message.isRequest {
            body = Array(#"{"message":"#.utf8) + body + [UInt8(ascii: "}")]
        }
        var lines = ["curl --request POST"]
        for header in request.headers {
            lines.append("--header \(Self.shellQuoted("\(header.name): \(header.value)"))")
        }
        lines.append("--header \"authorization: Bearer $FCM_ACCESS_TOKEN\"")
        lines.append("--data-binary \(Self.shellQuoted(String(decoding: body, as: UTF8.self)))")
        lines.append(Self.shellQuoted(request.url))
        io.stdout.write(lines.joined(separator: " \\\n  ") + "\n")
        return ExitStatus.success
    }

    /// `text` in single quotes for a POSIX shell: nothing inside is expanded; a single
    /// quote is written `'\''`.
    static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for character in text.unicodeScalars {
            if character == "'" {
                quoted += "'\\''"
            } else {
                quoted.unicodeScalars.append(character)
            }
        }
        return quoted + "'"
    }

    private func report(
        _ code: Diagnostic.Code, _ message: String, source: String, style: TextReporter, io: inout CommandIO
    ) {
        let diagnostic = Diagnostic(code: code, pointer: .root, location: .start, message: message)
        io.writeError(style.line(for: Finding(diagnostic), source: source))
    }

    // MARK: Width

    /// The width of the terminal on standard output (`TIOCGWINSZ`), else `$COLUMNS`, else 80.
    static func terminalWidth(_ io: CommandIO) -> Int {
        if case .fileDescriptor(let descriptor) = io.stdout.destination, io.stdout.isTerminal {
            if let columns = SystemCalls.terminalColumns(descriptor) { return columns }
        }
        if let columns = io.environment["COLUMNS"].flatMap({ Int($0) }), columns > 0 { return columns }
        return 80
    }
}

extension Payload {
    /// Whether the payload is sent through APNs (it has `aps`): not an Android payload,
    /// not a walkthrough.
    fileprivate var isAPNs: Bool {
        switch self {
        case .apns, .cordial: true
        case .synerise(let payload): payload.platform == .ios
        case .syneriseWalkthrough, .reachu, .crobox, .fcm: false
        }
    }
}
