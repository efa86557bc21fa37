import FormValidation

/// Runs the form from a script: one command per line, each state change printed once the form has settled.
///
/// The output is deterministic — the same script gives the same lines — because each line is applied, then the
/// session waits until no remote check is in flight before reading the next. The debounce of a remote check
/// only delays. For each line it prints the command (`> username=ada`; a secret value as bullets), then each
/// change of a field's status in the order it happened (`username: ⏳ waiting for remote`,
/// `username: ✓ valid`), and for `submit` the outcome, in the language of the messages (``DemoWords``):
///
/// ```text
/// form: ✓ submitted
///   username = ada
///   password = ••••••••
/// ```
///
/// or `form: ✗ not submitted` followed by each error as `  Label: message`.
///
/// A list's items are named by their place, `otherPhones/0`: `add otherPhones` adds one (`otherPhones: 1 item`),
/// `otherPhones/0=VALUE` types into it, `remove otherPhones/0` removes it; each item's status changes are printed
/// under its name as the fields' are, and the list's own errors (too many items, one number twice) under the
/// list's.
@MainActor
final class ScriptedSession {
    private let demo: DemoForm
    private var reported: [String: FieldStatus] = [:]
    /// The status printed last for each item's field, by the field.
    private var reportedItems: [ObjectIdentifier: FieldStatus] = [:]
    /// The list errors printed last, by list.
    private var reportedLists: [String: [String]] = [:]
    private var lastSubmissionSucceeded: Bool?

    /// Creates a session for `demo`.
    init(demo: DemoForm) {
        self.demo = demo
    }

    /// Runs every line of `lines`.
    ///
    /// - Returns: The exit status: 0 when the last submission succeeded, 1 when it failed or there was none.
    func run(_ lines: AsyncStream<String>) async -> Int32 {
        for entry in demo.entries {
            reported[entry.name] = FieldStatus(of: entry.field)
            entry.field.addObserver { [weak self] event in
                if event == .resultChanged { self?.reportChange(of: entry) }
            }
        }
        for list in demo.lists {
            list.list.addObserver { [weak self] _ in self?.reportListChange(of: list) }
        }
        var number = 0
        for await line in lines {
            number += 1
            await perform(line, number: number)
        }
        return lastSubmissionSucceeded == true ? 0 : 1
    }

    private func perform(_ line: String, number: Int) async {
        let command: ScriptCommand
        do {
            guard let parsed = try ScriptCommand.parse(line) else { return }
            command = parsed
        } catch {
            StandardError.write("signup-demo: line \(number): \(error)\n")
            return
        }
        switch command {
        case .set(let name, let value):
            if name.contains("/") {
                guard let (_, field) = item(named: name, line: number) else { return }
                StandardOutput.write("> \(name)=\(value)\n")
                field.text = value
                break
            }
            guard let entry = entry(named: name, line: number) else { return }
            StandardOutput.write("> \(name)=\(entry.displayed(value))\n")
            entry.field.text = value
        case .add(let name):
            guard let list = list(named: name, line: number) else { return }
            StandardOutput.write("> add \(name)\n")
            guard list.list.canAppend else {
                let maximum = list.list.maximumCount ?? 0
                StandardOutput.write(words(.itemsFull, ["name": .text(name), "max": .integer(maximum)]) + "\n")
                break
            }
            let item = list.list.append()
            if let field = item.textField {
                reportedItems[ObjectIdentifier(field)] = FieldStatus(of: field)
                field.addObserver { [weak self, weak field] event in
                    guard event == .resultChanged, let field else { return }
                    self?.reportChange(of: field, in: list)
                }
            }
            StandardOutput.write(words(.items, ["name": .text(name), "count": .integer(list.list.items.count)]) + "\n")
        case .remove(let name, let index):
            guard let list = list(named: name, line: number) else { return }
            guard list.list.items.indices.contains(index) else {
                StandardError.write(
                    "signup-demo: line \(number): \(name) has no item \(index); it has "
                        + "\(Self.englishCount(list.list.items.count))\n"
                )
                return
            }
            StandardOutput.write("> remove \(name)/\(index)\n")
            list.list.remove(id: list.list.items[index].id)
            StandardOutput.write(words(.items, ["name": .text(name), "count": .integer(list.list.items.count)]) + "\n")
        case .type(let name, let text):
            guard let (shown, field) = textField(named: name, line: number) else { return }
            StandardOutput.write("> type \(name) \(shown(text))\n")
            // The text after each keystroke, as the field shows it: a formatted field's grouping as it grows.
            var steps: [String] = []
            for character in text {
                field.edit(.insert(String(character), at: field.input.caret))
                steps.append(shown(field.text))
            }
            StandardOutput.write(
                words(.shows, ["name": .text(name), "texts": .text(steps.joined(separator: " → "))]) + "\n")
        case .backspace(let name):
            guard let (shown, field) = textField(named: name, line: number) else { return }
            StandardOutput.write("> backspace \(name)\n")
            field.edit(.deleteBackward(at: field.input.caret))
            StandardOutput.write(words(.shows, ["name": .text(name), "texts": .text(shown(field.text))]) + "\n")
        case .blur(let name):
            guard let entry = entry(named: name, line: number) else { return }
            StandardOutput.write("> blur \(name)\n")
            entry.field.endEditing()
        case .submit:
            StandardOutput.write("> submit\n")
            let submission = await demo.form.submit()
            lastSubmissionSucceeded = submission.isValid
            let heading = words(submission.isValid ? .submitted : .notSubmitted)
            StandardOutput.write(([heading] + demo.report(of: submission).map { "  " + $0 }).map { $0 + "\n" }.joined())
        }
        await demo.waitUntilSettled()
    }

    /// The demo's own words, in the language of the messages.
    private var words: DemoWords { demo.words }

    /// "1 item", "2 items", for standard error: its diagnostics stay English, as the command line's own do.
    private static func englishCount(_ items: Int) -> String {
        var english = MessageCatalog.english
        english["problem.signupDemo.count"] = "{count, plural, one {# item} other {# items}}"
        return english.problemMessage("problem.signupDemo.count", parameters: ["count": .integer(items)]) ?? "\(items)"
    }

    private func list(named name: String, line: Int) -> DemoForm.ListEntry? {
        if let list = demo.list(named: name) { return list }
        StandardError.write("signup-demo: line \(line): unknown list \"\(name)\"; the fields are \(demo.fieldNames)\n")
        return nil
    }

    /// The field of the item `LIST/INDEX`.
    private func item(named name: String, line: Int) -> (DemoForm.ListEntry, Field<String>)? {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let list = demo.list(named: String(parts[0])), let index = Int(parts[1]),
            list.list.items.indices.contains(index), let field = list.list.items[index].textField
        else {
            StandardError.write(
                "signup-demo: line \(line): no item \"\(name)\"; add one first (add LIST); the fields are "
                    + "\(demo.fieldNames)\n")
            return nil
        }
        return (list, field)
    }

    /// Prints an item's status, under its place in the list, if it differs from the last one printed.
    /// The text field named `name` (a field, or a list's item as `otherPhones/0`) and how its text may be shown
    /// (a secret field's as bullets).
    private func textField(named name: String, line: Int) -> ((String) -> String, Field<String>)? {
        if name.contains("/") {
            guard let (_, field) = item(named: name, line: line) else { return nil }
            return ({ $0 }, field)
        }
        guard let entry = entry(named: name, line: line) else { return nil }
        return ({ entry.displayed($0) }, entry.field)
    }

    private func reportChange(of field: Field<String>, in list: DemoForm.ListEntry) {
        let status = FieldStatus(of: field)
        let key = ObjectIdentifier(field)
        guard status != reportedItems[key],
            let index = list.list.items.firstIndex(where: { $0.textField === field })
        else { return }
        reportedItems[key] = status
        StandardOutput.write(status.line(for: list.itemName(index), in: words) + "\n")
    }

    /// Prints the list's own errors when they change.
    private func reportListChange(of list: DemoForm.ListEntry) {
        let messages = list.visibleMessages
        guard messages != reportedLists[list.name] ?? [] else { return }
        reportedLists[list.name] = messages
        // Cleared, the list's own constraints hold again: say so with its count (its items report their own).
        let line =
            messages.isEmpty
            ? words(.itemsValid, ["name": .text(list.name), "count": .integer(list.list.items.count)])
            : FieldStatus(state: .invalid, messages: messages).line(for: list.name, in: words)
        StandardOutput.write(line + "\n")
    }

    private func entry(named name: String, line: Int) -> DemoForm.Entry? {
        if let entry = demo.entry(named: name) { return entry }
        StandardError.write("signup-demo: line \(line): unknown field \"\(name)\"; the fields are \(demo.fieldNames)\n")
        return nil
    }

    /// Prints the field's status if it differs from the last one printed.
    private func reportChange(of entry: DemoForm.Entry) {
        let status = FieldStatus(of: entry.field)
        guard status != reported[entry.name] else { return }
        reported[entry.name] = status
        StandardOutput.write(status.line(for: entry.name, in: words) + "\n")
    }
}
