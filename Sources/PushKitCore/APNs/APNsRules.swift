// Codes and catalogue entries: APNs rules.

extension Diagnostic.Code {
    /// No aps on an iOS payload (any object that is not an FCM/Android or walkthrough document).
    public static let apnsAPSMissing = Self(
        "apns.aps-missing", .error,
        summary: "No aps on an iOS payload (any object that is not an FCM/Android or walkthrough document).",
        example: "{\"alert\":\"Hi\"}", source: APNsSource.generating)
    /// Any aps key of the wrong JSON type (alert not string/object, sound not string/object, thread-id/category/target-content-id/filter-criteria not string, relevance-score not number, interruption-level not string, loc-args not array of strings, alert fields not strings, aps itself not an object).
    public static let apnsInvalidType = Self(
        "apns.invalid-type", .error,
        summary:
            "Any aps key of the wrong JSON type (alert not string/object, sound not string/object, thread-id/category/target-content-id/filter-criteria not string, relevance-score not number, interruption-level not string, loc-args not array of strings, alert fields not strings, aps itself not an object).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"category\":7}}", source: APNsSource.generating)
    /// Badge not an integer (a string "1", 1.5, true).
    public static let apnsBadgeNotInteger = Self(
        "apns.badge-not-integer", .error,
        summary: "Badge not an integer (a string \"1\", 1.5, true).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"badge\":\"1\"}}", source: APNsSource.generating)
    /// Badge < 0.
    public static let apnsBadgeNegative = Self(
        "apns.badge-negative", .error,
        summary: "Badge < 0.",
        example: "{\"aps\":{\"badge\":-1}}", source: APNsSource.generating)
    /// Content-available / mutable-content written as boolean, string, or a number other than 0/1.
    public static let apnsFlagType = Self(
        "apns.flag-type", .error,
        summary: "Content-available / mutable-content written as boolean, string, or a number other than 0/1.",
        example: "{\"aps\":{\"content-available\":true}}",
        source: "\(APNsSource.generating) and \(APNsSource.background)")
    /// Content-available / mutable-content is 0 (it does nothing: remove it).
    public static let apnsFlagZero = Self(
        "apns.flag-zero", .warning,
        summary: "Content-available / mutable-content is 0 (it does nothing: remove it).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"mutable-content\":0}}",
        source: "\(APNsSource.generating) and \(APNsSource.background)")
    /// Content-available: 1 together with alert, badge or sound: the alert shows and the app is woken too (a hint).
    public static let apnsBackgroundWithAlert = Self(
        "apns.background-with-alert", .info,
        summary:
            "Content-available: 1 together with alert, badge or sound: the alert shows and the app is woken too; it is sent as an alert push.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"content-available\":1}}",
        source:
            "Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:) (the userInfo may hold an alert) and \"Pushing background updates to your app\" (a background update carries no alert, badge or sound)"
    )
    /// Unknown interruption-level (message suggests time-sensitive for time-senstive).
    public static let apnsInterruptionLevel = Self(
        "apns.interruption-level", .warning,
        summary:
            "Unknown interruption-level (message suggests time-sensitive for time-senstive): delivered, but the level asked for is not applied.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"interruption-level\":\"time-senstive\"}}",
        source: APNsSource.generating)
    /// Interruption-level critical without the critical sound object.
    public static let apnsCriticalWithoutSound = Self(
        "apns.critical-without-sound", .info,
        summary:
            "Interruption-level critical without the critical sound object: critical on iOS 15 and later by the level alone (default critical sound); iOS 12 to 14 read only the sound object.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"interruption-level\":\"critical\",\"sound\":\"default\"}}",
        source:
            "Apple, UNNotificationInterruptionLevel.critical and \"Generating a remote notification\" (interruption-level; sound dictionary)",
        versions: "iOS 12 to 14 need the sound object; iOS 15 and later take the level alone")
    /// Sound dictionary: critical not 0 or 1, name missing/not string, volume outside 0...1.
    public static let apnsSoundInvalid = Self(
        "apns.sound-invalid", .error,
        summary:
            "Sound dictionary: critical not 0 or 1, name missing/not string, volume outside 0...1 (without critical it is an ordinary named sound).",
        example: "{\"aps\":{\"alert\":\"Hi\",\"sound\":{\"critical\":1,\"name\":\"default\",\"volume\":2}}}",
        source: APNsSource.generating)
    /// Relevance-score outside 0...1.
    public static let apnsRelevanceScoreRange = Self(
        "apns.relevance-score-range", .warning,
        summary: "Relevance-score outside 0...1 (for a Live Activity: below 0): delivered, ordered unpredictably.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"relevance-score\":1.5}}",
        source: "\(APNsSource.generating) (relevance-score 0 to 1) and \(APNsSource.liveActivity) (any score)")
    /// Alert object with none of title, subtitle, body, loc-key, title-loc-key (nothing to show).
    public static let apnsAlertEmpty = Self(
        "apns.alert-empty", .warning,
        summary: "Alert object with none of title, subtitle, body, loc-key, title-loc-key (nothing to show).",
        example: "{\"aps\":{\"alert\":{}}}", source: APNsSource.generating)
    /// Aps has nothing that delivers anything (no alert, badge, sound, content-available, live activity keys).
    public static let apnsNoEffect = Self(
        "apns.no-effect", .warning,
        summary:
            "Aps has nothing that delivers anything (no alert, badge, sound, content-available, live activity keys).",
        example: "{\"aps\":{\"category\":\"NEWS\"}}", source: APNsSource.generating)
    /// Body over 4096 bytes (5120 with push type voip), message says how many bytes over; not for a
    /// walkthrough, Reachu or Crobox document, which is never pushed.
    public static let apnsPayloadTooLarge = Self(
        "apns.payload-too-large", .error,
        summary:
            "Body over 4096 bytes (5120 with push type voip), message says how many bytes over; not for a walkthrough, Reachu or Crobox document, which is never pushed.",
        example: "a payload of 5000 bytes (4096 is the limit; 5120 with --push-type voip)", exampleIsPayload: false,
        source: APNsSource.sending)
    /// Event not start/update/end.
    public static let apnsLiveActivityEvent = Self(
        "apns.liveactivity-event", .error,
        summary: "Event not start/update/end.",
        example: "{\"aps\":{\"timestamp\":1700000000,\"event\":\"pause\",\"content-state\":{}}}",
        source: APNsSource.liveActivity)
    /// Live activity without timestamp (integer), or update/start without content-state object, or start without attributes-type/attributes.
    public static let apnsLiveActivityIncomplete = Self(
        "apns.liveactivity-incomplete", .error,
        summary:
            "Live activity without timestamp (integer), or update/start without content-state object, or start without attributes-type/attributes.",
        example: "{\"aps\":{\"event\":\"update\",\"content-state\":{}}}", source: APNsSource.liveActivity)
    /// A Live Activity date ActivityKit reads otherwise than meant: a `timestamp` in
    /// milliseconds, or ahead of the clock; a `stale-date` not after the timestamp or the
    /// clock; a `dismissal-date` past the four hours the system keeps an ended activity.
    public static let apnsLiveActivityDate = Self(
        "apns.liveactivity-date", .warning,
        summary:
            "A Live Activity date read otherwise than meant: timestamp in milliseconds (error: later updates are ignored), timestamp ahead of --now, stale-date not after the timestamp or --now (warning), dismissal-date over four hours after --now (info).",
        example:
            "{\"aps\":{\"timestamp\":1700000000,\"event\":\"update\",\"content-state\":{},\"stale-date\":1690000000}}",
        source:
            "Apple, \"Starting and updating Live Activities with ActivityKit push notifications\"; ActivityKit Activity.end(_:dismissalPolicy:timestamp:) (older timestamps are ignored), ActivityContent.staleDate, ActivityUIDismissalPolicy.after(_:) (four-hour window)"
    )
    /// `sound` inside `aps.alert` of a notification that is not a Live Activity: iOS reads
    /// `aps.sound`, so the sound does not play.
    public static let apnsAlertSound = Self(
        "apns.alert-sound", .warning,
        summary:
            "sound inside aps.alert of a notification: only a Live Activity alert has sound; iOS reads aps.sound, so no sound plays.",
        example: "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"sound\":\"default\"}}}",
        source:
            "Apple, \"Generating a remote notification\" (the alert dictionary's keys) and \"Starting and updating Live Activities with ActivityKit push notifications\" (alert.sound)"
    )
    /// A push type given by the caller (--push-type) that contradicts the payload.
    public static let apnsPushTypeMismatch = Self(
        "apns.push-type-mismatch", .error,
        summary: "A push type given by the caller (--push-type) that contradicts the payload.",
        example: "--push-type background for {\"aps\":{\"alert\":\"Hi\"}}", exampleIsPayload: false,
        source: APNsSource.sending)
    /// A misspelt content-available or mutable-content (content_available, mutableContent): the flag is off.
    public static let apnsFlagMisspelt = Self(
        "apns.flag-misspelt", .error,
        summary:
            "A misspelt content-available or mutable-content (content_available, contentAvailable, mutableContent): the flag is off. An error when the push only meant to wake the app (it then does nothing), else a warning.",
        example: "{\"aps\":{\"content_available\":1}}",
        source:
            "Apple, \"Generating a remote notification\" (Payload key reference: content-available, mutable-content) and \"Pushing background updates to your app\""
    )
    /// title-loc-args, subtitle-loc-args or loc-args without its loc-key: ignored.
    public static let apnsLocArgsWithoutKey = Self(
        "apns.loc-args-without-key", .warning,
        summary: "title-loc-args, subtitle-loc-args or loc-args without its loc-key: iOS ignores the arguments.",
        example: "{\"aps\":{\"alert\":{\"body\":\"Hi\",\"loc-args\":[\"Ada\"]}}}",
        source:
            "Apple, \"Generating a remote notification\" (alert: loc-key, loc-args); firebase-admin refuses loc-args without loc-key"
    )
    /// A key in aps that Apple does not define: the app's data belongs beside aps.
    public static let apnsCustomKeyInAPS = Self(
        "apns.custom-key-in-aps", .info,
        summary:
            "A key in aps that Apple does not define: the app's own data belongs beside aps, at the top level.",
        example: "{\"aps\":{\"alert\":\"Hi\",\"orderId\":\"42\"}}",
        source: "Apple, \"Generating a remote notification\": custom keys go outside the aps dictionary")
    /// The payload lacks what its push type needs: `content-changed: true` for widgets and
    /// controls, the `mdm` PushMagic string for mdm.
    public static let apnsPushTypePayload = Self(
        "apns.push-type-payload", .error,
        summary:
            "The payload lacks what its push type needs: \"content-changed\": true in aps for widgets and controls, the top-level mdm PushMagic string for mdm.",
        example: "--push-type widgets for {\"aps\":{}}", exampleIsPayload: false,
        source:
            "Apple, \"Sending notification requests to APNs\" (apns-push-type table); \"Updating widgets with WidgetKit push notifications\"; \"Updating controls locally and remotely\"; MDM protocol (mdm key)"
    )
    /// Priority 10 on a background push, or a --priority that contradicts the payload.
    public static let apnsPriorityMismatch = Self(
        "apns.priority-mismatch", .error,
        summary: "Priority 10 on a background push, or a --priority that contradicts the payload.",
        example: "--priority 10 for {\"aps\":{\"content-available\":1}}", exampleIsPayload: false,
        source: APNsSource.sending)
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
