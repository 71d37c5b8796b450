import PushKitCore

/// `pushkit replay EVENTS.ndjson --campaign FILE --components FILE [--now ISO8601] [--format text|json]`
struct Replay: Subcommand {
    static let configuration = CommandConfiguration(
        name: "replay",
        abstract: "Rehearse a Reachu campaign, event by event.",
        discussion: """
            Starts from the campaign document (GET /api/campaigns/{id}) and the components \
            response (GET /api/campaigns/{id}/components) at the clock --now, then applies each \
            line of EVENTS (one WebSocket event per line; '-' reads standard input; blank lines \
            are skipped) and prints the campaign's state (upcoming, active, ended) and the \
            components shown after each. An event that is malformed, for another campaign, after \
            campaign_ended, or activating a component outside the active state is reported, and \
            the replay goes on. With --format json, one object per step, one per line, the \
            initial state first (line 0).
            """,
        signature: CommandSignature(
            options: [
                .option("campaign", value: "file", help: "The campaign document (required)."),
                .option("components", value: "file", help: "The components response (required)."),
                .option(
                    "now", value: "time", help: "The clock, ISO 8601 such as 2024-12-26T12:00:00Z.",
                    default: "the current time"),
                .option(
                    "format", value: "format", help: "Output format: text or json.", allowed: ["text", "json"],
                    default: "text"),
                InputOptions.maxBytesSpec,
            ],
            arguments: [ArgumentSpec("events", help: "The events, one JSON object per line, or '-'.")]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "Every event was applied."),
                    ("1", "An event was reported (malformed, another campaign, after campaign_ended, refused)."),
                    ("2", "A usage error, or a file that cannot be read or is not a valid document of its kind."),
                ])
        ]
    )

    var eventsPath: String
    var campaignPath: String
    var componentsPath: String
    var now: Int64?
    var isJSON: Bool
    var maxBytes: Int

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        guard let campaign = arguments.value("campaign") else {
            throw .other("--campaign <file> is required: the campaign document (GET /api/campaigns/{id})")
        }
        guard let components = arguments.value("components") else {
            throw .other(
                "--components <file> is required: the components response (GET /api/campaigns/{id}/components)")
        }
        guard arguments.positionals.count == 1 else {
            throw .other("give one events file (or '-'), not \(arguments.positionals.count)")
        }
        eventsPath = arguments.positionals[0]
        campaignPath = campaign
        componentsPath = components
        if [eventsPath, campaignPath, componentsPath].count(where: { $0 == "-" }) > 1 {
            throw .other("'-' (standard input) can be given only once")
        }
        if let text = arguments.value("now") {
            guard let time = ISO8601Timestamp(text) else {
                throw .other(
                    "--now needs an ISO 8601 date and time such as 2024-12-26T12:00:00Z, not '\(text.printable)'")
            }
            now = time.secondsSince1970
        }
        isJSON = arguments.value("format") == "json"
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
    }

    func run(_ io: inout CommandIO) -> Int32 {
        guard case .campaign(let campaign)? = load(campaignPath, expecting: .reachuCampaign, io: &io),
            case .components(let components)? = load(componentsPath, expecting: .reachuComponents, io: &io)
        else { return ExitStatus.usage }
        let inputs = PayloadInputs(maxBytes: maxBytes)
        let source: String
        let bytes: [UInt8]
        switch inputs.read(eventsPath == "-" ? .standardInput : .file(FilePath(eventsPath)), stdin: io.stdin) {
        case .bytes(let name, let contents):
            source = name
            bytes = contents
        case .tooLarge(let name, let size):
            let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
            for diagnostic in inputs.tooLargeReport(size: size).diagnostics {
                io.writeError(errors.line(for: Finding(diagnostic), source: name))
            }
            return ExitStatus.usage
        case .problem(let name, let problem, let message):
            let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
            io.writeError(errors.line(for: Finding(problem, message: message), source: name))
            return ExitStatus.usage
        }

        let clock = now ?? SystemCalls.secondsSinceEpoch
        var replay = Reachu.Replay(
            lifecycle: Reachu.Lifecycle(campaign: campaign, components: components), now: clock,
            reader: JSONReader.Options(maxBytes: maxBytes))
        write(replay.initial, source: source, campaign: campaign, clock: clock, to: &io.stdout)
        var applied = 0
        var reported = 0
        var reader = LineReader(bytes: bytes, maxLineBytes: maxBytes)
        while let line = reader.next() {
            if io.stdout.isClosed { break }
            let step: Reachu.Replay.Step
            switch line {
            case .text(let number, let text):
                if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
                step = replay.apply(line: number, bytes: text)
            case .tooLong(let number, let length):
                step = replay.apply(line: number, bytes: [])
                    .replacingOutcome(.malformed("the line is \(length) bytes, over the limit of \(maxBytes)"))
            }
            if step.outcome.isReported { reported += 1 } else { applied += 1 }
            write(step, source: source, campaign: campaign, clock: clock, to: &io.stdout)
        }
        io.stdout.flush()
        io.writeError(
            "\(counted(applied + reported, "event")): \(applied) applied, \(reported) reported; "
                + "final state \(replay.lifecycle.state(at: clock).rawValue)")
        return reported == 0 ? ExitStatus.success : ExitStatus.failure
    }

    /// Reads a REST document named on the command line; `nil` after saying on standard
    /// error why it cannot be used (unreadable, another kind, or errors).
    private func load(_ path: String, expecting kind: PayloadKind, io: inout CommandIO) -> Reachu.Document? {
        let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        let inputs = PayloadInputs(maxBytes: maxBytes)
        let option = kind == .reachuCampaign ? "--campaign" : "--components"
        guard let (source, bytes) = inputs.readWhole(path, errors: errors, io: &io) else { return nil }
        let report = Validator(options: Validator.Options(reader: JSONReader.Options(maxBytes: maxBytes)))
            .validate(bytes)
        for diagnostic in report.diagnostics where diagnostic.severity != .info {
            io.writeError(errors.line(for: Finding(diagnostic), source: source))
        }
        guard report.kind == kind else {
            io.writeError(
                "\(source.printable): \(option) needs a \(kind) document, not \(report.kind); see 'pushkit validate'"
            )
            return nil
        }
        guard report.isValid, case .reachu(let document)? = report.payload else {
            io.writeError("\(source.printable): the \(kind) document has errors; fix them to replay")
            return nil
        }
        return document
    }

    // MARK: Output

    private func write(
        _ step: Reachu.Replay.Step, source: String, campaign: Reachu.Campaign, clock: Int64,
        to output: inout OutputChannel
    ) {
        if isJSON {
            output.writeLine(Self.json(step, source: source))
        } else {
            for line in Self.text(step, source: source, campaign: campaign, clock: clock) { output.writeLine(line) }
        }
    }

    /// `source:line: event: applied|reported: words` and `  state: ...; visible: ...`.
    static func text(_ step: Reachu.Replay.Step, source: String, campaign: Reachu.Campaign, clock: Int64) -> [String] {
        var head: String
        switch step.outcome {
        case .initial:
            head = "\(source.printable): start: campaign \(campaign.id)"
            if let name = campaign.name { head += " " + JSONText.quoted(name).printable }
            if let start = campaign.startDate { head += " from \(start.text.printable)" }
            if let end = campaign.endDate { head += " until \(end.text.printable)" }
            head += ", clock \(timestamp(clock))"
        case .applied, .rejected, .malformed:
            head = "\(source.printable):\(step.line): "
            if let event = step.event { head += summary(event) + ": " }
            head += step.outcome.isReported ? "reported: " : "applied: "
            head += step.outcome.message.printable
        }
        let visible = step.visible.isEmpty ? "none" : step.visible.map(describe).joined(separator: ", ")
        return [head, "  state: \(step.state.rawValue); visible: \(visible.printable)"]
    }

    /// `campaign_started 10`, `component_status_changed 15 active`, ...
    static func summary(_ event: Reachu.Event) -> String {
        switch event {
        case .campaignStarted(let started): "campaign_started \(started.campaignID)"
        case .campaignEnded(let ended): "campaign_ended \(ended.campaignID)"
        case .componentStatusChanged(let change):
            "component_status_changed \(change.campaignComponentID) \(change.status.rawValue)"
        case .componentConfigUpdated(let update): "component_config_updated \(update.campaignComponentID)"
        case .campaignPaused(let pause): "campaign_paused \(pause.campaignID)"
        case .campaignResumed(let pause): "campaign_resumed \(pause.campaignID)"
        }
    }

    /// `product_banner 15 "Oferta Especial"`: type, id and, for a banner, its title.
    static func describe(_ component: Reachu.LiveComponent) -> String {
        var words = "\(component.type) \(component.campaignComponentID)"
        if case .productBanner(let banner) = component.config, let title = banner.title {
            words += " " + JSONText.quoted(title)
        }
        return words
    }

    /// One JSON object per step.
    static func json(_ step: Reachu.Replay.Step, source: String) -> String {
        let kind: String
        switch step.outcome {
        case .initial: kind = "initial"
        case .applied: kind = "applied"
        case .rejected: kind = "rejected"
        case .malformed: kind = "malformed"
        }
        var text = "{\"source\":\(JSONText.quoted(source)),\"line\":\(step.line),\"event\":"
        text += step.event.map { JSONText.quoted($0.wireType) } ?? "null"
        text += ",\"outcome\":\(JSONText.quoted(kind)),\"reported\":\(step.outcome.isReported)"
        text +=
            ",\"message\":\(JSONText.quoted(step.outcome.message)),\"state\":\(JSONText.quoted(step.state.rawValue))"
        text += ",\"visible\":["
        for (index, component) in step.visible.enumerated() {
            if index > 0 { text += "," }
            text += "{\"id\":\(component.campaignComponentID),\"componentId\":\(JSONText.quoted(component.componentID))"
            text += ",\"type\":\(JSONText.quoted(component.type)),\"name\":"
            text += component.name.map(JSONText.quoted) ?? "null"
            text += ",\"config\":"
            append(JSONTree(component.config), to: &text)
            text += "}"
        }
        text += "],\"diagnostics\":["
        for (index, diagnostic) in step.diagnostics.enumerated() {
            if index > 0 { text += "," }
            var bytes: [UInt8] = []
            JSONReporter.append(Finding(diagnostic), to: &bytes)
            text += String(decoding: bytes, as: UTF8.self)
        }
        return text + "]}"
    }

    /// Compact JSON for a tree (the reader bounds its depth, which bounds this recursion).
    static func append(_ tree: JSONTree, to text: inout String) {
        switch tree {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number.lexeme
        case .string(let string): text += JSONText.quoted(string)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                append(element, to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, member) in object.members.enumerated() {
                if index > 0 { text += "," }
                text += JSONText.quoted(member.key) + ":"
                append(member.value, to: &text)
            }
            text += "}"
        }
    }

    /// `2024-12-26T12:00:00Z` for seconds since 1970.
    static func timestamp(_ seconds: Int64) -> String {
        ISO8601Timestamp.text(secondsSince1970: seconds)
    }
}

extension Reachu.Replay.Step {
    /// The same step with another outcome.
    func replacingOutcome(_ outcome: Reachu.Replay.Outcome) -> Reachu.Replay.Step {
        var step = self
        step.outcome = outcome
        step.diagnostics = []
        return step
    }
}
