import PushKitCore
import PushKitFixtures
import Testing

/// Reachu documents as typed values: the seeds' examples, the effective config, colours.
@Suite struct ReachuModelTests {
    static func document(_ text: String) -> (Reachu.Document?, ValidationReport) {
        let report = Validator().validate(text)
        guard case .reachu(let document)? = report.payload else { return (nil, report) }
        return (document, report)
    }

    static func fixture(_ path: String) throws -> Reachu.Document {
        let report = Validator().validate(try Fixtures.bytes(path))
        guard case .reachu(let document)? = report.payload else {
            Issue.record("\(path) is not a Reachu document: \(report.kind)")
            throw FixtureMissing()
        }
        return document
    }

    struct FixtureMissing: Error {}

    @Test func campaignStartedFromTheSeed() throws {
        let document = try Self.fixture("reachu/campaign-started/seed.json")
        guard case .event(.campaignStarted(let event)) = document else {
            Issue.record("\(document)")
            return
        }
        #expect(event.campaignID == 10)
        #expect(event.startDate?.text == "2024-12-25T10:00:00Z")
        #expect(event.endDate?.text == "2024-12-31T23:59:59Z")
        #expect(event.extra.isEmpty)
        #expect(document.kind == .reachuCampaignStarted)
    }

    @Test func campaignEndedWithoutEndDate() throws {
        let document = try Self.fixture("reachu/campaign-ended/without-end-date.json")
        #expect(document == .event(.campaignEnded(Reachu.CampaignEnded(campaignID: 10))))
    }

    @Test func statusChangeFromTheSeedIsATypedBanner() throws {
        let document = try Self.fixture("reachu/component-status-changed/seed-banner-active.json")
        guard case .event(.componentStatusChanged(let change)) = document,
            case .productBanner(let banner) = change.config
        else {
            Issue.record("\(document)")
            return
        }
        #expect(change.componentID == 8)
        #expect(change.campaignComponentID == 15)
        #expect(change.componentType == "product_banner")
        #expect(change.status == .active)
        #expect(banner.title == "Oferta Especial")
        #expect(banner.ctaLink == "https://tienda.com/ofertas")
        #expect(banner.deeplink == "pregnancy://product/408841")
        #expect(banner.overlayOpacity == 0.3)
        #expect(banner.bannerHeight == 250)
        #expect(banner.numbers["titleFontSize"]?.lexeme == "28")
        #expect(banner.textAlignment == .left)
        #expect(banner.contentVerticalAlignment == .bottom)
        #expect(banner.color("backgroundColor") == CampaignColor(red: 0, green: 0, blue: 0, alpha: 0.5, form: .rgba))
        #expect(banner.color("titleColor") == CampaignColor(red: 255, green: 255, blue: 255))
        #expect(banner.extra.isEmpty)
    }

    @Test func otherTypesKeepTheirConfigAsWritten() throws {
        let document = try Self.fixture("reachu/component-status-changed/carousel-active.json")
        guard case .event(.componentStatusChanged(let change)) = document, case .other(let config) = change.config
        else {
            Issue.record("\(document)")
            return
        }
        #expect(config["title"] == "Recommended")
        #expect(config["productIds"] == ["408841", "408842"])
    }

    @Test func campaignAndComponentsFromTheSeed() throws {
        let campaign = try Self.fixture("reachu/campaign/seed.json")
        #expect(
            campaign
                == .campaign(
                    Reachu.Campaign(
                        id: 10, name: "Holiday Sale 2024", startDate: ISO8601Timestamp("2024-12-25T10:00:00Z"),
                        endDate: ISO8601Timestamp("2024-12-31T23:59:59Z"))))
        guard case .components(let response) = try Self.fixture("reachu/components/seed.json") else {
            Issue.record("not components")
            return
        }
        let component = try #require(response.components.first)
        #expect(component.id == 15)
        #expect(component.campaignID == 3)
        #expect(component.componentID == "8")
        #expect(component.status == .active)
        #expect(component.scheduledTime == nil)
        #expect(component.extra["scheduledTime"] == .null)
        #expect(component.component.type == "product_banner")
        #expect(component.component.name == "Product Banner")
    }

    // MARK: Effective config

    static let template = Reachu.ComponentTemplate(
        id: "8", type: "product_banner", name: "Product Banner",
        config: .productBanner(Reachu.ProductBanner(strings: ["productId": ""], colors: ["titleColor": "#FFFFFF"])))

    static func component(custom: Reachu.ComponentConfig?) -> Reachu.CampaignComponent {
        Reachu.CampaignComponent(
            id: 15, campaignID: 10, componentID: "8", status: .active, customConfig: custom, component: template)
    }

    /// customConfig when present and non-empty, else component.config; never merged.
    @Test(arguments: [
        (nil, false),
        (Reachu.ComponentConfig.productBanner(Reachu.ProductBanner()), false),
        (Reachu.ComponentConfig.other([:]), false),
        (Reachu.ComponentConfig.productBanner(Reachu.ProductBanner(strings: ["title": "Sale"])), true),
        (Reachu.ComponentConfig.other(["title": "Sale"]), true),
    ])
    func effectiveConfigIsCustomWhenPresentAndNotEmpty(_ custom: Reachu.ComponentConfig?, _ usesCustom: Bool) {
        let component = Self.component(custom: custom)
        #expect(component.usesCustomConfig == usesCustom)
        #expect(component.effectiveConfig == (usesCustom ? custom : Self.template.config))
    }

    @Test func customConfigReplacesTheTemplateWithoutMerging() throws {
        let text = """
            {"components": [{"id": 15, "campaignId": 10, "componentId": "8", "status": "active",
             "customConfig": {"title": "Sale"},
             "component": {"id": "8", "type": "product_banner", "name": "Banner", "config": {"titleColor": "#FFFFFF", "bannerHeight": 200}}}]}
            """
        let (document, report) = Self.document(text)
        guard case .components(let response)? = document,
            case .productBanner(let banner) = response.components[0].effectiveConfig
        else {
            Issue.record("\(String(describing: document))")
            return
        }
        #expect(banner.title == "Sale")
        #expect(banner.colors["titleColor"] == nil)
        #expect(banner.bannerHeight == nil)
        #expect(report.diagnostics.map(\.code) == [.reachuCustomConfigReplacesDefaults])
        #expect(report.diagnostics.first?.pointer.description == "/components/0/customConfig")
    }

    @Test func emptyOrNullCustomConfigFallsBackToTheTemplate() throws {
        guard case .components(let response) = try Self.fixture("reachu/components/template-defaults.json") else {
            Issue.record("not components")
            return
        }
        #expect(response.components.count == 3)
        for component in response.components {
            #expect(!component.usesCustomConfig)
            #expect(component.effectiveConfig == component.component.config)
        }
        #expect(response.components[1].extra["customConfig"] == .null)
    }

    // MARK: Recognition

    @Test func documentsAreRecognisedByShape() {
        let cases: [(String, PayloadKind)] = [
            (#"{"type":"campaign_started","campaignId":1}"#, .reachuCampaignStarted),
            (#"{"type":"campaign_ended","campaignId":1}"#, .reachuCampaignEnded),
            (#"{"id":1,"name":"x"}"#, .reachuCampaign),
            (#"{"id":1,"startDate":null}"#, .reachuCampaign),
            (#"{"components":[]}"#, .reachuComponents),
            (#"{"type":"walkthrough","id":"w","pages":[]}"#, .syneriseWalkthrough),
            (#"{"aps":{"alert":"Hi"},"campaignId":3}"#, .apnsAlert),
        ]
        for (text, kind) in cases {
            #expect(Validator().validate(text).kind == kind, "\(text)")
        }
        #expect(Validator().validate(#"{"type":"campaign_start","campaignId":1}"#).classification.vendor == "reachu")
        #expect(Validator().validate(#"{"type":"campaign_paused","campaignId":1}"#).classification.vendor == "reachu")
    }

    @Test func campaignDocumentsHaveNoSizeBudget() {
        let title = String(repeating: "x", count: 6000)
        let report = Validator().validate(#"{"id":10,"name":"\#(title)"}"#)
        #expect(report.kind == .reachuCampaign)
        #expect(report.diagnostics.isEmpty)
        #expect(report.classification.platform == nil)
        #expect(report.classification.pushType == nil)
    }

    @Test func zeroCampaignIdIsReportedButModelled() {
        let (document, report) = Self.document(#"{"id":0,"name":"none"}"#)
        #expect(document == .campaign(Reachu.Campaign(id: 0, name: "none")))
        #expect(report.diagnostics.map(\.code) == [.reachuID])
    }

    // MARK: Colours

    @Test(arguments: [
        ("#FF6B6B", CampaignColor(red: 255, green: 107, blue: 107)),
        ("#ff6b6b", CampaignColor(red: 255, green: 107, blue: 107)),
        ("#80FF0000", CampaignColor(red: 255, green: 0, blue: 0, alpha: 128.0 / 255, form: .hexWithAlpha)),
        ("rgba(0, 0, 0, 0.5)", CampaignColor(red: 0, green: 0, blue: 0, alpha: 0.5, form: .rgba)),
        ("rgba(128,0,128,.7)", CampaignColor(red: 128, green: 0, blue: 128, alpha: 0.7, form: .rgba)),
        ("rgba( 255 , 255 , 255 , 1 )", CampaignColor(red: 255, green: 255, blue: 255, alpha: 1, form: .rgba)),
    ])
    func colorsThatParse(_ text: String, _ color: CampaignColor) {
        #expect(CampaignColor(text) == color)
    }

    @Test(arguments: [
        "#FFF", "#FFFFF", "#GGGGGG", "white", "rgb(0, 0, 0)", "RGBA(0, 0, 0, 1)", "rgba(256, 0, 0, 1)",
        "rgba(0, 0, 0, 1.5)", "rgba(0, 0, 0)", "rgba(0, 0, 0, 0.5", "rgba(-1, 0, 0, 1)", "rgba(0, 0, 0, 1.)",
        "rgba(0, 0, 0, 1e0)", "", "#",
    ])
    func colorsThatDoNot(_ text: String) {
        #expect(CampaignColor(text) == nil)
    }
}

/// The words `pushkit render` shows for a Reachu document.
@Suite struct ReachuSummaryTests {
    @Test(arguments: [
        (
            "reachu/campaign-started/seed.json",
            [
                "campaign_started: campaign 10 becomes active (from 2024-12-25T10:00:00Z until 2024-12-31T23:59:59Z)"
            ]
        ),
        ("reachu/campaign-ended/seed.json", ["campaign_ended: campaign 10 ends and every component is hidden"]),
        (
            "reachu/component-status-changed/seed-banner-active.json",
            ["component_status_changed: product_banner 15 (template 8) is shown, \"Oferta Especial\""]
        ),
        (
            "reachu/component-status-changed/unknown-type.json",
            ["component_status_changed: countdown 22 (template 12) is shown (a type clients ignore)"]
        ),
        (
            "reachu/component-config-updated/seed.json",
            ["component_config_updated: product_banner 15 (template 8) gets a new config, \"Nueva Oferta\""]
        ),
        ("reachu/campaign/no-dates.json", ["campaign 11 \"Always on\": no dates, always active"]),
        (
            "reachu/components/template-defaults.json",
            [
                "product_banner 15 (template 8): active, template config",
                "product_carousel 21 (template 11): active, template config",
                "product_banner 16 (template 8): inactive, template config",
            ]
        ),
        ("reachu/components/empty.json", ["no components"]),
    ])
    func summaryLines(_ path: String, _ lines: [String]) throws {
        #expect(try ReachuModelTests.fixture(path).summaryLines == lines)
    }
}

/// Reachu documents that the SDK decodes but pushkit does not model: recognised as Reachu's,
/// of kind `unknown`, with one info that names them, never an APNs complaint.
@Suite struct ReachuUnmodelledTests {
    static let component =
        #"{"id": "b", "type": "product_banner", "name": "Banner", "config": {"productId": "1"}}"#

    @Test(arguments: [
        #"[{"componentId": "b", "type": "product_banner", "name": "B", "config": {}, "status": "active"}]"#,
        #"{"campaignId": 28, "offers": []}"#,
        #"{"type": "config:updated", "campaignId": 28, "sections": ["theme"]}"#,
        #"{"type": "lineup_show", "videoTimestamp": -600, "broadcastId": "b1"}"#,
        #"{"type": "cart_intent", "productName": "TV", "productId": "408895", "campaignId": 28}"#,
        #"{"type": "ping"}"#,
        #"{"hasEngagement": true, "broadcastId": "stream-001", "status": "active", "campaignId": 7}"#,
        #"{"type": "placement_status_changed", "campaignId": 7, "appPlacementId": 2, "campaignComponentId": 5, "status": "inactive"}"#,
        #"{"type": "placement_config_updated", "campaignId": 7, "appPlacementId": 2, "campaignComponentId": 5, "productIdsChanged": true, "customConfig": {"productIds": ["1"]}}"#,
        #"{"type": "placement_activation_swapped", "campaignId": 7, "appPlacementId": 2, "fromCampaignComponentId": 5, "toCampaignComponentId": 6, "newComponent": {"id": 6, "status": "active"}}"#,
    ])
    func recognisedAsReachuAndNotModelled(_ text: String) {
        let report = Validator().validate(text)
        #expect(report.classification.vendor == "reachu")
        #expect(report.kind == .unknown)
        #expect(report.diagnostics.map(\.code) == [.payloadUnmodelledKind], "\(report.diagnostics)")
    }

    /// The component events' top-level form is the event the SDK decodes it as (issue 26):
    /// the event's kind, not modelled; VioSwiftSDK's v2 components response likewise.
    @Test(arguments: [
        (
            #"{"type": "component_status_changed", "campaignId": 14, "componentId": "b", "status": "active", "component": \#(component)}"#,
            PayloadKind.reachuComponentStatusChanged
        ),
        (
            #"{"type": "component_config_updated", "componentId": "b", "component": \#(component)}"#,
            .reachuComponentConfigUpdated
        ),
        (#"{"campaignId": 7, "components": [\#(component)]}"#, .reachuComponents),
    ])
    func recognisedAsTheirKindAndNotModelled(_ text: String, _ kind: PayloadKind) {
        let report = Validator().validate(text)
        #expect(report.classification.vendor == "reachu")
        #expect(report.kind == kind)
        #expect(report.payload == nil)
        #expect(report.diagnostics.map(\.code) == [.payloadUnmodelledKind], "\(report.diagnostics)")
    }

    /// A bare array of components is the older endpoint's fallback: each item is judged as
    /// ComponentResponse (issue 26), so one lacking its keys is an error, not "not an object".
    @Test func aBareComponentsArrayIsJudgedAsTheSDKDecodesIt() {
        let report = Validator().validate(#"[{"componentId": "b"}]"#)
        #expect(report.kind == .reachuComponents)
        #expect(
            Set(report.diagnostics.map(\.message)) == [
                "the component is missing the required key \"id\"",
                "the component is missing the required key \"campaignId\"",
                "the component is missing the required key \"status\"",
                "the component is missing the required key \"component\"",
            ], "\(report.diagnostics)")
    }

    @Test func theSDKsOtherDocumentsNeedWhatTheirDecodersRead() {
        func errors(_ text: String) -> Set<String> {
            Set(
                Validator().validate(text).diagnostics.filter { $0.severity == .error }.map {
                    "\($0.code.id) \($0.pointer)"
                })
        }
        #expect(
            errors(#"{"hasEngagement": "yes", "campaignId": "7", "status": 1}"#) == [
                "reachu.invalid-type /hasEngagement", "reachu.invalid-type /campaignId", "reachu.invalid-type /status",
            ])
        #expect(errors(#"{"hasEngagement": true, "broadcastId": null}"#).isEmpty)
        #expect(
            errors(#"{"type": "placement_status_changed", "campaignId": 7, "appPlacementId": "2"}"#) == [
                "reachu.invalid-type /appPlacementId", "reachu.missing-key ",
            ])
        #expect(
            errors(
                #"{"campaignId": 7, "components": [{"id": 5, "type": "product_banner", "name": "B", "config": {"a": null}}]}"#
            )
                == ["reachu.invalid-type /components/0/id", "reachu.invalid-type /components/0/config/a"])
    }

    /// A campaign's isPaused as Campaign.init(from:) reads it (issue 26): a Bool, or a
    /// string ("true" in any case means paused).
    @Test func isPausedAsTheCampaignDecoderReadsIt() {
        func findings(_ paused: String) -> [String] {
            let report = Validator().validate(#"{"id": 15, "isPaused": \#(paused)}"#)
            #expect(report.kind == .reachuCampaign, "\(paused)")
            return report.diagnostics.map { "\($0.severity) \($0.code.id)" }
        }
        for accepted in ["true", "false", "null", "\"true\"", "\"FALSE\"", "\"True\""] {
            #expect(findings(accepted) == [], "\(accepted)")
        }
        #expect(findings("\"yes\"") == ["warning reachu.invalid-type"])
        #expect(findings("1") == ["error reachu.invalid-type"])
    }

    @Test func otherArraysAreStillNotPayloads() {
        for text in ["[]", "[1]", #"[{"name": "b"}]"#, #"[{"aps": {}}]"#] {
            let report = Validator().validate(text)
            #expect(report.diagnostics.map(\.code) == [.payloadNotObject], "\(text)")
        }
    }

    @Test func theTopLevelFormNeedsWhatTheSDKDecodes() {
        let report = Validator().validate(
            #"{"type": "component_status_changed", "campaignId": "14", "componentId": 7, "component": {"id": 1}}"#)
        let errors = report.diagnostics.filter { $0.severity == .error }.map { "\($0.code.id) \($0.pointer)" }
        #expect(
            Set(errors) == [
                "reachu.invalid-type /campaignId", "reachu.invalid-type /componentId", "reachu.missing-key ",
                "reachu.invalid-type /component/id", "reachu.missing-key /component",
            ], "\(errors)")
    }

    /// Issue 25 item 2: every form the SDK decodes gets the `data` form's link checks.
    @Test(arguments: [
        // The top-level forms of both component events.
        #"{"type": "component_config_updated", "campaignId": 14, "componentId": "b", "component": {"id": "b", "type": "product_banner", "name": "B", "config": LINKS}}"#,
        #"{"type": "component_status_changed", "campaignId": 14, "componentId": "b", "status": "active", "component": {"id": "b", "type": "product_banner", "name": "B", "config": LINKS}}"#,
        // Both forms: ComponentConfigUpdatedEvent reads `component` first.
        #"{"type": "component_config_updated", "data": {"componentId": 8, "campaignComponentId": 15, "componentType": "product_banner", "config": {"productId": "1"}}, "component": {"id": "b", "type": "product_banner", "name": "B", "config": LINKS}}"#,
        // The data form of a type pushkit does not model, and the REST responses it does not.
        #"{"type": "component_config_updated", "data": {"componentId": 8, "campaignComponentId": 15, "componentType": "offer_banner", "config": LINKS}}"#,
        #"[{"componentId": "b", "type": "offer_banner", "name": "B", "config": LINKS, "status": "active"}]"#,
        #"{"campaignId": 28, "offers": [{"id": "o", "type": "offer_banner", "name": "O", "config": LINKS}]}"#,
        #"{"campaigns": [{"campaignId": 28, "isActive": true, "components": [{"id": "c", "type": "offer_banner", "name": "C", "config": LINKS}]}]}"#,
    ])
    func everyFormGetsTheLinkChecks(_ template: String) {
        let links =
            #"{"productId": "1", "title": "t", "ctaText": "c", "backgroundImageUrl": "data:text/html,x", "ctaLink": "javascript:alert(1)", "deeplink": " JavaScript:alert(2)"}"#
        let report = Validator().validate(template.replacingOccurrences(of: "LINKS", with: links))
        let found = report.diagnostics.filter { $0.code == .urlDangerousScheme }.map { $0.pointer.description }
        #expect(
            found.count == 3
                && found.allSatisfy {
                    $0.hasSuffix("/backgroundImageUrl") || $0.hasSuffix("/ctaLink") || $0.hasSuffix("/deeplink")
                }, "\(report.diagnostics)")
    }
}

/// The product banner's styling as RProductBanner reads it (ReachuSwiftSDK 0efa85a): what it
/// cannot read falls back (warning), a fractional size fails the Int decoding (error).
@Suite struct ReachuBannerStylingTests {
    static func findings(_ config: String) -> [String] {
        let report = Validator().validate(
            #"{"type":"component_config_updated","data":{"componentId":8,"campaignComponentId":15,"componentType":"product_banner","config":{\#(config)}}}"#
        )
        return report.diagnostics.filter { $0.severity != .info }.map { "\($0.severity) \($0.code.id)" }
    }

    @Test(arguments: [
        ##""titleColor":"#FF6B6B""##, ##""titleColor":"FF6B6B""##, ##""titleColor":"#FF6B6BCC""##,
        ##""backgroundColor":"rgba(0, 0, 0, 0.5)""##, ##""backgroundColor":"rgb(0, 0, 0)""##,
        ##""textAlignment":"Center""##, ##""contentVerticalAlignment":"TOP""##, ##""bannerHeight":180.0"##,
    ])
    func readByTheSDK(_ config: String) {
        #expect(Self.findings(config) == [])
    }

    @Test(arguments: [
        (##""titleColor":"rgba(0, 0, 0, 0.5)""##, "warning reachu.color"),
        (##""titleColor":"#FFF""##, "warning reachu.color"),
        (##""textAlignment":"justify""##, "warning reachu.alignment"),
        (##""titleFontSize":0"##, "warning reachu.size"),
        (##""overlayOpacity":1.5"##, "warning reachu.opacity"),
        (##""bannerHeight":180.5"##, "error reachu.invalid-type"),
    ])
    func fallsBackOrFails(_ config: String, _ finding: String) {
        #expect(Self.findings(config) == [finding])
    }
}
