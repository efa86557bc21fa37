/// The built-in rules: one ``RuleDeclaration`` each, in the order specs, `formcheck --help` and the
/// documentation list them.
///
/// Each rule is a type in its own file under `Rules/` (``RuleDefinition``); the list of their declarations,
/// ``declared``, and their names are generated from those files by `scripts/rule-sources`, so adding a rule edits
/// no list.
package enum RuleCatalog {
    /// Every built-in rule, in order.
    package static var all: [RuleDeclaration] { declared }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The rule a spec calls `name`, if there is one.
    package static func rule(named name: String) -> RuleDeclaration? { byName[name] }

    /// Every rule name a spec may use, in order.
    package static var names: [String] { all.map(\.name) }
}
