extension Synerise {
    /// Recognises a Synerise walkthrough (`"type": "walkthrough"` and no `aps`) and decodes
    /// its pages. The SDK fetches a walkthrough; it is never pushed, so no size limit.
    enum WalkthroughDecoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in context: DecodingContext) -> Void? {
            guard root.kind == .object, !context.hasAPS, root[member: "type"]?.string == "walkthrough"
            else { return nil }
            return ()
        }

        static func decode(_ root: JSONValue, _ claim: Void, in context: inout DecodingContext) -> Payload? {
            context.facts.vendor = .synerise
            context.facts.kind = .syneriseWalkthrough
            return Synerise.Decoder.walkthrough(root, facts: &context.facts, in: &context.checker).map(
                Payload.syneriseWalkthrough)
        }
    }
}
