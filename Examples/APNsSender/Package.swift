// swift-tools-version: 6.0
import PackageDescription

// A push sender as a Linux service writes one, on the Swift server packages: PushKitCore
// validates and prepares each push, swift-crypto signs the ES256 provider token, and
// async-http-client sends the prepared bytes over HTTP/2 with TLS. `apns-standin` is a
// local HTTP/2 server that answers as APNs does, for CI (see ci.sh). The root package stays
// dependency-free: only this example depends on the server packages.
let package = Package(
    name: "APNsSender",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "pushkit", path: "../.."),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-http2.git", from: "1.46.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "4.5.2"),
    ],
    targets: [
        .executableTarget(
            name: "apns-send",
            dependencies: [
                .product(name: "PushKitCore", package: "pushkit"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(
            name: "apns-standin",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP2", package: "swift-nio-http2"),
                .product(name: "NIOHPACK", package: "swift-nio-http2"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
