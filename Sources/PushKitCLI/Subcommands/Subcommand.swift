/// A `pushkit` subcommand.
///
/// To add one: write a type conforming to this protocol in its own file under
/// `Subcommands/`, and list it in ``SubcommandRegistry/all``. Parsing, `--help`,
/// `pushkit help NAME`, usage errors and the subcommand list in `pushkit --help` come
/// from its ``configuration``.
protocol Subcommand: Sendable {
    /// The name, abstract, options and arguments.
    static var configuration: CommandConfiguration { get }

    /// Builds the command from parsed arguments, checking their values.
    init(_ arguments: ParsedArguments) throws(ArgumentError)

    /// Runs the command and returns the exit status.
    func run(_ io: inout CommandIO) -> Int32
}

/// Every subcommand, in the order `pushkit --help` lists them.
enum SubcommandRegistry {
    static let all: [any Subcommand.Type] = [
        Validate.self,
        Prepare.self,
        Classify.self,
        Render.self,
        Route.self,
        Replay.self,
        Rules.self,
        AppCommand.self,
        Help.self,
    ]

    /// The subcommand called `name`, if any.
    static func command(named name: String) -> (any Subcommand.Type)? {
        all.first { $0.configuration.name == name }
    }
}

/// The exit statuses of `pushkit`.
enum ExitStatus {
    /// Every payload is valid (warnings allowed unless `--strict`).
    static let success: Int32 = 0
    /// A payload has an error (or a warning, with `--strict`).
    static let failure: Int32 = 1
    /// The command line is wrong, or an input could not be read.
    static let usage: Int32 = 2
}
