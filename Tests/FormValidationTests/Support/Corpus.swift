import FormValidation
import Foundation
import Testing

/// A third-party test corpus from `../shared/corpora/`: valid and invalid example inputs of one validator.
struct Corpus: Sendable {
    /// The file's name, for failure messages.
    let name: String
    let valid: [JSONValue]
    let invalid: [JSONValue]
    let raw: JSONObject

    /// The folder holding the corpora: `../shared/corpora` beside the package root.
    static let directory: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // FormValidationTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .deletingLastPathComponent()
        .appendingPathComponent("shared/corpora")

    /// Loads `name` (without `.json`); records an issue and returns an empty corpus when it is missing.
    static func load(_ name: String) -> Corpus {
        let url = directory.appendingPathComponent(name + ".json")
        do {
            let data = try Data(contentsOf: url)
            guard case .object(let object) = try JSONDecoder().decode(JSONValue.self, from: data) else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return Corpus(
                name: name, valid: object["valid"]?.arrayValue ?? [], invalid: object["invalid"]?.arrayValue ?? [],
                raw: object)
        } catch {
            Issue.record("cannot read corpus \(url.path): \(error)")
            return Corpus(name: name, valid: [], invalid: [], raw: [:])
        }
    }

    /// The string cases, `valid` or `invalid`, as test arguments.
    func strings(valid: Bool) -> [String] {
        (valid ? self.valid : invalid).compactMap(\.stringValue)
    }
}

/// One corpus example: the value, what the corpus says about it, and where it came from.
struct CorpusCase: Sendable, CustomTestStringConvertible {
    let corpus: String
    let value: JSONValue
    let expectedValid: Bool

    var testDescription: String { "\(corpus): \(value) is \(expectedValid ? "valid" : "invalid")" }

    /// Every case of the named corpora, valid ones first.
    static func all(_ names: String...) -> [CorpusCase] {
        names.flatMap { name in
            let corpus = Corpus.load(name)
            return corpus.valid.map { CorpusCase(corpus: name, value: $0, expectedValid: true) }
                + corpus.invalid.map { CorpusCase(corpus: name, value: $0, expectedValid: false) }
        }
    }
}
