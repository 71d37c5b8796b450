extension Synerise {
    /// `content-type: template-banner`: a full-screen banner delivered silently.
    public struct TemplateBanner: Sendable, Hashable {
        /// The fields, in one copy-on-write box: a copy of a `TemplateBanner` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            var campaign: Campaign
            var page: Page
            var trigger: String?
            var autoDisappear: AutoDisappear?
            var notification: BannerNotification?
            var extra: JSONObject
        }

        private var storage: CopyOnWrite<Fields>

        /// `campaign`.
        public var campaign: Campaign {
            get { storage.fields.campaign }
            _modify { yield &storage.fields.campaign }
        }
        /// `page`.
        public var page: Page {
            get { storage.fields.page }
            _modify { yield &storage.fields.page }
        }
        /// `trigger`: the event label that shows the banner; `nil` or empty shows it at once.
        public var trigger: String? {
            get { storage.fields.trigger }
            _modify { yield &storage.fields.trigger }
        }
        /// `auto_disappear`.
        public var autoDisappear: AutoDisappear? {
            get { storage.fields.autoDisappear }
            _modify { yield &storage.fields.autoDisappear }
        }
        /// `notification`: shown by Android when the app is not running.
        public var notification: BannerNotification? {
            get { storage.fields.notification }
            _modify { yield &storage.fields.notification }
        }
        /// Members of `content` pushkit does not model, kept as written.
        public var extra: JSONObject {
            get { storage.fields.extra }
            _modify { yield &storage.fields.extra }
        }

        /// Creates a banner.
        public init(
            campaign: Campaign, page: Page, trigger: String? = nil, autoDisappear: AutoDisappear? = nil,
            notification: BannerNotification? = nil, extra: JSONObject = JSONObject()
        ) {
            storage = CopyOnWrite(
                Fields(
                    campaign: campaign, page: page, trigger: trigger, autoDisappear: autoDisappear,
                    notification: notification, extra: extra))
        }

        /// A mandatory upgrade: the close button is disabled and the only action opens a URL
        /// (a store or a website).
        public var isMandatoryUpgrade: Bool {
            !page.closeButton.isEnabled && page.heldAction.isOpenURL
        }

        /// `auto_disappear`.
        public struct AutoDisappear: Sendable, Hashable {
            /// `is_enabled`.
            public var isEnabled: Bool
            /// `timeout`, in seconds.
            public var timeout: Int?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates the setting.
            public init(isEnabled: Bool, timeout: Int?, extra: JSONObject = JSONObject()) {
                self.isEnabled = isEnabled
                self.timeout = timeout
                self.extra = extra
            }
        }

        /// The optional `notification` block of a banner.
        public struct BannerNotification: Sendable, Hashable {
            /// `title`.
            public var title: String?
            /// `body`.
            public var body: String?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates the block.
            public init(title: String?, body: String?, extra: JSONObject = JSONObject()) {
                self.title = title
                self.body = body
                self.extra = extra
            }
        }
    }

    /// A banner page or a walkthrough page.
    public struct Page: Sendable, Hashable {
        /// `index`.
        public var index: Int?
        /// `type`, with exactly the parts that layout has.
        public var layout: Layout
        /// `background`.
        public var background: Fill
        /// `button`.
        public var button: PageButton
        /// `close_button`.
        public var closeButton: CloseButton
        /// `action`.
        public var action: Action {
            get { heldAction.action }
            set { heldAction = HeldAction(newValue) }
        }
        /// ``action`` as held: the decoder sets it with its link a view of the document.
        var heldAction: HeldAction
        /// Members of the `action` object besides `type` and `item`, kept as written.
        public var actionExtra: JSONObject
        /// Members of the `image` object besides `url` (image layouts), kept as written.
        public var imageExtra: JSONObject
        /// Members of the page pushkit does not model, kept as written.
        public var extra: JSONObject

        /// Creates a page.
        public init(
            index: Int?, layout: Layout, background: Fill, button: PageButton, closeButton: CloseButton,
            action: Action, actionExtra: JSONObject = JSONObject(), imageExtra: JSONObject = JSONObject(),
            extra: JSONObject = JSONObject()
        ) {
            self.init(
                index: index, layout: layout, background: background, button: button, closeButton: closeButton,
                heldAction: HeldAction(action), actionExtra: actionExtra, imageExtra: imageExtra, extra: extra)
        }

        /// Creates a page with its action as held.
        init(
            index: Int?, layout: Layout, background: Fill, button: PageButton, closeButton: CloseButton,
            heldAction: HeldAction, actionExtra: JSONObject, imageExtra: JSONObject, extra: JSONObject
        ) {
            self.index = index
            self.layout = layout
            self.background = background
            self.button = button
            self.closeButton = closeButton
            self.heldAction = heldAction
            self.actionExtra = actionExtra
            self.imageExtra = imageExtra
            self.extra = extra
        }

        /// The four layouts, each carrying only the fields it has.
        public enum Layout: Sendable, Hashable {
            /// `color_as_background`.
            case colorAsBackground(header: Text, description: Text)
            /// `image_as_background`.
            case imageAsBackground(imageURL: String)
            /// `image_with_text_atop`.
            case imageWithTextAtop(imageURL: String, header: Text, description: Text)
            /// `image_with_text_below`.
            case imageWithTextBelow(imageURL: String, header: Text, description: Text)

            /// The wire value of `type`.
            public var wireType: String {
                switch self {
                case .colorAsBackground: "color_as_background"
                case .imageAsBackground: "image_as_background"
                case .imageWithTextAtop: "image_with_text_atop"
                case .imageWithTextBelow: "image_with_text_below"
                }
            }

            /// The wire values of every layout.
            public static let wireTypes: [String] = [
                "color_as_background", "image_as_background", "image_with_text_atop", "image_with_text_below",
            ]
        }

        /// A colour with its opacity.
        public struct Fill: Sendable, Hashable {
            /// `#RRGGBB`.
            public var color: String? {
                get { colorText?.string }
                set { colorText = newValue.map(ModelText.init) }
            }
            /// ``color`` as held: the decoder sets it to a view of the document.
            var colorText: ModelText?
            /// `alpha` as written (its lexeme kept: `1` stays `1`, `1.0` stays `1.0`).
            public var alphaNumber: JSONNumber?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// 0...1. Setting a value that is not finite removes it (JSON has no infinity).
            public var alpha: Double? {
                get { alphaNumber?.double }
                set { alphaNumber = newValue.flatMap { JSONNumber($0) } }
            }

            /// Creates a fill.
            public init(color: String?, alpha: Double?, extra: JSONObject = JSONObject()) {
                self.colorText = color.map(ModelText.init)
                self.alphaNumber = alpha.flatMap { JSONNumber($0) }
                self.extra = extra
            }
        }

        /// `header` or `description`.
        public struct Text: Sendable, Hashable {
            /// `text`.
            public var text: String? {
                get { textText?.string }
                set { textText = newValue.map(ModelText.init) }
            }
            /// ``text`` as held: the decoder sets it to a view of the document.
            var textText: ModelText?
            /// `color`, `#RRGGBB`.
            public var color: String? {
                get { colorText?.string }
                set { colorText = newValue.map(ModelText.init) }
            }
            /// ``color`` as held: the decoder sets it to a view of the document.
            var colorText: ModelText?
            /// `alpha` as written.
            public var alphaNumber: JSONNumber?
            /// `size` as written.
            public var sizeNumber: JSONNumber?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// `alpha`, 0...1. Setting a value that is not finite removes it.
            public var alpha: Double? {
                get { alphaNumber?.double }
                set { alphaNumber = newValue.flatMap { JSONNumber($0) } }
            }

            /// `size`, > 0. Setting a value that is not finite removes it.
            public var size: Double? {
                get { sizeNumber?.double }
                set { sizeNumber = newValue.flatMap { JSONNumber($0) } }
            }

            /// Creates a text.
            public init(
                text: String?, color: String? = nil, alpha: Double? = nil, size: Double? = nil,
                extra: JSONObject = JSONObject()
            ) {
                self.textText = text.map(ModelText.init)
                self.colorText = color.map(ModelText.init)
                self.alphaNumber = alpha.flatMap { JSONNumber($0) }
                self.sizeNumber = size.flatMap { JSONNumber($0) }
                self.extra = extra
            }
        }

        /// `button`.
        public struct PageButton: Sendable, Hashable {
            /// `is_enabled`.
            public var isEnabled: Bool
            /// `color`.
            public var color: String? {
                get { colorText?.string }
                set { colorText = newValue.map(ModelText.init) }
            }
            /// ``color`` as held: the decoder sets it to a view of the document.
            var colorText: ModelText?
            /// `text`.
            public var text: String? {
                get { textText?.string }
                set { textText = newValue.map(ModelText.init) }
            }
            /// ``text`` as held: the decoder sets it to a view of the document.
            var textText: ModelText?
            /// `text_color`.
            public var textColor: String? {
                get { textColorText?.string }
                set { textColorText = newValue.map(ModelText.init) }
            }
            /// ``textColor`` as held: the decoder sets it to a view of the document.
            var textColorText: ModelText?
            /// `corner_radius` as written.
            public var cornerRadiusNumber: JSONNumber?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// `corner_radius`, 0 or more. Setting a value that is not finite removes it.
            public var cornerRadius: Double? {
                get { cornerRadiusNumber?.double }
                set { cornerRadiusNumber = newValue.flatMap { JSONNumber($0) } }
            }

            /// Creates a button.
            public init(
                isEnabled: Bool, color: String? = nil, text: String? = nil, textColor: String? = nil,
                cornerRadius: Double? = nil, extra: JSONObject = JSONObject()
            ) {
                self.isEnabled = isEnabled
                self.colorText = color.map(ModelText.init)
                self.textText = text.map(ModelText.init)
                self.textColorText = textColor.map(ModelText.init)
                self.cornerRadiusNumber = cornerRadius.flatMap { JSONNumber($0) }
                self.extra = extra
            }
        }

        /// `close_button`.
        public struct CloseButton: Sendable, Hashable {
            /// `is_enabled`.
            public var isEnabled: Bool
            /// `alignment`: the one the SDK uses (`right` for a value it does not know).
            public var alignment: Alignment {
                get { heldAlignment }
                set {
                    heldAlignment = newValue
                    unknownAlignment = nil
                }
            }
            private var heldAlignment: Alignment
            /// An `alignment` the SDK does not know (`""`, `"top"`), as written: the canonical
            /// form keeps it until ``alignment`` is set.
            var unknownAlignment: String?
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates a close button.
            public init(isEnabled: Bool, alignment: Alignment, extra: JSONObject = JSONObject()) {
                self.isEnabled = isEnabled
                heldAlignment = alignment
                self.extra = extra
            }

            /// `alignment`.
            public enum Alignment: String, Sendable, Hashable, CaseIterable {
                /// `left`.
                case left
                /// `center`.
                case center
                /// `right` (Android's fallback for anything else).
                case right
            }
        }
    }

    /// A walkthrough document: fetched by the SDK, shown as swipeable pages.
    public struct Walkthrough: Sendable, Hashable {
        /// `id`.
        public var id: String
        /// `is_loop_enabled`.
        public var isLoopEnabled: Bool?
        /// `are_indicators_visible`.
        public var areIndicatorsVisible: Bool?
        /// `campaign`.
        public var campaign: Campaign?
        /// `pages`, the valid ones (the SDK drops invalid pages one by one).
        public var pages: [Page]
        /// Members of the document pushkit does not model, kept as written.
        public var extra: JSONObject

        /// Creates a walkthrough.
        public init(
            id: String, isLoopEnabled: Bool? = nil, areIndicatorsVisible: Bool? = nil, campaign: Campaign? = nil,
            pages: [Page], extra: JSONObject = JSONObject()
        ) {
            self.id = id
            self.isLoopEnabled = isLoopEnabled
            self.areIndicatorsVisible = areIndicatorsVisible
            self.campaign = campaign
            self.pages = pages
            self.extra = extra
        }
    }

    /// `content-type: silent-command`: handed to the host app.
    public struct SilentCommand: Sendable, Hashable {
        /// ``className`` and ``methodName`` as held: the decoder sets them to views of the
        /// document, made into strings only when read (``ModelText``).
        var classNameText: ModelText
        var methodNameText: ModelText

        /// `class_name`.
        public var className: String {
            get { classNameText.string }
            set { classNameText = ModelText(newValue) }
        }
        /// `method_name`.
        public var methodName: String {
            get { methodNameText.string }
            set { methodNameText = ModelText(newValue) }
        }
        /// `method_parameters`, in the order written (each names its `position` in the call).
        public var parameters: [Parameter]
        /// Members of `content` pushkit does not model, kept as written, and an empty
        /// `method_parameters` (``parameters`` is empty whether it is there or not).
        public var extra: JSONObject

        /// Creates a command.
        public init(
            className: String, methodName: String, parameters: [Parameter] = [], extra: JSONObject = JSONObject()
        ) {
            self.init(
                className: ModelText(className), methodName: ModelText(methodName), parameters: parameters,
                extra: extra)
        }

        /// A command whose names are views of the document, decoded when read.
        init(className: ModelText, methodName: ModelText, parameters: [Parameter], extra: JSONObject) {
            classNameText = className
            methodNameText = methodName
            self.parameters = parameters
            self.extra = extra
        }

        /// One method parameter.
        public struct Parameter: Sendable, Hashable {
            /// ``className`` as held: a view of the document until read (``ModelText``).
            private var classNameText: ModelText

            /// `class_name`.
            public var className: String {
                get { classNameText.string }
                set { classNameText = ModelText(newValue) }
            }
            /// `value`: any JSON but null.
            public var value: JSONTree {
                get { heldValue.tree }
                set { heldValue = .owned(newValue) }
            }
            /// ``value`` as held: the decoder keeps a view of the document, made into a
            /// tree only when read, so that a validation builds no tree (nor the strings in
            /// it) for a parameter nobody reads.
            var heldValue: HeldTree
            /// `position`.
            public var position: Int
            /// Other members, kept as written.
            public var extra: JSONObject

            /// Creates a parameter.
            public init(className: String, value: JSONTree, position: Int, extra: JSONObject = JSONObject()) {
                self.init(className: ModelText(className), value: value, position: position, extra: extra)
            }

            /// A parameter whose class name is a view of the document, decoded when read.
            init(className: ModelText, value: JSONTree, position: Int, extra: JSONObject) {
                self.init(className: className, heldValue: .owned(value), position: position, extra: extra)
            }

            /// A parameter whose class name and value are as held.
            init(className: ModelText, heldValue: HeldTree, position: Int, extra: JSONObject) {
                classNameText = className
                self.heldValue = heldValue
                self.position = position
                self.extra = extra
            }

            /// A JSON value as held: a tree, or a value of a document read into a tree when
            /// asked for. Equal and hashed as the tree it stands for.
            enum HeldTree: Sendable, Hashable {
                case owned(JSONTree)
                case view(JSONValue)

                /// The tree.
                var tree: JSONTree {
                    switch self {
                    case .owned(let tree): tree
                    case .view(let value): JSONTree(value)
                    }
                }

                static func == (lhs: Self, rhs: Self) -> Bool {
                    lhs.tree == rhs.tree
                }

                func hash(into hasher: inout Hasher) {
                    tree.hash(into: &hasher)
                }
            }
        }
    }

    /// `content-type: silent-sdk-command`: a command the Synerise SDK runs itself.
    public enum SDKCommand: String, Sendable, Hashable, CaseIterable {
        /// `GET_LOCATION`.
        case getLocation = "GET_LOCATION"
        /// `SIGN_OUT`.
        case signOut = "SIGN_OUT"

        /// The `class_name` every SDK command carries.
        public static let className = "com.synerise.sdk.injector.Injector"
    }
}
