extension RouteTable {
    /// A named deep-link route: a screen of the app and the links that open it.
    public struct Route: Sendable, Hashable {
        /// The name the app knows the route by, such as `product`.
        public var name: String
        /// The links the route handles.
        public var pattern: RoutePattern
        /// What the route opens, for people.
        public var summary: String?

        /// Creates a route from a parsed pattern.
        public init(name: String, pattern: RoutePattern, summary: String? = nil) {
            self.name = name
            self.pattern = pattern
            self.summary = summary
        }

        /// Creates a route, parsing `pattern`.
        ///
        /// - Throws: ``RoutePatternError`` when the pattern cannot be read.
        public init(name: String, pattern: String, summary: String? = nil) throws(RoutePatternError) {
            self.init(name: name, pattern: try RoutePattern(pattern), summary: summary)
        }
    }

    /// A link matched to a route, with the parameters it carries.
    public struct Match: Sendable, Hashable {
        /// The route that matched: the most specific one (see ``RouteTable``).
        public var route: Route
        /// The route's place in ``RouteTable/routes``.
        public var position: Int
        /// The parameters by name, percent-decoded.
        public var parameters: [String: String]

        /// Creates a match.
        public init(route: Route, position: Int, parameters: [String: String]) {
            self.route = route
            self.position = position
            self.parameters = parameters
        }

        /// The parameter named `name`.
        public subscript(name: String) -> String? { parameters[name] }

        /// The parameters in the order the pattern names them.
        public var orderedParameters: [(name: String, value: String)] {
            route.pattern.parameterNames.compactMap { name in parameters[name].map { (name, $0) } }
        }
    }
}
