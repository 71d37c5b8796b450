/// What a payload is, as a stable identifier such as `synerise.simple-push`.
///
/// A struct rather than an enum so that new kinds never break a caller's `switch`.
public struct PayloadKind: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The identifier, such as `synerise.rich-media.carousel` or `unknown`.
    public let id: String

    init(_ id: String) {
        self.id = id
    }

    /// Nothing pushkit recognises, or input that could not be read as JSON.
    public static let unknown = PayloadKind("unknown")

    /// The identifier.
    public var description: String { id }

    /// Orders kinds by identifier.
    public static func < (lhs: PayloadKind, rhs: PayloadKind) -> Bool { lhs.id < rhs.id }
}
