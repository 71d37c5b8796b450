// The football app's Live Activity for a match, as `pushkit app` reads it into
// Payloads/app/match/app.json (docs/app-profile.md, "Reading the profile from Swift").
import ActivityKit
import Foundation

/* The types live in a namespace; /* nested comments */ and braces { in comments are skipped. */
public enum Match {
    @available(iOS 16.1, *)
    public struct MatchAttributes: ActivityAttributes, Sendable {
        public typealias Identifier = UUID

        public struct ContentState: Codable, Hashable {
            public enum Phase: String, Codable, Hashable {
                case preMatch
                case firstHalf, halfTime
                case secondHalf = "secondHalf"
                case fullTime
            }

            var homeScore: Int
            var awayScore: Int = 0
            var minute: Int
            var kickoff: Date
            var phase: Phase
            var goals: [Goal]
            var stats: Dictionary<String, Double>?
            var sponsor: Sponsor?

            /// Computed and static properties are not decoded.
            var scoreLine: String { "\(homeScore) – \(awayScore)" }
            static let empty = #"{"homeScore": 0}"#
        }

        let matchID: Identifier
        let home: String, away: String
        var league: String?
        var stadium: Optional<URL>
        let sport = "football"  // a let with a value is never decoded
    }
}
