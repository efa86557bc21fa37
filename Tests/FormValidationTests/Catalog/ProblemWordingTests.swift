import FormValidation
import Foundation
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

/// The problem documents every server integration answers with: their JSON, statuses and headers.
@Suite struct ProblemDocumentTests {
    /// The JSON has the RFC 9457 members with keys sorted and slashes as they are; `in` only for an error that is
    /// not about the body; `language` and `headers` are not in it, and reading the JSON back gives the rest.
    @Test func jsonIsTheDocument() throws {
        var error = ValidationError(code: .invalidEmail, message: "Email is not valid.")
        error.path = ["contact", "email"]
        let problem = ProblemDocument.validationFailed(
            [ProblemDocument.Item(error), ProblemDocument.Item(error, in: "query")], messages: .english)
        let json = String(decoding: problem.json, as: UTF8.self)
        #expect(
            json == #"{"detail":"The request has 2 errors.","errors":["#
                + #"{"code":"invalidEmail","message":"Email is not valid.","parameters":{},"pointer":"/contact/email"},"#
                + #"{"code":"invalidEmail","in":"query","message":"Email is not valid.","parameters":{},"#
                + #""pointer":"/contact/email"}],"status":422,"title":"Validation failed","#
                + #""type":"urn:formvalidation:problem:validation-failed"}"#)
        var read = try JSONDecoder().decode(ProblemDocument.self, from: problem.json)
        #expect(read.language == nil)
        read.language = problem.language
        #expect(read == problem)
    }

    /// Each kind has its status, type and headers, and speaks the catalog's language.
    @Test(arguments: [
        (ProblemDocument.unreadableBody(messages: .english), 400, "unreadable-body", ["Connection": "close"]),
        (ProblemDocument.bodyTooLarge(limit: 64, messages: .english), 413, "body-too-large", [:]),
        (ProblemDocument.unsupportedMediaType("text/plain", messages: .english), 415, "unsupported-media-type", [:]),
        (
            ProblemDocument.unsupportedContentEncoding("gzip", messages: .english), 415,
            "unsupported-content-encoding", ["Accept-Encoding": "identity"]
        ),
        (
            ProblemDocument.malformedContentLength("1, 2", messages: .english), 400, "malformed-request",
            ["Connection": "close"]
        ),
        (
            ProblemDocument.methodNotAllowed("PUT", allowed: ["GET", "POST"], messages: .english), 405,
            "method-not-allowed", ["Allow": "GET, POST"]
        ),
    ])
    func kinds(_ problem: ProblemDocument, status: Int, type: String, headers: [String: String]) {
        #expect(problem.status == status)
        #expect(problem.type == "urn:formvalidation:problem:" + type)
        #expect(problem.headers == headers)
        #expect(problem.language == "en")
        #expect(problem.detail?.isEmpty == false)
    }

    /// JSON that is not JSON is `400 malformed-json`; JSON with a key given twice is `422 unreadable-json`, both
    /// with the offset, in the catalog's language.
    @Test func unreadableJSON() {
        let german = MessageCatalog(languages: ["de"])
        do {
            _ = try JSONValue(json: #"{"a": 1,}"#)
            Issue.record("a trailing comma was read")
        } catch {
            let problem = ProblemDocument.unreadableJSON(error, messages: german)
            #expect(problem.status == 400)
            #expect(problem.offset == error.offset)
            #expect(problem.language == "de")
        }
        do {
            _ = try JSONValue(json: #"{"a": 1, "a": 2}"#)
            Issue.record("a key given twice was read")
        } catch {
            #expect(ProblemDocument.unreadableJSON(error, messages: german).status == 422)
        }
    }
}
