@_spi(Locking) public import FormValidationCore
public import FormValidationIO
public import Foundation

/// A form spec with its rules built once, ready to validate any number of submitted records concurrently.
///
/// This is what a server keeps: build it at start-up (compiling regular expressions and resolving remote URLs
/// once), then call ``validate(_:)-(JSONObject)`` from every request handler. It is a `Sendable` value with no state.
///
/// ```swift
/// let spec = try FormSpec.load(contentsOf: URL(fileURLWithPath: "Fixtures/signup.form.json"))
/// let signup = try FormSpecValidator(spec, baseURL: URL(string: "https://api.example.com"))
/// let result = await signup.validate(["username": "ada", "email": "ada@example.com"])
/// ```
///
/// **Records.** A record maps field names to JSON values. Text is validated as it is; a number is validated as
/// its plain POSIX spelling (`42`, `-1.5`), and `true`/`false` as that text; a missing key or `null` is no value
/// (empty: valid unless the field is required). An array or an object fails a text or number field with code
/// `invalidType` ("{field} must be text or a number.") and runs none of its rules. An ``FieldKind/object`` field
/// validates its JSON object with its own fields and form rules, a ``FieldKind/list`` field each item of its
/// array (after `minItems`, `maxItems` and uniqueness, whose errors sit at the list); a missing one is empty,
/// anything else fails with `invalidType`. Rules and conditions inside an object read the fields of that object.
/// Keys that are not fields are ignored. Read a
/// record from JSON text with ``JSONValue/init(json:)-(Collection<UInt8>)``, which refuses a key given twice
/// (``JSONParsingError/duplicateKey(_:)``): validating one of its values while another reader of the same text
/// takes the other would let an unvalidated value through.
///
/// **Rules.** Every field's local rules run as a ``RuleSet`` runs them; an `equalToField`
/// rule compares with the other field's submitted value as text. A field's remote rules run only when its local
/// rules pass and its value is not empty, without debounce, all fields' checks at once; a rejection or a
/// failure becomes an error as in ``FormValidator`` (a server's message replaces the rule's; a failure reports
/// ``ValidationError/Code/remoteUnavailable`` unless the rule's policy is ``RemoteFailurePolicy/valid``).
///
/// **Conditions.** A rule with a `when` runs only while its condition holds for the submitted record; a field
/// with a `when` that does not hold is not validated, counts as valid and is left out of the values (its result
/// is not ``FieldSpecResult/isActive``).
///
/// **Form rules.** The spec's `formRules` run last, on the fields' values as their rules corrected them (as
/// submitted when a field is invalid); an error goes to the field its `errorField` names, after that field's
/// own, or to ``FormSpecResult/formErrors``.
///
/// **Paths.** Every error carries ``ValidationError/path``, the JSON Pointer of its value in the record
/// (`/email`; `/a~1b` for a field named `a/b`), and a form rule's error that goes to no field the whole record's
/// (the empty pointer).
public struct FormSpecValidator: Sendable {
    /// The spec the rules were built from.
    public let spec: FormSpec
    private var compiled: Compiled
    /// The rules built in each other language the spec has texts in, by the library's language tag.
    private var translated: [String: Compiled] = [:]
    /// The rules reworded for each catalog records were validated in, shared by the validator's copies.
    private let spoken = SpokenRules()

    /// Everything built in one language: the form's fields and rules, nested objects and lists within.
    private struct Compiled: Sendable {
        var root: CompiledObject
        var messages: MessageCatalog
    }

    /// Builds every field's rules.
    ///
    /// - Parameters:
    ///   - spec: The form spec.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - cache: An opt-in cache of remote answers shared by every remote rule.
    ///   - messages: Message templates that replace the rules' defaults.
    ///   - now: Returns the current instant, for rules that compare with today (`age`); a test passes a fixed one.
    ///   - localOnly: Whether to skip the remote rules: every local rule runs, no server is asked (to clean a
    ///     data file offline); a relative remote URL then needs no base URL.
    /// - Throws: ``FormSpecError`` when a remote URL is relative and there is no `baseURL`, or a remote rule
    ///   refuses its URL.
    public init(
        _ spec: FormSpec,
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        now: @escaping @Sendable () -> Date = { Date() },
        localOnly: Bool = false
    ) throws(FormSpecError) {
        self.spec = spec
        compiled = try Self.compile(
            spec, baseURL: baseURL, transport: transport, cache: cache, messages: messages, now: now,
            localOnly: localOnly)
        // The spec's own texts in other languages (labels, custom messages): rules built once per language.
        for tag in spec.translatedLanguages {
            let catalog = MessageCatalog(languages: [tag])
            guard catalog.language != "en", translated[catalog.language] == nil else { continue }
            translated[catalog.language] = try Self.compile(
                spec, baseURL: baseURL, transport: transport, cache: cache, messages: catalog, now: now,
                localOnly: localOnly)
        }
    }

    /// Builds every field's rules with `messages`.
    private static func compile(
        _ spec: FormSpec, baseURL: URL?, transport: any RemoteTransport, cache: RemoteAnswerCache?,
        messages: MessageCatalog, now: @escaping @Sendable () -> Date, localOnly: Bool
    ) throws(FormSpecError) -> Compiled {
        let builder = CompiledObject.Builder(
            baseURL: baseURL, transport: transport, cache: cache, messages: messages, now: now, localOnly: localOnly)
        return Compiled(
            root: try builder.object(fields: spec.fields, formRules: spec.formRules), messages: messages)
    }

    /// Validates a submitted record.
    ///
    /// The local rules run synchronously, in one pass over the record; when fields need remote checks, every one
    /// of them, at any depth, is asked at once, and then the record's errors are put together with the answers.
    ///
    /// - Parameter record: Field names and their values.
    /// - Returns: One result per field, in field order.
    /// - Complexity: The cost of every field's rules (twice when a remote check is asked), plus the slowest remote
    ///   check (they run concurrently).
    nonisolated(nonsending) public func validate(_ record: JSONObject) async -> FormSpecResult {
        await outcome(of: record).result(formName: spec.name)
    }

    /// ``validate(_:)-(JSONObject)`` for a record in a Swift dictionary.
    ///
    /// - Parameter record: Field names and their values.
    /// - Returns: One result per field, in field order.
    nonisolated(nonsending) public func validate(_ record: [String: JSONValue]) async -> FormSpecResult {
        await validate(JSONObject(record))
    }

    /// What ``validate(_:)-(JSONObject)`` comes to, before it is made a ``FormSpecResult``.
    nonisolated(nonsending) package func outcome(of record: JSONObject) async -> RecordOutcome {
        await outcome(of: PlannedObject(record, plan: recordPlan))
    }

    /// What ``validate(_:)-(JSONObject)`` comes to, for a record read by ``recordPlan``.
    nonisolated(nonsending) package func outcome(of record: PlannedObject) async -> RecordOutcome {
        var checks = RemoteChecks()
        let local = pass(record, checks: &checks)
        guard !checks.requests.isEmpty else { return local }
        let answers = await RemoteRequest.$currentLanguage.withValue(remoteLanguage) { await checks.ask() }
        var answered = RemoteChecks(answers: answers)
        return pass(record, checks: &answered)
    }

    /// Validates a submitted record with the local rules alone, synchronously: the remote rules are not asked, and
    /// a field that passes its local rules is valid.
    ///
    /// When the spec has no remote rules (``hasRemoteRules``), or the validator was built `localOnly`, this is
    /// what ``validate(_:)-(JSONObject)`` answers, without a task or a suspension: what a tight loop over a data file wants.
    ///
    /// - Parameter record: Field names and their values.
    /// - Returns: One result per field, in field order.
    public func validateLocally(_ record: JSONObject) -> FormSpecResult {
        localOutcome(of: record).result(formName: spec.name)
    }

    /// ``validateLocally(_:)-(JSONObject)`` for a record in a Swift dictionary.
    ///
    /// - Parameter record: Field names and their values.
    /// - Returns: One result per field, in field order.
    public func validateLocally(_ record: [String: JSONValue]) -> FormSpecResult {
        validateLocally(JSONObject(record))
    }

    /// What ``validateLocally(_:)-(JSONObject)`` comes to, before it is made a ``FormSpecResult``.
    package func localOutcome(of record: JSONObject) -> RecordOutcome {
        localOutcome(of: PlannedObject(record, plan: recordPlan))
    }

    /// What ``validateLocally(_:)-(JSONObject)`` comes to, for a record read by ``recordPlan``.
    package func localOutcome(of record: PlannedObject) -> RecordOutcome {
        var checks = RemoteChecks()
        return pass(record, checks: &checks)
    }

    /// What a submitted record is read by (``JSONTextParser/parse(_:plan:)``): each field's value at the field's
    /// position, at every level, with no dictionary.
    package var recordPlan: JSONObjectPlan { compiled.root.plan }

    /// Whether any field, at any depth, has a remote rule that ``validate(_:)-(JSONObject)`` asks a server; `false` when the
    /// validator was built `localOnly`.
    public var hasRemoteRules: Bool { compiled.root.hasRemoteRules }

    /// One pass over the record, the remote rules' errors from `checks`.
    private func pass(_ record: PlannedObject, checks: inout RemoteChecks) -> RecordOutcome {
        let outcome = ObjectTexts.withRecord(record) { root in
            compiled.root.validate(record, at: { .root }, root: root, checks: &checks)
        }
        return RecordOutcome(root: compiled.root, fields: outcome.fields, formErrors: outcome.formErrors)
    }

    /// Validates a submitted record, with the messages in another language than the one the rules were built
    /// with: a server answers each request in the language it asks for (see
    /// ``MessageCatalog/init(acceptLanguage:)``).
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    nonisolated(nonsending) public func validate(_ record: JSONObject, messages: MessageCatalog) async -> FormSpecResult
    {
        await speaking(messages).validate(record)
    }

    /// ``validate(_:messages:)-(JSONObject,_)`` for a record in a Swift dictionary.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    nonisolated(nonsending) public func validate(_ record: [String: JSONValue], messages: MessageCatalog) async
        -> FormSpecResult
    {
        await validate(JSONObject(record), messages: messages)
    }

    /// ``validateLocally(_:)-(JSONObject)`` with the messages in another language, as ``validate(_:messages:)-(JSONObject,_)``.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    public func validateLocally(_ record: JSONObject, messages: MessageCatalog) -> FormSpecResult {
        speaking(messages).validateLocally(record)
    }

    /// ``validateLocally(_:messages:)-(JSONObject,_)`` for a record in a Swift dictionary.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - messages: The language, and the templates, of this record's messages.
    /// - Returns: One result per field, in field order.
    public func validateLocally(_ record: [String: JSONValue], messages: MessageCatalog) -> FormSpecResult {
        validateLocally(JSONObject(record), messages: messages)
    }

    /// This validator with its messages in the language of `messages`: its rules reworded once per catalog, not
    /// once per record (a server validating each request in the language it asks for rewords each language once).
    func speaking(_ messages: MessageCatalog) -> FormSpecValidator {
        // The catalog the rules were built with, as a server that gets no `Accept-Language` asks for.
        if messages == compiled.messages { return self }
        var speaking = self
        if let translated = translated[messages.language] { speaking.compiled = translated }
        let root = speaking.compiled.root
        speaking.compiled.root = spoken.root(for: messages) { root.speaking(messages) }
        speaking.compiled.messages = messages
        return speaking
    }

    /// The language remote checks ask the server to answer in: the messages', unless English.
    private var remoteLanguage: String? { compiled.messages.remoteLanguage }

}

extension FormSpec {
    /// Validates a submitted record: builds the rules, then runs them as ``FormSpecValidator/validate(_:)-(JSONObject)`` does.
    ///
    /// To validate many records, build a ``FormSpecValidator`` once instead.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - messages: Message templates that replace the rules' defaults.
    /// - Returns: One result per field, in field order.
    /// - Throws: ``FormSpecError`` when the rules cannot be built (a relative remote URL and no `baseURL`).
    public func validate(
        _ record: JSONObject,
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        messages: MessageCatalog = .preferred
    ) async throws(FormSpecError) -> FormSpecResult {
        try await FormSpecValidator(self, baseURL: baseURL, transport: transport, messages: messages).validate(record)
    }

    /// ``validate(_:baseURL:transport:messages:)-(JSONObject,_,_,_)`` for a record in a Swift dictionary.
    ///
    /// - Parameters:
    ///   - record: Field names and their values.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - messages: Message templates that replace the rules' defaults.
    /// - Returns: One result per field, in field order.
    /// - Throws: ``FormSpecError`` when the rules cannot be built (a relative remote URL and no `baseURL`).
    public func validate(
        _ record: [String: JSONValue],
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        messages: MessageCatalog = .preferred
    ) async throws(FormSpecError) -> FormSpecResult {
        try await validate(JSONObject(record), baseURL: baseURL, transport: transport, messages: messages)
    }
}

/// A validator's rules reworded in each catalog it was asked for: at most ``capacity`` catalogs are kept (a catalog
/// past them is reworded for its record and not kept), so that clients inventing languages cannot grow it.
private final class SpokenRules: Sendable {
    private let entries = Locked<[(messages: MessageCatalog, root: CompiledObject)]>([])
    /// The most catalogs kept.
    static let capacity = 32

    /// The rules reworded in `messages`: kept ones, else made by `reword` (and kept while there is room).
    func root(for messages: MessageCatalog, reword: () -> CompiledObject) -> CompiledObject {
        if let kept = entries.withLock({ entries in entries.first { $0.messages == messages }?.root }) { return kept }
        let root = reword()
        entries.withLock { entries in
            if entries.count < Self.capacity, !entries.contains(where: { $0.messages == messages }) {
                entries.append((messages, root))
            }
        }
        return root
    }
}
