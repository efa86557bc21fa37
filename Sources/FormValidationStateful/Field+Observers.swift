public import FormValidationCore
import FormValidationSpecs

/// Who hears of a field's changes: its observers, and the fields that depend on it.
extension Field {
    /// Re-validates this field whenever `other`'s value changes (if this field was validated before).
    ///
    /// - Parameter other: The field this one depends on, such as the password for its confirmation.
    public func dependsOn(_ other: any FormField) {
        guard other !== self, !dependencies.contains(where: { $0.field === other }) else { return }
        let token = other.addObserver { [weak self] event in
            if event == .valueChanged { self?.dependencyDidChange() }
        }
        dependencies.append(Dependency(field: other, token: token))
    }

    /// Calls `observer` after every change of the value, the state or the errors.
    ///
    /// - Parameter observer: Called on the main actor with what changed.
    /// - Returns: A token for ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping @MainActor (FieldEvent) -> Void) -> Int {
        notifier.addObserver(observer)
    }

    /// Stops calling the observer `token` names.
    ///
    /// - Parameter token: What ``addObserver(_:)`` returned.
    public func removeObserver(_ token: Int) {
        notifier.removeObserver(token)
    }

    /// A field this one depends on changed: its condition may have changed, and its rules may read it.
    private func dependencyDidChange() {
        send(.conditionEvaluated(holds: conditionHolds))
        revalidate()
    }
}
