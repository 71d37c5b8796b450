/// One HTTP request header: a lower-case name and its value.
public struct HTTPHeader: Sendable, Hashable, CustomStringConvertible {
    /// The name, lower case.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a header.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    /// `name: value`, as on the wire in HTTP/1.1.
    public var description: String { "\(name): \(value)" }
}
