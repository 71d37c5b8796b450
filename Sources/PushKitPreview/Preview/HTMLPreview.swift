/// A self-contained HTML page that draws what a payload shows: the notification
/// collapsed and expanded in the look of an iOS lock screen, its buttons, its image or
/// every carousel item, and every banner or walkthrough page with its colours, alpha,
/// font sizes, button and close-button position. A silent payload gets a sentence.
///
/// The page has inline CSS only and no script at all, and by default it loads nothing:
/// every image is a placeholder box that shows its URL as text, and its
/// Content-Security-Policy forbids scripts, frames, fonts, fetches and images, so that
/// opening a preview tells the payload's author nothing and reaches no host on the
/// reader's network. With ``Images/publicHTTPS`` an https image from a public host is
/// loaded (see ``Images``). Every payload string is escaped for where it goes (element
/// text or attribute value); only http and https URLs become `href`, anything else is
/// shown as text; colours reach CSS only when they match `#RRGGBB`, and numbers only
/// as clamped decimals.
public struct HTMLPreview: Sendable {
    /// Which images a preview loads.
    public enum Images: Sendable, Equatable {
        /// None (the default): every image is a placeholder showing its URL as text, and
        /// the Content-Security-Policy allows no image source but `data:`.
        case placeholders
        /// Images whose URL is https and whose host is a public name or address: never
        /// http, never `localhost` or a name under `.localhost`, `.local`, `.internal`,
        /// `.lan` or `.home.arpa`, never a single-label name, never a loopback,
        /// private, link-local, shared, multicast or reserved address (an IPv4 address
        /// read in every form a browser accepts, such as `127.1` or `0x7f000001`), never
        /// a URL with user information or a percent-encoded or non-ASCII host. Every
        /// other image is a placeholder; the Content-Security-Policy allows `https:`
        /// images only. A public name that resolves to a private address is not caught.
        case publicHTTPS
    }

    /// The app name shown at the top of a notification.
    public var appName: String

    /// Which images the page loads.
    public var images: Images

    /// Creates a preview; by default it loads no image.
    public init(appName: String, images: Images = .placeholders) {
        self.appName = appName
        self.images = images
    }

    /// The Content-Security-Policy a page carries when it loads `images`.
    public static func contentSecurityPolicy(for images: Images) -> String {
        let imageSources =
            switch images {
            case .placeholders: "data:"
            case .publicHTTPS: "https:"
            }
        return "default-src 'none'; img-src " + imageSources
            + "; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"
    }

    /// The Content-Security-Policy this preview's pages carry.
    public var contentSecurityPolicy: String {
        Self.contentSecurityPolicy(for: images)
    }

    /// The page for one validated payload; `title` names it (escaped like payload text).
    public func render(_ report: ValidationReport, title: String) -> String {
        let scene = PreviewSceneBuilder(appName: appName).scene(for: report)
        var writer = HTMLWriter(appName: appName, images: images)
        writer.page(scene, title: title)
        return writer.html
    }
}

/// Writes the page.
private struct HTMLWriter {
    let appName: String
    let images: HTMLPreview.Images
    var html = ""

    init(appName: String, images: HTMLPreview.Images) {
        self.appName = appName
        self.images = images
    }

    mutating func page(_ scene: PreviewScene, title: String) {
        html += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"\(HTMLPreview.contentSecurityPolicy(for: images))\">\n"
        html += "<meta http-equiv=\"x-dns-prefetch-control\" content=\"off\">\n"
        html += "<meta name=\"referrer\" content=\"no-referrer\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>" + HTMLEscaping.text(title, keepNewlines: false) + "</title>\n"
        html += "<style>\n" + HTMLStyle.sheet + "</style>\n</head>\n<body>\n<main>\n"
        html += "<header class=\"top\"><h1>" + HTMLEscaping.text(title, keepNewlines: false) + "</h1>"
        html += "<p class=\"summary\">" + fragments(scene.summary) + "</p>" + caveat(scene) + "</header>\n"
        for block in scene.blocks {
            switch block {
            case .notification(let card): notification(card)
            case .pages(let pages): self.pages(pages)
            case .sentence(let words): html += "<p class=\"sentence\">" + fragments(words) + "</p>\n"
            case .facts(let facts): html += "<section class=\"block\">" + self.facts(facts) + "</section>\n"
            }
        }
        html += "</main>\n</body>\n</html>\n"
    }

    /// What the page cannot know, said once under the heading: how the app's own extension
    /// draws a carousel, and what the images look like unless they are loaded.
    func caveat(_ scene: PreviewScene) -> String {
        var hasImage = false
        var hasCarousel = false
        for block in scene.blocks {
            switch block {
            case .notification(let card):
                switch card.media {
                case .image: hasImage = true
                case .carousel:
                    hasImage = true
                    hasCarousel = true
                case .none: break
                }
            case .pages(let pages):
                for page in pages.pages {
                    switch page.layout {
                    case .colorAsBackground: break
                    case .imageAsBackground, .imageWithTextAtop, .imageWithTextBelow: hasImage = true
                    }
                }
            case .sentence, .facts: break
            }
        }
        var sentences: [String] = []
        if hasImage {
            sentences.append(
                images == .placeholders
                    ? "Images are placeholders: this page loads none (pushkit render --load-images loads https images"
                        + " from public hosts)."
                    : "An image that does not load here is drawn as a placeholder.")
        }
        if hasCarousel {
            sentences.append(
                "The carousel is drawn on the device by the app's own notification content extension, which may"
                    + " lay it out differently: here are its items in order.")
        }
        guard !sentences.isEmpty else { return "" }
        return "<p class=\"caveat\"><b>What this preview cannot know.</b> " + sentences.joined(separator: " ") + "</p>"
    }

    // MARK: Text

    func fragments(_ fragments: [PreviewFragment]) -> String {
        fragments.map { fragment in
            switch fragment {
            case .text(let text):
                return HTMLEscaping.text(text)
            case .value(let value), .code(let value):
                return "<code>" + HTMLEscaping.text(value, keepNewlines: false) + "</code>"
            case .url(let url):
                var shown = HTMLEscaping.text(url, keepNewlines: false)
                // A punycode host is shown decoded beside it: `xn--l-7sba6dbr.com` is `раураl.com`.
                if let report = LookAlikeHost.report(url), report.decoded != report.host {
                    shown +=
                        " <span class=\"host\">(host " + HTMLEscaping.text(report.decoded, keepNewlines: false)
                        + ")</span>"
                }
                guard let href = HTMLEscaping.linkableURL(url) else { return "<code>" + shown + "</code>" }
                return "<a href=\"" + href + "\" rel=\"noreferrer noopener\">" + shown + "</a>"
            }
        }.joined()
    }

    func facts(_ facts: [PreviewFact]) -> String {
        guard !facts.isEmpty else { return "" }
        var text = "<dl class=\"facts\">"
        for fact in facts {
            text += "<dt>" + HTMLEscaping.text(fact.label) + "</dt><dd>" + fragments(fact.value) + "</dd>"
        }
        return text + "</dl>\n"
    }

    /// An image box. By default, and for a URL the image policy refuses, a placeholder
    /// naming the label and showing the URL as text. With ``HTMLPreview/Images/publicHTTPS``
    /// an https URL to a public host is loaded; when it does not load, the style sheet
    /// draws the same placeholder (from `alt`).
    func image(_ url: String, label: String, className: String) -> String {
        let shown = HTMLEscaping.text(url, keepNewlines: false)
        let loadable = images == .publicHTTPS ? PreviewImageSource.loadable(url) : nil
        guard let source = loadable else {
            return "<div class=\"" + className + "\"><span class=\"ph\"><b>" + HTMLEscaping.text(label) + "</b>"
                + shown + "</span></div>"
        }
        let alt = label.isEmpty ? "" : HTMLEscaping.attribute(label.uppercased()) + "&#10;" + shown
        return "<div class=\"" + className + "\"><img src=\"" + source + "\" alt=\"" + alt
            + "\" referrerpolicy=\"no-referrer\"></div>"
    }

    // MARK: Notifications

    mutating func notification(_ card: NotificationScene) {
        let android = card.platform == .android
        html += "<section class=\"block\">\n<h2>" + HTMLEscaping.text(card.heading) + "</h2>\n<div class=\"row\">\n"
        html += "<figure class=\"view\"><figcaption>" + (android ? "Collapsed" : "Lock screen") + "</figcaption>"
        html += collapsed(card) + "</figure>\n"
        html += "<figure class=\"view\"><figcaption>" + (android ? "Expanded" : "Expanded (long press)")
        html += "</figcaption>" + expanded(card) + "</figure>\n</div>\n"
        if case .carousel(let carousel) = card.media { html += self.carousel(carousel) }
        var facts: [PreviewFact] = []
        if case .image(let url) = card.media {
            facts.append(PreviewFact(label: android ? "Big picture" : "Image", value: [.url(url)]))
        }
        for (offset, button) in card.buttons.enumerated() {
            facts.append(
                PreviewFact(
                    label: "Button " + String(offset + 1), value: [.value(button.label), .text(": ")] + button.action))
        }
        if let tap = card.tap { facts.append(PreviewFact(label: "Tap", value: tap)) }
        html += self.facts(facts + card.facts) + "</section>\n"
    }

    func head(_ card: NotificationScene) -> String {
        "<div class=\"head\"><span class=\"icon\"></span><span class=\"app\">"
            + HTMLEscaping.text(appName, keepNewlines: false) + "</span><span class=\"time\">now</span></div>"
    }

    func texts(_ card: NotificationScene) -> String {
        var text = ""
        if let label = card.badgeLabel { text += "<div class=\"level\">" + HTMLEscaping.text(label) + "</div>" }
        if let title = card.title { text += payloadText(title, className: "title") }
        if let subtitle = card.subtitle { text += payloadText(subtitle, className: "subtitle") }
        if let body = card.body { text += payloadText(body, className: "body") }
        return text
    }

    /// A block of payload text: `dir="auto"` lays it out right to left when its first strong
    /// letter is Arabic or Hebrew, and puts the ellipsis of a cut line at its end.
    func payloadText(_ text: String, className: String) -> String {
        "<div class=\"" + className + "\" dir=\"auto\">" + HTMLEscaping.text(text) + "</div>"
    }

    func collapsed(_ card: NotificationScene) -> String {
        let platform = card.platform == .android ? " android" : ""
        var text = "<div class=\"card collapsed" + platform + "\">" + head(card) + "<div class=\"content\"><div>"
        text += texts(card) + "</div>"
        switch card.media {
        case .image(let url): text += image(url, label: "", className: "thumb")
        case .carousel(let carousel):
            if let first = carousel.items.first { text += image(first.image, label: "", className: "thumb") }
        case .none: break
        }
        return text + "</div></div>"
    }

    func expanded(_ card: NotificationScene) -> String {
        let android = card.platform == .android
        var text = "<div class=\"card expanded" + (android ? " android" : "") + "\">"
        if !android { text += mediaTop(card) }
        text += head(card) + "<div class=\"content\"><div>" + texts(card) + "</div></div>"
        if android { text += mediaTop(card) }
        if android, !card.buttons.isEmpty {
            text += "<div class=\"android-actions\">"
            for button in card.buttons {
                text += "<span dir=\"auto\">" + HTMLEscaping.text(button.label, keepNewlines: false) + "</span>"
            }
            text += "</div>"
        }
        text += "</div>"
        if !android, !card.buttons.isEmpty {
            text += "<div class=\"actions\">"
            for button in card.buttons {
                text += "<div dir=\"auto\">" + HTMLEscaping.text(button.label, keepNewlines: false) + "</div>"
            }
            text += "</div>"
        }
        return text
    }

    /// The image or the first carousel item, drawn above the expanded notification.
    func mediaTop(_ card: NotificationScene) -> String {
        switch card.media {
        case .image(let url):
            return image(url, label: "image", className: "media")
        case .carousel(let carousel):
            guard let first = carousel.items.first else { return "" }
            var text = "<div class=\"slide\">" + image(first.image, label: "item 1", className: "media")
            if let caption = first.caption { text += payloadText(caption, className: "caption") }
            if let subcaption = first.subcaption { text += payloadText(subcaption, className: "subcaption") }
            text += dots(current: 0, count: carousel.items.count, className: "dots dark")
            return text + "</div>"
        case .none:
            return ""
        }
    }

    func dots(current: Int, count: Int, className: String) -> String {
        guard count > 1 else { return "" }
        var text = "<div class=\"" + className + "\">"
        for index in 0..<min(count, 30) { text += index == current ? "<i class=\"on\"></i>" : "<i></i>" }
        return text + "</div>"
    }

    func carousel(_ carousel: CarouselScene) -> String {
        var heading = "Carousel"
        if let orientation = carousel.orientation { heading += ", " + orientation }
        heading += ", " + String(carousel.items.count) + (carousel.items.count == 1 ? " item" : " items")
        var text = "<h3>" + HTMLEscaping.text(heading) + " <span>(" + HTMLEscaping.text(carousel.note) + ")</span></h3>"
        let shape = carousel.orientation == "portrait" ? " portrait" : ""
        text += "<div class=\"carousel" + shape + "\">"
        for (offset, item) in carousel.items.enumerated() {
            text += "<div class=\"item\">" + image(item.image, label: "item " + String(offset + 1), className: "media")
            if let caption = item.caption { text += payloadText(caption, className: "caption") }
            if let subcaption = item.subcaption { text += payloadText(subcaption, className: "subcaption") }
            if let url = item.url { text += "<div class=\"link\">" + fragments([.url(url)]) + "</div>" }
            text += "</div>"
        }
        return text + "</div>\n"
    }

    // MARK: Pages

    mutating func pages(_ scene: PagesScene) {
        html += "<section class=\"block\">\n<h2>" + HTMLEscaping.text(scene.heading) + "</h2>\n"
        if !scene.notes.isEmpty {
            html += "<p class=\"note\">" + scene.notes.map { fragments($0) }.joined(separator: " ") + "</p>\n"
        }
        html += scene.pages.count == 1 ? "<div class=\"row single\">\n" : "<div class=\"row\">\n"
        for (offset, page) in scene.pages.enumerated() {
            var caption =
                scene.pages.count > 1 ? "Page " + String(offset + 1) + " of " + String(scene.pages.count) : "Page"
            caption += " · " + page.layout.wireType
            if let index = page.index { caption += " · index " + String(index) }
            html += "<figure class=\"page-view\"><figcaption>" + HTMLEscaping.text(caption) + "</figcaption>"
            let dots = scene.areIndicatorsVisible == true ? (offset, scene.pages.count) : nil
            html += phone(page, dots: dots) + pageFacts(page) + "</figure>\n"
        }
        html += "</div>\n</section>\n"
    }

    func phone(_ page: Synerise.Page, dots: (Int, Int)?) -> String {
        let background = CSS.color(page.background.color, alpha: page.background.alpha, fallback: "#FFFFFF")
        var text = "<div class=\"phone\"><div class=\"app-behind\"><i></i><i></i><i></i><i></i><i></i></div>"
        text += "<div class=\"page " + page.layout.wireType + "\" style=\"background-color:" + background + "\">"
        if page.closeButton.isEnabled {
            text += "<span class=\"close close-" + page.closeButton.alignment.rawValue + "\">✕</span>"
        }
        switch page.layout {
        case .colorAsBackground(let header, let description):
            text += pageTexts(header, description, grow: true)
        case .imageAsBackground(let url):
            text += image(url, label: "background image", className: "page-image cover")
            text += "<div class=\"grow\"></div>"
        case .imageWithTextAtop(let url, let header, let description):
            text += pageTexts(header, description, grow: false)
            text += image(url, label: "image", className: "page-image")
        case .imageWithTextBelow(let url, let header, let description):
            text += image(url, label: "image", className: "page-image")
            text += pageTexts(header, description, grow: false)
        }
        if page.button.isEnabled {
            let fill = CSS.color(page.button.color, alpha: nil, fallback: "#007AFF")
            let ink = CSS.color(page.button.textColor, alpha: nil, fallback: "#FFFFFF")
            let radius = CSS.number(page.button.cornerRadius ?? 8, in: 0...40)
            text += "<div class=\"page-button\" dir=\"auto\" style=\"background-color:" + fill + ";color:" + ink
            text += ";border-radius:" + radius + "px\">" + HTMLEscaping.text(page.button.text ?? "") + "</div>"
        }
        if let (current, count) = dots { text += self.dots(current: current, count: count, className: "dots") }
        return text + "</div></div>"
    }

    func pageTexts(_ header: Synerise.Page.Text, _ description: Synerise.Page.Text, grow: Bool) -> String {
        var text = "<div class=\"texts" + (grow ? " grow" : "") + "\">"
        for (part, className, defaultSize, defaultColor) in [
            (header, "header", 24.0, "#111111"), (description, "description", 16.0, "#444444"),
        ] {
            guard let words = part.text else { continue }
            let color = CSS.color(part.color, alpha: part.alpha, fallback: defaultColor)
            let size = CSS.number(part.size ?? defaultSize, in: 6...72)
            text += "<div class=\"" + className + "\" dir=\"auto\" style=\"color:" + color + ";font-size:" + size
            text += "px\">"
            text += HTMLEscaping.text(words) + "</div>"
        }
        return text + "</div>"
    }

    func swatch(_ color: String?) -> String {
        guard let parsed = CampaignColor(hex: color) else {
            guard let color else { return "none" }
            return "<code>" + HTMLEscaping.text(color, keepNewlines: false) + "</code> (not #RRGGBB)"
        }
        return "<span class=\"sw\" style=\"background-color:" + parsed.hex + "\"></span>" + parsed.hex
    }

    func alpha(_ value: Double?) -> String {
        value.map { ", alpha " + DisplayText.number($0) } ?? ""
    }

    func pageFacts(_ page: Synerise.Page) -> String {
        var rows: [(String, String)] = [("Background", swatch(page.background.color) + alpha(page.background.alpha))]
        var texts: [(String, Synerise.Page.Text)] = []
        switch page.layout {
        case .colorAsBackground(let header, let description):
            texts = [("Header", header), ("Description", description)]
        case .imageAsBackground(let url):
            rows.append(("Image", fragments([.url(url)])))
        case .imageWithTextAtop(let url, let header, let description),
            .imageWithTextBelow(let url, let header, let description):
            rows.append(("Image", fragments([.url(url)])))
            texts = [("Header", header), ("Description", description)]
        }
        for (label, text) in texts {
            var value = text.text.map { "<code>" + HTMLEscaping.text($0, keepNewlines: false) + "</code>" } ?? "none"
            value += "<br>" + swatch(text.color) + alpha(text.alpha)
            if let size = text.size { value += ", size " + DisplayText.number(size) }
            rows.append((label, value))
        }
        if page.button.isEnabled {
            var value = page.button.text.map { "<code>" + HTMLEscaping.text($0, keepNewlines: false) + "</code>" } ?? ""
            value += "<br>" + swatch(page.button.color) + " on text " + swatch(page.button.textColor)
            if let radius = page.button.cornerRadius { value += ", corner radius " + DisplayText.number(radius) }
            rows.append(("Button", value))
        } else {
            rows.append(("Button", "disabled"))
        }
        rows.append(
            ("Close", page.closeButton.isEnabled ? "top " + page.closeButton.alignment.rawValue : "disabled"))
        rows.append(("Action", fragments(PreviewSceneBuilder(appName: appName).describe(page.action))))
        var text = "<dl class=\"facts page-facts\">"
        for (label, value) in rows { text += "<dt>" + label + "</dt><dd>" + value + "</dd>" }
        return text + "</dl>"
    }
}

/// Values that go into inline CSS, built only from checked parts.
private enum CSS {
    /// `rgba(r,g,b,a)` from a `#RRGGBB` colour and an alpha clamped to 0...1; the
    /// fallback (a constant of the preview) when the colour is not `#RRGGBB`.
    static func color(_ text: String?, alpha: Double?, fallback: String) -> String {
        let parsed = CampaignColor(hex: text) ?? CampaignColor(hex: fallback) ?? CampaignColor(hex: "#000000")
        guard let parsed else { return "#000000" }
        let opacity = number(alpha ?? 1, in: 0...1)
        return "rgba(" + String(parsed.red) + "," + String(parsed.green) + "," + String(parsed.blue) + "," + opacity
            + ")"
    }

    /// A number clamped to `range`, written with at most two decimals.
    static func number(_ value: Double, in range: ClosedRange<Double>) -> String {
        guard value.isFinite else { return DisplayText.number(range.lowerBound) }
        return DisplayText.number(min(max(value, range.lowerBound), range.upperBound))
    }
}
