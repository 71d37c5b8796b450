// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pushkit",
    products: [
        .library(name: "PushKitCore", targets: ["PushKitCore"]),
        .executable(name: "pushkit", targets: ["pushkit"]),
    ],
    targets: [
        // The library: reads, models, validates, classifies and encodes payloads.
        // Depends on nothing but the Swift standard library.
        .target(name: "PushKitCore"),
        // The command logic, kept testable apart from the executable's `main`.
        .target(name: "PushKitCLI", dependencies: ["PushKitCore"]),
        .executableTarget(name: "pushkit", dependencies: ["PushKitCLI"]),
        .executableTarget(
            name: "pushkit-benchmarks",
            dependencies: ["PushKitCore"],
            path: "Benchmarks/Sources"
        ),
        // The golden files are read from the source tree by path, not bundled.
        .testTarget(name: "PushKitCoreTests", dependencies: ["PushKitCore"], exclude: ["Golden"]),
        .testTarget(name: "PushKitCLITests", dependencies: ["PushKitCLI", "PushKitCore"]),
    ],
    swiftLanguageModes: [.v6]
)
