extension AppProfile {
    /// A Swift source file for `readSwift(_:)` (in `PushKitAppReader`): its name (for notes) and its bytes.
    public struct SwiftFile: Sendable, Hashable {
        /// The name notes give, such as the path.
        public var name: String
        /// The file's UTF-8 bytes.
        public var bytes: [UInt8]

        /// Creates a file.
        public init(name: String, bytes: [UInt8]) {
            self.name = name
            self.bytes = bytes
        }
    }

    /// Something `readSwift(_:)` could not read, or read only in part.
    public struct SwiftNote: Sendable, Hashable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// The 1-based line.
        public var line: Int
        /// What was not read and what the profile says instead.
        public var message: String
        /// Whether the note concerns what the Live Activity types reach: a type they use, or
        /// a file that declares one (where a stray brace may change what is read). The others,
        /// about the rest of an app's code, are asides `pushkit app` shows with `--verbose`.
        public var concernsLiveActivities: Bool

        /// `file:line: note: message`.
        public var description: String { "\(file):\(line): note: \(message)" }

        /// A note (made by the reader in `PushKitAppReader`).
        package init(file: String, line: Int, message: String, concernsLiveActivities: Bool = true) {
            self.file = file
            self.line = line
            self.message = message
            self.concernsLiveActivities = concernsLiveActivities
        }
    }

    /// What `readSwift(_:)` read, in figures: the summary line `pushkit app` ends with.
    public struct SwiftSummary: Sendable, Hashable, CustomStringConvertible {
        /// The Swift files read.
        public var files: Int
        /// The Live Activity types found.
        public var liveActivities: Int
        /// The structs and enums they use.
        public var types: Int
        /// The fields of both (attributes, content states and the structs' fields).
        public var fields: Int
        /// The fields checked for presence only (`Any`, or with an `Any` inside), by reason,
        /// the most frequent first.
        public var presenceOnly: [PresenceOnly]
        /// The notes that do not concern the Live Activity types.
        public var asides: Int

        /// A summary (made by the reader in `PushKitAppReader`).
        package init(
            files: Int, liveActivities: Int, types: Int, fields: Int, presenceOnly: [PresenceOnly], asides: Int
        ) {
            self.files = files
            self.liveActivities = liveActivities
            self.types = types
            self.fields = fields
            self.presenceOnly = presenceOnly
            self.asides = asides
        }

        /// How many fields are checked for presence only for one reason.
        public struct PresenceOnly: Sendable, Hashable {
            /// Why (`a type that decodes itself (init(from:))`).
            public var reason: String
            /// How many fields.
            public var fields: Int

            /// A count (made by the reader in `PushKitAppReader`).
            package init(reason: String, fields: Int) {
                self.reason = reason
                self.fields = fields
            }
        }

        /// `2 Live Activity types, 3 types, 24 fields from 5 Swift files; 2 fields checked for presence only
        /// (1: a type that decodes itself (init(from:)); 1: ...); 12 notes on code no Live Activity type reaches`.
        public var description: String {
            func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
            var text =
                "\(count(liveActivities, "Live Activity type")), \(count(types, "type")), \(count(fields, "field")) from \(count(files, "Swift file"))"
            let presence = presenceOnly.reduce(0) { $0 + $1.fields }
            if presence == 0 {
                text += "; every field checked by type"
            } else {
                text +=
                    "; \(count(presence, "field")) checked for presence only ("
                    + presenceOnly.map { "\($0.fields): \($0.reason)" }.joined(separator: "; ") + ")"
            }
            if asides > 0 {
                text += "; \(count(asides, "note")) on code no Live Activity type reaches"
            }
            return text
        }
    }

    /// A struct or enum of the profile's `types`, with its name.
    public struct NamedType: Sendable, Hashable {
        /// The name a field's type writes.
        public var name: String
        /// Its fields or raw values.
        public var declaration: TypeDeclaration

        /// A named type (made by the reader in `PushKitAppReader`).
        package init(name: String, declaration: TypeDeclaration) {
            self.name = name
            self.declaration = declaration
        }
    }

    /// What `readSwift(_:)` (in `PushKitAppReader`) found: the Live Activity types, the types they use, in the
    /// order met, and the notes.
    public struct SwiftReading: Sendable, Hashable {
        /// The `ActivityAttributes` types, in the order declared.
        public var liveActivities: [LiveActivity]
        /// The structs and enums they use, in the order first met.
        public var types: [NamedType]
        /// What could not be read: those that concern the Live Activity types, and the asides.
        public var notes: [SwiftNote]
        /// The figures of the reading.
        public var summary: SwiftSummary

        /// A reading (made by the reader in `PushKitAppReader`).
        package init(liveActivities: [LiveActivity], types: [NamedType], notes: [SwiftNote], summary: SwiftSummary) {
            self.liveActivities = liveActivities
            self.types = types
            self.notes = notes
            self.summary = summary
        }

        /// A profile with these Live Activity types and types.
        public var profile: AppProfile {
            var declared: [String: TypeDeclaration] = [:]
            for type in types { declared[type.name] = type.declaration }
            return AppProfile(liveActivities: liveActivities, types: declared)
        }

        /// The profile as JSON (`docs/app-profile.md`): `liveActivities` and `types`; with
        /// `existing` (a profile's root object), every other member of it as written, in its
        /// order, and these two in place of its own.
        public func json(merging existing: JSONValue? = nil) -> String {
            var members: [(key: String, text: String)] = []
            var placed = (activities: false, types: false)
            for member in existing?.members ?? [] {
                switch member.key {
                case "liveActivities":
                    if !placed.activities { members.append((member.key, activitiesText)) }
                    placed.activities = true
                case "types":
                    if !placed.types { members.append((member.key, typesText)) }
                    placed.types = true
                default:
                    members.append((member.key, member.value.sourceText))
                }
            }
            if !placed.activities { members.append(("liveActivities", activitiesText)) }
            if !placed.types { members.append(("types", typesText)) }
            return Self.objectText(members, indent: 2) + "\n"
        }

        private var activitiesText: String {
            Self.objectText(
                liveActivities.map { activity in
                    let members = [
                        ("attributes", Self.fieldsText(activity.attributes)),
                        ("contentState", Self.fieldsText(activity.contentState)),
                    ]
                    return (activity.name, Self.objectText(members, indent: 6))
                }, indent: 4)
        }

        private var typesText: String {
            Self.objectText(
                types.map { type in
                    switch type.declaration {
                    case .structure(let fields):
                        return (type.name, Self.fieldsText(fields))
                    case .enumeration(let values):
                        return (type.name, "{\"enum\": [" + values.map(\.description).joined(separator: ", ") + "]}")
                    }
                }, indent: 4)
        }

        /// An object written a member a line, each `indent` spaces in and the closing brace
        /// two spaces less; `{}` without members.
        private static func objectText(_ members: [(key: String, text: String)], indent: Int) -> String {
            guard !members.isEmpty else { return "{}" }
            let inner = String(repeating: " ", count: indent)
            let lines = members.map { inner + JSONText.quoted($0.key) + ": " + $0.text }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent - 2) + "}"
        }

        private static func fieldsText(_ fields: [Field]) -> String {
            "{"
                + fields.map { JSONText.quoted($0.name) + ": " + JSONText.quoted($0.type.description) }
                .joined(separator: ", ") + "}"
        }
    }
}
