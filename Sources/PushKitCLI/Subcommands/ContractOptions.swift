import PushKitCore

/// `--now`, `--routes`, `--app`, `--sdk` and `--attributes-type`: the app's contract a payload
/// is judged against (its clock, its routes, its profile and SDK versions), shared by
/// `validate` and `prepare`, declared and read in this one place.
struct ContractOptions: Sendable {
    /// The options, for a command's ``CommandSignature``.
    static let specs: [OptionSpec] =
        [
            .option(
                "now", value: "time",
                help: "The clock, ISO 8601 such as 2026-01-01T00:00:00Z, for the rules that depend on it: a "
                    + "Cordial in-app message whose expirationTime is past, a Live Activity timestamp ahead of it, "
                    + "a stale-date already past, a dismissal-date beyond four hours. Without it, none is checked."),
            .option(
                "routes", value: "file",
                help: "A route manifest: every deep link that none of its routes matches is an error "
                    + "(route.unmatched). A manifest that cannot be read or has errors exits 2. It wins over "
                    + "the routes of --app."),
        ] + AppOptions.specs

    /// `--now`, in seconds since 1970.
    var now: Int64?
    /// `--routes`: the route manifest's path.
    var routesPath: String?
    /// The routes of `--routes`, once ``load(maxBytes:io:)`` has read them.
    var routes: RouteTable?
    /// `--app`, `--sdk` and `--attributes-type`.
    var appOptions: AppOptions
    /// The app, once ``load(maxBytes:io:)`` has read its profile.
    var app: AppProfile?

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        routesPath = arguments.value("routes")
        appOptions = try AppOptions(arguments)
        if let text = arguments.value("now") {
            guard let time = ISO8601Timestamp(text) else {
                throw .other(
                    "--now needs an ISO 8601 date and time such as 2026-01-01T00:00:00Z, not '\(text.printable)'")
            }
            now = time.secondsSince1970
        }
    }

    /// Whether the options name something to read before any payload (a profile, `--sdk`,
    /// a route manifest) that ``load(maxBytes:io:)`` has not read yet.
    var needsLoading: Bool { (appOptions.isGiven && app == nil) || (routesPath != nil && routes == nil) }

    /// Reads the profile and the route manifest; `false` after saying on standard error what
    /// is wrong (the command exits 2 before any payload is read).
    mutating func load(maxBytes: Int, io: inout CommandIO) -> Bool {
        if appOptions.isGiven, app == nil {
            guard case .app(let profile) = appOptions.load(maxBytes: maxBytes, io: &io) else { return false }
            app = profile
        }
        if let routesPath, routes == nil {
            guard let table = RouteManifestFile.load(routesPath, maxBytes: maxBytes, io: &io) else { return false }
            routes = table
        }
        return true
    }

    /// `options` with the clock, the routes, the app and the Live Activity type.
    func apply(to options: inout Validator.Options) {
        options.now = now
        options.routes = routes
        appOptions.apply(app, to: &options)
    }
}
