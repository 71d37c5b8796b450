import PushKitCore
import Testing

@Suite struct CordialISO8601TimestampTests {
    struct Good: Sendable, CustomStringConvertible {
        var text: String
        var seconds: Int64
        var nanoseconds: Int32
        var hasFraction: Bool
        var description: String { text }
    }

    static let good: [Good] = [
        Good(text: "1970-01-01T00:00:00.000Z", seconds: 0, nanoseconds: 0, hasFraction: true),
        Good(text: "2030-01-01T00:00:00.000Z", seconds: 1_893_456_000, nanoseconds: 0, hasFraction: true),
        Good(text: "2030-01-01T00:00:00Z", seconds: 1_893_456_000, nanoseconds: 0, hasFraction: false),
        Good(text: "2026-01-01T00:00:00Z", seconds: 1_767_225_600, nanoseconds: 0, hasFraction: false),
        Good(text: "2024-02-29T12:34:56.5Z", seconds: 1_709_210_096, nanoseconds: 500_000_000, hasFraction: true),
        Good(text: "2000-02-29T23:59:59.999999999Z", seconds: 951_868_799, nanoseconds: 999_999_999, hasFraction: true),
        // Offsets move the instant: 02:00 at +02:00 is midnight UTC.
        Good(text: "2030-01-01T02:00:00.000+02:00", seconds: 1_893_456_000, nanoseconds: 0, hasFraction: true),
        Good(text: "2029-12-31T19:30:00.000-04:30", seconds: 1_893_456_000, nanoseconds: 0, hasFraction: true),
        Good(text: "1969-12-31T23:59:59.250Z", seconds: -1, nanoseconds: 250_000_000, hasFraction: true),
        Good(text: "0000-01-01T00:00:00.000Z", seconds: -62_167_219_200, nanoseconds: 0, hasFraction: true),
        Good(text: "9999-12-31T23:59:59.999Z", seconds: 253_402_300_799, nanoseconds: 999_000_000, hasFraction: true),
        Good(text: "2100-03-01T00:00:00.000Z", seconds: 4_107_542_400, nanoseconds: 0, hasFraction: true),
    ]

    @Test(arguments: good)
    func parses(_ item: Good) throws {
        let time = try #require(ISO8601Timestamp(item.text))
        #expect(time.secondsSince1970 == item.seconds)
        #expect(time.nanoseconds == item.nanoseconds)
        #expect(time.hasFractionalSeconds == item.hasFraction)
        #expect(time.description == item.text)
    }

    static let bad: [String] = [
        "", "2030", "2030-01-01", "2030-01-01T00:00:00", "2030-01-01T00:00:00.000", "2030-01-01 00:00:00.000Z",
        "2030-01-01t00:00:00.000Z", "2030-01-01T00:00:00.000z", "2030-1-01T00:00:00.000Z", "2030-13-01T00:00:00.000Z",
        "2030-00-01T00:00:00.000Z", "2030-02-29T00:00:00.000Z", "1900-02-29T00:00:00.000Z", "2030-04-31T00:00:00.000Z",
        "2030-01-00T00:00:00.000Z", "2030-01-01T24:00:00.000Z", "2030-01-01T00:60:00.000Z", "2030-01-01T00:00:60.000Z",
        "2030-01-01T00:00:00.Z", "2030-01-01T00:00:00.0000000000Z", "2030-01-01T00:00:00.000+0200",
        "2030-01-01T00:00:00.000+24:00", "2030-01-01T00:00:00.000+02:60", "2030-01-01T00:00:00.000Z ",
        " 2030-01-01T00:00:00.000Z", "+2030-01-01T00:00:00.000Z", "２０３０-01-01T00:00:00.000Z", "next week",
        "2030-01-01T00:00:00,000Z", "2030-01-01T00:00:00.000+02", "1893456000",
    ]

    @Test(arguments: bad)
    func rejects(_ text: String) {
        #expect(ISO8601Timestamp(text) == nil)
    }

    @Test func ordersByInstant() throws {
        let early = try #require(ISO8601Timestamp("2030-01-01T00:00:00.100Z"))
        let late = try #require(ISO8601Timestamp("2030-01-01T00:00:00.200Z"))
        let sameAsEarly = try #require(ISO8601Timestamp("2030-01-01T01:00:00.100+01:00"))
        #expect(early < late)
        #expect(!(early < sameAsEarly) && !(sameAsEarly < early))
        #expect(early.isBefore(secondsSince1970: 1_893_456_001))
        #expect(!early.isBefore(secondsSince1970: 1_893_456_000))
    }
}
