import ActivityKit
import Foundation

/// An interval workout followed on the Lock Screen: pushkit's own fixture for the standard
/// library's generic types that Codable reads (ranges, dictionaries keyed by Int, by an enum
/// and by UUID, sets, and the generic spellings of optionals, arrays and dictionaries).
struct WorkoutAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        /// The whole session, for the Lock Screen's timer: [start, end].
        var session: ClosedRange<Date>
        /// The heart-rate zone the interval aims at, upper bound excluded.
        var heartRateZone: Range<Int>
        /// Lap names by the minute they were run: an object keyed "5", "10".
        var lapsByMinute: [Int: String]
        /// Seconds per exercise: the enum is no coding key, so the JSON alternates keys and values.
        var splits: [Exercise: Double]
        var tags: Set<String>
        var coach: Optional<String>
        var paces: Array<Double>
        var targets: Dictionary<String, Int>
        var restWindows: [ClosedRange<Date>]?
    }

    var workoutID: UUID
    var plan: String
    /// Repeats of each planned block, by its id: alternating ids and counts.
    var repeats: [UUID: Int]
    /// Keyed by a CodingKeyRepresentable enum: an object keyed by its raw values, which the
    /// profile cannot state, so it is checked for presence only.
    var medals: [Medal: Int]
}
