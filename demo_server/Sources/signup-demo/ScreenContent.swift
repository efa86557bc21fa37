import FormValidation

/// Everything the terminal screen shows, as a value: the main actor takes a snapshot, the layout is pure.
///
/// ```text
/// signup demo — server at http://127.0.0.1:50123
/// ↑/↓ Tab move · Enter next / add / submit · Ctrl-U clear · Ctrl-D remove · Esc quit
///
/// › Username               ✓  ada▉
///   Email                  ✗  ada@
///                             Email must be an address like name@example.com.
///   Password               ⏳ •••••••••
///
///   [ Submit ]  ✗ fix the fields marked ✗
/// ```
struct ScreenContent {
    /// One field's row.
    struct Row {
        /// The label.
        var label: String
        /// The value as shown (bullets for a secret).
        var value: String
        /// Its state and visible messages.
        var status: FieldStatus
        /// Whether it has the focus.
        var isFocused: Bool
        /// Where the caret stands in ``value``, in characters, when the row has the focus: at its end unless the
        /// arrow keys moved it.
        var caret: Int? = nil
    }

    /// Where the last submission stands.
    enum Outcome {
        /// None yet, or edited since.
        case none
        /// In flight.
        case submitting
        /// Succeeded, with the submitted values as `name = value` lines.
        case submitted([String])
        /// Failed, with its errors as `Label: message` lines.
        case rejected([String])
    }

    /// The first line.
    var header: String
    /// The fields, in order.
    var rows: [Row]
    /// Whether Submit has the focus.
    var isSubmitFocused: Bool
    /// The form's state.
    var formState: ValidationState
    /// The last submission.
    var outcome: Outcome
    /// The demo's own words, in the language of the messages.
    var words: DemoWords

    /// Lays the screen out for a terminal `width` columns wide.
    func lines(width: Int) -> [ScreenLine] {
        var lines = [ScreenLine([.init(header, .bold)])]
        lines += keyHelp(width: width).map { ScreenLine([.init($0, .dim)]) }
        lines.append(ScreenLine())
        let labelWidth = rows.map(\.label.columns).max() ?? 0
        let valueColumn = 2 + labelWidth + 2 + 3
        for row in rows {
            var spans: [ScreenLine.Span] = [
                Self.pointer(row.isFocused),
                .init(row.label.padded(to: labelWidth + 2), row.isFocused ? .bold : .plain),
                Self.mark(of: row.status.state),
            ]
            let caret = row.caret ?? row.value.count
            if row.isFocused, caret < row.value.count {
                // The caret inside the text: the character under it drawn inverted.
                let index = row.value.index(row.value.startIndex, offsetBy: max(0, caret))
                spans.append(.init(String(row.value[..<index])))
                spans.append(.init(String(row.value[index]), .inverse))
                spans.append(.init(String(row.value[row.value.index(after: index)...])))
            } else {
                spans.append(.init(row.value.tail(fitting: max(1, width - valueColumn - 1))))
                if row.isFocused { spans.append(.init(" ", .inverse)) }
            }
            lines.append(ScreenLine(spans))
            for message in row.status.messages {
                for piece in message.wrapped(to: max(10, width - valueColumn)) {
                    lines.append(ScreenLine([.init(String(repeating: " ", count: valueColumn)), .init(piece, .red)]))
                }
            }
        }
        lines.append(ScreenLine())
        lines.append(
            ScreenLine([
                Self.pointer(isSubmitFocused),
                .init("[ \(words(.submit)) ]", isSubmitFocused ? .inverse : .bold),
                .init("  "),
                formSummary,
            ]))
        lines.append(ScreenLine())
        switch outcome {
        case .none:
            break
        case .submitting:
            lines.append(ScreenLine([.init(words(.submitting), .yellow)]))
        case .submitted(let values):
            lines.append(ScreenLine([.init(words(.submittedScreen), .boldGreen)]))
            lines += values.map { ScreenLine([.init("    " + $0)]) }
        case .rejected(let errors):
            lines.append(ScreenLine([.init(words(.notSubmittedScreen), .boldRed)]))
            for error in errors {
                lines += error.wrapped(to: max(10, width - 4)).map { ScreenLine([.init("    " + $0, .red)]) }
            }
        }
        return lines
    }

    /// The line of keys, its groups (`Ctrl-U clear`, between ` · `) packed into as few lines of at most `width` columns
    /// as they fit in: one in English on a terminal of 100 columns, two in the languages whose words are longer.
    private func keyHelp(width: Int) -> [String] {
        var lines: [String] = []
        for group in words(.keyHelp).split(separator: " · ").map(String.init) {
            if let last = lines.last, last.columns + 3 + group.columns <= width {
                lines[lines.count - 1] = last + " · " + group
            } else {
                lines.append(group)
            }
        }
        return lines
    }

    private static func pointer(_ isFocused: Bool) -> ScreenLine.Span {
        .init(isFocused ? "› " : "  ", .accent)
    }

    /// The state's mark, padded to three columns.
    private static func mark(of state: ValidationState) -> ScreenLine.Span {
        let mark = FieldStatus(state: state, messages: []).mark
        let style: TextStyle =
            switch state {
            case .valid: .green
            case .invalid: .red
            case .waitingForRemote: .yellow
            case .notValidated: .plain
            }
        return .init(mark.padded(to: 3), style)
    }

    /// What the form's state means for Submit.
    private var formSummary: ScreenLine.Span {
        switch formState {
        case .valid: .init(words(.ready), .green)
        case .invalid: .init(words(.fixFields), .red)
        case .waitingForRemote: .init(words(.checking), .yellow)
        case .notValidated: .init("")
        }
    }
}
