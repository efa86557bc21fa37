/// Reads a translation file: `Localization/Translations/<language>.txt`, one message per line.
///
/// ```text
/// # Comments start with a number sign.
/// @language = de
/// @name = Deutsch
/// @fieldName = Dieses Feld
/// @hiddenValue = ••••
/// required = {field} ist erforderlich.
/// ```
///
/// A line is `key = message`: the key of a message (the code, or the code, a dot and a variant), spaces, an
/// equals sign, spaces and the template; keys starting with `@` describe the language. A value may be written
/// in double quotes to keep spaces at its ends. The files are compiled into the library
/// (`Generated/BuiltInTranslations.swift`, written by `./scripts/update-translations`), so that a program copied
/// anywhere speaks every language.
package enum TranslationFile {
    /// A mistake in a translation file.
    package struct Problem: Error, CustomStringConvertible {
        package var line: Int
        package var reason: String
        package var description: String { "line \(line): \(reason)" }
    }

    /// Reads a file's text.
    ///
    /// - Throws: ``Problem`` for a line that is not `key = value`, a key given twice, or a missing `@language`,
    ///   `@name` or `@fieldName`.
    package static func parse(_ text: String) throws(Problem) -> Translation {
        var values: [String: String] = [:]
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw Problem(line: index + 1, reason: "expected key = message")
            }
            let key = String(line[..<equals].trimmingWhitespace())
            var value = line[line.index(after: equals)...].trimmingWhitespace()
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            guard !key.isEmpty, !key.contains(where: \.isWhitespace) else {
                throw Problem(line: index + 1, reason: "a key is one word")
            }
            guard values.updateValue(String(value), forKey: key) == nil else {
                throw Problem(line: index + 1, reason: "\(key) is given twice")
            }
        }
        func meta(_ key: String) throws(Problem) -> String {
            guard let value = values.removeValue(forKey: "@" + key) else {
                throw Problem(line: 0, reason: "missing @\(key)")
            }
            return value
        }
        var translation = Translation(
            language: try meta("language"), name: try meta("name"), fieldName: try meta("fieldName"),
            hiddenValue: (try? meta("hiddenValue")) ?? "••••", messages: [:])
        if let unknown = values.keys.first(where: { $0.hasPrefix("@") }) {
            throw Problem(line: 0, reason: "unknown setting \(unknown)")
        }
        translation.messages = values
        return translation
    }

    /// The Swift source that compiles the translation files into the library: `Generated/BuiltInTranslations.swift`.
    ///
    /// - Throws: ``Problem`` naming the file, for a file that does not parse (``parse(_:)``) or a message that
    ///   cannot be packed (``swiftSource(compiling:)``).
    package static func swiftSource(_ files: [(name: String, text: String)]) throws(Problem) -> String {
        var translations: [Translation] = []
        for file in files {
            do throws(Problem) {
                translations.append(try parse(file.text))
            } catch {
                throw Problem(line: error.line, reason: "\(file.name): \(error.reason)")
            }
        }
        return try swiftSource(compiling: translations)
    }

    /// The Swift source of `translations`, packed: every message key once, one a line in code-point order
    /// (``BuiltInTranslations/messageKeys``), and each language as one `static let` whose templates are one string
    /// literal, one a line in the keys' order, with an empty line for a message the language lacks. A language's
    /// dictionary is made from it the first time the language is asked for
    /// (``BuiltInTranslations/translation(at:)``).
    ///
    /// - Throws: ``Problem`` for a key or a template that holds a line feed (the packing's separator), for an empty
    ///   template, which would read as a missing message, and for a language given twice.
    package static func swiftSource(compiling translations: [Translation]) throws(Problem) -> String {
        let keys = Set(translations.flatMap(\.messages.keys)).sorted()
        var names: Set<String> = []
        for translation in translations {
            guard names.insert(identifier(translation.language)).inserted else {
                throw Problem(line: 0, reason: "\(translation.language).txt: a second file for the language")
            }
            for (key, template) in translation.messages.sorted(by: { $0.key < $1.key }) {
                let place = "\(translation.language).txt: \(key)"
                if key.utf8.contains(BuiltInTranslations.separator)
                    || template.utf8.contains(BuiltInTranslations.separator)
                {
                    throw Problem(line: 0, reason: "\(place) holds a line feed, which separates the packed messages")
                }
                if template.isEmpty {
                    throw Problem(line: 0, reason: "\(place) is empty, which the packed messages read as missing")
                }
            }
        }
        var source = """
            // Generated by ./scripts/update-translations from Localization/Translations/*.txt: edit those files,
            // not this one. A test fails when the two differ.

            extension BuiltInTranslations {
                /// The built-in languages' tags, in the order of ``translation(at:)``.
                static let languages = [

            """
        for translation in translations { source += "        \(literal(translation.language)),\n" }
        source += """
                ]

                /// Every message key, one a line: the order of each language's packed templates.
                static let packedKeys = \"\"\"

            """
        for key in keys { source += "        \(key)\n" }
        source += """
                    \"\"\"

                /// The translation of `languages[index]`, made the first time it is asked for.
                static func translation(at index: Int) -> Translation {
                    switch index {

            """
        for (index, translation) in translations.enumerated() {
            source += "        case \(index): return \(identifier(translation.language))\n"
        }
        source += """
                    default: preconditionFailure("no built-in translation \\(index)")
                    }
                }

            """
        for translation in translations {
            source += "\n    /// \(translation.name) (`\(translation.language)`).\n"
            source += "    private static let \(identifier(translation.language)) = Translation(\n"
            source += "        language: \(literal(translation.language)), name: \(literal(translation.name)),\n"
            source +=
                "        fieldName: \(literal(translation.fieldName)), hiddenValue: \(literal(translation.hiddenValue)),\n"
            source += "        packedMessages: \"\"\"\n"
            for key in keys {
                let line = translation.messages[key].map(lineLiteral) ?? ""
                source += line.isEmpty ? "\n" : "            \(line)\n"
            }
            source += "            \"\"\")\n"
        }
        source += "}\n"
        return source
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String { "\"\(TextScanning.escaped(text, delimiter: "\""))\"" }

    /// `text` as a line of a multi-line string literal: escaped as ``literal(_:)`` escapes it, with a space or tab
    /// at either end written as an escape too, so that no tool that trims lines changes it.
    private static func lineLiteral(_ text: String) -> String {
        var scalars = TextScanning.escaped(text, delimiter: "\"").unicodeScalars.map { String($0) }
        for end in [scalars.startIndex, scalars.endIndex - 1] where scalars[end] == " " || scalars[end] == "\t" {
            scalars[end] = "\\u{\(String(scalars[end].unicodeScalars.first!.value, radix: 16, uppercase: true))}"
        }
        return scalars.joined()
    }

    /// The Swift name of the `static let` that holds the language `tag`: `de`, `ptBR`, `srLatn`; in backticks
    /// when it is a keyword (`is`, Icelandic).
    private static func identifier(_ tag: String) -> String {
        let name = tag.split(separator: "-").joined()
        return ["as", "do", "if", "in", "is"].contains(name) ? "`\(name)`" : name
    }
}

/// The compiled-in translations (see ``TranslationFile``), generated into `Generated/BuiltInTranslations.swift`:
/// the languages' tags, every message key once, and each language's templates packed into one string, which is
/// made into the language's dictionary only when the language is first asked for.
package enum BuiltInTranslations {
    /// What separates the packed templates and keys: a line feed, which no template holds (the generator checks).
    static let separator = UInt8(ascii: "\n")

    /// Every message key, in the order of each language's packed templates.
    static let messageKeys = packedKeys.utf8.split(separator: separator).map { String(Substring($0)) }
}

extension Translation {
    /// A built-in translation, from its templates packed in one string: one a line, in the order of
    /// ``BuiltInTranslations/messageKeys``, an empty line for a message the language lacks.
    init(language: String, name: String, fieldName: String, hiddenValue: String, packedMessages: String) {
        let keys = BuiltInTranslations.messageKeys
        let separator = BuiltInTranslations.separator
        var messages = [String: String](minimumCapacity: keys.count)
        var packed = packedMessages
        // Over the literal's bytes themselves: splitting its UTF-8 view instead takes twice as long.
        let slots = packed.withUTF8 { bytes in
            var slot = 0
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == separator {
                if end > start, slot < keys.count {
                    let template = UnsafeBufferPointer(rebasing: bytes[start..<end])
                    messages[keys[slot]] = String(decoding: template, as: UTF8.self)
                }
                slot += 1
                start = end + 1
            }
            return slot
        }
        precondition(slots == keys.count, "\(language): \(slots) packed messages for \(keys.count) keys")
        self.init(language: language, name: name, fieldName: fieldName, hiddenValue: hiddenValue, messages: messages)
    }
}

extension Substring {
    /// Without spaces and tabs at either end.
    fileprivate func trimmingWhitespace() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let start = firstIndex(where: { !isBlank($0) }) else { return self[endIndex...] }
        let end = lastIndex(where: { !isBlank($0) })!
        return self[start...end]
    }
}
