import Foundation
import Testing

/// The README's Swift examples compile: each block that imports FormValidation (the quick start) is type-checked
/// against the built module, so the documentation cannot drift from the API. `DocumentationClaimsTests` runs them
/// and checks what they claim to print.
@Suite struct ReadmeExamplesTests {
    static let examples = DocumentationExample.readmeExamples()

    /// The README keeps one example, its quick start; the others are in the DocC articles, which
    /// `DocumentationExamplesTests` checks.
    @Test func readmeHasExamples() {
        #expect(Self.examples.count >= 1)
    }

    @Test(arguments: examples)
    func exampleCompiles(_ example: DocumentationExample) async throws {
        let (status, output) = try await TypeCheck.run(example.program)
        #expect(status == 0, "\(example.file):\(example.line): the example does not compile:\n\(output)")
    }
}
