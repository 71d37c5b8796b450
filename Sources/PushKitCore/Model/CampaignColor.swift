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
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        if bytes.first == UInt8(ascii: "#") {
            guard bytes.count == 7 || bytes.count == 9 else { return nil }
            var channels: [Int] = []
            var index = 1
            while index < bytes.count {
                guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1]) else {
                    return nil
                }
                channels.append(high * 16 + low)
                index += 2
            }
            if channels.count == 3 {
                self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: 1, form: .hex)
            } else {
                self.init(
                    red: channels[1], green: channels[2], blue: channels[3], alpha: Double(channels[0]) / 255,
                    form: .hexWithAlpha)
            }
            return
        }
        let prefix = Array("rgba(".utf8)
        guard bytes.count > prefix.count + 1, Array(bytes.prefix(prefix.count)) == prefix,
            bytes.last == UInt8(ascii: ")")
        else { return nil }
        let inside = bytes[prefix.count..<(bytes.count - 1)]
        let parts = inside.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map(Self.trimmed)
        guard parts.count == 4 else { return nil }
        var channels: [Int] = []
        for part in parts.prefix(3) {
            guard !part.isEmpty, part.count <= 3, part.allSatisfy(Self.isDigit) else { return nil }
            let value = part.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            guard value <= 255 else { return nil }
            channels.append(value)
        }
        guard let alpha = Self.unitNumber(parts[3]) else { return nil }
        self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha, form: .rgba)
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
    private static func unitNumber(_ bytes: ArraySlice<UInt8>) -> Double? {
        guard !bytes.isEmpty, bytes.count <= 20 else { return nil }
        let dot = bytes.firstIndex(of: UInt8(ascii: "."))
        let whole = dot.map { bytes[bytes.startIndex..<$0] } ?? bytes
        let fraction = dot.map { bytes[($0 + 1)...] } ?? []
        guard whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit), !(whole.isEmpty && fraction.isEmpty),
            dot == nil || !fraction.isEmpty
        else { return nil }
        guard let value = Double(String(decoding: bytes, as: UTF8.self)), value >= 0, value <= 1 else { return nil }
        return value
    }

    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
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
