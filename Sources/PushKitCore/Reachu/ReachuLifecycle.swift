extension Reachu {
    /// Where a Reachu campaign is in its life.
    public enum CampaignState: String, Sendable, Hashable, CaseIterable {
        /// Before `startDate`: no component is shown; the SDK waits for `campaign_started`.
        case upcoming
        /// Between the dates (or without dates): active components are shown.
        case active
        /// After `endDate`, or after `campaign_ended`: every component is hidden.
        case ended
    }
}

extension Reachu {
    /// A component as the lifecycle tracks it, by its campaign component id.
    public struct LiveComponent: Sendable, Hashable {
        /// The campaign component id (`components[].id`, an event's `campaignComponentId`).
        public var campaignComponentID: Int
        /// The template component id: the components response's `componentId` string, or an
        /// event's `data.componentId` written as a string.
        public var componentID: String
        /// The component type, such as `product_banner`.
        public var type: String
        /// The template's name, when the components response gave one.
        public var name: String?
        /// Whether it is switched on.
        public var status: Reachu.ComponentStatus
        /// The configuration it is drawn with (see ``Reachu/CampaignComponent/effectiveConfig``).
        public var config: Reachu.ComponentConfig

        /// Creates a component.
        public init(
            campaignComponentID: Int, componentID: String, type: String, name: String? = nil,
            status: Reachu.ComponentStatus, config: Reachu.ComponentConfig
        ) {
            self.campaignComponentID = campaignComponentID
            self.componentID = componentID
            self.type = type
            self.name = name
            self.status = status
            self.config = config
        }

        /// Whether the SDK draws components of this type (unknown types are ignored).
        public var isKnownType: Bool { Reachu.ComponentType.known.contains(type) }
    }
}

extension Reachu {
    /// Why an event changed nothing.
    public enum Rejection: Sendable, Hashable {
        /// A `campaign_started` or `campaign_ended` for another campaign than the one
        /// configured; `configured` is `nil` when there is no campaign (id 0 or none).
        case otherCampaign(event: Int, configured: Int?)
        /// Any event after `campaign_ended`: the SDK has closed the WebSocket.
        case afterCampaignEnded
        /// A component activation while the campaign is upcoming or ended: the SDK ignores it.
        case activationOutsideActive(Reachu.CampaignState)

        /// What happened, in words.
        public var message: String {
            switch self {
            case .otherCampaign(let event, let configured?):
                "the event is for campaign \(event), not campaign \(configured); the SDK never receives it"
            case .otherCampaign(let event, nil):
                "the event is for campaign \(event), but no campaign is configured (id 0 or none), so the SDK opens no campaign WebSocket"
            case .afterCampaignEnded:
                "the event comes after campaign_ended; the SDK has hidden everything and closed the WebSocket"
            case .activationOutsideActive(let state):
                "the campaign is \(state.rawValue); the SDK ignores activations until it is active"
            }
        }
    }
}

extension Reachu {
    /// What applying an event did.
    public enum EventOutcome: Sendable, Hashable {
        /// The event was applied; the words say what changed.
        case applied(String)
        /// The event changed nothing, for this reason.
        case rejected(Reachu.Rejection)

        /// Whether the event was applied.
        public var isApplied: Bool {
            if case .applied = self { return true }
            return false
        }
    }
}

extension Reachu {
    /// A Reachu campaign's lifecycle as a value: its state at a given time and the
    /// components it shows, before and after real-time events.
    ///
    /// The rules, from Reachu's documentation and what its iOS SDK does:
    ///
    /// - No campaign (``campaign`` is `nil`, or its id is 0 or less) means no restrictions:
    ///   the state is always ``Reachu/CampaignState/active`` and every active component shows.
    ///   Campaign events are then for another campaign (the SDK opens no campaign WebSocket);
    ///   component events still apply.
    /// - With a campaign, the state follows its dates at the clock `now`: before `startDate`
    ///   upcoming, after `endDate` ended, otherwise (both bounds included) active. A missing
    ///   date leaves that side open: no dates at all means always active.
    /// - `campaign_started` for the campaign makes it active, whatever the clock says, and
    ///   takes the event's dates. `campaign_ended` ends it and hides every component; every
    ///   later event is rejected (``Reachu/Rejection/afterCampaignEnded``). Either for another
    ///   campaign id is rejected.
    /// - `component_status_changed` with `active` shows the component with the event's config
    ///   and hides any other active component of the same type (one active component per
    ///   type); while the campaign is upcoming or ended the activation is rejected, as the SDK
    ///   ignores it. `inactive` hides it.
    /// - `component_config_updated` replaces the component's config; it never changes whether
    ///   the component shows. An unknown component is added, hidden.
    /// - Components are tracked by campaign component id and start from the components
    ///   response, each with its effective config; when the response has several active
    ///   components of one type, the first stays active and the others start hidden.
    /// - Visible components: none unless the state is active; otherwise the active ones whose
    ///   type the SDK draws (`product_banner`, `product_carousel`), in the order first seen.
    public struct Lifecycle: Sendable, Hashable {
        /// The campaign, with the dates of the last `campaign_started` or `campaign_ended`.
        public private(set) var campaign: Reachu.Campaign?
        /// Every component seen, active or not, in the order first seen.
        public private(set) var components: [Reachu.LiveComponent]
        /// Whether `campaign_ended` was applied.
        public private(set) var hasEnded = false
        /// The state an event set, over the dates.
        private var stateFromEvent: Reachu.CampaignState?
        /// Whether `campaign_paused` was applied and no `campaign_resumed` since: nothing shows
        /// while paused, whatever the dates (the SDK hides the components, then loads them
        /// again on resume).
        public private(set) var isPaused = false
        /// Where each campaign component id sits in ``components``: an event finds its
        /// component without a walk over them all, so a replay costs its events plus its
        /// components, not their product.
        private var positions: [Int: Int] = [:]
        /// The places in ``components`` of the active components of each type.
        private var activeByType: [String: Set<Int>] = [:]

        /// Starts from the campaign document (`nil`: no campaign) and the components response.
        public init(campaign: Reachu.Campaign?, components: Reachu.Components? = nil) {
            self.campaign = campaign
            var live: [Reachu.LiveComponent] = []
            var activeTypes: Set<String> = []
            for component in components?.components ?? [] {
                var status = component.status
                if status == .active {
                    if activeTypes.contains(component.component.type) { status = .inactive }
                    activeTypes.insert(component.component.type)
                }
                let entry = Reachu.LiveComponent(
                    campaignComponentID: component.id, componentID: component.componentID,
                    type: component.component.type,
                    name: component.component.name, status: status, config: component.effectiveConfig)
                if let index = positions[component.id] {
                    live[index] = entry
                } else {
                    positions[component.id] = live.count
                    live.append(entry)
                }
            }
            self.components = live
            for (index, component) in live.enumerated() where component.status == .active {
                activeByType[component.type, default: []].insert(index)
            }
        }

        /// Whether a campaign restricts what shows: a campaign with a positive id.
        public var restrictsComponents: Bool { (campaign?.id ?? 0) > 0 }

        /// The state by the dates alone: before `startDate` upcoming, after `endDate` ended,
        /// otherwise active (both bounds included); no dates means always active.
        public static func state(
            startDate: ISO8601Timestamp?, endDate: ISO8601Timestamp?, at now: Int64
        ) -> Reachu.CampaignState {
            if let startDate, isBefore(now, startDate) { return .upcoming }
            if let endDate, isAfter(now, endDate) { return .ended }
            return .active
        }

        /// The state at `now` (seconds since 1970).
        public func state(at now: Int64) -> Reachu.CampaignState {
            guard restrictsComponents, let campaign else { return .active }
            if let stateFromEvent { return stateFromEvent }
            return Self.state(startDate: campaign.startDate, endDate: campaign.endDate, at: now)
        }

        /// The components shown at `now`.
        public func visibleComponents(at now: Int64) -> [Reachu.LiveComponent] {
            guard state(at: now) == .active, !isPaused else { return [] }
            var shown: [Int] = []
            for type in Reachu.ComponentType.known { shown += activeByType[type] ?? [] }
            return shown.sorted().map { components[$0] }
        }

        /// Applies `event` at `now` and says what it did.
        public mutating func apply(_ event: Reachu.Event, at now: Int64) -> Reachu.EventOutcome {
            if hasEnded { return .rejected(.afterCampaignEnded) }
            switch event {
            case .campaignStarted(let started):
                guard restrictsComponents, let campaign, started.campaignID == campaign.id else {
                    return .rejected(.otherCampaign(event: started.campaignID, configured: configuredID))
                }
                if started.startDate != nil || started.endDate != nil {
                    self.campaign?.startDate = started.startDate
                    self.campaign?.endDate = started.endDate
                }
                stateFromEvent = .active
                return .applied("campaign \(campaign.id) is active")
            case .campaignEnded(let ended):
                guard restrictsComponents, let campaign, ended.campaignID == campaign.id else {
                    return .rejected(.otherCampaign(event: ended.campaignID, configured: configuredID))
                }
                if let endDate = ended.endDate { self.campaign?.endDate = endDate }
                stateFromEvent = .ended
                hasEnded = true
                for index in components.indices { components[index].status = .inactive }
                activeByType = [:]
                return .applied("campaign \(campaign.id) has ended; every component is hidden")
            case .campaignPaused(let pause), .campaignResumed(let pause):
                guard restrictsComponents, let campaign, pause.campaignID == campaign.id else {
                    return .rejected(.otherCampaign(event: pause.campaignID, configured: configuredID))
                }
                if case .campaignPaused = event {
                    isPaused = true
                    return .applied("campaign \(campaign.id) is paused; every component is hidden until it resumes")
                }
                isPaused = false
                return .applied("campaign \(campaign.id) resumes; its components load again")
            case .componentStatusChanged(let change):
                return apply(change, at: now)
            case .componentConfigUpdated(let update):
                let index = upsert(
                    id: update.campaignComponentID, componentID: String(update.componentID), type: update.componentType,
                    config: update.config)
                let component = components[index]
                var words = "updates the config of \(Self.name(component))"
                if component.status != .active { words += ", which stays hidden" }
                return .applied(words + Self.typeNote(component))
            }
        }

        private mutating func apply(_ change: Reachu.ComponentStatusChange, at now: Int64) -> Reachu.EventOutcome {
            let state = state(at: now)
            if change.status == .active, state != .active {
                return .rejected(.activationOutsideActive(state))
            }
            let index = upsert(
                id: change.campaignComponentID, componentID: String(change.componentID), type: change.componentType,
                config: change.config)
            setStatus(change.status, at: index)
            let component = components[index]
            guard change.status == .active else { return .applied("hides \(Self.name(component))") }
            var replaced: [String] = []
            for other in (activeByType[component.type] ?? []).sorted() where other != index {
                setStatus(.inactive, at: other)
                replaced.append(Self.name(components[other]))
            }
            var words = "shows \(Self.name(component))"
            if !replaced.isEmpty { words += " in place of " + replaced.joined(separator: ", ") }
            return .applied(words + Self.typeNote(component))
        }

        private var configuredID: Int? { restrictsComponents ? campaign?.id : nil }

        /// The index of the component `id`, added hidden when new, with the type and config given.
        private mutating func upsert(id: Int, componentID: String, type: String, config: Reachu.ComponentConfig)
            -> Int
        {
            if let index = positions[id] {
                if components[index].status == .active, components[index].type != type {
                    // An active component that changes type is active under its new type.
                    setStatus(.inactive, at: index)
                    components[index].type = type
                    setStatus(.active, at: index)
                }
                components[index].componentID = componentID
                components[index].type = type
                components[index].config = config
                return index
            }
            positions[id] = components.count
            components.append(
                Reachu.LiveComponent(
                    campaignComponentID: id, componentID: componentID, type: type, status: .inactive, config: config))
            return components.count - 1
        }

        /// Sets the status of the component at `index`, keeping ``activeByType`` in step.
        private mutating func setStatus(_ status: Reachu.ComponentStatus, at index: Int) {
            let type = components[index].type
            if components[index].status == .active, status != .active {
                activeByType[type]?.remove(index)
                if activeByType[type]?.isEmpty == true { activeByType[type] = nil }
            } else if components[index].status != .active, status == .active {
                activeByType[type, default: []].insert(index)
            }
            components[index].status = status
        }

        private static func name(_ component: Reachu.LiveComponent) -> String {
            "\(component.type) \(component.campaignComponentID)"
        }

        private static func typeNote(_ component: Reachu.LiveComponent) -> String {
            component.isKnownType ? "" : " (clients ignore the type \(JSONText.quoted(component.type)))"
        }

        private static func isBefore(_ now: Int64, _ time: ISO8601Timestamp) -> Bool {
            now < time.secondsSince1970 || (now == time.secondsSince1970 && time.nanoseconds > 0)
        }

        private static func isAfter(_ now: Int64, _ time: ISO8601Timestamp) -> Bool {
            now > time.secondsSince1970
        }
    }
}
