import FormValidation
import Foundation

/// Formatting as you type: each built-in formatter typing values key by key at the end of the field, and editing in
/// the middle (a digit inserted, the backspace key after a separator), in CPU time and allocations per keystroke.
enum FormattingSuite {
    /// One formatter and the values typed into it.
    struct Case {
        let name: String
        let formatter: any InputFormatter
        let values: [String]
        /// Whether the formatter must allocate nothing per keystroke on these (ASCII) values.
        let allocatesNothing: Bool
    }

    /// The cases, in the order the table lists them.
    static func cases() -> [Case] {
        [
            Case(
                name: "card", formatter: CardNumberInputFormatter(),
                values: ["4111111111111111", "378282246310005", "5555555555554444", "6212345678901234567"],
                allocatesNothing: true),
            Case(
                name: "iban", formatter: IBANInputFormatter(),
                values: ["DE89370400440532013000", "GB82WEST12345698765432", "FR1420041010050500013M02606"],
                allocatesNothing: true),
            Case(
                name: "expiry", formatter: CardExpiryInputFormatter(), values: ["0829", "1/31", "122045"],
                allocatesNothing: true),
            Case(
                name: "postal-code GB", formatter: PostalCodeInputFormatter(country: .gb),
                values: ["SW1A1AA", "M11AA", "EC1A1BB"], allocatesNothing: true),
            Case(
                name: "postal-code BR", formatter: PostalCodeInputFormatter(country: .br),
                values: ["01310100", "20040002"], allocatesNothing: true),
            Case(
                name: "date en_GB", formatter: DateInputFormatter(locale: Locale(identifier: "en_GB")),
                values: ["23112026", "01012000"], allocatesNothing: false),
        ] + phoneCases()
    }

    /// The keystrokes of `values`, each a one-character string (no allocation to make an edit of one).
    static func keystrokes(_ values: [String]) -> [[String]] {
        values.map { $0.map(String.init) }
    }

    /// Types every value of `keystrokes` into `input` at its end, from empty; answers the keystrokes made.
    static func typeAll(_ formatter: some InputFormatter, _ keystrokes: [[String]], into input: inout InputText) -> Int
    {
        var count = 0
        for value in keystrokes {
            input.text.removeAll(keepingCapacity: true)
            input.caret = 0
            for key in value {
                formatter.apply(.insert(key, at: input.caret), to: &input)
                count += 1
            }
        }
        return count
    }

    /// Edits in the middle: in each value typed whole, a digit inserted after the second character, then the
    /// backspace key twice at the caret, then the value pasted again over everything. Answers the edits made.
    static func editAll(_ formatter: some InputFormatter, _ values: [String], into input: inout InputText) -> Int {
        var count = 0
        for value in values {
            input.text.removeAll(keepingCapacity: true)
            input.caret = 0
            formatter.apply(.insert(value, at: 0), to: &input)
            formatter.apply(.insert("1", at: 2), to: &input)
            formatter.apply(.deleteBackward(at: input.caret), to: &input)
            formatter.apply(.deleteBackward(at: input.caret), to: &input)
            formatter.apply(TextEdit(replacing: 0..<input.text.utf8.count, with: value), to: &input)
            count += 5
        }
        return count
    }

    @MainActor
    static func run(sampling: Sampling, report: Report) {
        var rows: [[String]] = []
        var worst = 0.0
        var worstAllocations = 0.0
        for formattingCase in cases() {
            report.show("  \(formattingCase.name)…")
            let keys = keystrokes(formattingCase.values)
            let keyCount = keys.reduce(0) { $0 + $1.count }
            var input = InputText()
            input.text.reserveCapacity(64)
            let typing = measureCost(
                "\(formattingCase.name) typing", operations: keyCount, expecting: keyCount, sampling: sampling
            ) { typeAll(formattingCase.formatter, keys, into: &input) }
            let edits = formattingCase.values.count * 5
            let editing = measureCost(
                "\(formattingCase.name) editing", operations: edits, expecting: edits, sampling: sampling
            ) { editAll(formattingCase.formatter, formattingCase.values, into: &input) }
            rows.append([
                formattingCase.name, Format.nanoseconds(typing.nanoseconds), Format.allocations(typing.allocations),
                Format.nanoseconds(editing.nanoseconds), Format.allocations(editing.allocations),
            ])
            let key = formattingCase.name.replacingOccurrences(of: " ", with: "_").replacingOccurrences(
                of: "-", with: "_")
            report.add("format_\(key)_keystroke_ns", typing.nanoseconds, "ns")
            report.add("format_\(key)_keystroke_allocations", typing.allocations, "allocations")
            worst = max(worst, typing.nanoseconds, editing.nanoseconds)
            if formattingCase.allocatesNothing {
                worstAllocations = max(worstAllocations, typing.allocations, editing.allocations)
            }
        }
        report.section(
            "Formatting as you type (ns and allocations per keystroke, fastest round)",
            columns: ["formatter", "typing", "allocs", "editing", "allocs"],
            rows: rows,
            notes: [
                "typing: each value typed key by key at the end of an empty field (the text keeps its storage); "
                    + "editing: the value pasted, a digit inserted after its second character, the backspace key "
                    + "twice, the value pasted over the whole text. Target: at most 1 µs per keystroke, and no "
                    + "allocation for card, IBAN, expiry and postal codes."
            ])
        report.add("format_worst_keystroke_ns", worst, "ns")
        report.add("format_ascii_keystroke_allocations", worstAllocations, "allocations")
    }
}

extension FormattingSuite {
    /// Phone numbers, national and international, as libphonenumber's as-you-type formatter shapes them.
    static func phoneCases() -> [Case] {
        [
            Case(
                name: "phone US", formatter: PhoneNumberInputFormatter(defaultCountry: "US"),
                values: ["6502530000", "2015550123", "+442079460958"], allocatesNothing: false),
            Case(
                name: "phone GB", formatter: PhoneNumberInputFormatter(defaultCountry: "GB"),
                values: ["02079460958", "07400123456", "+16502530000"], allocatesNothing: false),
            Case(
                name: "phone DE", formatter: PhoneNumberInputFormatter(defaultCountry: "DE"),
                values: ["030123456", "015123456789", "0049301234567"], allocatesNothing: false),
        ]
    }
}
