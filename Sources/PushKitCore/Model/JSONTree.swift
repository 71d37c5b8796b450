/// A JSON value owned outright (not a view into a document): what the typed model
/// keeps for keys it does not model, so a sending service loses nothing.
public indirect enum JSONTree: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its lexeme kept.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONTree])
    /// An object, members in source order.
    case object(JSONObject)

    /// Copies a document value into an owned tree.
    ///
    /// The reader bounds nesting (default 64), which bounds this recursion too.
    public init(_ value: JSONValue) {
        switch value.kind {
        case .null: self = .null
        case .boolean: self = .bool(value.bool ?? false)
        case .number: self = .number(value.number ?? JSONNumber(lexeme: "0", isInteger: true))
        case .string: self = .string(value.string ?? "")
        case .array: self = .array(value.elements.map(JSONTree.init))
        case .object: self = .object(JSONObject(value))
        }
    }
}

/// An object's members in source order: what the typed model keeps beside the keys
/// it models.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The members, in order.
    public var members: [(key: String, value: JSONTree)] {
        get { storage.map { ($0.key, $0.value) } }
        set { storage = newValue.map { Member(key: $0.key, value: $0.value) } }
    }

    private struct Member: Sendable, Hashable {
        var key: String
        var value: JSONTree
    }

    private var storage: [Member]

    /// An empty object.
    public init() {
        storage = []
    }

    /// Creates an object from literal members.
    public init(dictionaryLiteral elements: (String, JSONTree)...) {
        storage = elements.map { Member(key: $0.0, value: $0.1) }
    }

    /// Copies the members of a document object (every member of a non-object is none).
    public init(_ value: JSONValue, excluding known: Set<String> = []) {
        var members: [Member] = []
        value.forEachMember(notIn: known) { key, member in
            members.append(Member(key: key, value: JSONTree(member)))
        }
        storage = members
    }

    /// Whether there are no members.
    public var isEmpty: Bool { storage.isEmpty }

    /// The number of members.
    public var count: Int { storage.count }

    /// The value of the last member named `key`.
    public subscript(key: String) -> JSONTree? {
        get { storage.last { $0.key == key }?.value }
        set {
            storage.removeAll { $0.key == key }
            if let newValue { storage.append(Member(key: key, value: newValue)) }
        }
    }
}

extension JSONTree: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string: `"spring"`.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// An integer: `42`.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }

    /// A number: `0.75`. JSON has no infinity or NaN: those become `null`.
    public init(floatLiteral value: Double) {
        self = JSONNumber(value).map(JSONTree.number) ?? .null
    }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// An array: `["PL", "DE"]`.
    public init(arrayLiteral elements: JSONTree...) {
        self = .array(elements)
    }

    /// An object, members in the order written: `["rollout": "beta"]`.
    public init(dictionaryLiteral elements: (String, JSONTree)...) {
        var object = JSONObject()
        object.members = elements.map { (key: $0.0, value: $0.1) }
        self = .object(object)
    }
}
