/// Sends each action of a payload to the code that handles it: open-app and open-URL
/// actions to their handlers, deep links to the handler of the most specific matching
/// route, and anything no route matches to the fallback.
///
/// A router is built once and is then immutable and `Sendable`: share it across tasks.
/// `Destination` is what the handlers return, such as a screen of the app.
///
/// ```swift
/// var builder = ActionRouter<Screen>.Builder(
///     openApp: { .home }, openURL: { .browser($0) }, fallback: { _ in .home })
/// try builder.route("product", "myapp://product/{id}") { .product($0["id"] ?? "") }
/// try builder.route("wallet", "coupon_wallet") { _ in .wallet }
/// let router = builder.build()
/// let screens = payload.actions.map(router.route)
/// ```
public struct ActionRouter<Destination>: Sendable {
    /// Handles a deep link matched to a route.
    public typealias RouteHandler = @Sendable (RouteTable.Match) -> Destination

    /// The routes deep links are matched against.
    public let table: RouteTable
    private let handlers: [RouteHandler]
    private let openApp: @Sendable () -> Destination
    private let openURL: @Sendable (String) -> Destination
    private let fallback: @Sendable (PayloadAction) -> Destination

    /// Creates a router whose routes all go to one deep-link handler, which can tell
    /// them apart by ``RouteTable/Match/route`` (its name, say).
    ///
    /// - Parameters:
    ///   - table: the routes, for example from a ``RouteManifest``.
    ///   - openApp: handles open-app actions.
    ///   - openURL: handles open-URL actions, with the URL.
    ///   - deepLink: handles a deep link some route matches.
    ///   - fallback: handles a deep link no route matches.
    public init(
        table: RouteTable,
        openApp: @escaping @Sendable () -> Destination,
        openURL: @escaping @Sendable (String) -> Destination,
        deepLink: @escaping RouteHandler,
        fallback: @escaping @Sendable (PayloadAction) -> Destination
    ) {
        self.init(
            table: table, handlers: Array(repeating: deepLink, count: table.routes.count), openApp: openApp,
            openURL: openURL, fallback: fallback)
    }

    private init(
        table: RouteTable, handlers: [RouteHandler], openApp: @escaping @Sendable () -> Destination,
        openURL: @escaping @Sendable (String) -> Destination,
        fallback: @escaping @Sendable (PayloadAction) -> Destination
    ) {
        self.table = table
        self.handlers = handlers
        self.openApp = openApp
        self.openURL = openURL
        self.fallback = fallback
    }

    /// Handles one action.
    public func route(_ action: PayloadAction) -> Destination {
        switch action.kind {
        case .openApp:
            return openApp()
        case .openURL:
            return action.target.map(openURL) ?? fallback(action)
        case .deepLink:
            guard let target = action.target, let match = table.match(target), handlers.indices.contains(match.position)
            else { return fallback(action) }
            return handlers[match.position](match)
        }
    }

    /// Handles a link given on its own, such as a URL the app was opened with, as a deep link.
    public func route(link: String) -> Destination {
        route(PayloadAction.link(link))
    }

    /// Collects routes and their handlers, then builds an ``ActionRouter``.
    public struct Builder: Sendable {
        private var routes: [RouteTable.Route] = []
        private var handlers: [RouteHandler] = []
        private let openApp: @Sendable () -> Destination
        private let openURL: @Sendable (String) -> Destination
        private let fallback: @Sendable (PayloadAction) -> Destination

        /// Starts a router with its open-app, open-URL and fallback handlers.
        public init(
            openApp: @escaping @Sendable () -> Destination,
            openURL: @escaping @Sendable (String) -> Destination,
            fallback: @escaping @Sendable (PayloadAction) -> Destination
        ) {
            self.openApp = openApp
            self.openURL = openURL
            self.fallback = fallback
        }

        /// Adds a route; routes added earlier win ties (see ``RouteTable``).
        ///
        /// - Throws: ``RoutePatternError`` when `pattern` cannot be read.
        public mutating func route(
            _ name: String, _ pattern: String, handler: @escaping RouteHandler
        ) throws(RoutePatternError) {
            routes.append(try RouteTable.Route(name: name, pattern: pattern))
            handlers.append(handler)
        }

        /// Adds a route already parsed, such as one from a ``RouteManifest``.
        public mutating func route(_ route: RouteTable.Route, handler: @escaping RouteHandler) {
            routes.append(route)
            handlers.append(handler)
        }

        /// The router, with its routes indexed.
        public func build() -> ActionRouter {
            ActionRouter(
                table: RouteTable(routes), handlers: handlers, openApp: openApp, openURL: openURL, fallback: fallback)
        }
    }
}
