/// Hosts written to look like another (homographs): what `url.look-alike-host` reports and
/// what the HTML preview never links.
///
/// The host is read as a WHATWG URL parser reads it (``WebURL``; URL Standard §3.5 "host
/// parsing"): percent-decoded, then "domain to ASCII" (UTS #46 processing), which maps
/// the ideographic and full-width full stops to `.` and drops default-ignorable
/// characters such as the soft hyphen. Each label, and each `xn--` label once decoded from
/// punycode (RFC 3492), is then judged:
///
/// - **mixed scripts**: the label's letters come from scripts that UTS #39 §5.2 does not
///   let share a label at the "Moderately Restrictive" level: more than one script, unless
///   the set is Latin with Han, Hiragana and Katakana, Latin with Han and Bopomofo, Latin
///   with Han and Hangul, or Latin with one other script that is neither Greek nor
///   Cyrillic. `раураl` (Cyrillic with a Latin `l`) reads as `paypal` and opens another
///   site;
/// - **a slash or dot look-alike** that a browser does not read as one (U+2044 FRACTION
///   SLASH, U+2215 DIVISION SLASH, ...; the symbols UTS #39's confusables.txt gives as
///   look-alikes of `/` and `.`): `shop.example.com⁄evil.com` reads as a path on
///   `shop.example.com` and opens a name under `com` that someone else registers;
/// - **a character the browser maps away**: a full stop it reads as `.` (U+3002, U+FF0E,
///   U+FF61, U+2024, U+FE52) or a default-ignorable character it drops (U+00AD SOFT
///   HYPHEN, U+200B, ...). The link opens the host it seems to name, but the name as
///   written is another one to every check, allowlist and log that compares it.
///
/// Not found: a label written wholly in one script that looks like a Latin word
/// (`аррӏе` in Cyrillic), which needs the confusables data itself.
package enum LookAlikeHost {
    /// What is wrong with a host.
    package enum Finding: Equatable, Sendable {
        /// A label (decoded) mixes scripts: their names.
        case mixedScripts(label: String, scripts: [String])
        /// The host holds a look-alike of `/` or `.` that a browser keeps in the name.
        case separatorLookAlike(Unicode.Scalar)
        /// The host holds a character that a browser maps to `.` or drops.
        case mappedAway(Unicode.Scalar)

        /// Whether the link opens another site than the one it seems to name (the
        /// others open that one, under a name written otherwise).
        package var opensAnotherSite: Bool {
            if case .mappedAway = self { return false }
            return true
        }
    }

    /// The host of a URL as written (ASCII lowercased, percent-escapes decoded), the host
    /// a browser reads, and what is wrong with it.
    package struct Report: Equatable, Sendable {
        /// The host as written.
        package var host: String
        /// The host as a browser reads it, in Unicode: each `xn--` label decoded, full
        /// stops it reads as `.` written `.`, characters it drops left out. Equal to
        /// ``host`` for an ASCII host without punycode.
        package var decoded: String
        /// What is wrong, if anything.
        package var finding: Finding?
    }

    /// Look-alikes of `/` and `.` that browsers keep in a host (confusables.txt, UTS #39:
    /// the symbols among the prototypes of U+002F and U+002E, letters left out).
    static let separatorLookAlikes: Set<UInt32> = [
        0x2044, 0x2215, 0x27CB, 0x29F8, 0x2571, 0x1D23A, 0xFF0F,  // slashes
        0x0701, 0x0702, 0xA4F8, 0xA60E, 0x10A50,  // full stops
    ]

    /// Full stops that "domain to ASCII" reads as `.`: the label separators of UTS #46
    /// §2.3 (U+3002, U+FF0E, U+FF61), and those its mapping turns into `.` (U+2024 ONE DOT
    /// LEADER, U+FE52 SMALL FULL STOP).
    static let mappedDots: Set<UInt32> = [0x3002, 0xFF0E, 0xFF61, 0x2024, 0xFE52]

    /// Reads the host of `text` (a link) and judges it. Cheap for a link with an ASCII
    /// host and no `xn--` label: no finding, and the host is not decoded.
    package static func report(_ text: String) -> Report? {
        guard let url = WebURL(text), url.authority != nil else { return nil }
        let raw = RouteText.splitAuthority(url.hostAndPort).host
        let host = RouteText.percentDecoded(ArraySlice(raw.map(RouteText.lowercasedASCII)))
        return report(host: host)
    }

    /// Judges a host (percent-decoded, ASCII lowercased).
    static func report(host: String) -> Report {
        if host.utf8.allSatisfy({ $0 < 0x80 }), !host.utf8.starts(with: "xn--".utf8), !host.contains(".xn--") {
            return Report(host: host, decoded: host, finding: nil)  // ASCII: one script, nothing to decode
        }
        var decodedLabels: [String] = []
        var finding: Finding?
        var label: [Unicode.Scalar] = []
        func endLabel() {
            var scalars = label
            label.removeAll(keepingCapacity: true)
            if scalars.count > 4, scalars[0] == "x", scalars[1] == "n", scalars[2] == "-", scalars[3] == "-",
                scalars.allSatisfy(\.isASCII),
                let decoded = Punycode.decode(scalars.dropFirst(4).map { UInt8($0.value) })
            {
                scalars = decoded
                for scalar in decoded where finding == nil {
                    if separatorLookAlikes.contains(scalar.value) {
                        finding = .separatorLookAlike(scalar)
                    } else if mappedDots.contains(scalar.value) || HiddenCharacters.isInvisible(scalar) {
                        finding = .mappedAway(scalar)
                    }
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            decodedLabels.append(text)
            if finding == nil, let scripts = mixedScripts(scalars) {
                finding = .mixedScripts(label: text, scripts: scripts)
            }
        }
        var mapped: Unicode.Scalar?
        for scalar in host.unicodeScalars {
            if scalar == "." || mappedDots.contains(scalar.value) {
                if scalar != ".", mapped == nil { mapped = scalar }
                endLabel()
                continue
            }
            if separatorLookAlikes.contains(scalar.value), finding == nil {
                finding = .separatorLookAlike(scalar)
            } else if HiddenCharacters.isInvisible(scalar), mapped == nil {
                mapped = scalar
                continue  // dropped, as the browser drops it
            }
            label.append(scalar)
        }
        endLabel()
        if finding == nil, let mapped { finding = .mappedAway(mapped) }
        return Report(host: host, decoded: decodedLabels.joined(separator: "."), finding: finding)
    }

    // MARK: Scripts

    /// The scripts the restriction level tells apart: those that look like Latin (Greek,
    /// Cyrillic, Armenian, Cherokee), the East Asian ones UTS #39 lets mix with Latin and
    /// Han, the right-to-left ones, and every other script as one.
    enum Script: String, CaseIterable {
        case latin = "Latin"
        case greek = "Greek"
        case cyrillic = "Cyrillic"
        case armenian = "Armenian"
        case cherokee = "Cherokee"
        case hebrew = "Hebrew"
        case arabic = "Arabic"
        case han = "Han"
        case hiragana = "Hiragana"
        case katakana = "Katakana"
        case bopomofo = "Bopomofo"
        case hangul = "Hangul"
        case other = "another script"
    }

    /// Code point ranges of the scripts above (the Unicode blocks of Scripts.txt's main
    /// ranges for each), in order; digits, `-`, combining marks and the prolonged sound
    /// mark U+30FC (Common or Inherited) are in none.
    static let scriptRanges: [(range: ClosedRange<UInt32>, script: Script?)] = [
        (0x0030...0x0039, nil), (0x0041...0x005A, .latin), (0x0061...0x007A, .latin), (0x00AA...0x00AA, .latin),
        (0x00BA...0x00BA, .latin), (0x00C0...0x00D6, .latin), (0x00D8...0x00F6, .latin), (0x00F8...0x02AF, .latin),
        (0x0300...0x036F, nil), (0x0370...0x03E1, .greek), (0x03F0...0x03FF, .greek), (0x0400...0x052F, .cyrillic),
        (0x0531...0x058F, .armenian), (0x0591...0x05FF, .hebrew), (0x0600...0x06FF, .arabic),
        (0x0750...0x077F, .arabic), (0x0870...0x08FF, .arabic), (0x10A0...0x10FF, .other),
        (0x1100...0x11FF, .hangul), (0x13A0...0x13FF, .cherokee), (0x1AB0...0x1AFF, nil),
        (0x1C80...0x1C8F, .cyrillic), (0x1D00...0x1DBF, .latin), (0x1DC0...0x1DFF, nil), (0x1E00...0x1EFF, .latin),
        (0x1F00...0x1FFF, .greek), (0x20D0...0x20FF, nil), (0x2C60...0x2C7F, .latin), (0x2DE0...0x2DFF, .cyrillic),
        (0x2E80...0x2FDF, .han), (0x3005...0x3005, .han), (0x3007...0x3007, .han), (0x3021...0x3029, .han),
        (0x3038...0x303B, .han), (0x3041...0x309F, .hiragana), (0x30A0...0x30FB, .katakana), (0x30FC...0x30FC, nil),
        (0x30FD...0x30FF, .katakana), (0x3100...0x312F, .bopomofo), (0x3130...0x318F, .hangul),
        (0x31A0...0x31BF, .bopomofo), (0x31F0...0x31FF, .katakana), (0x3400...0x4DBF, .han),
        (0x4E00...0x9FFF, .han), (0xA640...0xA69F, .cyrillic), (0xA720...0xA7FF, .latin), (0xA960...0xA97F, .hangul),
        (0xAB30...0xAB6F, .latin), (0xAB70...0xABBF, .cherokee), (0xAC00...0xD7FF, .hangul),
        (0xF900...0xFAFF, .han), (0xFB00...0xFB06, .latin), (0xFB13...0xFB17, .armenian), (0xFB1D...0xFB4F, .hebrew),
        (0xFB50...0xFDFF, .arabic), (0xFE20...0xFE2F, nil), (0xFE70...0xFEFF, .arabic), (0xFF10...0xFF19, nil),
        (0xFF21...0xFF3A, .latin), (0xFF41...0xFF5A, .latin), (0xFF66...0xFF9F, .katakana),
        (0xFFA0...0xFFDC, .hangul), (0x20000...0x3FFFF, .han),
    ]

    /// The script of a letter; `nil` for digits, marks and other characters of no script.
    static func script(_ scalar: Unicode.Scalar) -> Script? {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) ? .latin : nil
        }
        // Binary search: the ranges are in order and do not overlap.
        var low = 0
        var high = scriptRanges.count
        while low < high {
            let middle = (low + high) / 2
            let entry = scriptRanges[middle]
            if value < entry.range.lowerBound {
                high = middle
            } else if value > entry.range.upperBound {
                low = middle + 1
            } else {
                return entry.script
            }
        }
        return scalar.properties.isAlphabetic ? .other : nil
    }

    /// The scripts of a label's letters when UTS #39 §5.2 would not let them share it at
    /// the Moderately Restrictive level; `nil` when they may.
    static func mixedScripts(_ label: [Unicode.Scalar]) -> [String]? {
        var found: [Script] = []
        for scalar in label {
            guard let script = script(scalar), !found.contains(script) else { continue }
            found.append(script)
        }
        guard found.count > 1 else { return nil }
        let set = Set(found)
        let allowed: [Set<Script>] = [
            [.latin, .han, .hiragana, .katakana], [.latin, .han, .bopomofo], [.latin, .han, .hangul],
        ]
        if allowed.contains(where: { set.isSubset(of: $0) }) { return nil }
        // Latin and one other Recommended script (UAX #31), but the two that look like it;
        // Cherokee is not Recommended.
        if set.count == 2, set.contains(.latin), set.isDisjoint(with: [.greek, .cyrillic, .cherokee]) { return nil }
        return found.map(\.rawValue)
    }
}
