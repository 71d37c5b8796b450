import PushKitFixtures
import Testing

@testable import PushKitCore
@testable import PushKitPreview

/// A small HTML tokenizer, enough to check what the preview emits: start and end
/// tags with their attributes, with the content of `style` and `title` skipped the
/// way a browser reads it (raw text up to the matching end tag).
struct ScannedTag: CustomStringConvertible {
    var name: String
    var isEnd: Bool
    var attributes: [(name: String, value: String)]
    var description: String {
        (isEnd ? "</" : "<") + name + " " + attributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ") + ">"
    }

    static func scan(_ html: String) -> (tags: [ScannedTag], rawText: [String: [String]]) {
        let characters = Array(html.unicodeScalars)
        var tags: [ScannedTag] = []
        var rawText: [String: [String]] = [:]
        var index = 0
        func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
        }
        func skipSpace() {
            while index < characters.count, characters[index].properties.isWhitespace { index += 1 }
        }
        while index < characters.count {
            guard characters[index] == "<" else {
                index += 1
                continue
            }
            index += 1
            guard index < characters.count else { break }
            if characters[index] == "!" {  // doctype or comment
                while index < characters.count, characters[index] != ">" { index += 1 }
                continue
            }
            var tag = ScannedTag(name: "", isEnd: false, attributes: [])
            if characters[index] == "/" {
                tag.isEnd = true
                index += 1
            }
            while index < characters.count, isNameCharacter(characters[index]) {
                tag.name.unicodeScalars.append(characters[index])
                index += 1
            }
            tag.name = tag.name.lowercased()
            while index < characters.count, characters[index] != ">" {
                skipSpace()
                var name = ""
                while index < characters.count, !characters[index].properties.isWhitespace,
                    !["=", ">", "/"].contains(characters[index])
                {
                    name.unicodeScalars.append(characters[index])
                    index += 1
                }
                skipSpace()
                var value = ""
                if index < characters.count, characters[index] == "=" {
                    index += 1
                    skipSpace()
                    if index < characters.count, characters[index] == "\"" || characters[index] == "'" {
                        let quote = characters[index]
                        index += 1
                        while index < characters.count, characters[index] != quote {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                        index += 1
                    } else {
                        while index < characters.count, !characters[index].properties.isWhitespace,
                            characters[index] != ">"
                        {
                            value.unicodeScalars.append(characters[index])
                            index += 1
                        }
                    }
                }
                if !name.isEmpty { tag.attributes.append((name.lowercased(), value)) }
                if index < characters.count, characters[index] == "/" { index += 1 }
            }
            index += 1
            tags.append(tag)
            if !tag.isEnd, ["style", "title", "script", "textarea"].contains(tag.name) {
                let end = Array("</\(tag.name)".unicodeScalars)
                var text = ""
                while index < characters.count {
                    if characters[index] == "<", index + end.count <= characters.count,
                        String(String.UnicodeScalarView(characters[index..<index + end.count])).lowercased()
                            == String(String.UnicodeScalarView(end))
                    {
                        break
                    }
                    text.unicodeScalars.append(characters[index])
                    index += 1
                }
                rawText[tag.name, default: []].append(text)
            }
        }
        return (tags, rawText)
    }
}

@Suite struct HTMLPreviewTests {
    static let allowedTags: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "main", "header", "h1", "h2", "h3", "p", "section", "div",
        "span", "figure", "figcaption", "img", "a", "code", "dl", "dt", "dd", "b", "i", "br",
    ]
    static let allowedAttributes: Set<String> = [
        "lang", "charset", "http-equiv", "content", "name", "class", "style", "src", "alt", "href", "rel",
        "referrerpolicy", "dir",
    ]

    /// Escapes the way the preview must: control and bidi characters as visible
    /// escapes, then the five HTML specials. Written independently of the library.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\u{1B}": result += "\\u{1B}"
            case "\u{202E}": result += "\\u{202E}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Checks everything the page must never contain; with the default `images`, not
    /// one image source.
    static func checkSafe(_ html: String, _ context: String, images: HTMLPreview.Images = .placeholders) {
        let (tags, rawText) = ScannedTag.scan(html)
        #expect(!html.lowercased().contains("<script"), "\(context)")
        #expect(rawText["style"]?.count == 1, "\(context)")
        #expect(rawText["style"]?.first == "\n" + HTMLStyle.sheet, "the style sheet holds payload text: \(context)")
        #expect(rawText["script"] == nil && rawText["textarea"] == nil, "\(context)")
        for tag in tags {
            #expect(allowedTags.contains(tag.name), "unexpected tag \(tag): \(context)")
            for (name, value) in tag.attributes {
                #expect(allowedAttributes.contains(name), "unexpected attribute \(name) in \(tag): \(context)")
                #expect(!name.hasPrefix("on"), "event handler \(name) in \(tag): \(context)")
                let lowered = value.lowercased()
                #expect(!lowered.contains("javascript:") && !lowered.contains("vbscript:"), "\(tag): \(context)")
                if name == "dir" { #expect(value == "auto", "\(tag): \(context)") }
                if name == "src" {
                    #expect(images == .publicHTTPS, "an image loads by default: \(tag): \(context)")
                    #expect(lowered.hasPrefix("https://"), "\(tag): \(context)")
                }
                if name == "href" || name == "src" {
                    #expect(lowered.hasPrefix("https://") || lowered.hasPrefix("http://"), "\(tag): \(context)")
                    let forbidden: Set<Character> = [" ", "<", "\"", "'"]
                    let clean = !value.contains { forbidden.contains($0) }
                    #expect(clean, "\(tag): \(context)")
                }
                if name == "style" {
                    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEF0123456789#(),.:;-")
                    #expect(value.allSatisfy { allowed.contains($0) }, "style \(value): \(context)")
                    #expect(!lowered.contains("url(") && !lowered.contains("expression"), "\(value): \(context)")
                }
                if name == "http-equiv" {
                    #expect(
                        ["Content-Security-Policy", "x-dns-prefetch-control"].contains(value), "\(tag): \(context)")
                }
            }
        }
        let policies = tags.filter {
            $0.attributes.contains { $0.name == "http-equiv" && $0.value != "x-dns-prefetch-control" }
        }
        #expect(policies.count == 1, "\(context)")
        #expect(
            policies.first?.attributes.first { $0.name == "content" }?.value
                == HTMLPreview.contentSecurityPolicy(for: images))
        let prefetch = tags.filter {
            $0.attributes.contains { $0.name == "http-equiv" && $0.value == "x-dns-prefetch-control" }
        }
        #expect(prefetch.count == 1 && prefetch.first?.attributes.last?.value == "off", "\(context)")
        if images == .placeholders {
            #expect(!html.lowercased().contains("src=\"http"), "\(context)")
        }
        #expect(
            !html.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || $0 == "\u{202E}" },
            "raw control or bidi character: \(context)")
    }

    @Test func policyForbidsScriptsAndRemoteImagesByDefault() {
        for images in [HTMLPreview.Images.placeholders, .publicHTTPS] {
            let policy = HTMLPreview.contentSecurityPolicy(for: images)
            #expect(policy == HTMLPreview(appName: "A", images: images).contentSecurityPolicy)
            #expect(policy.hasPrefix("default-src 'none'"))
            #expect(!policy.contains("script-src") && !policy.contains("unsafe-eval"))
            #expect(policy.contains("style-src 'unsafe-inline'") && !policy.contains("http:"))
        }
        #expect(HTMLPreview.contentSecurityPolicy(for: .placeholders).contains("img-src data:;"))
        #expect(!HTMLPreview.contentSecurityPolicy(for: .placeholders).contains("https:"))
        #expect(HTMLPreview.contentSecurityPolicy(for: .publicHTTPS).contains("img-src https:;"))
        #expect(HTMLPreview(appName: "A").images == .placeholders)
    }

    @Test(arguments: HostilePreview.reports.indices, [HTMLPreview.Images.placeholders, .publicHTTPS])
    func hostileTextIsEscapedEverywhere(_ index: Int, images: HTMLPreview.Images) {
        let report = HostilePreview.reports[index]
        let title = HostilePreview.text("page-title")
        let html = HTMLPreview(appName: HostilePreview.text("app"), images: images).render(report, title: title)
        Self.checkSafe(html, "report \(index)", images: images)
        #expect(!html.contains("</style><script>"), "report \(index)")
        #expect(!html.contains("\"onerror="), "report \(index)")
        #expect(html.contains("<title>" + Self.escaped(title) + "</title>"))
        for field in Self.shownFields[index] {
            #expect(
                html.contains(Self.escaped(HostilePreview.text(field))), "report \(index): \(field) not shown escaped")
        }
    }

    /// The payload strings each hostile report's preview shows.
    static let shownFields: [[String]] = [
        [
            "app", "title", "subtitle", "body", "launch", "title-loc", "title-arg", "body-loc", "body-arg", "sound",
            "thread", "category", "target", "filter", "custom",
        ],
        ["silent-key"],
        ["live-alert", "state", "attributes"],
        ["app", "title", "subtitle", "body", "button-1", "button-2", "caption", "subcaption", "item", "key"],
        ["app", "android-title", "android-body", "android-sound", "button-1", "key"],
        ["trigger", "banner-header", "banner-description", "banner-button", "banner-title", "banner-body", "title"],
        ["trigger", "banner-header", "banner-description", "banner-button", "banner-title", "banner-body"],
        [
            "page0-header", "page0-description", "page0-button", "page1-button", "page1-deeplink", "page2-header",
            "page2-image", "page3-description", "page3-button",
        ],
        ["class", "method", "parameter", "value"],
        ["title", "body"],
        ["ct", "title"],
        ["title"],
        ["mcid", "cordial-url", "cordial-item", "expiry", "title", "subtitle", "body"],
        ["only-mcid"],
    ]

    @Test func everyHostileReportHasItsFieldList() {
        #expect(Self.shownFields.count == HostilePreview.reports.count)
    }

    @Test func onlyHTTPURLsAreLinkedOrLoaded() {
        for url in HostilePreview.badURLs {
            #expect(HTMLEscaping.linkableURL(url) == nil, "\(url)")
        }
        #expect(
            HTMLEscaping.linkableURL("https://cdn.example.com/a.png?x=1&y=2")
                == "https://cdn.example.com/a.png?x=1&amp;y=2")
        #expect(HTMLEscaping.linkableURL("HTTP://example.com/") == "HTTP://example.com/")
        let items = (HostilePreview.badURLs + ["https://cdn.example.com/a.png"]).map { url in
            Synerise.RichMedia.Carousel.Item(image: url, caption: "c", url: url)
        }
        let push = Synerise.SimplePush(
            campaign: Synerise.Campaign(variantID: 1, hashID: "h"),
            notification: .init(action: .openURL("https://www.example.com/?a=1&b=2")),
            richMedia: .carousel(Synerise.RichMedia.Carousel(orientation: .landscape, items: items)))
        let aps = APS(alert: .text("Hi"), mutableContent: true)
        let report = HostilePreview.report(
            .synerise(
                SynerisePayload(platform: .ios, aps: aps, messageType: .dynamicContent, content: .simplePush(push))))
        for images in [HTMLPreview.Images.placeholders, .publicHTTPS] {
            let html = HTMLPreview(appName: "Shop", images: images).render(report, title: "t")
            Self.checkSafe(html, "links", images: images)
            let (tags, _) = ScannedTag.scan(html)
            let sources = tags.flatMap { $0.attributes.filter { $0.name == "src" }.map(\.value) }
            let links = tags.flatMap { $0.attributes.filter { $0.name == "href" }.map(\.value) }
            #expect(Set(sources) == (images == .publicHTTPS ? ["https://cdn.example.com/a.png"] : []))
            #expect(Set(links) == ["https://cdn.example.com/a.png", "https://www.example.com/?a=1&amp;b=2"])
            for url in HostilePreview.badURLs {
                #expect(html.contains(Self.escaped(url)), "\(url) not shown as text")
            }
        }
    }

    /// A carousel whose items show each URL, for the image-loading tests.
    static func carouselReport(_ urls: [String]) -> ValidationReport {
        let items = urls.map { Synerise.RichMedia.Carousel.Item(image: $0, caption: "c") }
        let push = Synerise.SimplePush(
            campaign: Synerise.Campaign(variantID: 1, hashID: "h"), notification: .init(),
            richMedia: .carousel(Synerise.RichMedia.Carousel(orientation: .landscape, items: items)))
        return HostilePreview.report(
            .synerise(
                SynerisePayload(
                    platform: .ios, aps: APS(alert: .text("Hi"), mutableContent: true), messageType: .dynamicContent,
                    content: .simplePush(push))))
    }

    static let publicImages = [
        "https://cdn.example.com/a.png", "HTTPS://CDN.example.com:8443/b.png?w=1&h=2",
        "https://8.8.8.8/c.png", "https://[2606:4700::1111]/d.png", "https://xn--bcher-kva.example./e.png",
    ]
    static let privateImages = [
        "http://cdn.example.com/a.png", "https://localhost/x.png", "https://LOCALHOST./x.png",
        "https://app.localhost/x.png", "https://printer.local/x.png", "https://intranet/x.png",
        "https://db.internal/x", "https://nas.home.arpa/x", "https://127.0.0.1/x.png", "https://127.1/x.png",
        "https://0x7f.0.0.1/x.png", "https://0x7f000001/x.png", "https://2130706433/x.png", "https://0177.0.0.1/x",
        "https://127.0.0.1./x", "https://10.1.2.3/x", "https://172.16.0.1/x", "https://172.31.255.255/x",
        "https://192.168.1.1:8080/x", "https://169.254.169.254/latest/meta-data", "https://100.64.0.1/x",
        "https://0.0.0.0/x", "https://224.0.0.1/x", "https://255.255.255.255/x", "https://[::1]/x",
        "https://[::]/x", "https://[::ffff:127.0.0.1]/x", "https://[::ffff:7f00:1]/x", "https://[fe80::1]/x",
        "https://[fe80::1%25eth0]/x", "https://[fd00::1]/x", "https://[2002:7f00:1::]/x", "https://[2001:db8::1]/x",
        "https://%31%32%37.0.0.1/x", "https://%6cocalhost/x", "https://１２７.０.０.１/x", "https://127。0。0。1/x",
        "https://user:pw@cdn.example.com/x", "https://cdn.example.com@127.0.0.1/x", "https://cdn.example.com:/x",
        "https://cdn.example.com:80a/x", "https://cdn.example.1/x", "https://256.1.1.1/x", "https://1.2.3.4.5/x",
        "https://a..example/x", "https:///x", "https://[1:2:3]/x",
    ]

    @Test func byDefaultNoImageLoadsAndEachShowsItsURL() {
        let urls = Self.publicImages + Self.privateImages + ["https://x.example/<b>&'\""]
        let html = HTMLPreview(appName: "Shop").render(Self.carouselReport(urls), title: "t")
        Self.checkSafe(html, "default")
        #expect(!html.contains("src="))
        #expect(!html.contains("<img"))
        for url in urls { #expect(html.contains("</b>" + Self.escaped(url) + "</span>"), "\(url)") }
    }

    @Test func withPublicHTTPSOnlyPublicHTTPSImagesLoad() {
        let html = HTMLPreview(appName: "Shop", images: .publicHTTPS).render(
            Self.carouselReport(Self.publicImages + Self.privateImages), title: "t")
        Self.checkSafe(html, "public https", images: .publicHTTPS)
        let (tags, _) = ScannedTag.scan(html)
        let sources = Set(tags.flatMap { $0.attributes.filter { $0.name == "src" }.map(\.value) })
        #expect(sources == Set(Self.publicImages.map { HTMLEscaping.attribute($0) }))
        for url in Self.privateImages {
            #expect(PreviewImageSource.loadable(url) == nil, "\(url) would load")
            #expect(html.contains("</b>" + Self.escaped(url) + "</span>"), "\(url) not a placeholder")
        }
        for url in Self.publicImages { #expect(PreviewImageSource.loadable(url) != nil, "\(url) would not load") }
    }

    @Test func ipv4IsReadAsABrowserReadsIt() {
        func parse(_ host: String) -> UInt32? {
            PreviewImageSource.ipv4(host.split(separator: ".", omittingEmptySubsequences: false))
        }
        #expect(parse("127.0.0.1") == 0x7F00_0001)
        #expect(parse("127.1") == 0x7F00_0001)
        #expect(parse("127.0.1") == 0x7F00_0001)
        #expect(parse("0x7f.1") == 0x7F00_0001)
        #expect(parse("017700000001") == 0x7F00_0001)
        #expect(parse("4294967295") == 0xFFFF_FFFF)
        #expect(parse("4294967296") == nil)
        #expect(parse("1.256") == 0x0100_0100)
        #expect(parse("1.2.65536") == nil)
        #expect(parse("08.1.1.1") == nil)
        #expect(parse("0x.0x.0x.0x") == 0)
        #expect(PreviewImageSource.isPublic(ipv4: 0x0808_0808))
        #expect(!PreviewImageSource.isPublic(ipv4: 0xC0A8_0101))
    }

    @Test func coloursReachCSSOnlyAsChecked() {
        var page = HostilePreview.page("x", layout: 0)
        page.background = Synerise.Page.Fill(color: "#336699", alpha: 0.5)
        page.button = Synerise.Page.PageButton(
            isEnabled: true, color: "#E4002B", text: "Go", textColor: "#FFFFFF", cornerRadius: 12)
        let banner = Synerise.TemplateBanner(campaign: Synerise.Campaign(variantID: 1, hashID: "h"), page: page)
        let report = HostilePreview.report(
            .synerise(
                SynerisePayload(
                    platform: .ios, aps: APS(contentAvailable: true), messageType: .dynamicContent,
                    content: .templateBanner(banner))),
            kind: .syneriseTemplateBanner)
        let html = HTMLPreview(appName: "Shop").render(report, title: "Banner")
        Self.checkSafe(html, "banner")
        #expect(html.contains("style=\"background-color:rgba(51,102,153,0.5)\""))
        #expect(html.contains("background-color:rgba(228,0,43,1);color:rgba(255,255,255,1);border-radius:12px"))
        // The hostile header colour fell back and its size was clamped; a NaN alpha is no alpha.
        #expect(html.contains("class=\"header\" dir=\"auto\" style=\"color:rgba(17,17,17,1);font-size:72px\""))
        #expect(html.contains("class=\"description\" dir=\"auto\" style=\"color:rgba(68,68,68,0);font-size:6px\""))
        #expect(html.contains("close close-center"))
    }

    @Test(arguments: Fixtures.valid)
    func everyValidFixtureRendersSafely(_ path: String) throws {
        let report = try Fixtures.validate(path)
        let html = HTMLPreview(appName: "Shop").render(report, title: path)
        Self.checkSafe(html, path)
        #expect(html.hasPrefix("<!DOCTYPE html>\n"))
        #expect(html.hasSuffix("</html>\n"))
    }

    @Test(arguments: Fixtures.invalid)
    func everyInvalidFixtureRendersSafely(_ path: String) throws {
        let report = try Fixtures.validate(path)
        Self.checkSafe(HTMLPreview(appName: "Shop").render(report, title: path), path)
    }

    @Test func thePageSaysOnceWhatItCannotKnow() throws {
        let carousel = Validator().validate(
            try Fixtures.bytes("synerise/rich-media.carousel/ios-five-items-accents.json"))
        let placeholders = HTMLPreview(appName: "Shop").render(carousel, title: "carousel")
        #expect(placeholders.components(separatedBy: "class=\"caveat\"").count == 2)
        #expect(placeholders.contains("Images are placeholders: this page loads none"))
        #expect(placeholders.contains("the app's own notification content extension, which may lay it out differently"))
        let loading = HTMLPreview(appName: "Shop", images: .publicHTTPS).render(carousel, title: "carousel")
        #expect(loading.contains("An image that does not load here is drawn as a placeholder."))
        #expect(!loading.contains("Images are placeholders"))
        let image = Validator().validate(
            try Fixtures.bytes("synerise/rich-media.single-image/ios-seed-example.json"))
        let single = HTMLPreview(appName: "Shop").render(image, title: "image")
        #expect(single.contains("Images are placeholders") && !single.contains("content extension"))
        let alert = Validator().validate(try Fixtures.bytes("apns/alert/non-ascii-alert.json"))
        #expect(!HTMLPreview(appName: "Shop").render(alert, title: "alert").contains("class=\"caveat\""))
    }

    @Test func payloadTextTakesItsDirectionFromItsFirstLetter() throws {
        let alert = Validator().validate(try Fixtures.bytes("apns/alert/non-ascii-alert.json"))
        let html = HTMLPreview(appName: "Shop").render(alert, title: "alert")
        #expect(html.contains("<div class=\"body\" dir=\"auto\">\u{645}"))
    }

    /// Noto Color Emoji has glyphs for digits, `#`, `*` and the space: listed before the text
    /// fonts it draws them wherever no earlier font is installed (a Linux server without Noto
    /// Sans). Every font list of the sheet ends with its emoji fonts, after the generic family.
    @Test func emojiFontsComeLastInEveryFontList() {
        let generic = ["sans-serif", "monospace", "serif"]
        var lists = 0
        for declaration in HTMLStyle.sheet.split(whereSeparator: { $0 == ";" || $0 == "{" || $0 == "}" }) {
            let text = declaration.trimmingPrefix(while: \.isWhitespace)
            guard text.hasPrefix("font:") || text.hasPrefix("font-family:") else { continue }
            let families = text.split(separator: ",").map { $0.trimmingPrefix(while: \.isWhitespace) }
            let emoji = families.indices.filter { families[$0].lowercased().contains("emoji") }
            let plain = families.indices.filter { !families[$0].lowercased().contains("emoji") }
            lists += 1
            #expect(!emoji.isEmpty && plain.allSatisfy { $0 < emoji.min()! }, "\(text)")
            #expect(plain.contains { generic.contains(String(families[$0])) }, "\(text)")
        }
        #expect(lists >= 2)
    }

    @Test func anUnmodelledPayloadSaysSo() {
        let report = Validator().validate("{\"aps\": ")
        let html = HTMLPreview(appName: "Shop").render(report, title: "broken")
        Self.checkSafe(html, "broken")
        #expect(html.contains("pushkit does not recognise this payload, so there is nothing to preview: "))
        #expect(html.contains(String(report.errorCount) + " error"))
        #expect(report.errorCount > 0)
    }
}
