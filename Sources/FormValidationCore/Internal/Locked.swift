public import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The library's one lock: a `Mutex` from Synchronization, told to the thread sanitizer when one is running.
///
/// `Mutex` waits on a futex (Linux) or an unfair lock (Apple platforms) inside the standard library, which the
/// thread sanitizer neither instruments nor intercepts: under `--sanitize=thread` it would see the accesses the
/// lock orders and not the lock, and report them as races. When the sanitizer's runtime is loaded, taking the
/// lock therefore announces an acquire, and leaving it a release, on an address that belongs to this lock
/// (`__tsan_acquire`, `__tsan_release`, looked up once). Without the sanitizer the lookups find nothing and the
/// lock is the `Mutex` alone.
///
/// Public to the `Locking` SPI alone, not `package`, so that another module's use is specialized and inlined: the
/// compiler inlines a `package` function into another module only when it is public (Swift 6.3), and ``withLock(_:)``
/// left a call in another module looked up the metadata of its generic types at each call. No user sees it without
/// `@_spi(Locking) import`.
@_spi(Locking) public struct Locked<Value: ~Copyable>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: Mutex<Value>
    /// An object whose address stands for this lock in the sanitizer's announcements.
    @usableFromInline let identity = Identity()

    @usableFromInline final class Identity: Sendable {
        @usableFromInline init() {}
    }

    public init(_ value: consuming sending Value) {
        mutex = Mutex(value)
    }

    /// Runs `body` with the value, holding the lock.
    ///
    /// Always inlined, so that a caller whose result type is generic (a generic class's method) does not call a
    /// generic function that looks up type metadata at run time.
    @inlinable @inline(__always)
    public borrowing func withLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        let address = Unmanaged.passUnretained(identity).toOpaque()
        return try mutex.withLock { (value: inout sending Value) throws(E) -> sending Result in
            ThreadSanitizerHooks.acquire?(address)
            defer { ThreadSanitizerHooks.release?(address) }
            return try body(&value)
        }
    }
}

/// The thread sanitizer's annotations, when its runtime is in the process.
@usableFromInline enum ThreadSanitizerHooks {
    @usableFromInline typealias Hook = @convention(c) (UnsafeMutableRawPointer?) -> Void

    @usableFromInline static let acquire = hook("__tsan_acquire")
    @usableFromInline static let release = hook("__tsan_release")

    private static func hook(_ name: String) -> Hook? {
        #if os(Linux) || canImport(Darwin)
            // The default search (RTLD_DEFAULT): the executable and every library loaded, where the sanitizer's
            // runtime is.
            #if os(Linux)
                let handle: UnsafeMutableRawPointer? = nil
            #else
                let handle = UnsafeMutableRawPointer(bitPattern: -2)
            #endif
            guard let symbol = dlsym(handle, name) else { return nil }
            return unsafeBitCast(symbol, to: Hook.self)
        #else
            return nil
        #endif
    }
}
