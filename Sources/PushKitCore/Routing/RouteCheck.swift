extension RouteTable {
    /// The deep links among `actions` that no route matches.
    public func unmatched(_ actions: [PayloadAction]) -> [PayloadAction] {
        actions.filter { $0.kind == .deepLink && match($0) == nil }
    }

    /// Reports every deep link of `payload` (read from `document`) that no route matches,
    /// as `route.unmatched` at the link's text, and every path parameter a link fills with
    /// a traversal (`route.parameter-traversal`); past `limit` they are only counted.
    ///
    /// Linear in the payload: each link is parsed and matched once, the hint comes from
    /// the table's index of hosts, and the locator reads each embedded document once.
    func check(
        _ payload: Payload, in document: JSONDocument, reader: JSONReader.Options, limit: Int = .max
    ) -> DiagnosticSink {
        var sink = DiagnosticSink(limit: limit)
        var locator = PointerLocator(document: document, reader: reader)
        for action in payload.actions(locatedIn: document) where action.kind == .deepLink {
            let target = action.target ?? ""
            let parsed = RouteLink(target)
            if let found = match(target, parsed: parsed) {
                guard let parsed, let (name, value) = Self.traversal(in: found, parsed) else { continue }
                guard sink.hasRoom(for: .routeParameterTraversal) else {
                    sink.count(.routeParameterTraversal, nil)
                    continue
                }
                sink.emit(
                    .routeParameterTraversal, at: action.targetPointer,
                    offset: locator.offset(of: action.targetPointer),
                    "the deep link \(JSONText.quoted(target)) fills {\(name)} of the route \(JSONText.quoted(found.route.name)) with \(JSONText.quoted(value)) once decoded, a path traversal the app receives as one segment; write the value without / or dot segments"
                )
                continue
            }
            guard sink.hasRoom(for: .routeUnmatched) else {
                sink.count(.routeUnmatched, nil)
                continue
            }
            let form = parsed == nil ? "key" : "link"
            var message = "no route matches the deep \(form) \(JSONText.quoted(target))"
            if let parsed { message += "; \(hint(for: parsed))" }
            if let fallback = action.fallbackURL {
                message += "; the app cannot open it and the fallback \(JSONText.quoted(fallback)) opens instead"
            } else {
                message += "; add a route for it to the manifest, or fix the link"
            }
            sink.emit(
                .routeUnmatched, at: action.targetPointer, offset: locator.offset(of: action.targetPointer), message)
        }
        return sink
    }

    /// The first path parameter `match` fills from `link` with a value that, decoded, is
    /// `.` or `..` or holds a `/`: the app receives one segment and may join it into a path
    /// (`myapp://product/%2E%2E%2Fadmin` gives `id` = `../admin`). Query parameters may
    /// hold `/` (a redirect path), and are not judged.
    static func traversal(in match: RouteTable.Match, _ link: RouteLink) -> (name: String, value: String)? {
        guard case .uri(let uri) = match.route.pattern.form else { return nil }
        for (part, segment) in zip(uri.segments, link.segments) {
            guard case .parameter(let name) = part else { continue }
            if segment == "." || segment == ".." || segment.utf8.contains(UInt8(ascii: "/")) { return (name, segment) }
        }
        return nil
    }

    /// A hint for a link that matches nothing: the routes of its scheme and host, if any.
    private func hint(for parsed: RouteLink) -> String {
        let names = routes(forHost: parsed.hostKey, limit: 3).map { JSONText.quoted($0.pattern.text) }
        guard !names.isEmpty else { return "no route has the scheme and host \(parsed.hostKey)" }
        return "routes for \(parsed.hostKey): \(names.joined(separator: ", "))"
    }
}

/// Finds where a pointer's value starts in the input, following the pointer into JSON
/// documents held in strings (an Android `content`), with the offsets mapped back through
/// the string's escapes.
struct PointerLocator {
    let document: JSONDocument
    let reader: JSONReader.Options

    private struct Key: Hashable {
        let document: ObjectIdentifier
        let node: Int
    }

    /// The documents read out of strings so far, with their offset maps, by the string.
    private var embedded: [Key: (root: JSONValue, map: OffsetMap)?] = [:]
    /// The elements of the arrays indexed so far, by the array.
    private var elements: [Key: [JSONValue]] = [:]

    init(document: JSONDocument, reader: JSONReader.Options) {
        self.document = document
        self.reader = reader
    }

    /// The input offset of the value `pointer` designates, or of the deepest value on its
    /// way that exists.
    ///
    /// A string is read as a document once, and an array's elements are listed once, for
    /// all the pointers a locator is asked about: many links in one embedded document (an
    /// Android `content` with thousands of buttons) cost one read of it, not one each.
    mutating func offset(of pointer: JSONPointer) -> Int {
        var value = document.root
        var map: OffsetMap?
        for token in pointer.tokens {
            if value.kind == .string {
                let key = Key(document: ObjectIdentifier(value.document), node: value.index)
                let inner: (root: JSONValue, map: OffsetMap)?
                if let known = embedded[key] {
                    inner = known
                } else {
                    let (bytes, offsets) = OffsetMap.unescaping(value, parent: map)
                    inner = JSONReader(options: reader).readPending(bytes).0.map { ($0.root, offsets) }
                    embedded[key] = inner
                }
                guard let inner else { break }
                map = inner.map
                value = inner.root
            }
            let next: JSONValue?
            switch value.kind {
            case .object: next = value[token]
            case .array: next = Int(token).flatMap { element($0, of: value) }
            default: next = nil
            }
            guard let next else { break }
            value = next
        }
        return map?.offset(value.span.lowerBound) ?? value.span.lowerBound
    }

    private mutating func element(_ position: Int, of array: JSONValue) -> JSONValue? {
        let key = Key(document: ObjectIdentifier(array.document), node: array.index)
        if elements[key] == nil { elements[key] = array.elements }
        guard let list = elements[key], list.indices.contains(position) else { return nil }
        return list[position]
    }
}
