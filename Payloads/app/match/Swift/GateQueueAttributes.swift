import ActivityKit
import Foundation

/// The queue at the stadium gate: the conformance is declared in an extension.
final class Placeholder {}

struct GateQueueAttributes {
    var gate: String
}

extension GateQueueAttributes: ActivityAttributes {
    typealias ContentState = GateQueueState
}

struct GateQueueState: Codable, Hashable {
    var position: UInt16
    var estimatedEntry: Date
    var open: Bool
}
