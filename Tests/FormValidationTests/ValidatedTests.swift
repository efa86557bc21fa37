import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation
import Testing

/// Counts the calls of a rule, from any thread.
final class CallCounter: Sendable {
    private let count = Locked(0)

    var calls: Int { count.withLock { $0 } }

    /// A rule that passes and counts each time it runs.
    var rule: ValidationRule<String> {
        ValidationRule(name: "counted") { [self] _, _ in count.withLock { $0 += 1 } }
    }
}

@Suite struct ValidatedTests {
    struct SignUp {
        @Validated(field: "Email", .trimmingWhitespace(), .required(), .email()) var email = ""
        @Validated(.strongPassword(field: "Password")) var password = ""
        @Validated(field: "Age", .range(18...)) var age = 0
        @Validated(field: "Backup email", .email()) var backupEmail: String? = nil
        @Validated(field: "Nickname", .required(), .minimumLength(3)) var nickname: String? = nil
        @Validated var notes = ""
    }

    // MARK: The projected value

    @Test func startsWithTheInitialValuesErrors() {
        let form = SignUp()
        #expect(form.$email.errorMessages == ["Email is required."])
        #expect(form.$email.firstError?.code == .required)
        #expect(form.$email.firstError?.field == "Email")
        #expect(!form.$email.isValid)
        #expect(form.$age.errorMessages == ["Age must be at least 18."])
        #expect(form.$backupEmail.isValid)
        #expect(form.$nickname.errorMessages == ["Nickname is required."])
        #expect(form.$notes.isValid)
    }

    @Test(arguments: [
        ("ada@", ["Email is not a valid email address."]),
        ("   ", ["Email is required."]),
        (" ada@example.com ", []),
    ])
    func errorsFollowTheValue(_ text: String, _ messages: [String]) {
        var form = SignUp()
        form.email = text
        #expect(form.$email.errorMessages == messages)
        #expect(form.$email.errors.map(\.message) == messages)
        #expect(form.$email.isValid == messages.isEmpty)
        #expect(form.$email.result.errorMessages == messages)
    }

    @Test func theWrappedValueKeepsWhatWasAssigned() {
        var form = SignUp()
        form.email = "  ada@example.com\n"
        #expect(form.email == "  ada@example.com\n")
        #expect(form.$email.correctedValue == "ada@example.com")
        #expect(form.$email.result == .valid("ada@example.com"))
        form.email = "ada@"
        #expect(form.$email.correctedValue == nil)
    }

    @Test func worksForAnyValidatableValue() {
        var form = SignUp()
        form.age = 17
        #expect(form.$age.errors.map(\.code) == [.tooSmall])
        form.age = 18
        #expect(form.$age.result == .valid(18))
    }

    @Test func takesARuleSet() {
        var form = SignUp()
        form.password = "secret"
        #expect(
            form.$password.errorMessages == [
                "Password must be at least 8 characters long.", "Password must contain an uppercase letter.",
                "Password must contain a number.",
            ])
        form.password = "Passw0rd"
        #expect(form.$password.isValid)
    }

    @Test(
        arguments: [
            (nil, []),
            ("", []),
            ("ada@", ["Backup email is not a valid email address."]),
            ("ada@example.com", []),
        ] as [(String?, [String])])
    func optionalValuesUseTheWrappedTypesRules(_ value: String?, _ messages: [String]) {
        var form = SignUp()
        form.backupEmail = value
        #expect(form.$backupEmail.errorMessages == messages)
    }

    @Test func optionalValuesWithPresence() {
        var form = SignUp()
        form.nickname = "  "
        #expect(form.$nickname.errorMessages == ["Nickname is required."])
        form.nickname = "ab"
        #expect(form.$nickname.errorMessages == ["Nickname must be at least 3 characters long."])
        form.nickname = "ada"
        #expect(form.$nickname.correctedValue == .some("ada"))
    }

    @Test func memberwiseInitializerTakesTheValues() {
        let form = SignUp(
            email: "ada@example.com", password: "Passw0rd", age: 36, backupEmail: nil, nickname: "ada", notes: "")
        #expect(form.$email.isValid && form.$password.isValid && form.$age.isValid && form.$nickname.isValid)
    }

    @Test func aFallbackDoesNotChangeValidation() {
        struct Newsletter {
            @Validated(.email(), fallback: "") var email = "nope"
        }
        #expect(Newsletter().$email.errorMessages == ["This field is not a valid email address."])
    }

    // MARK: Validation is lazy

    /// A model whose property runs a counting rule (and a length rule, so that its errors can change).
    struct Counted {
        @Validated var name: String

        init(_ counter: CallCounter) {
            _name = Validated(wrappedValue: "a", field: "Name", counter.rule, .minimumLength(3))
        }
    }

    @Test func assignmentsValidateNothingWithoutAListener() {
        let counter = CallCounter()
        var model = Counted(counter)
        let updates = model.$name.errorUpdates  // made, never iterated
        for text in ["a", "ab", "abc", "abcd"] { model.name = text }
        #expect(counter.calls == 0)
        _ = updates

        _ = model.$name.errors
        #expect(counter.calls == 1)
    }

    // MARK: Copies

    @Test func copiesHaveTheirOwnValue() {
        var original = SignUp()
        original.email = "ada@example.com"
        var copy = original
        copy.email = "nope"
        #expect(original.email == "ada@example.com")
        #expect(original.$email.isValid)
        #expect(copy.$email.errorMessages == ["Email is not a valid email address."])
    }

    @Test func aBindingsWriteBackOfACopyKeepsTheListener() async {
        var form = SignUp()
        var iterator = form.$email.errorUpdates.makeAsyncIterator()
        #expect(await iterator.next() == form.$email.errors)
        // What a binding does: read the model, change the copy, write the copy back.
        var copy = form
        copy.email = "ada@"
        form = copy
        #expect(await iterator.next()?.map(\.message) == ["Email is not a valid email address."])
    }

    // MARK: Error updates

    @Test func errorUpdatesStartWithTheCurrentErrors() async {
        var form = SignUp()
        form.email = "ada@"
        let updates = form.$email.errorUpdates
        form.email = "x"  // still the same error, and nobody listens yet
        form.email = ""  // the errors when iteration begins
        var iterator = updates.makeAsyncIterator()
        #expect(await iterator.next()?.map(\.message) == ["Email is required."])
    }

    @Test func errorUpdatesEmitOnEveryChangeOfTheErrorsOnly() async {
        var form = SignUp()
        var iterator = form.$email.errorUpdates.makeAsyncIterator()
        #expect(await iterator.next()?.map(\.message) == ["Email is required."])
        form.email = " "  // still required: no element
        form.email = "ada@"
        form.email = "ada@example"  // still invalid: no element
        form.email = "ada@example.com"
        form.email = " ada@example.com "  // still valid: no element
        form.email = ""
        #expect(await iterator.next()?.map(\.message) == ["Email is not a valid email address."])
        #expect(await iterator.next() == [])
        #expect(await iterator.next()?.map(\.message) == ["Email is required."])
    }

    @Test func errorUpdatesValidateOncePerAssignmentWhileIterated() async {
        let counter = CallCounter()
        var model = Counted(counter)
        var first = model.$name.errorUpdates.makeAsyncIterator()
        var second = model.$name.errorUpdates.makeAsyncIterator()
        #expect(counter.calls == 2)  // each new listener learns the current errors
        #expect(await first.next()?.map(\.message) == ["Name must be at least 3 characters long."])
        #expect(await second.next()?.map(\.message) == ["Name must be at least 3 characters long."])

        model.name = "ab"
        model.name = "abc"
        #expect(counter.calls == 4)  // one run per assignment, shared by both listeners
        // "ab" changes the errors: same message, but the `length` parameter went from 1 to 2.
        #expect(await first.next()?.map(\.parameters["length"]) == [.integer(2)])
        #expect(await second.next()?.map(\.parameters["length"]) == [.integer(2)])
        #expect(await first.next() == [])
        #expect(await second.next() == [])
    }

    @Test func errorUpdatesEndWhenThePropertyIsGone() async {
        var iterator: AsyncStream<[ValidationError]>.Iterator
        do {
            let form = SignUp()
            iterator = form.$age.errorUpdates.makeAsyncIterator()
        }
        #expect(await iterator.next()?.map(\.message) == ["Age must be at least 18."])
        #expect(await iterator.next() == nil)
    }

    @Test func aListenerThatStopsIsForgotten() async {
        let counter = CallCounter()
        var model = Counted(counter)
        do {
            var iterator = model.$name.errorUpdates.makeAsyncIterator()
            _ = await iterator.next()
        }
        let before = counter.calls
        model.name = "abc"
        #expect(counter.calls == before)
    }

    @Test func aForAwaitLoopSeesEveryChange() async {
        var form = SignUp()
        let updates = form.$age.errorUpdates
        let (listening, signalListening) = AsyncStream.makeStream(of: Void.self)
        let listener = Task {
            var seen: [[String]] = []
            for await errors in updates {
                seen.append(errors.map(\.message))
                if seen.count == 1 { signalListening.yield() }
                if seen.count == 3 { break }
            }
            return seen
        }
        var untilListening = listening.makeAsyncIterator()
        await untilListening.next()
        form.age = 30
        form.age = 40
        form.age = 5
        #expect(await listener.value == [["Age must be at least 18."], [], ["Age must be at least 18."]])
    }

    @Test func aListenerOnAnotherThreadGetsEveryChangeInOrder() async {
        var form = SignUp()
        let updates = form.$age.errorUpdates
        let (listening, signalListening) = AsyncStream.makeStream(of: Void.self)
        let listener = Task.detached {
            var received: [[ValidationError]] = []
            for await errors in updates {
                received.append(errors)
                if received.count == 1 { signalListening.yield() }
                if received.count == 1001 { break }
            }
            return received
        }
        var untilListening = listening.makeAsyncIterator()
        await untilListening.next()
        for index in 0..<1000 { form.age = index.isMultiple(of: 2) ? 30 : 5 }  // each one changes the errors

        let received = await listener.value
        #expect(received.count == 1001)
        #expect(received.indices.allSatisfy { $0.isMultiple(of: 2) != received[$0].isEmpty })
    }
}
