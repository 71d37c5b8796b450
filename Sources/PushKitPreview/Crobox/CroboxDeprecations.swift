// The name the badge text had before it moved into the `Crobox` namespace (issue 24).

/// Renamed ``Crobox/BadgeText``.
@available(*, deprecated, renamed: "Crobox.BadgeText")
public typealias CroboxBadgeText = Crobox.BadgeText
