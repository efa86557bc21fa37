import Foundation
import Testing

/// The README's Swift examples compile: each block that imports FormValidation is type-checked against the
/// built module, so the documentation cannot drift from the API.
@Suite struct ReadmeExamplesTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The ```swift blocks of the README that import the library.
    static func examples() -> [String] {
        guard let text = try? String(contentsOf: readme, encoding: .utf8) else { return [] }
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks.filter { $0.hasPrefix("import FormValidation") }
    }

    @Test func readmeHasExamples() {
        #expect(Self.examples().count >= 4)
    }

    @Test(arguments: examples())
    func exampleCompiles(_ example: String) async throws {
        let (status, output) = try await TypeCheck.run(example)
        #expect(status == 0, "README example does not compile:\n\(example)\n\(output)")
    }
}
