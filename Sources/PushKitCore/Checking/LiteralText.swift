/// Identifiers compared as the device compares them: code unit by code unit.
///
/// Swift's `String ==`, `Set.contains` and `Dictionary` look-up use canonical equivalence:
/// `"CAF\u{C9}"` (NFC) equals `"CAFE\u{301}"` (NFD). The device does not: a category's
/// identifier, a `loc-key` in the app's strings table and an `attributes-type` are matched
/// by Foundation, whose string equality and dictionary look-up are literal (Apple,
/// `NSString.isEqual(to:)`: "a literal Unicode-based comparison",
/// https://developer.apple.com/documentation/foundation/nsstring/isequal(to:); String
/// Programming Guide, "Comparing Strings": a literal comparison treats composed and
/// decomposed characters as different). Route names are not among them: the app's own Swift
/// compares those with `==`.
package enum LiteralText {
    /// Whether `a` and `b` are the same code points.
    @inline(__always)
    package static func equal(_ a: String, _ b: String) -> Bool {
        a.utf8.elementsEqual(b.utf8)
    }

    /// "\"CAFE\u{301}\" looks the same as the app's \"CAF\u{C9}\" but is written with
    /// other code points": the message of a `written` identifier that is canonically equal to
    /// the `registered` one but not the same code points, each shown with its non-ASCII
    /// scalars escaped so that the difference is seen.
    package static func mismatch(_ written: String, _ registered: String) -> String {
        "\(JSONText.quoted(written)) looks the same as the app's \(JSONText.quoted(registered)) but is written with other code points (\(spelled(written)) against \(spelled(registered)); one is NFC, the other NFD or mixed)"
    }

    /// `text` with every scalar past ASCII written `\u{301}`.
    static func spelled(_ text: String) -> String {
        var output = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII && scalar.value >= 0x20 && scalar.value != 0x7F {
                output.unicodeScalars.append(scalar)
            } else {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return output
    }
}
