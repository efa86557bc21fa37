import FormValidationCore
import Foundation

/// The object being validated, as text, so that rules and conditions built once (`equalToField`, a phone's
/// `countryField`, `when`) read the current object's other fields.
///
/// Rules run synchronously, so the object is published for the current thread only, for the time its rules run:
/// concurrent validations on other threads each see their own. Publishing it allocates nothing and reading a field
/// costs an array access; a task-local value would allocate at each object.
enum SubmittedRecord {
    /// The thread's current object: a pointer to the ``ObjectTexts`` of the innermost ``reading(_:_:)``.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// Runs `body` with `texts` as the thread's current object, then puts back the one before.
    static func reading<Result>(_ texts: ObjectTexts, _ body: () -> Result) -> Result {
        let previous = pthread_getspecific(key)
        defer { pthread_setspecific(key, previous) }
        return withUnsafePointer(to: texts) { pointer in
            pthread_setspecific(key, pointer)
            return body()
        }
    }

    /// The current object's text at `position` (``CompiledObject/positions``); `nil` outside ``reading(_:_:)``.
    static func text(at position: Int) -> String? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return pointer.assumingMemoryBound(to: ObjectTexts.self).pointee.texts[position]
    }

    /// The text at `pointer` in the whole record being validated; `nil` outside ``reading(_:_:)``.
    static func text(at pointer: JSONPointer) -> String? {
        guard let current = pthread_getspecific(key) else { return nil }
        return current.assumingMemoryBound(to: ObjectTexts.self).pointee.root.pointee.text(at: pointer)
    }
}

/// The texts of the text and number fields of one submitted object, which its rules and conditions read
/// (``SubmittedRecord``): a buffer per object on the stack of ``withTexts(count:root:_:)``, each field's position
/// fixed when the spec is built.
struct ObjectTexts {
    /// The fields' texts, in field order; `nil` for no value, an array or an object, and for containers.
    let texts: UnsafeMutableBufferPointer<String?>
    /// The whole record, which a name written as a JSON Pointer (`/customer/country`) reads: a pointer to the
    /// record the validation holds (``withRecord(_:_:)``) while it runs, so that handing it on retains nothing.
    let root: UnsafePointer<PlannedObject>

    /// Calls `body` with no texts yet, for `count` fields, in a buffer that lives as long as the call: validating
    /// an object allocates nothing for them.
    static func withTexts<Result>(
        count: Int, root: UnsafePointer<PlannedObject>, _ body: (ObjectTexts) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: String?.self, capacity: count) { buffer in
            buffer.initialize(repeating: nil)
            defer { buffer.deinitialize() }
            return body(ObjectTexts(texts: buffer, root: root))
        }
    }
}

extension ObjectTexts {
    /// Calls `body` with a pointer to `record` that lives as long as the call: the ``root`` of its objects' texts.
    static func withRecord<Result>(
        _ record: PlannedObject, _ body: (UnsafePointer<PlannedObject>) -> Result
    ) -> Result {
        withUnsafePointer(to: record, body)
    }
}
