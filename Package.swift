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
        // Depends on nothing but the Swift standard library. Rounding and remainders
        // (`rounded()`, `truncatingRemainder`) compile to calls into the C maths library
        // (`round`, `rint`, `trunc`, `ceil`, `floor`, `fmod`), which the standard library
        // does not bring along on Linux: linking libm here lets any package that imports
        // PushKitCore alone link (Examples/PushDryRun proves it in CI). Darwin's libSystem
        // has them already.
        .target(
            name: "PushKitCore",
            linkerSettings: [
                .linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd, .wasi]))
            ]
        ),
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
