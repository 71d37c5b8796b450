// The names Reachu types had before they moved into the `Reachu` namespace (issue 24):
// kept so that code written against them still compiles, with a fix-it to the new name.

/// Renamed ``Reachu/Campaign``.
@available(*, deprecated, renamed: "Reachu.Campaign")
public typealias ReachuCampaign = Reachu.Campaign

/// Renamed ``Reachu/CampaignComponent``.
@available(*, deprecated, renamed: "Reachu.CampaignComponent")
public typealias ReachuCampaignComponent = Reachu.CampaignComponent

/// Renamed ``Reachu/CampaignEnded``.
@available(*, deprecated, renamed: "Reachu.CampaignEnded")
public typealias ReachuCampaignEnded = Reachu.CampaignEnded

/// Renamed ``Reachu/CampaignPause``.
@available(*, deprecated, renamed: "Reachu.CampaignPause")
public typealias ReachuCampaignPause = Reachu.CampaignPause

/// Renamed ``Reachu/CampaignStarted``.
@available(*, deprecated, renamed: "Reachu.CampaignStarted")
public typealias ReachuCampaignStarted = Reachu.CampaignStarted

/// Renamed ``Reachu/CampaignState``.
@available(*, deprecated, renamed: "Reachu.CampaignState")
public typealias ReachuCampaignState = Reachu.CampaignState

/// Renamed ``Reachu/ComponentConfig``.
@available(*, deprecated, renamed: "Reachu.ComponentConfig")
public typealias ReachuComponentConfig = Reachu.ComponentConfig

/// Renamed ``Reachu/ComponentConfigUpdate``.
@available(*, deprecated, renamed: "Reachu.ComponentConfigUpdate")
public typealias ReachuComponentConfigUpdate = Reachu.ComponentConfigUpdate

/// Renamed ``Reachu/ComponentStatus``.
@available(*, deprecated, renamed: "Reachu.ComponentStatus")
public typealias ReachuComponentStatus = Reachu.ComponentStatus

/// Renamed ``Reachu/ComponentStatusChange``.
@available(*, deprecated, renamed: "Reachu.ComponentStatusChange")
public typealias ReachuComponentStatusChange = Reachu.ComponentStatusChange

/// Renamed ``Reachu/ComponentTemplate``.
@available(*, deprecated, renamed: "Reachu.ComponentTemplate")
public typealias ReachuComponentTemplate = Reachu.ComponentTemplate

/// Renamed ``Reachu/ComponentType``.
@available(*, deprecated, renamed: "Reachu.ComponentType")
public typealias ReachuComponentType = Reachu.ComponentType

/// Renamed ``Reachu/Components``.
@available(*, deprecated, renamed: "Reachu.Components")
public typealias ReachuComponents = Reachu.Components

/// Renamed ``Reachu/Document``.
@available(*, deprecated, renamed: "Reachu.Document")
public typealias ReachuDocument = Reachu.Document

/// Renamed ``Reachu/Event``.
@available(*, deprecated, renamed: "Reachu.Event")
public typealias ReachuEvent = Reachu.Event

/// Renamed ``Reachu/EventOutcome``.
@available(*, deprecated, renamed: "Reachu.EventOutcome")
public typealias ReachuEventOutcome = Reachu.EventOutcome

/// Renamed ``Reachu/Lifecycle``.
@available(*, deprecated, renamed: "Reachu.Lifecycle")
public typealias ReachuLifecycle = Reachu.Lifecycle

/// Renamed ``Reachu/LiveComponent``.
@available(*, deprecated, renamed: "Reachu.LiveComponent")
public typealias ReachuLiveComponent = Reachu.LiveComponent

/// Renamed ``Reachu/ProductBanner``.
@available(*, deprecated, renamed: "Reachu.ProductBanner")
public typealias ReachuProductBanner = Reachu.ProductBanner

/// Renamed ``Reachu/Rejection``.
@available(*, deprecated, renamed: "Reachu.Rejection")
public typealias ReachuRejection = Reachu.Rejection

/// Renamed ``Reachu/Replay``.
@available(*, deprecated, renamed: "Reachu.Replay")
public typealias ReachuReplay = Reachu.Replay
