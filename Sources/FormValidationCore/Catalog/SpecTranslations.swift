/// A spec's text in several languages: a field's label or a rule's message, written in JSON as a string, or as
/// an object of language tags (`{"en": "Username", "de": "Benutzername"}`).
///
/// The text for a language is the one under its exact tag (`pt-BR`), else under its language (`pt`), else the
/// default: the plain string, or the object's `en` text.
package struct SpecTranslations: Sendable, Hashable {
    /// The text for a language the object does not name.
    package var defaultText: String?
    /// The texts by language tag, besides the default.
    package var texts: [String: String]

    package init(defaultText: String?, texts: [String: String] = [:]) {
        self.defaultText = defaultText
        self.texts = texts
    }

    /// The text for `language` (a BCP 47 tag such as `de` or `pt-BR`).
    package func text(for language: String) -> String? {
        if let text = texts[language] { return text }
        let primary = language.prefix { $0 != "-" && $0 != "_" }
        if let match = texts.first(where: { $0.key.prefix { $0 != "-" && $0 != "_" } == primary }) {
            return match.value
        }
        return defaultText
    }

    /// Reads a string, or an object of strings keyed by language tags.
    ///
    /// - Throws: "must be a string or an object of strings by language" for anything else.
    package static func read(_ object: SpecObject, _ key: String) throws(SpecProblem) -> SpecTranslations? {
        guard let value = object[key] else { return nil }
        switch value {
        case .string(let text):
            return SpecTranslations(defaultText: text)
        case .object(let members):
            var texts: [String: String] = [:]
            for (tag, member) in members {
                guard case .string(let text) = member, !tag.isEmpty else {
                    throw SpecProblem(
                        "\(SpecProblem.quoted(key)) must be a string or an object of strings by language, such as "
                            + "{\"en\": \"Username\", \"de\": \"Benutzername\"}")
                }
                texts[tag] = text
            }
            let defaultText = texts.removeValue(forKey: "en")
            return SpecTranslations(defaultText: defaultText, texts: texts)
        default:
            throw SpecProblem(
                "\(SpecProblem.quoted(key)) must be a string or an object of strings by language, not "
                    + SpecProblem.describe(value))
        }
    }

    /// As JSON: the plain string when there are no translations, else the object.
    package var json: JSONValue? {
        if texts.isEmpty { return defaultText.map(JSONValue.string) }
        var members = texts.mapValues(JSONValue.string)
        if let defaultText { members["en"] = .string(defaultText) }
        return .object(members)
    }
}
