// The `apns` block of an FCM v1 message: its headers checked as APNs headers, its payload
// checked as the full APNs payload it is (with the vendor layers on it), both matched against
// each other and against the message.

extension FCMDecoder {
    /// Checks `apns`; gives the decoded `aps` of its payload, if any. `data` is the message's
    /// data map, which FCM writes into the APNs payload as custom keys.
    static func checkAPNs(
        _ value: JSONValue, data: JSONValue?, facts: inout MessageFacts, in context: inout DecodingContext
    ) -> APS? {
        guard let fields = readObject(value, .apns, in: &context.checker) else { return nil }
        var pushType: (APNsPushType, JSONValue)?
        var priority: (APNsPriority, JSONValue)?
        if let headers = fields["headers"] {
            for member in headers.memberSequence {
                guard let text = member.value.string else { continue }
                switch member.key.lowercased() {
                case "apns-push-type":
                    if let type = APNsPushType(rawValue: text) {
                        pushType = (type, member.value)
                    } else {
                        reportHeader(
                            member.value,
                            "apns-push-type \(JSONText.quoted(text)) is not a push type APNs knows (alert, background, liveactivity, voip, ...)",
                            in: &context.checker)
                    }
                case "apns-priority":
                    if let number = Int(text), let level = APNsPriority(rawValue: number) {
                        priority = (level, member.value)
                    } else {
                        reportHeader(
                            member.value, "apns-priority \(JSONText.quoted(text)) is not 10, 5 or 1",
                            in: &context.checker)
                    }
                case "apns-expiration": checkHeader(member.value, text, as: .expiration, in: &context.checker)
                case "apns-collapse-id": checkHeader(member.value, text, as: .collapseID, in: &context.checker)
                case "apns-id": checkHeader(member.value, text, as: .apnsID, in: &context.checker)
                case "apns-topic": checkHeader(member.value, text, as: .topic, in: &context.checker)
                default: break
                }
            }
        }
        if let options = fields["fcm_options"],
            let inner = readObject(options, FCMObjectSchema.apnsOptions, in: &context.checker)
        {
            if let label = inner["analytics_label"] { checkAnalyticsLabel(label, in: &context.checker) }
            if let image = inner["image"] { checkImageURL(image, in: &context.checker) }
        }
        var aps: APS?
        var derived: APNsPushType?
        if let payload = fields["payload"], let apsValue = payload[member: "aps"] {
            (aps, derived) = decodePayload(
                payload, apsValue: apsValue, hasNotification: facts.hasNotification, in: &context)
            if aps?.hasAlert == true { facts.hasAPNsAlert = true }
            checkPayloadSize(payload, data: data, in: &context.checker)
        }
        if derived == .liveActivity || pushType?.0 == .liveActivity {
            checkLiveActivityToken(value, fields["live_activity_token"], in: &context.checker)
        }
        // The payload's own push type, or the one FCM gives a message: alert with a
        // notification, background for data alone.
        let expected = derived ?? (facts.hasNotification ? .alert : facts.hasData ? .background : nil)
        if let (given, place) = pushType, let expected, [.alert, .background, .liveActivity].contains(given),
            given != expected
        {
            context.checker.emit(
                .apnsPushTypeMismatch, at: place,
                "apns-push-type \(given.rawValue) contradicts the message, which needs \(expected.rawValue); APNs delays or drops mismatched pushes"
            )
        }
        if let (level, place) = priority, level == .immediately {
            if derived == .background {
                context.checker.emit(
                    .apnsPriorityMismatch, at: place,
                    "a background push must be sent with apns-priority 5, not 10; APNs rejects or throttles it")
            } else if derived == nil, facts.hasData, !facts.hasNotification {
                context.checker.emit(
                    .fcmAPNsPriorityDataOnly, at: place,
                    "a message with data alone goes to iOS as a background push, which FCM sends only with apns-priority 5; the server refuses 10 (400 INVALID_ARGUMENT)"
                )
            }
        }
        return aps
    }

    /// A Live Activity push goes through FCM only to the activity's own APNs token
    /// (`live_activity_token`: the push-to-start token for `start`, the activity's push token
    /// for `update` and `end`); without it FCM sends to the app's device token, on which no
    /// activity starts or changes.
    private static func checkLiveActivityToken(_ apns: JSONValue, _ token: JSONValue?, in checker: inout Checker) {
        if let text = token?.string, !text.isEmpty { return }
        let missing = token == nil ? "has no live_activity_token" : "has an empty live_activity_token"
        checker.emit(
            .fcmLiveActivityTokenMissing, at: token ?? apns,
            "apns \(missing): FCM sends a Live Activity push to the activity's APNs token (the push-to-start token for event start, the activity's push token for update and end), never to the app's registration token; without it no activity starts or changes"
        )
    }

    /// `apns.payload` against APNs's 4,096 bytes. FCM sends the payload as given, with the
    /// message's data map written into it as custom keys (and its own keys besides), so
    /// the payload written plainly plus each data member (`"key":"value",`) is the least
    /// APNs is sent: over 4,096 bytes, APNs refuses it (413 PayloadTooLarge).
    private static func checkPayloadSize(_ payload: JSONValue, data: JSONValue?, in checker: inout Checker) {
        let limit = SizeBudget.limit(for: nil)
        var dataBytes = 0
        if let data, data.kind == .object {
            for member in data.memberSequence {
                dataBytes += member.key.utf8.count + (member.value.string?.utf8.count ?? 0) + 6
            }
        }
        // The payload's span bounds its plain form from above: most payloads need no count.
        guard payload.span.count + dataBytes > limit else { return }
        let plain = JSONWriter().bytes(JSONTree(payload)).count
        let total = plain + dataBytes
        guard total > limit else { return }
        let counted = dataBytes > 0 ? " with the message's data written into it" : ""
        checker.emit(
            .fcmAPNsPayloadTooLarge, at: payload,
            "apns.payload is at least \(total) bytes as APNs gets it\(counted), \(total - limit) over APNs's limit of \(limit); FCM passes it on and APNs refuses it (413 PayloadTooLarge)"
        )
    }

    private static func reportHeader(_ value: JSONValue, _ message: String, in checker: inout Checker) {
        checker.emit(.fcmAPNsHeader, at: value, message + "; FCM passes it to APNs, which refuses the push")
    }

    private static func checkHeader(
        _ value: JSONValue, _ text: String, as field: APNsRequest.Problem.Field, in checker: inout Checker
    ) {
        guard let problem = APNsRequest.Problem.check(text, as: field) else { return }
        reportHeader(value, problem.message, in: &checker)
    }

    /// Decodes `apns.payload` as the APNs payload it is, with an APNs decoder of its own, the
    /// context's facts and keys saved and restored around it: the message stays FCM's. With a
    /// `notification` in the message, FCM writes its title and body into `aps.alert`, so
    /// an `aps` without an alert of its own delivers one.
    private static func decodePayload(
        _ payload: JSONValue, apsValue: JSONValue, hasNotification: Bool, in context: inout DecodingContext
    ) -> (APS?, APNsPushType?) {
        let saved = (context.facts, context.rootKeys, context.hasAPS)
        var outer = Checker(scope: context.checker.scope, now: context.checker.now)
        swap(&outer, &context.checker)
        context.rootKeys = payload.memberIndex()
        context.hasAPS = true
        var apple = APNsDecoder()
        _ = apple.decode(payload, aps: apsValue, in: &context)
        let aps = apple.aps
        let derived: APNsPushType? = aps.map { apple.isLiveActivity ? .liveActivity : $0.pushType }
        swap(&outer, &context.checker)
        // Compared one by one: a `Set<Diagnostic.Code>` costs the runtime's search of every
        // conformance in the program (about 0.17 M instructions) at the first such set a run makes.
        context.checker.sink.append(
            contentsOf: outer.sink.pending.filter {
                !(hasNotification && ($0.code == .apnsNoEffect || $0.code == .apnsAlertEmpty))
            })
        (context.facts, context.rootKeys, context.hasAPS) = saved
        return (aps, hasNotification && derived == .background ? .alert : derived)
    }
}
