import PushKitTestSupport
import Testing

@testable import PushKitCore

/// `text.hidden-character`'s set is Unicode's Default_Ignorable_Code_Point property plus
/// the format characters (Cf), as the standard library reports them (issue 25 item 4).
@Suite struct HiddenCharactersTests {
    private static func isIgnorableOrFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint || scalar.properties.generalCategory == .format
    }

    /// The candidate units are only a pre-test: every default-ignorable or format
    /// scalar lies in one, and each holds one. On failure, the list to write.
    @Test func theCandidateUnitsHoldEveryIgnorableOrFormatScalar() {
        var units: [UInt32] = []
        for value in UInt32(0)...0x10FFFF where units.last != value >> 4 {
            guard let scalar = Unicode.Scalar(value), Self.isIgnorableOrFormat(scalar) else { continue }
            units.append(value >> 4)
        }
        var ranges: [ClosedRange<UInt32>] = []
        for unit in units {
            if let last = ranges.last, last.upperBound + 1 == unit << 4 {
                ranges[ranges.count - 1] = last.lowerBound...(unit << 4 | 15)
            } else {
                ranges.append((unit << 4)...(unit << 4 | 15))
            }
        }
        let written = ranges.map { "0x\(hex($0.lowerBound, digits: 4))...0x\(hex($0.upperBound, digits: 4))" }
        #expect(ranges == HiddenCharacters.candidateUnits, "candidateUnits: \(written.joined(separator: ", "))")
        // The lookup agrees with the list, unit by unit (a unit's scalars share the answer).
        let unitSet = Set(units)
        for unit in UInt32(0)...(0x10FFFF >> 4) {
            let expected = unitSet.contains(unit)
            for value in [unit << 4, unit << 4 | 15] where HiddenCharacters.isCandidate(value) != expected {
                Issue.record("isCandidate(\(hex(value, digits: 4))) is not \(expected)")
            }
        }
    }

    /// Every default-ignorable or format scalar is reported on its own, but for the
    /// joiners, the direction marks and the drawn prepended concatenation marks; variation
    /// selectors and tags only where no base or sequence takes them.
    @Test func everyIgnorableOrFormatScalarIsReportedAlone() {
        let allowed: Set<UInt32> = [
            0x200C, 0x200D, 0x061C, 0x200E, 0x200F, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F,
            0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD,
        ]
        for unit in HiddenCharacters.candidateUnits {
            for value in unit {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let text = " " + String(Character(scalar))
                let expected = Self.isIgnorableOrFormat(scalar) && !allowed.contains(value)
                let found = HiddenCharacters.first(in: "\u{FE0F}" == scalar ? String(Character(scalar)) : text)
                if value >= 0xFE00 && value <= 0xFE0F || value >= 0xE0100 && value <= 0xE01EF
                    || [0x180B, 0x180C, 0x180D, 0x180F].contains(value)
                {
                    // A variation selector after a space is left alone; two in a row are not.
                    #expect(HiddenCharacters.first(in: text) == nil, "\(hex(value, digits: 4))")
                    #expect(HiddenCharacters.first(in: text + String(Character(scalar))) == scalar)
                    continue
                }
                #expect((found == scalar) == expected, "\(hex(value, digits: 4))")
            }
        }
    }

    @Test(arguments: [
        // Issue 25's characters, and the tag block.
        ("a\u{2061}b", 0x2061), ("pay\u{AD}pal", 0xAD), ("a\u{34F}b", 0x34F), ("\u{115F}", 0x115F),
        ("a\u{17B4}b", 0x17B4), ("\u{3164}", 0x3164), ("\u{FFA0}", 0xFFA0), ("x\u{E0000}", 0xE0000),
        ("x\u{E0001}", 0xE0001), ("Sale\u{E0041}\u{E0042}", 0xE0041), ("x\u{E007F}", 0xE007F),
        ("x\u{E0067}\u{E0062}\u{E007F}", 0xE0067),  // tags without the flag they belong to
        ("\u{1F3F4}\u{E0067}\u{E0042}\u{E007F}", 0xE0067),  // an uppercase tag: no sequence
        ("\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}", 0xE0067),  // never ended
        ("\u{1F3F4}\u{E0067}\u{E007F}", 0xE0067), ("\u{1F3F4}\u{E0067}\u{E0062}\u{E007F}", 0xE0067),  // too short
        ("\u{1F3F4}" + String(repeating: "\u{E0061}", count: 8) + "\u{E007F}", 0xE0061),  // too long
        ("\u{FE0F}x", 0xFE0F), ("\u{2764}\u{FE0F}\u{FE0E}", 0xFE0E), ("x\u{E0100}\u{E0101}", 0xE0101),
        ("\u{200B}", 0x200B), ("\u{202E}", 0x202E), ("\u{FEFF}", 0xFEFF), ("\u{180E}", 0x180E),
        ("\u{FFF9}", 0xFFF9), ("\u{1D173}", 0x1D173), ("\u{2065}", 0x2065), ("\u{206A}", 0x206A),
    ])
    func reported(_ text: String, _ value: UInt32) {
        #expect(HiddenCharacters.first(in: text)?.value == value, "\(text.unicodeScalars.map(\.value))")
    }

    @Test(arguments: [
        "Family \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{2764}\u{FE0F}", "1\u{FE0F}\u{20E3}",
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",  // England
        "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F} ok",  // Scotland, then text
        "\u{0645}\u{0631}\u{062D}\u{0628}\u{0627} \u{200F}!", "\u{0600}\u{0661}\u{0662}", "\u{092F}\u{094D}\u{200C}",
        "\u{845B}\u{E0100}", "plain", "", "Za\u{17C}\u{F3}\u{142}\u{107}",
    ])
    func leftAlone(_ text: String) {
        #expect(HiddenCharacters.first(in: text) == nil, "\(text.unicodeScalars.map(\.value))")
    }

    /// The in-place scan of UTF-8 finds what the scan of a `String` finds.
    @Test func theUTF8ScanMatchesTheStringScan() {
        var random = SplitMix64(seed: 0x41DE)
        let pieces: [String] = [
            "a", " ", "abcdefghijkl", "\u{E9}", "\u{2764}", "\u{FE0F}", "\u{FE0E}", "\u{1F3F4}", "\u{E0067}",
            "\u{E0062}", "\u{E007F}", "\u{E0041}", "\u{200D}", "\u{200B}", "\u{AD}", "\u{3164}", "\u{65E5}",
            "\u{1F642}", "\u{600}", "\u{E0100}", "\u{2022}", "\u{2014}", "\u{142}", "\u{414}", "\u{3042}",
            "\u{AC00}", "\u{A0}", "\u{AE}", "\u{FF0E}", "\u{1D173}", "\u{1F3F4}\u{E0067}", "\u{845B}\u{E0100}",
            "\u{2764}\u{FE0F}", "\u{1EA1}", "\u{62D}",
        ]
        for _ in 0..<20000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...12, using: &random) { text += pieces.randomElement(using: &random)! }
            let bytes = Array(text.utf8) + Array(repeating: 0x41, count: 8)
            let found = bytes.withUnsafeBufferPointer {
                HiddenCharacters.first(inUTF8: $0, from: 0, to: bytes.count - 8)
            }
            #expect(found == HiddenCharacters.first(in: text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    /// The two-byte pre-test of the UTF-8 scan (`candidateSeconds`) is the candidate
    /// units' own: after each lead byte, exactly the second bytes whose scalar (two-byte
    /// lead), block of 64 (three-byte) or of 4,096 (four-byte) holds a scalar from U+00AD
    /// in a candidate unit; all of them after a byte that leads no valid sequence.
    @Test func theTwoByteTestIsTheCandidateUnits() {
        for lead in UInt8(0x80)...0xFF {
            var expected: UInt64 = 0
            for second in UInt32(0)..<64 {
                let block: ClosedRange<UInt32>
                switch lead {
                case 0xC2...0xDF: block = (UInt32(lead & 0x1F) << 6 | second)...(UInt32(lead & 0x1F) << 6 | second)
                case 0xE0...0xEF:
                    let low = UInt32(lead & 0x0F) << 12 | second << 6
                    block = low...(low + 63)
                case 0xF0...0xF4:
                    let low = UInt32(lead & 0x07) << 18 | second << 12
                    block = low...(low + 4095)
                default:
                    expected |= 1 << second
                    continue
                }
                let holds = HiddenCharacters.candidateUnits.contains { unit in
                    max(unit.lowerBound, 0xAD, block.lowerBound) <= min(unit.upperBound, block.upperBound)
                }
                if holds { expected |= 1 << second }
            }
            #expect(
                HiddenCharacters.candidateSeconds(lead: lead) == expected,
                "\(hex(UInt32(lead), digits: 2)): 0x\(hex(UInt32(expected >> 32), digits: 8))\(hex(UInt32(expected & 0xFFFF_FFFF), digits: 8))"
            )
        }
    }

    /// The lead bytes that `candidateLeads` lets through to the table are exactly those
    /// after which some second byte may begin a candidate.
    @Test func theLeadMaskIsTheTwoByteTest() {
        for lead in UInt8(0xC0)...0xFF {
            #expect(
                (HiddenCharacters.candidateLeads >> UInt64(lead & 0x3F) & 1 != 0)
                    == (HiddenCharacters.candidateSeconds(lead: lead) != 0), "\(hex(UInt32(lead), digits: 2))")
        }
    }

    /// Every scalar the scanner looks at (from U+00AD, in a candidate unit) is found by
    /// the UTF-8 scan as by the scan of a `String`, alone, doubled, and amid text whose
    /// scalars it skips by their first two bytes (Latin, CJK, emoji, punctuation).
    @Test func theUTF8ScanSeesEveryCandidate() {
        func first(_ text: String) -> Unicode.Scalar? {
            let bytes = Array(text.utf8) + Array(repeating: 0x41, count: 8)
            return bytes.withUnsafeBufferPointer { HiddenCharacters.first(inUTF8: $0, from: 0, to: bytes.count - 8) }
        }
        for unit in HiddenCharacters.candidateUnits {
            for value in unit {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let character = String(Character(scalar))
                for text in [
                    character, character + character, "Za\u{17C}\u{F3}\u{142} sale " + character + " \u{65E5}",
                    "\u{1F642}\u{2014}" + character + "\u{E9}", "\u{1F3F4}" + character, "\u{2764}" + character + "x",
                ] {
                    #expect(first(text) == HiddenCharacters.first(in: text), "\(hex(value, digits: 4)) in \(text)")
                }
            }
        }
        for text in [
            "", "plain ascii", "Za\u{17C}\u{F3}\u{142}\u{107} g\u{119}\u{15B}l\u{105} ja\u{17A}\u{144}",
            "\u{65E5}\u{672C}", "\u{1F642} \u{2014} \u{201C}x\u{201D} \u{2022} \u{2026}",
            "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}", "\u{A0}\u{AC}",
        ] {
            #expect(first(text) == nil, "\(text.unicodeScalars.map(\.value))")
            #expect(HiddenCharacters.first(in: text) == nil)
        }
    }

    @Test func messagesNameTheCharacter() {
        #expect(HiddenCharacters.describe("\u{AD}") == "U+00AD SOFT HYPHEN")
        #expect(HiddenCharacters.describe("\u{E0080}") == "U+E0080 (unassigned, ignored by default)")
    }
}
