/// A colour as campaign configurations write it: `#RRGGBB`, `#AARRGGBB` or
/// `rgba(r, g, b, a)`: the one colour type and parser of every vendor and preview.
///
/// Synerise pages take `#RRGGBB` alone (opacity goes in their `alpha`).
/// Reachu's `product_banner` takes `#RRGGBB` and `rgba(...)`; Crobox's badges take
/// those and also eight hex digits, which the Crobox iOS SDK reads alpha first
/// (`#AARRGGBB`), not the CSS way (`#RRGGBBAA`). Anything else (`#fff`, `red`,
/// `rgb(...)`) parses to `nil`: the SDKs then draw no colour, or black.
///
/// The parser is strict: `#` and exactly six or eight hex digits (either case), or a
/// lower-case `rgba(` with three whole numbers 0...255 and an alpha 0...1
/// (`0`, `1`, `0.5`, `.5`), separated by commas with optional spaces, and `)`.
public struct CampaignColor: Sendable, Hashable {
    /// How the colour was written.
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// `#RRGGBB`.
        case hex
        /// `#AARRGGBB` (alpha first, as the Crobox SDK reads eight digits).
        case hexWithAlpha
        /// `rgba(r, g, b, a)`.
        case rgba
    }

    /// Red, 0...255.
    public var red: Int
    /// Green, 0...255.
    public var green: Int
    /// Blue, 0...255.
    public var blue: Int
    /// Opacity, 0...1 (1 for `#RRGGBB`).
    public var alpha: Double
    /// How it was written.
    public var form: Form

    /// Creates a colour.
    public init(red: Int, green: Int, blue: Int, alpha: Double = 1, form: Form = .hex) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.form = form
    }

    /// Parses `text`; `nil` when it is none of the three forms.
    ///
    /// Reads the string's bytes in place: parsing a colour allocates nothing.
    public init?(_ text: String) {
        var text = text
        guard let color = text.withUTF8(Self.parse) else { return nil }
        self = color
    }

    /// The colour `bytes` write, if they are one of the three forms.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> CampaignColor? {
        if bytes.first == UInt8(ascii: "#") {
            guard bytes.count == 7 || bytes.count == 9 else { return nil }
            // The channels in the order written: three, or four with alpha first.
            var channels: (Int, Int, Int, Int) = (0, 0, 0, 0)
            var index = 1
            var channel = 0
            while index < bytes.count {
                guard let high = hexValue(bytes[index]), let low = hexValue(bytes[index + 1]) else { return nil }
                let value = high * 16 + low
                switch channel {
                case 0: channels.0 = value
                case 1: channels.1 = value
                case 2: channels.2 = value
                default: channels.3 = value
                }
                channel += 1
                index += 2
            }
            if channel == 3 {
                return CampaignColor(red: channels.0, green: channels.1, blue: channels.2, alpha: 1, form: .hex)
            }
            return CampaignColor(
                red: channels.1, green: channels.2, blue: channels.3, alpha: Double(channels.0) / 255,
                form: .hexWithAlpha)
        }
        let prefix: StaticString = "rgba("
        let prefixCount = prefix.utf8CodeUnitCount
        guard bytes.count > prefixCount + 1, bytes.last == UInt8(ascii: ")") else { return nil }
        for offset in 0..<prefixCount where bytes[offset] != prefix.utf8Start[offset] { return nil }
        let inside = bytes[prefixCount..<(bytes.count - 1)]
        // Four parts separated by commas: three channels and the alpha.
        var channels: (Int, Int, Int) = (0, 0, 0)
        var partStart = inside.startIndex
        var part = 0
        var alpha: Double?
        while true {
            let partEnd = inside[partStart...].firstIndex(of: UInt8(ascii: ",")) ?? inside.endIndex
            let text = trimmed(inside[partStart..<partEnd])
            if part < 3 {
                guard !text.isEmpty, text.count <= 3, text.allSatisfy(isDigit) else { return nil }
                let value = text.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                guard value <= 255 else { return nil }
                switch part {
                case 0: channels.0 = value
                case 1: channels.1 = value
                default: channels.2 = value
                }
            } else if part == 3 {
                alpha = unitNumber(text)
            } else {
                return nil  // a fifth part
            }
            part += 1
            if partEnd == inside.endIndex { break }
            partStart = partEnd + 1
        }
        guard part == 4, let alpha else { return nil }
        return CampaignColor(red: channels.0, green: channels.1, blue: channels.2, alpha: alpha, form: .rgba)
    }

    /// Reads `#RRGGBB` (either case) alone, the one form the previews put in CSS or a
    /// terminal and the one Synerise pages take; `nil` for anything else.
    package init?(hex text: String?) {
        guard let text, let color = CampaignColor(text), color.form == .hex else { return nil }
        self = color
    }

    /// `#RRGGBB`, upper case (the alpha is not written).
    package var hex: String {
        let digits = Array("0123456789ABCDEF")
        var text = "#"
        for value in [red, green, blue] {
            text.append(digits[(value >> 4) & 0xF])
            text.append(digits[value & 0xF])
        }
        return text
    }

    /// `0`, `1`, `0.5`, `.5`, `1.0`: a decimal from 0 to 1 without sign or exponent.
    private static func unitNumber(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
        let dot = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = dot.map { bytes[bytes.startIndex..<$0] } ?? bytes
        let fraction = dot.map { bytes[($0 + 1)...] } ?? bytes[bytes.endIndex...]
        guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit), !(whole.isEmpty && fraction.isEmpty),
            dot == nil || !fraction.isEmpty
        else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value >= 0, value <= 1 else { return nil }
        return value
    }

    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        var slice = bytes
        while let first = slice.first, first == UInt8(ascii: " ") { slice = slice.dropFirst() }
        while let last = slice.last, last == UInt8(ascii: " ") { slice = slice.dropLast() }
        return slice
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
