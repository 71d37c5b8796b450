enum Exercise: String, Codable, Hashable {
    case run
    case row
    case bike
}

enum Medal: String, Codable, CodingKeyRepresentable {
    case gold, silver, bronze
}
