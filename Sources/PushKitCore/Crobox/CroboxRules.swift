// Codes and catalogue entries: Crobox promotions responses.

extension Diagnostic.Code {
    /// The SDK fails to decode the response or drops the promotion (iOS defaults some keys where Android leaves null).
    /// Send every key under the name the API uses (`sid`, `pid`, `experiments`, `id`), not the SDK's property name.
    public static let croboxMissingKey = Self(
        "crobox.missing-key", .error,
        summary:
            "A required Crobox key is missing (message names the key), or written as the SDK's property name (sessionId for sid, visitorId for pid, campaigns for experiments, messageId for id). A missing promotions, experiments or content id is a warning: iOS defaults them, Android leaves null.",
        example: croboxPromotion("\"campaignId\":1"),
        passing: croboxPromotion(#""campaignId":1,"variantId":1"#),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionContext, Promotion, PromotionContent: CodingKeys / @SerializedName)"
    )
    /// On iOS 1.0.33 one non-string value empties the whole config, so the badge loses every setting. Send each config
    /// value as a string: "12" for a size.
    public static let croboxInvalidType = Self(
        "crobox.invalid-type", .error,
        summary:
            "A Crobox key has the wrong JSON type (config values are strings: crobox-sdk-ios 1.0.33 reads a config with one non-string value as empty).",
        example: croboxBadge(
            "mob-app-text-badge.tsx", "\"text\":\"Best seller\",\"fontColor\":\"#FFFFFF\",\"size\":12"),
        passing: croboxBadge("mob-app-text-badge.tsx", ##""text":"Best seller","fontColor":"#FFFFFF","size":"12""##),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionContent: config is [String: String] on iOS 1.0.33)"
    )
    /// On iOS 1.0.33 the promotion is attributed to campaign 0, and reports lose it. Send the id as a JSON integer.
    public static let croboxIDType = Self(
        "crobox.id-type", .error,
        summary:
            "A campaign or variant id that is not an integer (a string of digits, a fraction): crobox-sdk-ios 1.0.33 reads it as 0.",
        example: croboxPromotion("\"campaignId\":\"1\",\"variantId\":1"),
        passing: croboxPromotion(#""campaignId":1,"variantId":1"#),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e Sources/Crobox/domain/model/Experiment.swift, Promotion.swift",
        versions:
            "iOS 1.0.33 reads quoted ids as 0; iOS up to 1.0.32 (SwiftyJSON) converted them; Android reads them")
    /// One bad id costs the whole response, or every promotion, on iOS and fails the call on Android. Send ids in the
    /// 8-4-4-4-12 hexadecimal form.
    public static let croboxUUID = Self(
        "crobox.uuid", .error,
        summary:
            "A sid, pid or promotion id that is not a UUID: iOS fails the whole response (sid, pid) or drops every promotion (a promotion id); Android fails the call.",
        example:
            "{\"context\":{\"sid\":\"session-1\",\"pid\":\"722d78a6-ada6-4e03-b903-2f6869185912\",\"experiments\":[]},\"promotions\":[]}",
        passing:
            #"{"context":{"sid":"1dc4fe32-b2ce-4a84-a85f-50af738226f9","pid":"722d78a6-ada6-4e03-b903-2f6869185912","experiments":[]},"promotions":[]}"#,
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionContext.swift, Promotion.swift; CustomUUIDDeserializer.kt)"
    )
    /// The promotion still shows, but reports cannot attribute it to an experiment. List its campaign in the context,
    /// or correct the `campaignId`.
    public static let croboxUnknownCampaign = Self(
        "crobox.unknown-campaign", .info,
        summary:
            "A promotion whose campaignId is not in context.experiments (neither SDK compares them; reports cannot attribute it).",
        example: croboxPromotion("\"campaignId\":2,\"variantId\":1"),
        passing: croboxPromotion(#""campaignId":1,"variantId":1"#),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionResponse: no cross-check)"
    )
    /// Events may be reported under a variant the context did not assign, which skews the experiment's results. Use the
    /// variant the context gives the campaign.
    public static let croboxVariantMismatch = Self(
        "crobox.variant-mismatch", .info,
        summary:
            "A promotion whose variantId is not its campaign's variantId in context.experiments (neither SDK compares them).",
        example: croboxPromotion("\"campaignId\":1,\"variantId\":7"),
        passing: croboxPromotion(#""campaignId":1,"variantId":1"#),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionResponse: no cross-check)"
    )
    /// The badge loses the campaign's colours. Write the colour in full: #FFFFFF, not #fff.
    public static let croboxColor = Self(
        "crobox.color", .warning,
        summary:
            "A badge colour that is not #RRGGBB, #AARRGGBB or rgba(r, g, b, a): the badge shows in the app's default colours.",
        example: croboxBadge("mob-app-text-badge.tsx", "\"text\":\"Best seller\",\"fontColor\":\"#fff\""),
        passing: croboxBadge("mob-app-text-badge.tsx", ##""text":"Best seller","fontColor":"#FFFFFF""##),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (ColorUtil.swift, ColorUtil.kt)"
    )
    /// A colour written in CSS order comes out with its channels shifted and the wrong transparency. Write six digits
    /// for an opaque colour (#0e1111); otherwise put the alpha pair first.
    public static let croboxColorARGB = Self(
        "crobox.color-argb", .warning,
        summary: "An eight-digit colour: the SDK reads #AARRGGBB (alpha first), not CSS #RRGGBBAA.",
        example: croboxBadge("mob-app-text-badge.tsx", "\"text\":\"Best seller\",\"fontColor\":\"#0e1111ff\""),
        passing: croboxBadge("mob-app-text-badge.tsx", ##""text":"Best seller","fontColor":"#0e1111""##),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (ColorUtil.swift, ColorUtil.kt: eight digits are read alpha first)"
    )
    /// The promotion shows no badge at all. Add `text` (with `fontColor`) to a text badge, `image` to an image badge.
    public static let croboxBadgeIncomplete = Self(
        "crobox.badge-incomplete", .error,
        summary:
            "A badge component's config without its required key (text for a text badge or secondary messaging, image for an image badge): no badge shows.",
        example: croboxBadge("mob-app-image-badge.tsx", "\"altText\":\"Best seller\""),
        passing: croboxBadge(
            "mob-app-image-badge.tsx", #""image":"https://example.com/badge.png","altText":"Best seller""#),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionContent.contentConfig, Components)"
    )
    /// pushkit cannot check what the app does with these keys. Make sure the app reads them under these names, or use
    /// one of the SDK's badge components.
    public static let croboxCustomComponent = Self(
        "crobox.custom-component", .info,
        summary: "A component the SDK derives no badge from: the app reads its config itself.",
        example: croboxBadge("component1.tsx", "\"Text1_text\":\"Best seller\",\"Text1_color\":\"#0e1111\""),
        passing: croboxBadge("mob-app-text-badge.tsx", ##""text":"Best seller","fontColor":"#0e1111""##),
        source:
            "crobox/crobox-sdk-ios@c7034ce6811b8e0132ed3b43bc72ef60a767128e and crobox/crobox-sdk-android@d98ad86fd459134fb0f8429ace28df4e696a32e4 (PromotionContent.contentConfig, Components: badges only for the known components)"
    )
}

extension Diagnostic.Code {
    fileprivate static let croboxContext =
        "\"context\":{\"sid\":\"1dc4fe32-b2ce-4a84-a85f-50af738226f9\",\"pid\":\"722d78a6-ada6-4e03-b903-2f6869185912\",\"experiments\":[{\"id\":1,\"name\":\"Best sellers\",\"variantId\":1,\"variantName\":\"Crobox\",\"control\":false}]}"

    fileprivate static func croboxPromotion(_ members: String) -> String {
        "{\(croboxContext),\"promotions\":[{\"id\":\"821037e1-42a6-11ef-b765-a7995e01acd0\",\"productId\":\"P1\",\(members)}]}"
    }

    fileprivate static func croboxBadge(_ component: String, _ config: String) -> String {
        croboxPromotion(
            "\"campaignId\":1,\"variantId\":1,\"content\":{\"id\":\"dd737bf6-0223-48e8-b102-b680265219ef\",\"component\":\"\(component)\",\"config\":{\(config)}}"
        )
    }
}

extension RuleCatalogue {
    static let crobox: [Diagnostic.Code] = [
        .croboxMissingKey,
        .croboxInvalidType,
        .croboxIDType,
        .croboxUUID,
        .croboxUnknownCampaign,
        .croboxVariantMismatch,
        .croboxColor,
        .croboxColorARGB,
        .croboxBadgeIncomplete,
        .croboxCustomComponent,
    ]
}
