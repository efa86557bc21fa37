import FormValidation
import FormValidationSampling
import Foundation
import Testing

extension ReliabilityTests {
    /// Every rule of the catalog, built with arguments drawn from a fixed seed (``RuleSampler``, so a new rule is
    /// covered as soon as it is in the catalog), fed hostile Unicode and 1 MB values.
    ///
    /// The checks: no crash; a verdict does not change when the same value is validated again; a passing value's
    /// corrected form passes again, unchanged; and a megabyte value is answered — linear work takes milliseconds,
    /// quadratic work hours; no time limit is set here (a busy machine stretches any). How each rule's
    /// cost grows with the length of the value is measured by the benchmark (`./scripts/benchmark --only growth`).
    @Suite struct RulePropertyTests {
        /// Draws `count` differently configured rules named `name`, from a seed of their own.
        static func samples(of name: String, count: Int, seed: UInt64) async -> [SampledRule] {
            await onOwnThread {
                var random = SeededRandom(seed: seed)
                var found: [SampledRule] = []
                for attempt in 0..<400 where found.count < count {
                    let message = attempt % 3 == 0 ? "{field} ({value}) must be {min} to {max}." : nil
                    guard
                        let rule = RuleSampler.sample(
                            name, from: &random, message: message, transport: FakeTransport(),
                            fileInspector: LocalFileInspector.shared, valueOf: { _ in "ada" })
                    else { continue }
                    if !found.contains(where: { $0.spec == rule.spec }) { found.append(rule) }
                }
                return found
            }
        }

        /// The invariants `rules` break on `value`, as the fuzzers check them (``RuleSet/brokenInvariants(on:showing:)``):
        /// a different verdict the second time, or a corrected value that does not pass unchanged. Empty when it keeps
        /// them.
        static func brokenInvariants(_ rules: RuleSet<String>, _ value: String, _ what: String) -> [String] {
            rules.brokenInvariants(on: value).map { "\(what): \($0)" }
        }

        @Test(arguments: RuleCatalog.names)
        func everyRuleCanBeBuiltFromSampledArguments(_ name: String) async {
            #expect(
                await Self.samples(of: name, count: 4, seed: 11).count >= 1, "no arguments drawn for \(name) build it")
        }

        @Test(arguments: RuleCatalog.names)
        func hostileUnicodeKeepsTheInvariants(_ name: String) async {
            var random = SeededRandom(seed: 0xF0_0D ^ UInt64(name.utf8.count))
            let values =
                (0..<300).map { _ in UnicodeSamples.text(pieces: Int.random(in: 0...12, using: &random), using: &random)
                }
                + UnicodeSamples.pieces
            let samples = await Self.samples(of: name, count: 4, seed: 11)
            let problems = await onOwnThread {
                var problems: [String] = []
                for sampled in samples {
                    guard let rule = sampled.rule else { continue }
                    for isSecret in [false, true] {
                        let rules = RuleSet(rule, field: "Field", isSecret: isSecret)
                        for value in values { problems += Self.brokenInvariants(rules, value, "\(sampled.spec)") }
                    }
                }
                return problems
            }
            #expect(problems == [])
            for sampled in samples {
                guard let asyncRule = sampled.asyncRule else { continue }
                for value in values.prefix(40) {
                    let first = await asyncRule.check(value)
                    let second = await asyncRule.check(value)
                    #expect(first == second, "\(sampled.spec): \(value.debugDescription) checked twice differently")
                }
            }
        }

        /// The texts repeated to make long values: ASCII that most rules scan to the end, hostile Unicode, digits, and
        /// an address-like run.
        static let tiles: [String] = [
            "ada lovelace ",
            "e\u{301}👩‍👩‍👧‍👦🇯🇵\u{200F}שלום\u{0}\\u{D800} ١٢\u{A0}",
            "1234567890",
            "a.b-c_d+e@",
        ]

        /// `tile` repeated to at least `bytes` bytes of UTF-8.
        static func value(_ tile: String, bytes: Int) -> String {
            String(repeating: tile, count: bytes / tile.utf8.count + 1)
        }

        @Test(arguments: RuleCatalog.names)
        func megabyteValuesKeepTheInvariants(_ name: String) async {
            let samples = await Self.samples(of: name, count: 1, seed: 12)
            let problems = await onOwnThread {
                var problems: [String] = []
                for sampled in samples {
                    guard let rule = sampled.rule else { continue }
                    let rules = RuleSet(rule, field: "Field")
                    for tile in Self.tiles {
                        problems += Self.brokenInvariants(
                            rules, Self.value(tile, bytes: 1 << 20),
                            "\(sampled.spec) on 1 MB of \(tile.debugDescription)")
                    }
                }
                return problems
            }
            #expect(problems == [])
        }
    }
}
