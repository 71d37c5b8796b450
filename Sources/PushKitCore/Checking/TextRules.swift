// Codes and catalogue entries: rules on the text of any string.

extension Diagnostic.Code {
    /// What is shown can differ from what a reviewer read: a reversed file extension, a brand name with an invisible
    /// break. Remove the character, unless the language needs it.
    public static let textHiddenCharacter = Self(
        "text.hidden-character", .warning,
        summary:
            "A string holds a bidirectional override or an invisible character (Default_Ignorable_Code_Point or general category Cf, joiners, direction marks and emoji sequences aside), which can disguise it.",
        example: #"{"aps":{"alert":{"title":"Your order \u202Egpj.exe","body":"Open it"}}}"#,
        passing: #"{"aps":{"alert":{"title":"Your order photo.jpg","body":"Open it"}}}"#,
        source:
            "Unicode Technical Report #36, Unicode Security Considerations (bidirectional and invisible characters); UAX #44 (Default_Ignorable_Code_Point) and The Unicode Standard §5.21 and §23.2 (ignorable and format characters); UTS #51 ED-14a (emoji tag sequences); CVE-2021-42574"
    )
}

extension RuleCatalogue {
    static let text: [Diagnostic.Code] = [
        .textHiddenCharacter
    ]
}

extension Diagnostic.Code {
    /// The secret travels in the clear in every copy of the push and every log, and browsers warn about it or refuse.
    /// Remove the userinfo; authenticate with a token the app holds.
    public static let urlCredentials = Self(
        "url.credentials", .error,
        summary: "A URL carries a user name or password, which every reader of the push sees.",
        example: #"{"aps":{"alert":"Hi"},"link":"https://user:secret@example.com/offer"}"#,
        passing: #"{"aps":{"alert":"Hi"},"link":"https://example.com/offer"}"#,
        source:
            "RFC 3986 §3.2.1 (user:password in a URI is deprecated) and the WHATWG URL Standard (userinfo is parsed and shown to every reader)"
    )
    /// A reader trusts the host after the @ while the tap opens the one before the backslash: the shape of a phishing
    /// link. Remove the backslash and what precedes the real host.
    public static let urlHostConfusion = Self(
        "url.host-confusion", .error,
        summary:
            "An http(s) URL whose backslash ends the host before an @: it seems to name the host after the @, and a browser opens the one before.",
        example: #"{"aps":{"alert":"Hi"},"link":"https://evil.example\\@shop.example.com/p/1"}"#,
        passing: #"{"aps":{"alert":"Hi"},"link":"https://shop.example.com/p/1"}"#,
        source:
            "WHATWG URL Standard §4.4 (in special schemes a backslash is a path separator, so the authority, and the host, end there)"
    )
    /// The tap opens a site that is not the one the reader sees named (a homograph, the classic phishing disguise),
    /// or, for characters the browser maps away, a name no allowlist or log compares rightly. Write the host in ASCII,
    /// or each label in one script.
    public static let urlLookAlikeHost = Self(
        "url.look-alike-host", .error,
        summary:
            "A link's host looks like another name: a label that mixes scripts (Cyrillic раураl for paypal), or a look-alike of / or . that a browser keeps in the name (U+2044 FRACTION SLASH): the link opens another site than it seems to. A warning when the browser maps the character away (U+3002, U+FF0E, U+FF61 read as dots, U+00AD dropped), opening the host it seems to name under a name every check compares otherwise.",
        example: #"{"aps":{"alert":"Hi"},"link":"https://xn--l-7sba6dbr.com/login"}"#,
        passing: #"{"aps":{"alert":"Hi"},"link":"https://paypal.com/login"}"#,
        source:
            "UTS #39 Unicode Security Mechanisms §5.2 (restriction levels: Moderately Restrictive) and confusables.txt (look-alikes of / and .); WHATWG URL Standard §3.5 host parsing (domain to ASCII with UTS #46: U+3002, U+FF0E, U+FF61 are label separators, default-ignorable characters are dropped) and its IDNA security considerations"
    )
    /// Browsers, proxies and log pipelines cut long URLs, and tracking parameters are lost. Shorten it, or put the
    /// parameters behind a short link.
    public static let urlTooLong = Self(
        "url.too-long", .warning,
        summary: "A URL is longer than 2048 characters; some browsers and logs cut it.",
        example: "a payload whose link is https://example.com/ followed by 2100 characters",
        exampleIsPayload: false, passing: #"a payload whose link is https://example.com/ followed by 100 characters"#,
        source: "RFC 9110 §4.1 (no fixed URI length; recipients may refuse long URIs)")
}

extension RuleCatalogue {
    static let urlStrings: [Diagnostic.Code] = [
        .urlCredentials,
        .urlHostConfusion,
        .urlTooLong,
        .urlLookAlikeHost,
    ]
}
