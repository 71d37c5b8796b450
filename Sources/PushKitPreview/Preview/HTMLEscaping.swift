/// Escaping of payload text for the HTML preview.
enum HTMLEscaping {
    /// Text for element content or a double-quoted attribute value: control
    /// characters and bidirectional overrides made visible (see
    /// `DisplayText.visible`), then `&`, `<`, `>`, `"` and `'` written as references.
    static func text(_ text: String, keepNewlines: Bool = true) -> String {
        let visible = DisplayText.visible(text, keepNewlines: keepNewlines)
        var result = ""
        result.reserveCapacity(visible.utf8.count)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A value for a double-quoted attribute: like ``text(_:keepNewlines:)`` with line
    /// feeds shown as `\n`.
    static func attribute(_ text: String) -> String {
        self.text(text, keepNewlines: false)
    }

    /// The attribute-escaped URL when it may go into `src` or `href`: an absolute
    /// `http` or `https` URL (scheme in any case) with a host, and no space, control,
    /// quote, angle bracket, backslash, bidirectional or hidden character anywhere, and a
    /// host that does not look like another (``LookAlikeHost``). Anything
    /// else (`javascript:`, `data:`, relative or odd URLs) is `nil` and is shown as
    /// text only.
    static func linkableURL(_ url: String) -> String? {
        let lowered = url.lowercased()
        let schemeLength: Int
        if lowered.hasPrefix("https://") {
            schemeLength = 8
        } else if lowered.hasPrefix("http://") {
            schemeLength = 7
        } else {
            return nil
        }
        guard url.unicodeScalars.count > schemeLength else { return nil }
        for scalar in url.unicodeScalars {
            if scalar.value <= 0x20 || DisplayText.needsEscape(scalar) || HiddenCharacters.isInvisible(scalar) {
                return nil
            }
            switch scalar {
            case "\"", "'", "<", ">", "\\", "`": return nil
            default: continue
            }
        }
        let host = url.unicodeScalars.dropFirst(schemeLength).first
        guard let host, host != "/", host != "?", host != "#" else { return nil }
        // A host written to look like another (`url.look-alike-host`) is shown, never linked.
        guard LookAlikeHost.report(url)?.finding == nil else { return nil }
        return attribute(url)
    }
}
