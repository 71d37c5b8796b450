import PushKitCore

/// `pushkit route (--routes FILE | --app FILE) [--format text|json] [--link LINK]... [URL | PATH...]`
///
/// (Not called `Route`, which is the library's route type.)
struct Route: Subcommand {
    static let configuration = CommandConfiguration(
        name: "route",
        abstract: "Show the route each deep link of a payload hits.",
        discussion: """
            Lists every action of each payload (the notification tap, buttons, carousel items, \
            banner and walkthrough pages, Cordial deep links) and, for each deep link, the route \
            of the manifest it hits and the parameters it carries. An argument written \
            scheme://... is a link rather than a path; --link also takes bare keys (links are \
            routed first, arguments before --link values). With \
            --format json, one object {"actions": [...]} per payload, one per line, with the \
            payload's "input" too (links given as arguments share one object without it). \
            Paths are read as by 'pushkit validate', and an app profile or a route manifest is \
            skipped with its note, on standard error, leaving the exit status alone. The routes are the manifest of --routes, \
            else those of the app profile of --app.
            """,
        signature: CommandSignature(
            options: [
                .option("routes", value: "file", help: "The route manifest (required unless --app has routes)."),
                .option(
                    "format", value: "format", help: "Output format: text or json.", allowed: ["text", "json"],
                    default: "text"),
                .option(
                    "link", value: "link", help: "A link or bare key to route, as if it were an argument.",
                    repeatable: true),
                InputOptions.maxBytesSpec,
            ] + AppOptions.specs,
            arguments: [
                ArgumentSpec(
                    "input", help: "A link (scheme://...), a payload file, a folder of payloads, or '-'.",
                    repeating: true, optional: true)
            ]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "Every deep link hits a route."),
                    ("1", "A deep link hits no route, or a payload has errors that hide its actions."),
                    ("2", "A usage error, or a manifest or input that cannot be read or has errors."),
                ])
        ]
    )

    var routesPath: String?
    /// `--app`, `--sdk` and `--attributes-type`: the app's routes when `--routes` is not given.
    var appOptions: AppOptions
    var isJSON: Bool
    var maxBytes: Int
    var links: [String]
    var paths: [String]

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        routesPath = arguments.value("routes")
        appOptions = try AppOptions(arguments)
        if routesPath == nil, appOptions.path == nil {
            throw .other(
                "--routes <file> is required (or --app with an app profile that has routes): the routes to match against"
            )
        }
        isJSON = arguments.value("format") == "json"
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
        links = arguments.positionals.filter(Self.isLink) + arguments.allValues("link")
        paths = arguments.positionals.filter { !Self.isLink($0) }
        if links.isEmpty, paths.isEmpty {
            throw .other("give a link (scheme://... or --link KEY) or a payload path to route")
        }
        if paths.count(where: { $0 == "-" }) + (routesPath == "-" ? 1 : 0) > 1 {
            throw .other("'-' (standard input) can be given only once, for the manifest or for one payload")
        }
    }

    /// Whether an argument is a link, `scheme://...`, rather than a path.
    static func isLink(_ argument: String) -> Bool {
        let bytes = Array(argument.utf8)
        guard let first = bytes.first, (first | 0x20) >= UInt8(ascii: "a"), (first | 0x20) <= UInt8(ascii: "z"),
            let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon + 2 < bytes.count,
            bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return false }
        return bytes[..<colon].allSatisfy { byte in
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            return letter || digit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: ".")
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        var app: AppProfile?
        switch appOptions.load(maxBytes: maxBytes, io: &io) {
        case .none: break
        case .app(let profile): app = profile
        case .failed: return ExitStatus.usage
        }
        let table: RouteTable
        if let routesPath {
            guard let manifest = RouteManifestFile.load(routesPath, maxBytes: maxBytes, io: &io) else {
                return ExitStatus.usage
            }
            table = manifest
        } else if let routes = app?.routes {
            table = routes
        } else {
            io.writeError(
                "Error: the app profile \((appOptions.path ?? "").printable) has no routes; add \"routes\" to it, or give --routes"
            )
            return ExitStatus.usage
        }
        var status = ExitStatus.success
        let fail = { (next: Int32) in status = max(status, next) }
        if !links.isEmpty {
            let actions = links.map(PayloadAction.link)
            let matches = actions.map(table.match)
            if matches.contains(nil) { fail(ExitStatus.failure) }
            write(actions, matches: matches, input: nil, to: &io.stdout)
        }
        let reader = JSONReader.Options(maxBytes: maxBytes)
        var options = Validator.Options(reader: reader)
        appOptions.apply(app, to: &options)
        let validator = Validator(options: options)
        let inputs = PayloadInputs(maxBytes: maxBytes)
        for path in paths {
            for input in inputs.inputs(for: path) {
                if io.stdout.isClosed { return status }
                switch inputs.read(input, stdin: io.stdin) {
                case .bytes(let source, let bytes):
                    let report = validator.validate(bytes)
                    // An app profile or a route manifest has no actions: validate's note, on
                    // standard error (the output is the actions), and the status left alone.
                    if let skipped = ProjectDocument.recognise(bytes, validatedAs: report, maxBytes: maxBytes) {
                        io.writeError("\(source.printable): skipped: \(skipped.skipReason.printable)")
                        continue
                    }
                    // A document pushkit read with a JSON error (a repeated key, of which it reads
                    // the last) is not one whose actions can be told: the sender's reader may take
                    // another.
                    guard let payload = report.payload,
                        !report.diagnostics.contains(where: { $0.severity == .error && $0.code.id.hasPrefix("json.") }),
                        let document = JSONReader(options: reader).read(bytes).document
                    else {
                        fail(ExitStatus.failure)
                        for diagnostic in report.diagnostics where diagnostic.severity == .error {
                            io.writeError(errors.line(for: Finding(diagnostic), source: source))
                        }
                        io.writeError(
                            "\(source.printable): the payload has errors, so its actions cannot be listed; see 'pushkit validate'"
                        )
                        continue
                    }
                    let actions = payload.actions(locatedIn: document)
                    // Each link is matched once, for the exit status and the output alike.
                    let matches = actions.map(table.match)
                    if zip(actions, matches).contains(where: { $0.kind == .deepLink && $1 == nil }) {
                        fail(ExitStatus.failure)
                    }
                    write(actions, matches: matches, input: source, to: &io.stdout)
                case .tooLarge(let source, let size):
                    fail(ExitStatus.usage)
                    for diagnostic in inputs.tooLargeReport(size: size).diagnostics {
                        io.writeError(errors.line(for: Finding(diagnostic), source: source))
                    }
                case .problem(let source, let problem, let message):
                    fail(ExitStatus.usage)
                    io.writeError(errors.line(for: Finding(problem, message: message), source: source))
                }
            }
        }
        return status
    }

    /// Writes `actions` with `matches`, their routes (one each, in order).
    private func write(
        _ actions: [PayloadAction], matches: [RouteTable.Match?], input: String?, to output: inout OutputChannel
    ) {
        if isJSON {
            output.writeLine(Self.json(actions, matches: matches, input: input))
            return
        }
        if actions.isEmpty, let input { output.writeLine("\(input.printable): no actions") }
        for (action, match) in zip(actions, matches) {
            output.writeLine(Self.text(action, input: input, match: match))
        }
    }

    /// `input: /pointer: source type "target" -> route (name=value, ...)`; a link given as an
    /// argument has no input and no pointer.
    static func text(_ action: PayloadAction, input: String?, match: RouteTable.Match?) -> String {
        var line =
            input.map { "\($0.printable): \(action.pointer.tokens.isEmpty ? "\"\"" : action.pointer.description): " }
            ?? ""
        line += "\(action.source.description.printable) \(action.kind)"
        if let target = action.target { line += " \(JSONText.quoted(target).printable)" }
        guard action.kind == .deepLink else { return line }
        guard let match else { return line + " -> no route" }
        line += " -> \(match.route.name.printable)"
        let parameters = match.orderedParameters
        if !parameters.isEmpty {
            line +=
                " (" + parameters.map { "\($0.name)=\(JSONText.quoted($0.value).printable)" }.joined(separator: ", ")
                + ")"
        }
        return line
    }

    /// `{"input": ..., "actions": [{"source", "pointer", "type", "target", "route", "parameters"}]}`,
    /// without `input` for links given as arguments.
    static func json(_ actions: [PayloadAction], matches: [RouteTable.Match?], input: String?) -> String {
        var text = "{"
        if let input { text += "\"input\":" + JSONText.quoted(input) + "," }
        text += "\"actions\":["
        for (index, (action, match)) in zip(actions, matches).enumerated() {
            if index > 0 { text += "," }
            text += "{\"source\":" + JSONText.quoted(action.source.description)
            text += ",\"pointer\":" + JSONText.quoted(action.pointer.description)
            text += ",\"type\":" + JSONText.quoted(action.kind.rawValue)
            text += ",\"target\":" + (action.target.map(JSONText.quoted) ?? "null")
            text += ",\"route\":" + (match.map { JSONText.quoted($0.route.name) } ?? "null")
            text += ",\"parameters\":{"
            for (position, parameter) in (match?.orderedParameters ?? []).enumerated() {
                if position > 0 { text += "," }
                text += JSONText.quoted(parameter.name) + ":" + JSONText.quoted(parameter.value)
            }
            text += "}}"
        }
        return text + "]}"
    }
}

/// Reads a route manifest named on the command line (`--routes`), shared by `route` and
/// `validate`.
enum RouteManifestFile {
    /// The routes of the manifest at `path`, or `nil` after saying on standard error why it
    /// cannot be used (it cannot be read, or it has an error). Warnings are printed too.
    static func load(_ path: String, maxBytes: Int, io: inout CommandIO) -> RouteTable? {
        let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        let inputs = PayloadInputs(maxBytes: maxBytes)
        guard let (source, bytes) = inputs.readWhole(path, errors: errors, io: &io) else { return nil }
        let result = RouteManifest.read(bytes, options: JSONReader.Options(maxBytes: maxBytes))
        for diagnostic in result.diagnostics {
            io.writeError(errors.line(for: Finding(diagnostic), source: source))
        }
        guard result.isValid else {
            io.writeError("\(source.printable): the route manifest has errors; fix them to route or check deep links")
            return nil
        }
        return RouteTable(result.manifest)
    }
}
