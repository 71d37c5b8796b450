/// Builders for plain APNs payloads: compose one in Swift, never in JSON.
///
/// ```swift
/// let payload = APNsPayload(
///     aps: .alert(title: "Spring sale", body: "50% off until Sunday")
///         .badge(1).sound("default").threadID("sales"),
///     custom: ["deal": "spring-24", "discount": 50])
/// let bytes = payload.encoded()
/// // {"aps":{"alert":{"title":"Spring sale","body":"50% off until Sunday"},"badge":1,
/// //  "sound":"default","thread-id":"sales"},"deal":"spring-24","discount":50}
/// ```
extension APS {
    /// A visible alert: `{"alert": "body"}` when there is only a body, else the alert object.
    public static func alert(title: String? = nil, subtitle: String? = nil, body: String) -> APS {
        guard title != nil || subtitle != nil else { return APS(alert: .text(body)) }
        return APS(alert: .structured(StructuredAlert(title: title, subtitle: subtitle, body: body)))
    }

    /// A background push: `content-available: 1` and nothing visible (send it with
    /// priority 5).
    public static func background() -> APS {
        APS(contentAvailable: true)
    }

    /// A Live Activity update or end (`event` `update` or `end`), with the new content.
    public static func liveActivity(
        _ event: LiveActivity.Event, timestamp: Int, contentState: JSONObject? = nil, staleDate: Int? = nil,
        dismissalDate: Int? = nil
    ) -> APS {
        APS(
            liveActivity: LiveActivity(
                timestamp: timestamp, event: event, contentState: contentState.map(JSONTree.object),
                staleDate: staleDate, dismissalDate: dismissalDate))
    }

    /// A push that starts a Live Activity (push to start): its attributes type and
    /// attributes, its first content, and the alert iOS shows.
    public static func startLiveActivity(
        attributesType: String, attributes: JSONObject, contentState: JSONObject, timestamp: Int,
        alertTitle: String, alertBody: String
    ) -> APS {
        APS(
            alert: .structured(StructuredAlert(title: alertTitle, body: alertBody)),
            liveActivity: LiveActivity(
                timestamp: timestamp, event: .start, contentState: .object(contentState),
                attributesType: attributesType, attributes: .object(attributes)))
    }

    /// The badge: a count, or 0 to clear it.
    public func badge(_ count: Int) -> APS { changed { $0.badge = count } }

    /// A sound file of the app, or `default`.
    public func sound(_ name: String) -> APS { changed { $0.sound = .named(name) } }

    /// A critical alert (needs Apple's entitlement): the critical sound and
    /// `interruption-level: critical`.
    public func criticalSound(name: String = "default", volume: Double = 1) -> APS {
        changed {
            $0.sound = .critical(name: name, volume: volume)
            $0.interruptionLevel = .critical
        }
    }

    /// The Notification Center group.
    public func threadID(_ id: String) -> APS { changed { $0.threadID = id } }

    /// The notification category (its actions, or the content extension that draws it).
    public func category(_ category: String) -> APS { changed { $0.category = category } }

    /// `mutable-content: 1` (or off, with `false`): lets a notification service extension
    /// change the content.
    public func mutableContent(_ isOn: Bool = true) -> APS { changed { $0.mutableContent = isOn } }

    /// How strongly the notification interrupts.
    public func interruptionLevel(_ level: InterruptionLevel) -> APS { changed { $0.interruptionLevel = level } }

    /// The ranking in the notification summary, 0...1.
    public func relevanceScore(_ score: Double) -> APS { changed { $0.relevanceScore = score } }

    /// The window to bring forward when the notification is opened.
    public func targetContentID(_ id: String) -> APS { changed { $0.targetContentID = id } }

    /// The Focus filter criteria.
    public func filterCriteria(_ criteria: String) -> APS { changed { $0.filterCriteria = criteria } }

    private func changed(_ change: (inout APS) -> Void) -> APS {
        var copy = self
        change(&copy)
        return copy
    }
}

extension APNsPayload {
    /// A visible notification, with the app's own keys beside `aps`.
    public static func alert(
        title: String? = nil, subtitle: String? = nil, body: String, custom: JSONObject = [:]
    ) -> APNsPayload {
        APNsPayload(aps: .alert(title: title, subtitle: subtitle, body: body), custom: custom)
    }

    /// A background push that wakes the app with `custom` (send it with priority 5).
    public static func background(custom: JSONObject = [:]) -> APNsPayload {
        APNsPayload(aps: .background(), custom: custom)
    }

    /// A copy with the app's key `key` set to `value` (replacing an earlier one).
    public func custom(_ key: String, _ value: JSONTree) -> APNsPayload {
        var copy = self
        copy.custom[key] = value
        return copy
    }
}
