import PushKitCore
import Testing

/// The campaign lifecycle: states by clock, and visible components after events.
@Suite struct ReachuLifecycleTests {
    static func time(_ text: String) -> Int64 {
        ISO8601Timestamp(text)?.secondsSince1970 ?? 0
    }

    static let start = ISO8601Timestamp("2024-12-25T10:00:00Z")
    static let end = ISO8601Timestamp("2024-12-31T23:59:59Z")
    static let campaign = Reachu.Campaign(id: 10, name: "Holiday Sale 2024", startDate: start, endDate: end)

    static func banner(_ id: Int, _ title: String, status: Reachu.ComponentStatus = .active) -> Reachu.CampaignComponent
    {
        Reachu.CampaignComponent(
            id: id, campaignID: 10, componentID: "8", status: status,
            customConfig: .productBanner(Reachu.ProductBanner(strings: ["title": title])),
            component: Reachu.ComponentTemplate(
                id: "8", type: "product_banner",
                config: .productBanner(Reachu.ProductBanner(strings: ["title": "Default"]))))
    }

    static let carousel = Reachu.CampaignComponent(
        id: 21, campaignID: 10, componentID: "11", status: .active,
        component: Reachu.ComponentTemplate(id: "11", type: "product_carousel", config: .other(["layout": "cards"])))

    static let components = Reachu.Components(components: [banner(15, "Oferta"), carousel, banner(16, "Second")])

    // MARK: State by clock

    @Test(arguments: [
        ("2024-12-25T09:59:59Z", Reachu.CampaignState.upcoming),
        ("2024-12-25T10:00:00Z", .active),
        ("2024-12-28T00:00:00Z", .active),
        ("2024-12-31T23:59:59Z", .active),
        ("2025-01-01T00:00:00Z", .ended),
    ])
    func stateFollowsTheDates(_ clock: String, _ state: Reachu.CampaignState) {
        let lifecycle = Reachu.Lifecycle(campaign: Self.campaign)
        #expect(lifecycle.state(at: Self.time(clock)) == state)
    }

    @Test(
        arguments: [
            (nil, nil, "2000-01-01T00:00:00Z", Reachu.CampaignState.active),
            (nil, nil, "2099-01-01T00:00:00Z", .active),
            ("2024-12-25T10:00:00Z", nil, "2024-12-25T09:00:00Z", .upcoming),
            ("2024-12-25T10:00:00Z", nil, "2099-01-01T00:00:00Z", .active),
            (nil, "2024-12-31T23:59:59Z", "2000-01-01T00:00:00Z", .active),
            (nil, "2024-12-31T23:59:59Z", "2025-01-01T00:00:00Z", .ended),
            ("2024-12-25T10:00:00.500Z", nil, "2024-12-25T10:00:00Z", .upcoming),
            ("2024-12-25T11:00:00+01:00", nil, "2024-12-25T10:00:00Z", .active),
        ] as [(String?, String?, String, Reachu.CampaignState)])
    func missingDatesLeaveThatSideOpen(_ start: String?, _ end: String?, _ clock: String, _ state: Reachu.CampaignState)
    {
        let campaign = Reachu.Campaign(
            id: 10, startDate: start.flatMap(ISO8601Timestamp.init), endDate: end.flatMap(ISO8601Timestamp.init))
        #expect(Reachu.Lifecycle(campaign: campaign).state(at: Self.time(clock)) == state)
    }

    @Test(arguments: [nil, Reachu.Campaign(id: 0, startDate: start, endDate: end)])
    func noCampaignMeansNoRestrictions(_ campaign: Reachu.Campaign?) {
        var lifecycle = Reachu.Lifecycle(campaign: campaign, components: Self.components)
        #expect(!lifecycle.restrictsComponents)
        for clock in ["2000-01-01T00:00:00Z", "2024-12-28T00:00:00Z", "2099-01-01T00:00:00Z"] {
            #expect(lifecycle.state(at: Self.time(clock)) == .active)
            #expect(lifecycle.visibleComponents(at: Self.time(clock)).map(\.campaignComponentID) == [15, 21])
        }
        let started = Reachu.Event.campaignStarted(Reachu.CampaignStarted(campaignID: 10))
        #expect(lifecycle.apply(started, at: 0) == .rejected(.otherCampaign(event: 10, configured: nil)))
        let off = Reachu.Event.componentStatusChanged(
            Reachu.ComponentStatusChange(
                componentID: 8, campaignComponentID: 15, componentType: "product_banner", status: .inactive,
                config: .other([:])))
        #expect(lifecycle.apply(off, at: Self.time("2000-01-01T00:00:00Z")).isApplied)
        #expect(lifecycle.visibleComponents(at: 0).map(\.campaignComponentID) == [21])
    }

    @Test func firstActiveComponentOfATypeWinsInTheResponse() {
        let lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: Self.components)
        #expect(lifecycle.components.map(\.status) == [.active, .active, .inactive])
        let visible = lifecycle.visibleComponents(at: Self.time("2024-12-28T00:00:00Z"))
        #expect(visible.map(\.campaignComponentID) == [15, 21])
        #expect(visible.first?.config == .productBanner(Reachu.ProductBanner(strings: ["title": "Oferta"])))
        #expect(lifecycle.visibleComponents(at: Self.time("2024-12-24T00:00:00Z")).isEmpty)
        #expect(lifecycle.visibleComponents(at: Self.time("2025-01-02T00:00:00Z")).isEmpty)
    }

    // MARK: Event sequences

    static func status(_ id: Int, _ status: Reachu.ComponentStatus, type: String = "product_banner") -> Reachu.Event {
        .componentStatusChanged(
            Reachu.ComponentStatusChange(
                componentID: 8, campaignComponentID: id, componentType: type, status: status,
                config: .productBanner(Reachu.ProductBanner(strings: ["title": "Live \(id)"]))))
    }

    static func update(_ id: Int, _ title: String) -> Reachu.Event {
        .componentConfigUpdated(
            Reachu.ComponentConfigUpdate(
                componentID: 8, campaignComponentID: id, componentType: "product_banner",
                config: .productBanner(Reachu.ProductBanner(strings: ["title": title]))))
    }

    static let started = Reachu.Event.campaignStarted(
        Reachu.CampaignStarted(campaignID: 10, startDate: start, endDate: end))
    static let ended = Reachu.Event.campaignEnded(Reachu.CampaignEnded(campaignID: 10, endDate: end))

    /// A sequence: the clock, the events, and after each whether it applied, the state and
    /// the visible campaign component ids.
    struct Scenario: Sendable, CustomTestStringConvertible {
        var name: String
        var clock: String
        var events: [Reachu.Event]
        var expected: [(applied: Bool, state: Reachu.CampaignState, visible: [Int])]
        var testDescription: String { name }
    }

    static let scenarios: [Scenario] = [
        Scenario(
            name: "upcoming until campaign_started", clock: "2024-12-20T00:00:00Z",
            events: [status(16, .active), started, status(16, .active)],
            expected: [(false, .upcoming, []), (true, .active, [15, 21]), (true, .active, [21, 16])]),
        Scenario(
            name: "one active component per type", clock: "2024-12-28T00:00:00Z",
            events: [status(16, .active), status(15, .active), status(15, .inactive), status(99, .active)],
            expected: [
                (true, .active, [21, 16]), (true, .active, [15, 21]), (true, .active, [21]), (true, .active, [21, 99]),
            ]),
        Scenario(
            name: "campaign_ended hides everything and closes the replay", clock: "2024-12-28T00:00:00Z",
            events: [ended, status(15, .active), started, update(15, "Late")],
            expected: [(true, .ended, []), (false, .ended, []), (false, .ended, []), (false, .ended, [])]),
        Scenario(
            name: "events for another campaign change nothing", clock: "2024-12-28T00:00:00Z",
            events: [
                .campaignEnded(Reachu.CampaignEnded(campaignID: 11)),
                .campaignStarted(Reachu.CampaignStarted(campaignID: 11)),
            ],
            expected: [(false, .active, [15, 21]), (false, .active, [15, 21])]),
        Scenario(
            name: "config updates never show a component", clock: "2024-12-28T00:00:00Z",
            events: [update(16, "Hidden"), update(40, "New"), update(15, "Renamed")],
            expected: [(true, .active, [15, 21]), (true, .active, [15, 21]), (true, .active, [15, 21])]),
        Scenario(
            name: "ended by the clock, started again by the event", clock: "2025-01-05T00:00:00Z",
            events: [status(15, .active), started, status(16, .active)],
            expected: [(false, .ended, []), (true, .active, [15, 21]), (true, .active, [21, 16])]),
        Scenario(
            name: "unknown types are tracked but never visible", clock: "2024-12-28T00:00:00Z",
            events: [status(50, .active, type: "countdown")],
            expected: [(true, .active, [15, 21])]),
    ]

    @Test(arguments: scenarios)
    func eventSequences(_ scenario: Scenario) {
        var lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: Self.components)
        let now = Self.time(scenario.clock)
        #expect(scenario.events.count == scenario.expected.count)
        for (event, expected) in zip(scenario.events, scenario.expected) {
            let outcome = lifecycle.apply(event, at: now)
            #expect(outcome.isApplied == expected.applied, "\(event): \(outcome)")
            #expect(lifecycle.state(at: now) == expected.state, "\(event)")
            #expect(lifecycle.visibleComponents(at: now).map(\.campaignComponentID) == expected.visible, "\(event)")
        }
    }

    @Test func rejectionsSayWhy() {
        var lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: Self.components)
        let early = Self.time("2024-12-20T00:00:00Z")
        #expect(lifecycle.apply(Self.status(15, .active), at: early) == .rejected(.activationOutsideActive(.upcoming)))
        #expect(
            lifecycle.apply(.campaignEnded(Reachu.CampaignEnded(campaignID: 3)), at: early)
                == .rejected(.otherCampaign(event: 3, configured: 10)))
        #expect(lifecycle.apply(Self.ended, at: early).isApplied)
        #expect(lifecycle.hasEnded)
        #expect(lifecycle.apply(Self.status(15, .inactive), at: early) == .rejected(.afterCampaignEnded))
        #expect(Reachu.Rejection.afterCampaignEnded.message.contains("after campaign_ended"))
    }

    @Test func activationNamesTheComponentItReplaces() {
        var lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: Self.components)
        let outcome = lifecycle.apply(Self.status(16, .active), at: Self.time("2024-12-28T00:00:00Z"))
        #expect(outcome == .applied("shows product_banner 16 in place of product_banner 15"))
        #expect(
            lifecycle.components.first { $0.campaignComponentID == 16 }?.config
                == .productBanner(Reachu.ProductBanner(strings: ["title": "Live 16"])))
    }

    /// A component that changes type while active is active under its new type: the next
    /// activation of that type hides it too.
    @Test func anActiveComponentThatChangesTypeIsReplacedUnderItsNewType() {
        var lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: Self.components)
        let now = Self.time("2024-12-28T00:00:00Z")
        // The carousel 21 becomes a banner, still active: two banners show.
        #expect(lifecycle.apply(Self.update(21, "Now a banner"), at: now).isApplied)
        #expect(lifecycle.visibleComponents(at: now).map(\.campaignComponentID) == [15, 21])
        #expect(
            lifecycle.apply(Self.status(16, .active), at: now)
                == .applied("shows product_banner 16 in place of product_banner 15, product_banner 21"))
        #expect(lifecycle.visibleComponents(at: now).map(\.campaignComponentID) == [16])
    }

    /// Issue 20: components are found by id, not by a walk over them all; the results are
    /// those of the walk, in the order first seen.
    @Test func manyComponentsAndEvents() {
        let count = 2_000
        let components = Reachu.Components(
            components: (1...count).map { id in
                Reachu.CampaignComponent(
                    id: id, campaignID: 10, componentID: "8", status: .inactive,
                    component: Reachu.ComponentTemplate(id: "8", type: "type\(id)", config: .other([:])))
            })
        var lifecycle = Reachu.Lifecycle(campaign: Self.campaign, components: components)
        let now = Self.time("2024-12-28T00:00:00Z")
        for id in stride(from: count, to: 0, by: -1) {
            let outcome = lifecycle.apply(Self.status(id, .active), at: now)
            let expected =
                id == count
                ? "shows product_banner \(id)" : "shows product_banner \(id) in place of product_banner \(id + 1)"
            #expect(outcome == .applied(expected))
            #expect(lifecycle.visibleComponents(at: now).map(\.campaignComponentID) == [id])
        }
        #expect(lifecycle.components.map(\.campaignComponentID) == Array(1...count))
        #expect(lifecycle.components.filter { $0.status == .active }.map(\.campaignComponentID) == [1])
    }

    @Test func campaignStartedTakesTheEventsDates() {
        var lifecycle = Reachu.Lifecycle(campaign: Reachu.Campaign(id: 10))
        let later = ISO8601Timestamp("2025-02-01T00:00:00Z")
        _ = lifecycle.apply(.campaignStarted(Reachu.CampaignStarted(campaignID: 10, endDate: later)), at: 0)
        #expect(lifecycle.campaign?.endDate == later)
        #expect(lifecycle.campaign?.startDate == nil)
        #expect(lifecycle.state(at: Self.time("2030-01-01T00:00:00Z")) == .active)
    }
}

/// `campaign_paused` and `campaign_resumed` (ReachuSwiftSDK `CampaignWebSocketManager`).
@Suite struct ReachuPauseTests {
    @Test func aPausedCampaignShowsNothingUntilItResumes() throws {
        var lifecycle = Reachu.Lifecycle(
            campaign: Reachu.Campaign(id: 10),
            components: Reachu.Components(components: [
                Reachu.CampaignComponent(
                    id: 15, campaignID: 10, componentID: "8", status: .active,
                    component: Reachu.ComponentTemplate(id: "8", type: "product_banner", config: .other([:])))
            ]))
        #expect(lifecycle.visibleComponents(at: 0).count == 1)
        #expect(lifecycle.apply(.campaignPaused(Reachu.CampaignPause(campaignID: 10)), at: 0).isApplied)
        #expect(lifecycle.isPaused)
        #expect(lifecycle.visibleComponents(at: 0).isEmpty)
        #expect(!lifecycle.apply(.campaignResumed(Reachu.CampaignPause(campaignID: 11)), at: 0).isApplied)
        #expect(lifecycle.visibleComponents(at: 0).isEmpty, "another campaign's resume changes nothing")
        #expect(lifecycle.apply(.campaignResumed(Reachu.CampaignPause(campaignID: 10)), at: 0).isApplied)
        #expect(lifecycle.visibleComponents(at: 0).count == 1)
    }

    @Test func theEventsAreRecognisedAndClassified() {
        for (type, kind) in [
            ("campaign_paused", "reachu.campaign-paused"), ("campaign_resumed", "reachu.campaign-resumed"),
        ] {
            let report = Validator().validate(#"{"type":""# + type + #"","campaignId":10}"#)
            #expect(report.kind.id == kind)
            #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        }
    }
}
