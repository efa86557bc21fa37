// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (set below) plus the upcoming features the library uses.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// FormValidation for Vapor servers: request bodies validated with a form spec or a JSON Schema, every refusal an
/// RFC 9457 problem (`application/problem+json`). A package of its own, so that the library itself depends on no
/// package.
let package = Package(
    name: "FormValidationVapor",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FormValidationVapor", targets: ["FormValidationVapor"])
    ],
    dependencies: [
        // The library, from the folder above.
        .package(name: "FormValidation", path: ".."),
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        // Already in the graph through Vapor: `ByteBuffer`'s members, which Vapor re-exports without them.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        // Also in the graph through Vapor: the tests' chunked uploads, which `URLSession` on Linux does not send.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "FormValidationVapor",
            // The layers a server needs, not the umbrella: no main-actor or SwiftUI layer is linked.
            dependencies: [
                .product(name: "FormValidationCore", package: "FormValidation"),
                .product(name: "FormValidationSpecs", package: "FormValidation"),
                .product(name: "FormValidationSchema", package: "FormValidation"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        // What validation adds to a valid request: scripts/measure-overhead runs wrk against it.
        .executableTarget(
            name: "vapor-overhead-server",
            dependencies: [
                "FormValidationVapor",
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "Vapor", package: "vapor"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FormValidationVaporTests",
            dependencies: [
                "FormValidationVapor",
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "Vapor", package: "vapor"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
