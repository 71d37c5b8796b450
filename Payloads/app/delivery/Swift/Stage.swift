/// Where a parcel is: a String-backed enum in a file of its own.
enum Stage: String, Codable, Hashable, Sendable {
    case collected
    case sorting
    case outForDelivery = "out-for-delivery"
    case delivered
}
