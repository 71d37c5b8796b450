// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "pushkit",
    products: [
        .library(name: "PushKitJSON", targets: ["PushKitJSON"]),
        .library(name: "PushKitCore", targets: ["PushKitCore"]),
        .library(name: "PushKitPreview", targets: ["PushKitPreview"]),
        .library(name: "PushKitAppReader", targets: ["PushKitAppReader"]),
        .executable(name: "pushkit", targets: ["pushkit"]),
    ],
    targets: [
        // The layers, each a target so that the compiler holds them apart. None depends on
        // anything but the Swift standard library (docs/design.md).
        //
        // PushKitJSON: the strict reader, the document and its values, pointers, source
        // locations, the writer, and the diagnostic model (Diagnostic, its Code, the sink).
        .target(name: "PushKitJSON"),
        // PushKitCore: validates, classifies, routes, encodes and prepares payloads, one
        // folder per vendor; re-exports PushKitJSON. Rounding and remainders
        // (`rounded()`, `truncatingRemainder`) compile to calls into the C maths library
        // (`round`, `rint`, `trunc`, `ceil`, `floor`, `fmod`), which the standard library
        // does not bring along on Linux: linking libm here lets any package that imports
        // PushKitCore alone link (Examples/PushDryRun proves it in CI). Darwin's libSystem
        // has them already.
        .target(
            name: "PushKitCore",
            dependencies: ["PushKitJSON"],
            linkerSettings: [
                .linkedLibrary("m", .when(platforms: [.linux, .android, .openbsd, .wasi]))
            ]
        ),
        // PushKitPreview: what the device shows (scenes, the text and HTML renderers); a
        // service that only validates does not link it.
        .target(name: "PushKitPreview", dependencies: ["PushKitCore"]),
        // PushKitAppReader: the Swift source reader behind `pushkit app` (the lexer, the
        // declarations, the profile built from them); the profile's model and the checks
        // against it stay in PushKitCore, so a sending service does not link the reader.
        .target(name: "PushKitAppReader", dependencies: ["PushKitCore"]),
        // The command logic, kept testable apart from the executable's `main`.
        .target(name: "PushKitCLI", dependencies: ["PushKitCore", "PushKitPreview", "PushKitAppReader"]),
        .executableTarget(name: "pushkit", dependencies: ["PushKitCLI"]),
        .executableTarget(
            name: "pushkit-benchmarks",
            dependencies: ["PushKitCore", "PushKitPreview", "PushKitAppReader"],
            path: "Benchmarks/Sources"
        ),
        // A test target per library target. What several of them share is in `package` access
        // in plain targets no product names, so no client sees them: PushKitTestSupport (the
        // seeded generator, the JSON reader's tables of accepted and rejected inputs) below
        // PushKitCore, so that the reader's tests build on PushKitJSON alone, and
        // PushKitFixtures (the fixtures under Payloads/, validated) above it.
        .target(name: "PushKitTestSupport", dependencies: ["PushKitJSON"], path: "Tests/PushKitTestSupport"),
        .target(name: "PushKitFixtures", dependencies: ["PushKitCore"], path: "Tests/PushKitFixtures"),
        .testTarget(name: "PushKitJSONTests", dependencies: ["PushKitJSON", "PushKitTestSupport"]),
        // The golden files are read from the source tree by path, not bundled.
        .testTarget(
            name: "PushKitCoreTests",
            dependencies: ["PushKitJSON", "PushKitCore", "PushKitTestSupport", "PushKitFixtures"],
            exclude: ["Golden"]),
        .testTarget(
            name: "PushKitPreviewTests", dependencies: ["PushKitCore", "PushKitPreview", "PushKitFixtures"]),
        .testTarget(name: "PushKitAppReaderTests", dependencies: ["PushKitAppReader", "PushKitCore"]),
        .testTarget(name: "PushKitCLITests", dependencies: ["PushKitCLI", "PushKitCore", "PushKitPreview"]),
    ],
    swiftLanguageModes: [.v6]
)
