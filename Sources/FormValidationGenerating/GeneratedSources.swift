import FormCheckCommand
import FormValidationCore
package import Foundation

/// The files, or the parts of files, that are generated from what the compiled library declares: the compiled
/// translations, the README's and Rules.md's rule tables, the DocC landing page's list of rule factories and
/// the identifiers article's table of roles.
///
/// `formvalidation-generate` writes them (`./scripts/generate` runs it); the tests compare them with the committed
/// files. No test writes a source file.
package enum GeneratedSources {
    /// One generated file: its path from the repository's root and its whole new text.
    package struct File: Equatable, Sendable {
        package var path: String
        package var text: String
    }

    /// A generated file could not be made.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    private static let translations = "Sources/FormValidationCore/Localization/Translations"

    /// Every generated file, as its generator writes it, from the repository at `root`.
    package static func files(root: URL) throws -> [File] {
        [
            try compiledTranslations(root: root),
            try splice(
                "README.md", root: root, begin: "<!-- rule-table:begin -->", end: "<!-- rule-table:end -->",
                RuleCatalog.markdownTable(commandSynopsis: \.commandSynopsis)),
            try splice(
                "Sources/FormValidation/FormValidation.docc/Rules.md", root: root, begin: "<!-- rule-table:begin -->",
                end: "<!-- rule-table:end -->", RuleCatalog.documentationTable(commandSynopsis: \.commandSynopsis)),
            try splice(
                "Sources/FormValidation/FormValidation.docc/DatesPhonesPaymentsAndFiles.md", root: root,
                begin: "<!-- identifier-roles:begin -->", end: "<!-- identifier-roles:end -->",
                identifierRoleTable()),
            try splice(
                "Sources/FormValidation/FormValidation.docc/FormValidation.md", root: root,
                begin: "### Built-in rules\n", end: "\n### ",
                RuleCatalog.documentationSymbols.map { "- ``\($0)``\n" }.joined()),
        ]
    }

    /// The table of which identifier types ``IdentifierType/vat``, ``IdentifierType/taxID`` and
    /// ``IdentifierType/nationalID`` stand for in each country, from the types' declarations.
    static func identifierRoleTable() -> String {
        let roles = IdentifierRole.allCases
        let countries = Set(roles.flatMap(\.countries)).sorted()
        var lines = ["| country | `vat` | `taxID` | `nationalID` |", "| --- | --- | --- | --- |"]
        for country in countries {
            let cells = roles.map { role in
                let types = role.types(of: country).map { "`\($0.name)`" }
                return types.isEmpty ? "—" : types.joined(separator: ", ")
            }
            lines.append("| \(country) | " + cells.joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The committed text of `path`.
    package static func committed(_ path: String, root: URL) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `Localization/Generated/BuiltInTranslations.swift`, from every translation file but `en.txt` (the English
    /// messages, compiled by `scripts/generate-english`).
    private static func compiledTranslations(root: URL) throws -> File {
        let folder = root.appendingPathComponent(translations)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") && $0 != "en.txt" }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        do {
            return File(
                path: "Sources/FormValidationCore/Localization/Generated/BuiltInTranslations.swift",
                text: try TranslationFile.swiftSource(files))
        } catch {
            throw Problem(description: "\(translations): \(error)")
        }
    }

    /// `path` with the text between the line `begin` and `end` replaced by `generated`.
    private static func splice(_ path: String, root: URL, begin: String, end: String, _ generated: String) throws
        -> File
    {
        let text = try committed(path, root: root)
        guard let start = text.range(of: begin + "\n") else { throw Problem(description: "\(path) lacks \(begin)") }
        guard let stop = text.range(of: end, range: start.upperBound..<text.endIndex) else {
            throw Problem(description: "\(path) lacks \(end.trimmingCharacters(in: .newlines)) after \(begin)")
        }
        return File(path: path, text: text[..<start.upperBound] + generated + text[stop.lowerBound...])
    }
}
