import FormValidation
import Foundation
import Testing

/// Forms against the real demo server: a submit while a slow remote check is pending.
@MainActor
@Suite(.demoServer, .serialized) struct LiveFormTests {
    var server: DemoServer { DemoServer.current! }

    @Test func submitWaitsForASlowCheckJoinsAndCompletesOnce() async throws {
        try await server.resetCounter()
        let username = Field<String>("username", label: "Username", rules: [.trimmingWhitespace(), .required()])
        let availability = FormValidator<String>(field: "Username")
        availability.add(try .remote(server.url("/fault/slow?ms=600"), debounce: .seconds(5)))
        username.attach(availability)
        let email = Field<String>("email", label: "Email", rules: [.trimmingWhitespace(), .required(), .email()])
        let form = FormModel(fields: [username, email])
        var states: [ValidationState] = []
        form.stateChangedHandler = { states.append($0.new) }

        username.value = " ada "
        email.value = "ada@example.com "
        #expect(form.state == .waitingForRemote)  // the check waits out its debounce
        #expect(!form.isValid)

        // Two taps on the submit button: one submission, one request, one outcome.
        async let first = form.submit()
        async let second = form.submit()
        let (a, b) = await (first, second)
        #expect(a.isValid && b.isValid)
        #expect(a.values["username"] as? String == "ada")
        #expect(b.values["email"] as? String == "ada@example.com")
        #expect(try await server.requestCount("/fault/slow") == 1)
        #expect(username.value == "ada")
        #expect(email.value == "ada@example.com")
        #expect(states == [.waitingForRemote, .valid])
    }

    @Test func submitReportsTheServersVerdict() async throws {
        let username = Field<String>("username", label: "Username", rules: [.required(), .length(3...20)])
        let availability = FormValidator<String>(field: "Username")
        availability.add(try .remote(server.url("/api/username-available")))
        username.attach(availability)
        let form = FormModel(fields: [username])
        username.value = "admin"
        let submission = await form.submit()
        #expect(!submission.isValid)
        #expect(submission.errors.map(\.message) == ["That username is taken."])
        #expect(form.visibleErrors.map(\.code) == [.remoteRejected])
    }
}
