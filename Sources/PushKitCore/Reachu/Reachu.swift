/// Reachu's campaign documents and WebSocket events, as ReachuSwiftSDK decodes them: the
/// model (``Reachu/Document``, ``Reachu/Event``, ``Reachu/Campaign``, the components), the
/// campaign lifecycle and its replay (``Reachu/Lifecycle``, ``Reachu/Replay``).
public enum Reachu: Sendable {}
