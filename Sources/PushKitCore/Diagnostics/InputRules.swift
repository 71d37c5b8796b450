// Codes and catalogue entries for problems with an input as a whole, before any
// JSON is read. The command line fires them (InputProblem, PushKitCLI/Output/InputResult.swift);
// each makes it exit 2. They are declared here, beside the catalogue, as the CLI is above it.

extension Diagnostic.Code {
    /// Nothing was validated for the path, so the run exits 2 rather than pass it silently. Check the path and the
    /// working directory.
    public static let inputNotFound = Self(
        "input.not-found", .error,
        summary: "The input path does not exist.",
        example: "pushkit validate missing.json", exampleIsPayload: false,
        passing: #"pushkit validate payload.json, a file that exists"#,
        source:
            "pushkit's command line (docs/cli.md): every path that cannot be read gets a result and exit status 2")
    /// The file could not be checked, so the run exits 2 rather than skip it. Check its permissions, or run pushkit as
    /// a user allowed to read it.
    public static let inputUnreadable = Self(
        "input.unreadable", .error,
        summary: "The input exists but cannot be read (permission denied, or a read error).",
        example: "pushkit validate /root/secret.json, run without permission", exampleIsPayload: false,
        passing: #"pushkit validate /root/secret.json, run by a user allowed to read it"#,
        source:
            "pushkit's command line (docs/cli.md): every path that cannot be read gets a result and exit status 2")
    /// A folder with nothing to check most likely means a wrong path or file extension, so the run fails rather than
    /// pass vacuously. Name the folder that holds the payloads, or the files themselves.
    public static let inputNoJSON = Self(
        "input.no-json", .error,
        summary: "A folder was given that holds no *.json file.",
        example: "pushkit validate an-empty-folder/", exampleIsPayload: false,
        passing: #"pushkit validate payloads/, a folder holding push.json"#,
        source:
            "pushkit's command line (docs/cli.md): every path that cannot be read gets a result and exit status 2")
}

extension RuleCatalogue {
    static let input: [Diagnostic.Code] = [
        .inputNotFound,
        .inputUnreadable,
        .inputNoJSON,
    ]
}
