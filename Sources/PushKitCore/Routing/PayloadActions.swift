extension Payload {
    /// Every action the payload carries, in payload order, with pointers as the payload
    /// is written in its plain form: the Synerise content at `/content` (inside the
    /// `content` string on Android), pages and carousel items by their place among the
    /// ones the model kept.
    ///
    /// For pointers into the document the payload was read from (an FCM `data` or
    /// `message.data` wrapper, walkthrough pages and Cordial carousel items the SDK
    /// drops), use ``actions(locatedIn:)``.
    ///
    /// - A Synerise simple push: the notification tap (open-app when it has no action),
    ///   each button, each carousel item with a `url` (open-url for an http or https URL,
    ///   a deep link otherwise).
    /// - A template banner (and mandatory upgrade): the page action.
    /// - A walkthrough: each page's action.
    /// - A Cordial push: the tap, a deep link to `deepLink.url` (with its `vanityUrl` and
    ///   `fallbackUrl`) or, on a visible push without one, open-app; then each carousel
    ///   item's `deepLink`.
    /// - A plain APNs payload: open-app for the tap on a visible notification.
    /// - A silent command, an encrypted or an in-app-test push, a Reachu or Crobox
    ///   document: none.
    public var actions: [PayloadAction] {
        actions(layout: ActionLayout())
    }

    /// Every action, as ``actions``, with pointers into `document`, the document this
    /// payload was read from.
    public func actions(locatedIn document: JSONDocument) -> [PayloadAction] {
        actions(layout: ActionLayout(self, document: document))
    }

    func actions(layout: ActionLayout) -> [PayloadAction] {
        switch self {
        case .apns(let payload):
            guard payload.aps.isVisible else { return [] }
            return [PayloadAction(source: .notification, pointer: ActionLayout.aps, kind: .openApp, target: nil)]
        case .synerise(let payload):
            return ActionLayout.synerise(payload, content: layout.content)
        case .syneriseWalkthrough(let walkthrough):
            return walkthrough.pages.enumerated().map { offset, page in
                let position = layout.position(offset, in: layout.pagePositions)
                return ActionLayout.action(
                    page.action, source: .walkthroughPage(index: position),
                    at: JSONPointer(tokens: ["pages", String(position), "action"]))
            }
        case .cordial(let payload):
            return ActionLayout.cordial(payload, layout: layout)
        case .reachu, .crobox:
            // Documents a service reads, not notifications: nothing is tapped.
            return []
        case .fcm:
            // A plain FCM message's tap opens the app (or click_action's activity): no link.
            return []
        }
    }
}

/// Where a payload's actions sit in the document it was read from.
struct ActionLayout: Sendable {
    static let aps = JSONPointer(tokens: ["aps"])

    /// The pointer of the Synerise `content` (its tokens continue inside the string on Android).
    var content = JSONPointer(tokens: ["content"])
    /// For a walkthrough, the place in `pages` of each page the model kept.
    var pagePositions: [Int]?
    /// For a Cordial carousel, the place in `carousel` of each item the model kept.
    var carouselPositions: [Int]?

    init() {}

    /// The layout of `payload` as read from `document`.
    init(_ payload: Payload, document: JSONDocument) {
        let root = document.root
        switch payload {
        case .synerise(let synerise) where synerise.platform == .android && root["aps"] == nil:
            if let data = root["message"]?["data"], data.kind == .object {
                content = JSONPointer(tokens: ["message", "data", "content"])
            } else if let data = root["data"], data.kind == .object {
                content = JSONPointer(tokens: ["data", "content"])
            }
        case .syneriseWalkthrough(let walkthrough):
            // The model keeps the pages the SDK shows; find which places they had.
            var positions: [Int] = []
            for (position, element) in (root["pages"]?.elements ?? []).enumerated() where element.kind == .object {
                var checker = Checker()
                var facts = PayloadFacts()
                if Synerise.Decoder.page(element, facts: &facts, in: &checker) != nil { positions.append(position) }
            }
            if positions.count == walkthrough.pages.count { pagePositions = positions }
        case .cordial(let cordial):
            guard case .carousel(let carousel) = cordial.media else { break }
            // The SDK keeps an item when it is an object of strings with both keys.
            var positions: [Int] = []
            for (position, element) in (root["carousel"]?.elements ?? []).enumerated()
            where element.kind == .object && element["imageURL"] != nil && element["deepLink"] != nil
                && element.members.allSatisfy({ $0.value.kind == .string })
            {
                positions.append(position)
            }
            if positions.count == carousel.items.count { carouselPositions = positions }
        default:
            break
        }
    }

    /// The place in the document of the model's element `offset`.
    func position(_ offset: Int, in positions: [Int]?) -> Int {
        guard let positions, positions.indices.contains(offset) else { return offset }
        return positions[offset]
    }

    static func synerise(_ payload: SynerisePayload, content: JSONPointer) -> [PayloadAction] {
        switch payload.content {
        case .simplePush(let push):
            let notification = content.appending("notification")
            var actions: [PayloadAction] = []
            if let action = push.notification.action {
                actions.append(Self.action(action, source: .notification, at: notification.appending("action")))
            } else {
                actions.append(PayloadAction(source: .notification, pointer: notification, kind: .openApp, target: nil))
            }
            for (index, button) in push.buttons.enumerated() {
                actions.append(
                    Self.action(
                        button.action, source: .button(identifier: button.identifier, index: index),
                        at: content.appending("buttons").appending(index).appending("action")))
            }
            if case .carousel(let carousel) = push.richMedia {
                let items = content.appending("rich-media").appending("carousel").appending("items")
                for (index, item) in carousel.items.enumerated() {
                    guard let url = item.url else { continue }
                    actions.append(
                        PayloadAction(
                            source: .carouselItem(index: index), pointer: items.appending(index).appending("url"),
                            kind: LinkCheck.isAbsoluteHTTP(url) ? .openURL : .deepLink, target: url))
                }
            }
            return actions
        case .templateBanner(let banner):
            return [
                Self.action(banner.page.action, source: .bannerPage, at: content.appending("page").appending("action"))
            ]
        case .silentCommand, .silentSDKCommand, .inAppTest, .encrypted:
            return []
        }
    }

    /// A Synerise action object at `pointer`; the target is its `item`.
    static func action(_ action: Synerise.Action, source: PayloadAction.Source, at pointer: JSONPointer)
        -> PayloadAction
    {
        switch action {
        case .openApp:
            PayloadAction(source: source, pointer: pointer, kind: .openApp, target: nil)
        case .openURL(let url):
            PayloadAction(
                source: source, pointer: pointer, targetPointer: pointer.appending("item"), kind: .openURL, target: url)
        case .deepLink(let link):
            PayloadAction(
                source: source, pointer: pointer, targetPointer: pointer.appending("item"), kind: .deepLink,
                target: link.text)
        }
    }

    static func cordial(_ payload: CordialPayload, layout: ActionLayout) -> [PayloadAction] {
        var actions: [PayloadAction] = []
        let deepLink = JSONPointer(tokens: ["deepLink"])
        if let link = payload.deepLink, let url = link.url {
            actions.append(
                PayloadAction(
                    source: .notification, pointer: deepLink, targetPointer: deepLink.appending("url"), kind: .deepLink,
                    target: url, vanityURL: link.vanityURL, fallbackURL: link.fallbackURL))
        } else if payload.aps?.isVisible == true {
            actions.append(
                PayloadAction(
                    source: .notification, pointer: payload.deepLink == nil ? aps : deepLink, kind: .openApp,
                    target: nil, vanityURL: payload.deepLink?.vanityURL, fallbackURL: payload.deepLink?.fallbackURL))
        }
        if case .carousel(let carousel) = payload.media {
            for (offset, item) in carousel.items.enumerated() {
                let position = layout.position(offset, in: layout.carouselPositions)
                actions.append(
                    PayloadAction(
                        source: .carouselItem(index: position),
                        pointer: JSONPointer(tokens: ["carousel", String(position), "deepLink"]), kind: .deepLink,
                        target: item.deepLink))
            }
        }
        return actions
    }
}
