/// Deep-link routes, indexed once so that matching a link costs about the same with
/// 10 routes as with 1,000.
///
/// Routes are indexed by `scheme://host[:port]`, then by path segment in a trie (each
/// node has its literal children in a dictionary and at most one parameter child), and
/// bare keys in a dictionary. A match walks only the trie branches the link's segments
/// allow.
///
/// ## Which route wins
/// When several routes match a link, the most specific wins, by these rules in turn:
/// 1. more literal path segments (`/p/new` beats `/p/{id}`; `/a/{x}/c` beats `/{x}/b/{y}`);
/// 2. at the first path segment where the two differ, a literal beats a parameter
///    (`/a/{x}` beats `/{x}/b`);
/// 3. more required query items (`?sku={sku}&color={c}` beats `?sku={sku}`);
/// 4. more query items with a literal value (`?sort=price` beats `?sort={order}`);
/// 5. the route listed first.
///
/// A table is an immutable value: build it once and share it across tasks. Matching
/// never traps, whatever the link.
public struct RouteTable: Sendable, Hashable {
    /// The routes, in the order given.
    public let routes: [Route]
    private let index: Index

    /// Indexes `routes`; when two routes have the same pattern shape, the first listed wins.
    public init(_ routes: [Route]) {
        self.routes = routes
        self.index = Index(routes)
    }

    /// Indexes the routes of a manifest.
    public init(_ manifest: RouteManifest) {
        self.init(manifest.routes)
    }

    /// The most specific route matching `link`, with its parameters; `nil` when none does.
    ///
    /// Costs the link's length plus the query items of the routes its path reaches: the
    /// link's query items are indexed once, and each route looks up only the names it needs.
    public func match(_ link: String) -> RouteTable.Match? {
        match(link, parsed: RouteLink(link))
    }

    /// ``match(_:)-(String)`` of a link already parsed (`parsed` is `RouteLink(link)`).
    func match(_ link: String, parsed: RouteLink?) -> RouteTable.Match? {
        guard let parsed else {
            return index.keys[link].map { RouteTable.Match(route: routes[$0], position: $0, parameters: [:]) }
        }
        guard let host = index.hosts[parsed.hostKey] else { return nil }
        let trie = index.tries[host]
        let depth = parsed.segments.count
        var best: Int?
        var stack: [(node: Int, depth: Int)] = [(0, 0)]
        while let (nodeIndex, level) = stack.popLast() {
            let node = trie.nodes[nodeIndex]
            if level == depth {
                if let found = node.routes.first(where: { satisfiesQuery(index.infos[$0], parsed) }),
                    best.map({ index.isMoreSpecific(found, than: $0) }) ?? true
                {
                    best = found
                }
                continue
            }
            if let child = node.literals[parsed.segments[level]] { stack.append((child, level + 1)) }
            if node.parameter >= 0, Self.canBeParameter(parsed.segments[level]) {
                stack.append((node.parameter, level + 1))
            }
        }
        return best.map { makeMatch($0, parsed) }
    }

    /// The route an action hits: a deep link's route; `nil` for an open-app or open-URL
    /// action, and for a deep link no route matches.
    public func match(_ action: PayloadAction) -> RouteTable.Match? {
        guard action.kind == .deepLink, let target = action.target else { return nil }
        return match(target)
    }

    /// The reference matcher: tries every route in turn and keeps the most specific
    /// match. Same result as ``match(_:)-(String)``, at a cost linear in the number of
    /// routes; for tests and benchmarks.
    public func matchByScanning(_ link: String) -> RouteTable.Match? {
        guard let parsed = RouteLink(link) else {
            return routes.firstIndex { $0.pattern.form == .key(link) }.map {
                RouteTable.Match(route: routes[$0], position: $0, parameters: [:])
            }
        }
        var best: Int?
        for (position, route) in routes.enumerated() {
            guard case .uri(let uri) = route.pattern.form, uri.hostKey == parsed.hostKey,
                uri.segments.count == parsed.segments.count
            else { continue }
            let pathMatches = zip(uri.segments, parsed.segments).allSatisfy { part, segment in
                switch part {
                case .literal(let literal): literal == segment
                case .parameter: Self.canBeParameter(segment)
                }
            }
            guard pathMatches, satisfiesQuery(index.infos[position], parsed) else { continue }
            if best.map({ index.isMoreSpecific(position, than: $0) }) ?? true { best = position }
        }
        return best.map { makeMatch($0, parsed) }
    }

    /// Whether a path segment (percent-decoded) can be a parameter's value: not empty,
    /// and not `.` or `..`, which a URL parser resolves away (`myapp://product/..` is no
    /// product id).
    static func canBeParameter(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
    }

    /// Up to `limit` routes of the `scheme://host[:port]` `hostKey`, in listing order.
    func routes(forHost hostKey: String, limit: Int) -> [Route] {
        (index.hostRoutes[hostKey] ?? []).prefix(limit).map { routes[$0] }
    }

    private func satisfiesQuery(_ info: RouteInfo, _ link: RouteLink) -> Bool {
        for item in info.query {
            guard let value = link.firstValue(of: item.key) else { return false }
            switch item.value {
            case .literal(let literal): if value != literal { return false }
            case .parameter: if value.isEmpty { return false }
            }
        }
        return true
    }

    private func makeMatch(_ position: Int, _ link: RouteLink) -> RouteTable.Match {
        let route = routes[position]
        var parameters: [String: String] = [:]
        if case .uri(let uri) = route.pattern.form {
            for (part, segment) in zip(uri.segments, link.segments) {
                if case .parameter(let name) = part { parameters[name] = segment }
            }
            for item in uri.query {
                if case .parameter(let name) = item.value { parameters[name] = link.firstValue(of: item.key) }
            }
        }
        return RouteTable.Match(route: route, position: position, parameters: parameters)
    }

    /// Two tables are equal when they hold the same routes in the same order.
    public static func == (lhs: RouteTable, rhs: RouteTable) -> Bool { lhs.routes == rhs.routes }

    /// Hashes the routes.
    public func hash(into hasher: inout Hasher) { hasher.combine(routes) }
}

/// What precedence needs to know about one route.
private struct RouteInfo: Sendable {
    /// For each path segment, whether it is a literal.
    var literalMask: [Bool]
    var literalCount: Int
    var query: [RoutePattern.QueryItem]
    var literalQueryCount: Int
    var order: Int
}

/// A segment trie of one `scheme://host[:port]`.
private struct Trie: Sendable {
    struct Node: Sendable {
        var literals: [String: Int] = [:]
        /// The parameter child, or -1.
        var parameter = -1
        /// The routes ending here, most specific first.
        var routes: [Int] = []
    }

    var nodes = [Node()]
}

/// The lookup structures of a ``RouteTable``.
private struct Index: Sendable {
    var keys: [String: Int] = [:]
    /// The trie of each `scheme://host[:port]`, by its place in ``tries``.
    var hosts: [String: Int] = [:]
    var tries: [Trie] = []
    var infos: [RouteInfo] = []
    /// The first few routes of each `scheme://host[:port]`, in listing order: the hint
    /// for a link that matches nothing, found without a walk over every route.
    var hostRoutes: [String: [Int]] = [:]
    static let hostRoutesKept = 3

    init(_ routes: [RouteTable.Route]) {
        infos.reserveCapacity(routes.count)
        for (position, route) in routes.enumerated() {
            switch route.pattern.form {
            case .key(let key):
                infos.append(
                    RouteInfo(literalMask: [], literalCount: 0, query: [], literalQueryCount: 0, order: position))
                if keys[key] == nil { keys[key] = position }
            case .uri(let uri):
                let mask = uri.segments.map(\.isLiteral)
                infos.append(
                    RouteInfo(
                        literalMask: mask, literalCount: mask.count { $0 }, query: uri.query,
                        literalQueryCount: uri.query.count { $0.value.isLiteral }, order: position))
                if hostRoutes[uri.hostKey, default: []].count < Self.hostRoutesKept {
                    hostRoutes[uri.hostKey, default: []].append(position)
                }
                let host: Int
                if let known = hosts[uri.hostKey] {
                    host = known
                } else {
                    host = tries.count
                    hosts[uri.hostKey] = host
                    tries.append(Trie())
                }
                var node = 0
                for segment in uri.segments {
                    switch segment {
                    case .literal(let literal):
                        if let child = tries[host].nodes[node].literals[literal] {
                            node = child
                        } else {
                            tries[host].nodes.append(Trie.Node())
                            tries[host].nodes[node].literals[literal] = tries[host].nodes.count - 1
                            node = tries[host].nodes.count - 1
                        }
                    case .parameter:
                        if tries[host].nodes[node].parameter < 0 {
                            tries[host].nodes.append(Trie.Node())
                            tries[host].nodes[node].parameter = tries[host].nodes.count - 1
                        }
                        node = tries[host].nodes[node].parameter
                    }
                }
                tries[host].nodes[node].routes.append(position)
            }
        }
        // Routes ending at one node share their path; order them by the query rules, then
        // by listing order, so the first whose query the link satisfies is the node's best.
        for host in tries.indices {
            for node in tries[host].nodes.indices where tries[host].nodes[node].routes.count > 1 {
                let infos = self.infos
                tries[host].nodes[node].routes.sort { Self.isMoreSpecific(infos[$0], than: infos[$1]) }
            }
        }
    }

    /// Whether route `a` wins over route `b` when both match a link (see ``RouteTable``).
    func isMoreSpecific(_ a: Int, than b: Int) -> Bool {
        Self.isMoreSpecific(infos[a], than: infos[b])
    }

    private static func isMoreSpecific(_ x: RouteInfo, than y: RouteInfo) -> Bool {
        if x.literalCount != y.literalCount { return x.literalCount > y.literalCount }
        for (left, right) in zip(x.literalMask, y.literalMask) where left != right { return left }
        if x.query.count != y.query.count { return x.query.count > y.query.count }
        if x.literalQueryCount != y.literalQueryCount { return x.literalQueryCount > y.literalQueryCount }
        return x.order < y.order
    }
}
