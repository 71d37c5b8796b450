/// A JSON value owned outright (not a view into a document): what the typed model
/// keeps for keys it does not model, so a sending service loses nothing.
///
/// Not `indirect`: arrays and objects hold their members on the heap already, so a
/// scalar needs no box of its own.
public enum JSONTree: Sendable, Hashable {
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
///
/// An object copied out of a document stays a view of it (the document and the keys
/// left out) until it is read or changed, so validating a payload never copies the
/// members nobody asks for. A view keeps its document alive.
public struct JSONObject: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The members, in order.
    public var members: [(key: String, value: JSONTree)] {
        get { owned.map { ($0.key, $0.value) } }
        set { storage = .owned(newValue.map { Member(key: $0.key, value: $0.value) }) }
    }

    private struct Member: Sendable, Hashable {
        package var key: String
        package var value: JSONTree
    }

    private enum Storage: Sendable {
        case owned([Member])
        /// The members of the object at `value` whose keys are not in `excluded`.
        case view(JSONValue, excluded: Set<String>)
        /// The same, with the keys left out listed (a literal list costs no hashing).
        case listView(JSONValue, excluded: [String])
        /// The same, with the keys left out chosen from a fixed list by a mask (no list
        /// built per object).
        case selectedView(JSONValue, excluded: SelectedKeys)
    }

    private var storage: Storage

    /// The members, copied out of the document when this is a view.
    private var owned: [Member] {
        if case .owned(let members) = storage { return members }
        var members: [Member] = []
        forEachViewMember { key, member in members.append(Member(key: key, value: JSONTree(member))) }
        return members
    }

    /// Calls `body` with each member of a view, in source order (nothing when owned).
    private func forEachViewMember(_ body: (String, JSONValue) -> Void) {
        switch storage {
        case .owned: return
        case .view(let value, let excluded): value.forEachMember(notIn: excluded, body)
        case .listView(let value, let excluded): value.forEachMember(notIn: excluded, body)
        case .selectedView(let value, let excluded): value.forEachMember(notIn: excluded, body)
        }
    }

    /// An empty object.
    public init() {
        storage = .owned([])
    }

    /// Creates an object from literal members.
    public init(dictionaryLiteral elements: (String, JSONTree)...) {
        storage = .owned(elements.map { Member(key: $0.0, value: $0.1) })
    }

    /// The members of a document object whose keys are not in `known` (every member of
    /// a non-object is none).
    ///
    /// Nothing is copied yet: the members are read from the document when first asked for.
    public init(_ value: JSONValue, excluding known: Set<String> = []) {
        storage = value.kind == .object ? .view(value, excluded: known) : .owned([])
    }

    /// The members of a document object whose keys are not listed in `known`: what a
    /// decoder keeps beside the keys it models, named in a literal list.
    package init(_ value: JSONValue, excluding known: [String]) {
        storage = value.kind == .object ? .listView(value, excluded: known) : .owned([])
    }

    /// The members of a document object whose keys are not among `known`: what a
    /// decoder keeps beside the keys it modelled, some of a fixed list, without making a
    /// list of them for every object.
    package init(_ value: JSONValue, excluding known: SelectedKeys) {
        storage = value.kind == .object ? .selectedView(value, excluded: known) : .owned([])
    }

    /// Appends a member after the others, in constant amortised time: an object built
    /// member by member through ``members`` would copy every member at each step.
    public mutating func append(key: String, value: JSONTree) {
        var members: [Member]
        if case .owned(let owned) = storage {
            members = owned
            storage = .owned([])  // `members` is then the array's only reference: no copy
        } else {
            members = owned
        }
        members.append(Member(key: key, value: value))
        storage = .owned(members)
    }

    /// Whether there are no members.
    public var isEmpty: Bool { count == 0 }

    /// The number of members.
    public var count: Int {
        if case .owned(let members) = storage { return members.count }
        var count = 0
        forEachViewMember { _, _ in count += 1 }
        return count
    }

    /// The value of the last member named `key`.
    public subscript(key: String) -> JSONTree? {
        get { owned.last { $0.key == key }?.value }
        set {
            var members = owned
            members.removeAll { $0.key == key }
            if let newValue { members.append(Member(key: key, value: newValue)) }
            storage = .owned(members)
        }
    }

    /// Objects are equal when their members are, in order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.owned == rhs.owned
    }

    /// Hashes the members, in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(owned)
    }
}

/// Some of the keys of a fixed list, chosen by a mask (bit `i` for `list[i]`): the keys a
/// decoder modelled out of those it may model, without an array made for each object.
package struct SelectedKeys: Sequence, Sendable {
    package let list: [String]
    package private(set) var mask: UInt64

    /// The keys of `list` whose bits are set in `mask`; `list` has at most 64 keys.
    package init(_ list: [String], mask: UInt64 = 0) {
        precondition(list.count <= 64, "SelectedKeys holds at most 64 keys")
        self.list = list
        self.mask = mask
    }

    /// Selects `key`, which must be in the list (a key not in it is a programming error).
    package mutating func insert(_ key: String) {
        guard let index = list.firstIndex(of: key) else {
            preconditionFailure("\(key) is not in the list of keys")
        }
        mask |= 1 << UInt64(index)
    }

    /// Leaves out `key`, if it is in the list.
    package mutating func remove(_ key: String) {
        guard let index = list.firstIndex(of: key) else { return }
        mask &= ~(1 << UInt64(index))
    }

    package func makeIterator() -> Iterator {
        Iterator(list: list, remaining: mask)
    }

    package struct Iterator: IteratorProtocol {
        let list: [String]
        var remaining: UInt64

        package mutating func next() -> String? {
            while remaining != 0 {
                let index = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                if index < list.count { return list[index] }
            }
            return nil
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
