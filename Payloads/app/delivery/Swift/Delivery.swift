import ActivityKit
import Foundation

// A courier app's Live Activities (a fixture of pushkit's own, written for `pushkit app`):
// the delivery conforms to ActivityAttributes through two protocols of the app's own, and
// most of its content state's types are inferred from their defaults.

/// What every courier Live Activity shares.
protocol CourierActivity: ActivityAttributes {
    var orderID: UUID { get }
}

/// A Live Activity that follows a parcel: refines CourierActivity, so it is ActivityAttributes too.
protocol TrackedActivity: CourierActivity where ContentState: Sendable {}

struct DeliveryAttributes: TrackedActivity {
    public struct ContentState: Codable, Hashable, Sendable {
        var stage = Stage.collected
        var stopsLeft = 0
        var etaMinutes = 0.0
        var courier = ""
        var delayed = false
        var updatedAt = Date()
        var notes = [String]()
        var parcels = [:] as [String: Int]
        var lastScan: Stage = .sorting
        var window = DeliveryWindow()
        /// Not decoded: a `let` with a value is left out by the synthesized init(from:).
        let schemaVersion = 2
        /// Not stored: computed.
        var isLate: Bool { delayed && stopsLeft > 3 }
    }

    var orderID = UUID()
    var shop: String
    var firstStage = Stage.collected
}

struct DeliveryWindow: Codable, Hashable, Sendable {
    var opens = Date()
    var minutes = 30
}

#Preview("Out for delivery", as: .content, using: DeliveryAttributes(shop: "Example")) {
    DeliveryLiveActivity()
} contentStates: {
    DeliveryAttributes.ContentState()
}
