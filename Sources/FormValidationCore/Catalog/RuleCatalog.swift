/// The built-in rules: one ``RuleDeclaration`` each, in the order specs, `formcheck --help` and the
/// documentation list them.
///
/// Each declaration lives in its rule's own file under `Rules/`, as `static let name = RuleDeclaration(…)`; the
/// list of them, ``declared``, is generated from those files by `./scripts/update-rule-docs` (with the rule tables
/// of the README and the documentation), so adding a rule edits no list.
package enum RuleCatalog {
    /// Every built-in rule, in order.
    package static var all: [RuleDeclaration] { declared }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// The rule a spec calls `name`, if there is one.
    package static func rule(named name: String) -> RuleDeclaration? { byName[name] }

    /// Every rule name a spec may use, in order.
    package static var names: [String] { all.map(\.name) }
}
