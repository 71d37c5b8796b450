import Testing

@testable import PushKitCore
@testable import PushKitPreview

@Suite struct DisplayTextTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("限", 2), ("あ", 2), ("한", 2), ("Ａ", 2), ("😀", 2),
        ("👨‍👩‍👧", 2), ("🇵🇱", 2), ("❤️", 2), ("1️⃣", 2), ("❤", 1), ("\u{200D}", 0), ("\u{301}", 0), ("→", 1),
    ])
    func columnsOfOneCharacter(_ text: String, _ columns: Int) {
        #expect(DisplayText.width(text) == columns, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func columnsOfText() {
        #expect(DisplayText.width("Shop 限定セール 😀!") == 4 + 1 + 10 + 1 + 2 + 1)
    }

    @Test func controlAndBidiCharactersAreWrittenOut() {
        #expect(DisplayText.visible("a\u{1B}[31mb") == "a\\u{1B}[31mb")
        #expect(DisplayText.visible("\u{202E}evil\u{202C}") == "\\u{202E}evil\\u{202C}")
        #expect(DisplayText.visible("\u{2066}x\u{2069}\u{200F}") == "\\u{2066}x\\u{2069}\\u{200F}")
        #expect(DisplayText.visible("tab\there\u{0}\u{7F}\u{85}") == "tab\\there\\u{00}\\u{7F}\\u{85}")
        #expect(DisplayText.visible("one\ntwo\r\nthree\rfour") == "one\ntwo\nthree\\rfour")
        #expect(DisplayText.visible("one\ntwo", keepNewlines: false) == "one\\ntwo")
        #expect(DisplayText.visible("line\u{2028}sep") == "line\\u{2028}sep")
        #expect(DisplayText.visible("plain ünïcödé 限 😀") == "plain ünïcödé 限 😀")
    }

    /// Issue 25 item 4: the hidden characters `text.hidden-character` reports are shown as
    /// escapes, judged as it judges them.
    @Test func hiddenCharactersAreWrittenOut() {
        #expect(DisplayText.visible("pay\u{AD}pal") == "pay\\u{AD}pal")
        #expect(
            DisplayText.visible("a\u{2061}\u{34F}\u{115F}\u{17B4}\u{3164}\u{FFA0}")
                == "a\\u{2061}\\u{34F}\\u{115F}\\u{17B4}\\u{3164}\\u{FFA0}")
        #expect(DisplayText.visible("Sale\u{E0041}\u{E0042}!") == "Sale\\u{E0041}\\u{E0042}!")
        #expect(
            DisplayText.visible("\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}") == "\u{1F3F4}\\u{E0067}\\u{E0062}\\u{E007F}")
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(
            DisplayText.visible(england + " \u{2764}\u{FE0F} \u{1F468}\u{200D}\u{1F469}") == england
                + " \u{2764}\u{FE0F} \u{1F468}\u{200D}\u{1F469}")
        #expect(DisplayText.visible("\u{2764}\u{FE0F}\u{FE0F}") == "\u{2764}\u{FE0F}\\u{FE0F}")
        #expect(HTMLEscaping.linkableURL("https://pay\u{AD}pal.com/") == nil)
        #expect(HTMLEscaping.linkableURL("https://paypal.com/") != nil)
    }

    /// Issue 25: the shapes that made `visible` quadratic (each escape appended to a
    /// `String.UnicodeScalarView` copied it), written out whole and in order.
    @Test func manyEscapesAreWrittenOutWhole() {
        let pairs = String(repeating: "\u{85}\u{1B}", count: 100_000)
        #expect(DisplayText.visible(pairs) == String(repeating: "\\u{85}\\u{1B}", count: 100_000))
        let newlines = String(repeating: "\n", count: 100_000)
        #expect(DisplayText.visible(newlines, keepNewlines: false) == String(repeating: "\\n", count: 100_000))
        #expect(DisplayText.visible(newlines) == newlines)
        #expect(DisplayText.visible("\u{1}x\u{1F}") == "\\u{01}x\\u{1F}")
    }

    @Test(arguments: [
        (1.0, "1"), (0.9, "0.9"), (0.75, "0.75"), (28, "28"), (0.125, "0.13"), (-0.5, "-0.5"), (1e-9, "0"),
        (Double.infinity, "0"), (Double.nan, "0"), (1e300, "1000000000000"), (16.10, "16.1"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(DisplayText.number(value) == text)
    }

    @Test func colours() {
        #expect(CampaignColor(hex: "#E4002b")?.hex == "#E4002B")
        #expect(CampaignColor(hex: "#E4002B") == CampaignColor(hex: "#e4002b"))
        for bad in ["", "#FFF", "#FFFFFFF", "FFFFFF", "#GGGGGG", "#FFF;}x", "red", "#ＦＦＦＦＦＦ"] {
            #expect(CampaignColor(hex: bad) == nil, "\(bad)")
        }
        #expect(CampaignColor(hex: nil) == nil)
    }

    @Test func wrapsAtSpacesAndBetweenWideCharacters() {
        #expect(TextLayout.wrap("the quick brown fox", columns: 10) == ["the quick", "brown fox"])
        #expect(TextLayout.wrap("限定セール開催中", columns: 5) == ["限定", "セー", "ル開", "催中"])
        #expect(TextLayout.wrap("abcdefghij", columns: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("a\n\nb", columns: 4) == ["a", "", "b"])
        #expect(TextLayout.wrap("限", columns: 1) == [""])
    }

    @Test func truncatesWithAnEllipsis() {
        #expect(TextLayout.truncate("Hello world", columns: 8) == "Hello w…")
        #expect(TextLayout.truncate("Hello world", columns: 7) == "Hello…")
        #expect(TextLayout.truncate("Hello", columns: 5) == "Hello")
        #expect(TextLayout.truncate("限定セール", columns: 6) == "限定…")
        #expect(TextLayout.truncate("abc", columns: 0) == "")
    }

    @Test func clampsToLinesWithAnEllipsis() {
        let lines = TextLayout.clamp("one two three four five six", columns: 9, lines: 2)
        #expect(lines == ["one two", "three…"])
        #expect(TextLayout.clamp("short", columns: 9, lines: 4) == ["short"])
        #expect(TextLayout.clamp("aaaa bbbb cccc", columns: 4, lines: 2) == ["aaaa", "bbb…"])
    }
}
