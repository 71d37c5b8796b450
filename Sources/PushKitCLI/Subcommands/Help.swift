/// `pushkit help [SUBCOMMAND]`: the help of a subcommand, or of pushkit.
struct Help: Subcommand {
    static let configuration = CommandConfiguration(
        name: "help",
        abstract: "Show help for a subcommand.",
        signature: CommandSignature(arguments: [
            ArgumentSpec("subcommand", help: "The subcommand to explain.", optional: true)
        ])
    )

    var subcommand: String?

    init(_ arguments: ParsedArguments) throws(ArgumentError) {
        subcommand = arguments.positionals.first
        if let subcommand, SubcommandRegistry.command(named: subcommand) == nil {
            let names = SubcommandRegistry.all.map { $0.configuration.name }
            throw .unknownCommand(subcommand, suggestion: closestMatch(to: subcommand, in: names))
        }
    }

    func run(_ io: inout CommandIO) -> Int32 {
        guard let subcommand, let command = SubcommandRegistry.command(named: subcommand) else {
            io.stdout.write(PushKitCommand.rootHelp())
            return ExitStatus.success
        }
        io.stdout.write(HelpFormatter().help(command.configuration))
        return ExitStatus.success
    }
}
