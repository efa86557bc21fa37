import ArgumentParser
import DemoServer
import Logging

/// The `demo-server` executable: sends all logging to standard error, then runs ``DemoServerCommand``.
@main
enum DemoServerMain {
    /// Runs the command with the process's arguments.
    static func main() async {
        // Anything that logs without being handed the server's logger writes to standard error too:
        // standard output carries only the `listening on` line.
        LoggingSystem.bootstrap { StreamLogHandler.standardError(label: $0) }
        await DemoServerCommand.main()
    }
}
