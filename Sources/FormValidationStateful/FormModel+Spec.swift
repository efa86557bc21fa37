public import FormValidationCore
public import FormValidationIO
public import FormValidationSpecs
public import Foundation

extension FormModel {
    /// Builds a form from its description: one `Field<String>` per text or number field spec, in order, each with
    /// a validator running the spec's rules, a ``FieldGroup`` per object field and a ``FieldList`` per list field,
    /// and the spec's dependencies wired up.
    ///
    /// The rules are the very ones a server builds from the same spec, so app and server agree on every message.
    /// An `equalToField` rule and a condition (`when`) read the other field's ``Field/liveValue``; a field that
    /// `dependsOn` another, or whose conditions read it, is re-validated when that one changes; a field's own
    /// `when` becomes its ``Field/condition``, and the spec's `formRules` the form's ``FormModel/rules``.
    ///
    /// An object field becomes a ``FieldGroup`` of its fields and form rules. A list field becomes a ``FieldList``
    /// that starts empty (or with `minItems` items), each item built from the
    /// list's `item` as the form is built: a single text field, or a form of the item's fields and form rules; the
    /// list's `dependsOn` makes every item's fields depend on the fields it names.
    /// Names inside an object or an item are its own fields; a JSON Pointer (`/country`) names a field of the form.
    /// Every error of the form carries the JSON Pointer the server's ``FormSpecValidator`` gives it.
    ///
    /// ```swift
    /// let spec = try FormSpec.load(contentsOf: Bundle.main.url(forResource: "signup.form", withExtension: "json")!)
    /// let form = try FormModel(spec: spec, baseURL: URL(string: "https://api.example.com")!)
    /// (form.field(named: "email") as? Field<String>)?.value = "ada@example.com"
    /// ```
    ///
    /// - Parameters:
    ///   - spec: The form's description.
    ///   - baseURL: What relative remote URLs are resolved against.
    ///   - transport: What sends remote checks.
    ///   - cache: An opt-in cache of remote answers, shared by every remote rule of the form.
    ///   - messages: Message templates that replace the rules' defaults.
    ///   - timing: When the fields validate.
    ///   - now: Returns the current instant, for rules that compare with today (`age`); a test passes a fixed one.
    /// - Throws: ``FormSpecError`` when a rule cannot be built (a relative remote URL without `baseURL`, say), or
    ///   refers into an item of a list (`/addresses/0/country`), which a form model cannot read before the item
    ///   exists.
    public convenience init(
        spec: FormSpec,
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        timing: ValidationTiming = .onChange,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(FormSpecError) {
        let builder = SpecFormBuilder(
            baseURL: baseURL, transport: transport, cache: cache, messages: messages, timing: timing, now: now)
        let (fields, rules) = try builder.object(spec.fields, formRules: spec.formRules, root: nil)
        self.init(fields: fields, rules: rules, messages: messages)
    }

    /// The text field named `name`, as a form built from a spec has them.
    ///
    /// - Parameter name: The field's name.
    /// - Returns: The field, or `nil` when there is none or it does not hold text.
    public func textField(named name: String) -> Field<String>? {
        field(named: name) as? Field<String>
    }
}

/// Builds the fields of a form model from field specs, at any depth of lists.
@MainActor
private struct SpecFormBuilder {
    /// The form's own text fields, by name and by JSON Pointer, which an item's names may refer to.
    struct Root {
        let fields: [String: Field<String>]
    }

    let baseURL: URL?
    let transport: any RemoteTransport
    let cache: RemoteAnswerCache?
    let messages: MessageCatalog
    let timing: ValidationTiming
    let now: @Sendable () -> Date

    /// The fields of one object (the form, or a list's object item) and its form rules.
    ///
    /// - Parameter root: The form's own text fields, for an item's references to them; `nil` for the form itself.
    func object(
        _ specs: [FieldSpec], formRules: [FormRuleSpec], root: Root?
    ) throws(FormSpecError) -> (fields: [any FormField], rules: [FormRule]) {
        // The fields a name can refer to: the object's own, and the form's by their JSON Pointer (`/country`).
        var texts = root?.fields ?? [:]
        for spec in specs where !spec.kind.isContainer {
            let field = Field<String>(spec.name, timing: timing)
            texts[spec.name] = field
            if root == nil { texts[JSONPointer.root.appending(spec.name).description] = field }
        }
        let liveValues = texts.mapValues(\.liveValue)
        let values = FieldValues(liveValues)
        var fields: [any FormField] = []
        for spec in specs {
            switch spec.kind {
            case .list:
                fields.append(try list(spec, root: root ?? Root(fields: texts)))
                continue
            case .object:
                // An object's names are its own fields; a JSON Pointer names a field of the form.
                let (members, rules) = try object(
                    spec.fields, formRules: spec.formRules, root: root ?? Root(fields: texts))
                fields.append(
                    FieldGroup(
                        spec.name, label: spec.displayName(in: messages.language),
                        form: FormModel(fields: members, rules: rules, messages: messages)))
                continue
            default:
                break
            }
            guard let field = texts[spec.name] else { continue }
            let rules = try spec.makeRules(
                baseURL: baseURL, transport: transport, cache: cache, messages: messages, values: liveValues, now: now)
            field.attach(rules.makeValidator())
            if let formatter = spec.formatter?.resolved(with: spec.rules) {
                var countryValue: (@Sendable () -> String?)?
                if let name = formatter.countryField, let live = liveValues[name] {
                    countryValue = { live.value }
                }
                field.formatter = formatter.makeFormatter(countryValue: countryValue)
            }
            field.condition = spec.condition?.makeCondition(reading: values)
            fields.append(field)
        }
        for spec in specs where !spec.kind.isContainer {
            guard let field = texts[spec.name] else { continue }
            for name in spec.dependsOn {
                if let other = texts[name] { field.dependsOn(other) }
            }
        }
        return (fields, formRules.map { $0.makeRule(language: messages.language) })
    }

    /// A list field: its items built from its `item` as they are added.
    func list(_ spec: FieldSpec, root: Root) throws(FormSpecError) -> FieldList {
        guard let item = spec.item else {
            throw FormSpecError(location: "field \"\(spec.name)\"", reason: "missing \"item\"")
        }
        // One item is built now (below), so that a spec that cannot make one is refused here, not when the user adds
        // a row.
        // The fields the list depends on (`"dependsOn": ["country"]`): each item's fields are validated again when
        // one of them changes.
        let sources = spec.dependsOn.compactMap { root.fields[$0] }
        let makeItem = { () throws(FormSpecError) -> FormModel in
            let (fields, rules) =
                item.kind == .object
                ? try object(item.fields, formRules: item.formRules, root: root)
                : try object([item], formRules: [], root: root)
            for case let field as Field<String> in fields {
                for source in sources { field.dependsOn(source) }
            }
            return FormModel(fields: fields, rules: rules, messages: messages)
        }
        _ = try makeItem()
        let unique = FieldList.Uniqueness(items: spec.uniqueItems, by: spec.uniqueBy)
        let label = spec.displayName(in: messages.language)
        if item.kind == .object {
            return FieldList(
                spec.name, label: label, minimumCount: spec.minItems, maximumCount: spec.maxItems,
                initialCount: spec.minItems ?? 0, uniqueness: unique, messages: messages
            ) { _ in (try? makeItem()) ?? FormModel(fields: []) }
        }
        return FieldList(
            spec.name, label: label, minimumCount: spec.minItems, maximumCount: spec.maxItems,
            initialCount: spec.minItems ?? 0, uniqueness: unique, messages: messages
        ) { _ in ((try? makeItem())?.fields.first) ?? Field<String>(spec.name) }
    }
}
