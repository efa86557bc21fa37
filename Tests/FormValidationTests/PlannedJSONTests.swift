import Foundation
import Testing

@testable import FormValidationCore

/// `JSONTextParser.parse(_:plan:)`, the record path's reader: it reads the same texts as the plain parser, to the
/// same values or the same errors at the same places, while putting the members a spec reads at their positions.
@Suite struct PlannedJSONTests {
    /// A plan like an order's: text fields, an object of its own fields, a list of objects and a list of texts,
    /// and names that Swift's `==` finds equal to others but that JSON tells apart (`é` composed, a Kelvin sign).
    static var plan: JSONObjectPlan {
        let address = JSONObjectPlan(names: ["x", "y", "c"], members: [.value, .value, .value])
        let customer = JSONObjectPlan(names: ["c", "lang"], members: [.value, .value])
        return JSONObjectPlan(
            names: ["a", "b", "list", "tags", "lang", "caf\u{E9}", "\u{212A}", "user", ""],
            members: [
                .value, .object(customer), .list(.object(address)), .list(.value), .value, .value, .value, .value,
                .value,
            ])
    }

    /// What the plain parser and the planned one make of `text`: equal values, or equal errors at one offset.
    static func expectAgreement(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let plain = Result { () throws(JSONParsingError) in try JSONTextParser.parse(Data(text.utf8)) }
        let planned = Result { () throws(JSONParsingError) in try JSONTextParser.parse(Data(text.utf8), plan: plan) }
        switch (plain, planned) {
        case (.success(let value), .success(let read)):
            #expect(read.json == value, "\(text)", sourceLocation: sourceLocation)
        case (.failure(let error), .failure(let readError)):
            #expect(readError == error, "\(text)", sourceLocation: sourceLocation)
            #expect(readError.offset == error.offset, "\(text)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(text): \(plain) but \(planned)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [
        #"{"a": "1", "b": {"c": 2, "lang": "en", "z": [1]}, "list": [{"x": 1, "y": null}, {"c": "3"}], "q": {}}"#,
        #"{"list": [1, "two", {"x": true}, [3]], "tags": ["a", {"b": 1}], "b": "not an object"}"#,
        #"{"b": null, "list": null, "tags": {}, "a": [1, 2], "lang": {"k": 1}}"#,
        "[1, 2]", "\"text\"", "42", "null", "{}", "[]", " \u{FEFF}{}", "\u{FEFF}{\"a\": 1}",
        // Keys given twice: named or not, nested, and the first in the text reported.
        #"{"a": 1, "a": 2}"#, #"{"q": 1, "q": 2}"#, #"{"a": 1, "q": 1, "q": 2, "a": 2}"#,
        #"{"b": {"c": 1, "c": 2}, "a": 1, "a": 2}"#, #"{"a": 1, "a": 2, "b": {"c": 1, "c": 2}}"#,
        #"{"list": [{"x": 1, "x": 2}], "b": {"z": 1, "z": 2}}"#, #"{"user": 1, "us\u0065r": 2}"#,
        #"{"": 1, "": 2}"#, #"{"tags": [{"k": 1, "k": 2}]}"#,
        // Canonically equivalent spellings are two keys: names compare code point by code point.
        #"{"caf\u00e9": 1, "cafe\u0301": 2}"#, #"{"K": 1, "\u212a": 2}"#, #"{"cafe\u0301": "x", "K": "y"}"#,
        // Broken texts: malformed, too deep, numbers out of range, in and out of planned members.
        #"{"a": 1,}"#, #"{"a" 1}"#, #"{"b": {"c": 1,}}"#, #"{"list": [1,]}"#, #"{"list": [{"x": 1}"#,
        #"{"a": 1e400}"#, #"{"q": 1e400, "a": 1, "a": 2}"#, #"{"list": [{"x": -2.5E+999}]}"#, #"{"a": "\ud800"}"#,
        #"{"a": 1} x"#, "", "  ", "{", #"{"a"#, "nul",
        "{\"b\": " + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
        "{\"list\": [" + String(repeating: "{\"x\":", count: 520) + "1" + String(repeating: "}", count: 520) + "]}",
    ])
    func readsWhatThePlainParserReads(_ text: String) {
        Self.expectAgreement(text)
    }

    /// Random records, some broken: every one agrees with the plain parser.
    @Test func randomRecordsAgree() {
        var random = SeededRandom(seed: 0x504C_414E)
        let keys = [
            "a", "b", "list", "tags", "lang", "c", "x", "y", "q", "caf\u{E9}", "cafe\u{301}", "K", "\u{212A}", "",
        ]
        func value(_ depth: Int) -> String {
            switch random.choose(below: depth > 3 ? 4 : 7) {
            case 0: return "\"\(keys[random.choose(below: keys.count)])\""
            case 1: return ["1", "-2.5", "1e400", "0", "1e150"][random.choose(below: 5)]
            case 2: return ["true", "false", "null"][random.choose(below: 3)]
            case 3: return "\"\\u00e9\\n\""
            case 4, 5: return object(depth + 1)
            default:
                return "[" + (0..<random.choose(below: 4)).map { _ in value(depth + 1) }.joined(separator: ",") + "]"
            }
        }
        func object(_ depth: Int) -> String {
            let members = (0..<random.choose(below: 5)).map { _ in
                "\"\(keys[random.choose(below: keys.count)])\": \(value(depth))"
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        for _ in 0..<3_000 {
            var text = object(0)
            if random.choose(below: 10) == 0, !text.isEmpty {
                // Break one byte in ten texts.
                var bytes = Array(text.utf8)
                bytes[random.choose(below: bytes.count)] =
                    [UInt8(ascii: ","), UInt8(ascii: "}"), 0x22][
                        random.choose(below: 3)]
                text = String(decoding: bytes, as: UTF8.self)
            }
            Self.expectAgreement(text)
        }
    }

    /// The members a plan names sit at their positions; the others are kept in order, and read by name too.
    @Test func membersSitAtTheirPositions() throws {
        let read = try JSONTextParser.parse(
            Data(#"{"q": 1, "b": {"lang": "en"}, "cafe\u0301": 2, "list": [{"y": "1"}, 3]}"#.utf8), plan: Self.plan)
        guard case .object(let record) = read else {
            Issue.record("not an object: \(read)")
            return
        }
        #expect(record.others.map { Array($0.key.utf8) } == [Array("q".utf8), Array("cafe\u{301}".utf8)])
        guard case .object(let customer)? = record.members[1] else {
            Issue.record("b: \(record)")
            return
        }
        #expect(customer.members[1]?.json == "en")
        #expect(record.members[5] == nil, "not read at the composed é's position")
        guard case .list(let items)? = record.members[2] else {
            Issue.record("list: \(record)")
            return
        }
        guard case .object(let first) = items[0] else {
            Issue.record("item: \(items)")
            return
        }
        #expect(first.members[1]?.json == "1")
        #expect(items[1].json == 3)
        #expect(record["q"]?.json == 1)
        #expect(record["caf\u{E9}"] == nil)
        #expect(record["cafe\u{301}"]?.json == 2)
        #expect(read.value(at: ["list", "0", "y"]) == "1")
        #expect(read.value(at: ["b", "lang"]) == "en")
        #expect(read.value(at: ["list", "1"]) == 3)
        #expect(read.value(at: ["q"]) == 1)
        #expect(read.value(at: ["list", "2"]) == nil)
        #expect(read.value(at: ["none"]) == nil)
    }

    /// A record already in a dictionary reads as the same text does.
    @Test func aDictionaryReadsAsItsText() throws {
        let text = #"{"a": "1", "b": {"c": 2, "z": [1]}, "list": [{"x": 1}, "2"], "q": {"r": 1}, "\u212a": 3}"#
        let dictionary = try #require(try JSONValue(json: Data(text.utf8)).objectValue)
        let fromDictionary = PlannedObject(dictionary, plan: Self.plan)
        let fromText = try JSONTextParser.parse(Data(text.utf8), plan: Self.plan)
        #expect(PlannedJSON.object(fromDictionary).json == fromText.json)
        #expect(fromDictionary.members[6]?.json == 3)
        #expect(fromDictionary.others.map(\.key) == ["q"])
    }
}
