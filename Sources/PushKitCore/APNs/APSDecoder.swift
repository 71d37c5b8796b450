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
        let modeled = (liveActivity != nil ? WireKeys.liveActivityAPS : WireKeys.aps).modelled
        // Every member one of the eleven modelled keys, once each (most `aps`): no key is
        // unknown, and there is no need to walk the members for one.
        let aps = APS(
            alert: consume alert, badge: badge, heldSound: sound, threadIDText: threadID, categoryText: category,
            contentAvailable: contentAvailable, mutableContent: mutableContent, targetContentIDText: targetContentID,
            interruptionLevel: interruptionLevel, relevanceScoreNumber: relevanceScore,
            filterCriteriaText: filterCriteria, liveActivity: liveActivity,
            // Every member one of the eleven keys, each once: both lists model all eleven,
            // so nothing is left over, and the empty object holds no view of the document.
            extra: modelledCount == value.count ? JSONObject() : JSONObject(value, excluding: modeled))

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

    /// Reads `aps.alert`. In a Live Activity push, `title` and `body` may also be
    /// `{"loc-key", "loc-args"}` objects, and `sound` sits inside the alert (Apple,
    /// "Starting and updating Live Activities with ActivityKit push notifications"):
    /// such objects are checked and kept as written in the alert's `extra`.
    ///
    /// On a push-to-start (`isStart`) an alert that shows nothing is an error: Apple
    /// requires the start to alert the person, and one with an empty alert never arrives.
    static func alert(_ value: JSONValue, isLiveActivity: Bool, isStart: Bool, in checker: inout Checker) -> APS
        .Alert?
    {
        switch value.kind {
        case .string:
            let text = value.string ?? ""
            if text.isEmpty {
                checker.emit(
                    .apnsAlertEmpty, isStart ? .error : nil, at: value,
                    "the alert is an empty string; nothing will show"
                        + (isStart ? Self.startAlertReason : ""))
            }
            return .text(text)
        case .object:
            // An alert of two members or fewer (most) is read by walking them, which costs
            // less than the typo walk's index does for keys that are there.
            let isSmall = value.count <= 2
            var titleValue = isSmall ? value[member: "title"] : nil
            var bodyValue = isSmall ? value[member: "body"] : nil
            let isPlain = isSmall && value.count == Self.count(titleValue) + Self.count(bodyValue)
            if !isLiveActivity, isPlain, titleValue?.kind ?? .string == .string, bodyValue?.kind ?? .string == .string {
                // The common alert, a title and a body and nothing else: every other key is
                // absent, so there is nothing else to look up, and the alert is held inline.
                // Both members are known keys, each once: the typo walk would report nothing,
                // and is not made.
                let title = titleValue.map(ModelText.init(view:))
                let body = bodyValue.map(ModelText.init(view:))
                if title?.isEmpty != false && body?.isEmpty != false {
                    Self.reportEmptyAlert(value, isStart: isStart, in: &checker)
                }
                return .structured(APS.StructuredAlert(titleText: title, bodyText: body))
            }
            let members = checker.checkingTypos(
                in: value, known: isLiveActivity ? WireKeys.liveActivityAlert.known : WireKeys.alert.known,
                owner: "aps.alert", shown: ShownKeys.alert)
            if !isSmall {
                titleValue = members[member: "title"]
                bodyValue = members[member: "body"]
            }
            let localizedTitle = isLiveActivity ? Self.liveActivityLocalization(titleValue, in: &checker) : nil
            let localizedBody = isLiveActivity ? Self.liveActivityLocalization(bodyValue, in: &checker) : nil
            var modelled = (isLiveActivity ? WireKeys.liveActivityAlert : WireKeys.alert).modelled
            if localizedTitle != nil { modelled.removeAll { $0 == "title" } }
            if localizedBody != nil { modelled.removeAll { $0 == "body" } }
            // The texts are kept as views of the document, made into strings only when read.
            let title = localizedTitle == nil ? Self.text(titleValue, "title", in: &checker) : nil
            let subtitle = Self.text(members[member: "subtitle"], "subtitle", in: &checker)
            let body = localizedBody == nil ? Self.text(bodyValue, "body", in: &checker) : nil
            if isLiveActivity {
                _ = Self.text(members[member: "sound"], "sound", in: &checker)
            } else if let sound = members[member: "sound"] {
                // The alert dictionary of a notification has no sound (Apple, "Generating a
                // remote notification"); alert.sound is the Live Activity form.
                checker.emit(
                    .apnsAlertSound, at: sound,
                    "sound inside alert plays only in a Live Activity push; a notification reads aps.sound, so move it there"
                )
            }
            let launchImage = Self.text(members[member: "launch-image"], "launch-image", in: &checker)?.string
            let titleLocalization = Self.localization(
                members[member: "title-loc-key"], members[member: "title-loc-args"], "title-loc-key", "title-loc-args",
                in: &checker)
            let subtitleLocalization = Self.localization(
                members[member: "subtitle-loc-key"], members[member: "subtitle-loc-args"], "subtitle-loc-key",
                "subtitle-loc-args", in: &checker)
            let bodyLocalization = Self.localization(
                members[member: "loc-key"], members[member: "loc-args"], "loc-key", "loc-args", in: &checker)
            _ = Self.text(members[member: "action-loc-key"], "action-loc-key", in: &checker)
            _ = Self.text(members[member: "summary-arg"], "summary-arg", in: &checker)
            let shows =
                localizedTitle == true || localizedBody == true || title?.isEmpty == false
                || subtitle?.isEmpty == false || body?.isEmpty == false
                || titleLocalization?.keyText?.isEmpty == false
                || subtitleLocalization?.keyText?.isEmpty == false
                || bodyLocalization?.keyText?.isEmpty == false
            if !shows { Self.reportEmptyAlert(value, isStart: isStart, in: &checker) }
            let alert = APS.StructuredAlert(
                titleText: title, subtitleText: subtitle, bodyText: body, launchImage: launchImage,
                titleLocalization: titleLocalization, subtitleLocalization: subtitleLocalization,
                bodyLocalization: bodyLocalization, extra: JSONObject(value, excluding: modelled),
                inlineWhenPlain: false)
            return .structured(alert)
        default:
            checker.emit(
                .apnsInvalidType, at: value, "\"alert\" must be a string or an object, not \(checker.describe(value))")
            return nil
        }
    }

    /// Why a push-to-start's alert must show something (Apple, "Starting and updating Live
    /// Activities with ActivityKit push notifications": "Include an alert in the JSON payload").
    private static let startAlertReason =
        ", and a push-to-start must alert the person (Apple: \"Include an alert in the JSON payload\"): give the alert a title and a body"

    /// Reports an alert object that shows nothing (an error on a push-to-start).
    @inline(never)
    private static func reportEmptyAlert(_ value: JSONValue, isStart: Bool, in checker: inout Checker) {
        checker.emit(
            .apnsAlertEmpty, isStart ? .error : nil, at: value,
            "the alert has no title, subtitle, body or localisation key; nothing will show"
                + (isStart ? Self.startAlertReason : ""))
    }

    /// Checks a Live Activity alert's `title` or `body` written as a localisation object
    /// (`{"loc-key": "...", "loc-args": ["..."]}`): `nil` when it is not an object (read
    /// as a string instead), else whether it names a key.
    private static func liveActivityLocalization(_ value: JSONValue?, in checker: inout Checker) -> Bool? {
        guard let value, value.kind == .object else { return nil }
        let members = checker.checkingTypos(
            in: value, known: WireKeys.liveActivityAlertText.known, owner: "the alert text")
        let key = checker.string(members, "loc-key", .apns, owner: "the alert text")?.0
        if let args = checker.array(members, "loc-args", .apns, owner: "the alert text") {
            for element in args.elementSequence where element.kind != .string {
                checker.emit(
                    .apnsInvalidType, at: element, "\"loc-args\" must hold strings, not \(checker.describe(element))")
            }
        }
        return Self.isNonEmpty(key)
    }

    /// Whether `text` is set and not empty.
    @inline(__always)
    private static func isNonEmpty(_ text: String?) -> Bool {
        guard let text else { return false }
        return !text.isEmpty
    }

    /// A localisation of the alert from its key and arguments members, looked up
    /// already: `nil` when neither is there (most alerts), with nothing else read.
    @inline(__always)
    private static func localization(
        _ keyValue: JSONValue?, _ argsValue: JSONValue?, _ keyName: StaticString, _ argsName: StaticString,
        in checker: inout Checker
    ) -> APS.StructuredAlert.Localization? {
        if keyValue == nil && argsValue == nil { return nil }
        return Self.readLocalization(keyValue, argsValue, keyName, argsName, in: &checker)
    }

    private static func readLocalization(
        _ keyValue: JSONValue?, _ argsValue: JSONValue?, _ keyName: StaticString, _ argsName: StaticString,
        in checker: inout Checker
    ) -> APS.StructuredAlert.Localization? {
        // The key and the arguments stay views of the document, made into strings only
        // when read: the arguments are the array's string elements.
        let key = Self.text(keyValue, keyName, in: &checker)
        var arguments: APS.StructuredAlert.Localization.HeldArguments?
        if let args = argsValue, checker.expect(args, .array, JSONText.quoted(argsName.description), .apns) != nil {
            arguments = .view(args)
            for element in args.elementSequence where element.kind != .string {
                checker.emit(
                    .apnsInvalidType, at: element,
                    "\(JSONText.quoted(argsName.description)) must hold strings, not \(checker.describe(element))")
            }
        }
        if key == nil, let args = argsValue {
            // Apple: the arguments fill the format specifiers of the key's string; with no
            // key, iOS shows the plain text and ignores them (firebase-admin refuses them).
            checker.emit(
                .apnsLocArgsWithoutKey, at: args,
                "\(argsName) without \(keyName) is ignored: the arguments fill the localised string of \(keyName)")
        }
        return key == nil && arguments == nil ? nil : .init(keyText: key, heldArguments: arguments)
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
            return .other(isCritical ? .critical(name: name, volume: volume) : .dictionary(name: name, volume: volume))
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
