// Reading `aps.alert`: a string or an object, its texts kept as views of the document, its
// localisation keys and arguments, and a Live Activity alert's localised title and body.

extension APNsDecoder {
    /// Reads `aps.alert`. In a Live Activity push, `title` and `body` may also be
    /// `{"loc-key", "loc-args"}` objects, and `sound` sits inside the alert (Apple,
    /// "Starting and updating Live Activities with ActivityKit push notifications"):
    /// such objects are checked and kept as written in the alert's `extra`.
    ///
    /// On a push-to-start (`isStart`) an alert that shows nothing is an error: Apple
    /// requires the start to alert the person, and one with an empty alert never arrives.
    static func alert(_ value: JSONValue, isLiveActivity: Bool, isStart: Bool, in checker: inout Checker) -> APS
        .Alert?
    {
        switch value.kind {
        case .string:
            let text = value.string ?? ""
            if text.isEmpty {
                checker.emit(
                    .apnsAlertEmpty, isStart ? .error : nil, at: value,
                    "the alert is an empty string; nothing will show"
                        + (isStart ? Self.startAlertReason : ""))
            }
            return .text(text)
        case .object:
            // An alert of two members or fewer (most) is read by walking them, which costs
            // less than the typo walk's index does for keys that are there.
            let isSmall = value.count <= 2
            var titleValue = isSmall ? value[member: "title"] : nil
            var bodyValue = isSmall ? value[member: "body"] : nil
            let isPlain = isSmall && value.count == Self.count(titleValue) + Self.count(bodyValue)
            if !isLiveActivity, isPlain, titleValue?.kind ?? .string == .string, bodyValue?.kind ?? .string == .string {
                // The common alert, a title and a body and nothing else: every other key is
                // absent, so there is nothing else to look up, and the alert is held inline.
                // Both members are known keys, each once: the typo walk would report nothing,
                // and is not made.
                let title = titleValue.map(ModelText.init(view:))
                let body = bodyValue.map(ModelText.init(view:))
                if title?.isEmpty != false && body?.isEmpty != false {
                    Self.reportEmptyAlert(value, isStart: isStart, in: &checker)
                }
                return .structured(APS.StructuredAlert(titleText: title, bodyText: body))
            }
            let members = checker.checkingTypos(
                in: value, known: isLiveActivity ? WireKeys.liveActivityAlert.known : WireKeys.alert.known,
                owner: "aps.alert", shown: ShownKeys.alert)
            if !isSmall {
                titleValue = members[member: "title"]
                bodyValue = members[member: "body"]
            }
            let localizedTitle = isLiveActivity ? Self.liveActivityLocalization(titleValue, in: &checker) : nil
            let localizedBody = isLiveActivity ? Self.liveActivityLocalization(bodyValue, in: &checker) : nil
            var modelled = (isLiveActivity ? WireKeys.liveActivityAlert : WireKeys.alert).modelled
            if localizedTitle != nil { modelled.removeAll { $0 == "title" } }
            if localizedBody != nil { modelled.removeAll { $0 == "body" } }
            // The texts are kept as views of the document, made into strings only when read.
            let title = localizedTitle == nil ? Self.text(titleValue, "title", in: &checker) : nil
            let subtitle = Self.text(members[member: "subtitle"], "subtitle", in: &checker)
            let body = localizedBody == nil ? Self.text(bodyValue, "body", in: &checker) : nil
            if isLiveActivity {
                _ = Self.text(members[member: "sound"], "sound", in: &checker)
            } else if let sound = members[member: "sound"] {
                // The alert dictionary of a notification has no sound (Apple, "Generating a
                // remote notification"); alert.sound is the Live Activity form.
                checker.emit(
                    .apnsAlertSound, at: sound,
                    "sound inside alert plays only in a Live Activity push; a notification reads aps.sound, so move it there"
                )
            }
            let launchImage = Self.text(members[member: "launch-image"], "launch-image", in: &checker)?.string
            let titleLocalization = Self.localization(
                members[member: "title-loc-key"], members[member: "title-loc-args"], "title-loc-key", "title-loc-args",
                in: &checker)
            let subtitleLocalization = Self.localization(
                members[member: "subtitle-loc-key"], members[member: "subtitle-loc-args"], "subtitle-loc-key",
                "subtitle-loc-args", in: &checker)
            let bodyLocalization = Self.localization(
                members[member: "loc-key"], members[member: "loc-args"], "loc-key", "loc-args", in: &checker)
            _ = Self.text(members[member: "action-loc-key"], "action-loc-key", in: &checker)
            _ = Self.text(members[member: "summary-arg"], "summary-arg", in: &checker)
            let shows =
                localizedTitle == true || localizedBody == true || title?.isEmpty == false
                || subtitle?.isEmpty == false || body?.isEmpty == false
                || titleLocalization?.keyText?.isEmpty == false
                || subtitleLocalization?.keyText?.isEmpty == false
                || bodyLocalization?.keyText?.isEmpty == false
            if !shows { Self.reportEmptyAlert(value, isStart: isStart, in: &checker) }
            let alert = APS.StructuredAlert(
                titleText: title, subtitleText: subtitle, bodyText: body, launchImage: launchImage,
                titleLocalization: titleLocalization, subtitleLocalization: subtitleLocalization,
                bodyLocalization: bodyLocalization, extra: JSONObject(value, excluding: modelled),
                inlineWhenPlain: false)
            return .structured(alert)
        default:
            checker.emit(
                .apnsInvalidType, at: value, "\"alert\" must be a string or an object, not \(checker.describe(value))")
            return nil
        }
    }

    /// Why a push-to-start's alert must show something (Apple, "Starting and updating Live
    /// Activities with ActivityKit push notifications": "Include an alert in the JSON payload").
    private static let startAlertReason =
        ", and a push-to-start must alert the person (Apple: \"Include an alert in the JSON payload\"): give the alert a title and a body"

    /// Reports an alert object that shows nothing (an error on a push-to-start).
    @inline(never)
    private static func reportEmptyAlert(_ value: JSONValue, isStart: Bool, in checker: inout Checker) {
        checker.emit(
            .apnsAlertEmpty, isStart ? .error : nil, at: value,
            "the alert has no title, subtitle, body or localisation key; nothing will show"
                + (isStart ? Self.startAlertReason : ""))
    }

    /// Checks a Live Activity alert's `title` or `body` written as a localisation object
    /// (`{"loc-key": "...", "loc-args": ["..."]}`): `nil` when it is not an object (read
    /// as a string instead), else whether it names a key.
    private static func liveActivityLocalization(_ value: JSONValue?, in checker: inout Checker) -> Bool? {
        guard let value, value.kind == .object else { return nil }
        let members = checker.checkingTypos(
            in: value, known: WireKeys.liveActivityAlertText.known, owner: "the alert text")
        let key = checker.string(members, "loc-key", .apns, owner: "the alert text")?.0
        if let args = checker.array(members, "loc-args", .apns, owner: "the alert text") {
            for element in args.elementSequence where element.kind != .string {
                checker.emit(
                    .apnsInvalidType, at: element, "\"loc-args\" must hold strings, not \(checker.describe(element))")
            }
        }
        return Self.isNonEmpty(key)
    }

    /// Whether `text` is set and not empty.
    @inline(__always)
    private static func isNonEmpty(_ text: String?) -> Bool {
        guard let text else { return false }
        return !text.isEmpty
    }

    /// A localisation of the alert from its key and arguments members, looked up
    /// already: `nil` when neither is there (most alerts), with nothing else read.
    @inline(__always)
    private static func localization(
        _ keyValue: JSONValue?, _ argsValue: JSONValue?, _ keyName: StaticString, _ argsName: StaticString,
        in checker: inout Checker
    ) -> APS.StructuredAlert.Localization? {
        if keyValue == nil && argsValue == nil { return nil }
        return Self.readLocalization(keyValue, argsValue, keyName, argsName, in: &checker)
    }

    private static func readLocalization(
        _ keyValue: JSONValue?, _ argsValue: JSONValue?, _ keyName: StaticString, _ argsName: StaticString,
        in checker: inout Checker
    ) -> APS.StructuredAlert.Localization? {
        // The key and the arguments stay views of the document, made into strings only
        // when read: the arguments are the array's string elements.
        let key = Self.text(keyValue, keyName, in: &checker)
        var arguments: APS.StructuredAlert.Localization.HeldArguments?
        if let args = argsValue, checker.expect(args, .array, JSONText.quoted(argsName.description), .apns) != nil {
            arguments = .view(args)
            for element in args.elementSequence where element.kind != .string {
                checker.emit(
                    .apnsInvalidType, at: element,
                    "\(JSONText.quoted(argsName.description)) must hold strings, not \(checker.describe(element))")
            }
        }
        if key == nil, let args = argsValue {
            // Apple: the arguments fill the format specifiers of the key's string; with no
            // key, iOS shows the plain text and ignores them (firebase-admin refuses them).
            checker.emit(
                .apnsLocArgsWithoutKey, at: args,
                "\(argsName) without \(keyName) is ignored: the arguments fill the localised string of \(keyName)")
        }
        return key == nil && arguments == nil ? nil : .init(keyText: key, heldArguments: arguments)
    }
}
