extension Cordial {
    /// The rich media of a Cordial push, drawn by the app's notification extensions.
    ///
    /// Both need a visible alert: iOS runs notification extensions only for pushes that
    /// show something.
    public enum Media: Sendable, Hashable {
        /// No image and no carousel.
        case none
        /// `imageURL`: an image the notification service extension downloads and attaches
        /// (it needs `aps.mutable-content: 1`).
        case image(url: String)
        /// `carousel`: swipeable items drawn by the notification content extension (it
        /// needs `aps.category: carouselNotificationCategory`).
        case carousel(Cordial.Carousel)
    }
}

extension Cordial {
    /// A Cordial carousel: the items the content extension shows, in order.
    public struct Carousel: Sendable, Hashable {
        /// The category the carousel content extension listens for.
        public static let category = "carouselNotificationCategory"

        /// The items the SDK keeps (it silently drops items with a missing key or a value
        /// that is not a string). The swipe buttons need at least two.
        public var items: [Item]
        /// `imageURL` beside the carousel, attached by the service extension as well.
        public var imageURL: String?

        /// Creates a carousel.
        public init(items: [Item], imageURL: String? = nil) {
            self.items = items
            self.imageURL = imageURL
        }

        /// One carousel item: both keys are required and every value is a string.
        public struct Item: Sendable, Hashable {
            // The two links stay views of the document until read (``ModelText``).
            private var imageURLText: ModelText
            private var deepLinkText: ModelText

            /// `imageURL`: the item's image.
            public var imageURL: String {
                get { imageURLText.string }
                set { imageURLText = ModelText(newValue) }
            }
            /// `deepLink`: a plain URL string opened when the item is chosen (not the
            /// object form of the top-level `deepLink`).
            public var deepLink: String {
                get { deepLinkText.string }
                set { deepLinkText = ModelText(newValue) }
            }
            /// Other members of the item (all strings, or the SDK would drop it), kept as
            /// written.
            public var extra: JSONObject

            /// Creates an item.
            public init(imageURL: String, deepLink: String, extra: JSONObject = JSONObject()) {
                self.init(imageURL: ModelText(imageURL), deepLink: ModelText(deepLink), extra: extra)
            }

            /// An item whose links are views of the document, decoded when read.
            init(imageURL: ModelText, deepLink: ModelText, extra: JSONObject) {
                imageURLText = imageURL
                deepLinkText = deepLink
                self.extra = extra
            }

        }
    }
}
