import Dispatch
@_spi(Locking) import FormValidationCore
import FormValidationSpecs

extension FormCheck {
    /// The smallest block whose lines are checked on two threads: below it, handing half of them to another thread
    /// costs more than it saves.
    static let smallestSplitBlock = 16 * 1024

    /// How small the pieces of a large block get, as a fraction of it: the two threads each take the next piece
    /// when done with one, so that a thread whose lines cost more (invalid lines cost several times a valid one)
    /// does not leave the other waiting; each piece is a quarter of what is left of the block, down to this, so
    /// that at the block's end a thread waits for the other at most that long (some 14 pieces a block).
    static let smallestPiece = 64

    /// Answers the lines of `block` into `buffer`, in order; of a large block, most are written to `output` already.
    ///
    /// A large block is cut at line ends into pieces (``smallestPiece``), which two threads answer at once, on both
    /// cores, each taking the next piece when it is done with one: the first with `check` (and the first screen),
    /// the second with `secondLane` (and the second). The answers are gathered in the order of the pieces as they
    /// are done, by whichever thread finishes the piece that lets the next be gathered, and written to `output`
    /// whenever they fill a block (``OutputBuffer/capacity``) and after the last piece, so that writing them is not
    /// left to one thread after both are done, and every answer is written while the next read may wait for input.
    /// The first thread reads the next block (`next`) as soon as the second is at work, or after its last piece if
    /// the second has not begun; a small block is answered before the next read, which may wait for the user.
    ///
    /// - Returns: Whether any line was invalid.
    /// - Throws: ``OutputWriteError`` when `output` reports a failed write; nothing is written after it.
    static func answer(
        _ block: UnsafeBufferPointer<UInt8>, _ check: @Sendable (String) -> LineChecker.Answer,
        secondLane: @Sendable (String) -> LineChecker.Answer,
        screens: (first: LineChecker.Screen, second: LineChecker.Screen)?,
        notUTF8: LineChecker.Answer, into buffer: inout OutputBuffer, writingTo output: inout some TextOutputStream,
        readingNext next: LineBlockReader.ReadAhead
    ) throws(OutputWriteError) -> Bool {
        guard block.count >= smallestSplitBlock else {
            return answerLines(block, check, screen: screens?.first, notUTF8: notUTF8, into: &buffer)
        }
        let split = SplitBlock(cutting: block, smallest: block.count / smallestPiece)
        try withUnsafeMutablePointer(to: &output) { output throws(OutputWriteError) in
            let destination = PieceOutput(output)
            DispatchQueue.concurrentPerform(iterations: 2) { lane in
                // The next block is read meanwhile by the first thread, once the second is at work (which then
                // takes more pieces), else after the last piece: where the two run one after the other (one core),
                // a read that waits for input must not keep the block's answers from being written.
                var mustRead = lane == 0
                if lane == 1 { split.secondLaneStarted() }
                while true {
                    if mustRead, split.hasSecondLaneStarted {
                        next.read()
                        mustRead = false
                    }
                    guard let piece = split.nextPiece() else { break }
                    let invalid =
                        lane == 0
                        ? answerLines(
                            split.pieces[piece], check, screen: screens?.first, notUTF8: notUTF8,
                            into: &split.answers[piece])
                        : answerLines(
                            split.pieces[piece], secondLane, screen: screens?.second, notUTF8: notUTF8,
                            into: &split.answers[piece])
                    split.invalid[piece] = invalid
                    split.finished(piece, writingTo: destination)
                }
                if mustRead { next.read() }
            }
        }
        try split.gatherTheRest(into: &buffer)
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
            if let isValid = screen?(bytes, &buffer) {
                if !isValid { anyInvalid = true }
                return
            }
            let answer: LineChecker.Answer
            switch InputLine(bytes) {
            case .text(let text): answer = check(text)
            case .notUTF8: answer = notUTF8
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

    /// `block` cut at line ends into pieces of a quarter of what is left each, down to `smallest` bytes: the first
    /// line end at or after that size ends a piece (a piece is larger when its lines are long).
    init(cutting block: UnsafeBufferPointer<UInt8>, smallest: Int) {
        var pieces: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        while start < block.count {
            let size = max((block.count - start) / 4, smallest, 1)
            var end = block.count
            if start + size < block.count, let lineFeed = block[(start + size)...].firstIndex(of: 0x0A) {
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
        writing = Locked(Writing(done: Array(repeating: false, count: pieces.count)))
    }

    deinit {
        answers.deinitialize().deallocate()
        invalid.deinitialize().deallocate()
    }

    /// Whether the second thread has begun.
    private let secondLane = Locked(false)

    /// Notes that the second thread has begun.
    func secondLaneStarted() {
        secondLane.withLock { $0 = true }
    }

    /// Whether the second thread has begun: only then does the first read the next block before it is done.
    var hasSecondLaneStarted: Bool { secondLane.withLock { $0 } }

    /// The next piece no thread has taken, if any.
    func nextPiece() -> Int? {
        taken.withLock { taken in
            guard taken < pieces.count else { return nil }
            taken += 1
            return taken - 1
        }
    }

    /// Which pieces are answered, how many from the first are gathered to be written, whether a thread is
    /// gathering them, and the first write that failed.
    private struct Writing {
        var done: [Bool]
        var gathered = 0
        var isGathering = false
        var failure: OutputWriteError?

        /// The next piece to gather, if it is answered and nothing failed.
        var next: Int? { failure == nil && gathered < done.count && done[gathered] ? gathered : nil }
    }

    private let writing: Locked<Writing>
    /// The answers of the pieces gathered in order and not written yet: written as they reach
    /// ``OutputBuffer/capacity``, by the thread gathering them.
    private var pending = OutputBuffer()

    /// Notes that `piece` is answered, and gathers every answered piece that is next in order, unless another
    /// thread is gathering (which then gathers them), writing them to `output` whenever they fill a block.
    func finished(_ piece: Int, writingTo output: PieceOutput) {
        var next = writing.withLock { writing -> Int? in
            writing.done[piece] = true
            guard !writing.isGathering, let next = writing.next else { return nil }
            writing.isGathering = true
            return next
        }
        while let piece = next {
            pending.append(contentsOf: answers[piece])
            var failure: OutputWriteError?
            // The last piece writes every answer: a thread reading the next block may wait for it meanwhile.
            if pending.count >= OutputBuffer.capacity || piece == pieces.count - 1 {
                do throws(OutputWriteError) {
                    try output.write(&pending)
                } catch {
                    failure = error
                }
            }
            next = writing.withLock { writing -> Int? in
                writing.gathered += 1
                if let failure { writing.failure = failure }
                guard let next = writing.next else {
                    writing.isGathering = false
                    return nil
                }
                return next
            }
        }
    }

    /// Adds the answers not written yet to `buffer`, in order, once both threads are done: none, unless a write
    /// failed.
    ///
    /// - Throws: The first write that failed while the pieces were answered.
    func gatherTheRest(into buffer: inout OutputBuffer) throws(OutputWriteError) {
        let (gathered, failure) = writing.withLock { ($0.gathered, $0.failure) }
        if let failure { throw failure }
        buffer.append(contentsOf: pending)
        for piece in gathered..<pieces.count { buffer.append(contentsOf: answers[piece]) }
    }
}

/// The output a split block's answers go to, for the thread that writes them (one at a time: ``SplitBlock``
/// hands the writing to one thread after another under its lock).
///
/// `@unchecked Sendable`: it writes to the caller's output, which outlives both threads, one thread at a time,
/// each after the last, through the lock. Not generic, so that the threads' closure captures no type of output.
final class PieceOutput: @unchecked Sendable {
    private let flush: (inout OutputBuffer) throws(OutputWriteError) -> Void

    init<Output: TextOutputStream>(_ output: UnsafeMutablePointer<Output>) {
        flush = { answers throws(OutputWriteError) in try answers.flush(into: &output.pointee) }
    }

    /// Writes `answers` out and empties them.
    func write(_ answers: inout OutputBuffer) throws(OutputWriteError) {
        try flush(&answers)
    }
}
