/// A payload's size against the limit of the service that carries it: the exact byte
/// count of its canonical (compact) encoding, against 4096 bytes (5120 for a VoIP push;
/// FCM's data messages also allow 4096).
public struct SizeBudget: Sendable, Hashable {
    /// The bytes the payload takes as sent.
    public var byteCount: Int
    /// The most the service accepts.
    public var limit: Int

    /// The limit APNs applies to a push of type `pushType` (4096 bytes, 5120 for VoIP;
    /// 4096 when the type is not known).
    public static func limit(for pushType: APNsPushType?) -> Int {
        pushType?.maximumPayloadBytes ?? 4096
    }

    /// A budget for `byteCount` bytes against `limit`.
    public init(byteCount: Int, limit: Int) {
        self.byteCount = byteCount
        self.limit = limit
    }

    /// The budget of `payload` as the encoder writes it, sent with `pushType`. A document
    /// that is not a push (``Payload/isPush``: a walkthrough, Reachu or Crobox document)
    /// has no limit: ``limit`` is `Int.max`, so it always fits.
    public init(_ payload: Payload, pushType: APNsPushType? = nil) {
        self.init(byteCount: payload.encoded().count, limit: payload.isPush ? Self.limit(for: pushType) : .max)
    }

    /// Whether the payload fits.
    public var fits: Bool { byteCount <= limit }
    /// The bytes over the limit; 0 when it fits.
    public var overflow: Int { max(0, byteCount - limit) }
    /// The bytes left; negative when over.
    public var remaining: Int { limit - byteCount }
}
