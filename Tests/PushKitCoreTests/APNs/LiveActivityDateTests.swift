import Testing

@testable import PushKitCore

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
}
