/// The environment variables a command can see: the process's own, or a fixed set
/// (for tests).
public struct EnvironmentVariables: Sendable {
    private enum Storage: Sendable {
        case process
        case values([String: String])
    }

    private let storage: Storage

    /// The variables of this process, read when asked for.
    public static let process = EnvironmentVariables(storage: .process)

    private init(storage: Storage) {
        self.storage = storage
    }

    /// A fixed set of variables.
    public init(_ values: [String: String]) {
        self.storage = .values(values)
    }

    /// The value of the variable `name`, or `nil` when it is not set.
    public subscript(name: String) -> String? {
        switch storage {
        case .values(let values):
            return values[name]
        case .process:
            return SystemCalls.environmentValue(name)
        }
    }
}
