import PushKitCore
import Testing

/// The replay driver: lines in, one step per line, malformed lines reported.
@Suite struct ReachuReplayTests {
    static func replay(clock: String) -> Reachu.Replay {
        let lifecycle = Reachu.Lifecycle(
            campaign: ReachuLifecycleTests.campaign, components: ReachuLifecycleTests.components)
        return Reachu.Replay(lifecycle: lifecycle, now: ReachuLifecycleTests.time(clock))
    }

    @Test func initialStepIsLineZero() {
        let initial = Self.replay(clock: "2024-12-20T00:00:00Z").initial
        #expect(initial.line == 0)
        #expect(initial.outcome == .initial)
        #expect(initial.state == .upcoming)
        #expect(initial.visible.isEmpty)
        #expect(!initial.outcome.isReported)
    }

    @Test func linesAreAppliedInOrderAndMalformedOnesReported() {
        var replay = Self.replay(clock: "2024-12-20T00:00:00Z")
        let lines = [
            #"{"type":"campaign_started","campaignId":10,"startDate":"2024-12-25T10:00:00Z","endDate":"2024-12-31T23:59:59Z"}"#,
            #"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":15,"componentType":"product_banner","status":"inactive","config":{}}}"#,
            #"{"type":"campaign_ended","campaignId":"10"}"#,
            #"{"type":"campaign_ended",}"#,
            #"{"id":10,"name":"Holiday Sale 2024"}"#,
            #"{"aps":{"alert":"Hi"}}"#,
            #"{"type":"campaign_ended","campaignId":11}"#,
            #"{"type":"campaign_ended","campaignId":10}"#,
            #"{"type":"campaign_started","campaignId":10}"#,
        ]
        var steps: [Reachu.Replay.Step] = []
        for (index, line) in lines.enumerated() {
            steps.append(replay.apply(line: index + 1, bytes: Array(line.utf8)))
        }
        #expect(steps.map(\.line) == Array(1...9))
        #expect(steps.map(\.outcome.isReported) == [false, false, true, true, true, true, true, false, true])
        #expect(steps.map(\.state) == [.active, .active, .active, .active, .active, .active, .active, .ended, .ended])
        #expect(
            steps.map { $0.visible.map(\.campaignComponentID) } == [
                [15, 21], [21], [21], [21], [21], [21], [21], [], [],
            ])
        #expect(steps[2].diagnostics.map(\.code) == [.reachuInvalidType])
        #expect(
            steps[2].outcome.message.hasPrefix(
                "not a valid Reachu event: column 39: \"campaignId\" must be a positive integer"))
        #expect(steps[3].diagnostics.first?.code == .jsonTrailingComma)
        // A malformed event's errors are placed on its own line of the input, at their column in it.
        #expect(steps[2].diagnostics.map(\.location.line) == [3])
        #expect(steps[2].diagnostics.map(\.location.column) == [39])
        #expect(steps[3].diagnostics.map(\.location.line).allSatisfy { $0 == 4 })
        #expect(steps[4].outcome == .malformed("a Reachu reachu.campaign document, not a WebSocket event"))
        #expect(steps[5].outcome == .malformed("not a Reachu event (pushkit reads it as apns.alert)"))
        #expect(steps[6].outcome == .rejected(.otherCampaign(event: 11, configured: 10)))
        #expect(steps[8].outcome == .rejected(.afterCampaignEnded))
        #expect(steps[0].event?.wireType == "campaign_started")
    }

    @Test func warningsDoNotStopAnEvent() {
        var replay = Self.replay(clock: "2024-12-28T00:00:00Z")
        let line =
            #"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":16,"componentType":"product_banner","status":"active","config":{"titel":"Typo"}}}"#
        let step = replay.apply(line: 1, bytes: Array(line.utf8))
        #expect(!step.outcome.isReported)
        #expect(step.visible.map(\.campaignComponentID) == [21, 16])
    }
}
