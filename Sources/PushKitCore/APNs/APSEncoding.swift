extension JSONTree {
    /// The canonical tree of an APNs payload.
    public init(_ payload: APNsPayload) {
        var object = ObjectBuilder(.apnsPayload)
        object.add("aps", JSONTree(payload.aps))
        object.add(contentsOf: payload.custom)
        self = object.tree
    }

    /// The canonical tree of `aps`.
    public init(_ aps: APS) {
        var object = ObjectBuilder(aps.hasLiveActivity ? .liveActivityAPS : .aps)
        switch aps.alert {
        case .text(let text): object.add("alert", text)
        case .structured(let alert): object.add("alert", JSONTree(alert))
        case nil: break
        }
        object.add("badge", aps.badge)
        switch aps.heldSound {
        case .named(let name): object.add("sound", name.string)
        case .other(let held, let written):
            var sound = ObjectBuilder(.criticalSound)
            let name: String
            let volume: Double?
            switch held {
            case .critical(let criticalName, let criticalVolume):
                sound.add("critical", 1)
                (name, volume) = (criticalName, criticalVolume)
            case .dictionary(let dictionaryName, let dictionaryVolume):
                (name, volume) = (dictionaryName, dictionaryVolume)
            case .named(let named):
                (name, volume) = (named, nil)
            }
            sound.add("name", name)
            // The volume as written (`1.0`) while it is the volume held.
            if case .number(let number)? = written["volume"], let volume, number.double == volume {
                sound.add("volume", number)
            } else {
                sound.add("volume", volume.flatMap { JSONNumber($0) })
            }
            // A `critical` of 0 and unknown members, as written.
            sound.add(contentsOf: written)
            object.add("sound", sound.tree)
        case nil: break
        }
        object.add("thread-id", aps.threadID)
        object.add("category", aps.category)
        object.add("content-available", aps.contentAvailable ? 1 : nil)
        object.add("mutable-content", aps.mutableContent ? 1 : nil)
        object.add("target-content-id", aps.targetContentID)
        object.add("interruption-level", aps.interruptionLevel?.rawValue)
        object.add("relevance-score", aps.relevanceScoreNumber)
        object.add("filter-criteria", aps.filterCriteria)
        if let live = aps.liveActivity {
            object.add("timestamp", live.timestamp)
            object.add("event", live.event.rawValue)
            object.add("content-state", live.contentState)
            object.add("stale-date", live.staleDate)
            object.add("dismissal-date", live.dismissalDate)
            object.add("attributes-type", live.attributesType)
            object.add("attributes", live.attributes)
        }
        object.add(contentsOf: aps.extra)
        self = object.tree
    }

    /// The canonical tree of an alert object.
    public init(_ alert: APS.StructuredAlert) {
        var object = ObjectBuilder(.alert)
        object.add("title", alert.title)
        object.add("subtitle", alert.subtitle)
        object.add("body", alert.body)
        object.add("launch-image", alert.launchImage)
        for (localization, key, arguments) in [
            (alert.titleLocalization, "title-loc-key", "title-loc-args"),
            (alert.subtitleLocalization, "subtitle-loc-key", "subtitle-loc-args"),
            (alert.bodyLocalization, "loc-key", "loc-args"),
        ] {
            object.add(key, localization?.key)
            object.add(arguments, localization?.arguments.map { JSONTree.array($0.map(JSONTree.string)) })
        }
        object.add(contentsOf: alert.extra)
        self = object.tree
    }
}
