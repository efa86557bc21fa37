import Foundation

/// An opt-in, bounded, expiring cache of remote answers, keyed on the whole request (URL and body).
///
/// Share one cache between the rules that should reuse each other's answers. Only verdicts are stored, never
/// failures. ``FormValidator/reset()`` clears the caches of its rules.
///
/// ```swift
/// let url = URL(string: "https://api.example.com/username-available")!
/// let cache = RemoteAnswerCache(capacity: 200, lifetime: .seconds(60))
/// let available = try AsyncValidationRule<String>.remote(url, cache: cache)
/// ```
public final class RemoteAnswerCache: Sendable {
    private let state = Locked(State())

    /// The most answers kept; the oldest goes first.
    public let capacity: Int
    /// How long an answer stays usable.
    public let lifetime: Duration

    private struct Key: Hashable {
        var url: URL
        var body: Data
    }

    private struct Entry {
        var answer: RemoteAnswer
        var expires: ContinuousClock.Instant
    }

    /// The answers, and their keys from the oldest stored to the newest.
    private struct State {
        var entries: [Key: Entry] = [:]
        var order: [Key] = []
    }

    /// Creates a cache.
    ///
    /// - Parameters:
    ///   - capacity: The most answers kept. Defaults to 100.
    ///   - lifetime: How long an answer stays usable. Defaults to one minute.
    public init(capacity: Int = 100, lifetime: Duration = .seconds(60)) {
        self.capacity = max(1, capacity)
        self.lifetime = lifetime
    }

    /// The number of answers stored (expired ones included until they are looked up or evicted).
    public var count: Int { state.withLock { $0.entries.count } }

    /// The stored answer for `request`, or `nil` when there is none or it has expired.
    ///
    /// - Parameter request: The request whose answer to look up.
    /// - Returns: The answer.
    public func answer(for request: RemoteRequest) -> RemoteAnswer? {
        let key = Key(url: request.url, body: request.body)
        return state.withLock { state in
            guard let entry = state.entries[key] else { return nil }
            guard entry.expires > .now else {
                state.entries[key] = nil
                state.order.removeAll { $0 == key }
                return nil
            }
            return entry.answer
        }
    }

    /// Stores `answer` for `request`, evicting the oldest answer when full.
    ///
    /// - Parameters:
    ///   - answer: The verdict.
    ///   - request: The request it answers.
    public func store(_ answer: RemoteAnswer, for request: RemoteRequest) {
        let key = Key(url: request.url, body: request.body)
        let entry = Entry(answer: answer, expires: .now + lifetime)
        state.withLock { state in
            if state.entries.updateValue(entry, forKey: key) != nil {
                state.order.removeAll { $0 == key }
            }
            state.order.append(key)
            while state.order.count > capacity {
                state.entries[state.order.removeFirst()] = nil
            }
        }
    }

    /// Forgets every answer.
    public func removeAll() {
        state.withLock { state in
            state.entries.removeAll()
            state.order.removeAll()
        }
    }
}
