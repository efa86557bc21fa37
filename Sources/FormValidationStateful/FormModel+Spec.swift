public import FormValidationCore
public import FormValidationSpecs
public import Foundation

extension FormModel {
    /// Builds a form from its description: one `Field<String>` per field spec, in order, each with a validator
    /// running the spec's rules, and the spec's dependencies wired up.
    ///
    /// The rules are the very ones a server builds from the same spec, so app and server agree on every message.
    /// An `equalToField` rule and a condition (`when`) read the other field's ``Field/liveValue``; a field that
    /// `dependsOn` another, or whose conditions read it, is re-validated when that one changes; a field's own
    /// `when` becomes its ``Field/condition``, and the spec's `formRules` the form's ``FormModel/rules``.
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
    ///   the spec has an ``FieldKind/object`` or ``FieldKind/list`` field, which a form model does not hold yet.
    public convenience init(
        spec: FormSpec,
        baseURL: URL? = nil,
        transport: any RemoteTransport = URLSessionTransport.shared,
        cache: RemoteAnswerCache? = nil,
        messages: MessageCatalog = .preferred,
        timing: ValidationTiming = .onChange,
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws(FormSpecError) {
        if let container = spec.fields.first(where: \.kind.isContainer) {
            throw FormSpecError(
                location: "field \"\(container.name)\"",
                reason: "a form model holds text and number fields only, not yet objects and lists: validate such a "
                    + "spec with FormSpecValidator")
        }
        let fields = spec.fields.map { Field<String>($0.name, timing: timing) }
        var liveValues: [String: LiveValue<String>] = [:]
        for field in fields {
            liveValues[field.name] = field.liveValue
            // A reference written as a JSON Pointer from the form (`/country`) names the same field.
            liveValues[JSONPointer.root.appending(field.name).description] = field.liveValue
        }
        let values = FieldValues(liveValues)
        for (fieldSpec, field) in zip(spec.fields, fields) {
            let rules = try fieldSpec.makeRules(
                baseURL: baseURL, transport: transport, cache: cache, messages: messages, values: liveValues, now: now)
            field.attach(rules.makeValidator())
            field.condition = fieldSpec.condition?.makeCondition(reading: values)
        }
        var fieldsByName: [String: Field<String>] = [:]
        for field in fields where fieldsByName[field.name] == nil {
            fieldsByName[field.name] = field
            fieldsByName[JSONPointer.root.appending(field.name).description] = field
        }
        for (fieldSpec, field) in zip(spec.fields, fields) {
            for name in fieldSpec.dependsOn {
                if let other = fieldsByName[name] { field.dependsOn(other) }
            }
        }
        let rules = spec.formRules.map { $0.makeRule(language: messages.language) }
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
