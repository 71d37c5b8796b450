/// A deep-link pattern: a URI with parameters, or a bare key.
///
/// - `myapp://product/{id}`: a custom scheme; `{id}` captures one whole path segment.
/// - `syne://product?sku={sku}`: `product` is the host; the query item `sku` is required and
///   captured. A query item can also require a literal value: `myapp://list?sort=price`.
/// - `https://shop.example.com/p/{id}`: a universal link.
/// - `deep_linking_key`: a bare key (no `scheme://`), matched exactly, case-sensitively.
///
/// Matching compares the scheme and host case-insensitively (a Unicode host and its
/// `xn--` form are the same; a scheme's default port may be left out), the path
/// case-sensitively after percent-decoding each segment, ignores one trailing slash, the
/// fragment, extra query items and the order of query items. A link's dot segments (`.`,
/// `..`, and their `%2e` forms) are resolved first, as the WHATWG URL parser resolves them
/// (`myapp://product/x/../1` is `myapp://product/1`), so a path parameter never captures
/// one. A parameter never captures an empty value. `+` is not a space.
public struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern exactly as written.
    public let text: String
    let form: Form
    /// The parameter names in the order they appear (path first, then query).
    public let parameterNames: [String]

    enum Form: Sendable, Hashable {
        case key(String)
        case uri(URIPattern)
    }

    /// One path segment or query value of a pattern.
    enum Part: Sendable, Hashable {
        case literal(String)
        case parameter(String)

        var isLiteral: Bool {
            if case .literal = self { return true }
            return false
        }
    }

    /// A required query item of a pattern.
    struct QueryItem: Sendable, Hashable {
        var key: String
        var value: Part
    }

    /// A URI pattern, split and normalized.
    struct URIPattern: Sendable, Hashable {
        var hostKey: String
        var segments: [Part]
        var query: [QueryItem]
    }

    /// Parses a pattern.
    ///
    /// - Throws: ``RoutePatternError`` saying what is wrong, such as a parameter that is
    ///   not a whole path segment or a parameter name used twice.
    public init(_ text: String) throws(RoutePatternError) {
        self.text = text
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw RoutePatternError("a pattern cannot be empty") }
        if bytes.contains(where: { $0 <= 0x20 || $0 == 0x7F }) {
            throw RoutePatternError("a pattern cannot contain spaces or control characters; percent-encode them")
        }
        guard let raw = RawURI(bytes) else {
            if text.contains("://") {
                throw RoutePatternError(
                    "the scheme before :// must be literal: a letter, then letters, digits, +, - or .")
            }
            if bytes.contains(UInt8(ascii: "{")) || bytes.contains(UInt8(ascii: "}")) {
                throw RoutePatternError("a bare key is matched exactly and cannot have parameters")
            }
            form = .key(text)
            parameterNames = []
            return
        }
        if raw.fragment != nil {
            throw RoutePatternError("a pattern cannot have a fragment (#...); fragments are not matched")
        }
        if raw.authority.contains(UInt8(ascii: "{")) || raw.authority.contains(UInt8(ascii: "}")) {
            throw RoutePatternError("the host cannot be a parameter; write one route per host")
        }
        let authority = RouteText.splitAuthority(raw.authority)
        if let port = authority.port, !port.allSatisfy(RouteText.isDigit) {
            throw RoutePatternError("the port must be digits")
        }
        var names: [String] = []
        var segments: [Part] = []
        for raw in RouteText.rawSegments(raw.path) {
            if raw.isEmpty { throw RoutePatternError("the path has an empty segment (//); no link would match it") }
            segments.append(try Self.part(raw, in: "a path segment"))
            if case .parameter(let name) = segments.last { names.append(name) }
        }
        var query: [QueryItem] = []
        var keys: Set<String> = []
        for item in RouteText.rawQueryItems(raw.query) {
            if item.key.contains(UInt8(ascii: "{")) || item.key.contains(UInt8(ascii: "}")) {
                throw RoutePatternError("a query key cannot be a parameter; write key={name}")
            }
            let key = RouteText.percentDecoded(item.key)
            guard let value = item.value else {
                throw RoutePatternError(
                    "the query item \(JSONText.quoted(key)) needs a value: \(key)={name} or \(key)=value")
            }
            if key.isEmpty { throw RoutePatternError("a query item needs a key before =") }
            if !keys.insert(key).inserted {
                throw RoutePatternError("the query key \(JSONText.quoted(key)) appears twice")
            }
            let part = try Self.part(value, in: "a query value")
            if case .parameter(let name) = part { names.append(name) }
            query.append(QueryItem(key: key, value: part))
        }
        var seen: Set<String> = []
        for name in names where !seen.insert(name).inserted {
            throw RoutePatternError("the parameter {\(name)} appears twice")
        }
        parameterNames = names
        form = .uri(
            URIPattern(
                hostKey: RouteText.hostKey(scheme: raw.scheme, authority: raw.authority), segments: segments,
                query: query))
    }

    /// A literal (percent-decoded) or a `{name}` parameter.
    private static func part(_ raw: ArraySlice<UInt8>, in place: String) throws(RoutePatternError) -> Part {
        guard raw.contains(UInt8(ascii: "{")) || raw.contains(UInt8(ascii: "}")) else {
            return .literal(RouteText.percentDecoded(raw))
        }
        guard raw.count >= 2, raw.first == UInt8(ascii: "{"), raw.last == UInt8(ascii: "}") else {
            throw RoutePatternError("a parameter must be \(place) of its own, such as /{id} or ?sku={sku}")
        }
        let name = raw.dropFirst().dropLast()
        guard let first = name.first, RouteText.isLetter(first) || first == UInt8(ascii: "_"),
            name.allSatisfy({ RouteText.isLetter($0) || RouteText.isDigit($0) || $0 == UInt8(ascii: "_") })
        else {
            throw RoutePatternError(
                "\(JSONText.quoted(String(decoding: raw, as: UTF8.self))) is not a parameter: names are ASCII letters, digits and _, not starting with a digit"
            )
        }
        return .parameter(String(decoding: name, as: UTF8.self))
    }

    /// Whether the pattern is a bare key rather than a URI.
    public var isKey: Bool {
        if case .key = form { return true }
        return false
    }

    /// Two patterns with the same shape match exactly the same links, whatever their
    /// parameter names: the later of two such routes is never chosen.
    var shape: Form {
        guard case .uri(var uri) = form else { return form }
        let erase = { (part: Part) -> Part in part.isLiteral ? part : .parameter("") }
        uri.segments = uri.segments.map(erase)
        uri.query = uri.query.map { QueryItem(key: $0.key, value: erase($0.value)) }.sorted { $0.key < $1.key }
        return .uri(uri)
    }

    /// The pattern as written.
    public var description: String { text }

    /// Two patterns are equal when written the same way.
    public static func == (lhs: RoutePattern, rhs: RoutePattern) -> Bool { lhs.text == rhs.text }

    /// Hashes the text.
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

/// Why a route pattern could not be read.
public struct RoutePatternError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, for people.
    public let message: String

    init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
