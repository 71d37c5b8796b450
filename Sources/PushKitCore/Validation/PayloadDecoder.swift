/// One vendor's decoder: recognises the vendor's documents, decodes them into the typed
/// model and runs the vendor's rules.
///
/// ``PayloadDecoder`` asks each in turn (``PayloadDecoder/vendors``); the first that
/// claims a document decodes it. A claim is what recognising found and decoding needs
/// (FCM's data map, Apple's `aps`), so nothing is looked up twice.
protocol VendorDecoder: Sendable {
    /// What recognising a document found.
    associatedtype Claim
    /// Whether the decoder's documents are pushed (through APNs or FCM): the size limit
    /// and the request's push type and priority apply to them.
    static var isPush: Bool { get }
    /// The claim on `root`, when it is one of this decoder's documents; reports nothing.
    static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> Claim?
    /// Decodes `root`, reporting through `decoder.checker` and noting vendor, kind and
    /// platform in `decoder.facts`.
    static func decode(_ root: JSONValue, _ claim: Claim, in decoder: inout PayloadDecoder) -> Payload?
}

extension VendorDecoder {
    static var isPush: Bool { true }
}

/// Validates one document: asks the vendors' decoders in order which one it is, lets that
/// one decode it, then runs the checks every document gets (the size limit of a push, the
/// string checks, the request).
struct PayloadDecoder {
    /// The vendors' decoders, in the order they are asked. Reachu comes first, since its
    /// active-components response is a bare array; Apple's comes last, since every object
    /// that is no other vendor's document is an APNs payload (perhaps with a vendor layer).
    static let vendors: [any VendorDecoder.Type] = [
        Reachu.Decoder.self, Crobox.Decoder.self, FCMDecoder.self, Synerise.WalkthroughDecoder.self, APNsDecoder.self,
    ]

    /// The options decoding reads: ``Validator/Options`` without its routes, app profile
    /// and attributes type, which the validator checks itself.
    ///
    /// Its fields are plain values, so that a decoder built and torn down on every
    /// validation copies and releases no reference for them: holding the whole
    /// ``Validator/Options`` (its route table, app profile and strings) cost a copy with a
    /// retain per reference and a release of each at teardown.
    struct Options {
        /// Limits for the JSON reader, for documents read out of strings.
        var reader: JSONReader.Options
        /// ``Validator/Options/pushType``.
        var pushType: APNsPushType?
        /// ``Validator/Options/priority``.
        var priority: APNsPriority?
        /// ``Validator/Options/isBroadcast``.
        var isBroadcast: Bool
        /// ``Validator/Options/now``.
        var now: Int64?
        /// ``Validator/Options/maxDiagnostics``.
        var maxDiagnostics: Int
        /// ``Validator/Options/payloadLimit``.
        var payloadLimit: Int

        /// Borrows `options`: an initialiser's parameter is otherwise passed owned, and
        /// the caller's copy of the whole ``Validator/Options`` cost a retain of each of
        /// its references, and a release of each after.
        init(_ options: borrowing Validator.Options) {
            reader = options.reader
            pushType = options.pushType
            priority = options.priority
            isBroadcast = options.isBroadcast
            now = options.now
            maxDiagnostics = options.maxDiagnostics
            payloadLimit = options.payloadLimit
        }
    }

    let options: Options
    var checker: Checker
    var facts = PayloadFacts()
    /// The iOS payload's `aps`, as decoded, and its value in the document.
    var aps: APS?
    var apsValue: JSONValue?
    /// Where the keys of ``apsValue`` sit, read in one walk when it was set: the lookups
    /// of keys most `aps` objects lack (`content-changed`, `category`, `title-loc-key`)
    /// are answered by their bits.
    var apsKeys = MemberIndex()
    /// The document's top-level `aps`, looked up once for every vendor's claim (each
    /// asks whether there is one).
    var rootAPS: JSONValue?
    /// Where the document's top-level keys sit, read in one walk (``JSONValue/memberIndex()``):
    /// the vendors' claims look up keys the top level mostly lacks (`issuer`, Cordial's
    /// markers), each answered by its bit without a walk of the members.
    var rootKeys = MemberIndex()
    /// Whether the iOS payload updates a Live Activity (its `aps` has the complete
    /// Live Activity, or an `event` or `content-state` key), worked out once.
    var isLiveActivity = false
    /// The push type the sender gave, or for a payload only one push type can carry (an
    /// MDM push's lone `mdm`, a widget reload's `content-changed`), that push type.
    var pushType: APNsPushType?
    /// The JSON documents read out of strings (an Android `content`): the string's node,
    /// the document, and where its diagnostics go. Their strings are checked as every
    /// other string is (``checkAllStrings(_:)``), the string holding them is not.
    var embedded: [(node: Int, document: JSONDocument, scope: Scope)] = []

    init(options: borrowing Validator.Options) {
        self.options = Options(options)
        checker = Checker(sink: DiagnosticSink(limit: options.maxDiagnostics), now: options.now)
    }

    /// Checks `document`.
    mutating func decode(_ document: JSONDocument) -> (Payload?, Classification) {
        let root = document.root
        rootKeys = root.memberIndex()
        rootAPS = rootKeys.member(of: root, "aps")
        // Every claim but Apple's refuses a document with a top-level `aps` (Reachu's,
        // Crobox's and FCM's by `hasAPS`, the walkthrough's by `rootAPS`), so such a
        // document, most payloads, goes to Apple's decoder without asking them.
        if rootAPS != nil, let (payload, isPush) = decode(root, with: APNsDecoder.self) {
            return finish(document, payload: payload, isPush: isPush)
        }
        for vendor in Self.vendors {
            if let (payload, isPush) = decode(root, withAny: vendor) {
                return finish(document, payload: payload, isPush: isPush)
            }
        }
        checker.emit(
            .payloadNotObject, at: root,
            "a push payload is a JSON object, not \(checker.describe(root))")
        return (nil, Classification())
    }

    /// The checks every decoded document gets, after its vendor's decoder: the size limit
    /// and the request of a push, and the string checks; and its classification.
    private mutating func finish(_ document: JSONDocument, payload: Payload?, isPush: Bool) -> (
        Payload?, Classification
    ) {
        if isPush { checkBudget(document, payload: payload) }
        checkAllStrings(document)
        let classification = classify()
        if isPush { checkRequest(document.root, classification: classification) }
        return (payload, classification)
    }

    /// ``decode(_:with:)`` through the concrete type of each vendor in ``vendors``, so
    /// that its call is specialised: through the existential, every call ran the generic
    /// body unspecialised and looked up the metadata of `Vendor.Claim?` at run time,
    /// about 3,800 instructions a payload (Benchmarks/instructions.sh, the minimal
    /// payload 17,293 -> 21,118). A vendor the switch does not name still works, through
    /// the generic body.
    private mutating func decode(_ root: JSONValue, withAny vendor: any VendorDecoder.Type) -> (
        Payload?, isPush: Bool
    )? {
        switch ObjectIdentifier(vendor) {
        case ObjectIdentifier(Reachu.Decoder.self): decode(root, with: Reachu.Decoder.self)
        case ObjectIdentifier(Crobox.Decoder.self): decode(root, with: Crobox.Decoder.self)
        case ObjectIdentifier(FCMDecoder.self): decode(root, with: FCMDecoder.self)
        case ObjectIdentifier(Synerise.WalkthroughDecoder.self): decode(root, with: Synerise.WalkthroughDecoder.self)
        case ObjectIdentifier(APNsDecoder.self): decode(root, with: APNsDecoder.self)
        default: decode(root, with: vendor)
        }
    }

    /// Decodes `root` with `vendor` when it claims it.
    private mutating func decode<Vendor: VendorDecoder>(
        _ root: JSONValue, with vendor: Vendor.Type
    ) -> (Payload?, isPush: Bool)? {
        guard let claim = vendor.claim(root, in: self) else { return nil }
        return (vendor.decode(root, claim, in: &self), vendor.isPush)
    }

    /// Checks the request options against the payload: a push type it contradicts, the
    /// priority of a background push.
    private mutating func checkRequest(_ root: JSONValue, classification: Classification) {
        if options.isBroadcast { return checkBroadcast(root, classification: classification) }
        APNsDecoder.checkRequest(root, apsValue: apsValue, classification: classification, in: &self)
    }

    /// The one string check (hidden characters, credentials, host confusion, length) on
    /// every string of `document` and of the documents read out of its strings, with
    /// their diagnostics at the inner pointers.
    mutating func checkAllStrings(_ document: JSONDocument) {
        // Most documents hold none: no list of nodes to skip is mapped for them.
        checker.checkStrings(document, skipping: embedded.isEmpty ? [] : embedded.map(\.node))
        for inner in embedded {
            checker.within(inner.scope) { $0.checkStrings(inner.document) }
        }
    }

    /// Reads the JSON document inside a string value, with diagnostics placed in the
    /// enclosing input: pointers under the string's pointer, offsets mapped back
    /// through the string's escapes.
    mutating func readEmbedded(_ string: JSONValue) -> (JSONValue?, Scope) {
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

    /// Checks the size of `document` as sent: its compact form, without whitespace. When
    /// the escapes it was written with make it too large (`\u017C` for `ż`), the message
    /// gives the size of its plain canonical form too (the typed payload's encoding, which
    /// `Validator.prepare` sends and `pushkit render --format json` writes) and how to get it.
    mutating func checkBudget(_ document: JSONDocument, payload: Payload?) {
        let limit = options.payloadLimit
        // The compact form is never longer than the input: most payloads need no count.
        guard document.bytes.count > limit else { return }
        let sentBytes = document.compactLength
        guard sentBytes > limit else { return }
        let root = document.root
        let service = facts.platform == .android ? "FCM" : "APNs"
        let over =
            "\(sentBytes) bytes as sent (without whitespace), \(sentBytes - limit) bytes over \(service)'s limit of \(limit)"
        let plainBytes = payload?.encoded().count ?? document.plainLength
        let message =
            if plainBytes >= sentBytes {
                "the payload is \(over); shorten the texts"
            } else if plainBytes <= limit {
                "the payload is \(over), because of its \\u escapes: written plainly (UTF-8 without escapes, as "
                    + "`pushkit render --format json` writes it and Validator.prepare sends it) it is \(plainBytes) "
                    + "bytes and fits; serialise without escaping non-ASCII (ensure_ascii=False in Python's json)"
            } else {
                "the payload is \(over); written plainly (UTF-8 without \\u escapes) it is still \(plainBytes) "
                    + "bytes, \(plainBytes - limit) over; shorten the texts"
            }
        checker.emit(.apnsPayloadTooLarge, at: root, message)
    }

    /// The classification of the decoded document, from ``facts`` and ``aps``. The last
    /// reader of ``facts``: it takes the trigger and the features out of them rather than
    /// copying them (a retain of each, then a release at the decoder's teardown).
    mutating func classify() -> Classification {
        var trigger: String?
        swap(&trigger, &facts.trigger)
        var features = FeatureList()
        swap(&features, &facts.features)
        var classification = Classification(
            vendor: facts.vendor, kind: facts.kind, platform: facts.platform, trigger: trigger)
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
        } else if let pushType, pushType.isDeliveredToService {
            classification.pushType = pushType
            classification.priority = pushType.defaultPriority
            classification.delivery = .silent
        } else if facts.platform == .android {
            classification.delivery = facts.kind == .syneriseSimplePush ? .visible : .silent
        } else if facts.kind == .syneriseWalkthrough {
            classification.delivery = .visible
        }
        if trigger != nil { features.insert(.trigger) }
        classification.setFeatures(features)
        return classification
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
