// Codes and catalogue entries: the APNs request a payload is sent with (headers, device
// token) and fitting a payload into its size limit. They concern the request, not the
// payload bytes, so their pointer is the whole document (but in a job's result, where a
// request value's problem points at the job line's member: JobMemberProblems.swift) and
// their examples are not payloads.

extension Diagnostic.Code {
    /// APNs refuses the request (BadDeviceToken), so nothing is delivered. Send the token as the app received it, in
    /// hexadecimal without spaces or brackets.
    public static let requestDeviceToken = Self(
        "request.device-token", .error,
        summary: "The device token is missing, empty, not hexadecimal, or of an odd length (never assume 64 digits).",
        example: "pushkit render --format curl --device-token '<a1b2 c3d4>' --bundle-id com.example.app x.json",
        exampleIsPayload: false,
        passing: #"pushkit render --format curl --device-token a1b2c3d4 --bundle-id com.example.app x.json"#,
        source: APNsSource.sending)
    /// Nothing is delivered: a request authenticated by a provider token must name its topic. Give the bundle id
    /// the app is registered with.
    public static let requestMissingTopic = Self(
        "request.missing-topic", .error,
        summary:
            "The push has no apns-topic (no bundle id was given); APNs refuses it with 400 MissingTopic on a connection that authenticates with a provider token.",
        example: "Validator().prepare(bytes, for: APNsRequest.Options(bundleID: nil, deviceToken: \"a1b2\"))",
        exampleIsPayload: false,
        passing:
            #"Validator().prepare(bytes, for: APNsRequest.Options(bundleID: "com.example.app", deviceToken: "a1b2"))"#,
        source:
            "\(APNsSource.sending), the header table (apns-topic: \"If you are using a provider token instead of a certificate, you must specify a value for this request header\") and the reason table (400 MissingTopic: \"The apns-topic header of the request isn't specified and is required\")"
    )
    /// APNs refuses the request, so nothing is delivered. Use a short printable identifier, such as the campaign's
    /// name.
    public static let requestCollapseID = Self(
        "request.collapse-id", .error,
        summary:
            "The apns-collapse-id is empty, longer than 64 bytes, or has a control character or a space at either end.",
        example: "pushkit render --format curl --collapse-id <a 65-byte id> ... x.json", exampleIsPayload: false,
        passing: #"pushkit render --format curl --collapse-id spring-sale ... x.json"#, source: APNsSource.sending)
    /// APNs refuses the request (BadMessageId). Send a UUID, or leave the id out and APNs assigns one.
    public static let requestAPNsID = Self(
        "request.apns-id", .error,
        summary: "The apns-id is not a UUID (8-4-4-4-12 hexadecimal digits).",
        example: "Validator().prepare(bytes, for: APNsRequest.Options(apnsID: \"42\"))", exampleIsPayload: false,
        passing:
            #"Validator().prepare(bytes, for: APNsRequest.Options(apnsID: "123e4567-e89b-12d3-a456-426614174000"))"#,
        source: APNsSource.sending)
    /// The topic names no app, so APNs refuses the request (BadTopic). Use the bundle id the app is registered with.
    public static let requestBundleID = Self(
        "request.bundle-id", .error,
        summary:
            "The bundle id the apns-topic is built from is empty or not a bundle id (letters, digits, '-', '.').",
        example: "pushkit render --format curl --bundle-id 'com example app' ... x.json", exampleIsPayload: false,
        passing: #"pushkit render --format curl --bundle-id com.example.app ... x.json"#, source: APNsSource.sending)
    /// APNs refuses the request (BadExpirationDate). Send 0 to try once, or a time in seconds since 1970.
    public static let requestExpiration = Self(
        "request.expiration", .error,
        summary: "The apns-expiration is neither 0 nor a UNIX time after 1970 (or an ISO 8601 date and time).",
        example: "pushkit render --format curl --expiration tomorrow ... x.json", exampleIsPayload: false,
        passing: #"pushkit render --format curl --expiration 1767225600 ... x.json"#, source: APNsSource.sending)
    /// APNs would carry it to no app that reads it: the payload is FCM's, or fetched rather than pushed. Send it
    /// through FCM, or prepare the iOS form of the payload.
    public static let requestNotAPNs = Self(
        "request.not-apns", .error,
        summary: "The payload is not sent through APNs: an Android (FCM) payload, or a walkthrough.",
        example: "pushkit render --format curl on a Synerise payload wrapped in {\"message\": {\"data\": ...}}",
        exampleIsPayload: false,
        passing:
            #"pushkit render --format curl on the same Synerise payload in its iOS form, {"aps": ..., "issuer": "Synerise", ...}"#,
        source:
            "pushkit: the prepared request follows the payload's platform (APNs for iOS, FCM HTTP v1 for Android)")
    /// FCM would carry an APNs payload to Android, where no SDK reads it. Prepare it with `APNsRequest.Options`, or
    /// send Android the data-message form.
    public static let requestNotFCM = Self(
        "request.not-fcm", .error,
        summary: "The payload is not sent through FCM: an iOS payload, or a document that is not a push.",
        example: "Validator().prepare(bytes, for: FCMRequest.Options(...)) on an APNs payload",
        exampleIsPayload: false,
        passing:
            #"Validator().prepare(bytes, for: FCMRequest.Options(...)) on a Synerise payload wrapped in {"message": {"data": ...}}"#,
        source:
            "pushkit: the prepared request follows the payload's platform (APNs for iOS, FCM HTTP v1 for Android)")
    /// FCM refuses the request or reaches no device. Use the project id from the Firebase console and the token the app
    /// registered, a topic's bare name, or a condition FCM can read; give the target in the body or in the job.
    public static let requestFCMTarget = Self(
        "request.fcm-target", .error,
        summary:
            "The FCM project id is empty, has characters it cannot have or is not a Google Cloud project id, or the message's target is missing (neither the body nor the job names a token, topic or condition) or is not one FCM takes.",
        example: "FCMRequest.Options(projectID: \"my project\", registrationToken: \"\")", exampleIsPayload: false,
        passing: #"FCMRequest.Options(projectID: "my-project", registrationToken: "<the token the app registered>")"#,
        source:
            "Firebase Cloud Messaging HTTP v1 API, projects.messages.send (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages/send: POST https://fcm.googleapis.com/v1/{parent=projects/*}/messages:send, the project id in the path; the message's target, one of token, topic or condition, in message); Google Cloud, \"Creating and managing projects\" (https://cloud.google.com/resource-manager/docs/creating-managing-projects: a project id is 6 to 30 lowercase letters, digits or hyphens, starts with a letter, cannot end with a hyphen); a job's topic and condition are read as the body's are (fcm.topic-invalid, fcm.condition-invalid, fcm.condition-topics)"
    )
    /// The job and its body disagree on whom the message goes to: sending either could reach the wrong audience. The
    /// body's target wins whenever the job names none or the same; drop the job's target, or make them agree.
    public static let requestFCMTargetConflict = Self(
        "request.fcm-target-conflict", .error,
        summary:
            "The job names a target (fcm.token, fcm.topic or fcm.condition) that differs from the one the FCM v1 message in its payload names.",
        example:
            #"pushkit prepare --ndjson on {"fcm":{"projectID":"shop-1234","topic":"news"},"payload":{"message":{"topic":"sale"}}}"#,
        exampleIsPayload: false,
        passing:
            #"pushkit prepare --ndjson on {"fcm":{"projectID":"shop-1234"},"payload":{"message":{"topic":"sale"}}}"#,
        source:
            "pushkit: the body's target wins, a job's target fills only a body without one (issue 38 item 4); a v1 message has exactly one target (https://firebase.google.com/docs/reference/fcm/rest/v1/projects.messages: the union field target)"
    )
    /// APNs refuses an oversized payload, and shorter text alone will not save it. Trim or remove custom keys, or move
    /// bulky data behind a URL the app fetches.
    public static let requestCannotFit = Self(
        "request.cannot-fit", .error,
        summary: "The payload is over its size limit and shortening its body and subtitle cannot make it fit.",
        example: "pushkit render --fit on a payload whose custom keys alone take 5000 bytes",
        exampleIsPayload: false,
        passing: #"pushkit render --fit on a payload whose custom keys take 500 bytes and whose body takes 5000"#,
        source:
            "\(APNsSource.sending) (the size limit); pushkit's TruncationPlanner shortens only body and subtitle, by whole graphemes"
    )
}

extension RuleCatalogue {
    static let sending: [Diagnostic.Code] = [
        .requestDeviceToken,
        .requestMissingTopic,
        .requestCollapseID,
        .requestAPNsID,
        .requestBundleID,
        .requestExpiration,
        .requestNotAPNs,
        .requestNotFCM,
        .requestFCMTarget,
        .requestFCMTargetConflict,
        .requestCannotFit,
        .jobNotAJob,
        .jobField,
        .jobDeprecatedSpelling,
    ]
}
