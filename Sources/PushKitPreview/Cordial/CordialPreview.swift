/// The preview scene of a Cordial push.
extension PreviewSceneBuilder {
    func cordialBlocks(_ payload: CordialPayload) -> [PreviewScene.Block] {
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

    func cordialDeepLink(_ link: Cordial.DeepLink) -> [PreviewFragment] {
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

    func inAppSentence(_ message: Cordial.InAppMessage, mcID: String) -> [PreviewFragment] {
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
}
