/// The `aps` dictionary of an APNs payload: what iOS itself reads.
public struct APS: Sendable, Hashable {
    /// The fields, in one copy-on-write box: an `APS` is passed along several times
    /// per payload, and a copy is one retain rather than one per field.
    private struct Fields: Sendable, Hashable {
        var alert: Alert?
        var badge: Int?
        var sound: HeldSound?
        var threadID: ModelText?
        var category: ModelText?
        var contentAvailable: Bool
        var mutableContent: Bool
        var targetContentID: ModelText?
        var interruptionLevel: InterruptionLevel?
        var relevanceScoreNumber: JSONNumber?
        var filterCriteria: ModelText?
        var liveActivity: LiveActivity?
        var extra: JSONObject
    }

    private var storage: CopyOnWrite<Fields>

    /// The visible text, as a plain string or a structured alert.
    public var alert: Alert? {
        get { storage.fields.alert }
        _modify { yield &storage.fields.alert }
    }

    /// The app icon badge; 0 clears it.
    public var badge: Int? {
        get { storage.fields.badge }
        _modify { yield &storage.fields.badge }
    }

    /// The sound to play.
    public var sound: Sound? {
        get { storage.fields.sound?.sound }
        set { storage.fields.sound = newValue.map(HeldSound.init) }
    }

    /// ``sound`` as held: the decoder sets a named sound's name to a view of the document.
    var heldSound: HeldSound? {
        get { storage.fields.sound }
        _modify { yield &storage.fields.sound }
    }

    /// Whether `sound` is the critical-alert form, told without making its name a string.
    var hasCriticalSound: Bool {
        if case .other(.critical, _)? = storage.fields.sound { return true }
        return false
    }

    /// Groups notifications in Notification Center.
    public var threadID: String? {
        get { storage.fields.threadID?.string }
        set { storage.fields.threadID = newValue.map(ModelText.init) }
    }

    /// The notification category: its actions, and for rich media the extension that draws it.
    public var category: String? {
        get { storage.fields.category?.string }
        set { storage.fields.category = newValue.map(ModelText.init) }
    }

    /// `content-available: 1`: wakes the app in the background.
    public var contentAvailable: Bool {
        get { storage.fields.contentAvailable }
        _modify { yield &storage.fields.contentAvailable }
    }

    /// `mutable-content: 1`: lets a notification service extension change the content.
    public var mutableContent: Bool {
        get { storage.fields.mutableContent }
        _modify { yield &storage.fields.mutableContent }
    }

    /// The window to bring forward when the notification is opened.
    public var targetContentID: String? {
        get { storage.fields.targetContentID?.string }
        set { storage.fields.targetContentID = newValue.map(ModelText.init) }
    }

    /// How strongly the notification interrupts.
    public var interruptionLevel: InterruptionLevel? {
        get { storage.fields.interruptionLevel }
        _modify { yield &storage.fields.interruptionLevel }
    }

    /// `relevance-score` as written (its lexeme kept).
    public var relevanceScoreNumber: JSONNumber? {
        get { storage.fields.relevanceScoreNumber }
        _modify { yield &storage.fields.relevanceScoreNumber }
    }

    /// The Focus filter criteria.
    public var filterCriteria: String? {
        get { storage.fields.filterCriteria?.string }
        set { storage.fields.filterCriteria = newValue.map(ModelText.init) }
    }

    /// The Live Activity part, when the payload updates a Live Activity.
    public var liveActivity: LiveActivity? {
        get { storage.fields.liveActivity }
        _modify { yield &storage.fields.liveActivity }
    }

    /// Keys inside `aps` that pushkit does not model (Apple ignores most of them), kept as
    /// written: unknown keys, and known keys the model has no field for (`url-args`,
    /// `input-push-channel`, `input-push-token`; Live Activity keys of an incomplete
    /// Live Activity), and modelled keys whose value the model does not hold
    /// (`content-available: 0`, `mutable-content: false`, an unknown `interruption-level`),
    /// so that the canonical form keeps them.
    public var extra: JSONObject {
        get { storage.fields.extra }
        _modify { yield &storage.fields.extra }
    }

    /// Ranking in the notification summary, 0...1 (for a Live Activity, a relative
    /// weight of 0 or more). Setting a value that is not finite removes it.
    public var relevanceScore: Double? {
        get { relevanceScoreNumber?.double }
        set { relevanceScoreNumber = newValue.flatMap { JSONNumber($0) } }
    }

    /// Creates an `aps` dictionary.
    public init(
        alert: Alert? = nil, badge: Int? = nil, sound: Sound? = nil, threadID: String? = nil, category: String? = nil,
        contentAvailable: Bool = false, mutableContent: Bool = false, targetContentID: String? = nil,
        interruptionLevel: InterruptionLevel? = nil, relevanceScore: Double? = nil, filterCriteria: String? = nil,
        liveActivity: LiveActivity? = nil, extra: JSONObject = JSONObject()
    ) {
        storage = CopyOnWrite(
            Fields(
                alert: alert, badge: badge, sound: sound.map(HeldSound.init), threadID: threadID.map(ModelText.init),
                category: category.map(ModelText.init), contentAvailable: contentAvailable,
                mutableContent: mutableContent, targetContentID: targetContentID.map(ModelText.init),
                interruptionLevel: interruptionLevel, relevanceScoreNumber: relevanceScore.flatMap { JSONNumber($0) },
                filterCriteria: filterCriteria.map(ModelText.init), liveActivity: liveActivity, extra: extra))
    }

    /// An `aps` of the fields as held, in one box: the decoder works every field out
    /// first and makes the box once, where setting each field in turn tests the box
    /// and ends the field's old value once for each.
    init(
        alert: Alert?, badge: Int?, heldSound: HeldSound?, threadIDText: ModelText?, categoryText: ModelText?,
        contentAvailable: Bool, mutableContent: Bool, targetContentIDText: ModelText?,
        interruptionLevel: InterruptionLevel?, relevanceScoreNumber: JSONNumber?, filterCriteriaText: ModelText?,
        liveActivity: LiveActivity?, extra: JSONObject
    ) {
        storage = CopyOnWrite(
            Fields(
                alert: alert, badge: badge, sound: heldSound, threadID: threadIDText, category: categoryText,
                contentAvailable: contentAvailable, mutableContent: mutableContent,
                targetContentID: targetContentIDText,
                interruptionLevel: interruptionLevel, relevanceScoreNumber: relevanceScoreNumber,
                filterCriteria: filterCriteriaText, liveActivity: liveActivity, extra: extra))
    }

    /// ``threadID``, ``category``, ``targetContentID`` and ``filterCriteria`` as held: the
    /// decoder sets them to views of the document, made into strings only when read.
    var threadIDText: ModelText? {
        get { storage.fields.threadID }
        _modify { yield &storage.fields.threadID }
    }
    var categoryText: ModelText? {
        get { storage.fields.category }
        _modify { yield &storage.fields.category }
    }
    var targetContentIDText: ModelText? {
        get { storage.fields.targetContentID }
        _modify { yield &storage.fields.targetContentID }
    }
    var filterCriteriaText: ModelText? {
        get { storage.fields.filterCriteria }
        _modify { yield &storage.fields.filterCriteria }
    }

    /// Whether the payload shows something, plays something or changes the badge.
    public var isVisible: Bool { hasAlert || badge != nil || hasSound }

    /// Whether `alert` is set, tested on the case alone (`alert != nil` copies the alert).
    @inline(__always)
    var hasAlert: Bool {
        if case .none = storage.fields.alert { return false }
        return true
    }

    /// Whether `sound` is set, tested on the case alone (`sound != nil` copies the sound).
    @inline(__always)
    var hasSound: Bool {
        if case .none = storage.fields.sound { return false }
        return true
    }

    /// Whether `liveActivity` is set, tested on the case alone, without copying it.
    @inline(__always)
    var hasLiveActivity: Bool {
        if case .none = storage.fields.liveActivity { return false }
        return true
    }

    /// The push type the APNs request must carry for this `aps`.
    public var pushType: APNsPushType {
        if hasLiveActivity { return .liveActivity }
        if isVisible { return .alert }
        if contentAvailable { return .background }
        return .alert
    }
}

extension APS {
    /// The visible text of a notification.
    public enum Alert: Sendable, Hashable {
        /// `"alert": "text"`: the body alone.
        case text(String)
        /// `"alert": {...}`: title, subtitle, body and localisation keys.
        case structured(StructuredAlert)

        /// The title, if any.
        public var title: String? {
            if case .structured(let alert) = self { return alert.title }
            return nil
        }

        /// The body text, if any.
        public var body: String? {
            switch self {
            case .text(let text): text
            case .structured(let alert): alert.body
            }
        }
    }

    /// The object form of `aps.alert`.
    public struct StructuredAlert: Sendable, Hashable {
        /// The fields, in one copy-on-write box: a copy of a `StructuredAlert` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            // The three texts stay views of the document until read (``ModelText``).
            var title: ModelText?
            var subtitle: ModelText?
            var body: ModelText?
            var launchImage: String?
            var titleLocalization: Localization?
            var subtitleLocalization: Localization?
            var bodyLocalization: Localization?
            var extra: JSONObject
        }

        /// The alert as held: most alerts have a title and a body and nothing else, and
        /// those two texts are held inline, with no box to allocate; any other field moves
        /// the whole alert into a copy-on-write box.
        ///
        /// Measured with callgrind and DHAT (`docs/benchmarks.md`), per payload of the
        /// benchmark's corpus (691 of its 1,000 alerts are `{"title", "body"}`): the inline
        /// form saves 0.69 allocations; the whole alert held inline cost more than its box
        /// (about 450 instructions of copies), but two texts are two retains to copy.
        private enum Storage: Sendable {
            /// `title` and `body` (either may be absent), and no other field.
            case texts(title: ModelText?, body: ModelText?)
            /// Any alert.
            case boxed(CopyOnWrite<Fields>)
        }

        private var storage: Storage

        /// The fields, whichever form holds them.
        private var fields: Fields {
            _read {
                switch storage {
                case .texts(let title, let body):
                    yield Fields(
                        title: title, subtitle: nil, body: body, launchImage: nil, titleLocalization: nil,
                        subtitleLocalization: nil, bodyLocalization: nil, extra: JSONObject())
                case .boxed(let box): yield box.fields
                }
            }
            _modify {
                var box: CopyOnWrite<Fields>
                switch storage {
                case .texts(let title, let body):
                    box = CopyOnWrite(
                        Fields(
                            title: title, subtitle: nil, body: body, launchImage: nil, titleLocalization: nil,
                            subtitleLocalization: nil, bodyLocalization: nil, extra: JSONObject()))
                case .boxed(let held): box = held
                }
                // The storage lets go of the box while it is changed, so that the box is
                // held once and changed in place.
                storage = .texts(title: nil, body: nil)
                defer { storage = .boxed(box) }
                yield &box.fields
            }
        }

        /// `title`.
        public var title: String? {
            get { titleText?.string }
            set { titleText = newValue.map(ModelText.init) }
        }
        /// `subtitle`.
        public var subtitle: String? {
            get { subtitleText?.string }
            set { subtitleText = newValue.map(ModelText.init) }
        }
        /// `body`.
        public var body: String? {
            get { bodyText?.string }
            set { bodyText = newValue.map(ModelText.init) }
        }
        /// ``title``, ``subtitle`` and ``body`` as held: a decoder sets them to views of the
        /// document, and checks whether they are empty without decoding them.
        var titleText: ModelText? {
            get {
                switch storage {
                case .texts(let title, _): title
                case .boxed(let box): box.fields.title
                }
            }
            set {
                if case .texts(_, let body) = storage {
                    storage = .texts(title: newValue, body: body)
                } else {
                    fields.title = newValue
                }
            }
        }
        var subtitleText: ModelText? {
            get {
                switch storage {
                case .texts: nil
                case .boxed(let box): box.fields.subtitle
                }
            }
            set {
                if case .texts = storage, newValue == nil { return }
                fields.subtitle = newValue
            }
        }
        var bodyText: ModelText? {
            get {
                switch storage {
                case .texts(_, let body): body
                case .boxed(let box): box.fields.body
                }
            }
            set {
                if case .texts(let title, _) = storage {
                    storage = .texts(title: title, body: newValue)
                } else {
                    fields.body = newValue
                }
            }
        }

        /// Whether the alert is held inline, as `title` and `body` alone: an alert the
        /// decoder holds so had no other member (no `loc-key` to look for).
        var holdsTextsAlone: Bool {
            if case .texts = storage { true } else { false }
        }

        /// `launch-image`.
        public var launchImage: String? {
            get { fields.launchImage }
            _modify { yield &fields.launchImage }
        }
        /// `title-loc-key` and `title-loc-args`.
        public var titleLocalization: Localization? {
            get { fields.titleLocalization }
            _modify { yield &fields.titleLocalization }
        }
        /// `subtitle-loc-key` and `subtitle-loc-args`.
        public var subtitleLocalization: Localization? {
            get { fields.subtitleLocalization }
            _modify { yield &fields.subtitleLocalization }
        }
        /// `loc-key` and `loc-args`.
        public var bodyLocalization: Localization? {
            get { fields.bodyLocalization }
            _modify { yield &fields.bodyLocalization }
        }
        /// Other keys (legacy `action-loc-key`, `action`, `summary-arg`, `summary-arg-count`, and
        /// unknown keys), kept as written.
        public var extra: JSONObject {
            get { fields.extra }
            _modify { yield &fields.extra }
        }

        /// Creates an alert.
        public init(
            title: String? = nil, subtitle: String? = nil, body: String? = nil, launchImage: String? = nil,
            titleLocalization: Localization? = nil, subtitleLocalization: Localization? = nil,
            bodyLocalization: Localization? = nil, extra: JSONObject = JSONObject()
        ) {
            self.init(
                titleText: title.map(ModelText.init), subtitleText: subtitle.map(ModelText.init),
                bodyText: body.map(ModelText.init), launchImage: launchImage, titleLocalization: titleLocalization,
                subtitleLocalization: subtitleLocalization, bodyLocalization: bodyLocalization, extra: extra)
        }

        /// An alert of the texts as held; with `title` and `body` alone (`extra` empty),
        /// held inline when `inlineWhenPlain` (a caller that knows it is not plain saves
        /// the test of `extra`, which walks a view's members).
        init(
            titleText: ModelText?, subtitleText: ModelText?, bodyText: ModelText?, launchImage: String?,
            titleLocalization: Localization?, subtitleLocalization: Localization?, bodyLocalization: Localization?,
            extra: JSONObject, inlineWhenPlain: Bool = true
        ) {
            if inlineWhenPlain, subtitleText == nil, launchImage == nil, titleLocalization == nil,
                subtitleLocalization == nil, bodyLocalization == nil, extra.isEmpty
            {
                storage = .texts(title: titleText, body: bodyText)
            } else {
                storage = .boxed(
                    CopyOnWrite(
                        Fields(
                            title: titleText, subtitle: subtitleText, body: bodyText, launchImage: launchImage,
                            titleLocalization: titleLocalization, subtitleLocalization: subtitleLocalization,
                            bodyLocalization: bodyLocalization, extra: extra)))
            }
        }

        /// An alert of `title` and `body` alone, held inline: the decoder's common case,
        /// the object having no other member.
        init(titleText: ModelText?, bodyText: ModelText?) {
            storage = .texts(title: titleText, body: bodyText)
        }

        /// Equal when the fields are, whichever form holds them.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            switch (lhs.storage, rhs.storage) {
            case (.texts(let leftTitle, let leftBody), .texts(let rightTitle, let rightBody)):
                leftTitle == rightTitle && leftBody == rightBody
            case (.boxed(let left), .boxed(let right)): left == right
            default: lhs.fields == rhs.fields
            }
        }

        /// Hashes the fields, whichever form holds them.
        public func hash(into hasher: inout Hasher) {
            fields.hash(into: &hasher)
        }

        /// A localised string: a key in the app's strings file and its format arguments.
        public struct Localization: Sendable, Hashable {
            /// The key.
            public var key: String? {
                get { keyText?.string }
                set { keyText = newValue.map(ModelText.init) }
            }
            /// The arguments.
            public var arguments: [String]? {
                get {
                    switch heldArguments {
                    case .none: nil
                    case .owned(let arguments): arguments
                    case .view(let array): array.elementSequence.compactMap(\.string)
                    }
                }
                set { heldArguments = newValue.map(HeldArguments.owned) }
            }

            /// ``key`` as held: the decoder sets it to a view of the document.
            var keyText: ModelText?
            /// ``arguments`` as held: the decoder keeps the array of the document, whose
            /// string elements are the arguments, made into strings only when read.
            var heldArguments: HeldArguments?

            enum HeldArguments: Sendable {
                case owned([String])
                case view(JSONValue)
            }

            /// Creates a localisation.
            public init(key: String?, arguments: [String]?) {
                keyText = key.map(ModelText.init)
                heldArguments = arguments.map(HeldArguments.owned)
            }

            /// Creates a localisation of a key and arguments as held.
            init(keyText: ModelText?, heldArguments: HeldArguments?) {
                self.keyText = keyText
                self.heldArguments = heldArguments
            }

            /// Equal when the keys and the arguments are, whether held as views or strings.
            public static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.keyText == rhs.keyText && lhs.arguments == rhs.arguments
            }

            /// Hashes the key and the arguments as text.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(keyText)
                hasher.combine(arguments)
            }
        }
    }

    /// `aps.sound`.
    public enum Sound: Sendable, Hashable {
        /// A sound file name, or `default`.
        case named(String)
        /// The critical-alert form, which plays even when the device is muted.
        case critical(name: String, volume: Double?)
        /// The sound dictionary without the critical flag (`critical` absent or 0): an
        /// ordinary named sound, as firebase-admin writes it; `volume` applies to critical
        /// alerts only (Apple, "Generating a remote notification", the sound dictionary).
        case dictionary(name: String, volume: Double?)
    }

    /// A ``Sound`` as the model holds it: a named sound's name a view of the document
    /// until read (``ModelText``); the dictionary forms as they are, with the object as
    /// written. Equal and hashed as the sound it stands for.
    enum HeldSound: Sendable, Hashable {
        /// ``Sound/named(_:)``.
        case named(ModelText)
        /// The dictionary forms (never ``Sound/named(_:)``), and the dictionary as decoded
        /// (empty when made in code): the encoder writes from it what the sound does not
        /// hold, `volume`'s number text (`1.0`), a `critical` of 0 and unknown members.
        case other(Sound, written: JSONObject = JSONObject())

        static func == (a: HeldSound, b: HeldSound) -> Bool { a.sound == b.sound }
        func hash(into hasher: inout Hasher) { sound.hash(into: &hasher) }

        init(_ sound: Sound) {
            if case .named(let name) = sound {
                self = .named(ModelText(name))
            } else {
                self = .other(sound)
            }
        }

        /// The sound, a name made into a string.
        var sound: Sound {
            switch self {
            case .named(let name): .named(name.string)
            case .other(let sound, _): sound
            }
        }
    }

    /// `aps.interruption-level`.
    public enum InterruptionLevel: String, Sendable, Hashable, CaseIterable {
        /// Delivered quietly.
        case passive
        /// The default.
        case active
        /// Breaks through Focus.
        case timeSensitive = "time-sensitive"
        /// Breaks through mute and Focus; needs the critical sound and Apple's entitlement.
        case critical

        /// ``rawValue`` as a static string, for comparing the bytes of a document with it.
        var wireName: StaticString {
            switch self {
            case .passive: "passive"
            case .active: "active"
            case .timeSensitive: "time-sensitive"
            case .critical: "critical"
            }
        }
    }

    /// The Live Activity keys of `aps`.
    public struct LiveActivity: Sendable, Hashable {
        /// What the push does to the Live Activity.
        public enum Event: String, Sendable, Hashable, CaseIterable {
            /// Starts a Live Activity (push to start).
            case start
            /// Updates its content.
            case update
            /// Ends it.
            case end
        }

        /// The fields, in one copy-on-write box: a copy of a `LiveActivity` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            var timestamp: Int
            var event: Event
            var contentState: JSONTree?
            var staleDate: Int?
            var dismissalDate: Int?
            var attributesType: String?
            var attributes: JSONTree?
        }

        private var storage: CopyOnWrite<Fields>

        /// `timestamp`: seconds since 1970 when the update was made.
        public var timestamp: Int {
            get { storage.fields.timestamp }
            _modify { yield &storage.fields.timestamp }
        }
        /// `event`.
        public var event: Event {
            get { storage.fields.event }
            _modify { yield &storage.fields.event }
        }
        /// `content-state`: the new content, in the app's own shape.
        public var contentState: JSONTree? {
            get { storage.fields.contentState }
            _modify { yield &storage.fields.contentState }
        }
        /// `stale-date`.
        public var staleDate: Int? {
            get { storage.fields.staleDate }
            _modify { yield &storage.fields.staleDate }
        }
        /// `dismissal-date`.
        public var dismissalDate: Int? {
            get { storage.fields.dismissalDate }
            _modify { yield &storage.fields.dismissalDate }
        }
        /// `attributes-type` (push to start).
        public var attributesType: String? {
            get { storage.fields.attributesType }
            _modify { yield &storage.fields.attributesType }
        }
        /// `attributes` (push to start).
        public var attributes: JSONTree? {
            get { storage.fields.attributes }
            _modify { yield &storage.fields.attributes }
        }

        /// Creates the Live Activity part.
        public init(
            timestamp: Int, event: Event, contentState: JSONTree? = nil, staleDate: Int? = nil,
            dismissalDate: Int? = nil, attributesType: String? = nil, attributes: JSONTree? = nil
        ) {
            storage = CopyOnWrite(
                Fields(
                    timestamp: timestamp, event: event, contentState: contentState, staleDate: staleDate,
                    dismissalDate: dismissalDate, attributesType: attributesType, attributes: attributes))
        }
    }
}
