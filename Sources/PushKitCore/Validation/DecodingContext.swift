/// What a vendor's decoder decodes with: the checker its rules report through, the facts
/// it notes for the classification, the options decoding reads, and what the dispatcher
/// read of the document's top level once for every claim.
///
/// ``PayloadDecoder`` holds one for each document and hands it to the decoder whose claim
/// wins (``VendorDecoder``); Apple's state (the `aps` as decoded, the push type) stays in
/// ``APNsDecoder``.
struct DecodingContext {
    /// The options decoding reads.
    let options: PayloadDecoder.Options
    /// Where the vendor's rules report.
    var checker: Checker
    /// The vendor, kind, platform, trigger and features the decoder found.
    var facts = PayloadFacts()
    /// Where the document's top-level keys sit, read in one walk (``JSONValue/memberIndex()``):
    /// the vendors' claims look up keys the top level mostly lacks (`issuer`, Cordial's
    /// markers), each answered by its bit without a walk of the members.
    var rootKeys = MemberIndex()
    /// Whether the document has a top-level `aps`: such a document is Apple's, and every
    /// other vendor's claim refuses it.
    var hasAPS = false
    /// The JSON documents read out of strings (an Android `content`): the string's node,
    /// the document, and where its diagnostics go. Their strings are checked as every
    /// other string is (``PayloadDecoder/checkAllStrings(_:)``), the string holding them is not.
    var embedded: [(node: Int, document: JSONDocument, scope: Scope)] = []

    init(options: borrowing Validator.Options) {
        self.options = PayloadDecoder.Options(options)
        checker = Checker(sink: DiagnosticSink(limit: options.maxDiagnostics), now: options.now)
    }

    /// Reads the JSON document inside a string value, with diagnostics placed in the
    /// enclosing input: pointers under the string's pointer, offsets mapped back
    /// through the string's escapes.
    mutating func readEmbedded(_ string: JSONValue) -> (JSONValue?, Scope) {
        let (bytes, offsets) = OffsetMap.unescaping(string, parent: checker.scope.sourceOffsets)
        let prefix = checker.scope.pointer(of: string)
        let scope = Scope(prefix: prefix, sourceOffsets: offsets)
        let (document, sink) = JSONReader(options: options.reader).readPending(bytes, pointerPrefix: prefix)
        if let document { embedded.append((string.index, document, scope)) }
        checker.sink.append(
            contentsOf: sink.pending.map { item in
                var moved = item
                moved.offset = scope.offset(item.offset)
                return moved
            })
        return (document?.root, scope)
    }
}
