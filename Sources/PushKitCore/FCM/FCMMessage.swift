/// A plain FCM HTTP v1 message: the request body or the bare `Message` as given, with what
/// pushkit read of it.
///
/// The document is kept whole and written back as it came (``PayloadEncoder`` writes it
/// compactly): FCM reads every field of it, and a sending service sends the body as given.
public struct FCMMessage: Sendable, Hashable {
    /// Whom the message goes to.
    public enum Target: Sendable, Hashable {
        /// A registration token.
        case token(String)
        /// A topic's bare name.
        case topic(String)
        /// A condition over topics.
        case condition(String)
        /// A Firebase installation id.
        case fid(String)
    }

    /// What Android shows, from `android.notification`.
    public struct AndroidNotification: Sendable, Hashable {
        /// `title`.
        public var title: String?
        /// `body`.
        public var body: String?
        /// `image`.
        public var image: String?
        /// `icon`.
        public var icon: String?
        /// `color`: `#rrggbb`.
        public var color: String?
        /// `channel_id`.
        public var channelID: String?

        /// Creates the notification.
        public init(
            title: String? = nil, body: String? = nil, image: String? = nil, icon: String? = nil,
            color: String? = nil, channelID: String? = nil
        ) {
            self.title = title
            self.body = body
            self.image = image
            self.icon = icon
            self.color = color
            self.channelID = channelID
        }
    }

    /// The document: `{"message": ...}` (with `validate_only`, if given) or the bare message.
    public var document: JSONObject
    /// Whether ``document`` is the request (`{"message": ...}`) rather than the bare message.
    public var isRequest: Bool
    /// `validate_only`, when given.
    public var validateOnly: Bool?
    /// The target, when the message names one.
    public var target: Target?
    /// `notification.title`.
    public var title: String?
    /// `notification.body`.
    public var body: String?
    /// `notification.image`.
    public var image: String?
    /// `android.notification`, when given.
    public var android: AndroidNotification?
    /// `apns.payload.aps`, when given.
    public var aps: APS?

    /// Creates a message from its document.
    public init(document: JSONObject, isRequest: Bool, validateOnly: Bool? = nil, target: Target? = nil) {
        self.document = document
        self.isRequest = isRequest
        self.validateOnly = validateOnly
        self.target = target
    }

    init(document: JSONValue, isRequest: Bool, validateOnly: Bool?, target: Target?) {
        self.init(document: JSONObject(document), isRequest: isRequest, validateOnly: validateOnly, target: target)
    }

    /// The title Android shows: its own, else the message's.
    public var androidTitle: String? { android?.title ?? title }
    /// The body Android shows: its own, else the message's.
    public var androidBody: String? { android?.body ?? body }
}

extension JSONTree {
    /// The tree of an FCM message: its document as given.
    public init(_ message: FCMMessage) {
        self = .object(message.document)
    }
}

extension FCMMessage {
    /// The message in canonical form, as bytes (see ``PayloadEncoder``).
    public func encoded(pretty: Bool = false) -> [UInt8] { Payload.fcm(self).encoded(pretty: pretty) }
}
