import Foundation
import Testing

/// A ```swift block of the documentation — a DocC article or a doc comment — and the program that type-checks it.
///
/// A block that starts with `import` is a complete program and is checked as written. Any other block is a
/// fragment: it is checked as the body of a `@MainActor` function that may `await` and `throw`, in a file that
/// imports Foundation and the module the comment belongs to, so a fragment may use `try`, `await` and the main
/// actor's validators without ceremony. Either way the block must declare every name it uses: nothing is hidden
/// from the reader. `#sourceLocation` points the compiler's diagnostics at the block's own lines.
struct DocumentationExample: Sendable, CustomTestStringConvertible {
    /// The file the block is in, relative to the package: `Sources/FormValidationCore/Kernel/RuleSet.swift`.
    let file: String
    /// The line of the block's first line of code, 1-based.
    let line: Int
    /// The block's code, without the comment markers.
    let code: String
    /// The modules a fragment imports besides Foundation.
    let imports: [String]
    /// A module the block needs that not every platform has (SwiftUI): checked only where it can be imported.
    let platformModule: String?

    var testDescription: String { "\(file):\(line)" }

    /// Whether the block is a whole program rather than a fragment.
    var isProgram: Bool { code.hasPrefix("import ") }

    /// What `swiftc -typecheck` reads.
    var program: String {
        let located = "#sourceLocation(file: \"\(file)\", line: \(line))\n\(code)\n#sourceLocation()"
        if isProgram { return located }
        let header = (["Foundation"] + imports + (platformModule.map { [$0] } ?? [])).map { "import \($0)\n" }.joined()
        return header + "\n@MainActor func example() async throws {\n" + located + "\n}\n"
    }

    /// The folders of the library's layers, whose doc comments are documentation.
    static let libraryFolders = [
        "Sources/FormValidationCore", "Sources/FormValidationSpecs", "Sources/FormValidationSchema",
        "Sources/FormValidationStateful", "Sources/FormValidationBindings",
    ]

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every ```swift block of the DocC catalog's articles.
    static func articleExamples() -> [DocumentationExample] {
        let catalog = "Sources/FormValidation/FormValidation.docc"
        return files(in: catalog, withExtension: "md").flatMap { file in
            blocks(in: file, commentPrefix: nil, imports: ["FormValidation"], platformModule: nil)
        }
    }

    /// The README's ```swift blocks that are programs (they import the library).
    static func readmeExamples() -> [DocumentationExample] {
        blocks(in: "README.md", commentPrefix: nil, imports: ["FormValidation"], platformModule: nil)
            .filter { $0.code.hasPrefix("import FormValidation") }
    }

    /// Every ```swift block of the doc comments (`///`) in the library's and the command's sources.
    static func docCommentExamples() -> [DocumentationExample] {
        [
            ("Sources/FormValidationCore", ["FormValidation"]),
            ("Sources/FormValidationSpecs", ["FormValidation"]),
            ("Sources/FormValidationSchema", ["FormValidation"]),
            ("Sources/FormValidationStateful", ["FormValidation"]),
            ("Sources/FormValidationBindings", ["FormValidation"]),
            ("Sources/FormCheckCommand", ["FormValidation", "FormCheckCommand"]),
        ]
        .flatMap { folder, imports in
            files(in: folder, withExtension: "swift").flatMap { file -> [DocumentationExample] in
                // A file compiled only where a module exists (`#if canImport(SwiftUI)`) documents code that
                // needs it.
                let text = (try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)) ?? ""
                let module = text.firstMatch(of: /#if canImport\((\w+)\)/).map { String($0.1) }
                return blocks(in: file, commentPrefix: "///", imports: imports, platformModule: module)
            }
        }
    }

    /// Whether this platform can check the block.
    var canBeCheckedHere: Bool {
        switch platformModule {
        case nil: true
        case "SwiftUI":
            #if canImport(SwiftUI)
                true
            #else
                false
            #endif
        case "Combine":
            #if canImport(Combine)
                true
            #else
                false
            #endif
        default: false
        }
    }

    /// The files below `folder` (relative to the package) with the extension, sorted.
    private static func files(in folder: String, withExtension pathExtension: String) -> [String] {
        let root = packageRoot.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { item -> String? in
            guard let url = item as? URL, url.pathExtension == pathExtension else { return nil }
            return folder + url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count)
        }.sorted()
    }

    /// The form specs the documentation shows: its ```json blocks that have `"fields"`, in the articles and in
    /// the doc comments.
    static func formSpecExamples() -> [DocumentationExample] {
        let articles = files(in: "Sources/FormValidation/FormValidation.docc", withExtension: "md").flatMap { file in
            blocks(in: file, commentPrefix: nil, imports: [], platformModule: nil, language: "json")
        }
        let comments = libraryFolders.flatMap { files(in: $0, withExtension: "swift") }.flatMap { file in
            blocks(in: file, commentPrefix: "///", imports: [], platformModule: nil, language: "json")
        }
        return (articles + comments).filter { $0.code.contains("\"fields\"") }
    }

    /// The ```swift (or other `language`) blocks of a file; in a Swift file, only those of `///` comments.
    private static func blocks(
        in file: String, commentPrefix: String?, imports: [String], platformModule: String?,
        language: String = "swift"
    ) -> [DocumentationExample] {
        guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8) else {
            return []
        }
        var examples: [DocumentationExample] = []
        var current: (line: Int, lines: [Substring], indent: Int)?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = rawLine.drop { $0 == " " }
            if let commentPrefix {
                guard line.hasPrefix(commentPrefix) else {
                    current = nil
                    continue
                }
                line = line.dropFirst(commentPrefix.count)
                if line.first == " " { line = line.dropFirst() }
            } else {
                line = rawLine
            }
            let trimmed = line.drop { $0 == " " }
            if current == nil {
                if trimmed == "```" + language { current = (index + 2, [], line.count - trimmed.count) }
            } else if trimmed == "```" {
                examples.append(
                    DocumentationExample(
                        file: file, line: current!.line,
                        code: current!.lines.map { $0.dropFirst(min(current!.indent, $0.prefix { $0 == " " }.count)) }
                            .joined(separator: "\n"),
                        imports: imports, platformModule: platformModule))
                current = nil
            } else {
                current!.lines.append(line)
            }
        }
        return examples
    }
}
