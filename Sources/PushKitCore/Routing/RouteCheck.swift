extension RouteTable {
    /// The deep links among `actions` that no route matches.
    public func unmatched(_ actions: [PayloadAction]) -> [PayloadAction] {
        actions.filter { $0.kind == .deepLink && match($0) == nil }
    }

    /// Reports every deep link of `payload` (read from `document`) that no route matches,
    /// as `route.unmatched` at the link's text.
    func check(_ payload: Payload, in document: JSONDocument, reader: JSONReader.Options) -> [PendingDiagnostic] {
        var sink = DiagnosticSink()
        let locator = PointerLocator(document: document, reader: reader)
        for action in unmatched(payload.actions(locatedIn: document)) {
            let target = action.target ?? ""
            let form = RouteLink(target) == nil ? "key" : "link"
            var message = "no route matches the deep \(form) \(JSONText.quoted(target))"
            if let hint = nearestHint(target) { message += "; \(hint)" }
            if let fallback = action.fallbackURL {
                message += "; the app cannot open it and the fallback \(JSONText.quoted(fallback)) opens instead"
            } else {
                message += "; add a route for it to the manifest, or fix the link"
            }
            sink.emit(
                .routeUnmatched, at: action.targetPointer, offset: locator.offset(of: action.targetPointer), message)
        }
        return sink.pending
    }

    /// A hint for a link that matches nothing: the routes of its scheme and host, if any.
    private func nearestHint(_ link: String) -> String? {
        guard let parsed = RouteLink(link) else { return nil }
        let names = routes.lazy.filter {
            if case .uri(let uri) = $0.pattern.form { return uri.hostKey == parsed.hostKey }
            return false
        }.prefix(3).map { JSONText.quoted($0.pattern.text) }
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

    /// The input offset of the value `pointer` designates, or of the deepest value on its
    /// way that exists.
    func offset(of pointer: JSONPointer) -> Int {
        var value = document.root
        var map: OffsetMap?
        for token in pointer.tokens {
            if value.kind == .string {
                let (bytes, offsets) = OffsetMap.unescaping(value, parent: map)
                guard let inner = JSONReader(options: reader).readPending(bytes).0 else { break }
                map = offsets
                value = inner.root
            }
            let next: JSONValue?
            switch value.kind {
            case .object: next = value[token]
            case .array: next = Int(token).flatMap { value[$0] }
            default: next = nil
            }
            guard let next else { break }
            value = next
        }
        return map?.offset(value.span.lowerBound) ?? value.span.lowerBound
    }
}
