// swift-tools-version: 6.1
import PackageDescription

/// Settings every target shares: Swift 6 language mode (set below) plus the upcoming features the library uses.
let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// FormValidation for Hummingbird servers: request bodies validated with a form spec or a JSON Schema, every
/// refusal an RFC 9457 problem (`application/problem+json`). A package of its own, so that the library itself
/// depends on no package.
let package = Package(
    name: "FormValidationHummingbird",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FormValidationHummingbird", targets: ["FormValidationHummingbird"])
    ],
    dependencies: [
        // The library, from the folder above.
        .package(name: "FormValidation", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // Already in the graph through Hummingbird: `NIOTooManyBytesError`, when a body passes its limit.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.80.0"),
    ],
    targets: [
        .target(
            name: "FormValidationHummingbird",
            // The layers a server needs, not the umbrella: no main-actor or SwiftUI layer is linked.
            dependencies: [
                .product(name: "FormValidationCore", package: "FormValidation"),
                .product(name: "FormValidationSpecs", package: "FormValidation"),
                .product(name: "FormValidationSchema", package: "FormValidation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        // What validation adds to a valid request: scripts/measure-overhead runs wrk against it.
        .executableTarget(
            name: "hummingbird-overhead-server",
            dependencies: [
                "FormValidationHummingbird",
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "Hummingbird", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "FormValidationHummingbirdTests",
            dependencies: [
                "FormValidationHummingbird",
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
