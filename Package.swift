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
    name: "FormValidation",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "FormValidation", targets: ["FormValidation"]),
        .executable(name: "formcheck", targets: ["formcheck"]),
    ],
    targets: [
        .target(
            name: "FormValidation",
            // The translations are compiled in (Localization/Generated), so that a copied binary speaks them too.
            exclude: ["Localization/Translations"],
            swiftSettings: swiftSettings
        ),
        .target(name: "FormCheckCommand", dependencies: ["FormValidation"], swiftSettings: swiftSettings),
        .executableTarget(name: "formcheck", dependencies: ["FormCheckCommand"], swiftSettings: swiftSettings),
        .testTarget(
            name: "FormValidationTests",
            dependencies: ["FormValidation", "FormCheckCommand", "formcheck"],
            // Test tables the tests read from disk, such as libphonenumber's verdicts on phone numbers.
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
