/// A terminal preview of what a payload shows on the device.
///
/// For a visible push it draws the notification twice, the way iOS shows it on the
/// lock screen (the title on one line, the body on up to four lines ending in `…`)
/// and expanded (everything, wrapped), followed by the image or every carousel item,
/// the buttons and what a tap does. For a banner or a walkthrough it draws every page
/// with its layout, texts, colours, alpha, font sizes, button and close button. For a
/// silent payload it says in a sentence what the payload does.
///
/// The output is never wider than ``width`` display columns (East Asian wide
/// characters and emoji count as two). Control characters and bidirectional
/// overrides in payload text are written as visible escapes such as `\u{1B}` or
/// `\u{202E}`, never sent to the terminal. Escape sequences appear only with
/// ``useColor``: bold titles and true-colour swatches (`ESC[48;2;R;G;Bm`).
public struct TextPreview: Sendable {
    /// The widest a line may be, in display columns (at least 1).
    public var width: Int
    /// The app name shown at the top of a notification.
    public var appName: String
    /// Whether to emit SGR escape sequences (bold, true-colour swatches).
    public var useColor: Bool

    /// Creates a preview that fits `width` columns.
    public init(width: Int, appName: String, useColor: Bool) {
        self.width = width
        self.appName = appName
        self.useColor = useColor
    }

    /// The preview of one validated payload, lines separated by `\n`, ending in `\n`.
    public func render(_ report: ValidationReport) -> String {
        let scene = PreviewSceneBuilder(appName: appName).scene(for: report)
        var writer = TextWriter(columns: max(width, 1), appName: appName, color: useColor)
        writer.draw(scene)
        return writer.output
    }
}

/// Draws a scene line by line.
private struct TextWriter {
    /// The widest notification card: about the width of a phone's notification.
    static let cardWidth = 48
    /// The widest page drawing.
    static let pageWidth = 40

    let columns: Int
    let appName: String
    let color: Bool
    var lines: [StyledLine] = []

    init(columns: Int, appName: String, color: Bool) {
        self.columns = columns
        self.appName = appName
        self.color = color
    }

    var output: String {
        var text = ""
        for line in lines {
            text += line.clipped(to: columns).rendered(color: color)
            text += "\n"
        }
        return text
    }

    mutating func draw(_ scene: PreviewScene) {
        paragraph(scene.summary, style: .strong)
        for block in scene.blocks {
            blank()
            switch block {
            case .notification(let card): notification(card)
            case .pages(let pages): self.pages(pages)
            case .sentence(let fragments): paragraph(fragments)
            case .facts(let facts): self.facts(facts)
            }
        }
    }

    // MARK: Text

    /// Payload text or fixed text of a fragment, safe for a terminal.
    func text(_ fragment: PreviewFragment) -> String {
        switch fragment {
        case .text(let text): DisplayText.visible(text)
        case .value(let value): "\"" + DisplayText.visible(value, keepNewlines: false) + "\""
        case .code(let code): DisplayText.visible(code, keepNewlines: false)
        case .url(let url): DisplayText.visible(url, keepNewlines: false)
        }
    }

    func text(_ fragments: [PreviewFragment]) -> String {
        fragments.map { text($0) }.joined()
    }

    mutating func blank() {
        lines.append(StyledLine())
    }

    /// Wrapped text; lines after the first are indented by `hanging`.
    mutating func paragraph(
        _ fragments: [PreviewFragment], indent: Int = 0, hanging: Int = 0, style: SGRStyle = .plain
    ) {
        paragraph(text(fragments), indent: indent, hanging: hanging, style: style)
    }

    mutating func paragraph(_ text: String, indent: Int = 0, hanging: Int = 0, style: SGRStyle = .plain) {
        let indent = min(indent, columns / 2)
        let hanging = min(hanging, columns / 2)
        let wrapped = TextLayout.wrap(text, columns: columns - max(indent, hanging))
        for (offset, piece) in wrapped.enumerated() {
            var line = StyledLine(String(repeating: " ", count: offset == 0 ? indent : hanging))
            line.append(piece, style: style)
            lines.append(line)
        }
    }

    mutating func heading(_ text: String) {
        paragraph(text, hanging: 2, style: .strong)
    }

    mutating func facts(_ facts: [PreviewFact], indent: Int = 0) {
        for fact in facts {
            paragraph([.text(fact.label + ": ")] + fact.value, indent: indent, hanging: indent + 2)
        }
    }

    // MARK: Boxes

    /// Content lines in a rounded box `outer` columns wide; `nil` draws a rule. Below
    /// 8 columns the box is left out.
    mutating func box(_ content: [StyledLine?], outer: Int, fill: SGRStyle = .plain, rounded: Bool = true) {
        guard outer >= 8 else {
            for line in content { lines.append(line ?? StyledLine(String(repeating: "-", count: outer))) }
            return
        }
        let inner = outer - 4
        let corners = rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
        lines.append(StyledLine(corners.0 + String(repeating: "─", count: outer - 2) + corners.1))
        for entry in content {
            guard var line = entry else {
                lines.append(StyledLine("├" + String(repeating: "─", count: outer - 2) + "┤"))
                continue
            }
            line = line.clipped(to: inner)
            var row = StyledLine("│")
            row.append(" ", style: fill)
            row.append(line)
            row.pad(to: inner + 2, style: fill)
            row.append(" ", style: fill)
            row.append("│")
            lines.append(row)
        }
        lines.append(StyledLine(corners.2 + String(repeating: "─", count: outer - 2) + corners.3))
    }

    /// The inner width of a box `outer` columns wide.
    func inner(_ outer: Int) -> Int { outer >= 8 ? outer - 4 : outer }

    // MARK: Notifications

    mutating func notification(_ card: NotificationScene) {
        let outer = min(columns, Self.cardWidth)
        let inner = inner(outer)
        let isIOS = card.platform == .ios
        heading(card.heading + (isIOS ? ", lock screen" : ", collapsed"))
        box(collapsed(card, inner: inner, bodyLines: isIOS ? 4 : 1), outer: outer)
        heading(isIOS ? "Expanded (long press)" : "Expanded")
        box(expanded(card, inner: inner), outer: outer)
        details(card)
    }

    /// The app name on the left, `now` on the right.
    func header(_ card: NotificationScene, inner: Int) -> StyledLine {
        let name = DisplayText.visible(appName, keepNewlines: false)
        let time = "now"
        guard inner >= time.count + 2 else { return StyledLine(TextLayout.truncate(name, columns: inner)) }
        let shown = TextLayout.truncate(name, columns: inner - time.count - 1)
        var line = StyledLine(shown, style: SGRStyle(bold: card.platform == .android))
        line.pad(to: inner - time.count)
        line.append(time, style: .faint)
        return line
    }

    func collapsed(_ card: NotificationScene, inner: Int, bodyLines: Int) -> [StyledLine?] {
        var content: [StyledLine?] = []
        if let label = card.badgeLabel { content.append(StyledLine(label.uppercased(), style: .faint)) }
        content.append(header(card, inner: inner))
        if let title = card.title {
            let shown = TextLayout.truncate(DisplayText.visible(title), columns: inner)
            content.append(StyledLine(shown, style: .strong))
        }
        if let subtitle = card.subtitle {
            content.append(StyledLine(TextLayout.truncate(DisplayText.visible(subtitle), columns: inner)))
        }
        if let body = card.body {
            for line in TextLayout.clamp(DisplayText.visible(body), columns: inner, lines: bodyLines) {
                content.append(StyledLine(line))
            }
        }
        return content
    }

    func expanded(_ card: NotificationScene, inner: Int) -> [StyledLine?] {
        var content: [StyledLine?] = []
        switch card.media {
        case .image(let url):
            let label = card.platform == .ios ? "[image] " : "[big picture] "
            content.append(StyledLine(TextLayout.truncate(label + text(.url(url)), columns: inner), style: .faint))
        case .carousel(let carousel):
            if let first = carousel.items.first {
                let position = "[1/" + String(carousel.items.count) + "] "
                let name = first.caption.map { DisplayText.visible($0, keepNewlines: false) } ?? text(.url(first.image))
                content.append(StyledLine(TextLayout.truncate(position + name, columns: inner), style: .faint))
            }
        case .none:
            break
        }
        if let label = card.badgeLabel { content.append(StyledLine(label.uppercased(), style: .faint)) }
        content.append(header(card, inner: inner))
        for (field, style) in [(card.title, SGRStyle.strong), (card.subtitle, .plain), (card.body, .plain)] {
            guard let field else { continue }
            for line in TextLayout.wrap(DisplayText.visible(field), columns: inner) {
                content.append(StyledLine(line, style: style))
            }
        }
        if !card.buttons.isEmpty {
            content.append(nil)
            if card.platform == .android {
                let row = card.buttons.map { DisplayText.visible($0.label, keepNewlines: false).uppercased() }
                content.append(StyledLine(TextLayout.truncate(row.joined(separator: "   "), columns: inner)))
            } else {
                for button in card.buttons {
                    let label = DisplayText.visible(button.label, keepNewlines: false)
                    content.append(StyledLine(TextLayout.truncate(label, columns: inner)))
                }
            }
        }
        return content
    }

    /// The media, buttons, tap action and settings below the drawings.
    mutating func details(_ card: NotificationScene) {
        switch card.media {
        case .image(let url):
            paragraph([.text(card.platform == .ios ? "Image: " : "Big picture: "), .url(url)], hanging: 2)
        case .carousel(let carousel):
            var words = "Carousel"
            if let orientation = carousel.orientation { words += ", " + orientation }
            words += ", " + String(carousel.items.count) + (carousel.items.count == 1 ? " item" : " items")
            paragraph(words + " (" + carousel.note + "):", hanging: 2)
            for (offset, item) in carousel.items.enumerated() {
                let number = String(offset + 1) + ". "
                let indent = 2 + number.count
                var first: [PreviewFragment] = []
                if let caption = item.caption { first.append(.value(caption)) }
                if let subcaption = item.subcaption {
                    first += [.text(first.isEmpty ? "" : " / "), .value(subcaption)]
                }
                if first.isEmpty { first = [.text("(no caption)")] }
                paragraph([.text(number)] + first, indent: 2, hanging: indent)
                paragraph([.text("image "), .url(item.image)], indent: indent, hanging: indent + 2)
                if let url = item.url { paragraph([.text("opens "), .url(url)], indent: indent, hanging: indent + 2) }
            }
        case .none:
            break
        }
        if !card.buttons.isEmpty {
            paragraph("Buttons:")
            for (offset, button) in card.buttons.enumerated() {
                let number = String(offset + 1) + ". "
                paragraph(
                    [.text(number), .value(button.label), .text(": ")] + button.action, indent: 2,
                    hanging: 2 + number.count)
            }
        }
        if let tap = card.tap { paragraph([.text("Tap: ")] + tap, hanging: 2) }
        facts(card.facts)
    }

    // MARK: Pages

    mutating func pages(_ scene: PagesScene) {
        heading(scene.heading)
        for note in scene.notes { paragraph(note) }
        for (offset, page) in scene.pages.enumerated() {
            blank()
            var title =
                scene.pages.count > 1 ? "Page " + String(offset + 1) + " of " + String(scene.pages.count) : "Page"
            title += ": " + page.layout.wireType
            if let index = page.index { title += " (index " + String(index) + ")" }
            heading(title)
            if columns >= 12 {
                drawing(page, dots: scene.areIndicatorsVisible == true ? (offset, scene.pages.count) : nil)
            }
            pageDetails(page)
        }
    }

    /// A small drawing of the page: close button, texts and image in layout order,
    /// and the button; in colour, painted in the page's colours.
    mutating func drawing(_ page: Synerise.Page, dots: (current: Int, count: Int)?) {
        let outer = min(columns, Self.pageWidth)
        let inner = outer - 4
        let background = color ? CampaignColor(hex: page.background.color) : nil
        let fill = SGRStyle(background: background)
        var content: [StyledLine?] = []

        func centered(_ text: String, style: SGRStyle) -> StyledLine {
            let shown = TextLayout.truncate(text, columns: inner)
            let margins = TextLayout.center(shown, columns: inner)
            var line = StyledLine(String(repeating: " ", count: margins.left), style: fill)
            line.append(shown, style: style)
            line.pad(to: inner, style: fill)
            return line
        }
        func textLines(_ text: Synerise.Page.Text, bold: Bool) {
            guard let value = text.text else { return }
            var style = fill
            style.bold = bold
            if color, let foreground = CampaignColor(hex: text.color) { style.foreground = foreground }
            for line in TextLayout.wrap(DisplayText.visible(value), columns: inner - 2) {
                content.append(centered(line, style: style))
            }
        }
        func image(_ url: String, label: String) {
            var style = fill
            style.dim = true
            content.append(centered("[" + label + "]", style: style))
            content.append(centered(DisplayText.visible(url, keepNewlines: false), style: style))
        }
        func empty() { content.append(StyledLine(String(repeating: " ", count: inner), style: fill)) }

        // The close button's row.
        if page.closeButton.isEnabled {
            let mark = "[x]"
            let left: Int =
                switch page.closeButton.alignment {
                case .left: 0
                case .center: (inner - mark.count) / 2
                case .right: inner - mark.count
                }
            var line = StyledLine(String(repeating: " ", count: max(left, 0)), style: fill)
            line.append(mark, style: SGRStyle(bold: true, background: background))
            line.pad(to: inner, style: fill)
            content.append(line)
        } else {
            empty()
        }
        empty()
        switch page.layout {
        case .colorAsBackground(let header, let description):
            textLines(header, bold: true)
            empty()
            textLines(description, bold: false)
        case .imageAsBackground(let url):
            image(url, label: "background image")
        case .imageWithTextAtop(let url, let header, let description):
            textLines(header, bold: true)
            textLines(description, bold: false)
            empty()
            image(url, label: "image")
        case .imageWithTextBelow(let url, let header, let description):
            image(url, label: "image")
            empty()
            textLines(header, bold: true)
            textLines(description, bold: false)
        }
        empty()
        if page.button.isEnabled {
            let label = "[ " + DisplayText.visible(page.button.text ?? "", keepNewlines: false) + " ]"
            var style = SGRStyle(bold: true, background: background)
            if color, let buttonColor = CampaignColor(hex: page.button.color) { style.background = buttonColor }
            if color, let textColor = CampaignColor(hex: page.button.textColor) { style.foreground = textColor }
            content.append(centered(label, style: style))
        }
        if let dots {
            let row = (0..<min(dots.count, inner / 2)).map { $0 == dots.current ? "●" : "○" }.joined(separator: " ")
            content.append(centered(row, style: fill))
        }
        empty()
        box(content, outer: outer, fill: fill, rounded: false)
    }

    /// `Label: #RRGGBB, alpha A`, wrapped, with a swatch before the colour in colour
    /// mode; a colour that is not `#RRGGBB` is quoted and gets no swatch.
    mutating func colorFact(
        _ label: String, _ colorText: String?, alpha: Double?, extra: String = "", indent: Int = 0
    ) {
        let swatchMark: Character = "\u{E000}"
        var words = label + ": "
        let parsed = CampaignColor(hex: colorText)
        if let parsed {
            if color { words += String(repeating: swatchMark, count: 2) + " " }
            words += parsed.hex
        } else if let colorText {
            words += text(.value(colorText)) + " (not #RRGGBB)"
        } else {
            words += "no colour"
        }
        if let alpha { words += ", alpha " + DisplayText.number(alpha) }
        words += extra
        let indent = min(indent, columns / 2)
        let hanging = min(indent + 2, columns / 2)
        for (offset, piece) in TextLayout.wrap(words, columns: columns - hanging).enumerated() {
            var line = StyledLine(String(repeating: " ", count: offset == 0 ? indent : hanging))
            // Only this function's own mark becomes a swatch: payload text never reaches
            // this line except quoted, and then no swatch is drawn.
            let parts = piece.split(separator: swatchMark, omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0, let parsed { line.append(" ", style: SGRStyle(background: parsed)) }
                line.append(String(part))
            }
            lines.append(line)
        }
    }

    mutating func pageDetails(_ page: Synerise.Page) {
        colorFact("Background", page.background.color, alpha: page.background.alpha)
        var texts: [(String, Synerise.Page.Text)] = []
        switch page.layout {
        case .colorAsBackground(let header, let description):
            texts = [("Header", header), ("Description", description)]
        case .imageAsBackground(let url):
            paragraph([.text("Background image: "), .url(url)], hanging: 2)
        case .imageWithTextAtop(let url, let header, let description),
            .imageWithTextBelow(let url, let header, let description):
            paragraph([.text("Image: "), .url(url)], hanging: 2)
            texts = [("Header", header), ("Description", description)]
        }
        for (label, text) in texts {
            paragraph([.text(label + ": ")] + (text.text.map { [.value($0)] } ?? [.text("(none)")]), hanging: 2)
            let size = text.size.map { ", size " + DisplayText.number($0) } ?? ""
            colorFact("colour", text.color, alpha: text.alpha, extra: size, indent: 2)
        }
        if page.button.isEnabled {
            var label: [PreviewFragment] = [.text("Button: ")]
            label += page.button.text.map { [.value($0)] } ?? [.text("(no text)")]
            if let radius = page.button.cornerRadius {
                label.append(.text(", corner radius " + DisplayText.number(radius)))
            }
            paragraph(label, hanging: 2)
            colorFact("colour", page.button.color, alpha: nil, indent: 2)
            colorFact("text colour", page.button.textColor, alpha: nil, indent: 2)
        } else {
            paragraph("Button: disabled", hanging: 2)
        }
        if page.closeButton.isEnabled {
            paragraph("Close button: top " + page.closeButton.alignment.rawValue, hanging: 2)
        } else {
            paragraph("Close button: disabled (the page cannot be dismissed)", hanging: 2)
        }
        paragraph([.text("Action: ")] + PreviewSceneBuilder(appName: appName).describe(page.action), hanging: 2)
    }
}
