/// The parts of a `scheme://authority/path?query#fragment` text, as written (nothing
/// decoded yet), for links and patterns alike.
struct RawURI: Sendable {
    /// The scheme, lowercased.
    var scheme: String
    /// Between `//` and the path.
    var authority: ArraySlice<UInt8>
    /// From the first `/` after the authority up to `?` or `#`.
    var path: ArraySlice<UInt8>
    /// After `?`, up to `#`; `nil` when there is no `?`.
    var query: ArraySlice<UInt8>?
    /// After `#`; `nil` when there is no `#`.
    var fragment: ArraySlice<UInt8>?

    /// Splits `bytes` when they start with a scheme followed by `://`; `nil` otherwise
    /// (a bare key, or text that is not a hierarchical URI).
    init?(_ bytes: [UInt8]) {
        guard let first = bytes.first, RouteText.isLetter(first) else { return nil }
        var index = 1
        while index < bytes.count, RouteText.isSchemeByte(bytes[index]) { index += 1 }
        guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: ":"), bytes[index + 1] == UInt8(ascii: "/"),
            bytes[index + 2] == UInt8(ascii: "/")
        else { return nil }
        scheme = String(decoding: bytes[..<index].map(RouteText.lowercasedASCII), as: UTF8.self)
        var rest = bytes[(index + 3)...]
        if let hash = rest.firstIndex(of: UInt8(ascii: "#")) {
            fragment = rest[(hash + 1)...]
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: UInt8(ascii: "?")) {
            query = rest[(question + 1)...]
            rest = rest[..<question]
        }
        let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
        authority = rest[..<slash]
        path = rest[slash...]
    }
}

/// A link split into what routing compares: the normalized host key, the decoded path
/// segments and the decoded query items.
struct RouteLink: Sendable {
    /// `scheme://host[:port]`, normalized (see ``RouteText/hostKey(scheme:authority:)``).
    var hostKey: String
    /// The path segments, percent-decoded, without a trailing empty segment.
    var segments: [String]
    /// The query items in order, keys and values percent-decoded.
    var query: [(key: String, value: String)]
    /// The value of the first item of each key, built once: a route's query items are
    /// looked up here, so matching costs the route's items, not the link's (a link with
    /// 60,000 items against 19,000 query routes once took 37 s).
    private var firstValues: [String: String] = [:]

    /// Parses a link; `nil` when it has no `scheme://` (a bare key).
    ///
    /// A link is read where a WHATWG URL parser sends it (``WebURL``, URL Standard
    /// §4.4): tabs, newlines and outer spaces removed and, in an http(s) link, a `\`
    /// read as `/` and any run of slashes after the scheme as `//`. So
    /// `https://evil.example\@shop.example.com/p/1` has the host `evil.example`, as in
    /// a browser, and no route of `shop.example.com` matches it.
    init?(_ text: String) {
        guard let raw = Self.raw(text) else { return nil }
        hostKey = RouteText.hostKey(scheme: raw.scheme, authority: raw.authority)
        segments = RouteText.rawSegments(raw.path).map(RouteText.percentDecoded)
        query = RouteText.rawQueryItems(raw.query).map {
            (RouteText.percentDecoded($0.key), RouteText.percentDecoded($0.value ?? [][...]))
        }
        firstValues.reserveCapacity(query.count)
        for item in query where firstValues[item.key] == nil { firstValues[item.key] = item.value }
    }

    /// The parts of `text` as routing compares them. Most links hold no space, control
    /// character or backslash and start `scheme://`: those are split as written.
    private static func raw(_ text: String) -> RawURI? {
        let bytes = Array(text.utf8)
        if !WebURL.needsReading(bytes), let raw = RawURI(bytes) { return raw }
        guard let url = WebURL(bytes: WebURL.preprocessed(bytes)) else { return nil }
        return RawURI(url.routingBytes)
    }

    /// The value of the first query item named `key`.
    func firstValue(of key: String) -> String? {
        firstValues[key]
    }
}

/// Byte-level helpers shared by link and pattern parsing.
enum RouteText {
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func isSchemeByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
    }

    static func lowercasedASCII(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// Decodes `%XX` escapes; a `%` not followed by two hex digits stays as written, and
    /// bytes that are not UTF-8 become U+FFFD. `+` stays `+`.
    static func percentDecoded(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "%")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.endIndex,
                let high = hexDigitValue(bytes[index + 1]), let low = hexDigitValue(bytes[index + 2])
            {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The path's segments as written, once its dot segments are resolved as the WHATWG
    /// URL parser resolves them (URL Standard §4.4 "path state"; RFC 3986 §5.2.4 too): a
    /// single-dot segment (`.` or `%2e`, in any case) is dropped, a double-dot segment
    /// (`..`, `.%2e`, `%2e.`, `%2e%2e`) drops it and the segment before it, and either
    /// as the last segment leaves a trailing slash. So `/./p/1` and `/x/../p/1` are `/p/1`,
    /// as a browser opens them. The leading `/` is dropped, and one trailing empty segment
    /// (a trailing slash); `""` and `"/"` have no segments. `%2F` is no separator:
    /// `%2E%2E%2Fadmin` is one segment, which decodes to `../admin`.
    static func rawSegments(_ path: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        guard !path.isEmpty else { return [] }
        var parts: [ArraySlice<UInt8>] = []
        var start = path.first == UInt8(ascii: "/") ? path.startIndex + 1 : path.startIndex
        var index = start
        while index <= path.endIndex {
            if index == path.endIndex || path[index] == UInt8(ascii: "/") {
                let segment = path[start..<index]
                let isLast = index == path.endIndex
                if isDoubleDot(segment) {
                    if !parts.isEmpty { parts.removeLast() }
                    if isLast { parts.append(path[index..<index]) }
                } else if isSingleDot(segment) {
                    if isLast { parts.append(path[index..<index]) }
                } else {
                    parts.append(segment)
                }
                start = index + 1
            }
            index += 1
        }
        // A trailing slash leaves an empty last segment, which is dropped.
        if parts.last?.isEmpty == true { parts.removeLast() }
        return parts
    }

    /// `.` or `%2e` (URL Standard, "single-dot URL path segment").
    static func isSingleDot(_ segment: ArraySlice<UInt8>) -> Bool {
        segment.count == 1 ? segment.first == UInt8(ascii: ".") : isEncodedDot(segment)
    }

    /// `..`, `.%2e`, `%2e.` or `%2e%2e`, in any case (URL Standard, "double-dot URL path
    /// segment").
    static func isDoubleDot(_ segment: ArraySlice<UInt8>) -> Bool {
        let dot = UInt8(ascii: ".")
        switch segment.count {
        case 2: return segment.allSatisfy { $0 == dot }
        case 4:
            return (segment.first == dot && isEncodedDot(segment.dropFirst()))
                || (segment.last == dot && isEncodedDot(segment.dropLast()))
        case 6: return isEncodedDot(segment.prefix(3)) && isEncodedDot(segment.suffix(3))
        default: return false
        }
    }

    private static func isEncodedDot(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count == 3 && bytes.first == UInt8(ascii: "%") && bytes.dropFirst().first == UInt8(ascii: "2")
            && bytes.last.map { $0 | 0x20 } == UInt8(ascii: "e")
    }

    /// The query's items as written, split at `&` (empty items skipped) and at the first
    /// `=` of each; `value` is `nil` when there is no `=`.
    static func rawQueryItems(_ query: ArraySlice<UInt8>?) -> [(key: ArraySlice<UInt8>, value: ArraySlice<UInt8>?)] {
        guard let query, !query.isEmpty else { return [] }
        var items: [(key: ArraySlice<UInt8>, value: ArraySlice<UInt8>?)] = []
        var start = query.startIndex
        var equals: Int?
        var index = query.startIndex
        while index <= query.endIndex {
            if index == query.endIndex || query[index] == UInt8(ascii: "&") {
                if index > start {
                    if let equals {
                        items.append((query[start..<equals], query[(equals + 1)..<index]))
                    } else {
                        items.append((query[start..<index], nil))
                    }
                }
                start = index + 1
                equals = nil
            } else if equals == nil, query[index] == UInt8(ascii: "=") {
                equals = index
            }
            index += 1
        }
        return items
    }

    /// Default ports, dropped from host keys so `https://a.example:443/` is `https://a.example/`.
    static let defaultPorts: [String: String] = ["http": "80", "https": "443", "ws": "80", "wss": "443"]

    /// `scheme://host[:port]` with the scheme and host lowercased, the host percent-decoded
    /// and its Unicode labels in punycode (`xn--`) form, user info dropped, and the port
    /// without leading zeros (left out when it is the scheme's default).
    static func hostKey(scheme: String, authority: ArraySlice<UInt8>) -> String {
        let parts = splitAuthority(authority)
        var key: [UInt8] = []
        key.reserveCapacity(scheme.utf8.count + 4 + authority.count)
        key.append(contentsOf: scheme.utf8)
        key.append(contentsOf: "://".utf8)
        if parts.host.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "%") }) {
            key.append(contentsOf: normalizedHost(parts.host).utf8)
        } else {
            key.append(contentsOf: parts.host.lazy.map(lowercasedASCII))
        }
        if let port = parts.port, !port.isEmpty {
            var digits = port.drop(while: { $0 == UInt8(ascii: "0") })
            if digits.isEmpty { digits = port.suffix(1) }
            let text = String(decoding: digits.map(lowercasedASCII), as: UTF8.self)
            if defaultPorts[scheme] != text {
                key.append(UInt8(ascii: ":"))
                key.append(contentsOf: text.utf8)
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    /// The host and port of an authority, user info dropped; an IPv6 literal keeps its brackets.
    static func splitAuthority(_ authority: ArraySlice<UInt8>) -> (host: ArraySlice<UInt8>, port: ArraySlice<UInt8>?) {
        var hostPort = authority
        if let at = authority.lastIndex(of: UInt8(ascii: "@")) { hostPort = authority[(at + 1)...] }
        if hostPort.first == UInt8(ascii: "["), let close = hostPort.firstIndex(of: UInt8(ascii: "]")) {
            let host = hostPort[...close]
            let rest = hostPort[(close + 1)...]
            return (host, rest.first == UInt8(ascii: ":") ? rest.dropFirst() : (rest.isEmpty ? nil : rest))
        }
        guard let colon = hostPort.lastIndex(of: UInt8(ascii: ":")) else { return (hostPort, nil) }
        return (hostPort[..<colon], hostPort[(colon + 1)...])
    }

    /// A host compared case-insensitively: percent-decoded, lowercased, and each label
    /// with non-ASCII letters turned into its `xn--` punycode form.
    static func normalizedHost(_ raw: ArraySlice<UInt8>) -> String {
        if !raw.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "%") }) {
            return String(decoding: raw.map(lowercasedASCII), as: UTF8.self)
        }
        let decoded = percentDecoded(raw).lowercased()
        guard decoded.unicodeScalars.contains(where: { !$0.isASCII }) else { return decoded }
        let labels = decoded.split(separator: ".", omittingEmptySubsequences: false).map { label -> String in
            guard label.unicodeScalars.contains(where: { !$0.isASCII }),
                let encoded = Punycode.encode(label.unicodeScalars.map(\.value))
            else { return String(label) }
            return "xn--" + encoded
        }
        return labels.joined(separator: ".")
    }
}
