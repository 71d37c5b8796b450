extension JSONTree {
    /// The canonical tree of a Reachu document: each object's modelled keys in the order
    /// the documentation lists them, then its unknown members in their original order.
    public init(_ document: Reachu.Document) {
        switch document {
        case .event(let event): self = JSONTree(event)
        case .campaign(let campaign):
            var object = ObjectBuilder()
            object.add("id", campaign.id)
            object.add("name", campaign.name)
            object.add("startDate", campaign.startDate)
            object.add("endDate", campaign.endDate)
            object.add(contentsOf: campaign.extra)
            self = object.tree
        case .components(let response) where response.isBareArray:
            self = JSONTree.array(response.components.map(JSONTree.init))
        case .components(let response):
            var object = ObjectBuilder()
            object.add("components", JSONTree.array(response.components.map(JSONTree.init)))
            object.add(contentsOf: response.extra)
            self = object.tree
        }
    }

    /// The canonical tree of a Reachu WebSocket event.
    public init(_ event: Reachu.Event) {
        var object = ObjectBuilder()
        object.add("type", event.wireType)
        switch event {
        case .campaignStarted(let started):
            object.add("campaignId", started.campaignID)
            object.add("startDate", started.startDate)
            object.add("endDate", started.endDate)
            object.add(contentsOf: started.extra)
        case .campaignEnded(let ended):
            object.add("campaignId", ended.campaignID)
            object.add("endDate", ended.endDate)
            object.add(contentsOf: ended.extra)
        case .componentStatusChanged(let change):
            var data = ObjectBuilder()
            data.add("componentId", change.componentID)
            data.add("campaignComponentId", change.campaignComponentID)
            data.add("componentType", change.componentType)
            data.add("status", change.status.rawValue)
            data.add("config", JSONTree(change.config))
            data.add(contentsOf: change.dataExtra)
            object.add("data", data.tree)
            object.add(contentsOf: change.extra)
        case .componentConfigUpdated(let update):
            var data = ObjectBuilder()
            data.add("componentId", update.componentID)
            data.add("campaignComponentId", update.campaignComponentID)
            data.add("componentType", update.componentType)
            data.add("config", JSONTree(update.config))
            data.add(contentsOf: update.dataExtra)
            object.add("data", data.tree)
            object.add(contentsOf: update.extra)
        case .campaignPaused(let pause), .campaignResumed(let pause):
            object.add("campaignId", pause.campaignID)
            object.add(contentsOf: pause.extra)
        }
        self = object.tree
    }

    /// The canonical tree of one element of a components response.
    public init(_ component: Reachu.CampaignComponent) {
        var object = ObjectBuilder()
        object.add("id", component.id)
        object.add("campaignId", component.campaignID)
        object.add("componentId", component.componentID)
        object.add("status", component.status.rawValue)
        object.add("scheduledTime", component.scheduledTime)
        object.add("endTime", component.endTime)
        object.add("customConfig", component.customConfig.map(JSONTree.init))
        var template = ObjectBuilder()
        template.add("id", component.component.id)
        template.add("type", component.component.type)
        template.add("name", component.component.name)
        template.add("config", JSONTree(component.component.config))
        template.add(contentsOf: component.component.extra)
        object.add("component", template.tree)
        object.add(contentsOf: component.extra)
        self = object.tree
    }

    /// The canonical tree of a component configuration: a `product_banner`'s keys in
    /// the order of ``Reachu/ProductBanner`` (strings, colours, numbers, alignments).
    public init(_ config: Reachu.ComponentConfig) {
        switch config {
        case .other(let members):
            self = .object(members)
        case .productBanner(let banner):
            var object = ObjectBuilder()
            for key in Reachu.ProductBanner.stringKeys { object.add(key, banner.strings[key]) }
            for key in Reachu.ProductBanner.colorKeys { object.add(key, banner.colors[key]) }
            for key in Reachu.ProductBanner.numberKeys { object.add(key, banner.numbers[key].map(JSONTree.number)) }
            object.add("textAlignment", banner.textAlignment?.rawValue)
            object.add("contentVerticalAlignment", banner.contentVerticalAlignment?.rawValue)
            object.add(contentsOf: banner.extra)
            self = object.tree
        }
    }
}
