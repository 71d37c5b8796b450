// Codes and catalogue entries: Cordial rules (iOS SDK 4.5), and the vendor-overlap
// warning that Cordial, as the second vendor, introduced.

extension Diagnostic.Code {
    /// A payload that is both Synerise's (issuer) and Cordial's (top-level string mcID): both SDKs act on it.
    public static let payloadMultipleVendors = Self(
        "payload.multiple-vendors", .warning,
        summary:
            "A payload that is both Synerise's (issuer) and Cordial's (top-level string mcID): both SDKs act on it; pushkit classifies it as Synerise's.",
        example:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"mcID":"m-1","issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{}}}"#,
        source:
            "Synerise, Mobile SDK campaigns: basics (the issuer marks Synerise's pushes) and \(Cordial.Source.sdk) PushNotificationParserMessageAttribution.swift (mcID marks Cordial's)"
    )
    /// A Cordial push without a top-level mcID.
    public static let cordialMcIDMissing = Self(
        "cordial.mcid-missing", .error,
        summary: "A Cordial push (system.iam, system.inbox, carousel category...) without a top-level mcID.",
        example: #"{"aps":{"content-available":1},"system":{"inbox":{}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserMessageAttribution.swift"
    )
    /// A top-level mcID that is not a string: the SDK does not recognise the push.
    public static let cordialMcIDType = Self(
        "cordial.mcid-type", .error,
        summary: "A top-level mcID that is not a string: the SDK does not recognise the push as Cordial's.",
        example: #"{"aps":{"alert":"Hi"},"mcID":12345}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserMessageAttribution.swift"
    )
    /// The mcID only at system.messageAttribution.mcID, which SDKs since 4.4.0 ignore.
    public static let cordialLegacyMcID = Self(
        "cordial.legacy-mcid", .error,
        summary: "The mcID only at system.messageAttribution.mcID, which SDKs since 4.4.0 ignore.",
        example: #"{"aps":{"alert":"Hi"},"system":{"messageAttribution":{"mcID":"m-1"}}}"#,
        source:
            "\(Cordial.Source.sdk): Helper/PushNotificationParserMessageAttribution.swift; commit e97477b0",
        versions: "read by SDKs before 4.4.0 (2023-09); 4.4.0 and later do not recognise the push")
    /// A deepLink written as a string (dropped in 4.4.2) or only at system.deepLink (dropped in 4.4.0).
    public static let cordialLegacyDeepLink = Self(
        "cordial.legacy-deep-link", .error,
        summary:
            "A deepLink written as a JSON string (dropped in SDK 4.4.2) or only at system.deepLink (dropped in 4.4.0).",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":"{\"url\":\"https://example.com/a\"}"}"#,
        source:
            "\(Cordial.Source.sdk): Helper/PushNotificationParserDeepLinks.swift; commits dca4ced6 (4.4.2), e97477b0 (4.4.0)",
        versions: "a JSON string is read before 4.4.2 (2023-11), system.deepLink before 4.4.0 (2023-09)")
    /// A deep-link URL that `URL(string:)` refuses before iOS 17 (a space, a quote, angle brackets, non-ASCII).
    public static let cordialDeepLinkURL = Self(
        "cordial.deep-link-url", .warning,
        summary:
            "A deepLink url, vanityUrl or fallbackUrl that URL(string:) refuses before iOS 17 (an unencoded space, quote, angle bracket, brace, backslash or non-ASCII character): the tap opens nothing there; percent-encode it.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/sale items"}}"#,
        source:
            "\(Cordial.Source.sdk) Helper/PushNotificationParserDeepLinks.swift",
        versions: "iOS 16 and earlier; iOS 17 and later percent-encode the URL")
    /// An empty mcID: the push counts as Cordial's, and everything is attributed to an empty id.
    public static let cordialMcIDEmpty = Self(
        "cordial.mcid-empty", .warning,
        summary:
            "An empty mcID: the push counts as Cordial's and every event is attributed to an empty id; with system.iam or system.inbox nothing can be fetched (error).",
        example: #"{"aps":{"alert":"Hi"},"mcID":""}"#,
        source:
            "\(Cordial.Source.sdk) PushNotification/PushNotificationHelper.swift")
    /// The pre-2020 top-level "in-app" form, which current SDKs do not read.
    public static let cordialLegacyInApp = Self(
        "cordial.legacy-in-app", .error,
        summary:
            "The pre-2020 top-level \"in-app\": true form: no SDK since mid-2020 reads it, so no in-app message is fetched.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","in-app":true,"type":"modal"}"#,
        source:
            "\(Cordial.Source.sdk): commit 922cee04 (2020-06-18) removed it; only system.iam triggers an in-app message",
        versions: "read by SDK 0.4.x only")
    /// A Cordial key in another case (vanityURL, fallbackURL, mcId, imageUrl): the SDK ignores it.
    public static let cordialKeyCase = Self(
        "cordial.key-case", .error,
        summary:
            "A Cordial key in another case (vanityURL, fallbackURL, mcId, imageUrl): the SDK reads keys case-sensitively and the value is lost.",
        example:
            #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/a","vanityURL":"https://e.example.com/x"}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// A Cordial key has the wrong JSON type.
    public static let cordialInvalidType = Self(
        "cordial.invalid-type", .error,
        summary: "A Cordial key has the wrong JSON type.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":42}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// An imageURL without aps.mutable-content: 1 (the image never shows).
    public static let cordialImageMutableContent = Self(
        "cordial.image-mutable-content", .error,
        summary:
            "An imageURL without aps.mutable-content: 1: the service extension never runs and the image never shows.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","imageURL":"https://example.com/a.jpg"}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/NotificationServiceExtension/CordialNotificationServiceExtension.swift; Apple, UNNotificationServiceExtension (runs only with mutable-content 1)"
    )
    /// A carousel item that is not an object, lacks imageURL or deepLink, or has a value that is not a string.
    public static let cordialCarouselItem = Self(
        "cordial.carousel-item", .error,
        summary:
            "A carousel item that is not an object, lacks imageURL or deepLink, or has a value that is not a string: the SDK silently drops it.",
        example:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"},{"imageURL":"https://example.com/c.jpg","deepLink":"https://example.com/c"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserCarousel.swift"
    )
    /// A carousel with fewer than 2 usable items.
    public static let cordialCarouselTooFew = Self(
        "cordial.carousel-too-few", .warning,
        summary: "A carousel with fewer than 2 usable items: its swipe buttons need at least 2.",
        example:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserCarousel.swift"
    )
    /// A carousel without aps.category carouselNotificationCategory.
    public static let cordialCarouselCategory = Self(
        "cordial.carousel-category", .error,
        summary:
            "A carousel without aps.category carouselNotificationCategory: the content extension never draws it.",
        example:
            #"{"aps":{"alert":"Hi"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/CordialPushNotification.swift, Sources/CordialAppExtensions/NotificationContentExtension/CordialNotificationContentExtension.swift"
    )
    /// An image or carousel in a push without an alert (extensions never run).
    public static let cordialMediaWithoutAlert = Self(
        "cordial.media-without-alert", .warning,
        summary:
            "An image or carousel in a push without an alert: iOS runs notification extensions only for alerts.",
        example:
            #"{"aps":{"content-available":1,"mutable-content":1},"mcID":"m-1","imageURL":"https://example.com/a.jpg","system":{"inbox":{}}}"#,
        source:
            "Apple, UNNotificationServiceExtension and UNNotificationContentExtension: notification extensions run for alerts only"
    )
    /// A system.iam or system.inbox without aps.content-available: 1.
    public static let cordialNeedsContentAvailable = Self(
        "cordial.needs-content-available", .error,
        summary:
            "A system.iam or system.inbox without aps.content-available: 1: the app is not woken to fetch the message.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","system":{"iam":{"type":"modal"}}}"#,
        source:
            "\(Cordial.Source.sdk) PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift; \(APNsSource.background)"
    )
    /// A system.iam or system.inbox that is not an object (true does not count).
    public static let cordialTriggerNotObject = Self(
        "cordial.trigger-not-object", .error,
        summary:
            "A system.iam or system.inbox that is not an object (true does not count): the SDK ignores the trigger.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":true}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// An unknown in-app type, displayType or inactiveSessionDisplay: the SDK silently uses the default.
    public static let cordialInAppValue = Self(
        "cordial.in-app-value", .warning,
        summary:
            "An unknown in-app type, displayType or inactiveSessionDisplay (case-sensitive): the SDK silently uses the default.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"Fullscreen"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// A system.iam top, bottom or height, which SDK 4.5 no longer reads.
    public static let cordialInAppIgnoredKey = Self(
        "cordial.in-app-ignored-key", .info,
        summary: "A system.iam top, bottom or height, which SDK 4.5 no longer reads.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"modal","height":50}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// An expirationTime not ISO 8601 with fractional seconds: the SDK treats the message as never expiring.
    public static let cordialExpirationFormat = Self(
        "cordial.expiration-format", .error,
        summary:
            "An expirationTime not ISO 8601 with fractional seconds: the SDK cannot parse it and the message never expires.",
        example:
            #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"expirationTime":"2030-01-01T00:00:00Z"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, Sources/CordialSDK/DateFormatter/CordialDateFormatter.swift"
    )
    /// An expirationTime already past the clock given (--now): the message is never shown.
    public static let cordialExpired = Self(
        "cordial.expired", .error,
        summary:
            "An expirationTime already past the clock the caller set (--now): the SDK never shows the message.",
        example:
            #"system.iam.expirationTime "2020-01-01T00:00:00.000Z" checked with --now 2026-01-01T00:00:00Z"#,
        exampleIsPayload: false,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, Sources/CordialSDK/DateFormatter/CordialDateFormatter.swift"
    )
    /// A left or right margin that is not an integer within Int16: the SDK silently uses 5.
    public static let cordialMarginValue = Self(
        "cordial.margin-value", .warning,
        summary: "A left or right margin that is not an integer within Int16: the SDK silently uses 5.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":"10"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// Left + right margins of 100 or more: no width is left for the message.
    public static let cordialMarginWidth = Self(
        "cordial.margin-width", .error,
        summary: "Left + right in-app margins of 100 or more: no width is left for the message.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":50,"right":50}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// A silent Cordial push with neither system.iam nor system.inbox: it does nothing.
    public static let cordialNoEffect = Self(
        "cordial.no-effect", .warning,
        summary: "A silent Cordial push with neither system.iam nor system.inbox: the SDK does nothing with it.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1"}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
}

extension Cordial {
    /// Where the Cordial rules come from: Cordial's iOS SDK 4.5.0, as mirrored on GitHub.
    enum Source {
        static let sdk =
            "mihaicris-adoreme/cordial-ios-sdk@e05e7a82b2c6437b8452215cec93a96eb220a541 (a mirror of Cordial's iOS SDK 4.5.0)"
    }
}

extension RuleCatalogue {
    static let cordial: [Diagnostic.Code] = [
        .payloadMultipleVendors,
        .cordialMcIDMissing,
        .cordialMcIDType,
        .cordialLegacyMcID,
        .cordialLegacyDeepLink,
        .cordialDeepLinkURL,
        .cordialMcIDEmpty,
        .cordialLegacyInApp,
        .cordialKeyCase,
        .cordialInvalidType,
        .cordialImageMutableContent,
        .cordialCarouselItem,
        .cordialCarouselTooFew,
        .cordialCarouselCategory,
        .cordialMediaWithoutAlert,
        .cordialNeedsContentAvailable,
        .cordialTriggerNotObject,
        .cordialInAppValue,
        .cordialInAppIgnoredKey,
        .cordialExpirationFormat,
        .cordialExpired,
        .cordialMarginValue,
        .cordialMarginWidth,
        .cordialNoEffect,
    ]
}
