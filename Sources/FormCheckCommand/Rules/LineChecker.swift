import FormValidationCore
import FormValidationSpecs

/// Checks one input line and tells whether it passes, and why not.
///
/// Most rules wrap a ``FormValidation/RuleSet`` and answer at once (``Kind/synchronous(_:)``); a rule that has to
/// wait for its answer — `remote` asks a server — is ``Kind/asynchronous(_:)``. ``FormCheck`` runs a synchronous
/// checker exactly as it always has, and awaits an asynchronous one line by line.
struct LineChecker: Sendable {
    /// What `formcheck` prints for one line.
    enum Answer: Sendable, Hashable {
        /// `valid`.
        case valid
        /// `valid`, a tab and the value as the rule corrected it (`SW1A 1AA` for `sw1a1aa`), when that differs
        /// from the input line.
        case corrected(value: String)
        /// `invalid`, a tab and the message.
        case invalid(message: String)
        /// `unavailable`, a tab and the reason: an asynchronous check produced no verdict.
        case unavailable(reason: String)
        /// One line of JSON, as `form` prints for a record, written by `JSONTextWriter` in UTF-8 (no raw tab or
        /// line break in it); `isValid` says how it counts for the exit status.
        case record(json: [UInt8], isValid: Bool)
        /// `{"valid":true}`, the line for a valid value of `schema`: written from constant bytes, without an array
        /// made or shared for it.
        case validRecord
        /// An invalid value's line, as `schema` prints it (``FormRecordLine/invalid(_:)``): its errors, written
        /// straight into the output, without a line of bytes made first.
        case invalidRecord([ValidationError])
        /// The texts a field shows after each keystroke of a value, separated by tabs, as `format` prints them.
        case keystrokes([String])

        /// Whether the line counts as valid for the exit status.
        var isValid: Bool {
            switch self {
            case .valid, .corrected, .keystrokes, .validRecord: true
            case .record(_, let isValid): isValid
            case .invalid, .unavailable, .invalidRecord: false
            }
        }
    }

    /// How the checker answers.
    enum Kind: Sendable {
        /// At once.
        case synchronous(@Sendable (String) -> Answer)
        /// After a wait, such as a request to a server.
        case asynchronous(@Sendable (String) async -> Answer)
    }

    /// How the checker answers.
    let kind: Kind
    /// The answer for a line whose bytes are not UTF-8: there is no text to check. By default
    /// `invalid<TAB>the line is not valid UTF-8`; a JSON line's checker answers as for text that is not JSON, as a
    /// server answers such a body.
    var notUTF8 = LineChecker.notUTF8

    /// The answer for a line that is not UTF-8, unless a checker says otherwise.
    static let notUTF8 = Answer.invalid(message: "the line is not valid UTF-8")
    /// For a synchronous checker, the same check over its own copy of what it reads, for the second thread of a
    /// block cut in pieces (``FormCheck/answer(_:_:secondLane:screens:notUTF8:into:writingTo:readingNext:)``); `nil`
    /// to share the first. Two threads that retain and release the same objects for every line slow each other
    /// down, each write to a reference count taking the cache line from the other core: up to 75% more CPU time for
    /// `form`, measured.
    let secondLane: (@Sendable (String) -> Answer)?

    /// Answers a line from its bytes before it is decoded, when it can, straight into the output buffer: whether
    /// the line was valid, or `nil` when it was not answered and its text has to be checked. A schema's text
    /// program tells a valid value that way, without making a string of the line, and an invalid one's errors are
    /// written while its evaluation still holds them.
    typealias Screen = @Sendable (UnsafeBufferPointer<UInt8>, inout OutputBuffer) -> Bool?

    /// For a synchronous checker, the screen of each thread (the second for ``secondLane``), or `nil` for none.
    var screens: (first: Screen, second: Screen)?

    /// A synchronous checker from a closure, and optionally its twin for the second thread.
    init(_ check: @escaping @Sendable (String) -> Answer, secondLane: (@Sendable (String) -> Answer)? = nil) {
        self.kind = .synchronous(check)
        self.secondLane = secondLane
    }

    /// A checker that runs `rules` and reports the message of the first error, or, for a valid value that a
    /// rule corrected, the corrected value.
    ///
    /// The rule set keeps the library's empty-value semantics: without a presence rule, an empty (or
    /// whitespace-only) value skips the rules and is valid.
    init(_ rules: RuleSet<String>) {
        self.init { line in
            switch rules.validate(line) {
            case .valid(let corrected): corrected == line ? .valid : .corrected(value: corrected)
            case .invalid(let errors): .invalid(message: errors.first?.message ?? "")
            }
        }
    }

    /// An asynchronous checker from a closure.
    init(asynchronous check: @escaping @Sendable (String) async -> Answer) {
        self.kind = .asynchronous(check)
        self.secondLane = nil
    }
}
