/// The preview scene of a plain APNs payload: the notification, its facts and the
/// Live Activity sentence.
extension PreviewSceneBuilder {
    /// The blocks of an `aps` dictionary alone: a notification, a Live Activity, a
    /// background wake-up or nothing at all.
    func apnsBlocks(_ aps: APS, custom: JSONObject) -> [PreviewScene.Block] {
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

    func wakeSentence(_ custom: JSONObject) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = [
            .text("Silent: wakes the app in the background (content-available) and shows nothing.")
        ]
        if !custom.isEmpty { fragments += [.text(" ")] + customKeysSentence(custom) }
        return fragments
    }

    func customKeysSentence(_ custom: JSONObject) -> [PreviewFragment] {
        var fragments: [PreviewFragment] = [.text("The app receives its own keys: ")]
        fragments += list(custom.members.map { PreviewFragment.value($0.key) })
        fragments.append(.text("."))
        return fragments
    }

    func liveActivitySentence(_ activity: APS.LiveActivity) -> [PreviewFragment] {
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

    func liveActivityFacts(_ activity: APS.LiveActivity) -> [PreviewFact] {
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
    func notification(_ aps: APS) -> NotificationScene? {
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
    func apsFacts(_ aps: APS) -> [PreviewFact] {
        var facts: [PreviewFact] = []
        if let badge = aps.badge {
            facts.append(PreviewFact(label: "Badge", value: [.text(badge == 0 ? "cleared" : String(badge))]))
        }
        switch aps.sound {
        case .named(let name), .dictionary(let name, _):
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
}
