/// Whose layer a payload carries: Apple's alone, or a vendor's on top of it.
///
/// A struct over a stable identifier rather than an enum, so that a vendor added later
/// never breaks a caller's `switch`; compare with the constants or with a string literal
/// (`classification.vendor == "synerise"`).
public struct Vendor: RawRepresentable, Sendable, Hashable, Comparable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The identifier, as `pushkit rules` and the JSON output write it: `apns`, `synerise`, ...
    public let rawValue: String

    /// A vendor by its identifier.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A vendor by its identifier, written as a literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// Apple's `aps` alone, no vendor layer.
    public static let apns: Vendor = "apns"
    /// Synerise: simple pushes, rich media, banners, walkthroughs, silent commands.
    public static let synerise: Vendor = "synerise"
    /// Cordial: deep links, media, in-app messages and inbox beside `aps`.
    public static let cordial: Vendor = "cordial"
    /// Reachu: campaign documents and WebSocket events.
    public static let reachu: Vendor = "reachu"
    /// Crobox: promotions responses.
    public static let crobox: Vendor = "crobox"
    /// Firebase Cloud Messaging's HTTP v1 message, without a vendor layer in its data.
    public static let fcm: Vendor = "fcm"

    /// The identifier.
    public var description: String { rawValue }

    /// Orders vendors by identifier.
    public static func < (lhs: Vendor, rhs: Vendor) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The platform a push is shaped for.
public enum Platform: String, Sendable, Hashable, CaseIterable {
    /// APNs: `aps` plus vendor keys, or an FCM v1 message whose only content is its `apns`
    /// override.
    case ios
    /// FCM: a data map whose every value is a string, or a v1 message with anything for
    /// Android (its data, notification or `android` block) or the web.
    case android
}

extension Synerise {
    /// The platform a push is shaped for: the same type as ``PushKitCore/Platform``, which
    /// every vendor shares.
    public typealias Platform = PushKitCore.Platform
}
