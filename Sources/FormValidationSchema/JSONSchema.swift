@_spi(Locking) public import FormValidationCore

/// A JSON Schema (draft 2020-12), loaded once and used to validate any number of JSON values, from any thread.
///
/// ```swift
/// let schema = try JSONSchema(json: """
///     {"type": "object", "required": ["email"],
///      "properties": {"email": {"type": "string", "minLength": 3}, "age": {"minimum": 13}}}
///     """)
/// let errors = schema.validate(try JSONValue(json: #"{"age": 9}"#), messages: .english)
/// print(errors.map(\.message))   // ["email is required.", "age must be at least 13."]
/// ```
///
/// Every error carries the JSON Pointer of the value it is about (`path`), a code, and a message in the language
/// of the catalog; a schema's `title` names its value in messages, else the member's name.
///
/// The keywords of the core, applicator, unevaluated and validation vocabularies are applied: `type`, `enum`,
/// `const`, the string, number, array and object bounds, `pattern`, `properties`, `patternProperties`,
/// `additionalProperties`, `propertyNames`, `required`, `dependentRequired`, `dependentSchemas`, `prefixItems`,
/// `items`, `contains`, `uniqueItems`, `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
/// `unevaluatedProperties`, `unevaluatedItems`, `$ref` and `$dynamicRef` to the document's own schemas (by JSON
/// Pointer, `$id` or `$anchor`), to the draft 2020-12 meta-schemas and to the documents given with it
/// (``SchemaRegistry``), and boolean schemas. A `$schema` naming a meta-schema among those documents limits the
/// keywords to the vocabularies its `$vocabulary` lists. `format` is an annotation, as the specification says,
/// unless the schema is loaded with `formats: .assert` (or its meta-schema has the format-assertion vocabulary);
/// `title`, `description`, `default`, `examples` and the content keywords are annotations. Keywords of earlier
/// drafts that 2020-12 replaced (`dependencies`, `additionalItems`, an array in `items`, `$recursiveRef`) are
/// refused when the schema is loaded, as is a `$ref` to a document neither in the schema nor among its documents:
/// nothing is fetched.
///
/// `pattern` and `patternProperties` are read as ECMA-262 reads them with the `u` flag, and run in time linear in
/// the text (lookarounds and backreferences by ICU, with a budget); see the "Validating with JSON Schema" article.
public struct JSONSchema: Sendable {
    /// What `format` does: annotate (the specification's default) or assert.
    public enum FormatMode: Sendable, Hashable {
        /// `format` is an annotation: it checks nothing, unless the schema's meta-schema has the format-assertion
        /// vocabulary.
        case annotate
        /// `format` asserts the formats the library checks: a string not of the format fails.
        case assert
    }

    /// The compiled schemas: the root first, then every subschema it reaches.
    let program: SchemaProgram
    /// The schemas compiled again to read a JSON text for its verdict; `nil` when a keyword is not covered.
    let textProgram: TextProgram?
    /// The messages the evaluations rendered, per catalog.
    let messageMemory = MessageMemory()

    /// Loads a schema from JSON text.
    ///
    /// - Parameters:
    ///   - json: The schema document, UTF-8.
    ///   - documents: The other documents its `$ref`s and `$schema` may name; none by default.
    ///   - formats: Whether `format` asserts; an annotation by default, as the specification says.
    /// - Throws: ``JSONSchemaError`` when the text is not JSON, or the schema cannot be loaded.
    public init(
        json: some Collection<UInt8>, documents: SchemaRegistry = SchemaRegistry(), formats: FormatMode = .annotate
    ) throws(JSONSchemaError) {
        let document: JSONValue
        do {
            document = try JSONValue(json: json)
        } catch {
            throw JSONSchemaError("the schema is not valid JSON: \(error)", at: .root)
        }
        try self.init(document, documents: documents, formats: formats)
    }

    /// Loads a schema from JSON text.
    ///
    /// - Parameters:
    ///   - json: The schema document.
    ///   - documents: The other documents its `$ref`s and `$schema` may name; none by default.
    ///   - formats: Whether `format` asserts; an annotation by default, as the specification says.
    /// - Throws: ``JSONSchemaError`` when the text is not JSON, or the schema cannot be loaded.
    public init(
        json: String, documents: SchemaRegistry = SchemaRegistry(), formats: FormatMode = .annotate
    ) throws(JSONSchemaError) {
        try self.init(json: json.utf8, documents: documents, formats: formats)
    }

    /// Loads a schema from a parsed document.
    ///
    /// - Parameters:
    ///   - document: The schema: an object or a boolean.
    ///   - documents: The other documents its `$ref`s and `$schema` may name; none by default.
    ///   - formats: Whether `format` asserts; an annotation by default, as the specification says.
    /// - Throws: ``JSONSchemaError`` when the schema cannot be loaded.
    public init(
        _ document: JSONValue, documents: SchemaRegistry = SchemaRegistry(), formats: FormatMode = .annotate
    ) throws(JSONSchemaError) {
        program = try SchemaCompiler.compile(document, registry: documents, formats: formats)
        textProgram = TextProgram(program)
    }

    /// Validates a value.
    ///
    /// - Parameters:
    ///   - instance: Any JSON value.
    ///   - messages: The language of the messages.
    /// - Returns: Every error, each at the pointer of its value, in the order the schema's keywords find them;
    ///   empty when the value is valid.
    public func validate(_ instance: JSONValue, messages: MessageCatalog = .preferred) -> [ValidationError] {
        var evaluation = Evaluation(
            program: program, messages: messages, memory: messageMemory.slot(for: messages), collecting: true)
        _ = evaluation.evaluate(0, instance, at: .root)
        return evaluation.takeErrors(messages: messages)
    }

    /// Validates a JSON text: the errors of the value it holds, as ``validate(_:messages:)`` finds them.
    ///
    /// The text program reads the text once to its end: a valid text is not parsed. Of any other, most often
    /// only the values it finds failing are parsed and evaluated, each with the schema that applies to it; else
    /// the text is parsed, and the members and items it finds valid are not evaluated, having no errors to give.
    ///
    /// ```swift
    /// let schema = try JSONSchema(json: #"{"properties": {"age": {"minimum": 13}}}"#)
    /// let errors = try schema.validate(json: #"{"age": 9}"#.utf8, messages: .english)
    /// print(errors.map(\.message))   // ["age must be at least 13."]
    /// ```
    ///
    /// - Parameters:
    ///   - json: A JSON text, UTF-8.
    ///   - messages: The language of the messages.
    /// - Returns: Every error, each at the pointer of its value; empty when the value is valid.
    /// - Throws: ``JSONParsingError`` when the text is not JSON.
    public func validate(json: some Collection<UInt8>, messages: MessageCatalog = .preferred) throws(JSONParsingError)
        -> [ValidationError]
    {
        let checked = json.withContiguousStorageIfAvailable {
            check(json: $0, messages: messages, memory: messageMemory.slot(for: messages))
        }
        switch checked {
        case .valid?: return []
        case .invalid(let errors)?: return errors
        case .unreadable(let error)?: throw error
        case nil: return validate(try JSONValue(json: json), messages: messages)
        }
    }

    /// What ``check(json:messages:memory:)`` finds of a JSON text.
    package enum TextCheck: Sendable {
        case valid
        /// The errors of its value; empty when the value is valid after all.
        case invalid([ValidationError])
        /// The text is not JSON.
        case unreadable(JSONParsingError)
    }

    /// ``validate(json:messages:)`` with the messages remembered in `memory` (``messageMemory(for:)``, found for
    /// `messages`).
    package func check(json: UnsafeBufferPointer<UInt8>, messages: MessageCatalog, memory: MessageMemory.Slot?)
        -> TextCheck
    {
        switch read(json) {
        case .valid: return .valid
        case .undecided(let diagnosis):
            var evaluation = Evaluation(program: program, messages: messages, memory: memory, collecting: true)
            return check(json, diagnosis, with: &evaluation, messages: messages)
        }
    }

    /// What the text program finds of a JSON text: valid, or what failed in it (nothing known without a text
    /// program).
    private func read(_ json: UnsafeBufferPointer<UInt8>) -> TextProgram.Reading {
        guard let textProgram else { return .undecided(nil) }
        // Most texts are valid: accepting one, which stops at the first failure, costs less than reading it to its
        // end noting each.
        return textProgram.accepts(json) ? .valid : textProgram.read(json)
    }

    /// The errors of a JSON text the text program did not find valid, evaluated by `evaluation` (which is left as
    /// new, for another text).
    private func check(
        _ json: UnsafeBufferPointer<UInt8>, _ diagnosis: TextProgram.Diagnosis?, with evaluation: inout Evaluation,
        messages: MessageCatalog
    ) -> TextCheck {
        // Most often only the values that failed need evaluating, each alone.
        if let diagnosis, diagnosis.canBeEvaluatedAlone {
            if evaluation.evaluateFailures(of: diagnosis, in: json) {
                return .invalid(evaluation.takeErrors(messages: messages))
            }
            evaluation.reset()
        }
        let value: JSONValue
        do throws(JSONParsingError) {
            value = try JSONValue(json: json)
        } catch {
            return .unreadable(error)
        }
        evaluation.diagnosis = diagnosis
        _ = evaluation.evaluate(0, value, at: .root)
        return .invalid(evaluation.takeErrors(messages: messages))
    }

    /// The messages rendered with `messages` so far, for ``check(json:messages:memory:)``: what a caller that
    /// validates many values in one language finds once.
    package func messageMemory(for messages: MessageCatalog) -> MessageMemory.Slot? {
        messageMemory.slot(for: messages)
    }

    /// A checker of JSON texts one after another, for a thread that validates many: ``check(json:messages:memory:)``
    /// with one evaluation kept from text to text, which remembers the messages it has rendered.
    package func textChecker(messages: MessageCatalog) -> TextChecker {
        TextChecker(self, messages: messages)
    }

    /// Checks JSON texts one after another with one evaluation (``textChecker(messages:)``): what a text costs that
    /// is not valid is its own evaluation alone, not making one and letting it go. Its lock is taken once per text
    /// that is not valid; a thread of its own does not wait for it.
    package final class TextChecker: Sendable {
        private let schema: JSONSchema
        private let messages: MessageCatalog
        private let evaluation: Locked<Evaluation>

        fileprivate init(_ schema: JSONSchema, messages: MessageCatalog) {
            self.schema = schema
            self.messages = messages
            evaluation = Locked(
                Evaluation(
                    program: schema.program, messages: messages, memory: schema.messageMemory.slot(for: messages),
                    collecting: true))
        }

        /// Gives `body` what ``JSONSchema/check(json:messages:memory:)`` finds of `json`, and returns what it
        /// returns. The errors are lent: their array is taken back, emptied, for the next text's errors, so that a
        /// text that is not valid costs no array made for them (what `body` keeps of it is copied first).
        package func check<Result: Sendable>(
            json: UnsafeBufferPointer<UInt8>, _ body: (TextCheck) -> Result
        ) -> Result {
            switch schema.read(json) {
            case .valid: return body(.valid)
            case .undecided(let diagnosis):
                return evaluation.withLock { evaluation in
                    let found = schema.check(json, diagnosis, with: &evaluation, messages: messages)
                    let result = body(found)
                    if case .invalid(let errors) = consume found { evaluation.reuse(errors) }
                    return result
                }
            }
        }
    }

    /// Whether a JSON text is valid: `false` when it is not JSON, or when its value is not valid.
    ///
    /// A schema of the keywords records are usually described with (types, string and number bounds, patterns,
    /// formats, an `enum` of strings, `properties`, `required`, `additionalProperties`, `items`, `uniqueItems` of
    /// strings, `allOf`, `$ref`) reads a valid text straight, without parsing it into a ``JSONValue`` and without
    /// allocating: a server can check a request body this way, and parse and ``validate(_:messages:)`` it for its
    /// errors only when it fails.
    ///
    /// ```swift
    /// let schema = try JSONSchema(json: #"{"required": ["email"], "properties": {"email": {"minLength": 3}}}"#)
    /// print(schema.isValid(json: #"{"email": "ada@example.com"}"#.utf8))   // true
    /// print(schema.isValid(json: #"{"email": "a"}"#.utf8))                 // false
    /// ```
    ///
    /// - Parameter json: A JSON text, UTF-8.
    /// - Returns: `true` when the text is JSON and its value is valid.
    public func isValid(json: some Collection<UInt8>) -> Bool {
        // A closure, not the method itself: a method reference is a closure with a context on the heap.
        if json.withContiguousStorageIfAvailable({ acceptsWithoutParsing($0) }) == true { return true }
        guard let value = try? JSONValue(json: json) else { return false }
        return isValid(value)
    }

    /// Whether the text program finds the JSON text certainly valid; `false` when the schema has none, or it
    /// takes the parser and the evaluation to tell.
    package func acceptsWithoutParsing(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        textProgram?.accepts(text) ?? false
    }

    /// Whether a value is valid, without building its errors.
    ///
    /// - Parameter instance: Any JSON value.
    /// - Returns: `true` when the value is valid.
    public func isValid(_ instance: JSONValue) -> Bool {
        var evaluation = Evaluation(program: program, messages: .english, collecting: false)
        return evaluation.evaluate(0, instance, at: .root).isValid && evaluation.tooDeepAt == nil
    }
}
