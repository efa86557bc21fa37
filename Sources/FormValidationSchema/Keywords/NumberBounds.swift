import FormValidationCore
import Foundation

/// `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum`: a number's bounds, compared exactly
/// (`tooSmall`, `tooLarge`, and their `exclusive` wordings).
struct NumberBound: SchemaKeyword {
    enum Kind: Sendable { case minimum, maximum, exclusiveMinimum, exclusiveMaximum }

    let bound: Decimal
    let kind: Kind
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .number(let number) = instance else { return true }
        let failure: RuleFailure
        switch kind {
        case .minimum:
            guard number.compared(to: bound) == .orderedAscending else { return true }
            failure = RuleFailure(.tooSmall, parameters: ["min": .number(bound)])
        case .maximum:
            guard number.compared(to: bound) == .orderedDescending else { return true }
            failure = RuleFailure(.tooLarge, parameters: ["max": .number(bound)])
        case .exclusiveMinimum:
            guard number.compared(to: bound) != .orderedDescending else { return true }
            failure = RuleFailure(.tooSmallExclusive, parameters: ["min": .number(bound)])
        case .exclusiveMaximum:
            guard number.compared(to: bound) != .orderedAscending else { return true }
            failure = RuleFailure(.tooLargeExclusive, parameters: ["max": .number(bound)])
        }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }
}

/// `multipleOf`: a number divided by it must leave no remainder, in exact decimal (`0.0075` is a multiple of
/// `0.0001`; `1e100` is not a multiple of 3, nor `1e162` one of `0.0001` out of range), `notAMultiple`.
struct MultipleOf: SchemaKeyword {
    let divisor: Decimal
    let title: String?

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .number(let number) = instance else { return true }
        if number.isMultiple(of: divisor) { return true }
        evaluation.report(
            RuleFailure(.notAMultiple, parameters: ["multipleOf": .number(divisor)]), at: path, title: title,
            instance: instance)
        return false
    }
}

extension KeywordDeclaration {
    static let minimum = bound("minimum", .minimum)
    static let maximum = bound("maximum", .maximum)
    static let exclusiveMinimum = bound("exclusiveMinimum", .exclusiveMinimum)
    static let exclusiveMaximum = bound("exclusiveMaximum", .exclusiveMaximum)

    private static func bound(_ name: String, _ kind: NumberBound.Kind) -> KeywordDeclaration {
        KeywordDeclaration([name]) { context throws(JSONSchemaError) in
            try context.number(name).map { NumberBound(bound: $0, kind: kind, title: context.title) }
        }
    }

    static let multipleOf = KeywordDeclaration(["multipleOf"]) { context throws(JSONSchemaError) in
        guard let divisor = try context.number("multipleOf") else { return nil }
        guard divisor > 0 else { throw context.problem("multipleOf", "\"multipleOf\" must be greater than 0") }
        return MultipleOf(divisor: divisor, title: context.title)
    }
}
