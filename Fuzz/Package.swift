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

/// A fuzz target: its `main.swift` hands the process to libFuzzer's driver with the target's function. Build
/// with `-Xswiftc -sanitize=fuzzer,address`, which links libFuzzer (see `scripts/fuzz`).
func fuzzTarget(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzSupport"] + dependencies, swiftSettings: swiftSettings)
}

let formValidation = Target.Dependency.product(name: "FormValidation", package: "FormValidation")
/// The rule sampler, the seeded generator and the rule sets' invariants: test tooling, kept out of the library.
let sampling = Target.Dependency.product(name: "FormValidationSampling", package: "FormValidation")

/// libFuzzer targets for every parser of the library and the demo server's request decoding. Run them with
/// `scripts/fuzz [seconds] [target...]`; each grows its corpus under `Fixtures/fuzz-corpus/<target>/`.
let package = Package(
    name: "Fuzz",
    // As the library, whose lock (`Mutex`) needs macOS 15.
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "FormValidation", path: ".."),
        .package(name: "DemoServer", path: "../demo_server"),
    ],
    targets: [
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport", dependencies: ["CFuzzer", formValidation, sampling], swiftSettings: swiftSettings),
        fuzzTarget("fuzz-email", [formValidation]),
        fuzzTarget("fuzz-number", [formValidation]),
        fuzzTarget("fuzz-regex", [formValidation]),
        fuzzTarget("fuzz-schema-pattern", [formValidation]),
        fuzzTarget("fuzz-schema", [formValidation]),
        fuzzTarget("fuzz-formspec", [formValidation]),
        fuzzTarget("fuzz-catalog", [formValidation, sampling]),
        fuzzTarget("fuzz-server-request", [formValidation, .product(name: "DemoServer", package: "DemoServer")]),
    ],
    swiftLanguageModes: [.v6]
)
