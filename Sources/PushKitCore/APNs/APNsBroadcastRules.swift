// Codes and catalogue entries of broadcast pushes (iOS 18): a payload sent on a channel
// (`Validator.Options.isBroadcast`, `--channel-id`) and the request that carries it
// (`APNsRequest.Options.channel`). APNsBroadcast.swift fires them and quotes Apple's pages.

extension Diagnostic.Code {
    /// ActivityKit starts a Live Activity only from a push sent to a device's push-to-start token, so a start
    /// broadcast on a channel begins nothing on any device. Send the start to each device's push-to-start token (with
    /// `input-push-channel` to subscribe the new activity to the channel), then update and end it on the channel.
    public static let broadcastStart = Self(
        "broadcast.start", .error,
        summary: "A payload with \"event\": \"start\" sent on a broadcast channel, which cannot start a Live Activity.",
        example:
            #"pushkit validate --channel-id dHN0LXNyY2gtY2hubA== on {"aps":{"timestamp":1700000000,"event":"start","content-state":{},"attributes-type":"Score","attributes":{},"alert":{"title":"Kick-off","body":"The match has begun"}}}"#,
        exampleIsPayload: false,
        passing:
            #"pushkit validate --channel-id dHN0LXNyY2gtY2hubA== on {"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1}}}"#,
        source: APNsSource.liveActivity + " (\"You can't use broadcast push notifications to start a Live Activity\")")
    /// APNs refuses any other push type on a channel (InvalidPushType), and a payload without the Live Activity keys
    /// changes no activity: every subscriber gets nothing. Send Live Activity updates and ends on the channel, and
    /// alerts to device tokens.
    public static let broadcastPushType = Self(
        "broadcast.push-type", .error,
        summary:
            "A broadcast whose push type is not liveactivity: one given (--push-type), or a payload that is no Live Activity update or end.",
        example: #"pushkit validate --channel-id dHN0LXNyY2gtY2hubA== on {"aps":{"alert":"Goal!"}}"#,
        exampleIsPayload: false,
        passing:
            #"pushkit validate --channel-id dHN0LXNyY2gtY2hubA== on {"aps":{"timestamp":1700000000,"event":"update","content-state":{"home":1}}}"#,
        source: APNsSource.broadcast + " (apns-push-type); " + APNsSource.broadcastErrors + " (InvalidPushType)")
    /// APNs answers BadChannelId, or delivers to nobody, and a request cannot go to a device and a channel at once.
    /// Copy the id exactly as the channel creation reply's `apns-channel-id` gave it (its length varies), and leave the
    /// device token out of a broadcast.
    public static let broadcastChannelID = Self(
        "broadcast.channel-id", .error,
        summary:
            "The apns-channel-id is empty, not base64, has a control character or a space at either end, or comes with a device token.",
        example: "pushkit render --format curl --bundle-id com.example.app --channel-id 'not base64!' x.json",
        exampleIsPayload: false,
        passing: "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== x.json",
        source: APNsSource.broadcast + " (apns-channel-id); " + APNsSource.channels
            + " (\"don't make assumptions on the channel ID size\"); " + APNsSource.broadcastErrors + " (BadChannelId)")
    /// Without the bundle id there is no path to send to; with a push type suffix APNs answers TopicDisallowed. Give
    /// the app's own bundle id, as registered, with nothing appended.
    public static let broadcastBundleID = Self(
        "broadcast.bundle-id", .error,
        summary:
            "A broadcast without a bundle id, or whose bundle id ends with a push type suffix (.push-type.liveactivity).",
        example:
            "pushkit render --format curl --bundle-id com.example.app.push-type.liveactivity --channel-id dHN0LXNyY2gtY2hubA== x.json",
        exampleIsPayload: false,
        passing: "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== x.json",
        source: APNsSource.broadcast + " (:path); " + APNsSource.broadcastErrors + " (TopicDisallowed)")
    /// A channel created with No Message Stored never keeps a push, so APNs refuses the whole broadcast
    /// (BadExpirationDate) rather than store it. Send 0, or create the channel with Most Recent Message Stored when
    /// offline devices should get the latest update later.
    public static let broadcastExpiration = Self(
        "broadcast.expiration", .error,
        summary: "A nonzero apns-expiration on a channel the caller says has the No Message Stored storage policy.",
        example:
            "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== --channel-storage none --expiration 1767225600 x.json",
        exampleIsPayload: false,
        passing:
            "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== --channel-storage none --expiration 0 x.json",
        source: APNsSource.broadcast + " (apns-expiration); " + APNsSource.broadcastErrors + " (BadExpirationDate)")
    /// Apple's broadcast request has no such header, so the id would collapse nothing it documents; what a channel keeps
    /// for offline devices is its storage policy's choice. Leave the collapse id out of a broadcast.
    public static let broadcastCollapseID = Self(
        "broadcast.collapse-id", .error,
        summary: "An apns-collapse-id given for a broadcast, whose request has no such header.",
        example:
            "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== --collapse-id score x.json",
        exampleIsPayload: false,
        passing: "pushkit render --format curl --bundle-id com.example.app --channel-id dHN0LXNyY2gtY2hubA== x.json",
        source: APNsSource.broadcast
            + " (its header table lists no apns-collapse-id); pushkit writes only the headers Apple documents for a broadcast"
    )
}

extension APNsSource {
    static let broadcast =
        "Apple, \"Sending broadcast push notification requests to APNs\" (https://developer.apple.com/documentation/usernotifications/sending-broadcast-push-notification-requests-to-apns)"
    static let broadcastErrors =
        "Apple, \"Handling error responses from Apple Push Notification service\" (https://developer.apple.com/documentation/usernotifications/handling-error-responses-from-apns)"
    static let channels =
        "Apple, \"Sending channel management requests to APNs\" (https://developer.apple.com/documentation/usernotifications/sending-channel-management-requests-to-apns)"
}

extension RuleCatalogue {
    static let broadcast: [Diagnostic.Code] = [
        .broadcastStart,
        .broadcastPushType,
        .broadcastChannelID,
        .broadcastBundleID,
        .broadcastExpiration,
        .broadcastCollapseID,
    ]
}
