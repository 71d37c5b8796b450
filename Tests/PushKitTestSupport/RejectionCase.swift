import PushKitJSON
import Testing

/// An input the reader must reject, with every diagnostic it must report. The reader's tests
/// check the reader on the table, the core's tests the validator and the catalogue.
package struct RejectionCase: Sendable, CustomTestStringConvertible {
    package let name: String
    package let bytes: [UInt8]
    package let options: JSONReader.Options
    /// Whether the reader still returns a tree (it steps over errors inside strings,
    /// numbers and duplicate keys, and over trailing content).
    package let readsToEnd: Bool
    /// Every diagnostic, in order.
    package let expected: [ExpectedDiagnostic]

    init(
        _ name: String, _ text: String, tree: Bool, options: JSONReader.Options = JSONReader.Options(),
        _ expected: ExpectedDiagnostic...
    ) {
        self.init(name, bytes: Array(text.utf8), tree: tree, options: options, expected)
    }

    init(
        _ name: String, bytes: [UInt8], tree: Bool, options: JSONReader.Options = JSONReader.Options(),
        _ expected: ExpectedDiagnostic...
    ) {
        self.init(name, bytes: bytes, tree: tree, options: options, expected)
    }

    private init(
        _ name: String, bytes: [UInt8], tree: Bool, options: JSONReader.Options, _ expected: [ExpectedDiagnostic]
    ) {
        self.name = name
        self.bytes = bytes
        self.options = options
        self.readsToEnd = tree
        self.expected = expected
    }

    package var testDescription: String { name }
}

/// `["` + `bytes` + `"]`: raw bytes inside the only string of an array.
private func inString(_ bytes: [UInt8]) -> [UInt8] {
    Array(#"[""#.utf8) + bytes + Array(#""]"#.utf8)
}

extension RejectionCase {
    // swift-format-ignore
    package static let all: [RejectionCase] = [
        // json.empty
        .init("empty input", "", tree: false, .init("json.empty", 1, 1, "")),
        .init("whitespace only", " \n\t ", tree: false, .init("json.empty", 2, 3, "")),

        // json.byte-order-mark
        .init("byte order mark", bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8), tree: false,
              .init("json.byte-order-mark", 1, 1, "")),
        .init("byte order mark alone", bytes: [0xEF, 0xBB, 0xBF], tree: false,
              .init("json.byte-order-mark", 1, 1, "")),

        // json.too-large (checked before parsing, so nothing else is reported)
        .init("over the byte limit", #"{"aps":{}}"#, tree: false, options: .init(maxBytes: 9),
              .init("json.too-large", 1, 1, "")),
        .init("over the byte limit, broken too", "{'a',,,", tree: false, options: .init(maxBytes: 4),
              .init("json.too-large", 1, 1, "")),

        // json.too-deep
        .init("array deeper than the limit", "[[[[]]]]", tree: false, options: .init(maxDepth: 3),
              .init("json.too-deep", 1, 4, "/0/0/0")),
        .init("object deeper than the limit", #"{"a":{"b":{"c":{}}}}"#, tree: false, options: .init(maxDepth: 3),
              .init("json.too-deep", 1, 16, "/a/b/c")),

        // json.unexpected-character
        .init("stray semicolon", #"{"aps": {};}"#, tree: false, .init("json.unexpected-character", 1, 11, "")),
        .init("missing comma between numbers", "[1 2]", tree: false,
              .init("json.unexpected-character", 1, 4, "")),
        .init("missing comma between strings", #"["a" "b"]"#, tree: false,
              .init("json.unexpected-character", 1, 6, "")),
        .init("missing comma between members", #"{"a":1 "b":2}"#, tree: false,
              .init("json.unexpected-character", 1, 8, "")),
        .init("missing colon", #"{"a" 1}"#, tree: false, .init("json.unexpected-character", 1, 6, "/a")),
        .init("capitalised literal", "[True]", tree: false, .init("json.unexpected-character", 1, 2, "/0")),
        .init("literal with a suffix", "[trueish]", tree: false, .init("json.unexpected-character", 1, 2, "/0")),
        .init("truncated literal", "[nul]", tree: false, .init("json.unexpected-character", 1, 2, "/0")),
        .init("double comma", "[1,,2]", tree: false, .init("json.unexpected-character", 1, 4, "/1")),
        .init("leading comma in array", "[,1]", tree: false, .init("json.unexpected-character", 1, 2, "/0")),
        .init("lone comma in object", "{,}", tree: false, .init("json.unexpected-character", 1, 2, "")),
        .init("at sign", "@", tree: false, .init("json.unexpected-character", 1, 1, "")),
        .init("form feed is not whitespace", "[\u{0C}1]", tree: false,
              .init("json.unexpected-character", 1, 2, "/0")),
        .init("no-break space is not whitespace", "\u{A0}{}", tree: false,
              .init("json.unexpected-character", 1, 1, "")),
        .init("mismatched closer", #"{"a":{}]"#, tree: false, .init("json.unexpected-character", 1, 8, "")),
        .init("object closer in array", "[}", tree: false, .init("json.unexpected-character", 1, 2, "/0")),
        .init("hexadecimal number", "[0x1F]", tree: false, .init("json.unexpected-character", 1, 3, "")),
        .init("invalid UTF-8 between values", bytes: [0x5B, 0xC0, 0x5D], tree: false,
              .init("json.unexpected-character", 1, 2, "/0")),

        // json.unexpected-end
        .init("unclosed object", #"{"aps": {"#, tree: false, .init("json.unexpected-end", 1, 10, "/aps")),
        .init("unclosed array", "[", tree: false, .init("json.unexpected-end", 1, 2, "")),
        .init("nested unclosed arrays", "[[[", tree: false, .init("json.unexpected-end", 1, 4, "/0/0")),
        .init("end after colon", #"{"a":"#, tree: false, .init("json.unexpected-end", 1, 6, "/a")),
        .init("end after key", #"{"a""#, tree: false, .init("json.unexpected-end", 1, 5, "")),
        .init("end after comma in array", "[1,", tree: false, .init("json.unexpected-end", 1, 4, "/1")),
        .init("end after comma in object", #"{"a":1,"#, tree: false, .init("json.unexpected-end", 1, 8, "")),
        .init("end after comma and whitespace in object", "{\"a\":1, \n", tree: false,
              .init("json.unexpected-end", 2, 1, "")),
        .init("end after comma in nested object", #"[{"a":1,"#, tree: false,
              .init("json.unexpected-end", 1, 9, "/0")),
        .init("end inside a number", "-", tree: false, .init("json.unexpected-end", 1, 2, "")),
        .init("end deep inside", #"{"a":[1,{"b":"#, tree: false, .init("json.unexpected-end", 1, 14, "/a/1/b")),

        // json.trailing-comma
        .init("trailing comma in object", #"{"aps": {},}"#, tree: false, .init("json.trailing-comma", 1, 11, "")),
        .init("trailing comma in array", "[1,]", tree: false, .init("json.trailing-comma", 1, 3, "")),
        .init("trailing comma before a line break", "[1, 2 ,\n]", tree: false,
              .init("json.trailing-comma", 1, 7, "")),
        .init("trailing comma in nested array", #"{"a":[1,],"b":2}"#, tree: false,
              .init("json.trailing-comma", 1, 8, "/a")),

        // json.comment
        .init("line comment before closer", "{\"aps\": {} // note\n}", tree: false,
              .init("json.comment", 1, 12, "")),
        .init("block comment before the value", "/* c */ {}", tree: false, .init("json.comment", 1, 1, "")),
        .init("block comment after a comma", "[1, /* c */ 2]", tree: false, .init("json.comment", 1, 5, "/1")),
        .init("block comment before a key", #"{/* c */ "a":1}"#, tree: false, .init("json.comment", 1, 2, "")),
        .init("comment after the document", "{} // trailing", tree: true, .init("json.comment", 1, 4, "")),

        // json.single-quote
        .init("single-quoted key", "{'aps': {}}", tree: false, .init("json.single-quote", 1, 2, "")),
        .init("single-quoted element", "['a']", tree: false, .init("json.single-quote", 1, 2, "/0")),
        .init("single-quoted member value", #"{"a":'b'}"#, tree: false, .init("json.single-quote", 1, 6, "/a")),

        // json.smart-quote
        .init("typographic quotes around a key", "{\u{201C}aps\u{201D}: {}}", tree: false,
              .init("json.smart-quote", 1, 2, "")),
        .init("typographic quotes around a value", "{\"a\": \u{201C}b\u{201D}}", tree: false,
              .init("json.smart-quote", 1, 7, "/a")),
        .init("typographic quote after a value", "[\"a\"\u{2018}b\u{2019}]", tree: false,
              .init("json.smart-quote", 1, 5, "")),

        // json.unquoted-key
        .init("unquoted key", "{aps: {}}", tree: false, .init("json.unquoted-key", 1, 2, "")),
        .init("unquoted nested key", #"{"a":{b:1}}"#, tree: false, .init("json.unquoted-key", 1, 7, "/a")),
        .init("unquoted second key", #"{"a":1,b:2}"#, tree: false, .init("json.unquoted-key", 1, 8, "")),

        // json.non-finite-number
        .init("NaN", "NaN", tree: false, .init("json.non-finite-number", 1, 1, "")),
        .init("Infinity", "[Infinity]", tree: false, .init("json.non-finite-number", 1, 2, "/0")),
        .init("-Infinity", #"{"a":-Infinity}"#, tree: false, .init("json.non-finite-number", 1, 6, "/a")),

        // json.invalid-number
        .init("leading zero", "[01]", tree: true, .init("json.invalid-number", 1, 2, "/0")),
        .init("negative leading zero", "[-01]", tree: true, .init("json.invalid-number", 1, 2, "/0")),
        .init("leading zeros in a member", #"{"badge": 007}"#, tree: true,
              .init("json.invalid-number", 1, 11, "/badge")),
        .init("plus sign", "[+1]", tree: false, .init("json.invalid-number", 1, 2, "/0")),
        .init("no digit after the point", "[1.]", tree: true, .init("json.invalid-number", 1, 2, "/0")),
        .init("no digit after the point, then an exponent", "[1.e5]", tree: true,
              .init("json.invalid-number", 1, 2, "/0")),
        .init("no digit before the point", "[.5]", tree: false, .init("json.invalid-number", 1, 2, "/0")),
        .init("empty exponent", "[1e]", tree: true, .init("json.invalid-number", 1, 2, "/0")),
        .init("signed empty exponent", "[1e+]", tree: true, .init("json.invalid-number", 1, 2, "/0")),
        .init("lone minus", "[-]", tree: false, .init("json.invalid-number", 1, 2, "/0")),
        .init("minus before a letter", "[-a]", tree: false, .init("json.invalid-number", 1, 2, "/0")),

        // json.invalid-escape
        .init("unknown escape", #"{"aps": {"alert": "a\qb"}}"#, tree: true,
              .init("json.invalid-escape", 1, 21, "/aps/alert")),
        .init("hexadecimal escape", #"["\x41"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("short unicode escape", #"["\u12"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("letter past f in a unicode escape", #"["\u00fg"]"#, tree: true,
              .init("json.invalid-escape", 1, 3, "/0")),
        .init("letter past F in a unicode escape", #"["\u0FG0"]"#, tree: true,
              .init("json.invalid-escape", 1, 3, "/0")),
        .init("byte before A in a unicode escape", #"["\u00@0"]"#, tree: true,
              .init("json.invalid-escape", 1, 3, "/0")),
        .init("byte after 9 in a unicode escape", #"["\u009:"]"#, tree: true,
              .init("json.invalid-escape", 1, 3, "/0")),
        .init("unicode escape cut by the end", #"["\u00"#, tree: false,
              .init("json.unterminated-string", 1, 2, "/0"), .init("json.invalid-escape", 1, 3, "/0")),
        .init("non-hex unicode escape", #"["\uZZZZ"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("capital U escape", #"["\U0041"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("escaped single quote", #"["\'"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("escaped non-ASCII letter", #"["\é"]"#, tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("escaped line break", "[\"\\\n\"]", tree: true, .init("json.invalid-escape", 1, 3, "/0")),
        .init("bad escape in a later key", #"{"a":1,"b\q":2}"#, tree: true, .init("json.invalid-escape", 1, 10, "")),
        .init("bad escape in a key after an object", #"{"a":{"k":1},"b\q":2}"#, tree: true,
              .init("json.invalid-escape", 1, 16, "")),

        // json.control-character
        .init("raw tab", "{\"aps\": {\"alert\": \"a\tb\"}}", tree: true,
              .init("json.control-character", 1, 21, "/aps/alert")),
        .init("raw line break", "[\"a\nb\"]", tree: true, .init("json.control-character", 1, 4, "/0")),
        .init("raw NUL", "[\"\u{0}\"]", tree: true, .init("json.control-character", 1, 3, "/0")),
        .init("raw unit separator", "[\"\u{1F}\"]", tree: true, .init("json.control-character", 1, 3, "/0")),
        .init("raw tab in a later key", "{\"a\":[1],\"b\t\":2}", tree: true,
              .init("json.control-character", 1, 12, "")),

        // json.invalid-utf8: one diagnostic per bad sequence
        .init("overlong two-byte form", bytes: inString([0xC0, 0xAF]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("overlong three-byte form", bytes: inString([0xE0, 0x80, 0xAF]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("overlong four-byte form", bytes: inString([0xF0, 0x80, 0x80, 0xAF]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("surrogate encoded in UTF-8", bytes: inString([0xED, 0xA0, 0x80]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("truncated three-byte sequence", bytes: inString([0xE2, 0x82]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("truncated four-byte sequence", bytes: inString([0xF0, 0x9F, 0x98]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("above U+10FFFF", bytes: inString([0xF4, 0x90, 0x80, 0x80]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("lead byte F5", bytes: inString([0xF5, 0x80, 0x80, 0x80]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("byte FF", bytes: inString([0xFF]), tree: true, .init("json.invalid-utf8", 1, 3, "/0")),
        .init("lone continuation byte", bytes: inString([0x80]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0")),
        .init("Latin-1 text", bytes: inString(Array("caf".utf8) + [0xE9]), tree: true,
              .init("json.invalid-utf8", 1, 6, "/0")),
        .init("two bad sequences", bytes: inString([0xC0, 0x61, 0xFF]), tree: true,
              .init("json.invalid-utf8", 1, 3, "/0"), .init("json.invalid-utf8", 1, 5, "/0")),
        .init("invalid UTF-8 in a key", bytes: Array(#"{""#.utf8) + [0xFF] + Array(#"":1}"#.utf8), tree: true,
              .init("json.invalid-utf8", 1, 3, "")),
        .init("truncated sequence at the end", bytes: Array(#"[""#.utf8) + [0xC3], tree: false,
              .init("json.unterminated-string", 1, 2, "/0"), .init("json.invalid-utf8", 1, 3, "/0")),

        // json.unpaired-surrogate
        .init("lone high surrogate", #"{"aps": {"alert": "\uD83D"}}"#, tree: true,
              .init("json.unpaired-surrogate", 1, 20, "/aps/alert")),
        .init("lone low surrogate", #"["\uDC00"]"#, tree: true, .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("last low surrogate", #"["\uDFFF"]"#, tree: true, .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("lone low surrogate in lowercase", #"["\udC0f"]"#, tree: true,
              .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("high surrogate before a letter escape", #"["\uD83D\u0041"]"#, tree: true,
              .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("high surrogate before text", #"["\uD83Dx"]"#, tree: true,
              .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("high surrogate before a pair", #"["\uD83D\uD83D\uDE00"]"#, tree: true,
              .init("json.unpaired-surrogate", 1, 3, "/0")),
        .init("surrogates in the wrong order", #"["\uDE00\uD83D"]"#, tree: true,
              .init("json.unpaired-surrogate", 1, 3, "/0"), .init("json.unpaired-surrogate", 1, 9, "/0")),

        // json.unterminated-string
        .init("unterminated member value", #"{"aps": {"alert": "hello}}"#, tree: false,
              .init("json.unterminated-string", 1, 19, "/aps/alert")),
        .init("unterminated top-level string", #""abc"#, tree: false,
              .init("json.unterminated-string", 1, 1, "")),
        .init("escaped closing quote", #"["a\"]"#, tree: false, .init("json.unterminated-string", 1, 2, "/0")),
        .init("unterminated key", #"{"ab"#, tree: false, .init("json.unterminated-string", 1, 2, "")),
        .init("typographic closing quote", "[\"a\u{201D}]", tree: false,
              .init("json.unterminated-string", 1, 2, "/0")),
        .init("backslash at the end", #""\"#, tree: false, .init("json.unterminated-string", 1, 1, "")),

        // json.trailing-content
        .init("second document", #"{"aps": {}} {}"#, tree: true, .init("json.trailing-content", 1, 13, "")),
        .init("two numbers", "1 2", tree: true, .init("json.trailing-content", 1, 3, "")),
        .init("extra closer", "{}}", tree: true, .init("json.trailing-content", 1, 3, "")),
        .init("comma after the document", "{},", tree: true, .init("json.trailing-content", 1, 3, "")),
        .init("NUL after the document", "\"a\"\u{0}", tree: true, .init("json.trailing-content", 1, 4, "")),
        .init("text lines below", "[]\n\nx", tree: true, .init("json.trailing-content", 3, 1, "")),

        // json.duplicate-key
        .init("duplicate top-level key", #"{"aps": {}, "aps": {}}"#, tree: true,
              .init("json.duplicate-key", 1, 13, "/aps")),
        .init("duplicate spelled with an escape", #"{"a":1,"\u0061":2}"#, tree: true,
              .init("json.duplicate-key", 1, 8, "/a")),
        .init("duplicate non-ASCII key", #"{"\u00e9":1,"é":2}"#, tree: true,
              .init("json.duplicate-key", 1, 13, "/é")),
        .init("duplicate nested key", #"{"a":{"b":1,"b":2}}"#, tree: true,
              .init("json.duplicate-key", 1, 13, "/a/b")),
        .init("key three times", #"{"a":1,"b":2,"a":3,"a":4}"#, tree: true,
              .init("json.duplicate-key", 1, 14, "/a"), .init("json.duplicate-key", 1, 20, "/a")),
        .init("duplicate key with a slash", #"{"a/b":1,"a/b":2}"#, tree: true,
              .init("json.duplicate-key", 1, 10, "/a~1b")),
        .init("duplicates in a wide object", wideObject, tree: true,
              .init("json.duplicate-key", 1, 162, "/k3"), .init("json.duplicate-key", 1, 169, "/k19"),
              .init("json.duplicate-key", 1, 177, "/k3")),

        // Several problems in one payload: all of them, in source order.
        .init("every problem of a payload", #"{"a": 01, "b": "\q", "c": "\uD800", "a": 2}"#, tree: true,
              .init("json.invalid-number", 1, 7, "/a"), .init("json.invalid-escape", 1, 17, "/b"),
              .init("json.unpaired-surrogate", 1, 28, "/c"), .init("json.duplicate-key", 1, 37, "/a")),
        .init("errors inside values, then trailing content", #"["\q", 01] x"#, tree: true,
              .init("json.invalid-escape", 1, 3, "/0"), .init("json.invalid-number", 1, 8, "/1"),
              .init("json.trailing-content", 1, 12, "")),
        .init("errors inside values, then a structural error", "[\"\\q\", 01 02]", tree: false,
              .init("json.invalid-escape", 1, 3, "/0"), .init("json.invalid-number", 1, 8, "/1"),
              .init("json.unexpected-character", 1, 11, "")),
    ]

    /// 20 distinct keys (past the reader's pairwise comparison), then three repeats,
    /// one of them spelled with an escape.
    static var wideObject: String {
        var text = "{"
        for index in 0..<20 { text += "\"k\(index)\":\(index)," }
        return text + #""k3":1,"k19":2,"k\u0033":5}"#
    }
}
