/// Decodes a Live Activity's `content-state` or `attributes` as the app's `JSONDecoder`
/// would, with its default strategies, into the types the profile declares, and reports
/// each value it would throw on.
///
/// `JSONDecoder` stops at the first problem; this goes on and reports every one, each at
/// its value. What it follows (swift-foundation's `JSONDecoder`, synthesized
/// `init(from:)`):
/// - a struct is a JSON object; a non-optional property's key must be there and not
///   `null` (`decode`); an optional one may be missing or `null` (`decodeIfPresent`), but
///   a value of another type still throws; keys the struct does not have are ignored;
/// - `String` a string, `Bool` `true` or `false`, `Double` any number, `Int` and the other
///   integers a number that is exactly a whole number the type holds (`3.0` reads as 3);
/// - `Date` a number of seconds since 2001-01-01 (`deferredToDate`): a string throws, and a
///   Unix time is read 31 years late;
/// - `URL` a string `URL(string:)` takes (not empty), `UUID` the 8-4-4-4-12 hexadecimal form;
/// - an enum one of its raw values, exactly; `[T]` and `Set<T>` an array, `[String: T]` an
///   object, `[Int: T]` an object whose keys `Int(_:)` takes, a dictionary with any other key
///   type an array of keys and values, alternating (swiftlang/swift,
///   `stdlib/public/core/Codable.swift`, `Dictionary: Decodable`);
/// - `Range<T>` and `ClosedRange<T>` an array of two bounds, the lower not above the upper
///   (a third element is never read; `stdlib/public/core/Range.swift` and
///   `ClosedRange.swift`, `init(from:)`).
///
/// One walk over the value with its own stack: linear in the value, never recursive.
struct ActivityDecoding {
    let types: [String: AppProfile.TypeDeclaration]

    /// The property a value is read into, for messages: a field of a struct, an element
    /// of an array, or a value of a dictionary.
    enum Place {
        case field(String, owner: String)
        case element(of: String)
        case value(of: String)
        case key(of: String)
        case bound(lower: Bool, of: String)

        /// `"minute" (MatchAttributes.ContentState)`, `an element of "goals"`.
        var phrase: String {
            switch self {
            case .field(let name, let owner): "\(JSONText.quoted(name)) (\(owner).\(name))"
            case .element(let container): "an element of \(container)"
            case .value(let container): "a value of \(container)"
            case .key(let container): "a key of \(container)"
            case .bound(let lower, let container): "the \(lower ? "lower" : "upper") bound of \(container)"
            }
        }

        /// How a container below this place is named.
        var containerName: String {
            switch self {
            case .field(let name, _): JSONText.quoted(name)
            case .element(let container), .value(let container), .key(let container), .bound(_, let container):
                container
            }
        }
    }

    private enum Work {
        /// A struct: its fields, read from `value`.
        case structure(JSONValue, [AppProfile.Field], owner: String)
        /// One value of a property.
        case value(JSONValue, AppProfile.FieldType, Place)
        /// A non-optional field missing from `object`.
        case missing(JSONValue, AppProfile.Field, owner: String)
    }

    /// Decodes `value` as a struct of `fields` named `owner` (`MatchAttributes.ContentState`),
    /// reporting through `checker`; with `firstProblemOnly`, it stops at the first problem
    /// (trying a type, only whether it fits matters).
    func decode(
        _ value: JSONValue, fields: [AppProfile.Field], owner: String, checker: inout Checker,
        firstProblemOnly: Bool = false
    ) {
        var stack: [Work] = [.structure(value, fields, owner: owner)]
        while let work = stack.popLast() {
            if firstProblemOnly, !checker.sink.isEmpty { return }
            // A unit for each item taken, and one for each element a container queues (below).
            WorkMeter.charge(1)
            switch work {
            case .structure(let object, let fields, let owner):
                guard object.kind == .object else {
                    report(
                        .appActivityType, at: object,
                        "\(owner) is a struct, decoded from a JSON object, not \(Self.describe(object))",
                        checker: &checker)
                    continue
                }
                // In reverse, so that the stack takes the fields in their declared order, each
                // to its end, as the decoder does (its first throw is the first reported).
                for field in fields.reversed() {
                    if let member = object[field.name] {
                        stack.append(.value(member, field.type, .field(field.name, owner: owner)))
                    } else if !field.type.isOptional {
                        stack.append(.missing(object, field, owner: owner))
                    }
                }
            case .missing(let object, let field, let owner):
                report(
                    .appActivityMissingKey, at: object,
                    "\(owner) has no \(JSONText.quoted(field.name)): it is a non-optional \(field.type), so JSONDecoder throws and the push changes nothing; add it, or make the property optional",
                    checker: &checker)
            case .value(let value, let type, let place):
                check(value, as: type, place, stack: &stack, checker: &checker)
            }
        }
    }

    /// What trying the app's Live Activity types on a `content-state` found: the first type
    /// it decodes into, or else each type's first problem, in the profile's order.
    struct Trial {
        var fit: AppProfile.LiveActivity?
        var firstProblems: [(activity: String, problem: PendingDiagnostic)] = []
    }

    /// Tries each of `activities` (at most ``AppProfile/maxLiveActivities``) on `state`, in
    /// order, until one fits: each on a sink of its own and only to its first problem, so a
    /// try is one walk over `state` that stops there, and all of them at most
    /// `maxLiveActivities` such walks (`tryingEveryTypeIsBounded` counts it).
    func firstFit(of state: JSONValue, among activities: [AppProfile.LiveActivity]) -> Trial {
        var trial = Trial()
        for activity in activities.prefix(AppProfile.maxLiveActivities) {
            var checker = Checker()
            checker.sink = DiagnosticSink(limit: 1)
            decode(
                state, fields: activity.contentState, owner: "\(activity.name).ContentState", checker: &checker,
                firstProblemOnly: true)
            guard let first = checker.sink.pending.first else {
                trial.fit = activity
                return trial
            }
            trial.firstProblems.append((activity.name, first))
        }
        return trial
    }

    /// Checks one value against `type`, pushing what is inside it.
    private func check(
        _ value: JSONValue, as type: AppProfile.FieldType, _ place: Place, stack: inout [Work], checker: inout Checker
    ) {
        var type = type
        if case .optional(let wrapped) = type {
            if value.isNull { return }
            type = wrapped
            // `T??`: still one null accepted.
            while case .optional(let inner) = type { type = inner }
        }
        if case .presence = type { return }
        if value.isNull {
            report(
                .appActivityNull, at: value,
                "\(place.phrase) is a non-optional \(type): null makes JSONDecoder throw and the push changes nothing; send a value, or make the property \(type)?",
                checker: &checker)
            return
        }
        func mismatch(_ expected: String) {
            report(
                .appActivityType, at: value,
                "\(place.phrase) is \(type), decoded from \(expected), not \(Self.describe(value)); JSONDecoder throws and the push changes nothing",
                checker: &checker)
        }
        switch type {
        case .string:
            if value.kind != .string { mismatch("a JSON string") }
        case .bool:
            if value.kind != .boolean { mismatch("true or false") }
        case .double, .float:
            if value.kind != .number { mismatch("a JSON number") }
        case .integer(let integer):
            guard let number = value.number else { return mismatch("a JSON number") }
            checkInteger(number, integer, value: value, place: place, checker: &checker)
        case .date:
            switch value.kind {
            case .number: checkDate(value, place: place, checker: &checker)
            case .string:
                report(
                    .appActivityDateString, at: value,
                    "\(place.phrase) is a Date, which JSONDecoder's default strategy reads as a number of seconds since 2001-01-01, not a string; it throws and the push changes nothing"
                        + (value.string.flatMap(ISO8601Timestamp.init).map {
                            "; send \(DateText.referenceNumber(unix: Double($0.secondsSince1970)))"
                        } ?? ""), checker: &checker)
            default: mismatch("a number of seconds since 2001-01-01")
            }
        case .url:
            guard let text = value.string else { return mismatch("a JSON string") }
            if text.isEmpty {
                report(
                    .appActivityValue, at: value,
                    "\(place.phrase) is a URL: URL(string:) takes no empty string, so JSONDecoder throws",
                    checker: &checker)
            }
        case .uuid:
            guard let text = value.string else { return mismatch("a JSON string") }
            if !UUIDText.isUUID(text) {
                report(
                    .appActivityValue, at: value,
                    "\(place.phrase) is a UUID: UUID(uuidString:) takes 8-4-4-4-12 hexadecimal digits, not \(Self.describe(value)), so JSONDecoder throws",
                    checker: &checker)
            }
        case .named(let name):
            switch types[name] {
            case .structure(let fields):
                stack.append(.structure(value, fields, owner: name))
            case .enumeration(let cases):
                checkEnum(value, name: name, cases: cases, place: place, checker: &checker)
            case nil:
                break  // not declared (a profile built in code): not checked
            }
        case .array(let element):
            guard value.kind == .array else { return mismatch("a JSON array") }
            let inner = Place.element(of: place.containerName)
            WorkMeter.charge(value.count)
            for item in value.elements.reversed() { stack.append(.value(item, element, inner)) }
        case .dictionary(let valueType):
            guard value.kind == .object else { return mismatch("a JSON object") }
            let inner = Place.value(of: place.containerName)
            WorkMeter.charge(value.count)
            for member in value.members.reversed() { stack.append(.value(member.value, valueType, inner)) }
        case .integerKeyed(let valueType):
            guard value.kind == .object else { return mismatch("a JSON object whose keys are integers") }
            let inner = Place.value(of: place.containerName)
            let members = value.members
            WorkMeter.charge(2 * value.count)
            for member in members.reversed() { stack.append(.value(member.value, valueType, inner)) }
            // The keys first, as the decoder reads each key before its value.
            for member in members where Int(member.key) == nil {
                guard checker.sink.hasRoom(for: .appActivityDictionaryKey) else {
                    checker.sink.count(.appActivityDictionaryKey, nil)
                    continue
                }
                checker.emit(
                    .appActivityDictionaryKey, atKeyOf: member.value,
                    "\(place.phrase) is \(type), whose keys JSONDecoder reads with Int(_:): \(JSONText.quoted(member.key)) is not a decimal integer Int holds, so it throws and the push changes nothing"
                )
            }
        case .pairs(let keyType, let valueType):
            guard value.kind == .array else { return mismatch("a JSON array of keys and values, alternating") }
            let elements = value.elements
            if elements.count % 2 == 1 {
                report(
                    .appActivityDictionaryKey, at: value,
                    "\(place.phrase) is \(type), which JSONDecoder reads from an array of keys and values, alternating: \(elements.count) elements leave the last key without a value, so it throws and the push changes nothing",
                    checker: &checker)
                return
            }
            let keys = Place.key(of: place.containerName)
            let values = Place.value(of: place.containerName)
            WorkMeter.charge(elements.count)
            for (offset, item) in elements.enumerated().reversed() {
                stack.append(.value(item, offset % 2 == 0 ? keyType : valueType, offset % 2 == 0 ? keys : values))
            }
        case .range(let bound, _):
            guard value.kind == .array else { return mismatch("a JSON array [lower, upper]") }
            let elements = value.elements
            guard elements.count >= 2 else {
                report(
                    .appActivityRange, at: value,
                    "\(place.phrase) is \(type), which JSONDecoder reads from an array [lower, upper]: \(elements.isEmpty ? "an empty array has no lower bound" : "an array of one element has no upper bound"), so it throws and the push changes nothing",
                    checker: &checker)
                return
            }
            if Self.isAbove(elements[0], elements[1], as: bound) {
                report(
                    .appActivityRange, at: value,
                    "\(place.phrase) is \(type): its lower bound \(elements[0].sourceText) is above its upper bound \(elements[1].sourceText), so JSONDecoder throws (the standard library's init(from:) refuses a reversed range) and the push changes nothing; send [\(elements[1].sourceText), \(elements[0].sourceText)]",
                    checker: &checker)
            }
            stack.append(.value(elements[1], bound, .bound(lower: false, of: place.containerName)))
            stack.append(.value(elements[0], bound, .bound(lower: true, of: place.containerName)))
        case .optional, .presence:
            break  // unwrapped above
        }
    }

    /// Whether `lower` is above `upper` as bounds of `type` compare: numbers for the number
    /// types and `Date`, ASCII strings (compared byte by byte, as `String` compares them)
    /// for `String`; anything else, or a value of another type (reported on its own), is
    /// not compared.
    static func isAbove(_ lower: JSONValue, _ upper: JSONValue, as type: AppProfile.FieldType) -> Bool {
        switch type {
        case .integer, .double, .float, .date:
            guard let low = lower.number, let high = upper.number else { return false }
            if low.isInteger, high.isInteger, let a = low.int64, let b = high.int64 { return a > b }
            return low.double > high.double
        case .string:
            guard let low = lower.string, let high = upper.string, low.utf8.allSatisfy({ $0 < 0x80 }),
                high.utf8.allSatisfy({ $0 < 0x80 })
            else { return false }
            return low.utf8.lexicographicallyPrecedes(high.utf8) == false && low != high
        default:
            return false
        }
    }

    private func checkInteger(
        _ number: JSONNumber, _ type: AppProfile.FieldType.IntegerType, value: JSONValue, place: Place,
        checker: inout Checker
    ) {
        let double = number.double
        if !number.isInteger, double.rounded(.towardZero) != double || !double.isFinite {
            report(
                .appActivityInteger, at: value,
                "\(place.phrase) is \(type.rawValue): \(number.lexeme) is not a whole number, so JSONDecoder throws and the push changes nothing",
                checker: &checker)
            return
        }
        let fits: Bool
        if let exact = number.int64, number.isInteger {
            switch type {
            case .int, .int64: fits = true
            case .uint, .uint64: fits = exact >= 0
            default: fits = type.holds(Double(exact))
            }
        } else {
            fits = double.isFinite && type.holds(double)
        }
        if !fits {
            report(
                .appActivityInteger, at: value,
                "\(place.phrase) is \(type.rawValue), which cannot hold \(number.lexeme), so JSONDecoder throws and the push changes nothing",
                checker: &checker)
        }
    }

    private func checkEnum(
        _ value: JSONValue, name: String, cases: [AppProfile.RawValue], place: Place, checker: inout Checker
    ) {
        let matches: Bool
        if let text = value.string {
            matches = cases.contains(.string(text))
        } else if let number = value.number, let integer = number.int64 ?? Self.whole(number.double) {
            matches = cases.contains(.integer(integer))
        } else {
            report(
                .appActivityType, at: value,
                "\(place.phrase) is the enum \(name), decoded from one of its raw values, not \(Self.describe(value)); JSONDecoder throws and the push changes nothing",
                checker: &checker)
            return
        }
        guard !matches else { return }
        let written = value.string ?? value.number?.lexeme ?? ""
        let near = KeySpelling.nearMiss(
            written, in: cases.compactMap { if case .string(let s) = $0 { s } else { nil } })
        let list = cases.prefix(12).map(\.description).joined(separator: ", ") + (cases.count > 12 ? ", ..." : "")
        report(
            .appActivityEnum, at: value,
            "\(place.phrase) is the enum \(name), whose raw values are \(list); \(Self.describe(value)) is none of them, so JSONDecoder throws and the push changes nothing"
                + (near.map { "; did you mean \(JSONText.quoted($0))?" } ?? ""), checker: &checker)
    }

    /// Reports a `Date` number that reads as a Unix time.
    private func checkDate(_ value: JSONValue, place: Place, checker: inout Checker) {
        guard let seconds = value.number?.double, seconds.isFinite else { return }
        let unix: Double
        let unit: String
        if seconds >= DateText.referenceEpoch, seconds < DateText.year2100 {
            (unix, unit) = (seconds, "a Unix time")
        } else if seconds >= DateText.referenceEpoch * 1000, seconds < DateText.year2100 * 1000 {
            (unix, unit) = (seconds / 1000, "a Unix time in milliseconds")
        } else {
            return
        }
        report(
            .appActivityDateUnix, at: value,
            "\(place.phrase) is a Date, read as seconds since 2001-01-01: \(value.number?.lexeme ?? "") reads as \(unit) (\(DateText.iso(unix: unix))), and the app shows \(DateText.iso(unix: seconds + DateText.referenceEpoch)) instead; send \(DateText.referenceNumber(unix: unix))",
            checker: &checker)
    }

    /// `value` as an `Int64` when it is a whole number within range.
    private static func whole(_ value: Double) -> Int64? {
        guard value.isFinite, value.rounded(.towardZero) == value, abs(value) < 9.2e18 else { return nil }
        return Int64(value)
    }

    /// A value for a message: its type and, for short scalars, the value.
    private static func describe(_ value: JSONValue) -> String { describer.describe(value) }
    private static let describer = Checker()

    /// Reports `code` at `value`; past the sink's limit it is only counted, and its
    /// message never built (a value of 10,000 wrong elements costs 10,000 counts).
    private func report(
        _ code: Diagnostic.Code, at value: JSONValue, _ message: @autoclosure () -> String, checker: inout Checker
    ) {
        guard checker.sink.hasRoom(for: code) else { return checker.sink.count(code, nil) }
        checker.emit(code, at: value, message())
    }

}

/// Dates for messages, without Foundation.
enum DateText {
    /// 2001-01-01T00:00:00Z as a Unix time: `Date`'s reference date.
    static let referenceEpoch: Double = 978_307_200
    /// 2100-01-01T00:00:00Z as a Unix time: past it, a number is not taken for a Unix time.
    static let year2100: Double = 4_102_444_800

    /// The number of seconds since 2001-01-01 of the Unix time `unix`, as JSON writes it.
    static func referenceNumber(unix: Double) -> String {
        let value = unix - referenceEpoch
        if value.rounded(.towardZero) == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `yyyy-mm-ddThh:mm:ssZ` of the Unix time `unix` (whole seconds).
    static func iso(unix: Double) -> String {
        guard unix.isFinite, abs(unix) < 1e13 else { return String(unix) }
        return ISO8601Timestamp.text(secondsSince1970: Int64(unix.rounded(.down)))
    }
}
