import Foundation

/// A goal, in the content state's "goals".
struct Goal: Codable, Hashable {
    var scorer: String
    var minute: Int
    var side: Side
    var ownGoal: Bool?
    var note: String = """
        "Scored" { in a multi-line string }
        """

    enum CodingKeys: String, CodingKey {
        case scorer = "player"
        case minute, side
        case ownGoal
    }
}

enum Side: String, Codable {
    case home, away
}

/// Decoded by hand: the profile checks only whether it is there.
struct Sponsor: Codable, Hashable {
    var name: String
    var logo: URL

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        name = text
        logo = URL(string: "https://example.com/\(text.lowercased()).png")!
    }
}
