extension Crobox {
    /// The badges of a Crobox promotions response, product by product, as text lines and
    /// as an HTML fragment: what `pushkit render` shows for a `crobox.promotions` document.
    ///
    /// Products come in the order of their first promotion; promotions without a
    /// `productId` are grouped last under "no product". Each promotion shows its badge
    /// (see ``Crobox/Badge``), or says why it has none.
    public enum BadgeText: Sendable {
        /// One product and the promotions for it.
        public struct ProductBadges: Sendable, Hashable {
            /// The product id; `nil` for promotions without one.
            public var productID: String?
            /// Its promotions, in order.
            public var promotions: [Crobox.Promotion]
        }

        /// The promotions grouped by product.
        public static func products(_ response: Crobox.Promotions) -> [ProductBadges] {
            var groups: [ProductBadges] = []
            // Where each product's group is: thousands of products cost their number, not its square.
            var places: [String: Int] = [:]
            var unattached: [Crobox.Promotion] = []
            for promotion in response.promotions {
                guard let product = promotion.productID else {
                    unattached.append(promotion)
                    continue
                }
                if let index = places[product] {
                    groups[index].promotions.append(promotion)
                } else {
                    places[product] = groups.count
                    groups.append(ProductBadges(productID: product, promotions: [promotion]))
                }
            }
            if !unattached.isEmpty { groups.append(ProductBadges(productID: nil, promotions: unattached)) }
            return groups
        }

        // MARK: Text

        /// One line per promotion: `product "P1": text badge "Best seller" (font #FFFFFF, background #0E1111)`.
        /// Payload strings are quoted with control characters escaped, so a line is one line.
        public static func lines(_ response: Crobox.Promotions) -> [String] {
            if response.promotions.isEmpty { return ["no promotions"] }
            var lines: [String] = []
            for group in products(response) {
                let product = group.productID.map { "product \(JSONText.quoted($0))" } ?? "no product"
                for promotion in group.promotions {
                    var line = "\(product): \(describe(promotion))"
                    if let campaign = response.campaign(of: promotion) {
                        line +=
                            " [campaign \(JSONText.quoted(campaign.name)), variant \(JSONText.quoted(campaign.variantName))"
                        line += campaign.control ? ", control group]" : "]"
                    }
                    lines.append(line)
                }
            }
            return lines
        }

        /// What one promotion shows, in words.
        public static func describe(_ promotion: Crobox.Promotion) -> String {
            guard let content = promotion.content else { return "no content" }
            switch promotion.badge {
            case .text(let badge)?:
                var colors = badge.fontColor.map { ["font \($0)"] } ?? []
                if let background = badge.backgroundColor { colors.append("background \(background)") }
                if let border = badge.borderColor { colors.append("border \(border)") }
                return "text badge \(JSONText.quoted(badge.text))"
                    + (colors.isEmpty ? "" : " (\(colors.map(quotedIfOdd).joined(separator: ", ")))")
            case .image(let badge)?:
                var words = "image badge \(JSONText.quoted(badge.image))"
                if let alt = badge.altText { words += " (alt \(JSONText.quoted(alt)))" }
                return words
            case .secondaryMessaging(let message)?:
                return "secondary messaging \(JSONText.quoted(message.text))"
                    + (message.fontColor.map { " (font \(quotedIfOdd($0)))" } ?? "")
            case nil:
                if Crobox.Badge.components.contains(content.component) {
                    return "no badge: the \(content.component) config lacks "
                        + Crobox.Badge.requiredKeys(of: content.component).filter { content.config[$0] == nil }
                        .map(JSONText.quoted).joined(separator: " and ")
                }
                return "no badge: component \(JSONText.quoted(content.component)) (the app reads its config: "
                    + content.config.keys.sorted().map(JSONText.quoted).joined(separator: ", ") + ")"
            }
        }

        /// A colour as written when it is plain (hex digits, `rgba(...)`), quoted otherwise.
        private static func quotedIfOdd(_ words: String) -> String {
            let safe = words.utf8.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            }
            return safe ? words : JSONText.quoted(words)
        }

        // MARK: HTML

        /// An HTML fragment: a `<section class="crobox-badges">` with one `<li>` per product
        /// and one badge element per promotion. Every payload string is escaped; colours go
        /// into `style` only when they parse (an `#AARRGGBB` colour as the `rgba(...)` it
        /// means); an image is linked only when its URL is `https:`, `http:` or
        /// protocol-relative (`//host/...`) and has no character that could leave the
        /// attribute; anything else is shown as text.
        public static func html(_ response: Crobox.Promotions) -> String {
            var html = "<section class=\"crobox-badges\">\n"
            if response.promotions.isEmpty {
                html += "<p>No promotions.</p>\n"
            } else {
                html += "<ul>\n"
                for group in products(response) {
                    html += "<li class=\"crobox-product\">"
                    if let product = group.productID {
                        html += "<span class=\"crobox-product-id\">" + escape(product) + "</span>"
                    } else {
                        html += "<span class=\"crobox-product-id crobox-none\">no product</span>"
                    }
                    for promotion in group.promotions { html += " " + element(promotion) }
                    html += "</li>\n"
                }
                html += "</ul>\n"
            }
            return html + "</section>\n"
        }

        private static func element(_ promotion: Crobox.Promotion) -> String {
            switch promotion.badge {
            case .text(let badge)?:
                var style: [String] = []
                if let color = badge.fontColor.flatMap(cssColor) { style.append("color:" + color) }
                if let color = badge.backgroundColor.flatMap(cssColor) { style.append("background-color:" + color) }
                if let color = badge.borderColor.flatMap(cssColor) { style.append("border:1px solid " + color) }
                return "<span class=\"crobox-text-badge\"" + styleAttribute(style) + ">" + escape(badge.text)
                    + "</span>"
            case .image(let badge)?:
                let alt = escape(badge.altText ?? "")
                guard let source = linkableImage(badge.image) else {
                    return "<span class=\"crobox-image-badge crobox-unlinked\">" + escape(badge.image) + "</span>"
                }
                return "<img class=\"crobox-image-badge\" src=\"" + source + "\" alt=\"" + alt + "\">"
            case .secondaryMessaging(let message)?:
                let style = message.fontColor.flatMap(cssColor).map { ["color:" + $0] } ?? []
                return "<span class=\"crobox-secondary-messaging\"" + styleAttribute(style) + ">" + escape(message.text)
                    + "</span>"
            case nil:
                return "<span class=\"crobox-no-badge\">" + escape(describe(promotion)) + "</span>"
            }
        }

        private static func styleAttribute(_ declarations: [String]) -> String {
            declarations.isEmpty ? "" : " style=\"" + declarations.joined(separator: ";") + "\""
        }

        /// A CSS colour for a colour that parses; `nil` otherwise.
        static func cssColor(_ text: String) -> String? {
            guard let color = CampaignColor(text) else { return nil }
            switch color.form {
            case .hex:
                return text
            case .hexWithAlpha, .rgba:
                return "rgba(\(color.red),\(color.green),\(color.blue),\(color.alpha))"
            }
        }

        /// The escaped URL when it may go into `src`: `https:`, `http:` (any case) or `//`,
        /// then a host, and no space, control, quote, angle bracket, backslash or backtick.
        static func linkableImage(_ url: String) -> String? {
            let bytes = Array(url.utf8)
            let lowered = url.lowercased()
            let rest: Int
            if lowered.hasPrefix("https://") {
                rest = 8
            } else if lowered.hasPrefix("http://") {
                rest = 7
            } else if url.hasPrefix("//") {
                rest = 2
            } else {
                return nil
            }
            guard bytes.count > rest, bytes[rest] != UInt8(ascii: "/") else { return nil }
            for byte in bytes {
                if byte <= 0x20 || byte == 0x7F { return nil }
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\\"),
                    UInt8(ascii: "`"):
                    return nil
                default: continue
                }
            }
            // Bidirectional and other invisible format characters never go into an attribute.
            if url.unicodeScalars.contains(where: { $0.properties.generalCategory == .format }) { return nil }
            return escape(url)
        }

        /// Text for element content or a double-quoted attribute, escaped as the HTML preview
        /// escapes every payload string.
        static func escape(_ text: String) -> String {
            HTMLEscaping.attribute(text)
        }
    }
}
