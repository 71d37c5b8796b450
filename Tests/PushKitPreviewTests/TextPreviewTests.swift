import PushKitFixtures
import Testing

@testable import PushKitCore
@testable import PushKitPreview

@Suite struct TextPreviewTests {
    static let widths = [20, 40, 80]

    /// Every line of `text` fits `width` columns and nothing raw reaches the terminal.
    static func checkFits(_ text: String, width: Int, color: Bool = false, _ context: String) {
        #expect(text.hasSuffix("\n"), "\(context)")
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            let visible = color ? stripSGR(String(line)) : String(line)
            #expect(DisplayText.width(visible) <= max(width, 1), "\(context) at \(width): \(line)")
            #expect(
                !visible.unicodeScalars.contains { DisplayText.needsEscape($0) },
                "\(context): raw control or bidi character in \(line.debugDescription)")
        }
        if !color { #expect(!text.contains("\u{1B}"), "\(context): an escape sequence without colour") }
    }

    /// `text` without its SGR sequences (`ESC [ digits ; ... m`); any other ESC is kept.
    static func stripSGR(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.first {
            if scalar == "\u{1B}", scalars.dropFirst().first == "[",
                let end = scalars.dropFirst(2).firstIndex(where: { !("0"..."9").contains($0) && $0 != ";" }),
                scalars[end] == "m"
            {
                scalars = scalars[(end + 1)...]
                continue
            }
            result.append(scalar)
            scalars = scalars.dropFirst()
        }
        return String(result)
    }

    static func preview(_ path: String, width: Int, color: Bool = false) throws -> String {
        TextPreview(width: width, appName: "Shop", useColor: color).render(
            try Fixtures.validate(path))
    }

    // MARK: Every fixture

    @Test(arguments: Fixtures.modelled)
    func everyValidFixtureFitsEveryWidth(_ path: String) throws {
        let report = try Fixtures.validate(path)
        #expect(report.payload != nil, "\(path)")
        for width in Self.widths {
            let text = TextPreview(width: width, appName: "Shop", useColor: false).render(report)
            Self.checkFits(text, width: width, path)
            #expect(!text.contains("nothing to preview"), "\(path)")
            let colored = TextPreview(width: width, appName: "Shop", useColor: true).render(report)
            Self.checkFits(colored, width: width, color: true, path)
            // Colour adds styles and swatches (blank cells, which may move a line break), nothing else.
            let withoutSpaces = { (text: String) in text.filter { $0 != " " && $0 != "\n" } }
            #expect(withoutSpaces(Self.stripSGR(colored)) == withoutSpaces(text), "\(path): colour changed the text")
        }
    }

    @Test(arguments: Fixtures.invalid)
    func everyInvalidFixtureFitsEveryWidth(_ path: String) throws {
        let report = try Fixtures.validate(path)
        for width in Self.widths {
            Self.checkFits(
                TextPreview(width: width, appName: "Shop", useColor: false).render(report), width: width, path)
        }
    }

    /// An FCM message for iOS alone (only its apns override) shows the iOS notification and
    /// says nothing of Android; one with data says what Android does with it.
    @Test func anFCMMessageForIOSAloneSaysNothingOfAndroid() {
        func preview(_ text: String) -> String {
            TextPreview(width: 80, appName: "Shop", useColor: false).render(Validator().validate(Array(text.utf8)))
        }
        let iOS = preview(#"{"message":{"token":"t","apns":{"payload":{"aps":{"alert":{"title":"Gate B12"}}}}}}"#)
        #expect(iOS.contains("iOS"))
        #expect(iOS.contains("Gate B12"))
        #expect(!iOS.contains("Android"), "\(iOS)")
        let both = preview(#"{"message":{"token":"t","data":{"k":"v"},"apns":{"payload":{"aps":{"alert":"Hi"}}}}}"#)
        #expect(both.contains("Android: a data message"), "\(both)")
    }

    @Test func tinyAndAbsurdWidthsNeverOverflow() {
        for report in HostilePreview.reports {
            for width in [-5, 0, 1, 2, 3, 5, 7, 8, 9, 11, 12, 13] {
                let text = TextPreview(width: width, appName: "限定セール😀", useColor: false).render(report)
                Self.checkFits(text, width: width, "width \(width)")
            }
        }
    }

    // MARK: Hostile text

    @Test(arguments: HostilePreview.reports.indices)
    func hostileTextIsWrittenOutNeverSent(_ index: Int) {
        let report = HostilePreview.reports[index]
        for color in [false, true] {
            let text = TextPreview(width: 200, appName: HostilePreview.text("app"), useColor: color).render(report)
            Self.checkFits(text, width: 200, color: color, "report \(index)")
            #expect(text.contains("\\u{1B}[2J\\u{202E}"), "report \(index): escapes not shown")
            #expect(!Self.stripSGR(text).contains("\u{1B}"), "report \(index)")
        }
    }

    // MARK: How iOS cuts the text

    static func alertReport(title: String, body: String) -> ValidationReport {
        let aps = APS(alert: .structured(APS.StructuredAlert(title: title, body: body)))
        return HostilePreview.report(.apns(APNsPayload(aps: aps)), kind: .apnsAlert)
    }

    @Test func lockScreenCutsTitleToOneLineAndBodyToFour() {
        let body = (1...40).map { "word\($0)" }.joined(separator: " ")
        let report = Self.alertReport(title: "A title far too long to fit on one line of the card", body: body)
        let text = TextPreview(width: 80, appName: "Shop", useColor: false).render(report)
        let cards = text.split(separator: "╰")
        let collapsed = cards[0].split(separator: "\n").filter { $0.hasPrefix("│") }
        #expect(collapsed.count == 1 + 1 + 4)
        #expect(collapsed[1] == "│ A title far too long to fit on one line of…  │")
        #expect(collapsed[5].contains("…"))
        let expanded = cards[1].split(separator: "\n").filter { $0.hasPrefix("│") }
        #expect(expanded.count > collapsed.count)
        #expect(expanded.contains { $0.contains("word40") })
        #expect(!collapsed.contains { $0.contains("word40") })
    }

    @Test func aNewlineInTheBodyIsALineBreak() {
        let text = TextPreview(width: 40, appName: "Shop", useColor: false)
            .render(Self.alertReport(title: "T", body: "first\nsecond"))
        #expect(text.contains("│ first                                │\n│ second "))
    }

    @Test func colourPaintsSwatchesAndPages() throws {
        let text = try Self.preview("synerise/walkthrough/document-four-layouts.json", width: 80, color: true)
        #expect(text.contains("\u{1B}[48;2;228;0;43m  \u{1B}[0m #E4002B"))
        #expect(text.contains("\u{1B}[48;2;255;255;255m"))
        #expect(text.contains("\u{1B}[1m"))
    }

    // MARK: Whole previews

    @Test func carouselAt60() throws {
        #expect(try Self.preview("synerise/rich-media.carousel/ios-seed-example.json", width: 60) == Pinned.carousel)
    }

    @Test func androidButtonsAt40() throws {
        #expect(try Self.preview("synerise/simple-push/android-data-buttons.json", width: 40) == Pinned.android)
    }

    @Test func mandatoryUpgradeAt50() throws {
        #expect(try Self.preview("synerise/mandatory-upgrade/ios-app-store.json", width: 50) == Pinned.upgrade)
    }

    @Test func silentCommandsAt80() throws {
        #expect(try Self.preview("synerise/silent-sdk-command/ios-get-location.json", width: 80) == Pinned.location)
        #expect(try Self.preview("synerise/silent-command/ios-mixed-parameter-types.json", width: 80) == Pinned.command)
    }

    @Test func unreadablePayloadAt80() {
        let report = Validator().validate("{\"aps\": {\"alert\": \"x\",}}")
        let text = TextPreview(width: 80, appName: "Shop", useColor: false).render(report)
        #expect(report.payload == nil)
        #expect(text == Pinned.unreadable)
    }
}

/// Previews pinned whole.
enum Pinned {
    static let carousel = """
        synerise.rich-media.carousel · iOS · visible

        Notification, lock screen
        ╭──────────────────────────────────────────────╮
        │ Shop                                     now │
        │ Your Simple Push Campaign title              │
        │ Your Simple Push Campaign body               │
        ╰──────────────────────────────────────────────╯
        Expanded (long press)
        ╭──────────────────────────────────────────────╮
        │ [1/3] caption                                │
        │ Shop                                     now │
        │ Your Simple Push Campaign title              │
        │ Your Simple Push Campaign body               │
        ╰──────────────────────────────────────────────╯
        Carousel, portrait, 3 items (swipe with the extension's
          previous and next actions; choose opens the item):
          1. "caption" / "Subcaption 1"
             image https://www.example.com/image.png
             opens https://www.example.com
          2. "caption" / "Subcaption 1"
             image https://www.example.com/image.png
             opens https://www.example.com
          3. "caption" / "Subcaption 1"
             image https://www.example.com/image.png
             opens https://www.example.com
        Tap: opens https://www.example.com in the browser
        Badge: 5
        Sound: "default"
        Category: "synerise.notifications.category.carousel"
        Extension: a notification service extension may change it
          before it shows

        Validation: no errors, no warnings.

        """

    static let android = """
        synerise.simple-push · Android · visible

        Android notification, collapsed
        ╭──────────────────────────────────────╮
        │ Shop                             now │
        │ Nowości w sklepie                    │
        │ Sprawdź, co nowego — łódź, żółć,…    │
        ╰──────────────────────────────────────╯
        Expanded
        ╭──────────────────────────────────────╮
        │ [big picture] https://cdn.example.c… │
        │ Shop                             now │
        │ Nowości w sklepie                    │
        │ Sprawdź, co nowego — łódź, żółć,     │
        │ ćma.                                 │
        ├──────────────────────────────────────┤
        │ OTWÓRZ   PRODUKT   APLIKACJA         │
        ╰──────────────────────────────────────╯
        Big picture:
          https://cdn.example.com/push/new-in.jp
          g
        Buttons:
          1. "Otwórz": opens
             https://www.example.com/nowosci in
             the browser
          2. "Produkt": opens
             syne://product?sku=1 in the app
          3. "Aplikacja": opens the app
        Tap: opens
          https://www.example.com/nowosci in the
          browser
        Sound: "default"
        Priority: HIGH

        Validation: no errors, no warnings.

        """

    static let upgrade = """
        synerise.mandatory-upgrade · iOS · silent

        Silent: the Synerise SDK shows this banner as soon
        as the push arrives.

        Banner
        Mandatory upgrade: the close button is disabled,
        so the only way on is the button, which opens
        https://apps.apple.com/app/id1234567890 in the
        browser.

        Page: color_as_background (index 0)
        ┌──────────────────────────────────────┐
        │                                      │
        │                                      │
        │           Update required            │
        │                                      │
        │  Please install the latest version.  │
        │                                      │
        │            [ Update now ]            │
        │                                      │
        └──────────────────────────────────────┘
        Background: #FFFFFF, alpha 1
        Header: "Update required"
          colour: #1A1A1A, alpha 1, size 28
        Description: "Please install the latest
          version."
          colour: #555555, alpha 0.9, size 16
        Button: "Update now", corner radius 8
          colour: #E4002B
          text colour: #FFFFFF
        Close button: disabled (the page cannot be
          dismissed)
        Action: opens
          https://apps.apple.com/app/id1234567890 in the
          browser

        Validation: 0 errors, 1 warning (pushkit validate
        lists them).

        """

    static let location = """
        synerise.silent-sdk-command · iOS · silent

        Silent: the Synerise SDK runs "GET_LOCATION" itself: it reads the device
        location and reports it.

        Validation: no errors, no warnings.

        """

    static let command = """
        synerise.silent-command · iOS · silent

        Silent: the Synerise SDK hands method "apply" of class
        "com.example.shop.FeatureFlags" to the app, with 8 parameters.

        #0: "java.lang.String" = "dark_mode"
        #1: "java.lang.Boolean" = true
        #2: "java.lang.Integer" = 42
        #3: "java.lang.Double" = 0.75
        #4: "java.util.Map" = {"rollout":"beta","regions":["PL","DE"]}
        #5: "java.util.List" = ["a",1,false]
        #6: "java.lang.Boolean" = false
        #7: "java.lang.String" = ""

        Validation: no errors, no warnings.

        """

    static let unreadable = """
        unknown

        pushkit does not recognise this payload, so there is nothing to preview: 1 error
        and 0 warnings (pushkit validate lists them).

        """
}
