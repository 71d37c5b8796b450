import PushKitCore

/// `--app`, `--sdk` and `--attributes-type`: the app that receives the payloads, shared by
/// `validate`, `classify`, `route` and `render`, declared and read in this one place.
struct AppOptions: Sendable {
    /// The options, for a command's ``CommandSignature``.
    static let specs: [OptionSpec] = [
        .option(
            "app", value: "file",
            help: "An app profile (docs/app-profile.md): check each payload against the app's Live Activity types, "
                + "strings, categories, routes and SDK versions. A profile that cannot be read or has errors exits 2, "
                + "before any payload is read."),
        .option(
            "sdk", value: "vendor-platform@version",
            help: "An SDK version the app ships, such as synerise-ios@5.10.1 (repeatable; with --app it adds to "
                + "and overrides the profile's sdks). The rules that depend on SDK versions judge against these; "
                + "without them, against the latest release of the current and the previous major line.",
            repeatable: true),
        .option(
            "attributes-type", value: "name",
            help: "The ActivityAttributes type of the profile that a Live Activity update or end is for (its push "
                + "names none). Without it an update is checked against the profile's only type, or must decode "
                + "into one of them."),
    ]

    /// `--app`: the profile's path.
    var path: String?
    /// `--sdk`, each read.
    var sdks: [(sdk: AppProfile.SDK, version: AppProfile.Version)] = []
    /// `--attributes-type`.
    var attributesType: String?

    /// Whether any of the options was given.
    var isGiven: Bool { path != nil || !sdks.isEmpty }

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        path = arguments.value("app")
        attributesType = arguments.value("attributes-type")
        for text in arguments.allValues("sdk") {
            let parts = text.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let sdk = AppProfile.SDK(id: String(parts[0])) else {
                throw .other(
                    "--sdk takes vendor-platform@version, such as synerise-ios@5.10.1 (vendors: "
                        + AppProfile.SDK.vendors.map(\.rawValue).joined(separator: ", ")
                        + "; platforms: ios, android), not '\(text.printable)'")
            }
            guard let version = AppProfile.Version(String(parts[1])) else {
                throw .other(
                    "--sdk \(text.printable): '\(String(parts[1]).printable)' is not a version; write major[.minor[.patch]], such as 5.10.1"
                )
            }
            sdks.append((sdk, version))
        }
        if attributesType != nil, path == nil {
            throw .other("--attributes-type names a Live Activity type of the app profile: give the profile with --app")
        }
    }

    /// What loading the options gave.
    enum Loaded {
        /// No option was given: no app.
        case none
        /// The app.
        case app(AppProfile)
        /// The profile cannot be used; why is written on standard error.
        case failed
    }

    /// Reads the profile (and the files it names) and adds `--sdk`; on a problem, says on
    /// standard error what, where and in which file.
    func load(maxBytes: Int, io: inout CommandIO) -> Loaded {
        guard isGiven else { return .none }
        var profile = AppProfile()
        if let path {
            guard let read = Self.readProfile(path, maxBytes: maxBytes, io: &io) else { return .failed }
            profile = read.profile
        }
        // --sdk adds to the profile's versions, replacing those it names.
        var given: [AppProfile.SDK: [AppProfile.Version]] = [:]
        for (sdk, version) in sdks { given[sdk, default: []].append(version) }
        profile.sdks.merge(given) { _, new in new }
        if let attributesType, profile.liveActivity(named: attributesType) == nil {
            let names = profile.liveActivities.map(\.name)
            io.writeError(
                "Error: --attributes-type '\(attributesType.printable)' is not a Live Activity type of \(path?.printable ?? "the profile")"
                    + (names.isEmpty ? " (it declares none)" : "; it declares \(names.joined(separator: ", "))"))
            return .failed
        }
        return .app(profile)
    }

    /// Reads the profile at `path` and the files it names, as `--app` and `pushkit app
    /// --merge` do: the profile and its bytes, or `nil` after saying on standard error
    /// what is wrong, where and in which file (a profile with an error, its JSON's
    /// included, is never used).
    static func readProfile(
        _ path: String, maxBytes: Int, purpose: String = "to check payloads against the app", io: inout CommandIO
    ) -> (profile: AppProfile, bytes: [UInt8])? {
        let errors = TextReporter(style: TerminalStyle(for: io.stderr, environment: io.environment))
        let inputs = PayloadInputs(maxBytes: maxBytes)
        let bytes: [UInt8]
        switch inputs.read(.file(FilePath(path)), stdin: io.stdin) {
        case .bytes(_, let contents):
            bytes = contents
        case .tooLarge(let name, let size):
            for diagnostic in inputs.tooLargeReport(size: size).diagnostics {
                io.writeError(errors.line(for: Finding(diagnostic), source: name))
            }
            return nil
        case .problem(let name, let problem, let message):
            io.writeError(errors.line(for: Finding(problem, message: message), source: name))
            return nil
        }
        let stdin = io.stdin
        let result = AppProfile.read(bytes, file: path, options: JSONReader.Options(maxBytes: maxBytes)) { file in
            switch inputs.read(.file(FilePath(file)), stdin: stdin) {
            case .bytes(_, let contents): return contents
            case .tooLarge(_, let size):
                throw AppProfile.FileError("it is larger than \(maxBytes) bytes\(size.map { " (\($0))" } ?? "")")
            case .problem(_, _, let message):
                // "cannot read 'PATH': REASON": the profile's message names the path already.
                let reason =
                    message.hasPrefix("cannot read '") ? message.split(separator: "': ", maxSplits: 1).last : nil
                throw AppProfile.FileError(reason.map(String.init) ?? message)
            }
        }
        for problem in result.problems {
            io.writeError(errors.line(for: Finding(problem.diagnostic), source: problem.file))
        }
        guard result.isValid else {
            io.writeError("\(path.printable): the app profile has errors; fix them \(purpose)")
            return nil
        }
        return (result.profile, bytes)
    }

    /// `options` with the app and the Live Activity type.
    func apply(_ profile: AppProfile?, to options: inout Validator.Options) {
        options.app = profile
        options.attributesType = attributesType
    }
}
