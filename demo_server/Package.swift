// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (set below) plus the upcoming features we opt into early.
let swiftSettings: [SwiftSetting] = [
    // SE-0335: `any` must be spelled out for existential types.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0444: a file sees only the members of modules it imports itself.
    .enableUpcomingFeature("MemberImportVisibility"),
    // SE-0409: imports are internal unless marked otherwise, so no dependency leaks into the API by accident.
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "DemoServer",
    // As the library, whose lock (`Mutex`) needs macOS 15.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "demo-server", targets: ["demo-server"]),
        .executable(name: "signup-demo", targets: ["signup-demo"]),
        .library(name: "DemoServer", targets: ["DemoServer"]),
    ],
    dependencies: [
        // The library this server demonstrates, from the folder above.
        .package(name: "FormValidation", path: ".."),
        // Its Hummingbird integration: `/api/signup` and `/api/order` read and validate their bodies with it.
        .package(name: "FormValidationHummingbird", path: "../FormValidationHummingbird"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Already in the graph through Hummingbird; named only so the targets may import the modules they use
        // (HTTPTypes comes with Hummingbird's own imports, so swift-http-types is not named).
        // `Logger`, in `buildApplication`'s signature.
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // The hardening's channel handlers (NIOCore, NIOHTTP1) and the tests' HTTP clients (NIOPosix).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
        // The request and response parts those handlers see (NIOHTTPTypes).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        // A graceful shutdown ends a `/fault/slow` wait; the tests shut their servers down gracefully.
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "DemoServer",
            dependencies: [
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "FormValidationHummingbird", package: "FormValidationHummingbird"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "demo-server",
            dependencies: [
                "DemoServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "signup-demo",
            dependencies: [
                "DemoServer",
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "DemoServerTests",
            dependencies: [
                .product(name: "FormValidation", package: "FormValidation"),
                // The library's lock (`Locked`, which the thread sanitizer sees), for the tests' shared records.
                .product(name: "FormValidationCore", package: "FormValidation"),
                .product(name: "FormValidationTestSupport", package: "FormValidation"),
                .product(name: "FormValidationHummingbird", package: "FormValidationHummingbird"),
                "DemoServer",
                // Built before the tests so they can start the real executable.
                "demo-server",
                "signup-demo",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // In-process requests, which no HTTP parser checks first (a Content-Length that is no number).
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
