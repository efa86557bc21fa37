import FormValidationCore
import FormValidationSpecs

/// The key paths of a generic class's observed properties, formed once per type argument.
///
/// Forming a key path of a generic class (`\Field<Value>.state`) looks up the type at run time, and a field has
/// ten and a validator two: made anew for each, they were half the cost of building a form of many fields.
@MainActor
enum KeyPathCache {
    private static var cache: [ObjectIdentifier: Any] = [:]

    /// The key paths of type `Keys` (one type per type argument), made by `make` the first time.
    static func keys<Keys>(_ make: @MainActor () -> Keys) -> Keys {
        if let keys = cache[ObjectIdentifier(Keys.self)] as? Keys { return keys }
        let keys = make()
        cache[ObjectIdentifier(Keys.self)] = keys
        return keys
    }
}
