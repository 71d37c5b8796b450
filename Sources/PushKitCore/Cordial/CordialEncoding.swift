extension JSONTree {
    /// The canonical tree of a Cordial push.
    public init(_ payload: CordialPayload) {
        var object = ObjectBuilder(.cordial)
        object.add("aps", payload.aps.map(JSONTree.init))
        object.add("mcID", payload.mcID)
        if let link = payload.deepLink {
            var member = ObjectBuilder(.cordialDeepLink)
            member.add("url", link.url)
            member.add("vanityUrl", link.vanityURL)
            member.add("fallbackUrl", link.fallbackURL)
            member.add(contentsOf: link.extra)
            object.add("deepLink", member.tree)
        }
        switch payload.media {
        case .none:
            break
        case .image(let url):
            object.add("imageURL", url)
        case .carousel(let carousel):
            object.add("imageURL", carousel.imageURL)
            object.add(
                "carousel",
                .array(
                    carousel.items.map { item in
                        var member = ObjectBuilder(.cordialCarouselItem)
                        member.add("imageURL", item.imageURL)
                        member.add("deepLink", item.deepLink)
                        member.add(contentsOf: item.extra)
                        return member.tree
                    }))
        }
        if payload.inAppMessage != nil || payload.inbox != nil || !payload.systemExtra.isEmpty {
            var system = ObjectBuilder(.cordialSystem)
            if let message = payload.inAppMessage { system.add("iam", JSONTree(message)) }
            if let inbox = payload.inbox { system.add("inbox", .object(inbox.extra)) }
            system.add(contentsOf: payload.systemExtra)
            object.add("system", system.tree)
        }
        object.add(contentsOf: payload.extra)
        self = object.tree
    }

    /// The canonical tree of `system.iam`: the values written, in the order `type`,
    /// `displayType`, `inactiveSessionDisplay`, `expirationTime`, `left`, `right`, then
    /// the other members.
    public init(_ message: Cordial.InAppMessage) {
        var object = ObjectBuilder(.cordialInAppMessage)
        object.add("type", message.type?.rawValue)
        object.add("displayType", message.displayType?.rawValue)
        object.add("inactiveSessionDisplay", message.inactiveSessionDisplay?.rawValue)
        switch message.expiration {
        case .never: break
        case .at(let time): object.add("expirationTime", time.text)
        case .unreadable(let text): object.add("expirationTime", text)
        }
        object.add("left", message.leftNumber)
        object.add("right", message.rightNumber)
        object.add(contentsOf: message.extra)
        self = object.tree
    }
}
