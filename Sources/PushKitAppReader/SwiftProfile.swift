import PushKitCore

extension AppProfile {
    /// Reads the `ActivityAttributes` types declared in Swift files into a profile's
    /// `liveActivities` and `types`, without a Swift parser: see "Reading the profile from
    /// Swift" in `docs/app-profile.md` for what is read and what is not.
    ///
    /// Every struct or extension that conforms to `ActivityAttributes` (at any nesting) is
    /// a Live Activity type: its stored properties are the attributes, its nested
    /// `ContentState` (a struct, or a type alias of one) the content state. The structs and
    /// `String`- or `Int`-backed enums their fields name are read from any of the files.
    /// `CodingKeys` rename keys; a type with its own `init(from:)`, or one that cannot be
    /// read, is checked for presence only (`Any`), with a note. Never fails; the cost is
    /// linear in the files' size.
    public static func readSwift(_ files: [SwiftFile]) -> SwiftReading {
        var builder = SwiftProfileBuilder(SwiftDeclarations(files: files.map { ($0.name, $0.bytes) }))
        return builder.build()
    }
}

/// Builds the profile's types from the declarations.
private struct SwiftProfileBuilder {
    let source: SwiftDeclarations
    var notes: [AppProfile.SwiftNote] = []
    /// Declarations already noted, so that each says why once.
    var noted: Set<String> = []
    /// The structs and enums the profile declares, in the order met, and their place.
    var emitted: [Int] = []
    var emittedPlace: [Int: Int] = [:]
    /// Each enum's raw values once read (`nil` inside when it has none the profile can say),
    /// so that a type named by many fields is read once.
    var rawValueCache: [Int: [AppProfile.RawValue]?] = [:]

    /// The Live Activity types read, by name: the declaration of each.
    var activityDeclarations: [String: Int] = [:]
    /// The declarations the Live Activity types reach (their own, their content states, the
    /// types and aliases their fields name, their CodingKeys): notes about the rest are asides.
    var reached: Set<Int> = []
    /// Why the field being read is presence-only: the first (innermost) reason met.
    var presenceReason: String?
    /// How many fields are presence-only, by reason, in the order first met.
    var presenceCounts: [(reason: String, fields: Int)] = []
    /// How many fields were read.
    var fieldCount = 0

    /// Presence-only for `reason` (the field's reason unless an inner one was met first).
    mutating func presence(_ reason: String) -> AppProfile.FieldType {
        if presenceReason == nil { presenceReason = reason }
        return .presence
    }

    /// A named type's placeholder until names are given: `\u{1}` and its index.
    static let placeholder = "\u{1}"

    static let modules: Set<String> = ["Swift", "Foundation", "CoreGraphics", "ActivityKit"]
    static let builtins: [String: AppProfile.FieldType] = {
        var types: [String: AppProfile.FieldType] = [
            "String": .string, "Substring": .string, "Character": .string, "Data": .string, "Bool": .bool,
            "Double": .double, "CGFloat": .double, "TimeInterval": .double, "Float64": .double, "Decimal": .double,
            "Float": .float, "Float32": .float, "Float16": .float, "Date": .date, "URL": .url, "UUID": .uuid,
        ]
        for integer in AppProfile.FieldType.IntegerType.allCases { types[integer.rawValue] = .integer(integer) }
        return types
    }()

    /// The names a type may conform through to be a Live Activity type: `ActivityAttributes`
    /// and every protocol of the files that refines it, or type alias of a composition that
    /// holds it, however indirectly.
    let activityProtocols: Set<String>
    /// The enums of the files that declare each case name, for a default written `.case`.
    let enumsByCase: [String: [Int]]
    /// Each enum's cases, for a default written `Enum.case`.
    let enumCases: Set<EnumCase>

    struct EnumCase: Hashable {
        var index: Int
        var name: String
    }

    init(_ source: SwiftDeclarations) {
        self.source = source
        activityProtocols = Self.activityProtocols(source.declarations)
        var enums: [String: [Int]] = [:]
        var cases: Set<EnumCase> = []
        for index in source.declarations.indices where source.declarations[index].kind == .enumeration {
            for entry in source.declarations[index].cases
            where cases.insert(EnumCase(index: index, name: entry.name)).inserted {
                enums[entry.name, default: []].append(index)
            }
        }
        enumsByCase = enums
        enumCases = cases
    }

    /// Walks the refinements from `ActivityAttributes` outwards: each protocol or alias is
    /// reached once, through each name it inherits, so the cost is the size of the
    /// inheritance clauses.
    static func activityProtocols(_ declarations: [SwiftDeclarations.Declaration]) -> Set<String> {
        var refiners: [String: [Int]] = [:]
        for index in declarations.indices
        where declarations[index].kind == .protocolType || declarations[index].kind == .typeAlias {
            for name in declarations[index].inherited { refiners[Self.unqualified(name), default: []].append(index) }
        }
        var found: Set<String> = ["ActivityAttributes"]
        var queue = ["ActivityAttributes"]
        while let name = queue.popLast() {
            for index in refiners[name] ?? [] where found.insert(declarations[index].name).inserted {
                queue.append(declarations[index].name)
            }
        }
        return found
    }

    /// `ActivityKit.ActivityAttributes` as `ActivityAttributes`: the last component.
    static func unqualified(_ name: String) -> String {
        name.split(separator: ".").last.map(String.init) ?? name
    }

    mutating func note(_ file: String, _ line: Int, _ message: String, once key: String? = nil) {
        if let key, !noted.insert(key).inserted { return }
        notes.append(AppProfile.SwiftNote(file: file, line: line, message: message))
    }

    mutating func build() -> AppProfile.SwiftReading {
        var activities: [AppProfile.LiveActivity] = []
        let declarations = source.declarations
        for index in declarations.indices {
            let declaration = declarations[index]
            guard declaration.kind == .structure || declaration.kind == .classType,
                declaration.inherited.contains(where: { activityProtocols.contains(Self.unqualified($0)) })
            else { continue }
            if let first = activityDeclarations[declaration.name] {
                // An app and its widget extension often hold a copy each: only copies that differ matter.
                if !source.readAlike(first, index) {
                    let other = source.declarations[first]
                    note(
                        declaration.file, declaration.line,
                        "\(declaration.name) is declared again, with other stored properties or types than at \(other.file):\(other.line), which is read: the app and its widget extension decode a push with their own copy, so both must read the same content-state"
                    )
                }
                continue
            }
            activityDeclarations[declaration.name] = index
            if activities.count == AppProfile.maxLiveActivities {
                note(
                    declaration.file, declaration.line,
                    "\(declaration.name) is not read: a profile takes at most \(AppProfile.maxLiveActivities) Live Activity types"
                )
                continue
            }
            var activity = AppProfile.LiveActivity(name: declaration.name)
            activity.attributes = fields(of: index)
            if let state = contentState(of: index) {
                activity.contentState = fields(of: state)
            } else {
                note(
                    declaration.file, declaration.line,
                    "\(declaration.name) has no ContentState struct in the given files; its content state is not checked"
                )
            }
            activities.append(activity)
        }
        // Each type met adds the types its fields name: the queue grows until all are read.
        var types: [(index: Int, declaration: AppProfile.TypeDeclaration)] = []
        var next = 0
        while next < emitted.count {
            let index = emitted[next]
            next += 1
            if source.declarations[index].kind == .enumeration {
                types.append((index, .enumeration(rawValues(of: index) ?? [])))
            } else {
                types.append((index, .structure(fields(of: index))))
            }
        }
        // Names: a type's own, or its dotted path when two types share one.
        var counts: [String: Int] = [:]
        for index in emitted { counts[source.declarations[index].name, default: 0] += 1 }
        var names: [Int: String] = [:]
        for index in emitted {
            let name = source.declarations[index].name
            names[index] = counts[name, default: 0] > 1 ? source.qualifiedName(index) : name
        }
        func named(_ fields: [AppProfile.Field]) -> [AppProfile.Field] {
            fields.map { AppProfile.Field($0.name, Self.rename($0.type, names)) }
        }
        for index in activities.indices {
            activities[index].attributes = named(activities[index].attributes)
            activities[index].contentState = named(activities[index].contentState)
        }
        let namedTypes = types.map { entry -> AppProfile.NamedType in
            switch entry.declaration {
            case .structure(let fields):
                AppProfile.NamedType(name: names[entry.index] ?? "", declaration: .structure(named(fields)))
            case .enumeration:
                AppProfile.NamedType(name: names[entry.index] ?? "", declaration: entry.declaration)
            }
        }
        let sourceNotes = sourceNotesByConcern()
        let summary = AppProfile.SwiftSummary(
            files: source.fileCount, liveActivities: activities.count, types: namedTypes.count, fields: fieldCount,
            presenceOnly: presenceCounts.sorted { $0.fields > $1.fields }.map {
                AppProfile.SwiftSummary.PresenceOnly(reason: $0.reason, fields: $0.fields)
            }, asides: sourceNotes.filter { !$0.concernsLiveActivities }.count)
        return AppProfile.SwiftReading(
            liveActivities: activities, types: namedTypes, notes: sourceNotes + notes, summary: summary)
    }

    /// The lexer's and the declarations' notes, each told whether it concerns what the Live
    /// Activity types reach: a note about a whole file when the file declares something
    /// reached (or an extension of it), about a declaration when it is reached, about an
    /// extension of no type when it adds a conformance to `ActivityAttributes`.
    func sourceNotesByConcern() -> [AppProfile.SwiftNote] {
        var files: Set<String> = []
        for index in reached { files.insert(source.declarations[index].file) }
        for declaration in source.declarations {
            if let extended = declaration.extended, reached.contains(extended) { files.insert(declaration.file) }
        }
        return source.notes.map { note in
            let concerns: Bool
            switch note.subject {
            case .file: concerns = files.contains(note.file)
            case .duplicate(let first, let again):
                // A Live Activity type's second copy has its own note when it differs.
                concerns =
                    reached.contains(first) && activityDeclarations[source.declarations[first].name] != first
                    && !source.readAlike(first, again)
            case .orphanExtension(let index):
                concerns = source.declarations[index].inherited.contains {
                    activityProtocols.contains(Self.unqualified($0))
                }
            }
            return AppProfile.SwiftNote(
                file: note.file, line: note.line, message: note.message, concernsLiveActivities: concerns)
        }
    }

    /// The placeholders of `type` replaced with the names given.
    static func rename(_ type: AppProfile.FieldType, _ names: [Int: String]) -> AppProfile.FieldType {
        switch type {
        case .named(let text) where text.hasPrefix(placeholder):
            return .named(Int(text.dropFirst()).flatMap { names[$0] } ?? "")
        case .optional(let inner): return .optional(rename(inner, names))
        case .array(let inner): return .array(rename(inner, names))
        case .dictionary(let inner): return .dictionary(rename(inner, names))
        case .integerKeyed(let inner): return .integerKeyed(rename(inner, names))
        case .pairs(let key, let value): return .pairs(key: rename(key, names), value: rename(value, names))
        case .range(let bound, let closed): return .range(rename(bound, names), closed: closed)
        default: return type
        }
    }

    /// The struct an `ActivityAttributes` type's `ContentState` is, following type aliases.
    mutating func contentState(of index: Int) -> Int? {
        guard var found = source.member("ContentState", of: index) else { return nil }
        reached.insert(found)
        var hops = 0
        while source.declarations[found].kind == .typeAlias {
            guard hops < SwiftDeclarations.maxAliases,
                case .named(let path, let arguments)? = source.declarations[found].aliased, arguments.isEmpty,
                let target = source.resolve(path, from: source.declarations[found].parent)
            else { return nil }
            found = target
            reached.insert(found)
            hops += 1
        }
        let kind = source.declarations[found].kind
        return kind == .structure || kind == .classType ? found : nil
    }

    /// The keys `CodingKeys` gives the properties of `index`, if it declares them.
    mutating func codingKeys(of index: Int) -> [String: String]? {
        guard let keys = source.member("CodingKeys", of: index), source.declarations[keys].kind == .enumeration
        else { return nil }
        reached.insert(keys)
        let declaration = source.declarations[keys]
        let isString = declaration.inherited.first.map { $0 == "String" || $0 == "Swift.String" } ?? false
        var result: [String: String] = [:]
        for entry in declaration.cases {
            switch entry.raw {
            case .string(let text) where isString: result[entry.name] = text
            case .other? where isString:
                note(
                    declaration.file, entry.line,
                    "the CodingKeys case \(entry.name) has a raw value that is not a string literal; its key is taken as \"\(entry.name)\""
                )
                result[entry.name] = entry.name
            default: result[entry.name] = entry.name
            }
        }
        return result
    }

    /// The fields of a struct: its stored properties (renamed by `CodingKeys`, those it
    /// leaves out skipped), each mapped to the profile's notation.
    mutating func fields(of index: Int) -> [AppProfile.Field] {
        reached.insert(index)
        let declaration = source.declarations[index]
        let keys = codingKeys(of: index)
        if let line = declaration.customDecoder {
            note(
                declaration.file, line,
                "\(declaration.name) decodes itself (init(from:)), which says which keys it reads and which it may go without: its fields are not checked (Any?)",
                once: "decoder \(index)")
        }
        var fields: [AppProfile.Field] = []
        let owner = source.qualifiedName(index)
        var keysSeen: Set<String> = []
        for property in declaration.properties {
            let key: String
            if let keys {
                guard let renamed = keys[property.name] else { continue }
                key = renamed
            } else {
                key = property.name
            }
            guard keysSeen.insert(key).inserted else {
                note(
                    declaration.file, property.line,
                    "\(owner) has a second property with the key \"\(key)\"; the first is read")
                continue
            }
            let isOptional = property.type.map(Self.isOptional) ?? false
            var type: AppProfile.FieldType
            presenceReason = nil
            if declaration.customDecoder != nil {
                // Its own init(from:) may read other keys, or do without one (decodeIfPresent, a
                // fallback): requiring a key would refuse pushes the app takes.
                _ = presence("a type that decodes itself (init(from:))")
                type = .optional(.presence)
            } else if let wrapper = property.wrapper {
                note(
                    declaration.file, property.line,
                    "\(owner).\(property.name) is wrapped by @\(wrapper), which decodes it its own way: checked for presence only"
                )
                type = presence("a property wrapper")
            } else if let syntax = property.type {
                type = map(syntax, scope: index, file: declaration.file, line: property.line, hops: 0)
            } else {
                note(
                    declaration.file, property.line,
                    "\(owner).\(property.name) has no type written and its default's type cannot be told without a compiler: checked for presence only"
                )
                type = presence("a default whose type needs a compiler")
            }
            if case .presence = type, isOptional { type = .optional(.presence) }
            if type.description.utf8.count > 256 {
                note(
                    declaration.file, property.line,
                    "the type of \(owner).\(property.name) is longer than a profile takes: checked for presence only")
                presenceReason = "a type longer than a profile takes"
                type = isOptional ? .optional(.presence) : .presence
            }
            fieldCount += 1
            if Self.containsPresence(type) {
                let reason = presenceReason ?? "a type pushkit does not read"
                if let at = presenceCounts.firstIndex(where: { $0.reason == reason }) {
                    presenceCounts[at].fields += 1
                } else {
                    presenceCounts.append((reason, 1))
                }
            }
            fields.append(AppProfile.Field(key, type))
        }
        return fields
    }

    /// Whether `type` holds an `Any` at any depth.
    static func containsPresence(_ type: AppProfile.FieldType) -> Bool {
        var pending = [type]
        while let next = pending.popLast() {
            switch next {
            case .presence: return true
            case .optional(let inner), .array(let inner), .dictionary(let inner), .integerKeyed(let inner),
                .range(let inner, _):
                pending.append(inner)
            case .pairs(let key, let value): pending += [key, value]
            default: break
            }
        }
        return false
    }

    static func isOptional(_ syntax: SwiftTypeSyntax) -> Bool {
        switch syntax {
        case .optional: true
        case .named(let path, let arguments):
            (path == ["Optional"] || path == ["Swift", "Optional"]) && arguments.count == 1
        default: false
        }
    }

    /// A Swift type in the profile's notation; a struct or enum it names is queued.
    mutating func map(_ syntax: SwiftTypeSyntax, scope: Int?, file: String, line: Int, hops: Int)
        -> AppProfile.FieldType
    {
        switch syntax {
        case .optional(let inner):
            return .optional(map(inner, scope: scope, file: file, line: line, hops: hops))
        case .array(let element):
            return .array(map(element, scope: scope, file: file, line: line, hops: hops))
        case .dictionary(let key, let value):
            return dictionary(key, value, scope: scope, file: file, line: line, hops: hops)
        case .unreadable(let reason):
            note(file, line, "a field's type is not one a profile can state (\(reason)): checked for presence only")
            return presence("a type the profile cannot state")
        case .enumCase(let path, let name) where !path.isEmpty:
            var path = path
            if path.count > 1, Self.modules.contains(path[0]) { path.removeFirst() }
            guard let found = source.resolve(path, from: scope), source.declarations[found].kind == .enumeration,
                enumCases.contains(EnumCase(index: found, name: name))
            else {
                note(
                    file, line,
                    "a default \(path.joined(separator: ".")).\(name) is no case of an enum in the given files: checked for presence only"
                )
                return presence("a default whose type needs a compiler")
            }
            return declared(
                found, written: path.joined(separator: "."), arguments: [], file: file, line: line, hops: hops)
        case .enumCase(_, let name):
            let enums = enumsByCase[name] ?? []
            guard enums.count == 1 else {
                note(
                    file, line,
                    enums.isEmpty
                        ? "a default .\(name) is a case of no enum in the given files: checked for presence only"
                        : "a default .\(name) is a case of \(enums.count) enums in the given files: checked for presence only"
                )
                return presence("a default whose type needs a compiler")
            }
            let written = source.qualifiedName(enums[0])
            return declared(enums[0], written: written, arguments: [], file: file, line: line, hops: hops)
        case .named(var path, let arguments):
            if path.count > 1, Self.modules.contains(path[0]) { path.removeFirst() }
            let found = source.resolve(path, from: scope)
            if found == nil, path.count == 1 {
                switch (path[0], arguments.count) {
                case ("Optional", 1):
                    return .optional(map(arguments[0], scope: scope, file: file, line: line, hops: hops))
                case ("Array", 1), ("ContiguousArray", 1), ("ArraySlice", 1), ("Set", 1):
                    return .array(map(arguments[0], scope: scope, file: file, line: line, hops: hops))
                case ("Dictionary", 2):
                    return dictionary(arguments[0], arguments[1], scope: scope, file: file, line: line, hops: hops)
                case ("Range", 1), ("ClosedRange", 1):
                    let bound = map(arguments[0], scope: scope, file: file, line: line, hops: hops)
                    switch bound {
                    case .string, .integer, .double, .float, .date, .uuid, .named:
                        return .range(bound, closed: path[0] == "ClosedRange")
                    default:
                        note(
                            file, line,
                            "a \(path[0]) whose bound is \(bound) is not one a profile can state: checked for presence only"
                        )
                        return presence("a type the profile cannot state")
                    }
                case (let name, 0):
                    if let builtin = Self.builtins[name] { return builtin }
                default: break
                }
            }
            let written = path.joined(separator: ".")
            guard let found else {
                note(
                    file, line,
                    "\(written) is not declared in the given files: fields of this type are checked for presence only",
                    once: "unknown \(written)")
                return presence("a type not declared in the given files")
            }
            return declared(found, written: written, arguments: arguments, file: file, line: line, hops: hops)
        }
    }

    /// A dictionary as the standard library decodes it: an object for `String` and `Int`
    /// keys, an array of keys and values alternating for any other key type; one keyed by a
    /// `CodingKeyRepresentable` enum (an object keyed by its coding keys) or by a type not
    /// read is presence-only.
    mutating func dictionary(
        _ key: SwiftTypeSyntax, _ value: SwiftTypeSyntax, scope: Int?, file: String, line: Int, hops: Int
    ) -> AppProfile.FieldType {
        if case .named(let path, let arguments) = key, arguments.isEmpty,
            let found = source.resolve(path, from: scope),
            source.declarations[found].inherited.contains(where: { Self.unqualified($0) == "CodingKeyRepresentable" })
        {
            note(
                file, line,
                "a dictionary keyed by \(source.declarations[found].name), which is CodingKeyRepresentable (JSONDecoder reads an object keyed by its coding keys), is not in the profile's type language: checked for presence only",
                once: "coding key \(found)")
            return presence("a dictionary key the profile cannot state")
        }
        let keyType = map(key, scope: scope, file: file, line: line, hops: hops)
        let valueType = map(value, scope: scope, file: file, line: line, hops: hops)
        switch keyType {
        case .presence, .optional:
            note(file, line, "a dictionary keyed by a type pushkit does not read: checked for presence only")
            return presence("a dictionary key the profile cannot state")
        case .string:
            // Substring, Character and Data read as strings, but only String keys make an object:
            // their keys and values alternate, which the profile's notation cannot tell from an object.
            if let name = Self.writtenName(key), ["Substring", "Character", "Data"].contains(name),
                source.resolve([name], from: scope) == nil
            {
                note(
                    file, line,
                    "a dictionary keyed by \(name) is read from keys and values alternating, which the profile's notation cannot state: checked for presence only"
                )
                return presence("a dictionary key the profile cannot state")
            }
        default:
            break
        }
        return AppProfile.FieldType.dictionary(key: keyType, value: valueType)
    }

    /// The last component of a plain named type (`Swift.String` as `String`), else `nil`.
    static func writtenName(_ syntax: SwiftTypeSyntax) -> String? {
        guard case .named(let path, let arguments) = syntax, arguments.isEmpty else { return nil }
        return path.last
    }

    /// The type a declaration gives a field: a type alias followed, a struct or enum
    /// queued, anything unreadable `Any`.
    mutating func declared(
        _ index: Int, written: String, arguments: [SwiftTypeSyntax], file: String, line: Int, hops: Int
    ) -> AppProfile.FieldType {
        let declaration = source.declarations[index]
        reached.insert(index)
        let presenceOnly = { (reason: String) -> String in
            "\(written) \(reason): fields of this type are checked for presence only"
        }
        switch declaration.kind {
        case .typeAlias:
            guard hops < SwiftDeclarations.maxAliases, let aliased = declaration.aliased, !declaration.isGeneric else {
                note(
                    declaration.file, declaration.line, presenceOnly("is a type alias pushkit does not follow"),
                    once: "alias \(index)")
                return presence("a type alias pushkit does not follow")
            }
            return map(
                aliased, scope: declaration.parent, file: declaration.file, line: declaration.line, hops: hops + 1)
        case .structure, .classType:
            if declaration.isGeneric || !arguments.isEmpty {
                note(declaration.file, declaration.line, presenceOnly("is generic"), once: "generic \(index)")
                return presence("a generic type of the app's")
            }
            if let decoder = declaration.customDecoder {
                note(declaration.file, decoder, presenceOnly("decodes itself (init(from:))"), once: "decoder \(index)")
                return presence("a type that decodes itself (init(from:))")
            }
        case .enumeration:
            if let decoder = declaration.customDecoder {
                note(declaration.file, decoder, presenceOnly("decodes itself (init(from:))"), once: "decoder \(index)")
                return presence("a type that decodes itself (init(from:))")
            }
            if rawValues(of: index) == nil {
                return presence("an enum without String or Int raw values, or with associated values")
            }
        case .protocolType:
            note(declaration.file, declaration.line, presenceOnly("is a protocol"), once: "protocol \(index)")
            return presence("a protocol")
        case .extensionDeclaration, .other:
            return presence("a type pushkit does not read")
        }
        if emittedPlace[index] == nil {
            emittedPlace[index] = emitted.count
            emitted.append(index)
        }
        return .named(Self.placeholder + String(index))
    }

    /// An enum's raw values, `nil` after a note when the profile cannot say them.
    mutating func rawValues(of index: Int) -> [AppProfile.RawValue]? {
        if let cached = rawValueCache[index] { return cached }
        let values = readRawValues(of: index)
        rawValueCache[index] = .some(values)
        return values
    }

    private mutating func readRawValues(of index: Int) -> [AppProfile.RawValue]? {
        let declaration = source.declarations[index]
        let rawType = declaration.inherited.first.map { $0.hasPrefix("Swift.") ? String($0.dropFirst(6)) : $0 } ?? ""
        let isString = rawType == "String" || rawType == "Character"
        let isInteger = AppProfile.FieldType.IntegerType(rawValue: rawType) != nil
        let reason: String?
        var values: [AppProfile.RawValue] = []
        var nextInteger: Int64 = 0
        if !isString && !isInteger {
            reason = "has no String or Int raw values (JSONDecoder reads such an enum as an object keyed by its case)"
        } else if declaration.cases.isEmpty {
            reason = "has no cases"
        } else if let entry = declaration.cases.first(where: \.hasAssociatedValues) {
            reason = "has a case with associated values (\(entry.name))"
        } else {
            var problem: String?
            for entry in declaration.cases {
                switch entry.raw {
                case nil:
                    if isString {
                        values.append(.string(entry.name))
                    } else {
                        values.append(.integer(nextInteger))
                        nextInteger = nextInteger &+ 1
                    }
                case .string(let text)? where isString:
                    values.append(.string(text))
                case .number(let text)? where isInteger:
                    guard let number = Self.integer(text) else {
                        problem = "has a raw value pushkit cannot read (\(entry.name) = \(text))"
                        break
                    }
                    values.append(.integer(number))
                    nextInteger = number &+ 1
                default:
                    problem = "has a raw value pushkit cannot read (case \(entry.name))"
                }
                if problem != nil { break }
            }
            reason = problem
        }
        if let reason {
            note(
                declaration.file, declaration.line,
                "\(declaration.name) \(reason): fields of this type are checked for presence only",
                once: "enum \(index)")
            return nil
        }
        return values
    }

    /// An integer literal: decimal, `0x`, `0o` or `0b`, with `_` and a leading `-`.
    static func integer(_ text: String) -> Int64? {
        var digits = Substring(text.filter { $0 != "_" })
        let negative = digits.hasPrefix("-")
        if negative { digits = digits.dropFirst() }
        var radix = 10
        for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            radix = base
            digits = digits.dropFirst(2)
        }
        guard let magnitude = Int64(digits, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }
}
