import FormValidation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the form full-screen in a terminal: raw mode, ANSI escapes, a redraw on every change.
///
/// Keys: printable characters type into the focused field, Backspace deletes, Ctrl-U clears; ↑/↓, Tab and
/// Shift-Tab move between the fields and Submit (leaving a field ends its editing); Enter moves to the next
/// field, adds a row to a list on its "+ add another" line, or submits on Submit; Ctrl-D removes the focused row
/// of a list; Esc or Ctrl-C quits. Remote answers arrive on their own time: every field is
/// observed and any change redraws the screen. `SIGINT`, `SIGTERM` and `SIGHUP` quit too, and the terminal is
/// restored whichever way the session ends. After the session it prints the last submission's outcome on the
/// normal screen.
@MainActor
final class TerminalSession {
    private let demo: DemoForm
    private let header: String
    private let terminal = RawTerminal()
    private var focus = Slot.submit
    private var outcome: ScreenContent.Outcome = .none
    private var lastSubmission: FormSubmission?
    private var redrawScheduled = false
    private var decoder = KeyDecoder()
    private var escapeFlush: Task<Void, Never>?
    private var signals: SignalWatcher?
    private var finish: CheckedContinuation<Int32, Never>?
    private var exitStatus: Int32?

    /// How long a lone `ESC` waits for the rest of an escape sequence before it counts as the Esc key.
    private static let escapeDelay = Duration.milliseconds(40)

    /// Creates a session for `demo`, whose server is at `serverURL`.
    init(demo: DemoForm, serverURL: String) {
        self.demo = demo
        self.header = demo.words(.header, ["url": .text(serverURL)])
    }

    /// What can have the focus: a text field, a row of a list, a list's "+ add another" line, Submit.
    private enum Slot: Equatable {
        case field(Int)
        case item(list: Int, id: Int)
        case add(list: Int)
        case submit
    }

    /// Every slot, in screen order.
    private var slots: [Slot] {
        var slots: [Slot] = []
        var entryIndex = 0
        var listIndex = 0
        for part in demo.parts {
            switch part {
            case .field:
                slots.append(.field(entryIndex))
                entryIndex += 1
            case .list(let list):
                slots += list.list.items.map { .item(list: listIndex, id: $0.id) }
                if list.list.canAppend { slots.append(.add(list: listIndex)) }
                listIndex += 1
            }
        }
        return slots + [.submit]
    }

    /// The text field of `slot`, if it has one.
    private func field(of slot: Slot) -> Field<String>? {
        switch slot {
        case .field(let index): demo.entries[index].field
        case .item(let list, let id): demo.lists[list].list.item(id: id)?.textField
        case .add, .submit: nil
        }
    }

    /// Runs until the user quits or a signal arrives.
    ///
    /// - Returns: The exit status: 0 when the last submission succeeded, 1 when it failed or there was none,
    ///   128 + the signal's number after a signal.
    func run() async -> Int32 {
        do {
            try terminal.enterRawMode()
        } catch {
            StandardError.write("signup-demo: \(error)\n")
            return 1
        }
        // The alternate screen keeps the user's scrollback; the cursor hides, the focused field draws its own.
        StandardOutput.write("\u{1B}[?1049h\u{1B}[?25l\u{1B}[H\u{1B}[2J")
        signals = SignalWatcher([SIGINT, SIGTERM, SIGHUP, SIGWINCH]) { [weak self] number in
            guard let self else { return }
            if number == SIGWINCH { self.setNeedsRedraw() } else { self.quit(status: 128 + number) }
        }
        for entry in demo.entries {
            entry.field.addObserver { [weak self] _ in self?.setNeedsRedraw() }
        }
        // A list hears its rows' changes, and its own.
        for list in demo.lists {
            list.list.addObserver { [weak self] _ in self?.setNeedsRedraw() }
        }
        focus = slots[0]
        draw()

        let input = Task {
            for await chunk in StandardInput.chunks() {
                self.receive(chunk)
            }
            self.quit(status: self.statusFromSubmission)  // the terminal went away
        }
        let status = await withCheckedContinuation { continuation in
            if let exitStatus { continuation.resume(returning: exitStatus) } else { finish = continuation }
        }
        input.cancel()
        escapeFlush?.cancel()
        signals?.cancel()
        StandardOutput.write("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l")
        terminal.restore()
        printSummary()
        return status
    }

    private var statusFromSubmission: Int32 { lastSubmission?.isValid == true ? 0 : 1 }

    // MARK: Input

    private func receive(_ bytes: [UInt8]) {
        escapeFlush?.cancel()
        for key in decoder.decode(bytes) { handle(key) }
        if decoder.isHoldingEscape {
            escapeFlush = Task {
                do { try await Task.sleep(for: Self.escapeDelay) } catch { return }
                for key in self.decoder.flushEscape() { self.handle(key) }
            }
        }
    }

    private func handle(_ key: Key) {
        guard exitStatus == nil else { return }
        switch key {
        case .escape, .interrupt:
            quit(status: statusFromSubmission)
        case .up, .backTab:
            let slots = slots
            move(to: slots[((slots.firstIndex(of: focus) ?? 0) + slots.count - 1) % slots.count])
        case .down, .tab:
            let slots = slots
            move(to: slots[((slots.firstIndex(of: focus) ?? 0) + 1) % slots.count])
        case .enter:
            switch focus {
            case .submit: submit()
            case .add(let list): addRow(to: list)
            case .field, .item:
                let slots = slots
                move(to: slots[min((slots.firstIndex(of: focus) ?? 0) + 1, slots.count - 1)])
            }
        case .removeItem:
            removeFocusedRow()
        case .left, .right:
            // The caret moves within the focused field; a formatted field keeps it where its text allows.
            guard let field = field(of: focus) else { break }
            let input = field.input
            field.input = InputText(input.text, caret: input.caret + (key == .left ? -1 : 1))
            setNeedsRedraw()
        case .backspace:
            edit { caret in .deleteBackward(at: caret) }
        case .clearField:
            edit { _ in TextEdit(replacing: 0..<Int.max, with: "") }
        case .character(let character):
            // At the caret: a field with a formatter (the phones) shapes its text as it is typed.
            edit { caret in .insert(String(character), at: caret) }
        case .ignored:
            break
        }
    }

    private func move(to slot: Slot) {
        guard slot != focus else { return }
        field(of: focus)?.endEditing()
        focus = slot
        setNeedsRedraw()
    }

    /// Adds a row to list `list` and puts the focus on it.
    private func addRow(to list: Int) {
        let entry = demo.lists[list]
        guard entry.list.canAppend else { return }
        let item = entry.list.append()
        move(to: .item(list: list, id: item.id))
    }

    /// Removes the focused row of a list; the focus goes to what takes its place.
    private func removeFocusedRow() {
        guard case .item(let list, let id) = focus else { return }
        let before = slots
        let position = before.firstIndex(of: focus) ?? 0
        demo.lists[list].list.remove(id: id)
        let after = slots
        focus = after[min(position, after.count - 1)]
        if case .submitting = outcome {} else { outcome = .none }
        setNeedsRedraw()
    }

    /// Makes the edit `change` gives for the caret of the focused field.
    private func edit(_ change: (_ caret: Int) -> TextEdit) {
        guard let field = field(of: focus) else { return }
        let before = field.text
        field.edit(change(field.input.caret))
        setNeedsRedraw()
        guard field.text != before else { return }
        if case .submitting = outcome {} else { outcome = .none }
    }

    private func submit() {
        if case .submitting = outcome { return }
        outcome = .submitting
        setNeedsRedraw()
        Task {
            let submission = await demo.form.submit()
            lastSubmission = submission
            let report = demo.report(of: submission)
            if submission.isValid {
                outcome = .submitted(report)
            } else {
                outcome = .rejected(report)
                if let first = slots.first(where: { self.field(of: $0)?.state == .invalid }) { focus = first }
            }
            setNeedsRedraw()
        }
    }

    private func quit(status: Int32) {
        guard exitStatus == nil else { return }
        exitStatus = status
        finish?.resume(returning: status)
        finish = nil
    }

    // MARK: Output

    /// Redraws soon, once for any number of changes in a row.
    private func setNeedsRedraw() {
        guard !redrawScheduled else { return }
        redrawScheduled = true
        Task {
            redrawScheduled = false
            if exitStatus == nil { draw() }
        }
    }

    private func draw() {
        let size = RawTerminal.size()
        // One column spare: writing into the last column leaves the cursor pending a wrap.
        let width = max(20, size.columns - 1)
        let lines = content.lines(width: width).prefix(size.rows).map { $0.rendered(width: width) + "\u{1B}[K" }
        StandardOutput.write("\u{1B}[H" + lines.joined(separator: "\r\n") + "\u{1B}[J")
    }

    private var content: ScreenContent {
        var rows: [ScreenContent.Row] = []
        var entryIndex = 0
        var listIndex = 0
        for part in demo.parts {
            switch part {
            case .field(let entry):
                rows.append(
                    ScreenContent.Row(
                        label: entry.label, value: entry.displayed(entry.field.text),
                        status: FieldStatus(of: entry.field),
                        isFocused: focus == .field(entryIndex), caret: entry.field.input.caret))
                entryIndex += 1
            case .list(let list):
                // The list's own line: how many rows of how many, and its own errors (one number twice).
                let count = demo.words(
                    .countOfMaximum,
                    [
                        "count": .integer(list.list.items.count),
                        "max": .integer(list.list.maximumCount ?? list.list.items.count),
                    ])
                let messages = list.visibleMessages
                rows.append(
                    ScreenContent.Row(
                        label: list.label, value: count,
                        status: FieldStatus(state: messages.isEmpty ? .notValidated : .invalid, messages: messages),
                        isFocused: false))
                for (index, item) in list.list.items.enumerated() {
                    guard let field = item.textField else { continue }
                    rows.append(
                        ScreenContent.Row(
                            label: "  " + list.itemLabel(index), value: field.text, status: FieldStatus(of: field),
                            isFocused: focus == .item(list: listIndex, id: item.id), caret: field.input.caret))
                }
                if list.list.canAppend {
                    rows.append(
                        ScreenContent.Row(
                            label: "  " + demo.words(.addAnother), value: "", status: .initial,
                            isFocused: focus == .add(list: listIndex)))
                }
                listIndex += 1
            }
        }
        return ScreenContent(
            header: header, rows: rows, isSubmitFocused: focus == .submit, formState: demo.form.state,
            outcome: outcome, words: demo.words)
    }

    /// The last submission's outcome on the normal screen, in the script's words.
    private func printSummary() {
        guard let lastSubmission else {
            StandardOutput.write(demo.words(.noSubmission) + "\n")
            return
        }
        let heading = demo.words(lastSubmission.isValid ? .submitted : .notSubmitted)
        StandardOutput.write(([heading] + demo.report(of: lastSubmission).map { "  " + $0 }).map { $0 + "\n" }.joined())
    }
}
