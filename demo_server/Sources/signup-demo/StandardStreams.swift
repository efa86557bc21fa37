import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output, written unbuffered: each call is on its way before it returns, so lines interleave with
/// standard error in the order they were written.
enum StandardOutput {
    /// Writes `text` in full.
    static func write(_ text: String) {
        FileDescriptorWriter.write(text, to: STDOUT_FILENO)
    }
}

/// Standard error, written unbuffered.
enum StandardError {
    /// Writes `text` in full.
    static func write(_ text: String) {
        FileDescriptorWriter.write(text, to: STDERR_FILENO)
    }
}

enum FileDescriptorWriter {
    /// Writes every byte of `text` to `descriptor`, retrying after interruptions and short writes.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                    Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // the reader went away; nothing more can be shown
            }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Standard input, read on a thread of its own so that the main actor never blocks on it.
enum StandardInput {
    /// The lines of standard input, without their line breaks (`\n` or `\r\n`), ending at end of file.
    static func lines() -> AsyncStream<String> {
        let (stream, continuation) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
        let reader = Thread {
            while let line = readLine(strippingNewline: true) {
                continuation.yield(line.hasSuffix("\r") ? String(line.dropLast()) : line)
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }

    /// The bytes of standard input as they arrive (a key press, an escape sequence, a paste), ending at end of
    /// file or on an error.
    static func chunks() -> AsyncStream<[UInt8]> {
        let (stream, continuation) = AsyncStream.makeStream(of: [UInt8].self, bufferingPolicy: .unbounded)
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { break }
                continuation.yield(Array(buffer[..<count]))
            }
            continuation.finish()
        }
        reader.start()
        return stream
    }
}
