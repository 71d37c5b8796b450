#if !targetEnvironment(macCatalyst)
import ActivityKit
import Foundation

/// A parking session on the Lock Screen: pushkit's own fixture for what the corpus of public apps
/// showed (docs/app-corpus.json). The app target declares the type here; its widget extension keeps
/// a copy of its own (ParkingAttributesWidget.swift), as most apps do, and the copies agree.
struct ParkingAttributes: ActivityAttributes {
    /// A composition rather than a list: still a struct that decodes with JSONDecoder.
    public struct ContentState: Codable & Hashable {
        var zone: Zone
        var paidUntil: Date
        var extendable: Bool
        /// Computed: not decoded.
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

/// Decodes itself: the payload must hold the key; what is in it, the app reads its own way.
struct Garage: Codable, Hashable {
    var name: String
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        name = try container.decode(String.self)
    }
}
#endif
