extension Checker {
    /// ``checkTypos(_:known:owner:)`` over a ``KeySet``; `shown` as in
    /// ``checkingTypos(in:known:owner:shown:)``.
    mutating func checkTypos(_ object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table? = nil) {
        _ = checkingTypos(in: object, known: known, owner: owner, shown: shown)
    }

    /// Reports the unknown members of `object` that look like misspellings of `known`
    /// keys, and returns the object as that walk saw it: with a mask of its keys
    /// (``KeySet/keyBit(_:)``), read in the same pass. A decoder that looks up many keys
    /// the object may lack looks them up there, and most absent ones are answered without
    /// walking the members.
    ///
    /// `shown` names the keys whose value the user sees or hears, each with what is lost
    /// without it ("the title never shows"): a near miss of one of them, when the object
    /// lacks the key itself, loses that content, and is a warning instead of a hint;
    /// `nil`, the default, names none (and builds no empty table on every call).
    mutating func checkingTypos(
        in object: JSONValue, known: KeySet, owner: String, shown: ShownKeys.Table? = nil
    ) -> TypoCheckedObject {
        // A payload's own keys (most unknown keys) are no near miss by their length.
        let nearByLength = { (bytes: UnsafeBufferPointer<UInt8>) in
            KeySpelling.mayBeNearMiss(foldedLength: KeySpelling.foldedLength(bytes), in: known)
        }
        let members = object.indexingMembers(notIn: known, where: nearByLength) { key, value in
            guard let suggestion = KeySpelling.nearMiss(key, in: known) else { return }
            if let lost = shown?[suggestion], object[suggestion] == nil {
                emit(
                    .payloadPossibleTypo, .warning, atKeyOf: value,
                    "unknown key \(JSONText.quoted(key)) in \(owner) is ignored, so \(lost); did you mean \(JSONText.quoted(suggestion))?"
                )
                return
            }
            emit(
                .payloadPossibleTypo, atKeyOf: value,
                "unknown key \(JSONText.quoted(key)) in \(owner) is ignored; did you mean \(JSONText.quoted(suggestion))?"
            )
        }
        return TypoCheckedObject(object: object, members: members)
    }
}

/// An object whose members the typo check has walked, with where its keys sit
/// (``MemberIndex``), read in that walk. Only ``Checker/checkingTypos(in:known:owner:)``
/// makes one, so a lookup through it cannot run before the walk that feeds it. A lookup
/// answers what ``JSONValue/subscript(member:)`` answers, mostly without walking the
/// members again.
struct TypoCheckedObject: MemberLookup {
    let object: JSONValue
    private let members: MemberIndex

    fileprivate init(object: JSONValue, members: MemberIndex) {
        self.object = object
        self.members = members
    }

    /// `object` with `members`, the index a walk over its members just read (such as
    /// ``JSONValue/indexingMembers(notIn:where:_:)``'s), for a typo check of its own.
    init(_ object: JSONValue, walked members: MemberIndex) {
        self.object = object
        self.members = members
    }

    @inline(__always)
    subscript(member key: StaticString) -> JSONValue? {
        members.member(of: object, key)
    }
}

/// Where a decoder reads the members of an object: the object itself, or the object
/// with a mask of its keys (``TypoCheckedObject``).
protocol MemberLookup {
    /// The object, where a missing key is reported.
    var object: JSONValue { get }
    /// The value of the last member named `key`, when the object has one.
    subscript(member key: StaticString) -> JSONValue? { get }
}

extension JSONValue: MemberLookup {
    /// The value itself.
    var object: JSONValue { self }
}

extension JSONObject {
    /// The members of a document object whose keys are not in `known`.
    init(_ value: JSONValue, excluding known: KeySet) {
        self.init(value, excluding: known.keys)
    }
}
