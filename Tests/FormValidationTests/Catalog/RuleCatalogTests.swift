import FormValidationGenerating
import Foundation
import Testing

@testable import FormCheckCommand
@testable import FormValidation

/// The catalog of built-in rules: complete, consistent, and the one source of specs, `formcheck` and the docs.
@Suite struct RuleCatalogTests {
    /// The repository's root, found from this file's path.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func namesAndCommandsAreUnique() {
        let names = RuleCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        let commands = RuleCatalog.all.compactMap(\.commandName)
        #expect(Set(commands).count == commands.count)
        #expect(!commands.contains("form"), "form is formcheck's own command")
        let keys = RuleCatalog.all.flatMap(\.messages).map(\.key)
        for key in Set(keys) {
            let templates = Set(RuleCatalog.all.flatMap(\.messages).filter { $0.key == key }.map(\.template))
            #expect(templates.count == 1, "message \(key) has one template")
        }
    }

    /// Each rule's arguments have distinct keys, so that a value read under a key is of the type of the one
    /// argument with that key (``ArgumentValues``' typed subscript relies on it).
    @Test(arguments: RuleCatalog.names)
    func argumentKeysAreDistinct(_ name: String) throws {
        let keys = try #require(RuleCatalog.rule(named: name)).allowedKeys
        #expect(Set(keys).count == keys.count, "\(name): \(keys)")
    }

    /// A value read by one argument checks and encodes as that argument does, without knowing its type.
    @Test func argumentValuesCarryTheirArgumentsChecksAndEncoding() throws {
        let minimum = try #require(RuleCatalog.rule(named: "length")?.arguments.first { $0.key == "min" })
        let counting = try #require(RuleCatalog.rule(named: "length")?.arguments.first { $0.key == "counting" })
        let (three, isGiven) = try minimum.read(json: .number(3))
        #expect(isGiven)
        #expect(three.json() == .number(3))
        #expect(three.problem() == nil)
        let (unit, unitGiven) = try counting.read(json: nil)
        #expect(!unitGiven)
        #expect(unit.json() == nil, "the default is left out")
        #expect(throws: ArgumentProblem.missing("min")) { try minimum.read(json: nil) }
    }

    /// The catalog's list (`Catalog/Generated/RuleCatalog+Declared.swift`, written by `scripts/rule-sources`)
    /// holds every rule type written in a rule's file (`struct …Rule: RuleDefinition`), once, named after it, and
    /// nothing else.
    @Test func theCatalogListsTheRuleTypesOfTheRulesFiles() throws {
        let folder = Self.root.appendingPathComponent("Sources/FormValidationCore")
        let files =
            FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.contains("/Generated/") }.sorted() ?? []
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n")
            where line.hasPrefix("struct ") && line.hasSuffix(": RuleDefinition {") {
                let type = line.dropFirst("struct ".count).prefix { $0 != ":" }
                #expect(type.hasSuffix("Rule"), "\(type) in \(file): a rule type's name ends in Rule")
                declared.append(type.dropLast("Rule".count).lowercased())
            }
        }
        #expect(!declared.isEmpty)
        #expect(Set(declared).count == declared.count, "each rule is declared once: \(declared)")
        let listed = RuleCatalog.declared.map(\.name)
        #expect(Set(listed).count == listed.count, "each rule is listed once: \(listed)")
        #expect(
            Set(listed.map { $0.lowercased() }) == Set(declared),
            "Catalog/Generated/RuleCatalog+Declared.swift is out of date: run ./scripts/rule-sources")
    }

    /// No rule is listed anywhere but in the catalog: specs and formcheck read names from it (formcheck adds the
    /// record commands, `form` and `schema`, and `format`, which shapes values rather than checking them).
    @Test func specsAndFormcheckOfferTheCatalogsRules() {
        #expect(RuleSpec.ruleNames == RuleCatalog.all.map(\.name))
        let commands = RuleCommand.builtIn.map(\.name)
        #expect(commands == RuleCatalog.all.compactMap(\.commandName) + ["form", "schema", "format"])
        for rule in RuleCatalog.all {
            guard let synopsis = rule.commandSynopsis, let command = RuleCommand.named(rule.commandName!) else {
                continue
            }
            #expect(Usage.synopsis(for: command) == "formcheck \(synopsis)")
            #expect(Usage.help.contains("\n  \(command.synopsis)  "))
        }
    }

    // MARK: - Documentation

    /// The README's and Rules.md's rule tables, the landing page's list of rule factories, the table of
    /// identifier roles and the compiled translations are what `formvalidation-generate` (run by
    /// `./scripts/generate`) writes.
    @Test func generatedFilesAreCurrent() throws {
        let files = try GeneratedSources.files(root: Self.root)
        #expect(files.count == 5)
        for file in files {
            let committed = try GeneratedSources.committed(file.path, root: Self.root)
            #expect(committed == file.text, "\(file.path) is out of date: run ./scripts/generate")
        }
    }
}
