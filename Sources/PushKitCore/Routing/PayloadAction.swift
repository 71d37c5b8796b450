/// One thing a payload makes happen when the user taps something: where it sits,
/// what it does and what it opens, whatever the vendor.
///
/// ``Payload/actions`` lists them; ``ActionRouter`` sends each to a handler;
/// ``RouteTable`` says which deep-link route each one hits.
public struct PayloadAction: Sendable, Hashable {
    /// Where the action sits in the payload.
    public var source: Source
    /// The JSON Pointer of the action: the action object (`/content/buttons/1/action`), or
    /// the link itself where the vendor has no action object (a carousel item's `url`).
    public var pointer: JSONPointer
    /// The JSON Pointer of the text ``target`` was read from (`/content/buttons/1/action/item`);
    /// the same as ``pointer`` when the action is the link itself, and for an open-app action.
    public var targetPointer: JSONPointer
    /// What the action does.
    public var kind: Kind
    /// The URL or deep link opened, exactly as written; `nil` for ``Kind/openApp``.
    public var target: String?
    /// A Cordial deep link's `vanityUrl`: the short, tracked form of the link.
    public var vanityURL: String?
    /// A Cordial deep link's `fallbackUrl`: opened when the app cannot handle the link.
    public var fallbackURL: String?

    /// Creates an action.
    public init(
        source: Source, pointer: JSONPointer, targetPointer: JSONPointer? = nil, kind: Kind, target: String?,
        vanityURL: String? = nil, fallbackURL: String? = nil
    ) {
        self.source = source
        self.pointer = pointer
        self.targetPointer = targetPointer ?? pointer
        self.kind = kind
        self.target = target
        self.vanityURL = vanityURL
        self.fallbackURL = fallbackURL
    }

    /// A link given on its own (a command-line argument, or a URL the app was opened
    /// with): a deep link from ``Source/argument`` at the root pointer.
    public static func link(_ text: String) -> PayloadAction {
        PayloadAction(source: .argument, pointer: .root, kind: .deepLink, target: text)
    }

    /// What an action does.
    public enum Kind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
        /// Opens the app at its start screen.
        case openApp = "open-app"
        /// Opens a web page in the browser.
        case openURL = "open-url"
        /// Opens a place inside the app: a URI (`myapp://product/1`, a universal link) or a bare key.
        case deepLink = "deep-link"

        /// `open-app`, `open-url` or `deep-link`.
        public var description: String { rawValue }
    }

    /// Where an action sits, vendor-neutral.
    public enum Source: Sendable, Hashable, CustomStringConvertible {
        /// The tap on the notification itself (a Cordial push's `deepLink` is what it opens).
        case notification
        /// A notification button, by its identifier and its place in the button list.
        case button(identifier: String, index: Int)
        /// A carousel item, by its place in the carousel.
        case carouselItem(index: Int)
        /// The page of a full-screen banner.
        case bannerPage
        /// A walkthrough page, by its place in the document's `pages`.
        case walkthroughPage(index: Int)
        /// A link given on its own rather than read from a payload.
        case argument

        /// A short stable name: `notification`, `button:ID`, `carousel-item:0`, `banner-page`,
        /// `walkthrough-page:2` or `argument`.
        public var description: String {
            switch self {
            case .notification: "notification"
            case .button(let identifier, _): "button:\(identifier)"
            case .carouselItem(let index): "carousel-item:\(index)"
            case .bannerPage: "banner-page"
            case .walkthroughPage(let index): "walkthrough-page:\(index)"
            case .argument: "argument"
            }
        }
    }
}
