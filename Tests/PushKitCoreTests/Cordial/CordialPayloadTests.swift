import PushKitCore
import Testing

@Suite struct CordialPayloadTests {
    private func codes(_ text: String, _ options: Validator.Options = .init()) -> [String] {
        Validator(options: options).validate(text).diagnostics.map { "\($0.code) \($0.pointer)" }
    }

    private func cordial(_ report: ValidationReport) -> CordialPayload? {
        guard case .cordial(let payload) = report.payload else { return nil }
        return payload
    }

    @Test func alertWithInAppAndInboxIsModelledPartByPart() throws {
        let text = ##"""
            {"aps": {"alert": {"title": "Sale", "body": "Today only"}, "sound": "default", "content-available": 1},
             "mcID": "7:5f1e:1", "campaign": "spring",
             "deepLink": {"url": "https://shop.example.com/sale", "vanityUrl": "https://e.example.com/a1",
                          "fallbackUrl": "https://shop.example.com/"},
             "system": {"iam": {"type": "fullscreen", "displayType": "displayOnAppOpenEvent",
                                "inactiveSessionDisplay": "hide-in-app", "expirationTime": "2030-01-01T00:00:00.000Z",
                                "left": 10, "right": 12},
                        "inbox": {"folder": "offers"}}}
            """##
        let report = Validator().validate(text)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        let payload = try #require(cordial(report))
        #expect(payload.mcID == "7:5f1e:1")
        #expect(payload.aps?.alert == .structured(APS.StructuredAlert(title: "Sale", body: "Today only")))
        #expect(payload.aps?.contentAvailable == true)
        #expect(
            payload.deepLink
                == Cordial.DeepLink(
                    url: "https://shop.example.com/sale", vanityURL: "https://e.example.com/a1",
                    fallbackURL: "https://shop.example.com/"))
        #expect(payload.media == .none)
        let message = try #require(payload.inAppMessage)
        #expect(message.type == .fullscreen)
        #expect(message.displayType == .displayOnAppOpenEvent)
        #expect(message.inactiveSessionDisplay == .hideInApp)
        #expect(message.left == 10 && message.right == 12 && message.widthPercent == 78)
        guard case .at(let time) = message.expiration else {
            Issue.record("expected an expiration time, got \(message.expiration)")
            return
        }
        #expect(time.secondsSince1970 == 1_893_456_000)
        #expect(payload.inbox?.extra["folder"] == .string("offers"))
        #expect(payload.extra["campaign"] == .string("spring"))
        #expect(payload.parts == [.alert, .deepLink, .inAppMessage, .inbox])
        #expect(
            report.classification
                == Classification(
                    vendor: "cordial", kind: .cordialAlert, platform: .ios, pushType: .alert, priority: .immediately,
                    delivery: .visible,
                    features: ["alert", "content-available", "deep-link", "in-app", "inbox", "sound"]))
    }

    @Test func silentInAppTriggerUsesTheDefaults() throws {
        let report = Validator().validate(##"{"aps":{"content-available":1},"mcID":"m-1","system":{"iam":{}}}"##)
        #expect(report.diagnostics.isEmpty)
        let message = try #require(cordial(report)?.inAppMessage)
        #expect(message == Cordial.InAppMessage())
        #expect(message.type == nil && message.effectiveType == .modal)
        #expect(message.effectiveDisplayType == .displayImmediately)
        #expect(message.effectiveInactiveSessionDisplay == .showInApp && message.expiration == .never)
        #expect(message.left == nil && message.effectiveLeft == 5 && message.effectiveRight == 5)
        #expect(report.kind == .cordialInApp)
        #expect(report.classification.pushType == .background)
        #expect(report.classification.priority == .consideringDevicePower)
        #expect(report.classification.delivery == .silent)
        #expect(report.classification.features == ["content-available", "in-app"])
    }

    @Test func silentInboxTrigger() throws {
        let report = Validator().validate(##"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":{}}}"##)
        #expect(report.diagnostics.isEmpty)
        #expect(report.kind == .cordialInbox)
        #expect(try #require(cordial(report)).parts == [.inbox])
        // In-app wins over inbox for the primary kind of a silent push; both are features.
        let both = Validator().validate(
            ##"{"aps":{"content-available":1},"mcID":"m-1","system":{"inbox":{},"iam":{"type":"banner_up"}}}"##)
        #expect(both.kind == .cordialInApp)
        #expect(both.classification.features == ["content-available", "in-app", "inbox"])
    }

    @Test func mediaDecidesTheKindOfAVisiblePush() throws {
        let image = Validator().validate(
            ##"{"aps":{"alert":"Hi","mutable-content":1},"mcID":"m","imageURL":"https://cdn.example.com/a.png"}"##)
        #expect(image.diagnostics.isEmpty)
        #expect(image.kind == .cordialImage)
        #expect(cordial(image)?.media == .image(url: "https://cdn.example.com/a.png"))

        let carousel = Validator().validate(
            ##"""
            {"aps":{"alert":"Hi","category":"carouselNotificationCategory","mutable-content":1},"mcID":"m",
             "imageURL":"https://cdn.example.com/cover.jpg",
             "carousel":[{"imageURL":"https://cdn.example.com/1.jpg","deepLink":"https://example.com/1"},
                         {"imageURL":"https://cdn.example.com/2.jpg","deepLink":"app://item/2"}]}
            """##)
        #expect(carousel.diagnostics.isEmpty, "\(carousel.diagnostics.map(\.description))")
        #expect(carousel.kind == .cordialCarousel)
        #expect(carousel.classification.features == ["alert", "carousel", "image", "mutable-content"])
        let expected = Cordial.Carousel(
            items: [
                .init(imageURL: "https://cdn.example.com/1.jpg", deepLink: "https://example.com/1"),
                .init(imageURL: "https://cdn.example.com/2.jpg", deepLink: "app://item/2"),
            ], imageURL: "https://cdn.example.com/cover.jpg")
        #expect(cordial(carousel)?.media == .carousel(expected))
    }

    @Test func droppedCarouselItemsAreReportedAndLeftOutOfTheModel() throws {
        let text = ##"""
            {"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m",
             "carousel":[{"imageURL":"https://cdn.example.com/1.jpg","deepLink":"https://example.com/1"},
                         {"imageURL":"https://cdn.example.com/2.jpg"},
                         {"imageURL":"https://cdn.example.com/3.jpg","deepLink":"https://example.com/3","rank":3},
                         "https://cdn.example.com/4.jpg",
                         {"imageURL":"https://cdn.example.com/5.jpg","deepLink":"https://example.com/5"}]}
            """##
        #expect(
            codes(text) == [
                "cordial.carousel-item /carousel/1", "cordial.carousel-item /carousel/2/rank",
                "cordial.carousel-item /carousel/3",
            ])
        let payload = try #require(cordial(Validator().validate(text)))
        guard case .carousel(let carousel) = payload.media else {
            Issue.record("expected a carousel")
            return
        }
        #expect(carousel.items.map(\.deepLink) == ["https://example.com/1", "https://example.com/5"])
    }

    @Test func unknownInAppValuesFallBackToTheDefaultsAndAreKeptAsWritten() throws {
        let text = ##"""
            {"aps":{"content-available":1},"mcID":"m",
             "system":{"iam":{"type":"Fullscreen","displayType":"onAppOpen","inactiveSessionDisplay":"hide_in_app",
                              "left":7.5,"right":5.0,"expirationTime":"2030-01-01T00:00:00Z"}}}
            """##
        let report = Validator().validate(text)
        #expect(
            report.diagnostics.map { "\($0.code) \($0.pointer)" } == [
                "cordial.in-app-value /system/iam/type", "cordial.in-app-value /system/iam/displayType",
                "cordial.in-app-value /system/iam/inactiveSessionDisplay", "cordial.margin-value /system/iam/left",
                "cordial.expiration-format /system/iam/expirationTime",
            ])
        #expect(report.diagnostics.first?.message.contains("did you mean \"fullscreen\"") == true)
        let message = try #require(cordial(report)?.inAppMessage)
        #expect(message.type == nil && message.effectiveType == .modal)
        #expect(message.displayType == nil && message.effectiveDisplayType == .displayImmediately)
        #expect(message.inactiveSessionDisplay == nil && message.effectiveInactiveSessionDisplay == .showInApp)
        #expect(message.left == nil && message.effectiveLeft == 5)
        #expect(message.right == 5)
        #expect(message.expiration == .unreadable("2030-01-01T00:00:00Z"))
        #expect(message.extra.members.map(\.key) == ["type", "displayType", "inactiveSessionDisplay", "left"])
        #expect(message.extra["type"] == .string("Fullscreen"))
    }

    @Test func marginsAreInt16PercentagesThatLeaveAWidth() {
        let base = ##"{"aps":{"content-available":1},"mcID":"m","system":{"iam":{MARGINS}}}"##
        func check(_ margins: String) -> [String] { codes(base.replacing("MARGINS", with: margins)) }
        #expect(check(##""left":0,"right":99"##).isEmpty)
        #expect(check(##""left":-20,"right":-20"##).isEmpty)
        #expect(check(##""left":5e0,"right":-0"##).isEmpty)
        #expect(check(##""left":50,"right":50"##) == ["cordial.margin-width /system/iam"])
        #expect(check(##""left":95"##) == ["cordial.margin-width /system/iam/left"])
        #expect(check(##""right":32768"##) == ["cordial.margin-value /system/iam/right"])
        #expect(check(##""left":-32769"##) == ["cordial.margin-value /system/iam/left"])
        #expect(check(##""left":1e400"##) == ["cordial.margin-value /system/iam/left"])
        #expect(check(##""left":"10""##) == ["cordial.margin-value /system/iam/left"])
        #expect(check(##""left":null"##) == ["cordial.margin-value /system/iam/left"])
        // An unreadable margin counts as the default 5 in the width.
        #expect(
            check(##""left":"x","right":95"##) == [
                "cordial.margin-width /system/iam", "cordial.margin-value /system/iam/left",
            ])
    }

    @Test func expiryIsCheckedAgainstTheClockOnlyWhenOneIsGiven() throws {
        let text =
            ##"{"aps":{"content-available":1},"mcID":"m","system":{"iam":{"expirationTime":"2026-06-01T00:00:00.000+02:00"}}}"##
        let expiry = try #require(ISO8601Timestamp("2026-06-01T00:00:00.000+02:00")).secondsSince1970
        #expect(codes(text).isEmpty)
        #expect(codes(text, .init(now: expiry - 1)).isEmpty)
        #expect(codes(text, .init(now: expiry)).isEmpty)
        #expect(codes(text, .init(now: expiry + 1)) == ["cordial.expired /system/iam/expirationTime"])
        let now = try #require(ISO8601Timestamp("2027-01-01T00:00:00Z")).secondsSince1970
        let report = Validator(options: .init(now: now)).validate(text)
        #expect(report.diagnostics.first?.severity == .error)
        // Without fractional seconds the SDK never expires the message: the format is
        // the problem, not the clock.
        let noFraction =
            ##"{"aps":{"content-available":1},"mcID":"m","system":{"iam":{"expirationTime":"2020-01-01T00:00:00Z"}}}"##
        #expect(codes(noFraction, .init(now: now)) == ["cordial.expiration-format /system/iam/expirationTime"])
    }

    @Test func nothingWrittenIsLostButDroppedCarouselItems() throws {
        let text = ##"""
            {"aps":{"alert":"Hi","category":"carouselNotificationCategory"},"mcID":"m","deepLink":"https://a.example",
             "imageURL":7,"note":"kept",
             "carousel":[{"imageURL":"https://cdn.example.com/1.jpg","deepLink":"https://a.example/1","alt":"One"},
                         {"imageURL":"https://cdn.example.com/2.jpg","deepLink":"https://a.example/2"}],
             "system":{"messageAttribution":{"mcID":"m"},"iam":{"top":10,"custom":{"x":1}},"inbox":true}}
            """##
        let payload = try #require(cordial(Validator().validate(text)))
        #expect(payload.extra.members.map(\.key) == ["deepLink", "imageURL", "note"])
        #expect(payload.extra["deepLink"] == .string("https://a.example"))
        #expect(payload.systemExtra.members.map(\.key) == ["messageAttribution", "inbox"])
        #expect(payload.inAppMessage?.extra.members.map(\.key) == ["top", "custom"])
        guard case .carousel(let carousel) = payload.media else {
            Issue.record("expected a carousel")
            return
        }
        #expect(carousel.items.first?.extra["alt"] == .string("One"))
        let link = try #require(
            cordial(
                Validator().validate(
                    ##"{"aps":{"alert":"Hi"},"mcID":"m","deepLink":{"url":"https://a.example","vanityURL":"https://b.example","tag":3}}"##
                ))?
                .deepLink)
        #expect(link.url == "https://a.example" && link.vanityURL == nil)
        #expect(link.extra.members.map(\.key) == ["vanityURL", "tag"])
    }

    @Test func legacyFormsAreWarningsWhenTheyStandAlone() {
        #expect(
            codes(##"{"aps":{"alert":"Hi"},"system":{"messageAttribution":{"mcID":"m"}}}"##) == [
                "cordial.legacy-mcid /system/messageAttribution/mcID"
            ])
        #expect(
            codes(##"{"aps":{"alert":"Hi"},"mcID":"m","system":{"deepLink":{"url":"https://example.com"}}}"##) == [
                "cordial.legacy-deep-link /system/deepLink"
            ])
        #expect(
            codes(##"{"aps":{"alert":"Hi"},"mcID":"m","deepLink":"{\"url\":\"https://example.com\"}"}"##) == [
                "cordial.legacy-deep-link /deepLink"
            ])
        #expect(
            codes(##"{"aps":{"content-available":1},"mcID":"m","in-app":true,"type":"modal","left":10}"##) == [
                "cordial.legacy-in-app /in-app"
            ])
        // Sent beside the current forms (for apps on old SDKs), they are harmless.
        let both = ##"""
            {"aps":{"alert":"Hi","content-available":1},"mcID":"m","deepLink":{"url":"https://example.com"},
             "in-app":true,"type":"modal",
             "system":{"messageAttribution":{"mcID":"m"},"deepLink":{"url":"https://example.com"},"iam":{}}}
            """##
        #expect(codes(both).isEmpty)
    }

    @Test func caseSlipsOfCordialKeysAreErrors() {
        #expect(
            codes(
                ##"{"aps":{"alert":"Hi"},"mcID":"m","deepLink":{"url":"https://a.example","vanityURL":"https://b.example","fallbackURL":"https://c.example"}}"##
            )
                == ["cordial.key-case /deepLink/vanityURL", "cordial.key-case /deepLink/fallbackURL"])
        #expect(codes(##"{"aps":{"alert":"Hi"},"mcId":"m"}"##) == ["cordial.key-case /mcId"])
        #expect(
            codes(##"{"aps":{"alert":"Hi","mutable-content":1},"mcID":"m","imageUrl":"https://a.example/x.jpg"}"##)
                == ["cordial.key-case /imageUrl"])
        // A near miss that is not only a case slip is a possible typo (info).
        #expect(
            codes(##"{"aps":{"alert":"Hi"},"mcID":"m","deepLinks":{"url":"https://a.example"}}"##) == [
                "payload.possible-typo /deepLinks"
            ])
    }

    @Test func mcIDMustBeATopLevelString() {
        #expect(codes(##"{"aps":{"alert":"Hi"},"mcID":42}"##) == ["cordial.mcid-type /mcID"])
        #expect(Validator().validate(##"{"aps":{"alert":"Hi"},"mcID":42}"##).payload == nil)
        #expect(codes(##"{"aps":{"content-available":1},"system":{"iam":{}}}"##) == ["cordial.mcid-missing "])
        // Without any Cordial marker the payload is a plain APNs one.
        let plain = Validator().validate(##"{"aps":{"alert":"Hi"},"deepLink":{"url":"https://a.example"}}"##)
        #expect(plain.kind == .apnsAlert)
    }

    @Test func wakingAlertIsIntendedOnlyWithATrigger() {
        #expect(codes(##"{"aps":{"alert":"Hi","content-available":1},"mcID":"m","system":{"iam":{}}}"##).isEmpty)
        #expect(
            codes(##"{"aps":{"alert":"Hi","content-available":1},"mcID":"m"}"##) == [
                "apns.background-with-alert /aps/content-available"
            ])
        #expect(
            codes(##"{"aps":{"alert":"Hi","content-available":1},"mcID":"m","system":{"inbox":true}}"##) == [
                "apns.background-with-alert /aps/content-available", "cordial.trigger-not-object /system/inbox",
            ])
    }

    /// Media without an alert never shows: an error when it is all the push exists for,
    /// a warning beside a trigger that still works (issue 26 item 1).
    @Test func mediaWithoutAnAlertIsAnErrorUnlessATriggerStillWorks() {
        func severities(_ text: String) -> [Severity] {
            Validator().validate(text).diagnostics.filter { $0.code == .cordialMediaWithoutAlert }.map(\.severity)
        }
        let image = #""mcID":"7:5f1e:1","imageURL":"https://cdn.example.com/a.jpg""#
        #expect(severities(#"{"aps":{"mutable-content":1,"badge":1},\#(image)}"#) == [.error])
        #expect(
            severities(#"{"aps":{"mutable-content":1,"content-available":1},\#(image),"system":{"inbox":{}}}"#) == [
                .warning
            ])
        #expect(severities(#"{"aps":{"mutable-content":1,"alert":"Sale"},\#(image)}"#) == [])
    }

    @Test func silentPushWithoutATriggerDoesNothing() {
        let report = Validator().validate(##"{"aps":{"content-available":1},"mcID":"m"}"##)
        #expect(report.diagnostics.map(\.code) == [.cordialNoEffect])
        #expect(report.kind == .unknown)
        #expect(report.classification.vendor == "cordial")
    }

    @Test func requestOptionsApplyToCordialPushes() {
        let silent = ##"{"aps":{"content-available":1},"mcID":"m","system":{"inbox":{}}}"##
        #expect(codes(silent, .init(priority: .immediately)) == ["apns.priority-mismatch /aps"])
        #expect(codes(silent, .init(pushType: .alert)) == ["apns.push-type-mismatch /aps"])
        #expect(codes(silent, .init(pushType: .background, priority: .consideringDevicePower)).isEmpty)
    }
}
