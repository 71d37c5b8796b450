extension Reachu.Document {
    /// The document in words, one line per thing it says: what `pushkit render` shows.
    /// Payload strings are quoted with control characters escaped.
    ///
    /// ```
    /// campaign_started: campaign 10 becomes active (from 2024-12-25T10:00:00Z until 2024-12-31T23:59:59Z)
    /// product_banner 15 (template 8): active, custom config, "Oferta Especial"
    /// ```
    public var summaryLines: [String] {
        switch self {
        case .event(.campaignStarted(let started)):
            return [
                "campaign_started: campaign \(started.campaignID) becomes active"
                    + Self.dates(started.startDate, started.endDate)
            ]
        case .event(.campaignEnded(let ended)):
            return ["campaign_ended: campaign \(ended.campaignID) ends and every component is hidden"]
        case .event(.campaignPaused(let pause)):
            return ["campaign_paused: campaign \(pause.campaignID) is paused and its components are hidden"]
        case .event(.campaignResumed(let pause)):
            return ["campaign_resumed: campaign \(pause.campaignID) resumes and its components load again"]
        case .event(.componentStatusChanged(let change)):
            return [
                "component_status_changed: \(change.componentType) \(change.campaignComponentID) (template \(change.componentID)) "
                    + (change.status == .active ? "is shown" : "is hidden") + Self.title(change.config)
                    + Self.typeNote(change.componentType)
            ]
        case .event(.componentConfigUpdated(let update)):
            return [
                "component_config_updated: \(update.componentType) \(update.campaignComponentID) (template \(update.componentID)) gets a new config"
                    + Self.title(update.config) + Self.typeNote(update.componentType)
            ]
        case .campaign(let campaign):
            var line = "campaign \(campaign.id)"
            if let name = campaign.name { line += " " + JSONText.quoted(name) }
            let dates = Self.dates(campaign.startDate, campaign.endDate)
            return [line + (dates.isEmpty ? ": no dates, always active" : dates)]
        case .components(let response):
            if response.components.isEmpty { return ["no components"] }
            return response.components.map { component in
                "\(component.component.type) \(component.id) (template \(component.componentID)): \(component.status.rawValue)"
                    + (component.usesCustomConfig ? ", custom config" : ", template config")
                    + Self.title(component.effectiveConfig) + Self.typeNote(component.component.type)
            }
        }
    }

    private static func dates(_ start: ISO8601Timestamp?, _ end: ISO8601Timestamp?) -> String {
        var parts: [String] = []
        if let start { parts.append("from " + start.text) }
        if let end { parts.append("until " + end.text) }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: " ") + ")"
    }

    private static func title(_ config: Reachu.ComponentConfig) -> String {
        guard case .productBanner(let banner) = config, let title = banner.title else { return "" }
        return ", " + JSONText.quoted(title)
    }

    private static func typeNote(_ type: String) -> String {
        Reachu.ComponentType.known.contains(type) ? "" : " (a type clients ignore)"
    }
}
