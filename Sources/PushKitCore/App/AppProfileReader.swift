extension AppProfile {
    /// One thing wrong with a profile, or with a file it names: the file, and the
    /// diagnostic with its place (line, column, JSON Pointer) and its code.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The file, as the profile's reader was given it (a strings or routes file is
        /// named relative to the profile, see ``AppProfile/resolve(_:relativeTo:)``).
        public var file: String
        /// What is wrong, and where in `file`.
        public var diagnostic: Diagnostic

        /// Creates a problem.
        public init(file: String, diagnostic: Diagnostic) {
            self.file = file
            self.diagnostic = diagnostic
        }

        /// `file:line:column: severity: message [code]`.
        public var description: String { "\(file):\(diagnostic)" }
    }

    /// The outcome of reading a profile.
    public struct ReadResult: Sendable {
        /// The profile, with what could be read of it.
        public var profile: AppProfile
        /// Everything wrong with the profile and the files it names, profile first.
        public var problems: [Problem]

        /// Whether the profile can be used: no problem is an error.
        public var isValid: Bool { !problems.contains { $0.diagnostic.severity == .error } }
    }

    /// Why a file the profile names could not be read, as the `loading` function of
    /// ``read(_:file:options:loading:)`` throws it.
    public struct FileError: Error, Sendable, Hashable, CustomStringConvertible {
        /// What went wrong: `no such file`, `larger than 1048576 bytes`, ...
        public var message: String

        /// Creates an error.
        public init(_ message: String) { self.message = message }

        /// The message.
        public var description: String { message }
    }

    /// Reads a profile strictly, with a problem for everything wrong in it.
    ///
    /// - Parameters:
    ///   - bytes: the profile's JSON.
    ///   - file: its name, for problems and for the files it names: `strings` and
    ///     `routes` paths are read beside it (``resolve(_:relativeTo:)``).
    ///   - options: the reader's limits, for the profile and each file it names.
    ///   - loading: reads the file at a resolved path; what it throws is the problem.
    public static func read(
        _ bytes: [UInt8], file: String = "app.json", options: JSONReader.Options = JSONReader.Options(),
        loading: (String) throws -> [UInt8]
    ) -> ReadResult {
        let (document, sink) = JSONReader(options: options).readPending(bytes)
        return withoutActuallyEscaping(loading) { loading in
            var reader = ProfileReader(file: file, options: options, loading: loading)
            reader.checker.sink = sink
            if let document { reader.read(document.root) }
            let own = reader.checker.sink.resolved(in: bytes).map {
                Problem(file: file, diagnostic: $0.inRefused("the app profile"))
            }
            return ReadResult(profile: reader.profile, problems: own + reader.otherFiles)
        }
    }

    /// Reads a profile that names no file (its strings and routes are inline).
    public static func read(_ text: String, file: String = "app.json") -> ReadResult {
        read(Array(text.utf8), file: file) { path in
            throw FileError("this profile was read without access to files")
        }
    }
}

/// Reads the content of a profile document.
private struct ProfileReader {
    static let domain = KeyDomain(invalidType: .profileInvalidType, missingKey: .profileInvalidType)
    static let topKeys = [
        "$schema", "description", "bundleID", "sdks", "routes", "categories", "strings", "liveActivities", "types",
    ]
    static let activityKeys = ["attributes", "contentState", "description"]

    let file: String
    let options: JSONReader.Options
    let loading: (String) throws -> [UInt8]
    var checker = Checker()
    var profile = AppProfile()
    /// Problems in the files the profile names.
    var otherFiles: [AppProfile.Problem] = []
    /// Every named type a field uses, with the field's value: checked once `types` is read.
    var references: [(name: String, value: JSONValue)] = []

    init(file: String, options: JSONReader.Options, loading: @escaping (String) throws -> [UInt8]) {
        self.file = file
        self.options = options
        self.loading = loading
    }

    mutating func read(_ root: JSONValue) {
        guard root.kind == .object else {
            checker.emit(
                .profileInvalidType, at: root,
                "an app profile is an object {\"bundleID\": ..., ...}, not \(checker.describe(root))")
            return
        }
        checkKeys(root, known: Self.topKeys, owner: "the profile")
        for key in ["$schema", "description"] {
            if let value = root[key] { _ = checker.expect(value, .string, JSONText.quoted(key), Self.domain) }
        }
        if let value = root["bundleID"], let text = checker.expect(value, .string, "\"bundleID\"", Self.domain)?.string
        {
            profile.bundleID = text
        }
        if let value = root["sdks"] { readSDKs(value) }
        if let value = root["routes"] { readRoutes(value) }
        if let value = root["categories"] { readCategories(value) }
        if let value = root["strings"] { readStrings(value) }
        if let value = root["types"] { readTypes(value) }
        if let value = root["liveActivities"] { readLiveActivities(value) }
        for (name, value) in references where profile.types[name] == nil {
            let known = profile.types.keys
            let hint = KeySpelling.nearMiss(name, in: known).map { "; did you mean \(JSONText.quoted($0))?" }
            checker.emit(
                .profileUnknownType, at: value,
                "\(JSONText.quoted(name)) is neither a Swift type pushkit knows (String, Int, Double, Bool, Date, URL, UUID...) nor one of the profile's \"types\""
                    + (hint ?? (known.isEmpty ? "; declare it in \"types\"" : "")))
        }
    }

    // MARK: Members

    private mutating func readSDKs(_ value: JSONValue) {
        guard checker.expect(value, .object, "\"sdks\"", Self.domain) != nil else { return }
        for member in value.memberSequence {
            guard let sdk = AppProfile.SDK(id: member.key) else {
                checker.emit(
                    .profileUnknownSDK, at: member.keyValue,
                    "\(JSONText.quoted(member.key)) is not an SDK: write vendor-platform, such as synerise-ios, synerise-android or cordial-ios"
                )
                continue
            }
            let texts: [JSONValue] = member.value.kind == .array ? member.value.elements : [member.value]
            var versions: [AppProfile.Version] = []
            for text in texts {
                guard let string = checker.expect(text, .string, "a version of \(sdk)", Self.domain)?.string else {
                    continue
                }
                guard let version = AppProfile.Version(string) else {
                    checker.emit(
                        .profileInvalidVersion, at: text,
                        "\(JSONText.quoted(string)) is not a version: write major[.minor[.patch]], such as 5.10.1")
                    continue
                }
                versions.append(version)
            }
            if !versions.isEmpty { profile.sdks[sdk, default: []] += versions }
        }
    }

    private mutating func readRoutes(_ value: JSONValue) {
        switch value.kind {
        case .array:
            var manifest = ManifestReader()
            manifest.readRoutes(value)
            checker.sink.append(contentsOf: manifest.checker.sink)
            profile.routes = RouteTable(manifest.routes)
        case .string:
            let path = AppProfile.resolve(value.string ?? "", relativeTo: file)
            guard let bytes = load(path, at: value, code: .profileRoutesUnreadable, what: "the route manifest") else {
                return
            }
            let result = RouteManifest.read(bytes, options: options)
            otherFiles += result.diagnostics.map { AppProfile.Problem(file: path, diagnostic: $0) }
            profile.routes = RouteTable(result.manifest)
        default:
            checker.emit(
                .profileInvalidType, at: value,
                "\"routes\" is a list of routes [{\"name\", \"pattern\"}] or the path of a route manifest, not \(checker.describe(value))"
            )
        }
    }

    private mutating func readCategories(_ value: JSONValue) {
        guard checker.expect(value, .array, "\"categories\"", Self.domain) != nil else { return }
        var categories: Set<String> = []
        for element in value.elementSequence {
            if let text = checker.expect(element, .string, "a category", Self.domain)?.string {
                categories.insert(text)
            }
        }
        profile.categories = categories
    }

    private mutating func readStrings(_ value: JSONValue) {
        switch value.kind {
        case .object:
            var entries: [String: [AppProfile.Strings.Variant]] = [:]
            for member in value.memberSequence {
                switch member.value.kind {
                case .string:
                    entries[member.key] = [AppProfile.Strings.Variant(name: nil, format: member.value.string ?? "")]
                case .object:
                    var variants: [AppProfile.Strings.Variant] = []
                    for variant in member.value.memberSequence {
                        if let text = checker.expect(variant.value, .string, "a variant's format", Self.domain)?.string
                        {
                            variants.append(AppProfile.Strings.Variant(name: variant.key, format: text))
                        }
                    }
                    entries[member.key] = variants
                default:
                    checker.emit(
                        .profileInvalidType, at: member.value,
                        "the string \(JSONText.quoted(member.key)) is a format (\"Goal for %@!\") or an object of variants {\"one\": ..., \"other\": ...}, not \(checker.describe(member.value))"
                    )
                }
            }
            profile.strings = AppProfile.Strings(entries: entries, origin: "the profile's strings")
        case .string:
            readStringsFile(value)
        default:
            checker.emit(
                .profileInvalidType, at: value,
                "\"strings\" is an object of keys and formats, or the path of an .xcstrings or .strings file, not \(checker.describe(value))"
            )
        }
    }

    private mutating func readStringsFile(_ value: JSONValue) {
        let written = value.string ?? ""
        let path = AppProfile.resolve(written, relativeTo: file)
        let isCatalogue = written.hasSuffix(".xcstrings")
        guard isCatalogue || written.hasSuffix(".strings") else {
            checker.emit(
                .profileStringsUnreadable, at: value,
                "\(JSONText.quoted(written)) is neither a string catalogue (.xcstrings) nor a strings file (.strings)")
            return
        }
        guard let bytes = load(path, at: value, code: .profileStringsUnreadable, what: "the strings file") else {
            return
        }
        let name = String(written.split(separator: "/").last ?? "")
        if isCatalogue {
            let (document, sink) = JSONReader(options: options).readPending(bytes)
            var inner = Checker()
            inner.sink = sink
            var entries: [String: [AppProfile.Strings.Variant]] = [:]
            if let document { entries = StringCatalog.entries(document.root, checker: &inner) }
            otherFiles += inner.sink.resolved(in: bytes).map {
                AppProfile.Problem(file: path, diagnostic: $0.inRefused("the app profile"))
            }
            profile.strings = AppProfile.Strings(entries: entries, origin: name)
            return
        }
        guard let text = StringsFile(bytes) else {
            checker.emit(
                .profileStringsUnreadable, at: value, "\(path) is neither UTF-8 nor UTF-16 with a byte order mark")
            return
        }
        switch text.entries() {
        case .success(let list):
            var entries: [String: [AppProfile.Strings.Variant]] = [:]
            for entry in list { entries[entry.key] = [AppProfile.Strings.Variant(name: nil, format: entry.value)] }
            profile.strings = AppProfile.Strings(entries: entries, origin: name)
        case .failure(let problem):
            let location = SourceLocator.locate([problem.offset], in: text.text)[0]
            otherFiles.append(
                AppProfile.Problem(
                    file: path,
                    diagnostic: Diagnostic(
                        code: .profileStringsInvalid, pointer: .root, location: location, message: problem.message)))
        }
    }

    private mutating func readTypes(_ value: JSONValue) {
        guard checker.expect(value, .object, "\"types\"", Self.domain) != nil else { return }
        for member in value.memberSequence {
            guard checker.expect(member.value, .object, "the type \(JSONText.quoted(member.key))", Self.domain) != nil
            else { continue }
            if let cases = member.value["enum"] {
                checkKeys(
                    member.value, known: ["enum", "description"], owner: "the enum \(JSONText.quoted(member.key))")
                readEnum(member.key, cases)
            } else {
                profile.types[member.key] = .structure(
                    fields(member.value, owner: "the type \(JSONText.quoted(member.key))"))
            }
        }
    }

    private mutating func readEnum(_ name: String, _ cases: JSONValue) {
        guard checker.expect(cases, .array, "the raw values of \(JSONText.quoted(name))", Self.domain) != nil else {
            return
        }
        var values: [AppProfile.RawValue] = []
        for element in cases.elementSequence {
            if let text = element.string {
                values.append(.string(text))
            } else if let number = element.number?.int64 {
                values.append(.integer(number))
            } else {
                checker.emit(
                    .profileInvalidType, at: element,
                    "a raw value of \(JSONText.quoted(name)) is a string or an integer, not \(checker.describe(element))"
                )
            }
        }
        if cases.count == 0 {
            checker.emit(
                .profileInvalidType, at: cases, "the enum \(JSONText.quoted(name)) needs at least one raw value")
        }
        profile.types[name] = .enumeration(values)
    }

    private mutating func readLiveActivities(_ value: JSONValue) {
        guard checker.expect(value, .object, "\"liveActivities\"", Self.domain) != nil else { return }
        if value.count > AppProfile.maxLiveActivities {
            checker.emit(
                .profileTooManyActivities, at: value,
                "\(value.count) Live Activity types; pushkit takes at most \(AppProfile.maxLiveActivities)")
            return
        }
        for member in value.memberSequence {
            let owner = "the Live Activity \(JSONText.quoted(member.key))"
            guard checker.expect(member.value, .object, owner, Self.domain) != nil else { continue }
            checkKeys(member.value, known: Self.activityKeys, owner: owner)
            var activity = AppProfile.LiveActivity(name: member.key)
            if let attributes = member.value["attributes"],
                checker.expect(attributes, .object, "\"attributes\"", Self.domain) != nil
            {
                activity.attributes = fields(attributes, owner: "the attributes of \(JSONText.quoted(member.key))")
            }
            if let state = member.value["contentState"],
                checker.expect(state, .object, "\"contentState\"", Self.domain) != nil
            {
                activity.contentState = fields(state, owner: "the content state of \(JSONText.quoted(member.key))")
            }
            profile.liveActivities.removeAll { $0.name == member.key }
            profile.liveActivities.append(activity)
        }
    }

    /// The fields of a struct written as an object of names and types.
    private mutating func fields(_ object: JSONValue, owner: String) -> [AppProfile.Field] {
        var fields: [AppProfile.Field] = []
        for member in object.memberSequence {
            guard
                let text = checker.expect(
                    member.value, .string, "the type of \(JSONText.quoted(member.key))", Self.domain)?
                    .string
            else { continue }
            switch AppProfile.FieldType.parse(text) {
            case .success(let type):
                for name in type.referencedNames { references.append((name, member.value)) }
                fields.removeAll { $0.name == member.key }
                fields.append(AppProfile.Field(member.key, type))
            case .failure(let error):
                checker.emit(
                    .profileInvalidSwiftType, at: member.value,
                    "the type of \(JSONText.quoted(member.key)) in \(owner), \(error)")
            }
        }
        return fields
    }

    // MARK: Helpers

    /// The bytes of `path`, or `nil` after reporting `code` at `value`.
    private mutating func load(_ path: String, at value: JSONValue, code: Diagnostic.Code, what: String) -> [UInt8]? {
        do {
            return try loading(path)
        } catch {
            checker.emit(code, at: value, "\(what) \(path) cannot be read: \(error)")
            return nil
        }
    }

    private mutating func checkKeys(_ object: JSONValue, known: [String], owner: String) {
        for member in object.memberSequence where !known.contains(member.key) {
            let hint = KeySpelling.nearMiss(member.key, in: known).map { "; did you mean \(JSONText.quoted($0))?" }
            checker.emit(
                .profileUnknownKey, at: member.keyValue,
                "unknown key \(JSONText.quoted(member.key)) in \(owner)"
                    + (hint ?? "; known keys: \(known.filter { !$0.hasPrefix("$") }.joined(separator: ", "))"))
        }
    }
}
