import FormValidation
import Foundation
import Testing

/// Every problem a spec can have is reported with the place and the reason, in full.
@Suite struct FormSpecErrorTests {
    static func form(_ fields: String) -> String { #"{"name": "f", "fields": [\#(fields)]}"# }
    static func rules(_ rules: String) -> String { form(#"{"name": "a", "rules": [\#(rules)]}, {"name": "b"}"#) }
    /// Arrays nested `depth` deep around a string.
    static func deep(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + #""a""# + String(repeating: "]", count: depth)
    }

    static let cases: [(json: String, message: String)] = [
        // The form.
        (#"{"name": "f", "fields": [}"#, "the spec is not valid JSON"),
        // Valid JSON with a number no Decimal holds: said so, and which number, never "not valid JSON".
        (
            rules(#"{"rule": "length", "min": 1e400, "max": 3}"#),
            "the spec holds the number 1e400, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        ),
        (
            rules(#"{"rule": "number", "min": -1E-200}"#),
            "the spec holds the number -1E-200, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        ),
        // More than 38 significant digits: not rounded, out of range.
        (
            rules(#"{"rule": "number", "max": 130.00000000000000000000000000000000000001}"#),
            "the spec holds the number 130.0000000000000000… (42 characters), which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        ),
        // An array index in a pointer is written as RFC 6901 writes one: `01` is none.
        (
            form(
                #"{"name": "c", "kind": "list", "item": {"kind": "object", "fields": [{"name": "phone", "rules": [{"rule": "phoneNumber", "countryField": "/c/01/country"}]}, {"name": "country"}]}}"#
            ),
            #"field "c", field "phone", rule 1 (phoneNumber): "countryField" names unknown field "/c/01/country""#
        ),
        // A formatter's unknown country is refused when the spec loads, not ignored at every keystroke.
        (
            form(#"{"name": "p", "formatter": {"name": "phone", "defaultCountry": "USA"}}"#),
            #"field "p", "formatter": the phone formatter does not know the country "USA""#
        ),
        // The same number in a text that is not JSON anyway is just that.
        (#"{"name": "f", "fields": [1e400}"#, "the spec is not valid JSON"),
        // A key twice in one object: refused, naming the key, rather than one of its values taken.
        (#"{"name": "f", "fields": [], "name": "g"}"#, #"the spec holds the key "name" twice in one object"#),
        (
            rules(#"{"rule": "length", "min": 3, "max": 20, "min": 0}"#),
            #"the spec holds the key "min" twice in one object"#
        ),
        (form(#"{"name": "a", "label": {"en": "A", "en": "B"}}"#), #"the spec holds the key "en" twice in one object"#),
        // RFC 8259 has no trailing commas.
        (form(#"{"name": "a"},"#), "the spec is not valid JSON"),
        (#"{"name": "f", "fields": [],}"#, "the spec is not valid JSON"),
        (rules(#"{"rule": "oneOf", "values": ["a", "b",]}"#), "the spec is not valid JSON"),
        (#"{"name": "f", "name": "g", "fields": [],}"#, "the spec is not valid JSON"),
        // Nested past the limit: said so, with the limit.
        (
            form(#"{"name": "a", "rules": [{"rule": "oneOf", "values": \#(deep(600))}]}"#),
            "the spec nests arrays and objects more than 512 levels deep"
        ),
        (#"["a"]"#, "form: must be a JSON object, not an array"),
        (#"{"fields": []}"#, #"form: missing "name""#),
        (#"{"name": "f"}"#, #"form: missing "fields""#),
        (#"{"name": "f", "fields": null}"#, #"form: missing "fields""#),
        (#"{"name": 3, "fields": []}"#, #"form: "name" must be a string, not 3"#),
        (#"{"name": "", "fields": []}"#, #"form: "name" must not be empty"#),
        (#"{"name": "f", "fields": {}}"#, #"form: "fields" must be an array, not an object"#),
        (
            #"{"name": "f", "fields": [], "feilds": []}"#,
            #"form: unknown key "feilds" (a form takes name, fields, formRules)"#
        ),
        (form(#"{"name": "a"}, {"name": "b"}, {"name": "a"}"#), #"form: duplicate field name "a" (fields 1 and 3)"#),
        // Fields.
        (form(#""a""#), #"field 1: must be a JSON object, not "a""#),
        (form(#"{"name": "a"}, {"label": "B"}"#), #"field 2: missing "name""#),
        (form(#"{"name": ""}"#), #"field 1: "name" must not be empty"#),
        (form(#"{"name": ["a"]}"#), #"field 1: "name" must be a string, not an array"#),
        (
            form(#"{"name": "a", "lable": "A"}"#),
            #"field "a": unknown key "lable" (a field takes name, label, secret, dependsOn, kind, when, rules, fields, formRules, item, minItems, maxItems, uniqueItems, uniqueBy, formatter)"#
        ),
        (
            form(#"{"name": "a", "label": true}"#),
            #"field "a": "label" must be a string or an object of strings by language, not true"#
        ),
        (form(#"{"name": "a", "secret": "yes"}"#), #"field "a": "secret" must be true or false, not "yes""#),
        (
            form(#"{"name": "a", "kind": "date"}"#),
            #"field "a": "kind" must be "text", "number", "object" or "list", not "date""#
        ),
        (form(#"{"name": "a", "kind": 1}"#), #"field "a": "kind" must be "text", "number", "object" or "list", not 1"#),
        (form(#"{"name": "a", "dependsOn": "b"}"#), #"field "a": "dependsOn" must be an array of strings, not "b""#),
        (
            form(#"{"name": "a", "dependsOn": [1]}"#),
            #"field "a": "dependsOn" must be an array of strings, not one holding 1"#
        ),
        (
            form(#"{"name": "a", "dependsOn": ["pasword"]}, {"name": "password"}"#),
            #"field "a": "dependsOn" names unknown field "pasword""#
        ),
        (form(#"{"name": "a", "dependsOn": ["a"]}"#), #"field "a": "dependsOn" names the field itself"#),
        (form(#"{"name": "a", "rules": {}}"#), #"field "a": "rules" must be an array, not an object"#),
        // Rules: shape and name.
        (rules(#""required""#), #"field "a", rule 1: must be a JSON object, not "required""#),
        (rules(#"{"min": 3}"#), #"field "a", rule 1: missing "rule""#),
        (rules(#"{"rule": 3}"#), #"field "a", rule 1: "rule" must be a string, not 3"#),
        (
            rules(#"{"rule": "required"}, {"rule": "lenght"}"#),
            #"field "a", rule 2: unknown rule "lenght" (known rules: "# + RuleSpec.ruleNames.joined(separator: ", ")
                + #")"#
        ),
        (
            rules(#"{"rule": "email", "message": 3}"#),
            #"field "a", rule 1 (email): "message" must be a string or an object of strings by language, not 3"#
        ),
        (
            rules(#"{"rule": "email", "pattern": "x"}"#),
            #"field "a", rule 1 (email): unknown key "pattern" (email takes message)"#
        ),
        (
            rules(#"{"rule": "trimmingWhitespace", "message": "x"}"#),
            #"field "a", rule 1 (trimmingWhitespace): unknown key "message" (trimmingWhitespace takes no arguments)"#
        ),
        // required
        (
            rules(#"{"rule": "required", "ignoringWhitespace": "no"}"#),
            #"field "a", rule 1 (required): "ignoringWhitespace" must be true or false, not "no""#
        ),
        // lengths
        (rules(#"{"rule": "required"}, {"rule": "length", "min": 3}"#), #"field "a", rule 2 (length): missing "max""#),
        (rules(#"{"rule": "length", "min": null, "max": 3}"#), #"field "a", rule 1 (length): missing "min""#),
        (
            rules(#"{"rule": "length", "min": "3", "max": 5}"#),
            #"field "a", rule 1 (length): "min" must be a non-negative integer, got "3""#
        ),
        (
            rules(#"{"rule": "length", "min": 2.5, "max": 5}"#),
            #"field "a", rule 1 (length): "min" must be a non-negative integer, got 2.5"#
        ),
        (
            rules(#"{"rule": "length", "min": 5, "max": 3}"#),
            #"field "a", rule 1 (length): "min" must not be greater than "max""#
        ),
        (
            rules(#"{"rule": "length", "min": -1, "max": 3}"#),
            #"field "a", rule 1 (length): "min" must be a non-negative integer, got -1"#
        ),
        (
            rules(#"{"rule": "length", "minimum": 3, "max": 5}"#),
            #"field "a", rule 1 (length): unknown key "minimum" (length takes min, max, counting, message)"#
        ),
        (
            rules(#"{"rule": "length", "min": 3, "max": 5, "counting": "bytes"}"#),
            #"field "a", rule 1 (length): unknown "counting" value "bytes" (expected characters, utf16, scalars or utf8)"#
        ),
        (rules(#"{"rule": "minimumLength"}"#), #"field "a", rule 1 (minimumLength): missing "min""#),
        (
            rules(#"{"rule": "minimumLength", "min": -1}"#),
            #"field "a", rule 1 (minimumLength): "min" must be a non-negative integer, got -1"#
        ),
        (
            rules(#"{"rule": "maximumLength", "max": -1}"#),
            #"field "a", rule 1 (maximumLength): "max" must be a non-negative integer, got -1"#
        ),
        (
            rules(#"{"rule": "maximumLength", "min": 1}"#),
            #"field "a", rule 1 (maximumLength): unknown key "min" (maximumLength takes max, counting, message)"#
        ),
        // number
        (
            rules(#"{"rule": "number", "min": "13"}"#),
            #"field "a", rule 1 (number): "min" must be a number such as 1.5 or -3, got "13""#
        ),
        (
            rules(#"{"rule": "number", "min": 10, "max": 1}"#),
            #"field "a", rule 1 (number): "min" must not be greater than "max""#
        ),
        (rules(#"{"rule": "number", "locale": ""}"#), #"field "a", rule 1 (number): "locale" must not be empty"#),
        (rules(#"{"rule": "number", "locale": 7}"#), #"field "a", rule 1 (number): "locale" must be a string, not 7"#),
        // regularExpression
        (rules(#"{"rule": "regularExpression"}"#), #"field "a", rule 1 (regularExpression): missing "pattern""#),
        (
            rules(#"{"rule": "regularExpression", "pattern": "[a-z]", "caseInsensitive": 1}"#),
            #"field "a", rule 1 (regularExpression): "caseInsensitive" must be true or false, not 1"#
        ),
        // oneOf
        (rules(#"{"rule": "oneOf"}"#), #"field "a", rule 1 (oneOf): missing "values""#),
        (rules(#"{"rule": "oneOf", "values": []}"#), #"field "a", rule 1 (oneOf): "values" must not be empty"#),
        (
            rules(#"{"rule": "oneOf", "values": "NL"}"#),
            #"field "a", rule 1 (oneOf): "values" must be an array of strings, not "NL""#
        ),
        (
            rules(#"{"rule": "oneOf", "values": ["NL", 1]}"#),
            #"field "a", rule 1 (oneOf): "values" must be an array of strings, not one holding 1"#
        ),
        // equal, equalToField
        (rules(#"{"rule": "equal"}"#), #"field "a", rule 1 (equal): missing "value""#),
        (rules(#"{"rule": "equal", "value": 3}"#), #"field "a", rule 1 (equal): "value" must be a string, not 3"#),
        (rules(#"{"rule": "equalToField"}"#), #"field "a", rule 1 (equalToField): missing "field""#),
        (
            rules(#"{"rule": "equalToField", "field": "pasword"}"#),
            #"field "a", rule 1 (equalToField): "field" names unknown field "pasword""#
        ),
        (
            rules(#"{"rule": "equalToField", "field": "a"}"#),
            #"field "a", rule 1 (equalToField): "field" names the field itself"#
        ),
        (
            rules(#"{"rule": "equalToField", "field": ""}"#),
            #"field "a", rule 1 (equalToField): "field" must not be empty"#
        ),
        // remote
        (rules(#"{"rule": "remote"}"#), #"field "a", rule 1 (remote): missing "url""#),
        (rules(#"{"rule": "remote", "url": ""}"#), #"field "a", rule 1 (remote): "url" is not a URL: """#),
        (
            rules(#"{"rule": "remote", "url": "ht tp://x"}"#),
            #"field "a", rule 1 (remote): "url" is not a URL: "ht tp://x""#
        ),
        (
            rules(#"{"rule": "remote", "url": "ftp://example.com/x"}"#),
            #"field "a", rule 1 (remote): "url" must use http or https, not "ftp""#
        ),
        (rules(#"{"rule": "remote", "url": "http://"}"#), #"field "a", rule 1 (remote): "url" has no host: "http://""#),
        (
            rules(#"{"rule": "remote", "url": "/x", "extra": [1]}"#),
            #"field "a", rule 1 (remote): "extra" must be a JSON object such as {"lang":"en"}, got [1]"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "timeout": "5"}"#),
            #"field "a", rule 1 (remote): "timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got "5""#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "timeout": 0}"#),
            #"field "a", rule 1 (remote): "timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got 0"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "debounce": -1}"#),
            #"field "a", rule 1 (remote): "debounce" must be a number of seconds from 0 to 60, such as 0.3, got -1"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "failurePolicy": "retry"}"#),
            #"field "a", rule 1 (remote): unknown "failurePolicy" value "retry" (expected invalid, valid or invalidWithRetry)"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "retryAttempts": 3}"#),
            #"field "a", rule 1 (remote): "retryAttempts" applies only with "failurePolicy": "invalidWithRetry""#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "failurePolicy": "valid", "retryDelay": 1}"#),
            #"field "a", rule 1 (remote): "retryDelay" applies only with "failurePolicy": "invalidWithRetry""#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "failurePolicy": "invalidWithRetry", "retryAttempts": -1}"#),
            #"field "a", rule 1 (remote): "retryAttempts" must be a non-negative integer, got -1"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "failurePolicy": "invalidWithRetry", "retryDelay": -1}"#),
            #"field "a", rule 1 (remote): "retryDelay" must be a number of seconds from 0 to 60, such as 0.5, got -1"#
        ),
        (
            rules(#"{"rule": "remote", "url": "/x", "retries": 1}"#),
            #"field "a", rule 1 (remote): unknown key "retries" (remote takes url, extra, timeout, debounce, failurePolicy, retryAttempts, retryDelay, message)"#
        ),
    ]

    @Test(arguments: cases)
    func decodingReportsThePlaceAndTheProblem(_ json: String, _ message: String) {
        let error = #expect(throws: FormSpecError.self) { try FormSpec(json: json) }
        #expect(error?.description == message)
    }

    @Test(arguments: cases)
    func jsonDecoderReportsTheSameError(_ json: String, _ message: String) {
        // Through Codable the JSON is the decoder's own business: its syntax errors, a number out of range
        // (JSONDecoder refuses the text before the spec sees it), a key given twice (JSONDecoder takes the first)
        // and the depth (Foundation's parser traps past its limit); every other problem is the same FormSpecError.
        let jsonProblems = [
            "the spec is not valid JSON", "the spec holds the number", "the spec holds the key", "the spec nests",
        ]
        guard !jsonProblems.contains(where: message.hasPrefix) else { return }
        let error = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode(FormSpec.self, from: Data(json.utf8))
        }
        #expect(error?.description == message)
    }

    @Test(arguments: ["a(", "[z-a]", "*"])
    func invalidPatternsAreReportedWhenTheSpecIsLoaded(_ pattern: String) throws {
        let json = Self.rules(
            #"{"rule": "regularExpression", "pattern": \#(String(describing: JSONValue.string(pattern)))}"#)
        let compilerError = #expect(throws: InvalidPatternError.self) {
            try ValidationRule<String>.regularExpression(pattern)
        }
        let error = #expect(throws: FormSpecError.self) { try FormSpec(json: json) }
        let reason = try #require(compilerError?.description)
        #expect(error?.description == #"field "a", rule 1 (regularExpression): "# + reason)
        #expect(error?.location == #"field "a", rule 1 (regularExpression)"#)
        #expect(error?.reason == reason)
        #expect(reason.hasPrefix("invalid regular expression \"\(pattern)\": "))
    }

    @Test func standaloneRuleAndFieldErrors() {
        let rule = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode(RuleSpec.self, from: Data(#"{"rule": "length", "min": 4, "max": 2}"#.utf8))
        }
        #expect(rule?.description == #"rule (length): "min" must not be greater than "max""#)
        let unknown = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode(RuleSpec.self, from: Data(#"{"rule": "zip"}"#.utf8))
        }
        #expect(unknown?.description.hasPrefix(#"rule: unknown rule "zip" (known rules: required, "#) == true)
        let field = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode(
                FieldSpec.self, from: Data(#"{"name": "a", "rules": [{"rule": "oneOf", "values": []}]}"#.utf8))
        }
        #expect(field?.description == #"field "a", rule 1 (oneOf): "values" must not be empty"#)
        let nameless = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode(FieldSpec.self, from: Data(#"{"label": "A"}"#.utf8))
        }
        #expect(nameless?.description == #"field: missing "name""#)
        let kind = #expect(throws: FormSpecError.self) {
            try JSONDecoder().decode([FieldKind].self, from: Data(#"["text", "date"]"#.utf8))
        }
        #expect(kind?.description == #""kind" must be "text", "number", "object" or "list", not "date""#)
    }

    static let swiftCases: [(name: String, fields: [FieldSpec], message: String)] = [
        ("", [], #"form: "name" must not be empty"#),
        ("f", [FieldSpec(name: "")], #"field 1: "name" must not be empty"#),
        ("f", [FieldSpec(name: "a"), FieldSpec(name: "a")], #"form: duplicate field name "a" (fields 1 and 2)"#),
        (
            "f", [FieldSpec(name: "a", rules: [.required(), .length(-1...3)])],
            #"field "a", rule 2 (length): "min" must be a non-negative integer, got -1"#
        ),
        (
            "f", [FieldSpec(name: "a", rules: [.minimumLength(-2)])],
            #"field "a", rule 1 (minimumLength): "min" must be a non-negative integer, got -2"#
        ),
        ("f", [FieldSpec(name: "a", rules: [.oneOf([])])], #"field "a", rule 1 (oneOf): "values" must not be empty"#),
        (
            "f", [FieldSpec(name: "a", rules: [.number(min: 2, max: 1)])],
            #"field "a", rule 1 (number): "min" must not be greater than "max""#
        ),
        (
            "f", [FieldSpec(name: "a", rules: [.remote("mailto:ada@example.com")])],
            #"field "a", rule 1 (remote): "url" must use http or https, not "mailto""#
        ),
        (
            "f", [FieldSpec(name: "a", rules: [.remote("/x", timeout: .zero)])],
            #"field "a", rule 1 (remote): "timeout" must be a number of seconds above 0 and at most 600, such as 10 or 0.5, got 0"#
        ),
        (
            "f", [FieldSpec(name: "a", rules: [.equalToField("b")])],
            #"field "a", rule 1 (equalToField): "field" names unknown field "b""#
        ),
        ("f", [FieldSpec(name: "a", dependsOn: ["b"])], #"field "a": "dependsOn" names unknown field "b""#),
    ]

    @Test(arguments: swiftCases)
    func specsWrittenInSwiftAreCheckedToo(_ name: String, _ fields: [FieldSpec], _ message: String) {
        let error = #expect(throws: FormSpecError.self) { try FormSpec(name: name, fields: fields) }
        #expect(error?.description == message)
    }

    @Test func regularExpressionsWrittenInSwiftAreCompiledWhenTheFormIsMade() {
        let error = #expect(throws: FormSpecError.self) {
            try FormSpec(name: "f", fields: [FieldSpec(name: "a", rules: [.regularExpression("a(")])])
        }
        #expect(error?.location == #"field "a", rule 1 (regularExpression)"#)
        #expect(error?.reason.hasPrefix(#"invalid regular expression "a(": "#) == true)
    }

    @Test func loadingAFileNamesTheFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formspec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.json")
        let missingError = #expect(throws: FormSpecError.self) { try FormSpec.load(contentsOf: missing) }
        #expect(missingError?.description == "\(missing.path): cannot read the file: no such file or directory")
        #expect(missingError?.file == missing.path)

        let garbage = folder.appendingPathComponent("garbage.json")
        try Data("{name".utf8).write(to: garbage)
        let garbageError = #expect(throws: FormSpecError.self) { try FormSpec.load(contentsOf: garbage) }
        #expect(garbageError?.description == "\(garbage.path): the spec is not valid JSON")

        let huge = folder.appendingPathComponent("huge.json")
        try Data(Self.rules(#"{"rule": "length", "min": 1e400, "max": 3}"#).utf8).write(to: huge)
        let hugeError = #expect(throws: FormSpecError.self) { try FormSpec.load(contentsOf: huge) }
        #expect(
            hugeError?.description
                == "\(huge.path): the spec holds the number 1e400, which is out of range (a number must have at most 38 significant digits, and be 0 or of a magnitude from 1e-128 to below 1e165)"
        )

        let malformed = folder.appendingPathComponent("malformed.json")
        try Data(Self.rules(#"{"rule": "length", "min": 3}"#).utf8).write(to: malformed)
        let malformedError = #expect(throws: FormSpecError.self) { try FormSpec.load(contentsOf: malformed) }
        #expect(malformedError?.description == "\(malformed.path): field \"a\", rule 1 (length): missing \"max\"")
        #expect(malformedError?.location == "field \"a\", rule 1 (length)")
        #expect(malformedError?.reason == "missing \"max\"")
    }

    /// A rule `levels` rules deep, the outermost counted: `not`, `anyOf` and `not` again in turn, `email` innermost.
    static func nestedRule(levels: Int) -> String {
        var rule = #"{"rule": "email"}"#
        for level in (1..<levels).reversed() {
            rule =
                level % 2 == 1
                ? #"{"rule": "not", "of": \#(rule)}"# : #"{"rule": "anyOf", "rules": [\#(rule), {"rule": "required"}]}"#
        }
        return rule
    }

    /// Defect: nested `not`/`anyOf` took cubic time to load (400 levels, 8 KB: 45 s). Rules nest at most 32 deep,
    /// and deeper nesting is refused with its reason before it is read.
    @Test(arguments: [1, 2, 31, 32])
    func rulesNestUpTo32Deep(_ levels: Int) throws {
        let spec = try FormSpec(json: Self.rules(Self.nestedRule(levels: levels)))
        #expect(spec.fields.first?.rules.first?.name == (levels == 1 ? "email" : "not"))
    }

    @Test(arguments: [33, 34, 300])
    func deeperNestingIsRefused(_ levels: Int) {
        let error = #expect(throws: FormSpecError.self) {
            try FormSpec(json: Self.rules(Self.nestedRule(levels: levels)))
        }
        #expect(error?.description == #"field "a", rule 1 (not), "of" (anyOf): rules nest more than 32 levels deep"#)
    }

    /// Loading is linear: a rule nested 32 deep is read and checked once, not once per rule above it.
    @Test func manyDeepRulesLoadAndValidate() async throws {
        let fields = (0..<500).map { #"{"name": "f\#($0)", "rules": [\#(Self.nestedRule(levels: 32))]}"# }
        let spec = try FormSpec(json: Self.form(fields.joined(separator: ", ")))
        let validator = try FormSpecValidator(spec)
        let result = await validator.validate(["f0": "ada@example.com", "f1": ""])
        #expect(result.fields.count == 500)
        #expect(result[field: "f0"]?.isValid == false)
        #expect(result[field: "f1"]?.isValid == true)
    }
}
