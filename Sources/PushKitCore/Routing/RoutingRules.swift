// Codes and catalogue entries: deep-link routes. `routes.*` are about a route manifest
// (their examples are manifests); `route.*` about a payload checked against one.

extension Diagnostic.Code {
    /// A deep link no route of the manifest matches.
    public static let routeUnmatched = Self(
        "route.unmatched", .error,
        summary: "A deep link that no route of the manifest (--routes) matches: the app cannot open it.",
        example:
            "an action {\"type\":\"DEEP_LINKING\",\"item\":\"syne://nowhere\"} checked against {\"routes\":[{\"name\":\"product\",\"pattern\":\"syne://product?sku={sku}\"}]}",
        exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A manifest value has the wrong JSON type.
    public static let routesInvalidType = Self(
        "routes.invalid-type", .error,
        summary: "A route manifest value has the wrong JSON type.",
        example: "{\"routes\":{\"name\":\"product\",\"pattern\":\"syne://product\"}}", exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A required manifest key is missing.
    public static let routesMissingKey = Self(
        "routes.missing-key", .error,
        summary: "A route manifest lacks \"routes\", or a route its \"name\" or \"pattern\".",
        example: "{\"routes\":[{\"name\":\"product\"}]}", exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A manifest key pushkit does not know (ignored).
    public static let routesUnknownKey = Self(
        "routes.unknown-key", .warning,
        summary: "A route manifest key pushkit does not know; it is ignored.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"patern\":\"syne://product\",\"pattern\":\"syne://product\"}]}",
        exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A route name is empty.
    public static let routesInvalidName = Self(
        "routes.invalid-name", .error,
        summary: "A route name is empty.",
        example: "{\"routes\":[{\"name\":\"\",\"pattern\":\"syne://product\"}]}", exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// Two routes have the same name.
    public static let routesDuplicateName = Self(
        "routes.duplicate-name", .error,
        summary: "Two routes have the same name.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"pattern\":\"syne://product\"},{\"name\":\"product\",\"pattern\":\"myapp://product/{id}\"}]}",
        exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A route pattern cannot be read.
    public static let routesInvalidPattern = Self(
        "routes.invalid-pattern", .error,
        summary: "A route pattern cannot be read (a parameter that is not a whole segment, a repeated name, ...).",
        example: "{\"routes\":[{\"name\":\"product\",\"pattern\":\"myapp://product/id-{id}\"}]}",
        exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// A route matches exactly the links of an earlier route, so it is never chosen.
    public static let routesDuplicatePattern = Self(
        "routes.duplicate-pattern", .warning,
        summary: "A route matches exactly the links of an earlier route, so it is never chosen.",
        example:
            "{\"routes\":[{\"name\":\"product\",\"pattern\":\"myapp://product/{id}\"},{\"name\":\"item\",\"pattern\":\"MYAPP://product/{sku}/\"}]}",
        exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
    /// The manifest has no routes.
    public static let routesEmpty = Self(
        "routes.empty", .warning,
        summary: "The route manifest has no routes: every deep link is unmatched.",
        example: "{\"routes\":[]}", exampleIsPayload: false,
        source: "pushkit's route manifest (docs/cli.md, Schemas/routes.schema.json): the app's own deep-link routes")
}

extension RuleCatalogue {
    static let routing: [Diagnostic.Code] = [
        .routeUnmatched,
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
