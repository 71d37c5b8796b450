/// Recognises what a document is (which vendor, which platform) and runs the
/// matching checks.
struct PayloadDecoder {
    let options: Validator.Options
    var checker: Checker
    var facts = PayloadFacts()
    /// Whether the iOS payload updates a Live Activity (its `aps` has the complete
    /// Live Activity, or an `event` or `content-state` key), worked out once.
    private var isLiveActivity = false
    /// The push type the sender gave, or for a payload only one push type can carry (an
    /// MDM push's lone `mdm`, a widget reload's `content-changed`), that push type.
    private var pushType: APNsPushType?
    /// The JSON documents read out of strings (an Android `content`): the string's node,
    /// the document, and where its diagnostics go. Their strings are checked as every
    /// other string is (``checkAllStrings(_:)``), the string holding them is not.
    private var embedded: [(node: Int, document: JSONDocument, scope: Scope)] = []

    init(options: Validator.Options) {
        self.options = options
        checker = Checker(sink: DiagnosticSink(limit: options.maxDiagnostics), now: options.now)
    }

    /// Checks `document`.
    mutating func decode(_ document: JSONDocument) -> (Payload?, Classification) {
        let root = document.root
        // Campaign documents, not pushes: no aps, no size budget, no request to check.
        // (Reachu's active-components response is a bare array.)
        if Checker.isReachu(root) {
            let payload = checker.decodeReachu(root, facts: &facts).map(Payload.reachu)
            checkAllStrings(document)
            return (payload, classify(aps: nil, apsValue: nil))
        }
        guard root.kind == .object else {
            checker.emit(
                .payloadNotObject, at: root,
                "a push payload is a JSON object, not \(checker.describe(root))")
            return (nil, Classification())
        }
        if Checker.isCrobox(root) {
            let payload = checker.decodeCrobox(root, facts: &facts).map(Payload.crobox)
            checkAllStrings(document)
            return (payload, classify(aps: nil, apsValue: nil))
        }
        var payload: Payload?
        var aps: APS?
        // Looked up once: every step below reads `aps`.
        let apsValue = root[member: "aps"]
        if let envelope = androidEnvelope(root, hasAPS: apsValue != nil) {
            facts.platform = .android
            payload = decodeAndroid(envelope)
        } else if apsValue == nil, root[member: "type"]?.string == "walkthrough" {
            facts.vendor = "synerise"
            facts.kind = .syneriseWalkthrough
            payload = checker.decodeWalkthrough(root, facts: &facts).map(Payload.syneriseWalkthrough)
        } else {
            facts.platform = .ios
            pushType = options.pushType ?? Self.impliedPushType(root, apsValue: apsValue)
            let issuer = syneriseIssuer(root)
            let issuerIsSynerise = issuer.namesSynerise
            let isCordial = !issuerIsSynerise && Checker.isCordial(root)
            if !isCordial {  // the Cordial checks report its top-level keys themselves
                if issuerIsSynerise {
                    checker.checkTypos(root, known: WireKeys.syneriseEnvelope.known, owner: "the payload")
                } else {
                    checker.checkTypos(root, known: WireKeys.apnsPayload.known, owner: "the payload")
                }
            }
            if let apsValue {
                aps = decodeAPS(apsValue, wakesWithAlert: isCordial && Checker.hasCordialTrigger(root))
            } else if pushType?.isDeliveredToService != true {
                checker.emit(
                    .apnsAPSMissing, at: root,
                    "an iOS push needs an \"aps\" object; without it the device has nothing to show and nothing wakes the app"
                )
            }
            if let pushType { checkPushTypePayload(pushType, root: root, apsValue: apsValue) }
            isLiveActivity = aps.map { $0.hasLiveActivity || Self.hasLiveActivityKeys(apsValue) } ?? false
            payload = decodeIOS(root, apsValue: apsValue, aps: aps, issuer: issuer, isCordial: isCordial)
        }
        // A walkthrough is fetched by the SDK, never pushed: no push size limit.
        if facts.kind != .syneriseWalkthrough { checkBudget(document) }
        checkAllStrings(document)
        let classification = classify(aps: aps, apsValue: apsValue)
        checkRequest(root, apsValue: apsValue, classification: classification)
        return (payload, classification)
    }

    // MARK: iOS

    /// Reads `aps`. With `wakesWithAlert`, `content-available: 1` beside an alert is
    /// intended (a Cordial push that shows an alert and wakes the app for its in-app or
    /// inbox trigger), so `apns.background-with-alert` is not reported.
    ///
    /// A push type that shows nothing by design (a widget or control reload, or a push a
    /// system service or PushKit delegate takes: voip, mdm, location, ...) delivers
    /// something without alert, badge or sound, so `apns.no-effect` is not reported.
    private mutating func decodeAPS(_ value: JSONValue, wakesWithAlert: Bool) -> APS? {
        let showsNothingByDesign = pushType.map { $0.isDeliveredToService || $0 == .widgets || $0 == .controls }
        guard wakesWithAlert || showsNothingByDesign == true else { return checker.decodeAPS(value) }
        var apsChecker = Checker(scope: checker.scope)
        let aps = apsChecker.decodeAPS(value)
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
    private static func impliedPushType(_ root: JSONValue, apsValue: JSONValue?) -> APNsPushType? {
        guard let apsValue else { return root[member: "mdm"]?.kind == .string ? .mdm : nil }
        guard apsValue[member: "content-changed"]?.bool == true else { return nil }
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
    private mutating func checkPushTypePayload(_ pushType: APNsPushType, root: JSONValue, apsValue: JSONValue?) {
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
    /// `Checker.isCordial`) is Cordial's, and anything else is a plain APNs payload.
    ///
    /// `apsValue` is `root[member: "aps"]`, `issuer` how the payload's issuer names
    /// Synerise, and `isCordial` whether the payload has Cordial markers
    /// (`Checker.isCordial`) and no Synerise issuer, all worked out once by the caller.
    private mutating func decodeIOS(
        _ root: JSONValue, apsValue: JSONValue?, aps: APS?, issuer: SyneriseIssuer, isCordial: Bool
    ) -> Payload? {
        if issuer.namesSynerise {
            reportNearMiss(issuer)
            facts.vendor = "synerise"
            if Checker.hasCordialMcID(root), let mcID = root[member: "mcID"] {
                checker.emit(
                    .payloadMultipleVendors, at: mcID,
                    "the payload is Synerise's (issuer) and also Cordial's (top-level mcID): both SDKs will act on it, and show or track it twice; pushkit checks it as Synerise's. Send each vendor its own payload"
                )
            }
            var content = root[member: "content"]
            let isEncrypted = Checker.isEncrypted(root)
            if let value = content, value.kind == .string, !isEncrypted {
                checker.emit(
                    .syneriseInvalidType, at: value,
                    "on iOS \"content\" is an object; a JSON string is the Android (FCM) form")
                content = nil
            }
            if aps?.mutableContent == true { facts.features.insert(.mutableContent) }
            let payload = checker.decodeSynerise(
                envelope: root, content: content, contentScope: checker.scope, platform: .ios, aps: aps,
                facts: &facts)
            // The text as `aps` decoded it: the same string, not made twice.
            if let text = aps?.alert?.title, let title = apsValue?[member: "alert"]?[member: "title"] {
                checker.checkTitleLength(text, title)
            }
            checkRichMediaRequirements(root, apsValue: apsValue, aps: aps)
            return payload.map(Payload.synerise)
        }
        if isCordial {
            return checker.decodeCordial(root, aps: aps, now: options.now, facts: &facts).map(Payload.cordial)
        }
        facts.vendor = "apns"
        if let pushType,
            pushType.isDeliveredToService || pushType == .widgets
                || pushType == .controls
        {
            facts.kind = PayloadKind.apns(pushType)
        }
        guard let aps else { return nil }
        if facts.kind == .unknown {
            facts.kind = isLiveActivity ? .apnsLiveActivity : aps.pushType == .background ? .apnsBackground : .apnsAlert
        }
        return .apns(APNsPayload(aps: aps, custom: JSONObject(root, excluding: WireKeys.apnsPayload.modelled)))
    }

    /// How an envelope's `issuer` names Synerise.
    enum SyneriseIssuer {
        /// It does not (or there is no string `issuer`).
        case none
        /// `"Synerise"`, exactly.
        case exact
        /// A near miss of it (`value`, reading `text`), which the SDK ignores.
        case nearMiss(value: JSONValue, text: String)

        /// Whether the payload is Synerise's, exactly or by a near miss.
        var namesSynerise: Bool {
            if case .none = self { return false }
            return true
        }
    }

    /// Whether the payload is Synerise's: `issuer` is `Synerise`, or a near miss of it
    /// (reported, since the SDK then ignores the payload).
    private mutating func isSynerise(_ envelope: JSONValue) -> Bool {
        let issuer = syneriseIssuer(envelope)
        reportNearMiss(issuer)
        return issuer.namesSynerise
    }

    /// How `issuer` names Synerise (without reporting).
    private func syneriseIssuer(_ envelope: JSONValue) -> SyneriseIssuer {
        guard let value = envelope[member: "issuer"], let text = value.string else { return .none }
        // The exact spelling, the common case, needs no folding.
        if text == "Synerise" { return .exact }
        return KeySpelling.fold(text) == Self.foldedSynerise ? .nearMiss(value: value, text: text) : .none
    }

    /// Reports an issuer that names Synerise only nearly.
    private mutating func reportNearMiss(_ issuer: SyneriseIssuer) {
        guard case .nearMiss(let value, let text) = issuer else { return }
        checker.emit(
            .syneriseIssuerCase, at: value,
            "issuer must be exactly \"Synerise\", not \(JSONText.quoted(text)); the SDK ignores the payload otherwise"
        )
    }

    /// `KeySpelling.fold("Synerise")`, worked out once.
    private static let foldedSynerise = KeySpelling.fold("Synerise")

    /// Whether `aps` has a Live Activity key (`event` or `content-state`).
    private static func hasLiveActivityKeys(_ aps: JSONValue?) -> Bool {
        guard let aps else { return false }
        return aps[member: "event"] != nil || aps[member: "content-state"] != nil
    }

    /// The one top-level key of a plain APNs payload that pushkit knows; the others are
    /// the app's own data.

    /// Rich media needs `mutable-content: 1` and the extension's category, or the
    /// image silently never shows.
    private mutating func checkRichMediaRequirements(_ root: JSONValue, apsValue: JSONValue?, aps: APS?) {
        guard let type = root[member: "content"]?[member: "rich-media"]?[member: "type"]?.string, let apsValue,
            apsValue.kind == .object
        else { return }
        let expected: String
        switch type {
        case "single-image": expected = Synerise.RichMedia.singleImage(url: "").category
        case "carousel": expected = Synerise.RichMedia.carousel(.init(orientation: .portrait, items: [])).category
        default: return
        }
        if aps?.mutableContent != true {
            checker.emit(
                .syneriseRichMediaMutableContent, at: apsValue[member: "mutable-content"] ?? apsValue,
                "rich media wants \"mutable-content\": 1 in aps: without it the notification service extension does not run, so the collapsed notification has no thumbnail and no dynamic buttons (the content extension still draws the expanded \(type == "carousel" ? "carousel" : "image"))"
            )
        }
        if aps?.category != expected {
            let categoryValue = apsValue[member: "category"]
            checker.emit(
                .syneriseRichMediaCategory, at: categoryValue ?? apsValue,
                "rich media of type \(type) needs \"category\": \(JSONText.quoted(expected)) in aps"
                    + (categoryValue?.string.map { ", not \(JSONText.quoted($0))" } ?? "")
                    + ": iOS picks the content extension by category, so without it the notification shows as plain text"
            )
        }
    }

    /// The one string check (hidden characters, credentials, host confusion, length) on
    /// every string of `document` and of the documents read out of its strings, with
    /// their diagnostics at the inner pointers.
    private mutating func checkAllStrings(_ document: JSONDocument) {
        checker.checkStrings(document, skipping: embedded.map(\.node))
        for inner in embedded {
            checker.within(inner.scope) { $0.checkStrings(inner.document) }
        }
    }

    // MARK: Android

    /// The FCM data map, when the document is an Android (FCM) payload; `hasAPS` is
    /// whether `root` has an `aps` key.
    private func androidEnvelope(_ root: JSONValue, hasAPS: Bool) -> JSONValue? {
        // An apns-push-type given by the sender says the document is an APNs body, whatever
        // its keys: a top-level `data` is then the app's own key, not an FCM data map.
        guard !hasAPS, options.pushType == nil else { return nil }
        if let data = root[member: "message"]?[member: "data"], data.kind == .object { return data }
        if let data = root[member: "data"], data.kind == .object { return data }
        if root[member: "issuer"] != nil, root[member: "content"]?.kind == .string { return root }
        return nil
    }

    private mutating func decodeAndroid(_ envelope: JSONValue) -> Payload? {
        for member in envelope.memberSequence where member.value.kind != .string {
            checker.emit(
                .fcmDataNotString, at: member.value,
                "every value in an FCM data message is a string; \(JSONText.quoted(member.key)) is \(checker.describe(member.value))"
            )
        }
        guard isSynerise(envelope) else { return nil }
        facts.vendor = "synerise"
        checker.checkTypos(envelope, known: WireKeys.syneriseData.known, owner: "the data message")
        var content: JSONValue?
        var scope = checker.scope
        let isEncrypted = Checker.isEncrypted(envelope)
        if let value = envelope[member: "content"], !isEncrypted {
            if value.kind == .string {
                (content, scope) = readEmbedded(value)
            } else if value.kind == .object {
                content = value
            }
        }
        return checker.decodeSynerise(
            envelope: envelope, content: content, contentScope: scope, platform: .android, aps: nil, facts: &facts
        ).map(Payload.synerise)
    }

    /// Reads the JSON document inside a string value, with diagnostics placed in the
    /// enclosing input: pointers under the string's pointer, offsets mapped back
    /// through the string's escapes.
    private mutating func readEmbedded(_ string: JSONValue) -> (JSONValue?, Scope) {
        let (bytes, offsets) = OffsetMap.unescaping(string, parent: checker.scope.sourceOffsets)
        let prefix = checker.scope.pointer(of: string)
        let scope = Scope(prefix: prefix, sourceOffsets: offsets)
        let (document, sink) = JSONReader(options: options.reader).readPending(bytes, pointerPrefix: prefix)
        if let document { embedded.append((string.index, document, scope)) }
        checker.sink.append(
            contentsOf: sink.pending.map { item in
                var moved = item
                moved.offset = scope.offset(item.offset)
                return moved
            })
        return (document?.root, scope)
    }

    // MARK: Sending

    /// Checks the size of `document` as sent: its compact form, without whitespace.
    private mutating func checkBudget(_ document: JSONDocument) {
        let limit = options.pushType?.maximumPayloadBytes ?? 4096
        // The compact form is never longer than the input: most payloads need no count.
        guard document.bytes.count > limit else { return }
        let sentBytes = document.compactLength
        guard sentBytes > limit else { return }
        let root = document.root
        let service = facts.platform == .android ? "FCM" : "APNs"
        checker.emit(
            .apnsPayloadTooLarge, at: root,
            "the payload is \(sentBytes) bytes as sent (without whitespace), \(sentBytes - limit) bytes over \(service)'s limit of \(limit); shorten the texts"
        )
    }

    private mutating func checkRequest(_ root: JSONValue, apsValue: JSONValue?, classification: Classification) {
        guard facts.platform == .ios, let derived = classification.pushType else { return }
        let place = apsValue ?? root
        if let given = options.pushType, [.alert, .background, .liveActivity].contains(given), given != derived {
            checker.emit(
                .apnsPushTypeMismatch, at: place,
                "the push type \(given.rawValue) contradicts the payload, which needs apns-push-type \(derived.rawValue); APNs delays or drops mismatched pushes"
            )
        }
        if options.priority == .immediately, derived == .background {
            checker.emit(
                .apnsPriorityMismatch, at: place,
                "a background push must be sent with apns-priority 5, not 10; APNs rejects or throttles it")
        }
    }

    private func classify(aps: APS?, apsValue: JSONValue?) -> Classification {
        var classification = Classification(
            vendor: facts.vendor, kind: facts.kind, platform: facts.platform, trigger: facts.trigger)
        var features = facts.features
        if let aps {
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
            if aps.badge != nil { features.insert(.badge) }
            if aps.hasSound { features.insert(.sound) }
            if case .critical = aps.sound { features.insert(.critical) }
            if aps.contentAvailable { features.insert(.contentAvailable) }
            if aps.mutableContent { features.insert(.mutableContent) }
            if apsValue?[member: "title-loc-key"] != nil || apsValue?[member: "alert"]?[member: "loc-key"] != nil {
                features.insert(.localized)
            }
        } else if let pushType, pushType.isDeliveredToService {
            classification.pushType = pushType
            classification.priority = pushType.defaultPriority
            classification.delivery = .silent
        } else if facts.platform == .android {
            classification.delivery = facts.kind == .syneriseSimplePush ? .visible : .silent
        } else if facts.kind == .syneriseWalkthrough {
            classification.delivery = .visible
        }
        if facts.trigger != nil { features.insert(.trigger) }
        classification.features = features.sorted()
        return classification
    }
}
