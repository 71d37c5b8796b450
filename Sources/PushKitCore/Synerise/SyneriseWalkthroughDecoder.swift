extension Synerise {
    /// Recognises a Synerise walkthrough (`"type": "walkthrough"` and no `aps`) and decodes
    /// its pages. The SDK fetches a walkthrough; it is never pushed, so no size limit.
    enum WalkthroughDecoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> Void? {
            guard root.kind == .object, decoder.rootAPS == nil, root[member: "type"]?.string == "walkthrough"
            else { return nil }
            return ()
        }

        static func decode(_ root: JSONValue, _ claim: Void, in decoder: inout PayloadDecoder) -> Payload? {
            decoder.facts.vendor = .synerise
            decoder.facts.kind = .syneriseWalkthrough
            return decoder.checker.decodeWalkthrough(root, facts: &decoder.facts).map(Payload.syneriseWalkthrough)
        }
    }
}
