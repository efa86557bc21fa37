extension Validated {
    /// The errors of a ``Validated`` property as they change, as an `AsyncSequence` of error lists.
    ///
    /// When iteration begins, the sequence yields the current errors (an empty list for a valid value); after
    /// that it yields the new errors each time an assignment changes them, in order, and stays quiet for an
    /// assignment that leaves them equal — same codes, parameters and messages. (Parameters count: a too-short
    /// value reports its `length`, so each keystroke that keeps it too short still yields.) It follows the value most recently assigned through the property or
    /// any copy of the enclosing struct (see ``Validated``), and ends once the property, its copies, and every
    /// projection and sequence made from them are gone.
    ///
    /// ```swift
    /// struct SignUp {
    ///     @Validated(field: "Email", .required(), .email()) var email = ""
    /// }
    ///
    /// var form = SignUp()
    /// let updates = form.$email.errorUpdates
    /// Task {
    ///     // Prints "Email is required.", then "Email is not a valid email address."
    ///     for await errors in updates {
    ///         print(errors.first?.message ?? "valid")
    ///     }
    /// }
    /// form.email = "ada@"
    /// ```
    ///
    /// **No listener, no work.** Creating the sequence registers nothing; iterating it does. While nobody
    /// iterates, an assignment stores the value and validates nothing. While someone does, each assignment runs
    /// the rules once, whatever the number of listeners. Every change is delivered: a listener that falls behind
    /// gets the lists it missed in order.
    public struct ErrorUpdates: AsyncSequence, Sendable {
        /// The errors after a change, in rule order; empty when the value became valid.
        public typealias Element = [ValidationError]

        let channel: ValidatedChannel<Value>

        /// Starts listening: the iterator yields the current errors, then every change from now on.
        ///
        /// - Returns: An iterator that ends when the property and its copies are gone.
        public func makeAsyncIterator() -> AsyncStream<[ValidationError]>.Iterator {
            channel.stream().makeAsyncIterator()
        }
    }
}
