import FormValidationHummingbird
import Foundation
import Hummingbird
import Testing

@testable import DemoServer

/// The pieces behind the routes: the methods each path takes (from the router's own routes) and the fault routes'
/// parameters.
@Suite struct InternalsTests {
    static let unmatched = UnmatchedRouteMiddleware(
        routes: buildRouter(takenUsernames: TakenUsernames([]), faultRoutesEnabled: true).routes)

    @Test(
        "the router's routes tell each path's methods",
        arguments: [
            ("/validate", ["POST"]),
            ("/validate/", ["POST"]),
            ("/api/username-available", ["POST"]),
            ("/fault/status/503", ["POST"]),
            ("/fault/status/anything", ["POST"]),
            ("/fault/requests", ["GET", "DELETE"]),
            ("/", nil),
            ("/fault/status", nil),
            ("/fault/status/503/x", nil),
            ("/VALIDATE", nil),
            ("/api/signup", nil),  // mounted only with a form spec
        ] as [(String, [String]?)]
    )
    func allowedMethods(path: String, methods: [String]?) {
        #expect(Self.unmatched.allowedMethods(for: path)?.map(\.rawValue) == methods)
    }

    @Test(
        "ms defaults to 1000 and must be 0...60000",
        arguments: [
            (nil, 1_000),
            ("0", 0),
            ("250", 250),
            ("60000", 60_000),
            ("60001", nil),
            ("-1", nil),
            ("abc", nil),
            ("", nil),
        ] as [(String?, Int?)]
    )
    func delay(value: String?, milliseconds: Int?) throws {
        if let milliseconds {
            #expect(try FaultRoutes.delay(value) == milliseconds)
        } else {
            #expect(throws: ProblemDetails.invalidDelay(value ?? "")) { try FaultRoutes.delay(value) }
        }
    }

    @Test(
        "/fault/status/:code is counted under the status it answers, or under /fault/status/invalid",
        arguments: [
            ("503", "/fault/status/503"),
            ("0503", "/fault/status/503"),
            ("200", "/fault/status/200"),
            ("599", "/fault/status/599"),
            ("199", "/fault/status/invalid"),
            ("600", "/fault/status/invalid"),
            ("abc", "/fault/status/invalid"),
            ("", "/fault/status/invalid"),
            ("-500", "/fault/status/invalid"),
        ]
    )
    func statusPath(code: String, path: String) {
        #expect(FaultRoutes.statusPath(code) == path)
    }

    @Test("status codes keep their standard reason phrase")
    func statusReasonPhrase() throws {
        #expect(try FaultRoutes.status("503") == .serviceUnavailable)
        #expect(try FaultRoutes.status("503").reasonPhrase == "Service Unavailable")
        #expect(try FaultRoutes.status("418").code == 418)
    }

    @Test("the oversized body is valid JSON over 64 KiB; the garbage body is not JSON")
    func faultBodies() throws {
        #expect(FaultRoutes.oversizedBody.utf8.count == 102_404)
        #expect(try JSONDecoder().decode(Bool.self, from: Data(FaultRoutes.oversizedBody.utf8)) == true)
        expectRefused(.malformedJSON) { try ValidationRequest(json: Array(FaultRoutes.garbageBody.utf8)) }
    }
}
