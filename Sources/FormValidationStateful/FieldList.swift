public import FormValidationCore
import FormValidationSpecs
public import Observation

/// A repeating group: a list of items the user adds to and removes from — "add another phone number", the
/// addresses of an order — each item a ``FormModel`` of its own fields, the list one field of its form.
///
/// ```swift
/// let phones = FieldList("phones", label: "Phones", maximumCount: 3) { _ in
///     Field<String>("phone", label: "Phone", rules: [.trimmingWhitespace(), .required(), .phoneNumber(country: "GB")])
/// }
/// let form = FormModel(fields: [phones])
/// let first = phones.append()
/// first.textField?.value = "020 7946 0000"
/// let second = phones.append()
/// phones.remove(id: second.id)
/// let submission = await form.submit()
/// print(submission.values["phones"] as? [String?] ?? [])   // [Optional("+442079460000")]
/// ```
///
/// **Items.** ``append()``, ``insert(at:)``, ``remove(id:)`` and ``move(from:to:)`` change the list; each item
/// keeps its ``Item/id`` for as long as it is in the list, whatever moves around it, so that a list view keeps each
/// row's text and focus. An item made with a single field (``init(_:label:minimumCount:maximumCount:initialCount:uniqueness:messages:makeField:)``)
/// has that field's value; one made with a form of fields (``init(_:label:minimumCount:maximumCount:initialCount:uniqueness:messages:makeItem:)``)
/// has an object of them. Removing an item abandons its checks in flight: a server's late answer about it is
/// never heard.
///
/// **State.** The list is invalid when an item is invalid, or — once validated — when it has fewer than
/// ``minimumCount`` or more than ``maximumCount`` items, or two items that ``uniqueness`` says may not be equal
/// are; waiting while an item waits; valid when every item is
/// valid (an empty list counts as valid once validated, if it may be empty). ``errors`` lists the list's own
/// errors (`tooFewItems`, `tooManyItems`, `duplicateItems`, at the list's ``ValidationError/path``) and then each item's, each at
/// its JSON Pointer: `/phones/0` for an item of one field, `/addresses/1/postalCode` for a field of an item.
/// The list tells its form of every change as a field does, so the form's state, streams and Observation follow
/// it; the form's ``FormModel/submit()`` waits for every item's checks and submits the values in list order.
@MainActor
@Observable
public final class FieldList: FormField {
    /// One item of the list: its identity and its fields.
    public struct Item: Identifiable {
        /// The item's identity, kept while it is in the list and never reused.
        public let id: Int
        /// The item's fields, as a form.
        public let form: FormModel

        /// The item's field, for an item made with a single field.
        @MainActor public var field: (any FormField)? { form.fields.count == 1 ? form.fields.first : nil }
        /// The item's text field, for an item made with a single text field.
        @MainActor public var textField: Field<String>? { field as? Field<String> }
    }

    /// Which items may not be equal: one `duplicateItems` error names the first item that repeats an earlier one.
    public struct Uniqueness: Sendable, Hashable {
        /// Whether no two items may be equal as a whole.
        public var wholeItems: Bool
        /// The fields no two object items may share all the values of; empty for none.
        public var fields: [String]

        /// - Parameters:
        ///   - items: Whether no two items may be equal as a whole.
        ///   - fields: The fields no two object items may share all the values of.
        public init(items: Bool = false, by fields: [String] = []) {
            wholeItems = items
            self.fields = fields
        }

        /// Items may be equal.
        public static let none = Uniqueness()

        /// Whether items are compared at all.
        var comparesItems: Bool { wholeItems || !fields.isEmpty }
    }

    /// The list's name: its key in submissions, and the first token of its errors' paths.
    public let name: String
    /// What `{field}` shows in the list's own errors.
    public let label: String?
    /// The fewest items the list may hold, if any.
    public let minimumCount: Int?
    /// The most items the list may hold, if any; ``canAppend`` is false at it.
    public let maximumCount: Int?
    /// Which items may not be equal.
    public let uniqueness: Uniqueness
    /// The items, in order.
    public private(set) var items: [Item] = []
    /// The list's own errors (too few or too many items), at its path; empty until it is validated.
    public private(set) var listErrors: [ValidationError] = []
    /// Whether the list's own errors are shown: after a submit, or a change once submitted.
    public private(set) var listErrorsRevealed = false
    /// The language and templates of the list's own messages.
    public var messages: MessageCatalog {
        didSet { updateListErrors() }
    }

    /// Called on the main actor once for each real change of ``state``.
    public var stateChangedHandler: (@MainActor (ValidationStateChange) -> Void)? {
        get { announcer.notifier.handler }
        set { announcer.notifier.handler = newValue }
    }

    @ObservationIgnored private let makeItem: @MainActor (Int) -> FormModel
    /// Whether each item is a single field whose value is the item's value.
    @ObservationIgnored private let itemsAreFields: Bool
    @ObservationIgnored private let initialCount: Int
    @ObservationIgnored private var nextID = 0
    /// Whether the list was validated since it was made or reset: from then on its own errors are kept current.
    @ObservationIgnored private var wasValidated = false
    /// The observer tokens on each item's fields, by the item's identity.
    @ObservationIgnored private var tokens: [Int: [(field: any FormField, token: Int)]] = [:]
    @ObservationIgnored private let announcer = FieldAnnouncer()

    /// A list whose items are forms of several fields: each item's value is an object of its fields' values.
    ///
    /// - Parameters:
    ///   - name: The list's name.
    ///   - label: What `{field}` shows in the list's own errors; the name when `nil`.
    ///   - minimumCount: The fewest items allowed.
    ///   - maximumCount: The most items allowed.
    ///   - initialCount: How many items the list starts (and resets) with.
    ///   - uniqueness: Which items may not be equal.
    ///   - messages: The language and templates of the list's own messages.
    ///   - makeItem: Makes the fields of a new item, given its identity.
    public convenience init(
        _ name: String, label: String? = nil, minimumCount: Int? = nil, maximumCount: Int? = nil,
        initialCount: Int = 0, uniqueness: Uniqueness = .none, messages: MessageCatalog = .preferred,
        makeItem: @escaping @MainActor (_ id: Int) -> FormModel
    ) {
        self.init(
            name, label: label, counts: (minimumCount, maximumCount, initialCount), uniqueness: uniqueness,
            messages: messages, itemsAreFields: false, makeItem: makeItem)
    }

    /// A list whose items are single fields: each item's value is its field's value.
    ///
    /// - Parameters:
    ///   - name: The list's name.
    ///   - label: What `{field}` shows in the list's own errors; the name when `nil`.
    ///   - minimumCount: The fewest items allowed.
    ///   - maximumCount: The most items allowed.
    ///   - initialCount: How many items the list starts (and resets) with.
    ///   - uniqueness: Which items may not be equal.
    ///   - messages: The language and templates of the list's own messages.
    ///   - makeField: Makes the field of a new item, given its identity.
    public convenience init(
        _ name: String, label: String? = nil, minimumCount: Int? = nil, maximumCount: Int? = nil,
        initialCount: Int = 0, uniqueness: Uniqueness = .none, messages: MessageCatalog = .preferred,
        makeField: @escaping @MainActor (_ id: Int) -> any FormField
    ) {
        self.init(
            name, label: label, counts: (minimumCount, maximumCount, initialCount), uniqueness: uniqueness,
            messages: messages, itemsAreFields: true, makeItem: { id in FormModel(fields: [makeField(id)]) })
    }

    private init(
        _ name: String, label: String?, counts: (minimum: Int?, maximum: Int?, initial: Int), uniqueness: Uniqueness,
        messages: MessageCatalog, itemsAreFields: Bool, makeItem: @escaping @MainActor (Int) -> FormModel
    ) {
        self.name = name
        self.label = label
        minimumCount = counts.minimum
        maximumCount = counts.maximum
        self.uniqueness = uniqueness
        initialCount = max(0, counts.initial)
        self.messages = messages
        self.makeItem = makeItem
        self.itemsAreFields = itemsAreFields
        for _ in 0..<initialCount { append() }
    }

    nonisolated package var changes: ChangeBroadcaster<ValidationStateChange> { announcer.notifier.changes }

    /// Every real change of ``state``; see ``ValidationStateChanges``.
    public nonisolated var stateChanges: ValidationStateChanges { ValidationStateChanges(broadcaster: changes) }

    // MARK: Changing the list

    /// Whether another item may be added: fewer than ``maximumCount``.
    public var canAppend: Bool { maximumCount.map { items.count < $0 } ?? true }

    /// Whether an item may be removed: more than ``minimumCount``.
    public var canRemove: Bool { items.count > (minimumCount ?? 0) }

    /// Adds a new item at the end.
    ///
    /// It is added even beyond ``maximumCount`` (the list then reports `tooManyItems`): check ``canAppend`` to
    /// offer the button.
    ///
    /// - Returns: The new item.
    @discardableResult
    public func append() -> Item {
        insert(at: items.count)
    }

    /// Adds a new item at `index`.
    ///
    /// - Parameter index: Where the item goes, from 0 to the number of items.
    /// - Returns: The new item.
    @discardableResult
    public func insert(at index: Int) -> Item {
        precondition((0...items.count).contains(index), "index \(index) is outside 0...\(items.count)")
        let id = nextID
        nextID += 1
        let item = Item(id: id, form: makeItem(id))
        tokens[id] = item.form.fields.map { field in
            (field, field.addObserver { [weak self] event in self?.itemDidChange(event) })
        }
        items.insert(item, at: index)
        listDidChange()
        return item
    }

    /// Removes the item `id`, abandoning its checks in flight.
    ///
    /// - Parameter id: The item's identity.
    public func remove(id: Item.ID) {
        guard let index = items.firstIndex(where: { $0.id == id }) else { return }
        let item = items.remove(at: index)
        for (field, token) in tokens.removeValue(forKey: id) ?? [] { field.removeObserver(token) }
        // Stops every check of the item's fields in flight, and its submission if one runs.
        item.form.reset()
        listDidChange()
    }

    /// Moves the item at `source` to `destination`, the others keeping their order.
    ///
    /// - Parameters:
    ///   - source: The item's position.
    ///   - destination: Its new position, among the items without it.
    public func move(from source: Int, to destination: Int) {
        precondition(items.indices.contains(source), "index \(source) is outside the list")
        let item = items.remove(at: source)
        precondition((0...items.count).contains(destination), "index \(destination) is outside the list")
        items.insert(item, at: destination)
        listDidChange()
    }

    /// The item `id`, if it is in the list.
    ///
    /// - Parameter id: The item's identity.
    /// - Returns: The item, or `nil` when it was removed (or never was).
    public func item(id: Item.ID) -> Item? {
        items.first { $0.id == id }
    }

    // MARK: FormField

    /// Where the list stands: its items' states combined, invalid when it has its own errors.
    public var state: ValidationState {
        let combined = FormModel.combine(items.lazy.map(\.form.state), formIsInvalid: !listErrors.isEmpty)
        // An empty list has no item to be valid: once validated without errors, it is valid.
        return items.isEmpty && wasValidated && listErrors.isEmpty ? .valid : combined
    }

    /// The list's own errors, then every item's, each at its path, in list order.
    public var errors: [ValidationError] {
        listErrors + itemErrors(\.errors)
    }

    /// The errors to show now: the list's own once revealed, then every item's visible ones.
    public var visibleErrors: [ValidationError] {
        (listErrorsRevealed ? listErrors : []) + itemErrors(\.visibleErrors)
    }

    /// Whether items were added or removed, or an item's field changed.
    public var isDirty: Bool { items.count != initialCount || items.contains { $0.form.isDirty } }

    /// Whether the editing of an item's field ended at least once.
    public var isTouched: Bool { items.contains { $0.form.isTouched } }

    /// The items' values in list order: each single field's value (`nil` when empty), or each item's object of
    /// values (`[String: any Sendable]`).
    public var anyValue: (any Sendable)? {
        if itemsAreFields { return items.map { $0.form.fields.first?.anyValue } }
        return items.map { $0.form.values }
    }

    /// Validates every item at once, waits for their checks, and the list's own count.
    ///
    /// - Returns: The settled state.
    public func validateForSubmit() async -> ValidationState {
        wasValidated = true
        listErrorsRevealed = true
        let submissions = items.map { item in Task { await item.form.submit() } }
        for submission in submissions { _ = await submission.value }
        updateListErrors()
        announce(.resultChanged)
        return state
    }

    /// Validates every item, and the list's count, without revealing errors.
    public func validateSilently() {
        wasValidated = true
        for item in items { item.form.validateSilently() }
        updateListErrors()
        announce(.resultChanged)
    }

    /// Validates the items' fields again where they were validated before.
    public func revalidate() {
        for item in items {
            for field in item.form.fields { field.revalidate() }
        }
    }

    /// Back to as many new items as the list started with, not validated; the items removed abandon their checks.
    public func reset() {
        for item in items {
            for (field, token) in tokens.removeValue(forKey: item.id) ?? [] { field.removeObserver(token) }
            item.form.reset()
        }
        items = []
        wasValidated = false
        listErrorsRevealed = false
        for _ in 0..<initialCount { append() }
        updateListErrors()
        announce(.valueChanged)
    }

    /// Calls `observer` after every change of the list, its items' values, states or errors.
    ///
    /// - Parameter observer: Called on the main actor with what changed.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int {
        announcer.notifier.addObserver(observer)
    }

    /// Stops calling the observer `token` names.
    ///
    /// - Parameter token: What ``addObserver(_:)`` returned.
    public func removeObserver(_ token: Int) {
        announcer.notifier.removeObserver(token)
    }

    // MARK: Inside

    /// The errors of every item, read by `errors`, each at its JSON Pointer.
    private func itemErrors(_ errors: (FormModel) -> [ValidationError]) -> [ValidationError] {
        var all: [ValidationError] = []
        let list = JSONPointer.root.appending(name)
        for (index, item) in items.enumerated() {
            let itemPath = list.appending(index)
            for var error in errors(item.form) {
                // An item's form gives its errors their pointers within the item (`/postalCode`); an item of one
                // field is the value at the item's own pointer, the field's name left out.
                let inner = error.path?.tokens ?? []
                error.path = JSONPointer(tokens: itemPath.tokens + (itemsAreFields ? Array(inner.dropFirst()) : inner))
                all.append(error)
            }
        }
        return all
    }

    /// Works out the list's own errors, once it was validated.
    private func updateListErrors() {
        guard wasValidated else {
            if !listErrors.isEmpty { listErrors = [] }
            return
        }
        var failures: [RuleFailure] = []
        if let minimumCount, items.count < minimumCount {
            failures.append(
                RuleFailure(.tooFewItems, parameters: ["min": .integer(minimumCount), "count": .integer(items.count)]))
        }
        if let maximumCount, items.count > maximumCount {
            failures.append(
                RuleFailure(.tooManyItems, parameters: ["max": .integer(maximumCount), "count": .integer(items.count)]))
        }
        if uniqueness.comparesItems {
            var seen: [[String?]: Int] = [:]
            var repeats = 0
            var firstRepeat: (index: Int, first: Int)?
            for (index, item) in items.enumerated() {
                let key = uniquenessKey(item)
                if let first = seen[key] {
                    if firstRepeat == nil { firstRepeat = (index, first) }
                    repeats += 1
                } else {
                    seen[key] = index
                }
            }
            if let firstRepeat {
                failures.append(.duplicates(index: firstRepeat.index, first: firstRepeat.first, count: repeats))
            }
        }
        guard !failures.isEmpty else {
            if !listErrors.isEmpty { listErrors = [] }
            return
        }
        let wording = RuleSet<String>([], field: name, label: label, messages: messages)
        let path = JSONPointer.root.appending(name)
        let errors = failures.map { failure in
            var error = wording.error(for: failure, customMessage: nil, value: "")
            error.path = path
            return error
        }
        if errors != listErrors { listErrors = errors }
    }

    /// What two items of a unique list must not share: the item's value, or the values of the fields named.
    private func uniquenessKey(_ item: Item) -> [String?] {
        let text = { (value: (any Sendable)?) in value.map { $0 as? String ?? "\($0)" } }
        if itemsAreFields { return [text(item.form.fields.first?.anyValue)] }
        let names = uniqueness.fields.isEmpty ? item.form.fields.map(\.name) : uniqueness.fields
        return names.map { text(item.form.field(named: $0)?.anyValue) }
    }

    /// Items were added, removed or moved.
    private func listDidChange() {
        if wasValidated { listErrorsRevealed = true }
        updateListErrors()
        announce(.valueChanged)
    }

    /// A field of an item changed: its value, its state or its errors.
    private func itemDidChange(_ event: FieldEvent) {
        if event != .resultChanged, uniqueness.comparesItems { updateListErrors() }
        announce(event == .activityChanged ? .valueChanged : event)
    }

    /// Tells the observers and streams of `event`, with the change of state it brought, if any.
    private func announce(_ event: FieldEvent) {
        announcer.announce(event, state: state)
    }

    deinit {
        changes.finish()
    }
}
