import FormValidation
@_spi(Locking) import FormValidationCore
import Foundation

/// A transport that answers from a closure and records every request, for tests of timing and ordering.
final class FakeTransport: RemoteTransport, Sendable {
    /// The requests sent, and how many of them were cancelled.
    private let record = Locked<(sent: [RemoteRequest], cancelled: Int)>(([], 0))
    private let respond: @Sendable (String) async throws -> RemoteResponse

    /// - Parameter respond: Answers a request, given its `instance`; may sleep to simulate latency.
    init(_ respond: @escaping @Sendable (String) async throws -> RemoteResponse) {
        self.respond = respond
    }

    /// Answers JSON `true` unless the instance contains "invalid", after `delay`.
    convenience init(delay: Duration = .zero) {
        self.init { instance in
            if delay > .zero { try await Task.sleep(for: delay) }
            return RemoteResponse(statusCode: 200, body: Data((instance.contains("invalid") ? "false" : "true").utf8))
        }
    }

    var requests: [RemoteRequest] { record.withLock { $0.sent } }
    var instances: [String] { requests.map { Self.instance(of: $0) } }
    var cancellations: Int { record.withLock { $0.cancelled } }

    func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        record.withLock { $0.sent.append(request) }
        do {
            return try await respond(Self.instance(of: request))
        } catch let failure as RemoteValidationFailure {
            throw failure
        } catch {
            if Task.isCancelled { record.withLock { $0.cancelled += 1 } }
            throw RemoteValidationFailure(.connection, reason: "\(error)")
        }
    }

    static func instance(of request: RemoteRequest) -> String {
        let object = try? JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        return object?["instance"] as? String ?? ""
    }
}

/// A delegate that records what it hears.
@MainActor final class RecordingDelegate: RemoteValidationDelegate {
    var answers: [RemoteAnswer] = []
    var failures: [RemoteValidationFailure] = []
    var fields: [String?] = []

    func remoteValidation(at url: URL, receivedResult answer: RemoteAnswer, field: String?) {
        answers.append(answer)
        fields.append(field)
    }

    func remoteValidation(at url: URL, failedWithError failure: RemoteValidationFailure, field: String?) {
        failures.append(failure)
        fields.append(field)
    }
}

/// A delegate that runs `action` on the validator when it hears an answer.
@MainActor final class ActingDelegate: RemoteValidationDelegate {
    var action: @MainActor () -> Void
    var heard = 0

    init(_ action: @escaping @MainActor () -> Void) { self.action = action }

    func remoteValidation(at url: URL, receivedResult answer: RemoteAnswer, field: String?) {
        heard += 1
        action()
    }

    func remoteValidation(at url: URL, failedWithError failure: RemoteValidationFailure, field: String?) {
        heard += 1
        action()
    }
}

/// A state-change recorder.
@MainActor final class StateRecorder {
    var changes: [ValidationStateChange] = []
    var states: [ValidationState] { changes.map(\.new) }

    init<Value>(_ validator: FormValidator<Value>) {
        validator.stateChangedHandler = { [unowned self] in self.changes.append($0) }
    }
}
