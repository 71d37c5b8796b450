import PushKitCore

/// `pushkit classify [--format text|json] [--push-type T] [--priority P] [--channel-id ID] PATH...`
struct Classify: Subcommand {
    static let configuration = CommandConfiguration(
        name: "classify",
        abstract: "Say what each payload is and how it must be sent.",
        discussion: """
            Prints the vendor, kind, platform, the apns-push-type and apns-priority the request \
            must carry, whether the user sees it, its trigger and its parts; with --app, the \
            apns-topic (from the profile's bundleID) and the app's Live Activity type it is for. \
            With --format json, one JSON object per input, one per line. Paths are read as by \
            'pushkit validate', and an app profile or a route manifest is skipped with its note \
            as there (in JSON, "skipped" beside kind unknown); a skip does not change the \
            exit status.
            """,
        signature: CommandSignature(
            options: [
                .option(
                    "format", value: "format", help: "Output format: text or json.",
                    allowed: ClassifyFormat.allCases.map(\.rawValue), default: "text"),
                InputOptions.maxBytesSpec,
            ] + SendOptions.specs + AppOptions.specs,
            arguments: [
                ArgumentSpec(
                    "path", help: "A payload file, a folder of payloads, or '-' for standard input.", repeating: true)
            ]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "Every payload was read and classified."),
                    (
                        "1",
                        "A payload is not JSON or no JSON object, or contradicts --push-type, --priority or "
                            + "--channel-id."
                    ),
                    ("2", "A usage error, or an input that cannot be read."),
                ])
        ]
    )

    /// The output formats of `classify`.
    enum ClassifyFormat: String, Sendable, CaseIterable {
        /// One line per input.
        case text
        /// One JSON object per input, one per line.
        case json
    }

    /// Codes that make `classify` exit 1: the input is no document or no object (a push is
    /// one, so its kind is unknown, and standard error says why), or the request options
    /// contradict it. A list: a `Set<Diagnostic.Code>` costs the runtime's search of every
    /// conformance in the program (about 0.17 M instructions) at its first use.
    static let failingCodes: [Diagnostic.Code] = [
        .payloadNotObject, .apnsPushTypeMismatch, .apnsPriorityMismatch, .broadcastPushType, .broadcastStart,
    ]

    var format: ClassifyFormat
    var maxBytes: Int
    var paths: [String]
    var send: SendOptions
    /// `--app`, `--sdk` and `--attributes-type`.
    var appOptions: AppOptions

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        format = arguments.value("format").flatMap(ClassifyFormat.init(rawValue:)) ?? .text
        appOptions = try AppOptions(arguments)
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
        paths = arguments.positionals
        send = try SendOptions(arguments)
        if paths.count(where: { $0 == "-" }) > 1 {
            throw .other("'-' (standard input) can be given only once")
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        var options = send.validatorOptions(maxBytes: maxBytes)
        var app: AppProfile?
        switch appOptions.load(maxBytes: maxBytes, io: &io) {
        case .none: break
        case .app(let profile): app = profile
        case .failed: return ExitStatus.usage
        }
        appOptions.apply(app, to: &options)
        let validator = Validator(options: options)
        let inputs = PayloadInputs(maxBytes: maxBytes)
        let errorStyle = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        var status = ExitStatus.success
        for path in paths {
            for input in inputs.inputs(for: path) {
                if io.stdout.isClosed { return status }
                let source: String
                var report: ValidationReport
                // Why an app profile or a route manifest is skipped: validate's note.
                var skipped: String?
                switch inputs.read(input, stdin: io.stdin) {
                case .bytes(let name, let bytes):
                    source = name
                    report = validator.validate(bytes)
                    skipped = ProjectDocument.recognise(bytes, validatedAs: report, maxBytes: maxBytes)?.skipReason
                case .tooLarge(let name, let size):
                    source = name
                    report = inputs.tooLargeReport(size: size)
                case .problem(let name, let problem, let message):
                    source = name
                    report = ValidationReport(kind: .unknown, diagnostics: [])
                    status = ExitStatus.usage
                    io.writeError(errorStyle.line(for: Finding(problem, message: message), source: name))
                }
                // Say why a payload could not be classified, or why the request is wrong.
                let failures = report.diagnostics.filter {
                    Self.failingCodes.contains($0.code) || ($0.code.id.hasPrefix("json.") && $0.severity == .error)
                }
                for diagnostic in failures {
                    io.writeError(errorStyle.line(for: Finding(diagnostic), source: source))
                }
                if !failures.isEmpty, status == ExitStatus.success { status = ExitStatus.failure }
                let facts = app.map { AppFacts($0, report: report, attributesType: appOptions.attributesType) }
                switch format {
                case .text:
                    io.stdout.writeLine(
                        skipped.map { "\(source.printable): skipped: \($0.printable)" }
                            ?? Self.text(report.classification, source: source, app: facts))
                case .json:
                    // A skipped document is no push of any vendor: nothing but its kind, unknown.
                    let classification = skipped == nil ? report.classification : Classification()
                    io.stdout.writeLine(Self.json(classification, source: source, app: facts, skipped: skipped))
                }
            }
        }
        return status
    }

    /// `path: synerise.rich-media.carousel (synerise, ios, alert, priority 10, visible; features: ...)`.
    static func text(_ classification: Classification, source: String, app: AppFacts? = nil) -> String {
        var parts: [String] = []
        if let vendor = classification.vendor { parts.append(vendor.rawValue) }
        if let platform = classification.platform { parts.append(platform.rawValue) }
        if let pushType = classification.pushType { parts.append("push type \(pushType.rawValue)") }
        if let priority = classification.priority { parts.append("priority \(priority)") }
        if let delivery = classification.delivery { parts.append(delivery.rawValue) }
        if let trigger = classification.trigger { parts.append("trigger \(JSONText.quoted(trigger).printable)") }
        if let topic = app?.topic { parts.append("topic \(topic.printable)") }
        if let activity = app?.liveActivityType { parts.append("Live Activity \(activity.printable)") }
        var line = "\(source.printable): \(classification.kind)"
        if !parts.isEmpty { line += " (\(parts.joined(separator: ", ")))" }
        if !classification.features.isEmpty { line += "; features: \(classification.features.joined(separator: ", "))" }
        return line
    }

    /// `{"source":…,"vendor":…,"kind":…,"platform":…,"pushType":…,"priority":…,"delivery":…,"trigger":…,"features":[…]}`,
    /// and `"skipped":REASON` last for an input skipped as `validate` skips it.
    static func json(
        _ classification: Classification, source: String, app: AppFacts? = nil, skipped: String? = nil
    ) -> String {
        func string(_ value: String?) -> String { value.map(JSONText.quoted) ?? "null" }
        let features = classification.features.map(JSONText.quoted).joined(separator: ",")
        let appMembers =
            app.map { ",\"topic\":\(string($0.topic)),\"liveActivityType\":\(string($0.liveActivityType))" } ?? ""
        return "{\"source\":\(string(source)),\"vendor\":\(string(classification.vendor?.rawValue)),"
            + "\"kind\":\(string(classification.kind.id)),\"platform\":\(string(classification.platform?.rawValue)),"
            + "\"pushType\":\(string(classification.pushType?.rawValue)),"
            + "\"priority\":\(classification.priority?.headerValue ?? "null"),"
            + "\"delivery\":\(string(classification.delivery?.rawValue)),\"trigger\":\(string(classification.trigger)),"
            + "\"features\":[\(features)]\(appMembers)\(skipped.map { ",\"skipped\":\(JSONText.quoted($0))" } ?? "")}"
    }

    /// What the app profile adds to a classification: the topic and the Live Activity type.
    struct AppFacts: Sendable {
        /// `apns-topic`: the profile's bundle id and the push type's suffix.
        var topic: String?
        /// The app's `ActivityAttributes` type the push is for.
        var liveActivityType: String?

        init(_ profile: AppProfile, report: ValidationReport, attributesType: String?) {
            if let bundleID = profile.bundleID, let pushType = report.classification.pushType {
                topic = pushType.topic(forBundleID: bundleID)
            }
            liveActivityType = report.document.flatMap {
                profile.liveActivityType(in: $0, attributesType: attributesType)
            }
        }
    }
}
