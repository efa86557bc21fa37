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
    func exampleCompiles(_ example: String) throws {
        let modules = try #require(TypeSafetyTests.modulesDirectory(), "cannot find the built FormValidation module")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).swift")
        try example.write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "README example does not compile:\n\(example)\n\(output)")
    }
}
