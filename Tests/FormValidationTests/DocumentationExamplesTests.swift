import FormValidation
import Foundation
import Testing

/// The documentation's Swift examples compile: every ```swift block of the DocC articles and of the doc comments
/// is type-checked against the built modules (see ``DocumentationExample`` for how a fragment becomes a program),
/// so an example cannot call an API that does not exist — or no longer does.
@Suite struct DocumentationExamplesTests {
    static let articles = DocumentationExample.articleExamples()
    static let docComments = DocumentationExample.docCommentExamples()
    /// Type-checking reads the modules' interfaces, which a sanitizer's build leaves as they are: the plain test run
    /// checks them, and the sanitizer runs spend their time on the library's own code.
    static let typeCheckedOnce: Comment = "examples are type-checked in the plain test run"

    @Test func examplesAreFound() {
        #expect(Self.articles.count >= 30)
        #expect(Self.docComments.count >= 50)
        #expect(DocumentationExample.formSpecExamples().count >= 2)
    }

    @Test(.enabled(if: !Sanitizer.isActive, typeCheckedOnce), arguments: articles.filter(\.canBeCheckedHere))
    func articleExampleCompiles(_ example: DocumentationExample) async throws {
        try await expectCompiles(example)
    }

    @Test(.enabled(if: !Sanitizer.isActive, typeCheckedOnce), arguments: docComments.filter(\.canBeCheckedHere))
    func docCommentExampleCompiles(_ example: DocumentationExample) async throws {
        try await expectCompiles(example)
    }

    /// The form specs shown as JSON are specs: they load without a ``FormSpecError``.
    @Test(arguments: DocumentationExample.formSpecExamples())
    func formSpecExampleLoads(_ example: DocumentationExample) {
        #expect(throws: Never.self, "\(example.file):\(example.line): the form spec does not load") {
            try FormSpec(json: example.code)
        }
    }

    private func expectCompiles(_ example: DocumentationExample) async throws {
        let (status, output) = try await TypeCheck.run(example.program)
        #expect(
            status == 0, "\(example.file):\(example.line): the example does not compile:\n\(example.code)\n\(output)")
    }
}
