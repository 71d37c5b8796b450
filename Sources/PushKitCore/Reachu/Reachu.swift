/// Reachu's campaign documents and WebSocket events, as ReachuSwiftSDK decodes them: the
/// model (``Reachu/Document``, ``Reachu/Event``, ``Reachu/Campaign``, the components), the
/// campaign lifecycle and its replay (``Reachu/Lifecycle``, ``Reachu/Replay``).
public enum Reachu: Sendable {}

extension Reachu {
    /// Recognises Reachu's campaign documents and events (``Reachu/Decoder/isDocument(_:)``) and
    /// decodes them. They are fetched or streamed, never pushed.
    enum Decoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in context: DecodingContext) -> Void? {
            Reachu.Decoder.isDocument(root, hasAPS: context.hasAPS) ? () : nil
        }

        static func decode(_ root: JSONValue, _ claim: Void, in context: inout DecodingContext) -> Payload? {
            Reachu.Decoder.document(root, facts: &context.facts, in: &context.checker).map(Payload.reachu)
        }
    }
}
