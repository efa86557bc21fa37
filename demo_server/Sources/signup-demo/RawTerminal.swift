#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal on standard input, switched to raw mode and back.
///
/// In raw mode every key arrives at once, nothing is echoed, Ctrl-C is a key rather than a signal, and output
/// is not post-processed (a line break is written as `\r\n`).
@MainActor
final class RawTerminal {
    private let descriptor: Int32
    private var original: termios?

    /// Creates a handle on the terminal at `descriptor`.
    init(descriptor: Int32 = STDIN_FILENO) {
        self.descriptor = descriptor
    }

    /// Switches to raw mode, remembering the settings to restore.
    ///
    /// - Throws: ``TerminalError`` when the settings cannot be read or changed.
    func enterRawMode() throws(TerminalError) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else {
            throw TerminalError(operation: "read the terminal settings")
        }
        var raw = settings
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1  // a read returns as soon as one byte is there
            controls[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            throw TerminalError(operation: "switch the terminal to raw mode")
        }
        original = settings
    }

    /// Puts the settings back as they were before ``enterRawMode()``; does nothing when not in raw mode.
    func restore() {
        guard var settings = original else { return }
        tcsetattr(descriptor, TCSAFLUSH, &settings)
        original = nil
    }

    /// The size of the terminal on standard output, or 80 × 24 when it cannot be read.
    static func size() -> (columns: Int, rows: Int) {
        var window = winsize()
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] {
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return (Int(window.ws_col), Int(window.ws_row))
            }
        }
        return (80, 24)
    }
}

/// A terminal operation failed.
struct TerminalError: Error, CustomStringConvertible {
    /// What could not be done.
    var operation: String
    /// The system's error number.
    var code: Int32 = errno

    var description: String { "cannot \(operation): \(String(cString: strerror(code)))" }
}
