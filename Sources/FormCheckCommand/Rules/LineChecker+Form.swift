import FormValidationCore
import FormValidationSpecs
import Foundation

extension LineChecker {
    /// The answer for a line that is not JSON.
    static let notJSONMessage = "the line is not valid JSON"
    /// The answer for a line that is JSON but not an object.
    static let notAnObjectMessage = "the line is not a JSON object"
    /// The answer for a line that is empty or only whitespace: no record at all.
    static let blankLineMessage = "the line is blank"
    /// The answer of `form` and `schema` for a line that is not JSON, bytes that are not UTF-8 included (as a
    /// server answers a body that is not UTF-8: 400, not JSON).
    static let notJSONAnswer = Answer.record(json: FormRecordLine.problem(notJSONMessage), isValid: false)

    /// The answer for a line that is JSON but holds a number `Decimal` cannot hold (`1e400`).
    static func numberOutOfRangeMessage(_ error: JSONParsingError) -> String {
        "the line holds the number \(error.shownNumber ?? ""), which is out of range (\(JSONParsingError.numberLimits))"
    }

    /// The answer for a line that cannot be read as JSON: not JSON, a key twice in one object, nested too deep, or
    /// a number out of range.
    static func unreadableMessage(_ error: JSONParsingError) -> String {
        if error.isNumberOutOfRange {
            numberOutOfRangeMessage(error)
        } else if error.isDuplicateKey {
            "the line holds the key \(error.shownKey ?? "") twice in one object"
        } else if let limit = error.depthLimit {
            "the line nests arrays and objects more than \(limit) levels deep"
        } else {
            notJSONMessage
        }
    }

    /// A checker that validates each line as a submitted record: a JSON object of field names and values.
    ///
    /// A valid record answers `{"valid":true,"values":{…}}` with the corrected values of the non-secret fields; an
    /// invalid one `{"errors":[{"code":…,"field":…,"message":…,"path":…},…],"valid":false}` (`path` the JSON
    /// Pointer of the value, `/email`; the empty pointer for a form rule's error that goes to no field), every
    /// error in field order and then rule order; a line that is not a JSON object `{"error":"…","valid":false}` —
    /// "the line is not valid JSON" (a trailing comma included), "the line is not a JSON object", "the line holds
    /// the key \"username\" twice in one object", "the line nests arrays and objects more than 512 levels deep",
    /// or, for valid JSON with a number `Decimal` cannot hold, "the line holds the number 1e400, which is out of
    /// range (…)". A blank line
    /// (empty, or only whitespace) holds no record: it is not skipped, which would break the
    /// one-line-out-per-line-in pairing, but answered `{"error":"the line is blank","valid":false}` and counted as
    /// invalid. The JSON is compact, its keys sorted, and escapes the line separators U+0085, U+2028 and U+2029, so
    /// each record gives one line.
    ///
    /// - Parameters:
    ///   - validator: The form's rules.
    ///   - secondLane: The same rules built again, for the second thread (``secondLane``); `nil` to share them.
    /// - Returns: A synchronous checker when the validator has no remote rules to ask; else an asynchronous one
    ///   (the spec's remote rules may have to wait for a server).
    static func form(_ validator: FormSpecValidator, secondLane: FormSpecValidator? = nil) -> LineChecker {
        // Without remote rules (or with --local-only) a record is answered at once, and large inputs are
        // checked on both cores, as the single-value rules are.
        var checker: LineChecker
        if !validator.hasRemoteRules {
            let twin = secondLane ?? validator
            checker = LineChecker(
                { line in answer(line, plan: validator.recordPlan) { validator.localOutcome(of: $0) } },
                secondLane: { line in answer(line, plan: twin.recordPlan) { twin.localOutcome(of: $0) } })
        } else {
            checker = LineChecker(asynchronous: { line in
                // `answer` cannot await: read the record first, validate it, then write its line.
                switch read(line, plan: validator.recordPlan) {
                case .record(let record): return recordLine(await validator.outcome(of: record))
                case .problem(let answer): return answer
                }
            })
        }
        checker.notUTF8 = notJSONAnswer
        return checker
    }

    /// What one line reads as: a record, or a problem already answered.
    private enum Reading {
        case record(PlannedObject)
        case problem(Answer)
    }

    /// Reads `line` by the spec's `plan`, or says what is wrong with it.
    private static func read(_ line: String, plan: JSONObjectPlan) -> Reading {
        if line.countsAsEmpty(ignoringWhitespace: true) {
            return .problem(.record(json: FormRecordLine.problem(blankLineMessage), isValid: false))
        }
        do throws(JSONParsingError) {
            guard case .object(let record) = try JSONTextParser.parse(line.utf8, plan: plan) else {
                return .problem(.record(json: FormRecordLine.problem(notAnObjectMessage), isValid: false))
            }
            return .record(record)
        } catch {
            return .problem(.record(json: FormRecordLine.problem(unreadableMessage(error)), isValid: false))
        }
    }

    /// The answer for `line`, read by `plan` and validated synchronously by `validate`.
    private static func answer(
        _ line: String, plan: JSONObjectPlan, _ validate: (PlannedObject) -> RecordOutcome
    ) -> Answer {
        switch read(line, plan: plan) {
        case .record(let record): recordLine(validate(record), sizeHint: line.utf8.count)
        case .problem(let answer): answer
        }
    }

    /// The line for a validated record.
    ///
    /// - Parameter sizeHint: The length of the record's line: about that of its corrected values.
    private static func recordLine(_ outcome: RecordOutcome, sizeHint: Int = 0) -> Answer {
        let isValid = outcome.isValid
        return .record(
            json: isValid ? FormRecordLine.valid(outcome, sizeHint: sizeHint) : FormRecordLine.invalid(outcome.errors),
            isValid: isValid)
    }
}

/// One output line of `formcheck form`, written as compact JSON with sorted keys (``JSONTextWriter``) in UTF-8, the
/// line separators JSON allows in strings escaped.
enum FormRecordLine {
    /// A valid record's line, `{"valid":true,"values":{…}}`, with the corrected values of its non-secret fields:
    /// the secret ones are left out by the spec's knowledge of them, at any depth, never searched for in the text.
    ///
    /// - Parameter sizeHint: About how long the line will be: the room its writer starts with, rather than growing.
    static func valid(_ outcome: RecordOutcome, sizeHint: Int = 0) -> [UInt8] {
        var writer = JSONTextWriter(capacity: max(128, sizeHint + sizeHint / 8 + 32))
        writer.raw(#"{"valid":true,"values":"#)
        outcome.writeValues(into: &writer)
        writer.raw(UInt8(ascii: "}"))
        return writer.bytes
    }

    /// An invalid record's line,
    /// `{"errors":[{"code":…,"field":…,"message":…,"parameters":{…},"path":…},…],"valid":false}`; `field` is left
    /// out for an error of no field, `parameters` for an error without any.
    static func invalid(_ errors: [ValidationError]) -> [UInt8] {
        var writer = JSONTextWriter(capacity: 256)
        var fragments = ErrorFragments(capacity: 0)
        writeInvalid(errors, into: &writer, remembering: &fragments)
        return writer.bytes
    }

    /// Writes ``invalid(_:)``'s line with `writer`, where it is: into an output buffer, without a line of its own.
    /// What each error says before its path is copied from `fragments` when it was written lately.
    static func writeInvalid(
        _ errors: [ValidationError], into writer: inout JSONTextWriter, remembering fragments: inout ErrorFragments
    ) {
        writer.raw(#"{"errors":["#)
        // By index, each error read where the array holds it: `enumerated()` would copy each out, retaining its
        // fields.
        for index in errors.indices {
            if index > 0 { writer.raw(UInt8(ascii: ",")) }
            writer.raw(UInt8(ascii: "{"))
            fragments.writeHead(of: errors[index], into: &writer, writeHead)
            if errors[index].path != nil {
                writer.raw(#","path":"#)
                writer.write(pointer: errors[index].path.unsafelyUnwrapped)
            }
            writer.raw(UInt8(ascii: "}"))
        }
        writer.raw(#"],"valid":false}"#)
    }

    /// Writes an error's members before its path: `"code":…,"field":…,"message":…,"parameters":{…}`.
    private static func writeHead(_ error: ValidationError, into writer: inout JSONTextWriter) {
        writer.raw(#""code":"#)
        writer.write(string: error.code.rawValue)
        if let field = error.field {
            writer.raw(#","field":"#)
            writer.write(string: field)
        }
        writer.raw(#","message":"#)
        writer.write(string: error.message)
        if !error.parameters.isEmpty {
            writer.raw(#","parameters":"#)
            write(error.parameters, into: &writer)
        }
    }

    /// An error's parameters as a JSON object, keys sorted: what a server's problem document carries too (`min`,
    /// `index` and `first` of a repeated item).
    private static func write(_ parameters: [String: ValidationParameter], into writer: inout JSONTextWriter) {
        writer.raw(UInt8(ascii: "{"))
        // The dictionary's positions sorted by key, on the stack: no key is hashed again to find its value, and no
        // array of pairs is made (an error has a few parameters).
        withUnsafeTemporaryAllocation(
            of: Dictionary<String, ValidationParameter>.Index.self, capacity: parameters.count
        ) { positions in
            var count = 0
            var position = parameters.startIndex
            while position != parameters.endIndex {
                positions.initializeElement(at: count, to: position)
                count += 1
                position = parameters.index(after: position)
            }
            for index in 1..<max(count, 1) {
                var place = index
                while place > 0,
                    JSONTextWriter.precedes(parameters[positions[place]].key, parameters[positions[place - 1]].key)
                {
                    positions.swapAt(place, place - 1)
                    place -= 1
                }
            }
            for index in 0..<count {
                if index > 0 { writer.raw(UInt8(ascii: ",")) }
                let (key, value) = parameters[positions[index]]
                writer.write(string: key)
                writer.raw(UInt8(ascii: ":"))
                switch value {
                case .integer(let integer): writer.write(integer: integer)
                case .number(let number): writer.write(number: number)
                case .text(let text): writer.write(string: text)
                case .list(let texts):
                    writer.raw(UInt8(ascii: "["))
                    for (item, text) in texts.enumerated() {
                        if item > 0 { writer.raw(UInt8(ascii: ",")) }
                        writer.write(string: text)
                    }
                    writer.raw(UInt8(ascii: "]"))
                }
            }
            _ = positions.prefix(count).deinitialize()
        }
        writer.raw(UInt8(ascii: "}"))
    }

    /// The line for a line that holds no record, `{"error":"…","valid":false}`.
    static func problem(_ message: String) -> [UInt8] {
        var writer = JSONTextWriter(capacity: 64)
        writer.raw(#"{"error":"#)
        writer.write(string: message)
        writer.raw(#","valid":false}"#)
        return writer.bytes
    }
}
