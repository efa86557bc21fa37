import FormValidationCore
import Foundation

/// `minimum`, `maximum`, `exclusiveMinimum` and `exclusiveMaximum`: a number's bounds, compared exactly
/// (`tooSmall`, `tooLarge`, and their `exclusive` wordings).
struct NumberBound: SchemaKeyword {
    enum Kind: Sendable { case minimum, maximum, exclusiveMinimum, exclusiveMaximum }

    let bound: Decimal
    let kind: Kind
    let title: String?
    /// The failure of a number past the bound: made once, the same for every number.
    private let failure: RuleFailure

    init(bound: Decimal, kind: Kind, title: String?) {
        self.bound = bound
        self.kind = kind
        self.title = title
        failure =
            switch kind {
            case .minimum: RuleFailure(.tooSmall, parameters: ["min": .number(bound)])
            case .maximum: RuleFailure(.tooLarge, parameters: ["max": .number(bound)])
            case .exclusiveMinimum: RuleFailure(.tooSmallExclusive, parameters: ["min": .number(bound)])
            case .exclusiveMaximum: RuleFailure(.tooLargeExclusive, parameters: ["max": .number(bound)])
            }
    }

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .number(let number) = instance else { return true }
        let order = number.compared(to: bound)
        let passes =
            switch kind {
            case .minimum: order != .orderedAscending
            case .maximum: order != .orderedDescending
            case .exclusiveMinimum: order == .orderedDescending
            case .exclusiveMaximum: order == .orderedAscending
            }
        if passes { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
        return false
    }
}

struct MultipleOf: SchemaKeyword {
    let divisor: Decimal
    let title: String?
    /// The failure of a number that is not a multiple: made once.
    private let failure: RuleFailure

    init(divisor: Decimal, title: String?) {
        self.divisor = divisor
        self.title = title
        failure = RuleFailure(.notAMultiple, parameters: ["multipleOf": .number(divisor)])
    }

    func evaluate(_ instance: JSONValue, at path: borrowing InstancePath, in evaluation: inout Evaluation) -> Bool {
        guard case .number(let number) = instance else { return true }
        if number.isMultiple(of: divisor) { return true }
        evaluation.report(failure, at: path, title: title, instance: instance)
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
