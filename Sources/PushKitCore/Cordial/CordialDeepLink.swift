/// `deepLink`: the link a Cordial push opens when it is tapped.
///
/// On the wire it is an object `{url, vanityUrl, fallbackUrl}` (note the lower-case
/// `rl`); every key is optional. The SDK hands the three to the app's
/// `CordialDeepLinksDelegate`.
public struct CordialDeepLink: Sendable, Hashable {
    /// `url`: the link the app routes.
    public var url: String?
    /// `vanityUrl`: the tracked link on the customer's vanity domain, which web views
    /// should load so that attribution works.
    public var vanityURL: String?
    /// `fallbackUrl`: opened when the app cannot route ``url``.
    public var fallbackURL: String?
    /// Members the fields above do not hold (other keys, values that are not strings),
    /// kept as written; the SDK ignores them.
    public var extra: JSONObject

    /// Creates a deep link.
    public init(url: String? = nil, vanityURL: String? = nil, fallbackURL: String? = nil, extra: JSONObject = [:]) {
        self.url = url
        self.vanityURL = vanityURL
        self.fallbackURL = fallbackURL
        self.extra = extra
    }

}
