import PushKitCore
import PushKitFixtures
import Testing

@Suite struct ValidatorTests {
    private func codes(_ text: String, _ options: Validator.Options = .init()) -> [String] {
        Validator(options: options).validate(text).diagnostics.map { "\($0.code) \($0.pointer)" }
    }

    @Test func plainAlertIsClassified() {
        let report = Validator().validate(
            ##"{"aps":{"alert":{"title":"Hi","body":"Sale"},"badge":3,"sound":"default"},"custom":1}"##)
        #expect(report.diagnostics.isEmpty)
        #expect(
            report.classification
                == Classification(
                    vendor: "apns", kind: .apnsAlert, platform: .ios, pushType: .alert, priority: .immediately,
                    delivery: .visible,
                    features: ["alert", "badge", "sound"]))
        guard case .apns(let payload) = report.payload else {
            Issue.record("expected an APNs payload")
            return
        }
        #expect(payload.aps.badge == 3)
        #expect(payload.aps.alert == .structured(APS.StructuredAlert(title: "Hi", body: "Sale")))
        #expect(payload.custom["custom"] == .number(JSONNumber(lexeme: "1", isInteger: true)))
    }

    @Test func backgroundPushNeedsPriorityFive() {
        let report = Validator().validate(##"{"aps":{"content-available":1}}"##)
        #expect(report.kind == .apnsBackground)
        #expect(report.classification.pushType == .background)
        #expect(report.classification.priority == .consideringDevicePower)
        #expect(report.classification.delivery == .silent)
        #expect(
            codes(##"{"aps":{"content-available":1}}"##, .init(priority: .immediately)) == [
                "apns.priority-mismatch /aps"
            ])
        #expect(
            codes(##"{"aps":{"content-available":1}}"##, .init(pushType: .alert)) == ["apns.push-type-mismatch /aps"])
        #expect(
            codes(
                ##"{"aps":{"content-available":1}}"##, .init(pushType: .background, priority: .consideringDevicePower)
            ).isEmpty)
    }

    @Test func flagsWrittenAsBooleansOrStringsAreErrors() {
        #expect(codes(##"{"aps":{"alert":"a","mutable-content":true}}"##) == ["apns.flag-type /aps/mutable-content"])
        // The refused flag is the error; "delivers nothing" would say it again.
        #expect(codes(##"{"aps":{"content-available":"1"}}"##) == ["apns.flag-type /aps/content-available"])
    }

    /// `false` means off, exactly as 0 does (issue 26 item 5): the same warning, not an error.
    @Test func aFlagWrittenFalseIsJudgedAsZero() {
        for flag in ["mutable-content", "content-available"] {
            for off in ["0", "false"] {
                let report = Validator().validate(#"{"aps":{"alert":"a","\#(flag)":\#(off)}}"#)
                #expect(
                    report.diagnostics.map { "\($0.severity) \($0.code) \($0.pointer)" } == [
                        "warning apns.flag-zero /aps/\(flag)"
                    ], "\(flag): \(off)")
            }
        }
        // A silent push with its only flag off delivers nothing, however it is written.
        #expect(codes(##"{"aps":{"content-available":false}}"##) == codes(##"{"aps":{"content-available":0}}"##))
    }

    /// A misspelt key whose value the user sees is a warning when the object lacks the
    /// key itself (issue 26 item 1: `titel` loses the title); otherwise a hint.
    @Test func aMisspeltKeyThatLosesVisibleContentIsAWarning() {
        func typos(_ text: String) -> [String] {
            Validator().validate(text).diagnostics.filter { $0.code == .payloadPossibleTypo }.map {
                "\($0.severity) \($0.pointer)"
            }
        }
        #expect(typos(##"{"aps":{"alert":{"titel":"Sale","body":"Now"}}}"##) == ["warning /aps/alert/titel"])
        #expect(typos(##"{"aps":{"alert":{"title":"Sale","titel":"Now"}}}"##) == ["info /aps/alert/titel"])
        #expect(typos(##"{"aps":{"alert":{"body":"Now","subtitel":"x"}}}"##) == ["warning /aps/alert/subtitel"])
        #expect(typos(##"{"aps":{"alret":"Sale","badge":1}}"##) == ["warning /aps/alret"])
        #expect(typos(##"{"aps":{"alert":"Sale","thread_id":"a"}}"##) == ["info /aps/thread_id"])
        // Android shows content.notification's title; on iOS the text is aps.alert's.
        let content =
            #"{\"campaign\":{\"variant_id\":1,\"hash_id\":\"89e5feea-92e9-5080-b666-18d071d0b970\"},\"notification\":{\"titel\":\"Sale\",\"body\":\"Now\"}}"#
        #expect(
            typos(
                ##"{"message":{"token":"t","data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"\##(content)"}}}"##
            ) == ["warning /message/data/content/notification/titel"])
        #expect(
            typos(
                ##"{"aps":{"alert":{"title":"Sale"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"89e5feea-92e9-5080-b666-18d071d0b970"},"notification":{"titel":"Sale"}}}"##
            ) == ["info /content/notification/titel"])
    }

    /// An alert, badge or sound of the wrong type draws its own error only, not also
    /// apns.no-effect (issue 26 item 5); an aps with none of them still draws it.
    @Test func aRefusedAlertIsNotAlsoNoEffect() {
        #expect(codes(##"{"aps":{"alert":1}}"##) == ["apns.invalid-type /aps/alert"])
        #expect(codes(##"{"aps":{"badge":"1"}}"##) == ["apns.badge-not-integer /aps/badge"])
        #expect(codes(##"{"aps":{"sound":7}}"##) == ["apns.invalid-type /aps/sound"])
        #expect(codes(##"{"aps":{"category":"NEWS"}}"##) == ["apns.no-effect /aps"])
    }

    @Test func relevanceScoreOutOfRangeIsADiagnosticNotATrap() {
        #expect(
            codes(##"{"aps":{"alert":"a","relevance-score":1e400}}"##) == [
                "apns.relevance-score-range /aps/relevance-score"
            ])
        #expect(codes(##"{"aps":{"alert":"a","relevance-score":-0}}"##).isEmpty)
    }

    @Test func sizeBudgetCountsTheCompactForm() {
        let body = String(repeating: "x", count: 4000)
        let pretty =
            "{\n    \"aps\": {\n        \"alert\": \"\(body)\"\n    }\n" + String(repeating: " ", count: 500) + "}"
        #expect(codes(pretty).isEmpty)
        let big = "{\"aps\":{\"alert\":\"\(String(repeating: "x", count: 4100))\"}}"
        let report = Validator().validate(big)
        #expect(report.diagnostics.map(\.code) == [.apnsPayloadTooLarge])
        #expect(report.diagnostics.first?.message.contains("4120 bytes as sent") == true)
        #expect(report.diagnostics.first?.message.contains("24 bytes over") == true)
        #expect(codes(big, .init(pushType: .voip)).isEmpty)
    }

    /// A fixture with its array at `key` repeated `times` over (for documents over 4096 bytes).
    static func repeated(_ path: String, key: String, times: Int) throws -> [UInt8] {
        let document = try #require(JSONDocument.read(try Fixtures.bytes(path)).document)
        guard case .object(var object) = JSONTree(document.root), case .array(let items)? = object[key] else {
            Issue.record("\(path) has no array at \(key)")
            return []
        }
        object[key] = .array(Array(repeating: items, count: times).flatMap { $0 })
        return JSONWriter().bytes(.object(object))
    }

    @Test func documentsThatAreNotPushedHaveNoSizeLimit() throws {
        // A walkthrough is fetched by the SDK: twelve pages, about 6 KB as sent.
        let base = try #require(
            Validator().validate(try Fixtures.bytes("synerise/walkthrough/document-loop-two-pages.json")).payload)
        guard case .syneriseWalkthrough(var walkthrough) = base else {
            Issue.record("not a walkthrough")
            return
        }
        walkthrough.pages = (0..<12).map { index in
            var page = walkthrough.pages[index % walkthrough.pages.count]
            page.index = index
            return page
        }
        let bytes = Payload.syneriseWalkthrough(walkthrough).encoded()
        #expect(bytes.count > 5000)
        let report = Validator().validate(bytes)
        #expect(report.kind == .syneriseWalkthrough)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        #expect(
            !codes(String(decoding: bytes, as: UTF8.self), .init(pushType: .alert)).contains {
                $0.hasPrefix("apns.payload-too-large")
            })
        let payload = try #require(report.payload)
        #expect(!payload.isPush)
        #expect(SizeBudget(payload).fits && SizeBudget(payload).limit == .max)
        // Reachu and Crobox documents are not pushed either.
        for (path, key) in [
            ("reachu/components/template-defaults.json", "components"),
            ("crobox/promotions/badges-per-product.json", "promotions"),
        ] {
            let big = try Self.repeated(path, key: key, times: 8)
            #expect(big.count > 5000, "\(path)")
            let report = Validator().validate(big)
            #expect(report.payload?.isPush == false, "\(path)")
            #expect(!report.diagnostics.contains { $0.code == .apnsPayloadTooLarge }, "\(path)")
        }
        // A push of the same size is still held to the limit.
        let push = "{\"aps\":{\"alert\":\"\(String(repeating: "x", count: bytes.count))\"}}"
        #expect(Validator().validate(push).diagnostics.map(\.code) == [.apnsPayloadTooLarge])
    }

    /// The plain length is what JSONWriter writes: escapes a string does not need are gone.
    @Test func plainLengthIsTheWrittenLength() throws {
        for text in [
            #"{"a":"\u017c\u017c","\u0062":[1,"\n\"\\\/"],"c":"\ud83d\ude00"}"#, #"{"aps":{"alert":"plain"}}"#,
            #"  [ "\u0001" , "x" ]  "#,
        ] {
            let document = try #require(JSONReader().read(Array(text.utf8)).document)
            let written = JSONWriter().bytes(JSONTree(document.root))
            #expect(document.plainLength == written.count, "\(text)")
            #expect(document.plainLength <= document.compactLength)
        }
    }

    @Test(arguments: Fixtures.valid)
    func compactLengthFromTheTreeMatchesTheBytes(_ path: String) throws {
        let bytes = try Fixtures.bytes(path)
        let document = try #require(JSONDocument.read(bytes).document)
        #expect(document.compactLength == JSONText.compactLength(bytes))
    }

    @Test func androidContentStringIsReadWithPointersAndPositionsInTheOuterFile() {
        let inner =
            ##"{\"campaign\":{\"variant_id\":\"7\",\"hash_id\":\"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11\"},\"notification\":{\"title\":\"Hi\",\"body\":\"B\"}}"##
        let text =
            "{\"data\": {\"issuer\": \"Synerise\", \"message-type\": \"static-content\",\n"
            + " \"content-type\": \"simple-push\", \"content\": \"\(inner)\"}}"
        let report = Validator().validate(text)
        #expect(report.kind == .syneriseSimplePush)
        #expect(report.classification.platform == .android)
        #expect(report.classification.pushType == nil)
        let diagnostic = report.diagnostics.first
        #expect(report.diagnostics.count == 1)
        #expect(diagnostic?.code == .syneriseInvalidType)
        #expect(diagnostic?.pointer == "/data/content/campaign/variant_id")
        // Line 2; the column counts the escaped source text, up to the value "7" in the string.
        let column =
            Array(" \"content-type\": \"simple-push\", \"content\": \"".utf8).count
            + Array(##"{\"campaign\":{\"variant_id\":"##.utf8).count + 1
        #expect(diagnostic?.location.line == 2)
        #expect(diagnostic?.location.column == column)
    }

    @Test func brokenJSONInsideAndroidContentIsReportedUnderTheString() {
        let text =
            ##"{"message":{"data":{"issuer":"Synerise","message-type":"static-content","content-type":"silent-command","content":"{\"class_name\": \"A\",}"}}}"##
        let report = Validator().validate(text)
        #expect(
            report.diagnostics.map { "\($0.code) \($0.pointer) \($0.location.column)" } == [
                "json.trailing-comma /message/data/content \(Array(##"{"message":{"data":{"issuer":"Synerise","message-type":"static-content","content-type":"silent-command","content":"{\"class_name\": \"A\""##.utf8).count + 1)"
            ])
    }

    @Test func mandatoryUpgradeIsABannerThatCannotBeClosed() {
        let page =
            ##"{"type":"image_as_background","image":{"url":"https://example.com/u.png"},"background":{"color":"#000000","alpha":1},"button":{"is_enabled":true,"color":"#FFFFFF","text":"Update","text_color":"#000000"},"close_button":{"is_enabled":false,"alignment":"right"},"action":{"type":"OPEN_URL","item":"https://apps.apple.com/app/id1"}}"##
        let text =
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"static-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"page":"##
            + page + "}}"
        let report = Validator().validate(text)
        #expect(report.kind == .syneriseMandatoryUpgrade)
        #expect(report.diagnostics.map(\.code) == [.syneriseBannerDeprecated])
        #expect(report.classification.delivery == .silent)
        #expect(report.classification.pushType == .background)
    }

    @Test func bannerTriggerIsClassified() {
        let text =
            ##"{"aps":{"content-available":1},"issuer":"Synerise","message-type":"static-content","content-type":"template-banner","content":{"trigger":"cart.abandoned","campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"page":{"type":"image_as_background","image":{"url":"https://example.com/u.png"},"background":{"color":"#000000","alpha":1},"button":{"is_enabled":false},"close_button":{"is_enabled":true,"alignment":"left"},"action":{"type":"DEEP_LINKING","item":"deep_linking_key"}}}}"##
        let report = Validator().validate(text)
        #expect(report.classification.trigger == "cart.abandoned")
        #expect(report.classification.features.contains("trigger"))
        guard case .synerise(let payload) = report.payload, case .templateBanner(let banner) = payload.content else {
            Issue.record("expected a banner")
            return
        }
        #expect(banner.page.action == .deepLink(.key("deep_linking_key")))
        #expect(banner.page.closeButton.alignment == .left)
    }

    @Test(arguments: [
        "javascript:alert(1)", "JavaScript:alert(1)", "  javascript:alert(1)", "java%73cript:alert(1)",
        "\\tjavascript:alert(1)", "data:text/html,x", "FILE:///etc/passwd",
    ])
    func dangerousSchemesAreErrorsWhateverTheAction(_ link: String) {
        for type in ["OPEN_URL", "DEEP_LINKING"] {
            let text =
                ##"{"aps":{"alert":"a"},"issuer":"Synerise","message-type":"static-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{"action":{"type":""##
                + type + ##"","item":""## + link + "\"}}}}"
            #expect(codes(text) == ["url.dangerous-scheme /content/notification/action/item"], "\(type) \(link)")
        }
    }

    @Test func nearMissKeysAreRemarksAndUnknownKeysAreKept() {
        let report = Validator().validate(##"{"aps":{"alert":"a","mutableContent":1,"x-custom":2}}"##)
        #expect(
            report.diagnostics.map { "\($0.severity) \($0.code) \($0.pointer)" } == [
                "info payload.possible-typo /aps/mutableContent", "warning apns.flag-misspelt /aps/mutableContent",
                "info apns.custom-key-in-aps /aps/x-custom",
            ])
        guard case .apns(let payload) = report.payload else {
            Issue.record("no model")
            return
        }
        #expect(payload.aps.extra.count == 2)
        #expect(payload.aps.extra["x-custom"] == .number(JSONNumber(lexeme: "2", isInteger: true)))
    }

    /// `aps` whose members are all modelled keys keeps an empty object for the rest without
    /// walking it; any other member is still kept (the count of modelled keys decides).
    @Test func anAPSOfModelledKeysAloneKeepsNoOtherMembers() {
        func extra(_ text: String) -> JSONObject? {
            guard case .apns(let payload)? = Validator().validate(text).payload else { return nil }
            return payload.aps.extra
        }
        #expect(extra(#"{"aps":{"alert":"a","badge":1,"sound":"default","thread-id":"t","category":"c"}}"#) == [:])
        #expect(extra(#"{"aps":{"alert":"a","badge":1,"badge":2}}"#) == [:])
        #expect(extra(#"{"aps":{"alert":"a","badge":1,"x-custom":2}}"#)?.count == 1)
        #expect(extra(#"{"aps":{"alert":"a","alert":"b","x-custom":2}}"#)?["x-custom"] != nil)
    }

    @Test func aPushTypeThePayloadCannotTellIsTheSenders() {
        let voip = Validator(options: .init(pushType: .voip)).validate(##"{"aps":{"alert":"Call"}}"##)
        #expect(voip.classification.pushType == .voip)
        #expect(voip.classification.priority == .immediately)
        // One the payload can tell and contradicts is an error, and the payload's stands.
        let contradicted = Validator(options: .init(pushType: .background)).validate(##"{"aps":{"alert":"Hi"}}"##)
        #expect(contradicted.classification.pushType == .alert)
    }

    @Test func everyVendorsAPSIsOneAccessorAway() {
        let cordial = Validator().validate(##"{"aps":{"alert":"Hi"},"mcID":"m"}"##).payload
        #expect(cordial?.aps?.alert == .text("Hi"))
        var payload = Payload.apns(.alert(title: "A", body: "B"))
        payload.aps?.badge = 2
        #expect(payload.aps?.badge == 2)
    }

    @Test func theReportGivesTheActionsWithoutReadingTwice() throws {
        let text =
            ##"{"message":{"data":{"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":"{\"campaign\":{\"variant_id\":1,\"hash_id\":\"31a5a861-ded9-5bdb-8120-79055541b11f\",\"type\":\"Simple push\",\"title\":\"S\"},\"notification\":{\"title\":\"Hi\",\"body\":\"B\",\"action\":{\"type\":\"OPEN_APP\"}}}"}}}"##
        let report = Validator().validate(text)
        #expect(report.isValid)
        let document = try #require(JSONDocument.read(text).document)
        #expect(report.actions == report.payload?.actions(locatedIn: document))
        #expect(report.actions.first?.pointer.description.hasPrefix("/message/data/content") == true)
    }

    @Test func valuesPrintAsWhatTheyAre() {
        let tree: JSONTree = ["a": [1, "b", true], "c": .null]
        #expect("\(tree)" == ##"{"a":[1,"b",true],"c":null}"##)
        #expect(HTTPHeader("apns-priority", "5").description == "apns-priority: 5")
        #expect(APNsPriority.consideringDevicePower.description == "5")
        #expect(PayloadKind(id: "apns.alert") == .apnsAlert)
        #expect(
            APNsPayload.alert(title: "A", body: "B").encoded() == Payload.apns(.alert(title: "A", body: "B")).encoded())
    }
}
