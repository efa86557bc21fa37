import DemoServer
import FormValidation
import Foundation
import Logging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `signup-demo` executable: starts the demo server in-process, builds the signup form against it, and
/// runs the form full-screen in a terminal (standard input and output both a terminal) or line by line from a
/// script.
@main
enum SignupDemoMain {
    /// Exit status for a usage error: bad arguments, or a spec or usernames file that cannot be used.
    static let usageError: Int32 = 2

    /// Parses the arguments, runs the demo and exits with its status.
    @MainActor
    static func main() async {
        let options = SignupDemoOptions.fromCommandLine(usageErrorStatus: usageError)
        exit(await run(options))
    }

    /// Starts the server, builds the form and runs the session; the server stops when the process exits.
    ///
    /// - Returns: The exit status.
    @MainActor
    static func run(_ options: SignupDemoOptions) async -> Int32 {
        // Full-screen only when both ends are a terminal: with standard output redirected
        // (`signup-demo > log.txt`) the escape sequences would land in the file, so the line mode is used instead.
        let interactive = !options.readsScript && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        guard let specPath = options.specFile ?? DemoServerConfiguration.defaultFormSpecFile() else {
            return fail("cannot find \(DemoServerConfiguration.formSpecFixture); pass its path with --spec", usageError)
        }
        let spec: FormSpec
        do {
            spec = try FormSpec.load(contentsOf: URL(fileURLWithPath: specPath))
        } catch {
            return fail("cannot load the form spec: \(error)", usageError)
        }
        let messages = options.messages
        guard let wordsPath = DemoWords.defaultFile() else {
            return fail("cannot find \(DemoWords.fixture)", usageError)
        }
        let words: DemoWords
        do {
            words = try DemoWords.load(contentsOf: wordsPath, messages: messages)
        } catch {
            return fail("\(error)", usageError)
        }

        let configuration = DemoServerConfiguration(
            port: 0,
            usernamesFile: options.usernamesFile,
            formSpecFile: specPath,
            // A full-screen terminal has no room for log lines; a script keeps warnings on standard error.
            logLevel: interactive ? .critical : .warning
        )
        let server: InProcessServer
        do {
            server = try await InProcessServer.start(configuration: configuration)
        } catch let error as UsernamesFileError {
            return fail("\(error)", usageError)
        } catch let error as FormSpecFileError {
            return fail("\(error)", usageError)
        } catch {
            return fail("the demo server could not start: \(error)", 1)
        }

        StandardOutput.write(words(.header, ["url": .text(server.address.url)]) + "\n")
        let status: Int32
        do {
            let demo = try DemoForm(
                spec: spec, baseURL: URL(string: server.address.url)!, messages: messages, words: words)
            if interactive {
                status = await TerminalSession(demo: demo, serverURL: server.address.url).run()
            } else {
                status = await ScriptedSession(demo: demo).run(await scriptLines(words: words))
            }
        } catch {
            status = fail("cannot build the form: \(error)", usageError)
        }
        return status
    }

    /// The lines of standard input; when it has none at all (no terminal and nothing piped in, as when the demo
    /// runs from a CI job or with `< /dev/null`), the bundled session `Fixtures/signup-session.txt` instead, so
    /// that the demo always shows something, and says so in `words`.
    nonisolated static func scriptLines(words: DemoWords) async -> AsyncStream<String> {
        let input = StandardInput.lines()
        var iterator = input.makeAsyncIterator()
        if let first = await iterator.next() {
            let (lines, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
            continuation.yield(first)
            Task {
                var rest = iterator
                while let line = await rest.next() { continuation.yield(line) }
                continuation.finish()
            }
            return lines
        }
        let (lines, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        if let path = DemoServerConfiguration.defaultSignupSessionFile(),
            let text = try? String(contentsOfFile: path, encoding: .utf8)
        {
            StandardOutput.write(words(.noInput, ["file": .text(DemoServerConfiguration.signupSessionFixture)]) + "\n")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                continuation.yield(String(line))
            }
        }
        continuation.finish()
        return lines
    }

    /// Writes `signup-demo: message` to standard error and returns `status`.
    private static func fail(_ message: String, _ status: Int32) -> Int32 {
        StandardError.write("signup-demo: \(message)\n")
        return status
    }
}
