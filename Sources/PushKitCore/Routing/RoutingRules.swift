// Codes and catalogue entries: deep-link routes. `routes.*` are about a route manifest
// (their examples are manifests); `route.*` about a payload checked against one.

extension Diagnostic.Code {
    /// The tap brings the app forward but not the page meant. Correct the link, or add its route to the app and its
    /// manifest.
    public static let routeUnmatched = Self(
        "route.unmatched", .error,
        summary: "A deep link that no route of the manifest (--routes) matches: the app cannot open it.",
        example:
            "an action {\"type\":\"DEEP_LINKING\",\"item\":\"syne://nowhere\"} checked against {\"routes\":[{\"name\":\"product\",\"pattern\":\"syne://product?sku={sku}\"}]}",
        exampleIsPayload: false,
        passing:
            #"an action {"type":"DEEP_LINKING","item":"syne://product?sku=1"} checked against {"routes":[{"name":"product","pattern":"syne://product?sku={sku}"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// The app takes the value for one name and may join it into a path or an API request, which then climbs out of the
    /// folder meant (`../admin`). Send the identifier itself, percent-encoded without slashes or dot steps.
    public static let routeParameterTraversal = Self(
        "route.parameter-traversal", .error,
        summary:
            "A deep link fills a path parameter with a value that decodes to . or .. or holds / (%2E%2E%2F): the app receives a path traversal as one segment, and the screen the link is for never opens.",
        example:
            "an action {\"type\":\"DEEP_LINKING\",\"item\":\"myapp://product/%2E%2E%2Fadmin\"} checked against {\"routes\":[{\"name\":\"product\",\"pattern\":\"myapp://product/{id}\"}]}",
        exampleIsPayload: false,
        passing:
            #"an action {"type":"DEEP_LINKING","item":"myapp://product/42"} checked against {"routes":[{"name":"product","pattern":"myapp://product/{id}"}]}"#,
        source:
            "WHATWG URL Standard §4.4 path state (only . and .. segments, also %2e-encoded, are resolved; %2F is no separator) and RFC 3986 §2.2, §5.2.4; OWASP, Path Traversal"
    )
    /// The manifest cannot be read, so no link can be checked against it. Make `routes` an array of objects with string
    /// names and patterns.
    public static let routesInvalidType = Self(
        "routes.invalid-type", .error,
        summary: "A route manifest value has the wrong JSON type.",
        example: "{\"routes\":{\"name\":\"product\",\"pattern\":\"syne://product\"}}", exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"syne://product"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A route without a name or a pattern cannot match anything. Give each route both.
    public static let routesMissingKey = Self(
        "routes.missing-key", .error,
        summary: "A route manifest lacks \"routes\", or a route its \"name\" or \"pattern\".",
        example: "{\"routes\":[{\"name\":\"product\"}]}", exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"syne://product"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A misspelt key is skipped, so the setting meant is not applied. Correct or remove it.
    public static let routesUnknownKey = Self(
        "routes.unknown-key", .warning,
        summary: "A route manifest key pushkit does not know; it is ignored.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"patern\":\"syne://product\",\"pattern\":\"syne://product\"}]}",
        exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"syne://product"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// Matches are reported by route name, and an empty one says nothing. Name the route after the page it opens.
    public static let routesInvalidName = Self(
        "routes.invalid-name", .error,
        summary: "A route name is empty.",
        example: "{\"routes\":[{\"name\":\"\",\"pattern\":\"syne://product\"}]}", exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"syne://product"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A match cannot tell the two routes apart. Give each route a name of its own.
    public static let routesDuplicateName = Self(
        "routes.duplicate-name", .error,
        summary: "Two routes have the same name.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"pattern\":\"syne://product\"},{\"name\":\"product\",\"pattern\":\"myapp://product/{id}\"}]}",
        exampleIsPayload: false,
        passing:
            #"{"routes":[{"name":"product","pattern":"syne://product"},{"name":"item","pattern":"myapp://product/{id}"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// The route cannot be matched. Make each {parameter} a whole path segment or query value, named once.
    public static let routesInvalidPattern = Self(
        "routes.invalid-pattern", .error,
        summary: "A route pattern cannot be read (a parameter that is not a whole segment, a repeated name, ...).",
        example: "{\"routes\":[{\"name\":\"product\",\"pattern\":\"myapp://product/id-{id}\"}]}",
        exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"myapp://product/{id}"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// The later route is dead: every link it would match goes to the earlier one. Remove it, or make its pattern
    /// distinct.
    public static let routesDuplicatePattern = Self(
        "routes.duplicate-pattern", .warning,
        summary: "A route matches exactly the links of an earlier route, so it is never chosen.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"pattern\":\"myapp://product/{id}\"},{\"name\":\"item\",\"pattern\":\"MYAPP://product/{sku}/\"}]}",
        exampleIsPayload: false,
        passing:
            #"{"routes":[{"name":"product","pattern":"myapp://product/{id}"},{"name":"item","pattern":"myapp://item/{sku}"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// Every deep link checked against it is reported unmatched. List the app's routes, or leave `--routes` out.
    public static let routesEmpty = Self(
        "routes.empty", .warning,
        summary: "The route manifest has no routes: every deep link is unmatched.",
        example: "{\"routes\":[]}", exampleIsPayload: false,
        passing: #"{"routes":[{"name":"product","pattern":"syne://product?sku={sku}"}]}"#,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
}

extension RuleCatalogue {
    static let routing: [Diagnostic.Code] = [
        .routeUnmatched,
        .routeParameterTraversal,
        .routesInvalidType,
        .routesMissingKey,
        .routesUnknownKey,
        .routesInvalidName,
        .routesDuplicateName,
        .routesInvalidPattern,
        .routesDuplicatePattern,
        .routesEmpty,
    ]
}
