extension Cordial {
    /// `deepLink`: the link a Cordial push opens when it is tapped.
    ///
    /// On the wire it is an object `{url, vanityUrl, fallbackUrl}` (note the lower-case
    /// `rl`); every key is optional. The SDK hands the three to the app's
    /// `CordialDeepLinksDelegate`.
    public struct DeepLink: Sendable, Hashable {
        /// The fields, in one copy-on-write box: a copy of a `Cordial.DeepLink` is one retain
        /// rather than one per field.
        private struct Fields: Sendable, Hashable {
            // The links stay views of the document until read (``ModelText``).
            var url: ModelText?
            var vanityURL: ModelText?
            var fallbackURL: ModelText?
            var extra: JSONObject
        }

        private var storage: CopyOnWrite<Fields>

        /// `url`: the link the app routes.
        public var url: String? {
            get { storage.fields.url?.string }
            set { storage.fields.url = newValue.map(ModelText.init) }
        }
        /// `vanityUrl`: the tracked link on the customer's vanity domain, which web views
        /// should load so that attribution works.
        public var vanityURL: String? {
            get { storage.fields.vanityURL?.string }
            set { storage.fields.vanityURL = newValue.map(ModelText.init) }
        }
        /// `fallbackUrl`: opened when the app cannot route ``url``.
        public var fallbackURL: String? {
            get { storage.fields.fallbackURL?.string }
            set { storage.fields.fallbackURL = newValue.map(ModelText.init) }
        }
        /// Members the fields above do not hold (other keys, values that are not strings),
        /// kept as written; the SDK ignores them.
        public var extra: JSONObject {
            get { storage.fields.extra }
            _modify { yield &storage.fields.extra }
        }

        /// Creates a deep link.
        public init(
            url: String? = nil, vanityURL: String? = nil, fallbackURL: String? = nil, extra: JSONObject = JSONObject()
        ) {
            storage = CopyOnWrite(
                Fields(
                    url: url.map(ModelText.init), vanityURL: vanityURL.map(ModelText.init),
                    fallbackURL: fallbackURL.map(ModelText.init), extra: extra))
        }

        /// ``url``, ``vanityURL`` and ``fallbackURL`` as held: the decoder sets them to
        /// views of the document.
        var urlText: ModelText? {
            get { storage.fields.url }
            _modify { yield &storage.fields.url }
        }
        var vanityURLText: ModelText? {
            get { storage.fields.vanityURL }
            _modify { yield &storage.fields.vanityURL }
        }
        var fallbackURLText: ModelText? {
            get { storage.fields.fallbackURL }
            _modify { yield &storage.fields.fallbackURL }
        }

    }
}
