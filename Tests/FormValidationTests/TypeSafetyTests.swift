import Foundation
import Testing

/// Rules that make no sense for a value type must not compile (ALPValidator raised at run time instead).
///
/// Each case type-checks a small program against the built `FormValidation` module with `swiftc`, next to a
/// control program that must compile, so a broken setup cannot pass for a rejected rule. Run in the plain test run
/// only: type-checking reads the modules' interfaces, which a sanitizer's build leaves as they are.
@Suite(.enabled(if: !Sanitizer.isActive, "type-checked in the plain test run"))
struct TypeSafetyTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let accepted: String
        let rejected: String
        let diagnostic: String
        var testDescription: String { rejected }
    }

    @Test(arguments: [
        Case(
            accepted: "FormValidator<String>().add(.minimumLength(3))",
            rejected: "FormValidator<Int>().add(.minimumLength(3))", diagnostic: "minimumLength"),
        Case(
            accepted: "FormValidator<String>().add(.length(1...3))",
            rejected: "FormValidator<Decimal>().add(.length(1...3))", diagnostic: "length"),
        Case(
            accepted: "FormValidator<String>().add(.email())",
            rejected: "FormValidator<Int>().add(.email())", diagnostic: "email"),
        Case(
            accepted: "FormValidator<Int>().add(.range(1...3))",
            rejected: "FormValidator<String>().add(.range(\"a\"...\"c\"))", diagnostic: "range"),
        Case(
            accepted: "FormValidator<String>().add(.containsNumber())",
            rejected: "FormValidator<Double>().add(.containsNumber())", diagnostic: "containsNumber"),
    ])
    func ruleForTheWrongValueTypeDoesNotCompile(_ example: Case) async throws {
        let accepted = try await typecheck(example.accepted)
        #expect(accepted.status == 0, "control program must compile: \(accepted.output)")
        let rejected = try await typecheck(example.rejected)
        #expect(rejected.status != 0, "\(example.rejected) compiled")
        #expect(rejected.output.contains(example.diagnostic), "\(rejected.output)")
    }

    /// Type-checks `statement` inside a main-actor function that imports the library.
    private func typecheck(_ statement: String) async throws -> (status: Int32, output: String) {
        try await TypeCheck.run(
            """
            import FormValidation
            import Foundation
            @MainActor func check() { \(statement) }
            """)
    }
}
