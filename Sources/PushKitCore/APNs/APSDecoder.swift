// Reading `aps` itself: its members looked up once, the badge, the sound, the flags, the
// interruption level and relevance score, and the keys Apple does not define. The alert is
// read in APSDecoder+Alert.swift and the Live Activity keys in APSDecoder+LiveActivity.swift;
// the model is APS.swift, the rules APNsRules.swift.

extension KeyDomain {
    static let apns = KeyDomain(invalidType: .apnsInvalidType, missingKey: .apnsInvalidType)
}

extension APNsDecoder {
    /// Reads and checks `aps`; `nil` when it is not an object. `sentAsLiveActivity`: the
    /// sender gave push type liveactivity, so a lone start key makes it a Live Activity
    /// push (``isLiveActivityAttempt(_:sentAsLiveActivity:)``).
    static func aps(_ value: JSONValue, sentAsLiveActivity: Bool = false, in checker: inout Checker) -> APS? {
        var isLiveActivityAttempt = false
        return Self.aps(
            value, sentAsLiveActivity: sentAsLiveActivity, isLiveActivityAttempt: &isLiveActivityAttempt, in: &checker)
    }

    /// ``aps(_:sentAsLiveActivity:in:)``, telling the caller through
    /// `isLiveActivityAttempt` whether `aps` is a Live Activity push, complete or not
    /// (``isLiveActivityAttempt(_:sentAsLiveActivity:)``, worked out here once).
    ///
    /// `keys` is the ``MemberIndex`` of `value` when the caller has read it already
    /// (``APNsDecoder/apsKeys``); without it, it is read here.
    static func aps(
        _ value: JSONValue, sentAsLiveActivity: Bool, isLiveActivityAttempt: inout Bool, keys: MemberIndex? = nil,
        in checker: inout Checker
    ) -> APS? {
        guard value.kind == .object else {
            _ = checker.expect(value, .object, "\"aps\"", .apns)
            return nil
        }
        // Most of the keys looked up below are absent: ruled out by the key mask at once.
        // The mask is the one walk over the members that checks nothing
        // (``JSONValue/memberIndex()``, most often read already for the push type): the
        // typo walk runs below only when a member is not one of the eleven modelled keys.
        let members = TypoCheckedObject(value, walked: keys ?? value.memberIndex())
        let isLiveActivity = Self.isLiveActivityAttempt(members, sentAsLiveActivity: sentAsLiveActivity)
        isLiveActivityAttempt = isLiveActivity
        let isStart = isLiveActivity && Self.isStartAttempt(members)

        // Every member is looked up first, without a report: when they are all modelled
        // keys, each once (most `aps`), no key is unknown and the typo walk would report
        // nothing, so it is not made. Otherwise it runs before any other check reports, as
        // it always has.
        let alertValue = members[member: "alert"]
        let badgeValue = members[member: "badge"]
        let soundValue = members[member: "sound"]
        let flagValue = members[member: "content-available"]
        let threadIDValue = members[member: "thread-id"]
        let categoryValue = members[member: "category"]
        let targetContentIDValue = members[member: "target-content-id"]
        let filterCriteriaValue = members[member: "filter-criteria"]
        let mutableContentValue = members[member: "mutable-content"]
        let levelValue = members[member: "interruption-level"]
        let scoreValue = members[member: "relevance-score"]
        let hasAlertKey = alertValue != nil
        let hasBadgeKey = badgeValue != nil
        let hasSoundKey = soundValue != nil
        let modelledCount =
            Self.count(alertValue) + Self.count(badgeValue) + Self.count(soundValue) + Self.count(flagValue)
            + Self.count(threadIDValue) + Self.count(categoryValue) + Self.count(targetContentIDValue)
            + Self.count(filterCriteriaValue) + Self.count(mutableContentValue) + Self.count(levelValue)
            + Self.count(scoreValue)
        if modelledCount != value.count {
            checker.checkTypos(value, known: WireKeys.aps.known, owner: "aps", shown: ShownKeys.aps)
        }

        // Every field is worked out first and the model made once, in one box. Looked up
        // once: the checks at the end read them again.
        var alert: APS.Alert?
        if let alertValue {
            alert = Self.alert(alertValue, isLiveActivity: isLiveActivity, isStart: isStart, in: &checker)
        }
        var badge: Int?
        if let badgeValue { badge = Self.badge(badgeValue, in: &checker) }
        var sound: APS.HeldSound?
        if let soundValue { sound = Self.sound(soundValue, in: &checker) }
        // Kept as views of the document, made into strings only when read.
        let threadID = Self.text(consume threadIDValue, "thread-id", in: &checker)
        let category = Self.text(consume categoryValue, "category", in: &checker)
        let targetContentID = Self.text(consume targetContentIDValue, "target-content-id", in: &checker)
        let filterCriteria = Self.text(consume filterCriteriaValue, "filter-criteria", in: &checker)
        let contentAvailable = Self.flag(flagValue, "content-available", in: &checker)
        var mutableContent = false
        if let mutableContentValue {
            mutableContent = Self.flag(mutableContentValue, "mutable-content", in: &checker)
        }

        var interruptionLevel: APS.InterruptionLevel?
        if let level = levelValue, checker.expect(level, .string, "\"interruption-level\"", .apns) != nil {
            // Compared over the bytes (the four levels are ASCII); a string only for a message.
            if let parsed = APS.InterruptionLevel.allCases.first(where: { level.isText($0.wireName) }) {
                interruptionLevel = parsed
            } else {
                let text = level.string ?? ""
                let hint = KeySpelling.nearMiss(text, in: Set(APS.InterruptionLevel.allCases.map(\.rawValue)))
                checker.emit(
                    .apnsInterruptionLevel, at: level,
                    "unknown interruption-level \(JSONText.quoted(text))"
                        + (hint.map { "; did you mean \(JSONText.quoted($0))?" }
                            ?? "; use passive, active, time-sensitive or critical")
                        + " (APNs delivers the push, but iOS knows only those four, so the level asked for is not applied)"
                )
            }
        }
        var relevanceScore: JSONNumber?
        if let scoreValue {
            if checker.expect(scoreValue, .number, "\"relevance-score\"", .apns) != nil, let number = scoreValue.number
            {
                // For notifications the score is 0...1; for Live Activities (ActivityKit's
                // `relevanceScore`) it is a relative weight of any size, but not negative.
                let score = number.double
                if isLiveActivity ? score >= 0 && score.isFinite : (0...1).contains(score) {
                    relevanceScore = number
                } else {
                    checker.emit(
                        .apnsRelevanceScoreRange, at: scoreValue,
                        isLiveActivity
                            ? "a Live Activity's relevance-score must be 0 or more, not \(scoreValue.sourceText)"
                            : "relevance-score must be between 0 and 1, not \(scoreValue.sourceText) (APNs delivers the push; how iOS orders it in the summary is then undefined)"
                    )
                }
            }
        }
        // Outside a Live Activity only the three dates are read (for their type): none of
        // them, as most pushes, is nothing to read.
        let liveActivity =
            isLiveActivity || members[member: "timestamp"] != nil || members[member: "stale-date"] != nil
                || members[member: "dismissal-date"] != nil
            ? Self.liveActivity(members, isLiveActivity: isLiveActivity, isStart: isStart, in: &checker) : nil
        var modeled = (liveActivity != nil ? WireKeys.liveActivityAPS : WireKeys.aps).modelled
        // A modelled key whose value the model does not hold (a flag at 0 or false, an
        // interruption level iOS does not know) stays in `extra` as written, so the
        // canonical form keeps it: the push it came in is delivered all the same.
        let flagIsUnread = flagValue != nil && !contentAvailable
        let mutableContentIsUnread = mutableContentValue != nil && !mutableContent
        let levelIsUnread = levelValue != nil && interruptionLevel == nil
        let keepsUnread = flagIsUnread || mutableContentIsUnread || levelIsUnread
        if keepsUnread {
            modeled.removeAll { key in
                (flagIsUnread && key == "content-available") || (mutableContentIsUnread && key == "mutable-content")
                    || (levelIsUnread && key == "interruption-level")
            }
        }
        // Every member one of the eleven modelled keys, once each (most `aps`): no key is
        // unknown, and there is no need to walk the members for one.
        let aps = APS(
            alert: consume alert, badge: badge, heldSound: sound, threadIDText: threadID, categoryText: category,
            contentAvailable: contentAvailable, mutableContent: mutableContent, targetContentIDText: targetContentID,
            interruptionLevel: interruptionLevel, relevanceScoreNumber: relevanceScore,
            filterCriteriaText: filterCriteria, liveActivity: liveActivity,
            // Every member one of the eleven keys, each once: both lists model all eleven,
            // so nothing is left over, and the empty object holds no view of the document.
            extra: modelledCount == value.count && !keepsUnread ? JSONObject() : JSONObject(value, excluding: modeled))

        if interruptionLevel == .critical {
            if !aps.hasCriticalSound, let level = levelValue {
                // Apple, UNNotificationInterruptionLevel.critical and "Generating a remote
                // notification": the level alone makes the alert critical on iOS 15 and later
                // (with the entitlement), playing the default critical sound; the sound
                // object only picks another sound or volume, and is what iOS 12 to 14 read.
                checker.emit(
                    .apnsCriticalWithoutSound, at: level,
                    "interruption-level critical plays the default critical sound on iOS 15 and later; iOS 12 to 14 read only the critical sound object: \"sound\": {\"critical\": 1, \"name\": \"default\", \"volume\": 1.0}"
                )
            }
        }
        if modelledCount != value.count { Self.checkUnknownKeys(value, aps, in: &checker) }
        if aps.contentAvailable, aps.isVisible, let flag = flagValue {
            // Apple, application(_:didReceiveRemoteNotification:fetchCompletionHandler:):
            // what is visible is delivered and the app is still woken in the background;
            // only a silent update must go without alert, badge and sound. A hint, then.
            checker.emit(
                .apnsBackgroundWithAlert, at: flag,
                "content-available with \(Self.visibleParts(aps)): \(Self.visibleEffect(aps)) and iOS also wakes the app; send it as push type alert (a background push must carry no alert, badge or sound)"
            )
        }
        // An alert, badge, sound or content-available the decoder refused already has its
        // error (`{"aps":{"alert":1}}`: apns.invalid-type): the push meant to deliver it, so
        // "delivers nothing" would report the same fault twice. A flag written 0 or false
        // is off as meant, and the push then does deliver nothing.
        let hasRefusedEffect =
            (hasAlertKey && !aps.hasAlert) || (hasBadgeKey && aps.badge == nil)
            || (hasSoundKey && !aps.hasSound)
            || (flagValue != nil && !aps.contentAvailable && flagValue?.integer != 0 && flagValue?.bool != false)
        if !aps.isVisible, !aps.contentAvailable, !hasRefusedEffect, !isLiveActivity {
            checker.emit(
                .apnsNoEffect, at: value,
                "aps has no alert, badge, sound, content-available or Live Activity keys, so the push delivers nothing")
        }
        return aps
    }

    /// Whether `aps` is a Live Activity push, complete or not: it has `event` or
    /// `content-state`, or both keys that start an activity (`attributes-type` and
    /// `attributes`), or, sent as push type liveactivity, either start key or an iOS 18
    /// start option (`input-push-token`, `input-push-channel`). Such a push is checked as
    /// the Live Activity it tries to be, and told what it lacks.
    @inline(__always)
    static func isLiveActivityAttempt(_ aps: some MemberLookup, sentAsLiveActivity: Bool) -> Bool {
        if aps[member: "event"] != nil || aps[member: "content-state"] != nil { return true }
        let hasType = aps[member: "attributes-type"] != nil
        let hasAttributes = aps[member: "attributes"] != nil
        if hasType && hasAttributes { return true }
        return sentAsLiveActivity
            && (hasType || hasAttributes || aps[member: "input-push-token"] != nil
                || aps[member: "input-push-channel"] != nil)
    }

    /// The string member `key`, looked up already, as a view of the document
    /// (``ModelText``), reporting a wrong type as ``Checker/modelText(_:_:_:required:owner:)``
    /// does: the decoders of `aps` and its alert look each key up once, in place.
    @inline(__always)
    static func text(_ value: consuming JSONValue?, _ key: StaticString, in checker: inout Checker)
        -> ModelText?
    {
        guard let value else { return nil }
        guard value.kind == .string else {
            Self.reportNotString(value, key, in: &checker)
            return nil
        }
        return ModelText(view: value)
    }

    /// The report of ``text(_:_:in:)``.
    @inline(never)
    private static func reportNotString(_ value: JSONValue, _ key: StaticString, in checker: inout Checker) {
        _ = checker.expect(value, .string, JSONText.quoted(key.description), .apns)
    }

    /// 1 for a member that is there, 0 for one that is not.
    @inline(__always)
    static func count(_ value: JSONValue?) -> Int {
        if case .none = value { return 0 }
        return 1
    }

    /// Whether a Live Activity push means to start an activity: its `event` is `start`, or
    /// it has no `event` and carries what only a start carries (`attributes-type`,
    /// `attributes`, `input-push-token`, `input-push-channel`).
    @inline(__always)
    static func isStartAttempt(_ aps: some MemberLookup) -> Bool {
        if let event = aps[member: "event"] { return event.string == "start" }
        return aps[member: "attributes-type"] != nil || aps[member: "attributes"] != nil
            || aps[member: "input-push-token"] != nil || aps[member: "input-push-channel"] != nil
    }

    /// What of a visible `aps` shows, for a message: "an alert", "a badge and a sound".
    private static func visibleParts(_ aps: APS) -> String {
        listed(
            aps.hasAlert ? "an alert" : nil, aps.badge != nil ? "a badge" : nil, aps.hasSound ? "a sound" : nil)
    }

    /// What the user gets of a visible `aps`: "the alert shows", "the badge is set and the
    /// sound plays" (a push with only a badge or a sound shows no alert).
    private static func visibleEffect(_ aps: APS) -> String {
        listed(
            aps.hasAlert ? "the alert shows" : nil, aps.badge != nil ? "the badge is set" : nil,
            aps.hasSound ? "the sound plays" : nil)
    }

    /// The parts given, in order, as a reader lists them: "a", "a and b", "a, b and c";
    /// written into one string, without an array of the parts or their slices.
    private static func listed(_ first: String?, _ second: String?, _ third: String?) -> String {
        var left = (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + (third == nil ? 0 : 1)
        var text = ""
        func add(_ part: String?) {
            guard let part else { return }
            if !text.isEmpty { text += left == 1 ? " and " : ", " }
            text += part
            left -= 1
        }
        add(first)
        add(second)
        add(third)
        return text
    }

    private static func badge(_ value: JSONValue, in checker: inout Checker) -> Int? {
        if let badge = value.integer {
            guard badge >= 0 else {
                checker.emit(.apnsBadgeNegative, at: value, "badge must be 0 or more; 0 clears the badge")
                return nil
            }
            return badge
        }
        if let text = value.string, let number = Int(text), number >= 0 {
            checker.emit(
                .apnsBadgeNotInteger, at: value,
                "badge must be an integer, not a string: write \(number), not \"\(text)\"")
        } else {
            checker.emit(
                .apnsBadgeNotInteger, at: value, "badge must be an integer (0 or more), not \(checker.describe(value))")
        }
        return nil
    }

    private static func sound(_ value: JSONValue, in checker: inout Checker) -> APS.HeldSound? {
        switch value.kind {
        case .string:
            // The name stays a view of the document, made into a string only when read.
            return .named(ModelText(view: value))
        case .object:
            // Apple, "Generating a remote notification" (sound dictionary): `critical` is a
            // flag, "set to 1 to enable the critical alert"; without it (or with 0) the
            // dictionary names an ordinary sound.
            var isValid = true
            var isCritical = false
            if let critical = value[member: "critical"] {
                switch critical.integer {
                case 1: isCritical = true
                case 0: break
                default:
                    checker.emit(
                        .apnsSoundInvalid, at: critical,
                        "sound.critical must be the integer 1 (or 0, off), not \(checker.describe(critical))")
                    isValid = false
                }
            }
            var name = ""
            if let nameValue = value[member: "name"] {
                if let text = nameValue.string {
                    name = text
                } else {
                    checker.emit(
                        .apnsSoundInvalid, at: nameValue,
                        "sound.name must be a string, not \(checker.describe(nameValue))")
                    isValid = false
                }
            } else {
                checker.emit(
                    .apnsSoundInvalid, at: value,
                    "the sound object needs \"name\" (a sound file, or \"default\")")
                isValid = false
            }
            var volume: Double?
            if let volumeValue = value[member: "volume"] {
                if let number = volumeValue.number?.double, (0...1).contains(number) {
                    volume = number
                } else {
                    checker.emit(
                        .apnsSoundInvalid, at: volumeValue,
                        "sound.volume must be a number from 0 to 1, not \(checker.describe(volumeValue))")
                    isValid = false
                }
            }
            guard isValid else { return nil }
            return .other(
                isCritical ? .critical(name: name, volume: volume) : .dictionary(name: name, volume: volume),
                written: JSONObject(value))
        default:
            checker.emit(
                .apnsInvalidType, at: value, "\"sound\" must be a string or an object, not \(checker.describe(value))")
            return nil
        }
    }

    /// `content-available` and `mutable-content`: the integer 1 turns them on.
    /// Keys of `aps` Apple does not define. A near miss of a flag (`content_available`,
    /// `contentAvailable`, `mutableContent`) leaves the flag off, since APNs and iOS read
    /// only the hyphenated keys: a silent push that only meant to wake the app then does
    /// nothing (error), and a visible one loses its background wake or its service
    /// extension (warning). Any other key is the app's own data in Apple's dictionary: it
    /// arrives, but Apple reserves `aps` and asks for custom keys beside it (info).
    /// Near misses of other keys are the typo check's.
    private static func checkUnknownKeys(_ value: JSONValue, _ aps: APS, in checker: inout Checker) {
        value.forEachMember(notIn: WireKeys.aps.known) { key, member in
            let folded = KeySpelling.fold(key)
            if folded == Self.foldedContentAvailable, !aps.contentAvailable {
                let wakesOnly = !aps.isVisible && !aps.hasLiveActivity
                checker.emit(
                    .apnsFlagMisspelt, wakesOnly ? .error : .warning, atKeyOf: member,
                    "\(JSONText.quoted(key)) is not \"content-available\": the flag is off, so "
                        + (wakesOnly ? "this silent push does nothing" : "the app is not woken in the background"))
            } else if folded == Self.foldedMutableContent, !aps.mutableContent {
                checker.emit(
                    .apnsFlagMisspelt, .warning, atKeyOf: member,
                    "\(JSONText.quoted(key)) is not \"mutable-content\": the flag is off, so the notification service extension does not run"
                )
            } else if KeySpelling.nearMiss(key, in: WireKeys.aps.known) == nil {
                checker.emit(
                    .apnsCustomKeyInAPS, atKeyOf: member,
                    "\(JSONText.quoted(key)) is not an aps key: Apple reserves aps for its own keys; put the app's data beside aps, at the top level"
                )
            }
        }
    }

    private static let foldedContentAvailable = KeySpelling.fold("content-available")
    private static let foldedMutableContent = KeySpelling.fold("mutable-content")

    private static func flag(_ aps: TypoCheckedObject, _ key: StaticString, in checker: inout Checker) -> Bool {
        Self.flag(aps[member: key], key, in: &checker)
    }

    /// ``flag(_:_:in:)`` on the value of `key`, looked up already.
    private static func flag(_ value: JSONValue?, _ key: StaticString, in checker: inout Checker) -> Bool {
        guard let value else { return false }
        if let integer = value.integer {
            if integer == 1 { return true }
            if integer == 0 {
                checker.emit(
                    .apnsFlagZero, at: value, "\(key): 0 does nothing; remove the key, or write 1 to turn it on")
                return false
            }
        }
        if value.bool == false {
            // false means off, exactly as 0 does: the push works as its author meant, with
            // the flag off (APNs reads only the integer 1 as on).
            checker.emit(
                .apnsFlagZero, at: value, "\(key): false does nothing; remove the key, or write 1 to turn it on")
            return false
        }
        let written: String
        switch value.kind {
        case .boolean: written = "the boolean \(value.bool == true ? "true" : "false")"
        case .string: written = "the string \(JSONText.quoted(value.string ?? ""))"
        default: written = checker.describe(value)
        }
        checker.emit(
            .apnsFlagType, at: value,
            "\(key) must be the integer 1, not \(written); APNs ignores any other value, so the flag is off")
        return false
    }
}
