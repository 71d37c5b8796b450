// The names Crobox types had before they moved into the `Crobox` namespace (issue 24):
// kept so that code written against them still compiles, with a fix-it to the new name.

/// Renamed ``Crobox/Badge``.
@available(*, deprecated, renamed: "Crobox.Badge")
public typealias CroboxBadge = Crobox.Badge

/// Renamed ``Crobox/Campaign``.
@available(*, deprecated, renamed: "Crobox.Campaign")
public typealias CroboxCampaign = Crobox.Campaign

/// Renamed ``Crobox/Context``.
@available(*, deprecated, renamed: "Crobox.Context")
public typealias CroboxContext = Crobox.Context

/// Renamed ``Crobox/ImageBadge``.
@available(*, deprecated, renamed: "Crobox.ImageBadge")
public typealias CroboxImageBadge = Crobox.ImageBadge

/// Renamed ``Crobox/Promotion``.
@available(*, deprecated, renamed: "Crobox.Promotion")
public typealias CroboxPromotion = Crobox.Promotion

/// Renamed ``Crobox/PromotionContent``.
@available(*, deprecated, renamed: "Crobox.PromotionContent")
public typealias CroboxPromotionContent = Crobox.PromotionContent

/// Renamed ``Crobox/Promotions``.
@available(*, deprecated, renamed: "Crobox.Promotions")
public typealias CroboxPromotions = Crobox.Promotions

/// Renamed ``Crobox/SecondaryMessaging``.
@available(*, deprecated, renamed: "Crobox.SecondaryMessaging")
public typealias CroboxSecondaryMessaging = Crobox.SecondaryMessaging

/// Renamed ``Crobox/TextBadge``.
@available(*, deprecated, renamed: "Crobox.TextBadge")
public typealias CroboxTextBadge = Crobox.TextBadge
