import PushKitCore
import Testing

/// Live Activity dates as ActivityKit reads them (seconds since 1970), checked against the
/// clock only when the caller gives one.
@Suite struct LiveActivityDateTests {
    static let now: Int64 = 1_700_000_000

    static func dateFindings(_ aps: String, now: Int64? = nil) -> [String] {
        let report = Validator(options: Validator.Options(now: now)).validate(#"{"aps":{\#(aps)}}"#)
        return report.diagnostics.filter { $0.code == .apnsLiveActivityDate }.map { "\($0.severity) \($0.pointer)" }
    }

    @Test func millisecondsAreAnErrorWithOrWithoutAClock() {
        let aps = #""timestamp":1700000000000,"event":"update","content-state":{}"#
        #expect(Self.dateFindings(aps) == ["error /aps/timestamp"])
        #expect(Self.dateFindings(aps, now: Self.now) == ["error /aps/timestamp"])
    }

    @Test func aTimestampAheadOfTheClockIsAWarningPastTheSkew() {
        #expect(Self.dateFindings(#""timestamp":1700000300,"event":"update","content-state":{}"#, now: Self.now) == [])
        #expect(
            Self.dateFindings(#""timestamp":1700000301,"event":"update","content-state":{}"#, now: Self.now) == [
                "warning /aps/timestamp"
            ])
        #expect(Self.dateFindings(#""timestamp":1800000000,"event":"update","content-state":{}"#) == [])
    }

    @Test func aStaleDateNotAfterTheTimestampOrTheClockIsAWarning() {
        let base = #""timestamp":1700000000,"event":"update","content-state":{},"#
        #expect(Self.dateFindings(base + #""stale-date":1700000000"#) == ["warning /aps/stale-date"])
        #expect(Self.dateFindings(base + #""stale-date":1700000600"#) == [])
        let late = #""timestamp":1699990000,"event":"update","content-state":{},"stale-date":1699999999"#
        #expect(Self.dateFindings(late) == [])
        #expect(Self.dateFindings(late, now: Self.now) == ["warning /aps/stale-date"])
    }

    /// An update stamped more than eight hours before the clock is older than anything a
    /// running activity shows, so ActivityKit ignores it; an end with the same stamp is
    /// applied (Apple Developer Forums thread 776165), and no clock means no finding.
    @Test func anUpdateOlderThanTheLongestActivityIsAnErrorAnEndIsNot() {
        let eightHours: Int64 = 8 * 3600
        let stamp = Self.now - eightHours
        #expect(
            Self.dateFindings(#""timestamp":\#(stamp - 1),"event":"update","content-state":{}"#, now: Self.now) == [
                "error /aps/timestamp"
            ])
        #expect(Self.dateFindings(#""timestamp":\#(stamp),"event":"update","content-state":{}"#, now: Self.now) == [])
        #expect(Self.dateFindings(#""timestamp":\#(stamp - 1),"event":"update","content-state":{}"#) == [])
        #expect(Self.dateFindings(#""timestamp":\#(stamp - 1),"event":"end","content-state":{}"#, now: Self.now) == [])
        #expect(Self.dateFindings(#""timestamp":1685952000,"event":"end""#, now: Self.now) == [])
    }

    @Test func aDismissalDateBeyondFourHoursIsAnInfoAndAPastOneIsFine() {
        let base = #""timestamp":1700000000,"event":"end","content-state":{},"#
        #expect(Self.dateFindings(base + #""dismissal-date":1699990000"#, now: Self.now) == [])
        #expect(Self.dateFindings(base + #""dismissal-date":1700014400"#, now: Self.now) == [])
        #expect(
            Self.dateFindings(base + #""dismissal-date":1700014401"#, now: Self.now) == ["info /aps/dismissal-date"])
        #expect(Self.dateFindings(base + #""dismissal-date":1800000000"#) == [])
    }

    /// A date past the year 9999 or before the year 0 is no time at all: an error, with or
    /// without a clock, and the checks against the clock stay silent about it.
    @Test func aDateOutsideTheYearsZeroTo9999IsAnError() {
        let update = #""event":"update","content-state":{},"#
        for (value, reason) in [
            ("-9223372036854775808", "before the year 0"), ("9223372036854775807", "past the year 9999"),
            ("253402300800", "past the year 9999"), ("-62167219201", "before the year 0"),
        ] {
            for now in [nil, Self.now] {
                let report = Validator(options: Validator.Options(now: now)).validate(
                    #"{"aps":{"timestamp":1700000000,\#(update)"stale-date":\#(value),"dismissal-date":\#(value)}}"#)
                let dates = report.diagnostics.filter { $0.code == .apnsLiveActivityDate }
                #expect(
                    dates.map { "\($0.severity) \($0.pointer)" } == [
                        "error /aps/stale-date", "error /aps/dismissal-date",
                    ])
                #expect(dates.allSatisfy { $0.message.contains(reason) }, "\(dates.map(\.message))")
            }
            if value != "253402300800" {
                #expect(
                    Self.dateFindings(#""timestamp":\#(value),\#(update)"a":1"#, now: Self.now) == [
                        "error /aps/timestamp"
                    ])
            }
        }
        // The first and the last second of the calendar are dates.
        #expect(Self.dateFindings(#""timestamp":1700000000,\#(update)"stale-date":253402300799"#) == [])
        #expect(Self.dateFindings(#""timestamp":-62167219200,"event":"end""#) == [])
    }

    /// Any clock a library caller gives, and any date a payload holds, is compared and
    /// subtracted without a trap (`--now` with a timestamp of `Int64.min` trapped).
    @Test func extremeClocksAndDatesNeverTrap() {
        let values: [Int64] = [.min, .min + 1, .max, .max - 1, 0, -1, 1 << 53, -(1 << 53), 100_000_000_000]
        for now in [nil, Int64.min, .max, 0, Self.now] {
            let validator = Validator(options: Validator.Options(now: now))
            for value in values {
                for event in ["start", "update", "end"] {
                    let report = validator.validate(
                        #"{"aps":{"timestamp":\#(value),"event":"\#(event)","content-state":{},"stale-date":\#(value),"dismissal-date":\#(value)}}"#
                    )
                    #expect(report.diagnostics.allSatisfy { $0.location.line == 1 })
                }
            }
        }
    }
}
