/// Where a document sits inside the input: a pointer prefix and, for a document
/// read out of a JSON string (Android's `content`), the map from its bytes back to
/// the bytes of the input.
struct Scope: Sendable {
    var prefix: JSONPointer = .root
    /// Where the inner document's bytes came from in the input, when the document was
    /// read from a string.
    var sourceOffsets: OffsetMap?

    func pointer(of value: JSONValue) -> JSONPointer {
        var cursors = ElementCursors()
        return pointer(of: value, using: &cursors)
    }

    /// ``pointer(of:)``, continuing the element-index searches `cursors` holds.
    func pointer(of value: JSONValue, using cursors: inout ElementCursors) -> JSONPointer {
        let pointer = value.pointer(using: &cursors)
        return prefix.tokens.isEmpty ? pointer : JSONPointer(tokens: prefix.tokens + pointer.tokens)
    }

    func offset(_ inner: Int) -> Int {
        sourceOffsets?.offset(inner) ?? inner
    }
}

/// The codes a family of keys reports type and presence problems with.
struct KeyDomain: Sendable {
    var invalidType: Diagnostic.Code
    var missingKey: Diagnostic.Code
}

/// Walks a document, collecting diagnostics with pointers and source offsets.
struct Checker: Sendable {
    var sink = DiagnosticSink()
    var scope = Scope()
    /// Where the element-index searches of earlier pointers stopped: checks report in
    /// document order, so a payload's pointers cost one walk over each array together.
    var cursors = ElementCursors()
    /// The clock (seconds since 1970) for the rules that depend on it, when the caller
    /// gave one (`--now`, ``Validator/Options/now``); without it those rules stay silent,
    /// so a report never depends on when it was made.
    var now: Int64?

    /// Reports `code` at `value`.
    ///
    /// Past the sink's limit the diagnostic is only counted: its pointer is never built
    /// and its message is dropped.
    mutating func emit(_ code: Diagnostic.Code, _ severity: Severity? = nil, at value: JSONValue, _ message: String) {
        guard sink.hasRoom(for: code) else { return sink.count(code, severity) }
        let pointer = scope.pointer(of: value, using: &cursors)
        sink.emit(code, severity, at: pointer, offset: scope.offset(value.span.lowerBound), message)
    }

    /// Reports `code` about the key of the member whose value is `value`: placed at the
    /// key (the line and column of its opening quote), with the member's pointer, which
    /// names the key. A problem in a key (a misspelling, a hidden character) is the key's,
    /// wherever its value lies.
    mutating func emit(
        _ code: Diagnostic.Code, _ severity: Severity? = nil, atKeyOf value: JSONValue, _ message: String
    ) {
        guard sink.hasRoom(for: code) else { return sink.count(code, severity) }
        let pointer = scope.pointer(of: value, using: &cursors)
        sink.emit(code, severity, at: pointer, offset: scope.offset(value.keySpan.lowerBound), message)
    }

    /// Runs `body` with diagnostics placed through `inner`.
    mutating func within<T>(_ inner: Scope, _ body: (inout Checker) -> T) -> T {
        let saved = scope
        scope = inner
        defer { scope = saved }
        return body(&self)
    }

    // MARK: Typed access

    /// The member `key` of `object` (a document object, or one with its key lengths);
    /// reports it missing when `required`.
    mutating func member(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> JSONValue? {
        if let value = object[member: key] { return value }
        if required {
            emit(
                domain.missingKey, at: object.object,
                "\(owner) is missing the required key \(quotedKey(key))")
        }
        return nil
    }

    /// `value` when it has the JSON type `kind`; otherwise reports it.
    mutating func expect(
        _ value: JSONValue, _ kind: JSONValue.Kind, _ name: @autoclosure () -> String, _ domain: KeyDomain
    ) -> JSONValue? {
        if value.kind == kind { return value }
        emit(domain.invalidType, at: value, "\(name()) must be \(kind.phrase), not \(describe(value))")
        return nil
    }

    /// Whether the member `key`'s `value` has the JSON type `kind`; reports it otherwise,
    /// as ``expect(_:_:_:_:)`` does with the key's quoted name. Unlike `expect` it hands
    /// back no copy of the value (nor the retain of its document a copy costs), and the
    /// report is out of line.
    @inline(__always)
    private mutating func hasKind(_ value: JSONValue, _ kind: JSONValue.Kind, _ key: StaticString, _ domain: KeyDomain)
        -> Bool
    {
        if value.kind == kind { return true }
        reportKind(value, kind, key, domain)
        return false
    }

    /// The report of ``hasKind(_:_:_:_:)``.
    @inline(never)
    private mutating func reportKind(
        _ value: JSONValue, _ kind: JSONValue.Kind, _ key: StaticString, _ domain: KeyDomain
    ) {
        _ = expect(value, kind, JSONText.quoted(key.description), domain)
    }

    /// The string member `key`, reporting a wrong type (and absence when `required`).
    mutating func string(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> (String, JSONValue)? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .string, key, domain), let text = value.string
        else { return nil }
        return (text, value)
    }

    /// The string member `key` as a view of the document, decoded only when read
    /// (``ModelText``), reporting a wrong type (and absence when `required`) as
    /// ``string(_:_:_:required:owner:)`` does.
    mutating func modelText(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> ModelText? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .string, key, domain)
        else { return nil }
        return ModelText(view: value)
    }

    /// The object member `key`.
    mutating func object(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> JSONValue? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .object, key, domain)
        else { return nil }
        return value
    }

    /// The array member `key`.
    mutating func array(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> JSONValue? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .array, key, domain)
        else { return nil }
        return value
    }

    /// The boolean member `key`.
    mutating func bool(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> Bool? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .boolean, key, domain)
        else { return nil }
        return value.bool
    }

    /// The number member `key` as a `Double`.
    mutating func number(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> (Double, JSONValue)? {
        guard let value = member(object, key, domain, required: required, owner: owner),
            hasKind(value, .number, key, domain), let number = value.number
        else { return nil }
        return (number.double, value)
    }

    /// The integer member `key`: a number whose lexeme is an integer that fits.
    mutating func integer(
        _ object: some MemberLookup, _ key: StaticString, _ domain: KeyDomain, required: Bool = false, owner: String
    ) -> (Int, JSONValue)? {
        guard let value = member(object, key, domain, required: required, owner: owner) else { return nil }
        if let integer = value.integer { return (integer, value) }
        emit(domain.invalidType, at: value, "\(quotedKey(key)) must be an integer, not \(describe(value))")
        return nil
    }

    // MARK: Unknown keys

    /// Reports unknown members of `object` that look like misspellings of `known` keys.
    ///
    /// `known` may be a literal list: a static `Set` and an array work alike, and a list
    /// costs no hashing.
    mutating func checkTypos(_ object: JSONValue, known: some Collection<String>, owner: String) {
        object.forEachMember(notIn: known) { key, value in
            guard let suggestion = KeySpelling.nearMiss(key, in: known) else { return }
            emit(
                .payloadPossibleTypo, atKeyOf: value,
                "unknown key \(JSONText.quoted(key)) in \(owner) is ignored; did you mean \(JSONText.quoted(suggestion))?"
            )
        }
    }

    // MARK: Messages

    func quotedKey(_ key: StaticString) -> String { JSONText.quoted(key.description) }

    /// A value for a message: its type and, for short scalars, the value itself.
    func describe(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .boolean: "the boolean \(value.bool == true ? "true" : "false")"
        case .number: "the number \(value.number?.lexeme ?? "")"
        case .string:
            (value.string ?? "").unicodeScalars.count <= 40
                ? "the string \(JSONText.quoted(value.string ?? ""))" : "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
