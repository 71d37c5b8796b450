import PushKitJSON
import Testing

/// An input the reader must accept without a single diagnostic (the validator's tests walk
/// the table too).
package struct AcceptanceCase: Sendable, CustomTestStringConvertible {
    package let name: String
    package let bytes: [UInt8]
    package let kind: JSONValue.Kind

    init(_ name: String, _ text: String, _ kind: JSONValue.Kind) {
        self.init(name, bytes: Array(text.utf8), kind)
    }

    init(_ name: String, bytes: [UInt8], _ kind: JSONValue.Kind) {
        self.name = name
        self.bytes = bytes
        self.kind = kind
    }

    package var testDescription: String { name }
}

extension AcceptanceCase {
    // swift-format-ignore
    package static let all: [AcceptanceCase] = [
        .init("empty object", "{}", .object),
        .init("empty array", "[]", .array),
        .init("zero", "0", .number),
        .init("negative zero", "-0", .number),
        .init("integer", "1234567890", .number),
        .init("negative integer", "-42", .number),
        .init("fraction", "0.5", .number),
        .init("negative fraction", "-0.25", .number),
        .init("exponent", "1e5", .number),
        .init("capital exponent with plus", "1E+5", .number),
        .init("negative exponent", "2.5e-3", .number),
        .init("zero with exponent", "0e0", .number),
        .init("large double", "1.5e300", .number),
        .init("out of double range", "1e400", .number),
        .init("integer beyond 64 bits", "123456789012345678901234567890", .number),
        .init("string", #""abc""#, .string),
        .init("empty string", #""""#, .string),
        .init("true", "true", .boolean),
        .init("false", "false", .boolean),
        .init("null", "null", .null),
        .init("all four whitespace characters", " \t\r\n{} \t\r\n", .object),
        .init("CRLF lines", "{\r\n  \"a\": 1\r\n}\r\n", .object),
        .init("nested values", #"{"a":[1,2,{"b":null,"c":[true,false]}],"d":{}}"#, .object),
        .init("every escape", #""\"\\\/\b\f\n\r\t\u0041\u00e9\u20AC\uD83D\uDE00\u0000""#, .string),
        .init("lowercase and uppercase hex", #""\uabcd\uABCD\uD83d\udE00""#, .string),
        .init("raw non-ASCII text", "\"h\u{E9}llo \u{1F600} \u{4E2D}\u{6587}\"", .string),
        .init("DEL inside a string", "\"a\u{7F}b\"", .string),
        .init("typographic quotes inside a string", "[\"\u{201C}quoted\u{201D} \u{2018}x\u{2019}\"]", .array),
        .init("U+FEFF inside a string", "[\"\u{FEFF}\"]", .array),
        .init("U+2028 and U+2029 inside a string", "\"\u{2028}\u{2029}\"", .string),
        .init("slashes and comment-like text in a string", #"{"url":"https://x.test/a//b/*c*/"}"#, .object),
        .init("empty key", #"{"":1}"#, .object),
        .init("keys differing only in case", #"{"a":1,"A":2}"#, .object),
        .init("same key at different levels", #"{"a":{"a":{"a":1}}}"#, .object),
        .init("same key in sibling objects", #"[{"a":1},{"a":2}]"#, .array),
        .init("composed and decomposed keys", "{\"\u{E9}\":1,\"e\u{301}\":2}", .object),
        .init("keys that share a prefix", #"{"ab":1,"abc":2,"a":3}"#, .object),
        .init("escaped slash key and plain slash key", #"{"a\/b":1,"a~b":2}"#, .object),
        .init("wide object of distinct keys", AcceptanceCase.distinctKeys(count: 500), .object),
        .init("64 nested arrays", String(repeating: "[", count: 64) + String(repeating: "]", count: 64), .array),
        .init("64 nested objects", String(repeating: #"{"a":"#, count: 63) + "{}" + String(repeating: "}", count: 63),
              .object),
        .init("smallest two-byte scalar U+0080", bytes: [0x22, 0xC2, 0x80, 0x22], .string),
        .init("smallest three-byte scalar U+0800", bytes: [0x22, 0xE0, 0xA0, 0x80, 0x22], .string),
        .init("last scalar before the surrogates U+D7FF", bytes: [0x22, 0xED, 0x9F, 0xBF, 0x22], .string),
        .init("first scalar after the surrogates U+E000", bytes: [0x22, 0xEE, 0x80, 0x80, 0x22], .string),
        .init("U+FFFF", bytes: [0x22, 0xEF, 0xBF, 0xBF, 0x22], .string),
        .init("smallest four-byte scalar U+10000", bytes: [0x22, 0xF0, 0x90, 0x80, 0x80, 0x22], .string),
        .init("largest scalar U+10FFFF", bytes: [0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0x22], .string),
        .init("APNs alert payload", """
            {
              "aps": {
                "alert": {"title": "Sale", "body": "50% off \u{2014} today only \u{1F389}"},
                "badge": 3,
                "sound": "default",
                "relevance-score": 0.75,
                "mutable-content": 1
              },
              "synerise": {"campaignHashId": "a1b2", "deepLink": {"url": "app://home"}}
            }
            """, .object),
    ]

    static func distinctKeys(count: Int) -> String {
        "{" + (0..<count).map { "\"key\($0)\":\($0)" }.joined(separator: ",") + "}"
    }
}
