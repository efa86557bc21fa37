import Foundation

/// Rules inside a rule: the arguments of the composed rules (`anyOf`'s `rules`, `not`'s `of`), written as a spec
/// writes rules and checked and built through their own declarations.
///
/// A problem with a nested rule names where it is, outermost first: `rule 2 (anyOf), rule 1 (length): missing
/// "max"`. Nested rules are local: a remote rule cannot be nested, since a composed rule must decide at once.
package enum NestedRules {
    /// The problem of a rule that is asynchronous where only local rules may be.
    package static let asynchronousProblem = "an asynchronous rule cannot be nested in another"

    /// Where a nested rule sits: `rule 1 (length)` in an array, `"of" (length)` for a single one.
    package static func place(of json: JSONValue, key: String, index: Int?) -> String {
        let name: String? =
            if case .string(let name)? = json["rule"], RuleCatalog.rule(named: name) != nil { name } else { nil }
        let position = index.map { "rule \($0 + 1)" } ?? SpecProblem.quoted(key)
        return name.map { "\(position) (\($0))" } ?? position
    }

    /// How deep rules may nest, the outermost counted: a rule inside a rule inside … 32 rules. Specs may come from
    /// elsewhere; deeper nesting is refused with a clear reason before it is read.
    package static let maximumDepth = 32

    /// How many rules deep `json` nests, itself counted (an object with a `"rule"` member is a rule): one pass,
    /// without recursion.
    ///
    /// - Complexity: O(*n*) in the size of `json`.
    package static func depth(of json: JSONValue) -> Int {
        var deepest = 0
        var pending: [(value: JSONValue, depth: Int)] = [(json, 0)]
        while let (value, depth) = pending.popLast() {
            switch value {
            case .object(let members):
                let level = members["rule"] == nil ? depth : depth + 1
                deepest = max(deepest, level)
                for member in members.values { pending.append((member, level)) }
            case .array(let elements):
                for element in elements { pending.append((element, depth)) }
            default:
                continue
            }
        }
        return deepest
    }

    /// Reads one nested rule, checking its type (and that it is local), not its arguments' values.
    package static func read(_ json: JSONValue, key: String, index: Int?) throws(ArgumentProblem) -> RuleSpec {
        // The rule holding this one is one level more. Checked at every level, so the outermost refuses before
        // anything deeper is read; a rule is walked once per rule above it, at most `maximumDepth` times.
        if depth(of: json) + 1 > maximumDepth {
            throw ArgumentProblem(
                nestedAt: place(of: json, key: key, index: index),
                SpecProblem("rules nest more than \(maximumDepth) levels deep"))
        }
        do throws(SpecProblem) {
            let spec = try RuleSpec(json: json)
            if spec.isAsync { throw SpecProblem(asynchronousProblem) }
            return spec
        } catch {
            throw ArgumentProblem(nestedAt: place(of: json, key: key, index: index), error)
        }
    }

    /// The first problem with the nested rules' arguments, or `nil`: each rule's checks, as a spec's rule is
    /// checked.
    package static func problem(in specs: [RuleSpec], key: String, single: Bool) -> ArgumentProblem? {
        for (index, spec) in specs.enumerated() {
            do throws(SpecProblem) {
                _ = try spec.checkArguments()
            } catch {
                return ArgumentProblem(
                    nestedAt: place(of: spec.jsonValue, key: key, index: single ? nil : index), error)
            }
        }
        return nil
    }

    /// Builds the nested rules through their declarations, with the outer rule's context (each with its own
    /// message and condition).
    package static func build(_ specs: [RuleSpec], key: String, single: Bool, _ context: RuleBuildContext)
        throws(ArgumentProblem) -> [ValidationRule<String>]
    {
        var rules: [ValidationRule<String>] = []
        for (index, spec) in specs.enumerated() {
            do throws(SpecProblem) {
                guard case .local(let rule) = try spec.build(context, language: context.language) else {
                    throw SpecProblem(asynchronousProblem)
                }
                rules.append(rule)
            } catch {
                throw ArgumentProblem(nestedAt: place(of: spec.jsonValue, key: key, index: single ? nil : index), error)
            }
        }
        return rules
    }
}

extension ArgumentType where Value == [RuleSpec] {
    /// A list of rules, as a spec writes rules: a JSON array of rule objects. Not offered on the command line.
    package static let ruleSpecs = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            try elements(of: json, key, expected: "an array of rules") { element, index throws(ArgumentProblem) in
                try NestedRules.read(element, key: key, index: index)
            }
        },
        toJSON: { .array($0.map(\.jsonValue)) },
        fromText: { _, key throws(ArgumentProblem) in throw .notOnCommandLine(key) },
        holdsRules: true
    ).trying([
        .array([NestedRules.example(EmailRule.name), NestedRules.example(PhoneNumberRule.name)]),
        .array([NestedRules.example(ContainsNumberRule.name), NestedRules.example(ContainsUppercaseRule.name)]),
        .array([NestedRules.example(MinimumLengthRule.name, ["min": .number(3)]), NestedRules.example(URLRule.name)]),
    ])
}

extension ArgumentType where Value == RuleSpec {
    /// One rule, as a spec writes rules: a JSON rule object. Not offered on the command line.
    package static let ruleSpec = ArgumentType(
        fromJSON: { json, key throws(ArgumentProblem) in
            guard case .object = json else { throw mismatch(key, "a rule object such as {\"rule\": \"email\"}") }
            return try NestedRules.read(json, key: key, index: nil)
        },
        toJSON: { $0.jsonValue },
        fromText: { _, key throws(ArgumentProblem) in throw .notOnCommandLine(key) },
        holdsRules: true
    ).trying([
        NestedRules.example(EmailRule.name), NestedRules.example(ContainsNumberRule.name),
        NestedRules.example(IBANRule.name),
    ])
}

extension NestedRules {
    /// A rule as a spec writes it, for the values worth trying (``ArgumentType/examples``) of nested rules.
    package static func example(_ rule: String, _ arguments: [String: JSONValue] = [:]) -> JSONValue {
        .object(arguments.merging(["rule": .string(rule)]) { first, _ in first })
    }
}

extension ArgumentText {
    /// `problem`, found in the nested rule at `place`: the place joins the problem's own places, outermost first.
    package init(nestedAt place: String, _ problem: SpecProblem) {
        self.init([.text(problem.reason)])
        self.place = [place] + problem.place
    }
}

extension ArgumentCheck where Value == RuleSpec {
    /// The nested rule's own argument checks, as a spec's rule is checked (`not`'s `of`).
    package static var nestedRule: Self {
        Self { rule, key in NestedRules.problem(in: [rule], key: key, single: true) }
    }
}

extension ArgumentCheck where Value == [RuleSpec] {
    /// "`key` must hold at least one rule" (`anyOf`'s `rules`).
    package static var atLeastOneRule: Self {
        Self { rules, key in rules.isEmpty ? "\(name: key) must hold at least one rule" : nil }
    }

    /// Each nested rule's own argument checks, as a spec's rules are checked (`anyOf`'s `rules`).
    package static var nestedRules: Self {
        Self { rules, key in NestedRules.problem(in: rules, key: key, single: false) }
    }
}
