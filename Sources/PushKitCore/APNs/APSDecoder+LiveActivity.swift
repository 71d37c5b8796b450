// Reading the Live Activity keys of `aps`: the event, timestamp and content state, what a
// push-to-start needs (and its iOS 18 options), and the dates against the clock.

extension APNsDecoder {
    /// Reads the Live Activity keys of an `aps` that ``isLiveActivityAttempt(_:sentAsLiveActivity:)``
    /// found; `isStart` when it means to start one (``isStartAttempt(_:)``), even without
    /// `event`: what a start needs is then reported missing (Apple, "Starting and updating
    /// Live Activities with ActivityKit push notifications": `event` start, an `alert`,
    /// `attributes-type` and `attributes`; `input-push-token` the number 1 and
    /// `input-push-channel` a base64 channel ID on iOS 18).
    static func liveActivity(
        _ aps: TypoCheckedObject, isLiveActivity: Bool, isStart: Bool, in checker: inout Checker
    )
        -> APS.LiveActivity?
    {
        guard isLiveActivity else {
            _ = checker.integer(aps, "timestamp", .apns, owner: "aps")
            _ = checker.integer(aps, "stale-date", .apns, owner: "aps")
            _ = checker.integer(aps, "dismissal-date", .apns, owner: "aps")
            return nil
        }
        var complete = true
        func require(_ checker: inout Checker, _ key: StaticString, _ why: String) {
            if aps[member: key] == nil {
                checker.emit(
                    .apnsLiveActivityIncomplete, at: aps.object,
                    "a Live Activity push needs \(checker.quotedKey(key)) \(why)")
                complete = false
            }
        }
        require(&checker, "timestamp", "(seconds since 1970 when the update was made)")
        require(
            &checker, "event",
            isStart
                ? "set to \"start\" (attributes-type, attributes and the input-push keys only start an activity)"
                : "(start, update or end)")
        let timestampMember = checker.integer(aps, "timestamp", .apns, owner: "aps")
        let timestamp = timestampMember?.0
        var event: APS.LiveActivity.Event?
        if let (text, eventValue) = checker.string(aps, "event", .apns, owner: "aps") {
            event = APS.LiveActivity.Event(rawValue: text)
            if event == nil {
                checker.emit(
                    .apnsLiveActivityEvent, at: eventValue,
                    "event must be start, update or end, not \(JSONText.quoted(text))")
            }
        }
        if isStart || event == .update {
            require(&checker, "content-state", "for event \(event?.rawValue ?? "start")")
        }
        if isStart {
            require(&checker, "attributes-type", "to start an activity")
            require(&checker, "attributes", "to start an activity")
            require(
                &checker, "alert",
                "to start an activity: Apple requires a push-to-start to alert the person (\"Include an alert in the JSON payload\"), and one without an alert does not start"
            )
            Self.checkStartOptions(aps, in: &checker)
        }
        let contentState = checker.object(aps, "content-state", .apns, owner: "aps").map(JSONTree.init)
        let attributes = checker.object(aps, "attributes", .apns, owner: "aps").map(JSONTree.init)
        let attributesType = checker.string(aps, "attributes-type", .apns, owner: "aps")?.0
        let staleDate = checker.integer(aps, "stale-date", .apns, owner: "aps")
        let dismissalDate = checker.integer(aps, "dismissal-date", .apns, owner: "aps")
        Self.checkActivityDates(
            timestamp: timestampMember, event: event, staleDate: staleDate, dismissalDate: dismissalDate, in: &checker)
        guard complete, let timestamp, let event else { return nil }
        return APS.LiveActivity(
            timestamp: timestamp, event: event, contentState: contentState, staleDate: staleDate?.0,
            dismissalDate: dismissalDate?.0, attributesType: attributesType, attributes: attributes)
    }

    /// The iOS 18 options of a push-to-start, with the types Apple documents (Apple,
    /// "Starting and updating Live Activities with ActivityKit push notifications"):
    /// `"input-push-token": 1` asks for the new activity's update token, and
    /// `input-push-channel` is the base64 ID of a channel created beforehand ("If the
    /// channel ID isn't a valid channel, the Live Activity fails to start"). Another
    /// value is not what ActivityKit reads: no token comes back, or the activity does not
    /// start.
    private static func checkStartOptions(_ aps: TypoCheckedObject, in checker: inout Checker) {
        if let token = aps[member: "input-push-token"], !(token.number?.isInteger == true && token.number?.int == 1) {
            checker.emit(
                .apnsInvalidType, at: token,
                "input-push-token must be the number 1, not \(checker.describe(token)): it is the only value Apple documents, and ActivityKit then sends the started activity's update token"
            )
        }
        if let channel = aps[member: "input-push-channel"] {
            if let text = channel.string {
                if !Self.isBase64(text) {
                    checker.emit(
                        .apnsInvalidType, at: channel,
                        "input-push-channel must be a channel ID as APNs returned it, a base64 string such as \"dHN0LXNyY2gtY2hubA==\"; \(checker.describe(channel)) is not one, and with an invalid channel the Live Activity fails to start"
                    )
                }
            } else {
                checker.emit(
                    .apnsInvalidType, at: channel,
                    "input-push-channel must be a base64 channel ID string, not \(checker.describe(channel)); with an invalid channel the Live Activity fails to start"
                )
            }
        }
    }

    /// Whether `text` is standard base64 (RFC 4648 section 4): letters, digits, `+` and `/`,
    /// padded with `=` to a multiple of four characters, not empty.
    static func isBase64(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count % 4 == 0 else { return false }
        var padding = 0
        for byte in bytes {
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0 else { return false }  // = only at the end
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                continue
            default: return false
            }
        }
        return padding <= 2
    }

    /// The Live Activity's dates, read as ActivityKit reads them: seconds since 1970.
    ///
    /// Apple, "Starting and updating Live Activities with ActivityKit push notifications"
    /// and ActivityKit's `Activity.end(_:dismissalPolicy:timestamp:)`: an update whose
    /// `timestamp` is older than one already received is ignored; `ActivityContent.staleDate`:
    /// at the stale date the activity turns `.stale`; `ActivityUIDismissalPolicy.after(_:)`:
    /// an ended activity is removed at the dismissal date or four hours after it ended,
    /// whichever comes first. The checks against the clock run only with ``Checker/now``.
    ///
    /// An `update` stamped more than eight hours before ``Checker/now`` is ignored: an activity
    /// runs at most eight hours ("Displaying live data with Live Activities", Understand
    /// constraints), so any activity still running shows content newer than it, and
    /// `Activity.update(_:alertConfiguration:timestamp:)` ignores a payload older than the
    /// previous one. An `end` is not held to this: the one report found (Apple Developer
    /// Forums thread 776165, "Broadcast Push Notifications - Update ignored") had the same
    /// old timestamp ignored as `update` and applied as `end`.
    private static func checkActivityDates(
        timestamp timestampMember: (Int, JSONValue)?, event: APS.LiveActivity.Event?, staleDate: (Int, JSONValue)?,
        dismissalDate: (Int, JSONValue)?, in checker: inout Checker
    ) {
        let now = checker.now
        // Each date is first held to the years 0 to 9999: past them it is no time a clock
        // shows, and the checks against the clock and the timestamp (clamped, so that no
        // value traps) would say nothing true of it.
        var timestamp = timestampMember.map { Int64($0.0) }
        let millisecondsFrom: Int64 = 100_000_000_000  // 5138 in seconds; 1973 in milliseconds
        if let (_, value) = timestampMember, let stamp = timestamp {
            if stamp >= millisecondsFrom, CalendarSeconds.contains(stamp / 1000) {
                checker.emit(
                    .apnsLiveActivityDate, .error, at: value,
                    "timestamp \(stamp) looks like milliseconds: ActivityKit reads seconds since 1970, so this update is dated thousands of years ahead and every later update, stamped in seconds, is ignored as older; write \(stamp / 1000)"
                )
                timestamp = nil
            } else if let reason = CalendarSeconds.outOfRange(stamp) {
                checker.emit(
                    .apnsLiveActivityDate, .error, at: value,
                    "timestamp \(stamp) \(reason) (read as seconds since 1970, or as milliseconds): it is the time of no update, and ActivityKit orders updates by it, so this one and those after it are not shown as sent; stamp it with the time it is sent, in seconds since 1970"
                )
                timestamp = nil
            }
        }
        if let (_, value) = timestampMember, let stamp = timestamp, let now {
            if stamp > now.clampedAdding(Self.clockSkew) {
                checker.emit(
                    .apnsLiveActivityDate, .warning, at: value,
                    "timestamp \(stamp) is \(stamp.clampedSubtracting(now)) seconds after now (\(now)): until then ActivityKit ignores every update stamped with the time it was made, as older than this one"
                )
            } else if event == .update, now.clampedSubtracting(stamp) > Self.longestActivity {
                checker.emit(
                    .apnsLiveActivityDate, .error, at: value,
                    "timestamp \(stamp) is \(now.clampedSubtracting(stamp) / 3600) hours before now (\(now)): a Live Activity runs at most eight hours, so every activity still running shows content newer than this update, and ActivityKit ignores an update older than the one it shows; stamp it with the time it is sent"
                )
            }
        }
        if let (staleSeconds, value) = staleDate,
            !isOutsideCalendar(
                "stale-date", Int64(staleSeconds), at: value, "the time the content goes out of date", in: &checker)
        {
            let stale = Int64(staleSeconds)
            if let timestamp, stale <= timestamp {
                checker.emit(
                    .apnsLiveActivityDate, .warning, at: value,
                    "stale-date \(stale) is not after timestamp \(timestamp): the activity shows as out of date (ActivityState.stale) as soon as it arrives"
                )
            } else if let now, stale <= now {
                checker.emit(
                    .apnsLiveActivityDate, .warning, at: value,
                    "stale-date \(stale) is already past (\(now.clampedSubtracting(stale)) seconds before now): the activity shows as out of date (ActivityState.stale) as soon as it arrives"
                )
            }
        }
        if let (dismissalSeconds, value) = dismissalDate,
            !isOutsideCalendar(
                "dismissal-date", Int64(dismissalSeconds), at: value,
                "the time the ended activity should leave the screen", in: &checker)
        {
            let dismissal = Int64(dismissalSeconds)
            if let now, dismissal > now.clampedAdding(4 * 3600) {
                checker.emit(
                    .apnsLiveActivityDate, .info, at: value,
                    "dismissal-date \(dismissal) is more than four hours after now: the system removes an ended Live Activity four hours after it ends at the latest"
                )
            }
        }
    }

    /// Reports the date `key` when `seconds` lies outside the years 0 to 9999, saying what
    /// to write instead (`fix`); whether it did.
    private static func isOutsideCalendar(
        _ key: String, _ seconds: Int64, at value: JSONValue, _ fix: String, in checker: inout Checker
    )
        -> Bool
    {
        guard let reason = CalendarSeconds.outOfRange(seconds) else { return false }
        checker.emit(
            .apnsLiveActivityDate, .error, at: value,
            "\(key) \(seconds) \(reason) (read as seconds since 1970): it is the time of nothing the activity can reach; write \(fix), in seconds since 1970"
        )
        return true
    }

    /// How far ahead of ``now`` a timestamp may be before it is reported: the sender's
    /// clock and pushkit's may differ by a few minutes.
    private static let clockSkew: Int64 = 300

    /// The longest a Live Activity runs before the system ends it: eight hours.
    private static let longestActivity: Int64 = 8 * 3600
}
