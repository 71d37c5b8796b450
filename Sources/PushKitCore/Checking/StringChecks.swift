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

/// The pre-tests ``Checker/checkStrings(_:skipping:)`` makes on the decoded text of each
/// string, telling which strings need a closer look: most never become a `String`. A
/// string without escapes is its own decoded text, read in place; one with escapes is
/// decoded into a scratch buffer first, so `\/`, `\u0040` or `\u003a` hide nothing.
enum StringScan {
    /// Whether the decoded text `bytes[start..<end]` may be a URL with credentials, one
    /// that hides its host, or one over ``URLStrings/maximumLength``: it holds a `:`
    /// (every URL has one after its scheme), and an `@` (user info: credentials and host
    /// confusion need one) or more than ``URLStrings/maximumLength`` bytes. Bytes of
    /// `bytes` outside the text may be read, never used: `bytes` is the enclosing buffer
    /// (the whole document, or the scratch buffer).
    @inline(__always)
    static func mayLink(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard end - start > URLStrings.maximumLength || holds(UInt8(ascii: "@"), bytes, from: start, to: end) else {
            return false
        }
        return holds(UInt8(ascii: ":"), bytes, from: start, to: end)
    }

    /// Whether the body `bytes[start..<end]` holds an `@`, tested eight bytes at a time
    /// (bytes of `bytes` outside the body may be read, never used).
    @inline(__always)
    static func holdsAt(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        holds(UInt8(ascii: "@"), bytes, from: start, to: end)
    }

    /// Whether the body `bytes[start..<end]` holds `byte`, tested eight bytes at a time.
    @inline(__always)
    static func holds(_ byte: UInt8, _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        if let found = anyMarked(bytes, from: start, to: end, by: { ByteWord.equal($0, byte) }) { return found }
        return bytes[start..<end].contains(byte)
    }

    /// Whether the body `bytes[start..<end]` holds a byte from 0x80 up (text beyond ASCII).
    @inline(__always)
    static func holdsNonASCII(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        if let found = anyMarked(bytes, from: start, to: end, by: { $0 & ByteWord.highs }) { return found }
        return bytes[start..<end].contains { $0 >= 0x80 }
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
}

extension Checker {
    /// One pass over every string of `document` (keys too): hidden characters, and URLs
    /// that carry credentials, hide their host or are too long. Each string is judged by
    /// its decoded text, as the device reads it, and reported once per rule. The strings
    /// at the node indices `skipping` (strings read as documents, whose own strings are
    /// checked instead) are left out.
    ///
    /// Plain ASCII (the reader's flags say so) is scanned in place for `@` and `:` only;
    /// other text without escapes is scanned in place for hidden characters too (see
    /// ``HiddenCharacters``); a string with escapes is decoded into one scratch buffer
    /// and scanned there. A `String` is made only for a string that may be a link.
    mutating func checkStrings(_ document: JSONDocument, skipping: [Int] = []) {
        let nodes = document.nodes
        var hidden: [(index: Int, scalar: Unicode.Scalar)] = []
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
            if node.flags & (JSONNode.hasEscapes | JSONNode.hasNonASCII) == 0 {
                // Plain ASCII as written: no hidden character. A link is reported only in
                // a value, and needs an `@` or the length.
                guard !isKey, StringScan.mayLink(bytes, from: start, to: end) else { continue }
                links.append(
                    (index, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                continue
            }
            if node.flags & JSONNode.hasInvalidUTF8 != 0 {
                // Rare: read as the device would, with U+FFFD for the bad bytes.
                let text = JSONValue.decodedString(node, in: document)
                if let scalar = HiddenCharacters.first(in: text) { hidden.append((index, scalar)) }
                if !isKey, text.utf8.contains(UInt8(ascii: ":")), URLStrings.isLink(text) {
                    links.append((index, text))
                }
                continue
            }
            let link: String? = {
                guard node.flags & JSONNode.hasEscapes != 0 else {
                    if let scalar = HiddenCharacters.first(inUTF8: bytes, from: start, to: end) {
                        hidden.append((index, scalar))
                    }
                    guard !isKey, StringScan.mayLink(bytes, from: start, to: end) else { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                }
                // Escapes: the scans read the decoded text, which the device sees.
                let count = JSONText.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]), into: &scratch)
                return scratch.withUnsafeBufferPointer { buffer -> String? in
                    if StringScan.holdsNonASCII(buffer, from: 0, to: count),
                        let scalar = HiddenCharacters.first(inUTF8: buffer, from: 0, to: count)
                    {
                        hidden.append((index, scalar))
                    }
                    guard !isKey, StringScan.mayLink(buffer, from: 0, to: count) else { return nil }
                    return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
                }
            }()
            if let link { links.append((index, link)) }
        }
        links.removeAll { !URLStrings.isLink($0.text) }
        guard !hidden.isEmpty || !links.isEmpty else { return }
        // A key is reported at its member, whose pointer names the key.
        func place(_ index: Int) -> JSONValue {
            JSONValue(document: document, index: (nodes[index].flags & JSONNode.isKey != 0) ? index + 1 : index)
        }
        for (index, scalar) in hidden {
            emit(
                .textHiddenCharacter, at: place(index),
                "\((nodes[index].flags & JSONNode.isKey != 0) ? "the key" : "this text") contains \(HiddenCharacters.describe(scalar)), which changes what is shown without being seen (spoofing); remove it"
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
