import ArgumentParser
import DemoServer
import Logging
import Testing

/// `demo-server`'s options and the line it prints first.
@Suite struct CommandLineTests {
    @Test("defaults to the original demo's 127.0.0.1:4567, quiet, without fault routes")
    func defaults() throws {
        let command = try DemoServerCommand.parse([])
        #expect(
            command.serverConfiguration
                == DemoServerConfiguration(
                    host: "127.0.0.1",
                    port: 4567,
                    usernamesFile: nil,
                    faultRoutesEnabled: false,
                    logLevel: .warning
                )
        )
    }

    @Test("reads every option")
    func options() throws {
        let command = try DemoServerCommand.parse([
            "--host", "0.0.0.0", "--port", "0", "--usernames", "/tmp/names.txt", "--fault-routes", "--log-level",
            "DEBUG",
        ])
        #expect(
            command.serverConfiguration
                == DemoServerConfiguration(
                    host: "0.0.0.0",
                    port: 0,
                    usernamesFile: "/tmp/names.txt",
                    faultRoutesEnabled: true,
                    logLevel: .debug
                )
        )
    }

    @Test(
        "rejects bad values",
        arguments: [
            ["--port", "65536"],
            ["--port", "-1"],
            ["--port", "http"],
            ["--log-level", "loud"],
            ["--unknown"],
        ]
    )
    func rejects(arguments: [String]) {
        #expect(throws: (any Error).self) {
            try DemoServerCommand.parse(arguments)
        }
    }

    @Test(
        "announces the bound address",
        arguments: [
            (ListeningAddress(host: "127.0.0.1", port: 4567), "listening on http://127.0.0.1:4567"),
            (ListeningAddress(host: "0.0.0.0", port: 80), "listening on http://0.0.0.0:80"),
            (ListeningAddress(host: "::1", port: 8080), "listening on http://[::1]:8080"),
        ]
    )
    func announcement(address: ListeningAddress, line: String) {
        #expect(address.announcement == line)
    }
}
