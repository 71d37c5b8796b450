// Fuzz target `html`: validation, then the HTML preview of the report, on arbitrary bytes.
//
// Invariants, on every input:
// - no trap, no hang (libFuzzer's -timeout), no leak (AddressSanitizer);
// - the page has no active content: no `<script` anywhere (in any casing); every tag is
//   one the renderer writes, with attributes the renderer writes (so no `on...=` event
//   handler); no attribute value, once its character references are decoded and its
//   blanks and control characters dropped, holds `javascript:`, `vbscript:` or (in a
//   `style`) `expression(` or `url(`;
// - quotes balance inside every tag, and every tag closes;
// - the default page has no `src` at all (it loads no image); with `.publicHTTPS` every
//   `src` is an https URL whose host `PreviewImageSource` calls public.

/// The html target.
enum FuzzTarget {
    static let tags: Set<String> = [
        "!doctype", "a", "b", "body", "br", "code", "dd", "div", "dl", "dt", "figcaption", "figure", "h1", "h2",
        "h3", "head", "header", "html", "i", "img", "main", "meta", "p", "section", "span", "style", "title",
    ]
    static let attributes: Set<String> = [
        "alt", "charset", "class", "content", "href", "http-equiv", "lang", "name", "referrerpolicy", "rel", "src",
        "style",
    ]

    static func run(_ bytes: [UInt8]) {
        let report = Validator().validate(bytes)
        let page = HTMLPreview(appName: "App").render(report, title: "t")
        check(Array(page.utf8), bytes, loadsImages: false)
        let loading = HTMLPreview(appName: "App", images: .publicHTTPS).render(report, title: "t")
        check(Array(loading.utf8), bytes, loadsImages: true)
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    static func check(_ page: [UInt8], _ bytes: [UInt8], loadsImages: Bool) {
        let lower = page.map(lowered)
        fuzzRequire(!contains(lower, "<script"), "<script in the preview of \(fuzzHex(bytes))")
        var index = 0
        while index < lower.count {
            guard lower[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            index = checkTag(lower, from: index + 1, bytes, loadsImages: loadsImages)
        }
    }

    /// Reads one tag starting after its `<`; returns the index after its `>`.
    static func checkTag(_ page: [UInt8], from start: Int, _ bytes: [UInt8], loadsImages: Bool) -> Int {
        var index = start
        if index < page.count && page[index] == UInt8(ascii: "/") { index += 1 }
        let nameStart = index
        while index < page.count && !isBlank(page[index]) && page[index] != UInt8(ascii: ">")
            && page[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        let name = String(decoding: page[nameStart..<index], as: UTF8.self)
        fuzzRequire(tags.contains(name), "unexpected tag <\(name)> in the preview of \(fuzzHex(bytes))")
        if name == "!doctype" {
            while index < page.count && page[index] != UInt8(ascii: ">") { index += 1 }
            return index + 1
        }
        while true {
            while index < page.count && (isBlank(page[index]) || page[index] == UInt8(ascii: "/")) { index += 1 }
            fuzzRequire(index < page.count, "tag <\(name)> never closes in the preview of \(fuzzHex(bytes))")
            if page[index] == UInt8(ascii: ">") { return index + 1 }
            let attributeStart = index
            while index < page.count && !isBlank(page[index]) && page[index] != UInt8(ascii: "=")
                && page[index] != UInt8(ascii: ">")
            {
                index += 1
            }
            let attribute = String(decoding: page[attributeStart..<index], as: UTF8.self)
            fuzzRequire(
                attributes.contains(attribute),
                "unexpected attribute \(attribute) on <\(name)> in the preview of \(fuzzHex(bytes))")
            guard index < page.count, page[index] == UInt8(ascii: "=") else { continue }
            index += 1
            fuzzRequire(
                index < page.count && page[index] == UInt8(ascii: "\""),
                "unquoted value of \(attribute) on <\(name)> in the preview of \(fuzzHex(bytes))")
            index += 1
            let valueStart = index
            while index < page.count && page[index] != UInt8(ascii: "\"") { index += 1 }
            fuzzRequire(index < page.count, "unclosed quote in <\(name)> in the preview of \(fuzzHex(bytes))")
            checkValue(Array(page[valueStart..<index]), attribute: attribute, tag: name, bytes)
            if attribute == "src" {
                fuzzRequire(loadsImages, "an image loads by default in the preview of \(fuzzHex(bytes))")
                let url = String(decoding: decoded(Array(page[valueStart..<index])), as: UTF8.self)
                fuzzRequire(
                    url.hasPrefix("https://") && PreviewImageSource.loadable(url) != nil,
                    "image \(url) is not public https in the preview of \(fuzzHex(bytes))")
            }
            index += 1
        }
    }

    /// Checks one attribute value, as a browser would see it.
    static func checkValue(_ raw: [UInt8], attribute: String, tag: String, _ bytes: [UInt8]) {
        let value = decoded(raw).filter { $0 > 0x20 && $0 != 0x7F }.map(lowered)
        for bad in ["javascript:", "vbscript:"] {
            fuzzRequire(!contains(value, bad), "\(bad) in \(attribute) of <\(tag)> in the preview of \(fuzzHex(bytes))")
        }
        if attribute == "style" {
            for bad in ["expression(", "url(", "@import", "\\"] {
                fuzzRequire(!contains(value, bad), "\(bad) in a style of <\(tag)> in the preview of \(fuzzHex(bytes))")
            }
        }
    }

    /// Decodes `&#NN;`, `&#xHH;` and the few named references a URL could hide behind.
    static func decoded(_ raw: [UInt8]) -> [UInt8] {
        let named: [String: UInt8] = [
            "colon": 0x3A, "tab": 0x09, "newline": 0x0A, "lpar": 0x28, "rpar": 0x29, "amp": 0x26, "quot": 0x22,
            "lt": 0x3C, "gt": 0x3E, "apos": 0x27, "sol": 0x2F,
        ]
        var out: [UInt8] = []
        var index = 0
        while index < raw.count {
            guard raw[index] == UInt8(ascii: "&") else {
                out.append(raw[index])
                index += 1
                continue
            }
            var end = index + 1
            while end < raw.count && end - index < 12 && raw[end] != UInt8(ascii: ";") { end += 1 }
            let body = String(decoding: raw[(index + 1)..<end], as: UTF8.self).lowercased()
            var scalar: UInt32?
            if body.hasPrefix("#x") {
                scalar = UInt32(body.dropFirst(2), radix: 16)
            } else if body.hasPrefix("#") {
                scalar = UInt32(body.dropFirst(1))
            } else if let byte = named[body] {
                scalar = UInt32(byte)
            }
            if let scalar, let unicode = Unicode.Scalar(scalar) {
                out.append(contentsOf: Array(String(Character(unicode)).utf8))
                index = end < raw.count ? end + 1 : end
            } else {
                out.append(raw[index])
                index += 1
            }
        }
        return out
    }

    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let needle = Array(needle.utf8)
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
