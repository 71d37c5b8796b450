import PushKitCore

/// Routing deep links against 1,000 routes with the indexed ``RouteTable/match(_:)-(String)``
/// beside a linear scan of the same routes (``RouteTable/matchByScanning(_:)``), in the same
/// run; then both against 10 routes, to show that the indexed match does not grow with the
/// number of routes while the scan does. Call `RouterBenchmark.run()` from the entry point.
enum RouterBenchmark {
    /// Runs the benchmark and prints one block of results.
    static func run(rounds: Int = 2_000) {
        let large = table(routes: 1_000)
        let small = table(routes: 10)
        let largeLinks = links(routes: 1_000)
        let smallLinks = links(routes: 10)

        // Both matchers must agree before their speed means anything.
        for link in largeLinks where large.match(link) != large.matchByScanning(link) {
            print("router: MISMATCH for \(link)")
            return
        }

        let indexed = nanosecondsPerLink(largeLinks, rounds: rounds) { large.match($0) != nil }
        let scanned = nanosecondsPerLink(largeLinks, rounds: max(1, rounds / 20)) { large.matchByScanning($0) != nil }
        let indexedSmall = nanosecondsPerLink(smallLinks, rounds: rounds) { small.match($0) != nil }
        let scannedSmall = nanosecondsPerLink(smallLinks, rounds: rounds) { small.matchByScanning($0) != nil }

        print("router: \(largeLinks.count) deep links (matching and not) against routes of every form")
        print("  1,000 routes, indexed match: \(format(indexed)) per link")
        print(
            "  1,000 routes, linear scan:   \(format(scanned)) per link (\(ratio(scanned, indexed)) the indexed match)")
        print("     10 routes, indexed match: \(format(indexedSmall)) per link")
        print("     10 routes, linear scan:   \(format(scannedSmall)) per link")
        print(
            "  1,000 routes vs 10 (100x the routes): indexed \(ratio(indexed, indexedSmall)), "
                + "linear scan \(ratio(scanned, scannedSmall))")
    }

    /// `count` routes of every form: universal links on one host, custom schemes, Synerise
    /// query routes, nested paths and bare keys.
    static func table(routes count: Int) -> RouteTable {
        var routes: [RouteTable.Route] = []
        routes.reserveCapacity(count)
        for index in 0..<count {
            let pattern: String
            switch index % 5 {
            case 0: pattern = "https://shop.example.com/c\(index)/{id}"
            case 1: pattern = "myapp://product/{id}/s\(index)"
            case 2: pattern = "syne://screen\(index)?sku={sku}&color={color}"
            case 3: pattern = "myapp://catalog/\(index)/items/{item}/reviews/{page}"
            default: pattern = "key_\(index)"
            }
            if let route = try? RouteTable.Route(name: "r\(index)", pattern: pattern) { routes.append(route) }
        }
        return RouteTable(routes)
    }

    /// Links that hit routes near the end of a table of `count` routes (the worst case for a
    /// scan), and links that hit nothing.
    static func links(routes count: Int) -> [String] {
        let last = count - 1
        let near = { (form: Int) in last - ((last - form) % 5 + 5) % 5 }
        return [
            "https://shop.example.com/c\(near(0))/A-1",
            "myapp://product/42/s\(near(1))",
            "syne://screen\(near(2))?color=red&sku=7",
            "myapp://catalog/\(near(3))/items/9/reviews/2",
            "key_\(near(4))",
            "https://shop.example.com/nowhere/1",
            "myapp://product/42/nowhere",
            "syne://screen\(near(2))?sku=7",
        ]
    }

    private static func nanosecondsPerLink(_ links: [String], rounds: Int, _ body: (String) -> Bool) -> Double {
        var hits = 0
        let elapsed = ContinuousClock().measure {
            for _ in 0..<rounds {
                for link in links where body(link) { hits += 1 }
            }
        }
        // Keeps the work observable, so it is not optimised away.
        if hits == -1 { print(hits) }
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = Double(seconds) * 1e9 + Double(attoseconds) / 1e9
        return nanoseconds / Double(rounds * links.count)
    }

    private static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 1_000
            ? "\(rounded(nanoseconds / 1_000)) µs" : "\(rounded(nanoseconds)) ns"
    }

    private static func ratio(_ a: Double, _ b: Double) -> String {
        b > 0 ? "\(rounded(a / b))x" : "n/a"
    }

    /// One decimal, without libm (`Double.rounded()` needs it linked).
    private static func rounded(_ value: Double) -> String {
        guard value.isFinite, value >= 0, value < 1e15 else { return "\(value)" }
        let tenths = Int(value * 10 + 0.5)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
