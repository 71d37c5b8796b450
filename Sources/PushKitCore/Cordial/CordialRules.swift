// Codes and catalogue entries: Cordial rules (iOS SDK 4.5), and the vendor-overlap
// warning that Cordial, as the second vendor, introduced.

extension Diagnostic.Code {
    /// Both SDKs handle the push, so the user may see it twice and its opens are counted twice. Send each vendor its
    /// own push: drop `mcID` from a Synerise push, or `issuer` from a Cordial one.
    public static let payloadMultipleVendors = Self(
        "payload.multiple-vendors", .warning,
        summary:
            "A payload that is both Synerise's (issuer) and Cordial's (top-level string mcID): both SDKs act on it; pushkit classifies it as Synerise's.",
        example:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"mcID":"m-1","issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{}}}"#,
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{}}}"#,
        source:
            "Synerise, Mobile SDK campaigns: basics (the issuer marks Synerise's pushes) and \(Cordial.Source.sdk) PushNotificationParserMessageAttribution.swift (mcID marks Cordial's)"
    )
    /// The SDK does not take the push as Cordial's: no message is fetched and nothing is attributed. Add the id Cordial
    /// gave the send as a top-level `mcID` string.
    public static let cordialMcIDMissing = Self(
        "cordial.mcid-missing", .error,
        summary: "A Cordial push (system.iam, system.inbox, carousel category...) without a top-level mcID.",
        example: #"{"aps":{"content-available":1},"system":{"inbox":{}}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":{}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserMessageAttribution.swift"
    )
    /// The SDK casts the id to a string, so a number leaves the push unrecognised: no attribution, no in-app or inbox
    /// message. Quote the id.
    public static let cordialMcIDType = Self(
        "cordial.mcid-type", .error,
        summary: "A top-level mcID that is not a string: the SDK does not recognise the push as Cordial's.",
        example: #"{"aps":{"alert":"Hi"},"mcID":12345}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"12345"}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserMessageAttribution.swift"
    )
    /// Apps on SDK 4.4.0 and later (since September 2023) miss the push's attribution and its messages. Move the id to
    /// the top level; keep the old place too while older apps remain.
    public static let cordialLegacyMcID = Self(
        "cordial.legacy-mcid", .warning,
        summary:
            "The mcID only at system.messageAttribution.mcID, which SDKs since 4.4.0 ignore: a warning while the 3.x line is in use, an error for an app on 4.4.0 or later.",
        example: #"{"aps":{"alert":"Hi"},"system":{"messageAttribution":{"mcID":"m-1"}}}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"m-1","system":{"messageAttribution":{"mcID":"m-1"}}}"#,
        source:
            "\(Cordial.Source.sdk): Helper/PushNotificationParserMessageAttribution.swift; commit e97477b0",
        versions: "read by cordial-ios < 4.4.0 (removed in 4.4.0, 2023-09; 4.4.0 and later do not recognise the push)")
    /// Apps on current SDKs open nothing when the notification is tapped. Write `deepLink` as a top-level object with
    /// its `url`.
    public static let cordialLegacyDeepLink = Self(
        "cordial.legacy-deep-link", .warning,
        summary:
            "A deepLink written as a JSON string (dropped in SDK 4.4.2) or only at system.deepLink (dropped in 4.4.0): a warning while the 3.x line is in use, an error for an app past those versions.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":"{\"url\":\"https://example.com/a\"}"}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/a"}}"#,
        source:
            "\(Cordial.Source.sdk): Helper/PushNotificationParserDeepLinks.swift; commits dca4ced6 (4.4.2), e97477b0 (4.4.0)",
        versions:
            "read by cordial-ios < 4.4.0 at /system/deepLink, cordial-ios < 4.4.2 (system.deepLink until 4.4.0, 2023-09; a JSON string until 4.4.2, 2023-11)"
    )
    /// Users on iOS 16 and earlier tap the notification and nothing opens, with no error anywhere. Encode the URL
    /// before sending it (a space as %20, é as %C3%A9).
    public static let cordialDeepLinkURL = Self(
        "cordial.deep-link-url", .warning,
        summary:
            "A deepLink url, vanityUrl or fallbackUrl that URL(string:) refuses before iOS 17 (an unencoded space, quote, angle bracket, brace, backslash or non-ASCII character): the tap opens nothing there; percent-encode it.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/sale items"}}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/sale%20items"}}"#,
        source:
            "\(Cordial.Source.sdk) Helper/PushNotificationParserDeepLinks.swift",
        versions: "iOS 16 and earlier; iOS 17 and later percent-encode the URL")
    /// Opens and conversions are attributed to no message, and an in-app or inbox message cannot be fetched by an empty
    /// id; it usually means a template variable rendered blank. Fill in the id Cordial gave the send.
    public static let cordialMcIDEmpty = Self(
        "cordial.mcid-empty", .warning,
        summary:
            "An empty mcID: the push counts as Cordial's and every event is attributed to an empty id; with system.iam or system.inbox nothing can be fetched (error).",
        example: #"{"aps":{"alert":"Hi"},"mcID":""}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"m-1"}"#,
        source:
            "\(Cordial.Source.sdk) PushNotification/PushNotificationHelper.swift")
    /// The in-app message is never fetched by SDKs released since mid-2020. Trigger it with an object at `system.iam`.
    public static let cordialLegacyInApp = Self(
        "cordial.legacy-in-app", .error,
        summary:
            "The pre-2020 top-level \"in-app\": true form: no SDK since mid-2020 reads it, so no in-app message is fetched.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","in-app":true,"type":"modal"}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"modal"}}}"#,
        source:
            "\(Cordial.Source.sdk): commit 922cee04 (2020-06-18) removed it; only system.iam triggers an in-app message",
        versions: "read by cordial-ios < 0.4.18 (removed by commit 922cee04, 2020-06-18, between 0.4.17 and 0.4.18)")
    /// The value is lost: no vanity or fallback link, no image, no attribution. Spell the key as the SDK does:
    /// `vanityUrl`, `fallbackUrl`, `mcID`, `imageURL`.
    public static let cordialKeyCase = Self(
        "cordial.key-case", .error,
        summary:
            "A Cordial key in another case (vanityURL, fallbackURL, mcId, imageUrl): the SDK reads keys case-sensitively and the value is lost.",
        example:
            #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/a","vanityURL":"https://e.example.com/x"}}"#,
        passing:
            #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/a","vanityUrl":"https://e.example.com/x"}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// The SDK reads each key with a typed cast and treats a value of another type as absent. Send the type the message
    /// names.
    public static let cordialInvalidType = Self(
        "cordial.invalid-type", .error,
        summary: "A Cordial key has the wrong JSON type.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":42}}"#,
        passing: #"{"aps":{"alert":"Hi"},"mcID":"m-1","deepLink":{"url":"https://example.com/a"}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// Cordial downloads and attaches the image in its notification service extension, which iOS starts only when asked
    /// to. Add `"mutable-content": 1` to `aps`.
    public static let cordialImageMutableContent = Self(
        "cordial.image-mutable-content", .error,
        summary:
            "An imageURL without aps.mutable-content: 1: the service extension never runs and the image never shows.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","imageURL":"https://example.com/a.jpg"}"#,
        passing: #"{"aps":{"alert":"Hi","mutable-content":1},"mcID":"m-1","imageURL":"https://example.com/a.jpg"}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/NotificationServiceExtension/CordialNotificationServiceExtension.swift; Apple, UNNotificationServiceExtension (runs only with mutable-content 1)"
    )
    /// A dropped item leaves the carousel short, or too short to draw. Give every item an `imageURL` and a `deepLink`,
    /// both strings.
    public static let cordialCarouselItem = Self(
        "cordial.carousel-item", .error,
        summary:
            "A carousel item that is not an object, lacks imageURL or deepLink, or has a value that is not a string: the SDK silently drops it.",
        example:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"},{"imageURL":"https://example.com/c.jpg","deepLink":"https://example.com/c"}]}"#,
        passing:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"},{"imageURL":"https://example.com/c.jpg","deepLink":"https://example.com/c"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserCarousel.swift"
    )
    /// A carousel of one cannot be swiped. Add a second item, or send a single image with `imageURL`.
    public static let cordialCarouselTooFew = Self(
        "cordial.carousel-too-few", .warning,
        summary: "A carousel with fewer than 2 usable items: its swipe buttons need at least 2.",
        example:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"}]}"#,
        passing:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialAppExtensions/PushNotificationParser/Helper/PushNotificationParserCarousel.swift"
    )
    /// iOS picks a content extension by the category, so the notification shows as plain text. Set `aps.category` to
    /// `carouselNotificationCategory`.
    public static let cordialCarouselCategory = Self(
        "cordial.carousel-category", .error,
        summary:
            "A carousel without aps.category carouselNotificationCategory: the content extension never draws it.",
        example:
            #"{"aps":{"alert":"Hi"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"}]}"#,
        passing:
            #"{"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m-1","carousel":[{"imageURL":"https://example.com/a.jpg","deepLink":"https://example.com/a"},{"imageURL":"https://example.com/b.jpg","deepLink":"https://example.com/b"}]}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/CordialPushNotification.swift, Sources/CordialAppExtensions/NotificationContentExtension/CordialNotificationContentExtension.swift"
    )
    /// A push with no alert shows nothing, so its image or carousel is never seen. Beside a silent in-app or inbox
    /// trigger that still works this is a warning; a media push with no trigger delivers nothing it was sent for, an
    /// error. Add an alert, or drop the media from the silent push.
    public static let cordialMediaWithoutAlert = Self(
        "cordial.media-without-alert", .warning,
        summary:
            "An image or carousel in a push without an alert: iOS runs notification extensions only for alerts (an error when the push has no in-app or inbox trigger: the media is all it exists for).",
        example:
            #"{"aps":{"content-available":1,"mutable-content":1},"mcID":"m-1","imageURL":"https://example.com/a.jpg","system":{"inbox":{}}}"#,
        passing:
            #"{"aps":{"alert":"Hi","content-available":1,"mutable-content":1},"mcID":"m-1","imageURL":"https://example.com/a.jpg","system":{"inbox":{}}}"#,
        source:
            "Apple, UNNotificationServiceExtension (https://developer.apple.com/documentation/usernotifications/unnotificationserviceextension: the system runs it only for a notification configured to display an alert) and UNNotificationContentExtension: notification extensions run for alerts only"
    )
    /// Cordial fetches the message when the push wakes the app, and without the flag a backgrounded app is not woken,
    /// so nothing is fetched on arrival. Add `"content-available": 1` to `aps`.
    public static let cordialNeedsContentAvailable = Self(
        "cordial.needs-content-available", .error,
        summary:
            "A system.iam or system.inbox without aps.content-available: 1: the app is not woken to fetch the message.",
        example: #"{"aps":{"alert":"Hi"},"mcID":"m-1","system":{"iam":{"type":"modal"}}}"#,
        passing: #"{"aps":{"alert":"Hi","content-available":1},"mcID":"m-1","system":{"iam":{"type":"modal"}}}"#,
        source:
            "\(Cordial.Source.sdk) PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift; \(APNsSource.background)"
    )
    /// The in-app or inbox message is never fetched. Send an object, `{}` at least.
    public static let cordialTriggerNotObject = Self(
        "cordial.trigger-not-object", .error,
        summary:
            "A system.iam or system.inbox that is not an object (true does not count): the SDK ignores the trigger.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":true}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":{}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/PushNotification/PushNotificationParser/Helper/ (PushNotificationParserInAppMessage.swift, PushNotificationParserInboxMessage.swift: keys read case-sensitively with as? casts)"
    )
    /// The message shows in another layout or at another time than chosen. Use one of the values the message lists,
    /// spelt as the SDK spells it.
    public static let cordialInAppValue = Self(
        "cordial.in-app-value", .warning,
        summary:
            "An unknown in-app type, displayType or inactiveSessionDisplay (case-sensitive): the SDK silently uses the default.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"Fullscreen"}}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"fullscreen"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// Current apps lay the message out without them, so they change nothing. Delete them.
    public static let cordialInAppIgnoredKey = Self(
        "cordial.in-app-ignored-key", .info,
        summary: "A system.iam top, bottom or height, which SDK 4.5 no longer reads.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"modal","height":50}}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"type":"modal"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// A message meant to expire stays available for good. Write the time with milliseconds, 2030-01-01T00:00:00.000Z.
    public static let cordialExpirationFormat = Self(
        "cordial.expiration-format", .error,
        summary:
            "An expirationTime not ISO 8601 with fractional seconds: the SDK cannot parse it and the message never expires.",
        example:
            #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"expirationTime":"2030-01-01T00:00:00Z"}}}"#,
        passing:
            #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"expirationTime":"2030-01-01T00:00:00.000Z"}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, Sources/CordialSDK/DateFormatter/CordialDateFormatter.swift"
    )
    /// The message is discarded on arrival, so the push does nothing. Move the expiration into the future, or stop
    /// sending the campaign.
    public static let cordialExpired = Self(
        "cordial.expired", .error,
        summary:
            "An expirationTime already past the clock the caller set (--now): the SDK never shows the message.",
        example:
            #"system.iam.expirationTime "2020-01-01T00:00:00.000Z" checked with --now 2026-01-01T00:00:00Z"#,
        exampleIsPayload: false,
        passing: #"system.iam.expirationTime "2030-01-01T00:00:00.000Z" checked with --now 2026-01-01T00:00:00Z"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, Sources/CordialSDK/DateFormatter/CordialDateFormatter.swift"
    )
    /// The message is laid out with the default margin instead of the one chosen. Send a whole number: 10, not "10".
    public static let cordialMarginValue = Self(
        "cordial.margin-value", .warning,
        summary: "A left or right margin that is not an integer within Int16: the SDK silently uses 5.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":"10"}}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":10}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// The margins are percentages of the screen width, so nothing of the message can be seen. Keep left and right
    /// together under 100.
    public static let cordialMarginWidth = Self(
        "cordial.margin-width", .error,
        summary: "Left + right in-app margins of 100 or more: no width is left for the message.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":50,"right":50}}}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{"left":10,"right":10}}}"#,
        source:
            "\(Cordial.Source.sdk) Sources/CordialSDK/Endpoints/InAppMessage/Helper/InAppMessageGetter.swift, InAppMessage.swift"
    )
    /// The app is woken for nothing. Add `system.iam` or `system.inbox`, or stop sending the push.
    public static let cordialNoEffect = Self(
        "cordial.no-effect", .warning,
        summary: "A silent Cordial push with neither system.iam nor system.inbox: the SDK does nothing with it.",
        example: #"{"aps":{"content-available":1},"mcID":"m-1"}"#,
        passing: #"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":{}}}"#,
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
