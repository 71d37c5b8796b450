@_exported import PushKitJSON
