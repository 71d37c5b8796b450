extension Cordial.Decoder {
    // MARK: In-app message trigger

    /// Reads `system.iam`; `nil` when it is not an object (the SDK then ignores it).
    static func inAppMessage(_ value: JSONValue, now: Int64?, in checker: inout Checker) -> Cordial.InAppMessage? {
        guard value.kind == .object else {
            checker.emit(
                .cordialTriggerNotObject, at: value,
                "system.iam must be an object (it may be empty), not \(checker.describe(value)); the SDK ignores the trigger"
            )
            return nil
        }
        Self.checkKeys(
            value, known: WireKeys.cordialInAppMessage.known, ignored: WireKeys.cordialRetiredInAppMessage.known,
            owner: "system.iam", in: &checker)
        for key in WireKeys.cordialRetiredInAppReportOrder {
            guard let retired = value[key] else { continue }
            checker.emit(
                .cordialInAppIgnoredKey, atKeyOf: retired,
                "system.iam.\(key) is no longer read by SDK 4.5; remove it")
        }
        var message = Cordial.InAppMessage()
        message.type = Self.inAppValue(
            value, "type", as: Cordial.InAppMessage.Layout.self, default: .modal, in: &checker)
        message.displayType = Self.inAppValue(
            value, "displayType", as: Cordial.InAppMessage.DisplayType.self, default: .displayImmediately, in: &checker)
        message.inactiveSessionDisplay = Self.inAppValue(
            value, "inactiveSessionDisplay", as: Cordial.InAppMessage.InactiveSessionDisplay.self, default: .showInApp,
            in: &checker)
        message.expiration = Self.expiration(value, now: now, in: &checker)
        message.leftNumber = Self.margin(value, "left", in: &checker)
        message.rightNumber = Self.margin(value, "right", in: &checker)
        if message.widthPercent <= 0 {
            let place: JSONValue
            switch (value[member: "left"], value[member: "right"]) {
            case (.some, .some), (.none, .none): place = value
            case (.some(let one), .none), (.none, .some(let one)): place = one
            }
            checker.emit(
                .cordialMarginWidth, at: place,
                "left \(message.effectiveLeft)% + right \(message.effectiveRight)% leave no width (\(message.widthPercent)%) for the in-app message; keep left + right under 100"
            )
        }
        // The keys modelled, chosen from a fixed list by a mask: no list made per message.
        var modelled: UInt64 = 0
        if message.type != nil { modelled |= 1 << 0 }
        if message.displayType != nil { modelled |= 1 << 1 }
        if message.inactiveSessionDisplay != nil { modelled |= 1 << 2 }
        if message.expiration != .never { modelled |= 1 << 3 }
        if message.left != nil { modelled |= 1 << 4 }
        if message.right != nil { modelled |= 1 << 5 }
        message.extra = JSONObject(value, excluding: SelectedKeys(Self.inAppModelled, mask: modelled))
        return message
    }

    /// The keys of `system.iam` an in-app message may model, in the order of their bits
    /// in the mask of the ones it did.
    private static let inAppModelled = [
        "type", "displayType", "inactiveSessionDisplay", "expirationTime", "left", "right",
    ]

    /// An in-app enum value; `nil` when absent or unknown (the SDK then uses `fallback`,
    /// which an unknown value is reported with).
    private static func inAppValue<Value: RawRepresentable & CaseIterable>(
        _ object: JSONValue, _ key: StaticString, as type: Value.Type, default fallback: Value,
        in checker: inout Checker
    ) -> Value? where Value.RawValue == String {
        guard let (text, value) = checker.string(object, key, .cordial, owner: "system.iam") else { return nil }
        if let parsed = Value(rawValue: text) { return parsed }
        let known = Value.allCases.map(\.rawValue)
        let hint = KeySpelling.nearMiss(text, in: Set(known)).map { "; did you mean \(JSONText.quoted($0))?" } ?? ""
        checker.emit(
            .cordialInAppValue, at: value,
            "unknown \(key) \(JSONText.quoted(text)): the SDK silently uses \(JSONText.quoted(fallback.rawValue)) (values are case-sensitive: \(known.joined(separator: ", ")))\(hint)"
        )
        return nil
    }

    /// `expirationTime` as the SDK reads it, checked against `now` when given.
    private static func expiration(_ object: JSONValue, now: Int64?, in checker: inout Checker)
        -> Cordial.InAppMessage.Expiration
    {
        guard let (text, value) = checker.string(object, "expirationTime", .cordial, owner: "system.iam") else {
            return .never
        }
        guard let time = ISO8601Timestamp(text), time.hasFractionalSeconds else {
            let why =
                ISO8601Timestamp(text) != nil
                ? "has no fractional seconds" : "is not an ISO 8601 date and time"
            checker.emit(
                .cordialExpirationFormat, at: value,
                "expirationTime \(JSONText.quoted(text)) \(why); the SDK cannot parse it and the message never expires. Write it like \"2030-01-01T00:00:00.000Z\""
            )
            return .unreadable(text)
        }
        if let now, time.isBefore(secondsSince1970: now) {
            checker.emit(
                .cordialExpired, at: value,
                "expirationTime \(JSONText.quoted(text)) is already past (\(now.clampedSubtracting(time.secondsSince1970)) seconds before now); the SDK never shows the message"
            )
        }
        return .at(time)
    }

    /// A margin that the SDK reads as an Int16; `nil` when absent or unreadable (then
    /// it uses 5).
    private static func margin(_ object: JSONValue, _ key: String, in checker: inout Checker) -> JSONNumber? {
        guard let value = object[key] else { return nil }
        // `5.0` and `5e0` are whole too: the SDK's `as? Int16` accepts them. The number is
        // kept as written.
        if let number = value.number, Cordial.InAppMessage.margin(number) != nil { return number }
        let why: String
        if let number = value.number {
            let double = number.double
            // Without libm: a double of magnitude 2^53 or more is always whole.
            let isWhole = !(double.magnitude < 9_007_199_254_740_992) || Double(Int64(double)) == double
            why = isWhole ? "is outside Int16" : "is not a whole number"
        } else {
            why = "is \(checker.describe(value)), not a number"
        }
        checker.emit(
            .cordialMarginValue, at: value,
            "the margin \(key) \(why); the SDK reads an integer percent within Int16 and otherwise silently uses \(Cordial.InAppMessage.defaultMargin)"
        )
        return nil
    }

    // MARK: Inbox trigger

    /// Reads `system.inbox`; `nil` when it is not an object (`true` does not count).
    static func inbox(_ value: JSONValue, in checker: inout Checker) -> Cordial.Inbox? {
        guard value.kind == .object else {
            checker.emit(
                .cordialTriggerNotObject, at: value,
                "system.inbox must be an object (an empty {} is fine), not \(checker.describe(value)); the SDK ignores the trigger"
            )
            return nil
        }
        return Cordial.Inbox(extra: JSONObject(value))
    }
}
