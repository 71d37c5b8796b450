#if DEBUG
    import Synchronization
#endif

/// What the cost tests bound instead of time: units of work, charged by the code that does
/// the work (bytes read, keys compared or copied, pointer tokens copied, values queued), so
/// that a test holds a cost to linear in its input by counting, never by a clock, which
/// fails on a busy machine and passes a slow path on a fast one.
///
/// Debug builds only (SwiftPM defines `DEBUG` there, where `swift test` runs): in a release
/// build ``charge(_:)`` is empty and the hot paths that call it pay nothing, and
/// ``isCounting`` is `false`, so a test that bounds work is skipped rather than passing on
/// zero. The meter is a task-local value: tests running at once each count their own work.
package enum WorkMeter {
    /// Whether ``charge(_:)`` counts in this build.
    #if DEBUG
        package static let isCounting = true
    #else
        package static let isCounting = false
    #endif

    #if DEBUG
        /// The units charged while a ``measure(_:)`` runs.
        package final class Count: Sendable {
            let units = Atomic<Int>(0)
        }

        @TaskLocal static var current: Count?
    #endif

    /// Runs `body` and returns its result with the units of work it charged (0 in a release
    /// build).
    package static func measure<Result>(_ body: () throws -> Result) rethrows -> (Result, units: Int) {
        #if DEBUG
            let count = Count()
            let result = try $current.withValue(count) { try body() }
            return (result, count.units.load(ordering: .relaxed))
        #else
            return (try body(), 0)
        #endif
    }

    /// Charges `units` of work to the meter of the running task, if one is measuring.
    @inline(__always)
    package static func charge(_ units: Int) {
        #if DEBUG
            current?.units.add(units, ordering: .relaxed)
        #endif
    }
}
