extension Synerise.Decoder {

    // MARK: Banner

    static func banner(_ content: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Synerise
        .TemplateBanner?
    {
        checker.checkTypos(content, known: WireKeys.templateBanner.known, owner: "content")
        let campaign = Self.campaign(content, owner: "content", in: &checker)
        let pageValue = checker.object(content, "page", .synerise, required: true, owner: "content")
        let page = pageValue.flatMap { Self.page($0, facts: &facts, in: &checker) }
        var trigger: String?
        if let (text, value) = checker.string(content, "trigger", .synerise, owner: "content") {
            trigger = text
            if !text.isEmpty { facts.trigger = text }
            if text != text.trimmingSpaces {
                checker.emit(
                    .syneriseTriggerWhitespace, at: value,
                    "the trigger \(JSONText.quoted(text)) has leading or trailing spaces; it must equal an event label exactly"
                )
            }
        }
        var autoDisappear: Synerise.TemplateBanner.AutoDisappear?
        if let value = checker.object(content, "auto_disappear", .synerise, owner: "content") {
            facts.features.insert(.autoDisappear)
            checker.checkTypos(value, known: WireKeys.autoDisappear.known, owner: "auto_disappear")
            let enabled = checker.bool(value, "is_enabled", .synerise, required: true, owner: "auto_disappear")
            var timeout: Int?
            if let timeoutValue = value[member: "timeout"] {
                if let seconds = timeoutValue.integer, seconds > 0 {
                    timeout = seconds
                } else {
                    checker.emit(
                        .syneriseAutoDisappearTimeout, at: timeoutValue,
                        "auto_disappear.timeout must be a whole number of seconds above 0, not \(checker.describe(timeoutValue))"
                    )
                }
            } else if enabled == true {
                checker.emit(
                    .syneriseAutoDisappearTimeout, at: value,
                    "auto_disappear is enabled but has no \"timeout\" (seconds)")
            }
            if let enabled {
                autoDisappear = .init(
                    isEnabled: enabled, timeout: timeout,
                    extra: JSONObject(value, excluding: WireKeys.autoDisappear.modelled))
            }
        }
        var notification: Synerise.TemplateBanner.BannerNotification?
        if let value = checker.object(content, "notification", .synerise, owner: "content") {
            checker.checkTypos(value, known: WireKeys.bannerNotification.known, owner: "notification")
            notification = .init(
                title: checker.string(value, "title", .synerise, owner: "notification")?.0,
                body: checker.string(value, "body", .synerise, owner: "notification")?.0,
                extra: JSONObject(value, excluding: WireKeys.bannerNotification.modelled))
        }
        guard let campaign, let page else { return nil }
        let banner = Synerise.TemplateBanner(
            campaign: campaign, page: page, trigger: trigger, autoDisappear: autoDisappear, notification: notification,
            extra: JSONObject(content, excluding: WireKeys.templateBanner.modelled))
        if banner.isMandatoryUpgrade { facts.kind = .syneriseMandatoryUpgrade }
        return banner
    }

    // MARK: Walkthrough

    static func walkthrough(_ document: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Synerise
        .Walkthrough?
    {
        let owner = "the walkthrough"
        checker.checkTypos(document, known: WireKeys.walkthrough.known, owner: owner)
        let id = checker.string(document, "id", .synerise, required: true, owner: owner)?.0
        let loop = checker.bool(document, "is_loop_enabled", .synerise, owner: owner)
        let indicators = checker.bool(document, "are_indicators_visible", .synerise, owner: owner)
        let campaign = document[member: "campaign"] != nil ? Self.campaign(document, owner: owner, in: &checker) : nil
        var pages: [Synerise.Page] = []
        if let list = checker.array(document, "pages", .synerise, required: true, owner: owner) {
            if list.count == 0 {
                checker.emit(.syneriseWalkthroughPages, at: list, "the walkthrough has no pages; nothing will show")
            }
            var indexes: [Int: Int] = [:]
            for (position, element) in list.elementSequence.enumerated() {
                guard checker.expect(element, .object, "a page", .synerise) != nil else { continue }
                if let indexValue = element[member: "index"], let index = indexValue.integer {
                    if let first = indexes[index] {
                        checker.emit(
                            .synerisePageIndexDuplicate, at: indexValue,
                            "page index \(index) is also used by page \(first); page order is ambiguous")
                    } else {
                        indexes[index] = position
                    }
                }
                if let page = Self.page(element, facts: &facts, in: &checker) { pages.append(page) }
            }
        }
        guard let id else { return nil }
        return Synerise.Walkthrough(
            id: id, isLoopEnabled: loop, areIndicatorsVisible: indicators, campaign: campaign, pages: pages,
            extra: JSONObject(document, excluding: WireKeys.walkthrough.modelled))
    }

    // MARK: Page

    /// Reads a page; `nil` when the SDK would drop it.
    static func page(_ page: JSONValue, facts: inout PayloadFacts, in checker: inout Checker) -> Synerise.Page? {
        let owner = "the page"
        checker.checkTypos(page, known: WireKeys.page.known, owner: owner)
        let index = checker.integer(page, "index", .synerise, owner: owner)?.0
        var layoutType: String?
        if let (type, typeValue) = checker.string(page, "type", .synerise, required: true, owner: owner) {
            if Synerise.Page.Layout.wireTypes.contains(type) {
                layoutType = type
            } else {
                checker.emit(
                    .synerisePageType, at: typeValue,
                    "unknown page type \(JSONText.quoted(type)); use \(Synerise.Page.Layout.wireTypes.joined(separator: ", "))"
                )
            }
        }
        var background: Synerise.Page.Fill?
        if let value = checker.object(page, "background", .synerise, required: true, owner: owner) {
            checker.checkTypos(value, known: WireKeys.pageBackground.known, owner: "background")
            var fill = Synerise.Page.Fill(
                color: nil, alpha: nil, extra: JSONObject(value, excluding: WireKeys.pageBackground.modelled))
            fill.colorText = Self.color(value, "color", owner: "background", in: &checker)
            fill.alphaNumber = Self.alpha(value, owner: "background", in: &checker)
            background = fill
        }
        var button: Synerise.Page.PageButton?
        if let value = checker.object(page, "button", .synerise, required: true, owner: owner) {
            button = Self.pageButton(value, in: &checker)
        }
        var closeButton: Synerise.Page.CloseButton?
        if let value = checker.object(page, "close_button", .synerise, required: true, owner: owner) {
            closeButton = Self.closeButton(value, in: &checker)
        }
        let actionValue = checker.member(page, "action", .synerise, required: true, owner: owner)
        let action = actionValue.flatMap { Self.action($0, facts: &facts, in: &checker) }

        var layout: Synerise.Page.Layout?
        if let layoutType {
            let needsText = layoutType != "image_as_background"
            let needsImage = layoutType != "color_as_background"
            let header = needsText ? Self.text(page, "header", owner: "header", in: &checker) : nil
            let description = needsText ? Self.text(page, "description", owner: "description", in: &checker) : nil
            var imageURL: String?
            if needsImage, let image = checker.object(page, "image", .synerise, required: true, owner: owner) {
                if let (url, urlValue) = checker.string(
                    image, "url", .synerise, required: true, owner: "the page image")
                {
                    Self.checkImageURL(urlValue, url, in: &checker)
                    imageURL = url
                }
            }
            switch layoutType {
            case "color_as_background":
                if let header, let description { layout = .colorAsBackground(header: header, description: description) }
            case "image_as_background":
                if let imageURL { layout = .imageAsBackground(imageURL: imageURL) }
            case "image_with_text_atop":
                if let imageURL, let header, let description {
                    layout = .imageWithTextAtop(imageURL: imageURL, header: header, description: description)
                }
            default:
                if let imageURL, let header, let description {
                    layout = .imageWithTextBelow(imageURL: imageURL, header: header, description: description)
                }
            }
        }
        guard let layout, let background, let button, let closeButton, let action else { return nil }
        // Keys the layout does not use (an image on a colour page) are kept as unknown ones.
        var modeled = ["index", "type", "background", "button", "close_button", "action"]
        var imageExtra = JSONObject()
        switch layout {
        case .colorAsBackground:
            modeled += ["header", "description"]
        case .imageAsBackground:
            modeled.append("image")
            imageExtra = page[member: "image"].map { JSONObject($0, excluding: ["url"]) } ?? JSONObject()
        case .imageWithTextAtop, .imageWithTextBelow:
            modeled += ["header", "description", "image"]
            imageExtra = page[member: "image"].map { JSONObject($0, excluding: ["url"]) } ?? JSONObject()
        }
        return Synerise.Page(
            index: index, layout: layout, background: background, button: button, closeButton: closeButton,
            heldAction: action, actionExtra: Self.actionExtra(actionValue), imageExtra: imageExtra,
            extra: JSONObject(page, excluding: modeled))
    }

    /// `header` or `description`: `key`, and `owner` the same name as a `String` (a
    /// literal, not made from `key` on every page).
    private static func text(_ page: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker)
        -> Synerise.Page.Text?
    {
        guard let value = checker.object(page, key, .synerise, required: true, owner: "the page") else { return nil }
        let key = owner
        checker.checkTypos(value, known: WireKeys.pageText.known, owner: key)
        // The text stays a view of the document, made into a string only when read.
        var result = Synerise.Page.Text(text: nil, extra: JSONObject(value, excluding: WireKeys.pageText.modelled))
        result.textText = checker.modelText(value, "text", .synerise, owner: key)
        result.colorText = Self.color(value, "color", owner: key, in: &checker)
        result.alphaNumber = Self.alpha(value, owner: key, in: &checker)
        if let (size, sizeValue) = Self.jsonNumber(value, "size", owner: key, in: &checker) {
            // A whole number without a sign is above 0 but for `0`; others are parsed.
            if Self.lexeme(of: sizeValue, isPositiveInteger: true) ?? (size.double > 0) {
                result.sizeNumber = size
            } else {
                checker.emit(.syneriseSize, at: sizeValue, "\(key).size must be above 0, not \(sizeValue.sourceText)")
            }
        }
        return result
    }

    private static func pageButton(_ value: JSONValue, in checker: inout Checker) -> Synerise.Page.PageButton? {
        let owner = "button"
        let keys = WireKeys.pageButton.known
        checker.checkTypos(value, known: keys, owner: owner)
        let enabled = checker.bool(value, "is_enabled", .synerise, required: true, owner: owner)
        var button = Synerise.Page.PageButton(isEnabled: enabled ?? false, extra: JSONObject(value, excluding: keys))
        button.colorText = Self.color(value, "color", owner: owner, in: &checker)
        button.textText = checker.modelText(value, "text", .synerise, owner: owner)
        button.textColorText = Self.color(value, "text_color", owner: owner, in: &checker)
        if let (radius, radiusValue) = Self.jsonNumber(value, "corner_radius", owner: owner, in: &checker) {
            // A whole number without a sign is 0 or more; others are parsed.
            if Self.lexeme(of: radiusValue, isPositiveInteger: false) ?? (radius.double >= 0) {
                button.cornerRadiusNumber = radius
            } else {
                checker.emit(
                    .syneriseCornerRadius, at: radiusValue,
                    "corner_radius must be 0 or more, not \(radiusValue.sourceText)")
            }
        }
        if enabled == true {
            let missing = ["text", "text_color", "color"].filter { value[$0] == nil }
            if !missing.isEmpty {
                checker.emit(
                    .syneriseButtonIncomplete, at: value,
                    "an enabled button needs \(missing.map { JSONText.quoted($0) }.joined(separator: ", "))")
                return nil
            }
        }
        return enabled == nil ? nil : button
    }

    private static func closeButton(_ value: JSONValue, in checker: inout Checker) -> Synerise.Page.CloseButton? {
        let owner = "close_button"
        checker.checkTypos(value, known: WireKeys.closeButton.known, owner: owner)
        let enabled = checker.bool(value, "is_enabled", .synerise, required: true, owner: owner)
        var alignment = Synerise.Page.CloseButton.Alignment.right
        var unknownAlignment: String?
        if let (text, alignmentValue) = checker.string(value, "alignment", .synerise, required: true, owner: owner) {
            if let parsed = Synerise.Page.CloseButton.Alignment(rawValue: text) {
                alignment = parsed
            } else {
                unknownAlignment = text
                checker.emit(
                    .syneriseCloseButtonAlignment, at: alignmentValue,
                    "close_button.alignment is left, center or right, not \(JSONText.quoted(text)); the SDK falls back to right"
                )
            }
        }
        return enabled.map {
            var button = Synerise.Page.CloseButton(
                isEnabled: $0, alignment: alignment, extra: JSONObject(value, excluding: WireKeys.closeButton.modelled))
            button.unknownAlignment = unknownAlignment
            return button
        }
    }

    /// The colour member `key`, when it is `#RRGGBB`: kept as a view of the document,
    /// its form told on its bytes; a string is made only for a message.
    private static func color(_ object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker)
        -> ModelText?
    {
        guard let written = checker.modelText(object, key, .synerise, owner: owner), let value = written.value else {
            return nil
        }
        if written.withUTF8(Self.isHexColor) { return written }
        let text = written.string
        let color = CampaignColor(text)
        if color?.form == .hex { return written }
        let hint = color?.form == .hexWithAlpha ? "; opacity goes in \"alpha\", not in the colour" : ""
        checker.emit(
            .syneriseColor, at: value, "\(owner).\(key) must be a colour #RRGGBB, not \(JSONText.quoted(text))\(hint)")
        return nil
    }

    /// `alpha` as written, when it is a number from 0 to 1.
    private static func alpha(_ object: JSONValue, owner: String, in checker: inout Checker) -> JSONNumber? {
        guard let (alpha, value) = Self.jsonNumber(object, "alpha", owner: owner, in: &checker) else { return nil }
        guard Self.lexemeIsUnit(value) ?? (0...1).contains(alpha.double) else {
            checker.emit(.syneriseAlphaRange, at: value, "\(owner).alpha must be from 0 to 1, not \(value.sourceText)")
            return nil
        }
        return alpha
    }

    /// The number member `key` as written (``JSONNumber``, its lexeme), and its value,
    /// reporting a wrong type as ``Checker/number(_:_:_:required:owner:)`` does. The
    /// lexeme is read once: the callers tell their ranges on it, most without parsing
    /// a `Double`.
    private static func jsonNumber(_ object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker)
        -> (JSONNumber, JSONValue)?
    {
        guard let value = checker.member(object, key, .synerise, owner: owner),
            checker.expect(value, .number, JSONText.quoted(key.description), .synerise) != nil,
            let number = value.number
        else { return nil }
        return (number, value)
    }

    /// Whether the number `value` is from 0 to 1, told on its lexeme without parsing it:
    /// `0`, `1`, `0.` and digits, `1.` and zeros, without an exponent, are (a `Double`
    /// read from `0.` and digits is at most 1); `nil` for any other lexeme, which the
    /// caller parses.
    static func lexemeIsUnit(_ value: JSONValue) -> Bool? {
        let node = value.node
        let bytes = UnsafeBufferPointer(rebasing: value.document.text[Int(node.start)..<Int(node.end)])
        guard let first = bytes.first, first == UInt8(ascii: "0") || first == UInt8(ascii: "1") else { return nil }
        if bytes.count == 1 { return true }
        guard bytes[1] == UInt8(ascii: ".") else { return nil }
        for index in 2..<bytes.count {
            let byte = bytes[index]
            // An exponent (`e`, `E`) goes to the parse; so does `1.` with a digit not 0.
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            if first == UInt8(ascii: "1"), byte != UInt8(ascii: "0") { return nil }
        }
        return true
    }

    /// Whether the number `value` is above 0 (`isPositiveInteger`) or 0 and above (not),
    /// told on its lexeme when it is a whole number without an exponent (the reader's
    /// flag): a sign makes it negative, and only `0` is neither; `nil` for a fraction or
    /// an exponent, which the caller parses.
    static func lexeme(of value: JSONValue, isPositiveInteger strict: Bool) -> Bool? {
        let node = value.node
        guard node.flags & JSONNode.isInteger != 0 else { return nil }
        // A JSON integer is `0`, or a digit 1 to 9 and digits, with an optional `-`; `-0`
        // is parsed (it is 0).
        let first = value.document.text[Int(node.start)]
        if first == UInt8(ascii: "-") { return node.end - node.start == 2 ? nil : false }
        return first != UInt8(ascii: "0") || !strict
    }

    /// Whether `bytes` are `#` and six hex digits, either case: the `#RRGGBB` form of
    /// ``CampaignColor`` (``CampaignColor/Form/hex``).
    static func isHexColor(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 7, bytes[0] == UInt8(ascii: "#") else { return false }
        for index in 1..<7 where hexDigitValue(bytes[index]) == nil { return false }
        return true
    }
}
