import PushKitTestSupport
import Testing

@testable import PushKitCore

/// `url.look-alike-host` (issue 25 item 5): hosts written to look like another name.
@Suite struct LookAlikeHostTests {
    @Test(arguments: [
        ("https://\u{440}\u{430}\u{443}\u{440}\u{430}l.com/", "mixed", "\u{440}\u{430}\u{443}\u{440}\u{430}l.com"),
        ("https://xn--l-7sba6dbr.com/", "mixed", "\u{440}\u{430}\u{443}\u{440}\u{430}l.com"),
        ("https://XN--L-7SBA6DBR.com/", "mixed", "\u{440}\u{430}\u{443}\u{440}\u{430}l.com"),
        ("https://\u{3B1}pple.com/", "mixed", "\u{3B1}pple.com"),  // Greek alpha
        ("https://shop.example.com\u{2044}evil.com/login", "separator", "shop.example.com\u{2044}evil.com"),
        ("https://shop.example.com\u{2215}evil.com/", "separator", "shop.example.com\u{2215}evil.com"),
        ("https://shop.example.com\u{FF0F}evil.com/", "separator", "shop.example.com\u{FF0F}evil.com"),
        ("https://shop.example.xn--comevil-3d7c.com/", "separator", "shop.example.com\u{2044}evil.com"),
        ("https://shop\u{3002}example.com/", "mapped", "shop.example.com"),
        ("https://shop\u{FF0E}example\u{FF61}com/", "mapped", "shop.example.com"),
        ("https://pay\u{AD}pal.com/", "mapped", "paypal.com"), ("https://pay%C2%ADpal.com/", "mapped", "paypal.com"),
        ("https://user@pay\u{200B}pal.com:8080/", "mapped", "paypal.com"),
    ])
    func reported(_ url: String, _ kind: String, _ decoded: String) throws {
        let report = try #require(LookAlikeHost.report(url))
        #expect(report.decoded == decoded)
        switch (kind, report.finding) {
        case ("mixed", .mixedScripts?), ("separator", .separatorLookAlike?), ("mapped", .mappedAway?): break
        default: Issue.record("\(url): \(String(describing: report.finding))")
        }
        #expect(report.finding?.opensAnotherSite == (kind != "mapped"))
    }

    /// Hosts in one script, and the mixes UTS #39 allows at the Moderately Restrictive
    /// level, are left alone: a false positive is as bad as a missed error.
    @Test(arguments: [
        "https://shop.example.com/p?q=\u{440}\u{430}", "https://b\u{FC}cher.de/", "https://xn--bcher-kva.de/",
        "https://\u{65E5}\u{672C}\u{8A9E}\u{30C9}\u{30E1}\u{30A4}\u{30F3}.jp/",
        "https://sony\u{30B9}\u{30C8}\u{30A2}.jp/",
        "https://\u{D55C}\u{AD6D}abc.kr/", "https://\u{43F}\u{440}\u{438}\u{43C}\u{435}\u{440}.\u{440}\u{444}/",
        "https://\u{3B5}\u{3BB}\u{3BB}\u{3AC}\u{3B4}\u{3B1}.gr/", "https://\u{5D3}\u{5D5}\u{5D2}\u{5DE}\u{5D4}.co.il/",
        "https://xn--broken-.com/", "https://[::1]/", "https://192.168.0.1/", "myapp://product/1",
        "https://\u{627}\u{644}\u{645}\u{62B}\u{627}\u{644}1.com/", "https://caf\u{E9}-\u{10D0}.ge/",
    ])
    func leftAlone(_ url: String) {
        #expect(LookAlikeHost.report(url)?.finding == nil, "\(url)")
    }

    @Test func scriptRangesAreInOrderAndApart() {
        let ranges = LookAlikeHost.scriptRanges.map(\.range)
        for (a, b) in zip(ranges, ranges.dropFirst()) {
            #expect(a.upperBound < b.lowerBound, "\(hex(a.lowerBound, digits: 4)) \(hex(b.lowerBound, digits: 4))")
        }
    }

    /// Decoding undoes encoding, whatever the label; bad input is refused, never trapped.
    @Test func punycodeDecodesWhatItEncodes() {
        var random = SplitMix64(seed: 0x9E7A)
        let alphabet: [UInt32] = [0x61, 0x2D, 0x30, 0xFC, 0x440, 0x430, 0x65E5, 0x1F642, 0x10FFFF, 0xE9, 0x2044]
        for _ in 0..<2000 {
            let label = (0..<Int.random(in: 1...20, using: &random)).map { _ in alphabet.randomElement(using: &random)!
            }
            guard let encoded = Punycode.encode(label) else { continue }
            #expect(Punycode.decode(Array(encoded.utf8))?.map(\.value) == label, "\(encoded)")
        }
        #expect(Punycode.decode(Array("l-7sba6dbr".utf8)).map { String(String.UnicodeScalarView($0)) } == "раураl")
        for bad in ["99999999999", "-", "a-\u{E9}", "zzzzzzzzzzzzzzzzzzzz", String(repeating: "a", count: 300)] {
            let decoded = Punycode.decode(Array(bad.utf8))
            #expect(decoded == nil || decoded!.allSatisfy { $0.value < 0x110000 }, "\(bad)")
        }
    }
}
