extension AppProfile {
    /// The Swift type of a field, written as in Swift: `String`, `Int`, `Double`, `Bool`,
    /// `Date`, `URL`, `UUID`, a name from the profile's `types`, `T?`, `[T]`,
    /// `[String: T]`, `[Int: T]`, `[K: V]` for other keys, `Range<T>`, `ClosedRange<T>`
    /// (also `Optional<T>`, `Array<T>`, `Set<T>` and `Dictionary<K, V>`); `Any` for a field
    /// the app decodes its own way (only its presence is checked) and `Any?` for one not
    /// checked at all.
    public indirect enum FieldType: Sendable, Hashable, CustomStringConvertible {
        /// `String`: a JSON string.
        case string
        /// `Bool`: `true` or `false`.
        case bool
        /// `Int`, `Int8` ... `UInt64`: a whole number the type holds (`3.0` is read as 3).
        case integer(IntegerType)
        /// `Double`: any JSON number.
        case double
        /// `Float`: a JSON number within `Float`'s range.
        case float
        /// `Date` with `JSONDecoder`'s default strategy: a number of seconds since
        /// 2001-01-01 00:00:00 UTC.
        case date
        /// `URL`: a string `URL(string:)` accepts.
        case url
        /// `UUID`: a string `UUID(uuidString:)` accepts.
        case uuid
        /// A struct or enum declared in the profile's `types`.
        case named(String)
        /// `T?`: may be missing or `null`.
        case optional(FieldType)
        /// `[T]`: a JSON array of `T`.
        case array(FieldType)
        /// `[String: T]`: a JSON object whose values are `T`.
        case dictionary(FieldType)
        /// `[Int: T]`: a JSON object whose keys are decimal integers (what `Int(_:)` takes:
        /// an optional sign and digits, within `Int`'s range) and whose values are `T`.
        case integerKeyed(FieldType)
        /// `[K: V]` whose key is neither `String` nor `Int` (`Int64`, `UUID`, an enum): a JSON
        /// array of keys and values, alternating, of even length.
        case pairs(key: FieldType, value: FieldType)
        /// `Range<T>` (`closed` false) or `ClosedRange<T>`: a JSON array `[lower, upper]`
        /// with the lower bound not above the upper one (the standard library's
        /// `init(from:)` throws otherwise; an empty `Range` is allowed).
        case range(FieldType, closed: Bool)
        /// `Any`: the key must be present; the app decodes the value itself
        /// (its own `init(from:)`), so it is not checked.
        case presence

        /// The fixed-width integer types.
        public enum IntegerType: String, Sendable, Hashable, CaseIterable {
            /// `Int` (64 bits).
            case int = "Int"
            /// `Int8`.
            case int8 = "Int8"
            /// `Int16`.
            case int16 = "Int16"
            /// `Int32`.
            case int32 = "Int32"
            /// `Int64`.
            case int64 = "Int64"
            /// `UInt` (64 bits).
            case uint = "UInt"
            /// `UInt8`.
            case uint8 = "UInt8"
            /// `UInt16`.
            case uint16 = "UInt16"
            /// `UInt32`.
            case uint32 = "UInt32"
            /// `UInt64`.
            case uint64 = "UInt64"

            /// The smallest value, as a `Double`.
            var minimum: Double {
                switch self {
                case .int, .int64: -9_223_372_036_854_775_808
                case .int8: -128
                case .int16: -32768
                case .int32: -2_147_483_648
                case .uint, .uint8, .uint16, .uint32, .uint64: 0
                }
            }

            /// The largest value, as a `Double` (2^63 and 2^64 are not held, so the
            /// comparison with them is strict).
            var limit: (value: Double, inclusive: Bool) {
                switch self {
                case .int, .int64: (9_223_372_036_854_775_808, false)
                case .int8: (127, true)
                case .int16: (32767, true)
                case .int32: (2_147_483_647, true)
                case .uint, .uint64: (18_446_744_073_709_551_616, false)
                case .uint8: (255, true)
                case .uint16: (65535, true)
                case .uint32: (4_294_967_295, true)
                }
            }

            /// Whether `value`, a whole number, is one the type holds.
            func holds(_ value: Double) -> Bool {
                guard value >= minimum else { return false }
                let (largest, inclusive) = limit
                return inclusive ? value <= largest : value < largest
            }
        }

        /// The type as written in Swift.
        public var description: String {
            switch self {
            case .string: "String"
            case .bool: "Bool"
            case .integer(let type): type.rawValue
            case .double: "Double"
            case .float: "Float"
            case .date: "Date"
            case .url: "URL"
            case .uuid: "UUID"
            case .named(let name): name
            case .optional(let wrapped): "\(wrapped)?"
            case .array(let element): "[\(element)]"
            case .dictionary(let value): "[String: \(value)]"
            case .integerKeyed(let value): "[Int: \(value)]"
            case .pairs(let key, let value): "[\(key): \(value)]"
            case .range(let bound, let closed): "\(closed ? "ClosedRange" : "Range")<\(bound)>"
            case .presence: "Any"
            }
        }

        /// Whether a missing key or a `null` is accepted.
        public var isOptional: Bool {
            if case .optional = self { return true }
            return false
        }

        /// Reads a type written as in Swift; the error says what is wrong with it.
        ///
        /// Names other than the built-in ones are taken as ``named(_:)``: whether the
        /// profile declares them is checked by the profile's reader. `Any?` is an optional
        /// ``presence``: nothing is checked.
        public static func parse(_ text: String) -> Result<FieldType, ParseError> {
            // Each dictionary's value type is read by a nested parser: the length bound
            // keeps that nesting shallow.
            guard text.utf8.count <= 256 else {
                return .failure(
                    ParseError(text: String(text.prefix(40)) + "...", reason: "a type is at most 256 bytes"))
            }
            var parser = Parser(bytes: Array(text.utf8))
            parser.skipSpaces()
            guard let type = parser.type() else {
                return .failure(ParseError(text: text, reason: parser.problem ?? "it is not a Swift type"))
            }
            parser.skipSpaces()
            guard parser.position == parser.bytes.count else {
                return .failure(
                    ParseError(
                        text: text,
                        reason:
                            "unexpected \(parser.remainder) after \(type); write a type such as String, [Int] or Phase?"
                    ))
            }
            return .success(type)
        }

        /// Why a type could not be read.
        public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
            /// The text as written.
            public var text: String
            /// What is wrong with it.
            public var reason: String
            /// `"[Int": reason`.
            public var description: String { "\(JSONText.quoted(text)): \(reason)" }
        }

        /// The names from the profile's `types` this type refers to, in order (a dictionary's
        /// key type before its value type).
        public var referencedNames: [String] {
            var names: [String] = []
            var pending = [self]
            while let type = pending.popLast() {
                switch type {
                case .named(let name):
                    names.append(name)
                case .optional(let inner), .array(let inner), .dictionary(let inner), .integerKeyed(let inner),
                    .range(let inner, _):
                    pending.append(inner)
                case .pairs(let key, let value):
                    pending.append(value)
                    pending.append(key)
                default:
                    break
                }
            }
            return names
        }

        /// The type a dictionary of `key` and `value` is, as the standard library decodes
        /// it: an object for `String` and `Int` keys, alternating keys and values otherwise.
        public static func dictionary(key: FieldType, value: FieldType) -> FieldType {
            switch key {
            case .string: .dictionary(value)
            case .integer(.int): .integerKeyed(value)
            default: .pairs(key: key, value: value)
            }
        }

        /// A type written in Swift syntax, read left to right without recursion
        /// (brackets are counted, so that `[[[Int]]]` of any depth costs its length).
        private struct Parser {
            let bytes: [UInt8]
            var position = 0
            var problem: String?

            /// Reads one type and its trailing `?`s.
            mutating func type() -> FieldType? {
                // Opening brackets, each an array or a dictionary once its content is read.
                var opened = 0
                while true {
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { break }
                    position += 1
                    opened += 1
                }
                skipSpaces()
                guard var type = name() else { return nil }
                type = optionals(type)
                // Close each bracket from the innermost out: `]` makes an array; `: T]` after
                // `String` makes a dictionary whose key is what was read.
                while opened > 0 {
                    skipSpaces()
                    guard position < bytes.count else {
                        problem = "a [ is not closed"
                        return nil
                    }
                    if bytes[position] == UInt8(ascii: "]") {
                        position += 1
                        type = optionals(.array(type))
                    } else if bytes[position] == UInt8(ascii: ":") {
                        if let reason = Self.notKey(type) {
                            problem = "a dictionary's key cannot be \(type): \(reason)"
                            return nil
                        }
                        position += 1
                        skipSpaces()
                        // The value type: its own brackets are read by a nested parser over
                        // the rest, which returns where it stopped.
                        var inner = Parser(bytes: bytes, position: position)
                        guard let value = inner.type() else {
                            problem = inner.problem ?? "a dictionary needs a value type after the colon"
                            return nil
                        }
                        position = inner.position
                        skipSpaces()
                        guard position < bytes.count, bytes[position] == UInt8(ascii: "]") else {
                            problem = "a dictionary type [\(type): T] is not closed"
                            return nil
                        }
                        position += 1
                        type = optionals(FieldType.dictionary(key: type, value: value))
                    } else {
                        problem = "unexpected \(remainder); expected ] or :"
                        return nil
                    }
                    opened -= 1
                }
                return type
            }

            /// `type` followed by each `?` after it.
            mutating func optionals(_ type: FieldType) -> FieldType {
                var result = type
                while true {
                    skipSpaces()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "?") else { return result }
                    position += 1
                    result = .optional(result)
                }
            }

            /// A type name: a Swift identifier, possibly dotted (`Match.Phase`).
            mutating func name() -> FieldType? {
                let start = position
                while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
                guard position > start else {
                    problem =
                        position < bytes.count
                        ? "unexpected \(remainder); expected a type name" : "a type name is missing"
                    return nil
                }
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                if let first = text.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                    problem = "\(JSONText.quoted(text)) is not a type name"
                    return nil
                }
                skipSpaces()
                if position < bytes.count, bytes[position] == UInt8(ascii: "<") {
                    return generic(text)
                }
                switch text {
                case "String", "Swift.String": return .string
                case "Bool", "Swift.Bool": return .bool
                case "Double", "Swift.Double", "CGFloat", "TimeInterval": return .double
                case "Float", "Swift.Float": return .float
                case "Date", "Foundation.Date": return .date
                case "URL", "Foundation.URL": return .url
                case "UUID", "Foundation.UUID": return .uuid
                case "Any": return .presence
                default:
                    if let integer = IntegerType(rawValue: text.hasPrefix("Swift.") ? String(text.dropFirst(6)) : text)
                    {
                        return .integer(integer)
                    }
                    return .named(text)
                }
            }

            /// The standard library's generic types, written `Name<T>` or `Name<K, V>` (the
            /// `<` is next): each argument is read by a nested parser, as a dictionary's value.
            mutating func generic(_ written: String) -> FieldType? {
                let name = written.hasPrefix("Swift.") ? String(written.dropFirst(6)) : written
                let expected: Int
                switch name {
                case "Optional", "Array", "Set", "ContiguousArray", "Range", "ClosedRange": expected = 1
                case "Dictionary": expected = 2
                default:
                    problem =
                        "\(written) is generic: a profile knows Optional, Array, Set, Dictionary, Range and ClosedRange; write a type of the app's \"types\" or Any"
                    return nil
                }
                position += 1  // the <
                var arguments: [FieldType] = []
                while true {
                    skipSpaces()
                    var inner = Parser(bytes: bytes, position: position)
                    guard let argument = inner.type() else {
                        problem = inner.problem ?? "\(written)<...> needs a type"
                        return nil
                    }
                    arguments.append(argument)
                    position = inner.position
                    skipSpaces()
                    guard position < bytes.count else {
                        problem = "\(written)<...> is not closed"
                        return nil
                    }
                    let byte = bytes[position]
                    position += 1
                    if byte == UInt8(ascii: ">") { break }
                    guard byte == UInt8(ascii: ","), arguments.count < expected else {
                        problem = "\(written) takes \(expected == 1 ? "one type" : "two types") between < and >"
                        return nil
                    }
                }
                guard arguments.count == expected else {
                    problem = "\(written) takes \(expected == 1 ? "one type" : "two types") between < and >"
                    return nil
                }
                switch name {
                case "Optional": return .optional(arguments[0])
                case "Dictionary":
                    if let reason = Self.notKey(arguments[0]) {
                        problem = "a dictionary's key cannot be \(arguments[0]): \(reason)"
                        return nil
                    }
                    return FieldType.dictionary(key: arguments[0], value: arguments[1])
                case "Range", "ClosedRange":
                    if let reason = Self.notBound(arguments[0]) {
                        problem = "\(written)'s bound cannot be \(arguments[0]): \(reason)"
                        return nil
                    }
                    return .range(arguments[0], closed: name == "ClosedRange")
                default: return .array(arguments[0])
                }
            }

            /// Why `type` cannot be a dictionary's key (`Hashable` and decodable), if it cannot.
            static func notKey(_ type: FieldType) -> String? {
                switch type {
                case .presence: "a key is always decoded; write its type"
                case .optional: "an optional is no key a payload can send"
                default: nil
                }
            }

            /// Why `type` cannot be a range's bound (`Comparable` and decodable), if it cannot.
            static func notBound(_ type: FieldType) -> String? {
                switch type {
                case .string, .integer, .double, .float, .date, .uuid, .named: nil
                default: "a bound is Comparable: a number, Date, String, UUID or a type of the app's \"types\""
                }
            }

            func isNameByte(_ byte: UInt8) -> Bool {
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: ".") || byte >= 0x80
            }

            mutating func skipSpaces() {
                while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
            }

            /// What follows, quoted, for a message.
            var remainder: String {
                JSONText.quoted(String(decoding: bytes[position...].prefix(20), as: UTF8.self))
            }
        }
    }

    /// One stored property of a struct: its key in JSON (the Swift name) and its type.
    public struct Field: Sendable, Hashable {
        /// The key, as written in Swift (no key strategy: `JSONDecoder`'s default).
        public var name: String
        /// The property's type.
        public var type: FieldType

        /// Creates a field.
        public init(_ name: String, _ type: FieldType) {
            self.name = name
            self.type = type
        }
    }

    /// A type declared in the profile's `types`: a struct as an object of fields, an enum
    /// as its raw values.
    public enum TypeDeclaration: Sendable, Hashable {
        /// A `Codable` struct with synthesized decoding: its fields, in order.
        case structure([Field])
        /// A `String`- or `Int`-backed enum: its raw values.
        case enumeration([RawValue])
    }

    /// A raw value of an enum case.
    public enum RawValue: Sendable, Hashable, CustomStringConvertible {
        /// A `String` raw value.
        case string(String)
        /// An `Int` raw value.
        case integer(Int64)

        /// The value as JSON writes it.
        public var description: String {
            switch self {
            case .string(let text): JSONText.quoted(text)
            case .integer(let number): String(number)
            }
        }
    }

    /// One `ActivityAttributes` type of the app: its static attributes, sent once by the
    /// push that starts the activity, and its `ContentState`, sent by every update.
    public struct LiveActivity: Sendable, Hashable {
        /// The type's name, as a start's `attributes-type` writes it.
        public var name: String
        /// The attributes' fields.
        public var attributes: [Field]
        /// The `ContentState`'s fields.
        public var contentState: [Field]

        /// Creates a Live Activity type.
        public init(name: String, attributes: [Field] = [], contentState: [Field] = []) {
            self.name = name
            self.attributes = attributes
            self.contentState = contentState
        }
    }
}
