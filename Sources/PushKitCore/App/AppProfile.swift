/// What pushkit knows about the app that receives a payload: its bundle id, the vendor
/// SDK versions it ships, its deep-link routes, the notification categories it
/// registers, its localized strings and its Live Activity types.
///
/// APNs and the vendor SDKs accept many payloads the app then fails on: a Live Activity
/// update whose `content-state` does not decode into the app's `ContentState`, a
/// `loc-key` missing from its strings, a category it never registers, a form its SDK
/// version no longer reads. Given a profile, ``Validator`` checks those too (the `app.*`
/// rules) and judges every rule that depends on SDK versions against the app's:
///
/// ```swift
/// let read = AppProfile.read(profileBytes, file: "app.json") { path in try loadFile(path) }
/// guard read.isValid else { for problem in read.problems { print(problem) }; return }
/// let validator = Validator(app: read.profile)
/// ```
///
/// Every member is optional, and each check runs only when its member is given (no
/// `strings`, no string check). The format is `Schemas/app.schema.json`, described in
/// `docs/app-profile.md`.
public struct AppProfile: Sendable, Hashable {
    /// The app's bundle id: `apns-topic` before its push-type suffix.
    public var bundleID: String?
    /// The SDK versions the app ships, by SDK; a rule that depends on versions judges
    /// against these, and for an SDK not named here against ``SDK/versionsInUse``. Several
    /// versions of one SDK stand for app builds still installed together.
    public var sdks: [SDK: [Version]]
    /// The deep-link routes the app handles; every deep link none matches is an error.
    public var routes: RouteTable?
    /// The notification categories the app registers; `nil` checks none.
    public var categories: Set<String>?
    /// The app's localized strings in its development language; `nil` checks none.
    public var strings: Strings?
    /// The app's `ActivityAttributes` types, in the order declared.
    public var liveActivities: [LiveActivity]
    /// The structs and enums the Live Activity types use, by name.
    public var types: [String: TypeDeclaration]

    /// Creates a profile.
    public init(
        bundleID: String? = nil, sdks: [SDK: [Version]] = [:], routes: RouteTable? = nil,
        categories: Set<String>? = nil, strings: Strings? = nil, liveActivities: [LiveActivity] = [],
        types: [String: TypeDeclaration] = [:]
    ) {
        self.bundleID = bundleID
        self.sdks = sdks
        self.routes = routes
        self.categories = categories
        self.strings = strings
        self.liveActivities = liveActivities
        self.types = types
    }

    /// The Live Activity type named `name`, if the profile declares it: the same code
    /// points, as ActivityKit matches `attributes-type` (`LiteralText`), not Swift's
    /// canonical equivalence.
    public func liveActivity(named name: String) -> LiveActivity? {
        liveActivities.first { LiteralText.equal($0.name, name) }
    }

    /// The versions of `sdk` the rules judge against: the app's, else the versions in
    /// use (``SDK/versionsInUse``), else none.
    public func versions(of sdk: SDK) -> [Version] {
        if let named = sdks[sdk], !named.isEmpty { return named }
        return SDK.versionsInUse[sdk] ?? []
    }

    /// The most Live Activity types a profile declares: an update that names none is
    /// tried against each.
    public static let maxLiveActivities = 32

    /// `path` as a file name: as written when absolute, otherwise beside `profile` (the
    /// profile's own path), which is how the profile's `strings` and `routes` paths are
    /// read.
    public static func resolve(_ path: String, relativeTo profile: String) -> String {
        guard !path.hasPrefix("/"), let slash = profile.lastIndex(of: "/") else { return path }
        return String(profile[...slash]) + path
    }
}
