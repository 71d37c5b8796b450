import PushKitCLI

PushKitCommand.main()
