import Foundation
import Testing

/// What a documentation example claims it prints, and a run that checks it.
///
/// A claim is a line of an example that calls `print(` and ends in a comment: the comment is exactly what that
/// `print` writes, once. Lines after it that hold nothing but a comment indented by two spaces (`//  …`) continue
/// it, joined by a space (a long array of messages). Prose goes on lines of its own.
///
/// ```swift
/// print(email.validate("ada@").errorMessages)   // ["Email is not a valid email address."]
/// ```
///
/// The run builds the example as a program linked with the library, runs it in the package's folder with English
/// messages, and reads what each claimed `print` wrote (the `print` of a claim line writes a marker first). A
/// claim whose line never prints, prints twice or prints something else fails.
struct ExampleRun {
    /// One claim: the line (in the block) and the output it promises.
    struct Claim: Sendable, Equatable {
        let line: Int
        let output: String
    }

    /// The claims of `code`, in order.
    static func claims(in code: String) -> [Claim] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        var claims: [Claim] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard line.contains("print("), let comment = trailingComment(of: line) else { continue }
            var parts = [comment]
            while index < lines.count, lines[index].drop(while: { $0 == " " }).hasPrefix("//  "),
                let continued = wholeLineComment(lines[index])
            {
                parts.append(continued)
                index += 1
            }
            claims.append(Claim(line: index - parts.count, output: parts.joined(separator: " ")))
        }
        return claims
    }

    /// The program that runs `example`, its claimed `print`s marked.
    static func program(for example: DocumentationExample) -> String {
        let claimed = Set(claims(in: example.code).map(\.line))
        let code = example.code.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            index, line in
            guard claimed.contains(index), let range = line.range(of: "print(") else { return String(line) }
            return line.replacingCharacters(in: range, with: "__claimedPrint(\(index), ")
        }.joined(separator: "\n")
        let marked = DocumentationExample(
            file: example.file, line: example.line, code: code, imports: example.imports,
            platformModule: example.platformModule)
        let marker = """

            /// Writes a claim's output behind a marker that names its line.
            func __claimedPrint(_ line: Int, _ items: Any..., separator: String = " ", terminator: String = "\\n") {
                let text = items.map { "\\($0)" }.joined(separator: separator)
                print("\\u{1}\\(line)\\u{1}" + text.replacingOccurrences(of: "\\n", with: "\\u{2}"), terminator: terminator)
            }

            """
        return marked.program + marker + (example.isProgram ? "" : "try await example()\n")
    }

    /// Builds and runs `example`, and returns what each claimed line printed, by line.
    ///
    /// - Throws: When it does not build, or it exits with an error or does not finish within a minute.
    static func run(_ example: DocumentationExample) async throws -> [Int: [String]] {
        let source = program(for: example)
        let (status, output) = try await TypeCheck.run(source, linking: example.imports)
        try #require(status == 0, "\(example.file):\(example.line): the example does not build:\n\(output)")
        var printed: [Int: [String]] = [:]
        for line in output.split(separator: "\n") where line.first == "\u{1}" {
            let parts = line.dropFirst().split(separator: "\u{1}", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, let number = Int(parts[0]) else { continue }
            printed[number, default: []].append(parts[1].replacingOccurrences(of: "\u{2}", with: "\n"))
        }
        return printed
    }

    /// The comment at the end of a line of code, without `//` and surrounding spaces; `nil` when there is none
    /// or the line is only a comment.
    static func trailingComment(of line: Substring) -> String? {
        guard wholeLineComment(line) == nil else { return nil }
        var inString = false
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString, character == "/", line[line.index(after: index)...].hasPrefix("/ "), previous == " " {
                return line[line.index(index, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
            }
            previous = character
            index = line.index(after: index)
        }
        return nil
    }

    /// The text of a line that holds only a comment, `nil` for any other line.
    private static func wholeLineComment(_ line: Substring) -> String? {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("// ") else { return nil }
        return trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
    }
}
