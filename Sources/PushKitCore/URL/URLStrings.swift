/// What pushkit checks in any URL-shaped string, wherever it sits in a payload.
enum URLStrings {
    /// Longer links are cut by some browsers, consoles and logs.
    static let maximumLength = 2048

    /// Whether `text` is a link whose checks apply: `scheme://...` (``LinkCheck/isURI(_:)``),
    /// or a URL with an authority as a WHATWG URL parser reads it, which a special scheme
    /// has after any run of `/` and `\`, or none (`https:\user:pw@host`).
    static func isLink(_ text: String) -> Bool {
        LinkCheck.isURI(text) || WebURL(text)?.authority != nil
    }

    /// The message of `url.look-alike-host` for `finding` in the host of `report`.
    static func lookAlikeMessage(_ report: LookAlikeHost.Report, _ finding: LookAlikeHost.Finding) -> String {
        let ascii = RouteText.normalizedHost(ArraySlice(report.decoded.utf8))
        let shown = JSONText.quoted(report.decoded) + (ascii != report.decoded ? " (\(ascii))" : "")
        switch finding {
        case .mixedScripts(let label, let scripts):
            return
                "this URL's host \(shown) mixes \(scripts.joined(separator: " and ")) letters in the label \(JSONText.quoted(label)), so it reads as another name than the site it opens (a homograph); write each label in one script"
        case .separatorLookAlike(let scalar):
            let looksLike =
                [0x0701, 0x0702, 0xA4F8, 0xA60E, 0x10A50].contains(scalar.value) ? "a full stop" : "a slash"
            return
                "this URL's host \(shown) holds \(HiddenCharacters.describe(scalar)), which looks like \(looksLike) but is part of the name: the link opens another site than it seems to; write the host in ASCII"
        case .mappedAway(let scalar):
            let does = LookAlikeHost.mappedDots.contains(scalar.value) ? "reads as a full stop" : "drops"
            // The host as written, its invisible characters and bidirectional controls
            // (the three marks too: it is quoted payload text) shown as escapes.
            var written = ""
            for scalar in report.host.unicodeScalars {
                if HiddenCharacters.isInvisible(scalar) || JSONText.isBidirectionalControl(scalar) {
                    written += "\\u{\(hex(scalar.value, digits: 2))}"
                } else {
                    written.unicodeScalars.append(scalar)
                }
            }
            return
                "this URL's host \"\(written)\" holds \(HiddenCharacters.describe(scalar)), which a browser \(does), opening \(shown); every check, allowlist and log that compares the name as written sees another one: write it as the browser reads it"
        }
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
