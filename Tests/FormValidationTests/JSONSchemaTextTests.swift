import FormValidation
import Testing

@testable import FormValidationSchema

/// `JSONSchema.isValid(json:)`: a JSON text checked straight from its bytes where the schema allows, with the
/// verdict that parsing it and evaluating the value gives, whatever the text holds: escapes, keys given twice,
/// numbers written every way, text that is not JSON, members no schema names.
@Suite struct JSONSchemaTextTests {
    static let record = #"""
        {"type": "object", "required": ["name", "age"], "additionalProperties": false,
         "properties": {
           "name": {"type": "string", "minLength": 2, "maxLength": 5, "pattern": "^[A-Za-zé]+$"},
           "age": {"type": "integer", "minimum": 0, "exclusiveMaximum": 150},
           "email": {"type": "string", "format": "email"},
           "country": {"enum": ["GB", "FR"]},
           "tags": {"type": "array", "maxItems": 2, "items": {"type": "string", "allOf": [{"minLength": 1}]}},
           "score": {"type": ["number", "null"], "maximum": 1e2},
           "flag": {"type": "boolean"},
           "nested": {"$ref": "#/$defs/nested"}},
         "$defs": {"nested": {"type": "object", "properties": {"deeper": {"$ref": "#/$defs/nested"}}}}}
        """#

    @Test(arguments: [
        (#"{"name": "Ada", "age": 36}"#, true),
        (#" {"age":36,"name":"Ada"} "#, true),
        (#"{"name": "Ada", "age": 36.0}"#, true),
        (#"{"name": "Ada", "age": 3.6e1}"#, true),
        (#"{"name": "Ada", "age": 36.5}"#, false),
        (#"{"name": "Ada", "age": -0}"#, true),
        (#"{"name": "Ada", "age": -1}"#, false),
        (#"{"name": "Ada", "age": 150}"#, false),
        (#"{"name": "Ada", "age": 149.0}"#, true),
        (#"{"name": "Ada", "age": 036}"#, false),
        (#"{"name": "Ada", "age": 36."#, false),
        (#"{"name": "Ada", "age": 1e400}"#, false),
        (#"{"name": "Ada", "age": 99999999999999999999999}"#, false),
        (#"{"name": "Ada", "age": "36"}"#, false),
        (#"{"name": "Ada"}"#, false),
        (#"{"name": "A", "age": 36}"#, false),
        (#"{"name": "Adaline", "age": 36}"#, false),
        (#"{"name": "Zoé", "age": 36}"#, true),
        (#"{"name": "éééé", "age": 36}"#, true),
        (#"{"name": "ééééé", "age": 36}"#, true),
        (#"{"name": "éééééé", "age": 36}"#, false),
        (#"{"name": "Ad\u0061", "age": 36}"#, true),
        (#"{"name": "Ad\"a", "age": 36}"#, false),
        (#"{"name": "Ada", "age": 36, "name": "Bob"}"#, false),
        (#"{"name": "Ada", "age": 36, "other": 1}"#, false),
        (#"{"name": "Ada", "age": 36, "email": "ada@example.com"}"#, true),
        (#"{"name": "Ada", "age": 36, "email": "ada.example.com"}"#, false),
        (#"{"name": "Ada", "age": 36, "country": "GB"}"#, true),
        (#"{"name": "Ada", "age": 36, "country": "DE"}"#, false),
        (#"{"name": "Ada", "age": 36, "tags": ["a", "b"]}"#, true),
        (#"{"name": "Ada", "age": 36, "tags": []}"#, true),
        (#"{"name": "Ada", "age": 36, "tags": ["a", "b", "c"]}"#, false),
        (#"{"name": "Ada", "age": 36, "tags": [""]}"#, false),
        (#"{"name": "Ada", "age": 36, "tags": ["a",]}"#, false),
        (#"{"name": "Ada", "age": 36, "score": null}"#, true),
        (#"{"name": "Ada", "age": 36, "score": 100}"#, true),
        (#"{"name": "Ada", "age": 36, "score": 100.001}"#, false),
        (#"{"name": "Ada", "age": 36, "flag": true}"#, true),
        (#"{"name": "Ada", "age": 36, "flag": tru}"#, false),
        (#"{"name": "Ada", "age": 36, "flag": nul}"#, false),
        (#"{"name": "Ada", "age": 36, "nested": {"deeper": {"deeper": {}}}}"#, true),
        (#"{"name": "Ada", "age": 36, "nested": {"deeper": {"deeper": 1}}}"#, false),
        (#"{"name": "Ada", "age": 36, "nested": {"other": [1, {"a": null}]}}"#, true),
        (#"{"name": "Ada", "age": 36, "nested": {"other": 1, "other": 2}}"#, false),
        (#"{"name": "Ada", "age": 36}x"#, false),
        (#"{"name": "Ada", "age": 36}}"#, false),
        (#"{"name": "Ada" "age": 36}"#, false),
        (#"{"name": "Ada", "age": 36"#, false),
        (#"{'name': 'Ada', 'age': 36}"#, false),
        ("", false),
        ("[]", false),
        ("null", false),
    ])
    func readsTheTextAsTheEvaluationReadsTheValue(text: String, valid: Bool) throws {
        let schema = try JSONSchema(json: Self.record, formats: .assert)
        let evaluated = (try? JSONValue(json: text)).map { schema.isValid($0) } ?? false
        #expect(evaluated == valid)
        #expect(schema.isValid(json: text.utf8) == valid)
        #expect(schema.isValid(json: Array(text.utf8)) == valid)
    }

    /// A text given as bytes (a request's body) may hold bytes that are not UTF-8: in a string or a member's name,
    /// the text is not JSON, as the parser says, however lenient the schema. UTF-8 at the edges of its ranges is
    /// read as it is.
    @Test(
        arguments: [
            ([0x41, 0xC3, 0xA9], true),  // é
            ([0xF0, 0x9F, 0x98, 0x80], true),  // an emoji, four bytes
            ([0xEF, 0xBF, 0xBF], true),  // U+FFFF
            ([0xF4, 0x8F, 0xBF, 0xBF], true),  // U+10FFFF
            ([0xED, 0x9F, 0xBF], true),  // U+D7FF, below the surrogates
            ([0x41, 0xFF], false),  // never in UTF-8
            ([0xC0, 0xAF], false),  // an overlong slash
            ([0xE0, 0x80, 0xAF], false),  // overlong, three bytes
            ([0xED, 0xA0, 0x80], false),  // a surrogate
            ([0xF4, 0x90, 0x80, 0x80], false),  // past U+10FFFF
            ([0xE2, 0x82], false),  // cut short
            ([0x80], false),  // a continuation alone
            ([0xC3, 0x41], false),  // a lead without its continuation
        ] as [([UInt8], Bool)])
    func bytesThatAreNotUTF8AreNotJSON(_ bytes: [UInt8], _ isUTF8: Bool) throws {
        let schema = try JSONSchema(json: #"{"additionalProperties": {"type": "string"}}"#)
        for text in [
            Array(#"{"name": ""#.utf8) + bytes + Array(#""}"#.utf8),
            Array(#"{""#.utf8) + bytes + Array(#"": "x"}"#.utf8),
        ] {
            #expect(((try? JSONValue(json: text)) != nil) == isUTF8, "the parser, \(text)")
            #expect(schema.isValid(json: text) == isUTF8, "\(text)")
        }
    }

    /// The member a record names next is compared with its text in place, without reading the key first: a key
    /// that is that name and no more, unescaped, is the member; a prefix, a longer key, the name escaped, or a
    /// name with a byte that a key escapes (a quote, a backslash) get the parser's reading, in any order.
    @Test(arguments: [
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy"}"#,
        #"{"a": "x", "name": "x", "username": "x", "a very long member name": "x"}"#,
        #"{"name": "xy", "a": "xy", "a very long member name": "xy", "username": "xy"}"#,
        #"{"a": "xy", "nam": "xy", "username": "xy", "a very long member name": "xy"}"#,
        #"{"a": "xy", "names": "x", "username": "xy", "a very long member name": "xy"}"#,
        #"{"a": "xy", "n\u0061me": "x", "username": "xy", "a very long member name": "xy"}"#,
        #"{"a": "xy", "name": "xy", "username\"": "x", "a very long member name": "xy"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member nam": "x"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "x", "q\"": "x", "b\\": "x"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy", "q\"": "xy", "b\\": "xy"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy", "q\\": "x", "b\"": "x"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy", "q": "x", "b": "x"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy", "b\": "xy"}"#,
        #"{"a": "xy", "name": "xy", "username": "xy", "a very long member name": "xy", "name": "xy"}"#,
        #"{"a": "xy", "name"#, #"{"a": "xy", "name": "xy", "username"#, #"{"a": "xy", "na"#,
    ])
    func keysAreMatchedInPlaceAsTheParserReadsThem(text: String) throws {
        let members = ["a", "name", "username", "a very long member name", #"b\\"#, #"q\""#]
        let properties = members.map { #""\#($0)": {"minLength": 2}"# }.joined(separator: ", ")
        let required = members.prefix(4).map { #""\#($0)""# }.joined(separator: ", ")
        let schema = try JSONSchema(json: #"{"required": [\#(required)], "properties": {\#(properties)}}"#)
        guard let value = try? JSONValue(json: text) else {
            #expect(!schema.isValid(json: text.utf8))
            #expect(throws: JSONParsingError.self) { try schema.validate(json: text.utf8, messages: .english) }
            return
        }
        #expect(schema.isValid(json: text.utf8) == schema.isValid(value))
        #expect(try schema.validate(json: text.utf8, messages: .english) == schema.validate(value, messages: .english))
    }

    /// Strings are scanned eight bytes at a time: a quote, an escape, a control character or a byte past ASCII
    /// at any offset of the eight, in a short or a long string, is seen where it is, with the evaluation's
    /// verdict. An `enum` is looked up by the string's bytes.
    @Test(
        arguments: [[0x22], [0x5C, 0x6E], [0x5C, 0x22], [0x01], [0x1F], [0x7F], [0xC3, 0xA9], [0xFF]] as [[UInt8]])
    func stringsAreReadWhateverTheOffsetOfTheirSpecialBytes(_ special: [UInt8]) throws {
        let schema = try JSONSchema(
            json: #"{"properties": {"name": {"type": "string", "maxLength": 40}, "code": {"enum": ["a", "bé", "c"]}}}"#)
        for length in [0, 7, 8, 9, 16, 23] {
            for offset in 0...length {
                let name =
                    Array(repeating: UInt8(ascii: "a"), count: offset) + special
                    + Array(repeating: UInt8(ascii: "b"), count: length - offset)
                for text in [
                    Array(#"{"name": ""#.utf8) + name + Array(#"", "code": "a"}"#.utf8),
                    Array(#"{"code": ""#.utf8) + name + Array(#""}"#.utf8),
                ] {
                    let evaluated = (try? JSONValue(json: text)).map { schema.isValid($0) } ?? false
                    #expect(schema.isValid(json: text) == evaluated, "\(special) at \(offset) of \(length)")
                }
            }
        }
        // An escaped quote at any offset ends no string: read as an end, it would make a member of the rest.
        let requiringCode = try JSONSchema(json: #"{"required": ["code"]}"#)
        for offset in 0...17 {
            let text = #"{"name": ""# + String(repeating: "a", count: offset) + #"\", "code": "a"}"#
            #expect(!requiringCode.isValid(json: text.utf8), "an escaped quote at \(offset)")
        }
        for code in ["a", "bé", "c", "b", "é", "bé ", "", "ab"] {
            let text = #"{"code": "\#(code)"}"#
            #expect(schema.isValid(json: text.utf8) == ["a", "bé", "c"].contains(code), "\(code)")
        }
    }

    /// An `enum` of strings is looked up by the string's bytes: short ones (up to seven bytes) as words, longer ones
    /// byte by byte. The text program itself accepts every string allowed, and nothing else, whichever way it looks
    /// it up (a string it fails to find would still be found valid, by the evaluation, only more slowly).
    @Test func everyStringOfAnEnumIsFound() throws {
        let short = ["AT", "AU", "BE", "CA", "CH", "DE", "DK", "ES", "FI", "FR", "GB", "IE", "IT", "JP", "LU", "NL"]
        let long = ["pending", "paid", "shipped", "delivered", "cancelled", "", "seven77", "eight888", "é", "ü"]
        for allowed in [short, long, short + long] {
            let list = allowed.map { #""\#($0)""# }.joined(separator: ", ")
            let schema = try JSONSchema(json: #"{"properties": {"code": {"enum": [\#(list)]}}}"#)
            let others = ["AA", "ZZ", "A", "GBR", "paid ", "Paid", "seven7", "eight88", "eight8888", "e"]
            for code in short + long + others {
                let text = #"{"code": "\#(code)"}"#
                let program = try #require(schema.textProgram)
                let accepted = Array(text.utf8).withUnsafeBufferPointer { program.accepts($0) }
                #expect(accepted == allowed.contains(code), "\(code) in \(allowed.count)")
            }
        }
    }

    @Test func manyMembersAreLeftToTheParser() throws {
        let schema = try JSONSchema(json: #"{"additionalProperties": {"type": "integer"}}"#)
        for count in [63, 64, 65, 200] {
            let members = (0..<count).map { #""m\#($0)": \#($0)"# }
            #expect(schema.isValid(json: ("{" + members.joined(separator: ", ") + "}").utf8), "\(count) members")
            let repeated = members + [#""m0": 1"#]
            #expect(!schema.isValid(json: ("{" + repeated.joined(separator: ", ") + "}").utf8), "\(count) and a repeat")
        }
    }

    @Test func deepNestingIsLeftToTheParser() throws {
        let schema = try JSONSchema(json: ##"{"items": {"$ref": "#"}}"##)
        for depth in [10, 512, 513, 2_000] {
            let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            let evaluated = (try? JSONValue(json: text)).map { schema.isValid($0) } ?? false
            #expect(schema.isValid(json: text.utf8) == evaluated, "nested \(depth) deep")
        }
    }

    @Test(arguments: [
        // Keywords the text program does not cover: the evaluation answers alone.
        (#"{"anyOf": [{"type": "string"}, {"minimum": 3}]}"#, "5", true),
        (#"{"anyOf": [{"type": "string"}, {"minimum": 3}]}"#, "2", false),
        (#"{"uniqueItems": true}"#, "[1, 1.0]", false),
        (#"{"multipleOf": 0.5}"#, "2.5", true),
        (#"{"properties": {"a": {"const": 1}}}"#, #"{"a": 1}"#, true),
        (#"{"patternProperties": {"^x": {"type": "string"}}}"#, #"{"xa": 1}"#, false),
        (#"{"additionalProperties": {"type": "string"}}"#, #"{"xa": "b"}"#, true),
        (#"{"additionalProperties": {"type": "string"}}"#, #"{"xa": "b", "xb": 1}"#, false),
        (#"{"additionalProperties": {"type": "string"}}"#, #"{"xa": "b", "xa": "c"}"#, false),
        (#"{"uniqueItems": true}"#, #"["a", "b", "ab"]"#, true),
        (#"{"uniqueItems": true}"#, #"["a", "b", "a"]"#, false),
        (#"{"uniqueItems": true}"#, #"["a", "a"]"#, false),
        (#"{"uniqueItems": true}"#, #"["", ""]"#, false),
        (#"{"uniqueItems": true, "items": {"maxLength": 1}}"#, #"[["a"], ["a"]]"#, false),
        (#"{}"#, #"{"a": {"b": 1, "c": [true, null]}, "d": "e"}"#, true),
        (#"{}"#, #"{"a": {"b": 1, "b": 2}}"#, false),
        (#"{"properties": {"a": {"type": "integer"}}}"#, #"{"b": "x", "a": 1, "c": {"a": "y"}}"#, true),
        (#"{"properties": {"a": {"type": "integer"}}}"#, #"{"b": "x", "a": "1"}"#, false),
    ])
    func otherKeywordsAreEvaluated(schema: String, text: String, valid: Bool) throws {
        let loaded = try JSONSchema(json: schema)
        #expect(loaded.isValid(json: text.utf8) == valid)
    }

    /// `validate(json:)` evaluates only the values the text program found failing, each alone, when the objects and
    /// arrays around them met what is asked of themselves: its errors are those of evaluating the whole value, in
    /// the same order (`properties` in their order, then the other members by name, items by index), whether a
    /// container is opened or evaluated whole.
    @Test(arguments: [
        #"{"b": 1, "a": 2}"#,
        #"{"a": 2, "b": 1}"#,
        #"{"zz": 1, "b": 1, "yy": true, "a": 2, "c": ["x", 1, "y", 2]}"#,
        #"{"c": [1, "x", 2], "o": {"q": 1, "p": 2, "r": "s"}, "b": 1}"#,
        #"{"o": {"q": 1, "p": "x"}, "c": []}"#,
        #"{"o": {"p": 1, "q": 1, "extra": 1, "more": 2}, "zé": 1, "zz": 1, "z": 1}"#,
        #"{"c": [1, 2, 3, 4, 5], "a": "x"}"#,
        #"{"n": [[1, "a"], ["b", 2], []], "a": 1}"#,
        #"{"d": {"d": {"d": {"d": {"d": {"d": {"d": {"d": {"d": {"d": 1, "e": 1}}}}}}}}}, "a": 1}"#,
        #"{"d": {"d": {"d": {"e": 1, "d": {"e": "x"}}}}}"#,
        #"{"f": {"x": 1, "p": 1, "a": 2}, "b": 1}"#,
        #"{"f": {"x": 1, "a": "y"}}"#,
        #"{"f": {"p": "ok", "x": {"y": [1]}}}"#,
        #"{"c": ["a", 1, "b", "c", "d"], "o": {"p": 1}}"#,
    ])
    func failingValuesAreEvaluatedAsTheWholeValueIs(text: String) throws {
        let schema = try JSONSchema(
            json: ##"""
                {"properties": {
                   "b": {"type": "string"}, "a": {"type": "string", "minLength": 2},
                   "c": {"items": {"type": "string"}, "maxItems": 4},
                   "o": {"required": ["p", "q"], "properties": {"p": {"type": "string"}},
                         "additionalProperties": {"type": "string"}, "maxProperties": 3},
                   "n": {"items": {"items": {"type": "integer"}}},
                   "d": {"$ref": "#/$defs/d"},
                   "f": {"required": ["p"], "properties": {"p": {"type": "string"}}, "additionalProperties": false}},
                 "additionalProperties": {"type": "boolean"},
                 "$defs": {"d": {"properties": {"d": {"$ref": "#/$defs/d"}, "e": {"type": "string"}}}}}
                """##)
        let whole = schema.validate(try JSONValue(json: text), messages: .english)
        #expect(!whole.isEmpty)
        #expect(try schema.validate(json: text.utf8, messages: .english) == whole, "\(whole.map(\.path))")
    }

    /// A value nested past what evaluating its failures alone allows gets what evaluating the whole value gives:
    /// here, from 17 levels, the one error that the schemas nest too deep (each level goes through 60 references,
    /// each to a resource of its own, which the loader does not shorten and the text program follows).
    @Test func deepFailuresAreEvaluatedWhole() throws {
        let base = "https://example.com/n"
        var definitions = (0..<59).map { #""n\#($0)": {"$id": "\#(base)\#($0)", "$ref": "\#(base)\#($0 + 1)"}"# }
        definitions.append(
            #""n59": {"$id": "\#(base)59", "type": "object", "properties": {"x": {"$ref": "\#(base)0"}}}"#)
        let schema = try JSONSchema(
            json: #"{"$ref": "\#(base)0", "$defs": {\#(definitions.joined(separator: ", "))}}"#)
        for levels in [3, 14, 15, 17] {
            let text = String(repeating: #"{"x": "#, count: levels) + "1" + String(repeating: "}", count: levels)
            let whole = schema.validate(try JSONValue(json: text), messages: .english)
            #expect(whole.map(\.code) == [levels < 17 ? .invalidType : .schemaTooDeep])
            #expect(try schema.validate(json: text.utf8, messages: .english) == whole, "\(levels) levels")
        }
    }

    /// A member that `required` names and `properties` does not is checked by `additionalProperties`, as the
    /// evaluation checks it, whichever keyword comes first.
    @Test(arguments: [
        (#"{"required": ["x"], "additionalProperties": false}"#, #"{"x": 1}"#, false),
        (#"{"additionalProperties": false, "required": ["x"]}"#, #"{"x": 1}"#, false),
        (#"{"required": ["x"], "additionalProperties": {"type": "string"}}"#, #"{"x": 1}"#, false),
        (#"{"required": ["x"], "additionalProperties": {"type": "string"}}"#, #"{"x": "a"}"#, true),
        (
            #"{"required": ["x"], "properties": {"x": {"type": "integer"}}, "additionalProperties": false}"#,
            #"{"x": 1}"#, true
        ),
        (
            #"{"required": ["x", "y"], "properties": {"x": {}}, "additionalProperties": false}"#,
            #"{"x": 1, "y": 2}"#, false
        ),
        (#"{"required": ["x"]}"#, #"{"x": 1}"#, true),
    ])
    func requiredMembersOutsidePropertiesAreOthers(schema: String, text: String, valid: Bool) throws {
        let loaded = try JSONSchema(json: schema)
        let evaluated = try loaded.isValid(JSONValue(json: text))
        #expect(evaluated == valid)
        #expect(loaded.isValid(json: text.utf8) == valid)
        #expect(try loaded.validate(json: text.utf8).isEmpty == valid)
    }

    /// A failing string evaluated alone is read as the parser reads it, its contents taken as they are: the text
    /// program reads only a string without escapes or control characters, in UTF-8, to its end, and leaves any
    /// other text to the parser. `maxLength`'s error counts the code points, so a backslash or a byte taken as it is
    /// would show; a raw control character and bytes that are not UTF-8 are not JSON at all.
    @Test(arguments: [
        Array(#"{"a": "xyz"}"#.utf8),
        Array(#"{"a": "x\"y"}"#.utf8),
        Array(#"{"a": "x\u0041\\"}"#.utf8),
        Array(#"{"a": "zéé"}"#.utf8),
        Array(#"{"a": " ~"}"#.utf8),
        Array(#"{"a": "x"#.utf8) + [0x01] + Array(#"y"}"#.utf8),
        Array(#"{"a": "x"#.utf8) + [0x7F] + Array(#"y"}"#.utf8),
        Array(#"{"a": "x"#.utf8) + [0xFF] + Array(#"y"}"#.utf8),
        Array(#"{"a": "x"#.utf8) + [0xC3] + Array(#""}"#.utf8),
    ])
    func failingStringsAreReadAsTheParserReadsThem(text: [UInt8]) throws {
        let schema = try JSONSchema(json: #"{"properties": {"a": {"maxLength": 1}}}"#)
        guard let value = try? JSONValue(json: text) else {
            #expect(throws: JSONParsingError.self) { try schema.validate(json: text, messages: .english) }
            return
        }
        let whole = schema.validate(value, messages: .english)
        #expect(whole.map(\.code) == [.tooLong])
        #expect(try schema.validate(json: text, messages: .english) == whole)
    }

    /// A text checker keeps one evaluation from text to text: each text gets what ``JSONSchema/validate(json:messages:)``
    /// gives it alone, whatever came before (a value nested too deep, a text that is not JSON, failures evaluated
    /// alone or whole).
    @Test func aTextCheckerKeepsNothingFromOneTextToTheNext() throws {
        let base = "https://example.com/n"
        var definitions = (0..<59).map { #""n\#($0)": {"$id": "\#(base)\#($0)", "$ref": "\#(base)\#($0 + 1)"}"# }
        definitions.append(
            #""n59": {"$id": "\#(base)59", "type": "object", "required": ["y"], "properties": {"x": {"$ref": "\#(base)0"}, "y": {"maxLength": 2}}}"#
        )
        let schema = try JSONSchema(
            json: #"{"$ref": "\#(base)0", "$defs": {\#(definitions.joined(separator: ", "))}}"#)
        let tooDeep = String(repeating: #"{"y": "", "x": "#, count: 17) + "1" + String(repeating: "}", count: 17)
        let texts = [
            tooDeep, #"{"y": "ab"}"#, #"{"y": "abc"}"#, tooDeep, #"{"y": "abcd", "x": {"y": "abc"}}"#, "{", "{}",
            #"{"x": {"y": "abc"}}"#, #"{"y": 1, "x": {"y": "a", "x": {}}}"#, tooDeep, #"{"y": "abc"}"#,
        ]
        #expect(try schema.validate(json: tooDeep.utf8, messages: .english).map(\.code) == [.schemaTooDeep])
        let checker = schema.textChecker(messages: .english)
        for text in texts + texts {
            let alone = Result { try schema.validate(json: text.utf8, messages: .english) }
            let checked = text.utf8.withContiguousStorageIfAvailable { bytes in checker.check(json: bytes) { $0 } }
            switch checked {
            case .valid?: #expect(try alone.get() == [], "\(text)")
            case .invalid(let errors)?: #expect(try alone.get() == errors, "\(text)")
            case .unreadable?: #expect(throws: JSONParsingError.self, "\(text)") { try alone.get() }
            case nil: Issue.record("no contiguous storage")
            }
            // Lent, the errors' array is taken back for the next text's, and holds only this text's errors.
            let lentCodes = text.utf8.withContiguousStorageIfAvailable { bytes in
                checker.check(json: bytes) { found -> [String]? in
                    guard case .invalid(let errors) = found else { return nil }
                    return errors.map(\.code.rawValue)
                }
            }
            let codes = try? alone.get().map(\.code.rawValue)
            #expect(lentCodes == (codes?.isEmpty == false ? codes : nil), "\(text)")
        }
    }
}
