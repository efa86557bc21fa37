@_spi(Locking) import FormValidationCore
import FormValidationTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `signup-demo` executable: the scripted session the README shows, its errors and exit statuses, and the
/// full-screen form driven through a pseudo-terminal.
@Suite struct SignupDemoTests {
    /// The repository's `Fixtures` folder.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// What `signup-demo < Fixtures/signup-session.txt` prints after its first line.
    static let sessionOutput = """
        > username=Ada Lovelace
        username: ✗ invalid — Username may only use a–z, 0–9 and _.
        > username=admin
        username: ⏳ waiting for remote
        username: ✗ invalid — That username is taken.
        > email=ada(at)example.com
        email: ✗ invalid — Email must be an address like name@example.com.
        > password=••••••
        password: ✗ invalid — Password must be at least 8 characters long. Password must contain an uppercase letter. \
        Password must contain a digit.
        > passwordConfirmation=•••••••••
        passwordConfirmation: ✗ invalid — Passwords do not match.
        > age=7
        age: ✗ invalid — Age must be between 13 and 130.
        > dateOfBirth=31/02/2010
        dateOfBirth: ✗ invalid — Date of birth must be a valid date.
        > country=Atlantis
        country: ✗ invalid — Country must be a two-letter code of a country we serve, such as NL, DE or US.
        > contactByPhone=sometimes
        contactByPhone: ✗ invalid — Contact me by phone must be one of: yes or no.
        > phone=020 7946 000
        phone: ✗ invalid — Phone must start with + and the country calling code.
        > add otherPhones
        otherPhones: 1 item
        > otherPhones/0=12
        otherPhones/0: ✗ invalid — Other phone must start with + and the country calling code.
        > add otherPhones
        otherPhones: 2 items
        > otherPhones/1=12
        otherPhones/1: ✗ invalid — Other phone must start with + and the country calling code.
        > add otherPhones
        otherPhones: no more than 2 items
        > submit
        otherPhones: ✗ invalid — Other phone numbers must not hold the same item twice.
        form: ✗ not submitted
          Username: That username is taken.
          Email: Email must be an address like name@example.com.
          Password: Password must be at least 8 characters long.
          Password: Password must contain an uppercase letter.
          Password: Password must contain a digit.
          Password confirmation: Passwords do not match.
          Age: Age must be between 13 and 130.
          Date of birth: Date of birth must be a valid date.
          Country: Country must be a two-letter code of a country we serve, such as NL, DE or US.
          Contact me by phone: Contact me by phone must be one of: yes or no.
          Phone: Phone must start with + and the country calling code.
          Other phone numbers: Other phone numbers must not hold the same item twice.
          Other phone 1: Other phone must start with + and the country calling code.
          Other phone 2: Other phone must start with + and the country calling code.
        > username=ada
        username: ⏳ waiting for remote
        username: ✓ valid
        > email=  ada@example.com
        email: ✓ valid
        > password=•••••••••
        password: ✓ valid
        passwordConfirmation: ✓ valid
        > age=36
        age: ✓ valid
        > dateOfBirth=10/12/1815
        dateOfBirth: ✓ valid
        > country=GB
        country: ✓ valid
        phone: ✗ invalid — Phone is not a valid GB phone number.
        otherPhones/0: ✗ invalid — Other phone is too short for a GB phone number.
        otherPhones/1: ✗ invalid — Other phone is too short for a GB phone number.
        > contactByPhone=no
        contactByPhone: ✓ valid
        > phone=
        phone: ✓ valid
        > contactByPhone=yes
        phone: ✗ invalid — Phone is required.
        > type phone 0207946000
        phone: ✗ invalid — Phone is too short for a GB phone number.
        phone: ✗ invalid — Phone is not a valid GB phone number.
        phone shows: 0 → 02 → 020 → 020 7 → 020 79 → 020 794 → 020 7946 → 020 7946 0 → 020 7946 00 → 020 7946 000
        > backspace phone
        phone shows: 020 7946 00
        > type phone 00
        phone: ✓ valid
        phone shows: 020 7946 000 → 020 7946 0000
        > otherPhones/0=
        otherPhones/0: ✗ invalid — Other phone is required.
        otherPhones: ✓ 2 items
        > type otherPhones/0 07400123456
        otherPhones/0: ✗ invalid — Other phone is too short for a GB phone number.
        otherPhones/0: ✗ invalid — Other phone is not a valid GB phone number.
        otherPhones/0: ✓ valid
        otherPhones/0 shows: 0 → 07 → 074 → 0740 → 07400 → 07400 1 → 07400 12 → 07400 123 → 07400 1234 → 07400 \
        12345 → 07400 123456
        > remove otherPhones/1
        otherPhones: 1 item
        > submit
        form: ✓ submitted
          username = ada
          email = ada@example.com
          password = ••••••••
          passwordConfirmation = ••••••••
          age = 36
          dateOfBirth = 1815-12-10
          country = GB
          contactByPhone = yes
          phone = +442079460000
          otherPhones = +447400123456

        """

    @Test("the README's session: every mistake reported, then fixed one by one, then submitted")
    func readmeSession() async throws {
        let session = try String(
            contentsOf: Self.fixtures.appendingPathComponent("signup-session.txt"), encoding: .utf8)
        let run = try await DemoRun.scripted(input: session)
        let (first, rest) = run.splitFirstLine()
        #expect(first.wholeMatch(of: /signup demo — server at http:\/\/127\.0\.0\.1:\d+/) != nil, "\(first)")
        #expect(rest == Self.sessionOutput)
        #expect(run.standardError == "")
        #expect(run.status == 0)
    }

    @Test("the README's excerpt of the session is the session's output, with lines left out where it shows …")
    func readmeExcerpt() throws {
        let readme = try String(
            contentsOf: Self.fixtures.deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(
            readme.range(of: "$ swift run --package-path demo_server signup-demo < Fixtures/signup-session.txt\n"))
        let end = try #require(readme[start.upperBound...].range(of: "```"))
        let excerpt = readme[start.upperBound..<end.lowerBound].split(separator: "\n").dropFirst()  // the server line
        var remaining = Self.sessionOutput.split(separator: "\n")[...]
        for line in excerpt where line != "…" {
            guard let found = remaining.firstIndex(of: line) else {
                Issue.record("the README shows a line the session does not print, or not in this order: \(line)")
                return
            }
            remaining = remaining[(found + 1)...]
        }
        #expect(excerpt.contains("  phone = +442079460000"), "the excerpt shows the phone corrected to E.164")
    }

    @Test("with neither a terminal nor any input, it plays the bundled session")
    func noInputPlaysTheBundledSession() async throws {
        let run = try await DemoRun.scripted(input: "")
        let (first, rest) = run.splitFirstLine()
        #expect(first.wholeMatch(of: /signup demo — server at http:\/\/127\.0\.0\.1:\d+/) != nil, "\(first)")
        #expect(rest == "(no input: playing Fixtures/signup-session.txt)\n" + Self.sessionOutput)
        #expect(run.status == 0)
    }

    @Test("a submission of the empty form reveals every required field and exits with 1")
    func emptySubmission() async throws {
        let run = try await DemoRun.scripted(input: "# nothing typed\n\nsubmit\n")
        #expect(
            run.splitFirstLine().rest == """
                > submit
                username: ✗ invalid — Username is required.
                email: ✗ invalid — Email is required.
                password: ✗ invalid — Password is required.
                passwordConfirmation: ✗ invalid — Please repeat the password.
                age: ✓ valid
                dateOfBirth: ✓ valid
                country: ✗ invalid — Country is required.
                contactByPhone: ✓ valid
                phone: ✓ valid
                form: ✗ not submitted
                  Username: Username is required.
                  Email: Email is required.
                  Password: Password is required.
                  Password confirmation: Please repeat the password.
                  Country: Country is required.

                """)
        #expect(run.status == 1)
    }

    @Test("--locale speaks the user's language: labels, messages, the server's own answer and the demo's own words")
    func frenchSession() async throws {
        let run = try await DemoRun.scripted(arguments: ["--locale", "fr_FR"], input: "username=admin\nsubmit\n")
        // French puts a narrow no-break space before a colon.
        #expect(
            run.splitFirstLine().rest == """
                > username=admin
                username\u{202F}: ⏳ en attente du serveur
                username\u{202F}: ✗ non valide — Ce nom d’utilisateur est déjà pris.
                > submit
                email\u{202F}: ✗ non valide — E-mail est obligatoire.
                password\u{202F}: ✗ non valide — Mot de passe est obligatoire.
                passwordConfirmation\u{202F}: ✗ non valide — Veuillez répéter le mot de passe.
                age\u{202F}: ✓ valide
                dateOfBirth\u{202F}: ✓ valide
                country\u{202F}: ✗ non valide — Pays est obligatoire.
                contactByPhone\u{202F}: ✓ valide
                phone\u{202F}: ✓ valide
                formulaire\u{202F}: ✗ non envoyé
                  Nom d’utilisateur\u{202F}: Ce nom d’utilisateur est déjà pris.
                  E-mail\u{202F}: E-mail est obligatoire.
                  Mot de passe\u{202F}: Mot de passe est obligatoire.
                  Confirmation du mot de passe\u{202F}: Veuillez répéter le mot de passe.
                  Pays\u{202F}: Pays est obligatoire.

                """)
        #expect(run.splitFirstLine().first.hasPrefix("démo d’inscription — serveur sur http://127.0.0.1:"))
        let unknown = try await DemoRun.scripted(arguments: ["--locale", "klingon"], input: "submit\n")
        #expect(unknown.status == 2)
    }

    @Test("unknown fields and unreadable lines go to standard error; the session goes on; values keep their spaces")
    func badLines() async throws {
        let run = try await DemoRun.scripted(input: "nmae=ada\nhello\nblur nowhere\n  country = GB\r\nblur country\n")
        #expect(
            run.splitFirstLine().rest == """
                > country= GB
                country: ✓ valid
                > blur country

                """)
        #expect(
            run.standardError == """
                signup-demo: line 1: unknown field "nmae"; the fields are username, email, password, \
                passwordConfirmation, age, dateOfBirth, country, contactByPhone, phone, otherPhones/N (after add otherPhones)
                signup-demo: line 2: cannot read "hello"; expected FIELD=VALUE, type FIELD TEXT, backspace FIELD, \
                blur FIELD, add LIST, remove LIST/INDEX or submit
                signup-demo: line 3: unknown field "nowhere"; the fields are username, email, password, \
                passwordConfirmation, age, dateOfBirth, country, contactByPhone, phone, otherPhones/N (after add otherPhones)

                """)
        #expect(run.status == 1, "no submission")
    }

    @Test("a password change re-validates its confirmation; the last submission decides the exit status")
    func lastSubmissionDecides() async throws {
        let run = try await DemoRun.scripted(
            input: """
                username=grace
                email=grace@example.com
                password=Hopper1906
                passwordConfirmation=Hopper1906
                country=US
                submit
                password=Hopper1992
                submit

                """)
        #expect(
            run.splitFirstLine().rest.hasSuffix(
                """
                > password=••••••••••
                passwordConfirmation: ✗ invalid — Passwords do not match.
                > submit
                form: ✗ not submitted
                  Password confirmation: Passwords do not match.

                """))
        #expect(run.splitFirstLine().rest.contains("form: ✓ submitted\n  username = grace\n"))
        #expect(run.splitFirstLine().rest.contains("  age (empty)\n"))
        #expect(run.status == 1)
    }

    @Test("--spec fills in another form, and the server validates with it too")
    func otherSpec() async throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("signup-demo-\(UUID()).form.json")
        try #"""
        {"name": "nickname", "fields": [
          {"name": "nick", "label": "Nickname", "rules": [{"rule": "required"}, {"rule": "length", "min": 3, "max": 5}]}
        ]}
        """#.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let run = try await DemoRun.scripted(arguments: ["--spec", spec.path], input: "nick=ab\nnick=abc\nsubmit\n")
        #expect(
            run.splitFirstLine().rest == """
                > nick=ab
                nick: ✗ invalid — Nickname must be 3 to 5 characters long.
                > nick=abc
                nick: ✓ valid
                > submit
                form: ✓ submitted
                  nick = abc

                """)
        #expect(run.status == 0)
    }

    /// A command line the demo refuses, and what it says.
    struct UsageCase: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    @Test(
        "usage errors exit with 2 before anything runs",
        arguments: [
            UsageCase(arguments: ["--bogus"], message: "Error: Unknown option '--bogus'"),
            UsageCase(
                arguments: ["--spec", "/nonexistent/signup.form.json"],
                message: "signup-demo: cannot load the form spec: /nonexistent/signup.form.json: cannot read the file"),
            UsageCase(
                arguments: ["--usernames", "/nonexistent/names.txt"],
                message: "signup-demo: cannot read the usernames file /nonexistent/names.txt"),
        ])
    func usageErrors(_ usage: UsageCase) async throws {
        let run = try await DemoRun.scripted(arguments: usage.arguments, input: "submit\n")
        #expect(run.status == 2)
        #expect(run.standardOutput == "")
        #expect(run.standardError.hasPrefix(usage.message), "\(run.standardError)")
    }

    @Test(
        "in a terminal: arrows and Tab move, typing fills the fields, Enter on Submit submits, Esc quits",
        .enabled(if: PseudoTerminalRun.isSupported))
    func terminalUserInterface() async throws {
        let terminal = try PseudoTerminalRun()
        defer { terminal.close() }
        try await terminal.waitFor("[ Submit ]")
        // Down, Down, Up, Up: back on Username; a misread escape sequence would type "[B" into it.
        terminal.type("\u{1B}[B\u{1B}[B\u{1B}[A\u{1B}[A")
        terminal.type("ada\tada@example.com\tSecret123\tSecret123\t36\t10/12/1815\tGB\tyes\t020 7946 0000\r")
        // Enter on "+ add another" adds a row of other phone numbers; a second row, typed into, goes with Ctrl-D.
        terminal.type("\r07400 123456\r\r1")
        try await terminal.waitFor("Other phone 2")
        terminal.type("\u{04}\t")
        try await terminal.waitFor("✓ ready to submit")
        terminal.type("\r")
        try await terminal.waitFor("✓ Submitted.")
        let screen = terminal.plainText
        for row in [
            "Username               ✓  ada", "Email                  ✓  ada@example.com",
            "Age                    ✓  36",
            "Contact me by phone    ✓  yes", "Phone                  ✓  020 7946 0000",
            "Other phone numbers       1 of 2", "  Other phone 1        ✓  07400 123456",
        ] {
            #expect(screen.contains(row), "\(row)")
        }
        terminal.type("\u{1B}")
        let status = try await terminal.waitForExit()
        #expect(status == 0)
        let output = terminal.output
        let restored = try #require(output.range(of: "\u{1B}[?1049l"), "leaves the alternate screen")
        #expect(output[..<restored.lowerBound].contains("\u{1B}[?1049h"))
        #expect(output[restored.upperBound...].contains("form: ✓ submitted\r\n  username = ada\r\n"))
        #expect(output[restored.upperBound...].contains("  password = ••••••••\r\n"))
        #expect(output[restored.upperBound...].contains("  contactByPhone = yes\r\n  phone = +442079460000\r\n"))
        #expect(output[restored.upperBound...].contains("  otherPhones = +447400123456\r\n"))
        #expect(output.hasPrefix("signup demo — server at http://127.0.0.1:"))
    }

    @Test(
        "in a terminal: the phone takes its country's grouping as it is typed, and edits at the caret",
        .enabled(if: PseudoTerminalRun.isSupported))
    func terminalPhoneFormatting() async throws {
        let terminal = try PseudoTerminalRun()
        defer { terminal.close() }
        try await terminal.waitFor("[ Submit ]")
        // Down to Country, GB; down to Phone; its digits typed without a space.
        terminal.type("\t\t\t\t\t\tGB\t\t02079460000")
        try await terminal.waitFor("020 7946 0000")
        // Four keys left puts the caret after the space; the backspace key deletes the 6 before it, and 5 goes in
        // its place: the number regroups as it changes.
        terminal.type("\u{1B}[D\u{1B}[D\u{1B}[D\u{1B}[D\u{7F}")
        try await terminal.waitFor("020 7940 000")
        terminal.type("5")
        try await terminal.waitFor("020 7945 0000")
        terminal.type("\u{1B}")
        _ = try await terminal.waitForExit()
    }

    @Test(
        "with a terminal for input but standard output redirected, it runs line by line, without escape sequences",
        .enabled(if: PseudoTerminalRun.isSupported))
    func terminalInputRedirectedOutput() async throws {
        let (master, slave) = try PseudoTerminalRun.openPseudoTerminal()
        defer { PseudoTerminalRun.closeDescriptor(master) }
        let process = Process()
        process.executableURL = try DemoRun.executable()
        let (standardOutput, standardError) = (Pipe(), Pipe())
        process.standardInput = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        PseudoTerminalRun.closeDescriptor(slave)
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if process.isRunning { process.terminate() }
        }
        // Typed at the terminal; Ctrl-D at the start of a line is the end of input.
        let keys = Array("country=GB\nsubmit\n\u{04}".utf8)
        _ = keys.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        let (output, errors, status) = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let errors = Thread.reading(standardError.fileHandleForReading)
                let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: (
                        String(decoding: output, as: UTF8.self), String(decoding: errors.wait(), as: UTF8.self),
                        process.terminationStatus
                    ))
            }
        }
        #expect(!output.contains("\u{1B}"), "no escape sequences in redirected output: \(output)")
        #expect(output.hasPrefix("signup demo — server at http://127.0.0.1:"))
        #expect(output.contains("> country=GB\ncountry: ✓ valid\n> submit\n"), "\(output)")
        #expect(output.contains("form: ✗ not submitted\n"))
        #expect(errors == "")
        #expect(status == 1)
    }

    @Test("in a terminal: SIGTERM quits and restores the screen", .enabled(if: PseudoTerminalRun.isSupported))
    func terminalSignal() async throws {
        let terminal = try PseudoTerminalRun()
        defer { terminal.close() }
        try await terminal.waitFor("[ Submit ]")
        terminal.type("adm")
        try await terminal.waitFor("adm")
        terminal.signal(SIGTERM)
        let status = try await terminal.waitForExit()
        #expect(status == 128 + SIGTERM)
        #expect(terminal.output.hasSuffix("\u{1B}[?25h\u{1B}[?1049lform: not submitted\r\n"))
    }
}

/// One finished run of `signup-demo` with piped standard input.
struct DemoRun: Sendable {
    var status: Int32
    var standardOutput: String
    var standardError: String

    /// The first line of standard output (without its line break), and the rest.
    func splitFirstLine() -> (first: String, rest: String) {
        guard let end = standardOutput.firstIndex(of: "\n") else { return (standardOutput, "") }
        return (String(standardOutput[..<end]), String(standardOutput[standardOutput.index(after: end)...]))
    }

    /// The built `signup-demo`, beside `demo-server`.
    static func executable() throws -> URL {
        try ServerProcess.executable().deletingLastPathComponent().appendingPathComponent("signup-demo")
    }

    /// Runs `signup-demo arguments` with `input` on standard input; killed if it runs longer than a minute.
    static func scripted(arguments: [String] = [], input: String) async throws -> DemoRun {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        let (standardInput, standardOutput, standardError) = (Pipe(), Pipe(), Pipe())
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
            if process.isRunning { process.terminate() }
        }
        return await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let errors = Thread.reading(standardError.fileHandleForReading)
                // A demo that exits early (a usage error) closes its end: the write fails with EPIPE, not SIGPIPE.
                signal(SIGPIPE, SIG_IGN)
                try? standardInput.fileHandleForWriting.write(contentsOf: Data(input.utf8))
                try? standardInput.fileHandleForWriting.close()
                let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(
                    returning: DemoRun(
                        status: process.terminationStatus,
                        standardOutput: String(decoding: output, as: UTF8.self),
                        standardError: String(decoding: errors.wait(), as: UTF8.self)))
            }
        }
    }
}

extension Thread {
    /// Reads `handle` to its end on a new thread; `wait()` returns what was read.
    fileprivate static func reading(_ handle: FileHandle) -> ReadToEnd {
        let result = ReadToEnd()
        Thread { result.finish(handle.readDataToEndOfFile()) }.start()
        return result
    }
}

/// The data a thread read, once it has read all of it.
private final class ReadToEnd: @unchecked Sendable {
    // `data` is only touched while holding `condition`.
    private let condition = NSCondition()
    private var data: Data?

    func finish(_ data: Data) {
        condition.withLock {
            self.data = data
            condition.broadcast()
        }
    }

    func wait() -> Data {
        condition.withLock {
            while data == nil { condition.wait() }
            return data!
        }
    }
}

/// `signup-demo` running on a pseudo-terminal, as if in a terminal window of 100 × 40.
final class PseudoTerminalRun: Sendable {
    /// What the program wrote so far, and whether the reader has read it all (the program has closed its side).
    private let screen = Locked<(received: Data, readerDone: Bool)>((Data(), false))
    private let master: Int32
    private let process = Process()

    /// Whether this platform can open a pseudo-terminal here (Linux, through `/dev/ptmx`).
    static var isSupported: Bool {
        #if os(Linux)
            FileManager.default.fileExists(atPath: "/dev/ptmx")
        #else
            false
        #endif
    }

    /// Starts `signup-demo arguments` with the slave side of a new pseudo-terminal as its standard streams.
    init(arguments: [String] = []) throws {
        let (master, slave) = try Self.openPseudoTerminal()
        self.master = master
        // The program has its own copies; closing ours lets the master read fail with EIO once it exits.
        defer { Self.closeDescriptor(slave) }
        let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
        process.executableURL = try DemoRun.executable()
        process.arguments = arguments
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()

        let process = self.process
        DispatchQueue.global().asyncAfter(deadline: .now() + 90) {
            if process.isRunning { process.terminate() }
        }
        Thread { [self] in readUntilClosed() }.start()
    }

    /// Everything the program wrote so far.
    var output: String {
        screen.withLock { String(decoding: $0.received, as: UTF8.self) }
    }

    /// ``output`` without ANSI escape sequences: the text that reached the screen.
    var plainText: String {
        output.replacing(/\u{1B}\[[0-9;?]*[A-Za-z]/, with: "")
    }

    /// Sends keystrokes.
    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Sends a signal to the program.
    func signal(_ number: Int32) {
        kill(process.processIdentifier, number)
    }

    /// Waits until the screen shows `text` (escape sequences aside).
    func waitFor(_ text: String, timeout: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + timeout
        while !plainText.contains(text) {
            guard ContinuousClock.now < deadline else {
                throw PseudoTerminalError(operation: "see \"\(text)\" on the screen; it shows:\n\(plainText)")
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// Waits until the program exits and everything it wrote has been read; returns its status.
    func waitForExit(timeout: Duration = .seconds(60)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning || !screen.withLock({ $0.readerDone }) {
            guard ContinuousClock.now < deadline else { throw PseudoTerminalError(operation: "see the program exit") }
            try await Task.sleep(for: .milliseconds(50))
        }
        return process.terminationStatus
    }

    /// Stops the program if it still runs.
    func close() {
        if process.isRunning { process.terminate() }
    }

    private func readUntilClosed() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }  // EIO once the program has exited and closed the slave side
            screen.withLock { $0.received.append(contentsOf: buffer[..<count]) }
        }
        Self.closeDescriptor(master)
        screen.withLock { $0.readerDone = true }
    }

    /// Opens a pseudo-terminal of 100 × 40 and returns its master and slave descriptors.
    ///
    /// Glibc hides `posix_openpt`, `unlockpt` and `ptsname` from Swift, so this does what they do: open
    /// `/dev/ptmx`, unlock the slave side and ask for its number, with the ioctls' generic Linux encodings.
    static func openPseudoTerminal() throws -> (master: Int32, slave: Int32) {
        #if os(Linux)
            let unlock: UInt = 0x4004_5431  // TIOCSPTLCK = _IOW('T', 0x31, int)
            let number: UInt = 0x8004_5430  // TIOCGPTN = _IOR('T', 0x30, unsigned int)
            let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            guard master >= 0 else { throw PseudoTerminalError(operation: "open /dev/ptmx") }
            var locked: Int32 = 0
            var index: UInt32 = 0
            guard ioctl(master, unlock, &locked) == 0, ioctl(master, number, &index) == 0 else {
                closeDescriptor(master)
                throw PseudoTerminalError(operation: "unlock the pseudo-terminal")
            }
            let slave = open("/dev/pts/\(index)", O_RDWR | O_NOCTTY)
            guard slave >= 0 else {
                closeDescriptor(master)
                throw PseudoTerminalError(operation: "open /dev/pts/\(index)")
            }
            var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
            _ = ioctl(master, UInt(TIOCSWINSZ), &size)
            return (master, slave)
        #else
            throw PseudoTerminalError(operation: "open a pseudo-terminal on this platform")
        #endif
    }

    static func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    struct PseudoTerminalError: Error, CustomStringConvertible {
        var operation: String
        var description: String { "cannot \(operation)" }
    }
}
