extension Checker {

    // MARK: Banner

    mutating func decodeBanner(_ content: JSONValue, facts: inout PayloadFacts) -> Synerise.TemplateBanner? {
        checkTypos(content, known: WireKeys.templateBanner.known, owner: "content")
        let campaign = decodeCampaign(content, owner: "content")
        let pageValue = object(content, "page", .synerise, required: true, owner: "content")
        let page = pageValue.flatMap { decodePage($0, facts: &facts) }
        var trigger: String?
        if let (text, value) = string(content, "trigger", .synerise, owner: "content") {
            trigger = text
            if !text.isEmpty { facts.trigger = text }
            if text != text.trimmingSpaces {
                emit(
                    .syneriseTriggerWhitespace, at: value,
                    "the trigger \(JSONText.quoted(text)) has leading or trailing spaces; it must equal an event label exactly"
                )
            }
        }
        var autoDisappear: Synerise.TemplateBanner.AutoDisappear?
        if let value = object(content, "auto_disappear", .synerise, owner: "content") {
            facts.features.insert(.autoDisappear)
            checkTypos(value, known: WireKeys.autoDisappear.known, owner: "auto_disappear")
            let enabled = bool(value, "is_enabled", .synerise, required: true, owner: "auto_disappear")
            var timeout: Int?
            if let timeoutValue = value[member: "timeout"] {
                if let seconds = timeoutValue.integer, seconds > 0 {
                    timeout = seconds
                } else {
                    emit(
                        .syneriseAutoDisappearTimeout, at: timeoutValue,
                        "auto_disappear.timeout must be a whole number of seconds above 0, not \(describe(timeoutValue))"
                    )
                }
            } else if enabled == true {
                emit(
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
        if let value = object(content, "notification", .synerise, owner: "content") {
            checkTypos(value, known: WireKeys.bannerNotification.known, owner: "notification")
            notification = .init(
                title: string(value, "title", .synerise, owner: "notification")?.0,
                body: string(value, "body", .synerise, owner: "notification")?.0,
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

    mutating func decodeWalkthrough(_ document: JSONValue, facts: inout PayloadFacts) -> Synerise.Walkthrough? {
        let owner = "the walkthrough"
        checkTypos(document, known: WireKeys.walkthrough.known, owner: owner)
        let id = string(document, "id", .synerise, required: true, owner: owner)?.0
        let loop = bool(document, "is_loop_enabled", .synerise, owner: owner)
        let indicators = bool(document, "are_indicators_visible", .synerise, owner: owner)
        let campaign = document[member: "campaign"] != nil ? decodeCampaign(document, owner: owner) : nil
        var pages: [Synerise.Page] = []
        if let list = array(document, "pages", .synerise, required: true, owner: owner) {
            if list.count == 0 {
                emit(.syneriseWalkthroughPages, at: list, "the walkthrough has no pages; nothing will show")
            }
            var indexes: [Int: Int] = [:]
            for (position, element) in list.elementSequence.enumerated() {
                guard expect(element, .object, "a page", .synerise) != nil else { continue }
                if let indexValue = element[member: "index"], let index = indexValue.integer {
                    if let first = indexes[index] {
                        emit(
                            .synerisePageIndexDuplicate, at: indexValue,
                            "page index \(index) is also used by page \(first); page order is ambiguous")
                    } else {
                        indexes[index] = position
                    }
                }
                if let page = decodePage(element, facts: &facts) { pages.append(page) }
            }
        }
        guard let id else { return nil }
        return Synerise.Walkthrough(
            id: id, isLoopEnabled: loop, areIndicatorsVisible: indicators, campaign: campaign, pages: pages,
            extra: JSONObject(document, excluding: WireKeys.walkthrough.modelled))
    }

    // MARK: Page

    /// Reads a page; `nil` when the SDK would drop it.
    mutating func decodePage(_ page: JSONValue, facts: inout PayloadFacts) -> Synerise.Page? {
        let owner = "the page"
        checkTypos(page, known: WireKeys.page.known, owner: owner)
        let index = integer(page, "index", .synerise, owner: owner)?.0
        var layoutType: String?
        if let (type, typeValue) = string(page, "type", .synerise, required: true, owner: owner) {
            if Synerise.Page.Layout.wireTypes.contains(type) {
                layoutType = type
            } else {
                emit(
                    .synerisePageType, at: typeValue,
                    "unknown page type \(JSONText.quoted(type)); use \(Synerise.Page.Layout.wireTypes.joined(separator: ", "))"
                )
            }
        }
        var background: Synerise.Page.Fill?
        if let value = object(page, "background", .synerise, required: true, owner: owner) {
            checkTypos(value, known: WireKeys.pageBackground.known, owner: "background")
            var fill = Synerise.Page.Fill(
                color: nil, alpha: nil, extra: JSONObject(value, excluding: WireKeys.pageBackground.modelled))
            fill.colorText = color(value, "color", owner: "background")
            fill.alphaNumber = alpha(value, owner: "background")
            background = fill
        }
        var button: Synerise.Page.PageButton?
        if let value = object(page, "button", .synerise, required: true, owner: owner) {
            button = decodePageButton(value)
        }
        var closeButton: Synerise.Page.CloseButton?
        if let value = object(page, "close_button", .synerise, required: true, owner: owner) {
            closeButton = decodeCloseButton(value)
        }
        let actionValue = member(page, "action", .synerise, required: true, owner: owner)
        let action = actionValue.flatMap { decodeAction($0, facts: &facts) }

        var layout: Synerise.Page.Layout?
        if let layoutType {
            let needsText = layoutType != "image_as_background"
            let needsImage = layoutType != "color_as_background"
            let header = needsText ? text(page, "header", owner: "header") : nil
            let description = needsText ? text(page, "description", owner: "description") : nil
            var imageURL: String?
            if needsImage, let image = object(page, "image", .synerise, required: true, owner: owner) {
                if let (url, urlValue) = string(image, "url", .synerise, required: true, owner: "the page image") {
                    checkImageURL(urlValue, url)
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
    private mutating func text(_ page: JSONValue, _ key: StaticString, owner: String) -> Synerise.Page.Text? {
        guard let value = object(page, key, .synerise, required: true, owner: "the page") else { return nil }
        let key = owner
        checkTypos(value, known: WireKeys.pageText.known, owner: key)
        // The text stays a view of the document, made into a string only when read.
        var result = Synerise.Page.Text(text: nil, extra: JSONObject(value, excluding: WireKeys.pageText.modelled))
        result.textText = modelText(value, "text", .synerise, owner: key)
        result.colorText = color(value, "color", owner: key)
        result.alphaNumber = alpha(value, owner: key)
        if let (size, sizeValue) = number(value, "size", owner: key) {
            // A whole number without a sign is above 0 but for `0`; others are parsed.
            if Self.lexeme(of: sizeValue, isPositiveInteger: true) ?? (size.double > 0) {
                result.sizeNumber = size
            } else {
                emit(.syneriseSize, at: sizeValue, "\(key).size must be above 0, not \(sizeValue.sourceText)")
            }
        }
        return result
    }

    private mutating func decodePageButton(_ value: JSONValue) -> Synerise.Page.PageButton? {
        let owner = "button"
        let keys = WireKeys.pageButton.known
        checkTypos(value, known: keys, owner: owner)
        let enabled = bool(value, "is_enabled", .synerise, required: true, owner: owner)
        var button = Synerise.Page.PageButton(isEnabled: enabled ?? false, extra: JSONObject(value, excluding: keys))
        button.colorText = color(value, "color", owner: owner)
        button.textText = modelText(value, "text", .synerise, owner: owner)
        button.textColorText = color(value, "text_color", owner: owner)
        if let (radius, radiusValue) = number(value, "corner_radius", owner: owner) {
            // A whole number without a sign is 0 or more; others are parsed.
            if Self.lexeme(of: radiusValue, isPositiveInteger: false) ?? (radius.double >= 0) {
                button.cornerRadiusNumber = radius
            } else {
                emit(
                    .syneriseCornerRadius, at: radiusValue,
                    "corner_radius must be 0 or more, not \(radiusValue.sourceText)")
            }
        }
        if enabled == true {
            let missing = ["text", "text_color", "color"].filter { value[$0] == nil }
            if !missing.isEmpty {
                emit(
                    .syneriseButtonIncomplete, at: value,
                    "an enabled button needs \(missing.map { JSONText.quoted($0) }.joined(separator: ", "))")
                return nil
            }
        }
        return enabled == nil ? nil : button
    }

    private mutating func decodeCloseButton(_ value: JSONValue) -> Synerise.Page.CloseButton? {
        let owner = "close_button"
        checkTypos(value, known: WireKeys.closeButton.known, owner: owner)
        let enabled = bool(value, "is_enabled", .synerise, required: true, owner: owner)
        var alignment = Synerise.Page.CloseButton.Alignment.right
        if let (text, alignmentValue) = string(value, "alignment", .synerise, required: true, owner: owner) {
            if let parsed = Synerise.Page.CloseButton.Alignment(rawValue: text) {
                alignment = parsed
            } else {
                emit(
                    .syneriseCloseButtonAlignment, at: alignmentValue,
                    "close_button.alignment is left, center or right, not \(JSONText.quoted(text)); the SDK falls back to right"
                )
            }
        }
        return enabled.map {
            Synerise.Page.CloseButton(
                isEnabled: $0, alignment: alignment, extra: JSONObject(value, excluding: WireKeys.closeButton.modelled))
        }
    }

    /// The colour member `key`, when it is `#RRGGBB`: kept as a view of the document,
    /// its form told on its bytes; a string is made only for a message.
    private mutating func color(_ object: JSONValue, _ key: StaticString, owner: String) -> ModelText? {
        guard let written = modelText(object, key, .synerise, owner: owner), let value = written.value else {
            return nil
        }
        if written.withUTF8(Self.isHexColor) { return written }
        let text = written.string
        let color = CampaignColor(text)
        if color?.form == .hex { return written }
        let hint = color?.form == .hexWithAlpha ? "; opacity goes in \"alpha\", not in the colour" : ""
        emit(.syneriseColor, at: value, "\(owner).\(key) must be a colour #RRGGBB, not \(JSONText.quoted(text))\(hint)")
        return nil
    }

    /// `alpha` as written, when it is a number from 0 to 1.
    private mutating func alpha(_ object: JSONValue, owner: String) -> JSONNumber? {
        guard let (alpha, value) = number(object, "alpha", owner: owner) else { return nil }
        guard Self.lexemeIsUnit(value) ?? (0...1).contains(alpha.double) else {
            emit(.syneriseAlphaRange, at: value, "\(owner).alpha must be from 0 to 1, not \(value.sourceText)")
            return nil
        }
        return alpha
    }

    /// The number member `key` as written (``JSONNumber``, its lexeme), and its value,
    /// reporting a wrong type as ``Checker/number(_:_:_:required:owner:)`` does. The
    /// lexeme is read once: the callers tell their ranges on it, most without parsing
    /// a `Double`.
    private mutating func number(_ object: JSONValue, _ key: StaticString, owner: String) -> (JSONNumber, JSONValue)? {
        guard let value = member(object, key, .synerise, owner: owner),
            expect(value, .number, JSONText.quoted(key.description), .synerise) != nil,
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
