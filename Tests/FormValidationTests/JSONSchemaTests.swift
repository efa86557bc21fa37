import FormValidation
import Foundation
import Testing

/// JSON Schema (draft 2020-12) loaded into the library: errors at instance pointers with codes and messages in the
/// catalog's language, and every schema the library cannot take refused when it is loaded, with its pointer. The
/// official test suite runs through `formcheck schema` (scripts/json-schema/test-suite, in CI).
@Suite struct JSONSchemaTests {
    static let order = """
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "type": "object", "required": ["customer", "addresses"],
         "properties": {
           "customer": {"type": "object", "required": ["email"], "additionalProperties": false,
             "properties": {"name": {"type": "string", "maxLength": 5}, "email": {"type": "string", "minLength": 3}}},
           "addresses": {"type": "array", "minItems": 1, "maxItems": 2, "uniqueItems": true,
             "items": {"$ref": "#/$defs/address"}},
           "total": {"type": "number", "exclusiveMinimum": 0, "multipleOf": 0.01}},
         "$defs": {"address": {"type": "object", "required": ["country"],
           "properties": {"country": {"title": "Country", "enum": ["GB", "FR", "US"]},
             "postalCode": {"type": "string", "pattern": "^[0-9A-Z ]+$"}}}}}
        """

    static func schema() throws -> JSONSchema { try JSONSchema(json: order) }

    /// Numbers written every way a bound and a value may be: signs, zeros, fractions, exponents, digits past 64 bits
    /// (which the evaluation compares through Foundation) and digits that fit.
    static let numbers = [
        "0", "-0", "0.0", "1", "-1", "1.0", "1.5", "-1.5", "13", "12.999999", "13.000001", "130", "1e2", "100.00",
        "-1e-7", "1e-7", "18446744073709551615", "18446744073709551616", "-18446744073709551616", "1e30", "1e-30",
        "123456789012345678901234567890", "0.1", "0.10", "99999.99", "100000",
    ]

    @Test(arguments: numbers)
    func numberBoundsCompareExactly(bound: String) throws {
        let posix = Locale(identifier: "en_US_POSIX")
        let limit = try #require(Decimal(string: bound, locale: posix))
        let schemas = try [
            ("minimum", { (value: Decimal) in value >= limit }), ("maximum", { $0 <= limit }),
            ("exclusiveMinimum", { $0 > limit }), ("exclusiveMaximum", { $0 < limit }),
        ].map { keyword, expected in (try JSONSchema(json: #"{"\#(keyword)": \#(bound)}"#), keyword, expected) }
        for text in Self.numbers {
            let value = try #require(Decimal(string: text, locale: posix))
            for (schema, keyword, expected) in schemas {
                #expect(
                    schema.isValid(try JSONValue(json: text)) == expected(value), "\(text) against \(keyword) \(bound)")
            }
        }
    }

    /// `integer` is read from a number's digits when they fit 64 bits, and by rounding otherwise; both must agree
    /// with the arithmetic.
    @Test(arguments: numbers + ["1.0", "1.50e1", "-0.0", "1e-2", "123.4500", "18446744073709551615.0", "1.5e30"])
    func integerIsAWholeNumber(text: String) throws {
        let value = try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        var rounded = Decimal()
        var copy = value
        NSDecimalRound(&rounded, &copy, 0, .plain)
        let schema = try JSONSchema(json: #"{"type": "integer"}"#)
        #expect(schema.isValid(try JSONValue(json: text)) == (rounded == value), "\(text)")
        #expect(schema.isValid(json: Array(text.utf8)) == (rounded == value), "\(text) as text")
    }

    /// Found by `fuzz-schema`: two schemas with one `$id` were refused at whichever a dictionary gave first.
    @Test func aRepeatedIdentifierIsRefusedAtTheSamePlaceEachTime() throws {
        let names = (0..<12).map { "p\($0)" }
        let members = names.map { #""\#($0)": {"$id": "https://example.com/same"}"# }.joined(separator: ", ")
        let text = #"{"properties": {\#(members)}}"#
        var pointers: Set<String> = []
        for _ in 0..<20 {
            #expect(throws: JSONSchemaError.self) { try JSONSchema(json: text) }
            do { _ = try JSONSchema(json: text) } catch { pointers.insert(error.pointer.description) }
        }
        #expect(pointers == ["/properties/p1/$id"])
    }

    @Test func validValueHasNoErrors() throws {
        let value = try JSONValue(
            json:
                #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB", "postalCode": "SW1A 1AA"}], "total": 9.99}"#
        )
        #expect(try Self.schema().validate(value, messages: .english) == [])
        #expect(try Self.schema().isValid(value))
    }

    /// Each error sits at the pointer of its value, a missing member's at the member; the schema's `title` names
    /// its value, else the member's name.
    @Test(arguments: [
        (#"{"customer": {}, "addresses": [{"country": "GB"}]}"#, "/customer/email", "required", "email is required."),
        (
            #"{"customer": {"email": "a@b.c", "nick": 1}, "addresses": [{"country": "GB"}]}"#, "/customer/nick",
            "forbidden", "nick is not allowed."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "DE"}]}"#, "/addresses/0/country",
            "notAllowed", #"Country must be one of: "GB", "FR", or "US"."#
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB", "postalCode": "sw1a"}]}"#,
            "/addresses/0/postalCode", "patternMismatch", "postalCode is not in the expected format."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}, {"country": "GB"}]}"#, "/addresses",
            "duplicateItems", "addresses must not hold the same item twice."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": []}"#, "/addresses", "tooFewItems",
            "addresses must have at least 1 item."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}], "total": 0}"#, "/total",
            "tooSmall", "total must be greater than 0."
        ),
        (
            #"{"customer": {"email": "a@b.c"}, "addresses": [{"country": "GB"}], "total": 1.005}"#, "/total",
            "notAMultiple", "total must be a multiple of 0.01."
        ),
        (
            #"{"customer": {"email": "a@b.c", "name": "Ada Lovelace"}, "addresses": [{"country": "GB"}]}"#,
            "/customer/name", "tooLong", "name must be at most 5 Unicode scalars long."
        ),
        (#"[]"#, "", "invalidType", "This field must be of type object."),
    ])
    func errorsSitAtTheirValues(json: String, path: String, code: String, message: String) throws {
        let errors = try Self.schema().validate(try JSONValue(json: json), messages: .english)
        #expect(errors.count == 1, "\(errors)")
        let error = try #require(errors.first)
        #expect(error.path == (try JSONPointer(parsing: path)))
        #expect(error.code.rawValue == code)
        #expect(error.message == message)
        #expect(try !Self.schema().isValid(try JSONValue(json: json)))
    }

    /// Messages follow the catalog's language.
    @Test func speaksTheCatalogsLanguage() throws {
        let value = try JSONValue(json: #"{"customer": {}, "addresses": [{"country": "DE"}]}"#)
        let messages = try Self.schema().validate(value, messages: MessageCatalog(languages: ["de"])).map(\.message)
        // Members in the order of their names: `addresses` before `customer`.
        #expect(
            messages == [#"Country muss einer dieser Werte sein: "GB", "FR" oder "US"."#, "email ist erforderlich."])
    }

    /// `anyOf` that nothing matches is one error, each alternative's errors in its details; `oneOf` that two match
    /// says so.
    @Test func alternativesReportOnce() throws {
        let schema = try JSONSchema(json: #"{"anyOf": [{"type": "string"}, {"minimum": 10}]}"#)
        let errors = schema.validate(.number(3), messages: .english)
        #expect(errors.map(\.code) == [.noMatchingAlternative])
        #expect(errors.first?.details.map(\.code) == [.invalidType, .tooSmall])
        let oneOf = try JSONSchema(json: #"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#)
        #expect(oneOf.validate(.number(3), messages: .english).map(\.code) == [.multipleAlternatives])
        #expect(oneOf.isValid(.number(1)) && oneOf.isValid(.number(2.5)))
    }

    /// A `$ref` to the draft 2020-12 meta-schema resolves without fetching anything: a schema can be checked.
    @Test func metaSchemaValidatesSchemas() throws {
        let schema = try JSONSchema(json: #"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"#)
        #expect(schema.isValid(try JSONValue(json: Self.order)))
        #expect(!schema.isValid(try JSONValue(json: #"{"minLength": -1}"#)))
        #expect(!schema.isValid(try JSONValue(json: #"{"type": "text"}"#)))
    }

    /// `unevaluatedProperties` sees what `allOf`, `$ref` and `if`/`then` evaluated.
    @Test func unevaluatedPropertiesSeeSubschemas() throws {
        let schema = try JSONSchema(
            json: """
                {"allOf": [{"properties": {"a": true}}], "if": {"required": ["b"]}, "then": {"properties": {"b": true}},
                 "unevaluatedProperties": false}
                """)
        #expect(schema.isValid(try JSONValue(json: #"{"a": 1, "b": 2}"#)))
        let errors = schema.validate(try JSONValue(json: #"{"a": 1, "c": 3}"#), messages: .english)
        #expect(errors.map(\.path) == [["c"]])
    }

    /// Strings compare code point by code point, as the specification asks, not by Swift's canonical equivalence.
    /// A value too short reports its length: the failures of a small `minLength` are made when the schema loads,
    /// one per length, and a larger one's when they happen; each says the bound and the length, counted in code
    /// points, with the same message.
    @Test(arguments: [1, 3, 16, 17, 40])
    func aStringTooShortSaysItsLength(minimum: Int) throws {
        let schema = try JSONSchema(json: #"{"minLength": \#(minimum), "type": ["string", "integer"]}"#)
        for length in [0, minimum / 2, minimum - 1, minimum] {
            for text in [String(repeating: "a", count: length), String(repeating: "é", count: length)] {
                let errors = schema.validate(.string(text), messages: .english)
                guard length < minimum else {
                    #expect(errors == [])
                    continue
                }
                let unit = minimum == 1 ? "Unicode scalar" : "Unicode scalars"
                let expected: [String: ValidationParameter] = [
                    "min": .integer(minimum), "length": .integer(length), "unit": .text(unit),
                    "counting": .text("scalars"),
                ]
                #expect(errors.map(\.code) == [.tooShort])
                #expect(errors.first?.parameters == expected, "\(text)")
                #expect(errors.first?.message == "This field must be at least \(minimum) \(unit) long.")
            }
        }
        #expect(
            schema.validate(.bool(true), messages: .english).map(\.parameters) == [
                ["types": .list(["string", "integer"])]
            ])
    }

    @Test func stringsCompareByCodePoints() throws {
        let schema = try JSONSchema(json: #"{"const": "\u00e9"}"#)
        #expect(schema.isValid(.string("\u{e9}")))
        #expect(!schema.isValid(.string("e\u{301}")))
        let unique = try JSONSchema(json: #"{"uniqueItems": true}"#)
        #expect(unique.isValid(.array([.string("\u{e9}"), .string("e\u{301}")])))
        #expect(!unique.isValid(.array([.number(1), .number(1.0)])))
    }

    /// `enum` finds strings by their code points in a hashed set, and other values among the listed values of their
    /// kind, with JSON equality: a long list and a short one answer alike.
    @Test(arguments: [3, 100_000])
    func enumFindsValuesOfEveryKind(padding: Int) throws {
        let filler = (0..<padding).map { "\"v\($0)\"" }.joined(separator: ",")
        let schema = try JSONSchema(
            json: #"{"enum": [\#(filler), "\u00e9", 1, 2.50, null, false, [1, "a"], {"a": 1, "b": [true]}]}"#)
        let valid: [JSONValue] = [
            "\u{e9}", "v2", .number(1.0), .number(2.5), .null, false, [1, "a"], ["b": [true], "a": 1.0],
        ]
        let invalid: [JSONValue] = [
            "e\u{301}", "v-1", "1", .number(2.51), true, [1], ["a", 1], ["a": 1], ["a": 1, "b": [true], "c": nil],
        ]
        for value in valid { #expect(schema.isValid(value), "\(value)") }
        for value in invalid {
            #expect(!schema.isValid(value), "\(value)")
            #expect(schema.validate(value, messages: .english).map(\.code) == [.notAllowed], "\(value)")
        }
    }

    /// What cannot be taken is refused when the schema is loaded, naming the keyword and where it is.
    static let refusals: [(schema: String, pointer: String, says: String)] = [
        (#"{"properties": {"age": {"minimum": "ten"}}}"#, "/properties/age/minimum", "must be a number"),
        (#"{"dependencies": {"a": ["b"]}}"#, "/dependencies", "dependentRequired"),
        (#"{"items": [{"type": "string"}]}"#, "/items", "prefixItems"),
        (##"{"$ref": "#/$defs/missing"}"##, "/$ref", "no schema of this document"),
        (#"{"$ref": "https://example.com/other.json"}"#, "/$ref", "nothing is fetched"),
        (#"{"pattern": "(unclosed"}"#, "/pattern", "regular expression"),
        (#"{"type": "text"}"#, "/type", "not a JSON type"),
        (
            ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"allOf": [{"$ref": "#/$defs/a"}]}}, "$ref": "#/$defs/a"}"##,
            "", "without end"
        ),
        (#"{"$schema": "http://json-schema.org/draft-07/schema#"}"#, "/$schema", "only draft 2020-12"),
        (#"{"minItems": -1}"#, "/minItems", "non-negative integer"),
        (#"{"multipleOf": 0}"#, "/multipleOf", "greater than 0"),
        (#"[1]"#, "", "object or a boolean"),
    ]

    @Test(arguments: refusals)
    func refusesWhatItCannotTake(json: String, pointer: String, says: String) throws {
        #expect {
            try JSONSchema(json: json)
        } throws: { error in
            guard let error = error as? JSONSchemaError else { return false }
            return error.description.contains(says)
                && (pointer.isEmpty || error.pointer == (try? JSONPointer(parsing: pointer)))
        }
    }

    /// References resolve against `$id`s, `$anchor`s and URNs; a recursive schema follows the value down.
    @Test func resolvesIdentifiersAndAnchors() throws {
        let schema = try JSONSchema(
            json: """
                {"$id": "urn:example:tree", "type": "object",
                 "properties": {"children": {"type": "array", "items": {"$ref": "urn:example:tree"}},
                   "leaf": {"$ref": "#leaf"}},
                 "$defs": {"leaf": {"$anchor": "leaf", "type": "integer"}}}
                """)
        #expect(schema.isValid(try JSONValue(json: #"{"children": [{"children": [{"leaf": 1}]}]}"#)))
        let errors = schema.validate(
            try JSONValue(json: #"{"children": [{"children": [{"leaf": "x"}]}]}"#), messages: .english)
        #expect(errors.map(\.path) == [["children", "0", "children", "0", "leaf"]])
    }

    /// One schema, many threads at once.
    @Test func isSharedAcrossThreads() async throws {
        let schema = try Self.schema()
        let bad = try JSONValue(json: #"{"customer": {}, "addresses": []}"#)
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<8 { group.addTask { (0..<200).reduce(0) { total, _ in total + schema.validate(bad).count } } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(counts == Array(repeating: 400, count: 8))
    }

    /// Asked to (`formats: .assert`), `format` asserts the formats the library checks, with the rules' codes where
    /// a rule says the same; any other format is an annotation, and a value that is not a string passes.
    @Test(arguments: [
        ("email", "ada@example.com", true), ("email", "ada@", false), ("email", "ada@bücher.example", false),
        // RFC 5321's mailbox, more than the `email` rule takes: a dotless domain, a one-letter top-level domain, an
        // empty quoted local part, address literals.
        ("email", "a@localhost", true), ("email", "a@b.c", true), ("email", "\"\"@b.com", true),
        ("email", "ada@[192.0.2.1]", true), ("email", "ada@[IPv6:2001:db8::1]", true), ("email", "ada@[1.2.3]", false),
        ("email", ".ada@b.com", false), ("email", "ada@-b.com", false), ("email", "a@b@c.com", false),
        ("idn-email", "\u{85}δ@example.com", true), ("idn-email", "ada＠example.com", false),
        ("idn-email", "ada@bücher.example", true), ("uri", "https://example.com/a?b#c", true),
        ("uri", "//example.com/a", false), ("uri", "https://exa mple.com", false), ("date", "2024-02-29", true),
        ("date", "2023-02-29", false), ("date", "2024-2-9", false), ("ipv4", "192.168.0.1", true),
        ("ipv4", "192.168.00.1", false), ("ipv4", "256.1.1.1", false), ("ipv6", "::ffff:192.168.0.1", true),
        ("ipv6", "1::2::3", false), ("ipv6", "12345::", false), ("uuid", "2eb8aa08-aa98-11ea-b4aa-73b441d16380", true),
        ("uuid", "2eb8aa08aa9811eab4aa73b441d16380", false), ("hostname", "www.example.com", true),
        ("hostname", "-example.com", false), ("hostname", "exa_mple.com", false), ("x-colour", "not one", true),
    ])
    func formatsThatRulesCheckAreAsserted(format: String, text: String, valid: Bool) throws {
        let schema = try JSONSchema(json: #"{"format": "\#(format)"}"#, formats: .assert)
        #expect(schema.isValid(.string(text)) == valid)
        #expect(schema.isValid(.number(1)), "a number is not a string: nothing to check")
        #expect(try JSONSchema(json: #"{"format": "\#(format)"}"#).isValid(.string(text)), "an annotation by default")
    }

    @Test func formatErrorsSpeakAsTheRules() throws {
        let schema = try JSONSchema(
            json: #"{"properties": {"email": {"format": "email"}, "server": {"format": "ipv4"}}}"#, formats: .assert)
        let errors = schema.validate(try JSONValue(json: #"{"email": "ada@", "server": "1.2.3"}"#), messages: .english)
        #expect(errors.map(\.code) == [.invalidEmail, .invalidIPAddress])
        #expect(errors.map(\.message) == ["email is not a valid email address.", "server is not a valid IP address."])
    }
}

/// The defects found by probing the schema path (issue 35), each kept from coming back.
@Suite struct JSONSchemaProbeTests {
    /// `{"$defs": {"d0": …, "d1": …, …}, "$ref": "#/$defs/d0"}`, each definition `link(i)` and the last `last`.
    static func chain(_ count: Int, last: String, link: (Int) -> String) -> String {
        var definitions = (0..<count).map { #""d\#($0)": \#(link($0))"# }
        definitions.append(#""d\#(count)": \#(last)"#)
        return ##"{"$defs": {"## + definitions.joined(separator: ", ") + ##"}, "$ref": "#/$defs/d0"}"##
    }

    /// A chain of 6,000 `$ref`s loads (compiling each link on demand recursed once per link, and crashed near
    /// 5,400), and is applied in one step.
    @Test func aLongChainOfReferencesLoads() throws {
        let schema = try JSONSchema(
            json: Self.chain(6_000, last: #"{"type": "integer"}"#) { ##"{"$ref": "#/$defs/d\##($0 + 1)"}"## })
        #expect(schema.isValid(1))
        #expect(schema.validate("one", messages: .english).map(\.code) == [.invalidType])
    }

    /// A chain through `properties` loads too (it crashed near 4,000), and is applied as deep as the value goes.
    @Test func aLongChainThroughPropertiesLoads() throws {
        let schema = try JSONSchema(
            json: Self.chain(6_000, last: #"{"type": "integer"}"#) {
                ##"{"properties": {"x": {"$ref": "#/$defs/d\##($0 + 1)"}}}"##
            })
        #expect(schema.isValid(try JSONValue(json: #"{"x": {"x": {"x": []}}}"#)))
        let short = try JSONSchema(
            json: Self.chain(3, last: #"{"type": "integer"}"#) {
                ##"{"properties": {"x": {"$ref": "#/$defs/d\##($0 + 1)"}}}"##
            })
        let errors = short.validate(try JSONValue(json: #"{"x": {"x": {"x": []}}}"#), messages: .english)
        #expect(errors.map(\.path) == [["x", "x", "x"]])
    }

    /// A chain of `allOf`s, applied in place link after link, as long as an evaluation goes; a longer one could
    /// never be applied (it overflowed the stack at 6,000), and is refused when the schema is loaded.
    @Test func aChainOfAllOfsIsAppliedOrRefused() throws {
        let link = { (index: Int) in ##"{"allOf": [{"$ref": "#/$defs/d\##(index + 1)"}]}"## }
        let schema = try JSONSchema(json: Self.chain(900, last: #"{"type": "integer"}"#, link: link))
        #expect(schema.isValid(1))
        #expect(!schema.isValid("one"))
        #expect {
            try JSONSchema(json: Self.chain(6_000, last: #"{"type": "integer"}"#, link: link))
        } throws: { error in
            (error as? JSONSchemaError)?.description.contains("more than 1000 schemas in place") == true
        }
    }

    /// A value nested deep enough under a recursive schema goes past what an evaluation applies: it could not be
    /// checked, which is said once, at its place, and is never a verdict (`not` does not turn it into a pass).
    @Test func aValueTooDeepForTheSchemaCannotBeChecked() throws {
        let deep = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let inner = ##"{"allOf": [{"allOf": [{"allOf": [{"allOf": [{"$ref": "#"}]}]}]}]}"##
        let schema = try JSONSchema(json: #"{"items": \#(inner)}"#)
        let errors = schema.validate(try JSONValue(json: deep), messages: .english)
        #expect(errors.map(\.code) == [.schemaTooDeep])
        #expect(errors.first?.path?.tokens.count ?? 0 > 150)
        #expect(errors.first?.message == "This field could not be checked: the schema nests too deeply here.")
        #expect(!schema.isValid(try JSONValue(json: deep)))
        let negated = try JSONSchema(json: #"{"not": {"items": \#(inner)}}"#)
        #expect(!negated.isValid(try JSONValue(json: deep)))
        #expect(negated.validate(try JSONValue(json: deep), messages: .english).map(\.code) == [.schemaTooDeep])
        #expect(schema.isValid(try JSONValue(json: "[[[]]]")))
    }

    /// Member names compare code point by code point: the Kelvin sign's `Key` is not `Key`, in `required`,
    /// `properties`, `additionalProperties`, `unevaluatedProperties` and `dependentRequired`.
    @Test func memberNamesCompareByCodePoints() throws {
        let kelvin = try JSONValue(json: #"{"\u212Aey": 1}"#)
        let both = try JSONValue(json: #"{"Key": 1, "\u212Aey": 2}"#)
        let closed = try JSONSchema(
            json: #"{"required": ["Key"], "properties": {"Key": {"type": "integer"}}, "additionalProperties": false}"#)
        #expect(closed.validate(kelvin, messages: .english).map(\.code) == [.required, .forbidden])
        #expect(closed.validate(both, messages: .english).map { $0.path?.tokens } == [["\u{212A}ey"]])
        let unevaluated = try JSONSchema(
            json: #"{"allOf": [{"properties": {"Key": true}}], "unevaluatedProperties": false}"#)
        #expect(!unevaluated.isValid(kelvin))
        #expect(unevaluated.isValid(try JSONValue(json: #"{"Key": 1}"#)))
        let dependent = try JSONSchema(json: #"{"dependentRequired": {"Key": ["other"]}}"#)
        #expect(dependent.isValid(kelvin))
        #expect(!dependent.isValid(try JSONValue(json: #"{"Key": 1}"#)))
        #expect(try JSONSchema(json: #"{"required": ["Key", "\u212Aey"]}"#).isValid(both), "two names, not one twice")
    }

    /// `multipleOf` is exact whatever the magnitudes: the quotient is never rounded to 38 digits (which made
    /// `1e100` a multiple of 3), nor pushed out of range (which made `1e162` no multiple of `0.0001`).
    @Test(arguments: [
        ("3", "200000000000000000000000000000000000000", false), ("3", "1e100", false), ("3", "3e100", true),
        ("3", "-9e120", true), ("3", "7", false), ("0.0001", "1e162", true), ("0.0001", "0.0075", true),
        ("0.0001", "0.00751", false), ("0.01", "19.99", true), ("1e-100", "3e-99", true), ("1e100", "1e99", false),
        ("1e100", "5e100", true), ("7", "0", true), ("0.3", "0.9", true), ("2", "1e-128", false),
        ("12345678901234567890123456789012345678", "24691357802469135780246913578024691356", true),
    ])
    func multipleOfIsExact(divisor: String, number: String, isMultiple: Bool) throws {
        let schema = try JSONSchema(json: #"{"multipleOf": \#(divisor)}"#)
        #expect(schema.isValid(try JSONValue(json: number)) == isMultiple)
    }

    /// A `required` list of 100,000 names loads (each name is looked up once, not compared with every other:
    /// 40,000 took 4 seconds), and a name given twice, far down, is still found.
    @Test func aLongRequiredListLoads() throws {
        let names = (0..<100_000).map { "\"n\($0)\"" }
        let schema = try JSONSchema(json: #"{"required": [\#(names.joined(separator: ","))]}"#)
        #expect(!schema.isValid(try JSONValue(json: #"{"n1": 1}"#)))
        #expect {
            try JSONSchema(json: #"{"required": [\#(names.joined(separator: ",")), "n99999"]}"#)
        } throws: { error in
            (error as? JSONSchemaError)?.description.contains(#"names "n99999" twice"#) == true
        }
    }

    /// An error stays short whatever the schema holds: a long `enum` is not listed, a long `const` not shown, and
    /// repeated items make one error for the list, with the first repeat and their number.
    @Test func errorsStayShort() throws {
        let values = (0..<201_000).map { "\"v\($0)\"" }.joined(separator: ",")
        let long = try JSONSchema(json: #"{"enum": [\#(values)]}"#)
        let errors = long.validate("abcdef", messages: .english)
        #expect(errors.map(\.message) == ["This field must be one of the allowed values."])
        #expect(errors.first?.parameters == ["count": 201_000])
        let short = try JSONSchema(json: #"{"enum": ["a", 1, null]}"#)
        #expect(
            short.validate("b", messages: .english).map(\.message) == [#"This field must be one of: "a", 1, or null."#])
        let constant = try JSONSchema(json: #"{"const": "\#(String(repeating: "x", count: 300))"}"#)
        #expect(constant.validate("y", messages: .english).map(\.message) == ["This field is not the expected value."])
        let unique = try JSONSchema(json: #"{"uniqueItems": true}"#)
        let repeated = JSONValue.array(Array(repeating: "", count: 10_000) + ["a", "a"])
        let duplicates = unique.validate(repeated, messages: .english)
        #expect(duplicates.count == 1)
        #expect(duplicates.first?.parameters == ["index": 1, "first": 0, "count": 10_000])
    }

    /// A reference's scheme and host compare in lower case, as RFC 3986 compares them; its path as written.
    @Test func referencesCompareSchemesAndHostsInLowerCase() throws {
        let schema = try JSONSchema(
            json: """
                {"$id": "https://Example.COM/root.json",
                 "$defs": {"age": {"$id": "https://example.com/age.json", "type": "integer"}},
                 "properties": {"age": {"$ref": "HTTPS://EXAMPLE.com/age.json"}}}
                """)
        #expect(schema.isValid(try JSONValue(json: #"{"age": 1}"#)))
        #expect(!schema.isValid(try JSONValue(json: #"{"age": "one"}"#)))
        #expect(throws: JSONSchemaError.self) {
            try JSONSchema(json: ##"{"$id": "https://example.com/a.json", "$ref": "https://example.com/A.json"}"##)
        }
        let meta = try JSONSchema(json: #"{"$ref": "HTTPS://JSON-SCHEMA.ORG/draft/2020-12/schema"}"#)
        #expect(!meta.isValid(try JSONValue(json: #"{"type": "text"}"#)))
    }
}
