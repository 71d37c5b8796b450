// Codes and catalogue entries for the JSON reader (RFC 8259, strict).

extension Diagnostic.Code {
    /// APNs and FCM refuse an empty body; it usually means a template rendered nothing or a file was cut short. Send
    /// the payload object itself.
    public static let jsonEmpty = Self(
        "json.empty", .error,
        summary: "The input is empty or holds only whitespace.", example: "",
        passing: #"{"aps":{"alert":"Hi"}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Editors add it when they save "UTF-8 with BOM", and strict parsers refuse the input. Save the file as plain
    /// UTF-8. On a job line of `pushkit prepare`, the sender's writer added it (an encoder set to UTF-8 with BOM
    /// writes one at the start of its output, and joined jobs files carry one each): write the lines as UTF-8
    /// without one.
    public static let jsonByteOrderMark = Self(
        "json.byte-order-mark", .error,
        summary: "The input starts with a UTF-8 byte order mark, which JSON forbids.",
        example: "EF BB BF (a byte order mark) before {\"aps\":{}}", exampleIsPayload: false,
        passing: #"{"aps":{}} saved as UTF-8 without a byte order mark"#,
        source:
            "RFC 8259 §8.1: implementations must not add a byte order mark to a networked JSON text; on a job line, "
            + "the writer's encoder: Python's utf-8-sig codec prepends one on encoding (Lib/encodings/utf_8_sig.py), "
            + ".NET's Encoding.UTF8 and UTF8Encoding(true) write it as their preamble (UTF8Encoding.GetPreamble)")
    /// Reading is bounded so that a runaway input cannot exhaust memory, and no push comes near the limit. Check that
    /// the input is a payload, or raise `--max-bytes` (`JSONReader.Options`) for larger documents.
    public static let jsonTooLarge = Self(
        "json.too-large", .error,
        summary: "The input is larger than the byte limit (default 1 MiB).",
        example: "a file of 2 MiB with the default --max-bytes", exampleIsPayload: false,
        passing: #"a payload of 4 KiB with the default --max-bytes"#,
        source: "RFC 8259 §9 (a parser may limit depth and size); pushkit's JSONReader.Options limits")
    /// Every parser on the way pays for deep nesting, and no push needs it. Flatten the structure, or raise the
    /// reader's depth limit (`JSONReader.Options`) for a document that truly needs it.
    public static let jsonTooDeep = Self(
        "json.too-deep", .error,
        summary: "Objects and arrays nest deeper than the limit (default 64).",
        example: "65 nested arrays: [[[[...]]]]", exampleIsPayload: false,
        passing: #"64 nested arrays, or a payload a few levels deep"#,
        source: "RFC 8259 §9 (a parser may limit depth and size); pushkit's JSONReader.Options limits")
    /// The body cannot be parsed, so APNs and FCM refuse it. Look at the position given: a stray semicolon, a missing
    /// comma or colon, or text pasted around the JSON.
    public static let jsonUnexpectedCharacter = Self(
        "json.unexpected-character", .error,
        summary: "A character that JSON does not allow at this place.",
        example: "{\"aps\": {};}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// A truncated body is refused; it usually comes from a template cut short or a copy that missed the end. Close
    /// every open string, array and object.
    public static let jsonUnexpectedEnd = Self(
        "json.unexpected-end", .error,
        summary: "The input ends before the value is complete.", example: "{\"aps\": {",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// JavaScript and many editors accept it, and APNs and FCM refuse the body. Delete the last comma.
    public static let jsonTrailingComma = Self(
        "json.trailing-comma", .error,
        summary: "A comma before a closing ] or }.", example: "{\"aps\": {},}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// JSON has no comment syntax, so the body is refused. Delete the note, or carry it in a key the app ignores.
    public static let jsonComment = Self(
        "json.comment", .error,
        summary: "Comments are not JSON.", example: "{\"aps\": {} // note\n}",
        passing: "{\"aps\": {}\n}",
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Python's repr and JavaScript literals write them, and the body does not parse. Produce the payload with a JSON
    /// encoder rather than by hand.
    public static let jsonSingleQuote = Self(
        "json.single-quote", .error,
        summary: "Strings and keys need double quotes.", example: "{'aps': {}}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Word processors and chat apps curl quotes as you type, and the body no longer parses. Retype them as U+0022, or
    /// copy from a plain-text editor.
    public static let jsonSmartQuote = Self(
        "json.smart-quote", .error,
        summary: "Typographic quotes where a straight double quote belongs.",
        example: "{\u{201C}aps\u{201D}: {}}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// JavaScript object literals allow bare names and JSON does not, so the body is refused. Wrap the name in "...".
    public static let jsonUnquotedKey = Self(
        "json.unquoted-key", .error,
        summary: "Object keys must be quoted strings.", example: "{aps: {}}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Some encoders write them for a float they cannot represent, and strict parsers refuse the whole body. Send a
    /// finite number, or leave the key out.
    public static let jsonNonFiniteNumber = Self(
        "json.non-finite-number", .error,
        summary: "NaN and Infinity are not JSON numbers.",
        example: "{\"aps\": {\"relevance-score\": NaN}}",
        passing: #"{"aps": {"relevance-score": 0.5}}"#,
        source: "RFC 8259 §6 (numbers: no leading zeros, no NaN or Infinity)")
    /// Strict parsers refuse the body, and lenient ones may read a leading zero as octal. Write the number in its plain
    /// form (1, 0.5, 1.0, 1e2).
    public static let jsonInvalidNumber = Self(
        "json.invalid-number", .error,
        summary: "A number JSON does not allow (leading zeros, +1, 1., .5, 1e).",
        example: "{\"aps\": {\"badge\": 01}}", passing: #"{"aps": {"badge": 1}}"#,
        source: "RFC 8259 §6 (numbers: no leading zeros, no NaN or Infinity)")
    /// JSON defines eight one-letter escapes and `\uXXXX`, so the body does not parse. To keep a backslash in the text,
    /// write it twice.
    public static let jsonInvalidEscape = Self(
        "json.invalid-escape", .error,
        summary: "A backslash escape JSON does not define.",
        example: "{\"aps\": {\"alert\": \"a\\qb\"}}", passing: #"{"aps": {"alert": "a\\qb"}}"#,
        source: "RFC 8259 §7 (strings)")
    /// Strict parsers refuse a tab or line break written as the character itself. Write it as `\t`, `\n` or `\u00XX`.
    public static let jsonControlCharacter = Self(
        "json.control-character", .error,
        summary: "A raw control character inside a string; escape it.",
        example: "{\"aps\": {\"alert\": \"a\tb\"}}", passing: #"{"aps": {"alert": "a\u0009b"}}"#,
        source: "RFC 8259 §7 (strings)")
    /// APNs and FCM read UTF-8: text in Latin-1 or Windows-1252, or cut inside a character, is refused or shows as
    /// garbage. Re-encode the file as UTF-8.
    public static let jsonInvalidUTF8 = Self(
        "json.invalid-utf8", .error,
        summary: "Bytes that are not valid UTF-8.",
        example: "the bytes C0 AF (an overlong '/') inside a string", exampleIsPayload: false,
        passing: #"the byte 2F (the '/' itself) inside a string"#,
        source: "RFC 8259 §8.1 (a JSON text exchanged between systems is UTF-8)")
    /// Half an emoji cannot become text: receivers replace it, drop it or fail, usually after a string was cut between
    /// the two halves. Escape both halves of the pair, or write the character itself.
    public static let jsonUnpairedSurrogate = Self(
        "json.unpaired-surrogate", .error,
        summary: "A \\u escape of half a UTF-16 surrogate pair.",
        example: "{\"aps\": {\"alert\": \"\\uD83D\"}}",
        passing: #"{"aps": {"alert": "\uD83D\uDE00"}}"#,
        source: "RFC 8259 §8.2 (unpaired surrogates make receivers behave unpredictably)")
    /// The rest of the input is read as part of the string, and the body does not parse. Add the closing quote, and
    /// escape any quote inside the text as `\"`.
    public static let jsonUnterminatedString = Self(
        "json.unterminated-string", .error,
        summary: "A string without its closing double quote.",
        example: "{\"aps\": {\"alert\": \"hello}}", passing: #"{"aps": {"alert": "hello"}}"#,
        source: "RFC 8259 §7 (strings)")
    /// Two documents run together, or text after the payload, make the body unparseable. Send one value per request;
    /// use `--ndjson` for many payloads in one file.
    public static let jsonTrailingContent = Self(
        "json.trailing-content", .error,
        summary: "Something follows the top-level value.",
        example: "{\"aps\": {}} {}",
        passing: #"{"aps": {}}"#,
        source: "RFC 8259 §2 to §5 (the JSON grammar); APNs and FCM refuse a body that is not JSON")
    /// Parsers keep the first value, the last, or refuse the body, so what the device sees depends on who reads it.
    /// Keep one of the two.
    public static let jsonDuplicateKey = Self(
        "json.duplicate-key", .error,
        summary:
            "The same key twice in one object; APNs behaviour is undefined, FCM reads the last, and pushkit refuses a job line, profile or manifest with one.",
        example: "{\"aps\": {}, \"aps\": {}}",
        passing: #"{"aps": {}}"#,
        source:
            "RFC 8259 §4 (names should be unique; with duplicates receivers keep either value); FCM HTTP v1 maps JSON to protobuf, the last occurrence winning (SPEC §7)"
    )
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

extension Diagnostic {
    /// The message of `json.duplicate-key` for `key`: in a payload (`document` `nil`), what
    /// APNs, FCM and pushkit's checks make of it (the reader does not know whose payload it is); in a document pushkit refuses when it is not
    /// valid JSON (a job line, an app profile, a route manifest: `document` names it), that
    /// it is refused.
    package static func duplicateKeyMessage(_ key: String, refusing document: String?) -> String {
        guard let document else {
            return "duplicate key \(JSONText.quoted(key)) in this object; APNs behaviour is undefined, "
                + "FCM and pushkit read the last; keep one"
        }
        return "duplicate key \(JSONText.quoted(key)) in this object; JSON readers differ on which value they take, "
            + "so pushkit refuses \(document); keep one"
    }

    /// This diagnostic as the reading of `document` gives it, a document pushkit refuses when
    /// it is not valid JSON (`"the job line"`, `"the app profile"`): a `json.duplicate-key`
    /// says the document is refused (``duplicateKeyMessage(_:refusing:)``), not which value
    /// pushkit reads; any other diagnostic is itself.
    package func inRefused(_ document: String) -> Diagnostic {
        guard code == .jsonDuplicateKey, let key = pointer.tokens.last else { return self }
        var refused = self
        refused.message = Self.duplicateKeyMessage(key, refusing: document)
        return refused
    }
}
