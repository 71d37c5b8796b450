// Codes and catalogue entries: URL rules.

extension Diagnostic.Code {
    /// Nothing opens when it is tapped, or the image never loads. Write the whole URL with its scheme, and encode
    /// spaces as %20.
    public static let urlInvalid = Self(
        "url.invalid", .error,
        summary: "A value that must be an absolute URL is not one (no scheme, spaces, empty).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.carousel\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"carousel\",\"carousel\":{\"orientation\":\"PORTRAIT\",\"items\":[{\"image\":\"https://example.com/a.jpg\",\"url\":\"not a url\"}]}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.carousel"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","items":[{"image":"https://example.com/a.jpg","url":"https://example.com/a"}]}}}}"#,
        source: "WHATWG URL Standard (URL parsing) and RFC 3986 §4.3 (absolute URI)")
    /// A push that can run script or open local files is an attack vector, and apps and browsers block these schemes
    /// anyway. Link to an https page or the app's own deep link.
    public static let urlDangerousScheme = Self(
        "url.dangerous-scheme", .error,
        summary: "Javascript:, data:, file: (any case, after trimming) in any URL or action item.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_URL\",\"item\":\"javascript:alert(1)\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"OPEN_URL","item":"https://example.com/sale"}}}}"#,
        source:
            "WHATWG URL Standard and HTML Standard (javascript: URLs run script); data: and file: are blocked or unsafe in WebViews and browsers"
    )
    /// The image never shows unless the app opts out of App Transport Security. Serve it over https.
    public static let urlNotHTTPS = Self(
        "url.not-https", .warning,
        summary: "An image URL that is http: (App Transport Security blocks it).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"http://example.com/a.jpg\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.single-media"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"single-image","single-image":{"image":"https://example.com/a.jpg"}}}}"#,
        source:
            "Apple, App Transport Security (NSAppTransportSecurity): http loads are blocked unless the app makes an exception"
    )
}

extension RuleCatalogue {
    static let url: [Diagnostic.Code] = [
        .urlInvalid,
        .urlDangerousScheme,
        .urlNotHTTPS,
    ]
}
