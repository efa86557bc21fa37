/// The result of one asynchronous check: a verdict, or a failure to get one.
public enum RemoteOutcome: Sendable, Hashable {
    /// The check answered: the value is valid or not, perhaps with a message.
    case answered(RemoteAnswer)
    /// The check could not answer (timeout, HTTP error, unreadable body, offline, a thrown error).
    case failed(RemoteValidationFailure)

    /// The verdict, when there is one.
    public var answer: RemoteAnswer? {
        if case .answered(let answer) = self { return answer }
        return nil
    }

    /// The failure, when there is one.
    public var failure: RemoteValidationFailure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}
