/// Seconds since 1970 as a clock reads them, and arithmetic on them that never traps.
///
/// Every date, duration and size a payload, a profile, a job or the command line gives
/// is an `Int64` (or an `Int`) the input chose: `-9223372036854775808` is as easy to
/// write as `1700000000`. A trap on one of them would end the process and, with
/// `validate --ndjson`, lose the whole batch (docs/security.md), so arithmetic on such a
/// value goes through ``Swift/Int64/clampedAdding(_:)`` and
/// ``Swift/Int64/clampedSubtracting(_:)``, and a date is first held to
/// ``CalendarSeconds/earliest`` ... ``CalendarSeconds/latest``.
package enum CalendarSeconds {
    /// 0000-01-01T00:00:00Z, in seconds since 1970 (proleptic Gregorian): the first
    /// instant ISO 8601's four-digit year writes.
    package static let earliest: Int64 = -62_167_219_200
    /// 9999-12-31T23:59:59Z, in seconds since 1970: the last instant ISO 8601's
    /// four-digit year writes.
    package static let latest: Int64 = 253_402_300_799

    /// Whether `seconds` since 1970 lies from the year 0 to the year 9999.
    package static func contains(_ seconds: Int64) -> Bool {
        seconds >= earliest && seconds <= latest
    }

    /// Why `seconds` since 1970 stands for no time a calendar writes: "lies past the
    /// year 9999" or "lies before the year 0"; `nil` when it is in range.
    package static func outOfRange(_ seconds: Int64) -> String? {
        if seconds > latest { return "lies past the year 9999" }
        if seconds < earliest { return "lies before the year 0" }
        return nil
    }
}

extension Int64 {
    /// `self + other`, held at `.max` or `.min` where the sum does not fit.
    @inline(__always)
    package func clampedAdding(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, held at `.max` or `.min` where the difference does not fit.
    @inline(__always)
    package func clampedSubtracting(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other > 0 ? .min : .max) : difference
    }
}
