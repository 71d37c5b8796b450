import PushKitCore

/// Turns command-line paths into payload inputs and reads them, for every command
/// that takes `PATH...`: a file, a folder (every `*.json` below it) or `-`.
struct PayloadInputs: Sendable {
    /// The name `-` (standard input) gets in output.
    static let standardInputName = "<stdin>"

    /// The largest input read; a larger one is refused before it is read.
    var maxBytes: Int

    /// One thing to read, or a reason it cannot be.
    enum Input: Sendable, Hashable {
        case standardInput
        case file(FilePath)
        case problem(source: String, InputProblem, message: String)
    }

    /// What reading an input gave.
    enum Outcome: Sendable {
        /// The bytes, and the input's name for output.
        case bytes(source: String, [UInt8])
        /// Over `maxBytes` (its size when the file system knows it).
        case tooLarge(source: String, size: Int?)
        /// It could not be read.
        case problem(source: String, InputProblem, message: String)
    }

    /// What a command-line path stands for: itself, every file below it whose name ends
    /// in `suffix` (JSON files unless told), or a problem.
    func inputs(for path: String, suffix: String = ".json") -> [Input] {
        if path == "-" { return [.standardInput] }
        let filePath = FilePath(path)
        switch FileSystem.kind(of: filePath) {
        case .directory(let id):
            let entries = FileSystem.walk(filePath, id: id, suffix: suffix)
            guard !entries.isEmpty else {
                return [.problem(source: path, .noJSON, message: "the folder holds no *\(suffix) file")]
            }
            return entries.map { entry in
                switch entry {
                case .file(let file):
                    return .file(file)
                case .failure(let place, let code):
                    return .problem(
                        source: place.description, InputProblem(errno: code),
                        message: "cannot read '\(place.description)': \(SystemCalls.describe(code))")
                case .special(let place, let special):
                    return .problem(
                        source: place.description, .unreadable,
                        message: "cannot read '\(place.description)': it is \(special.rawValue), not a regular file; "
                            + "a folder walk opens only regular files")
                }
            }
        case .failure(let code):
            return [
                .problem(
                    source: path, InputProblem(errno: code),
                    message: "cannot open '\(path)': \(SystemCalls.describe(code))")
            ]
        case .regular, .other:
            return [.file(filePath)]
        }
    }

    /// Reads one input.
    func read(_ input: Input, stdin: InputChannel) -> Outcome {
        let source: String
        let outcome: FileSystem.ReadOutcome
        switch input {
        case .problem(let place, let problem, let message):
            return .problem(source: place, problem, message: message)
        case .standardInput:
            source = Self.standardInputName
            outcome = stdin.readAll(maxBytes: maxBytes)
        case .file(let path):
            source = path.description
            outcome = FileSystem.read(path, maxBytes: maxBytes)
        }
        switch outcome {
        case .contents(let bytes):
            return .bytes(source: source, bytes)
        case .tooLarge(let size):
            return .tooLarge(source: source, size: size)
        case .failure(let code):
            return .problem(
                source: source, InputProblem(errno: code),
                message: "cannot read '\(source)': \(SystemCalls.describe(code))")
        }
    }

    /// The report the library gives an input over the limit, made without reading it.
    func tooLargeReport(size: Int?) -> ValidationReport {
        ValidationReport(kind: .unknown, diagnostics: [JSONReader.tooLargeDiagnostic(size: size, limit: maxBytes)])
    }
}

extension PayloadInputs {
    /// Reads a file an option names (`-` for standard input) whole, for a command that needs
    /// its bytes: the bytes and the name output uses, or `nil` after writing why not (too
    /// large, or unreadable) to standard error as `errors` writes diagnostics.
    func readWhole(_ path: String, errors: TextReporter, io: inout CommandIO) -> (source: String, bytes: [UInt8])? {
        switch read(path == "-" ? .standardInput : .file(FilePath(path)), stdin: io.stdin) {
        case .bytes(let source, let bytes):
            return (source, bytes)
        case .tooLarge(let source, let size):
            for diagnostic in tooLargeReport(size: size).diagnostics {
                io.writeError(errors.line(for: Finding(diagnostic), source: source))
            }
            return nil
        case .problem(let source, let problem, let message):
            io.writeError(errors.line(for: Finding(problem, message: message), source: source))
            return nil
        }
    }
}
