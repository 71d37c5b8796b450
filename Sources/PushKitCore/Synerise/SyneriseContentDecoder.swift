extension Synerise.Decoder {

    // MARK: Simple push

    static func simplePush(
        _ content: JSONValue, platform: Platform, aps: APS?, facts: inout PayloadFacts, in checker: inout Checker
    )
        -> Synerise.SimplePush?
    {
        // Each object's keys, read in its typo check's walk, rule out most absent ones at once.
        let members = checker.checkingTypos(in: content, known: WireKeys.simplePush.known, owner: "content")
        let campaign = Self.campaign(members, owner: "content", in: &checker)
        var notification = Synerise.SimplePush.Notification()
        var notificationIsValid = true
        if let value = checker.object(members, "notification", .synerise, required: true, owner: "content") {
            // On Android the notification's title and body are what shows (on iOS aps.alert).
            let fields = checker.checkingTypos(
                in: value, known: WireKeys.notification.known, owner: "notification",
                shown: platform == .android ? ShownKeys.androidNotification : [:])
            notification.extra = JSONObject(value, excluding: WireKeys.notification.modelled)
            let actionValue = fields[member: "action"]
            notification.actionExtra = Self.actionExtra(actionValue)
            // The texts and the icon are kept as views of the document, made into strings
            // only when read; the checks read their bytes in place.
            let title = checker.modelText(fields, "title", .synerise, owner: "notification")
            notification.titleText = title
            notification.bodyText = checker.modelText(fields, "body", .synerise, owner: "notification")
            notification.soundText = checker.modelText(fields, "sound", .synerise, owner: "notification")
            if let icon = checker.modelText(fields, "icon", .synerise, owner: "notification"),
                let iconValue = icon.value
            {
                notification.iconText = icon
                Self.checkImageURL(iconValue, icon, in: &checker)
                facts.features.insert(.image)
            }
            if let priority = checker.modelText(fields, "priority", .synerise, owner: "notification"),
                let priorityValue = priority.value
            {
                // Compared over the bytes: the raw values are ASCII.
                notification.priority =
                    priorityValue.isText("NORMAL") ? .normal : priorityValue.isText("HIGH") ? .high : nil
                if notification.priority == nil {
                    checker.emit(
                        .syneriseAndroidPriority, at: priorityValue,
                        "notification.priority must be NORMAL or HIGH (case-sensitive), not \(JSONText.quoted(priority.string))"
                    )
                }
            }
            if let title, let titleValue = title.value {
                Self.checkTitleLength(title, titleValue, in: &checker)
            }
            if let actionValue {
                notification.heldAction = Self.action(actionValue, facts: &facts, in: &checker)
                notificationIsValid = notification.heldAction != nil
            }
        } else {
            notificationIsValid = false
        }
        var buttons: [Synerise.SimplePush.Button] = []
        var buttonsAreValid = true
        if let list = checker.array(members, "buttons", .synerise, owner: "content") {
            facts.features.insert(.buttons)
            // The first position of each identifier: a dictionary, so that a list of
            // thousands of buttons costs their number, not its square. A short list (the
            // usual one to three buttons) is searched instead, with nothing allocated.
            var identifiers: [String: Int] = [:]
            let searchesEarlier = list.count <= Self.buttonsSearched
            buttons.reserveCapacity(list.count)
            for (position, element) in list.elementSequence.enumerated() {
                guard checker.expect(element, .object, "a button", .synerise) != nil else {
                    buttonsAreValid = false
                    continue
                }
                let fields = checker.checkingTypos(in: element, known: WireKeys.button.known, owner: "the button")
                // The identifier and text stay views of the document (``ModelText``).
                let identifier = checker.modelText(fields, "identifier", .synerise, required: true, owner: "the button")
                let text = checker.modelText(fields, "text", .synerise, required: true, owner: "the button")
                let actionValue = checker.member(fields, "action", .synerise, required: true, owner: "the button")
                let action = actionValue.flatMap { Self.action($0, facts: &facts, in: &checker) }
                if let identifier, let idValue = identifier.value {
                    let earlier =
                        searchesEarlier
                        ? Self.firstButton(withIdentifier: identifier, in: list, before: position)
                        : identifiers[identifier.string]
                    if let first = earlier {
                        checker.emit(
                            .syneriseButtonDuplicateIdentifier, at: idValue,
                            "button identifier \(JSONText.quoted(identifier.string)) is also used by button \(first); the taps cannot be told apart"
                        )
                    } else if !searchesEarlier {
                        identifiers[identifier.string] = position
                    }
                }
                if let identifier, let text, let action {
                    buttons.append(
                        Synerise.SimplePush.Button(
                            identifierText: identifier, textText: text, heldAction: action,
                            actionExtra: Self.actionExtra(actionValue),
                            // Its three keys and nothing else: no view of the document kept.
                            extra: element.count == 3
                                ? JSONObject() : JSONObject(element, excluding: WireKeys.button.modelled)))
                } else {
                    buttonsAreValid = false
                }
            }
        }
        var richMedia: Synerise.RichMedia?
        var richMediaIsValid = true
        if let value = members[member: "rich-media"] {
            richMedia = Self.richMedia(value, platform: platform, facts: &facts, in: &checker)
            richMediaIsValid = richMedia != nil
        }
        guard let campaign, notificationIsValid, buttonsAreValid, richMediaIsValid else { return nil }
        var richMediaExtra = JSONObject()
        var singleImageExtra = JSONObject()
        if let value = members[member: "rich-media"], let richMedia {
            switch richMedia {
            case .singleImage:
                richMediaExtra = JSONObject(value, excluding: ["type", "single-image"])
                singleImageExtra =
                    value[member: "single-image"].map { JSONObject($0, excluding: ["image"]) } ?? JSONObject()
            case .carousel:
                richMediaExtra = JSONObject(value, excluding: ["type", "carousel"])
            }
        }
        return Synerise.SimplePush(
            campaign: campaign, notification: notification, buttons: buttons, richMedia: richMedia,
            richMediaExtra: richMediaExtra, singleImageExtra: singleImageExtra,
            // An empty `buttons` list stays in `extra` as written: the model's list is empty
            // whether the key is absent or not, and the canonical form keeps the member.
            extra: JSONObject(
                content, excluding: buttons.isEmpty ? Self.simplePushButtonless : WireKeys.simplePush.modelled))
    }

    /// The keys of a simple push's content the model holds when it has no button.
    private static let simplePushButtonless = WireKeys.simplePush.modelled.filter { $0 != "buttons" }

    /// ``checkTitleLength(_:_:in:)`` on a model text: a title of 50 bytes or fewer (most
    /// are) is not made into a string.
    static func checkTitleLength(_ title: ModelText, _ value: JSONValue, in checker: inout Checker) {
        // A title of more than 50 bytes but at most 50 scalars (most non-ASCII ones) is
        // told on its bytes too, without making it a string.
        guard title.withUTF8({ $0.count > 50 && $0.count(where: { $0 & 0xC0 != 0x80 }) > 50 }) else { return }
        Self.checkTitleLength(title.string, value, in: &checker)
    }

    static func checkTitleLength(_ title: String, _ value: JSONValue, in checker: inout Checker) {
        // A character is at least one Unicode scalar, and a scalar at least one byte:
        // a title of 50 bytes, or 50 scalars, or fewer needs no count of its characters.
        guard title.utf8.count > 50, title.utf8.count(where: { $0 & 0xC0 != 0x80 }) > 50 else { return }
        let length = title.count
        if length > 50 {
            checker.emit(
                .syneriseTitleLength, at: value,
                "the title is \(length) characters; Synerise advises at most about 50, or it is cut on the lock screen")
        }
    }

    private static func richMedia(
        _ value: JSONValue, platform: Platform, facts: inout PayloadFacts, in checker: inout Checker
    )
        -> Synerise.RichMedia?
    {
        guard checker.expect(value, .object, "\"rich-media\"", .synerise) != nil else { return nil }
        // Its three keys looked up first: the typo walk only when a member is none of them.
        let typeMember = value[member: "type"]
        let imageMember = value[member: "single-image"]
        let carouselMember = value[member: "carousel"]
        if value.count != Self.count(typeMember) + Self.count(imageMember) + Self.count(carouselMember) {
            checker.checkTypos(value, known: WireKeys.richMedia.known, owner: "rich-media")
        }
        guard
            let typeValue = Self.text(typeMember, of: value, "type", required: true, owner: "rich-media", in: &checker)?
                .value
        else {
            return nil
        }
        // Compared over the bytes (the types are ASCII): a string only for a message.
        let type: String? =
            typeValue.isText("single-image") ? "single-image" : typeValue.isText("carousel") ? "carousel" : nil
        switch type {
        case "single-image":
            facts.kind = .syneriseRichMediaSingleImage
            facts.features.insert(.image)
            guard let image = imageMember else {
                checker.emit(
                    .syneriseRichMediaType, at: value, "rich-media of type single-image needs a \"single-image\" object"
                )
                return nil
            }
            guard checker.expect(image, .object, "\"single-image\"", .synerise) != nil,
                let (url, urlValue) = checker.string(image, "image", .synerise, required: true, owner: "single-image")
            else { return nil }
            Self.checkImageURL(urlValue, url, in: &checker)
            return .singleImage(url: url)
        case "carousel":
            facts.kind = .syneriseRichMediaCarousel
            facts.features.insert(.carousel)
            if platform == .android {
                checker.emit(
                    .syneriseAndroidCarousel, at: typeValue, "Android has no carousel; send a single image instead")
            }
            guard let carousel = carouselMember else {
                checker.emit(
                    .syneriseRichMediaType, at: value, "rich-media of type carousel needs a \"carousel\" object")
                return nil
            }
            guard checker.expect(carousel, .object, "\"carousel\"", .synerise) != nil else { return nil }
            let orientationMember = carousel[member: "orientation"]
            let itemsMember = carousel[member: "items"]
            if carousel.count != Self.count(orientationMember) + Self.count(itemsMember) {
                checker.checkTypos(carousel, known: WireKeys.carousel.known, owner: "carousel")
            }
            var orientation: Synerise.RichMedia.Carousel.Orientation?
            if let written = Self.text(
                orientationMember, of: carousel, "orientation", required: true, owner: "carousel", in: &checker),
                let orientationValue = written.value
            {
                // Compared over the bytes (the raw values are ASCII).
                orientation =
                    orientationValue.isText("PORTRAIT")
                    ? .portrait : orientationValue.isText("LANDSCAPE") ? .landscape : nil
                if orientation == nil {
                    checker.emit(
                        .syneriseCarouselOrientation, at: orientationValue,
                        "carousel orientation must be PORTRAIT or LANDSCAPE, not \(JSONText.quoted(written.string))")
                }
            }
            var items: [Synerise.RichMedia.Carousel.Item] = []
            var itemsAreValid = true
            if let list = Self.array(itemsMember, of: carousel, "items", owner: "carousel", in: &checker) {
                if list.count == 0 {
                    checker.emit(.syneriseCarouselEmpty, at: list, "the carousel has no items; nothing will show")
                    itemsAreValid = false
                }
                items.reserveCapacity(list.count)
                for element in list.elementSequence {
                    guard checker.expect(element, .object, "a carousel item", .synerise) != nil else {
                        itemsAreValid = false
                        continue
                    }
                    // Its four keys looked up first: the typo walk only when a member is none of them.
                    let imageMember = element[member: "image"]
                    let captionMember = element[member: "caption"]
                    let subcaptionMember = element[member: "subcaption"]
                    let linkMember = element[member: "url"]
                    if element.count
                        != Self.count(imageMember) + Self.count(captionMember) + Self.count(subcaptionMember)
                        + Self.count(linkMember)
                    {
                        checker.checkTypos(
                            element, known: WireKeys.carouselItem.known, owner: "the carousel item",
                            shown: ShownKeys.carouselItem)
                    }
                    // The texts are kept as views of the document, made into strings only when
                    // read; the checks read their bytes in place.
                    let owner = "the carousel item"
                    let image = Self.text(imageMember, of: element, "image", required: true, owner: owner, in: &checker)
                    if let image, let urlValue = image.value { Self.checkImageURL(urlValue, image, in: &checker) }
                    let caption = Self.text(captionMember, of: element, "caption", owner: owner, in: &checker)
                    let subcaption = Self.text(subcaptionMember, of: element, "subcaption", owner: owner, in: &checker)
                    let link = Self.text(linkMember, of: element, "url", owner: owner, in: &checker)
                    if let link, let linkValue = link.value { checker.checkLink(linkValue, link) }
                    if let image {
                        // Each text there only when its key is: as many as members means
                        // nothing else is left beside the model.
                        let modelledCount =
                            1 + (caption == nil ? 0 : 1) + (subcaption == nil ? 0 : 1) + (link == nil ? 0 : 1)
                        items.append(
                            .init(
                                image: image, caption: caption, subcaption: subcaption, url: link,
                                extra: element.count == modelledCount
                                    ? JSONObject() : JSONObject(element, excluding: WireKeys.carouselItem.modelled)))
                    } else {
                        itemsAreValid = false
                    }
                }
            } else {
                itemsAreValid = false
            }
            guard let orientation, itemsAreValid else { return nil }
            return .carousel(
                Synerise.RichMedia.Carousel(
                    orientation: orientation, items: items,
                    extra: JSONObject(carousel, excluding: WireKeys.carousel.modelled)))
        default:
            checker.emit(
                .syneriseRichMediaType, at: typeValue,
                "unknown rich-media type \(JSONText.quoted(typeValue.string ?? "")); use single-image or carousel")
            return nil
        }
    }

    /// The longest button list searched for an earlier identifier rather than indexed.
    private static let buttonsSearched = 8

    /// The position of the first button before `position` in `list` whose identifier is
    /// `id`, if any: the buttons the decoder read as objects with a string identifier.
    private static func firstButton(withIdentifier id: ModelText, in list: JSONValue, before position: Int) -> Int? {
        for (index, element) in list.elementSequence.enumerated() {
            guard index < position else { return nil }
            if element.kind == .object, let other = element[member: "identifier"], other.kind == .string,
                ModelText(view: other) == id
            {
                return index
            }
        }
        return nil
    }

    // MARK: Silent commands

    static func command(_ content: JSONValue, in checker: inout Checker) -> Synerise.SilentCommand? {
        checker.checkTypos(content, known: WireKeys.command.known, owner: "content")
        let className = Self.nonEmpty(content, "class_name", in: &checker)
        let methodName = Self.nonEmpty(content, "method_name", in: &checker)
        var parameters: [Synerise.SilentCommand.Parameter] = []
        var parametersAreValid = true
        if let list = checker.array(content, "method_parameters", .synerise, owner: "content") {
            var positions: [Int: Int] = [:]
            positions.reserveCapacity(list.count)
            parameters.reserveCapacity(list.count)
            for (index, element) in list.elementSequence.enumerated() {
                guard checker.expect(element, .object, "a method parameter", .synerise) != nil else {
                    parametersAreValid = false
                    continue
                }
                // Its three keys looked up first: the typo walk only when a member is none of them.
                let nameMember = element[member: "class_name"]
                let value = element[member: "value"]
                let positionMember = element[member: "position"]
                if element.count != Self.count(nameMember) + Self.count(value) + Self.count(positionMember) {
                    checker.checkTypos(element, known: WireKeys.methodParameter.known, owner: "the method parameter")
                }
                var valid = true
                // The name is kept as a view of the document, made into a string only when read.
                let name = Self.text(
                    nameMember, of: element, "class_name", required: true, owner: "the method parameter", in: &checker)
                if let name, name.isEmpty, let nameValue = name.value {
                    checker.emit(
                        .syneriseCommandParameter, at: nameValue, "a method parameter's class_name must not be empty")
                    valid = false
                }
                if value == nil {
                    checker.emit(
                        .syneriseMissingKey, at: element, "the method parameter is missing the required key \"value\"")
                    valid = false
                } else if value!.isNull {
                    checker.emit(.syneriseCommandParameter, at: value!, "a method parameter's value must not be null")
                    valid = false
                }
                var position: Int?
                if positionMember == nil {
                    checker.emit(
                        .syneriseMissingKey, at: element,
                        "the method parameter is missing the required key \"position\"")
                }
                if let positionValue = positionMember {
                    if let integer = positionValue.integer, integer >= 0 {
                        position = integer
                        if let first = positions[integer] {
                            checker.emit(
                                .syneriseCommandPositionDuplicate, at: positionValue,
                                "position \(integer) is also used by parameter \(first); the order of the two is undefined"
                            )
                        } else {
                            positions[integer] = index
                        }
                    } else {
                        checker.emit(
                            .syneriseCommandParameter, at: positionValue,
                            "a method parameter's position must be an integer 0 or more, not \(checker.describe(positionValue))"
                        )
                    }
                }
                if valid, let name, let value, let position {
                    parameters.append(
                        .init(
                            className: name, heldValue: .view(value), position: position,
                            // Its three keys and nothing else: no view of the document kept.
                            extra: element.count == 3
                                ? JSONObject() : JSONObject(element, excluding: WireKeys.methodParameter.modelled)))
                } else {
                    parametersAreValid = false
                }
            }
        }
        guard let className, let methodName, parametersAreValid else { return nil }
        // The parameters in the order written (the SDK passes each at its position), and an
        // empty `method_parameters` kept in `extra` as written, as an empty `buttons` is.
        return Synerise.SilentCommand(
            className: className, methodName: methodName, parameters: parameters,
            extra: JSONObject(
                content, excluding: parameters.isEmpty ? Self.commandWithoutParameters : WireKeys.command.modelled))
    }

    /// The keys of a silent command the model holds when it has no parameter.
    private static let commandWithoutParameters = WireKeys.command.modelled.filter { $0 != "method_parameters" }

    /// The string member `key` of `content`, required and not empty, kept as a view of the
    /// document (``ModelText``).
    private static func nonEmpty(_ content: JSONValue, _ key: StaticString, in checker: inout Checker) -> ModelText? {
        guard let text = checker.modelText(content, key, .synerise, required: true, owner: "content") else {
            return nil
        }
        guard !text.isEmpty else {
            let value = text.value ?? content
            checker.emit(.syneriseCommandName, at: value, "\(key) must not be empty")
            return nil
        }
        return text
    }

    static func sdkCommand(_ content: JSONValue, in checker: inout Checker) -> Synerise.SDKCommand? {
        guard let command = Self.command(content, in: &checker) else { return nil }
        var valid = true
        // Compared over the name's bytes in place: a string is made only for the message.
        let isSDKClass = command.classNameText.withUTF8 { bytes in
            var expected = Synerise.SDKCommand.className
            return expected.withUTF8 { bytes.elementsEqual($0) }
        }
        if !isSDKClass, let value = content[member: "class_name"] {
            checker.emit(
                .syneriseSDKCommand, at: value,
                "a silent-sdk-command's class_name must be \(Synerise.SDKCommand.className), not \(JSONText.quoted(command.className))"
            )
            valid = false
        }
        let method = Synerise.SDKCommand(rawValue: command.methodName)
        if method == nil, let value = content[member: "method_name"] {
            checker.emit(
                .syneriseSDKCommand, at: value,
                "the SDK runs GET_LOCATION or SIGN_OUT, not \(JSONText.quoted(command.methodName))")
            valid = false
        }
        return valid ? method : nil
    }
}

extension Synerise.Decoder {
    /// 1 for a member that is there, 0 for one that is not: the members a decoder looked
    /// up, summed, are all the object's members when the sum is its count (each key once,
    /// none unknown), and its typo walk, which reports only unknown keys, is not needed.
    @inline(__always)
    static func count(_ member: JSONValue?) -> Int {
        if case .none = member { return 0 }
        return 1
    }

    /// The string member `key` of `object`, looked up already (`member`), as a view of the
    /// document: reported missing (when `required`) or not a string as
    /// ``Checker/modelText(_:_:_:required:owner:)`` reports it.
    @inline(__always)
    static func text(
        _ member: consuming JSONValue?, of object: JSONValue, _ key: StaticString, required: Bool = false,
        owner: String, in checker: inout Checker
    ) -> ModelText? {
        guard let member else {
            if required { Self.reportMissing(object, key, owner: owner, in: &checker) }
            return nil
        }
        guard member.kind == .string else {
            Self.reportKind(member, .string, key, in: &checker)
            return nil
        }
        return ModelText(view: member)
    }

    /// The array member `key` of `object`, looked up already (`member`), required: reported
    /// as ``Checker/array(_:_:_:required:owner:)`` reports it.
    @inline(__always)
    static func array(
        _ member: JSONValue?, of object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker
    ) -> JSONValue? {
        guard let member else {
            Self.reportMissing(object, key, owner: owner, in: &checker)
            return nil
        }
        guard member.kind == .array else {
            Self.reportKind(member, .array, key, in: &checker)
            return nil
        }
        return member
    }

    /// The report of a required member `key` that `object` lacks, as ``Checker`` words it.
    @inline(never)
    private static func reportMissing(
        _ object: JSONValue, _ key: StaticString, owner: String, in checker: inout Checker
    ) {
        checker.emit(
            KeyDomain.synerise.missingKey, at: object,
            "\(owner) is missing the required key \(JSONText.quoted(key.description))")
    }

    /// The report of a member `key` that is not of `kind`, as ``Checker`` words it.
    @inline(never)
    private static func reportKind(
        _ member: JSONValue, _ kind: JSONValue.Kind, _ key: StaticString, in checker: inout Checker
    ) {
        _ = checker.expect(member, kind, JSONText.quoted(key.description), .synerise)
    }
}
