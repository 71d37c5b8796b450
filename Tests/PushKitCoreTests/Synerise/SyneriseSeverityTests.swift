import PushKitCore
import Testing

/// Severities re-read from the Synerise SDKs (issue #18): what the SDK still handles is
/// never an error.
@Suite struct SyneriseSeverityTests {
    /// A Synerise simple push whose `content` is `content`, with `aps` given.
    private func simplePush(aps: String = #"{"alert": {"title": "Hi", "body": "Sale"}}"#, content: String) -> String {
        #"{"aps": \#(aps), "issuer": "Synerise", "message-type": "dynamic-content", "content-type": "simple-push", "content": \#(content)}"#
    }

    private let campaign = #""campaign": {"variant_id": 1, "hash_id": "6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"}"#

    /// The severity of each diagnostic with `code`, in order.
    private func severities(_ text: String, _ code: Diagnostic.Code) -> [Severity] {
        Validator().validate(text).diagnostics.filter { $0.code == code }.map(\.severity)
    }

    @Test(arguments: [
        ("https://shop.example.com/sale", [Severity]()),
        ("itms-apps://apps.apple.com/app/id1", [.warning]),
        ("mailto:help@example.com", [.warning]),
        ("shop.example.com/sale", [.error]),
        ("/sale", [.error]),
    ])
    func openURLWithoutSchemeIsAnErrorAndAnotherSchemeAWarning(item: String, expected: [Severity]) {
        let text = simplePush(
            content: #"{\#(campaign), "notification": {"action": {"type": "OPEN_URL", "item": "\#(item)"}}}"#)
        #expect(severities(text, .syneriseOpenURLScheme) == expected)
    }

    @Test(arguments: [
        ("https://cdn.example.com/a.jpg", [Severity]()),
        ("https://cdn.example.com/a.PNG?w=600", []),
        ("https://cdn.example.com/images/12345", [.info]),
        ("https://cdn.example.com/a.webp", [.warning]),
        ("https://cdn.example.com/a.gif", [.warning]),
    ])
    func imageFormatIsAHintUnlessTheURLNamesAnotherFormat(url: String, expected: [Severity]) {
        let text = simplePush(
            aps:
                #"{"alert": {"title": "Hi", "body": "Sale"}, "mutable-content": 1, "category": "synerise.notifications.category.single-media"}"#,
            content:
                #"{\#(campaign), "notification": {}, "rich-media": {"type": "single-image", "single-image": {"image": "\#(url)"}}}"#
        )
        #expect(severities(text, .syneriseImageFormat) == expected)
    }

    @Test func placeholderHashIDIsOnlyAHint() {
        let text = simplePush(
            content: #"{"campaign": {"variant_id": 1, "hash_id": "HASH"}, "notification": {}}"#)
        #expect(severities(text, .syneriseHashIDFormat) == [.info])
    }

    /// Rich media with neither the category nor mutable-content runs no extension: plain
    /// text on every SDK, the image never shows (an error, issue 26); with one of the two
    /// the other extension still does its part (a warning).
    @Test func richMediaWithoutCategoryAndMutableContentIsAnErrorWithOneOfThemAWarning() {
        let content =
            #"{\#(campaign), "notification": {}, "rich-media": {"type": "single-image", "single-image": {"image": "https://cdn.example.com/a.jpg"}}}"#
        let neither = simplePush(content: content)
        #expect(severities(neither, .syneriseRichMediaCategory) == [.error])
        #expect(severities(neither, .syneriseRichMediaMutableContent) == [.error])
        #expect(!Validator().validate(neither).isValid)
        let flagOnly = simplePush(aps: #"{"alert": {"title": "Hi"}, "mutable-content": 1}"#, content: content)
        #expect(severities(flagOnly, .syneriseRichMediaCategory) == [.warning])
        #expect(severities(flagOnly, .syneriseRichMediaMutableContent) == [])
        let categoryOnly = simplePush(
            aps: #"{"alert": {"title": "Hi"}, "category": "synerise.notifications.category.single-media"}"#,
            content: content)
        #expect(severities(categoryOnly, .syneriseRichMediaCategory) == [])
        #expect(severities(categoryOnly, .syneriseRichMediaMutableContent) == [.warning])
        // Another category (the app's own content extension may draw it) is not "none".
        let otherCategory = simplePush(aps: #"{"alert": {"title": "Hi"}, "category": "SHOP"}"#, content: content)
        #expect(severities(otherCategory, .syneriseRichMediaCategory) == [.warning])
        #expect(severities(otherCategory, .syneriseRichMediaMutableContent) == [.warning])
    }

    /// A repeated button identifier is warned at each repeat, naming the first button that
    /// has it; the identifiers are looked up in a table (issue 20: thousands of distinct
    /// ones once cost their square).
    @Test func repeatedButtonIdentifiersNameTheFirstButton() {
        let names = ["a", "b", "a", "c", "b", "a"] + (0..<2_000).map { "n\($0)" }
        let buttons = names.map {
            #"{"identifier": "\#($0)", "text": "T", "action": {"type": "OPEN_APP"}}"#
        }
        let text = simplePush(
            content:
                #"{\#(campaign), "notification": {"action": {"type": "OPEN_APP"}}, "buttons": [\#(buttons.joined(separator: ","))]}"#
        )
        let warnings = Validator().validate(text).diagnostics.filter { $0.code == .syneriseButtonDuplicateIdentifier }
        #expect(
            warnings.map(\.pointer.description) == [
                "/content/buttons/2/identifier", "/content/buttons/4/identifier", "/content/buttons/5/identifier",
            ])
        #expect(
            warnings.map { $0.message.hasSuffix("button 0; the taps cannot be told apart") } == [true, false, true])
        #expect(warnings[1].message.contains("also used by button 1"))
    }
}
