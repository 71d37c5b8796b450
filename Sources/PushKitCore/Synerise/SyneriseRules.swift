// Codes and catalogue entries: Synerise rules.

extension Diagnostic.Code {
    /// Issuer is a near-miss of Synerise (other case, spaces): the SDK ignores the payload.
    public static let syneriseIssuerCase = Self(
        "synerise.issuer-case", .error,
        summary: "Issuer is a near-miss of Synerise (other case, spaces): the SDK ignores the payload.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "\(SyneriseSource.basics): the SDK handles a push whose issuer is exactly Synerise, and leaves any other to the app"
    )
    /// A required Synerise key is missing (message names the key).
    public static let syneriseMissingKey = Self(
        "synerise.missing-key", .error,
        summary: "A required Synerise key is missing (message names the key).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"notification\":{}}}",
        source:
            "\(SyneriseSource.iOSSDK), log messages 'one of the required keys is missing (issuer, messageType or contentType)', 'User Info content is missing' and 'Model %@: missing key: %@': the push is dropped"
    )
    /// A Synerise key has the wrong JSON type.
    public static let syneriseInvalidType = Self(
        "synerise.invalid-type", .error,
        summary: "A Synerise key has the wrong JSON type.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":\"1\",\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "\(SyneriseSource.iOSSDK), log message 'Model %@: missing key: %@': models read typed values, and a value of another JSON type is read as missing"
    )
    /// Message-type not dynamic-content/static-content.
    public static let syneriseMessageType = Self(
        "synerise.message-type", .error,
        summary: "Message-type not dynamic-content/static-content.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "\(SyneriseSource.basics) (message-type: static or dynamic content); \(SyneriseSource.sample) (dynamic-content) and \(SyneriseSource.androidSample) (static-content)"
    )
    /// Content-type not one of simple-push, template-banner, silent-command, silent-sdk-command, in-app-test.
    public static let syneriseContentType = Self(
        "synerise.content-type", .error,
        summary:
            "Content-type not one of simple-push, template-banner, silent-command, silent-sdk-command, in-app-test.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple_push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "\(SyneriseSource.basics) (the campaign types); \(SyneriseSource.iOSSDK), log messages for Simple Push, In App Test and Internal Command Object content"
    )
    /// Campaign.hash_id is not a UUID.
    public static let syneriseHashIDFormat = Self(
        "synerise.hash-id-format", .info,
        summary:
            "Campaign.hash_id is not a UUID: the SDK passes it on unchanged as the campaign of the events it tracks.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"HASH\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "\(SyneriseSource.sample) (hash_id \"HASH\", handled by the SDK); \(SyneriseSource.iOSSDK): the only UUID format check is of the client uuid ('uuid is not correct UUID format'), hash_id is passed on as campaignHash"
    )
    /// Action type not OPEN_URL/DEEP_LINKING/OPEN_APP.
    public static let syneriseActionType = Self(
        "synerise.action-type", .error,
        summary: "Action type not OPEN_URL/DEEP_LINKING/OPEN_APP.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"SHARE\"}}}}",
        source:
            "\(SyneriseSource.sample): notification and button actions of type OPEN_APP, OPEN_URL and DEEP_LINKING, the three the SDK knows"
    )
    /// DEEPLINKING (or other case/spelling near-miss, e.g. open_url), message gives the fix.
    public static let syneriseActionMisspelled = Self(
        "synerise.action-misspelled", .error,
        summary: "DEEPLINKING (or other case/spelling near-miss, e.g. open_url), message gives the fix.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"DEEPLINKING\",\"item\":\"syne://product?sku=1\"}}}}",
        source: "\(SyneriseSource.sample): the action types are matched exactly (OPEN_APP, OPEN_URL, DEEP_LINKING)")
    /// OPEN_URL / DEEP_LINKING without item (or empty item).
    public static let syneriseActionMissingItem = Self(
        "synerise.action-missing-item", .error,
        summary: "OPEN_URL / DEEP_LINKING without item (or empty item).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_URL\"}}}}",
        source:
            "\(SyneriseSource.sample): OPEN_URL and DEEP_LINKING carry the link in item; without it there is nothing to open"
    )
    /// OPEN_APP with an item (ignored).
    public static let syneriseActionUnexpectedItem = Self(
        "synerise.action-unexpected-item", .warning,
        summary: "OPEN_APP with an item (ignored).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_APP\",\"item\":\"x\"}}}}",
        source: "\(SyneriseSource.sample): OPEN_APP carries no item, and the SDK reads none")
    /// OPEN_URL item not an absolute http/https URL.
    public static let syneriseOpenURLScheme = Self(
        "synerise.open-url-scheme", .error,
        summary:
            "OPEN_URL item without a scheme (error: nothing opens), or of a scheme other than http/https (warning: opens only where an app claims it).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_URL\",\"item\":\"shop.example.com/sale\"}}}}",
        source:
            "\(SyneriseSource.iOSSDK): OPEN_URL is handed to UIApplication openURL:options:completionHandler:, which opens any scheme an app claims and nothing for a URL without one; \(SyneriseSource.sample) (http URLs)"
    )
    /// Two buttons with the same identifier.
    public static let syneriseButtonDuplicateIdentifier = Self(
        "synerise.button-duplicate-identifier", .warning,
        summary: "Two buttons with the same identifier.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"buttons\":[{\"identifier\":\"b\",\"text\":\"A\",\"action\":{\"type\":\"OPEN_APP\"}},{\"identifier\":\"b\",\"text\":\"B\",\"action\":{\"type\":\"OPEN_APP\"}}]}}",
        source:
            "Apple, UNNotificationAction (https://developer.apple.com/documentation/usernotifications/unnotificationaction): an action identifier must be unique within its category, the SDK registers the buttons as one temporary category"
    )
    /// Rich-media.type not single-image/carousel, or the matching sub-object missing.
    public static let syneriseRichMediaType = Self(
        "synerise.rich-media-type", .error,
        summary: "Rich-media.type not single-image/carousel, or the matching sub-object missing.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"video\"}}}",
        source:
            "\(SyneriseSource.sample) (rich-media types single-image and carousel); \(SyneriseSource.iOSSDK) (SimplePushNotificationRichMediaCarousel and the single-media attachment cache)"
    )
    /// Rich media without aps.mutable-content: 1 (the image never shows).
    public static let syneriseRichMediaMutableContent = Self(
        "synerise.rich-media-mutable-content", .warning,
        summary:
            "Rich media without aps.mutable-content: 1: the content extension (selected by the category) still draws the expanded image or carousel, but the service extension's work is lost (thumbnail attachment, dynamic buttons, decryption).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.jpg\"}}}}",
        source:
            "Apple, Modifying content in newly delivered notifications (https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications): the service extension runs only with mutable-content 1; \(SyneriseSource.iOSSDK), SNRNotificationServiceExtension.h"
    )
    /// Rich media without the matching aps.category (synerise.notifications.category.single-media / .carousel).
    public static let syneriseRichMediaCategory = Self(
        "synerise.rich-media-category", .warning,
        summary:
            "Rich media without the matching aps.category (synerise.notifications.category.single-media / .carousel): iOS shows the notification as plain text.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.jpg\"}}}}",
        source:
            "Apple, UNNotificationExtensionCategory (https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/unnotificationextensioncategory): iOS picks a content extension by the category; \(SyneriseSource.iOSSDK) (synerise.notifications.category.single-media, synerise.notifications.category.carousel)"
    )
    /// Orientation not PORTRAIT/LANDSCAPE.
    public static let syneriseCarouselOrientation = Self(
        "synerise.carousel-orientation", .error,
        summary: "Orientation not PORTRAIT/LANDSCAPE.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.carousel\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"carousel\",\"carousel\":{\"orientation\":\"portrait\",\"items\":[{\"image\":\"https://example.com/a.jpg\"}]}}}}",
        source: "\(SyneriseSource.sample) (orientation PORTRAIT and LANDSCAPE)")
    /// Carousel without items.
    public static let syneriseCarouselEmpty = Self(
        "synerise.carousel-empty", .error,
        summary: "Carousel without items.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.carousel\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"carousel\",\"carousel\":{\"orientation\":\"PORTRAIT\",\"items\":[]}}}}",
        source:
            "\(SyneriseSource.sample) (carousel items); \(SyneriseSource.iOSSDK) (SNRCarouselContentExtensionViewController draws the items, none draws an empty carousel)"
    )
    /// Image URL path not ending .jpg/.jpeg/.png.
    public static let syneriseImageFormat = Self(
        "synerise.image-format", .warning,
        summary:
            "Image URL naming a format other than JPEG or PNG (warning: the SDK keeps image/jpeg and image/png only), or no format at all (info).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.webp\"}}}}",
        source:
            "\(SyneriseSource.iOSSDK): images are downloaded with downloadAndSaveFileWithURL:validMIMETypes:error: for image/jpeg and image/png; Synerise, Simple push (https://hub.synerise.com/docs/campaign/Mobile/simple_push/): .jpg, .jpeg or .png"
    )
    /// Notification title over 50 characters.
    public static let syneriseTitleLength = Self(
        "synerise.title-length", .warning,
        summary: "Notification title over 50 characters.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"A title that goes on and on well past the fifty characters\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        source:
            "Synerise, Introduction to mobile push notifications (https://help.synerise.com/docs/campaign/Mobile/mobile_campaign/): titles of at most about 50 characters"
    )
    /// Android notification.priority not NORMAL/HIGH.
    public static let syneriseAndroidPriority = Self(
        "synerise.android-priority", .error,
        summary: "Android notification.priority not NORMAL/HIGH.",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":\"{\\\"campaign\\\": {\\\"variant_id\\\": 1, \\\"hash_id\\\": \\\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\\\", \\\"type\\\": \\\"CAMPAIGN\\\", \\\"title\\\": \\\"Spring\\\"}, \\\"notification\\\": {\\\"title\\\": \\\"Hi\\\", \\\"body\\\": \\\"Sale\\\", \\\"priority\\\": \\\"high\\\"}}\"}}",
        source:
            "\(SyneriseSource.androidSDK), CHANGELOG 5.10.1: notification priority is read as NORMAL or HIGH (an uppercase fix for Flutter)"
    )
    /// IOS template-banner / silent-command / silent-sdk-command without aps.content-available: 1.
    public static let syneriseNeedsContentAvailable = Self(
        "synerise.needs-content-available", .error,
        summary: "IOS template-banner / silent-command / silent-sdk-command without aps.content-available: 1.",
        example:
            "{\"aps\":{},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}}",
        source:
            "Apple, Pushing background updates to your app (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app): without content-available 1 the app is not woken; \(SyneriseSource.sample) (banners and SDK commands carry it)"
    )
    /// Every template-banner (and mandatory upgrade): banners were removed in Android SDK 6 / iOS SDK 5.
    public static let syneriseBannerDeprecated = Self(
        "synerise.banner-deprecated", .warning,
        summary:
            "Every template-banner (and mandatory upgrade): banners were removed in Android SDK 6 / iOS SDK 5, so only apps on older SDKs show them.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG 5.0.0 (InjectorBannerDelegate and InjectorWalkthroughDelegate removed); \(SyneriseSource.androidSDK), CHANGELOG 6.0.0 (banner and walkthrough methods removed)",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Page.type not one of the four layouts.
    public static let synerisePageType = Self(
        "synerise.page-type", .error,
        summary: "Page.type not one of the four layouts.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"fullscreen\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source:
            "\(SyneriseSource.sample): the four page layouts color_as_background, image_as_background, image_with_text_atop and image_with_text_below",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Colour not #RRGGBB (message: opacity goes in alpha when #RRGGBBAA is given).
    public static let syneriseColor = Self(
        "synerise.color", .error,
        summary: "Colour not #RRGGBB (message: opacity goes in alpha when #RRGGBBAA is given).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF80\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): colours as #RRGGBB, opacity in a separate alpha",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Alpha outside 0...1.
    public static let syneriseAlphaRange = Self(
        "synerise.alpha-range", .error,
        summary: "Alpha outside 0...1.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":50},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): alpha from 0 to 1 (0.2, 0.5, 0.8, 1)",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Text size <= 0.
    public static let syneriseSize = Self(
        "synerise.size", .error,
        summary: "Text size <= 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":0},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): header and description sizes in points (20 to 65)",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Corner_radius < 0.
    public static let syneriseCornerRadius = Self(
        "synerise.corner-radius", .error,
        summary: "Corner_radius < 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":-2},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): button corner_radius in points (5)",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Enabled page button missing text, text_color or color.
    public static let syneriseButtonIncomplete = Self(
        "synerise.button-incomplete", .error,
        summary: "Enabled page button missing text, text_color or color.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\"},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): a page button is is_enabled, color, text, text_color and corner_radius",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Close_button.alignment not left/center/right.
    public static let syneriseCloseButtonAlignment = Self(
        "synerise.close-button-alignment", .warning,
        summary: "Close_button.alignment not left/center/right: the SDK falls back to its default place (right).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"top\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        source: "\(SyneriseSource.sample): close_button alignment left or right",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Auto_disappear enabled with timeout missing or not an integer > 0.
    public static let syneriseAutoDisappearTimeout = Self(
        "synerise.auto-disappear-timeout", .error,
        summary: "Auto_disappear enabled with timeout missing or not an integer > 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}},\"auto_disappear\":{\"is_enabled\":true,\"timeout\":0}}}",
        source: "\(SyneriseSource.sample): auto_disappear is_enabled with a timeout in seconds (5)",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Trigger with leading/trailing whitespace (never equals an event label).
    public static let syneriseTriggerWhitespace = Self(
        "synerise.trigger-whitespace", .warning,
        summary: "Trigger with leading/trailing whitespace (never equals an event label).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}},\"trigger\":\"purchase \"}}",
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG (preloaded banners triggered by events): the trigger is compared with the event label as it is",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Walkthrough without pages (empty array).
    public static let syneriseWalkthroughPages = Self(
        "synerise.walkthrough-pages", .error,
        summary: "Walkthrough without pages (empty array).",
        example: "{\"id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"walkthrough\",\"pages\":[]}",
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG 5.0.0 (walkthrough removed); \(SyneriseSource.androidSDK), CHANGELOG 6.0.0 (no calls to walkthrough endpoints): a walkthrough is fetched by older SDKs and shows its pages",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Two walkthrough pages with the same index.
    public static let synerisePageIndexDuplicate = Self(
        "synerise.page-index-duplicate", .warning,
        summary: "Two walkthrough pages with the same index.",
        example:
            "{\"id\":\"w1\",\"type\":\"walkthrough\",\"pages\":[{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"},\"index\":0},{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"},\"index\":0}]}",
        source:
            "\(SyneriseSource.sample) (page index); walkthrough pages are shown in index order by the SDKs that still fetch them",
        versions: "iOS SDK < 5.0.0, Android SDK < 6.0.0")
    /// Silent command class_name/method_name empty.
    public static let syneriseCommandName = Self(
        "synerise.command-name", .error,
        summary: "Silent command class_name/method_name empty.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"\"}}",
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): Injector.getSilentCommand hands class_name, method_name and method_parameters to the app and throws ValidationException on a malformed command"
    )
    /// Method parameter: empty class_name, null value, or position not an integer >= 0.
    public static let syneriseCommandParameter = Self(
        "synerise.command-parameter", .error,
        summary: "Method parameter: empty class_name, null value, or position not an integer >= 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"refresh\",\"method_parameters\":[{\"class_name\":\"java.lang.String\",\"value\":null,\"position\":0}]}}",
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): method parameters are class_name, value and position, read by Injector.getSilentCommand"
    )
    /// Two method parameters with the same position.
    public static let syneriseCommandPositionDuplicate = Self(
        "synerise.command-position-duplicate", .warning,
        summary: "Two method parameters with the same position.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"refresh\",\"method_parameters\":[{\"class_name\":\"java.lang.String\",\"value\":\"a\",\"position\":0},{\"class_name\":\"java.lang.String\",\"value\":\"b\",\"position\":0}]}}",
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): each parameter names its position in the call"
    )
    /// Silent-sdk-command class_name not com.synerise.sdk.injector.Injector, or method_name not GET_LOCATION/SIGN_OUT.
    public static let syneriseSDKCommand = Self(
        "synerise.sdk-command", .error,
        summary:
            "Silent-sdk-command class_name not com.synerise.sdk.injector.Injector, or method_name not GET_LOCATION/SIGN_OUT.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"LOGOUT\"}}",
        source:
            "\(SyneriseSource.sample): class_name com.synerise.sdk.injector.Injector with method_name GET_LOCATION or SIGN_OUT, the two SDK commands"
    )
    /// In-app-test accepted; its content shape is not public, so content is not checked.
    public static let syneriseInAppTest = Self(
        "synerise.in-app-test", .info,
        summary: "In-app-test accepted; its content shape is not public, so content is not checked.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"in-app-test\",\"content\":{}}",
        source:
            "\(SyneriseSource.iOSSDK), log message 'In App Test payload content is missing': the content is the SDK's own, not documented"
    )
    /// Encrypted push: content not read.
    public static let syneriseEncrypted = Self(
        "synerise.encrypted", .info,
        summary: "Encrypted push: content not read.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"New message\"},\"mutable-content\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content-encryption\":\"AES256\",\"content-encryption-key\":\"k1\",\"content\":\"b64data\"}",
        source:
            "\(SyneriseSource.iOSSDK) (SNRNotificationServiceExtension decrypts; 'There is no encryption-key in notification payload!'); \(SyneriseSource.androidSDK), CHANGELOG (Injector.decryptPushPayload)"
    )
    /// A carousel in an Android payload (Android has none).
    public static let syneriseAndroidCarousel = Self(
        "synerise.android-carousel", .error,
        summary: "A carousel in an Android payload (Android has none).",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":\"{\\\"campaign\\\": {\\\"variant_id\\\": 1, \\\"hash_id\\\": \\\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\\\", \\\"type\\\": \\\"CAMPAIGN\\\", \\\"title\\\": \\\"Spring\\\"}, \\\"notification\\\": {\\\"title\\\": \\\"Hi\\\", \\\"body\\\": \\\"Sale\\\"}, \\\"rich-media\\\": {\\\"type\\\": \\\"carousel\\\", \\\"carousel\\\": {\\\"orientation\\\": \\\"PORTRAIT\\\", \\\"items\\\": [{\\\"image\\\": \\\"https://example.com/a.jpg\\\"}]}}}\"}}",
        source:
            "\(SyneriseSource.androidSDK): rich media on Android is a single image; the carousel is the iOS content extension's (\(SyneriseSource.iOSSDK), SNRCarouselContentExtensionViewController)"
    )
}

/// What the Synerise rules rest on. The iOS SDK ships as a binary framework, so its
/// evidence is the framework's headers, symbols and log messages, its changelog and the
/// SDK's own sample payloads; the Android SDK's is its changelog and sample app.
private enum SyneriseSource {
    static let iOSSDK = "github:Synerise/synerise-ios-sdk@36a49ae084c2 (iOS SDK 5.10.1)"
    static let sample =
        "github:Synerise/synerise-ios-sdk/SampleAppSwift/5.0.0/SampleAppSwift/Main/Developer Tools Flow/ViewControllers/InjectorAPI/LocalNotificationsUserInfoData.swift@36a49ae084c2"
    static let androidSDK = "github:Synerise/android-sdk@77d2c381cd95 (Android SDK 6.14.2)"
    static let androidSample =
        "github:Synerise/android-sdk/sample/src/main/java/com/synerise/sdk/sample/ui/dev/injector/InjectorApiActivity.java@77d2c381cd95"
    static let basics =
        "Synerise, Mobile SDK campaigns: basics (https://hub.synerise.com/developers/mobile-sdk/campaigns/basics/)"
}

extension RuleCatalogue {
    static let synerise: [Diagnostic.Code] = [
        .syneriseIssuerCase,
        .syneriseMissingKey,
        .syneriseInvalidType,
        .syneriseMessageType,
        .syneriseContentType,
        .syneriseHashIDFormat,
        .syneriseActionType,
        .syneriseActionMisspelled,
        .syneriseActionMissingItem,
        .syneriseActionUnexpectedItem,
        .syneriseOpenURLScheme,
        .syneriseButtonDuplicateIdentifier,
        .syneriseRichMediaType,
        .syneriseRichMediaMutableContent,
        .syneriseRichMediaCategory,
        .syneriseCarouselOrientation,
        .syneriseCarouselEmpty,
        .syneriseImageFormat,
        .syneriseTitleLength,
        .syneriseAndroidPriority,
        .syneriseNeedsContentAvailable,
        .syneriseBannerDeprecated,
        .synerisePageType,
        .syneriseColor,
        .syneriseAlphaRange,
        .syneriseSize,
        .syneriseCornerRadius,
        .syneriseButtonIncomplete,
        .syneriseCloseButtonAlignment,
        .syneriseAutoDisappearTimeout,
        .syneriseTriggerWhitespace,
        .syneriseWalkthroughPages,
        .synerisePageIndexDuplicate,
        .syneriseCommandName,
        .syneriseCommandParameter,
        .syneriseCommandPositionDuplicate,
        .syneriseSDKCommand,
        .syneriseInAppTest,
        .syneriseEncrypted,
        .syneriseAndroidCarousel,
    ]
}
