import DemoServer
import FormValidationTestSupport
import Foundation
import Hummingbird
import NIOCore
import NIOPosix
import Testing

/// The real executable: its first output line, its logging and its exit.
@Suite struct ExecutableTests {
    @Test("with --port 0 the first line is exactly the real listening address")
    func announcesTheBoundPort() async throws {
        let server = try ServerProcess(arguments: ["--port", "0"])
        let line = try await server.firstLine()
        let match = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/))
        let port = try #require(Int(match.1))
        #expect(port > 0 && port != 4567)

        // The port is real: the server answers there, with the original demo's verdicts.
        try await LoopbackClient.withClient(host: "127.0.0.1", port: port) { client in
            for (instance, answer) in [("hello", "true"), ("invalid", "false")] {
                let response = try await client.post(
                    "/validate",
                    headers: [.contentType: "application/json", .accept: "application/json"],
                    body: ByteBuffer(string: #"{"instance": "\#(instance)", "extra": {}}"#)
                )
                #expect(response.status == .ok)
                #expect(response.text == answer)
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
        let line = try await server.firstLine()
        #expect(line.hasPrefix("listening on http://127.0.0.1:"))
        let exit = await server.stop()
        #expect(exit.status == 0)
        #expect(exit.standardOutput == "")
        #expect(exit.standardError.contains("Server started"))
    }

    @Test(
        "with standard output closed or nobody reading it, it still serves, and exits 0 on SIGTERM",
        arguments: [ServerProcess.StandardOutput.closed, .brokenPipe]
    )
    func survivesLostStandardOutput(_ output: ServerProcess.StandardOutput) async throws {
        // The port is picked here and bound by the server a moment later: another test's server may take it in
        // between. The server then stops with "Address already in use", and another port is tried.
        for attempt in 1...3 {
            let port = try await Self.freePort()
            let server = try ServerProcess(
                arguments: ["--port", "\(port)"], standardOutput: output, lifetime: .seconds(60))
            // Nothing to read the port from: ask the port we picked until the server answers.
            let answer: RawHTTPExchange?
            var failure = ""
            do { answer = try await Self.waitForAnswer(port: port) } catch {
                answer = nil
                failure = "\(error)"
            }
            let exit = await server.stop()
            if exit.standardError.contains("Address already in use") && attempt < 3 { continue }
            #expect(answer?.status == 200, "\(answer.map { "\($0)" } ?? failure)")
            #expect(answer?.body == "true")
            #expect(exit.status == 0, "\(exit.standardError)")
            #expect(!exit.standardError.contains("Fatal error"))
            return
        }
    }

    @Test("SIGTERM does not wait for a slow request in flight")
    func shutdownEndsSlowWait() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--fault-routes"], lifetime: .seconds(90))
        let line = try await server.firstLine()
        let port = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/).flatMap { Int($0.1) })
        let body = #"{"instance": "a"}"#
        let slow = Task {
            try await RawHTTPExchange.send(
                Array(
                    "POST /fault/slow?ms=60000 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                        .utf8
                ),
                port: port,
                host: "127.0.0.1",
                timeout: .seconds(80)
            )
        }
        // Wait until the server has the request, then shut it down.
        try await LoopbackClient.withClient(host: "127.0.0.1", port: port) { client in
            let deadline = ContinuousClock.now + .seconds(10)
            while try await JSONText.decode(RequestCounts.self, from: Self.text(of: client.get("/fault/requests")))
                .paths["/fault/slow"] != 1
            {
                guard ContinuousClock.now < deadline else { throw ServerProcess.NotFound() }
                try await Task.sleep(for: .milliseconds(20))
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        let exit = await server.stop()
        // The 60 s wait would take 60 s; anything well under it shows the wait ended at shutdown.
        #expect(clock.now - start < .seconds(40))
        #expect(exit.status == 0, "\(exit.standardError)")
        // The request in flight was answered at once rather than dropped.
        let exchange = try await slow.value
        #expect(exchange.status == 200, "\(exchange.received)")
        #expect(exchange.body == "true")
    }

    @Test("a malformed or cut-short request body is logged at debug level, never as an error")
    func unreadableBodiesAreNoErrors() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--log-level", "debug"])
        let line = try await server.firstLine()
        let port = try #require(line.wholeMatch(of: /listening on http:\/\/127\.0\.0\.1:(\d+)\n/).flatMap { Int($0.1) })
        let head =
            "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        let malformed = try await RawHTTPExchange.send(Array((head + "ZZ\r\n").utf8), port: port, host: "127.0.0.1")
        #expect(malformed.status == 400)
        let cut = try await RawHTTPExchange.send(
            Array((head + "11\r\n{\"inst").utf8), port: port, host: "127.0.0.1", closingOutput: true)
        #expect(cut.status == 400)
        let exit = await server.stop()
        #expect(exit.status == 0)
        let lines = exit.standardError.split(separator: "\n")
        // One line for each, from the library's Hummingbird integration, which reads every route's body.
        #expect(
            lines.filter { $0.contains(" debug ") && $0.contains("Unreadable request body") }.count == 2,
            "\(exit.standardError)")
        #expect(!lines.contains { $0.contains(" error ") || $0.contains(" critical ") }, "\(exit.standardError)")
    }

    @Test("an unreadable usernames file stops it with a message")
    func missingUsernamesFile() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--usernames", "/nonexistent/names.txt"])
        let exit = await server.waitForExit()
        #expect(exit.status != 0)
        #expect(exit.standardOutput == "")
        #expect(exit.standardError.contains("cannot read the usernames file /nonexistent/names.txt"))
    }

    /// A loopback port that was free a moment ago.
    static func freePort() async throws -> Int {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .bind(host: "127.0.0.1", port: 0).get()
        let port = channel.localAddress?.port
        // Closed before the port is handed on, so that the server does not find it still bound here.
        try await channel.close().get()
        return try #require(port)
    }

    /// Posts `{"instance": "hello"}` to `/validate` on `127.0.0.1:port` until the server there answers, for up
    /// to 20 s.
    static func waitForAnswer(port: Int) async throws -> RawHTTPExchange {
        let body = #"{"instance": "hello"}"#
        let request = Array(
            "POST /validate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
                .utf8)
        // A server still starting may refuse the connection, or take it and close it before answering (the
        // exchange then has no status); both are retried until the deadline.
        let deadline = ContinuousClock.now + .seconds(30)
        while true {
            do {
                let exchange = try await RawHTTPExchange.send(request, port: port, host: "127.0.0.1")
                if exchange.status != nil || ContinuousClock.now >= deadline { return exchange }
            } catch {
                guard ContinuousClock.now < deadline else { throw error }
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    /// The body of a test client's response, as text.
    static func text(of response: LoopbackClient.Response) -> String {
        response.text
    }
}
