// Codes and catalogue entries: FCM rules.
//
// Sources, read at HEAD: the FCM HTTP v1 reference (REST projects.messages; the v1 protocol
// buffer as firebase-admin-node src/messaging/protos/protos.json carries it), and the Admin
// SDKs' message validation: firebase-admin-go messaging/messaging_utils.go (validateMessage and
// its helpers, tested in messaging_test.go's invalid messages), firebase-admin-python
// firebase_admin/_messaging_encoder.py (MessageEncoder, _Validators; tests/test_messaging.py),
// firebase-admin-node src/messaging/messaging-internal.ts (validateMessage; test/unit/messaging).
// An error where the server answers 400 or the platform drops what the message exists for; a
// warning where only an Admin SDK refuses what the server takes, or it works with less.

/// Where FCM's rules come from.
enum FCMSource {
    static let reference = "Firebase Cloud Messaging HTTP v1 API reference, projects.messages"
    static let go = "firebase-admin-go@eebb06f messaging/messaging_utils.go"
    static let python = "firebase-admin-python@b40e738 firebase_admin/_messaging_encoder.py"
    static let node = "firebase-admin-node@5a203f6 src/messaging/messaging-internal.ts"
    static let sdks = "\(go); \(python); \(node)"

    /// `count` letters x: the text of an example over a size limit, made from its bytes
    /// (the `String(repeating:count:)` of a one-letter string appends one at a time, about
    /// 300 instructions each: 3.7 M at every start that reads the catalogue).
    static func filler(_ count: Int) -> String {
        String(decoding: [UInt8](repeating: UInt8(ascii: "x"), count: count), as: UTF8.self)
    }
}

extension Diagnostic.Code {
    /// FCM refuses the whole message (400 INVALID_ARGUMENT), so nothing is delivered. Quote the value: "60", not 60.
    public static let fcmDataNotString = Self(
        "fcm.data-not-string", .error,
        summary:
            "A value in an FCM data map (or another string map: headers) that is not a string (FCM requires strings).",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":\"{\\\"class_name\\\": \\\"com.synerise.sdk.injector.Injector\\\", \\\"method_name\\\": \\\"SIGN_OUT\\\"}\",\"ttl\":60}}",
        passing:
            #"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":"{\"class_name\": \"com.synerise.sdk.injector.Injector\", \"method_name\": \"SIGN_OUT\"}","ttl":"60"}}"#,
        source:
            "\(FCMSource.reference) (data, android.data, webpush.data, apns.headers and webpush.headers are maps of string to string; other values are refused with 400 INVALID_ARGUMENT); \(FCMSource.node) validateStringMap"
    )

    /// The legacy HTTP API (`https://fcm.googleapis.com/fcm/send`) was switched off in July
    /// 2024: every request to it fails. Send an HTTP v1 request per token.
    public static let fcmLegacyAPI = Self(
        "fcm.legacy-api", .error,
        summary: "A body of FCM's legacy HTTP API (to, registration_ids), which was switched off in 2024.",
        example: #"{"to":"fcm-token-1","notification":{"title":"Sale"}}"#,
        passing: #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"}}}"#,
        source:
            "Firebase, \"Migrate from legacy FCM APIs to HTTP v1\" (the legacy HTTP and XMPP APIs were shut down starting 2024-07-22); \(FCMSource.node) BLACKLISTED_OPTIONS_KEYS (to, registration_ids)"
    )

    /// The server's JSON mapping refuses a field the message type does not have
    /// ("Invalid JSON payload received. Unknown name ... Cannot find field."), the whole request.
    public static let fcmUnknownField = Self(
        "fcm.unknown-field", .error,
        summary: "A field an FCM v1 object does not have (the server answers 400: Unknown name ... Cannot find field).",
        example: #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale","sound":"default"}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"android":{"notification":{"sound":"default"}}}}"#,
        source:
            "\(FCMSource.reference) (each object's fields, under their snake_case or lowerCamelCase names; proto3 JSON mapping refuses unknown fields)"
    )

    /// The server's JSON mapping refuses a value of the wrong JSON type, a whole number out of
    /// range or written as a fraction.
    public static let fcmInvalidType = Self(
        "fcm.invalid-type", .error,
        summary:
            "An FCM v1 field whose value has the wrong JSON type (an object for a string, a number for a boolean, ...).",
        example:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"android":{"notification":{"notification_count":"many"}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"android":{"notification":{"notification_count":3}}}}"#,
        source:
            "\(FCMSource.reference) (field types; int32 as a number or a string of digits, as proto3's JSON mapping reads it); \(FCMSource.python) _Validators"
    )

    /// An enum value must be one of the enum's names (the server reads them in any case, as
    /// the Admin SDKs' lower-case `high` and `normal` show) or its number.
    public static let fcmInvalidEnum = Self(
        "fcm.invalid-enum", .error,
        summary:
            "An FCM v1 enum field with a value not among its names (android.priority, notification_priority, visibility, proxy).",
        example: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"priority":"urgent"}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"priority":"high"}}}"#,
        source:
            "\(FCMSource.reference) (AndroidMessagePriority NORMAL, HIGH; NotificationPriority PRIORITY_*; Visibility; Proxy); \(FCMSource.go) (sends priority as \"normal\" or \"high\", so the server reads enum names in any case); \(FCMSource.python) (PRIORITY_ + upper case)"
    )

    /// A Duration is a string: seconds with up to nine decimals and an `s` (`"3.5s"`).
    public static let fcmInvalidDuration = Self(
        "fcm.invalid-duration", .error,
        summary: "An FCM v1 duration (android.ttl, vibrate_timings, light durations) not written as \"3.5s\".",
        example: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"ttl":3600}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"ttl":"3600s"}}}"#,
        source:
            "\(FCMSource.reference) (ttl: a duration in seconds with up to nine fractional digits, ending with 's', such as \"3.5s\"; google.protobuf.Duration's JSON form)"
    )

    /// The server reads a Timestamp only as RFC 3339 text and refuses a Unix time in seconds or
    /// milliseconds; write the time in UTC with a `Z`.
    public static let fcmInvalidTimestamp = Self(
        "fcm.invalid-timestamp", .error,
        summary: "android.notification.event_time not written as an RFC 3339 time (\"2024-05-01T10:00:00Z\").",
        example:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Match","event_time":1714557600}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Match","event_time":"2024-05-01T10:00:00Z"}}}}"#,
        source:
            "\(FCMSource.reference) (event_time: a timestamp in RFC 3339 UTC \"Zulu\" format, google.protobuf.Timestamp's JSON form); \(FCMSource.python) (event_time as %Y-%m-%dT%H:%M:%S.%fZ)"
    )

    /// The Admin SDKs refuse a negative TTL, vibrate timing or light duration; what the
    /// server does with one is not documented.
    public static let fcmNegativeDuration = Self(
        "fcm.negative-duration", .warning,
        summary:
            "A negative FCM duration (android.ttl, vibrate_timings, light durations), which the Admin SDKs refuse.",
        example: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"ttl":"-1s"}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"ttl":"0s"}}}"#,
        source:
            "\(FCMSource.go) (ttl duration must not be negative; vibrateTimingMillis, lightOnDuration, lightOffDuration must not be negative); \(FCMSource.python) encode_ttl, encode_milliseconds; \(FCMSource.node) (TTL must be a non-negative duration)"
    )

    /// A field given under both of its names (`collapse_key` and `collapseKey`) is one field
    /// set twice, which the server refuses.
    public static let fcmFieldTwice = Self(
        "fcm.field-twice", .error,
        summary: "An FCM v1 field given under both its snake_case and its lowerCamelCase name.",
        example:
            #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"collapse_key":"a","collapseKey":"b"}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"android":{"collapse_key":"a"}}}"#,
        source:
            "\(FCMSource.reference) (proto3 JSON mapping: a field is set once, under either name); \(FCMSource.node) (Multiple specifications for ... in Notification, ApnsFcmOptions, Aps)"
    )

    /// An empty target is no target: the server refuses it, and the Admin SDKs count only
    /// non-empty targets.
    public static let fcmTargetEmpty = Self(
        "fcm.target-empty", .error,
        summary: "An empty token, topic, condition or fid in an FCM v1 message.",
        example: #"{"message":{"token":"","notification":{"title":"Sale"}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"}}}"#,
        source:
            "\(FCMSource.reference) (the target union: a registration token, topic name or condition); \(FCMSource.go) countNonEmpty; \(FCMSource.python) (Message.token must be a non-empty string); \(FCMSource.node) (Exactly one of fid, topic, token or condition is required)"
    )

    /// A message has one target: `token`, `topic`, `condition` (or `fid`, which the Admin
    /// SDKs send; the reference's union lists the first three).
    public static let fcmTargetMultiple = Self(
        "fcm.target-multiple", .error,
        summary: "An FCM v1 message with more than one of token, topic, condition and fid.",
        example: #"{"message":{"token":"fcm-token-1","topic":"news","notification":{"title":"Sale"}}}"#,
        passing: #"{"message":{"topic":"news","notification":{"title":"Sale"}}}"#,
        source:
            "\(FCMSource.reference) (Union field target can be only one of token, topic, condition); \(FCMSource.sdks) (exactly one of fid, token, topic or condition; fid is the Admin SDKs' at HEAD, the reference pages do not list it yet)"
    )

    /// The v1 API takes the topic's bare name; the Admin SDKs strip `/topics/`, the server
    /// does not.
    public static let fcmTopicPrefix = Self(
        "fcm.topic-prefix", .error,
        summary:
            "An FCM v1 topic written with the legacy /topics/ prefix, which the server refuses (the Admin SDKs strip it).",
        example: #"{"message":{"topic":"/topics/news","notification":{"title":"Sale"}}}"#,
        passing: #"{"message":{"topic":"news","notification":{"title":"Sale"}}}"#,
        source:
            "\(FCMSource.reference) (topic: Note: \"/topics/\" prefix should not be provided); \(FCMSource.go) (TrimPrefix /topics/); \(FCMSource.python) sanitize_topic_name; \(FCMSource.node) (topic.replace(/^\\/topics\\//))"
    )

    /// A topic name is letters, digits and `-_.~%`.
    public static let fcmTopicInvalid = Self(
        "fcm.topic-invalid", .error,
        summary: "An FCM topic name with characters outside [a-zA-Z0-9-_.~%].",
        example: #"{"message":{"topic":"spring sale!","notification":{"title":"Sale"}}}"#,
        passing: #"{"message":{"topic":"spring-sale","notification":{"title":"Sale"}}}"#,
        source:
            "\(FCMSource.go) bareTopicNamePattern ^[a-zA-Z0-9-_.~%]+$; \(FCMSource.python) sanitize_topic_name; \(FCMSource.node) (Malformed topic name)"
    )

    /// A condition is quoted topics with `in topics`, `&&`, `||`, `!` and parentheses.
    public static let fcmConditionInvalid = Self(
        "fcm.condition-invalid", .error,
        summary:
            "An FCM condition that cannot be read: an unquoted topic, a missing `in topics`, an unbalanced parenthesis.",
        example: #"{"message":{"condition":"news && sports","notification":{"title":"Sale"}}}"#,
        passing: #"{"message":{"condition":"'news' in topics && 'sports' in topics","notification":{"title":"Sale"}}}"#,
        source:
            "\(FCMSource.reference) (condition: e.g. \"'foo' in topics && 'bar' in topics\"); Firebase, \"Send messages to topics\" (conditions: &&, ||, !, parentheses)"
    )

    /// A condition names at most five topics.
    public static let fcmConditionTopics = Self(
        "fcm.condition-topics", .error,
        summary: "An FCM condition with more than five topics.",
        example:
            #"{"message":{"condition":"'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics || 'f' in topics","notification":{"title":"Sale"}}}"#,
        passing:
            #"{"message":{"condition":"'a' in topics || 'b' in topics || 'c' in topics || 'd' in topics || 'e' in topics","notification":{"title":"Sale"}}}"#,
        source:
            "Firebase, \"Send messages to topics\" (you can include up to five topics in your conditional expression)"
    )

    /// The reference reserves `from`, `message_type` and the prefixes `google.` and
    /// `gcm.notification.` in data (older pages: any key starting with `google` or `gcm`); the
    /// Admin SDKs check none of them for v1 (Node's blacklist of `from` is the legacy API's).
    public static let fcmDataReservedKey = Self(
        "fcm.data-reserved-key", .error,
        summary: "A data key FCM reserves: from, message_type, or one starting with google. or gcm.notification.",
        example: #"{"message":{"token":"fcm-token-1","data":{"from":"shop"}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"sender":"shop"}}}"#,
        source:
            "\(FCMSource.reference) (data: the key should not be a reserved word (\"from\", \"message_type\", or any word starting with \"google.\" or \"gcm.notification.\")); \(FCMSource.node) BLACKLISTED_DATA_PAYLOAD_KEYS (from, legacy API only)"
    )

    /// The device downloads the image: a text that is no URL shows no image. The Admin SDKs
    /// refuse it; the server takes it.
    public static let fcmImageURL = Self(
        "fcm.image-url", .warning,
        summary:
            "A notification image (notification, android.notification, apns.fcm_options) that is not an absolute URL.",
        example: #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale","image":"sale.png"}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale","image":"https://shop.example.com/sale.png"}}}"#,
        source:
            "\(FCMSource.go) (url.ParseRequestURI: invalid image URL); \(FCMSource.node) (imageUrl must be a valid URL string)"
    )

    /// FCM refuses the message when the label is longer than 50 characters or holds a space or
    /// another character outside its alphabet; use `-` or `_` between words.
    public static let fcmAnalyticsLabel = Self(
        "fcm.analytics-label", .error,
        summary: "An fcm_options.analytics_label that is not 1 to 50 of [a-zA-Z0-9-_.~%].",
        example:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"fcm_options":{"analytics_label":"spring sale"}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"fcm_options":{"analytics_label":"spring_sale"}}}"#,
        source:
            "\(FCMSource.reference) FcmOptions (analytics_label: format ^[a-zA-Z0-9-_.~%]{1,50}$); \(FCMSource.python) check_analytics_label"
    )

    /// Android shows the default colour for anything but `#rrggbb`; the Admin SDKs refuse it.
    public static let fcmColor = Self(
        "fcm.color", .warning,
        summary: "An android.notification.color that is not #rrggbb.",
        example: #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","color":"red"}}}}"#,
        passing:
            ##"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","color":"#ff0000"}}}}"##,
        source:
            "\(FCMSource.reference) AndroidNotification (color: expressed in #rrggbb format); \(FCMSource.go) colorPattern; \(FCMSource.python); \(FCMSource.node)"
    )

    /// Localisation arguments without the key they fill.
    public static let fcmLocArgsWithoutKey = Self(
        "fcm.loc-args-without-key", .warning,
        summary: "android.notification title_loc_args or body_loc_args without title_loc_key or body_loc_key.",
        example:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","body_loc_args":["20"]}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","body_loc_key":"sale_body","body_loc_args":["20"]}}}}"#,
        source:
            "\(FCMSource.go) (bodyLocKey is required when specifying bodyLocArgs); \(FCMSource.python); \(FCMSource.node)"
    )

    /// `light_settings` needs its colour and both durations.
    public static let fcmLightSettings = Self(
        "fcm.light-settings", .error,
        summary:
            "android.notification.light_settings without color, light_on_duration or light_off_duration, or a colour channel outside 0 to 1.",
        example:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","light_settings":{"color":{"red":1}}}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","android":{"notification":{"title":"Sale","light_settings":{"color":{"red":1},"light_on_duration":"0.5s","light_off_duration":"1s"}}}}}"#,
        source:
            "\(FCMSource.reference) LightSettings (color, light_on_duration and light_off_duration: Required; google.type.Color channels in [0, 1]); \(FCMSource.python) encode_light_settings"
    )

    /// The browser ignores any other text direction; the Admin SDKs refuse it.
    public static let fcmWebpushDirection = Self(
        "fcm.webpush-direction", .warning,
        summary: "A webpush.notification.dir other than auto, ltr or rtl.",
        example: #"{"message":{"token":"fcm-token-1","webpush":{"notification":{"title":"Sale","dir":"left"}}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","webpush":{"notification":{"title":"Sale","dir":"ltr"}}}}"#,
        source:
            "\(FCMSource.go) (direction must be 'ltr', 'rtl' or 'auto'); \(FCMSource.python); WHATWG Notifications API (NotificationDirection)"
    )

    /// `webpush.fcm_options.link` must be HTTPS.
    public static let fcmWebpushLink = Self(
        "fcm.webpush-link", .error,
        summary: "A webpush.fcm_options.link that is not an https URL.",
        example:
            #"{"message":{"token":"fcm-token-1","webpush":{"notification":{"title":"Sale"},"fcm_options":{"link":"http://shop.example.com"}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","webpush":{"notification":{"title":"Sale"},"fcm_options":{"link":"https://shop.example.com"}}}}"#,
        source:
            "\(FCMSource.reference) WebpushFcmOptions (link: for all URL values, HTTPS is required); \(FCMSource.go) (want scheme https); \(FCMSource.python) (WebpushFCMOptions.link must be a HTTPS URL)"
    )

    /// FCM's limit of 4,096 bytes, over the data's keys and values and the notification's
    /// texts. How the server counts exactly is not published: pushkit counts what the
    /// reference calls the payload.
    public static let fcmMessageTooLarge = Self(
        "fcm.message-too-large", .error,
        summary: "An FCM message whose payload (data keys and values, notification texts) is over 4,096 bytes.",
        example: "{\"message\":{\"token\":\"fcm-token-1\",\"data\":{\"k\":\"" + FCMSource.filler(4100)
            + "\"}}}",
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"x"}}}"#,
        source:
            "Firebase, \"FCM messages\" (maximum payload for both message types is 4096 bytes); the exact count is the server's: pushkit counts the data's keys and values and the notification's texts in UTF-8"
    )

    /// The `apns` headers are APNs headers: FCM passes them on.
    public static let fcmAPNsHeader = Self(
        "fcm.apns-header", .error,
        summary:
            "An apns.headers value APNs refuses: an unknown apns-push-type, an apns-priority other than 10, 5, 1, a bad apns-expiration, apns-collapse-id, apns-id or apns-topic.",
        example:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"apns":{"headers":{"apns-priority":"high"}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","notification":{"title":"Sale"},"apns":{"headers":{"apns-priority":"10"}}}}"#,
        source:
            "\(FCMSource.reference) ApnsConfig (headers: HTTP request headers defined in Apple Push Notification Service); Apple, \"Sending notification requests to APNs\""
    )

    /// FCM refuses the request: iOS wakes an app in the background only at the normal priority.
    /// Send `apns-priority` 5, or add a notification for an alert at 10.
    public static let fcmAPNsPriorityDataOnly = Self(
        "fcm.apns-priority-data-only", .error,
        summary: "apns-priority 10 on an FCM message with data alone, which goes to iOS as a background push.",
        example: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"apns":{"headers":{"apns-priority":"10"}}}}"#,
        passing: #"{"message":{"token":"fcm-token-1","data":{"k":"v"},"apns":{"headers":{"apns-priority":"5"}}}}"#,
        source:
            "\(FCMSource.reference) (data: when sending payloads containing only data fields to iOS devices, only normal priority (\"apns-priority\": \"5\") is allowed in ApnsConfig)"
    )
    /// APNs refuses the push (413), so nothing reaches the iPhone. FCM adds every data key
    /// to the iOS payload, so shorten the texts or move data out of the push (fetch it when
    /// the app opens).
    public static let fcmAPNsPayloadTooLarge = Self(
        "fcm.apns-payload-too-large", .error,
        summary:
            "An FCM message whose apns.payload, with the message's data written into it as FCM does, is over APNs's 4,096 bytes.",
        example:
            "{\"message\":{\"token\":\"fcm-token-1\",\"apns\":{\"payload\":{\"aps\":{\"alert\":{\"title\":\"Sale\"}},\"offer\":\""
            + FCMSource.filler(4100) + "\"}}}}",
        passing:
            #"{"message":{"token":"fcm-token-1","apns":{"payload":{"aps":{"alert":{"title":"Sale"}},"offer":"x"}}}}"#,
        source:
            "Apple, \"Generating a remote notification\" (the maximum payload size is 4 KB, 4096 bytes, for a regular remote notification) and \"Handling notification responses from APNs\" (413 PayloadTooLarge); \(FCMSource.reference) ApnsConfig.payload (the APNs payload as a JSON object, sent to APNs as given); Firebase, \"Send messages\" (data keys reach iOS as custom keys of the APNs payload). The count is a lower bound: FCM adds keys of its own (gcm.message_id, google.c.*)"
    )

    /// Web Push carries at most 4,096 encrypted bytes. Shorten the texts or move data out
    /// of the push.
    public static let fcmWebpushTooLarge = Self(
        "fcm.webpush-too-large", .error,
        summary:
            "An FCM message whose web push (data, notification) is over the 3,993 bytes of plain text a 4,096-byte Web Push message holds.",
        example: "{\"message\":{\"token\":\"fcm-token-1\",\"webpush\":{\"data\":{\"offer\":\""
            + FCMSource.filler(4000) + "\"}}}}",
        passing: #"{"message":{"token":"fcm-token-1","webpush":{"data":{"offer":"x"}}}}"#,
        source:
            "RFC 8030 section 7.2 (a push service must take push messages of at least 4096 octets; it may refuse larger ones with 413 Payload Too Large); RFC 8291 section 4 (86 octets of header, 16 of authentication tag and 1 of padding leave at most 3993 octets of plain text); \(FCMSource.reference) WebpushConfig (data and notification sent to the browser). The count is a lower bound: FCM wraps them in keys of its own"
    )

    /// FCM hands the push to APNs for the activity's own token, not the app's device token.
    /// Put Apple's push-to-start token (to start one) or the activity's push token (to update
    /// or end it) in `apns.live_activity_token`, beside the FCM registration token.
    public static let fcmLiveActivityTokenMissing = Self(
        "fcm.live-activity-token-missing", .error,
        summary:
            "A Live Activity push through FCM (an aps event, or apns-push-type liveactivity) without apns.live_activity_token.",
        example:
            #"{"message":{"token":"fcm-token-1","apns":{"payload":{"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":1}}}}}}"#,
        passing:
            #"{"message":{"token":"fcm-token-1","apns":{"live_activity_token":"80b356f4805f1846","payload":{"aps":{"timestamp":1767225600,"event":"update","content-state":{"score":1}}}}}}"#,
        source:
            "Firebase, \"Get started with Live Activity\" (https://firebase.google.com/docs/cloud-messaging/ios/live-activity: starting needs Apple's push-to-start token, updating and ending the activity's push token, each in apns.live_activity_token beside the FCM registration token); \(FCMSource.reference) ApnsConfig.live_activity_token; firebase-admin-node src/messaging/messaging-api.ts ApnsConfig.liveActivityToken (APN pushToStartToken or pushToken to start or update live activities), firebase-admin-python APNSConfig.live_activity_token (PR 875)"
    )
}

extension RuleCatalogue {
    static let fcm: [Diagnostic.Code] = [
        .fcmLegacyAPI, .fcmUnknownField, .fcmInvalidType, .fcmInvalidEnum, .fcmInvalidDuration, .fcmInvalidTimestamp,
        .fcmNegativeDuration, .fcmFieldTwice, .fcmTargetEmpty, .fcmTargetMultiple, .fcmTopicPrefix, .fcmTopicInvalid,
        .fcmConditionInvalid, .fcmConditionTopics, .fcmDataNotString, .fcmDataReservedKey, .fcmImageURL,
        .fcmAnalyticsLabel, .fcmColor, .fcmLocArgsWithoutKey, .fcmLightSettings, .fcmWebpushDirection,
        .fcmWebpushLink, .fcmMessageTooLarge, .fcmAPNsHeader, .fcmAPNsPriorityDataOnly, .fcmAPNsPayloadTooLarge,
        .fcmWebpushTooLarge, .fcmLiveActivityTokenMissing,
    ]
}
