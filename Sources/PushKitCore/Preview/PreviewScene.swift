/// What a payload shows, independent of how it is drawn: the text and HTML previews
/// both draw one of these. Strings are kept exactly as the payload wrote them; each
/// renderer makes them safe for its own output.
struct PreviewScene {
    /// One line about the payload: kind, platform, delivery.
    var summary: [PreviewFragment]
    /// What is shown or done, in order.
    var blocks: [Block]

    enum Block {
        /// A notification as the device shows it.
        case notification(NotificationScene)
        /// A banner (one page) or a walkthrough (every page).
        case pages(PagesScene)
        /// A plain sentence: what a silent payload does, or a note.
        case sentence([PreviewFragment])
        /// Label and value rows.
        case facts([PreviewFact])
    }
}

/// A piece of preview text: fixed wording, a value from the payload, or a URL.
enum PreviewFragment: Equatable {
    /// Words of the preview itself.
    case text(String)
    /// A value from the payload, shown quoted.
    case value(String)
    /// Text from the payload shown as it is (JSON, for example), unquoted.
    case code(String)
    /// A URL from the payload: linked in HTML only when it is http or https.
    case url(String)
}

/// A labelled row such as `Sound: default`.
struct PreviewFact {
    var label: String
    var value: [PreviewFragment]
}

/// A notification as the device shows it.
struct NotificationScene {
    /// The section heading, such as `Notification`.
    var heading: String
    /// Whether it is drawn as an iOS or an Android notification.
    var platform: Synerise.Platform
    /// A label above the notification, such as `Time Sensitive`.
    var badgeLabel: String?
    var title: String?
    var subtitle: String?
    var body: String?
    var media: Media?
    var buttons: [ButtonScene] = []
    /// What a tap on the notification does.
    var tap: [PreviewFragment]?
    var facts: [PreviewFact] = []

    enum Media {
        /// One image, by URL.
        case image(String)
        /// Swipeable items.
        case carousel(CarouselScene)
    }

    struct ButtonScene {
        var label: String
        var action: [PreviewFragment]
    }
}

/// A carousel: its items in order.
struct CarouselScene {
    /// `portrait`, `landscape`, or `nil` when the vendor has no orientation.
    var orientation: String?
    var items: [Item]
    /// How the user moves through it.
    var note: String

    struct Item {
        var image: String
        var caption: String?
        var subcaption: String?
        var url: String?
    }
}

/// A banner or a walkthrough: full-screen pages.
struct PagesScene {
    /// The section heading, such as `Banner` or `Walkthrough`.
    var heading: String
    var notes: [[PreviewFragment]]
    var pages: [Synerise.Page]
    /// Walkthrough only: whether the last page swipes back to the first.
    var isLoopEnabled: Bool?
    /// Walkthrough only: whether the page dots are shown.
    var areIndicatorsVisible: Bool?
}

/// Builds the scene of a report.
struct PreviewSceneBuilder {
    let appName: String

    func scene(for report: ValidationReport) -> PreviewScene {
        var summary: [PreviewFragment] = [.text(report.kind.id)]
        if let platform = report.classification.platform { summary.append(.text(" · " + platformName(platform))) }
        if let delivery = report.classification.delivery { summary.append(.text(" · " + delivery.rawValue)) }
        var blocks: [PreviewScene.Block]
        switch report.payload {
        case .none:
            blocks = [.sentence(unmodelled(report))]
        case .apns(let payload):
            blocks = apnsBlocks(payload.aps, custom: payload.custom)
        case .synerise(let payload):
            blocks = syneriseBlocks(payload)
        case .syneriseWalkthrough(let walkthrough):
            blocks = [walkthroughBlock(walkthrough)]
        case .cordial(let payload):
            blocks = cordialBlocks(payload)
        case .reachu(let document):
            blocks = document.summaryLines.map { .sentence([.text($0)]) }
        case .crobox(let response):
            blocks = CroboxBadgeText.lines(response).map { .sentence([.text($0)]) }
        }
        if report.payload != nil { blocks.append(.sentence(diagnosticsNote(report))) }
        return PreviewScene(summary: summary, blocks: blocks)
    }

    // MARK: Without a model

    private func unmodelled(_ report: ValidationReport) -> [PreviewFragment] {
        var words =
            report.kind == .unknown
            ? "pushkit does not recognise this payload"
            : "pushkit recognised a " + report.kind.id + " payload but could not model it"
        words += ", so there is nothing to preview: " + count(report.errorCount, "error") + " and "
        words += count(report.warningCount, "warning") + " (pushkit validate lists them)."
        return [.text(words)]
    }

    private func diagnosticsNote(_ report: ValidationReport) -> [PreviewFragment] {
        let errors = report.errorCount
        let warnings = report.warningCount
        if errors == 0, warnings == 0 { return [.text("Validation: no errors, no warnings.")] }
        return [
            .text(
                "Validation: " + count(errors, "error") + ", " + count(warnings, "warning")
                    + " (pushkit validate lists them).")
        ]
    }

    private func count(_ number: Int, _ noun: String) -> String {
        String(number) + " " + noun + (number == 1 ? "" : "s")
    }

    private func platformName(_ platform: Synerise.Platform) -> String {
        platform == .ios ? "iOS" : "Android"
    }

    // MARK: APNs

    /// The blocks of an `aps` dictionary alone: a notification, a Live Activity, a
    /// background wake-up or nothing at all.
    private func apnsBlocks(_ aps: APS, custom: JSONObject) -> [PreviewScene.Block] {
        var blocks: [PreviewScene.Block] = []
        if let liveActivity = aps.liveActivity {
            blocks.append(.sentence(liveActivitySentence(liveActivity)))
            blocks.append(.facts(liveActivityFacts(liveActivity)))
        }
        if let card = notification(aps) {
            blocks.append(.notification(card))
        } else if aps.liveActivity == nil {
            if aps.contentAvailable {
                blocks.append(.sentence(wakeSentence(custom)))
            } else if aps.badge != nil || aps.sound != nil {
                blocks.append(.sentence([.text("Shows nothing on screen.")]))
                blocks.append(.facts(apsFacts(aps)))
            } else {
                blocks.append(
                    .sentence([
                        .text(
                            "Shows nothing and does not wake the app: aps has no alert, badge, "
                                + "sound or content-available.")
                    ]))
            }
        }
        if aps.alert != nil, !custom.isEmpty {
            blocks.append(.sentence(customKeysSentence(custom)))
        }
        return blocks
    }

    private func wakeSentence(_ custom: JSONObject) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = [
            .text("Silent: wakes the app in the background (content-available) and shows nothing.")
        ]
        if !custom.isEmpty { fragments += [.text(" ")] + customKeysSentence(custom) }
        return fragments
    }

    private func customKeysSentence(_ custom: JSONObject) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = [.text("The app receives its own keys: ")]
        fragments += list(custom.members.map { PreviewFragment.value($0.key) })
        fragments.append(.text("."))
        return fragments
    }

    private func liveActivitySentence(_ activity: APS.LiveActivity) -> [PreviewFragment] {
        var fragments: [PreviewFragment]
        switch activity.event {
        case .start:
            fragments = [.text("Starts a Live Activity")]
            if let type = activity.attributesType { fragments += [.text(" of type "), .value(type)] }
            fragments.append(.text(" (push to start)"))
        case .update: fragments = [.text("Updates a Live Activity")]
        case .end: fragments = [.text("Ends a Live Activity")]
        }
        if case .object(let state) = activity.contentState, !state.isEmpty {
            fragments.append(.text("; the app's widget draws the new content-state: "))
            fragments += list(state.members.map { PreviewFragment.value($0.key) })
        }
        fragments.append(.text("."))
        return fragments
    }

    private func liveActivityFacts(_ activity: APS.LiveActivity) -> [PreviewFact] {
        var facts = [PreviewFact(label: "Timestamp", value: [.text(String(activity.timestamp) + " (UNIX time)")])]
        if let stale = activity.staleDate {
            facts.append(PreviewFact(label: "Stale at", value: [.text(String(stale) + " (UNIX time)")]))
        }
        if let dismissal = activity.dismissalDate {
            facts.append(PreviewFact(label: "Dismissed at", value: [.text(String(dismissal) + " (UNIX time)")]))
        }
        return facts
    }

    /// The notification an `aps` with an alert shows; `nil` without an alert.
    private func notification(_ aps: APS) -> NotificationScene? {
        guard let alert = aps.alert else { return nil }
        var card = NotificationScene(heading: "Notification", platform: .ios)
        switch alert {
        case .text(let text):
            card.body = text
        case .structured(let structured):
            card.title = structured.title ?? structured.titleLocalization?.key
            card.subtitle = structured.subtitle ?? structured.subtitleLocalization?.key
            card.body = structured.body ?? structured.bodyLocalization?.key
            for (label, localization) in [
                ("Localised title", structured.titleLocalization),
                ("Localised subtitle", structured.subtitleLocalization),
                ("Localised body", structured.bodyLocalization),
            ] {
                guard let localization, let key = localization.key else { continue }
                var value: [PreviewFragment] = [.text("the app's string for "), .value(key)]
                if let arguments = localization.arguments, !arguments.isEmpty {
                    value.append(.text(" with "))
                    value += list(arguments.map { PreviewFragment.value($0) })
                }
                card.facts.append(PreviewFact(label: label, value: value))
            }
            if let launchImage = structured.launchImage {
                card.facts.append(PreviewFact(label: "Launch image", value: [.value(launchImage)]))
            }
        }
        switch aps.interruptionLevel {
        case .timeSensitive: card.badgeLabel = "Time Sensitive"
        case .critical: card.badgeLabel = "Critical"
        default: break
        }
        card.facts += apsFacts(aps)
        return card
    }

    /// Badge, sound and the other `aps` settings as facts.
    private func apsFacts(_ aps: APS) -> [PreviewFact] {
        var facts: [PreviewFact] = []
        if let badge = aps.badge {
            facts.append(PreviewFact(label: "Badge", value: [.text(badge == 0 ? "cleared" : String(badge))]))
        }
        switch aps.sound {
        case .named(let name):
            facts.append(PreviewFact(label: "Sound", value: [.value(name)]))
        case .critical(let name, let volume):
            var value: [PreviewFragment] = [.value(name), .text(" (critical: plays even when muted")]
            if let volume, volume.isFinite { value.append(.text(", volume " + DisplayText.number(volume))) }
            value.append(.text(")"))
            facts.append(PreviewFact(label: "Sound", value: value))
        case .none:
            break
        }
        if let level = aps.interruptionLevel {
            let meaning =
                switch level {
                case .passive: " (delivered quietly: no sound, no light)"
                case .active: " (the default)"
                case .timeSensitive: " (breaks through Focus)"
                case .critical: " (breaks through mute and Focus)"
                }
            facts.append(PreviewFact(label: "Interruption", value: [.text(level.rawValue + meaning)]))
        }
        if let category = aps.category {
            facts.append(PreviewFact(label: "Category", value: [.value(category)]))
        }
        if let thread = aps.threadID {
            facts.append(PreviewFact(label: "Thread", value: [.value(thread), .text(" (grouped with its thread)")]))
        }
        if let target = aps.targetContentID {
            facts.append(PreviewFact(label: "Opens window", value: [.value(target)]))
        }
        if let score = aps.relevanceScore {
            facts.append(PreviewFact(label: "Relevance", value: [.text(DisplayText.number(score))]))
        }
        if let criteria = aps.filterCriteria {
            facts.append(PreviewFact(label: "Focus filter", value: [.value(criteria)]))
        }
        if aps.mutableContent {
            facts.append(
                PreviewFact(
                    label: "Extension",
                    value: [.text("a notification service extension may change it before it shows")]))
        }
        if aps.contentAvailable, aps.isVisible {
            facts.append(PreviewFact(label: "Background", value: [.text("also wakes the app (content-available)")]))
        }
        return facts
    }

    // MARK: Synerise

    private func syneriseBlocks(_ payload: SynerisePayload) -> [PreviewScene.Block] {
        let aps = payload.aps
        switch payload.content {
        case .simplePush(let push):
            return simplePushBlocks(push, aps: aps, platform: payload.platform)
        case .templateBanner(let banner):
            return bannerBlocks(banner, aps: aps, platform: payload.platform)
        case .silentCommand(let command):
            var blocks: [PreviewScene.Block] = [
                .sentence([
                    .text("Silent: the Synerise SDK hands method "), .value(command.methodName), .text(" of class "),
                    .value(command.className),
                    .text(" to the app, with " + count(command.parameters.count, "parameter") + "."),
                ])
            ]
            if !command.parameters.isEmpty {
                blocks.append(
                    .facts(
                        command.parameters.map { parameter in
                            PreviewFact(
                                label: "#" + String(parameter.position),
                                value: [.value(parameter.className), .text(" = "), .code(json(parameter.value))])
                        }))
            }
            return blocks + visibleAlongside(aps)
        case .silentSDKCommand(let command):
            let does =
                switch command {
                case .signOut: "signs the user out of the Synerise profile"
                case .getLocation: "reads the device location and reports it"
                }
            return [
                .sentence([
                    .text("Silent: the Synerise SDK runs "), .value(command.rawValue),
                    .text(" itself: it " + does + "."),
                ])
            ] + visibleAlongside(aps)
        case .inAppTest:
            return [
                .sentence([
                    .text(
                        "A Synerise in-app test message: its content shape is not public, so pushkit draws nothing of it."
                    )
                ])
            ] + visibleAlongside(aps)
        case .encrypted(let contentType):
            var fragments: [PreviewFragment] = [.text("An encrypted Synerise push")]
            if let contentType { fragments += [.text(" ("), .value(contentType), .text(")")] }
            fragments.append(.text(": the SDK decrypts its content with the app's key; pushkit cannot read it."))
            return [.sentence(fragments)] + visibleAlongside(aps)
        }
    }

    /// The notification an `aps` beside a silent Synerise content shows, if any.
    private func visibleAlongside(_ aps: APS?) -> [PreviewScene.Block] {
        guard let aps, let card = notification(aps) else { return [] }
        return [.notification(card)]
    }

    private func simplePushBlocks(_ push: Synerise.SimplePush, aps: APS?, platform: Synerise.Platform) -> [PreviewScene
        .Block]
    {
        var card: NotificationScene
        if platform == .android {
            card = NotificationScene(heading: "Android notification", platform: .android)
            card.title = push.notification.title
            card.body = push.notification.body
            if let icon = push.notification.icon { card.media = .image(icon) }
            if let sound = push.notification.sound {
                card.facts.append(PreviewFact(label: "Sound", value: [.value(sound)]))
            }
            if let priority = push.notification.priority {
                card.facts.append(PreviewFact(label: "Priority", value: [.text(priority.rawValue)]))
            }
        } else if let aps, let visible = notification(aps) {
            card = visible
        } else {
            var blocks: [PreviewScene.Block] = [
                .sentence([.text("iOS shows nothing: aps has no alert, so the Synerise content is never seen.")])
            ]
            if let aps { blocks.append(.facts(apsFacts(aps))) }
            return blocks
        }
        switch push.richMedia {
        case .singleImage(let url):
            card.media = .image(url)
        case .carousel(let carousel):
            card.media = .carousel(
                CarouselScene(
                    orientation: carousel.orientation.rawValue.lowercased(),
                    items: carousel.items.map {
                        CarouselScene.Item(image: $0.image, caption: $0.caption, subcaption: $0.subcaption, url: $0.url)
                    },
                    note: "swipe with the extension's previous and next actions; choose opens the item"))
        case .none:
            break
        }
        card.buttons = push.buttons.map { button in
            NotificationScene.ButtonScene(label: button.text, action: describe(button.action))
        }
        card.tap = describe(push.notification.action ?? .openApp)
        return [.notification(card)]
    }

    private func bannerBlocks(_ banner: Synerise.TemplateBanner, aps: APS?, platform: Synerise.Platform)
        -> [PreviewScene.Block]
    {
        var blocks: [PreviewScene.Block] = []
        if let trigger = banner.trigger, !trigger.isEmpty {
            blocks.append(
                .sentence([
                    .text("Silent: arms this banner; the Synerise SDK shows it when the app tracks an event labelled "),
                    .value(trigger), .text(" (once per campaign)."),
                ]))
        } else {
            blocks.append(.sentence([.text("Silent: the Synerise SDK shows this banner as soon as the push arrives.")]))
        }
        var notes: [[PreviewFragment]] = []
        if banner.isMandatoryUpgrade {
            notes.append(
                [.text("Mandatory upgrade: the close button is disabled, so the only way on is the button, which ")]
                    + describe(banner.page.action) + [.text(".")])
        }
        if let autoDisappear = banner.autoDisappear {
            if autoDisappear.isEnabled, let timeout = autoDisappear.timeout {
                notes.append([.text("Disappears by itself after " + count(timeout, "second") + ".")])
            } else if autoDisappear.isEnabled {
                notes.append([.text("Disappears by itself.")])
            } else {
                notes.append([.text("Stays until it is closed.")])
            }
        }
        blocks.append(.pages(PagesScene(heading: "Banner", notes: notes, pages: [banner.page])))
        if let note = banner.notification, note.title != nil || note.body != nil {
            var card = NotificationScene(
                heading: "Android notification, when the app is not running", platform: .android)
            card.title = note.title
            card.body = note.body
            if platform == .ios { card.heading = "Notification block (read by Android only)" }
            blocks.append(.notification(card))
        }
        return blocks + visibleAlongside(aps)
    }

    private func walkthroughBlock(_ walkthrough: Synerise.Walkthrough) -> PreviewScene.Block {
        var notes: [[PreviewFragment]] = [
            [
                .text(
                    "A walkthrough the SDK fetches and shows as " + count(walkthrough.pages.count, "swipeable page")
                        + ".")
            ]
        ]
        if walkthrough.isLoopEnabled == true { notes.append([.text("The last page swipes back to the first.")]) }
        if walkthrough.areIndicatorsVisible == true { notes.append([.text("Page dots are shown.")]) }
        return .pages(
            PagesScene(
                heading: "Walkthrough", notes: notes, pages: walkthrough.pages,
                isLoopEnabled: walkthrough.isLoopEnabled, areIndicatorsVisible: walkthrough.areIndicatorsVisible))
    }

    /// What an action does, in words.
    func describe(_ action: Synerise.Action) -> [PreviewFragment] {
        switch action {
        case .openApp: [.text("opens the app")]
        case .openURL(let url): [.text("opens "), .url(url), .text(" in the browser")]
        case .deepLink(.uri(let uri)): [.text("opens "), .url(uri), .text(" in the app")]
        case .deepLink(.key(let key)): [.text("hands the deep-link key "), .value(key), .text(" to the app")]
        }
    }

    // MARK: Cordial

    private func cordialBlocks(_ payload: CordialPayload) -> [PreviewScene.Block] {
        var blocks: [PreviewScene.Block] = []
        if let aps = payload.aps, var card = notification(aps) {
            switch payload.media {
            case .none: break
            case .image(let url): card.media = .image(url)
            case .carousel(let carousel):
                card.media = .carousel(
                    CarouselScene(
                        orientation: nil,
                        items: carousel.items.map { CarouselScene.Item(image: $0.imageURL, url: $0.deepLink) },
                        note: carousel.items.count < 2
                            ? "fewer than two items: no swipe buttons"
                            : "swipe with the extension's previous and next buttons"))
            }
            if let link = payload.deepLink {
                card.tap = cordialDeepLink(link)
            } else {
                card.tap = [.text("opens the app")]
            }
            blocks.append(.notification(card))
        }
        if let message = payload.inAppMessage {
            blocks.append(.sentence(inAppSentence(message, mcID: payload.mcID)))
        }
        if payload.inbox != nil {
            blocks.append(
                .sentence([
                    .text("Silent: announces a new inbox message ("), .value(payload.mcID),
                    .text(") to the app's inbox delegate."),
                ]))
        }
        if blocks.isEmpty {
            if payload.aps?.contentAvailable == true {
                blocks.append(.sentence([.text("Silent: wakes the app in the background and shows nothing.")]))
            } else {
                blocks.append(.sentence([.text("Shows nothing: no alert, no in-app message and no inbox trigger.")]))
            }
        }
        return blocks
    }

    private func cordialDeepLink(_ link: CordialDeepLink) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = []
        if let url = link.url {
            fragments += [.text("opens "), .url(url), .text(" in the app")]
        } else {
            fragments.append(.text("opens the app"))
        }
        if let vanity = link.vanityURL { fragments += [.text("; tracked link "), .url(vanity)] }
        if let fallback = link.fallbackURL { fragments += [.text("; falls back to "), .url(fallback)] }
        return fragments
    }

    private func inAppSentence(_ message: CordialInAppMessage, mcID: String) -> [PreviewFragment] {
        let layout =
            switch message.effectiveType {
            case .modal: "a centred modal"
            case .fullscreen: "a full-screen message"
            case .bannerUp: "a banner at the top"
            case .bannerBottom: "a banner at the bottom"
            }
        let when =
            switch message.effectiveDisplayType {
            case .displayImmediately: "at once"
            case .displayOnAppOpenEvent: "the next time the app is opened"
            }
        var fragments: [PreviewFragment] = [
            .text("Silent: the Cordial SDK fetches the in-app message for "), .value(mcID),
            .text(" and shows it " + when + " as " + layout),
        ]
        if message.effectiveType != .fullscreen {
            let margins = "margins " + String(message.effectiveLeft) + "% and " + String(message.effectiveRight) + "%"
            if message.widthPercent > 0 {
                fragments.append(.text(", " + String(message.widthPercent) + "% of the screen wide (" + margins + ")"))
            } else {
                fragments.append(.text(", but its " + margins + " leave it no width"))
            }
        }
        switch message.effectiveInactiveSessionDisplay {
        case .showInApp: fragments.append(.text("; shown even if it arrives while the app is not active"))
        case .hideInApp: fragments.append(.text("; dropped if it arrives while the app is not active"))
        }
        switch message.expiration {
        case .never: fragments.append(.text("; never expires."))
        case .at(let time): fragments += [.text("; expires at "), .value(time.text), .text(".")]
        case .unreadable(let text):
            fragments += [
                .text("; the SDK cannot read the expiration time "), .value(text), .text(", so it never expires."),
            ]
        }
        return fragments
    }

    // MARK: Helpers

    /// `a, b and c`.
    private func list(_ items: [PreviewFragment]) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = []
        for (offset, item) in items.enumerated() {
            if offset > 0 { fragments.append(.text(offset == items.count - 1 ? " and " : ", ")) }
            fragments.append(item)
        }
        return fragments
    }

    /// A JSON value in compact JSON, cut after 120 characters.
    private func json(_ tree: JSONTree) -> String {
        var text = ""
        write(tree, into: &text, budget: 160, depth: 0)
        if text.count > 120 { text = String(text.prefix(119)) + "…" }
        return text
    }

    private func write(_ tree: JSONTree, into text: inout String, budget: Int, depth: Int) {
        guard text.count < budget else { return }
        guard depth < 16 else {
            text += "…"
            return
        }
        switch tree {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += number.lexeme
        case .string(let string): text += "\"" + string + "\""
        case .array(let elements):
            text += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text += "," }
                write(element, into: &text, budget: budget, depth: depth + 1)
                if text.count >= budget { break }
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { text += "," }
                text += "\"" + member.key + "\":"
                write(member.value, into: &text, budget: budget, depth: depth + 1)
                if text.count >= budget { break }
            }
            text += "}"
        }
    }
}
