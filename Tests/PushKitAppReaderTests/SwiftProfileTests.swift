import Foundation
import PushKitCore
import Testing

@testable import PushKitAppReader

/// `AppProfile.readSwift`: the lexer, the declarations it finds and the profile it builds.
@Suite struct SwiftLexerTests {
    func tokens(_ source: String) -> [String] {
        SwiftLexer(Array(source.utf8)).tokens.map { token in
            switch token.kind {
            case .string: "str(\(token.value ?? "nil"))"
            case .directive: "#\(token.text)"
            case .regex: "regex"
            default: token.text
            }
        }
    }

    @Test func commentsIncludingNestedBlockComments() {
        #expect(tokens("a // b { c\nd /* e /* f */ g { */ h") == ["a", "d", "h"])
        let lexer = SwiftLexer(Array("a /* b /* c */".utf8))
        #expect(lexer.tokens.map(\.text) == ["a"])
        #expect(lexer.notes.map(\.line) == [1])
    }

    @Test func stringLiterals() {
        #expect(tokens(#"x = "a{b}\"c\\" y"#) == ["x", "=", #"str(a{b}"c\)"#, "y"])
        #expect(tokens(##"x = #"a\n"b"# y"##) == ["x", "=", #"str(a\n"b)"#, "y"])
        #expect(tokens(###"x = ##"a"#b"## y"###) == ["x", "=", ##"str(a"#b)"##, "y"])
        #expect(tokens(#"x = "\u{1F600}\t""#) == ["x", "=", "str(\u{1F600}\t)"])
        // A multi-line string holds quotes and braces; its value has no first or last line feed.
        #expect(tokens("x = \"\"\"\n  \"q\" { }\n  \"\"\"\ny") == ["x", "=", "str(\"q\" { })", "y"])
        #expect(tokens("x = #\"\"\"\n\"\"\" \\(n)\n\"\"\"#\ny") == ["x", "=", "str(\"\"\" \\(n))", "y"])
    }

    @Test func interpolationsNest() {
        // The interpolation's own string and parentheses do not end the outer string.
        #expect(tokens(#"x = "a\(f("}", (1)))b" }"#) == ["x", "=", "str(nil)", "}"])
        #expect(tokens(##"x = #"a\#(b)"# y"##) == ["x", "=", "str(nil)", "y"])
        // In a raw string, \( is text.
        #expect(tokens(##"x = #"a\(b"# y"##) == ["x", "=", #"str(a\(b)"#, "y"])
        let open = SwiftLexer(Array(#"x = "a\(b"#.utf8))
        #expect(!open.notes.isEmpty)
    }

    @Test func unclosedSingleLineStringEndsAtItsLine() {
        let lexer = SwiftLexer(Array("x = \"abc\ny".utf8))
        #expect(lexer.tokens.map(\.text).last == "y")
        #expect(lexer.notes.map(\.line) == [1])
    }

    @Test func punctuationIsOneByteEach() {
        #expect(tokens("Array<Array<Int>>?") == ["Array", "<", "Array", "<", "Int", ">", ">", "?"])
        #expect(
            tokens("`default` #if os(iOS) #/a\"b/# 0x1F 1e-5 1..<2") == [
                "default", "#if", "os", "(", "iOS", ")", "regex", "0x1F", "1e-5", "1", ".", ".", "<", "2",
            ])
        let lines = SwiftLexer(Array("a\n/* \n */ b\n\"\"\"\n\n\"\"\" c".utf8)).tokens.map(\.line)
        #expect(lines == [1, 3, 4, 6])
    }

    /// Runs of each construct, about 20 KB each: a name and the source.
    static let constructs: [(name: String, source: String)] = {
        let runOf = { (text: String, count: Int) -> String in String(repeating: text, count: count) }
        var cases: [(name: String, source: String)] = []
        cases.append(("#", runOf("#", 20_000)))
        cases.append(("# then a directive", runOf("#", 20_000) + "if"))
        cases.append(("# around a raw string", runOf("#", 20_000) + #""x""# + runOf("#", 20_000)))
        cases.append(("quotes", runOf("\"", 20_000)))
        cases.append(("slashes", runOf("/", 20_000)))
        cases.append(("stars", runOf("*", 20_000)))
        cases.append(("backslashes", runOf("\\", 20_000)))
        cases.append(("backticks", runOf("`", 20_000)))
        cases.append(("a backtick not closed", "`" + runOf("a", 20_000)))
        let nearClosing = "\"" + runOf("#", 99)
        cases.append(("near-closings of a raw string", runOf("#", 100) + "\"" + runOf(nearClosing, 200)))
        let escape = "\\" + runOf("#", 99)
        cases.append(("escapes of a raw string", runOf("#", 100) + "\"" + runOf(escape, 200)))
        cases.append(("a raw string not closed", runOf("#", 10_000) + "\""))
        cases.append(("raw strings opened", runOf("#\"", 10_000)))
        cases.append(("comments opened", runOf("/*", 10_000)))
        cases.append(("nested comments", runOf("/*", 5_000) + runOf("*/", 5_000)))
        cases.append(("strings not closed on their line", runOf("\"a\n", 7_000)))
        cases.append(("a multi-line string not closed", "\"\"\"\n" + runOf("a\"\"", 7_000)))
        cases.append(("regular expressions opened", runOf("#/", 10_000)))
        cases.append(("interpolations opened", runOf("\"\\(", 7_000)))
        return cases
    }()

    /// Each byte is looked at a bounded number of times, whatever the construct: the lexer's
    /// count of bytes read stays under four a byte (three at most today) on runs of each
    /// construct, where a quadratic path reads thousands a byte at this size (a run of
    /// 20,000 `#` read 200,070,000 bytes when each `#` counted the rest of the run again).
    @Test(arguments: constructs)
    func linearOnRunsOfEachConstruct(name: String, source: String) {
        let bytes = Array(source.utf8)
        let lexer = SwiftLexer(bytes)
        #expect(lexer.reads <= 4 * bytes.count, "\(name): \(lexer.reads) reads for \(bytes.count) bytes")
    }

    @Test func aRunOfHashesStillEndsInADirective() {
        #expect(tokens("##if x\n#endif") == ["#", "#if", "x", "#endif"])
        #expect(tokens("### x") == ["#", "#", "#", "x"])
    }

    @Test func neverFailsOnAnyBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"#\\(){}/*`\n abc:<>=?@".utf8) + [0xFF, 0x00]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<80, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let lexer = SwiftLexer(bytes)
            _ = SwiftDeclarations(files: [("f.swift", bytes)])
            #expect(lexer.tokens.count <= bytes.count)
            _ = AppProfile.readSwift([AppProfile.SwiftFile(name: "f.swift", bytes: bytes)])
        }
    }
}

@Suite struct SwiftProfileTests {
    func read(_ sources: String...) -> AppProfile.SwiftReading {
        AppProfile.readSwift(
            sources.enumerated().map {
                AppProfile.SwiftFile(name: "F\($0.offset).swift", bytes: Array($0.element.utf8))
            })
    }

    func fields(_ fields: [AppProfile.Field]) -> [String] {
        fields.map { "\($0.name): \($0.type)" }
    }

    @Test func standardGenericTypesAsJSONDecoderReadsThem() throws {
        let reading = read(
            """
            struct Session: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var window: ClosedRange<Date>
                    var zone: Swift.Range<Int>?
                    var laps: [Minute: String]
                    var splits: Dictionary<Exercise, Double>
                    var ids: [UUID: Int]
                    var short: [Substring: Int]
                    var named: [Name: Int]
                    var medals: [Medal: Int]
                    var flags: Range<Bool>
                    var unknown: [Elsewhere: Int]
                    var windows: Set<ClosedRange<Date>>
                }
            }
            typealias Minute = Int
            typealias Name = String
            enum Exercise: String, Codable { case run, row }
            enum Medal: String, Codable, CodingKeyRepresentable { case gold }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(
            fields(activity.contentState) == [
                "window: ClosedRange<Date>", "zone: Range<Int>?", "laps: [Int: String]", "splits: [Exercise: Double]",
                "ids: [UUID: Int]", "short: Any", "named: [String: Int]", "medals: Any", "flags: Any", "unknown: Any",
                "windows: [ClosedRange<Date>]",
            ])
        // Only the enum a field reads is a type of the profile; Medal, the coding key, is not.
        #expect(reading.types.map(\.name) == ["Exercise"])
        let messages = reading.notes.map(\.description)
        #expect(
            messages.contains {
                $0.hasPrefix("F0.swift:10: note: a dictionary keyed by Medal, which is CodingKeyRepresentable")
            })
        #expect(messages.contains { $0.hasPrefix("F0.swift:11: note: a Range whose bound is Bool") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:12: note: Elsewhere is not declared") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:8: note: a dictionary keyed by Substring") })
        // Each shape reads back from the profile's notation.
        for field in activity.contentState {
            #expect(try AppProfile.FieldType.parse(field.type.description).get() == field.type)
        }
    }

    @Test func notesConcernWhatTheLiveActivityTypesReach() {
        let reading = read(
            """
            struct Trip: ActivityAttributes {
                struct ContentState: Codable, Hashable { var leg: Leg }
            }
            struct Leg: Codable, Hashable { var from: String }
            }
            """,
            """
            struct Leg: Codable { var other: Int }
            struct Card: View { var body: some View { Text("a") } }
            struct Card: View { var body: some View { Text("b") } }
            extension View { func glow() -> some View { self } }
            extension Sdk.Box: ActivityAttributes {}
            /* not closed
            """)
        let concerning = reading.notes.filter(\.concernsLiveActivities).map(\.description)
        let asides = reading.notes.filter { !$0.concernsLiveActivities }.map(\.description)
        // The stray brace is in the file that declares Trip; Leg, which Trip reads, is declared twice; the
        // extension would make a Live Activity type of a type not given.
        #expect(concerning.contains("F0.swift:5: note: a } closes nothing"))
        #expect(concerning.contains { $0.hasPrefix("F1.swift:1: note: Leg is declared again (first at F0.swift:4)") })
        #expect(concerning.contains("F1.swift:5: note: extension Sdk.Box: no such type in the given files"))
        // The second Card, the extension of View and the comment of a file that declares nothing reached are asides.
        #expect(asides.contains { $0.hasPrefix("F1.swift:3: note: Card is declared again") })
        #expect(asides.contains("F1.swift:4: note: extension View: no such type in the given files"))
        #expect(asides.contains { $0.hasPrefix("F1.swift:6: note:") })
        #expect(reading.summary.asides == asides.count)
        #expect(reading.summary.description.hasPrefix("1 Live Activity type, 1 type, 2 fields from 2 Swift files"))
    }

    /// An app target and its widget extension each keep a copy of the Live Activity types: copies
    /// that read alike are asides; copies that differ are a note, for the two decode the same push.
    @Test func copiesOfTheTypesAreComparedNotCounted() {
        let app = """
            struct Ride: ActivityAttributes {
                struct ContentState: Codable, Hashable { var stage: Stage; var eta: Date }
                var id: String
            }
            enum Stage: String, Codable { case booked, arriving }
            """
        let alike = read(app, app.replacingOccurrences(of: "var eta: Date", with: "var eta: Date /* the widget's */"))
        #expect(alike.notes.allSatisfy { !$0.concernsLiveActivities }, "\(alike.notes)")
        #expect(alike.summary.asides == 2)
        let widget = app.replacingOccurrences(of: "case booked, arriving", with: "case booked, arriving, onboard")
            .replacingOccurrences(of: "var eta: Date", with: "var eta: Double")
        let differ = read(app, widget)
        let concerning = differ.notes.filter(\.concernsLiveActivities).map(\.description)
        #expect(
            concerning == [
                "F1.swift:5: note: Stage is declared again (first at F0.swift:5); the first is read",
                "F1.swift:1: note: Ride is declared again, with other stored properties or types than at F0.swift:1, which is read: the app and its widget extension decode a push with their own copy, so both must read the same content-state",
            ])
    }

    func type(_ reading: AppProfile.SwiftReading, _ name: String) -> AppProfile.TypeDeclaration? {
        reading.types.first { $0.name == name }?.declaration
    }

    /// Issue 40: a protocol of the files that refines ActivityAttributes (however
    /// indirectly), and a type alias of a composition that holds it, make a Live Activity type.
    @Test func conformanceThroughProtocolsAndCompositions() {
        let reading = read(
            """
            protocol Tracked: Courier where ContentState: Sendable {}
            struct A: Tracked { struct ContentState: Codable, Hashable { var x: Int } }
            typealias Shareable = ActivityAttributes & Sendable
            struct B: Shareable { struct ContentState: Codable, Hashable { var y: Int } }
            protocol Unrelated: Codable {}
            struct C: Unrelated { struct ContentState: Codable, Hashable { var z: Int } }
            """,
            "protocol Courier: ActivityKit.ActivityAttributes {}")
        #expect(reading.liveActivities.map(\.name) == ["A", "B"])
    }

    /// Issue 40: a default's type where it can be told without a compiler; anything else is
    /// presence-only, with a note.
    @Test func typesInferredFromDefaults() {
        let reading = read(
            """
            enum Phase: String, Codable { case early, late }
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var id = UUID()
                    var at = Date()
                    var tags = [String]()
                    var counts = [:] as [String: Int]
                    var phase = Phase.late
                    var next = .early
                    var maybe = Phase(rawValue: "late")
                    var link = URL(string: "https://example.com")
                    var made = makeDefault()
                    var sum = 1 + 2
                }
            }
            """)
        let state = reading.liveActivities.first?.contentState ?? []
        #expect(
            fields(state) == [
                "id: UUID", "at: Date", "tags: [String]", "counts: [String: Int]", "phase: Phase", "next: Phase",
                "maybe: Phase?", "link: URL?", "made: Any", "sum: Any",
            ])
        #expect(reading.notes.count == 2, "\(reading.notes)")
    }

    /// Issue 40: `#Preview(...) { } timeline: { }` is skipped whole: no stray brace.
    @Test func previewMacroWithTrailingClosuresLeavesNoBrace() {
        let reading = read(
            """
            struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var x: Int } }
            #Preview("Live", as: .content, using: A()) {
                LiveView()
            } contentStates: {
                A.ContentState(x: 1)
            }
            #Preview { Text("x") }
            """)
        #expect(reading.notes.isEmpty, "\(reading.notes)")
        #expect(reading.liveActivities.map(\.name) == ["A"])
    }

    @Test func structConformingToActivityAttributes() throws {
        let reading = read(
            """
            import ActivityKit
            public final struct Delivery: Identifiable, ActivityKit.ActivityAttributes, Sendable {
                public struct ContentState: Codable, Hashable {
                    var eta: Date
                    var courier: String? = nil
                    var progress: Double { 0.5 }
                    var label: String {
                        get { "x" }
                    }
                    static var preview = ContentState(eta: .now)
                }
                var orderID: String
                var count = 3
                let fixed = "never decoded"
                private(set) var total: Float
                var observed: Int64 = 0 {
                    didSet { print(observed) }
                }
                func describe() -> String { "\\(orderID) { }" }
                init(orderID: String) { self.orderID = orderID; total = 0 }
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(reading.liveActivities.count == 1)
        #expect(activity.name == "Delivery")
        #expect(
            fields(activity.attributes) == [
                "orderID: String", "count: Int", "total: Float", "observed: Int64",
            ])
        #expect(fields(activity.contentState) == ["eta: Date", "courier: String?"])
        #expect(reading.notes.isEmpty, "\(reading.notes)")
    }

    @Test func extensionConformanceAndTypeAliasContentState() throws {
        let reading = read(
            """
            struct Timer { var label: String }
            struct TimerState: Codable, Hashable { var remaining: Int }
            """,
            """
            extension Timer: ActivityAttributes {
                public typealias ContentState = TimerState
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(activity.name == "Timer")
        #expect(fields(activity.attributes) == ["label: String"])
        #expect(fields(activity.contentState) == ["remaining: Int"])
    }

    @Test func extensionOfATypeDeclaredInAnExtension() throws {
        let reading = read(
            """
            extension Ns.Live: ActivityAttributes {
                struct ContentState: Codable, Hashable { var level: Level }
            }
            """,
            """
            enum Ns {}
            extension Ns {
                public struct Live { var name: String }
                enum Level: String, Codable { case low, high }
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(activity.name == "Live")
        #expect(fields(activity.attributes) == ["name: String"])
        #expect(fields(activity.contentState) == ["level: Level"])
        #expect(type(reading, "Level") == .enumeration([.string("low"), .string("high")]))
        #expect(reading.notes.isEmpty, "\(reading.notes)")
    }

    @Test func nestedInANamespaceAndEnumsAnywhere() throws {
        let reading = read(
            """
            enum Widgets {
                enum Kind: Int, Codable { case small = 1, medium, large = 10, huge }
                struct Score: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        enum Phase: String, Codable {
                            case live = "LIVE"
                            case `final`
                            case a, b
                        }
                        var phase: Phase
                        var kind: Kind
                        var mood: Mood
                        var tags: Set<Tag>
                        var byName: [String: [Phase?]]
                        var numbers: Dictionary<String, UInt8>
                    }
                }
            }
            enum Mood: String, Codable { case happy, sad = "SAD" }
            enum Tag: Character, Codable { case x = "x" }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(activity.name == "Score")
        #expect(
            fields(activity.contentState) == [
                "phase: Phase", "kind: Kind", "mood: Mood", "tags: [Tag]", "byName: [String: [Phase?]]",
                "numbers: [String: UInt8]",
            ])
        #expect(
            type(reading, "Phase") == .enumeration([.string("LIVE"), .string("final"), .string("a"), .string("b")]))
        #expect(type(reading, "Kind") == .enumeration([.integer(1), .integer(2), .integer(10), .integer(11)]))
        #expect(type(reading, "Mood") == .enumeration([.string("happy"), .string("SAD")]))
        #expect(type(reading, "Tag") == .enumeration([.string("x")]))
        #expect(reading.notes.isEmpty, "\(reading.notes)")
    }

    @Test func typeNotationsMapToTheProfiles() throws {
        let reading = read(
            """
            struct A: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: Swift.String
                    var b: Foundation.URL?
                    var c: Optional<UUID>
                    var d: Array<CGFloat>
                    var e: [[TimeInterval]]!
                    var f: Int8, g: UInt32
                    var h, i: Bool
                    var j: Decimal
                    var k: [String: Optional<Int>]
                }
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(
            fields(activity.contentState) == [
                "a: String", "b: URL?", "c: UUID?", "d: [Double]", "e: [[Double]]?", "f: Int8", "g: UInt32",
                "h: Bool", "i: Bool", "j: Double", "k: [String: Int?]",
            ])
        #expect(reading.notes.isEmpty, "\(reading.notes)")
    }

    @Test func codingKeysRenameAndLeaveOut() throws {
        let reading = read(
            """
            struct Ride: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var driverName: String
                    var etaMinutes: Int
                    var cached: String = ""
                    enum CodingKeys: String, CodingKey {
                        case driverName = "driver_name"
                        case etaMinutes = #"eta"#
                    }
                }
                var rideID: String
                private enum CodingKeys: CodingKey { case rideID }
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(fields(activity.contentState) == ["driver_name: String", "eta: Int"])
        #expect(fields(activity.attributes) == ["rideID: String"])
    }

    @Test func nestedStructsAreTypes() throws {
        let reading = read(
            """
            struct Order: ActivityAttributes {
                struct Item: Codable, Hashable { var sku: String; var price: Price }
                struct Price: Codable, Hashable { var amount: Double; var currency: String }
                struct ContentState: Codable, Hashable { var items: [Item]; var total: Price? }
            }
            struct Other { struct Item: Codable { var id: Int } }
            struct Second: ActivityAttributes {
                struct ContentState: Codable, Hashable { var item: Other.Item; var mine: Order.Item }
            }
            """)
        #expect(reading.liveActivities.map(\.name) == ["Order", "Second"])
        #expect(fields(reading.liveActivities[0].contentState) == ["items: [Order.Item]", "total: Price?"])
        #expect(fields(reading.liveActivities[1].contentState) == ["item: Other.Item", "mine: Order.Item"])
        #expect(type(reading, "Price") == .structure([.init("amount", .double), .init("currency", .string)]))
        #expect(type(reading, "Order.Item") == .structure([.init("sku", .string), .init("price", .named("Price"))]))
        #expect(type(reading, "Other.Item") == .structure([.init("id", .integer(.int))]))
        #expect(AppProfile.read(reading.json()).isValid)
    }

    @Test func customDecodersAndUnreadableTypesArePresenceOnly() throws {
        let reading = read(
            """
            struct Game: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var clock: Clock
                    var extra: Clock?
                    var result: Result
                    var pair: (Int, Int)
                    var keyed: [Int: String]
                    var unknown: Elsewhere
                    var box: Box<Int>
                    @Clamped var level: Int
                    var inferred = makeDefault()
                }
                var title: String
            }
            struct Clock: Codable, Hashable {
                var seconds: Int
            }
            extension Clock {
                init(from decoder: Decoder) throws { seconds = 0 }
            }
            enum Result: Codable { case won, lost }
            struct Box<T: Codable>: Codable { var value: T }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(
            fields(activity.contentState) == [
                "clock: Any", "extra: Any?", "result: Any", "pair: Any", "keyed: [Int: String]", "unknown: Any",
                "box: Any",
                "level: Any", "inferred: Any",
            ])
        #expect(reading.types.isEmpty)
        let messages = reading.notes.map(\.description)
        #expect(messages.contains { $0.hasPrefix("F0.swift:19: note: Clock decodes itself (init(from:))") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:21: note: Result has no String or Int raw values") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:6: note: a field's type is not one a profile can state") })
        #expect(messages.contains { $0.contains("(a tuple or function type)") })
        #expect(!messages.contains { $0.hasPrefix("F0.swift:7:") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:8: note: Elsewhere is not declared") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:22: note: Box is generic") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:10: note: Game.ContentState.level is wrapped by @Clamped") })
        #expect(messages.contains { $0.hasPrefix("F0.swift:11: note: Game.ContentState.inferred has no type written") })
        // Clock's note is given once although two fields use it.
        #expect(messages.count(where: { $0.contains("Clock decodes itself") }) == 1)
        #expect(AppProfile.read(reading.json()).isValid)
    }

    @Test func aTypeNestedTooDeepSaysSo() throws {
        let deep = String(repeating: "[", count: 100) + "Int" + String(repeating: "]", count: 100)
        let reading = read(
            """
            struct Deep: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var grid: \(deep)
                    var score: Int
                }
            }
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(fields(activity.contentState) == ["grid: Any", "score: Int"])
        let messages = reading.notes.map(\.description)
        #expect(messages.contains { $0.contains("(a type nested too deep)") }, "\(messages)")
        #expect(!messages.contains { $0.contains("is not closed") }, "\(messages)")
    }

    /// Its own init(from:) says which keys it reads and which it may go without (a public app reads
    /// `timestamp`, or a legacy key, or falls back to the current date): no key of it is required.
    @Test func aContentStateThatDecodesItselfIsNotChecked() throws {
        let reading = read(
            """
            struct Live: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var score: Int
                    var note: String?
                    init(from decoder: any Decoder) throws { score = 0; note = nil }
                }
            }
            struct Plain: ActivityAttributes {
                struct ContentState: Codable, Hashable { var score: Int }
                var name: String
                init(from other: Plain) { name = other.name }
                init(from: String, to: String) { name = from }
            }
            """)
        #expect(fields(try #require(reading.liveActivities.last).attributes) == ["name: String"])
        #expect(fields(try #require(reading.liveActivities.first).contentState) == ["score: Any?", "note: Any?"])
        #expect(reading.notes.first?.message.hasSuffix("its fields are not checked (Any?)") == true)
        // A push without the keys is no error: the app's decoder may not need them.
        let profile = AppProfile.SwiftReading(
            liveActivities: [try #require(reading.liveActivities.first)], types: [], notes: [],
            summary: reading.summary
        ).profile
        let payload = #"{"aps":{"timestamp":1767225600,"event":"update","content-state":{"legacyScore":3}}}"#
        #expect(Validator(app: profile).validate(payload).diagnostics.filter { $0.code.id.hasPrefix("app.") }.isEmpty)
        #expect(reading.notes.map(\.line) == [5])
    }

    @Test func unreadableSourceIsANoteNeverACrash() {
        let reading = read(
            """
            struct Broken: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var a: [Int
                    var b: String = "unclosed
                    var c: Int
            """)
        #expect(reading.liveActivities.map(\.name) == ["Broken"])
        #expect(!reading.notes.isEmpty)
        #expect(reading.notes.allSatisfy { $0.file == "F0.swift" && $0.line >= 1 })
    }

    @Test func deepNestingIsBoundedAndNoted() {
        let depth = 5000
        let source =
            String(repeating: "struct S {\n", count: depth) + "var x: " + String(repeating: "[", count: depth) + "Int"
            + String(repeating: "]", count: depth) + "\n" + String(repeating: "}\n", count: depth)
        let deepType = String(repeating: "[", count: depth) + "Int" + String(repeating: "]", count: depth)
        let reading = read(
            source + "struct A: ActivityAttributes { struct ContentState: Codable, Hashable { var y: Int\n var z: "
                + deepType + "\n var w: Bool } }")
        let activity = reading.liveActivities.first
        #expect(reading.liveActivities.map(\.name) == ["A"])
        #expect(activity.map { fields($0.contentState) } == ["y: Int", "z: Any", "w: Bool"])
        #expect(reading.notes.contains { $0.message.contains("nested more than") })
    }

    /// Random declarations built from Swift's words: never a failure, and the profile written
    /// always reads back as a valid profile with the same types.
    @Test func randomDeclarationsGiveAValidProfile() {
        let words = [
            "struct", "enum", "extension", "class", "typealias", "var", "let", "static", "case", "init", "func",
            "ActivityAttributes", "ContentState", "CodingKeys", "Codable", "String", "Int", "Date", "A", "B", "C",
            "x", "y", "from", ":", ":", ",", "{", "{", "}", "}", "[", "]", "<", ">", "(", ")", "=", "?", ".", "@",
            "\n", "\n", "\"k\"", "1", "#if", "`case`", "/*", "*/", "//",
        ]
        var generator = SystemRandomNumberGenerator()
        var activities = 0
        for _ in 0..<400 {
            var source = "struct A: ActivityAttributes { struct ContentState: Codable { var x: B } }\n"
            for _ in 0..<Int.random(in: 0..<120, using: &generator) {
                source += words.randomElement(using: &generator)! + " "
            }
            let reading = read(source)
            activities += reading.liveActivities.count
            let json = reading.json()
            let back = AppProfile.read(json)
            #expect(back.isValid, "\(source)\n\(json)\n\(back.problems)")
            #expect(back.profile.types == reading.profile.types)
            #expect(back.profile.liveActivities.count == reading.liveActivities.count)
        }
        #expect(activities > 0)
    }

    @Test func noActivityAttributesGivesNoActivities() {
        let reading = read("struct Plain: Codable { var a: Int }")
        #expect(reading.liveActivities.isEmpty)
        #expect(reading.types.isEmpty)
    }

    @Test func conditionalCompilationAndAttributes() throws {
        let reading = read(
            """
            #if canImport(ActivityKit)
            import ActivityKit
            @available(iOS 16.1, *)
            @MainActor
            struct Flight: ActivityAttributes {
                #if DEBUG
                var debug: Bool?
                #endif
                @available(*, deprecated) var gate: String
                struct ContentState: Codable, Hashable { @objc var delayed: Bool }
            }
            #endif
            """)
        let activity = try #require(reading.liveActivities.first)
        #expect(fields(activity.attributes) == ["debug: Bool?", "gate: String"])
        #expect(fields(activity.contentState) == ["delayed: Bool"])
    }

    @Test func jsonMergesAnExistingProfile() throws {
        let reading = read(
            "struct T: ActivityAttributes { struct ContentState: Codable, Hashable { var a: Int } }")
        let existing = #"{"bundleID": "com.example.t", "liveActivities": {"Old": {}}, "strings": {"K": "v"}}"#
        let document = try #require(JSONReader().read(Array(existing.utf8)).document)
        let merged = reading.json(merging: document.root)
        #expect(
            merged == """
                {
                  "bundleID": "com.example.t",
                  "liveActivities": {
                    "T": {
                      "attributes": {},
                      "contentState": {"a": "Int"}
                    }
                  },
                  "strings": {"K": "v"},
                  "types": {}
                }

                """)
        let result = AppProfile.read(merged)
        #expect(result.isValid, "\(result.problems)")
        #expect(result.profile.bundleID == "com.example.t")
        #expect(result.profile.liveActivities.map(\.name) == ["T"])
    }
}
