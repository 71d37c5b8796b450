// Codes and catalogue entries: APNs rules.

extension Diagnostic.Code {
    /// Without `aps` iOS has nothing to show and does not wake the app, so the push does nothing. Put the
    /// notification's keys inside an `aps` dictionary.
    public static let apnsAPSMissing = Self(
        "apns.aps-missing", .error,
        summary: "No aps on an iOS payload (any object that is not an FCM/Android or walkthrough document).",
        example: "{\"alert\":\"Hi\"}", passing: #"{"aps":{"alert":"Hi"}}"#, source: APNsSource.generating)
    /// iOS reads each `aps` key with one type and skips a value of another, so what the key sets is lost. On a
    /// push-to-start, an `input-push-token` other than the number 1 brings back no update token, and an
    /// `input-push-channel` that is no base64 channel ID keeps the activity from starting. Give the value the type
    /// Apple documents.
    public static let apnsInvalidType = Self(
        "apns.invalid-type", .error,
        summary:
            "Any aps key of the wrong JSON type (alert not string/object, sound not string/object, thread-id/category/target-content-id/filter-criteria not string, relevance-score not number, interruption-level not string, loc-args not array of strings, alert fields not strings, aps itself not an object; on a push-to-start, input-push-token not the number 1, input-push-channel not a base64 string).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"category\":7}}", passing: #"{"aps":{"alert":"Hi","category":"NEWS"}}"#,
        source:
            "\(APNsSource.generating); \(APNsSource.liveActivity) (\"input-push-token\": 1; input-push-channel, a base64 channel ID: \"If the channel ID isn't a valid channel, the Live Activity fails to start\")"
    )
    /// The count is read as a whole number only, so the badge does not change. Send 1, not "1".
    public static let apnsBadgeNotInteger = Self(
        "apns.badge-not-integer", .error,
        summary: "Badge not an integer (a string \"1\", 1.5, true).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"badge\":\"1\"}}", passing: #"{"aps":{"alert":"Hi","badge":1}}"#,
        source: APNsSource.generating)
    /// iOS has no negative count, so the badge does not show what was meant. Send 0 to clear the badge.
    public static let apnsBadgeNegative = Self(
        "apns.badge-negative", .error,
        summary: "Badge < 0.",
        example: "{\"aps\":{\"badge\":-1}}", passing: #"{"aps":{"badge":0}}"#, source: APNsSource.generating)
    /// These flags count only as the number 1, so `true` or "1" leaves them off: the app is not woken, or the service
    /// extension does not run. Write 1. (`false` means off as 0 does, and is apns.flag-zero.)
    public static let apnsFlagType = Self(
        "apns.flag-type", .error,
        summary: "Content-available / mutable-content written as true, a string, or a number other than 0/1.",
        example: "{\"aps\":{\"content-available\":true}}",
        passing: #"{"aps":{"content-available":1}}"#, source: "\(APNsSource.generating) and \(APNsSource.background)")
    /// A flag of 0 or `false` is the same as no flag, yet it reads as if the push asked for something; the push works as
    /// its author meant, so both are judged alike. Delete the key, or set 1 if the app should be woken or the service
    /// extension run.
    public static let apnsFlagZero = Self(
        "apns.flag-zero", .warning,
        summary: "Content-available / mutable-content is 0 or false (off: it does nothing, remove it).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"mutable-content\":0}}",
        passing: #"{"aps":{"alert":"Hi"}}"#,
        source:
            "\(APNsSource.generating) (mutable-content and content-available: only the value 1 turns them on, so 0 and false both leave them off) and \(APNsSource.background)"
    )
    /// The wake-up is a side effect of a visible push (the message says what shows: the alert, the badge or the sound),
    /// not a background update the app can count on. If the update matters, send it as a push of its own; if only what
    /// shows does, drop the flag.
    public static let apnsBackgroundWithAlert = Self(
        "apns.background-with-alert", .info,
        summary:
            "Content-available: 1 together with alert, badge or sound: what is visible is delivered (the alert shows, the badge is set, the sound plays) and the app is woken too; it is sent as an alert push.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content-available\":1}}",
        passing: #"{"aps":{"alert":"Hi"}}"#,
        source:
            "Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (the userInfo may hold an alert) and \"Pushing background updates to your app\" (a background update carries no alert, badge or sound)"
    )
    /// iOS falls back to the active level, so a time-sensitive push no longer breaks through Focus and a passive one
    /// makes a sound. Use passive, active, time-sensitive or critical.
    public static let apnsInterruptionLevel = Self(
        "apns.interruption-level", .warning,
        summary:
            "Unknown interruption-level (message suggests time-sensitive for time-senstive): delivered, but the level asked for is not applied.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"interruption-level\":\"time-senstive\"}}",
        passing: #"{"aps":{"alert":"Hi","interruption-level":"time-sensitive"}}"#, source: APNsSource.generating)
    /// Devices on iOS 12 to 14 treat the push as an ordinary one, which obeys Do Not Disturb and the mute switch. Add a
    /// sound dictionary with `critical` 1 (the app needs the critical alerts entitlement either way).
    public static let apnsCriticalWithoutSound = Self(
        "apns.critical-without-sound", .info,
        summary:
            "Interruption-level critical without the critical sound object: critical on iOS 15 and later by the level alone (default critical sound); iOS 12 to 14 read only the sound object.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"interruption-level\":\"critical\",\"sound\":\"default\"}}",
        passing:
            #"{"aps":{"alert":"Hi","interruption-level":"critical","sound":{"critical":1,"name":"default","volume":1}}}"#,
        source:
            "Apple, UNNotificationInterruptionLevel.critical and \"Generating a remote notification\" (interruption-level; sound dictionary)",
        versions: "iOS 12 to 14 need the sound object; iOS 15 and later take the level alone")
    /// iOS plays no sound it cannot read, and a critical alert then arrives silently. Give `name` as a string,
    /// `critical` as 0 or 1 and `volume` from 0 to 1.
    public static let apnsSoundInvalid = Self(
        "apns.sound-invalid", .error,
        summary:
            "Sound dictionary: critical not 0 or 1, name missing/not string, volume outside 0...1 (without critical it is an ordinary named sound).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"sound\":{\"critical\":1,\"name\":\"default\",\"volume\":2}}}",
        passing: #"{"aps":{"alert":"Hi","sound":{"critical":1,"name":"default","volume":1}}}"#,
        source: APNsSource.generating)
    /// The system picks the notification to feature in a summary (and the Live Activity to show) by this score, and one
    /// out of range is placed arbitrarily. Use a value from 0 to 1.
    public static let apnsRelevanceScoreRange = Self(
        "apns.relevance-score-range", .warning,
        summary: "Relevance-score outside 0...1 (for a Live Activity: below 0): delivered, ordered unpredictably.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"relevance-score\":1.5}}",
        passing: #"{"aps":{"alert":"Hi","relevance-score":1}}"#,
        source: "\(APNsSource.generating) (relevance-score 0 to 1) and \(APNsSource.liveActivity) (any score)")
    /// The push shows an empty banner or nothing at all; a push-to-start must alert the person (Apple), so one whose
    /// alert shows nothing starts no activity, an error. Give the alert a title or a body.
    public static let apnsAlertEmpty = Self(
        "apns.alert-empty", .warning,
        summary:
            "Alert object with none of title, subtitle, body, loc-key, title-loc-key, or an empty alert string (nothing to show; an error on a push-to-start, which must alert).",
        example: "{\"aps\":{\"alert\":{}}}", passing: #"{"aps":{"alert":{"body":"Hi"}}}"#,
        source:
            "\(APNsSource.generating); \(APNsSource.liveActivity) (a start must \"Include an alert in the JSON payload\")"
    )
    /// The push is delivered, but the user sees and hears nothing and the app is not woken. Not reported beside an
    /// alert, badge, sound or flag refused for its type, whose error says the same. Add an alert, a sound or a badge,
    /// or `content-available` 1 for a background update.
    public static let apnsNoEffect = Self(
        "apns.no-effect", .warning,
        summary:
            "Aps has nothing that delivers anything (no alert, badge, sound, content-available, live activity keys; one of them present but of a wrong type is its own error, not this).",
        example: "{\"aps\":{\"category\":\"NEWS\"}}", passing: #"{"aps":{"alert":"Hi","category":"NEWS"}}"#,
        source: APNsSource.generating)
    /// APNs refuses the request (413 PayloadTooLarge), so nothing reaches the device. Shorten the text, move bulky data
    /// behind a URL the app fetches, or let `pushkit render --fit` trim the body.
    public static let apnsPayloadTooLarge = Self(
        "apns.payload-too-large", .error,
        summary:
            "Body over 4096 bytes (5120 with push type voip), message says how many bytes over; not for a walkthrough, Reachu or Crobox document, which is never pushed.",
        example: "a payload of 5000 bytes (4096 is the limit; 5120 with --push-type voip)", exampleIsPayload: false,
        passing: #"a payload of 4000 bytes (4096 is the limit; 5120 with --push-type voip)"#, source: APNsSource.sending
    )
    /// ActivityKit knows no other event, so the Live Activity does not change. Send `update` to change it and `end` to
    /// close it.
    public static let apnsLiveActivityEvent = Self(
        "apns.liveactivity-event", .error,
        summary: "Event not start/update/end.",
        example: "{\"aps\":{\"timestamp\":1700000000,\"event\":\"pause\",\"content-state\":{}}}",
        passing: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{}}}"#,
        source: APNsSource.liveActivity)
    /// ActivityKit cannot order or draw the update, so the Live Activity does not change or never starts. Send
    /// `timestamp` in seconds on every event, `content-state` on start and update, and on start the attributes and an
    /// alert; both start keys without `event` are read as the start they try to be.
    public static let apnsLiveActivityIncomplete = Self(
        "apns.liveactivity-incomplete", .error,
        summary:
            "Live activity without timestamp (integer) or event, or update/start without content-state object, or start without attributes-type/attributes or without an alert (Apple requires a push-to-start to alert); attributes-type and attributes without event are a start missing \"event\": \"start\".",
        example: "{\"aps\":{\"event\":\"update\",\"content-state\":{}}}",
        passing: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{}}}"#,
        source:
            "\(APNsSource.liveActivity): a start must \"Set the value of the event field to start. Include an alert in the JSON payload. Include the attributes-type and attributes keys.\"; \(APNsSource.generating) (timestamp, event, content-state)"
    )
    /// A timestamp in milliseconds lies far ahead, so every later update looks older and is dropped; an update stamped
    /// more than eight hours before the clock is older than anything a running activity shows, and dropped too (an old
    /// end is applied, so it is not reported); a stale date already past makes the activity stale on arrival. A date
    /// past the year 9999 or before the year 0 (`-9223372036854775808`, a stale date in nanoseconds) is the time of
    /// nothing: no calendar writes it, and no check against the clock can say what it means. Send whole seconds since
    /// 1970, later than the clock where they should be.
    public static let apnsLiveActivityDate = Self(
        "apns.liveactivity-date", .warning,
        summary:
            "A Live Activity date read otherwise than meant: any of the three dates later than 9999-12-31 or earlier than 0000-01-01 (error: no real time), timestamp in milliseconds, or an update's timestamp more than eight hours before --now (error: the update is ignored), timestamp ahead of --now, stale-date not after the timestamp or --now (warning), dismissal-date over four hours after --now (info).",
        example:
            "{\"aps\":{\"timestamp\":1700000000,\"event\":\"update\",\"content-state\":{},\"stale-date\":1690000000}}",
        passing: #"{"aps":{"timestamp":1700000000,"event":"update","content-state":{},"stale-date":1700003600}}"#,
        source:
            "\(APNsSource.liveActivity); Apple, \"Displaying live data with Live Activities\" (https://developer.apple.com/documentation/activitykit/displaying-live-data-with-live-activities), Understand constraints: an activity is active for up to eight hours; ActivityKit Activity.update(_:alertConfiguration:timestamp:) (a timestamp older than the previous update is ignored), Activity.end(_:dismissalPolicy:timestamp:), ActivityContent.staleDate, ActivityUIDismissalPolicy.after(_:) (four-hour window); Apple Developer Forums thread 776165 (https://developer.apple.com/forums/thread/776165: an old timestamp ignored on update, applied on end)"
    )
    /// The notification arrives silently. Move `sound` up into `aps`, beside `alert`.
    public static let apnsAlertSound = Self(
        "apns.alert-sound", .warning,
        summary:
            "sound inside aps.alert of a notification: only a Live Activity alert has sound; iOS reads aps.sound, so no sound plays.",
        example: "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"sound\":\"default\"}}}",
        passing: #"{"aps":{"alert":{"title":"Hi"},"sound":"default"}}"#,
        source:
            "Apple, \"Generating a remote notification\" (the alert dictionary's keys) and \"Starting and updating Live Activities with ActivityKit push notifications\" (alert.sound)"
    )
    /// APNs and the device act on the `apns-push-type` header, so a type that does not fit the payload is throttled,
    /// refused or shown wrongly. Leave `--push-type` out to take it from the payload, or correct whichever of the two
    /// is wrong.
    public static let apnsPushTypeMismatch = Self(
        "apns.push-type-mismatch", .error,
        summary: "A push type given by the caller (--push-type) that contradicts the payload.",
        example: "--push-type background for {\"aps\":{\"alert\":\"Hi\"}}", exampleIsPayload: false,
        passing: #"--push-type alert for {"aps":{"alert":"Hi"}}"#, source: APNsSource.sending)
    /// Apple reads only the hyphenated lower-case names, so the app is not woken or the service extension does not run.
    /// Rename the key as the message suggests.
    public static let apnsFlagMisspelt = Self(
        "apns.flag-misspelt", .error,
        summary:
            "A misspelt content-available or mutable-content (content_available, contentAvailable, mutableContent): the flag is off. An error when the push only meant to wake the app (it then does nothing), else a warning.",
        example: "{\"aps\":{\"content_available\":1}}",
        passing: #"{"aps":{"content-available":1}}"#,
        source:
            "Apple, \"Generating a remote notification\" (Payload key reference: content-available, mutable-content) and \"Pushing background updates to your app\""
    )
    /// The arguments fill the placeholders of a localized format string, and without its key there is none: the plain
    /// text shows instead. Add the matching `loc-key`, or write the final text.
    public static let apnsLocArgsWithoutKey = Self(
        "apns.loc-args-without-key", .warning,
        summary: "title-loc-args, subtitle-loc-args or loc-args without its loc-key: iOS ignores the arguments.",
        example: "{\"aps\":{\"alert\":{\"body\":\"Hi\",\"loc-args\":[\"Ada\"]}}}",
        passing: #"{"aps":{"alert":{"body":"Hi","loc-key":"GREETING","loc-args":["Ada"]}}}"#,
        source:
            "Apple, \"Generating a remote notification\" (alert: loc-key, loc-args); firebase-admin refuses loc-args without loc-key"
    )
    /// Apple reserves `aps` for its own keys, and a later iOS may give the name a meaning. Read the app's value from
    /// the top level of the notification's userInfo.
    public static let apnsCustomKeyInAPS = Self(
        "apns.custom-key-in-aps", .info,
        summary:
            "A key in aps that Apple does not define: the app's own data belongs beside aps, at the top level.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"orderId\":\"42\"}}",
        passing: #"{"aps":{"alert":"Hi"},"orderId":"42"}"#,
        source: "Apple, \"Generating a remote notification\": custom keys go outside the aps dictionary")
    /// Without it the widget or control is not reloaded, or the device is not told to contact its MDM server. Add what
    /// the type needs, or send the payload with the push type that matches it.
    public static let apnsPushTypePayload = Self(
        "apns.push-type-payload", .error,
        summary:
            "The payload lacks what its push type needs: \"content-changed\": true in aps for widgets and controls, the top-level mdm PushMagic string for mdm.",
        example: "--push-type widgets for {\"aps\":{}}", exampleIsPayload: false,
        passing: #"--push-type widgets for {"aps":{"content-changed":true}}"#,
        source:
            "Apple, \"Sending notification requests to APNs\" (apns-push-type table); \"Updating widgets with WidgetKit push notifications\"; \"Updating controls locally and remotely\"; MDM protocol (mdm key)"
    )
    /// APNs refuses a background push sent at the immediate priority, and throttles or refuses one whose priority is at
    /// odds with what it carries. Send background pushes at 5, or leave `--priority` out to take it from the payload.
    public static let apnsPriorityMismatch = Self(
        "apns.priority-mismatch", .error,
        summary: "Priority 10 on a background push, or a --priority that contradicts the payload.",
        example: "--priority 10 for {\"aps\":{\"content-available\":1}}", exampleIsPayload: false,
        passing: #"--priority 5 for {"aps":{"content-available":1}}"#, source: APNsSource.sending)
}

/// The Apple pages the APNs rules rest on.
enum APNsSource {
    static let generating =
        "Apple, \"Generating a remote notification\" (https://developer.apple.com/documentation/usernotifications/generating-a-remote-notification), its payload key reference"
    static let sending =
        "Apple, \"Sending notification requests to APNs\" (https://developer.apple.com/documentation/usernotifications/sending-notification-requests-to-apns): headers, size limits and the reasons of a refused request"
    static let background =
        "Apple, \"Pushing background updates to your app\" (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app)"
    static let liveActivity =
        "Apple, \"Starting and updating Live Activities with ActivityKit push notifications\" (https://developer.apple.com/documentation/activitykit/starting-and-updating-live-activities-with-activitykit-push-notifications)"
}

extension RuleCatalogue {
    static let apns: [Diagnostic.Code] = [
        .apnsAPSMissing,
        .apnsInvalidType,
        .apnsBadgeNotInteger,
        .apnsBadgeNegative,
        .apnsFlagType,
        .apnsFlagMisspelt,
        .apnsLocArgsWithoutKey,
        .apnsCustomKeyInAPS,
        .apnsFlagZero,
        .apnsBackgroundWithAlert,
        .apnsInterruptionLevel,
        .apnsCriticalWithoutSound,
        .apnsSoundInvalid,
        .apnsRelevanceScoreRange,
        .apnsAlertEmpty,
        .apnsNoEffect,
        .apnsPayloadTooLarge,
        .apnsLiveActivityEvent,
        .apnsLiveActivityIncomplete,
        .apnsLiveActivityDate,
        .apnsAlertSound,
        .apnsPushTypeMismatch,
        .apnsPushTypePayload,
        .apnsPriorityMismatch,
    ]
}
