import FormValidation

/// Rendering an error message in several languages: a length rule's message, whose unit and plural form depend
/// on the language (and, in Arabic, whose inserted texts are isolated), and the valid value beside it.
enum MessageSuite {
    static let languages = ["en", "de", "fr", "ru", "pl", "ar", "hi", "ja"]

    @MainActor
    static func run(sampling: Sampling, report: Report) {
        var rows: [[String]] = []
        for language in languages {
            let rule = RuleSet<String>(
                .minimumLength(8), field: "Password", messages: MessageCatalog(languages: [language]))
            let invalid = [String](repeating: "abc", count: 100)
            let valid = [String](repeating: "abcdefghij", count: 100)
            let refused = measureCost("\(language) invalid", operations: 100, expecting: 100, sampling: sampling) {
                invalid.count { !(rule.validate($0).errorMessages.first?.isEmpty ?? true) }
            }
            let accepted = measureCost("\(language) valid", operations: 100, expecting: 100, sampling: sampling) {
                valid.count { rule.validate($0).isValid }
            }
            rows.append([
                language, rule.validate("abc").errorMessages.first ?? "", Format.nanoseconds(refused.nanoseconds),
                Format.allocations(refused.allocations), Format.nanoseconds(accepted.nanoseconds),
                Format.allocations(accepted.allocations),
            ])
            report.add("message_\(language)_invalid_ns", refused.nanoseconds, "ns")
            report.add("message_\(language)_valid_allocations", accepted.allocations, "allocations")
        }
        report.section(
            "Error messages by language: RuleSet(.minimumLength(8), field: \"Password\") (ns per value, fastest round)",
            columns: ["language", "message", "invalid", "allocs invalid", "valid", "allocs valid"], rows: rows,
            notes: ["The invalid value \"abc\" renders the message; the valid value \"abcdefghij\" renders none."])
    }
}
