/// What a field must do after its ``FieldStateMachine`` handled an event; the field does each in order.
package enum FieldEffect: Sendable, Hashable {
    /// Publish the value to the field's live value, which other fields' rules and conditions read.
    case publishValue
    /// Run every validator on the value.
    case validate
    /// Run the validator attached last on the value.
    case validateLatest
    /// Reset every validator: verdicts forgotten, checks in flight stopped.
    case resetValidators
    /// Read the validators' verdict and hand it back as ``FieldStateMachine/Event/validatorsReported(_:errors:)``.
    case refresh
    /// Tell the listeners: the state change first, if any, then the event.
    case notify(FieldEvent, ValidationStateChange? = nil)
}

/// The effects of one event, in order, stored inline: handling an event, as on every keystroke, allocates nothing.
package struct FieldEffects: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Equatable,
    CustomStringConvertible
{
    /// Room for the most effects one event has: seven, when a value edited switches the field on again.
    package static var capacity: Int { 8 }

    private var storage:
        (
            FieldEffect?, FieldEffect?, FieldEffect?, FieldEffect?, FieldEffect?, FieldEffect?, FieldEffect?,
            FieldEffect?
        )
    package private(set) var endIndex = 0

    /// No effect.
    package init() {
        storage = (nil, nil, nil, nil, nil, nil, nil, nil)
    }

    package init(arrayLiteral elements: FieldEffect...) {
        self.init()
        for element in elements { append(element) }
    }

    package var startIndex: Int { 0 }

    package subscript(position: Int) -> FieldEffect {
        precondition(position >= 0 && position < endIndex, "index out of range")
        let element: FieldEffect?
        switch position {
        case 0: element = storage.0
        case 1: element = storage.1
        case 2: element = storage.2
        case 3: element = storage.3
        case 4: element = storage.4
        case 5: element = storage.5
        case 6: element = storage.6
        default: element = storage.7
        }
        // Every position below `endIndex` holds an effect.
        return element ?? .refresh
    }

    /// Adds two effects after the others (not variadic: a variadic call would allocate its array).
    package mutating func append(_ first: FieldEffect, _ second: FieldEffect) {
        append(first)
        append(second)
    }

    /// Adds an effect after the others.
    package mutating func append(_ effect: FieldEffect) {
        precondition(endIndex < Self.capacity, "a field event has at most \(Self.capacity) effects")
        switch endIndex {
        case 0: storage.0 = effect
        case 1: storage.1 = effect
        case 2: storage.2 = effect
        case 3: storage.3 = effect
        case 4: storage.4 = effect
        case 5: storage.5 = effect
        case 6: storage.6 = effect
        default: storage.7 = effect
        }
        endIndex += 1
    }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }

    package var description: String { "[" + map { "\($0)" }.joined(separator: ", ") + "]" }
}
