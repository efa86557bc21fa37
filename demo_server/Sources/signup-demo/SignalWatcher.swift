import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Hears signals on the main queue instead of letting them act by default.
@MainActor
final class SignalWatcher {
    private var sources: [any DispatchSourceSignal] = []
    private let signals: [Int32]

    /// Starts watching `signals`; `handler` is called on the main actor with each one received.
    init(_ signals: [Int32], handler: @escaping @MainActor (Int32) -> Void) {
        self.signals = signals
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler {
                MainActor.assumeIsolated { handler(number) }
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching and gives the signals their default actions back.
    func cancel() {
        for source in sources { source.cancel() }
        sources = []
        for number in signals { signal(number, SIG_DFL) }
    }
}
