/// Apple's layer: a document with `aps` (or meant for APNs without one), and the vendor
/// layers that sit on top of it (Synerise's envelope, Cordial's keys) or none.
///
/// ``PayloadDecoder`` gives it every object no other vendor's decoder claimed (and at once
/// every document with a top-level `aps`, which every other claim refuses). It keeps what
/// it read of `aps` for the checks after decoding: the classification and the request's
/// push type and priority.
struct APNsDecoder {
    /// The iOS payload's `aps`, as decoded, and its value in the document.
    var aps: APS?
    var apsValue: JSONValue?
    /// Where the keys of ``apsValue`` sit, read in one walk when it was set: the lookups
    /// of keys most `aps` objects lack (`content-changed`, `category`, `title-loc-key`)
    /// are answered by their bits.
    var apsKeys = MemberIndex()
    /// Whether the iOS payload updates a Live Activity (its `aps` has the complete
    /// Live Activity, or an `event` or `content-state` key), worked out once.
    var isLiveActivity = false
    /// The push type the sender gave, or for a payload only one push type can carry (an
    /// MDM push's lone `mdm`, a widget reload's `content-changed`), that push type.
    var pushType: APNsPushType?

    /// Decodes `root`, an object whose top-level `aps` is `apsValue`.
    mutating func decode(_ root: JSONValue, aps apsValue: JSONValue?, in context: inout DecodingContext) -> Payload? {
        context.facts.platform = .ios
        self.apsValue = apsValue
        if let apsValue { apsKeys = apsValue.memberIndex() }
        pushType = context.options.pushType ?? Self.impliedPushType(root, apsValue: apsValue, apsKeys: apsKeys)
        // A top level without an `issuer` key (most payloads) names no issuer: its bit says so.
        let issuer = context.rootKeys.mayHave("issuer") ? Synerise.Issuer(root) : .none
        let issuerIsSynerise = issuer.namesSynerise
        let isCordial =
            !issuerIsSynerise
            && Cordial.Decoder.hasMarkers(root, aps: apsValue, keys: context.rootKeys, apsKeys: apsKeys)
        if !isCordial {  // the Cordial checks report its top-level keys themselves
            if issuerIsSynerise {
                context.checker.checkTypos(root, known: WireKeys.syneriseEnvelope.known, owner: "the payload")
            } else {
                context.checker.checkTypos(root, known: WireKeys.apnsPayload.known, owner: "the payload")
            }
        }
        // Whether `aps` tries to be a Live Activity push, as decoding it found.
        var isLiveActivityAttempt = false
        if let apsValue {
            aps = decodeAPS(
                apsValue, wakesWithAlert: isCordial && Cordial.Decoder.hasTrigger(root),
                isLiveActivityAttempt: &isLiveActivityAttempt, in: &context.checker)
        } else if pushType?.isDeliveredToService != true {
            context.checker.emit(
                .apnsAPSMissing, at: root,
                "an iOS push needs an \"aps\" object; without it the device has nothing to show and nothing wakes the app"
            )
        }
        if let pushType {
            Self.checkPushTypePayload(pushType, root: root, apsValue: apsValue, in: &context.checker)
        }
        // A decoded `aps` is an object, and decoding it looked for the Live Activity keys
        // (`event` or `content-state`, both start keys, or with push type liveactivity any
        // start key: ``APNsDecoder/isLiveActivityAttempt(_:sentAsLiveActivity:)``).
        isLiveActivity = aps.map { $0.hasLiveActivity || isLiveActivityAttempt } ?? false
        return decodeIOS(root, issuer: issuer, isCordial: isCordial, in: &context)
    }

    /// Reads `aps`. With `wakesWithAlert`, `content-available: 1` beside an alert is
    /// intended (a Cordial push that shows an alert and wakes the app for its in-app or
    /// inbox trigger), so `apns.background-with-alert` is not reported.
    ///
    /// A push type that shows nothing by design (a widget or control reload, or a push a
    /// system service or PushKit delegate takes: voip, mdm, location, ...) delivers
    /// something without alert, badge or sound, so `apns.no-effect` is not reported.
    ///
    /// `isLiveActivityAttempt` is set as ``APNsDecoder/aps(_:sentAsLiveActivity:isLiveActivityAttempt:keys:in:)`` sets it.
    func decodeAPS(
        _ value: JSONValue, wakesWithAlert: Bool, isLiveActivityAttempt: inout Bool, in checker: inout Checker
    ) -> APS? {
        let showsNothingByDesign = pushType.map { $0.isDeliveredToService || $0 == .widgets || $0 == .controls }
        let sentAsLiveActivity = pushType == .liveActivity
        guard wakesWithAlert || showsNothingByDesign == true else {
            return APNsDecoder.aps(
                value, sentAsLiveActivity: sentAsLiveActivity, isLiveActivityAttempt: &isLiveActivityAttempt,
                keys: apsKeys, in: &checker)
        }
        var apsChecker = Checker(scope: checker.scope, now: checker.now)
        let aps = APNsDecoder.aps(
            value, sentAsLiveActivity: sentAsLiveActivity, isLiveActivityAttempt: &isLiveActivityAttempt,
            keys: apsKeys, in: &apsChecker)
        checker.sink.append(
            contentsOf: apsChecker.sink.pending.filter {
                !(wakesWithAlert && $0.code == .apnsBackgroundWithAlert)
                    && !(showsNothingByDesign == true && $0.code == .apnsNoEffect)
            })
        return aps
    }

    /// The push type a payload implies when the sender gave none: an MDM push (no `aps`,
    /// a top-level `mdm` string) or a widget reload (`aps` holding `content-changed: true`
    /// and nothing visible or waking). `nil` for everything else.
    /// `apsKeys` is the ``MemberIndex`` of `apsValue`.
    static func impliedPushType(_ root: JSONValue, apsValue: JSONValue?, apsKeys: MemberIndex) -> APNsPushType? {
        guard let apsValue else { return root[member: "mdm"]?.kind == .string ? .mdm : nil }
        guard apsKeys.member(of: apsValue, "content-changed")?.bool == true else { return nil }
        for key: StaticString in ["alert", "badge", "sound", "content-available", "event", "content-state"]
        where apsValue[member: key] != nil {
            return nil
        }
        return .widgets
    }

    /// Checks what the given push type needs in the payload (Apple, "Sending notification
    /// requests to APNs", the `apns-push-type` table; "Updating widgets with WidgetKit push
    /// notifications"; the MDM protocol's `{"mdm": PushMagic}`): a widget or control
    /// reload needs `"content-changed": true` in `aps`, an MDM push its top-level `mdm`
    /// string. Without them the system ignores the push.
    static func checkPushTypePayload(
        _ pushType: APNsPushType, root: JSONValue, apsValue: JSONValue?, in checker: inout Checker
    ) {
        switch pushType {
        case .widgets, .controls:
            if apsValue?[member: "content-changed"]?.bool != true {
                checker.emit(
                    .apnsPushTypePayload, at: apsValue?[member: "content-changed"] ?? apsValue ?? root,
                    "a \(pushType.rawValue) push needs \"content-changed\": true in aps; without it the system reloads nothing"
                )
            }
        case .mdm:
            if root[member: "mdm"]?.kind != .string {
                checker.emit(
                    .apnsPushTypePayload, at: root[member: "mdm"] ?? root,
                    "an mdm push needs the device's PushMagic string as top-level \"mdm\"; the device ignores it otherwise"
                )
            }
        default:
            break
        }
    }

    /// Decodes an iOS payload by vendor.
    ///
    /// Vendor precedence: a payload whose `issuer` names Synerise (exactly, or a near
    /// miss the Synerise checks report) is Synerise's, even when it also carries a
    /// Cordial top-level string `mcID`: the issuer is an explicit claim over the whole
    /// envelope and its `content-type` decides the kind, while `mcID` is one
    /// attribution key a sending pipeline may add. Such a payload gets a
    /// `payload.multiple-vendors` warning (both SDKs will act on it), and only the
    /// Synerise rules run. Otherwise a payload with Cordial markers (see
    /// `Cordial.Decoder.hasMarkers`) is Cordial's, and anything else is a plain APNs payload.
    ///
    /// `issuer` is how the payload's issuer names Synerise, and `isCordial` whether the
    /// payload has Cordial markers and no Synerise issuer, both worked out once by the caller.
    func decodeIOS(
        _ root: JSONValue, issuer: Synerise.Issuer, isCordial: Bool, in context: inout DecodingContext
    ) -> Payload? {
        if issuer.namesSynerise {
            issuer.reportNearMiss(in: &context.checker)
            context.facts.vendor = .synerise
            // The top level's keys are looked up in its index (``DecodingContext/rootKeys``):
            // an absent key (Cordial's `mcID`, the encryption keys) is answered by its bit,
            // without a walk over the members.
            if let mcID = context.rootKeys.member(of: root, "mcID"), mcID.kind == .string {
                context.checker.emit(
                    .payloadMultipleVendors, at: mcID,
                    "the payload is Synerise's (issuer) and also Cordial's (top-level mcID): both SDKs will act on it, and show or track it twice; pushkit checks it as Synerise's. Send each vendor its own payload"
                )
            }
            let contentValue = context.rootKeys.member(of: root, "content")
            var content = contentValue
            let isEncrypted = Synerise.Decoder.isEncrypted(root, keys: context.rootKeys)
            if let value = content, value.kind == .string, !isEncrypted {
                context.checker.emit(
                    .syneriseInvalidType, at: value,
                    "on iOS \"content\" is an object; a JSON string is the Android (FCM) form")
                content = nil
            }
            if aps?.mutableContent == true { context.facts.features.insert(.mutableContent) }
            let payload = Synerise.Decoder.payload(
                envelope: root, content: content, contentScope: context.checker.scope, platform: .ios, aps: aps,
                facts: &context.facts, isEncrypted: isEncrypted, in: &context.checker)
            // The text as `aps` decoded it, a view of the document: counted over its bytes,
            // made into a string only when it is long.
            if case .structured(let alert)? = aps?.alert, let text = alert.titleText,
                let title = apsValue?[member: "alert"]?[member: "title"]
            {
                Synerise.Decoder.checkTitleLength(text, title, in: &context.checker)
            }
            Synerise.checkRichMediaRequirements(
                content: contentValue, apsValue: apsValue, aps: aps, in: &context.checker)
            return payload.map(Payload.synerise)
        }
        if isCordial {
            return Cordial.Decoder.payload(
                root, aps: aps, now: context.options.now, facts: &context.facts, in: &context.checker
            )
            .map(Payload.cordial)
        }
        context.facts.vendor = .apns
        if let pushType, pushType.isDeliveredToService || pushType == .widgets || pushType == .controls {
            context.facts.kind = PayloadKind.apns(pushType)
        }
        guard let aps else { return nil }
        if context.facts.kind == .unknown {
            context.facts.kind =
                isLiveActivity ? .apnsLiveActivity : aps.pushType == .background ? .apnsBackground : .apnsAlert
        }
        return .apns(APNsPayload(aps: aps, custom: JSONObject(root, excluding: WireKeys.apnsPayload.modelled)))
    }

    // MARK: After decoding

    /// Checks the request options against the payload: a push type it contradicts, the
    /// priority of a background push; for a broadcast, what a channel carries.
    func checkRequest(_ root: JSONValue, classification: Classification, in context: inout DecodingContext) {
        if context.options.isBroadcast { return checkBroadcast(root, in: &context) }
        guard context.facts.platform == .ios, let derived = classification.pushType else { return }
        // Without a push type or priority from the sender (most validations) there is
        // nothing to compare.
        guard context.options.pushType != nil || context.options.priority != nil else { return }
        let place = apsValue ?? root
        if let given = context.options.pushType, [.alert, .background, .liveActivity].contains(given), given != derived
        {
            context.checker.emit(
                .apnsPushTypeMismatch, at: place,
                "the push type \(given.rawValue) contradicts the payload, which needs apns-push-type \(derived.rawValue); APNs delays or drops mismatched pushes"
            )
        }
        if context.options.priority == .immediately, derived == .background {
            context.checker.emit(
                .apnsPriorityMismatch, at: place,
                "a background push must be sent with apns-priority 5, not 10; APNs rejects or throttles it")
        }
    }

    /// What the classification takes from `aps` (the push type, priority, delivery and
    /// features), or from the push type alone when there is no `aps`; `false` when there is
    /// neither and the classification is the vendor's to finish.
    func classify(_ classification: inout Classification, features: inout FeatureList) -> Bool {
        // What is read of `aps`, read in place (binding `aps` copied it, a retain of
        // each of its references).
        if let aps = aps?.traits {
            var derived: APNsPushType = isLiveActivity ? .liveActivity : aps.pushType
            // A push type the payload cannot tell (voip, complication, ...) is the sender's
            // word; one it can tell and contradicts is an error (checkRequest), not taken.
            if let given = pushType, ![.alert, .background, .liveActivity].contains(given) {
                derived = given
            }
            classification.pushType = derived
            classification.priority = derived.defaultPriority
            classification.delivery = aps.isVisible ? .visible : .silent
            if aps.hasAlert { features.insert(.alert) }
            if aps.hasBadge { features.insert(.badge) }
            if aps.hasSound { features.insert(.sound) }
            if aps.hasCriticalSound { features.insert(.critical) }
            if aps.contentAvailable { features.insert(.contentAvailable) }
            if aps.mutableContent { features.insert(.mutableContent) }
            if let apsValue,
                apsKeys.member(of: apsValue, "title-loc-key") != nil
                    || (aps.alertMayHaveLocKey && apsValue[member: "alert"]?[member: "loc-key"] != nil)
            {
                features.insert(.localized)
            }
            return true
        }
        if let pushType, pushType.isDeliveredToService {
            classification.pushType = pushType
            classification.priority = pushType.defaultPriority
            classification.delivery = .silent
            return true
        }
        return false
    }
}

/// What the classification reads of an `aps`: plain values, read through the decoder's
/// `aps` in place.
private struct APSTraits {
    var pushType: APNsPushType
    var isVisible: Bool
    var hasAlert: Bool
    var hasBadge: Bool
    var hasSound: Bool
    var hasCriticalSound: Bool
    var contentAvailable: Bool
    var mutableContent: Bool
    /// Whether `aps.alert` may have a `loc-key` member: it is an object the decoder did
    /// not hold as `title` and `body` alone.
    var alertMayHaveLocKey: Bool
}

extension APS {
    /// Whether `alert` may have a `loc-key` member: an alert string has none, and an
    /// object the decoder held as `title` and `body` alone had no other member.
    fileprivate var alertMayHaveLocKey: Bool {
        guard case .structured(let alert)? = alert else { return false }
        return !alert.holdsTextsAlone
    }

    /// ``APSTraits`` of this `aps`.
    fileprivate var traits: APSTraits {
        APSTraits(
            pushType: pushType, isVisible: isVisible, hasAlert: hasAlert, hasBadge: badge != nil, hasSound: hasSound,
            hasCriticalSound: hasCriticalSound, contentAvailable: contentAvailable, mutableContent: mutableContent,
            alertMayHaveLocKey: alertMayHaveLocKey)
    }
}
