import ActivityKit

/// A composition under a name of the app's own.
typealias ShareableActivity = ActivityAttributes & Sendable

/// A parcel on its way back: conforms through the type alias of a composition.
struct ReturnAttributes: ShareableActivity {
    struct ContentState: Codable, Hashable, Sendable {
        var label: String
        var droppedOff = false
        var refund = 0.0
    }

    var returnID = 0
}
