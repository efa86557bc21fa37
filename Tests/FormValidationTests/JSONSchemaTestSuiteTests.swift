import FormValidation
import Foundation
import Testing

/// The official JSON Schema Test Suite (draft 2020-12), read from `../shared/json-schema-test-suite` beside the
/// project and run in this process through ``JSONSchema``, the documents of its `remotes` folder given as the
/// folder for `http://localhost:1234/` (`scripts/json-schema/test-suite` runs it through `formcheck schema` and
/// prints every file's figures): every file directly under `tests/draft2020-12` passes whole, `format` an
/// annotation; the optional files the library claims pass at least 95%, the format files with formats asserted.
/// Each value is also checked from its text (`isValid(json:)`), which must give the evaluation's verdict.
@Suite struct JSONSchemaTestSuiteTests {
    static let suite = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/json-schema-test-suite")
    static let tests = suite.appendingPathComponent("tests/draft2020-12")

    /// Every file directly under `tests/draft2020-12`.
    static let requiredFiles: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }()

    /// The optional files held to 95%, and whether they run with formats asserted.
    static let optionalFiles: [(name: String, assertsFormats: Bool)] =
        [
            "date-time", "date", "time", "duration", "email", "idn-email", "hostname", "idn-hostname", "ipv4", "ipv6",
            "uri", "uri-reference", "iri", "iri-reference", "uuid", "uri-template", "json-pointer",
            "relative-json-pointer", "regex", "unknown",
        ].map { ("optional/format/\($0)", true) }
        + ["ecmascript-regex", "non-bmp-regex", "format-assertion", "refOfUnknownKeyword", "anchor", "id"].map {
            ("optional/\($0)", false)
        }

    /// The documents of the suite's `remotes` folder, at `http://localhost:1234/`.
    static func documents() throws -> SchemaRegistry {
        var documents = SchemaRegistry()
        try documents.map(
            uriPrefix: "http://localhost:1234/", toFolder: suite.appendingPathComponent("remotes").path)
        return documents
    }

    /// How many of the file's tests pass, of how many, and a line for each that fails.
    ///
    /// Each schema and each value is read on its own, as `formcheck schema` reads each line: a value the parser
    /// refuses (`1e308`, a number beyond its range) is a value that is not valid.
    static func run(_ name: String, assertsFormats: Bool) throws -> (passed: Int, total: Int, failures: [String]) {
        let path = tests.appendingPathComponent(name + ".json").path
        guard let data = FileManager.default.contents(atPath: path) else {
            Issue.record("\(path) is missing: the suite is read from ../shared/json-schema-test-suite")
            return (0, 1, [])
        }
        let documents = try documents()
        var passed = 0
        var total = 0
        var failures: [String] = []
        var reader = RawJSON(Array(data))
        for group in reader.elements() {
            var groupReader = RawJSON(group)
            let members = Dictionary(groupReader.members(), uniquingKeysWith: { first, _ in first })
            guard let schemaText = members["schema"], let testsText = members["tests"] else { continue }
            let schema = try? JSONSchema(
                json: schemaText, documents: documents, formats: assertsFormats ? .assert : .annotate)
            let description = members["description"].map { String(decoding: $0, as: UTF8.self) } ?? "?"
            var testsReader = RawJSON(testsText)
            for test in testsReader.elements() {
                var testReader = RawJSON(test)
                let fields = Dictionary(testReader.members(), uniquingKeysWith: { first, _ in first })
                total += 1
                guard let dataText = fields["data"], let validText = fields["valid"] else { continue }
                let valid = validText.elementsEqual("true".utf8)
                let verdict =
                    (try? JSONValue(json: dataText)).map { value in
                        schema.map { $0.isValid(value) && $0.validate(value).isEmpty }
                    } ?? false
                // Read straight from the text, when the schema allows, the value gets the same verdict, and
                // validated from the text (skipping what the text program passes), the same errors.
                let fromText = schema?.isValid(json: dataText) ?? false
                let sameErrors =
                    (try? JSONValue(json: dataText)).map { value in
                        schema.map {
                            (try? $0.validate(json: dataText, messages: .english))
                                == $0.validate(value, messages: .english)
                        }
                            ?? true
                    } ?? true
                if verdict == valid && fromText == verdict && sameErrors {
                    passed += 1
                } else {
                    let what = fields["description"].map { String(decoding: $0, as: UTF8.self) } ?? "?"
                    failures.append(
                        "\(description) / \(what)\(fromText == verdict ? "" : " (read from the text: \(fromText))")"
                            + (sameErrors ? "" : " (other errors from the text)"))
                }
            }
        }
        return (passed, total, failures)
    }

    @Test(arguments: requiredFiles)
    func everyRequiredTestPasses(file: String) throws {
        let result = try Self.run(file, assertsFormats: false)
        #expect(result.failures.isEmpty, "\(file): \(result.failures.joined(separator: "; "))")
        #expect(result.total > 0)
    }

    @Test func theRequiredFilesAreThere() {
        #expect(Self.requiredFiles.count >= 40, "the suite is read from \(Self.suite.path)")
    }

    @Test(arguments: optionalFiles)
    func optionalFilesReach95Percent(file: String, assertsFormats: Bool) throws {
        let result = try Self.run(file, assertsFormats: assertsFormats)
        #expect(
            Double(result.passed) >= 0.95 * Double(result.total),
            "\(file): \(result.passed) of \(result.total): \(result.failures.joined(separator: "; "))")
    }
}

/// The raw text of a JSON document's parts, read without parsing numbers: the suite holds numbers the library's
/// parser refuses, each in one test that expects it.
struct RawJSON {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The elements of the array the text is.
    mutating func elements() -> [[UInt8]] {
        var found: [[UInt8]] = []
        skipSpace()
        guard next() == UInt8(ascii: "[") else { return [] }
        while true {
            skipSpace()
            if peek() == UInt8(ascii: "]") { return found }
            found.append(value())
            skipSpace()
            if next() != UInt8(ascii: ",") { return found }
        }
    }

    /// The members of the object the text is, each value as raw text (a string with its quotes).
    mutating func members() -> [(String, [UInt8])] {
        var found: [(String, [UInt8])] = []
        skipSpace()
        guard next() == UInt8(ascii: "{") else { return [] }
        while true {
            skipSpace()
            if peek() == UInt8(ascii: "}") { return found }
            let key = value()
            skipSpace()
            _ = next()  // :
            skipSpace()
            let member = value()
            found.append((String(decoding: key.dropFirst().dropLast(), as: UTF8.self), member))
            skipSpace()
            if next() != UInt8(ascii: ",") { return found }
        }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func next() -> UInt8? {
        defer { index += 1 }
        return peek()
    }

    private mutating func skipSpace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    /// One value's text: a string, an array or an object to its end, or a literal or number.
    private mutating func value() -> [UInt8] {
        let start = index
        var depth = 0
        var inString = false
        while let byte = next() {
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { break }
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 {
                    index -= 1
                    return Array(bytes[start..<index])
                }
                depth -= 1
                if depth == 0 { return Array(bytes[start..<index]) }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 {
                    index -= 1
                    return Array(bytes[start..<index])
                }
            default: break
            }
        }
        return Array(bytes[start..<min(index, bytes.count)])
    }
}
