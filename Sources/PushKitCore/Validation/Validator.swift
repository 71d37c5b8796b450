/// Checks payload bytes: reads them strictly, recognises the payload, applies every
/// rule, and returns one report with every diagnostic and the classification.
///
/// A validator is an immutable value: build it once and call it from any number of
/// tasks at once. It never traps and never hangs, whatever the bytes.
public struct Validator: Sendable {
    /// What the validator checks against.
    public struct Options: Sendable, Hashable {
        /// Limits for the JSON reader.
        public var reader: JSONReader.Options
        /// The `apns-push-type` the payload will be sent with, when known: a type that
        /// contradicts the payload is an error, and `voip` raises the size limit to 5120.
        public var pushType: APNsPushType?
        /// The `apns-priority` the payload will be sent with, when known.
        public var priority: APNsPriority?
        /// Whether the payload will be sent on a broadcast channel (iOS 18) rather than to a
        /// device: it must then be a Live Activity update or end, sent as `liveactivity`, and
        /// may take 5120 bytes (``APNsBroadcast``).
        public var isBroadcast = false
        /// The clock for "already expired" checks, in seconds since 1970 (such as a Cordial
        /// in-app message's `expirationTime`); `nil`, the default, checks no expiry against
        /// a clock, so that results do not change with the time they are run at.
        public var now: Int64?
        /// The deep-link routes the app handles, when known: every deep link none of them
        /// matches is an error (`route.unmatched`) at the link. Only a payload whose typed
        /// model could be built (``ValidationReport/payload``) has its links checked.
        public var routes: RouteTable?
        /// The most diagnostics a report lists (1,000 by default); past it they are counted,
        /// and the report ends with one `payload.too-many-diagnostics` that says how many
        /// more there were and carries the most severe one's severity.
        public var maxDiagnostics: Int
        /// The app that receives the payload, when known: its Live Activity types, strings,
        /// categories and routes are checked (the `app.*` rules; its routes stand in for
        /// ``routes`` when that is `nil`), and every rule that depends on SDK versions is
        /// judged against its SDKs. Without one, those rules are judged against the SDK
        /// versions in use (``AppProfile/SDK/versionsInUse``).
        public var app: AppProfile?
        /// The `ActivityAttributes` type a Live Activity update or end is for (ActivityKit's
        /// push names none), a name from ``app``; without it an update is checked against
        /// the profile's only type, or must decode into one of them.
        public var attributesType: String?

        /// Creates options.
        public init(
            reader: JSONReader.Options = JSONReader.Options(), pushType: APNsPushType? = nil,
            priority: APNsPriority? = nil,
            now: Int64? = nil, routes: RouteTable? = nil, maxDiagnostics: Int = 1000
        ) {
            self.reader = reader
            self.pushType = pushType
            self.priority = priority
            self.now = now
            self.routes = routes
            self.maxDiagnostics = max(1, maxDiagnostics)
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a validator.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Creates a validator that also checks payloads against the app that receives them.
    public init(app: AppProfile, options: Options = Options()) {
        var options = options
        options.app = app
        self.options = options
    }

    /// Validates one payload.
    public func validate(_ bytes: [UInt8]) -> ValidationReport {
        let reader = JSONReader(options: options.reader)
        let (document, readerSink) = reader.readPending(bytes)
        var sink: DiagnosticSink
        var payload: Payload?
        let classification: Classification
        if let document {
            var decoder = PayloadDecoder(options: options)
            (payload, classification) = decoder.decode(document)
            if readerSink.isEmpty {
                // The decoder's sink has the same limit, so taking it whole is appending it
                // to an empty one, without copying every diagnostic.
                sink = decoder.context.checker.sink
            } else {
                sink = DiagnosticSink(limit: options.maxDiagnostics)
                sink.append(contentsOf: readerSink)
                sink.append(contentsOf: decoder.context.checker.sink)
            }
            if let routes = options.routes ?? options.app?.routes, let payload {
                sink.append(
                    contentsOf: routes.check(
                        payload, in: document, reader: options.reader, limit: options.maxDiagnostics))
            }
            AppReview.review(&sink, document: document, classification: classification, options: options)
        } else {
            sink = DiagnosticSink(limit: options.maxDiagnostics)
            sink.append(contentsOf: readerSink)
            classification = Classification()
        }
        // The memberwise initialiser: see ValidationReport's stored properties.
        return ValidationReport(
            diagnostics: sink.resolved(in: bytes), classification: classification, payload: payload,
            document: document)
    }

    /// Validates the UTF-8 of `text`.
    public func validate(_ text: String) -> ValidationReport {
        validate(Array(text.utf8))
    }
}
