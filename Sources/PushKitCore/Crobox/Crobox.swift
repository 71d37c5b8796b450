/// Crobox's promotions responses, as the Crobox iOS and Android SDKs decode them: the
/// context, the campaigns, and each promotion with its content and badge
/// (``Crobox/Promotions``, ``Crobox/Promotion``, ``Crobox/Badge``).
public enum Crobox: Sendable {}

extension Crobox {
    /// Recognises a Crobox promotions response (``Checker/isCrobox(_:)``) and decodes it.
    /// It is fetched by the SDK, never pushed.
    enum Decoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> Void? {
            Checker.isCrobox(root, hasAPS: decoder.rootAPS != nil) ? () : nil
        }

        static func decode(_ root: JSONValue, _ claim: Void, in decoder: inout PayloadDecoder) -> Payload? {
            decoder.checker.decodeCrobox(root, facts: &decoder.facts).map(Payload.crobox)
        }
    }
}
