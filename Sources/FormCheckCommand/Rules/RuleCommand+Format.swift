import FormValidationCore

extension RuleCommand {
    /// `format KIND [--country CC] [--type TYPE] [--locale LL]`: each line a value typed character by character at the end of
    /// the field, answered with the field's text after each keystroke, separated by tabs. `KIND` is a built-in
    /// formatter (``InputFormatterKind``): `phone`, `card`, `iban`, `expiry`, `postal-code`, `identifier` or `date`.
    static let format = RuleCommand(
        "format", arguments: ["KIND"], options: [.country, .identifierType],
        summary: "Not a check: each value typed key by key, the text after each keystroke (tab-separated), shaped "
            + "by the formatter KIND (\(InputFormatterKind.names.joined(separator: ", ")))."
    ) { arguments throws(UsageError) in
        let name = arguments[0]
        guard let kind = InputFormatterKind.named(name) else {
            throw arguments.error(
                "unknown formatter \(UsageError.quoted(name)) (expected one of "
                    + "\(InputFormatterKind.names.joined(separator: ", ")))")
        }
        let formatter: any InputFormatter
        do throws(InputFormatterError) {
            formatter = try kind.formatter(
                country: arguments[.country], locale: arguments[.locale], type: arguments[.identifierType])
        } catch {
            throw arguments.error(error.description)
        }
        let check: @Sendable (String) -> LineChecker.Answer = { line in .keystrokes(formatter.keystrokes(typing: line))
        }
        return LineChecker(check, secondLane: check)
    }
}
