import Foundation
import Testing

@testable import FormCheckCommand

/// How `formcheck` splits its input into values, and how it writes its answers.
@Suite struct FormCheckInputTests {
    /// An input, a command line and the exact output.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: String
        let output: String
        let status: Int32

        init(_ arguments: [String], _ input: String, _ output: String, status: Int32 = 0) {
            self.arguments = arguments
            self.input = input
            self.output = output
            self.status = status
        }

        var testDescription: String { "formcheck \(arguments.joined(separator: " ")) <<< \(input.debugDescription)" }
    }

    static let cases: [Case] = [
        Case(["email"], "", ""),
        Case(["required"], "", ""),
        Case(["required"], "\n", "invalid\tThis field is required.\n", status: 1),
        Case(["email"], "\n", "valid\n"),
        Case(["email"], "\n\n\n", "valid\nvalid\nvalid\n"),
        Case(["equal", "a"], "a", "valid\n"),
        Case(["equal", "a"], "a\n", "valid\n"),
        Case(["equal", "a"], "a\r\n", "valid\n"),
        Case(["equal", "a"], "a\r\na\r\na", "valid\nvalid\nvalid\n"),
        Case(["equal", "a"], "a\na\r\na\n", "valid\nvalid\nvalid\n"),
        Case(["equal", "a\r"], "a\r\r\n", "valid\n"),  // one CR is stripped, not more
        Case(["equal", "a\rb"], "a\rb\n", "valid\n"),  // a CR inside a line is part of the value
        Case(["equal", "a\r"], "a\r", "valid\n"),  // a CR is stripped only before an LF
        Case(["required"], "\r\n", "invalid\tThis field is required.\n", status: 1),
        Case(["equal", " a\t"], " a\t\n", "valid\n"),  // nothing else is trimmed
        Case(["equal", "\u{FEFF}a"], "\u{FEFF}a\n", "valid\n"),
        Case(["equal", "a"], "\na\n", "valid\nvalid\n"),
        Case(["equal", "a"], "b\na\n", "invalid\tThis field does not match.\nvalid\n", status: 1),
    ]

    @Test(arguments: cases)
    func splitsLines(_ row: Case) {
        let result = FormCheckHarness.run(row.arguments, input: row.input)
        #expect(result == FormCheckResult(status: row.status, output: row.output, error: ""))
    }

    /// Reads of every small size split lines and CRLF pairs everywhere; the answers must not change.
    @Test(arguments: [1, 2, 3, 5, 8, 64 * 1024])
    func linesSplitAcrossReads(maximumReadSize: Int) {
        let input = "ab\r\n\r\nabc\r\r\nabcd\na\r\n\nabcde"
        let result = FormCheckHarness.run(["length", "2", "4"], input: input, maximumReadSize: maximumReadSize)
        let tooShort = "invalid\tThis field must be 2 to 4 characters long."
        let output = ["valid", "valid", "valid", "valid", tooShort, "valid", tooShort].map { $0 + "\n" }.joined()
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    /// A stray byte, a truncated sequence, an overlong `/`, an encoded surrogate, valid text and a cut sequence
    /// at the end of the input.
    static let notUTF8: [UInt8] = [
        0x61, 0xFF, 0x62, 0x0A, 0xC3, 0x0D, 0x0A, 0xC0, 0xAF, 0x0A, 0xED, 0xA0, 0x80, 0x0A, 0x6F, 0x6B, 0x0A, 0xE2,
        0x82,
    ]

    /// A line that is not UTF-8 is no text: never repaired with U+FFFD and checked (or written back) as if it had
    /// been given, but answered as such, whatever the rule.
    @Test func invalidUTF8IsNoText() {
        let (result, _) = FormCheckHarness.run(["in", "a\u{FFFD}b,\u{FFFD},ok"], bytes: Self.notUTF8)
        let notText = "invalid\tthe line is not valid UTF-8\n"
        #expect(
            result
                == FormCheckResult(
                    status: 1, output: notText + notText + notText + notText + "valid\n" + notText, error: ""))
    }

    /// The reader of asynchronous checks tells the same lines apart.
    @Test func theLineReaderTellsBytesThatAreNotUTF8() throws {
        var input = InMemoryInput(bytes: Self.notUTF8, maximumReadSize: 3)
        var reader = LineReader()
        var lines: [InputLine] = []
        while let line = try reader.nextLine(from: &input, beforeReading: {}) { lines.append(line) }
        #expect(lines == [.notUTF8, .notUTF8, .notUTF8, .notUTF8, .text("ok"), .notUTF8])
    }

    @Test func linesLongerThanOneRead() {
        let long = String(repeating: "x", count: 200_000)
        let input = long + "\r\n" + long + "y\n" + long
        let result = FormCheckHarness.run(["max-length", "200000", "--count", "utf8"], input: input)
        let output = "valid\ninvalid\tThis field must be at most 200000 bytes long.\nvalid\n"
        #expect(result == FormCheckResult(status: 1, output: output, error: ""))
    }

    /// Linear time takes milliseconds; anything quadratic would take hours. No time limit here: the benchmark
    /// measures `formcheck email`.
    @Test func oneMegabyteLineIsAnsweredAtOnce() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
        bytes.append(contentsOf: "@example.com\nada@example.com\n".utf8)
        var input = InMemoryInput(bytes: bytes)
        var output = ""
        var error = ""
        let status = FormCheck.run(arguments: ["email"], input: &input, output: &output, error: &error)
        #expect(status == 1)
        #expect(output == "invalid\tThis field is not a valid email address.\nvalid\n")
        #expect(error == "")
    }

    @Test func outputIsWrittenInBlocksNotLineByLine() {
        var input = InMemoryInput(String(repeating: "x\n", count: 10_000))
        var output = FormCheckRecordingOutput()
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 0)
        #expect(output.text == String(repeating: "valid\n", count: 10_000))
        #expect(output.writes.count == 1)
        #expect(error == "")
    }

    @Test func largeOutputIsWrittenInBlocksOfAtMost64KiB() {
        var input = InMemoryInput(String(repeating: "x\n", count: 100_000))
        var output = FormCheckRecordingOutput()
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 0)
        #expect(output.text == String(repeating: "valid\n", count: 100_000))
        #expect(output.writes.count <= 20)  // 600 kB in 64 KiB blocks, plus one flush per 64 KiB read
        #expect(output.writes.allSatisfy { $0.utf8.count <= 64 * 1024 + 256 })
    }

    /// A large input is checked on both cores, a block at a time cut in two: the answers keep the lines' order.
    @Test func answersKeepTheOrderOfTheLines() {
        let lines = (0..<50_000).map { $0 % 3 == 0 ? "nope\($0)" : "user\($0)@example.com" }
        var input = InMemoryInput(lines.joined(separator: "\n") + "\n")
        var output = ""
        var error = ""
        let status = FormCheck.run(arguments: ["email"], input: &input, output: &output, error: &error)
        #expect(status == 1)
        let expected = lines.map {
            $0.hasPrefix("nope") ? "invalid\tThis field is not a valid email address.\n" : "valid\n"
        }
        #expect(output == expected.joined())
        #expect(error == "")
    }

    /// An interactive session sees the answer to each line before the command waits for the next one.
    @Test func answersAreFlushedBeforeEachRead() {
        final class Transcript {
            var output = ""
            var outputAtEachRead: [String] = []
        }
        struct LineByLineInput: FormCheckInput {
            let transcript: Transcript
            var lines: [String]
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
                transcript.outputAtEachRead.append(transcript.output)
                guard !lines.isEmpty else { return 0 }
                let line = Array(lines.removeFirst().utf8)
                buffer.copyBytes(from: line)
                return line.count
            }
        }
        struct TranscriptOutput: TextOutputStream {
            let transcript: Transcript
            mutating func write(_ string: String) { transcript.output += string }
        }
        let transcript = Transcript()
        var input = LineByLineInput(transcript: transcript, lines: ["a\n", "\n", "b\n"])
        var output = TranscriptOutput(transcript: transcript)
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 1)
        let required = "invalid\tThis field is required.\n"
        #expect(transcript.outputAtEachRead == ["", "valid\n", "valid\n" + required, "valid\n" + required + "valid\n"])
        #expect(transcript.output == "valid\n" + required + "valid\n")
    }

    /// A large block's next read is made while the block is checked, on one of its threads: every answer of the
    /// block is written while that read waits for input, as an interactive session needs.
    @Test func aLargeBlocksAnswersAreWrittenWhileTheNextReadWaits() {
        final class Transcript: @unchecked Sendable {
            private let lock = NSLock()
            private var text = ""
            var output: String { lock.withLock { text } }
            func append(_ string: String) { lock.withLock { text += string } }
        }
        struct WaitingInput: FormCheckInput {
            let transcript: Transcript
            let first: [UInt8]
            let expected: Int
            var reads = 0
            var outputWhenInputCame = ""
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
                reads += 1
                if reads == 1 {
                    buffer.copyBytes(from: first)
                    return first.count
                }
                // Waits (ten seconds at most) for the answers to the first block, then ends the input.
                let deadline = ContinuousClock.now + .seconds(10)
                while transcript.output.utf8.count < expected, ContinuousClock.now < deadline {
                    Thread.sleep(forTimeInterval: 0.001)
                }
                outputWhenInputCame = transcript.output
                return 0
            }
        }
        struct TranscriptOutput: TextOutputStream {
            let transcript: Transcript
            mutating func write(_ string: String) { transcript.append(string) }
        }
        let lines = (0..<20_000).map { $0 % 7 == 0 ? "\n" : "x\($0)\n" }
        let answers = lines.map { $0 == "\n" ? "invalid\tThis field is required.\n" : "valid\n" }.joined()
        let transcript = Transcript()
        var input = WaitingInput(
            transcript: transcript, first: Array(lines.joined().utf8), expected: answers.utf8.count)
        var output = TranscriptOutput(transcript: transcript)
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 1)
        #expect(input.reads == 2)
        #expect(input.outputWhenInputCame == answers)
        #expect(transcript.output == answers)
    }

    /// Large blocks read in awkward sizes, the next read made while a block is checked: lines cut between reads,
    /// and lines longer than a block, are answered once each, in order.
    @Test(arguments: [17_001, 100_003, 1_048_576])
    func largeBlocksReadAheadKeepEveryLine(maximumReadSize: Int) {
        var lines = (0..<60_000).map { $0 % 5 == 0 ? "nope\($0)" : "user\($0)@example.com" }
        lines[30_000] = String(repeating: "a", count: 1_500_000) + "@example.com"
        lines[30_001] = String(repeating: "b", count: 70_000)
        let result = FormCheckHarness.run(
            ["email"], input: lines.joined(separator: "\n") + "\n", maximumReadSize: maximumReadSize)
        let expected = lines.map {
            $0.hasPrefix("user") ? "valid\n" : "invalid\tThis field is not a valid email address.\n"
        }
        #expect(result.status == 1)
        #expect(result.error == "")
        #expect(result.output == expected.joined())
    }

    @Test func aReadErrorStopsWithStatusTwoAfterTheAnswersSoFar() {
        struct FailingInput: FormCheckInput {
            struct Broken: Error, CustomStringConvertible {
                var description: String { "the disk is on fire" }
            }
            var sent = false
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
                if sent { throw Broken() }
                sent = true
                buffer.copyBytes(from: "a\nb".utf8)
                return 3
            }
        }
        var input = FailingInput()
        var output = ""
        var error = ""
        let status = FormCheck.run(arguments: ["required"], input: &input, output: &output, error: &error)
        #expect(status == 2)
        #expect(output == "valid\n")
        #expect(error == "formcheck: cannot read standard input: the disk is on fire\n")
    }

    @Test func inMemoryInputHandsOutAtMostItsReadSize() {
        var input = InMemoryInput("hello", maximumReadSize: 2)
        var chunks: [String] = []
        var buffer = [UInt8](repeating: 0, count: 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { input.read(into: $0) }
            if count == 0 { break }
            chunks.append(String(decoding: buffer[..<count], as: UTF8.self))
        }
        #expect(chunks == ["he", "ll", "o"])
        #expect(input.offset == 5)
    }
}
