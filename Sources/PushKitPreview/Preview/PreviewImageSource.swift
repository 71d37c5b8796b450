/// Which image URLs the HTML preview may load when remote images are allowed
/// (``HTMLPreview/Images/publicHTTPS``): https only, to a host that is a public
/// name or a public address, read the way a browser's URL parser reads it.
///
/// The host is what a WHATWG URL parser would connect to: the authority up to the
/// first `/`, `?` or `#`, with no user information (`@`) and an optional decimal port.
/// Refused: any character but ASCII letters, digits, `-` and `.` (so no
/// percent-encoding, and no full-width digit or dot that IDNA would map to ASCII);
/// `localhost` and any name under `.localhost`, `.local`, `.internal`,
/// `.home.arpa` or `.lan`; a single-label name (resolved by the reader's search
/// domain); a name whose last label is a number, unless it parses as an IPv4
/// address (in every form a browser accepts: `127.1`, `0x7f.0.0.1`, `2130706433`,
/// `0177.0.0.1`) that is public; an IPv6 literal outside global unicast
/// (`2000::/3`, without 6to4, Teredo and the documentation prefix).
///
/// A public name may still resolve to a private address (DNS rebinding); only a
/// proxy or the browser's own private-network protection can stop that.
enum PreviewImageSource {
    /// The attribute-escaped URL when it may be an image `src`; `nil` otherwise.
    static func loadable(_ url: String) -> String? {
        guard let escaped = HTMLEscaping.linkableURL(url) else { return nil }
        let scalars = Array(url.unicodeScalars)
        let scheme = Array("https://".unicodeScalars)
        guard scalars.count > scheme.count,
            zip(scalars, scheme).allSatisfy({ String($0.0).lowercased() == String($0.1) })
        else { return nil }
        var authority: [Unicode.Scalar] = []
        for scalar in scalars.dropFirst(scheme.count) {
            if scalar == "/" || scalar == "?" || scalar == "#" { break }
            authority.append(scalar)
        }
        guard isPublic(authority: String(String.UnicodeScalarView(authority))) else { return nil }
        return escaped
    }

    /// Whether an authority (`host` or `host:port`) names a public host.
    static func isPublic(authority: String) -> Bool {
        guard !authority.contains("@") else { return false }
        var host = Substring(authority)
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            let rest = host[host.index(after: close)...]
            guard rest.isEmpty || isPort(rest) else { return false }
            guard let address = ipv6(host[host.index(after: host.startIndex)..<close]) else { return false }
            return isPublic(ipv6: address)
        }
        if let colon = host.firstIndex(of: ":") {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        return isPublic(host: String(host).lowercased())
    }

    /// `:` then one or more decimal digits.
    static func isPort(_ text: Substring) -> Bool {
        text.count > 1 && text.first == ":" && text.dropFirst().allSatisfy { ("0"..."9").contains($0) }
    }

    /// Whether a lowercased host name or IPv4 literal is public.
    static func isPublic(host: String) -> Bool {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-.")
        guard !host.isEmpty, host.allSatisfy({ allowed.contains($0) }) else { return false }
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        guard let last = labels.last, !labels.contains(where: \.isEmpty) else { return false }
        if endsInNumber(last) {
            guard let address = ipv4(labels) else { return false }
            return isPublic(ipv4: address)
        }
        guard labels.count > 1 else { return false }
        let privateSuffixes: [[Substring]] = [["localhost"], ["local"], ["internal"], ["lan"], ["home", "arpa"]]
        return !privateSuffixes.contains { labels.suffix($0.count).elementsEqual($0) }
    }

    /// The WHATWG rule that sends a host to the IPv4 parser: its last label is all
    /// digits, or `0x` followed by hexadecimal digits.
    static func endsInNumber(_ label: Substring) -> Bool {
        if label.allSatisfy({ ("0"..."9").contains($0) }) { return true }
        let lowered = label.lowercased()
        return lowered.hasPrefix("0x") && lowered.dropFirst(2).allSatisfy(\.isHexDigit)
    }

    /// The WHATWG IPv4 parser: one to four parts, each decimal, octal (leading `0`)
    /// or hexadecimal (`0x`); the last part fills the remaining bytes.
    static func ipv4(_ labels: [Substring]) -> UInt32? {
        guard (1...4).contains(labels.count) else { return nil }
        var numbers: [UInt64] = []
        for label in labels {
            let lowered = label.lowercased()
            var digits = Substring(lowered)
            var radix: UInt64 = 10
            if digits.hasPrefix("0x") {
                digits = digits.dropFirst(2)
                radix = 16
            } else if digits.count > 1, digits.hasPrefix("0") {
                digits = digits.dropFirst()
                radix = 8
            }
            var value: UInt64 = 0
            for character in digits {
                guard let digit = character.hexDigitValue, UInt64(digit) < radix else { return nil }
                value = value * radix + UInt64(digit)
                if value > UInt64(UInt32.max) { return nil }
            }
            numbers.append(value)
        }
        guard let last = numbers.last, numbers.dropLast().allSatisfy({ $0 <= 255 }) else { return nil }
        let lastBytes = 5 - numbers.count
        guard lastBytes == 4 || last < (UInt64(1) << (8 * UInt64(lastBytes))) else { return nil }
        var address = last
        for (index, number) in numbers.dropLast().enumerated() { address += number << (8 * UInt64(3 - index)) }
        return UInt32(address)
    }

    /// Address blocks that are not the public internet (RFC 6890 and its updates).
    static let nonPublicIPv4: [(base: UInt32, prefix: UInt32)] = [
        (0x0000_0000, 8),  // this network
        (0x0A00_0000, 8),  // private
        (0x6440_0000, 10),  // shared address space (carrier-grade NAT)
        (0x7F00_0000, 8),  // loopback
        (0xA9FE_0000, 16),  // link-local
        (0xAC10_0000, 12),  // private
        (0xC000_0000, 24),  // IETF protocol assignments
        (0xC000_0200, 24),  // documentation
        (0xC058_6300, 24),  // 6to4 relay anycast
        (0xC0A8_0000, 16),  // private
        (0xC612_0000, 15),  // benchmarking
        (0xC633_6400, 24),  // documentation
        (0xCB00_7100, 24),  // documentation
        (0xE000_0000, 4),  // multicast
        (0xF000_0000, 4),  // reserved, and broadcast
    ]

    static func isPublic(ipv4 address: UInt32) -> Bool {
        !nonPublicIPv4.contains { block in
            let mask: UInt32 = block.prefix == 0 ? 0 : ~UInt32(0) << (32 - block.prefix)
            return address & mask == block.base
        }
    }

    /// An IPv6 literal (without brackets) as eight 16-bit groups, `::` and a dotted
    /// IPv4 tail accepted; `nil` when malformed (a zone id included).
    static func ipv6(_ text: Substring) -> [UInt16]? {
        func groups(_ part: Substring) -> [UInt16]? {
            guard !part.isEmpty else { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index == pieces.count - 1, piece.contains(".") {
                    let labels = piece.split(separator: ".", omittingEmptySubsequences: false)
                    let decimal = labels.allSatisfy { label in
                        (1...3).contains(label.count) && label.allSatisfy { ("0"..."9").contains($0) }
                            && !(label.count > 1 && label.hasPrefix("0"))
                    }
                    guard labels.count == 4, decimal, let address = ipv4(labels) else { return nil }
                    result += [UInt16(address >> 16), UInt16(address & 0xFFFF)]
                    continue
                }
                guard (1...4).contains(piece.count), let value = UInt16(piece, radix: 16) else { return nil }
                result.append(value)
            }
            return result
        }
        let halves = text.split(separator: "::", omittingEmptySubsequences: false)
        if halves.count == 1 {
            guard let all = groups(text), all.count == 8 else { return nil }
            return all
        }
        guard halves.count == 2, let head = groups(halves[0]), let tail = groups(halves[1]),
            head.count + tail.count < 8
        else { return nil }
        return head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
    }

    /// Global unicast (`2000::/3`) without 6to4 (`2002::/16`), the IETF block with
    /// Teredo (`2001::/23`) and documentation (`2001:db8::/32`).
    static func isPublic(ipv6 groups: [UInt16]) -> Bool {
        guard groups.count == 8, groups[0] & 0xE000 == 0x2000 else { return false }
        if groups[0] == 0x2002 || (groups[0] == 0x2001 && groups[1] < 0x0200) { return false }
        return !(groups[0] == 0x2001 && groups[1] == 0x0DB8)
    }
}
