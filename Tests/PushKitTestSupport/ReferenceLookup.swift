import PushKitJSON

extension JSONValue {
    /// The index of the value of the last member whose decoded key is `key`, found by
    /// decoding every key: the plain reference the tests hold each lookup to (of repeated
    /// keys, a lookup answers with the last).
    package func referenceLookup(_ key: String) -> Int? {
        members.last { $0.key == key }?.value.index
    }
}
