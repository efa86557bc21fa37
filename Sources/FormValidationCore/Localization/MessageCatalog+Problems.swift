/// The messages of servers' answers: the titles and details of the RFC 9457 problem documents a server built on the
/// library sends (``ProblemWording`` names them), which no rule shows.
///
/// They live in the translation files beside the rules' messages, under keys starting with `problem.`
/// (`problem.bodyTooLarge`, `problem.bodyTooLarge.detail`), with the same `{placeholders}` and plural forms, so that
/// one kind of file holds every text of a language and the same tests check them all. The English ones are compiled
/// from `en.txt` into `Generated/ProblemMessages.swift` by `./scripts/update-translations`; the others are in each
/// ``Translation``'s messages.
package enum ProblemMessages {
    /// What every key of a server's message starts with.
    package static let keyPrefix = "problem."
}

extension MessageCatalog {
    /// A message of a server's answer (an RFC 9457 problem document's title or detail) in this catalog's language:
    /// the template of `key` in the translation files, its placeholders filled from `parameters` and plural forms
    /// chosen by the language's rules.
    ///
    /// ```swift
    /// MessageCatalog(acceptLanguage: "de").problemMessage(
    ///     "problem.bodyTooLarge.detail", parameters: ["limit": .text("65536")])
    /// // "Der Inhalt darf höchstens 65536 Byte lang sein."
    /// ```
    ///
    /// Integers (``ValidationParameter/integer(_:)``) are written in the language's notation, as in rule messages;
    /// pass a number as text to show it as it is (a byte count). A template set for `key` as a code
    /// (``subscript(_:)``) replaces the built-in one.
    ///
    /// - Parameters:
    ///   - key: The message's key, starting with `problem.`: `problem.validationFailed`, `problem.bodyTooLarge.detail`.
    ///   - parameters: The values of the template's placeholders.
    /// - Returns: The message, or `nil` when no translation file has `key` (English is used for a language that
    ///   lacks it).
    public func problemMessage(_ key: String, parameters: [String: ValidationParameter] = [:]) -> String? {
        guard key.hasPrefix(ProblemMessages.keyPrefix) else { return nil }
        let template =
            self[ValidationError.Code(rawValue: key)] ?? translation?.messages[key] ?? ProblemMessages.english[key]
        guard let template else { return nil }
        return MessageTemplate.render(template, parameters: parameters, field: fieldName, value: { "" }, style: style)
            .message
    }
}
