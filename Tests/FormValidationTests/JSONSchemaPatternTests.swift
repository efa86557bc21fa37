import FormValidation
import Foundation
import Testing

/// JSON Schema's `pattern` and `patternProperties`, read as ECMA-262 reads them with the `u` flag, and run in
/// linear time (or by ICU with a budget, for lookarounds and backreferences).
@Suite struct JSONSchemaPatternTests {
    static func schema(_ pattern: String) throws -> JSONSchema {
        let quoted = String(decoding: try JSONEncoder().encode(pattern), as: UTF8.self)
        return try JSONSchema(json: #"{"pattern": \#(quoted)}"#)
    }

    /// One pattern of the V8 table, with its verdicts.
    struct Drawn: Sendable, CustomTestStringConvertible {
        let pattern: String
        let compiles: Bool
        let texts: [(text: String, matches: Bool)]
        var testDescription: String { pattern }
    }

    /// `Fixtures/ecma-regex-verdicts.tsv` (`scripts/json-schema/ecma-regex-verdicts.mjs`): 600 patterns drawn
    /// from ECMA-262's grammar, mistakes included, and V8's verdicts on texts drawn at random.
    static let drawn: [Drawn] = {
        let url = VerdictTable.directory.appendingPathComponent("ecma-regex-verdicts.tsv")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var patterns: [Drawn] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 4,
                let pattern = try? JSONDecoder().decode(String.self, from: Data(columns[0].utf8))
            else { continue }
            let compiles = columns[1] == "1"
            if patterns.last?.pattern != pattern {
                patterns.append(Drawn(pattern: pattern, compiles: compiles, texts: []))
            }
            if compiles, let sample = try? JSONDecoder().decode(String.self, from: Data(columns[2].utf8)) {
                let last = patterns.removeLast()
                patterns.append(
                    Drawn(pattern: pattern, compiles: true, texts: last.texts + [(sample, columns[3] == "1")]))
            }
        }
        return patterns
    }()

    @Test func theTableIsRead() {
        #expect(Self.drawn.count == 600)
        #expect(Self.drawn.filter(\.compiles).count > 400)
    }

    /// Every drawn pattern is refused or read as V8 refuses or reads it, and finds a match in the texts V8 finds
    /// one in. Two departures, both of ICU, which runs lookarounds and backreferences here: a lookbehind of unbounded
    /// length, which ECMA-262 takes, is refused when the schema is loaded; and a backreference to a group that took
    /// no part in the match (in another alternative) matches nothing, where ECMA-262 matches the empty text.
    @Test(arguments: drawn)
    func agreesWithV8(_ drawn: Drawn) {
        let schema: JSONSchema
        do {
            schema = try Self.schema(drawn.pattern)
        } catch let error as JSONSchemaError {
            let unbounded = error.message.contains("no lookbehind of unbounded length")
            #expect(!drawn.compiles || unbounded, "refused: \(error)")
            return
        } catch {
            Issue.record("\(error)")
            return
        }
        #expect(drawn.compiles, "V8 refuses it")
        let backreferences = drawn.pattern.contains(#/\\[1-9k]/#)
        for (text, matches) in drawn.texts {
            let errors = schema.validate(.string(text), messages: .english)
            if backreferences && matches && errors.map(\.code) == [.patternMismatch] { continue }
            #expect(errors.isEmpty == matches, "\(text.debugDescription): \(errors.map(\.code))")
        }
    }

    /// `$` matches at the very end only: ICU's also matched before a final line terminator, so an anchored
    /// allow-list let a line break through.
    @Test(arguments: ["abc\n", "abc\r\n", "abc\r", "abc\u{2028}", "abc\u{2029}", "abc\u{85}"])
    func dollarIsTheEndOfTheText(_ text: String) throws {
        let schema = try Self.schema("^[a-z]+$")
        #expect(!schema.isValid(.string(text)))
        #expect(schema.isValid("abc"))
    }

    /// What ECMA-262 means by `.`, `\d`, `\w`, `\s` and `\b`, where ICU means something else.
    @Test(arguments: [
        (".", "\u{85}", true), (".", "\n", false), (".", "\u{2028}", false), (#"\d"#, "\u{0660}", false),
        (#"\w"#, "é", false), (#"\s"#, "\u{FEFF}", true), (#"\s"#, "\u{85}", false), (#"\bé"#, "é", false),
        (#"a\b"#, "aé", true), (#"\cJ"#, "\n", true), (#"\p{Lu}"#, "É", true), (#"\P{L}"#, "é", false),
        (#"^\p{digit}+$"#, "\u{09EA}\u{09E8}", true), (#"[\d-]"#, "-", true), ("[^]", "\n", true), ("[]", "a", false),
        (#"\u{1F600}"#, "😀", true), (#"^.$"#, "😀", true), (#"\uD83D\uDE00"#, "😀", true),
    ])
    func escapesMeanWhatECMA262Says(pattern: String, text: String, matches: Bool) throws {
        #expect(try Self.schema(pattern).isValid(.string(text)) == matches)
    }

    /// Patterns a backtracking engine gives up on, or takes seconds over, are answered at once, and rightly:
    /// `^(a|b)*$` ran ICU out of stack at 300,000 characters and answered "no match"; `^(?:(a+)+b|a+!)$` took a
    /// second and answered "no match" though it matches.
    @Test func backtrackingPatternsAreAnsweredAtOnce() throws {
        #expect(try Self.schema("^(a|b)*$").isValid(.string(String(repeating: "a", count: 300_000))))
        #expect(try Self.schema("^(?:(a+)+b|a+!)$").isValid(.string(String(repeating: "a", count: 26) + "!")))
        #expect(!(try Self.schema("^(a+)+$").isValid(.string(String(repeating: "a", count: 31) + "!"))))
        #expect(try Self.schema("^(a+)+$").isValid(.string(String(repeating: "a", count: 1 << 20))))
    }

    /// A pattern that needs ICU (a lookahead here) and makes it search beyond its budget could not be checked:
    /// never "no match".
    @Test func aPatternICUCannotFinishCouldNotBeChecked() throws {
        let schema = try Self.schema("^(?=a)(?:(a+)+b|a+!)$")
        let errors = schema.validate(.string(String(repeating: "a", count: 30) + "!"), messages: .english)
        #expect(errors.map(\.code) == [.patternEvaluationFailed])
        #expect(errors.first?.message == "This field could not be checked against the expected format.")
        #expect(schema.isValid(.string("aaa!")))
        let keys = try JSONSchema(json: #"{"patternProperties": {"^(?=a)(?:(a+)+b|a+!)$": false}}"#)
        let object = JSONValue.object([String(repeating: "a", count: 30) + "!": 1])
        #expect(keys.validate(object, messages: .english).map(\.code) == [.patternEvaluationFailed])
    }

    /// What ECMA-262 refuses is refused when the schema is loaded, saying why and where.
    @Test(arguments: [
        ("a{", "a lone \"{\""), ("]", "a lone \"]\""), (#"\q"#, #"\q is no escape"#), ("(a", "unclosed \"(\""),
        (#"[\d-z]"#, "between two characters"), (#"\p{Foo}"#, "unknown Unicode property"),
        (#"\1"#, "refers to no group"),
        ("(?=a)*", "nothing to repeat"), ("a{3,1}", "counts backwards"),
    ])
    func mistakesAreRefusedWhenLoaded(pattern: String, says: String) {
        #expect {
            try Self.schema(pattern)
        } throws: { error in
            guard let error = error as? JSONSchemaError else { return false }
            return error.message.contains("is not an ECMA-262 regular expression") && error.message.contains(says)
        }
    }
}
