import FormValidationCore
import FormValidationSpecs
import Foundation

extension RuleArguments {
    /// The form spec in the file `--spec` names.
    ///
    /// - Throws: ``UsageError`` with the spec's own error text (`FILE: cannot read the file`,
    ///   `FILE: field "age", rule 2 (number): missing "max"`) when it cannot be read or is malformed.
    func formSpec() throws(UsageError) -> FormSpec {
        guard let path = self[.spec] else {
            throw error("missing option --spec for rule \(UsageError.quoted(rule.name))")
        }
        do throws(FormSpecError) {
            return try FormSpec.load(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw self.error(error.description)
        }
    }

    /// The URL `--base-url` names, or `nil` when it is absent.
    ///
    /// - Throws: ``UsageError`` when it is not an absolute URL (one with a scheme).
    func baseURL() throws(UsageError) -> URL? {
        guard let text = self[.baseURL] else { return nil }
        guard let url = URL(string: text), url.scheme != nil else {
            throw error(
                "--base-url must be an absolute URL such as https://api.example.com, got \(UsageError.quoted(text))")
        }
        return url
    }
}
