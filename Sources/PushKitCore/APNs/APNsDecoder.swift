/// Apple's layer: a document with `aps` (or meant for APNs without one), and the vendor
/// layers that sit on top of it (Synerise's envelope, Cordial's keys) or none.
enum APNsDecoder: VendorDecoder {
    /// Every object is Apple's that no other vendor claimed; the claim is its `aps`, if any.
    static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> JSONValue?? {
        guard root.kind == .object else { return nil }
        return .some(decoder.rootAPS)
    }

    static func decode(_ root: JSONValue, _ apsValue: JSONValue?, in decoder: inout PayloadDecoder) -> Payload? {
        decoder.facts.platform = .ios
        decoder.apsValue = apsValue
        if let apsValue { decoder.apsKeys = apsValue.memberIndex() }
        decoder.pushType =
            decoder.options.pushType ?? impliedPushType(root, apsValue: apsValue, apsKeys: decoder.apsKeys)
        // A top level without an `issuer` key (most payloads) names no issuer: its bit says so.
        let issuer = decoder.rootKeys.mayHave("issuer") ? Synerise.Issuer(root) : .none
        let issuerIsSynerise = issuer.namesSynerise
        let isCordial =
            !issuerIsSynerise
            && Checker.isCordial(
                root, aps: apsValue, keys: decoder.rootKeys, apsKeys: decoder.apsKeys)
        if !isCordial {  // the Cordial checks report its top-level keys themselves
            if issuerIsSynerise {
                decoder.checker.checkTypos(root, known: WireKeys.syneriseEnvelope.known, owner: "the payload")
            } else {
                decoder.checker.checkTypos(root, known: WireKeys.apnsPayload.known, owner: "the payload")
            }
        }
        // Whether `aps` tries to be a Live Activity push, as decoding it found.
        var isLiveActivityAttempt = false
        if let apsValue {
            decoder.aps = decodeAPS(
                apsValue, wakesWithAlert: isCordial && Checker.hasCordialTrigger(root),
                isLiveActivityAttempt: &isLiveActivityAttempt, in: &decoder)
        } else if decoder.pushType?.isDeliveredToService != true {
            decoder.checker.emit(
                .apnsAPSMissing, at: root,
                "an iOS push needs an \"aps\" object; without it the device has nothing to show and nothing wakes the app"
            )
        }
        if let pushType = decoder.pushType {
            checkPushTypePayload(pushType, root: root, apsValue: apsValue, in: &decoder)
        }
        // A decoded `aps` is an object, and decoding it looked for the Live Activity keys
        // (`event` or `content-state`, both start keys, or with push type liveactivity any
        // start key: ``Checker/isLiveActivityAttempt(_:sentAsLiveActivity:)``).
        decoder.isLiveActivity = decoder.aps.map { $0.hasLiveActivity || isLiveActivityAttempt } ?? false
        return decodeIOS(root, apsValue: apsValue, aps: decoder.aps, issuer: issuer, isCordial: isCordial, in: &decoder)
    }

    /// Reads `aps`. With `wakesWithAlert`, `content-available: 1` beside an alert is
    /// intended (a Cordial push that shows an alert and wakes the app for its in-app or
    /// inbox trigger), so `apns.background-with-alert` is not reported.
    ///
    /// A push type that shows nothing by design (a widget or control reload, or a push a
    /// system service or PushKit delegate takes: voip, mdm, location, ...) delivers
    /// something without alert, badge or sound, so `apns.no-effect` is not reported.
    ///
    /// `isLiveActivityAttempt` is set as ``Checker/decodeAPS(_:sentAsLiveActivity:isLiveActivityAttempt:)`` sets it.
    static func decodeAPS(
        _ value: JSONValue, wakesWithAlert: Bool, isLiveActivityAttempt: inout Bool, in decoder: inout PayloadDecoder
    ) -> APS? {
        let showsNothingByDesign = decoder.pushType.map { $0.isDeliveredToService || $0 == .widgets || $0 == .controls }
        let sentAsLiveActivity = decoder.pushType == .liveActivity
        guard wakesWithAlert || showsNothingByDesign == true else {
            return decoder.checker.decodeAPS(
                value, sentAsLiveActivity: sentAsLiveActivity, isLiveActivityAttempt: &isLiveActivityAttempt)
        }
        var apsChecker = Checker(scope: decoder.checker.scope, now: decoder.checker.now)
        let aps = apsChecker.decodeAPS(
            value, sentAsLiveActivity: sentAsLiveActivity, isLiveActivityAttempt: &isLiveActivityAttempt)
        decoder.checker.sink.append(
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
        _ pushType: APNsPushType, root: JSONValue, apsValue: JSONValue?, in decoder: inout PayloadDecoder
    ) {
        switch pushType {
        case .widgets, .controls:
            if apsValue?[member: "content-changed"]?.bool != true {
                decoder.checker.emit(
                    .apnsPushTypePayload, at: apsValue?[member: "content-changed"] ?? apsValue ?? root,
                    "a \(pushType.rawValue) push needs \"content-changed\": true in aps; without it the system reloads nothing"
                )
            }
        case .mdm:
            if root[member: "mdm"]?.kind != .string {
                decoder.checker.emit(
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
    /// `Checker.isCordial`) is Cordial's, and anything else is a plain APNs payload.
    ///
    /// `apsValue` is `root[member: "aps"]`, `issuer` how the payload's issuer names
    /// Synerise, and `isCordial` whether the payload has Cordial markers
    /// (`Checker.isCordial`) and no Synerise issuer, all worked out once by the caller.
    static func decodeIOS(
        _ root: JSONValue, apsValue: JSONValue?, aps: APS?, issuer: Synerise.Issuer, isCordial: Bool,
        in decoder: inout PayloadDecoder
    ) -> Payload? {
        if issuer.namesSynerise {
            issuer.reportNearMiss(in: &decoder)
            decoder.facts.vendor = .synerise
            if Checker.hasCordialMcID(root), let mcID = root[member: "mcID"] {
                decoder.checker.emit(
                    .payloadMultipleVendors, at: mcID,
                    "the payload is Synerise's (issuer) and also Cordial's (top-level mcID): both SDKs will act on it, and show or track it twice; pushkit checks it as Synerise's. Send each vendor its own payload"
                )
            }
            var content = root[member: "content"]
            let isEncrypted = Checker.isEncrypted(root)
            if let value = content, value.kind == .string, !isEncrypted {
                decoder.checker.emit(
                    .syneriseInvalidType, at: value,
                    "on iOS \"content\" is an object; a JSON string is the Android (FCM) form")
                content = nil
            }
            if aps?.mutableContent == true { decoder.facts.features.insert(.mutableContent) }
            let payload = decoder.checker.decodeSynerise(
                envelope: root, content: content, contentScope: decoder.checker.scope, platform: .ios, aps: aps,
                facts: &decoder.facts, isEncrypted: isEncrypted)
            // The text as `aps` decoded it, a view of the document: counted over its bytes,
            // made into a string only when it is long.
            if case .structured(let alert)? = aps?.alert, let text = alert.titleText,
                let title = apsValue?[member: "alert"]?[member: "title"]
            {
                decoder.checker.checkTitleLength(text, title)
            }
            Synerise.checkRichMediaRequirements(root, apsValue: apsValue, aps: aps, in: &decoder)
            return payload.map(Payload.synerise)
        }
        if isCordial {
            return decoder.checker.decodeCordial(root, aps: aps, now: decoder.options.now, facts: &decoder.facts).map(
                Payload.cordial)
        }
        decoder.facts.vendor = .apns
        if let pushType = decoder.pushType,
            pushType.isDeliveredToService || pushType == .widgets
                || pushType == .controls
        {
            decoder.facts.kind = PayloadKind.apns(pushType)
        }
        guard let aps else { return nil }
        if decoder.facts.kind == .unknown {
            decoder.facts.kind =
                decoder.isLiveActivity ? .apnsLiveActivity : aps.pushType == .background ? .apnsBackground : .apnsAlert
        }
        return .apns(APNsPayload(aps: aps, custom: JSONObject(root, excluding: WireKeys.apnsPayload.modelled)))
    }

    static func checkRequest(
        _ root: JSONValue, apsValue: JSONValue?, classification: Classification, in decoder: inout PayloadDecoder
    ) {
        guard decoder.facts.platform == .ios, let derived = classification.pushType else { return }
        // Without a push type or priority from the sender (most validations) there is
        // nothing to compare.
        guard decoder.options.pushType != nil || decoder.options.priority != nil else { return }
        let place = apsValue ?? root
        if let given = decoder.options.pushType, [.alert, .background, .liveActivity].contains(given), given != derived
        {
            decoder.checker.emit(
                .apnsPushTypeMismatch, at: place,
                "the push type \(given.rawValue) contradicts the payload, which needs apns-push-type \(derived.rawValue); APNs delays or drops mismatched pushes"
            )
        }
        if decoder.options.priority == .immediately, derived == .background {
            decoder.checker.emit(
                .apnsPriorityMismatch, at: place,
                "a background push must be sent with apns-priority 5, not 10; APNs rejects or throttles it")
        }
    }
}
