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

    /// The first reported character in `text`, if any.
    static func first(in text: String) -> (scalar: UInt32, name: String)? {
        let lowest = lowestScalar
        for scalar in text.unicodeScalars where scalar.value >= lowest {
            if let name = names[scalar.value] { return (scalar.value, name) }
        }
        return nil
    }

    /// The smallest reported scalar: text below it is never looked up in ``names``.
    static let lowestScalar: UInt32 = names.keys.min() ?? 0
}

/// What pushkit checks in any URL-shaped string, wherever it sits in a payload.
enum URLStrings {
    /// Longer links are cut by some browsers, consoles and logs.
    static let maximumLength = 2048

    /// Whether the URL's authority carries a user name or password (`user:secret@host`).
    static func hasCredentials(_ text: String) -> Bool {
        if case .credentials = authorityProblem(text) { return true }
        return false
    }

    /// Whether `text` is a link whose checks apply: `scheme://...` (``LinkCheck/isURI(_:)``),
    /// or a URL with an authority as a WHATWG URL parser reads it, which a special scheme
    /// has after any run of `/` and `\`, or none (`https:\user:pw@host`).
    static func isLink(_ text: String) -> Bool {
        LinkCheck.isURI(text) || WebURL(text)?.authority != nil
    }

    /// What the authority of `text` hides, read as a WHATWG URL parser reads it
    /// (``WebURL``): user info (`url.credentials`), or a `\` that ends the authority of
    /// an http(s) link before an `@`, so that the link opens another host than the one
    /// it seems to name (`url.host-confusion`). `nil` for a link without either.
    static func authorityProblem(_ text: String) -> AuthorityProblem? {
        guard let url = WebURL(text), url.authority != nil else { return nil }
        if let seems = url.apparentHost, seems != url.host {
            return .hostConfusion(seems: seems, opens: url.host)
        }
        // `https://@host` and `https://:@host` carry an empty user name and password: the
        // parser keeps none (URL Standard §4.4 "authority state").
        if let userInfo = url.userInfo, !userInfo.isEmpty, !userInfo.elementsEqual([UInt8(ascii: ":")]) {
            return .credentials(opens: url.host)
        }
        return nil
    }
}

/// The one pass ``Checker/checkStrings(_:)`` makes over the decoded text of each string,
/// telling which strings need a closer look: most never become a `String`. A string
/// without escapes is its own decoded text, read in place; one with escapes is decoded
/// into a scratch buffer first, so `\/`, `\u0040` or `\u003a` hide nothing.
enum StringScan {
    /// Whether the decoded text `bytes[start..<end]` may hold a hidden character
    /// (`mayHide`), and may be a URL with credentials, one that hides its host, or one over
    /// ``URLStrings/maximumLength`` (`mayLink`).
    ///
    /// `mayHide`: the text holds the UTF-8 of a reported character (E1 A0 8E, E2 80 8B,
    /// E2 80 AA-AE, E2 81 A0-A9, EF BB BF). `mayLink`: the text holds a `:` (every URL
    /// has one after its scheme), and an `@` (user info: credentials and host confusion
    /// need one) or more than ``URLStrings/maximumLength`` bytes.
    ///
    /// Most strings can be neither: they hold no `@` and no byte from 0xE1 up, and are not
    /// over the length. A tight loop, inlined into the caller, tells so eight bytes at a
    /// time; URLs and accented text pass it. A string it cannot clear goes to
    /// ``scanTriggers(_:from:to:)``, which looks at its trigger bytes one by one. Bytes of
    /// `bytes` outside the text may be read, never used: `bytes` is the enclosing buffer
    /// (the whole document, or the scratch buffer).
    @inline(__always)
    static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (mayHide: Bool, mayLink: Bool) {
        if end - start <= URLStrings.maximumLength, anyMarked(bytes, from: start, to: end, by: suspects) == false {
            return (false, false)
        }
        return scanTriggers(bytes, from: start, to: end)
    }

    /// Whether the body `bytes[start..<end]` holds an `@`, tested eight bytes at a time
    /// (bytes of `bytes` outside the body may be read, never used).
    @inline(__always)
    static func holdsAt(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        if let found = anyMarked(bytes, from: start, to: end, by: { ByteWord.equal($0, UInt8(ascii: "@")) }) {
            return found
        }
        return bytes[start..<end].contains(UInt8(ascii: "@"))
    }

    /// Whether `marks` marks a byte of the body `bytes[start..<end]`, read a word at a
    /// time: whole words, then the body's last few bytes as the low bytes of one more
    /// word, the bytes past the body shifted out (`marks` must never mark a byte because
    /// of the bytes above it). `nil` when that last word would run past `bytes`, where
    /// the caller looks byte by byte.
    @inline(__always)
    private static func anyMarked(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, by marks: (UInt64) -> UInt64
    ) -> Bool? {
        guard let base = bytes.baseAddress, end + 8 <= bytes.count else { return nil }
        var index = start
        while index + 8 <= end {
            if marks(ByteWord.load(base, at: index)) != 0 { return true }
            index += 8
        }
        let rest = end - index
        return rest > 0 && marks(ByteWord.load(base, at: index)) &<< (UInt64(8 - rest) &* 8) != 0
    }

    /// The bytes of `word` that keep a string from being cleared at once (`@`, or a byte
    /// from 0xE1 up, where the reported characters start), each marked by its high bit:
    /// ``ByteWord`` marks exactly the matching bytes, so shifting the bytes above the text
    /// out leaves the marks below unchanged. A `:` alone clears a string: a URL matters
    /// here only with an `@` or over the length.
    @inline(__always)
    private static func suspects(_ word: UInt64) -> UInt64 {
        ByteWord.equal(word, UInt8(ascii: "@")) | ByteWord.atLeast(word, 0xE1)
    }

    /// The trigger bytes of `word` (`@`, `:`, or E1, E2 or EF, which start the reported
    /// characters), each marked by its high bit, and now and then a byte just above one
    /// (which a borrow from a matching byte below reaches): the lowest mark is always a
    /// trigger, a byte is never marked because of the bytes above it (so shifting those
    /// out leaves the marks below unchanged), and ``State/visit(at:)`` ignores the bytes
    /// that are not triggers. CJK and emoji text, whose bytes are mostly from 0xE3 up,
    /// marks few.
    @inline(__always)
    private static func triggers(_ word: UInt64) -> UInt64 {
        @inline(__always)
        func zeros(_ byte: UInt8) -> UInt64 {
            let difference = word ^ (ByteWord.ones &* UInt64(byte))
            return (difference &- ByteWord.ones) & ~difference
        }
        let ascii = zeros(UInt8(ascii: "@")) | zeros(UInt8(ascii: ":"))
        return (ascii | zeros(0xE1) | zeros(0xE2) | zeros(0xEF)) & ByteWord.highs
    }

    /// ``scan(_:from:to:)`` for a string the quick test could not clear: each trigger byte
    /// in turn, in order.
    @inline(never)
    private static func scanTriggers(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> (mayHide: Bool, mayLink: Bool) {
        guard let base = bytes.baseAddress else { return (false, false) }
        var state = State(base: base, end: end)
        var index = start
        while index + 8 <= end {
            state.visit(triggers(ByteWord.load(base, at: index)), at: index)
            index += 8
        }
        let rest = end - index  // 0 to 7 bytes
        if rest > 0 {
            if index + 8 <= bytes.count {  // the word at `index`, its first `rest` bytes
                let kept: UInt64 = (1 << (UInt64(rest) * 8)) - 1
                state.visit(triggers(ByteWord.load(base, at: index)) & kept, at: index)
            } else if end >= 8 {  // the word that ends the body, its last `rest` bytes
                let dropped: UInt64 = (1 << (UInt64(8 - rest) * 8)) - 1
                state.visit(triggers(ByteWord.load(base, at: end - 8)) & ~dropped, at: end - 8)
            } else {
                while index < end {
                    let byte = base[index]
                    if byte == 0xE1 || byte == 0xE2 || byte == 0xEF || byte == UInt8(ascii: "@")
                        || byte == UInt8(ascii: ":")
                    {
                        state.visit(at: index)
                    }
                    index += 1
                }
            }
        }
        return (state.mayHide, state.hasColon && (state.hasAt || end - start > URLStrings.maximumLength))
    }

    /// What the scan has seen so far, trigger byte by trigger byte.
    private struct State {
        /// The enclosing buffer.
        let base: UnsafePointer<UInt8>
        /// The end of the text.
        let end: Int
        /// A reported character's bytes were seen.
        var mayHide = false
        /// A `:` was seen.
        var hasColon = false
        /// An `@` was seen.
        var hasAt = false

        /// Visits the bytes of the word at `offset` whose high bit is set in `triggers`.
        @inline(__always)
        mutating func visit(_ triggers: UInt64, at offset: Int) {
            var triggers = triggers
            while triggers != 0 {
                visit(at: offset + triggers.trailingZeroBitCount >> 3)
                triggers &= triggers &- 1
            }
        }

        /// Visits the byte at `index`: a trigger byte, or any other, which changes nothing.
        mutating func visit(at index: Int) {
            let byte = base[index]
            if byte == UInt8(ascii: "@") {
                hasAt = true
                return
            }
            if byte == UInt8(ascii: ":") {
                hasColon = true
                return
            }
            guard !mayHide, index + 2 < end else { return }  // a reported character is three bytes
            let second = base[index + 1]
            let third = base[index + 2]
            switch byte {
            case 0xE1 where second == 0xA0 && third == 0x8E: mayHide = true
            case 0xE2 where second == 0x80 && (third == 0x8B || (0xAA...0xAE).contains(third)): mayHide = true
            case 0xE2 where second == 0x81 && (0xA0...0xA9).contains(third): mayHide = true
            case 0xEF where second == 0xBB && third == 0xBF: mayHide = true
            default: break
            }
        }
    }
}

extension Checker {
    /// One pass over every string of `document` (keys too): hidden characters, and URLs
    /// that carry credentials, hide their host or are too long. Each string is judged by
    /// its decoded text, as the device reads it, and reported once per rule. The strings
    /// at the node indices `skipping` (strings read as documents, whose own strings are
    /// checked instead) are left out.
    mutating func checkStrings(_ document: JSONDocument, skipping: [Int] = []) {
        let nodes = document.nodes
        var hidden: [(index: Int, scalar: UInt32, name: String)] = []
        var links: [(index: Int, text: String)] = []
        let bytes = document.text
        // The decoded text of the string with escapes at hand, grown as needed: one
        // buffer for the whole document.
        var scratch: [UInt8] = []
        for index in nodes.indices where nodes[index].kind == .string {
            if !skipping.isEmpty, skipping.contains(index) { continue }
            let node = nodes[index]
            let start = Int(node.start + 1)
            let end = Int(node.end - 1)
            let isKey = node.flags & JSONNode.isKey != 0
            let text: String
            if node.flags & JSONNode.hasEscapes == 0 {
                let mayHide: Bool
                let mayLink: Bool
                if node.flags & JSONNode.hasNonASCII == 0 {
                    // Plain ASCII as written (the reader says so): no hidden character.
                    // A link is reported only in a value, and needs an `@` or the length.
                    guard !isKey,
                        end - start > URLStrings.maximumLength || StringScan.holdsAt(bytes, from: start, to: end)
                    else { continue }
                    mayHide = false
                    mayLink = StringScan.scan(bytes, from: start, to: end).mayLink
                } else {
                    (mayHide, mayLink) = StringScan.scan(bytes, from: start, to: end)
                }
                guard mayHide || (mayLink && !isKey) else { continue }
                text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            } else {
                // Escapes: the scan reads the decoded text, which the device sees.
                let count = JSONText.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &scratch)
                let decoded = scratch.withUnsafeBufferPointer { buffer -> String? in
                    let (mayHide, mayLink) = StringScan.scan(buffer, from: 0, to: count)
                    guard mayHide || (mayLink && !isKey) else { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
                }
                guard let decoded else { continue }
                text = decoded
            }
            if let (scalar, name) = HiddenCharacters.first(in: text) {
                hidden.append((index, scalar, name))
            }
            if !isKey, URLStrings.isLink(text) { links.append((index, text)) }
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
        for (index, text) in links {
            switch URLStrings.authorityProblem(text) {
            case .credentials:
                emit(
                    .urlCredentials, at: place(index),
                    "this URL carries a user name or password; everyone who sees the push, and every log on the way, sees them"
                )
            case .hostConfusion(let seems, let opens):
                emit(
                    .urlHostConfusion, at: place(index),
                    "this URL seems to open \(JSONText.quoted(seems)), but a browser (the WHATWG URL parser, Android's too) reads the backslash as a slash and opens \(JSONText.quoted(opens)); write the link without the backslash"
                )
            case nil:
                break
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

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingSpaces: Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" || c == "\n" || c == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
