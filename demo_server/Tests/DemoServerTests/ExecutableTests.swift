import DemoServer
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The real executable: its first output line, its logging and its exit.
@Suite struct ExecutableTests {
    @Test("with --port 0 the first line is exactly the real listening address")
    func announcesTheBoundPort() async throws {
        let server = try ServerProcess(arguments: ["--port", "0"])
        let line = await server.firstLine()
        let match = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/))
        let port = try #require(Int(match.1))
        #expect(port > 0 && port != 4567)

        // The port is real: the server answers there, with the original demo's verdicts.
        try await TestClient.withClient(host: "127.0.0.1", port: port) { client in
            for (instance, answer) in [("hello", "true"), ("invalid", "false")] {
                let response = try await client.post(
                    "/validate",
                    headers: [.contentType: "application/json", .accept: "application/json"],
                    body: ByteBuffer(string: #"{"instance": "\#(instance)", "extra": {}}"#)
                )
                #expect(response.status == .ok)
                #expect(response.body.map { String(buffer: $0) } == answer)
            }
            // Fault routes are off by default.
            let fault = try await client.post(
                "/fault/garbage",
                headers: [.contentType: "application/json"],
                body: ByteBuffer(string: #"{"instance": ""}"#)
            )
            #expect(fault.status == .notFound)
        }

        let exit = await server.stop()
        #expect(exit.status == 0)
        #expect(exit.standardOutput == "", "only the listening line goes to standard output")
    }

    @Test("logs go to standard error, never before the listening line")
    func logsToStandardError() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--log-level", "debug", "--fault-routes"])
        let line = await server.firstLine()
        #expect(line.hasPrefix("listening on http://127.0.0.1:"))
        let exit = await server.stop()
        #expect(exit.status == 0)
        #expect(exit.standardOutput == "")
        #expect(exit.standardError.contains("Server started"))
    }

    @Test("an unreadable usernames file stops it with a message")
    func missingUsernamesFile() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--usernames", "/nonexistent/names.txt"])
        let exit = await server.waitForExit()
        #expect(exit.status != 0)
        #expect(exit.standardOutput == "")
        #expect(exit.standardError.contains("cannot read the usernames file /nonexistent/names.txt"))
    }
}
