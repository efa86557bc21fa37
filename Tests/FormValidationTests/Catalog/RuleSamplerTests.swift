@_spi(Locking) import FormValidationCore
import FormValidationSampling
import Foundation
import Testing

@testable import FormValidation

/// `RuleSampler`, which fuzzers and property tests build every rule of the catalog with: the arguments it draws
/// are varied and meaningful for every rule, including one added later, without a list to keep.
@Suite struct RuleSamplerTests {
    /// Every argument whose type offers examples (every name of a choice, country codes) accepts some of them, so
    /// the examples steer the sampler to values the rule takes.
    @Test(arguments: RuleCatalog.all.flatMap { rule in rule.arguments.map { (rule.name, $0.key) } })
    func examplesAreValuesTheArgumentTakes(_ rule: String, _ key: String) throws {
        let argument = try #require(RuleCatalog.rule(named: rule)?.arguments.first { $0.key == key })
        let accepted = argument.examples.filter { example in
            guard let (value, _) = try? argument.read(json: example) else { return false }
            return argument.check(value) == nil
        }
        #expect(argument.examples.isEmpty || !accepted.isEmpty, "\(rule).\(key): none of \(argument.examples)")
    }

    /// A rule with arguments is drawn in several configurations, a rule without in its one. (A configuration is
    /// what a spec writes: an argument drawn at its default is left out, so `required`, with one `Bool`, has two.)
    @Test(arguments: RuleCatalog.names)
    func drawsVariedConfigurations(_ name: String) throws {
        let declaration = try #require(RuleCatalog.rule(named: name))
        var random = SeededRandom(seed: 5)
        var specs: Set<RuleSpec> = []
        for _ in 0..<200 {
            if let sampled = RuleSampler.sample(
                name, from: &random, transport: FakeTransport(), fileInspector: LocalFileInspector.shared)
            {
                specs.insert(sampled.spec)
            }
        }
        #expect(specs.count >= (declaration.arguments.isEmpty ? 1 : 2), "\(name): \(specs.count) configurations")
    }

    /// The examples of a choice reach the rule: postal codes are drawn for many countries, not only one.
    @Test func choicesAreDrawnFromTheirNames() {
        var random = SeededRandom(seed: 6)
        var countries: Set<String> = []
        for _ in 0..<300 {
            guard
                let sampled = RuleSampler.sample(
                    "postalCode", from: &random, transport: FakeTransport(), fileInspector: LocalFileInspector.shared)
            else {
                continue
            }
            if case .string(let code)? = sampled.spec.arguments["country"] { countries.insert(code) }
        }
        #expect(countries.count >= 10, "\(countries.sorted())")
    }

    /// The invariants the property tests and the fuzzers check (`RuleSet.brokenInvariants(on:)`) catch a verdict
    /// that changes from one run to the next and a correction that does not settle, and pass rules that keep them.
    @Test func brokenInvariantsCatchWhatTheySay() {
        let runs = Locked(0)
        let flipping = RuleSet<String>(
            .custom { _ in
                runs.withLock { runs in
                    runs += 1
                    return runs % 2 == 1
                }
            })
        #expect(
            flipping.brokenInvariants(on: "a") == [
                #"judged "a" twice differently: valid as "a" then invalid (custom)"#
            ])

        let growing = RuleSet<String>(.correcting { $0 += "!" })
        #expect(
            growing.brokenInvariants(on: "a") == [#"corrected "a" to "a!", which then gave valid as "a!!""#])

        let sound = RuleSet<String>(.trimmingWhitespace(), .required(), .email())
        #expect(sound.brokenInvariants(on: " ada@example.com ") == [])
        #expect(sound.brokenInvariants(on: "ada@") == [])
    }
}
