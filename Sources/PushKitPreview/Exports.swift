@_exported import PushKitCore
