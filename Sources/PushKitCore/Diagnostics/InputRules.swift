// Codes and catalogue entries for problems with an input as a whole, before any
// JSON is read. The command line reports them; each makes it exit 2.

extension Diagnostic.Code {
    /// The input path does not exist.
    public static let inputNotFound = Self(
        "input.not-found", .error,
        summary: "The input path does not exist.",
        example: "pushkit validate missing.json", exampleIsPayload: false,
        source:
            "pushkit's command line (docs/cli.md): every path that cannot be read gets a result and exit status 2")
    /// The input exists but cannot be read.
    public static let inputUnreadable = Self(
        "input.unreadable", .error,
        summary: "The input exists but cannot be read (permission denied, or a read error).",
        example: "pushkit validate /root/secret.json, run without permission", exampleIsPayload: false,
        source:
            "pushkit's command line (docs/cli.md): every path that cannot be read gets a result and exit status 2")
    /// A folder was given that holds no `*.json` file.
    public static let inputNoJSON = Self(
        "input.no-json", .error,
        summary: "A folder was given that holds no *.json file.",
        example: "pushkit validate an-empty-folder/", exampleIsPayload: false,
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
