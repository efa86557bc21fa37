#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the tests run under a sanitizer (the thread or the address sanitizer), which slows the code some ten
/// times and instruments the library's objects.
enum Sanitizer {
    static let isActive: Bool = {
        let process = dlopen(nil, RTLD_LAZY)
        return dlsym(process, "__tsan_init") != nil || dlsym(process, "__asan_init") != nil
    }()
}
