/// Writes a typed payload as JSON bytes, in pushkit's canonical form.
///
/// The canonical form is what a sending service should put on the wire:
///
/// - `aps` first, then the vendor's envelope keys in a fixed order, then the keys pushkit
///   does not model (`extra`, `custom`), in the order they were read or added. Every
///   object inside follows the same rule: its modelled keys in the fixed order the
///   ``CanonicalOrder`` lists, then its unknown members in their original order. A key
///   the model writes is never written a second time from the unknown members.
/// - No whitespace (``JSONWriter`` with `pretty: true` for people: two-space indent).
/// - Numbers keep their lexeme (`1` stays `1`, `1.0` stays `1.0`).
/// - Strings escaped minimally: `"`, `\` and control characters; non-ASCII kept as UTF-8.
/// - An Android (FCM) payload's `content` is the content object written compactly into
///   a JSON string, inside the FCM wrapper it came in (or was given).
///
/// ```swift
/// let bytes = PayloadEncoder().encode(.apns(.alert(title: "Sale", body: "50% off today")))
/// // {"aps":{"alert":{"title":"Sale","body":"50% off today"}}}
/// ```
///
/// Decoding what the encoder wrote gives back an equal value, and encoding a payload
/// the validator accepted gives bytes it accepts again.
public struct PayloadEncoder: Sendable, Hashable {
    /// Whether to write for people (line breaks, two-space indentation).
    public var isPretty: Bool

    /// Creates an encoder; `pretty: true` writes for people.
    public init(pretty: Bool = false) {
        isPretty = pretty
    }

    /// The bytes of `payload`.
    public func encode(_ payload: Payload) -> [UInt8] {
        JSONWriter(pretty: isPretty).bytes(JSONTree(payload))
    }

    /// The text of `payload`.
    public func string(_ payload: Payload) -> String {
        String(decoding: encode(payload), as: UTF8.self)
    }
}

extension Payload {
    /// The payload in canonical form, as bytes (see ``PayloadEncoder``).
    public func encoded(pretty: Bool = false) -> [UInt8] {
        PayloadEncoder(pretty: pretty).encode(self)
    }
}

/// The fixed order of the keys pushkit models, object by object: what the canonical
/// form writes first, before an object's unknown members.
public enum CanonicalOrder: Sendable {
    /// An APNs payload: `aps`, then the app's keys in their order.
    public static let apnsPayload = ["aps"]
    /// `aps`.
    public static let aps = [
        "alert", "badge", "sound", "thread-id", "category", "content-available", "mutable-content",
        "target-content-id", "interruption-level", "relevance-score", "filter-criteria", "timestamp", "event",
        "content-state", "stale-date", "dismissal-date", "attributes-type", "attributes",
    ]
    /// `aps.alert` in its object form.
    public static let alert = [
        "title", "subtitle", "body", "launch-image", "title-loc-key", "title-loc-args", "subtitle-loc-key",
        "subtitle-loc-args", "loc-key", "loc-args",
    ]
    /// The critical `aps.sound` object.
    public static let sound = ["critical", "name", "volume"]
    /// A Synerise push (iOS top level, or Android data map without `aps`).
    public static let synerisePayload = [
        "aps", "issuer", "message-type", "content-type", "content-encryption", "content-encryption-key",
        "content-encryption-failure", "content",
    ]
    /// The FCM v1 `message` object.
    public static let fcmMessage = ["token", "topic", "condition", "data"]
    /// The legacy FCM object.
    public static let fcmLegacy = ["to", "registration_ids", "condition", "data"]
    /// `campaign`.
    public static let campaign = ["variant_id", "hash_id", "type", "title", "journeyId", "testDelivery"]
    /// An action.
    public static let action = ["type", "item"]
    /// Simple-push `content`.
    public static let simplePush = ["campaign", "notification", "buttons", "rich-media"]
    /// `content.notification` of a simple push.
    public static let notification = ["title", "body", "sound", "icon", "priority", "action"]
    /// A notification button.
    public static let button = ["identifier", "text", "action"]
    /// `rich-media`; `single-image` is `{image}`, `carousel` is `{orientation, items}`.
    public static let richMedia = ["type", "single-image", "carousel"]
    /// A carousel item.
    public static let carouselItem = ["caption", "subcaption", "image", "url"]
    /// Template-banner `content`.
    public static let templateBanner = ["campaign", "page", "trigger", "auto_disappear", "notification"]
    /// A banner or walkthrough page; `background` is `{color, alpha}`, `header` and
    /// `description` are `{text, color, alpha, size}`, `close_button` is
    /// `{is_enabled, alignment}` and `image` is `{url}`.
    public static let page = [
        "index", "type", "background", "header", "description", "button", "close_button", "action", "image",
    ]
    /// A page's `button`.
    public static let pageButton = ["is_enabled", "color", "text", "text_color", "corner_radius"]
    /// A walkthrough document.
    public static let walkthrough = ["id", "type", "is_loop_enabled", "are_indicators_visible", "campaign", "pages"]
    /// Silent-command `content`; a parameter is `{class_name, value, position}`.
    public static let command = ["class_name", "method_name", "method_parameters"]
    /// A Cordial push.
    public static let cordial = ["aps", "mcID", "deepLink", "imageURL", "carousel", "system"]
    /// Cordial's `system`.
    public static let cordialSystem = ["iam", "inbox"]
    /// Cordial's `system.iam`.
    public static let cordialInAppMessage = [
        "type", "displayType", "inactiveSessionDisplay", "expirationTime", "left", "right",
    ]
    /// Cordial's `deepLink`.
    public static let cordialDeepLink = ["url", "vanityUrl", "fallbackUrl"]
    /// A Cordial carousel item.
    public static let cordialCarouselItem = ["imageURL", "deepLink"]
}

/// An object under construction: members in the order added, no key twice.
struct ObjectBuilder {
    private(set) var object = JSONObject()
    private var keys: Set<String> = []

    mutating func add(_ key: String, _ value: JSONTree?) {
        guard let value, !keys.contains(key) else { return }
        keys.insert(key)
        object.members.append((key: key, value: value))
    }

    mutating func add(_ key: String, _ text: String?) {
        add(key, text.map(JSONTree.string))
    }

    mutating func add(_ key: String, _ number: JSONNumber?) {
        add(key, number.map(JSONTree.number))
    }

    mutating func add(_ key: String, _ integer: Int?) {
        add(key, integer.map { JSONTree.number(JSONNumber($0)) })
    }

    mutating func add(_ key: String, _ flag: Bool?) {
        add(key, flag.map(JSONTree.bool))
    }

    /// Adds the members of `extra` whose keys are not written yet, in their order.
    mutating func add(contentsOf extra: JSONObject) {
        for member in extra.members { add(member.key, member.value) }
    }

    var tree: JSONTree { .object(object) }
}

extension JSONTree {
    /// The canonical tree of `payload` (see ``PayloadEncoder``).
    public init(_ payload: Payload) {
        switch payload {
        case .apns(let payload): self = JSONTree(payload)
        case .synerise(let payload): self = JSONTree(payload)
        case .syneriseWalkthrough(let walkthrough): self = JSONTree(walkthrough)
        case .cordial(let payload): self = JSONTree(payload)
        case .reachu(let document): self = JSONTree(document)
        case .crobox(let response): self = JSONTree(response)
        }
    }

    /// The canonical tree of an APNs payload.
    public init(_ payload: APNsPayload) {
        var object = ObjectBuilder()
        object.add("aps", JSONTree(payload.aps))
        object.add(contentsOf: payload.custom)
        self = object.tree
    }

    /// The canonical tree of `aps`.
    public init(_ aps: APS) {
        var object = ObjectBuilder()
        switch aps.alert {
        case .text(let text): object.add("alert", text)
        case .structured(let alert): object.add("alert", JSONTree(alert))
        case nil: break
        }
        object.add("badge", aps.badge)
        switch aps.sound {
        case .named(let name): object.add("sound", name)
        case .critical(let name, let volume):
            var sound = ObjectBuilder()
            sound.add("critical", 1)
            sound.add("name", name)
            sound.add("volume", volume.flatMap { JSONNumber($0) })
            object.add("sound", sound.tree)
        case nil: break
        }
        object.add("thread-id", aps.threadID)
        object.add("category", aps.category)
        object.add("content-available", aps.contentAvailable ? 1 : nil)
        object.add("mutable-content", aps.mutableContent ? 1 : nil)
        object.add("target-content-id", aps.targetContentID)
        object.add("interruption-level", aps.interruptionLevel?.rawValue)
        object.add("relevance-score", aps.relevanceScoreNumber)
        object.add("filter-criteria", aps.filterCriteria)
        if let live = aps.liveActivity {
            object.add("timestamp", live.timestamp)
            object.add("event", live.event.rawValue)
            object.add("content-state", live.contentState)
            object.add("stale-date", live.staleDate)
            object.add("dismissal-date", live.dismissalDate)
            object.add("attributes-type", live.attributesType)
            object.add("attributes", live.attributes)
        }
        object.add(contentsOf: aps.extra)
        self = object.tree
    }

    /// The canonical tree of an alert object.
    public init(_ alert: APS.StructuredAlert) {
        var object = ObjectBuilder()
        object.add("title", alert.title)
        object.add("subtitle", alert.subtitle)
        object.add("body", alert.body)
        object.add("launch-image", alert.launchImage)
        for (localization, key, arguments) in [
            (alert.titleLocalization, "title-loc-key", "title-loc-args"),
            (alert.subtitleLocalization, "subtitle-loc-key", "subtitle-loc-args"),
            (alert.bodyLocalization, "loc-key", "loc-args"),
        ] {
            object.add(key, localization?.key)
            object.add(arguments, localization?.arguments.map { JSONTree.array($0.map(JSONTree.string)) })
        }
        object.add(contentsOf: alert.extra)
        self = object.tree
    }
}
