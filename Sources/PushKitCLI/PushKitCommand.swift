/// The `pushkit` command line.
///
/// ``run(_:io:)`` runs one command line against the given channels and returns the exit
/// status, so tests drive it in process; the executable calls ``main()``.
public enum PushKitCommand: Sendable {
    /// The program name used in help and messages.
    public static let name = "pushkit"
    /// The version `pushkit --version` prints.
    public static let version = "0.1.0"

    /// The root command's help.
    static let configuration = CommandConfiguration(
        name: "",
        abstract: "Check push payloads: APNs, Synerise, Cordial, Reachu, Crobox."
    )

    /// Runs `arguments` (without the program name) and returns the exit status.
    ///
    /// Everything written is flushed before it returns. When standard output failed (a
    /// full disk, a closed descriptor; not a reader that went away) it says so once on
    /// standard error and returns 2, whatever the command found.
    public static func run(_ arguments: [String], io: inout CommandIO) -> Int32 {
        let status = dispatch(arguments, io: &io)
        io.flush()
        if let failure = io.stdout.failure {
            io.stderr.writeLine("\(name): error: cannot write to standard output: \(SystemCalls.describe(failure))")
            io.stderr.flush()
            return ExitStatus.usage
        }
        return status
    }

    /// Runs the process's command line on its standard streams and exits.
    public static func main() -> Never {
        SystemCalls.prepareStandardStreams()
        var io = CommandIO.standard()
        let status = run(Array(CommandLine.arguments.dropFirst()), io: &io)
        SystemCalls.exit(status)
    }

    private static func dispatch(_ arguments: [String], io: inout CommandIO) -> Int32 {
        guard let first = arguments.first else {
            io.stderr.write(rootHelp())
            return ExitStatus.usage
        }
        switch first {
        case "-h", "--help":
            io.stdout.write(rootHelp())
            return ExitStatus.success
        case "--version":
            io.stdout.writeLine("\(name) \(version)")
            return ExitStatus.success
        default:
            break
        }
        guard let command = SubcommandRegistry.command(named: first) else {
            let error: ArgumentError
            if first.hasPrefix("-") {
                error = .unknownOption(first, suggestion: closestMatch(to: first, in: ["--help", "--version"]))
            } else {
                let names = SubcommandRegistry.all.map { $0.configuration.name }
                error = .unknownCommand(first, suggestion: closestMatch(to: first, in: names))
            }
            reportUsageError(error, configuration: configuration, io: &io)
            return ExitStatus.usage
        }
        return run(command, Array(arguments.dropFirst()), io: &io)
    }

    private static func run(_ command: any Subcommand.Type, _ arguments: [String], io: inout CommandIO) -> Int32 {
        let configuration = command.configuration
        do {
            let parsed = try ArgumentParser(configuration.signature).parse(arguments)
            if parsed.isHelpRequested {
                io.stdout.write(HelpFormatter().help(configuration))
                return ExitStatus.success
            }
            let instance = try command.init(parsed)
            return instance.run(&io)
        } catch {
            reportUsageError(error, configuration: configuration, io: &io)
            return ExitStatus.usage
        }
    }

    /// The root help, listing every subcommand.
    static func rootHelp() -> String {
        HelpFormatter().help(configuration, subcommands: SubcommandRegistry.all.map { $0.configuration })
    }

    /// Prints `Error: ...`, the usage line and where to find help, to standard error.
    static func reportUsageError(_ error: ArgumentError, configuration: CommandConfiguration, io: inout CommandIO) {
        let formatter = HelpFormatter()
        let isRoot = configuration.name.isEmpty
        let subcommands = isRoot ? SubcommandRegistry.all.map { $0.configuration } : []
        io.writeError("Error: \(error.message)")
        io.writeError(formatter.usage(configuration, subcommands: subcommands, prefix: "Usage: "))
        io.writeError("  See '\(configuration.commandPath) --help' for more information.")
    }
}
