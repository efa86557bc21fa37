import FormValidationCore
import FormValidationIO
import FormValidationSchema
import Foundation

extension RuleCommand {
    /// `schema --schema FILE [--map-uri PREFIX=DIR]… [--assert-formats]`: each line any JSON value, validated
    /// against a JSON Schema (draft 2020-12); each value answered with one JSON line, as `form` answers a record. The
    /// documents the schema refers to are read from the folders `--map-uri` maps URI prefixes to; `format` is an
    /// annotation unless `--assert-formats` is given. A schema that cannot be loaded is a usage error (exit status
    /// 2), reported before any line is read.
    static let schema = RuleCommand(
        "schema", requiredOptions: [.schema], options: [.mapURI, .assertFormats],
        summary: "A JSON value valid for the JSON Schema FILE (draft 2020-12); one JSON line out per value."
    ) { arguments throws(UsageError) in
        guard let path = arguments[.schema] else {
            throw arguments.error("missing option --schema for rule \(UsageError.quoted("schema"))")
        }
        let text: [UInt8]
        do throws(FileContents.ReadError) {
            // A FIFO or a process substitution (`--schema <(…)`) too.
            text = try FileContents.bytes(atPath: path)
        } catch {
            throw arguments.error("cannot read the schema \(UsageError.quoted(path)): \(error.reason)")
        }
        var documents = SchemaRegistry()
        for mapping in arguments.all(.mapURI) {
            guard let equals = mapping.firstIndex(of: "="), equals != mapping.startIndex,
                mapping.index(after: equals) != mapping.endIndex
            else {
                throw arguments.error(
                    "--map-uri takes PREFIX=DIR (http://localhost:1234/=remotes), not \(UsageError.quoted(mapping))")
            }
            let folder = String(mapping[mapping.index(after: equals)...])
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw arguments.error("--map-uri: \(UsageError.quoted(folder)) is not a folder")
            }
            do throws(JSONSchemaError) {
                try documents.map(uriPrefix: String(mapping[..<equals]), toFolder: folder)
            } catch {
                throw arguments.error("--map-uri: \(error.message)")
            }
        }
        let formats: JSONSchema.FormatMode = arguments[.assertFormats] == nil ? .annotate : .assert
        do throws(JSONSchemaError) {
            let load = { () throws(JSONSchemaError) in
                try JSONSchema(json: text, documents: documents, formats: formats)
            }
            // Values checked on two threads at once: each its own schema (see LineChecker.secondLane).
            return .schema(try load(), secondLane: try load(), messages: arguments.messages)
        } catch {
            throw arguments.error("the schema \(UsageError.quoted(path)) cannot be used: \(error.description)")
        }
    }
}

extension LineChecker {
    /// A checker that validates each line, any JSON value, against `schema`: `{"valid":true}` or
    /// `{"errors":[{"code":…,"message":…,"path":…},…],"valid":false}`, `path` the JSON Pointer of the value each
    /// error is about. A line that is not JSON is answered as `form` answers it.
    ///
    /// - Parameters:
    ///   - schema: The schema.
    ///   - secondLane: The same schema loaded again, for the second thread (``secondLane``); `nil` to share it.
    ///   - messages: The language of the messages.
    /// - Returns: A synchronous checker.
    static func schema(_ schema: JSONSchema, secondLane: JSONSchema? = nil, messages: MessageCatalog) -> LineChecker {
        let twin = secondLane ?? schema
        var checker = LineChecker(check(schema, messages: messages), secondLane: check(twin, messages: messages))
        checker.screens = (screen(schema, messages: messages), screen(twin, messages: messages))
        checker.notUTF8 = notJSONAnswer
        return checker
    }

    /// One lane's screen, which answers every line that is JSON from its bytes: read once by the schema's text
    /// program, and when that does not find it valid, parsed and evaluated for its errors by the lane's own
    /// evaluation (``JSONSchema``'s `textChecker(messages:)`). A valid line is answered ``LineChecker/Answer/validRecord``, constant bytes
    /// that no thread counts references to.
    private static func screen(_ schema: JSONSchema, messages: MessageCatalog) -> Screen {
        let checker = schema.textChecker(messages: messages)
        return { bytes, buffer in
            checker.check(json: bytes) { found in
                switch found {
                case .invalid(let errors) where !errors.isEmpty:
                    // Written while the checker lends them: their array is kept for the next line's errors.
                    buffer.appendInvalidRecord(errors)
                    return false
                case .valid, .invalid:
                    buffer.append(.validRecord)
                    return true
                case .unreadable: return nil
                }
            }
        }
    }

    /// One lane's check of a line its screen did not answer: a blank line, or one that is not JSON.
    private static func check(_ schema: JSONSchema, messages: MessageCatalog) -> @Sendable (String) -> Answer {
        return { line in
            if line.countsAsEmpty(ignoringWhitespace: true) {
                return .record(json: FormRecordLine.problem(blankLineMessage), isValid: false)
            }
            let errors: [ValidationError]
            do throws(JSONParsingError) {
                errors = try schema.validate(json: line.utf8, messages: messages)
            } catch {
                return .record(json: FormRecordLine.problem(unreadableMessage(error)), isValid: false)
            }
            return errors.isEmpty ? .validRecord : .invalidRecord(errors)
        }
    }
}
