import Foundation
import Testing

@testable import FormValidation
@testable import FormValidationCore

/// The translation files: complete, well formed, and compiled into the library as written.
@Suite struct TranslationFileTests {
    static let folder = RuleCatalogTests.root.appendingPathComponent(
        "Sources/FormValidationCore/Localization/Translations")
    static let generated = RuleCatalogTests.root.appendingPathComponent(
        "Sources/FormValidationCore/Localization/Generated/BuiltInTranslations.swift")

    /// The translations' files: every file of the folder but `en.txt`, the English messages.
    static func files() throws -> [(name: String, text: String)] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".txt") && $0 != "en.txt" }.sorted()
            .map { ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// `Generated/ErrorCodes.swift`, `Generated/EnglishMessages.swift` and `Generated/ProblemMessages.swift` are
    /// what `scripts/generate-english` writes from `en.txt`.
    @Test func englishFilesAreWhatTheScriptWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("generate-english-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = Process()
        script.executableURL = RuleCatalogTests.root.appendingPathComponent("scripts/generate-english")
        script.arguments = [folder.path]
        try script.run()
        script.waitUntilExit()
        try #require(script.terminationStatus == 0)
        for name in ["ErrorCodes.swift", "EnglishMessages.swift", "ProblemMessages.swift"] {
            let written = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let committed = try String(
                contentsOf: Self.generated.deletingLastPathComponent().appendingPathComponent(name), encoding: .utf8)
            let isCurrent = written == committed
            #expect(isCurrent, "\(name) is out of date: run ./scripts/update-translations")
        }
    }

    /// Every message the library may show, in English: the rules' and engines' (`tooShort`), then the servers'
    /// answers' (`problem.bodyTooLarge`), each with its key and English template.
    static var allEnglishMessages: [(key: String, template: String)] {
        RuleCatalog.allMessages.map { ($0.key, $0.template) }
            + ProblemMessages.english.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The messages the library may show are `en.txt`'s, each with the file's wording, and the English catalog's
    /// settings are the file's.
    @Test func englishMessagesAreTheEnglishFile() throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("en.txt"), encoding: .utf8)
        let file = try TranslationFile.parse(text)
        let compiled = Dictionary(uniqueKeysWithValues: Self.allEnglishMessages.map { ($0.key, $0.template) })
        let differing = Set(compiled.keys).union(file.messages.keys).filter { compiled[$0] != file.messages[$0] }
        #expect(differing.isEmpty, "the messages \(differing.sorted()) are not what en.txt says")
        #expect(file.language == "en")
        #expect(file.fieldName == MessageCatalog.english.fieldName)
        #expect(file.hiddenValue == MessageCatalog.english.hiddenValue)
    }

    /// The languages besides English the library speaks: at least these.
    static let languages = [
        "ar", "az", "bg", "bn", "ca", "cs", "da", "de", "el", "es", "et", "fa", "fi", "fr", "he", "hi", "hr", "hu",
        "id", "it", "ja", "ka", "km", "ko", "lt", "lv", "mk", "ms", "nb", "nl", "nn", "pl", "pt-BR", "pt-PT", "ro",
        "ru", "sk", "sl", "sq", "sr", "sr-Latn", "sv", "th", "tr", "uk", "uz", "vi", "zh-Hans", "zh-Hant",
    ]

    @Test func everyLanguageIsCompiledIn() throws {
        #expect(Translation.all.map(\.language).sorted() == Self.languages)
        #expect(MessageCatalog.supportedLanguages.sorted() == (["en"] + Self.languages).sorted())
        let files = try Self.files().map { String($0.name.dropLast(4)) }
        #expect(Set(files) == Set(Self.languages))
    }

    /// The compiled translations are the files as written: each language's compiled name, field name, hidden value
    /// and messages are what reading its file gives, whatever form the generated source stores them in.
    @Test(arguments: languages)
    func compiledTranslationIsTheFile(_ language: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent("\(language).txt"), encoding: .utf8)
        let file = try TranslationFile.parse(text)
        let compiled = try #require(Translation.all.first { $0.language == language })
        #expect(compiled == file)
        #expect(Translation.bestMatch(for: language) == file)
    }

    /// The generator refuses what the packed form cannot hold, naming the file and the message: a line feed, which
    /// separates the packed templates, an empty template, which would read as a missing message, and a language
    /// given twice.
    @Test func packingRefusesLineFeedsAndEmptyTemplates() throws {
        let german = try #require(Translation.bestMatch(for: "de"))
        _ = try TranslationFile.swiftSource(compiling: [german])
        var broken = german
        broken.messages["required"] = "{field} ist\nerforderlich."
        let lineFeed = try #require(throws: TranslationFile.Problem.self) {
            try TranslationFile.swiftSource(compiling: [broken])
        }
        #expect(lineFeed.reason == "de.txt: required holds a line feed, which separates the packed messages")
        let twice = try #require(throws: TranslationFile.Problem.self) {
            try TranslationFile.swiftSource(compiling: [german, german])
        }
        #expect(twice.reason == "de.txt: a second file for the language")
        let file = "@language = xx\n@name = X\n@fieldName = Dieses Feld\nrequired = \"\"\n"
        let problem = try #require(throws: TranslationFile.Problem.self) {
            try TranslationFile.swiftSource([("xx.txt", file)])
        }
        #expect(problem.reason == "xx.txt: required is empty, which the packed messages read as missing")
    }

    /// A language's packed templates are one a line in the keys' order; an empty line is a message the language
    /// lacks (which the catalog then takes from English, as for any message a translation lacks).
    @Test func anEmptyPackedLineIsAMissingMessage() throws {
        let keys = BuiltInTranslations.messageKeys
        let packed = keys.map { $0 == "tooShort" ? "" : "\($0)!" }.joined(separator: "\n")
        let translation = Translation(
            language: "xx", name: "X", fieldName: "F", hiddenValue: "•", packedMessages: packed)
        #expect(translation.messages.count == keys.count - 1)
        #expect(translation.messages["tooShort"] == nil)
        #expect(translation.messages["required"] == "required!")
    }

    /// Every plural of every message offers each category its language uses (as babel's CLDR verdicts in
    /// `Fixtures/plural-verdicts.tsv` show them): Russian needs `few` and `many`, Arabic all six.
    @Test(arguments: languages)
    func pluralsHaveEveryCategoryTheLanguageNeeds(_ language: String) throws {
        let translation = try #require(Translation.all.first { $0.language == language })
        let needed = PluralRulesTests.categories(of: language)
        try #require(!needed.isEmpty)
        for (key, template) in translation.messages.sorted(by: { $0.key < $1.key }) {
            for offered in Self.pluralCategories(in: template) {
                #expect(
                    needed.isSubset(of: offered), "\(language) \(key) lacks \(needed.subtracting(offered).sorted())")
            }
        }
    }

    /// The branch keys of each `{x, plural, …}` in `template`, nested ones included.
    static func pluralCategories(in template: String) -> [Set<String>] {
        var found: [Set<String>] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = matchingBrace(rest, open) {
            let inside = rest[rest.index(after: open)..<close]
            let parts = inside.split(separator: ",", maxSplits: 2)
            if parts.count == 3 {
                var keys: Set<String> = []
                var branches = parts[2][...]
                while let start = branches.firstIndex(of: "{"), let end = matchingBrace(branches, start) {
                    keys.insert(branches[..<start].trimmingCharacters(in: .whitespaces))
                    found += pluralCategories(in: String(branches[branches.index(after: start)..<end]))
                    branches = branches[branches.index(after: end)...]
                }
                if parts[1].trimmingCharacters(in: .whitespaces) == "plural" { found.append(keys) }
            }
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    /// Every message the library may show (a server's answers included) has a translation, and nothing else does.
    @Test(arguments: languages)
    func everyMessageIsTranslated(_ language: String) throws {
        let translation = try #require(Translation.all.first { $0.language == language })
        let keys = Set(Self.allEnglishMessages.map(\.key))
        let missing = keys.subtracting(translation.messages.keys).sorted()
        let unknown = Set(translation.messages.keys).subtracting(keys).sorted()
        #expect(missing.isEmpty, "\(language) lacks \(missing)")
        #expect(unknown.isEmpty, "\(language) has keys no rule uses: \(unknown)")
    }

    /// A translation uses only the placeholders its English message can fill, and every one it must.
    @Test(arguments: languages)
    func placeholdersMatchTheEnglishMessages(_ language: String) throws {
        let translation = try #require(Translation.all.first { $0.language == language })
        for message in Self.allEnglishMessages {
            guard let translated = translation.messages[message.key] else { continue }
            let english = Self.placeholders(in: message.template)
            let used = Self.placeholders(in: translated)
            #expect(
                english.subtracting(["unit", "countryName"]).isSubset(of: used),
                "\(language) \(message.key) drops \(english.subtracting(used))")
            // Besides the English message's own, a translation may read `counting` (what a length rule counts) and
            // `country` (a region code it names in its language with `{country, region}`).
            #expect(
                used.isSubset(of: english.union(["counting", "unit", "country", "countryName"])),
                "\(language) \(message.key) uses \(used.subtracting(english))")
            #expect(!translated.contains("{{") || translated.contains("plural") || translated.contains("select"))
        }
    }

    /// The names a template reads: `{min}` and `{min, plural, …}` both read `min`, and so do the placeholders
    /// inside the branches.
    static func placeholders(in template: String) -> Set<String> {
        var names: Set<String> = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = matchingBrace(rest, open) {
            let inside = rest[rest.index(after: open)..<close]
            if let comma = inside.firstIndex(of: ",") {
                names.insert(inside[..<comma].trimmingCharacters(in: .whitespaces))
                // The branches: `key {text}` pairs after the second comma.
                var branches = inside[inside.index(after: comma)...].drop { $0 != "," }.dropFirst()
                while let start = branches.firstIndex(of: "{"), let end = matchingBrace(branches, start) {
                    names.formUnion(placeholders(in: String(branches[branches.index(after: start)..<end])))
                    branches = branches[branches.index(after: end)...]
                }
            } else {
                names.insert(String(inside))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }

    static func matchingBrace(_ text: Substring, _ open: Substring.Index) -> Substring.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "{" { depth += 1 }
            if text[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
