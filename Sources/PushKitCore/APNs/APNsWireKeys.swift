/// The objects of an APNs payload and their keys (Apple, "Payload key reference" and
/// "Starting and updating Live Activities with ActivityKit push notifications").
extension WireKeys {
    /// The top level of a plain APNs payload: `aps`, then the app's own keys.
    static let apnsPayload = WireKeys(["aps"])

    /// `aps`. The Live Activity keys are modelled only in a Live Activity's `aps`
    /// (``liveActivityAPS``); the channel and token keys and Safari's `url-args` pass
    /// through as written, as does `content-changed` (a widget or control reload).
    static let aps = WireKeys(
        [
            "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
            "target-content-id", "interruption-level", "relevance-score", "filter-criteria",
        ],
        kept: [
            "timestamp", "event", "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes",
            "input-push-channel", "input-push-token", "url-args", "content-changed",
        ])

    /// The `aps` of a Live Activity push: ``aps`` and the Live Activity keys.
    static let liveActivityAPS = aps.adding([
        "timestamp", "event", "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes",
    ])

    /// `aps.alert` in its object form; the legacy keys pass through as written.
    static let alert = WireKeys(
        [
            "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
            "subtitle-loc-args", "loc-key", "loc-args",
        ],
        kept: ["action-loc-key", "action", "summary-arg", "summary-arg-count"])

    /// `aps.alert` of a Live Activity push: ``alert`` and `sound`, which ActivityKit reads
    /// inside the alert; its `title` and `body` may be ``liveActivityAlertText`` objects.
    static let liveActivityAlert = WireKeys(alert.modelled, kept: alert.kept + ["sound"])

    /// A Live Activity alert's `title` or `body` written as a localisation object.
    static let liveActivityAlertText = WireKeys(["loc-key", "loc-args"])

    /// The critical-alert `aps.sound` object.
    static let criticalSound = WireKeys(["critical", "name", "volume"])
}

extension ShownKeys {
    /// The keys of `aps` the user sees or hears (a misspelt one is a warning).
    static let aps: Table = [
        "alert": "the alert never shows", "badge": "the badge is never set", "sound": "the sound never plays",
    ]
    /// The text keys of `aps.alert` (a misspelt one is a warning: `titel` loses the title).
    static let alert: Table = [
        "title": "the title never shows", "subtitle": "the subtitle never shows", "body": "the body never shows",
        "title-loc-key": "the localised title never shows", "subtitle-loc-key": "the localised subtitle never shows",
        "loc-key": "the localised body never shows",
    ]
}
