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
    // `Mutex` (the Synchronization module), the one lock of the library, needs these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Everything, as one import: what an app uses.
        .library(name: "FormValidation", targets: ["FormValidation"]),
        // The layers, for code that needs only some of them (a server links no main-actor or SwiftUI layer):
        // the pure core (rules, results, messages), its I/O (the HTTP transport, the file system), form specs, and
        // JSON Schema.
        .library(name: "FormValidationCore", targets: ["FormValidationCore"]),
        .library(name: "FormValidationIO", targets: ["FormValidationIO"]),
        .library(name: "FormValidationSpecs", targets: ["FormValidationSpecs"]),
        .library(name: "FormValidationSchema", targets: ["FormValidationSchema"]),
        .executable(name: "formcheck", targets: ["formcheck"]),
        // For tests only: what the library's tests and the demo server's share (starting a real executable).
        .library(name: "FormValidationTestSupport", targets: ["FormValidationTestSupport"]),
        // For tests, fuzzers and benchmarks only: rules drawn from the catalog with sampled arguments, a seeded
        // random number generator, and the invariants every rule set keeps.
        .library(name: "FormValidationSampling", targets: ["FormValidationSampling"]),
    ],
    targets: [
        // The pure core: values, results, errors, messages, conditions, every rule with its engine, the catalog of
        // rules and their arguments. Sendable throughout, no main actor: any thread or server can use it.
        .target(
            name: "FormValidationCore",
            // The translations are compiled in (Localization/Generated), so that a copied binary speaks them too.
            exclude: ["Localization/Translations"],
            swiftSettings: swiftSettings
        ),
        // I/O: the URLSession transport of remote checks and the file inspector of file rules (Foundation's
        // networking and the file system stay out of the pure core).
        .target(name: "FormValidationIO", dependencies: ["FormValidationCore"], swiftSettings: swiftSettings),
        // Form specs: forms as JSON, validated whole on a server with the rules an app uses.
        .target(
            name: "FormValidationSpecs", dependencies: ["FormValidationCore", "FormValidationIO"],
            swiftSettings: swiftSettings),
        .target(name: "FormValidationSchema", dependencies: ["FormValidationCore"], swiftSettings: swiftSettings),
        // The stateful layer on the main actor: validators, fields, forms, remote checks in flight.
        .target(
            name: "FormValidationStateful",
            dependencies: ["FormValidationCore", "FormValidationIO", "FormValidationSpecs"],
            swiftSettings: swiftSettings),
        // SwiftUI and Combine, on Apple platforms only: thin over the stateful layer.
        .target(
            name: "FormValidationBindings", dependencies: ["FormValidationCore", "FormValidationStateful"],
            swiftSettings: swiftSettings),
        // What users import: every layer above, as one module.
        .target(
            name: "FormValidation",
            dependencies: [
                "FormValidationCore", "FormValidationIO", "FormValidationSpecs", "FormValidationSchema",
                "FormValidationStateful", "FormValidationBindings",
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "FormCheckCommand",
            dependencies: ["FormValidationCore", "FormValidationIO", "FormValidationSpecs", "FormValidationSchema"],
            swiftSettings: swiftSettings),
        .executableTarget(name: "formcheck", dependencies: ["FormCheckCommand"], swiftSettings: swiftSettings),
        // What is generated from the compiled library (the compiled translations, the rule tables), written by
        // `formvalidation-generate` (run by ./scripts/generate) and compared by the tests.
        .target(
            name: "FormValidationGenerating", dependencies: ["FormValidationCore", "FormCheckCommand"],
            swiftSettings: swiftSettings),
        .executableTarget(
            name: "formvalidation-generate", dependencies: ["FormValidationGenerating"], swiftSettings: swiftSettings),
        // The support the test suites share: Foundation and the library's lock (which the thread sanitizer sees),
        // so that it links into any test target of a package that depends on the library.
        .target(
            name: "FormValidationTestSupport", dependencies: ["FormValidationCore"],
            path: "Tests/FormValidationTestSupport",
            swiftSettings: swiftSettings),
        // Test tooling that reads the catalog, kept out of the shipped core.
        .target(
            name: "FormValidationSampling", dependencies: ["FormValidationCore"], path: "Tests/FormValidationSampling",
            swiftSettings: swiftSettings),
        .testTarget(
            name: "FormValidationTests",
            dependencies: [
                "FormValidation", "FormCheckCommand", "formcheck", "FormValidationTestSupport",
                "FormValidationSampling", "FormValidationGenerating",
            ],
            // Test tables the tests read from disk, such as libphonenumber's verdicts on phone numbers.
            exclude: ["Fixtures"],
            swiftSettings: swiftSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
