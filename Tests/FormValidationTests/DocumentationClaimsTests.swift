import Foundation
import Testing

/// What the documentation's examples claim they print, they print: every README program, DocC article block and
/// doc comment block with a claim (a `print(…)` line ending in `// output`, see ``ExampleRun``) is built, linked
/// with the library and run, and each claimed line must print exactly its comment, once.
///
/// Run in the plain test run only: under a sanitizer the library's objects are instrumented, and an example
/// linked with them would need the same build flags.
@Suite(.enabled(if: !Sanitizer.isActive, "examples are run in the plain test run"))
struct DocumentationClaimsTests {
    static let all =
        DocumentationExample.readmeExamples() + DocumentationExample.articleExamples()
        + DocumentationExample.docCommentExamples()
    static let claiming = all.filter { $0.canBeCheckedHere && !ExampleRun.claims(in: $0.code).isEmpty }

    @Test func claimsAreFound() {
        #expect(Self.claiming.count >= 20)
    }

    @Test(arguments: claiming)
    func everyClaimedOutputIsPrinted(_ example: DocumentationExample) async throws {
        let printed = try await ExampleRun.run(example)
        for claim in ExampleRun.claims(in: example.code) {
            let place = "\(example.file):\(example.line + claim.line)"
            #expect(printed[claim.line] == [claim.output], "\(place): the claimed output is not what it prints")
        }
    }

    /// A comment that shows a value (`// .invalid`, `// "ada"`, `// ["…"]`, `// true`, `// nil: …`) at the end of
    /// a line that does not print claims an output nothing checks: write `print(…)   // output` instead.
    @Test(arguments: all)
    func valuesAreClaimedOnlyWherePrinted(_ example: DocumentationExample) {
        for (index, line) in example.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.contains("print(") {
            guard let comment = ExampleRun.trailingComment(of: line) else { continue }
            let looksLikeAValue =
                comment.first.map { ".\"[{0123456789-".contains($0) } ?? false
                || ["true", "false", "nil"].contains { word in
                    // The word alone, or followed by anything but a letter, digit or `_`: `nil: no such day`.
                    comment.hasPrefix(word)
                        && !(comment.dropFirst(word.count).first.map { $0.isLetter || $0.isNumber || $0 == "_" }
                            ?? false)
                }
            #expect(
                !looksLikeAValue,
                "\(example.file):\(example.line + index): a value claimed without print: \(line.trimmingCharacters(in: .whitespaces))"
            )
        }
    }
}
