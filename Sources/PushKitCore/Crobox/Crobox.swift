/// Crobox's promotions responses, as the Crobox iOS and Android SDKs decode them: the
/// context, the campaigns, and each promotion with its content and badge
/// (``Crobox/Promotions``, ``Crobox/Promotion``, ``Crobox/Badge``).
public enum Crobox: Sendable {}

extension Crobox {
    /// Recognises a Crobox promotions response (``Crobox/Decoder/isResponse(_:)``) and decodes it.
    /// It is fetched by the SDK, never pushed.
    enum Decoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in context: DecodingContext) -> Void? {
            Crobox.Decoder.isResponse(root, hasAPS: context.hasAPS) ? () : nil
        }

        static func decode(_ root: JSONValue, _ claim: Void, in context: inout DecodingContext) -> Payload? {
            Crobox.Decoder.promotions(root, facts: &context.facts, in: &context.checker).map(Payload.crobox)
        }
    }
}
