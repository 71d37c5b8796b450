/// The keys of one JSON object on the wire, written once, in the one place every use
/// derives from: the typo check's known keys, the keys a model leaves out of its
/// `extra`, and the canonical order the encoder writes.
///
/// Each vendor folder lists its objects (`APNsWireKeys.swift`, `SyneriseWireKeys.swift`,
/// `CordialWireKeys.swift`).
struct WireKeys: Sendable {
    /// The keys the model has a field for, in canonical order: the encoder writes them in
    /// this order, before the object's unknown members, and the decoder keeps every other
    /// member in the model's `extra`.
    let modelled: [String]
    /// Keys the vendor reads, or once read, that the model keeps in `extra` as written
    /// (legacy and pass-through keys): known to the typo check, never misspelt.
    let kept: [String]
    /// Every known key, `modelled` then `kept`: what the typo check compares unknown keys with.
    let known: KeySet

    /// The keys of an object whose model reads `modelled` and keeps `kept` as written.
    init(_ modelled: [String], kept: [String] = []) {
        self.modelled = modelled
        self.kept = kept
        known = KeySet(modelled + kept)
    }

    /// These keys followed by `more` (an object that extends another, such as `aps` with
    /// the Live Activity keys).
    func adding(_ more: [String]) -> WireKeys {
        WireKeys(modelled + more, kept: kept)
    }
}

/// An object under construction: members in the order added, no key twice. Given the
/// object's ``WireKeys``, a debug build checks that its modelled keys are added in their
/// canonical order, each before any other member.
struct ObjectBuilder {
    private(set) var object = JSONObject()
    private var keys: Set<String> = []
    private let order: WireKeys?
    /// The place in `order.modelled` of the last modelled key added; `Int.max` once any
    /// other member was added.
    private var position = -1

    /// A builder for an object whose key order `order` gives (`nil`: any order).
    init(_ order: WireKeys? = nil) {
        self.order = order
    }

    mutating func add(_ key: String, _ value: JSONTree?) {
        guard let value, !keys.contains(key) else { return }
        assert(isInOrder(key), "\(key) is written out of its canonical order")
        keys.insert(key)
        object.append(key: key, value: value)
    }

    mutating func add(_ key: String, _ text: String?) {
        add(key, text.map(JSONTree.string))
    }

    mutating func add(_ key: String, _ number: JSONNumber?) {
        add(key, number.map(JSONTree.number))
    }

    mutating func add(_ key: String, _ integer: Int?) {
        add(key, integer.map { JSONTree.number(JSONNumber($0)) })
    }

    mutating func add(_ key: String, _ flag: Bool?) {
        add(key, flag.map(JSONTree.bool))
    }

    mutating func add(_ key: String, _ time: ISO8601Timestamp?) {
        add(key, time.map { JSONTree.string($0.text) })
    }

    /// Adds the members of `extra` whose keys are not written yet, in their order. They
    /// come after the modelled keys, whatever their names (a modelled key's name kept in
    /// `extra` holds a form the model does not read, such as a Live Activity alert's
    /// localised `title`).
    mutating func add(contentsOf extra: JSONObject) {
        position = Int.max
        for member in extra.members where !keys.contains(member.key) {
            keys.insert(member.key)
            object.append(key: member.key, value: member.value)
        }
    }

    var tree: JSONTree { .object(object) }

    /// Whether `key` may come next: a modelled key after the modelled keys before it
    /// and before any other member; any other key at any point after them.
    private mutating func isInOrder(_ key: String) -> Bool {
        guard let order else { return true }
        guard let index = order.modelled.firstIndex(of: key) else {
            position = Int.max
            return true
        }
        defer { position = index }
        return index > position
    }
}
