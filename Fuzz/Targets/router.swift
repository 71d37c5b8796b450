// Fuzz target `router`: route patterns and links from arbitrary bytes.
//
// The input is split at line feeds; every line is tried as a route pattern, and every
// line (and the whole input) as a link against the table of the patterns that parsed.
//
// Invariants, on every input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer), whatever the
//   patterns and the links;
// - the indexed match equals the reference `matchByScanning`, for every link;
// - a match names a route of the table, and has a value for each of its parameters;
// - `ActionRouter` sends a link to the handler of the route `RouteTable.match` picks, or
//   to the fallback when none matches.

/// The router target.
enum FuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var routes: [Route] = []
        for (number, line) in lines.enumerated() {
            if let route = try? Route(name: "r\(number)", pattern: line) {
                routes.append(route)
            }
        }
        let table = RouteTable(routes)
        let router = ActionRouter<Int>(
            table: table, openApp: { -2 }, openURL: { _ in -3 }, deepLink: { $0.position }, fallback: { _ in -1 })
        var links = lines
        links.append(String(decoding: bytes, as: UTF8.self))
        for link in links {
            let indexed = table.match(link)
            let scanned = table.matchByScanning(link)
            fuzzRequire(
                indexed == scanned,
                "match \(describe(indexed)) but matchByScanning \(describe(scanned)) for \(link.debugDescription) in \(fuzzHex(bytes))"
            )
            if let indexed {
                fuzzRequire(
                    table.routes.indices.contains(indexed.position) && table.routes[indexed.position] == indexed.route,
                    "match names no route of the table: \(fuzzHex(bytes))")
                for name in indexed.route.pattern.parameterNames {
                    fuzzRequire(
                        indexed[name].map { !$0.isEmpty } ?? false,
                        "parameter \(name) of \(indexed.route.pattern) empty or missing: \(fuzzHex(bytes))")
                }
            }
            fuzzRequire(
                router.route(link: link) == (indexed?.position ?? -1),
                "router disagrees with the table: \(fuzzHex(bytes))")
            _ = table.match(PayloadAction.link(link))
        }
    }

    static func describe(_ match: RouteMatch?) -> String {
        guard let match else { return "nothing" }
        return "\(match.route.name) \(match.route.pattern) \(match.parameters)"
    }
}
