#if !targetEnvironment(macCatalyst)
import ActivityKit
import Foundation

// The widget extension's copy of the app's types: declared again, read alike, so no note.
struct ParkingAttributes: ActivityAttributes {
    public struct ContentState: Codable & Hashable {
        var zone: Zone
        var paidUntil: Date
        var extendable: Bool
        var isExpired: Bool { paidUntil < Date() }
    }

    var plate: String
    var garage: Garage?
}

enum Zone: String, Codable, Hashable {
    case street
    case garage
    case residents
}
#endif
