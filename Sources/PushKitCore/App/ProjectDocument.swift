/// pushkit's own JSON documents that are not pushes: an app profile (`--app`) and a route
/// manifest (`--routes`). A folder of payloads often holds one beside the pushes
/// (`Payloads/app/*/app.json`, `Payloads/routes.json`); `pushkit validate`, `classify` and
/// `render` skip them, in a folder or named, rather than judging them as pushes.
///
/// They are told apart by their content, not by their names: a document is one when every
/// member of its root object is one of that document's members (a push always has `aps`,
/// `message` or a vendor's keys, none of which is), or when its `$schema` names the
/// document's schema (`app.schema.json`, `routes.schema.json`), so that a profile with a
/// misspelt member is still told apart.
package enum ProjectDocument: Sendable, Hashable {
    /// An app profile (`docs/app-profile.md`).
    case appProfile
    /// A route manifest (`docs/cli.md`, `pushkit route`).
    case routeManifest

    /// The members only a profile has (`routes`, `$schema` and `description` are a manifest's too).
    static let profileMembers: Set<String> = [
        "bundleID", "sdks", "categories", "strings", "liveActivities", "types",
    ]
    static let sharedMembers: Set<String> = ["$schema", "description", "routes"]

    /// What `root` is, or `nil` for anything else (a push among them).
    package static func recognise(_ root: JSONValue) -> ProjectDocument? {
        guard root.kind == .object else { return nil }
        if let schema = root["$schema"]?.string {
            if schema.hasSuffix("app.schema.json") { return .appProfile }
            if schema.hasSuffix("routes.schema.json") { return .routeManifest }
        }
        var ownsProfileMember = false
        var hasRoutes = false
        for member in root.memberSequence {
            if profileMembers.contains(member.key) {
                ownsProfileMember = true
            } else if sharedMembers.contains(member.key) {
                hasRoutes = hasRoutes || member.key == "routes"
            } else {
                return nil
            }
        }
        if ownsProfileMember { return .appProfile }
        return hasRoutes ? .routeManifest : nil
    }

    /// What the input `bytes` are when their validation, `report`, found no push of any kind
    /// in them, or `nil`: the test `validate`, `classify` and `render` share, so that the three
    /// commands skip the same files. A payload costs nothing more: only a document no decoder
    /// took (`PayloadKind.unknown`) is read again, and only when it is JSON without a fault.
    package static func recognise(
        _ bytes: [UInt8], validatedAs report: ValidationReport, maxBytes: Int
    ) -> ProjectDocument? {
        guard report.kind == .unknown,
            let root = JSONReader(options: JSONReader.Options(maxBytes: maxBytes)).read(bytes).validDocument?.root
        else { return nil }
        return recognise(root)
    }

    /// Why a command skips it: what it is, and how it is used.
    package var skipReason: String {
        switch self {
        case .appProfile:
            "an app profile, not a push (told by its members or its $schema): pass it with --app"
        case .routeManifest:
            "a route manifest, not a push (told by its members or its $schema): pass it with --routes"
        }
    }
}
