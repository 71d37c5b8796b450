/// Characters that change what a person sees without being seen: bidirectional
/// overrides, embeddings and isolates (which reorder text, the "Trojan Source" trick)
/// and invisible spaces. In a push they make a text or a link look like something else.
///
/// Joiners (U+200C, U+200D) and the plain direction marks (U+200E, U+200F) are left
/// alone: emoji sequences, Persian and Indic scripts, and right-to-left text need them.
enum HiddenCharacters {
    /// The characters reported, with their names.
    static let names: [UInt32: String] = [
        0x200B: "ZERO WIDTH SPACE",
        0x2060: "WORD JOINER",
        0x2062: "INVISIBLE TIMES",
        0x2063: "INVISIBLE SEPARATOR",
        0x2064: "INVISIBLE PLUS",
        0x180E: "MONGOLIAN VOWEL SEPARATOR",
        0xFEFF: "ZERO WIDTH NO-BREAK SPACE",
        0x202A: "LEFT-TO-RIGHT EMBEDDING",
        0x202B: "RIGHT-TO-LEFT EMBEDDING",
        0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE",
        0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x2066: "LEFT-TO-RIGHT ISOLATE",
        0x2067: "RIGHT-TO-LEFT ISOLATE",
        0x2068: "FIRST STRONG ISOLATE",
        0x2069: "POP DIRECTIONAL ISOLATE",
    ]

    /// Whether `bytes` (raw source text of a string, escapes and all) may hold one: the
    /// UTF-8 of every reported character (E1 A0 8E, E2 80 8B, E2 80 AA-AE, E2 81 A0-A9,
    /// EF BB BF), or a `\u` escape of U+180E, U+20xx or U+FEFF. A cheap byte test, so
    /// that most strings are never decoded.
    @inline(__always)
    static func mayContain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0xE1 && byte != UInt8(ascii: "\\") {
                index += 1
                continue
            }
            if index + 2 < count {
                let second = bytes[index + 1]
                let third = bytes[index + 2]
                switch byte {
                case 0xE1 where second == 0xA0 && third == 0x8E: return true
                case 0xE2 where second == 0x80 && (third == 0x8B || (0xAA...0xAE).contains(third)): return true
                case 0xE2 where second == 0x81 && (0xA0...0xA9).contains(third): return true
                case 0xEF where second == 0xBB && third == 0xBF: return true
                case UInt8(ascii: "\\") where second == UInt8(ascii: "u") || second == UInt8(ascii: "\\"):
                    if second == UInt8(ascii: "\\") {
                        index += 2  // an escaped backslash
                        continue
                    }
                    if index + 3 < count {
                        let fourth = bytes[index + 3] | 0x20
                        if (third == UInt8(ascii: "2") && fourth == UInt8(ascii: "0"))
                            || (third == UInt8(ascii: "1") && fourth == UInt8(ascii: "8"))
                            || (third | 0x20 == UInt8(ascii: "f") && fourth == UInt8(ascii: "e"))
                        {
                            return true
                        }
                    }
                default: break
                }
            }
            index += 1
        }
        return false
    }

    /// The first reported character in `text`, if any.
    static func first(in text: String) -> (scalar: UInt32, name: String)? {
        for scalar in text.unicodeScalars {
            if let name = names[scalar.value] { return (scalar.value, name) }
        }
        return nil
    }
}

/// What pushkit checks in any URL-shaped string, wherever it sits in a payload.
enum URLStrings {
    /// Longer links are cut by some browsers, consoles and logs.
    static let maximumLength = 2048

    /// Whether the raw source text of a string may be a URL with credentials or one over
    /// the length limit: it holds `://`, and an `@` or more than `maximumLength` bytes.
    static func mayNeedCheck(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count >= 4 else { return false }
        var hasSeparator = false
        var hasAt = false
        for index in 0..<(bytes.count - 2) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "@") {
                hasAt = true
            } else if byte == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
                bytes[index + 2] == UInt8(ascii: "/")
            {
                hasSeparator = true
            }
        }
        return hasSeparator && (hasAt || bytes.count > maximumLength)
    }

    /// Whether the URL's authority carries a user name or password (`user:secret@host`).
    static func hasCredentials(_ text: String) -> Bool {
        guard let separator = LinkCheck.separatorOffset(text) else { return false }
        for byte in text.utf8.dropFirst(separator + 3) {
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { return false }
            if byte == UInt8(ascii: "@") { return true }
        }
        return false
    }

}

extension Checker {
    /// One pass over every string of `document` (keys too): hidden characters, and URLs
    /// that carry credentials or are too long. Each string is reported once per rule.
    mutating func checkStrings(_ document: JSONDocument) {
        let nodes = document.nodes
        var hidden: [(index: Int, scalar: UInt32, name: String)] = []
        var links: [(index: Int, text: String)] = []
        document.bytes.withUnsafeBufferPointer { bytes in
            for index in nodes.indices where nodes[index].kind == .string {
                let node = nodes[index]
                let body = UnsafeBufferPointer(rebasing: bytes[Int(node.start + 1)..<Int(node.end - 1)])
                let mayHide = HiddenCharacters.mayContain(body)
                let mayLink = URLStrings.mayNeedCheck(body)
                guard mayHide || mayLink, let text = JSONValue(document: document, index: index).string else {
                    continue
                }
                if mayHide, let (scalar, name) = HiddenCharacters.first(in: text) {
                    hidden.append((index, scalar, name))
                }
                if mayLink, LinkCheck.isURI(text) { links.append((index, text)) }
            }
        }
        guard !hidden.isEmpty || !links.isEmpty else { return }
        // A key is reported at its member, whose pointer names the key.
        func place(_ index: Int) -> JSONValue {
            JSONValue(document: document, index: (nodes[index].flags & JSONNode.isKey != 0) ? index + 1 : index)
        }
        for (index, scalar, name) in hidden {
            emit(
                .textHiddenCharacter, at: place(index),
                "\((nodes[index].flags & JSONNode.isKey != 0) ? "the key" : "this text") contains U+\(hex(scalar, digits: 4)) \(name), which changes what is shown without being seen (spoofing); remove it"
            )
        }
        for (index, text) in links where !(nodes[index].flags & JSONNode.isKey != 0) {
            if URLStrings.hasCredentials(text) {
                emit(
                    .urlCredentials, at: place(index),
                    "this URL carries a user name or password; everyone who sees the push, and every log on the way, sees them"
                )
            }
            let length = text.unicodeScalars.count
            if length > URLStrings.maximumLength {
                emit(
                    .urlTooLong, at: place(index),
                    "this URL is \(length) characters; some browsers, consoles and logs cut links over \(URLStrings.maximumLength)"
                )
            }
        }
    }
}
