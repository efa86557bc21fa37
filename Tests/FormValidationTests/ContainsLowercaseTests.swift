import FormValidation
import Foundation
import Testing

@Suite struct ContainsLowercaseTests {
    let rules = RuleSet<String>(.containsLowercase(), field: "Password")

    @Test(arguments: ["password", "PASSWORd", "ΩMEGα", "ß", "ǆ", "PASS wORD1", "école"])
    func hasALowercaseLetter(_ text: String) {
        expect(rules, accepts: text)
    }

    @Test(arguments: ["PASSWORD", "1234", "ΩMEGA", "ǅ", "漢字", "ⓐ", "_-+"])
    func hasNone(_ text: String) {
        expect(
            rules, rejects: text, codes: [.missingLowercase], messages: ["Password must contain a lowercase letter."])
    }

    @Test func inASpecAndOnTheCommandLine() throws {
        let spec = try FormSpec(
            json:
                #"{"name": "f", "fields": [{"name": "p", "rules": [{"rule": "containsLowercase", "message": "{field} needs a small letter."}]}]}"#
        )
        #expect(spec.fields[0].rules == [.containsLowercase(message: "{field} needs a small letter.")])
        let result = FormCheckHarness.run(["contains-lowercase"], input: "abc\nABC\n\n")
        #expect(
            result
                == FormCheckResult(
                    status: 1, output: "valid\ninvalid\tThis field must contain a lowercase letter.\nvalid\n", error: ""
                ))
    }
}
