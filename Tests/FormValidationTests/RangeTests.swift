import FormValidation
import Foundation
import Testing

@Suite struct RangeTests {
    @Test func alpvalidatorNumericRange() throws {
        let corpus = Corpus.load("alpvalidator.range.numeric")
        let rules = RuleSet<Decimal>(.range(3...10))
        for value in corpus.valid.compactMap(\.numberValue) { expect(rules, accepts: value) }
        for value in corpus.invalid.compactMap(\.numberValue) {
            #expect(!rules.validate(value).isValid, "\(value) is outside 3...10")
        }
        #expect(corpus.invalid.count == 2)
    }

    @Test(arguments: ["swift-validator.comparison.int", "swift-validator.comparison.double"])
    func swiftValidatorComparison(_ name: String) {
        let corpus = Corpus.load(name)
        let ints = RuleSet<Int>(.range(5...10))
        let doubles = RuleSet<Double>(.range(5.0...10.0))
        for value in corpus.valid.compactMap(\.numberValue) {
            #expect(doubles.validate(NSDecimalNumber(decimal: value).doubleValue).isValid)
            if name.hasSuffix("int") { #expect(ints.validate(NSDecimalNumber(decimal: value).intValue).isValid) }
        }
        for value in corpus.invalid.compactMap(\.numberValue) {
            #expect(!doubles.validate(NSDecimalNumber(decimal: value).doubleValue).isValid)
        }
    }

    @Test func boundsAreInclusiveAndExact() {
        let rules = RuleSet<Double>(.range(3...10))
        expect(rules, accepts: 3)
        expect(rules, accepts: 10)
        expect(rules, rejects: 10.001, codes: [.tooLarge], messages: ["This field must be between 3 and 10."])
        expect(rules, rejects: 2.999, codes: [.tooSmall])
        expect(rules, rejects: -.infinity, codes: [.tooSmall])
        // 0.1 + 0.2 is above 0.3 in binary floating point; in Decimal it is exactly 0.3.
        let exact = RuleSet<Decimal>(.range(Decimal(string: "0.1")!...Decimal(string: "0.3")!))
        expect(exact, accepts: Decimal(string: "0.1")! + Decimal(string: "0.2")!)
    }

    static let notANumber = "This field must be a number."

    /// NaN is no number at all, below or above: whatever the bounds, it says so.
    @Test func nanIsNotANumber() {
        expect(RuleSet<Double>(.range(0...1)), rejects: .nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(RuleSet<Double>(.range(0...)), rejects: .nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(RuleSet<Double>(.range(...1)), rejects: -.nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(
            RuleSet<Double>(.range(0...1)), rejects: .signalingNaN, codes: [.notANumber], messages: [Self.notANumber])
        expect(RuleSet<Float>(.range(0...1)), rejects: .nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(RuleSet<Float>(.range(...1)), rejects: .nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(RuleSet<Decimal>(.range(0...1)), rejects: .nan, codes: [.notANumber], messages: [Self.notANumber])
        expect(
            RuleSet<Double>(.range(0...1), field: "Ratio"), rejects: .nan, codes: [.notANumber],
            messages: ["Ratio must be a number."])
        // Infinities are numbers out of range; numbers near the bounds are unchanged.
        expect(
            RuleSet<Double>(.range(0...1)), rejects: .infinity, codes: [.tooLarge],
            messages: ["This field must be between 0 and 1."])
        expect(
            RuleSet<Float>(.range(0...1)), rejects: -.infinity, codes: [.tooSmall],
            messages: ["This field must be between 0 and 1."])
        expect(RuleSet<Double>(.range(0...1)), accepts: 1)
        expect(RuleSet<Decimal>(.range(0...1)), rejects: 2, codes: [.tooLarge])
        expect(RuleSet<Int>(.range(0...1)), rejects: -1, codes: [.tooSmall])
    }

    @Test func partialRanges() {
        let adult = RuleSet<Int>(.range(18...), field: "Age")
        expect(adult, accepts: 18)
        expect(adult, rejects: 17, codes: [.tooSmall], messages: ["Age must be at least 18."])
        let capped = RuleSet<Int>(.range(...120), field: "Age")
        expect(capped, rejects: 121, codes: [.tooLarge], messages: ["Age must be at most 120."])
        #expect(adult.validate(3).errors.first?.parameters == ["min": 18])
    }

    @Test func parametersKeepTheBoundsSpelling() {
        let errors = RuleSet<Double>(.range(0.1...2.5)).validate(3).errors
        #expect(
            errors.first?.parameters == [
                "min": .number(Decimal(string: "0.1")!), "max": .number(Decimal(string: "2.5")!),
            ])
        #expect(errors.first?.message == "This field must be between 0.1 and 2.5.")
    }
}
