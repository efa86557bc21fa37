import FormValidation
import Testing

@Suite struct ZipTests {
    /// The model of the applicative-validation example: built only when every field passes.
    struct Person: Equatable {
        var name: String
        var age: Int
    }

    static let name = RuleSet<String>(.trimmingWhitespace(), .required(), .maximumLength(20), field: "Name")
    static let age = RuleSet<Int>(.range(0...150), field: "Age")

    static func person(name: String, age: Int) -> ValidationResult<Person> {
        ValidationResult.zip(Self.name.validate(name), Self.age.validate(age)).map(Person.init)
    }

    @Test func buildsTheModelFromCorrectedValuesWhenAllPass() {
        #expect(Self.person(name: "  Ada ", age: 36) == .valid(Person(name: "Ada", age: 36)))
    }

    @Test(arguments: [
        ("", 36, ["Name is required."]),
        ("Ada", 151, ["Age must be between 0 and 150."]),
        ("", -1, ["Name is required.", "Age must be between 0 and 150."]),
        (
            String(repeating: "a", count: 21), 200,
            ["Name must be at most 20 characters long.", "Age must be between 0 and 150."]
        ),
    ])
    func reportsEveryErrorOfEveryFieldInArgumentOrder(name: String, age: Int, messages: [String]) {
        let result = Self.person(name: name, age: age)
        #expect(result.value == nil)
        #expect(result.errorMessages == messages)
        #expect(result.errors.map(\.field) == messages.map { $0.hasPrefix("Name") ? "Name" : "Age" })
    }

    @Test func threeValues() {
        let email = RuleSet<String>.emailAddress(field: "Email")
        let valid = ValidationResult.zip(Self.name.validate("Ada"), Self.age.validate(36), email.validate(" a@b.io"))
        let values = valid.value
        #expect(values?.0 == "Ada")
        #expect(values?.1 == 36)
        #expect(values?.2 == "a@b.io")

        let invalid = ValidationResult.zip(Self.name.validate(""), Self.age.validate(36), email.validate("a@"))
        #expect(invalid.errorMessages == ["Name is required.", "Email is not a valid email address."])
    }

    @Test(arguments: [
        // Which of the five values is invalid, and the messages expected in argument order.
        ([false, false, false, false, false], [String]()),
        ([true, false, false, false, false], ["Name is required."]),
        ([false, false, false, false, true], ["Admin must be equal to true.", "Admin is invalid."]),
        ([false, true, false, true, false], ["Age must be between 0 and 150.", "Nickname must contain a number."]),
        (
            [true, true, true, true, true],
            [
                "Name is required.", "Age must be between 0 and 150.", "Score must be at least 0.5.",
                "Nickname must contain a number.", "Admin must be equal to true.", "Admin is invalid.",
            ]
        ),
    ])
    func fiveValuesOfFiveTypes(invalid: [Bool], messages: [String]) {
        let score = RuleSet<Double>(.range(0.5...), field: "Score")
        let nickname = RuleSet<String>(.containsNumber(), field: "Nickname")
        let admin = RuleSet<Bool>(
            .equal(to: true, message: "{field} must be equal to true."), .custom { $0 }, field: "Admin")

        let result = ValidationResult.zip(
            Self.name.validate(invalid[0] ? "" : "Ada"),
            Self.age.validate(invalid[1] ? 200 : 36),
            score.validate(invalid[2] ? 0.25 : 0.75),
            nickname.validate(invalid[3] ? "ada" : "ada1"),
            admin.validate(!invalid[4])
        )
        #expect(result.errorMessages == messages)
        #expect(result.isValid == messages.isEmpty)
        if let (name, age, score, nickname, admin) = result.value {
            #expect(name == "Ada" && age == 36 && score == 0.75 && nickname == "ada1" && admin)
        }
    }

    @Test func oneValueIsItself() {
        let age: Int? = ValidationResult.zip(Self.age.validate(36)).value
        #expect(age == 36)
        #expect(ValidationResult.zip(Self.age.validate(-1)).errorMessages == ["Age must be between 0 and 150."])
    }

    @Test func anInvalidCombinationIsNeverEmpty() {
        let lone = ValidationResult<Int>.invalid([ValidationError(code: .custom, message: "No.")])
        let result = ValidationResult.zip(Self.name.validate("Ada"), lone, Self.age.validate(1))
        #expect(result.errorMessages == ["No."])
    }

    // MARK: get()

    @Test func getReturnsTheCorrectedValue() throws {
        #expect(try Self.person(name: " Ada", age: 36).get() == Person(name: "Ada", age: 36))
    }

    @Test func getThrowsEveryError() {
        let failure = #expect(throws: ValidationFailure.self) {
            try Self.person(name: "", age: -1).get()
        }
        #expect(failure?.errorMessages == ["Name is required.", "Age must be between 0 and 150."])
        #expect(failure?.errors.map(\.code) == [.required, .tooSmall])
        #expect(failure?.firstError.code == .required)
        #expect(failure?.description == "Name is required. Age must be between 0 and 150.")
    }

    @Test func getHasATypedError() {
        do {
            _ = try Self.age.validate(-1).get()
            Issue.record("expected a failure")
        } catch {
            // `error` is a ValidationFailure here, not `any Error`: `get()` uses typed throws.
            #expect(error.errorMessages == ["Age must be between 0 and 150."])
        }
    }
}
