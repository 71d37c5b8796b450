/// Builders for Cordial pushes.
///
/// ```swift
/// let push = CordialPayload.alert(
///     mcID: "7:6183f1b2a3c4d5e6f7a8b9c0:20", title: "Back in stock", body: "Your size is back",
///     deepLink: Cordial.DeepLink(url: "https://shop.example.com/p/1"),
///     imageURL: "https://cdn.example.com/p/1.jpg")
/// let trigger = CordialPayload.inAppMessage(
///     mcID: "7:6183f1b2a3c4d5e6f7a8b9c0:21", Cordial.InAppMessage(type: .bannerUp))
/// ```
extension CordialPayload {
    /// A visible push; an image adds `mutable-content: 1` for the service extension.
    public static func alert(
        mcID: String, title: String? = nil, subtitle: String? = nil, body: String, deepLink: Cordial.DeepLink? = nil,
        imageURL: String? = nil
    ) -> CordialPayload {
        var aps = APS.alert(title: title, subtitle: subtitle, body: body)
        if imageURL != nil { aps = aps.mutableContent() }
        return CordialPayload(
            aps: aps, mcID: mcID, deepLink: deepLink, media: imageURL.map { .image(url: $0) } ?? .none)
    }

    /// A visible push with a carousel (at least two items for the swipe buttons): the
    /// carousel extension's category and `mutable-content: 1`.
    public static func carousel(
        mcID: String, title: String? = nil, body: String, items: [Cordial.Carousel.Item],
        deepLink: Cordial.DeepLink? = nil
    ) -> CordialPayload {
        CordialPayload(
            aps: APS.alert(title: title, body: body).mutableContent().category(Cordial.Carousel.category), mcID: mcID,
            deepLink: deepLink, media: .carousel(Cordial.Carousel(items: items)))
    }

    /// A silent push that makes the SDK fetch and show an in-app message.
    public static func inAppMessage(mcID: String, _ message: Cordial.InAppMessage = Cordial.InAppMessage())
        -> CordialPayload
    {
        CordialPayload(aps: .background(), mcID: mcID, inAppMessage: message)
    }

    /// A silent push that announces a new inbox message.
    public static func inbox(mcID: String) -> CordialPayload {
        CordialPayload(aps: .background(), mcID: mcID, inbox: Cordial.Inbox())
    }
}
