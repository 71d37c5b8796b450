/// The checks of a payload against the app that receives it, run by ``Validator`` once
/// the payload is decoded and classified: the one seam between the validator and the
/// app profile.
///
/// It judges every diagnostic of a rule that depends on SDK versions against the app's
/// versions (without a profile, against the versions in use), then, with a profile, checks
/// the Live Activity, the localized strings and the category against the app. It reads
/// the document and the classification only.
enum AppReview {
    /// A profile that names nothing: the versions in use for every SDK.
    static let inUse = AppProfile()

    /// Reviews the diagnostics in `sink` and adds the app's own.
    static func review(
        _ sink: inout DiagnosticSink, document: JSONDocument, classification: Classification,
        options: Validator.Options
    ) {
        if sink.pending.contains(where: { $0.code.declaration.versions != nil }) {
            SDKJudge.judge(&sink, platform: classification.platform, profile: options.app)
        }
        guard let app = options.app, classification.platform != .android,
            let aps = document.root["aps"], aps.kind == .object
        else { return }
        var checker = Checker()
        checker.sink = DiagnosticSink(limit: sink.limit)
        let review = PayloadReview(profile: app, attributesType: options.attributesType)
        review.checkLiveActivity(aps, checker: &checker)
        review.checkStrings(aps, checker: &checker)
        review.checkCategory(aps, kind: classification.kind, checker: &checker)
        sink.append(contentsOf: checker.sink)
    }
}

/// The app's checks on one payload's `aps`.
private struct PayloadReview {
    let profile: AppProfile
    let attributesType: String?

    // MARK: Live Activities

    func checkLiveActivity(_ aps: JSONValue, checker: inout Checker) {
        guard !profile.liveActivities.isEmpty else { return }
        let event = aps["event"]?.string
        let state = aps["content-state"]
        guard event != nil || state != nil else { return }
        let decoding = ActivityDecoding(types: profile.types)
        if event == "start" {
            guard let typeValue = aps["attributes-type"], let name = typeValue.string else { return }
            guard let activity = profile.liveActivity(named: name) else {
                unknownType(name, at: typeValue, checker: &checker)
                return
            }
            if let attributes = aps["attributes"] {
                decoding.decode(attributes, fields: activity.attributes, owner: name, checker: &checker)
            }
            if let state {
                decoding.decode(state, fields: activity.contentState, owner: "\(name).ContentState", checker: &checker)
            }
            return
        }
        guard let state else { return }
        if let attributesType {
            guard let activity = profile.liveActivity(named: attributesType) else {
                unknownType(attributesType, at: aps, checker: &checker)
                return
            }
            decoding.decode(
                state, fields: activity.contentState, owner: "\(attributesType).ContentState", checker: &checker)
            return
        }
        if profile.liveActivities.count == 1, let activity = profile.liveActivities.first {
            decoding.decode(
                state, fields: activity.contentState, owner: "\(activity.name).ContentState", checker: &checker)
            return
        }
        // The push names no type: it must decode into one of them.
        let trial = decoding.firstFit(of: state, among: profile.liveActivities)
        guard trial.fit == nil else { return }
        let firstProblems = trial.firstProblems.map { tried in
            let first = tried.problem
            return
                "\(tried.activity) (\(first.pointer.description.isEmpty ? "" : "at \(first.pointer): ")\(first.message))"
        }
        checker.emit(
            .appActivityNoMatch, at: state,
            "the content-state decodes into none of the app's Live Activity types, so the push changes nothing whichever activity it reaches (--attributes-type names the one it is for): "
                + firstProblems.joined(separator: "; "))
    }

    private func unknownType(_ name: String, at value: JSONValue, checker: inout Checker) {
        let names = profile.liveActivities.map(\.name)
        if let registered = names.first(where: { $0 == name }) {
            checker.emit(
                .appActivityUnknownType, at: value,
                "\(LiteralText.mismatch(name, registered)): ActivityKit matches attributes-type with the type's name code point by code point, so the system starts nothing"
            )
            return
        }
        let hint = KeySpelling.nearMiss(name, in: names).map { "; did you mean \(JSONText.quoted($0))?" } ?? ""
        checker.emit(
            .appActivityUnknownType, at: value,
            "\(JSONText.quoted(name)) is not one of the app's Live Activity types (\(names.map { JSONText.quoted($0) }.joined(separator: ", "))), so the system starts nothing\(hint)"
        )
    }

    // MARK: Strings

    /// The localized strings of `aps.alert`: its three keys, and a Live Activity's
    /// `title` and `body` written as `{loc-key, loc-args}` objects.
    func checkStrings(_ aps: JSONValue, checker: inout Checker) {
        guard let strings = profile.strings, let alert = aps["alert"], alert.kind == .object else { return }
        for (keyName, argumentsName) in [
            ("title-loc-key", "title-loc-args"), ("subtitle-loc-key", "subtitle-loc-args"), ("loc-key", "loc-args"),
        ] {
            if let key = alert[keyName] { check(key, arguments: alert[argumentsName], in: strings, checker: &checker) }
        }
        for field in ["title", "subtitle", "body"] {
            if let object = alert[field], object.kind == .object, let key = object["loc-key"] {
                check(key, arguments: object["loc-args"], in: strings, checker: &checker)
            }
        }
    }

    private func check(
        _ keyValue: JSONValue, arguments: JSONValue?, in strings: AppProfile.Strings, checker: inout Checker
    ) {
        guard let key = keyValue.string else { return }
        // Dictionary look-up is canonical equivalence; iOS's (NSBundle's table) is literal.
        let index = strings.entries.index(forKey: key)
        if let index, !LiteralText.equal(strings.entries[index].key, key) {
            checker.emit(
                .appStringUnknownKey, at: keyValue,
                "\(LiteralText.mismatch(key, strings.entries[index].key)) in \(strings.origin): iOS looks the key up code point by code point, so it finds nothing and shows the key itself"
            )
            return
        }
        guard let variants = index.map({ strings.entries[$0].value }) else {
            let hint = KeySpelling.nearMiss(key, in: strings.entries.keys).map {
                "; did you mean \(JSONText.quoted($0))?"
            }
            checker.emit(
                .appStringUnknownKey, at: keyValue,
                "\(JSONText.quoted(key)) is not in \(strings.origin), so iOS shows the key itself" + (hint ?? ""))
            return
        }
        let given = arguments?.kind == .array ? arguments?.count ?? 0 : 0
        let place = arguments?.kind == .array ? arguments ?? keyValue : keyValue
        guard let most = variants.max(by: { $0.argumentCount < $1.argumentCount }) else { return }
        let variant = most.name.map { " (its \($0) variant)" } ?? ""
        if given < most.argumentCount {
            checker.emit(
                .appStringMissingArguments, at: place,
                "\(JSONText.quoted(key)) reads \(counted(most.argumentCount)) in \(strings.origin)\(variant), \(JSONText.quoted(most.format)), but the push gives \(given); the missing ones show as garbage or (null)"
            )
        } else if given > most.argumentCount {
            checker.emit(
                .appStringExtraArguments, at: place,
                "\(JSONText.quoted(key)) reads \(counted(most.argumentCount)) in \(strings.origin)\(variant), \(JSONText.quoted(most.format)), but the push gives \(given); the extra ones never show"
            )
        }
    }

    private func counted(_ count: Int) -> String { count == 1 ? "1 argument" : "\(count) arguments" }

    // MARK: Categories

    /// The rich-media kinds whose image or carousel only a content extension draws.
    static let richMedia: Set<PayloadKind> = [
        .syneriseRichMediaSingleImage, .syneriseRichMediaCarousel, .cordialCarousel,
    ]

    func checkCategory(_ aps: JSONValue, kind: PayloadKind, checker: inout Checker) {
        guard let categories = profile.categories, let value = aps["category"], let category = value.string
        else { return }
        // Set membership is canonical equivalence; iOS matches a category's identifier literally.
        let index = categories.firstIndex(of: category)
        let what: String
        let hint: String
        if let index {
            guard !LiteralText.equal(categories[index], category) else { return }
            what =
                LiteralText.mismatch(category, categories[index])
                + ", and iOS matches the category code point by code point"
            hint = ""
        } else {
            what = "the app registers no category \(JSONText.quoted(category))"
            hint = KeySpelling.nearMiss(category, in: categories).map { "; did you mean \(JSONText.quoted($0))?" } ?? ""
        }
        if Self.richMedia.contains(kind) {
            checker.emit(
                .appRichMediaCategoryUnregistered, at: value,
                "\(what), so no content extension runs and the \(kind == .syneriseRichMediaSingleImage ? "image" : "carousel") never shows\(hint)"
            )
        } else {
            checker.emit(
                .appCategoryUnregistered, at: value, "\(what): the notification shows without its actions\(hint)")
        }
    }
}

extension AppProfile {
    /// The Live Activity type of the app that the push in `document` is for: a start's
    /// `attributes-type` when the profile declares it; for an update or end,
    /// `attributesType` when declared, else the profile's only type, else the first whose
    /// `ContentState` its `content-state` decodes into. `nil` for a push that is no Live
    /// Activity, or one no type fits.
    public func liveActivityType(in document: JSONDocument, attributesType: String? = nil) -> String? {
        guard let aps = document.root["aps"], aps.kind == .object,
            aps["event"] != nil || aps["content-state"] != nil
        else { return nil }
        if aps["event"]?.string == "start" {
            return aps["attributes-type"]?.string.flatMap { liveActivity(named: $0)?.name }
        }
        if let attributesType { return liveActivity(named: attributesType)?.name }
        if liveActivities.count == 1 { return liveActivities.first?.name }
        guard let state = aps["content-state"] else { return nil }
        return ActivityDecoding(types: types).firstFit(of: state, among: liveActivities).fit?.name
    }
}
