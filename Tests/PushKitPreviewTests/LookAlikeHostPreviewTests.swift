import Testing

@testable import PushKitCore
@testable import PushKitPreview

/// A look-alike host in the HTML preview: shown decoded, never linked.
@Suite struct LookAlikeHostPreviewTests {
    @Test func theHTMLPreviewShowsTheDecodedHostAndLinksNoLookAlike() {
        #expect(HTMLEscaping.linkableURL("https://xn--l-7sba6dbr.com/") == nil)
        #expect(HTMLEscaping.linkableURL("https://shop\u{3002}example.com/") == nil)
        #expect(HTMLEscaping.linkableURL("https://xn--bcher-kva.de/") != nil)
        let payload =
            #"{"aps":{"alert":{"title":"t","body":"b"}},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{"action":{"type":"OPEN_URL","item":"https://xn--l-7sba6dbr.com/login"}}}}"#
        let html = HTMLPreview(appName: "Shop").render(Validator().validate(payload), title: "t")
        #expect(
            html.contains(
                "https://xn--l-7sba6dbr.com/login <span class=\"host\">(host \u{440}\u{430}\u{443}\u{440}\u{430}l.com)</span>"
            ), "\(html)")
        #expect(!html.contains("href=\"https://xn--"))
    }
}
