import Dispatch
import FormValidationCore
import FormValidationSpecs

extension FormCheck {
    /// The smallest block whose lines are checked on two threads: below it, handing half of them to another thread
    /// costs more than it saves.
    static let smallestSplitBlock = 16 * 1024

    /// How many pieces a large block is cut into for the two threads: each takes the next piece when done with
    /// one, so that a thread whose lines cost more (invalid lines cost several times a valid one) does not leave
    /// the other waiting at the block's end.
    static let piecesPerBlock = 8

    /// Answers the lines of `block` into `buffer`, in order.
    ///
    /// A large block is cut at line ends into ``piecesPerBlock`` pieces, which two threads answer at once, on both
    /// cores, each taking the next piece when it is done with one: the first with `check` (and the first screen),
    /// the second with `secondLane` (and the second). The answers follow the order of the pieces.
    ///
    /// - Returns: Whether any line was invalid.
    static func answer(
        _ block: UnsafeBufferPointer<UInt8>, _ check: @Sendable (String) -> LineChecker.Answer,
        secondLane: @Sendable (String) -> LineChecker.Answer,
        screens: (first: LineChecker.Screen, second: LineChecker.Screen)?,
        notUTF8: LineChecker.Answer, into buffer: inout OutputBuffer
    ) -> Bool {
        guard block.count >= smallestSplitBlock else {
            return answerLines(block, check, screen: screens?.first, notUTF8: notUTF8, into: &buffer)
        }
        let split = SplitBlock(cutting: block, into: piecesPerBlock)
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            while let piece = split.nextPiece() {
                let invalid =
                    lane == 0
                    ? answerLines(
                        split.pieces[piece], check, screen: screens?.first, notUTF8: notUTF8,
                        into: &split.answers[piece])
                    : answerLines(
                        split.pieces[piece], secondLane, screen: screens?.second, notUTF8: notUTF8,
                        into: &split.answers[piece])
                split.invalid[piece] = invalid
            }
        }
        for answers in split.answers { buffer.append(contentsOf: answers) }
        return split.invalid.contains(true)
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

/// A block of lines cut into pieces, and the answers to each piece, for two threads to work on at once.
///
/// `@unchecked Sendable`: the pieces are handed out under a lock, one thread each; a thread writes only the answers
/// and the verdict of the pieces it took (separate elements of buffers allocated here), and the bytes stay valid
/// until both threads are done, when `concurrentPerform` returns.
private final class SplitBlock: @unchecked Sendable {
    let pieces: [UnsafeBufferPointer<UInt8>]
    let answers: UnsafeMutableBufferPointer<OutputBuffer>
    let invalid: UnsafeMutableBufferPointer<Bool>
    private let taken = Locked(0)

    /// `block` cut at the first line end after each `count`th of its bytes (fewer pieces when its lines are long).
    init(cutting block: UnsafeBufferPointer<UInt8>, into count: Int) {
        var pieces: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for part in 1...count where start < block.count {
            var end = block.count
            if part < count, let lineFeed = block[max(start, block.count * part / count)...].firstIndex(of: 0x0A) {
                end = lineFeed + 1
            }
            pieces.append(UnsafeBufferPointer(rebasing: block[start..<end]))
            start = end
        }
        self.pieces = pieces
        answers = .allocate(capacity: pieces.count)
        // Each its own buffer, none shared to be copied on its first write.
        for index in answers.indices { (answers.baseAddress.unsafelyUnwrapped + index).initialize(to: OutputBuffer()) }
        invalid = .allocate(capacity: pieces.count)
        invalid.initialize(repeating: false)
    }

    deinit {
        answers.deinitialize().deallocate()
        invalid.deinitialize().deallocate()
    }

    /// The next piece no thread has taken, if any.
    func nextPiece() -> Int? {
        taken.withLock { taken in
            guard taken < pieces.count else { return nil }
            taken += 1
            return taken - 1
        }
    }
}
