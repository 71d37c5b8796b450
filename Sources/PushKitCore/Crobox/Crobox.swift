/// Crobox's promotions responses, as the Crobox iOS and Android SDKs decode them: the
/// context, the campaigns, and each promotion with its content and badge
/// (``Crobox/Promotions``, ``Crobox/Promotion``, ``Crobox/Badge``).
public enum Crobox: Sendable {}
