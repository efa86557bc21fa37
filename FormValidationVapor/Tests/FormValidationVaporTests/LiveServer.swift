import AsyncHTTPClient
import FormValidationVapor
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import Vapor

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A Vapor application running for real on a free loopback port, which the tests talk HTTP to with `URLSession`:
/// the requests go through the network stack, Vapor's HTTP server, its middleware and its router.
struct LiveServer: Sendable {
    let baseURL: URL
    let app: Application

    /// Starts an application whose routes `routes` registers, with ``ProblemDetailsMiddleware`` after Vapor's
    /// default `ErrorMiddleware` unless `problems` is false, and waits until it listens. Vapor's server decodes
    /// gzip and deflate bodies unless `decompression` is false.
    static func start(
        problems: Bool = true, decompression: Bool = true, _ routes: (Application) throws -> Void
    ) async throws -> LiveServer {
        var logger = Logger(label: "FormValidationVaporTests")
        logger.logLevel = .critical
        let app = try await Application.make(.testing, logger: logger)
        do {
            if !decompression { app.http.server.configuration.requestDecompression = .disabled }
            if problems { app.middleware.use(ProblemDetailsMiddleware()) }
            try routes(app)
            try await app.asyncBoot()
            try await app.server.start(address: .hostname("127.0.0.1", port: 0))
            guard let port = app.http.server.shared.localAddress?.port, port > 0 else { throw NotListening() }
            return LiveServer(baseURL: URL(string: "http://127.0.0.1:\(port)")!, app: app)
        } catch {
            await app.server.shutdown()
            try? await app.asyncShutdown()
            throw error
        }
    }

    struct NotListening: Error {}
    struct NotHTTP: Error {}

    /// Stops the server and shuts the application down.
    func stop() async {
        await app.server.shutdown()
        try? await app.asyncShutdown()
    }

    /// Runs `body` against the server, then stops it, whether `body` threw or not.
    func run(_ body: (LiveServer) async throws -> Void) async throws {
        do {
            try await body(self)
        } catch {
            await stop()
            throw error
        }
        await stop()
    }

    /// `POST`s `body` to `path` and returns the status, the headers and the body. A `chunked` body is sent as a
    /// stream, without `Content-Length`.
    func post(
        _ path: String, body: String, contentType: String? = "application/json", headers: [String: String] = [:],
        chunked: Bool = false
    ) async throws -> (status: Int, headers: [String: String], body: Data) {
        try await post(path, bytes: Data(body.utf8), contentType: contentType, headers: headers, chunked: chunked)
    }

    /// `POST`s `bytes` to `path` and returns the status, the headers and the body.
    func post(
        _ path: String, bytes: Data, contentType: String? = "application/json", headers: [String: String] = [:],
        chunked: Bool = false
    ) async throws -> (status: Int, headers: [String: String], body: Data) {
        if chunked { return try await postChunked(path, bytes: bytes, contentType: contentType, headers: headers) }
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = bytes
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw NotHTTP() }
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return (http.statusCode, fields, data)
    }

    /// `POST`s `bytes` with `Transfer-Encoding: chunked` and no `Content-Length`, with AsyncHTTPClient.
    private func postChunked(_ path: String, bytes: Data, contentType: String?, headers: [String: String])
        async throws -> (status: Int, headers: [String: String], body: Data)
    {
        var request = HTTPClientRequest(url: baseURL.appendingPathComponent(path).absoluteString)
        request.method = .POST
        if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        request.body = .bytes(Array(bytes), length: .unknown)
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        let body = try await response.body.collect(upTo: 1 << 20)
        var fields: [String: String] = [:]
        for (name, value) in response.headers { fields[name.lowercased()] = value }
        return (Int(response.status.code), fields, Data(body.readableBytesView))
    }
}

/// `data` as a gzip member (RFC 1952) of one stored deflate block (RFC 1951): what a client sends with
/// `Content-Encoding: gzip`, written here because Foundation on Linux has no compressor.
func gzipStored(_ data: Data) -> Data {
    precondition(data.count < 0x10000)
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in data {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    let length = UInt16(data.count)
    func littleEndian<T: FixedWidthInteger>(_ value: T) -> [UInt8] {
        (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
    }
    var member = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF, 0x01])
    member.append(contentsOf: littleEndian(length) + littleEndian(~length))
    member.append(data)
    member.append(contentsOf: littleEndian(crc) + littleEndian(UInt32(data.count)))
    return member
}
