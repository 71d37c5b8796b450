// Codes and catalogue entries: the job lines of a batch (`pushkit prepare --ndjson`,
// `PushJob.read`), which say where each push goes besides its payload. They concern the job
// line, not the payload, so their examples are job lines, not payloads.

/// Where the job line's format is defined.
private let jobFormat =
    "pushkit: the job line's format (docs/library.md, \"Job lines\"; Schemas/job.schema.json), read by PushJob.read"

extension Diagnostic.Code {
    /// The line is not a job: not an object, no payload, or not exactly one of apns and fcm.
    public static let jobNotAJob = Self(
        "job.not-a-job", .error,
        summary:
            "The line is not a job: a JSON object with a \"payload\" and exactly one of \"apns\" and \"fcm\".",
        example: #"pushkit prepare --ndjson on the line {"payload":{"aps":{"alert":"Hi"}}} (no apns or fcm)"#,
        exampleIsPayload: false, source: jobFormat)
    /// A member of the job line has the wrong type or value, or is not a member a job has.
    public static let jobField = Self(
        "job.field", .error,
        summary:
            "A member of a job line has the wrong type or value (an unknown environment, push type or priority, an expiration that is no time), or is not one a job has (a misspelt key would be lost).",
        example:
            #"pushkit prepare --ndjson on {"apns":{"deviceToken":"a1b2","bundleID":"com.example"},"payload":{...}} (bundleId)"#,
        exampleIsPayload: false, source: jobFormat)
}
