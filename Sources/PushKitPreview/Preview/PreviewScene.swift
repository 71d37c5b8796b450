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
    var platform: Platform
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
            if report.errorCount == 0, let effect = serviceEffect(report) {
                blocks = [.sentence([.text(effect)]), .sentence(diagnosticsNote(report))]
            } else {
                blocks = [.sentence(unmodelled(report))]
            }
        case .apns(let payload):
            if let effect = serviceEffect(report) {
                blocks = [.sentence([.text(effect)])]
            } else {
                blocks = apnsBlocks(payload.aps, custom: payload.custom)
            }
        case .synerise(let payload):
            blocks = syneriseBlocks(payload)
        case .syneriseWalkthrough(let walkthrough):
            blocks = [walkthroughBlock(walkthrough)]
        case .cordial(let payload):
            blocks = cordialBlocks(payload)
        case .reachu(let document):
            blocks = document.summaryLines.map { .sentence([.text($0)]) }
        case .crobox(let response):
            blocks = Crobox.BadgeText.lines(response).map { .sentence([.text($0)]) }
        case .fcm(let message):
            blocks = fcmBlocks(message, platform: report.classification.platform)
        }
        if report.payload != nil { blocks.append(.sentence(diagnosticsNote(report))) }
        return PreviewScene(summary: summary, blocks: blocks)
    }

    // MARK: Without a model

    /// What a push that shows nothing by design does (``APNsPushType/deviceEffect``): one a
    /// system service or PushKit delegate takes, or a widget or control reload.
    private func serviceEffect(_ report: ValidationReport) -> String? {
        guard report.classification.platform == .ios, let pushType = report.classification.pushType,
            report.kind == PayloadKind.apns(pushType)
        else { return nil }
        return pushType.deviceEffect
    }

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

    func count(_ number: Int, _ noun: String) -> String {
        String(number) + " " + noun + (number == 1 ? "" : "s")
    }

    func platformName(_ platform: Platform) -> String {
        platform == .ios ? "iOS" : "Android"
    }

    // MARK: Helpers

    /// `a, b and c`.
    func list(_ items: [PreviewFragment]) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = []
        for (offset, item) in items.enumerated() {
            if offset > 0 { fragments.append(.text(offset == items.count - 1 ? " and " : ", ")) }
            fragments.append(item)
        }
        return fragments
    }

    /// A JSON value in compact JSON, cut after 120 characters.
    func json(_ tree: JSONTree) -> String {
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
