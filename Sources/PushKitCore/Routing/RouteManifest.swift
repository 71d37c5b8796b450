/// A route manifest: the deep links an app handles, so that a sending service can check
/// a payload's links before it sends it.
///
/// ```json
/// {
///   "routes": [
///     {"name": "product", "pattern": "syne://product?sku={sku}", "description": "A product page"},
///     {"name": "article", "pattern": "https://shop.example.com/p/{id}"},
///     {"name": "wallet", "pattern": "coupon_wallet"}
///   ]
/// }
/// ```
///
/// `routes` is required; each route needs a unique, non-empty `name` and a `pattern`
/// (see ``RoutePattern``); `description` is optional. At the top level, `$schema` and
/// `description` are allowed too. The JSON Schema is `Schemas/routes.schema.json`.
public struct RouteManifest: Sendable, Hashable {
    /// The routes, in the order listed (the order breaks ties, see ``RouteTable``).
    public var routes: [RouteTable.Route]

    /// Creates a manifest.
    public init(routes: [RouteTable.Route]) {
        self.routes = routes
    }

    /// The outcome of reading a manifest.
    public struct ReadResult: Sendable {
        /// The routes that could be read; those with an error are left out.
        public var manifest: RouteManifest
        /// Everything wrong with the manifest, in source order: `json.*` for the JSON
        /// itself, `routes.*` for its content.
        public var diagnostics: [Diagnostic]

        /// Whether the manifest has no error (warnings allowed).
        public var isValid: Bool { !diagnostics.contains { $0.severity == .error } }
    }

    /// Reads a manifest strictly, with a diagnostic for everything wrong in it.
    public static func read(_ bytes: [UInt8], options: JSONReader.Options = JSONReader.Options()) -> ReadResult {
        let (document, sink) = JSONReader(options: options).readPending(bytes)
        var reader = ManifestReader()
        reader.checker.sink = sink
        if let document { reader.read(document.root) }
        return ReadResult(
            manifest: RouteManifest(routes: reader.routes),
            diagnostics: reader.checker.sink.resolved(in: bytes).map { $0.inRefused("the route manifest") })
    }

    /// Reads the UTF-8 of `text` as a manifest.
    public static func read(_ text: String) -> ReadResult {
        read(Array(text.utf8))
    }
}

/// Reads the content of a manifest document (and an app profile's inline routes).
struct ManifestReader {
    static let domain = KeyDomain(invalidType: .routesInvalidType, missingKey: .routesMissingKey)
    static let topKeys: Set<String> = ["routes", "$schema", "description"]
    static let routeKeys: Set<String> = ["name", "pattern", "description"]

    var checker = Checker()
    var routes: [RouteTable.Route] = []

    mutating func read(_ root: JSONValue) {
        guard root.kind == .object else {
            checker.emit(
                .routesInvalidType, at: root,
                "a route manifest is an object {\"routes\": [...]}, not \(checker.describe(root))")
            return
        }
        checkKeys(root, known: Self.topKeys, owner: "the manifest")
        _ = checker.string(root, "$schema", Self.domain, owner: "the manifest")
        _ = checker.string(root, "description", Self.domain, owner: "the manifest")
        guard let list = checker.array(root, "routes", Self.domain, required: true, owner: "the manifest") else {
            return
        }
        readRoutes(list)
    }

    /// Reads the routes of `list`, the manifest's `routes` array.
    mutating func readRoutes(_ list: JSONValue) {
        if list.count == 0 {
            checker.emit(.routesEmpty, at: list, "the manifest has no routes, so no deep link can match")
        }
        var names: [String: Int] = [:]
        var shapes: [RoutePattern.Form: (position: Int, name: String)] = [:]
        for (position, element) in list.elements.enumerated() {
            guard checker.expect(element, .object, "a route", Self.domain) != nil else { continue }
            checkKeys(element, known: Self.routeKeys, owner: "the route")
            let name = checker.string(element, "name", Self.domain, required: true, owner: "the route")
            let patternText = checker.string(element, "pattern", Self.domain, required: true, owner: "the route")
            let summary = checker.string(element, "description", Self.domain, owner: "the route")?.0
            var isValid = true
            if let (text, value) = name {
                if text.isEmpty {
                    checker.emit(.routesInvalidName, at: value, "a route name must not be empty")
                    isValid = false
                } else if let first = names[text] {
                    checker.emit(
                        .routesDuplicateName, at: value,
                        "the name \(JSONText.quoted(text)) is also used by route \(first); names must be unique")
                    isValid = false
                } else {
                    names[text] = position
                }
            }
            var pattern: RoutePattern?
            if let (text, value) = patternText {
                do {
                    pattern = try RoutePattern(text)
                } catch {
                    checker.emit(
                        .routesInvalidPattern, at: value,
                        "the pattern \(JSONText.quoted(text)) cannot be read: \(error)")
                }
            }
            guard isValid, let name, let pattern else { continue }
            let shape = pattern.shape
            if let earlier = shapes[shape], let value = element["pattern"] {
                checker.emit(
                    .routesDuplicatePattern, at: value,
                    "\(JSONText.quoted(pattern.text)) matches exactly the links of route \(earlier.position) (\(JSONText.quoted(earlier.name))), listed earlier, so this route is never chosen"
                )
            } else {
                shapes[shape] = (position, name.0)
            }
            routes.append(RouteTable.Route(name: name.0, pattern: pattern, summary: summary))
        }
    }

    private mutating func checkKeys(_ object: JSONValue, known: Set<String>, owner: String) {
        for member in object.members where !known.contains(member.key) {
            let hint = KeySpelling.nearMiss(member.key, in: known).map { "; did you mean \(JSONText.quoted($0))?" }
            checker.emit(
                .routesUnknownKey, at: member.keyValue,
                "unknown key \(JSONText.quoted(member.key)) in \(owner) is ignored"
                    + (hint ?? "; known keys: \(known.sorted().joined(separator: ", "))"))
        }
    }
}
