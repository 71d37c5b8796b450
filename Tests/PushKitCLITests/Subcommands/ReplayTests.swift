import Foundation
import PushKitCLI
import Testing

/// `pushkit replay`, end to end in process.
struct ReplayTests {
    static let campaign =
        #"{"id": 10, "name": "Holiday Sale 2024", "startDate": "2024-12-25T10:00:00Z", "endDate": "2024-12-31T23:59:59Z"}"#
    static let components = """
        {"components": [
          {"id": 15, "campaignId": 10, "componentId": "8", "status": "active", "scheduledTime": null, "endTime": null,
           "customConfig": {"title": "Oferta Especial", "titleColor": "#FFFFFF"},
           "component": {"id": "8", "type": "product_banner", "name": "Product Banner", "config": {"titleColor": "#FFFFFF"}}},
          {"id": 21, "campaignId": 10, "componentId": "11", "status": "inactive",
           "component": {"id": "11", "type": "product_carousel", "name": "Product Carousel", "config": {"layout": "cards"}}}
        ]}
        """
    static let events =
        [
            #"{"type":"campaign_started","campaignId":10,"startDate":"2024-12-25T10:00:00Z","endDate":"2024-12-31T23:59:59Z"}"#,
            #"{"type":"component_status_changed","data":{"componentId":11,"campaignComponentId":21,"componentType":"product_carousel","status":"active","config":{"layout":"cards"}}}"#,
            "",
            #"{"type":"campaign_ended","campaignId":11}"#,
            #"{"type":"campaign_ended","campaignId":10,"#,
            #"{"type":"campaign_ended","campaignId":10}"#,
            #"{"type":"component_config_updated","data":{"componentId":8,"campaignComponentId":15,"componentType":"product_banner","config":{"title":"Late"}}}"#,
        ].joined(separator: "\n") + "\n"

    struct Files {
        let directory: TemporaryDirectory
        let events: String
        let campaign: String
        let components: String
    }

    static func files(events: String = events, campaign: String = campaign) throws -> Files {
        let directory = try TemporaryDirectory()
        return Files(
            directory: directory, events: try directory.write("events.ndjson", events),
            campaign: try directory.write("campaign.json", campaign),
            components: try directory.write("components.json", components))
    }

    static func arguments(_ files: Files, _ extra: [String] = []) -> [String] {
        ["replay", files.events, "--campaign", files.campaign, "--components", files.components] + extra
    }

    @Test func textShowsTheStateAndVisibleComponentsAfterEachEvent() throws {
        let files = try Self.files()
        defer { files.directory.remove() }
        let run = runInProcess(Self.arguments(files, ["--now", "2024-12-20T00:00:00Z"]))
        let source = files.events
        #expect(
            run.lines == [
                "\(source): start: campaign 10 \"Holiday Sale 2024\" from 2024-12-25T10:00:00Z until 2024-12-31T23:59:59Z, clock 2024-12-20T00:00:00Z",
                "  state: upcoming; visible: none",
                "\(source):1: campaign_started 10: applied: campaign 10 is active",
                "  state: active; visible: product_banner 15 \"Oferta Especial\"",
                "\(source):2: component_status_changed 21 active: applied: shows product_carousel 21",
                "  state: active; visible: product_banner 15 \"Oferta Especial\", product_carousel 21",
                "\(source):4: campaign_ended 11: reported: the event is for campaign 11, not campaign 10; the SDK never receives it",
                "  state: active; visible: product_banner 15 \"Oferta Especial\", product_carousel 21",
                "\(source):5: reported: not a valid Reachu event: column 42: the input ends where a key was expected; add the member or remove the comma, then close the object with '}' [json.unexpected-end]",
                "  state: active; visible: product_banner 15 \"Oferta Especial\", product_carousel 21",
                "\(source):6: campaign_ended 10: applied: campaign 10 has ended; every component is hidden",
                "  state: ended; visible: none",
                "\(source):7: component_config_updated 15: reported: the event comes after campaign_ended; the SDK has hidden everything and closed the WebSocket",
                "  state: ended; visible: none",
            ])
        #expect(run.status == 1)
        #expect(run.stderr == "6 events: 3 applied, 3 reported; final state ended\n")
    }

    @Test func jsonGivesOneObjectPerStep() throws {
        let files = try Self.files()
        defer { files.directory.remove() }
        let run = runInProcess(Self.arguments(files, ["--now", "2024-12-26T00:00:00Z", "--format", "json"]))
        #expect(run.status == 1)
        let objects = try run.lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["line"] as? Int } == [0, 1, 2, 4, 5, 6, 7])
        #expect(
            objects.map { $0["outcome"] as? String } == [
                "initial", "applied", "applied", "rejected", "malformed", "applied", "rejected",
            ])
        #expect(
            objects.map { $0["state"] as? String } == [
                "active", "active", "active", "active", "active", "ended", "ended",
            ])
        let visible = try #require(objects[2]["visible"] as? [[String: Any]])
        #expect(visible.map { $0["id"] as? Int } == [15, 21])
        let config = try #require(visible[0]["config"] as? [String: Any])
        #expect(config["title"] as? String == "Oferta Especial")
        #expect(objects[0]["event"] is NSNull)
        #expect(objects[1]["event"] as? String == "campaign_started")
        let diagnostics = try #require(objects[4]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["code"] as? String == "json.unexpected-end")
    }

    @Test func cleanReplayExitsZero() throws {
        let events =
            #"{"type":"component_status_changed","data":{"componentId":8,"campaignComponentId":15,"componentType":"product_banner","status":"inactive","config":{}}}"#
            + "\n"
        let files = try Self.files(events: events)
        defer { files.directory.remove() }
        let run = runInProcess(Self.arguments(files, ["--now", "2024-12-26T00:00:00Z"]))
        #expect(run.status == 0)
        #expect(run.lines.last == "  state: active; visible: none")
        #expect(run.stderr == "1 event: 1 applied, 0 reported; final state active\n")
    }

    @Test func eventsCanComeFromStandardInput() throws {
        let files = try Self.files()
        defer { files.directory.remove() }
        let run = runInProcess(
            [
                "replay", "-", "--campaign", files.campaign, "--components", files.components, "--now",
                "2024-12-26T00:00:00Z",
            ],
            stdin: Array(#"{"type":"campaign_ended","campaignId":10}"#.utf8))
        #expect(run.status == 0)
        #expect(
            run.lines.contains(
                "<stdin>:1: campaign_ended 10: applied: campaign 10 has ended; every component is hidden"))
    }

    @Test func usageErrorsExitTwo() throws {
        let files = try Self.files()
        defer { files.directory.remove() }
        let missing = runInProcess(["replay", files.events, "--components", files.components])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--campaign <file> is required"))
        let badClock = runInProcess(Self.arguments(files, ["--now", "tomorrow"]))
        #expect(badClock.status == 2)
        #expect(badClock.stderr.contains("--now needs an ISO 8601 date"))
        let unreadable = runInProcess(
            [
                "replay", files.directory.path + "/nope.ndjson", "--campaign", files.campaign, "--components",
                files.components,
            ])
        #expect(unreadable.status == 2)
        #expect(unreadable.stdout.isEmpty)
    }

    @Test func campaignFileMustBeAValidCampaign() throws {
        let wrongKind = try Self.files(campaign: Self.components)
        defer { wrongKind.directory.remove() }
        let run = runInProcess(Self.arguments(wrongKind))
        #expect(run.status == 2)
        #expect(run.stderr.contains("--campaign needs a reachu.campaign document, not reachu.components"))
        #expect(run.stdout.isEmpty)

        let broken = try Self.files(
            campaign: #"{"id": 10, "startDate": "2024-12-31T00:00:00Z", "endDate": "2024-12-25T00:00:00Z"}"#)
        defer { broken.directory.remove() }
        let second = runInProcess(Self.arguments(broken))
        #expect(second.status == 2)
        #expect(second.stderr.contains("[reachu.date-order]"))
        #expect(second.stderr.contains("the reachu.campaign document has errors; fix them to replay"))
    }
}
