// The names Cordial types had before they moved into the `Cordial` namespace (issue 24):
// kept so that code written against them still compiles, with a fix-it to the new name.

/// Renamed ``Cordial/Carousel``.
@available(*, deprecated, renamed: "Cordial.Carousel")
public typealias CordialCarousel = Cordial.Carousel

/// Renamed ``Cordial/DeepLink``.
@available(*, deprecated, renamed: "Cordial.DeepLink")
public typealias CordialDeepLink = Cordial.DeepLink

/// Renamed ``Cordial/InAppMessage``.
@available(*, deprecated, renamed: "Cordial.InAppMessage")
public typealias CordialInAppMessage = Cordial.InAppMessage

/// Renamed ``Cordial/Inbox``.
@available(*, deprecated, renamed: "Cordial.Inbox")
public typealias CordialInbox = Cordial.Inbox

/// Renamed ``Cordial/Media``.
@available(*, deprecated, renamed: "Cordial.Media")
public typealias CordialMedia = Cordial.Media
