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
    static func claim(_ root: JSONValue, in context: DecodingContext) -> Claim?
    /// Decodes `root`, reporting through `context.checker` and noting vendor, kind and
    /// platform in `context.facts`.
    static func decode(_ root: JSONValue, _ claim: Claim, in context: inout DecodingContext) -> Payload?
}

extension VendorDecoder {
    static var isPush: Bool { true }
}

/// Validates one document: asks the vendors' decoders in order which one it is, lets that
/// one decode it, then runs the checks every document gets (the size limit of a push, the
/// string checks, the request).
struct PayloadDecoder {
    /// The vendors' decoders, in the order they are asked. Reachu comes first, since its
    /// active-components response is a bare array. Apple's decoder is not among them: every
    /// object that is no other vendor's document is an APNs payload (perhaps with a vendor
    /// layer), and a document with a top-level `aps` goes to it without asking them.
    static let vendors: [any VendorDecoder.Type] = [
        Reachu.Decoder.self, Crobox.Decoder.self, FCMDecoder.self, Synerise.WalkthroughDecoder.self,
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

    /// What the vendor's decoder decodes with: the checker, the facts, the options.
    var context: DecodingContext
    /// Apple's decoder, with what it read of `aps` for the classification and the request checks.
    var apns = APNsDecoder()

    init(options: borrowing Validator.Options) {
        context = DecodingContext(options: options)
    }

    /// Checks `document`.
    mutating func decode(_ document: JSONDocument) -> (Payload?, Classification) {
        let root = document.root
        context.rootKeys = root.memberIndex()
        let rootAPS = context.rootKeys.member(of: root, "aps")
        context.hasAPS = rootAPS != nil
        // Every claim refuses a document with a top-level `aps` (Reachu's, Crobox's and
        // FCM's by `hasAPS`, the walkthrough's too), so such a document, most payloads, goes
        // to Apple's decoder without asking them.
        if rootAPS == nil {
            for vendor in Self.vendors {
                if let (payload, isPush) = decode(root, withAny: vendor) {
                    return finish(document, payload: payload, isPush: isPush)
                }
            }
        }
        guard root.kind == .object else {
            context.checker.emit(
                .payloadNotObject, at: root,
                "a push payload is a JSON object, not \(context.checker.describe(root))")
            return (nil, Classification())
        }
        let payload = apns.decode(root, aps: rootAPS, in: &context)
        return finish(document, payload: payload, isPush: true)
    }

    /// The checks every decoded document gets, after its vendor's decoder: the size limit
    /// and the request of a push, and the string checks; and its classification.
    private mutating func finish(_ document: JSONDocument, payload: Payload?, isPush: Bool) -> (
        Payload?, Classification
    ) {
        if isPush { checkBudget(document, payload: payload) }
        checkAllStrings(document)
        let classification = classify()
        if isPush { apns.checkRequest(document.root, classification: classification, in: &context) }
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
        default: decode(root, with: vendor)
        }
    }

    /// Decodes `root` with `vendor` when it claims it.
    private mutating func decode<Vendor: VendorDecoder>(
        _ root: JSONValue, with vendor: Vendor.Type
    ) -> (Payload?, isPush: Bool)? {
        guard let claim = vendor.claim(root, in: context) else { return nil }
        return (vendor.decode(root, claim, in: &context), vendor.isPush)
    }

    /// The one string check (hidden characters, credentials, host confusion, length) on
    /// every string of `document` and of the documents read out of its strings, with
    /// their diagnostics at the inner pointers.
    mutating func checkAllStrings(_ document: JSONDocument) {
        // Most documents hold none: no list of nodes to skip is mapped for them.
        context.checker.checkStrings(document, skipping: context.embedded.isEmpty ? [] : context.embedded.map(\.node))
        for inner in context.embedded {
            context.checker.within(inner.scope) { $0.checkStrings(inner.document) }
        }
    }

    /// Checks the size of `document` as sent: its compact form, without whitespace. When
    /// the escapes it was written with make it too large (`\u017C` for `ż`), the message
    /// gives the size of its plain canonical form too (the typed payload's encoding, which
    /// `Validator.prepare` sends and `pushkit render --format json` writes) and how to get it.
    mutating func checkBudget(_ document: JSONDocument, payload: Payload?) {
        let limit = context.options.payloadLimit
        // A plain FCM message counts its payload itself (FCMDecoder.checkSize), not its envelope.
        if context.facts.vendor == .fcm { return }
        // The compact form is never longer than the input: most payloads need no count.
        guard document.bytes.count > limit else { return }
        let sentBytes = document.compactLength
        guard sentBytes > limit else { return }
        let root = document.root
        let service = context.facts.platform == .android ? "FCM" : "APNs"
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
        context.checker.emit(.apnsPayloadTooLarge, at: root, message)
    }

    /// The classification of the decoded document, from the context's facts and Apple's
    /// `aps`. The last reader of the facts: it takes the trigger and the features out of them rather than
    /// copying them (a retain of each, then a release at the decoder's teardown).
    mutating func classify() -> Classification {
        var trigger: String?
        swap(&trigger, &context.facts.trigger)
        var features = FeatureList()
        swap(&features, &context.facts.features)
        var classification = Classification(
            vendor: context.facts.vendor, kind: context.facts.kind, platform: context.facts.platform, trigger: trigger)
        if !apns.classify(&classification, features: &features) {
            // An FCM message is judged by its kind whichever platform it is for.
            if context.facts.platform == .android || context.facts.vendor == .fcm {
                let kind = context.facts.kind
                classification.delivery =
                    kind == .syneriseSimplePush || kind == .fcmNotification || kind == .fcmNotificationData
                    ? .visible : .silent
            } else if context.facts.kind == .syneriseWalkthrough {
                classification.delivery = .visible
            }
        }
        if trigger != nil { features.insert(.trigger) }
        classification.setFeatures(features)
        return classification
    }
}
