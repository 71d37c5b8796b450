/// A Cordial push (iOS SDK 4.5), as the SDK and its app extensions read it.
///
/// Every Cordial key is a sibling of `aps`. One payload may carry several parts at
/// once: a visible alert (optionally with an image or a carousel), a silent in-app
/// message trigger and a silent inbox trigger. Each part is its own optional field,
/// so any combination can be written; ``parts`` lists the ones present.
///
/// Nothing written is lost, except carousel items the SDK would drop (they are not in
/// ``media``): keys pushkit does not model, legacy forms and values of the wrong type
/// are kept in the `extra` members of each part.
public struct CordialPayload: Sendable, Hashable {
    /// The fields, in one copy-on-write box: a copy of a `CordialPayload` is one retain
    /// rather than one per field.
    private struct Fields: Sendable, Hashable {
        var aps: APS?
        /// A view of the document until read (``ModelText``).
        var mcID: ModelText
        var deepLink: Cordial.DeepLink?
        var media: Cordial.Media
        var inAppMessage: Cordial.InAppMessage?
        var inbox: Cordial.Inbox?
        var systemExtra: JSONObject
        var extra: JSONObject
    }

    private var storage: CopyOnWrite<Fields>

    /// The `aps` dictionary; `nil` when the payload has none (an error of its own).
    public var aps: APS? {
        get { storage.fields.aps }
        _modify { yield &storage.fields.aps }
    }
    /// `mcID`: the message contact identifier, a top-level string. It ties taps and
    /// events to the message, and the SDK fetches in-app and inbox content by it.
    public var mcID: String {
        get { storage.fields.mcID.string }
        set { storage.fields.mcID = ModelText(newValue) }
    }
    /// `deepLink`: what a tap on the notification opens.
    public var deepLink: Cordial.DeepLink? {
        get { storage.fields.deepLink }
        _modify { yield &storage.fields.deepLink }
    }
    /// The rich media drawn by the app extensions.
    public var media: Cordial.Media {
        get { storage.fields.media }
        _modify { yield &storage.fields.media }
    }
    /// `system.iam`: the silent in-app message trigger.
    public var inAppMessage: Cordial.InAppMessage? {
        get { storage.fields.inAppMessage }
        _modify { yield &storage.fields.inAppMessage }
    }
    /// `system.inbox`: the silent inbox trigger.
    public var inbox: Cordial.Inbox? {
        get { storage.fields.inbox }
        _modify { yield &storage.fields.inbox }
    }
    /// Members of `system` pushkit does not model (the legacy `messageAttribution` and
    /// `deepLink` among them), kept as written.
    public var systemExtra: JSONObject {
        get { storage.fields.systemExtra }
        _modify { yield &storage.fields.systemExtra }
    }
    /// Top-level members pushkit does not model (legacy forms and values of the wrong
    /// type among them), kept as written.
    public var extra: JSONObject {
        get { storage.fields.extra }
        _modify { yield &storage.fields.extra }
    }

    /// Creates a payload.
    public init(
        aps: APS?, mcID: String, deepLink: Cordial.DeepLink? = nil, media: Cordial.Media = .none,
        inAppMessage: Cordial.InAppMessage? = nil, inbox: Cordial.Inbox? = nil, systemExtra: JSONObject = JSONObject(),
        extra: JSONObject = JSONObject()
    ) {
        self.init(
            aps: aps, mcID: ModelText(mcID), deepLink: deepLink, media: media, inAppMessage: inAppMessage, inbox: inbox,
            systemExtra: systemExtra, extra: extra)
    }

    /// A payload whose `mcID` is a view of the document, decoded when read.
    init(
        aps: APS?, mcID: ModelText, deepLink: Cordial.DeepLink?, media: Cordial.Media,
        inAppMessage: Cordial.InAppMessage?, inbox: Cordial.Inbox?, systemExtra: JSONObject, extra: JSONObject
    ) {
        storage = CopyOnWrite(
            Fields(
                aps: aps, mcID: mcID, deepLink: deepLink, media: media, inAppMessage: inAppMessage, inbox: inbox,
                systemExtra: systemExtra, extra: extra))
    }

    /// One part a Cordial push can carry.
    public enum Part: String, Sendable, Hashable, CaseIterable {
        /// A visible notification: `aps` has an alert, a badge or a sound.
        case alert
        /// A deep link opened on tap.
        case deepLink = "deep-link"
        /// An image attached by the notification service extension.
        case image
        /// A carousel drawn by the notification content extension.
        case carousel
        /// A silent in-app message trigger.
        case inAppMessage = "in-app"
        /// A silent inbox trigger.
        case inbox
    }

    /// The parts this payload carries, in declaration order.
    public var parts: [Part] {
        var parts: [Part] = []
        if aps?.isVisible == true { parts.append(.alert) }
        if deepLink != nil { parts.append(.deepLink) }
        switch media {
        case .none: break
        case .image: parts.append(.image)
        case .carousel(let carousel):
            if carousel.imageURL != nil { parts.append(.image) }
            parts.append(.carousel)
        }
        if inAppMessage != nil { parts.append(.inAppMessage) }
        if inbox != nil { parts.append(.inbox) }
        return parts
    }
}
