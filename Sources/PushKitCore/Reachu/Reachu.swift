/// Reachu's campaign documents and WebSocket events, as ReachuSwiftSDK decodes them: the
/// model (``Reachu/Document``, ``Reachu/Event``, ``Reachu/Campaign``, the components), the
/// campaign lifecycle and its replay (``Reachu/Lifecycle``, ``Reachu/Replay``).
public enum Reachu: Sendable {}

extension Reachu {
    /// Recognises Reachu's campaign documents and events (``Checker/isReachu(_:)``) and
    /// decodes them. They are fetched or streamed, never pushed.
    enum Decoder: VendorDecoder {
        static var isPush: Bool { false }

        static func claim(_ root: JSONValue, in decoder: PayloadDecoder) -> Void? {
            Checker.isReachu(root, hasAPS: decoder.rootAPS != nil) ? () : nil
        }

        static func decode(_ root: JSONValue, _ claim: Void, in decoder: inout PayloadDecoder) -> Payload? {
            decoder.checker.decodeReachu(root, facts: &decoder.facts).map(Payload.reachu)
        }
    }
}
