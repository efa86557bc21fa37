import FormValidation
import Testing

/// The problems' texts are the library's translation files' (`problem.` keys), which the library's
/// `TranslationFileTests` check like every other message: complete in every language, with the English placeholders.
@Suite struct ProblemWordingTests {
    /// Every key this package reads is in the files: none would show as the key itself.
    @Test(arguments: MessageCatalog.supportedLanguages)
    func everyKeyIsInTheTranslationFiles(language: String) {
        let messages = MessageCatalog(languages: [language])
        #expect(messages.language == language)
        for key in ProblemWording.Key.allCases {
            #expect(messages.problemMessage(key.rawValue) != nil, "\(language) \(key.rawValue)")
        }
    }

    /// The English reason for a number out of range states the parser's limits, as its error does.
    @Test func theNumberLimitsAreTheParsers() {
        let reason = ProblemWording(messages: .english).text(.numberOutOfRange, ["number": .text("1e400")])
        #expect(reason == "the number 1e400 is out of range (\(JSONParsingError.numberLimits))")
    }

    /// Counts choose their plural form, and byte counts are written as they are, in every language.
    @Test func countsAndBytes() {
        let english = ProblemWording(messages: .english)
        #expect(english.validationFailedDetail(count: 1) == "The request has 1 error.")
        #expect(english.validationFailedDetail(count: 2) == "The request has 2 errors.")
        let french = ProblemWording(messages: MessageCatalog(languages: ["fr"]))
        #expect(french.validationFailedDetail(count: 1) == "La requête contient 1 erreur.")
        #expect(french.bodyTooLargeDetail(limit: 1_048_576) == "Le corps doit faire au plus 1048576 octets.")
        let german = ProblemWording(messages: MessageCatalog(languages: ["de"]))
        #expect(german.bodyTooLargeDetail(limit: 65_536) == "Der Inhalt darf höchstens 65536 Byte lang sein.")
    }
}
