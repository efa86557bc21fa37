import FormValidationCore
import Foundation

/// Where a value sits in the record being validated, put together only when an error or a remote check asks for
/// it: validating a valid record appends no token to any pointer.
typealias PathOf = () -> JSONPointer

/// The fields of one object of a spec (the form, an object field, a list's object item) with their rules built,
/// and the rules across them: what ``FormSpecValidator`` runs on each object of a submitted record.
///
/// Each object is validated with its own fields' texts as the record that rules and conditions read
/// (``FieldContext``), so the names they refer to are those of the object they sit in.
///
/// A class, shared and never changed, as ``CompiledField`` is: a copy of it retains one reference.
final class CompiledObject: Sendable {
    let fields: [CompiledField]
    let formRules: [FormRule]
    /// The messages of the form rules' errors: the language the object speaks.
    let messages: MessageCatalog
    /// The notation each text or number field's text is read in by the form rules' comparisons: its number rule's,
    /// or the one a number field's JSON numbers are written in.
    private let notations: [String: NumberParser]
    /// Each field's label, which the form rules' messages name it by.
    private let labels: [String: String]
    /// The positions of the fields in the order their names sort in JSON text (``JSONTextWriter/precedes(_:_:)``):
    /// the order an object of corrected values is written in.
    let sortedOrder: [Int]
    /// What a submitted object is read by: each field's member at the field's position, and what an object or a
    /// list field holds read by its own plan.
    let plan: JSONObjectPlan

    init(fields: [CompiledField], formRules: [FormRule], messages: MessageCatalog) {
        self.fields = fields
        self.formRules = formRules
        self.messages = messages
        var notations: [String: NumberParser] = [:]
        var labels: [String: String] = [:]
        for field in fields {
            labels[field.spec.name] = field.rules.rules.label ?? field.spec.name
            guard !field.spec.kind.isContainer else { continue }
            if let notation = field.rules.rules.numberNotation ?? field.numberParser {
                notations[field.spec.name] = notation
            }
        }
        self.notations = notations
        self.labels = labels
        sortedOrder = fields.indices.sorted { JSONTextWriter.precedes(fields[$0].name, fields[$1].name) }
        plan = JSONObjectPlan(names: fields.map { $0.name }, members: fields.map { $0.memberPlan })
    }

    /// Where each text or number field of an object sits in its ``ObjectTexts``, by name: its position among
    /// the object's fields.
    static func positions(of fields: [FieldSpec]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (index, field) in fields.enumerated() where !field.kind.isContainer {
            positions[field.name] = positions[field.name] ?? index
        }
        return positions
    }

    /// One field built: its rules and, for an object or a list, what it holds.
    ///
    /// A class, shared and never changed: validating a record reads each field many times, and a copy of a value
    /// this large would retain each of its references every time.
    final class CompiledField: Sendable {
        let spec: FieldSpec
        /// The field's rules; for an object or a list none, but the label and messages its own errors use.
        let rules: FieldRules
        /// For a number field: the notation its value is read in for ``FieldSpecResult/jsonValue``.
        let numberParser: NumberParser?
        /// When the field applies, reading the object being validated.
        let condition: Condition?
        /// An object field's fields, or a list's object item's.
        let object: [CompiledObject]
        /// A list's item.
        let item: [CompiledField]
        /// Whether a field inside an object or a list field, at any depth, is secret: only then do its values to
        /// show differ from its values.
        let holdsSecrets: Bool
        /// What validating reads of ``spec`` for every record, copied out of it once: reading a property of a
        /// large value stored in a class can copy the whole value, retaining each of its references.
        let name: String
        let isSecret: Bool
        let isContainer: Bool
        let isObject: Bool
        let hasRemoteRules: Bool
        /// ``rules``' local rule set.
        let ruleSet: RuleSet<String>
        /// For a unique list of objects: where each of ``FieldSpec/uniqueBy``'s names sits among the item's fields.
        let uniquePositions: [Int?]
        /// For a list: ``FieldSpec/minItems``, ``FieldSpec/maxItems``, ``FieldSpec/uniqueBy``, and whether its items
        /// must differ (``FieldSpec/uniqueItems``, or `uniqueBy` given).
        let minItems: Int?
        let maxItems: Int?
        let uniqueBy: [String]
        let isUnique: Bool

        /// What the field's member holds, as a submitted object is read: an object or a list field's value is
        /// looked into by its own plan.
        var memberPlan: JSONMemberPlan {
            if isObject { return .object(object[0].plan) }
            if isContainer { return .list(item[0].memberPlan) }
            return .value
        }

        init(
            spec: FieldSpec, rules: FieldRules, numberParser: NumberParser?, condition: Condition?,
            object: [CompiledObject], item: [CompiledField]
        ) {
            self.spec = spec
            self.rules = rules
            self.numberParser = numberParser
            self.condition = condition
            self.object = object
            self.item = item
            holdsSecrets =
                object.contains { $0.fields.contains { $0.spec.isSecret || $0.holdsSecrets } }
                || item.contains { $0.spec.isSecret || $0.holdsSecrets }
            name = spec.name
            isSecret = spec.isSecret
            isContainer = spec.kind.isContainer
            isObject = spec.kind == .object
            hasRemoteRules = !rules.asyncRules.isEmpty
            ruleSet = rules.rules
            let itemFields = item.first?.object.first?.fields ?? []
            uniquePositions = spec.uniqueBy.map { name in itemFields.firstIndex { $0.name == name } }
            minItems = spec.minItems
            maxItems = spec.maxItems
            uniqueBy = spec.uniqueBy
            isUnique = spec.uniqueItems || !spec.uniqueBy.isEmpty
        }
    }

    /// What one field of an object came to.
    struct FieldOutcome: Sendable {
        /// The corrected text, or every error (with its path), nested fields' included.
        var result: ValidationResult<String?>
        /// The corrected value; `nil` when the field is invalid or not active.
        var value: CorrectedValue?
        var isActive: Bool

        /// A field that is not active, or a container whose value is still to be validated.
        static func pending(isActive: Bool) -> FieldOutcome {
            FieldOutcome(result: .valid(nil), value: nil, isActive: isActive)
        }

        /// An invalid field, object or list.
        static func invalid(_ errors: [ValidationError]) -> FieldOutcome {
            FieldOutcome(result: .invalid(errors), value: nil, isActive: true)
        }
    }

    /// Builds the compiled objects of a spec, with the options of one ``FormSpecValidator``.
    struct Builder {
        let baseURL: URL?
        let transport: any RemoteTransport
        let cache: RemoteAnswerCache?
        let messages: MessageCatalog
        let now: @Sendable () -> Date
        let localOnly: Bool

        /// What the rules being built read of the object they sit in: its fields by name, each found at its
        /// position in the ``ObjectTexts`` of the object being validated; a name that starts with `/` is a JSON
        /// Pointer into the whole record.
        private var values = Builder.values(positions: [:])

        /// The reader of the fields at `positions`, in the object being validated.
        private static func values(positions: [String: Int]) -> FieldValues {
            FieldValues(resolving: { name in
                if name.hasPrefix("/"), let pointer = try? JSONPointer(parsing: name) {
                    return { context in context.object?.pointee.root.pointee.text(at: pointer) }
                }
                guard let position = positions[name] else { return { _ in nil } }
                return { context in context.text(at: position) }
            })
        }

        init(
            baseURL: URL?, transport: any RemoteTransport, cache: RemoteAnswerCache?, messages: MessageCatalog,
            now: @escaping @Sendable () -> Date, localOnly: Bool
        ) {
            self.baseURL = baseURL
            self.transport = transport
            self.cache = cache
            self.messages = messages
            self.now = now
            self.localOnly = localOnly
        }

        func object(fields: [FieldSpec], formRules: [FormRuleSpec]) throws(FormSpecError) -> CompiledObject {
            var inner = self
            inner.values = Builder.values(positions: CompiledObject.positions(of: fields))
            var compiled: [CompiledField] = []
            for field in fields { compiled.append(try inner.field(field)) }
            return CompiledObject(
                fields: compiled, formRules: formRules.map { $0.makeRule(language: messages.language) },
                messages: messages)
        }

        func field(_ field: FieldSpec) throws(FormSpecError) -> CompiledField {
            let rules = try field.buildRules(
                baseURL: baseURL, transport: transport, cache: cache, messages: messages, fields: values, now: now,
                skippingAsync: localOnly)
            return CompiledField(
                spec: field, rules: rules, numberParser: field.numberParser,
                condition: field.condition?.makeCondition(reading: values),
                object: field.kind == .object ? [try object(fields: field.fields, formRules: field.formRules)] : [],
                item: try field.item.map { item throws(FormSpecError) in [try self.field(item)] } ?? [])
        }
    }

    /// This object speaking `messages`, at every level.
    func speaking(_ messages: MessageCatalog) -> CompiledObject {
        CompiledObject(fields: fields.map { $0.speaking(messages) }, formRules: formRules, messages: messages)
    }

    // MARK: Validating

    /// Validates one submitted object, synchronously: its remote rules' errors come from `checks`.
    ///
    /// - Parameters:
    ///   - record: The object's members.
    ///   - path: Where the object sits in the record.
    ///   - root: The whole record, which a name written as a JSON Pointer reads.
    ///   - checks: The remote checks: collected on a first pass, answered on the second.
    /// - Returns: One outcome per field, in field order, and the errors of the form rules that go to no field.
    func validate(
        _ record: PlannedObject, at path: PathOf, root: UnsafePointer<PlannedObject>,
        checks: inout RemoteChecks
    ) -> (fields: [FieldOutcome], formErrors: [ValidationError]) {
        guard !fields.isEmpty || !formRules.isEmpty else { return ([], []) }
        return ObjectTexts.withTexts(count: fields.count, root: root) { texts in
            validate(record, texts: texts, at: path, checks: &checks)
        }
    }

    /// ``validate(_:at:root:checks:)`` with the object's texts in `texts`, each still `nil`.
    private func validate(
        _ record: PlannedObject, texts: ObjectTexts, at path: PathOf,
        checks: inout RemoteChecks
    ) -> (fields: [FieldOutcome], formErrors: [ValidationError]) {
        // The fields whose value is an array or an object: rarely any.
        var typeErrors: [Int] = []
        for (index, field) in fields.enumerated() where !field.isContainer {
            switch record.members[index] {
            case .json(.string(let text))?: texts.texts[index] = text  // the usual case, read without a copy
            case .none, .json(.null)?: continue
            case let member:
                switch field.text(of: member) {
                case .success(let text): texts.texts[index] = text
                case .failure: typeErrors.append(index)
                }
            }
        }

        // Local rules first, field by field, reading other fields (and conditions) from this object; then, for a
        // field whose local rules passed with a value, its remote rules' errors from `checks`. One pass, one array.
        // The rules and conditions that read other fields read them from the context of this object's texts.
        var outcomes: [FieldOutcome] = []
        texts.withContext { context in
            runRules(texts: texts, typeErrors: typeErrors, at: path, in: context, into: &outcomes, checks: &checks)
        }

        // Then what the object and list fields hold, in field order.
        for (index, field) in fields.enumerated() where field.isContainer && outcomes[index].isActive {
            outcomes[index] = field.validateContainer(
                record.members[index], texts: texts, at: { path().appending(field.name) },
                checks: &checks)
        }

        // Last, the form rules, on the values as corrected (as submitted where a field is invalid).
        var formErrors: [ValidationError] = []
        if !formRules.isEmpty {
            var values: [String: any Sendable] = Dictionary(minimumCapacity: fields.count)
            var rejected: Set<String> = []
            for (index, field) in fields.enumerated() where outcomes[index].isActive && !field.isContainer {
                switch outcomes[index].result {
                case .valid(let corrected): if let corrected { values[field.name] = corrected }
                case .invalid:
                    if let text = texts.texts[index] { values[field.name] = text }
                    rejected.insert(field.name)
                }
            }
            let formValues = FormValues(values, numberNotations: notations, failingFields: rejected)
            for rule in formRules {
                guard var error = rule.error(on: formValues, label: { labels[$0] ?? $0 }, messages: messages) else {
                    continue
                }
                if let name = error.field, let index = fields.firstIndex(where: { $0.name == name }) {
                    outcomes[index].result = .invalid(outcomes[index].result.errors + [error])
                    outcomes[index].value = nil
                } else {
                    error.path = path()
                    formErrors.append(error)
                }
            }
        }

        // Every error of a field of this object points at its value.
        for index in outcomes.indices {
            guard case .invalid(var errors) = outcomes[index].result else { continue }
            let fieldPath = path().appending(fields[index].name)
            for errorIndex in errors.indices where errors[errorIndex].path == nil {
                errors[errorIndex].path = fieldPath
            }
            outcomes[index].result = .invalid(errors)
        }
        return (outcomes, formErrors)
    }

    /// Runs the local rules of the text and number fields, then their remote rules' errors from `checks`, and
    /// appends one outcome per field to `outcomes`: a container's is left pending.
    private func runRules(
        texts: ObjectTexts, typeErrors: [Int], at path: PathOf, in context: FieldContext,
        into outcomes: inout [FieldOutcome], checks: inout RemoteChecks
    ) {
        outcomes.reserveCapacity(fields.count)
        for index in fields.indices {
            let field = fields[index]
            guard field.condition?.holds(in: context) ?? true else {
                outcomes.append(.pending(isActive: false))
                continue
            }
            if field.isContainer {
                outcomes.append(.pending(isActive: true))
                continue
            }
            var result =
                typeErrors.contains(index)
                ? .invalid([field.error(RuleFailure(.invalidType))])
                : field.ruleSet.validate(texts.texts[index], in: context)
            if field.hasRemoteRules {
                result = field.withRemoteErrors(
                    result, applying: field.rules.asyncRules.map { $0.applies(in: context) }, in: context,
                    at: { path().appending(field.name) }, checks: &checks)
            }
            outcomes.append(
                FieldOutcome(result: result, value: result.value.map { .json(field.json($0)) }, isActive: true))
        }
    }
}

extension CompiledObject.CompiledField {
    /// This field speaking `messages`, with what it holds.
    func speaking(_ messages: MessageCatalog) -> CompiledObject.CompiledField {
        var rules = rules
        rules.rules.messages = messages
        return CompiledObject.CompiledField(
            spec: spec, rules: rules, numberParser: numberParser, condition: condition,
            object: object.map { $0.speaking(messages) }, item: item.map { $0.speaking(messages) })
    }

    /// The text a text or number field's rules read from its submitted value: `nil` for none, a failure for an
    /// array or an object.
    func text(of value: PlannedJSON?) -> Result<String?, ValidationError> {
        switch value {
        case .json(let value)?: text(of: value)
        case .none: .success(nil)
        case .object?, .list?: .failure(error(RuleFailure(.invalidType)))
        }
    }

    /// The text a text or number field's rules read from its JSON value: `nil` for none, a failure for an array
    /// or an object.
    func text(of value: JSONValue?) -> Result<String?, ValidationError> {
        switch value {
        case .none, .null?: return .success(nil)
        case .string(let text)?: return .success(text)
        case .number(let number)?:
            // A JSON number is written the way the field's number rule reads numbers ("1,5" in de_DE).
            let text = number.plainSpelling
            guard let separator = numberParser?.decimalSeparator, separator != ".", text.utf8.contains(0x2E) else {
                return .success(text)
            }
            return .success(text.replacingOccurrences(of: ".", with: String(separator)))
        case .bool(let bool)?: return .success(bool ? "true" : "false")
        case .array?, .object?: return .failure(error(RuleFailure(.invalidType)))
        }
    }

    /// The field's error for `failure`, worded with its label and messages.
    func error(_ failure: RuleFailure) -> ValidationError {
        rules.rules.error(for: failure, customMessage: nil, value: "")
    }

    /// The corrected value as JSON: a number for a number field whose text reads as one.
    func json(_ value: String?) -> JSONValue {
        guard let value else { return .null }
        guard let numberParser else { return .string(value) }
        if value.countsAsEmpty(ignoringWhitespace: true) { return .null }
        return numberParser.parse(value).map { .number($0.decimal) } ?? .string(value)
    }

    /// `local`, the result of the field's local rules, with the errors of its remote rules that apply
    /// (`applying`, in rule order) when it passed with a value.
    ///
    /// - Parameter path: Where the field's value sits.
    func withRemoteErrors(
        _ local: ValidationResult<String?>, applying: [Bool], in context: FieldContext, at path: PathOf,
        checks: inout RemoteChecks
    ) -> ValidationResult<String?> {
        guard applying.contains(true), case .valid(let corrected?) = local,
            !rules.rules.countsAsEmpty(corrected, in: context)
        else { return local }
        let errors = checks.errors(of: self, for: corrected, applying: applying, at: path())
        return errors.isEmpty ? local : .invalid(errors)
    }

    /// Validates a text or number value on its own, as a list's item: local rules (reading the fields of the
    /// object the list sits in, `texts`), then remote ones.
    func validateScalar(
        _ value: PlannedJSON?, texts: ObjectTexts, at path: PathOf, checks: inout RemoteChecks
    ) -> CompiledObject.FieldOutcome {
        let result: ValidationResult<String?>
        switch text(of: value) {
        case .failure(let error): result = .invalid([error])
        case .success(let text):
            result = texts.withContext { context in
                let local = ruleSet.validate(text, in: context)
                let applying = hasRemoteRules ? rules.asyncRules.map { $0.applies(in: context) } : []
                return withRemoteErrors(local, applying: applying, in: context, at: path, checks: &checks)
            }
        }
        return CompiledObject.FieldOutcome(
            result: result.withPath(path), value: result.value.map { .json(self.json($0)) }, isActive: true)
    }

    /// Validates what an object or a list field holds.
    ///
    /// - Parameters:
    ///   - value: The field's JSON value; none or `null` is an empty object or list.
    ///   - texts: The fields of the object the field sits in, which a list's text items' rules read.
    ///   - path: Where the value sits.
    ///   - checks: The remote checks of the validation.
    func validateContainer(
        _ value: PlannedJSON?, texts: ObjectTexts, at path: PathOf,
        checks: inout RemoteChecks
    ) -> CompiledObject.FieldOutcome {
        func failed(_ failure: RuleFailure) -> CompiledObject.FieldOutcome {
            .invalid([error(failure).withPath(path())])
        }
        if isObject {
            let members: PlannedObject
            switch value {
            case .none, .json(.null)?: members = PlannedObject(empty: object[0].plan)
            case .object(let object)?: members = object
            default: return failed(RuleFailure(.invalidTypeObject))
            }
            let (fields, formErrors) = object[0].validate(
                members, at: path, root: texts.root, checks: &checks)
            guard formErrors.isEmpty && fields.allSatisfy({ $0.result.isValid }) else {
                return .invalid(fields.flatMap { $0.result.errors } + formErrors)
            }
            return CompiledObject.FieldOutcome(result: .valid(nil), value: .object(self, fields), isActive: true)
        }

        let items: [PlannedJSON]
        switch value {
        case .none, .json(.null)?: items = []
        case .list(let list)?: items = list
        default: return failed(RuleFailure(.invalidTypeList))
        }
        let item = self.item[0]
        var outcomes: [CompiledObject.FieldOutcome] = []
        outcomes.reserveCapacity(items.count)
        for (index, value) in items.enumerated() {
            let itemPath = { path().appending(index) }
            if item.isObject {
                outcomes.append(
                    item.validateContainer(value, texts: texts, at: itemPath, checks: &checks))
            } else {
                outcomes.append(item.validateScalar(value, texts: texts, at: itemPath, checks: &checks))
            }
        }
        var listErrors: [ValidationError] = []
        if let minItems, items.count < minItems {
            listErrors.append(
                error(
                    RuleFailure(.tooFewItems, parameters: ["min": .integer(minItems), "count": .integer(items.count)])))
        }
        if let maxItems, items.count > maxItems {
            listErrors.append(
                error(
                    RuleFailure(.tooManyItems, parameters: ["max": .integer(maxItems), "count": .integer(items.count)]))
            )
        }
        if isUnique {
            // One error for the list, naming its first repeat: a million equal items make one error, not 999,999.
            var repeats = 0
            var firstRepeat: (index: Int, first: Int)?
            forEachDuplicate(in: items, outcomes: outcomes) { index, first in
                if firstRepeat == nil { firstRepeat = (index, first) }
                repeats += 1
            }
            if let firstRepeat {
                listErrors.append(
                    error(.duplicates(index: firstRepeat.index, first: firstRepeat.first, count: repeats)))
            }
        }
        guard listErrors.isEmpty && outcomes.allSatisfy({ $0.result.isValid }) else {
            return .invalid(listErrors.map { $0.withPath(path()) } + outcomes.flatMap { $0.result.errors })
        }
        return CompiledObject.FieldOutcome(result: .valid(nil), value: .list(item, outcomes), isActive: true)
    }

    /// Calls `duplicate` with the index of each item of a unique list that repeats an earlier one, and the index of
    /// the first item it repeats, in item order. Items compare as corrected (`+1 415…` and `(415)…` are one
    /// number), or as submitted where they are invalid.
    ///
    /// A few items are compared pair by pair: two valid objects by their ``FieldSpec/uniqueBy`` fields' corrected
    /// values, read in place at the fields' positions (no copy, no allocation, no hashing); any other pair by the
    /// JSON of what they must not share. Many items go through a dictionary.
    private func forEachDuplicate(
        in items: [PlannedJSON], outcomes: [CompiledObject.FieldOutcome], _ duplicate: (Int, Int) -> Void
    ) {
        let item = { (index: Int) in outcomes[index].value?.json(withoutSecrets: false) ?? items[index].json }
        guard items.count <= 16 else {
            var seen: [JSONValue: Int] = [:]
            for index in items.indices {
                let key = uniquenessKey(item(index))
                if let first = seen[key] { duplicate(index, first) } else { seen[key] = index }
            }
            return
        }
        guard !uniqueBy.isEmpty else {
            for index in items.indices {
                let value = item(index)
                if let first = (0..<index).first(where: { item($0) == value }) { duplicate(index, first) }
            }
            return
        }
        /// What item `index` must not share with another: the corrected values of the `uniqueBy` fields, or the
        /// submitted ones.
        func key(_ index: Int) -> JSONValue {
            guard case .object(_, let fields)? = outcomes[index].value else { return uniquenessKey(item(index)) }
            return .array(uniquePositions.map { $0.flatMap { fields[$0].value?.json(withoutSecrets: false) } ?? .null })
        }
        func same(_ first: Int, _ second: Int) -> Bool {
            guard case .object(_, let firstFields)? = outcomes[first].value,
                case .object(_, let secondFields)? = outcomes[second].value
            else { return key(first) == key(second) }
            for position in uniquePositions {
                guard let position else { continue }  // no field of that name: null in both
                switch (firstFields[position].value, secondFields[position].value) {
                case (nil, nil): continue
                case (.json(let one)?, .json(let other)?): if one != other { return false }
                case (let one, let other):
                    if (one?.json(withoutSecrets: false) ?? .null) != (other?.json(withoutSecrets: false) ?? .null) {
                        return false
                    }
                }
            }
            return true
        }
        for index in items.indices {
            if let first = (0..<index).first(where: { same($0, index) }) { duplicate(index, first) }
        }
    }

    /// What two items of a unique list must not share: the whole item, or the values of ``FieldSpec/uniqueBy``.
    private func uniquenessKey(_ item: JSONValue) -> JSONValue {
        guard !uniqueBy.isEmpty, case .object(let members) = item else { return item }
        return .array(uniqueBy.map { members[$0] ?? .null })
    }

    /// Runs the field's remote rules at once and turns their outcomes into errors, as a validator settles them.
    func checkRemotely(_ value: String, applying: [Bool]) async -> [ValidationError] {
        let outcomes = await RemoteSettlement.check(value, rules: rules.asyncRules) { applying[$0] }
        return RemoteSettlement(outcomes, rules: rules.asyncRules).errors(
            rules: rules.asyncRules, wordedBy: rules.rules, value: value)
    }
}

extension ValidationError {
    /// This error at `path`, unless it has one already.
    func withPath(_ path: JSONPointer) -> ValidationError {
        var error = self
        if error.path == nil { error.path = path }
        return error
    }
}

extension ValidationResult where Value == String? {
    /// This result with every error that has no path at `path`.
    func withPath(_ path: PathOf) -> ValidationResult<String?> {
        guard case .invalid(let errors) = self else { return self }
        let path = path()
        return .invalid(errors.map { $0.withPath(path) })
    }
}

extension PlannedObject {
    /// The text of the value at `pointer` as rules read it (a string, a number's plain spelling, `true` or
    /// `false`), or `nil` when there is none there, or it is `null`, an array or an object.
    func text(at pointer: JSONPointer) -> String? {
        guard let value = PlannedJSON.object(self).value(at: pointer) else { return nil }
        switch value {
        case .string(let text): return text
        case .number(let number): return number.plainSpelling
        case .bool(let bool): return bool ? "true" : "false"
        case .null, .array, .object: return nil
        }
    }
}
