import Testing

@testable import PushKitCore

/// The standard library's generic types that `Codable` reads, in the profile's notation and
/// as `JSONDecoder` reads them (swiftlang/swift `stdlib/public/core/Codable.swift`,
/// `Range.swift`, `ClosedRange.swift`; each verdict below was checked with `JSONDecoder` on
/// Swift 6.3).
@Suite struct GenericTypeTests {
    @Test(arguments: [
        ("[Int: String]", "[Int: String]"), ("[Int64: String]", "[Int64: String]"), ("[UUID: Int]", "[UUID: Int]"),
        ("[Phase: [Int]]?", "[Phase: [Int]]?"), ("[[Int]: Int]", "[[Int]: Int]"), ("Range<Int>", "Range<Int>"),
        ("ClosedRange<Date>", "ClosedRange<Date>"), ("Swift.ClosedRange< Double >?", "ClosedRange<Double>?"),
        ("[ClosedRange<Date>]?", "[ClosedRange<Date>]?"), ("Optional<String>", "String?"), ("Array<Goal>", "[Goal]"),
        ("Set<String>", "[String]"), ("Dictionary<String, Int>", "[String: Int]"),
        ("Dictionary<Int, [String: Bool]>", "[Int: [String: Bool]]"), ("Dictionary<Phase, Int>", "[Phase: Int]"),
        ("Optional<Array<Range<UInt8>>>", "[Range<UInt8>]?"),
    ])
    func reads(_ text: String, _ written: String) throws {
        let type = try AppProfile.FieldType.parse(text).get()
        #expect(type.description == written)
        // What is written reads back into the same type.
        #expect(try AppProfile.FieldType.parse(written).get() == type)
    }

    @Test(arguments: [
        "Range<Bool>", "ClosedRange<[Int]>", "Range<Int?>", "Range<Any>", "Range<Int, Int>", "Range<>", "Range<Int",
        "Dictionary<String>", "Dictionary<String, Int, Int>", "Dictionary<Any, Int>", "[Int?: String]",
        "Box<Int>", "Optional<Int>>",
    ])
    func refuses(_ text: String) {
        guard case .failure = AppProfile.FieldType.parse(text) else {
            Issue.record("\(text) was read")
            return
        }
    }

    @Test func keysChooseTheShape() {
        #expect(AppProfile.FieldType.dictionary(key: .string, value: .bool) == .dictionary(.bool))
        #expect(AppProfile.FieldType.dictionary(key: .integer(.int), value: .bool) == .integerKeyed(.bool))
        #expect(
            AppProfile.FieldType.dictionary(key: .integer(.int64), value: .bool)
                == .pairs(key: .integer(.int64), value: .bool))
    }

    @Test func referencedNamesOfEveryPart() throws {
        #expect(try AppProfile.FieldType.parse("[Phase: [Goal]]").get().referencedNames == ["Phase", "Goal"])
        #expect(try AppProfile.FieldType.parse("ClosedRange<Level>?").get().referencedNames == ["Level"])
        #expect(try AppProfile.FieldType.parse("[Int: Goal]").get().referencedNames == ["Goal"])
    }

    static let profile = AppProfile(
        liveActivities: [
            AppProfile.LiveActivity(
                name: "Workout",
                contentState: [
                    AppProfile.Field("session", .optional(.range(.date, closed: true))),
                    AppProfile.Field("zone", .optional(.range(.integer(.int), closed: false))),
                    AppProfile.Field("names", .optional(.range(.string, closed: true))),
                    AppProfile.Field("pace", .optional(.range(.double, closed: true))),
                    AppProfile.Field("laps", .optional(.integerKeyed(.string))),
                    AppProfile.Field("splits", .optional(.pairs(key: .named("Exercise"), value: .double))),
                    AppProfile.Field("blocks", .optional(.pairs(key: .integer(.int64), value: .integer(.int)))),
                    AppProfile.Field("levels", .optional(.range(.named("Exercise"), closed: true))),
                ])
        ],
        types: ["Exercise": .enumeration([.string("run"), .string("row")])])

    static func codes(_ state: String) -> [String] {
        let payload = #"{"aps":{"timestamp":1767225600,"event":"update","content-state":"# + state + "}}"
        return Validator(app: profile).validate(payload).diagnostics.filter { $0.code.id.hasPrefix("app.") }
            .map { "\($0.code) \($0.pointer)" }
    }

    @Test(arguments: [
        // Ranges: equal bounds (an empty Range too), a third element never read, bounds the order check leaves alone.
        #"{"session":[788990400,788994000],"zone":[2,2],"pace":[1.5,1.5]}"#,
        #"{"session":[788990400,788990400,0],"zone":[-3,9223372036854775807]}"#,
        #"{"names":["A","b"],"levels":["row","run"]}"#, #"{"names":["é","e"]}"#, #"{"pace":[1e2,100.5]}"#,
        // Int keys as Int(_:) reads them: a sign, leading zeros, Int's extremes.
        #"{"laps":{"5":"a","+3":"b","-1":"c","007":"d","9223372036854775807":"e","-9223372036854775808":"f"}}"#,
        // Other keys: alternating, of even length (empty too).
        #"{"splits":["run",1.5,"row",2],"blocks":[]}"#, #"{"blocks":[9223372036854775807,1]}"#,
    ])
    func decodes(_ state: String) {
        #expect(Self.codes(state).isEmpty)
    }

    @Test(arguments: [
        (#"{"session":[788994000,788990400]}"#, ["app.activity-range /aps/content-state/session"]),
        (#"{"zone":[3,2]}"#, ["app.activity-range /aps/content-state/zone"]),
        (#"{"pace":[1.5,1.25]}"#, ["app.activity-range /aps/content-state/pace"]),
        (#"{"names":["b","a"]}"#, ["app.activity-range /aps/content-state/names"]),
        (#"{"zone":[1]}"#, ["app.activity-range /aps/content-state/zone"]),
        (#"{"zone":[]}"#, ["app.activity-range /aps/content-state/zone"]),
        (#"{"zone":{"lowerBound":1,"upperBound":2}}"#, ["app.activity-type /aps/content-state/zone"]),
        (#"{"zone":[1,2.5]}"#, ["app.activity-integer /aps/content-state/zone/1"]),
        (
            #"{"session":[1767225600,1767229200]}"#,
            [
                "app.activity-date-unix /aps/content-state/session/0",
                "app.activity-date-unix /aps/content-state/session/1",
            ]
        ),
        (#"{"levels":["run","walk"]}"#, ["app.activity-enum /aps/content-state/levels/1"]),
        (#"{"laps":{"1.0":"a"}}"#, ["app.activity-dictionary-key /aps/content-state/laps/1.0"]),
        (
            #"{"laps":{" 1":"a","x":"b"}}"#,
            [
                "app.activity-dictionary-key /aps/content-state/laps/ 1",
                "app.activity-dictionary-key /aps/content-state/laps/x",
            ]
        ),
        (
            #"{"laps":{"9223372036854775808":"a"}}"#,
            ["app.activity-dictionary-key /aps/content-state/laps/9223372036854775808"]
        ),
        (#"{"laps":{"":"a"}}"#, ["app.activity-dictionary-key /aps/content-state/laps/"]),
        (#"{"laps":{"1":2}}"#, ["app.activity-type /aps/content-state/laps/1"]),
        (#"{"laps":["1","a"]}"#, ["app.activity-type /aps/content-state/laps"]),
        (#"{"splits":{"run":1.5}}"#, ["app.activity-type /aps/content-state/splits"]),
        (#"{"splits":["run",1.5,"row"]}"#, ["app.activity-dictionary-key /aps/content-state/splits"]),
        (#"{"splits":["walk",1.5]}"#, ["app.activity-enum /aps/content-state/splits/0"]),
        (#"{"splits":["run","fast"]}"#, ["app.activity-type /aps/content-state/splits/1"]),
        (#"{"blocks":["1",2]}"#, ["app.activity-type /aps/content-state/blocks/0"]),
    ])
    func refuses(_ state: String, _ expected: [String]) {
        #expect(Self.codes(state) == expected)
    }

    @Test func aReversedRangeSaysWhatToSend() throws {
        let payload =
            #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"zone":[150,120]}}}"#
        let message = try #require(Validator(app: Self.profile).validate(payload).diagnostics.first?.message)
        #expect(message.contains("is Range<Int>: its lower bound 150 is above its upper bound 120"))
        #expect(message.hasSuffix("send [120, 150]"))
    }
}
