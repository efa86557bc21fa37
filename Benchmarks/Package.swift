// swift-tools-version: 6.1
import PackageDescription

/// Settings every Swift target shares, as in the library's own `Package.swift`.
let swiftSettings: [SwiftSetting] = [
    // SE-0335: `any` must be spelled out for existential types.
    .enableUpcomingFeature("ExistentialAny"),
    // SE-0444: a file sees only the members of modules it imports itself.
    .enableUpcomingFeature("MemberImportVisibility"),
    // SE-0409: imports are internal unless marked otherwise.
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The benchmark harness: its own package, so that the library keeps no dependency. It calls the library from
/// its own module, as every user does, so that it measures what they get (generic code specialized, or not,
/// across the module boundary). Run it with `./scripts/benchmark` from the repository's root.
let package = Package(
    name: "Benchmarks",
    // As the library, whose lock (`Mutex`) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [
        // The library under test, from the folder above.
        .package(name: "FormValidation", path: "..")
    ],
    targets: [
        // Counts calls to malloc and friends in this process, for the allocations per value.
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "benchmarks",
            dependencies: [
                .product(name: "FormValidation", package: "FormValidation"),
                .product(name: "FormValidationSampling", package: "FormValidation"), "MallocCounter",
            ],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
