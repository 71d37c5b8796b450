import Testing

@testable import PushKitCLI

struct PushKitCommandTests {
    @Test func version() {
        let run = runInProcess(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout == "pushkit 0.1.0\n")
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func rootHelpGoesToStandardOutput(_ line: [String]) {
        let run = runInProcess(line)
        #expect(run.status == 0)
        #expect(run.stdout == PushKitCommand.rootHelp())
        #expect(run.stderr.isEmpty)
    }

    @Test func noArgumentsIsAUsageError() {
        let run = runInProcess([])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == PushKitCommand.rootHelp())
    }

    @Test func unknownCommand() {
        let run = runInProcess(["valdate", "x.json"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == """
                Error: unknown command 'valdate'; did you mean 'validate'?
                Usage: pushkit <subcommand>
                  See 'pushkit --help' for more information.

                """)
    }

    @Test func unknownTopLevelOption() {
        let run = runInProcess(["--verison"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: unknown option '--verison'; did you mean '--version'?\n"))
        #expect(run.stderr.hasSuffix("  See 'pushkit --help' for more information.\n"))
    }

    @Test func everySubcommandHasHelp() {
        for command in SubcommandRegistry.all {
            let name = command.configuration.name
            let viaFlag = runInProcess([name, "--help"])
            let viaHelp = runInProcess(["help", name])
            #expect(viaFlag.status == 0)
            #expect(viaFlag.stdout.hasPrefix("OVERVIEW: \(command.configuration.abstract)"))
            #expect(viaHelp.stdout == viaFlag.stdout)
            #expect(viaHelp.status == 0)
        }
    }

    @Test func helpForAnUnknownSubcommand() {
        let run = runInProcess(["help", "rulez"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: unknown command 'rulez'; did you mean 'rules'?\n"))
        #expect(run.stderr.contains("Usage: pushkit help [<subcommand>]\n"))
    }

    @Test func subcommandNamesAreUnique() {
        let names = SubcommandRegistry.all.map { $0.configuration.name }
        #expect(Set(names).count == names.count)
    }
}
