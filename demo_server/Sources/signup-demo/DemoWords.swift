import FormValidation
import Foundation

/// The demo's own words — its interface, as opposed to the form's labels and messages, which come from the spec
/// and the library — in the language of the messages.
///
/// They are read from `Fixtures/signup-demo.words.json`: one entry per language the library speaks, under its tag
/// (`en`, `ar`, `pt-BR`, `zh-Hant`), each holding a template for every ``Word``. The entry used is the one of the
/// catalog's language, so `--locale` is matched as for the labels and messages (`ar-EG` gets `ar`, `pt` gets
/// `pt-BR`, `zh-TW` gets `zh-Hant`); a word the entry lacks is said in English.
///
/// The library renders the templates, as it renders a server's answers (`MessageCatalog.problemMessage`, its
/// public renderer for templates that no rule owns, given each template as a replacement): a word that depends on a
/// number is an ICU plural (`{count, plural, one {# item} other {# items}}`) whose form the CLDR rules of the
/// language choose, numbers are written in the language's notation, and in a right-to-left language each inserted
/// text — a field's name, a value, a number, the server's URL — is isolated between U+2068 and U+2069, so that
/// `otherPhones/0` keeps its place and its order in an Arabic line.
struct DemoWords: Sendable {
    /// A word, or a line with words, of the interface: its key in the words file, and its English template.
    enum Word: String, CaseIterable, Sendable {
        /// `signup demo — server at {url}`: the first line, in both modes.
        case header
        /// `(no input: playing {file})`: the script plays the bundled session.
        case noInput
        /// `{name}: ✓ valid`.
        case valid
        /// `{name}: ✗ invalid`: invalid without a visible message.
        case invalid
        /// `{name}: ✗ invalid — {messages}`.
        case invalidBecause
        /// `{name}: ⏳ waiting for remote`.
        case waiting
        /// `{name}: not validated`.
        case notValidated
        /// `{name} shows: {texts}`: a field's text after each key typed.
        case shows
        /// `{name}: {count, plural, one {# item} other {# items}}`: a list's length after an item was added or
        /// removed.
        case items
        /// `{name}: ✓ {count, plural, …}`: a list whose own errors went away.
        case itemsValid
        /// `{name}: no more than {max, plural, …}`: a list that takes no other item.
        case itemsFull
        /// `form: ✓ submitted`.
        case submitted
        /// `form: ✗ not submitted`.
        case notSubmitted
        /// `form: not submitted`: the terminal closed without a submission.
        case noSubmission
        /// `{name} (empty)`: a field submitted empty.
        case empty
        /// `{label}: {message}`: an error of a submission, under the field's label.
        case error
        /// The full screen's line of keys.
        case keyHelp
        /// `Submit`, the full screen's button.
        case submit
        /// `✓ ready to submit`, beside the button.
        case ready
        /// `✗ fix the fields marked ✗`, beside the button.
        case fixFields
        /// `⏳ checking with the server…`, beside the button.
        case checking
        /// `⏳ Submitting…`.
        case submitting
        /// `✓ Submitted.`.
        case submittedScreen
        /// `✗ Not submitted:`, over the submission's errors.
        case notSubmittedScreen
        /// `+ add another`: the line that adds an item to a list.
        case addAnother
        /// `{count} of {max}`: a list's length on the full screen.
        case countOfMaximum
    }

    /// The words file's path relative to the repository root.
    static let fixture = "Fixtures/signup-demo.words.json"

    /// Every key of a template starts with this, as `MessageCatalog.problemMessage` asks.
    private static let keyPrefix = "problem.signupDemo."

    /// Lines without words, whose inserted texts are isolated all the same in a right-to-left language.
    private static let layouts = ["value": "{name} = {shown}"]

    /// The catalog of the messages, given every template as a replacement.
    private let catalog: MessageCatalog

    /// The words of `messages`' language from the entries of a words file, English where that language lacks one.
    ///
    /// - Parameters:
    ///   - entries: The templates by word, by language tag.
    ///   - messages: The catalog of the form's messages: its language chooses the entry, and it renders.
    init(entries: [String: [String: String]], messages: MessageCatalog) {
        let english = entries["en"] ?? [:]
        let own = entries[messages.language] ?? [:]
        var catalog = messages
        for word in Word.allCases {
            catalog[Self.code(word.rawValue)] = own[word.rawValue] ?? english[word.rawValue] ?? word.rawValue
        }
        for (key, template) in Self.layouts { catalog[Self.code(key)] = template }
        self.catalog = catalog
    }

    /// Reads the words file at `path`.
    ///
    /// - Parameters:
    ///   - path: The words file: a JSON object of language tags, each an object of templates by word.
    ///   - messages: The catalog of the form's messages.
    /// - Throws: ``Unreadable`` when the file cannot be read or is not such an object.
    static func load(contentsOf path: String, messages: MessageCatalog) throws(Unreadable) -> DemoWords {
        let entries: [String: [String: String]]
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            entries = try JSONDecoder().decode([String: [String: String]].self, from: data)
        } catch {
            throw Unreadable(path: path, reason: "\(error)")
        }
        guard entries["en"] != nil else { throw Unreadable(path: path, reason: "it has no entry \"en\"") }
        return DemoWords(entries: entries, messages: messages)
    }

    /// Finds the bundled words file where the other fixtures are looked for: upwards from the demo's sources, then
    /// in the current folder and its parent.
    ///
    /// - Returns: Its path, or `nil` when there is none.
    static func defaultFile() -> String? {
        var candidates: [URL] = []
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent(fixture))
            folder.deleteLastPathComponent()
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        candidates.append(workingDirectory.appendingPathComponent(fixture))
        candidates.append(workingDirectory.deletingLastPathComponent().appendingPathComponent(fixture))
        return candidates.map(\.path).first { FileManager.default.fileExists(atPath: $0) }
    }

    /// `word` with its placeholders filled from `parameters`: texts (`.text`) as they are, numbers (`.integer`)
    /// in the language's notation and forms.
    func callAsFunction(_ word: Word, _ parameters: [String: ValidationParameter] = [:]) -> String {
        render(word.rawValue, parameters)
    }

    /// `name = shown`: a submitted value.
    func valueLine(name: String, shown: String) -> String {
        render("value", ["name": .text(name), "shown": .text(shown)])
    }

    /// `label: message`: an error of a submission.
    func errorLine(label: String, message: String) -> String {
        self(.error, ["label": .text(label), "message": .text(message)])
    }

    private func render(_ key: String, _ parameters: [String: ValidationParameter]) -> String {
        catalog.problemMessage(Self.keyPrefix + key, parameters: parameters) ?? key
    }

    private static func code(_ key: String) -> ValidationError.Code {
        ValidationError.Code(rawValue: keyPrefix + key)
    }

    /// A words file that cannot be used.
    struct Unreadable: Error, CustomStringConvertible {
        /// The file.
        var path: String
        /// What is wrong with it.
        var reason: String

        var description: String { "cannot read the words file \(path): \(reason)" }
    }
}
