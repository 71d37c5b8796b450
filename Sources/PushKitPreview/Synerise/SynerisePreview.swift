/// The preview scenes of Synerise pushes and walkthroughs.
extension PreviewSceneBuilder {
    func syneriseBlocks(_ payload: SynerisePayload) -> [PreviewScene.Block] {
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
    func visibleAlongside(_ aps: APS?) -> [PreviewScene.Block] {
        guard let aps, let card = notification(aps) else { return [] }
        return [.notification(card)]
    }

    func simplePushBlocks(_ push: Synerise.SimplePush, aps: APS?, platform: Platform) -> [PreviewScene
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

    func bannerBlocks(_ banner: Synerise.TemplateBanner, aps: APS?, platform: Platform)
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

    func walkthroughBlock(_ walkthrough: Synerise.Walkthrough) -> PreviewScene.Block {
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
}
