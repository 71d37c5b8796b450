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
                color: color(value, "color", owner: "background"), alpha: nil,
                extra: JSONObject(value, excluding: WireKeys.pageBackground.modelled))
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
            let header = needsText ? text(page, "header") : nil
            let description = needsText ? text(page, "description") : nil
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
        var imageExtra: JSONObject = [:]
        switch layout {
        case .colorAsBackground:
            modeled += ["header", "description"]
        case .imageAsBackground:
            modeled.append("image")
            imageExtra = page[member: "image"].map { JSONObject($0, excluding: ["url"]) } ?? [:]
        case .imageWithTextAtop, .imageWithTextBelow:
            modeled += ["header", "description", "image"]
            imageExtra = page[member: "image"].map { JSONObject($0, excluding: ["url"]) } ?? [:]
        }
        return Synerise.Page(
            index: index, layout: layout, background: background, button: button, closeButton: closeButton,
            heldAction: action, actionExtra: Self.actionExtra(actionValue), imageExtra: imageExtra,
            extra: JSONObject(page, excluding: modeled))
    }

    private mutating func text(_ page: JSONValue, _ key: StaticString) -> Synerise.Page.Text? {
        guard let value = object(page, key, .synerise, required: true, owner: "the page") else { return nil }
        let key = key.description
        checkTypos(value, known: WireKeys.pageText.known, owner: key)
        // The text stays a view of the document, made into a string only when read.
        var result = Synerise.Page.Text(text: nil, extra: JSONObject(value, excluding: WireKeys.pageText.modelled))
        result.textText = modelText(value, "text", .synerise, owner: key)
        result.color = color(value, "color", owner: key)
        result.alphaNumber = alpha(value, owner: key)
        if let (size, sizeValue) = number(value, "size", .synerise, owner: key) {
            if size > 0 {
                result.sizeNumber = sizeValue.number
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
        button.color = color(value, "color", owner: owner)
        button.textText = modelText(value, "text", .synerise, owner: owner)
        button.textColor = color(value, "text_color", owner: owner)
        if let (radius, radiusValue) = number(value, "corner_radius", .synerise, owner: owner) {
            if radius >= 0 {
                button.cornerRadiusNumber = radiusValue.number
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

    private mutating func color(_ object: JSONValue, _ key: StaticString, owner: String) -> String? {
        guard let (text, value) = string(object, key, .synerise, owner: owner) else { return nil }
        let color = CampaignColor(text)
        if color?.form == .hex { return text }
        let hint = color?.form == .hexWithAlpha ? "; opacity goes in \"alpha\", not in the colour" : ""
        emit(.syneriseColor, at: value, "\(owner).\(key) must be a colour #RRGGBB, not \(JSONText.quoted(text))\(hint)")
        return nil
    }

    /// `alpha` as written, when it is a number from 0 to 1.
    private mutating func alpha(_ object: JSONValue, owner: String) -> JSONNumber? {
        guard let (alpha, value) = number(object, "alpha", .synerise, owner: owner) else { return nil }
        guard (0...1).contains(alpha) else {
            emit(.syneriseAlphaRange, at: value, "\(owner).alpha must be from 0 to 1, not \(value.sourceText)")
            return nil
        }
        return value.number
    }
}
