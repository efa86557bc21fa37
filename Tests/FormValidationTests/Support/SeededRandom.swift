import FormValidation
import FormValidationSampling
import Foundation

/// A property test's source of choices: the library's seeded generator (``SplitMix64``), so that a test draws the
/// same cases on every run and a failure can be reproduced, and hostile text for rule arguments.
struct SeededRandom: RandomNumberGenerator, RuleSamplingSource {
    private var generator: SplitMix64

    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func choose(below count: Int) -> Int { Int.random(in: 0..<count, using: &self) }

    /// A short text of hostile pieces (see ``UnicodeSamples``), for rule arguments.
    mutating func text() -> String { UnicodeSamples.text(pieces: Int.random(in: 0...3, using: &self), using: &self) }
}

/// Text that breaks naive code: combining marks, emoji sequences, control characters, bidirectional marks,
/// unpaired surrogates written as escapes (a Swift `String` cannot hold one), odd whitespace and digits of other
/// scripts, mixed with the ASCII that rules look for.
enum UnicodeSamples {
    static let pieces: [String] = [
        // Combining marks, alone, stacked and after a base.
        "e\u{301}", "a\u{300}\u{316}\u{35C}\u{489}", "\u{301}", "\u{20DD}", "ก\u{E34}\u{E49}", "Z\u{36B}\u{33F}\u{344}",
        // Emoji sequences: a ZWJ family, a flag, a skin tone, a tag sequence, a keycap, a lone regional indicator.
        "👩‍👩‍👧‍👦", "🇯🇵", "👍🏽", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "1\u{FE0F}\u{20E3}", "🇦",
        // Control characters.
        "\u{0}", "\u{7}", "\t", "\n", "\r\n", "\r", "\u{7F}", "\u{85}", "\u{1B}[31m", "\u{8}",
        // Bidirectional marks and right-to-left text.
        "\u{200F}", "\u{200E}", "\u{202E}", "\u{2067}", "\u{2069}", "שלום", "مرحبا", "\u{61C}",
        // Unpaired surrogates, written as escapes in text.
        "\\u{D800}", "\\uDFFF", "\\ud83d", "\\u{DBFF}\\u{DC00}",
        // Whitespace that is not a space, and invisible characters.
        " ", "  ", "\u{A0}", "\u{2028}", "\u{3000}", "\u{FEFF}", "\u{200B}", "\u{180E}",
        // Digits and signs of several scripts, separators.
        "0", "7", "٣", "۱۲", "१२३", "٫", "٬", "1,5", "1.234", "-", "+", "−", ".", ",", "'", "e", "E",
        // What the rules look for.
        "a", "Z", "ß", "İ", "ǅ", "@", "example.com", "xn--bcher-kva", "_", "\"", "\\", "[", "(", "*",
        // Noncharacters and private use.
        "\u{FFFE}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}", "\u{FFFD}",
    ]

    /// `pieces` pieces drawn at random, joined.
    static func text(pieces count: Int, using random: inout SeededRandom) -> String {
        var text = ""
        for _ in 0..<count { text += pieces.randomElement(using: &random)! }
        return text
    }
}

/// Runs CPU-bound `work` on a thread of its own and waits for it.
///
/// Swift Testing runs tests in parallel on the cooperative pool, which has one thread per core: long synchronous
/// work there would starve other tests' tasks (and their timeouts) on a 2-core machine. Issues cannot be recorded
/// from another thread, so `work` returns what it found and the test records it.
func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        let thread = Thread { continuation.resume(returning: work()) }
        thread.stackSize = 16 << 20
        thread.start()
    }
}
