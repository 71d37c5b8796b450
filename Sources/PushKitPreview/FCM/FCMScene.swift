import PushKitCore

extension PreviewSceneBuilder {
    /// An FCM v1 message: the Android notification FCM shows (Android's own texts over the
    /// message's), and for an `apns` block with `aps`, the iOS one; data alone is said so,
    /// unless the message is for iOS alone (`platform`, its only content its `apns` block).
    func fcmBlocks(_ message: FCMMessage, platform: Platform?) -> [PreviewScene.Block] {
        var blocks: [PreviewScene.Block] = []
        if message.androidTitle != nil || message.androidBody != nil {
            var card = NotificationScene(heading: "Android notification", platform: .android)
            card.title = message.androidTitle
            card.body = message.androidBody
            if let image = message.android?.image ?? message.image { card.media = .image(image) }
            if let channel = message.android?.channelID {
                card.facts.append(PreviewFact(label: "Channel", value: [.value(channel)]))
            }
            if let color = message.android?.color {
                card.facts.append(PreviewFact(label: "Colour", value: [.value(color)]))
            }
            blocks.append(.notification(card))
        } else if platform != .ios {
            blocks.append(
                .sentence([
                    .text(
                        "Android: a data message; the app's FirebaseMessagingService receives it, nothing shows by itself."
                    )
                ]))
        }
        if var aps = message.aps {
            // FCM writes the message's notification into an aps without an alert of its own.
            if aps.alert == nil, message.title != nil || message.body != nil {
                aps.alert = .structured(APS.StructuredAlert(title: message.title, body: message.body))
            }
            blocks += apnsBlocks(aps, custom: JSONObject())
        }
        if let target = message.target {
            let fact: PreviewFact =
                switch target {
                case .token(let token): PreviewFact(label: "Token", value: [.code(token)])
                case .topic(let topic): PreviewFact(label: "Topic", value: [.value(topic)])
                case .condition(let condition): PreviewFact(label: "Condition", value: [.code(condition)])
                case .fid(let fid): PreviewFact(label: "Installation", value: [.code(fid)])
                }
            blocks.append(.facts([fact]))
        }
        return blocks
    }
}
