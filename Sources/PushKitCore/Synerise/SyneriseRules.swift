// Codes and catalogue entries: Synerise rules.

extension Diagnostic.Code {
    /// The push is left to the app's own handling: no tracking, no rich media, no action on tap. Write the issuer as
    /// `Synerise`.
    public static let syneriseIssuerCase = Self(
        "synerise.issuer-case", .error,
        summary: "Issuer is a near-miss of Synerise (other case, spaces): the SDK ignores the payload.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.basics): the SDK handles a push whose issuer is exactly Synerise, and leaves any other to the app"
    )
    /// The SDK logs the missing key and drops the push. Add the key the message names.
    public static let syneriseMissingKey = Self(
        "synerise.missing-key", .error,
        summary: "A required Synerise key is missing (message names the key).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.iOSSDK), log messages 'one of the required keys is missing (issuer, messageType or contentType)', 'User Info content is missing' and 'Model %@: missing key: %@': the push is dropped"
    )
    /// The SDK reads a value of another JSON type as missing and drops the push. Send the type Synerise's own payloads
    /// use: `variant_id` 1, not "1".
    public static let syneriseInvalidType = Self(
        "synerise.invalid-type", .error,
        summary: "A Synerise key has the wrong JSON type.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":\"1\",\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.iOSSDK), log message 'Model %@: missing key: %@': models read typed values, and a value of another JSON type is read as missing"
    )
    /// The SDK drops the push. Write `dynamic-content` or `static-content`, in full.
    public static let syneriseMessageType = Self(
        "synerise.message-type", .error,
        summary: "Message-type not dynamic-content/static-content.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.basics) (message-type: static or dynamic content); \(SyneriseSource.sample) (dynamic-content) and \(SyneriseSource.androidSample) (static-content)"
    )
    /// The SDK cannot tell what the push is for and drops it. Spell the content type exactly, with hyphens.
    public static let syneriseContentType = Self(
        "synerise.content-type", .error,
        summary:
            "Content-type not one of simple-push, template-banner, silent-command, silent-sdk-command, in-app-test.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple_push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.basics) (the campaign types); \(SyneriseSource.iOSSDK), log messages for Simple Push, In App Test and Internal Command Object content"
    )
    /// Events tracked for the push carry the hash as their campaign, so they may not match the campaign in Synerise's
    /// reports. Send the hash Synerise generated for the campaign.
    public static let syneriseHashIDFormat = Self(
        "synerise.hash-id-format", .info,
        summary:
            "Campaign.hash_id is not a UUID: the SDK passes it on unchanged as the campaign of the events it tracks.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"HASH\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.sample) (hash_id \"HASH\", handled by the SDK); \(SyneriseSource.iOSSDK): the only UUID format check is of the client uuid ('uuid is not correct UUID format'), hash_id is passed on as campaignHash"
    )
    /// The SDK does nothing when the notification is tapped. Use one of the three types.
    public static let syneriseActionType = Self(
        "synerise.action-type", .error,
        summary: "Action type not OPEN_URL/DEEP_LINKING/OPEN_APP.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"SHARE\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"OPEN_APP"}}}}"#,
        source:
            "\(SyneriseSource.sample): notification and button actions of type OPEN_APP, OPEN_URL and DEEP_LINKING, the three the SDK knows"
    )
    /// Types are compared exactly, so the tap does nothing. Write the type the message suggests.
    public static let syneriseActionMisspelled = Self(
        "synerise.action-misspelled", .error,
        summary: "DEEPLINKING (or other case/spelling near-miss, e.g. open_url), message gives the fix.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"DEEPLINKING\",\"item\":\"syne://product?sku=1\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"DEEP_LINKING","item":"syne://product?sku=1"}}}}"#,
        source: "\(SyneriseSource.sample): the action types are matched exactly (OPEN_APP, OPEN_URL, DEEP_LINKING)")
    /// There is nothing to open, so the tap only brings the app forward. Put the link in `item`, or use OPEN_APP.
    public static let syneriseActionMissingItem = Self(
        "synerise.action-missing-item", .error,
        summary: "OPEN_URL / DEEP_LINKING without item (or empty item).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_URL\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"OPEN_URL","item":"https://example.com/sale"}}}}"#,
        source:
            "\(SyneriseSource.sample): OPEN_URL and DEEP_LINKING carry the link in item; without it there is nothing to open"
    )
    /// The link is not opened; the tap only brings the app forward. Use OPEN_URL or DEEP_LINKING to open it, or drop
    /// the item.
    public static let syneriseActionUnexpectedItem = Self(
        "synerise.action-unexpected-item", .warning,
        summary: "OPEN_APP with an item (ignored).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_APP\",\"item\":\"x\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"OPEN_APP"}}}}"#,
        source: "\(SyneriseSource.sample): OPEN_APP carries no item, and the SDK reads none")
    /// iOS opens nothing for a link without a scheme, and another scheme only in the app that claims it. Write the full
    /// https:// link, or use DEEP_LINKING for the app's own links.
    public static let syneriseOpenURLScheme = Self(
        "synerise.open-url-scheme", .error,
        summary:
            "OPEN_URL item without a scheme (error: nothing opens), or of a scheme other than http/https (warning: opens only where an app claims it).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{\"action\":{\"type\":\"OPEN_URL\",\"item\":\"shop.example.com/sale\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{"action":{"type":"OPEN_URL","item":"https://shop.example.com/sale"}}}}"#,
        source:
            "\(SyneriseSource.iOSSDK): OPEN_URL is handed to UIApplication openURL:options:completionHandler:, which opens any scheme an app claims and nothing for a URL without one; \(SyneriseSource.sample) (http URLs)"
    )
    /// iOS keys a category's actions by identifier, so one button replaces the other and a tap may run the wrong
    /// action. Give each button an identifier of its own.
    public static let syneriseButtonDuplicateIdentifier = Self(
        "synerise.button-duplicate-identifier", .warning,
        summary: "Two buttons with the same identifier.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"buttons\":[{\"identifier\":\"b\",\"text\":\"A\",\"action\":{\"type\":\"OPEN_APP\"}},{\"identifier\":\"b\",\"text\":\"B\",\"action\":{\"type\":\"OPEN_APP\"}}]}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"buttons":[{"identifier":"b","text":"A","action":{"type":"OPEN_APP"}},{"identifier":"c","text":"B","action":{"type":"OPEN_APP"}}]}}"#,
        source:
            "Apple, UNNotificationAction (https://developer.apple.com/documentation/usernotifications/unnotificationaction): an action identifier must be unique within its category, the SDK registers the buttons as one temporary category"
    )
    /// The image or carousel is not drawn. Name `single-image` or `carousel` and give the object of that name beside
    /// it.
    public static let syneriseRichMediaType = Self(
        "synerise.rich-media-type", .error,
        summary: "Rich-media.type not single-image/carousel, or the matching sub-object missing.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"video\"}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.single-media"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"single-image","single-image":{"image":"https://example.com/a.jpg"}}}}"#,
        source:
            "\(SyneriseSource.sample) (rich-media types single-image and carousel); \(SyneriseSource.iOSSDK) (SimplePushNotificationRichMediaCarousel and the single-media attachment cache)"
    )
    /// The collapsed notification has no thumbnail, and dynamic buttons and decryption are skipped; if the category is
    /// missing too, nothing runs at all and the image, all rich media exists for, never shows (then an error). Add
    /// `"mutable-content": 1` to `aps`.
    public static let syneriseRichMediaMutableContent = Self(
        "synerise.rich-media-mutable-content", .warning,
        summary:
            "Rich media without aps.mutable-content: 1: the content extension (selected by the category) still draws the expanded image or carousel, but the service extension's work is lost (thumbnail attachment, dynamic buttons, decryption); an error when aps has no category either (no extension runs, plain text on every SDK).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.jpg\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.single-media"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"single-image","single-image":{"image":"https://example.com/a.jpg"}}}}"#,
        source:
            "Apple, Modifying content in newly delivered notifications (https://developer.apple.com/documentation/usernotifications/modifying-content-in-newly-delivered-notifications): the service extension runs only with mutable-content 1; \(SyneriseSource.iOSSDK), SNRNotificationServiceExtension.h"
    )
    /// Nothing draws the image or carousel when the notification is expanded; with no mutable-content either, no
    /// extension runs at all and the push is plain text (then an error). Set `aps.category` to the category of the
    /// rich-media type.
    public static let syneriseRichMediaCategory = Self(
        "synerise.rich-media-category", .warning,
        summary:
            "Rich media without the matching aps.category (synerise.notifications.category.single-media / .carousel): no content extension draws it; an error when aps has neither a category nor mutable-content (plain text on every SDK, no extension runs).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.jpg\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.single-media"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"single-image","single-image":{"image":"https://example.com/a.jpg"}}}}"#,
        source:
            "Apple, UNNotificationExtensionCategory (https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension/nsextensionattributes/unnotificationextensioncategory): iOS picks a content extension by the category; \(SyneriseSource.iOSSDK) (synerise.notifications.category.single-media, synerise.notifications.category.carousel)"
    )
    /// The carousel is drawn in neither layout. Write the value in capitals.
    public static let syneriseCarouselOrientation = Self(
        "synerise.carousel-orientation", .error,
        summary: "Orientation not PORTRAIT/LANDSCAPE.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.carousel\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"carousel\",\"carousel\":{\"orientation\":\"portrait\",\"items\":[{\"image\":\"https://example.com/a.jpg\"}]}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.carousel"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","items":[{"image":"https://example.com/a.jpg"}]}}}}"#,
        source: "\(SyneriseSource.sample) (orientation PORTRAIT and LANDSCAPE)")
    /// The expanded notification has nothing to draw. Add an item with an image, or send the push without rich media.
    public static let syneriseCarouselEmpty = Self(
        "synerise.carousel-empty", .error,
        summary: "Carousel without items.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.carousel\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"carousel\",\"carousel\":{\"orientation\":\"PORTRAIT\",\"items\":[]}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.carousel"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"carousel","carousel":{"orientation":"PORTRAIT","items":[{"image":"https://example.com/a.jpg"}]}}}}"#,
        source:
            "\(SyneriseSource.sample) (carousel items); \(SyneriseSource.iOSSDK) (SNRCarouselContentExtensionViewController draws the items, none draws an empty carousel)"
    )
    /// The SDK discards other downloads, so the image never shows. Serve it as a .jpg or .png.
    public static let syneriseImageFormat = Self(
        "synerise.image-format", .warning,
        summary:
            "Image URL naming a format other than JPEG or PNG (warning: the SDK keeps image/jpeg and image/png only), or no format at all (info).",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"Sale\"},\"mutable-content\":1,\"category\":\"synerise.notifications.category.single-media\"},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{},\"rich-media\":{\"type\":\"single-image\",\"single-image\":{\"image\":\"https://example.com/a.webp\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"},"mutable-content":1,"category":"synerise.notifications.category.single-media"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{},"rich-media":{"type":"single-image","single-image":{"image":"https://example.com/a.jpg"}}}}"#,
        source:
            "\(SyneriseSource.iOSSDK): images are downloaded with downloadAndSaveFileWithURL:validMIMETypes:error: for image/jpeg and image/png; Synerise, Simple push (https://hub.synerise.com/docs/campaign/Mobile/simple_push/): .jpg, .jpeg or .png"
    )
    /// Lock screens cut long titles, so the end is lost. Move the rest to the body.
    public static let syneriseTitleLength = Self(
        "synerise.title-length", .warning,
        summary: "Notification title over 50 characters.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"A title that goes on and on well past the fifty characters\",\"body\":\"Sale\"}},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"notification\":{}}}",
        passing:
            #"{"aps":{"alert":{"title":"A title that stops in time","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "Synerise, Introduction to mobile push notifications (https://help.synerise.com/docs/campaign/Mobile/mobile_campaign/): titles of at most about 50 characters"
    )
    /// The Android SDK reads only the upper-case names, so the priority is not applied. Write NORMAL or HIGH.
    public static let syneriseAndroidPriority = Self(
        "synerise.android-priority", .error,
        summary: "Android notification.priority not NORMAL/HIGH.",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":\"{\\\"campaign\\\": {\\\"variant_id\\\": 1, \\\"hash_id\\\": \\\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\\\", \\\"type\\\": \\\"CAMPAIGN\\\", \\\"title\\\": \\\"Spring\\\"}, \\\"notification\\\": {\\\"title\\\": \\\"Hi\\\", \\\"body\\\": \\\"Sale\\\", \\\"priority\\\": \\\"high\\\"}}\"}}",
        passing:
            #"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"{\"campaign\": {\"variant_id\": 1, \"hash_id\": \"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\", \"type\": \"CAMPAIGN\", \"title\": \"Spring\"}, \"notification\": {\"title\": \"Hi\", \"body\": \"Sale\", \"priority\": \"HIGH\"}}"}}"#,
        source:
            "\(SyneriseSource.androidSDK), CHANGELOG 5.10.1: notification priority is read as NORMAL or HIGH (an uppercase fix for Flutter)"
    )
    /// The app is not woken in the background, so the banner or command is not handled when the push arrives. Add
    /// `"content-available": 1` to `aps`.
    public static let syneriseNeedsContentAvailable = Self(
        "synerise.needs-content-available", .error,
        summary: "IOS template-banner / silent-command / silent-sdk-command without aps.content-available: 1.",
        example:
            "{\"aps\":{},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"SIGN_OUT\"}}",
        passing:
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":{"class_name":"com.synerise.sdk.injector.Injector","method_name":"SIGN_OUT"}}"#,
        source:
            "Apple, Pushing background updates to your app (https://developer.apple.com/documentation/usernotifications/pushing-background-updates-to-your-app): without content-available 1 the app is not woken; \(SyneriseSource.sample) (banners and SDK commands carry it)"
    )
    /// Apps on iOS SDK 5 or Android SDK 6 and later ignore it, so only users of older app versions see it. Move the
    /// campaign to Synerise's in-app messages, or to a simple push.
    public static let syneriseBannerDeprecated = Self(
        "synerise.banner-deprecated", .warning,
        summary:
            "Every template-banner (and mandatory upgrade): banners were removed in Android SDK 6 / iOS SDK 5, so only apps on older SDKs show them.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG 5.0.0 (InjectorBannerDelegate and InjectorWalkthroughDelegate removed); \(SyneriseSource.androidSDK), CHANGELOG 6.0.0 (banner and walkthrough methods removed)",
        versions: "read by synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// The banner is not drawn. Use `color_as_background`, `image_as_background`, `image_with_text_atop` or
    /// `image_with_text_below`.
    public static let synerisePageType = Self(
        "synerise.page-type", .error,
        summary: "Page.type not one of the four layouts.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"fullscreen\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source:
            "\(SyneriseSource.sample): the four page layouts color_as_background, image_as_background, image_with_text_atop and image_with_text_below",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// The SDK cannot read the colour, so the banner is not drawn. Drop the last two digits of #RRGGBBAA and put the
    /// opacity they held in `alpha`, as a fraction.
    public static let syneriseColor = Self(
        "synerise.color", .error,
        summary: "Colour not #RRGGBB (message: opacity goes in alpha when #RRGGBBAA is given).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF80\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":0.5},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): colours as #RRGGBB, opacity in a separate alpha",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// Alpha is a fraction, so 50 (meant as 50%) is no opacity at all. Write 0.5.
    public static let syneriseAlphaRange = Self(
        "synerise.alpha-range", .error,
        summary: "Alpha outside 0...1.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":50},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":0.5},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): alpha from 0 to 1 (0.2, 0.5, 0.8, 1)",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// Text of no size cannot be drawn. Give it in points (Synerise's sample uses 20 to 65).
    public static let syneriseSize = Self(
        "synerise.size", .error,
        summary: "Text size <= 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":0},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): header and description sizes in points (20 to 65)",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// A negative radius cannot be drawn. Use 0 for square corners.
    public static let syneriseCornerRadius = Self(
        "synerise.corner-radius", .error,
        summary: "Corner_radius < 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":-2},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): button corner_radius in points (5)",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// A button without its text or colours cannot be drawn. Give it all three, or turn it off with `is_enabled` false.
    public static let syneriseButtonIncomplete = Self(
        "synerise.button-incomplete", .error,
        summary: "Enabled page button missing text, text_color or color.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\"},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF"},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): a page button is is_enabled, color, text, text_color and corner_radius",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// The close button is not where it was placed. Write left, center or right.
    public static let syneriseCloseButtonAlignment = Self(
        "synerise.close-button-alignment", .warning,
        summary: "Close_button.alignment not left/center/right: the SDK falls back to its default place (right).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"top\"},\"action\":{\"type\":\"OPEN_APP\"}}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}"##,
        source: "\(SyneriseSource.sample): close_button alignment left or right",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// The banner cannot time out. Give the timeout in whole seconds, or turn `auto_disappear` off.
    public static let syneriseAutoDisappearTimeout = Self(
        "synerise.auto-disappear-timeout", .error,
        summary: "Auto_disappear enabled with timeout missing or not an integer > 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}},\"auto_disappear\":{\"is_enabled\":true,\"timeout\":0}}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}},"auto_disappear":{"is_enabled":true,"timeout":5}}}"##,
        source: "\(SyneriseSource.sample): auto_disappear is_enabled with a timeout in seconds (5)",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// Event labels are compared as they are, so the banner is never shown. Trim the spaces.
    public static let syneriseTriggerWhitespace = Self(
        "synerise.trigger-whitespace", .warning,
        summary: "Trigger with leading/trailing whitespace (never equals an event label).",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"template-banner\",\"content\":{\"campaign\":{\"variant_id\":1,\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"CAMPAIGN\",\"title\":\"Spring\"},\"page\":{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"}},\"trigger\":\"purchase \"}}",
        passing:
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}},"trigger":"purchase"}}"##,
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG (preloaded banners triggered by events): the trigger is compared with the event label as it is",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// An empty walkthrough has nothing to show. Add its pages, or do not publish it.
    public static let syneriseWalkthroughPages = Self(
        "synerise.walkthrough-pages", .error,
        summary: "Walkthrough without pages (empty array).",
        example: "{\"id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\",\"type\":\"walkthrough\",\"pages\":[]}",
        passing:
            ##"{"id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"walkthrough","pages":[{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"},"index":0}]}"##,
        source:
            "\(SyneriseSource.iOSSDK), CHANGELOG 5.0.0 (walkthrough removed); \(SyneriseSource.androidSDK), CHANGELOG 6.0.0 (no calls to walkthrough endpoints): a walkthrough is fetched by older SDKs and shows its pages",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// Pages sharing an index are shown in no set order. Number them 0, 1, 2, ...
    public static let synerisePageIndexDuplicate = Self(
        "synerise.page-index-duplicate", .warning,
        summary: "Two walkthrough pages with the same index.",
        example:
            "{\"id\":\"w1\",\"type\":\"walkthrough\",\"pages\":[{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"},\"index\":0},{\"type\":\"color_as_background\",\"background\":{\"color\":\"#FFFFFF\",\"alpha\":1},\"header\":{\"text\":\"Hi\",\"color\":\"#000000\",\"alpha\":1,\"size\":20},\"description\":{\"text\":\"Sale\",\"color\":\"#000000\",\"alpha\":1,\"size\":14},\"button\":{\"is_enabled\":true,\"color\":\"#FF0000\",\"text\":\"Go\",\"text_color\":\"#FFFFFF\",\"corner_radius\":4},\"close_button\":{\"is_enabled\":true,\"alignment\":\"right\"},\"action\":{\"type\":\"OPEN_APP\"},\"index\":0}]}",
        passing:
            ##"{"id":"w1","type":"walkthrough","pages":[{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"},"index":0},{"type":"color_as_background","background":{"color":"#FFFFFF","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"},"index":1}]}"##,
        source:
            "\(SyneriseSource.sample) (page index); walkthrough pages are shown in index order by the SDKs that still fetch them",
        versions: "applies to synerise-ios < 5.0.0, synerise-android < 6.0.0")
    /// The app cannot call a method with no name, and the SDK throws on the command. Fill in both names.
    public static let syneriseCommandName = Self(
        "synerise.command-name", .error,
        summary: "Silent command class_name/method_name empty.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"\"}}",
        passing:
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-command","content":{"class_name":"com.example.Handler","method_name":"refresh"}}"#,
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): Injector.getSilentCommand hands class_name, method_name and method_parameters to the app and throws ValidationException on a malformed command"
    )
    /// The call cannot be built, and the SDK throws on the command. Give every parameter a class, a value and a
    /// position from 0.
    public static let syneriseCommandParameter = Self(
        "synerise.command-parameter", .error,
        summary: "Method parameter: empty class_name, null value, or position not an integer >= 0.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"refresh\",\"method_parameters\":[{\"class_name\":\"java.lang.String\",\"value\":null,\"position\":0}]}}",
        passing:
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-command","content":{"class_name":"com.example.Handler","method_name":"refresh","method_parameters":[{"class_name":"java.lang.String","value":"a","position":0}]}}"#,
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): method parameters are class_name, value and position, read by Injector.getSilentCommand"
    )
    /// Two arguments claim one place in the call, so one is lost. Number the positions 0, 1, 2, ...
    public static let syneriseCommandPositionDuplicate = Self(
        "synerise.command-position-duplicate", .warning,
        summary: "Two method parameters with the same position.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-command\",\"content\":{\"class_name\":\"com.example.Handler\",\"method_name\":\"refresh\",\"method_parameters\":[{\"class_name\":\"java.lang.String\",\"value\":\"a\",\"position\":0},{\"class_name\":\"java.lang.String\",\"value\":\"b\",\"position\":0}]}}",
        passing:
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-command","content":{"class_name":"com.example.Handler","method_name":"refresh","method_parameters":[{"class_name":"java.lang.String","value":"a","position":0},{"class_name":"java.lang.String","value":"b","position":1}]}}"#,
        source:
            "Synerise, Silent push (https://hub.synerise.com/developers/mobile-sdk/campaigns/silent-push): each parameter names its position in the call"
    )
    /// The SDK runs only its own two commands, so the push does nothing. Send the app's own commands as
    /// `silent-command`.
    public static let syneriseSDKCommand = Self(
        "synerise.sdk-command", .error,
        summary:
            "Silent-sdk-command class_name not com.synerise.sdk.injector.Injector, or method_name not GET_LOCATION/SIGN_OUT.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"silent-sdk-command\",\"content\":{\"class_name\":\"com.synerise.sdk.injector.Injector\",\"method_name\":\"LOGOUT\"}}",
        passing:
            #"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"silent-sdk-command","content":{"class_name":"com.synerise.sdk.injector.Injector","method_name":"SIGN_OUT"}}"#,
        source:
            "\(SyneriseSource.sample): class_name com.synerise.sdk.injector.Injector with method_name GET_LOCATION or SIGN_OUT, the two SDK commands"
    )
    /// pushkit can vouch for the envelope only. Check a test send on a device.
    public static let syneriseInAppTest = Self(
        "synerise.in-app-test", .info,
        summary: "In-app-test accepted; its content shape is not public, so content is not checked.",
        example:
            "{\"aps\":{\"content-available\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"in-app-test\",\"content\":{}}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.iOSSDK), log message 'In App Test payload content is missing': the content is the SDK's own, not documented"
    )
    /// pushkit cannot read the ciphertext, so only the envelope is checked. Validate the payload before it is
    /// encrypted.
    public static let syneriseEncrypted = Self(
        "synerise.encrypted", .info,
        summary: "Encrypted push: content not read.",
        example:
            "{\"aps\":{\"alert\":{\"title\":\"Hi\",\"body\":\"New message\"},\"mutable-content\":1},\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content-encryption\":\"AES256\",\"content-encryption-key\":\"k1\",\"content\":\"b64data\"}",
        passing:
            #"{"aps":{"alert":{"title":"Hi","body":"New message"},"mutable-content":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"notification":{}}}"#,
        source:
            "\(SyneriseSource.iOSSDK) (SNRNotificationServiceExtension decrypts; 'There is no encryption-key in notification payload!'); \(SyneriseSource.androidSDK), CHANGELOG (Injector.decryptPushPayload)"
    )
    /// Android users get the notification without its images. Send Android a single image, and the carousel to iOS.
    public static let syneriseAndroidCarousel = Self(
        "synerise.android-carousel", .error,
        summary: "A carousel in an Android payload (Android has none).",
        example:
            "{\"data\":{\"issuer\":\"Synerise\",\"message-type\":\"dynamic-content\",\"content-type\":\"simple-push\",\"content\":\"{\\\"campaign\\\": {\\\"variant_id\\\": 1, \\\"hash_id\\\": \\\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\\\", \\\"type\\\": \\\"CAMPAIGN\\\", \\\"title\\\": \\\"Spring\\\"}, \\\"notification\\\": {\\\"title\\\": \\\"Hi\\\", \\\"body\\\": \\\"Sale\\\"}, \\\"rich-media\\\": {\\\"type\\\": \\\"carousel\\\", \\\"carousel\\\": {\\\"orientation\\\": \\\"PORTRAIT\\\", \\\"items\\\": [{\\\"image\\\": \\\"https://example.com/a.jpg\\\"}]}}}\"}}",
        passing:
            #"{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"{\"campaign\": {\"variant_id\": 1, \"hash_id\": \"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\", \"type\": \"CAMPAIGN\", \"title\": \"Spring\"}, \"notification\": {\"title\": \"Hi\", \"body\": \"Sale\"}, \"rich-media\": {\"type\": \"single-image\", \"single-image\": {\"image\": \"https://example.com/a.jpg\"}}}"}}"#,
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
