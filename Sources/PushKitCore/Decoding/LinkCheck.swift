/// What pushkit can tell about a URL string without a URL type.
enum LinkCheck {
    /// Schemes that run code or read local data wherever a link is opened.
    static let dangerousSchemes: Set<String> = ["javascript", "data", "file", "vbscript"]

    /// The scheme of `text` as a browser would see it: leading spaces and control
    /// characters dropped, tabs and line breaks inside removed, percent-escapes
    /// decoded, lowercased. `nil` when there is no scheme.
    static func effectiveScheme(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var started = false
        for byte in text.utf8 {
            if !started, byte <= 0x20 { continue }
            started = true
            if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            bytes.append(byte)
            if bytes.count > 64 { break }
        }
        bytes = percentDecoded(bytes)
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isLetter(first),
            scheme.allSatisfy({
                isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "+")
                    || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
            })
        else { return nil }
        return String(decoding: scheme.map { $0 | 0x20 }, as: UTF8.self)
    }

    /// The dangerous scheme `text` uses, if any.
    static func dangerousScheme(_ text: String) -> String? {
        guard let scheme = effectiveScheme(text), dangerousSchemes.contains(scheme) else { return nil }
        return scheme
    }

    /// Whether `text` is an absolute `http` or `https` URL with a host and no spaces.
    static func isAbsoluteHTTP(_ text: String, httpsOnly: Bool = false) -> Bool {
        let utf8 = Array(text.utf8)
        guard !utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
        let lower = String(decoding: utf8.prefix(8).map { $0 | ($0 >= 0x41 && $0 <= 0x5A ? 0x20 : 0) }, as: UTF8.self)
        let rest: ArraySlice<UInt8>
        if lower.hasPrefix("https://") {
            rest = utf8[8...]
        } else if !httpsOnly, lower.hasPrefix("http://") {
            rest = utf8[7...]
        } else {
            return false
        }
        let authority = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        let host = authority.split(separator: UInt8(ascii: "@"), omittingEmptySubsequences: false).last ?? []
        return !host.isEmpty && host.first != UInt8(ascii: ":")
    }

    /// Whether `text` has the shape `scheme://...` with a valid scheme.
    static func isURI(_ text: String) -> Bool {
        guard let separator = separatorOffset(text), separator > 0 else { return false }
        return effectiveScheme(text) != nil
    }

    /// The UTF-8 offset of the first `://` in `text`, found by a plain byte scan.
    static func separatorOffset(_ text: String) -> Int? {
        var utf8 = text.utf8.makeIterator()
        var offset = 0
        var previous: (UInt8, UInt8) = (0, 0)
        while let byte = utf8.next() {
            if byte == UInt8(ascii: "/"), previous == (UInt8(ascii: ":"), UInt8(ascii: "/")) { return offset - 2 }
            previous = (previous.1, byte)
            offset += 1
        }
        return nil
    }

    /// The lowercased path extension of a URL, query and fragment ignored.
    static func pathExtension(_ text: String) -> String? {
        let path = text.split(separator: "?", maxSplits: 1).first?.split(separator: "#", maxSplits: 1).first ?? ""
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[name.index(after: dot)...]).lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
                let high = hexDigitValue(bytes[index + 1]), let low = hexDigitValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return output
    }
}

extension Checker {
    /// Checks an image URL that an app extension downloads: no dangerous scheme
    /// (`url.dangerous-scheme`), absolute (`url.invalid`), https (`url.not-https`: App
    /// Transport Security blocks plain http). Returns whether it is an absolute http or
    /// https URL, so that a vendor can add its own checks on the path.
    @discardableResult
    mutating func checkHTTPSImageURL(_ value: JSONValue, _ text: String) -> Bool {
        if let scheme = LinkCheck.dangerousScheme(text) {
            emit(.urlDangerousScheme, at: value, "\(scheme): URLs are never loaded as images; use an https URL")
            return false
        }
        if LinkCheck.isAbsoluteHTTP(text, httpsOnly: true) { return true }
        if LinkCheck.isAbsoluteHTTP(text) {
            emit(.urlNotHTTPS, at: value, "App Transport Security blocks plain http images; use https")
            return true
        }
        emit(.urlInvalid, at: value, "\(JSONText.quoted(text)) is not an absolute https URL")
        return false
    }
}
