import PushKitAppReader
import PushKitCore

/// `pushkit app [--output FILE] [--merge FILE] SWIFT...`: the app's `ActivityAttributes`
/// types, read from its Swift files into an app profile.
///
/// (Not called `App`, which reads as the app itself.)
struct AppCommand: Subcommand {
    static let configuration = CommandConfiguration(
        name: "app",
        abstract: "Read Live Activity types from Swift into a profile.",
        discussion: """
            Reads every struct or extension that conforms to ActivityAttributes in the Swift files \
            given (a folder: every *.swift below it, in sorted order): its stored properties, its \
            ContentState, and the structs and String- or Int-backed enums their fields name, with \
            CodingKeys renaming keys. Prints the profile's "liveActivities" and "types" as JSON \
            (docs/app-profile.md). A type that decodes itself (init(from:)) or that pushkit cannot \
            read is checked for presence only, with a note on standard error naming file:line; notes \
            about code no Live Activity type reaches are counted, and shown with --verbose. A summary \
            line on standard error gives the types and fields read, and the fields checked for \
            presence only, by reason. pushkit lexes the files itself and does not compile them: see "Reading the profile from \
            Swift" in docs/app-profile.md for what it reads and what it does not.
            """,
        signature: CommandSignature(
            options: [
                .option("output", value: "file", help: "Write the profile to this file instead of standard output."),
                .option(
                    "merge", value: "file",
                    help: "An existing app profile: keep its other members (bundleID, sdks, routes, strings, "
                        + "categories...) as written and replace its liveActivities and types."),
                .flag(
                    "verbose",
                    help: "Also print the notes about code no Live Activity type reaches (other views, "
                        + "extensions of SDK types, names declared twice elsewhere)."),
                InputOptions.maxBytesSpec,
            ],
            arguments: [
                ArgumentSpec(
                    "swift", help: "A Swift file, or a folder (every *.swift below it, in sorted order).",
                    repeating: true)
            ]
        ),
        sections: [
            HelpSection(
                "EXIT STATUS",
                rows: [
                    ("0", "The profile was written (notes, if any, on standard error)."),
                    ("1", "No ActivityAttributes type was found; nothing was written."),
                    ("2", "A usage error, or a file that cannot be read or written."),
                ])
        ]
    )

    var paths: [String]
    var outputPath: String?
    var mergePath: String?
    var isVerbose: Bool
    var maxBytes: Int

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        paths = arguments.positionals
        outputPath = arguments.value("output")
        mergePath = arguments.value("merge")
        isVerbose = arguments.flag("verbose")
        maxBytes = try InputOptions.maxBytes(arguments, signature: Self.configuration.signature)
        if paths.contains("-") {
            throw .other("pushkit app reads Swift files and folders, not standard input ('-')")
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        let inputs = PayloadInputs(maxBytes: maxBytes)
        var files: [AppProfile.SwiftFile] = []
        var failed = false
        for path in paths {
            for file in inputs.inputs(for: path, suffix: ".swift") {
                switch inputs.read(file, stdin: io.stdin) {
                case .bytes(let source, let bytes):
                    files.append(AppProfile.SwiftFile(name: source, bytes: bytes))
                case .tooLarge(let source, let size):
                    failed = true
                    io.writeError(
                        "\(source.printable): error: the file is larger than --max-bytes \(maxBytes)"
                            + (size.map { " (\($0) bytes)" } ?? ""))
                case .problem(let source, _, let message):
                    // No input.* code: those name payload inputs, and this is a Swift file.
                    failed = true
                    io.writeError("\(source.printable): error: \(message.printable)")
                }
            }
        }
        guard !failed else { return ExitStatus.usage }
        var merged: JSONValue?
        if let mergePath {
            guard let root = readMerge(mergePath, io: &io) else { return ExitStatus.usage }
            merged = root
        }
        let reading = AppProfile.readSwift(files)
        for note in reading.notes where isVerbose || note.concernsLiveActivities {
            io.writeError(note.description.printable)
        }
        let hidden = isVerbose ? 0 : reading.summary.asides
        guard !reading.liveActivities.isEmpty else {
            io.writeError(
                "pushkit app: no ActivityAttributes type in \(files.count) Swift file\(files.count == 1 ? "" : "s"); nothing written"
                    + (hidden == 0
                        ? "" : " (\(hidden) note\(hidden == 1 ? "" : "s") on the files: --verbose shows them)"))
            return ExitStatus.failure
        }
        io.writeError(
            "pushkit app: \(reading.summary.description.printable)" + (hidden == 0 ? "" : " (--verbose shows them)"))
        let text = reading.json(merging: merged)
        guard let outputPath else {
            io.stdout.write(text)
            return ExitStatus.success
        }
        return write(text, to: outputPath, io: &io)
    }

    /// The root object of the profile `--merge` names, or `nil` after saying why not: the
    /// profile is read as strictly as `--app` reads it (``AppOptions/readProfile(_:maxBytes:purpose:io:)``),
    /// so that no duplicate key or other error is written back out.
    private func readMerge(_ path: String, io: inout CommandIO) -> JSONValue? {
        let purpose = "before merging Live Activity types into it"
        guard let (_, bytes) = AppOptions.readProfile(path, maxBytes: maxBytes, purpose: purpose, io: &io),
            let root = JSONReader(options: JSONReader.Options(maxBytes: maxBytes)).read(bytes).validDocument?.root
        else { return nil }
        guard root.kind == .object else {
            io.writeError("\(path.printable): --merge takes an app profile, a JSON object {...}")
            return nil
        }
        return root
    }

    /// Writes `text` to `path`, replacing it; 2 after saying why when that fails.
    private func write(_ text: String, to path: String, io: inout CommandIO) -> Int32 {
        let descriptor: Int32
        switch SystemCalls.open(FilePath(path), for: .replacing) {
        case .success(let opened):
            descriptor = opened
        case .failure(let error):
            io.writeError("Error: cannot write '\(path.printable)': \(SystemCalls.describe(error.code))")
            return ExitStatus.usage
        }
        var output = OutputChannel.fileDescriptor(descriptor)
        output.write(text)
        output.flush()
        let failure = output.failure
        let closed = SystemCalls.close(descriptor)
        if let failure {
            io.writeError("Error: cannot write '\(path.printable)': \(SystemCalls.describe(failure))")
            return ExitStatus.usage
        }
        if let closed {
            io.writeError("Error: cannot write '\(path.printable)': \(SystemCalls.describe(closed.code))")
            return ExitStatus.usage
        }
        return ExitStatus.success
    }
}
