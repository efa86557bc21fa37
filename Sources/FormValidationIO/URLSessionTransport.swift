@_spi(Locking) public import FormValidationCore

#if canImport(FoundationNetworking)
    public import Foundation
    public import FoundationNetworking
#else
    public import Foundation
#endif

/// Sends remote checks over HTTP with `URLSession`, reading at most ``RemoteAnswer/maximumBodySize`` of a body.
///
/// A body that grows past the cap is cut off and the connection cancelled, so a misbehaving server cannot make
/// the app buffer an unbounded answer. Cancelling the calling task cancels the request.
public final class URLSessionTransport: RemoteTransport {
    /// A transport shared by every remote rule that does not name its own.
    public static let shared = URLSessionTransport()

    private let configuration: URLSessionConfiguration
    #if !canImport(FoundationNetworking)
        private let session: URLSession
        private let registry: TaskRegistry
    #endif

    /// Creates a transport.
    ///
    /// On Apple platforms one session serves every request and keeps connections alive. On Linux each request
    /// gets a session and a connection of its own: there, libcurl-based `URLSession` retries a POST whose reused
    /// connection the server dropped and then hangs, and a long-lived session sending many short requests loses
    /// an answer now and then (about one in a thousand in our measurements). Remote checks are debounced, so the
    /// millisecond a fresh session costs is not felt.
    ///
    /// - Parameter configuration: The session configuration; by default an ephemeral one with no cache.
    public init(configuration: URLSessionConfiguration = URLSessionTransport.defaultConfiguration) {
        self.configuration = configuration
        #if !canImport(FoundationNetworking)
            let registry = TaskRegistry()
            self.registry = registry
            self.session = URLSession(configuration: configuration, delegate: registry, delegateQueue: Self.makeQueue())
        #endif
    }

    /// An ephemeral configuration that never answers from a cache: only an explicit ``RemoteAnswerCache`` does.
    public static var defaultConfiguration: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        return configuration
    }

    #if !canImport(FoundationNetworking)
        deinit {
            session.invalidateAndCancel()
        }
    #endif

    /// Why `URLSession` cannot reach `url` on this platform, or `nil` when it can try.
    ///
    /// On Linux, `URLSession` fails every request to a host that is an IPv6 address (`http://[::1]:4567/`) with
    /// `NSURLErrorBadURL` (-1000); `localhost` or a host name reaches the same server.
    ///
    /// - Parameter url: An absolute URL.
    /// - Returns: The reason, or `nil`.
    public func problem(reaching url: URL) -> String? {
        #if os(Linux)
            guard let host = url.host, host.contains(":") else { return nil }
            let advice = host == "::1" || host == "[::1]" ? "use 127.0.0.1 or localhost" : "use a host name"
            return "IPv6 addresses are not supported by URLSession on Linux; \(advice)"
        #else
            return nil
        #endif
    }

    /// Sends `request`.
    ///
    /// - Parameter request: The check to send.
    /// - Returns: The status and the body, cut off just past the size cap.
    /// - Throws: ``RemoteValidationFailure`` of kind ``RemoteValidationFailure/Kind/connection`` (or
    ///   ``RemoteValidationFailure/Kind/timeout``) when no response arrives.
    public func send(_ request: RemoteRequest) async throws(RemoteValidationFailure) -> RemoteResponse {
        #if canImport(FoundationNetworking)
            let registry = TaskRegistry()
            let session = URLSession(configuration: configuration, delegate: registry, delegateQueue: Self.makeQueue())
            // Releases the session and, through it, its delegate once the task is done.
            defer { session.finishTasksAndInvalidate() }
        #else
            let session = self.session
            let registry = self.registry
        #endif
        let task = session.dataTask(with: request.urlRequest)
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    registry.register(task, continuation)
                    task.resume()
                }
            } onCancel: {
                task.cancel()
                // On Linux a task cancelled before it starts may never complete: end the request here.
                registry.cancel(task)
            }
        } catch let failure as RemoteValidationFailure {
            throw failure
        } catch let error as URLError {
            throw RemoteValidationFailure(
                error.code == .timedOut ? .timeout : .connection, reason: Self.describe(error))
        } catch {
            throw RemoteValidationFailure(.connection, reason: "\(error.localizedDescription)")
        }
    }

    private static func makeQueue() -> OperationQueue {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        queue.name = "FormValidation.URLSessionTransport"
        return queue
    }

    private static func describe(_ error: URLError) -> String {
        switch error.code {
        case .cancelled: "request cancelled"
        case .timedOut: "request timed out"
        case .httpTooManyRedirects, .redirectToNonExistentLocation: "redirected"
        case .badURL, .unsupportedURL:
            "URLSession cannot use this URL (on Linux, IPv6 addresses such as [::1] are not supported)"
        case .cannotConnectToHost: "could not connect to the server"
        case .networkConnectionLost: "the connection was lost"
        case .notConnectedToInternet: "offline"
        case .cannotFindHost, .dnsLookupFailed: "no such host"
        case .badServerResponse: "the server closed the connection without a valid response"
        default: "network error \(error.code.rawValue)"
        }
    }
}

/// The session delegate: collects each task's response and body, enforcing the size cap.
private final class TaskRegistry: NSObject, URLSessionDataDelegate, Sendable {
    private let state = Locked(State())

    private struct State {
        var entries: [Int: Entry] = [:]
        /// Tasks cancelled before they were registered: registering one ends it at once.
        var cancelledEarly: Set<Int> = []
    }

    private struct Entry {
        var continuation: CheckedContinuation<RemoteResponse, any Error>
        var statusCode = 0
        var body = Data()
        var truncated = false
    }

    package func register(_ task: URLSessionTask, _ continuation: CheckedContinuation<RemoteResponse, any Error>) {
        let cancelled = state.withLock { state in
            if state.cancelledEarly.remove(task.taskIdentifier) != nil { return true }
            state.entries[task.taskIdentifier] = Entry(continuation: continuation)
            return false
        }
        if cancelled { continuation.resume(throwing: URLError(.cancelled)) }
    }

    /// Ends `task`'s request as cancelled, whether or not URLSession ever reports it complete.
    ///
    /// swift-corelibs-foundation does not always call `didCompleteWithError` for a task cancelled before or just
    /// as it starts, which left the caller waiting forever (a few requests in a thousand superseded ones). Each
    /// continuation is resumed once: by whichever of this and `didCompleteWithError` removes its entry first.
    package func cancel(_ task: URLSessionTask) {
        let entry: Entry? = state.withLock { state in
            guard let entry = state.entries.removeValue(forKey: task.taskIdentifier) else {
                // Not registered yet (or already ended, when the cancellation came just too late: the mark is
                // then never used, and goes with the registry, which on Linux serves one request).
                state.cancelledEarly.insert(task.taskIdentifier)
                return nil
            }
            return entry
        }
        entry?.continuation.resume(throwing: URLError(.cancelled))
    }

    package func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let tooLarge = response.expectedContentLength > Int64(RemoteAnswer.maximumBodySize)
        state.withLock { state in
            state.entries[dataTask.taskIdentifier]?.statusCode = status
            if tooLarge { state.entries[dataTask.taskIdentifier]?.truncated = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    /// Redirects are not followed: a verdict comes from the URL the rule names, and a 3xx is a failure.
    package func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    package func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow: Bool = state.withLock { state in
            guard var entry = state.entries[dataTask.taskIdentifier], !entry.truncated else { return false }
            entry.body.append(data)
            entry.truncated = entry.body.count > RemoteAnswer.maximumBodySize
            state.entries[dataTask.taskIdentifier] = entry
            return entry.truncated
        }
        if overflow { dataTask.cancel() }
    }

    package func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let entry = state.withLock({ $0.entries.removeValue(forKey: task.taskIdentifier) }) else { return }
        if entry.truncated {
            entry.continuation.resume(
                throwing: RemoteValidationFailure(
                    .bodyTooLarge, reason: "response body over \(RemoteAnswer.maximumBodySize / 1024) KiB"))
        } else if let error {
            entry.continuation.resume(throwing: error)
        } else {
            // A response that ended without `didReceive response` (a redirect not followed) still has a status.
            let status = entry.statusCode != 0 ? entry.statusCode : (task.response as? HTTPURLResponse)?.statusCode ?? 0
            entry.continuation.resume(returning: RemoteResponse(statusCode: status, body: entry.body))
        }
    }
}

extension RemoteRequest {
    /// The request as `URLRequest` sees it.
    public var urlRequest: URLRequest {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let language { request.setValue(language, forHTTPHeaderField: "Accept-Language") }
        request.httpBody = body
        // The rule enforces `timeout` itself, to the millisecond. URLSession's own timer only backs it up: on
        // Linux it fires at once for intervals under a second, so it gets whole seconds and a margin.
        request.timeoutInterval = Double(max(1, timeout.components.seconds + 1) + 1)
        #if canImport(FoundationNetworking)
            // On Linux, URLSession (libcurl) retries a POST whose reused connection the server dropped, and then
            // hangs instead of reporting the failure. A fresh connection per check reports it at once; checks are
            // debounced, so the extra handshake is rare.
            request.setValue("close", forHTTPHeaderField: "Connection")
        #endif
        return request
    }
}
