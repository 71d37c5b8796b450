// swift-tools-version: 6.0
import PackageDescription

// A user of pushkit's library, as a Linux push service is: it depends on the package by
// path and links PushKitCore alone (no Foundation, no PushKitCLI). CI builds and runs it in
// debug and release. `link-check` imports PushKitCore and nothing else, which proves that
// PushKitCore links for any user; `push-dry-run` is the real program.
let package = Package(
    name: "PushDryRun",
    dependencies: [
        .package(name: "pushkit", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "push-dry-run",
            dependencies: [.product(name: "PushKitCore", package: "pushkit")]
        ),
        .executableTarget(
            name: "link-check",
            dependencies: [.product(name: "PushKitCore", package: "pushkit")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
