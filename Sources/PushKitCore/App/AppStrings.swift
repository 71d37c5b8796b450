extension AppProfile {
    /// The app's localized strings in its development language: each key's format, or one
    /// format per variant (an `.xcstrings` plural or device variant), and how many
    /// arguments each reads.
    ///
    /// The profile's `strings` is an object of keys and formats, or a path to an
    /// `.xcstrings` catalogue (its source language) or a `Localizable.strings` file.
    public struct Strings: Sendable, Hashable {
        /// Each key's variants.
        public var entries: [String: [Variant]]
        /// Where the strings come from, for messages: `Localizable.xcstrings`, or
        /// `the profile's strings`.
        public var origin: String

        /// Strings with one format per key, as the profile writes them inline.
        public init(_ formats: [String: String], origin: String = "the profile's strings") {
            entries = formats.mapValues { [Variant(name: nil, format: $0)] }
            self.origin = origin
        }

        /// Strings with variants.
        public init(entries: [String: [Variant]], origin: String) {
            self.entries = entries
            self.origin = origin
        }

        /// One format of a key: the whole string, or one variant of it.
        public struct Variant: Sendable, Hashable {
            /// The variant's name (`one`, `other`, `iphone`), `nil` for a string without
            /// variants.
            public var name: String?
            /// The format, with `printf` specifiers (`%@`, `%d`, `%1$@`).
            public var format: String
            /// How many arguments the format reads: its specifiers in turn, or the highest
            /// position a positional one names (`%2$@` reads two); `%%` reads none.
            public var argumentCount: Int

            /// A variant whose argument count is read from `format`.
            public init(name: String?, format: String) {
                self.init(name: name, format: format, argumentCount: FormatSpecifiers.argumentCount(format))
            }

            /// A variant with a known argument count (an `.xcstrings` substitution names
            /// the argument it reads).
            public init(name: String?, format: String, argumentCount: Int) {
                self.name = name
                self.format = format
                self.argumentCount = argumentCount
            }
        }

        /// `format` with `arguments` put in place of its specifiers, as the device shows it
        /// (every argument is a string, as `loc-args` are); a specifier without an argument
        /// is left as written.
        public static func formatted(_ format: String, arguments: [String]) -> String {
            FormatSpecifiers.substitute(format, arguments: arguments)
        }
    }
}

/// `printf`-style specifiers in a localized format, as `String(format:)` reads them.
enum FormatSpecifiers {
    /// The conversion characters `String(format:)` knows.
    private static let conversions = Set("@dDiuUxXoOfFeEgGcCsSpaA".utf8)
    /// Flags, width and precision characters between `%` and the conversion.
    private static let modifiers = Set("-+ #0'.123456789*hlqLzjt".utf8)

    /// One specifier: the byte range it covers and the argument it reads (1-based), or
    /// `nil` for `%%`.
    struct Specifier {
        var range: Range<Int>
        var argument: Int?
    }

    /// Every specifier of `format`, in order. `%#@name@` (a substitution) reads the
    /// argument `positions[name]` names, or the next one.
    static func specifiers(_ format: String, positions: [String: Int] = [:]) -> [Specifier] {
        let bytes = Array(format.utf8)
        var found: [Specifier] = []
        var next = 1
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            let start = index
            index += 1
            guard index < bytes.count else { break }
            if bytes[index] == UInt8(ascii: "%") {
                found.append(Specifier(range: start..<index + 1, argument: nil))
                index += 1
                continue
            }
            // `%#@name@`: a substitution of an .xcstrings or .stringsdict entry.
            if bytes[index] == UInt8(ascii: "#"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "@") {
                var end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                guard end < bytes.count else { break }
                let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
                let argument = positions[name] ?? next
                if positions[name] == nil { next += 1 }
                found.append(Specifier(range: start..<end + 1, argument: argument))
                index = end + 1
                continue
            }
            // `%N$`: a positional argument.
            var position: Int?
            var scan = index
            var number = 0
            while scan < bytes.count, bytes[scan] >= UInt8(ascii: "0"), bytes[scan] <= UInt8(ascii: "9"),
                number < 10_000
            {
                number = number * 10 + Int(bytes[scan] - UInt8(ascii: "0"))
                scan += 1
            }
            if scan > index, scan < bytes.count, bytes[scan] == UInt8(ascii: "$"), number > 0 {
                position = number
                index = scan + 1
            }
            var stars = 0
            while index < bytes.count, modifiers.contains(bytes[index]) {
                if bytes[index] == UInt8(ascii: "*") { stars += 1 }
                index += 1
            }
            guard index < bytes.count, conversions.contains(bytes[index]) else {
                // Not a specifier (a lone %): String(format:) writes it as it is.
                continue
            }
            index += 1
            if let position {
                found.append(Specifier(range: start..<index, argument: position))
            } else {
                // A `*` width or precision reads an argument of its own first.
                next += stars
                found.append(Specifier(range: start..<index, argument: next))
                next += 1
            }
        }
        return found
    }

    /// How many arguments `format` reads.
    static func argumentCount(_ format: String, positions: [String: Int] = [:]) -> Int {
        specifiers(format, positions: positions).reduce(0) { max($0, $1.argument ?? 0) }
    }

    /// `format` with each specifier replaced by its argument, and `%%` by `%`.
    static func substitute(_ format: String, arguments: [String]) -> String {
        let bytes = Array(format.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var copied = 0
        for specifier in specifiers(format) {
            result += bytes[copied..<specifier.range.lowerBound]
            if let argument = specifier.argument {
                if argument <= arguments.count {
                    result += Array(arguments[argument - 1].utf8)
                } else {
                    result += bytes[specifier.range]
                }
            } else {
                result.append(UInt8(ascii: "%"))
            }
            copied = specifier.range.upperBound
        }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }
}

extension AppProfile {
    /// `payload` as the device shows it in the app's development language: each alert
    /// title, subtitle and body given by a localization key becomes the app's string with
    /// its arguments in place (for a plural, the `other` variant, or `one` when the first
    /// argument is 1). A key the strings lack is left as it is.
    public func localized(_ payload: Payload) -> Payload {
        guard let strings, var aps = payload.aps, case .structured(var alert)? = aps.alert else { return payload }
        func text(_ localization: APS.StructuredAlert.Localization?) -> String? {
            guard let key = localization?.key, let variants = strings.entries[key], !variants.isEmpty else {
                return nil
            }
            let arguments = localization?.arguments ?? []
            let wanted = arguments.first == "1" ? "one" : "other"
            let variant =
                variants.first { $0.name?.hasSuffix(wanted) == true } ?? variants.first { $0.name == nil }
                ?? variants[0]
            return Strings.formatted(variant.format, arguments: arguments)
        }
        if let title = text(alert.titleLocalization) { alert.title = title }
        if let subtitle = text(alert.subtitleLocalization) { alert.subtitle = subtitle }
        if let body = text(alert.bodyLocalization) { alert.body = body }
        aps.alert = .structured(alert)
        var localized = payload
        localized.aps = aps
        return localized
    }
}
