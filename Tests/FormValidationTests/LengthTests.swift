import FormValidation
import Foundation
import Testing

/// A length corpus and the rule its arguments describe.
struct LengthCorpus: Sendable, CustomTestStringConvertible {
    let name: String
    let rule: ValidationRule<String>

    var testDescription: String { name }

    /// Builds the rule from the corpus's `args`: a number (minimum or maximum, per the file name), `[min, max]`,
    /// or `{"min", "max", "lengthType"}`.
    static func make(_ name: String) -> LengthCorpus {
        let args = Corpus.load(name).raw["args"]
        var minimum: Int?
        var maximum: Int?
        var unit = LengthUnit.characters
        switch args {
        case .number(let bound)?:
            let value = NSDecimalNumber(decimal: bound).intValue
            if name.lowercased().contains("min") { minimum = value } else { maximum = value }
        case .array(let bounds)?:
            minimum = bounds.first?.numberValue.map { NSDecimalNumber(decimal: $0).intValue }
            maximum = bounds.last?.numberValue.map { NSDecimalNumber(decimal: $0).intValue }
        case .object?:
            minimum = args?["min"]?.numberValue.map { NSDecimalNumber(decimal: $0).intValue }
            maximum = args?["max"]?.numberValue.map { NSDecimalNumber(decimal: $0).intValue }
            if let type = args?["lengthType"]?.stringValue { unit = LengthUnit(name: type) ?? .characters }
        default:
            break
        }
        let rule: ValidationRule<String> =
            switch (minimum, maximum) {
            case (let min?, let max?): .length(min...max, counting: unit)
            case (let min?, nil): .minimumLength(min, counting: unit)
            case (nil, let max?): .maximumLength(max, counting: unit)
            case (nil, nil): .custom { _ in false }
            }
        return LengthCorpus(name: name, rule: rule)
    }
}

@Suite struct LengthTests {
    static let corpora = [
        "alpvalidator.minimumLength.3", "alpvalidator.minimumLength.4", "alpvalidator.maximumLength.3",
        "alpvalidator.maximumLength.5", "alpvalidator.range.string",
        "swift-validator.length.min5", "swift-validator.length.max5", "swift-validator.length.min5_max10",
        "swift-validator.length.characters.min2", "swift-validator.length.characters.max2",
        "swift-validator.length.unicodeScalars.min4", "swift-validator.length.unicodeScalars.max4",
        "swift-validator.length.utf16.min8", "swift-validator.length.utf16.max8",
        "swift-validator.length.utf8.min16", "swift-validator.length.utf8.max16",
        "jquery-validation.minlength", "jquery-validation.maxlength", "jquery-validation.rangelength",
    ]

    @Test(arguments: corpora)
    func corpus(_ name: String) throws {
        let corpus = Corpus.load(name)
        let rules = RuleSet(LengthCorpus.make(name).rule)
        #expect(!corpus.valid.isEmpty && !corpus.invalid.isEmpty)
        for value in corpus.strings(valid: true) {
            #expect(rules.validate(value).isValid, "\(name): \(value) should be valid")
        }
        for value in corpus.strings(valid: false) {
            #expect(!rules.validate(value).isValid, "\(name): \(value) should be invalid")
        }
    }

    /// "🇯🇵" is one character, two scalars, four UTF-16 code units and eight UTF-8 bytes.
    @Test(arguments: [
        (LengthUnit.characters, 1), (.unicodeScalars, 2), (.utf16, 4), (.utf8, 8),
    ])
    func unitsCountDifferently(_ unit: LengthUnit, _ length: Int) {
        #expect(unit.length(of: "🇯🇵") == length)
        expect(RuleSet(.length(length...length, counting: unit)), accepts: "🇯🇵")
        expect(RuleSet(.maximumLength(length - 1, counting: unit)), rejects: "🇯🇵", codes: [.tooLong])
        expect(RuleSet(.minimumLength(length + 1, counting: unit)), rejects: "🇯🇵", codes: [.tooShort])
    }

    @Test(arguments: [
        ("e\u{301}", 1), ("👨‍👩‍👧‍👦", 1), ("한국어", 3), ("abc", 3), ("🇯🇵🇯🇵", 2), ("a\r\nb", 3),
    ])
    func charactersAreWhatPeopleSee(_ text: String, _ count: Int) {
        expect(RuleSet(.length(count...count)), accepts: text)
        expect(RuleSet(.maximumLength(count - 1)), rejects: text, codes: [.tooLong])
    }

    @Test func messagesAndParameters() throws {
        let rules = RuleSet<String>(.minimumLength(8), .maximumLength(3), field: "Password")
        let errors = rules.validate("abcd").errors
        #expect(
            errors.map(\.message) == [
                "Password must be at least 8 characters long.", "Password must be at most 3 characters long.",
            ])
        #expect(errors[0].parameters == ["min": 8, "length": 4, "unit": "characters", "counting": "characters"])
        #expect(errors[1].parameters == ["max": 3, "length": 4, "unit": "characters", "counting": "characters"])

        let range = RuleSet<String>(.length(3...10))
        expect(range, rejects: "ab", codes: [.tooShort], messages: ["This field must be 3 to 10 characters long."])
        expect(
            range, rejects: "abcdefghijk", codes: [.tooLong], messages: ["This field must be 3 to 10 characters long."])
        expect(
            RuleSet(.length(4...4)), rejects: "abc", codes: [.tooShort],
            messages: ["This field must be exactly 4 characters long."])
        expect(
            RuleSet(.minimumLength(1, counting: .utf8)), accepts: "x")
        expect(
            RuleSet(.maximumLength(1, counting: .utf8)), rejects: "é", codes: [.tooLong],
            messages: ["This field must be at most 1 byte long."])
    }

    /// The failures of the lengths nearest a bound are made with the rule, those further off when they are seen:
    /// either way an error says how long the text is, in the rule's unit.
    @Test(arguments: [LengthUnit.characters, .utf8, .utf16, .unicodeScalars])
    func everyFailingLengthIsReported(_ unit: LengthUnit) {
        func lengths(_ rules: RuleSet<String>, _ texts: [String]) -> [ValidationParameter?] {
            texts.map { rules.validate($0).firstError?.parameters["length"] }
        }
        let short = (1..<30).map { String(repeating: "é", count: $0) }
        let long = (4...60).map { String(repeating: "é", count: $0) }
        let measured: (String) -> ValidationParameter? = { .integer(unit.length(of: $0)) }
        let tooShort = short.filter { unit.length(of: $0) < 30 }
        #expect(lengths(RuleSet(.minimumLength(30, counting: unit)), tooShort) == tooShort.map(measured))
        let tooLong = long.filter { unit.length(of: $0) > 3 }
        #expect(lengths(RuleSet(.maximumLength(3, counting: unit)), tooLong) == tooLong.map(measured))
        let outside = (short + long).filter { !(25...30).contains(unit.length(of: $0)) }
        #expect(lengths(RuleSet(.length(25...30, counting: unit)), outside) == outside.map(measured))
        #expect(
            RuleSet(.length(25...30, counting: unit)).validate(String(repeating: "a", count: 40)).firstError?.code
                == .tooLong)
    }

    @Test func customMessagePlaceholders() {
        let rules = RuleSet<String>(
            .length(2...4, message: "{field}: {length} is not within {min}–{max} {unit}."), field: "Code")
        expect(rules, rejects: "abcdef", codes: [.tooLong], messages: ["Code: 6 is not within 2–4 characters."])
    }

    @Test func boundsAreInclusive() {
        let rules = RuleSet<String>(.length(3...5))
        for text in ["abc", "abcd", "abcde"] { expect(rules, accepts: text) }
        expect(rules, rejects: "ab", codes: [.tooShort])
        expect(rules, rejects: "abcdef", codes: [.tooLong])
    }

    @Test func longTextIsCountedOnlyAsFarAsNeeded() {
        let huge = String(repeating: "ab", count: 500_000)
        expect(RuleSet(.maximumLength(10)), rejects: huge, codes: [.tooLong])
        expect(RuleSet(.minimumLength(10)), accepts: huge)
    }

    @Test(arguments: ["characters", "utf16", "scalars", "unicodeScalars", "utf8"])
    func unitNames(_ name: String) throws {
        let unit = try #require(LengthUnit(name: name))
        #expect(LengthUnit(name: unit.description) == unit)
    }
}
