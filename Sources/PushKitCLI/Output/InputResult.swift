import PushKitCore

/// One diagnostic as the command line prints it: a library ``Diagnostic``, or a
/// problem reading the input that the command line found itself.
struct Finding: Sendable, Hashable {
    /// The dotted code, such as `json.trailing-comma` or `input.not-found`.
    var code: String
    var severity: Severity
    /// The JSON Pointer, escaped; `""` is the whole document.
    var pointer: String
    var line: Int
    var column: Int
    var message: String
    /// The rule's one-line summary.
    var summary: String
}

extension Finding {
    init(_ diagnostic: Diagnostic) {
        code = diagnostic.code.id
        severity = diagnostic.severity
        pointer = diagnostic.pointer.description
        line = diagnostic.location.line
        column = diagnostic.location.column
        message = diagnostic.message
        summary = diagnostic.summary
    }

    /// A problem with the input itself, at the start of the input.
    init(_ problem: InputProblem, message: String) {
        code = problem.code
        severity = .error
        pointer = ""
        line = 1
        column = 1
        self.message = message
        summary = problem.diagnosticCode.rule?.summary ?? ""
    }
}

/// Inputs that cannot be validated at all. Each makes `pushkit validate` exit 2.
enum InputProblem: String, Sendable, CaseIterable {
    /// The path does not exist (or a component of it is not a directory).
    case notFound = "input.not-found"
    /// The path exists but cannot be read: permission denied, or a read error.
    case unreadable = "input.unreadable"
    /// A folder was given and holds no `*.json` file.
    case noJSON = "input.no-json"

    /// The dotted code.
    var code: String { rawValue }

    /// The rule the library declares for the problem (its summary, examples and source).
    var diagnosticCode: Diagnostic.Code {
        switch self {
        case .notFound: .inputNotFound
        case .unreadable: .inputUnreadable
        case .noJSON: .inputNoJSON
        }
    }

    /// The problem an `errno` from opening or reading an input stands for.
    init(errno code: Int32) {
        self = SystemCalls.isNotFound(code) ? .notFound : .unreadable
    }
}

/// What `pushkit validate` found about one input.
struct InputResult: Sendable, Hashable {
    /// The path as given or found, or `<stdin>`.
    var source: String
    /// The payload kind identifier, `unknown` when unread.
    var kind: String
    var findings: [Finding]
    /// Whether the input could be read and validated at all.
    var wasRead: Bool
    /// Why a folder walk skipped the input without judging it (an app profile, a route
    /// manifest), or `nil` for a payload.
    var skipped: String?

    var errorCount: Int { findings.count { $0.severity == .error } }
    var warningCount: Int { findings.count { $0.severity == .warning } }
    /// No error, and the input was read (and judged: a skipped input is neither valid nor invalid).
    var isValid: Bool { wasRead && skipped == nil && errorCount == 0 }
}

extension InputResult {
    /// A validated payload.
    init(source: String, report: ValidationReport) {
        self.source = source
        kind = report.kind.id
        findings = report.diagnostics.map(Finding.init)
        wasRead = true
    }

    /// An input a folder walk read and skipped: `reason` says what it is.
    init(source: String, skipped reason: String) {
        self.source = source
        kind = PayloadKind.unknown.id
        findings = []
        wasRead = true
        skipped = reason
    }

    /// An input that could not be read.
    init(source: String, problem: InputProblem, message: String) {
        self.source = source
        kind = PayloadKind.unknown.id
        findings = [Finding(problem, message: message)]
        wasRead = false
    }
}

/// The totals over every input of a run.
struct ValidationSummary: Sendable, Hashable {
    var payloads = 0
    var valid = 0
    var errors = 0
    var warnings = 0
    /// Inputs that could not be read.
    var unreadable = 0
    /// Inputs a folder walk skipped (not pushes), not counted among the payloads.
    var skipped = 0

    var invalid: Int { payloads - valid }

    mutating func add(_ result: InputResult) {
        if result.skipped != nil {
            skipped += 1
            return
        }
        payloads += 1
        if result.isValid { valid += 1 }
        errors += result.errorCount
        warnings += result.warningCount
        if !result.wasRead { unreadable += 1 }
    }

    /// The exit status: 2 when an input could not be read, 1 when a payload has an error
    /// (or a warning, when `strict`), else 0.
    func exitStatus(strict: Bool) -> Int32 {
        if unreadable > 0 { return ExitStatus.usage }
        if errors > 0 || (strict && warnings > 0) { return ExitStatus.failure }
        return ExitStatus.success
    }

    /// `3 payloads: 2 valid, 1 invalid; 4 errors, 1 warning` (`; 1 skipped` when a file was).
    var sentence: String {
        "\(counted(payloads, "payload")): \(valid) valid, \(invalid) invalid; "
            + "\(counted(errors, "error")), \(counted(warnings, "warning"))"
            + (skipped > 0 ? "; \(skipped) skipped (not \(skipped == 1 ? "a push" : "pushes"))" : "")
    }
}

/// `1 error`, `2 errors`.
func counted(_ count: Int, _ noun: String) -> String {
    count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
}
