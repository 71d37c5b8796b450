import Foundation
import PushKitFixtures
import Testing

@testable import PushKitCore

/// The app rules' examples: `profile {...} · payload {...}` (`· file ...` for the
/// contents of a file the profile names).
enum AppExamples {
    static let separator = " · "

    struct Example {
        var profile: String
        var payload: String?
        var file: String?
    }

    static func parse(_ example: String) -> Example? {
        guard example.hasPrefix("profile ") else { return nil }
        var parts = example.dropFirst("profile ".count).components(separatedBy: separator)
        let profile = parts.removeFirst()
        var result = Example(profile: profile)
        for part in parts {
            if part.hasPrefix("payload ") { result.payload = String(part.dropFirst("payload ".count)) }
            if part.hasPrefix("file ") { result.file = String(part.dropFirst("file ".count)) }
        }
        return result
    }

    /// Reads `example`'s profile with `file` as the contents of every file it names (none
    /// when `nil`).
    static func read(_ example: Example) -> AppProfile.ReadResult {
        AppProfile.read(Array(example.profile.utf8), file: "app.json") { path in
            guard let file = example.file else { throw AppProfile.FileError("no such file") }
            return Array(file.utf8)
        }
    }
}

@Suite struct AppRuleExampleTests {
    static let appRules = RuleCatalogue.all.filter { $0.code.id.hasPrefix("app.") }
    static let profileRules = RuleCatalogue.all.filter {
        $0.code.id.hasPrefix("profile.") && AppExamples.parse($0.example) != nil
    }

    /// Every `app.*` example, checked against its profile, produces its rule's code with
    /// the rule's severity.
    @Test(arguments: appRules)
    func appExampleTriggersItsRule(_ rule: Rule) throws {
        let example = try #require(AppExamples.parse(rule.example), "\(rule.code): \(rule.example)")
        let read = AppExamples.read(example)
        #expect(read.isValid, "\(read.problems)")
        let payload = try #require(example.payload)
        let report = Validator(app: read.profile).validate(payload)
        let found = report.diagnostics.filter { $0.code == rule.code }
        #expect(!found.isEmpty, "\(rule.code): got \(report.diagnostics.map(\.code.id))")
        for diagnostic in found { #expect(diagnostic.severity == rule.severity) }
        // Without the profile, the payload draws no app rule at all.
        #expect(!Validator().validate(payload).diagnostics.contains { $0.code.id.hasPrefix("app.") })
    }

    /// Every `app.*` passing example is checked the same way and does not produce the code.
    @Test(arguments: appRules)
    func appPassingExampleDoesNotTriggerItsRule(_ rule: Rule) throws {
        let example = try #require(AppExamples.parse(rule.passingExample), "\(rule.code): \(rule.passingExample)")
        let read = AppExamples.read(example)
        #expect(read.isValid, "\(read.problems)")
        let report = Validator(app: read.profile).validate(try #require(example.payload))
        #expect(!report.diagnostics.contains { $0.code.id.hasPrefix("app.") }, "\(report.diagnostics)")
    }

    /// Every `profile.*` passing example that is a profile reads without a problem.
    @Test(arguments: profileRules)
    func profilePassingExampleReads(_ rule: Rule) throws {
        let read = AppExamples.read(try #require(AppExamples.parse(rule.passingExample)))
        #expect(read.problems.isEmpty, "\(rule.code): \(read.problems)")
    }

    /// Every `profile.*` example that is a profile is refused with its rule's code.
    @Test(arguments: profileRules)
    func profileExampleTriggersItsRule(_ rule: Rule) throws {
        let read = AppExamples.read(try #require(AppExamples.parse(rule.example)))
        #expect(!read.isValid)
        #expect(read.problems.contains { $0.diagnostic.code == rule.code }, "\(read.problems)")
    }

    @Test func tooManyActivities() {
        let members = (0...AppProfile.maxLiveActivities).map { "\"A\($0)\":{}" }.joined(separator: ",")
        let read = AppProfile.read(#"{"liveActivities":{"# + members + "}}")
        #expect(read.problems.map(\.diagnostic.code) == [.profileTooManyActivities])
    }
}

@Suite struct FieldTypeTests {
    @Test(arguments: [
        ("String", "String"), ("Int?", "Int?"), ("[Goal]", "[Goal]"), ("[String: Double]?", "[String: Double]?"),
        ("[[Int]]", "[[Int]]"), ("[String:[String: Phase?]]", "[String: [String: Phase?]]"), ("UInt8", "UInt8"),
        (" Date ", "Date"), ("Foundation.URL", "URL"), ("Any", "Any"), ("Any?", "Any?"), ("Match.Phase", "Match.Phase"),
        ("[Goal?]?", "[Goal?]?"), ("TimeInterval", "Double"),
    ])
    func reads(_ text: String, _ written: String) throws {
        let type = try FieldTypeTests.parse(text)
        #expect(type.description == written)
    }

    @Test(arguments: [
        "", "[Goal", "Goal]", "[Any: Int]", "[String: ]", "1Goal", "Goal Phase", "(Int, Int)", "[String Int]",
    ])
    func refuses(_ text: String) {
        guard case .failure = AppProfile.FieldType.parse(text) else {
            Issue.record("\(text) was read")
            return
        }
    }

    @Test func deepBracketsCostTheirLength() throws {
        let text = String(repeating: "[", count: 120) + "Int" + String(repeating: "]", count: 120)
        #expect(try FieldTypeTests.parse(text).description == text)
        guard case .failure = AppProfile.FieldType.parse(String(repeating: "[String: ", count: 40) + "Int") else {
            Issue.record("a type over 256 bytes was read")
            return
        }
    }

    @Test func referencedNames() throws {
        #expect(try FieldTypeTests.parse("[String: [Goal?]]?").referencedNames == ["Goal"])
        #expect(try FieldTypeTests.parse("[Int]").referencedNames.isEmpty)
    }

    static func parse(_ text: String) throws -> AppProfile.FieldType {
        try AppProfile.FieldType.parse(text).get()
    }
}

@Suite struct VersionAndSDKTests {
    @Test func versions() {
        #expect(AppProfile.Version("5.10.1") == AppProfile.Version(5, 10, 1))
        #expect(AppProfile.Version("4.24") == AppProfile.Version(4, 24, 0))
        #expect(AppProfile.Version("6") == AppProfile.Version(6))
        for bad in ["", "5.x", "v5", "5.0.0-beta", "5..0", "5.0.0.1", ".5", "5.", "1234567890"] {
            #expect(AppProfile.Version(bad) == nil, "\(bad)")
        }
        #expect(AppProfile.Version(4, 4, 2) > AppProfile.Version(4, 4, 0))
        #expect(AppProfile.Version(4, 10, 0) > AppProfile.Version(4, 9, 9))
    }

    @Test func sdks() {
        #expect(AppProfile.SDK(id: "synerise-ios") == .syneriseIOS)
        #expect(AppProfile.SDK(id: "crobox-android") == .croboxAndroid)
        for bad in ["synerise", "apns-ios", "synerise-web", "-ios", "firebase-android"] {
            #expect(AppProfile.SDK(id: bad) == nil, "\(bad)")
        }
    }

    /// The versions in use: the latest of the current major line, then of the previous one.
    @Test func versionsInUseAreTwoMajorLinesNewestFirst() {
        for (sdk, versions) in AppProfile.SDK.versionsInUse {
            #expect(!versions.isEmpty && versions.count <= 2, "\(sdk)")
            if versions.count == 2 { #expect(versions[0].major > versions[1].major, "\(sdk)") }
        }
    }
}

@Suite struct SDKJudgeTests {
    /// Every rule whose `versions:` starts as SDK versions reads as them.
    @Test func everySDKVersionTextReads() {
        for rule in RuleCatalogue.all {
            guard let text = rule.versions else { continue }
            switch SDKRule.parse(text) {
            case .success: break
            case .failure(let error): Issue.record("\(rule.code): \(error)")
            }
        }
        #expect(SDKJudge.rules.count >= 15)
        #expect(SDKJudge.rules["synerise.banner-deprecated"]?.kind == .readBy)
        #expect(SDKJudge.rules["synerise.color"]?.kind == .appliesTo)
    }

    /// A rule's declared severity is its verdict on the SDK versions in use, on each
    /// platform it names: the catalogue says what a payload gets without a profile.
    @Test func declaredSeverityIsTheVerdictOnTheVersionsInUse() {
        for rule in RuleCatalogue.all {
            guard let parsed = SDKJudge.rules[rule.code.id], parsed.kind == .readBy else { continue }
            for platform in Set(parsed.ranges.map(\.sdk.platform)) {
                let pointers = Set(
                    parsed.ranges.map {
                        $0.pointer.map { JSONPointer(tokens: $0.split(separator: "/").map(String.init)) }
                            ?? JSONPointer.root
                    })
                for pointer in pointers {
                    guard
                        case .judged(let severity, _) = parsed.verdict(
                            at: pointer, platform: platform, profile: AppProfile())
                    else {
                        Issue.record("\(rule.code) is dropped on the versions in use")
                        continue
                    }
                    #expect(severity == rule.severity, "\(rule.code) on \(platform) at \(pointer)")
                }
            }
        }
    }

    /// The verdicts worked out once for the versions in use are the ones a profile that
    /// names no SDK gets, rule by rule and platform by platform; only rules with a range
    /// pinned to a pointer are left to be judged per diagnostic.
    @Test func versionsInUseVerdictsAreWorkedOutOnce() {
        let platforms: [Platform?] = [nil] + Platform.allCases
        for (id, rule) in SDKJudge.rules {
            let isPinned = rule.ranges.contains { $0.pointer != nil }
            guard let cached = SDKJudge.inUseVerdicts[id] else {
                #expect(isPinned, "\(id) has no verdict for the versions in use")
                continue
            }
            #expect(!isPinned)
            #expect(cached.count == platforms.count)
            for (index, platform) in platforms.enumerated() {
                let direct = rule.verdict(at: JSONPointer(tokens: ["aps"]), platform: platform, profile: AppProfile())
                #expect(cached[index] == direct, "\(id) on \(String(describing: platform))")
            }
        }
        #expect(SDKJudge.inUseVerdicts["synerise.banner-deprecated"] != nil)
    }

    static let banner = #"""
        {"aps":{"content-available":1},"issuer":"Synerise","message-type":"dynamic-content","content-type":"template-banner","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11","type":"CAMPAIGN","title":"Spring"},"page":{"type":"color_as_background","background":{"color":"#FFFFFF80","alpha":1},"header":{"text":"Hi","color":"#000000","alpha":1,"size":20},"description":{"text":"Sale","color":"#000000","alpha":1,"size":14},"button":{"is_enabled":true,"color":"#FF0000","text":"Go","text_color":"#FFFFFF","corner_radius":4},"close_button":{"is_enabled":true,"alignment":"right"},"action":{"type":"OPEN_APP"}}}}
        """#

    static func judged(_ payload: String, _ sdks: [AppProfile.SDK: [AppProfile.Version]]?) -> [String] {
        let validator = sdks.map { Validator(app: AppProfile(sdks: $0)) } ?? Validator()
        return validator.validate(payload).diagnostics.map { "\($0.severity.rawValue) \($0.code)" }
    }

    @Test func aBannerAgainstTheAppsVersions() {
        // In use: iOS 4.24.4 shows banners and 5.10.1 does not, so a warning; the colour is
        // wrong for the 4.x apps that show it.
        #expect(Self.judged(Self.banner, nil) == ["warning synerise.banner-deprecated", "error synerise.color"])
        // An app on 4.x shows it: no deprecation, the colour stands.
        #expect(Self.judged(Self.banner, [.syneriseIOS: [AppProfile.Version(4, 14, 0)]]) == ["error synerise.color"])
        // An app on 5.x shows no banner: one error, and nothing about a colour never drawn.
        #expect(
            Self.judged(Self.banner, [.syneriseIOS: [AppProfile.Version(5, 0, 0)]]) == [
                "error synerise.banner-deprecated"
            ])
        // Two builds in the field: a warning that names them.
        let both = Validator(
            app: AppProfile(sdks: [.syneriseIOS: [AppProfile.Version(4, 24, 4), AppProfile.Version(5, 2, 0)]])
        )
        .validate(Self.banner).diagnostics.first { $0.code == .syneriseBannerDeprecated }
        #expect(both?.severity == .warning)
        #expect(
            both?.message.hasSuffix(
                "of the app's SDK versions, synerise-ios 4.24.4 reads it and synerise-ios 5.2.0 does not") == true)
        // The Android SDK named does not bear on an iOS payload: the versions in use do.
        #expect(
            Self.judged(Self.banner, [.syneriseAndroid: [AppProfile.Version(5, 0, 0)]])
                == ["warning synerise.banner-deprecated", "error synerise.color"])
    }

    @Test func cordialLegacyFormsAgainstTheAppsVersions() {
        let systemLink = #"{"aps":{"alert":"Hi"},"mcID":"m","system":{"deepLink":{"url":"https://example.com"}}}"#
        let stringLink = #"{"aps":{"alert":"Hi"},"mcID":"m","deepLink":"{\"url\":\"https://example.com\"}"}"#
        func on(_ version: AppProfile.Version) -> [AppProfile.SDK: [AppProfile.Version]] { [.cordialIOS: [version]] }
        #expect(Self.judged(systemLink, nil) == ["warning cordial.legacy-deep-link"])
        #expect(Self.judged(systemLink, on(AppProfile.Version(3, 1, 5))).isEmpty)
        #expect(Self.judged(systemLink, on(AppProfile.Version(4, 3, 0))).isEmpty)
        // system.deepLink went in 4.4.0, the string form in 4.4.2: one code, two ranges.
        #expect(Self.judged(systemLink, on(AppProfile.Version(4, 4, 1))) == ["error cordial.legacy-deep-link"])
        #expect(Self.judged(stringLink, on(AppProfile.Version(4, 4, 1))).isEmpty)
        #expect(Self.judged(stringLink, on(AppProfile.Version(4, 4, 2))) == ["error cordial.legacy-deep-link"])
        let inApp = #"{"aps":{"content-available":1},"mcID":"m","in-app":true,"type":"modal"}"#
        #expect(Self.judged(inApp, nil) == ["error cordial.legacy-in-app"])
        #expect(Self.judged(inApp, on(AppProfile.Version(0, 4, 17))).isEmpty)
    }

    @Test func rangesRead() throws {
        let rule = try #require(
            try SDKRule.parse("read by cordial-ios >= 2.0.0 < 4.4.0 (a note, with a comma), crobox-android").get())
        #expect(rule.ranges.count == 2)
        #expect(rule.ranges[0].contains(AppProfile.Version(3, 1, 5)))
        #expect(!rule.ranges[0].contains(AppProfile.Version(1, 9, 0)))
        #expect(!rule.ranges[0].contains(AppProfile.Version(4, 4, 0)))
        #expect(rule.ranges[1].contains(AppProfile.Version(0, 1, 0)))
        #expect(try SDKRule.parse("iOS 16 and earlier").get() == nil)
        for bad in ["read by synerise < 5.0.0", "read by synerise-ios < five", "applies to ", "read by synerise-ios <"]
        {
            guard case .failure = SDKRule.parse(bad) else {
                Issue.record("\(bad) was read")
                continue
            }
        }
    }
}

@Suite struct ActivityDecodingTests {
    static let profile = AppProfile(
        liveActivities: [
            AppProfile.LiveActivity(
                name: "Match",
                contentState: [
                    AppProfile.Field("minute", .integer(.int)), AppProfile.Field("small", .optional(.integer(.uint8))),
                    AppProfile.Field("big", .optional(.integer(.int64))), AppProfile.Field("ratio", .optional(.double)),
                    AppProfile.Field("when", .optional(.date)), AppProfile.Field("id", .optional(.uuid)),
                    AppProfile.Field("link", .optional(.url)), AppProfile.Field("level", .optional(.named("Level"))),
                    AppProfile.Field("custom", .presence), AppProfile.Field("flags", .optional(.dictionary(.bool))),
                ])
        ],
        types: ["Level": .enumeration([.integer(1), .integer(2)])])

    static func codes(_ state: String) -> [String] {
        let payload = #"{"aps":{"timestamp":1767225600,"event":"update","content-state":"# + state + "}}"
        return Validator(app: profile).validate(payload).diagnostics.filter { $0.code.id.hasPrefix("app.") }
            .map { "\($0.code) \($0.pointer)" }
    }

    @Test(arguments: [
        #"{"minute":3,"custom":null}"#, #"{"minute":3.0,"custom":{}}"#, #"{"minute":1e2,"custom":1}"#,
        #"{"minute":-0,"custom":[],"small":255,"big":9223372036854775807,"ratio":1e300}"#,
        #"{"minute":3,"custom":"x","when":788990400.25,"id":"7c9e6679-7425-40de-944b-e07fc1f90ae7"}"#,
        #"{"minute":3,"custom":"x","link":"not a url but URL(string:) takes it","level":2,"flags":{"a":true}}"#,
        #"{"minute":3,"custom":"x","small":null,"level":2.0,"unknown":"ignored","when":-31536000}"#,
    ])
    func decodes(_ state: String) {
        #expect(Self.codes(state).isEmpty)
    }

    @Test(arguments: [
        (#"{"custom":1}"#, "app.activity-missing-key /aps/content-state"),
        (#"{"minute":3}"#, "app.activity-missing-key /aps/content-state"),
        (#"{"minute":3.5,"custom":1}"#, "app.activity-integer /aps/content-state/minute"),
        (#"{"minute":3,"custom":1,"small":256}"#, "app.activity-integer /aps/content-state/small"),
        (#"{"minute":3,"custom":1,"small":-1}"#, "app.activity-integer /aps/content-state/small"),
        (#"{"minute":9223372036854775808,"custom":1}"#, "app.activity-integer /aps/content-state/minute"),
        (#"{"minute":true,"custom":1}"#, "app.activity-type /aps/content-state/minute"),
        (#"{"minute":3,"custom":1,"ratio":"0.5"}"#, "app.activity-type /aps/content-state/ratio"),
        (
            #"{"minute":3,"custom":1,"id":"7c9e6679742540de944be07fc1f90ae7"}"#,
            "app.activity-value /aps/content-state/id"
        ),
        (#"{"minute":3,"custom":1,"link":""}"#, "app.activity-value /aps/content-state/link"),
        (#"{"minute":3,"custom":1,"level":3}"#, "app.activity-enum /aps/content-state/level"),
        (#"{"minute":3,"custom":1,"level":"1"}"#, "app.activity-enum /aps/content-state/level"),
        (#"{"minute":3,"custom":1,"flags":{"a":1}}"#, "app.activity-type /aps/content-state/flags/a"),
        (#"{"minute":3,"custom":1,"flags":[true]}"#, "app.activity-type /aps/content-state/flags"),
        (#"{"minute":3,"custom":1,"when":"2026-01-01"}"#, "app.activity-date-string /aps/content-state/when"),
        (#"{"minute":3,"custom":1,"when":1767225600}"#, "app.activity-date-unix /aps/content-state/when"),
        (#"{"minute":3,"custom":1,"when":1767225600123}"#, "app.activity-date-unix /aps/content-state/when"),
        (#"[1]"#, "app.activity-type /aps/content-state"),
    ])
    func refuses(_ state: String, _ expected: String) {
        #expect(Self.codes(state) == [expected])
    }

    @Test func aUnixTimeIsGivenBackAsTheNumberToSend() throws {
        let payload =
            #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"minute":1,"custom":1,"when":1767297600}}}"#
        let message = try #require(Validator(app: Self.profile).validate(payload).diagnostics.first?.message)
        #expect(message.contains("(2026-01-01T20:00:00Z)"))
        #expect(message.contains("shows 2057-01-01T20:00:00Z"))
        #expect(message.hasSuffix("send 788990400"))
        #expect(DateText.iso(unix: 0) == "1970-01-01T00:00:00Z")
        #expect(DateText.iso(unix: 951_782_400) == "2000-02-29T00:00:00Z")
        #expect(DateText.iso(unix: -1) == "1969-12-31T23:59:59Z")
    }

    @Test func theActivityTypeAPushIsFor() throws {
        let profile = try Fixtures.profile("app/match/app.json")
        func type(_ path: String, _ attributesType: String? = nil) throws -> String? {
            let document = try #require(JSONDocument.read(try Fixtures.bytes(path)).document)
            return profile.liveActivityType(in: document, attributesType: attributesType)
        }
        #expect(try type("app/match/payloads/start.json") == "MatchAttributes")
        #expect(try type("app/match/payloads/update-goal.json") == "MatchAttributes")
        #expect(try type("app/match/payloads/gate-queue-update.json") == "GateQueueAttributes")
        #expect(try type("app/match/payloads/gate-queue-update.json", "MatchAttributes") == "MatchAttributes")
        #expect(try type("app/match/payloads/goal-alert.json") == nil)
        #expect(try type("invalid/app/match/update-fits-no-type.json") == nil)
    }

    /// A push that names no type is tried on each declared type, each try one walk over the
    /// content-state that stops at the type's first problem: 32 types over a state of `n`
    /// elements cost about 32 * n units of work (each try queues the elements once), not a
    /// full walk of each (about 4 * n apiece), and never a product of two inputs (the profile
    /// reader caps the types at 32). Counted by `WorkMeter` in debug builds, not timed.
    @Test(.enabled(if: WorkMeter.isCounting)) func tryingEveryTypeIsBounded() throws {
        let activities = (0..<AppProfile.maxLiveActivities).map {
            AppProfile.LiveActivity(
                name: "A\($0)", contentState: [AppProfile.Field("items", .array(.named("Item\($0)")))])
        }
        var types: [String: AppProfile.TypeDeclaration] = [:]
        for index in 0..<AppProfile.maxLiveActivities {
            types["Item\(index)"] = .structure([AppProfile.Field("n", .integer(.int))])
        }
        let profile = AppProfile(liveActivities: activities, types: types)
        for count in [2_500, 10_000] {
            let items = Array(repeating: #"{"n":"x"}"#, count: count).joined(separator: ",")
            let payload = #"{"aps":{"timestamp":1,"event":"update","content-state":{"items":["# + items + "]}}}"
            let report = Validator(app: profile).validate(payload)
            #expect(report.diagnostics.filter { $0.code.id.hasPrefix("app.") }.map(\.code) == [.appActivityNoMatch])
            let state = try #require(JSONDocument.read(payload).document?.root["aps"]?["content-state"])
            let (trial, units) = WorkMeter.measure {
                ActivityDecoding(types: profile.types).firstFit(of: state, among: profile.liveActivities)
            }
            #expect(trial.fit == nil && trial.firstProblems.count == AppProfile.maxLiveActivities)
            // Every type was tried over the whole array, and each stopped within a few steps.
            #expect(units >= AppProfile.maxLiveActivities * count, "\(units) units for \(count) elements")
            #expect(units <= AppProfile.maxLiveActivities * (count + 16), "\(units) units for \(count) elements")
        }
    }
}

@Suite struct AppStringsTests {
    @Test(arguments: [
        ("Goal!", 0), ("Goal for %@!", 1), ("%1$@ scored in minute %2$@", 2), ("%2$@ first", 2), ("100%% sure", 0),
        ("%d%% of %lld", 2), ("%.2f km, %5d, %-10s", 3), ("%*d", 2), ("%#@goals@", 1), ("trailing %", 0),
        ("%1$@ %@ %@", 2), ("% z", 0), ("%ld and %hhu and %qd", 3), ("%3$@", 3),
    ])
    func argumentCount(_ format: String, _ count: Int) {
        #expect(FormatSpecifiers.argumentCount(format) == count, "\(format)")
    }

    @Test func substitution() {
        #expect(AppProfile.Strings.formatted("%2$@ before %1$@", arguments: ["a", "b"]) == "b before a")
        #expect(AppProfile.Strings.formatted("Up to %@%% off", arguments: ["60"]) == "Up to 60% off")
        #expect(AppProfile.Strings.formatted("%@ and %@", arguments: ["one"]) == "one and %@")
    }

    @Test func aStringsFileReads() throws {
        let text = #"""
            /* a comment with "quotes" and ; */
            "A" = "one \"two\" \\ three\n";
            // a line comment = "x";
            B = "tab\there";
            "C";
            "D" = "\U00e9\U00E9 \UD83D\UDE00 \101";
            "A" = "later wins";
            """#
        let file = try #require(StringsFile(Array(text.utf8)))
        let entries = try file.entries().get()
        #expect(entries.map(\.key) == ["A", "B", "C", "D", "A"])
        #expect(entries[0].value == "one \"two\" \\ three\n")
        #expect(entries[1].value == "tab\there")
        #expect(entries[2].value == "C")
        #expect(entries[3].value == "éé 😀 A")
    }

    @Test func aUTF16StringsFileReads() throws {
        let text = "\"GOAL\" = \"Gol dla %@!\";\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let entries = try #require(StringsFile(bytes)).entries().get()
        #expect(entries.first?.value == "Gol dla %@!")
        var big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 { big += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        #expect(try #require(StringsFile(big)).entries().get().first?.key == "GOAL")
        #expect(StringsFile([0xFF, 0xFE, 0x41]) == nil)
        #expect(StringsFile([0xC3, 0x28]) == nil)
    }

    @Test(arguments: [
        (#""A" = "x""#, "expected ;"), (#""A" = "x" "B""#, "expected ;"), (#""A" "x";"#, "expected = or ;"),
        (#""A = "x";"#, "expected = or ;"), (#""A" = "x;"#, "not closed"), ("/* open", "not closed"),
        (#""A" = ;"#, "expected a value"),
    ])
    func aBrokenStringsFileSaysWhere(_ text: String, _ problem: String) throws {
        let file = try #require(StringsFile(Array(text.utf8)))
        guard case .failure(let error) = file.entries() else {
            Issue.record("\(text) was read")
            return
        }
        #expect(error.message.contains(problem), "\(error.message)")
    }

    @Test func theCatalogueHasEveryVariant() throws {
        let strings = try #require(try Fixtures.profile("app/match/app.json").strings)
        #expect(strings.origin == "Localizable.xcstrings")
        #expect(strings.entries["GOAL_BODY"]?.map(\.argumentCount) == [2])
        #expect(strings.entries["GOALS_TODAY"]?.map(\.name) == ["plural one", "plural other"])
        #expect(strings.entries["GOALS_TODAY"]?.map(\.argumentCount) == [1, 1])
        #expect(strings.entries["RED_CARDS"]?.map(\.argumentCount) == [2])
        #expect(strings.entries["MATCH_OVER"]?.map(\.argumentCount) == [0])
        #expect(strings.entries["Tap to follow the match"]?.map(\.format) == ["Tap to follow the match"])
    }

    @Test func previewsShowTheAppsText() throws {
        let profile = try Fixtures.profile("app/match/app.json")
        let payload = try #require(
            Validator(app: profile).validate(try Fixtures.bytes("app/match/payloads/goal-alert.json")).payload)
        let alert = profile.localized(payload).aps?.alert
        #expect(alert?.title == "Goal for Poland!")
        #expect(alert?.body == "Lewandowski scored in minute 32")
        let plural = try #require(
            Validator().validate(#"{"aps":{"alert":{"loc-key":"GOALS_TODAY","loc-args":["1"]}}}"#).payload)
        #expect(profile.localized(plural).aps?.alert?.body == "1 goal today")
        #expect(AppProfile().localized(payload) == payload)
    }
}

@Suite struct AppProfileReaderTests {
    @Test func inlineMembersRead() throws {
        let read = AppProfile.read(
            #"""
            {"bundleID":"com.example.match","sdks":{"synerise-ios":["4.24.4","5.10.1"],"cordial-ios":"4.5"},
             "routes":[{"name":"match","pattern":"match://match/{id}"}],
             "categories":["GOAL"],"strings":{"A":"%@","B":{"one":"%d goal","other":"%d goals"}},
             "liveActivities":{"Match":{"attributes":{"id":"UUID"},"contentState":{"phase":"Phase?"}}},
             "types":{"Phase":{"enum":["a",1]},"Goal":{"minute":"Int"}}}
            """#)
        #expect(read.problems.isEmpty, "\(read.problems)")
        let profile = read.profile
        #expect(profile.bundleID == "com.example.match")
        #expect(profile.sdks[.syneriseIOS] == [AppProfile.Version(4, 24, 4), AppProfile.Version(5, 10, 1)])
        #expect(profile.versions(of: .cordialIOS) == [AppProfile.Version(4, 5, 0)])
        #expect(profile.versions(of: .syneriseAndroid) == AppProfile.SDK.versionsInUse[.syneriseAndroid])
        #expect(profile.routes?.match("match://match/7")?.route.name == "match")
        #expect(profile.categories == ["GOAL"])
        #expect(profile.strings?.entries["B"]?.map(\.argumentCount) == [1, 1])
        #expect(
            profile.liveActivity(named: "Match")?.contentState == [
                AppProfile.Field("phase", .optional(.named("Phase")))
            ])
        #expect(profile.types["Phase"] == .enumeration([.string("a"), .integer(1)]))
    }

    @Test func theProfilesRoutesStandInForTheValidators() throws {
        let profile = try #require(
            AppProfile.read(#"{"routes":[{"name":"p","pattern":"syne://product?sku={sku}"}]}"#).profile as AppProfile?)
        let payload = #"""
            {"aps":{"alert":"Hi"},"issuer":"Synerise","message-type":"dynamic-content","content-type":"simple-push","content":{"campaign":{"variant_id":1,"hash_id":"6a1c6d1e-9f4b-4a7e-8a53-0c2d7d9e4b11"},"notification":{"action":{"type":"DEEP_LINKING","item":"syne://nowhere"}}}}
            """#
        #expect(Validator(app: profile).validate(payload).diagnostics.map(\.code) == [.routeUnmatched])
        // Routes given to the validator win over the profile's.
        var options = Validator.Options(
            routes: RouteTable([RouteTable.Route(name: "any", pattern: try RoutePattern("syne://nowhere"))]))
        options.app = profile
        #expect(Validator(options: options).validate(payload).diagnostics.isEmpty)
    }

    @Test func aProfileReadWithoutFilesSaysSo() {
        let read = AppProfile.read(#"{"strings":"Localizable.strings"}"#)
        #expect(read.problems.map(\.diagnostic.code) == [.profileStringsUnreadable])
        #expect(
            read.problems.first?.description.hasPrefix(
                "app.json:1:12: error: the strings file Localizable.strings cannot be read") == true,
            "\(read.problems)")
    }

    @Test func pathsAreReadBesideTheProfile() {
        #expect(
            AppProfile.resolve("Localizable.strings", relativeTo: "Payloads/app/shop/app.json")
                == "Payloads/app/shop/Localizable.strings")
        #expect(AppProfile.resolve("../../routes.json", relativeTo: "/a/b/app.json") == "/a/b/../../routes.json")
        #expect(AppProfile.resolve("/etc/x.strings", relativeTo: "a/app.json") == "/etc/x.strings")
        #expect(AppProfile.resolve("x.strings", relativeTo: "app.json") == "x.strings")
    }
}
