import FormValidation

/// Runs the form from a script: one command per line, each state change printed once the form has settled.
///
/// The output is deterministic — the same script gives the same lines — because each line is applied, then the
/// session waits until no remote check is in flight before reading the next. The debounce of a remote check
/// only delays. For each line it prints the command (`> username=ada`; a secret value as bullets), then each
/// change of a field's status in the order it happened (`username: ⏳ waiting for remote`,
/// `username: ✓ valid`), and for `submit` the outcome:
///
/// ```text
/// form: ✓ submitted
///   username = ada
///   password = ••••••••
/// ```
///
/// or `form: ✗ not submitted` followed by each error as `  Label: message`.
@MainActor
final class ScriptedSession {
    private let demo: DemoForm
    private var reported: [String: FieldStatus] = [:]
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
            guard let entry = entry(named: name, line: number) else { return }
            StandardOutput.write("> \(name)=\(entry.displayed(value))\n")
            entry.field.text = value
        case .blur(let name):
            guard let entry = entry(named: name, line: number) else { return }
            StandardOutput.write("> blur \(name)\n")
            entry.field.endEditing()
        case .submit:
            StandardOutput.write("> submit\n")
            let submission = await demo.form.submit()
            lastSubmissionSucceeded = submission.isValid
            let heading = submission.isValid ? "form: ✓ submitted" : "form: ✗ not submitted"
            StandardOutput.write(([heading] + demo.report(of: submission).map { "  " + $0 }).map { $0 + "\n" }.joined())
        }
        await demo.waitUntilSettled()
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
        StandardOutput.write("\(entry.name): \(status.summary)\n")
    }
}
