import FormValidation
import Testing

/// `Content-Type` and `Content-Encoding` as the server integrations read them.
@Suite struct HTTPContentTests {
    static let contentTypes: [(value: String, isJSON: Bool, essence: String)] = [
        ("application/json", true, "application/json"),
        ("Application/JSON", true, "application/json"),
        ("application/json; charset=utf-8", true, "application/json"),
        ("  application/json\t;charset=UTF-8", true, "application/json"),
        ("application/json;", true, "application/json"),
        ("application/problem+json", false, "application/problem+json"),
        ("application/jsonx", false, "application/jsonx"),
        ("application/ json", false, "application/ json"),
        ("text/json", false, "text/json"),
        ("application/x-www-form-urlencoded", false, "application/x-www-form-urlencoded"),
        ("", false, ""),
        ("   ", false, ""),
        ("application/jsön", false, "application/jsön"),
    ]

    @Test(arguments: contentTypes)
    func contentType(value: String, isJSON: Bool, essence: String) {
        #expect(HTTPContent.isJSON(contentType: value) == isJSON)
        #expect(HTTPContent.essence(ofContentType: value) == essence)
    }

    static let encodings: [(value: String, isIdentity: Bool)] = [
        ("identity", true), ("IDENTITY", true), (" identity ", true), ("identity, Identity", true), ("", true),
        ("gzip", false), ("identity, gzip", false), ("identityx", false), ("br", false),
    ]

    @Test(arguments: encodings)
    func contentEncoding(value: String, isIdentity: Bool) {
        #expect(HTTPContent.isIdentity(contentEncoding: value) == isIdentity)
    }
}
