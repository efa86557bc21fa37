import FormValidation
import FormValidationSampling
import Foundation
import Testing

@testable import FormCheckCommand

extension ReliabilityTests {
    /// A planted secret never shows in anything the library writes about a secret field: messages (default and custom,
    /// with every placeholder), errors as values, their descriptions, debug descriptions, dumps and JSON, a validator's
    /// and a field's errors, a spec's results, and `formcheck form`'s output.
    @MainActor
    @Suite struct SecretTests {
        nonisolated static let secret = "Sw0rdf1sh-planted"

        /// More secrets: letters of one case only, without digits, so that rules asking for them fail too.
        nonisolated static let secrets = [secret, "swordfish-planted", "SWORDFISH-PLANTED"]

        /// Values that carry a secret, passing or failing the rules in different ways.
        nonisolated static let values = secrets.flatMap { secret in
            [secret, " \(secret) ", "\(secret)\(secret)", "1\(secret)", "\(secret)@example.com", "4\(secret)2"]
        }

        /// A message that asks for every placeholder a rule may fill.
        static let everyPlaceholder = "{field} got {value}: {min} {max} {length} {unit} {pattern} {values} {value}"

        /// Everything a program might print about `errors`.
        nonisolated static func renderings(of errors: [ValidationError]) -> [String] {
            var dumped = ""
            dump(errors, to: &dumped)
            let encoder = JSONEncoder()
            encoder.outputFormatting = .sortedKeys
            let json = (try? encoder.encode(errors)).map { String(decoding: $0, as: UTF8.self) } ?? ""
            return errors.map(\.message) + errors.map(\.description) + [
                "\(errors)", String(reflecting: errors), dumped, json, errors.map { "\($0.parameters)" }.joined(),
                errors.map(\.localizedDescription).joined(),
            ]
        }

        static func expectNoSecret(
            in texts: [String], _ what: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            for text in texts {
                for secret in secrets {
                    #expect(!text.contains(secret), "\(what) shows the secret: \(text)", sourceLocation: sourceLocation)
                }
            }
        }

        /// The texts among `texts` that show a secret, each prefixed with `what`.
        nonisolated static func leaks(in texts: [String], _ what: String) -> [String] {
            texts.filter { text in secrets.contains { text.contains($0) } }.map { "\(what) shows the secret: \($0)" }
        }

        @Test(arguments: RuleCatalog.names)
        func noRuleShowsASecretValue(_ name: String) async {
            let placeholders = Self.everyPlaceholder
            let samples = await onOwnThread {
                var random = SeededRandom(seed: 21)
                var samples: [SampledRule] = []
                for attempt in 0..<60 {
                    let message = attempt % 2 == 0 ? placeholders : nil
                    if let sampled = RuleSampler.sample(
                        name, from: &random, message: message, transport: FakeTransport(),
                        fileInspector: LocalFileInspector.shared, valueOf: { _ in "other" }),
                        sampled.rule != nil
                    {
                        samples.append(sampled)
                    }
                }
                return samples
            }
            let sampled = samples
            let (leaks, failures) = await onOwnThread {
                var leaks: [String] = []
                var failures = 0
                for sampled in sampled {
                    let rules = RuleSet(sampled.rule!, field: "Password", isSecret: true)
                    for value in Self.values {
                        let result = rules.validate(value)
                        failures += result.errors.count
                        leaks += Self.leaks(
                            in: Self.renderings(of: result.errors), "\(sampled.spec) on \(value.debugDescription)")
                    }
                    leaks += Self.leaks(
                        in: Self.renderings(of: rules.validate(nil as String?).errors), "\(sampled.spec) on nil")
                }
                return (leaks, failures)
            }
            #expect(leaks == [])
            if !["required", "trimmingWhitespace", "remote"].contains(name) {
                #expect(failures > 0, "no sample of \(name) failed, so nothing was checked")
            }
        }

        @Test func aSecretValidatorAndFieldShowNoSecret() {
            let rules: [ValidationRule<String>] = [
                .minimumLength(40, message: Self.everyPlaceholder), .containsUppercase(), .email(),
                .equal(to: "x", message: "{value} is not {value}"), .oneOf(["a"]),
            ]
            let validator = FormValidator<String>(field: "password", label: "Password", isSecret: true, rules: rules)
            let field = Field<String>("password", label: "Password", isSecret: true, rules: rules)
            for value in Self.values {
                validator.validate(value)
                field.value = value
                field.endEditing()
                #expect(validator.state == .invalid)
                Self.expectNoSecret(in: Self.renderings(of: validator.errors) + validator.errorMessages, "validator")
                Self.expectNoSecret(in: Self.renderings(of: field.errors + field.visibleErrors), "field")
                Self.expectNoSecret(in: [field.visibleMessage ?? "", "\(validator.state)", "\(field.state)"], "field")
            }
        }

        static let spec = """
            {"name": "signup", "fields": [
              {"name": "user", "rules": [{"rule": "required"}]},
              {"name": "password", "label": "Password", "secret": true, "rules": [
                {"rule": "required"}, {"rule": "minimumLength", "min": 40, "message": "\(everyPlaceholder)"},
                {"rule": "regularExpression", "pattern": "[a-z]+", "message": "{value} does not match {pattern}"},
                {"rule": "number", "min": 0, "max": 9, "message": "{value} is not {min}–{max}"}]},
              {"name": "confirmation", "secret": true, "rules": [{"rule": "equalToField", "field": "password"}]},
              {"name": "pin", "secret": true, "kind": "number", "rules": [{"rule": "number", "min": 0, "max": 9}]}
            ]}
            """

        @Test func specResultsShowNoSecret() async throws {
            let validator = try FormSpecValidator(FormSpec(json: Self.spec))
            for value in Self.values {
                let result = await validator.validate([
                    "user": "ada", "password": .string(value), "confirmation": .string(value + "x"),
                    "pin": .string(value),
                ])
                #expect(!result.isValid)
                var dumped = ""
                dump(result.errors, to: &dumped)
                Self.expectNoSecret(
                    in: Self.renderings(of: result.errors) + ["\(result.nonSecretValues)", "\(result.errors)"],
                    "a spec's result")
            }
        }

        @Test func formcheckFormShowsNoSecret() async throws {
            var lines: [String] = []
            for value in Self.values {
                lines.append(
                    #"{"user": "ada", "password": \#(Self.json(value)), "confirmation": "\#(Self.secret)", "pin": \#(Self.json(value))}"#
                )
            }
            let invalid = await FormCheckFormTests.run(
                ["form", "--spec", try FormCheckFormTests.temporaryFile(Self.spec)],
                input: lines.joined(separator: "\n") + "\n")
            #expect(invalid.output.split(separator: "\n").count == lines.count)
            #expect(invalid.output.contains(#""valid":false"#))
            Self.expectNoSecret(in: [invalid.output, invalid.error], "formcheck form, invalid records")

            let tokenSpec =
                #"{"name": "s", "fields": [{"name": "user"}, {"name": "token", "secret": true, "rules": [{"rule": "required"}]}]}"#
            let valid = await FormCheckFormTests.run(
                ["form", "--spec", try FormCheckFormTests.temporaryFile(tokenSpec)],
                input: #"{"user": "ada", "token": "\#(Self.secret)"}"# + "\n")
            #expect(valid.output == #"{"valid":true,"values":{"user":"ada"}}"# + "\n")
            Self.expectNoSecret(in: [valid.output, valid.error], "formcheck form, a valid record")
        }

        static func json(_ text: String) -> String { String(decoding: try! JSONEncoder().encode(text), as: UTF8.self) }
    }
}
