/// The `apns-priority` header values: APNs accepts these three and no other.
public enum APNsPriority: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `10`: deliver at once. Not allowed for a background push.
    case immediately = 10
    /// `5`: deliver when the device's power allows; required for a background push.
    case consideringDevicePower = 5
    /// `1`: deliver when the device's power allows, and above all else spare it.
    case prioritizingDevicePower = 1

    /// The header value: `10`, `5` or `1`.
    public var headerValue: String {
        // Literals: no number written out for every push prepared.
        switch self {
        case .immediately: "10"
        case .consideringDevicePower: "5"
        case .prioritizingDevicePower: "1"
        }
    }

    /// The header value.
    public var description: String { headerValue }
}
