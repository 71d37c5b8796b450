/// Characters that change what a person sees without being seen, which
/// `text.hidden-character` reports and the previews show as escapes: every scalar with
/// Unicode's Default_Ignorable_Code_Point property (invisible unless a font supports it:
/// zero-width spaces, fillers, variation selectors, the tag block U+E0000 to U+E0FFF)
/// and every format character (general category Cf: bidirectional embeddings, overrides
/// and isolates, the soft hyphen, invisible operators), as the standard library reports
/// them (`Unicode.Scalar.Properties`). The set is the property's, not a list of
/// characters.
///
/// Left alone, since text needs them and they hide nothing:
/// - the joiners (U+200C, U+200D), which emoji sequences and Indic and Persian scripts
///   need, and the plain direction marks (U+061C, U+200E, U+200F), which right-to-left
///   text needs;
/// - the prepended concatenation marks (U+0600 to U+0605, U+06DD, U+070F, U+0890,
///   U+0891, U+08E2, U+110BD, U+110CD): format characters that are drawn, spanning the
///   digits after them (The Unicode Standard, §23.2);
/// - one variation selector (U+FE00 to U+FE0F, U+E0100 to U+E01EF, the Mongolian
///   U+180B to U+180D and U+180F) right after a character it can vary: `❤️` is U+2764
///   U+FE0F. A second one in a row, or one with nothing before it, carries nothing a
///   font draws (a run of them can smuggle data);
/// - an emoji tag sequence (UTS #51, ED-14a): U+1F3F4, then three to seven tags for
///   lowercase letters and digits (a subdivision id: a region, then one to four letters
///   or digits), then CANCEL TAG U+E007F (the flags of England,
///   Scotland and Wales, `🏴` then `gbeng`). Any other tag is reported: tags can carry a
///   whole hidden text.
///
/// Cost: nothing for ASCII; for other text, a table lookup on the first two bytes of
/// each scalar, and the standard library's properties (about 200 instructions) only for
/// the scalars of the few 16-code-point units that hold a candidate (``candidateUnits``).
package enum HiddenCharacters {
    /// The 16-code-point units (each `start...start + 15`) that hold a scalar that is
    /// default-ignorable or a format character, in order. Derived from the standard
    /// library's properties: `HiddenCharactersTests` checks, over every scalar, that no
    /// such scalar lies outside them and that each holds one, and prints the list when
    /// a new Unicode version moves it. Only a pre-test: the properties decide.
    static let candidateUnits: [ClosedRange<UInt32>] = [
        0x00A0...0x00AF, 0x0340...0x034F, 0x0600...0x061F, 0x06D0...0x06DF, 0x0700...0x070F, 0x0890...0x089F,
        0x08E0...0x08EF, 0x1150...0x116F, 0x17B0...0x17BF, 0x1800...0x180F, 0x2000...0x200F, 0x2020...0x202F,
        0x2060...0x206F, 0x3160...0x316F, 0xFE00...0xFE0F, 0xFEF0...0xFEFF, 0xFFA0...0xFFAF, 0xFFF0...0xFFFF,
        0x110B0...0x110CF, 0x13430...0x1343F, 0x1BCA0...0x1BCAF, 0x1D170...0x1D17F, 0xE0000...0xE0FFF,
    ]

    /// ``candidateUnits`` below U+10000 as a bitmap, one bit a unit: 4,096 bits.
    private static let basicPlaneUnits: [UInt64] = {
        var words = [UInt64](repeating: 0, count: 64)
        for range in candidateUnits where range.lowerBound < 0x10000 {
            for unit in (range.lowerBound >> 4)...(min(range.upperBound, 0xFFFF) >> 4) {
                words[Int(unit >> 6)] |= 1 << (unit & 63)
            }
        }
        return words
    }()

    /// Whether `value` lies in a candidate unit: a table lookup in the basic plane.
    @inline(__always)
    static func isCandidate(_ value: UInt32) -> Bool {
        if value < 0x10000 { return basicPlaneUnits[Int(value >> 10)] >> ((value >> 4) & 63) & 1 != 0 }
        if value >= 0xE0000 { return value <= 0xE0FFF }
        for range in candidateUnits where range.lowerBound >= 0x10000 && range.contains(value) { return true }
        return false
    }

    /// What a scalar is to the check, on its own.
    enum Role {
        /// Seen, or not default-ignorable and not a format character: a base for a
        /// variation selector.
        case visible
        /// Default-ignorable or a format character, and reported.
        case hidden
        /// A joiner or a plain direction mark: left alone, and no base.
        case allowed
        /// A variation selector: left alone right after a base.
        case variationSelector
        /// A tag for a digit or a lowercase letter (U+E0030 to U+E0039, U+E0061 to
        /// U+E007A): left alone inside an emoji tag sequence.
        case tagSpec
        /// CANCEL TAG (U+E007F): ends an emoji tag sequence.
        case cancelTag
    }

    /// The role of `value` (a scalar value).
    static func role(_ value: UInt32) -> Role {
        guard value >= 0xAD, isCandidate(value), let scalar = Unicode.Scalar(value) else { return .visible }
        switch value {
        case 0x200C, 0x200D, 0x061C, 0x200E, 0x200F: return .allowed
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD: return .visible
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: return .variationSelector
        case 0xE0030...0xE0039, 0xE0061...0xE007A: return .tagSpec
        case 0xE007F: return .cancelTag
        default:
            let properties = scalar.properties
            return properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format ? .hidden : .visible
        }
    }

    /// Whether `scalar` is default-ignorable or a format character other than a joiner or
    /// direction mark, whatever surrounds it: what a link may never hold.
    package static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch role(scalar.value) {
        case .visible, .allowed: false
        case .hidden, .variationSelector, .tagSpec, .cancelTag: true
        }
    }

    /// The scalars of a text fed in order, telling which are hidden: a pending emoji tag
    /// sequence is judged when it ends, so a report may come a few scalars late, but
    /// always in order. Scalars are numbered by the caller (`offset`).
    package struct Scanner {
        /// The scalar before can take a variation selector.
        private var afterBase = false
        /// The scalar before is U+1F3F4, which may start an emoji tag sequence.
        private var afterTagBase = false
        /// The tags read since U+1F3F4: where they start, the first one, how many.
        private var tags: (start: Int, first: Unicode.Scalar, count: Int)?

        package init() {}

        /// Feeds the scalar `value` at `offset`; `report` hears of each hidden scalar,
        /// or run of hidden scalars (`offsets`, the first scalar of them).
        @inline(__always)
        package mutating func feed(
            _ value: UInt32, at offset: Int, report: (_ offsets: Range<Int>, _ first: Unicode.Scalar) -> Void
        ) {
            if tags == nil, value < 0xAD || !isCandidate(value) {
                afterBase = true
                afterTagBase = value == 0x1F3F4
                return
            }
            feedCandidate(value, at: offset, report: report)
        }

        private mutating func feedCandidate(
            _ value: UInt32, at offset: Int, report: (_ offsets: Range<Int>, _ first: Unicode.Scalar) -> Void
        ) {
            let role = HiddenCharacters.role(value)
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            if let run = tags {
                switch role {
                case .tagSpec where run.count < 7:
                    tags?.count += 1
                    return
                case .cancelTag where run.count >= 3:
                    tags = nil  // a whole emoji tag sequence: the emoji is drawn
                    afterBase = true
                    afterTagBase = false
                    return
                case .tagSpec, .cancelTag:
                    report(run.start..<(offset + 1), run.first)
                    tags = nil
                    afterBase = false
                    afterTagBase = false
                    return
                default:
                    report(run.start..<offset, run.first)  // the tags never ended
                    tags = nil
                }
            }
            let wasBase = afterBase
            let wasTagBase = afterTagBase
            afterBase = false
            afterTagBase = false
            switch role {
            case .visible:
                afterBase = true
                afterTagBase = value == 0x1F3F4
            case .allowed:
                break
            case .variationSelector where wasBase:
                break
            case .tagSpec where wasTagBase:
                tags = (offset, scalar, 1)
            case .hidden, .variationSelector, .tagSpec, .cancelTag:
                report(offset..<(offset + 1), scalar)
            }
        }

        /// Whether no emoji tag sequence is pending: a scalar outside the candidate
        /// units is then only a base (``skipBase(isTagBase:)``).
        var isIdle: Bool { tags == nil }

        /// What ``feed(_:at:report:)`` does with a scalar outside the candidate units
        /// while ``isIdle``: it becomes the base, U+1F3F4 (`isTagBase`) a tag base too.
        @inline(__always)
        mutating func skipBase(isTagBase: Bool) {
            afterBase = true
            afterTagBase = isTagBase
        }

        /// Ends the text: a tag sequence still open was never ended, so its tags are
        /// hidden.
        package mutating func finish(at offset: Int, report: (_ offsets: Range<Int>, _ first: Unicode.Scalar) -> Void) {
            if let run = tags { report(run.start..<offset, run.first) }
            tags = nil
        }
    }

    /// The first hidden scalar of `text`.
    package static func first(in text: String) -> Unicode.Scalar? {
        var scanner = Scanner()
        var found: Unicode.Scalar?
        var offset = 0
        for scalar in text.unicodeScalars {
            scanner.feed(scalar.value, at: offset) { _, first in found = found ?? first }
            if found != nil { return found }
            offset += 1
        }
        scanner.finish(at: offset) { _, first in found = found ?? first }
        return found
    }

    /// The second bytes (their low six bits, one bit each) that, after the UTF-8 lead
    /// byte `lead`, may begin a scalar from U+00AD in a candidate unit
    /// (``isCandidate(_:)``): the scalar itself after a two-byte lead, its block of 64
    /// after a three-byte lead, of 4,096 after a four-byte one. Zero for the leads of
    /// most text beyond ASCII (accented Latin, Greek, Cyrillic, CJK, Hangul, most emoji),
    /// all ones for a byte that leads no valid sequence. A switch, which the compiler
    /// makes a table lookup; `HiddenCharactersTests` derives it again from
    /// ``candidateUnits``.
    @inline(__always)
    static func candidateSeconds(lead: UInt8) -> UInt64 {
        lead < 0xC0 ? ~0 : secondsAfterLead(lead)
    }

    /// The lead bytes from 0xC0 after which ``candidateSeconds(lead:)`` is not zero (one
    /// bit each, for the lead's low six bits): those that may begin a candidate, and those
    /// that lead no valid sequence. `HiddenCharactersTests` derives it again.
    static var candidateLeads: UInt64 { 0xFFE9_800F_1900_2007 }

    /// ``candidateSeconds(lead:)`` for a lead byte from 0xC0: a switch on its low six
    /// bits, each case a constant, which the compiler makes a table.
    @inline(__always)
    static func secondsAfterLead(_ lead: UInt8) -> UInt64 {
        switch lead & 0x3F {
        case 0x02: 0x0000_E000_0000_0000  // C2
        case 0x0D: 0x0000_0000_0000_FFFF  // CD
        case 0x18: 0x0000_0000_FFFF_FFFF  // D8
        case 0x1B: 0x0000_0000_FFFF_0000  // DB
        case 0x1C: 0x0000_0000_0000_FFFF  // DC
        case 0x20: 0x0000_000C_1900_2004  // E0
        case 0x21: 0x0000_0001_4000_0020  // E1
        case 0x22: 0x0000_0000_0000_0003  // E2
        case 0x23: 0x0000_0000_0000_0020  // E3
        case 0x2F: 0xC900_0000_0000_0000  // EF
        case 0x30: 0x0000_0000_280A_800F  // F0
        case 0x33: 0x0000_0001_0000_0000  // F3
        case 0x00, 0x01, 0x35...0x3F: ~0  // C0, C1, F5 to FF: no valid sequence
        default: 0
        }
    }

    /// Whether the sequence at `index` (a lead byte from 0xC0, and the byte after it
    /// before `end`) may be a scalar that the scanner looks at, told by its first two
    /// bytes: most leads are ruled out by ``candidateLeads`` alone.
    @inline(__always)
    private static func mayBeCandidate(_ base: UnsafePointer<UInt8>, at index: Int) -> Bool {
        let lead = base[index]
        return candidateLeads >> UInt64(lead & 0x3F) & 1 != 0
            && secondsAfterLead(lead) >> UInt64(base[index &+ 1] & 0x3F) & 1 != 0
    }

    /// Where the first scalar of the valid UTF-8 `bytes[index..<end]` (starting at a
    /// scalar's first byte) that may be a candidate (``mayBeCandidate(_:at:)``) starts,
    /// or `end`: its lead bytes (from 0xC0) found eight bytes at a time and each tested
    /// by its first two bytes, ASCII and continuation bytes passed over. A lead cut off
    /// by `end` is returned, for the decoder to stop at.
    @inline(__always)
    private static func nextCandidate(_ base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        // Offsets inside a buffer: wrapping arithmetic, which needs no overflow test.
        var index = start
        while index &+ 8 <= end {
            let word = ByteWord.load(base, at: index)
            // Bytes from 0xC0: the low seven bits plus 0x40 carry into bit 7, with the byte's own high bit.
            var leads = ((word & ByteWord.lows) &+ ByteWord.ones &* 0x40) & word & ByteWord.highs
            while leads != 0 {
                let lead = index &+ leads.trailingZeroBitCount >> 3
                if lead &+ 1 >= end || mayBeCandidate(base, at: lead) { return lead }
                leads &= leads &- 1
            }
            index &+= 8
        }
        while index < end {
            if base[index] >= 0xC0, index &+ 1 >= end || mayBeCandidate(base, at: index) { return index }
            index &+= 1
        }
        return end
    }

    /// The first hidden scalar of the valid UTF-8 `bytes[start..<end]`, read in place in
    /// one pass: the scalars that may be candidates are found eight bytes at a time
    /// (``nextCandidate(_:from:to:)``), decoded and fed to the scanner; those between
    /// them are no candidates, so to the scanner each run of them is a base (U+1F3F4 last,
    /// a tag base), unless an emoji tag sequence is pending, which the first of them ends.
    ///
    /// Also the scan of a string's body as written when it has escapes but no `\u`: its
    /// escapes decode to ASCII, and to the scanner a run of ASCII is a run of ASCII
    /// whatever its length, so the body finds what its decoded text finds.
    static func first(inUTF8 bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Unicode.Scalar? {
        guard let base = bytes.baseAddress else { return nil }
        var scanner = Scanner()
        var found: Unicode.Scalar?
        var index = start
        var offset = 0  // counts scalars only where it matters: runs count as one
        while index < end {
            var next = nextCandidate(base, from: index, to: end)
            if next > index {
                if scanner.isIdle {
                    // U+1F3F4 is F0 9F 8F B4.
                    let isTagBase =
                        next - index >= 4 && base[next - 4] == 0xF0 && base[next - 3] == 0x9F
                        && base[next - 2] == 0x8F && base[next - 1] == 0xB4
                    scanner.skipBase(isTagBase: isTagBase)
                } else {
                    next = index  // the pending sequence meets a scalar that ends it: fed below
                }
                offset += 1
            }
            guard next < end else { break }
            index = next
            let byte = base[index]
            let value: UInt32
            if byte < 0x80 {
                value = UInt32(byte)
                index += 1
            } else {
                guard let decoded = scalarValue(base, lead: byte, at: &index, end: end) else {
                    break  // cut short: not valid UTF-8, which the caller does not pass
                }
                value = decoded
            }
            scanner.feed(value, at: offset) { _, first in found = found ?? first }
            if found != nil { return found }
            offset += 1
        }
        scanner.finish(at: offset) { _, first in found = found ?? first }
        return found
    }

    /// The value of the UTF-8 sequence at `index`, whose lead byte `lead` is 0x80 or more,
    /// with `index` moved past it; `nil` when the sequence runs past `end`. The bytes are
    /// valid UTF-8 (the reader checked them), so continuation bytes are not tested.
    @inline(__always)
    private static func scalarValue(
        _ base: UnsafePointer<UInt8>, lead: UInt8, at index: inout Int, end: Int
    ) -> UInt32? {
        if lead < 0xE0, index + 1 < end {
            defer { index += 2 }
            return UInt32(lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F)
        }
        if lead < 0xF0, index + 2 < end {
            defer { index += 3 }
            return UInt32(lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F)
        }
        guard index + 3 < end else { return nil }
        defer { index += 4 }
        return UInt32(lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
            | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
    }

    /// How a message names `scalar`: `U+200B ZERO WIDTH SPACE`, or for an unassigned one
    /// `U+E0080 (unassigned, ignored by default)`.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        "U+\(hex(scalar.value, digits: 4)) " + (scalar.properties.name ?? "(unassigned, ignored by default)")
    }
}
