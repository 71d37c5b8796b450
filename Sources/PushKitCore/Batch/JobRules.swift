// Codes and catalogue entries: the job lines of a batch (`pushkit prepare --ndjson`,
// `PushJob.read`), which say where each push goes besides its payload. They concern the job
// line, not the payload, so their examples are job lines, not payloads.

/// Where the job line's format is defined.
private let jobFormat =
    "pushkit: the job line's format (docs/library.md, \"Job lines\"; Schemas/job.schema.json), read by PushJob.read"

extension Diagnostic.Code {
    /// Without a payload and one destination nothing can be sent, so the job is rejected before any request is
    /// written. Give the push's JSON as "payload" and say where it goes with "apns" or "fcm".
    public static let jobNotAJob = Self(
        "job.not-a-job", .error,
        summary:
            "The line is not a job: a JSON object with a \"payload\" and exactly one of \"apns\" and \"fcm\".",
        example: #"pushkit prepare --ndjson on the line {"payload":{"aps":{"alert":"Hi"}}} (no apns or fcm)"#,
        exampleIsPayload: false,
        passing:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundleID":"com.example"},"payload":{"aps":{"alert":"Hi"}}}"#,
        source: jobFormat)
    /// A request value pushkit cannot read would be sent wrong or not at all, and a misspelt key would silently drop
    /// its value (a collapse id, a sandbox environment). Write the member as docs/library.md lists it.
    public static let jobField = Self(
        "job.field", .error,
        summary:
            "A member of a job line has the wrong type or value (an unknown environment, push type or priority, an expiration that is no time), or is not one a job has (a misspelt key would be lost).",
        example:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundle_id":"com.example"},"payload":{...}} (bundleID)"#,
        exampleIsPayload: false,
        passing:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundleID":"com.example"},"payload":{...}}"#,
        source: jobFormat)
    /// `bundleId`, `collapseId`, `apnsId` and `projectId` are the job line's older spellings, still read; the library's
    /// Swift properties, docs/library.md and Schemas/job.schema.json spell them `bundleID`, `collapseID`, `apnsID` and
    /// `projectID`, one spelling for the bundle id across JSON and Swift (issue 37 item 5). The job is sent as it is;
    /// write the current spelling.
    public static let jobDeprecatedSpelling = Self(
        "job.deprecated-spelling", .info,
        summary:
            "A member of a job line is spelt the older way (bundleId, collapseId, apnsId, projectId): it is read, and the current spelling is bundleID, collapseID, apnsID, projectID.",
        example:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundleId":"com.example"},"payload":{...}} (bundleID)"#,
        exampleIsPayload: false,
        passing:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundleID":"com.example"},"payload":{...}}"#,
        source: jobFormat)
}

extension Diagnostic {
    /// This diagnostic of the JSON reader as the reading of a job line gives it: the line is
    /// refused for a duplicate key (``inRefused(_:)``), and a byte order mark is no file's
    /// to re-save but the writer's (``jobLineByteOrderMarkMessage``); any other is itself.
    func inJobLine() -> Diagnostic {
        guard code == .jsonByteOrderMark else { return inRefused("the job line") }
        var diagnostic = self
        diagnostic.message = Self.jobLineByteOrderMarkMessage
        return diagnostic
    }

    /// `json.byte-order-mark` on a job line. Lines come from a sender's writer (a pipe to a
    /// co-process as often as a file), so "save the file as UTF-8 without BOM" misleads: an
    /// encoder set to UTF-8 with a byte order mark writes one at the start of its output
    /// (Python's `utf-8-sig` codec prepends it on encoding, Lib/encodings/utf_8_sig.py; .NET's
    /// `Encoding.UTF8` and `UTF8Encoding(true)` have it as their preamble,
    /// UTF8Encoding.GetPreamble), and jobs files joined together carry one each, on later
    /// lines too.
    static let jobLineByteOrderMarkMessage =
        "the job line starts with a UTF-8 byte order mark (EF BB BF), which JSON forbids: write job lines as UTF-8 "
        + "without one (an encoder set to UTF-8 with BOM, such as Python's utf-8-sig, writes it at the start of its "
        + "output, and jobs files joined together carry one each)"
}
