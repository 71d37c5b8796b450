import Foundation

/// A parcel locker's pick-up code: an ActivityAttributes type only through the extension in
/// LockerConformance.swift.
struct LockerAttributes {
    struct ContentState: Codable, Hashable {
        var code: String
        var expires: Date
        var opened = false
    }

    var locker: String
}
