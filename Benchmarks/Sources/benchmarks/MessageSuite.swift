import FormValidation

/// Rendering an error message in several languages: a length rule's message, whose unit and plural form depend
/// on the language (and, in Arabic, whose inserted texts are isolated), and the valid value beside it.
enum MessageSuite {
    static let languages = ["en", "de", "fr", "ru", "pl", "ar", "hi", "ja"]

    @MainActor
    static func run(sampling: Sampling, report: Report) {
        var rows: [[String]] = []
        for language in languages {
            let catalog = MessageCatalog(languages: [language])
            let rule = RuleSet<String>(.minimumLength(8), field: "Password", messages: catalog)
            let invalid = [String](repeating: "abc", count: 100)
            let valid = [String](repeating: "abcdefghij", count: 100)
            let refused = measureCost("\(language) invalid", operations: 100, expecting: 100, sampling: sampling) {
                invalid.count { !(rule.validate($0).errorMessages.first?.isEmpty ?? true) }
            }
            // A rule set keeps the messages it rendered: a new one renders each time.
            let rendered = measureCost("\(language) rendered", operations: 100, expecting: 100, sampling: sampling) {
                invalid.count { value in
                    let fresh = RuleSet<String>(.minimumLength(8), field: "Password", messages: catalog)
                    return !(fresh.validate(value).errorMessages.first?.isEmpty ?? true)
                }
            }
            let accepted = measureCost("\(language) valid", operations: 100, expecting: 100, sampling: sampling) {
                valid.count { rule.validate($0).isValid }
            }
            rows.append([
                language, rule.validate("abc").errorMessages.first ?? "", Format.nanoseconds(refused.nanoseconds),
                Format.allocations(refused.allocations), Format.nanoseconds(rendered.nanoseconds),
                Format.allocations(rendered.allocations), Format.nanoseconds(accepted.nanoseconds),
                Format.allocations(accepted.allocations),
            ])
            report.add("message_\(language)_invalid_ns", refused.nanoseconds, "ns")
            report.add("message_\(language)_rendered_ns", rendered.nanoseconds, "ns")
            report.add("message_\(language)_valid_allocations", accepted.allocations, "allocations")
        }
        report.section(
            "Error messages by language: RuleSet(.minimumLength(8), field: \"Password\") (ns per value, fastest round)",
            columns: [
                "language", "message", "invalid", "allocs invalid", "new RuleSet, invalid", "allocs", "valid",
                "allocs valid",
            ], rows: rows,
            notes: [
                "The invalid value \"abc\" gets the message, which a RuleSet renders once and keeps; \"new RuleSet, "
                    + "invalid\" builds the RuleSet for each value, so the message is rendered each time. The valid "
                    + "value \"abcdefghij\" renders none."
            ])
    }
}
