import Dispatch
import FormValidationCore
import FormValidationSpecs

extension FormCheck {
    /// The smallest block whose lines are checked on two threads: below it, handing half of them to another thread
    /// costs more than it saves.
    static let smallestSplitBlock = 16 * 1024

    /// Answers the lines of `block` into `buffer`, in order.
    ///
    /// A large block is cut in two at a line end near its middle and its halves are checked at once, on both
    /// cores, the second half with `secondLane`; the second half's answers follow the first's.
    ///
    /// - Returns: Whether any line was invalid.
    static func answer(
        _ block: UnsafeBufferPointer<UInt8>, _ check: @Sendable (String) -> LineChecker.Answer,
        secondLane: @Sendable (String) -> LineChecker.Answer,
        screens: (first: LineChecker.Screen, second: LineChecker.Screen)?,
        notUTF8: LineChecker.Answer, into buffer: inout OutputBuffer
    ) -> Bool {
        guard block.count >= smallestSplitBlock,
            let lineFeed = block[(block.count / 2)...].firstIndex(of: 0x0A), lineFeed + 1 < block.count
        else { return answerLines(block, check, screen: screens?.first, notUTF8: notUTF8, into: &buffer) }
        let split = SplitBlock(
            first: UnsafeBufferPointer(rebasing: block[...lineFeed]),
            second: UnsafeBufferPointer(rebasing: block[(lineFeed + 1)...]))
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                split.firstInvalid = answerLines(
                    split.first, check, screen: screens?.first, notUTF8: notUTF8, into: &split.firstAnswers)
            } else {
                split.secondInvalid = answerLines(
                    split.second, secondLane, screen: screens?.second, notUTF8: notUTF8, into: &split.secondAnswers)
            }
        }
        buffer.append(contentsOf: split.firstAnswers)
        buffer.append(contentsOf: split.secondAnswers)
        return split.firstInvalid || split.secondInvalid
    }

    /// Answers the lines of `block` into `buffer`, one after another, on this thread: from its bytes by `screen`
    /// when it can, else by `check`; a line that is not UTF-8 with `notUTF8`.
    ///
    /// - Returns: Whether any line was invalid.
    static func answerLines(
        _ block: UnsafeBufferPointer<UInt8>, _ check: (String) -> LineChecker.Answer, screen: LineChecker.Screen?,
        notUTF8: LineChecker.Answer, into buffer: inout OutputBuffer
    ) -> Bool {
        var anyInvalid = false
        LineBlockReader.forEachLine(in: block) { bytes in
            let answer: LineChecker.Answer
            if let screened = screen?(bytes) {
                answer = screened
            } else {
                switch InputLine(bytes) {
                case .text(let text): answer = check(text)
                case .notUTF8: answer = notUTF8
                }
            }
            if !answer.isValid { anyInvalid = true }
            buffer.append(answer)
        }
        return anyInvalid
    }
}

/// A block of lines cut in two, and the answers to each half, for two threads to work on at once.
///
/// `@unchecked Sendable`: each thread reads only its own half and writes only its own answers (separate stored
/// properties), and the bytes stay valid until both threads are done, when `concurrentPerform` returns.
private final class SplitBlock: @unchecked Sendable {
    let first: UnsafeBufferPointer<UInt8>
    let second: UnsafeBufferPointer<UInt8>
    var firstAnswers = OutputBuffer()
    var secondAnswers = OutputBuffer()
    var firstInvalid = false
    var secondInvalid = false

    init(first: UnsafeBufferPointer<UInt8>, second: UnsafeBufferPointer<UInt8>) {
        self.first = first
        self.second = second
    }
}
