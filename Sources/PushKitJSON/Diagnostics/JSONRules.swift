// Codes and catalogue entries for the JSON reader (RFC 8259, strict).

extension Diagnostic.Code {
    /// The input is empty or only whitespace.
    public static let jsonEmpty = Self(
        "json.empty", .error,
        summary: "The input is empty or holds only whitespace.", example: "",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// The input starts with a UTF-8 byte order mark.
    public static let jsonByteOrderMark = Self(
        "json.byte-order-mark", .error,
        summary: "The input starts with a UTF-8 byte order mark, which JSON forbids.",
        example: "EF BB BF (a byte order mark) before {\"aps\":{}}", exampleIsPayload: false,
        source: "RFC 8259 §8.1: implementations must not add a byte order mark to a networked JSON text")
    /// The input is larger than the reader's byte limit.
    public static let jsonTooLarge = Self(
        "json.too-large", .error,
        summary: "The input is larger than the byte limit (default 1 MiB).",
        example: "a file of 2 MiB with the default --max-bytes", exampleIsPayload: false,
        source: "RFC 8259 §9 (a parser may limit depth and size); pushkit's JSONReader.Options limits")
    /// Containers are nested deeper than the reader's depth limit.
    public static let jsonTooDeep = Self(
        "json.too-deep", .error,
        summary: "Objects and arrays nest deeper than the limit (default 64).",
        example: "65 nested arrays: [[[[...]]]]", exampleIsPayload: false,
        source: "RFC 8259 §9 (a parser may limit depth and size); pushkit's JSONReader.Options limits")
    /// A character that cannot start or continue JSON here.
    public static let jsonUnexpectedCharacter = Self(
        "json.unexpected-character", .error,
        summary: "A character that JSON does not allow at this place.",
        example: "{\"aps\": {};}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// The input ends in the middle of a value.
    public static let jsonUnexpectedEnd = Self(
        "json.unexpected-end", .error,
        summary: "The input ends before the value is complete.", example: "{\"aps\": {",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// A comma before `]` or `}`.
    public static let jsonTrailingComma = Self(
        "json.trailing-comma", .error,
        summary: "A comma before a closing ] or }.", example: "{\"aps\": {},}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// A `//` or `/* */` comment.
    public static let jsonComment = Self(
        "json.comment", .error,
        summary: "Comments are not JSON.", example: "{\"aps\": {} // note\n}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// A string or key in single quotes.
    public static let jsonSingleQuote = Self(
        "json.single-quote", .error,
        summary: "Strings and keys need double quotes.", example: "{'aps': {}}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Typographic quotes where a straight `"` belongs.
    public static let jsonSmartQuote = Self(
        "json.smart-quote", .error,
        summary: "Typographic quotes where a straight double quote belongs.",
        example: "{\u{201C}aps\u{201D}: {}}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// An object key without quotes.
    public static let jsonUnquotedKey = Self(
        "json.unquoted-key", .error,
        summary: "Object keys must be quoted strings.", example: "{aps: {}}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// `NaN` or `Infinity`.
    public static let jsonNonFiniteNumber = Self(
        "json.non-finite-number", .error,
        summary: "NaN and Infinity are not JSON numbers.",
        example: "{\"aps\": {\"relevance-score\": NaN}}",
        source: "RFC 8259 §6 (numbers: no leading zeros, no NaN or Infinity)")
    /// A number JSON does not allow: leading zeros, `+1`, `1.`, `.5`, `1e`.
    public static let jsonInvalidNumber = Self(
        "json.invalid-number", .error,
        summary: "A number JSON does not allow (leading zeros, +1, 1., .5, 1e).",
        example: "{\"aps\": {\"badge\": 01}}", source: "RFC 8259 §6 (numbers: no leading zeros, no NaN or Infinity)")
    /// A backslash escape JSON does not define.
    public static let jsonInvalidEscape = Self(
        "json.invalid-escape", .error,
        summary: "A backslash escape JSON does not define.",
        example: "{\"aps\": {\"alert\": \"a\\qb\"}}", source: "RFC 8259 §7 (strings)")
    /// A raw control character (U+0000 to U+001F) inside a string.
    public static let jsonControlCharacter = Self(
        "json.control-character", .error,
        summary: "A raw control character inside a string; escape it.",
        example: "{\"aps\": {\"alert\": \"a\tb\"}}", source: "RFC 8259 §7 (strings)")
    /// Bytes that are not valid UTF-8.
    public static let jsonInvalidUTF8 = Self(
        "json.invalid-utf8", .error,
        summary: "Bytes that are not valid UTF-8.",
        example: "the bytes C0 AF (an overlong '/') inside a string", exampleIsPayload: false,
        source: "RFC 8259 §8.1 (a JSON text exchanged between systems is UTF-8)")
    /// A `\u` escape of half a surrogate pair.
    public static let jsonUnpairedSurrogate = Self(
        "json.unpaired-surrogate", .error,
        summary: "A \\u escape of half a UTF-16 surrogate pair.",
        example: "{\"aps\": {\"alert\": \"\\uD83D\"}}",
        source: "RFC 8259 §8.2 (unpaired surrogates make receivers behave unpredictably)")
    /// A string without its closing quote.
    public static let jsonUnterminatedString = Self(
        "json.unterminated-string", .error,
        summary: "A string without its closing double quote.",
        example: "{\"aps\": {\"alert\": \"hello}}", source: "RFC 8259 §7 (strings)")
    /// Anything after the top-level value.
    public static let jsonTrailingContent = Self(
        "json.trailing-content", .error,
        summary: "Something follows the top-level value.",
        example: "{\"aps\": {}} {}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// The same key twice in one object.
    public static let jsonDuplicateKey = Self(
        "json.duplicate-key", .error,
        summary: "The same key twice in one object; APNs behaviour is undefined.",
        example: "{\"aps\": {}, \"aps\": {}}",
        source: "RFC 8259 §4 (names should be unique; with duplicates receivers keep either value)")
}

extension Diagnostic.Code {
    package static let jsonRules: [Diagnostic.Code] = [
        .jsonEmpty,
        .jsonByteOrderMark,
        .jsonTooLarge,
        .jsonTooDeep,
        .jsonUnexpectedCharacter,
        .jsonUnexpectedEnd,
        .jsonTrailingComma,
        .jsonComment,
        .jsonSingleQuote,
        .jsonSmartQuote,
        .jsonUnquotedKey,
        .jsonNonFiniteNumber,
        .jsonInvalidNumber,
        .jsonInvalidEscape,
        .jsonControlCharacter,
        .jsonInvalidUTF8,
        .jsonUnpairedSurrogate,
        .jsonUnterminatedString,
        .jsonTrailingContent,
        .jsonDuplicateKey,
    ]
}
