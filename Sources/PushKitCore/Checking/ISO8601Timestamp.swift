/// A point in time written as an ISO 8601 (RFC 3339) date and time:
/// `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)`, for example `2030-01-01T00:00:00.000Z`.
///
/// Cordial's `expirationTime` must carry fractional seconds: the iOS SDK parses it
/// with a fractional-seconds format, so `2030-01-01T00:00:00Z` fails to parse there
/// and the message is treated as never expiring. ``hasFractionalSeconds`` tells the
/// two forms apart; both parse here.
///
/// The parser is strict: upper-case `T` and `Z`, two-digit fields, 1 to 9 fraction
/// digits, real calendar dates (leap years included), no leap second, and nothing
/// before or after. It never traps.
public struct ISO8601Timestamp: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whole seconds since 1970-01-01T00:00:00Z, rounded down.
    public let secondsSince1970: Int64
    /// The fractional second, in nanoseconds (0 ..< 1,000,000,000).
    public let nanoseconds: Int32
    /// Whether the text had fractional seconds (`.000`).
    public let hasFractionalSeconds: Bool
    /// The text as written.
    public let text: String

    /// Parses `text`; `nil` when it is not an ISO 8601 date and time of the form above.
    public init?(_ text: String) {
        var scanner = Scanner(Array(text.utf8))
        guard let year = scanner.digits(4), scanner.take(UInt8(ascii: "-")),
            let month = scanner.digits(2), scanner.take(UInt8(ascii: "-")),
            let day = scanner.digits(2), scanner.take(UInt8(ascii: "T")),
            let hour = scanner.digits(2), scanner.take(UInt8(ascii: ":")),
            let minute = scanner.digits(2), scanner.take(UInt8(ascii: ":")),
            let second = scanner.digits(2)
        else { return nil }
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
            (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }

        var nanoseconds = 0
        var hasFraction = false
        if scanner.take(UInt8(ascii: ".")) {
            var count = 0
            while let digit = scanner.digit() {
                count += 1
                guard count <= 9 else { return nil }
                nanoseconds = nanoseconds * 10 + digit
            }
            guard count > 0 else { return nil }
            for _ in count..<9 { nanoseconds *= 10 }
            hasFraction = true
        }

        var offset = 0
        if scanner.take(UInt8(ascii: "Z")) {
            offset = 0
        } else {
            let sign: Int
            if scanner.take(UInt8(ascii: "+")) {
                sign = 1
            } else if scanner.take(UInt8(ascii: "-")) {
                sign = -1
            } else {
                return nil
            }
            guard let hours = scanner.digits(2), scanner.take(UInt8(ascii: ":")), let minutes = scanner.digits(2),
                (0...23).contains(hours), (0...59).contains(minutes)
            else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.isAtEnd else { return nil }

        let days = Self.daysSince1970(year: year, month: month, day: day)
        let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        self.secondsSince1970 = local - Int64(offset)
        self.nanoseconds = Int32(nanoseconds)
        self.hasFractionalSeconds = hasFraction
        self.text = text
    }

    /// The text as written.
    public var description: String { text }

    /// Orders timestamps by the instant they denote.
    public static func < (lhs: ISO8601Timestamp, rhs: ISO8601Timestamp) -> Bool {
        (lhs.secondsSince1970, lhs.nanoseconds) < (rhs.secondsSince1970, rhs.nanoseconds)
    }

    /// Whether the instant is strictly before `seconds` since 1970.
    public func isBefore(secondsSince1970 seconds: Int64) -> Bool {
        secondsSince1970 < seconds
    }

    // MARK: Calendar

    /// `2024-12-26T12:00:00Z` for `seconds` since 1970 (UTC, proleptic Gregorian; the
    /// year padded to four digits from 0 to 9999): what messages and replay show a clock as.
    /// Any `Int64` is written, none traps.
    package static func text(secondsSince1970 seconds: Int64) -> String {
        // Floor division without `seconds - 86_399`, which traps near `Int64.min`: every
        // step below stays far inside 64 bits for any `seconds`.
        var days = seconds / 86_400
        var rest = seconds % 86_400
        if rest < 0 {
            rest += 86_400
            days -= 1
        }
        // Days to a civil date, after Howard Hinnant's algorithm.
        days += 719_468
        let era = (days >= 0 ? days : days - 146_096) / 146_097
        let dayOfEra = days - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText =
            year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + "\(year)" : "\(year)"
        return "\(yearText)-\(two(month))-\(two(day))T\(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60))Z"
    }

    private static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to the given proleptic Gregorian date (years 0...9999).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        // Count whole years from year 0, then the months of this year.
        let previous = year - 1
        var days = year == 0 ? 0 : 366 + previous * 365 + previous / 4 - previous / 100 + previous / 400
        // Year 0 is a leap year; the formula above already counts it for year >= 1.
        let cumulative = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]
        days += cumulative[month - 1] + (month > 2 && isLeap(year) ? 1 : 0) + day - 1
        // Days from 0000-01-01 to 1970-01-01.
        return days - 719_528
    }

    /// Reads ASCII digits and single bytes from the front of a byte array.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        mutating func digit() -> Int? {
            guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") else {
                return nil
            }
            defer { index += 1 }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        mutating func digits(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }
    }
}
