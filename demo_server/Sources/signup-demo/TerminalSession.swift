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
/// field, or submits on Submit; Esc or Ctrl-C quits. Remote answers arrive on their own time: every field is
/// observed and any change redraws the screen. `SIGINT`, `SIGTERM` and `SIGHUP` quit too, and the terminal is
/// restored whichever way the session ends. After the session it prints the last submission's outcome on the
/// normal screen.
@MainActor
final class TerminalSession {
    private let demo: DemoForm
    private let header: String
    private let terminal = RawTerminal()
    private var focus = 0
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
        self.header = "signup demo — server at \(serverURL)"
    }

    private var submitIndex: Int { demo.entries.count }

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
            move(to: (focus + submitIndex) % (submitIndex + 1))
        case .down, .tab:
            move(to: (focus + 1) % (submitIndex + 1))
        case .enter:
            if focus == submitIndex { submit() } else { move(to: focus + 1) }
        case .backspace:
            edit { text in if !text.isEmpty { text.removeLast() } }
        case .clearField:
            edit { text in text = "" }
        case .character(let character):
            edit { text in text.append(character) }
        case .ignored:
            break
        }
    }

    private func move(to index: Int) {
        guard index != focus else { return }
        if focus < submitIndex { demo.entries[focus].field.endEditing() }
        focus = index
        setNeedsRedraw()
    }

    private func edit(_ change: (inout String) -> Void) {
        guard focus < submitIndex else { return }
        let field = demo.entries[focus].field
        var text = field.text
        change(&text)
        guard text != field.text else { return }
        field.text = text
        if case .submitting = outcome {} else { outcome = .none }
        setNeedsRedraw()
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
                if let first = demo.entries.firstIndex(where: { $0.field.state == .invalid }) { focus = first }
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
        ScreenContent(
            header: header,
            rows: demo.entries.enumerated().map { index, entry in
                ScreenContent.Row(
                    label: entry.label,
                    value: entry.displayed(entry.field.text),
                    status: FieldStatus(of: entry.field),
                    isFocused: index == focus)
            },
            isSubmitFocused: focus == submitIndex,
            formState: demo.form.state,
            outcome: outcome)
    }

    /// The last submission's outcome on the normal screen, in the script's words.
    private func printSummary() {
        guard let lastSubmission else {
            StandardOutput.write("form: not submitted\n")
            return
        }
        let heading = lastSubmission.isValid ? "form: ✓ submitted" : "form: ✗ not submitted"
        StandardOutput.write(([heading] + demo.report(of: lastSubmission).map { "  " + $0 }).map { $0 + "\n" }.joined())
    }
}
