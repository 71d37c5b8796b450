/// How serious a diagnostic is.
///
/// An `error` means the payload will not do what its author meant (APNs rejects it,
/// the SDK drops it, or nothing shows). A `warning` means it works but is risky or
/// against vendor guidance. `info` is a remark that needs no action.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// A remark that needs no action.
    case info
    /// Works, but is risky, deprecated or against guidance.
    case warning
    /// Will not do what the author meant.
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders severities from `info` (least) to `error` (most).
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
