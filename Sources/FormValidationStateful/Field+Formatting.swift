public import FormValidationCore

extension Field where Value == String {
    /// A text field whose text is shaped as it is typed: card numbers grouped, `MM/YY` with its slash, phone
    /// numbers in their country's grouping.
    ///
    /// The field holds the formatted text, and its rules see it: every built-in rule reads the formatted forms
    /// (`4111 1111 1111 1111`, `+44 20 7946 0958`, `04/29`), so the same rules validate a form on a server.
    ///
    /// ```swift
    /// let card = Field("card", formatter: CardNumberInputFormatter(), rules: [.required(), .paymentCard()])
    /// card.text = "4111111111111111"          // pasted
    /// print(card.text)                        // 4111 1111 1111 1111
    /// card.edit(.deleteBackward(at: 5))       // the backspace key after "4111 "
    /// print(card.input)                       // 411|1 1111 1111 111
    /// ```
    ///
    /// - Parameters:
    ///   - name: The field's name, as in the other initialisers.
    ///   - label: The name messages use for `{field}`; defaults to `name`.
    ///   - value: The initial text, formatted.
    ///   - formatter: How the text is shaped while it is typed.
    ///   - timing: When to validate.
    ///   - isSecret: Whether messages must never show the value.
    ///   - rules: The validator's rules, in order.
    public convenience init(
        _ name: String, label: String? = nil, value: String? = nil, formatter: some InputFormatter,
        timing: ValidationTiming = .onChange, isSecret: Bool = false, rules: [ValidationRule<String>] = []
    ) {
        self.init(name, value: value.map { formatter.format($0) }, timing: timing)
        storedFormatter = formatter
        storedCaret = self.value?.count ?? 0
        if !rules.isEmpty { attach(FormValidator(field: name, label: label, isSecret: isSecret, rules: rules)) }
    }

    /// How the text is shaped as it is typed, or `nil` for text kept as typed.
    ///
    /// Setting a formatter formats the text the field holds.
    public var formatter: (any InputFormatter)? {
        get { storedFormatter }
        set {
            storedFormatter = newValue
            if let newValue, let value { setText(newValue.format(value)) }
        }
    }

    /// The text and the caret, as an editor shows them; setting it puts in text as typed, and formats it.
    ///
    /// Setting the same text with another caret moves the caret (the arrow keys).
    public var input: InputText {
        get { InputText(text, caret: min(storedCaret, text.count)) }
        set {
            if newValue.text == text {
                storedCaret = min(max(newValue.caret, 0), text.count)
                return
            }
            guard let formatter = storedFormatter else {
                storedCaret = newValue.caret
                setText(newValue.text)
                return
            }
            var formatted = InputText(text, caret: min(storedCaret, text.count))
            formatter.apply(TextEdit(from: formatted.text, to: newValue.text), to: &formatted)
            storedCaret = formatted.caret
            setText(formatted.text)
        }
    }

    /// Applies an edit a text editor reports (a keystroke, a paste, a deletion, a selection replaced), formatting
    /// the text when the field has a ``formatter``.
    ///
    /// - Parameter edit: The edit, in character offsets of ``text``.
    /// - Returns: Where the caret goes.
    @discardableResult
    public func edit(_ edit: TextEdit) -> Int {
        var input = self.input
        if let formatter = storedFormatter {
            formatter.apply(edit, to: &input)
        } else {
            input = edit.applied(to: input)
        }
        storedCaret = input.caret
        setText(input.text)
        return input.caret
    }
}
