extension Checker {
    /// One pass over every string of `document` (keys too): hidden characters, and URLs
    /// that carry credentials, hide their host or are too long. Each string is judged by
    /// its decoded text, as the device reads it, and reported once per rule. The strings
    /// at the node indices `skipping` (strings read as documents, whose own strings are
    /// checked instead) are left out.
    ///
    /// Plain ASCII (the reader's flags say so) is scanned in place for a `:`, and only a
    /// string with one for the rest of the link pre-test; other text without `\u`
    /// escapes is scanned in place for hidden characters too (see ``HiddenCharacters``);
    /// a string with `\u` escapes, or one whose body may be a link, is decoded into one
    /// scratch buffer and scanned there. A `String` is made only for a string that may
    /// be a link.
    mutating func checkStrings(_ document: JSONDocument, skipping: [Int] = []) {
        let nodes = document.nodes
        var hidden: [(index: Int, scalar: Unicode.Scalar)] = []
        var links: [(index: Int, text: String)] = []
        // The decoded text of the string with escapes at hand: one buffer for the whole
        // document, on the stack unless a string needs more.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { stack in
            var scratch = JSONText.Scratch(stack: stack)
            Self.findCandidates(document, skipping: skipping, scratch: &scratch, hidden: &hidden, links: &links)
        }
        guard !hidden.isEmpty || !links.isEmpty else { return }
        // A key is reported at its member, whose pointer names the key.
        func place(_ index: Int) -> JSONValue {
            JSONValue(document: document, index: (nodes[index].flags & JSONNode.isKey != 0) ? index + 1 : index)
        }
        for (index, scalar) in hidden {
            let isKey = nodes[index].flags & JSONNode.isKey != 0
            let message =
                "\(isKey ? "the key" : "this text") contains \(HiddenCharacters.describe(scalar)), which changes what is shown without being seen (spoofing); remove it"
            // A key's character is placed at the key, with the member's pointer.
            if isKey {
                emit(.textHiddenCharacter, atKeyOf: place(index), message)
            } else {
                emit(.textHiddenCharacter, at: place(index), message)
            }
        }
        for (index, text) in links {
            if let report = LookAlikeHost.report(text), let finding = report.finding {
                emit(
                    .urlLookAlikeHost, finding.opensAnotherSite ? nil : .warning, at: place(index),
                    URLStrings.lookAlikeMessage(report, finding))
            }
            guard URLStrings.isLink(text) else { continue }
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

    /// The strings of `document` that hold a hidden character, and those that may be
    /// links, for ``checkStrings(_:skipping:)``: the pre-tests, string by string, with
    /// `scratch` for the decoded text of strings with `\u` escapes. Other strings are
    /// read as written: plain ASCII holds no hidden character, and other escapes decode
    /// to ASCII, which hides nothing from either scan (``HiddenCharacters/first(inUTF8:from:to:)``,
    /// ``StringScan/mayBeLinkEscaped(_:from:to:nonASCII:)``).
    private static func findCandidates(
        _ document: JSONDocument, skipping: [Int], scratch: inout JSONText.Scratch,
        hidden: inout [(index: Int, scalar: Unicode.Scalar)], links: inout [(index: Int, text: String)]
    ) {
        let nodes = document.nodes
        let bytes = document.text
        let skips = !skipping.isEmpty
        let shapes = JSONNode.hasEscapes | JSONNode.hasNonASCII | JSONNode.hasInvalidUTF8
        // Offsets and indices come from the reader, inside the document: wrapping
        // arithmetic, which needs no overflow test.
        var next = 0
        while next < nodes.count {
            var index = next
            next &+= 1
            var node = nodes[index]
            guard node.kind == .string else { continue }
            if node.flags & (JSONNode.isKey | shapes) == JSONNode.isKey {
                // A key in plain ASCII as written (most strings): no hidden character, no
                // link. Its value is the next node (a key is never the last), read here.
                index = next
                next &+= 1
                node = nodes[index]
                guard node.kind == .string else { continue }
            }
            let shape = node.flags & shapes
            let isKey = node.flags & JSONNode.isKey != 0
            if skips, skipping.contains(index) { continue }
            let start = Int(truncatingIfNeeded: node.start &+ 1)
            let end = Int(truncatingIfNeeded: node.end &- 1)
            if shape == 0 {
                // A value in plain ASCII as written: no hidden character.
                guard StringScan.mayBeLink(bytes, from: start, to: end) else { continue }
                links.append(
                    (index, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                continue
            }
            if shape & JSONNode.hasInvalidUTF8 != 0 {
                // Rare: read as the device would, with U+FFFD for the bad bytes.
                let text = JSONValue.decodedString(node, in: document)
                if let scalar = HiddenCharacters.first(in: text) { hidden.append((index, scalar)) }
                if !isKey, text.utf8.contains(UInt8(ascii: ":")) { links.append((index, text)) }
                continue
            }
            let nonASCII = shape & JSONNode.hasNonASCII != 0
            if shape & JSONNode.hasEscapes == 0 {
                // Text beyond ASCII, its own decoded text.
                if let scalar = HiddenCharacters.first(inUTF8: bytes, from: start, to: end) {
                    hidden.append((index, scalar))
                }
                guard !isKey, StringScan.mayBeLink(bytes, from: start, to: end) else { continue }
                links.append(
                    (index, String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
                continue
            }
            if StringScan.escapesHideNothing(bytes, from: start, to: end) {
                // Escapes that decode to ASCII, or beyond ASCII outside the candidate
                // units: both scans read the body as written, and only a body that may
                // be a link is decoded, for the exact pre-test.
                if nonASCII, let scalar = HiddenCharacters.first(inUTF8: bytes, from: start, to: end) {
                    hidden.append((index, scalar))
                }
                guard !isKey, StringScan.mayBeLinkEscaped(bytes, from: start, to: end) else { continue }
                let (buffer, count) = scratch.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                guard StringScan.mayBeLink(buffer, from: 0, to: count) else { continue }
                links.append((index, String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)))
                continue
            }
            // Other `\u` escapes: the scans read the decoded text, which the device sees.
            let (buffer, count) = scratch.unescape(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            if StringScan.holdsNonASCII(buffer, from: 0, to: count),
                let scalar = HiddenCharacters.first(inUTF8: buffer, from: 0, to: count)
            {
                hidden.append((index, scalar))
            }
            guard !isKey, StringScan.mayBeLink(buffer, from: 0, to: count) else { continue }
            links.append((index, String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)))
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
